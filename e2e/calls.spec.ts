import { apiLogin, expect, rowAction, signIn, test, uid } from './fixtures.ts';
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
  const configs = { 'voice.endpoint': `${fake.url}/`, 'voice.accessKeyId': 'LTAI-voice', 'voice.accessKeySecret': KEY_SECRET, 'voice.showNumber': '02812345678', 'voice.reportSecret': REPORT_SECRET };
  expect((await (await page.request.post('/v1/api/app/system/config/data', { headers: admin, data: { configs } })).json()).code).toBe('00000');
  const tag = uid();
  const hr = { authorization: `Bearer ${await apiLogin(page, 'hr01')}` };
  const mobile = `139${String(Date.now()).slice(-8)}`;
  const made = await (await page.request.post('/v1/api/talents/talents/add', { headers: hr, data: { name: `外呼${tag}`, mobile, status: '0' } })).json();
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

  const target = `${baseURL}/v1/api/voice/report`;
  const report = { call_id: placed.CallId, caller: '13800000001', callee: mobile, start_time: '2026-11-26 10:00:00', end_time: '2026-11-26 10:02:05', duration: 125, status_code: '200000', hangup_direction: '1', out_id: placed.OutId, record_file: `${fake.url}/recordings/${placed.CallId}.wav` };
  expect((await fake.report(target, REPORT_SECRET, [report], true)).status).toBe(403);
  expect((await fake.report(target, REPORT_SECRET, [report])).status).toBe(200);
  expect((await fake.report(target, REPORT_SECRET, [report])).status).toBe(200);
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
  await expect(page.getByTestId('record-dialog').getByTestId('audio-player')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/call-record-detail.png' });
});

for (const [path, shot, ready] of [['/call/call', 'call-desk', '[data-testid=call-desk]'], ['/call/callList', 'call-list', '.ant-table']] as const) {
  test(`${path} at 1440 (light, dark, English) and 390`, async ({ page }) => {
    await signIn(page, 'hr01');
    for (const [variant, settings] of [['light', {}], ['dark', { theme: 'dark' }], ['en', { language: 'en' }]] as const) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.addInitScript((saved) => localStorage.setItem('kp_admin_settings', JSON.stringify(saved)), settings);
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await page.screenshot({ path: `test-results/screenshots/${shot}-${variant}.png` });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screenshots/${shot}-390.png`, fullPage: true });
  });
}
