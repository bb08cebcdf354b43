import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, userWithPerms } from '../test/harness.ts';
import { type FakeVoice, startFakeVoice } from '../test/fake-voice.ts';

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
  t = await buildTestApp();
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
    await configure({ 'voice.endpoint': `${fake.url}/`, 'voice.accessKeyId': 'LTAI-voice', 'voice.accessKeySecret': KEY_SECRET, 'voice.showNumber': '02812345678', 'voice.reportSecret': REPORT_SECRET });
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

  it('takes a signed report once, in any order, and keeps the recording for those who may see the call', async () => {
    const callId = fake.calls.at(-1)!.CallId;
    const target = `${base}/v1/api/voice/report`;
    const report = { call_id: callId, caller: '13800000001', callee: TALENT_MOBILE, start_time: '2026-11-26 10:00:00', end_time: '2026-11-26 10:02:05', duration: '125', status_code: '200000', hangup_direction: '1', out_id: String(record), record_file: `${fake.url}/recordings/${callId}.wav` };
    const forged = await fake.report(target, REPORT_SECRET, [report], true);
    expect(forged.status).toBe(403);
    expect((await call('GET', `/app/call/state/${record}`)).body.data.status).toBe('calling');
    expect(JSON.parse((await fake.report(target, REPORT_SECRET, [report])).body)).toMatchObject({ code: '00000', data: { received: 1, kept: 1 } });
    await expect.poll(async () => (await call('GET', `/app/call/detail/${record}`)).body.data.recording).toMatch(/^\/v1\/api\/files\/private\//);
    const once = (await call('GET', `/app/call/detail/${record}`)).body.data;
    // Again, and a late "talking" report after it: nothing moves.
    await fake.report(target, REPORT_SECRET, [report, { call_id: callId, out_id: String(record) }]);
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
    expect(JSON.parse((await fake.report(target, REPORT_SECRET, [{ call_id: 'CALL-unknown', duration: 3 }])).body).data).toEqual({ received: 1, kept: 0 });
  });
});
