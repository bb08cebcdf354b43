import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testClock, userWithPerms } from '../test/harness.ts';
import { dispatchRobotCalls } from '../services/robot-calls.ts';
import { type FakeVoice, startFakeVoice } from '../test/fake-voice.ts';
import { robotCall, voiceConfig } from './voice.ts';

const KEY_SECRET = 'voiceKeySecret0123456789';
const REPORT_SECRET = 'reportSecret0123456789';
const TALENT_MOBILE = '13912345678';

let fake: FakeVoice;
let t: TestApp;
let hr: string;
let base: string;
const answers: string[] = [];
const call = async (method: 'GET' | 'POST', url: string, payload?: object, token = hr) => {
  const res = await t.request({ method, url: `/v1/api${url}`, token, payload });
  answers.push(JSON.stringify(res.body));
  return res;
};
const configure = async (configs: Record<string, string>) => {
  const admin = await t.login('admin');
  expect((await t.request({ method: 'POST', url: '/v1/api/app/system/config/data', token: admin, payload: { configs } })).body.code).toBe('00000');
};

beforeAll(async () => {
  fake = await startFakeVoice(KEY_SECRET);
  // A clock at 08:00 on this machine's own time: the robots' window is a time of day.
  t = await buildTestApp({ clock: testClock(new Date(2026, 10, 2, 8, 0, 0).getTime()), loopbackFetch: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  hr = await t.login('hr01');
});
afterAll(async () => {
  await t.close();
  await fake.close();
  // The talent's whole number went to the provider, never into an answer to the browser.
  expect(answers.filter((a) => a.includes(TALENT_MOBILE) || a.includes(KEY_SECRET) || a.includes(REPORT_SECRET))).toEqual([]);
});

describe('the call desk', () => {
  let talent: number;
  let record: number;

  it('places no call while the provider is not configured, and says so', async () => {
    talent = (await call('POST', '/talents/talents/add', { name: '王外呼', mobile: TALENT_MOBILE, status: '0' })).body.data.id;
    expect((await call('GET', '/app/call/desk')).body.data).toEqual({ configured: false, myNumber: '138****0001' });
    const refused = await call('POST', '/app/call/dial', { talent_id: talent });
    expect([refused.status, refused.body.msg]).toEqual([400, '语音外呼还没有配置，不能拨打：请管理员在 系统管理 › 系统配置 中填写 voice.*']);
    expect(fake.calls).toEqual([]);
    expect((await call('GET', '/app/call/list')).body.data.total).toBe(0);
  });

  it('rings the recruiter, then the talent, with the whole numbers at the provider only', async () => {
    await configure({ 'voice.endpoint': `${fake.url}/`, 'voice.accessKeyId': 'LTAI-voice', 'voice.accessKeySecret': KEY_SECRET, 'voice.showNumber': '02812345678', 'voice.reportSecret': REPORT_SECRET, 'voice.recordingHosts': '127.0.0.1' });
    const placed = await call('POST', '/app/call/dial', { talent_id: talent });
    expect(placed.body.data).toMatchObject({ status: 'calling' });
    record = placed.body.data.id;
    expect(fake.calls.at(-1)).toMatchObject({ CallerNumber: '13800000001', CalledNumber: TALENT_MOBILE, CallerShowNumber: '02812345678', OutId: String(record) });
    const listed = (await call('GET', '/app/call/list')).body.data.list[0];
    expect(listed).toMatchObject({ talent_id_label: '王外呼', callee: '139****5678', status: 'calling' });
    // Someone else's talent (or one that is not there) is not called.
    const other = await t.login(await userWithPerms(t, 'hr09', ['tools:call:call', 'tools:call:query', 'tools:callList:query', 'talents:list:query']));
    expect((await call('POST', '/app/call/dial', { talent_id: talent }, other)).status).toBe(404);
    // A refusal is said, and no record is left of a call that was not placed.
    fake.refuseNext = 'isv.BLACK_NUMBER';
    const black = await call('POST', '/app/call/dial', { talent_id: talent });
    expect(black.body.msg).toBe('拨打失败：对方号码在黑名单中（isv.BLACK_NUMBER）');
    expect((await call('GET', '/app/call/list')).body.data.total).toBe(1);
  });

  it('takes a report pushed as Aliyun pushes it once, in any order, and keeps the recording for those who may see the call', async () => {
    const callId = fake.calls.at(-1)!.CallId;
    const target = `${base}/v1/api/voice/report/${REPORT_SECRET}`;
    const report = { call_id: callId, caller: '13800000001', callee: TALENT_MOBILE, start_time: '2026-11-26 10:00:00', end_time: '2026-11-26 10:02:05', duration: '125', status_code: '200000', hangup_direction: '1', out_id: String(record), record_file: `${fake.url}/recordings/${callId}.wav` };
    // Not at the address with the secret: refused, and nothing moves.
    const forged = await fake.report(`${base}/v1/api/voice/report/reportSecret0123456788`, [report]);
    expect(forged.status).toBe(403);
    expect((await call('GET', `/app/call/state/${record}`)).body.data.status).toBe('calling');
    // Answered as Aliyun expects: HTTP 200, a numeric code.
    const taken = await fake.report(target, [report]);
    expect([taken.status, JSON.parse(taken.body)]).toEqual([200, { code: 0, msg: '成功', received: 1, kept: 1 }]);
    await expect.poll(async () => (await call('GET', `/app/call/detail/${record}`)).body.data.recording).toMatch(/^\/v1\/api\/files\/private\//);
    const once = (await call('GET', `/app/call/detail/${record}`)).body.data;
    // Again, and a late "talking" report after it: nothing moves.
    expect(JSON.parse((await fake.report(target, [report, { call_id: callId, out_id: String(record) }])).body)).toMatchObject({ received: 2, kept: 1 });
    const twice = (await call('GET', `/app/call/detail/${record}`)).body.data;
    expect(twice).toEqual(once);
    expect(once).toMatchObject({ status: 'answered', duration: 125, started_at: '2026-11-26 10:00:00', ended_at: '2026-11-26 10:02:05', hangup: 'callee', callee: '139****5678' });
    expect((await call('GET', `/app/call/state/${record}`)).body.data).toMatchObject({ status: 'answered', duration: 125 });
    // The recording: for the caller, not for someone outside the record's scope, never anonymously.
    const file = once.recording.replace('/v1/api', '');
    const heard = await t.request({ method: 'GET', url: `/v1/api${file}`, token: hr });
    expect([heard.status, heard.headers['content-type']]).toEqual([200, 'audio/wav']);
    expect((await t.request({ method: 'GET', url: `/v1/api${file}` })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: `/v1/api${file}`, token: await t.login('hr09') })).status).toBe(404);
    // A report for no call of ours is received and ignored.
    expect(JSON.parse((await fake.report(target, [{ call_id: 'CALL-unknown', duration: 3 }])).body)).toEqual({ code: 0, msg: '成功', received: 1, kept: 0 });
  });
});

describe('robot tasks', () => {
  it('call a fixed list within the window and the concurrency, pause and resume, once each even with two processes; grades, transfers and follow-ups come from the reports', async () => {
    const mobiles = Array.from({ length: 20 }, (_, i) => `1370000${String(1000 + i)}`);
    for (const [i, mobile] of mobiles.entries()) expect((await call('POST', '/talents/talents/add', { name: `机器人${i}`, mobile, status: '0', city: '成都' })).body.code).toBe('00000');
    // Someone else's talent matching the same conditions stays off the list.
    await call('POST', '/talents/talents/add', { name: '别人的', mobile: '13799999999', status: '0', city: '成都' }, await t.login('admin'));
    const bad = await call('POST', '/app/robot/add', { name: '反了', script_id: 'S1', window_from: '20:00:00', window_to: '09:00:00', concurrency: 3, talent_city: '成都' });
    expect(bad.body.data).toEqual([{ field: 'window_to', message: '时间窗的结束要晚于开始' }]);
    const made = await call('POST', '/app/robot/add', { name: '成都普工', script_id: 'SCRIPT-7', window_from: '09:00:00', window_to: '20:00:00', concurrency: 3, talent_city: '成都' });
    const task = made.body.data.id;
    expect((await call('POST', '/actions/tools/robot/start', { ids: [task] })).body.code).toBe('00000');
    const taskRow = async () => (await call('GET', `/app/robot/detail/${task}`)).body.data;
    expect(await taskRow()).toMatchObject({ status: '1', total: 20, done_count: 0 });
    const robotCalls = () => fake.calls.filter((c) => c.robot);

    // 08:00: before the window, nothing is placed.
    expect(await dispatchRobotCalls(t.app)).toBe(0);
    t.clock.advance(2 * 3600_000);
    // Two hours on: a fresh login (the morning's token has run out).
    hr = await t.login('hr01');
    // Two processes at once: three calls between them, none twice.
    const other = await buildTestApp({ shareWith: t, clock: t.clock });
    try {
      const [a, b] = await Promise.all([dispatchRobotCalls(t.app), dispatchRobotCalls(other.app)]);
      expect(a + b).toBe(3);
    } finally {
      await other.close();
    }
    expect(await dispatchRobotCalls(t.app)).toBe(0);
    expect(robotCalls().every((c) => c.VoiceCode === 'SCRIPT-7')).toBe(true);

    const grades = ['A', 'B', 'C', 'D'];
    let reported = 0;
    const target = `${base}/v1/api/voice/robot-report/${REPORT_SECRET}`;
    const reportAll = async () => {
      const open = robotCalls().slice(reported);
      const reports = open.map((c, i) => {
        const n = reported + i;
        return { call_id: c.CallId, out_id: c.OutId, duration: 30 + n, status_code: '200000', grade: grades[n % 4], transcript: `第 ${n} 通：想了解包吃住`,
          ...(n === 1 || n === 5 ? { transfer: { agent_number: '13800000001', start_time: '2026-11-02 10:05:00', duration: 90, outcome: 'interview' } } : {}) };
      });
      reported += open.length;
      // Twice, as a provider may: the same result.
      expect(JSON.parse((await fake.report(target, reports)).body).kept).toBe(reports.length);
      expect(JSON.parse((await fake.report(target, reports)).body).kept).toBe(0);
    };
    await reportAll();
    expect((await call('GET', `/app/robot/detail/${task}`)).body).toMatchObject({ data: { done_count: 3 } });
    // Paused: nothing more is placed; resumed: it goes on.
    expect((await call('POST', '/actions/tools/robot/pause', { ids: [task] })).body.code).toBe('00000');
    expect(await dispatchRobotCalls(t.app)).toBe(0);
    expect((await call('POST', '/actions/tools/robot/resume', { ids: [task] })).body.code).toBe('00000');
    // A process that claimed a talent and died before dialling: after its lease the talent is back in the queue, dialled once.
    const pendingItems = () => t.db.kysely.selectFrom('call_robot_item' as never).select(['id', 'talent_id'] as never).where('task_id' as never, '=', task as never).where('status' as never, '=', 'pending' as never).orderBy('id' as never).execute() as Promise<Array<{ id: number; talent_id: number }>>;
    const [claimed, dialled] = await pendingItems();
    await t.db.kysely.updateTable('call_robot_item' as never).set({ status: 'placing', holder: 'dead', lease_until: t.clock() - 1 } as never).where('id' as never, '=', claimed.id as never).execute();
    // Another that died after the provider placed its call but before the call id was kept: never dialled
    // again, and the provider's report finds it by the OutId it was placed with.
    const { id: recordId } = await t.db.kysely.insertInto('call_record' as never).values({ call_id: 'pending-x-dead', talent_id: dialled.talent_id, callee: '0', caller: null, status: 'calling', duration: 0, source: 'robot', robot_task_id: task, owner_id: null, started_at: '2026-11-02 10:00:00', created_at: t.clock(), updated_at: t.clock() } as never).returning('id' as never).executeTakeFirstOrThrow() as { id: number };
    await t.db.kysely.updateTable('call_robot_item' as never).set({ status: 'dialing', holder: 'dead', record_id: recordId, lease_until: t.clock() - 1 } as never).where('id' as never, '=', dialled.id as never).execute();
    const { mobile } = await t.db.kysely.selectFrom('talent' as never).select('mobile' as never).where('id' as never, '=', dialled.talent_id as never).executeTakeFirstOrThrow() as { mobile: string };
    expect((await robotCall(t.app, (await voiceConfig(t.app))!, { callee: mobile, script: 'SCRIPT-7', outId: String(recordId) })).ok).toBe(true);
    while (robotCalls().length < 20) {
      expect(await dispatchRobotCalls(t.app)).toBeGreaterThan(0);
      await reportAll();
    }
    await dispatchRobotCalls(t.app);
    expect(robotCalls().length).toBe(20);
    expect(new Set(robotCalls().map((c) => c.CalledNumber)).size).toBe(20);
    expect(robotCalls().some((c) => c.CalledNumber === '13799999999')).toBe(false);
    expect(await t.db.kysely.selectFrom('call_record' as never).select('status' as never).where('id' as never, '=', recordId as never).executeTakeFirstOrThrow()).not.toEqual({ status: 'calling' });
    expect(await taskRow()).toMatchObject({ status: '3', total: 20, done_count: 20, grade_ab: 10 });
    expect(await t.db.kysely.selectFrom('call_robot_item' as never).select('status' as never).where('task_id' as never, '=', task as never).where('status' as never, '!=', 'done' as never).execute()).toEqual([]);

    // 19 calls graded: A/B talents each have a follow-up with a next time, for their owner.
    const follows = await t.db.kysely.selectFrom('talent_follow' as never).selectAll().where('content' as never, 'like', '外呼机器人「成都普工」%' as never).execute() as Array<{ next_at: string; owner_id: number }>;
    expect(follows.length).toBe(10);
    expect(follows.every((f) => f.next_at === '2026-11-03 10:00:00')).toBe(true);
    const transfers = (await call('GET', '/app/call/transfer/list')).body.data;
    expect(transfers.total).toBe(2);
    expect(transfers.list[0]).toMatchObject({ agent_id_label: '李招聘', duration: 90, outcome: 'interview', robot_task_id_label: '成都普工' });
    const graded = (await call('GET', `/app/call/list?robot_task_id=${task}&grade=A`)).body.data;
    expect(graded.total).toBe(5);
    expect(graded.list[0].callee).toMatch(/^137\*\*\*\*\d{4}$/);
    // The reports carried no times: the start written when each call was placed stays.
    expect(graded.list[0].started_at).toMatch(/^2026-11-02 10:00:00$/);
  });
});
