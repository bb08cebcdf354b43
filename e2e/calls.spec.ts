import { apiLogin, confirmOk, expect, rowAction, screenshotEverySize, signIn, test, uid } from './fixtures.ts';
import { type FakeVoice, startFakeVoice } from '../server/test/fake-voice.ts';

const KEY_SECRET = 'voiceKeySecret0123456789';
const REPORT_SECRET = 'reportSecret0123456789';

let fake: FakeVoice;
test.beforeAll(async () => { fake = await startFakeVoice(KEY_SECRET); });
test.afterAll(async () => { await fake.close(); });

// Issue 32 (the part built): hr01 calls a talent from the desk; the provider's report (forged once,
// then twice the real one) ends the call; the follow-up lands in the talent's timeline; the record
// shows mm:ss and plays its recording.
test('click-to-call: the desk dials, the report ends it, the follow-up is logged, the record plays its recording', async ({ page, baseURL }) => {
  const admin = { authorization: `Bearer ${await apiLogin(page, 'admin')}` };
  const configs = { 'voice.endpoint': `${fake.url}/`, 'voice.accessKeyId': 'LTAI-voice', 'voice.accessKeySecret': KEY_SECRET, 'voice.showNumber': '02812345678', 'voice.reportSecret': REPORT_SECRET, 'voice.recordingHosts': '127.0.0.1' };
  expect((await (await page.request.post('/v1/api/app/system/config/data', { headers: admin, data: { configs } })).json()).code).toBe('00000');
  const tag = uid();
  const hr = { authorization: `Bearer ${await apiLogin(page, 'hr01')}` };
  const mobile = `139${String(Date.now()).slice(-8)}`;
  const made = await (await page.request.post('/v1/api/talents/talents/add', { headers: hr, data: { name: `外呼${tag}`, mobile, status: '0', gender: 1 } })).json();
  expect(made.code).toBe('00000');

  await signIn(page, 'hr01');
  await page.goto('/call/call');
  const desk = page.getByTestId('call-desk');
  await expect(desk).toContainText('138****0001');
  await desk.getByRole('combobox', { name: '人才' }).fill(`外呼${tag}`);
  await page.locator('.ant-select-item-option').filter({ hasText: `外呼${tag}` }).click();
  await desk.getByRole('button', { name: /拨\s*打/ }).click();
  await expect(page.getByTestId('call-state')).toContainText('呼叫中');
  await expect.poll(() => fake.calls.length).toBeGreaterThan(0);
  const placed = fake.calls.at(-1)!;
  expect([placed.CallerNumber, placed.CalledNumber]).toEqual(['13800000001', mobile]);
  // The page never held the talent's whole number.
  expect(await page.content()).not.toContain(mobile);

  const target = `${baseURL}/v1/api/voice/report/${REPORT_SECRET}`;
  const report = { call_id: placed.CallId, caller: '13800000001', callee: mobile, start_time: '2026-11-26 10:00:00', end_time: '2026-11-26 10:02:05', duration: 125, status_code: '200000', hangup_direction: '1', out_id: placed.OutId, record_file: `${fake.url}/recordings/${placed.CallId}.wav` };
  expect((await fake.report(`${baseURL}/v1/api/voice/report/not-the-secret`, [report])).status).toBe(403);
  expect((await fake.report(target, [report])).status).toBe(200);
  expect((await fake.report(target, [report])).status).toBe(200);
  await expect(page.getByTestId('call-result')).toContainText('02:05');
  const follow = page.getByTestId('call-follow');
  await expect(follow.locator('textarea')).toHaveValue(/^电话沟通 02:05：/);
  await follow.locator('textarea').fill('电话沟通 02:05：愿意下周面试');
  await page.screenshot({ path: 'test-results/screenshots/call-desk-after.png' });
  await follow.getByRole('button', { name: /保存跟进/ }).click();
  await expect(page.locator('.ant-message')).toContainText('跟进已记入人才的时间线');
  const follows = await (await page.request.get(`/v1/api/talents/follows?talent_id=${made.data.id}`, { headers: hr })).json();
  expect(follows.data.list.map((f: { content: string; method: string }) => [f.method, f.content])).toEqual([['1', '电话沟通 02:05：愿意下周面试']]);

  await page.goto('/call/callList');
  const row = page.locator('.ant-table-row').filter({ hasText: `外呼${tag}` });
  await expect(row).toContainText('02:05');
  await expect(row).toContainText('已接通');
  await expect(row).not.toContainText(mobile);
  await rowAction(row, '查看');
  const player = page.getByTestId('record-dialog').getByTestId('audio-player');
  await expect(player).toBeVisible();
  // Playable: the browser read the recording's header (a tenth of a second of sound).
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState)).toBeGreaterThan(0);
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeCloseTo(0.1, 2);
  await page.screenshot({ path: 'test-results/screenshots/call-record-detail.png' });
});

// A robot task over 20 of hr01's talents: started in the console, calls placed by the server's
// dispatcher into the fake, paused and resumed, reports with grades and two transfers, done.
test('a robot task: 20 talents called by the robot, paused, resumed, graded, two transfers, follow-ups for A and B', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const admin = { authorization: `Bearer ${await apiLogin(page, 'admin')}` };
  const configs = { 'voice.endpoint': `${fake.url}/`, 'voice.accessKeyId': 'LTAI-voice', 'voice.accessKeySecret': KEY_SECRET, 'voice.showNumber': '02812345678', 'voice.reportSecret': REPORT_SECRET, 'voice.recordingHosts': '127.0.0.1' };
  expect((await (await page.request.post('/v1/api/app/system/config/data', { headers: admin, data: { configs } })).json()).code).toBe('00000');
  const tag = uid();
  const hr = { authorization: `Bearer ${await apiLogin(page, 'hr01')}` };
  const city = `城${tag}`;
  const base = Number(String(Date.now()).slice(-6)) * 10;
  for (let i = 0; i < 20; i++) {
    const made = await (await page.request.post('/v1/api/talents/talents/add', { headers: hr, data: { name: `机${tag}${i}`, mobile: `136${String(base + i).padStart(8, '0')}`, status: '0', city, gender: 2 } })).json();
    expect(made.code).toBe('00000');
  }
  const task = await (await page.request.post('/v1/api/app/robot/add', { headers: hr, data: { name: `机器人${tag}`, script_id: 'SCRIPT-E2E', window_from: '00:00:00', window_to: '23:59:59', concurrency: 5, talent_city: city } })).json();
  expect(task.code).toBe('00000');

  await signIn(page, 'hr01');
  await page.goto('/call/robot');
  const row = () => page.locator('.ant-table-row').filter({ hasText: `机器人${tag}` });
  await rowAction(row(), '启动');
  await confirmOk(page);
  await expect(row()).toContainText('进行中');
  const mine = () => fake.calls.filter((c) => c.robot && c.VoiceCode === 'SCRIPT-E2E');
  await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(5);

  const target = `${baseURL}/v1/api/voice/robot-report/${REPORT_SECRET}`;
  let reported = 0;
  const grades = ['A', 'B', 'C', 'D'];
  const reportPlaced = async () => {
    const open = mine().slice(reported);
    const reports = open.map((c, i) => {
      const n = reported + i;
      return { call_id: c.CallId, out_id: c.OutId, duration: 20 + n, status_code: '200000', grade: grades[n % 4], transcript: `想找${city}的工作`,
        ...(n === 2 || n === 7 ? { transfer: { agent_number: '13800000001', start_time: '2026-11-26 10:05:00', duration: 60 + n, outcome: 'interview' } } : {}) };
    });
    reported += open.length;
    if (reports.length) expect((await fake.report(target, reports)).status).toBe(200);
  };
  await reportPlaced();
  // Paused: no call is placed while it is.
  await page.reload();
  await rowAction(row(), '暂停');
  await confirmOk(page);
  await expect(row()).toContainText('已暂停');
  const during = mine().length;
  await page.waitForTimeout(4500);
  expect(mine().length).toBe(during);
  await rowAction(row(), '继续');
  await confirmOk(page);
  await expect(row()).toContainText('进行中');
  await expect.poll(async () => { await reportPlaced(); return reported; }, { timeout: 60_000, intervals: [1000] }).toBe(20);
  await page.reload();
  await expect(row()).toContainText('已完成');
  await page.screenshot({ path: 'test-results/screenshots/call-robot-done.png' });

  // Grades on the call records, two transfers, and a follow-up for each A and B talent.
  const records = await (await page.request.get(`/v1/api/app/call/list?robot_task_id=${task.data.id}&pageSize=50`, { headers: hr })).json();
  expect(records.data.total).toBe(20);
  expect(records.data.list.filter((r: { grade: string }) => r.grade === 'A' || r.grade === 'B').length).toBe(10);
  await page.goto('/call/trCallList');
  await expect(page.locator('.ant-table-row').filter({ hasText: `机${tag}` })).toHaveCount(2);
  await page.screenshot({ path: 'test-results/screenshots/call-transfers.png' });
  let follows = 0;
  for (const r of records.data.list.filter((x: { grade: string }) => x.grade === 'A' || x.grade === 'B')) {
    const list = await (await page.request.get(`/v1/api/talents/follows?talent_id=${r.talent_id}`, { headers: hr })).json();
    follows += list.data.list.filter((f: { content: string; next_at: string | null }) => f.content.startsWith(`外呼机器人「机器人${tag}」`) && f.next_at).length;
  }
  expect(follows).toBe(10);
});

for (const [path, shot, ready] of [['/call/call', 'call-desk', '[data-testid=call-desk]'], ['/call/callList', 'call-list', '.ant-table'], ['/call/robot', 'call-robot', '.ant-table'], ['/call/trCallList', 'call-transfers-list', '.ant-table']] as const) {
  test(`${path} at 1440 (light, dark, English) and 390`, async ({ page }) => {
    await signIn(page, 'hr01');
    await screenshotEverySize(page, path, shot, ready);
  });
}
