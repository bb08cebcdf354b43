import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS_PER_MINUTE } from '../services/push-noise.ts';
import { fetchRemoteFile, isForbiddenAddress } from '../services/remote-fetch.ts';
import { silentWav } from '../test/fake-voice.ts';
import { buildTestApp, type TestApp } from '../test/harness.ts';

const SECRET = 'pushSecret0123456789';

/** A local file server: what it was asked, a WAV at /a.wav, redirects at /to?u=…, a large file at /big, a slow one at /slow. */
async function fileServer() {
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    asked.push(req.url!);
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/a.wav') return res.writeHead(200, { 'content-type': 'audio/wav' }).end(silentWav());
    if (url.pathname === '/to') return res.writeHead(302, { location: url.searchParams.get('u')! }).end();
    if (url.pathname === '/big') { res.writeHead(200, { 'content-type': 'audio/wav' }); const chunk = Buffer.alloc(64 * 1024); const timer = setInterval(() => res.write(chunk), 1); res.on('close', () => clearInterval(timer)); return undefined; }
    if (url.pathname === '/slow') return setTimeout(() => res.writeHead(200, { 'content-type': 'audio/wav' }).end(silentWav()), 3000);
    return res.writeHead(404).end();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return { asked, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }) };
}

describe('fetching what a platform points at', () => {
  it('never reaches this machine, a private network or the cloud metadata address', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not-an-address']) {
      expect([address, isForbiddenAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['8.8.8.8', '47.96.1.1', '2001:4860:4860::8888', '::ffff:47.96.1.1']) expect([address, isForbiddenAddress(address)]).toEqual([address, false]);
  });

  it('refuses http, hosts off the list, literal and resolved private addresses, redirects off the list, too large and too slow', async () => {
    const files = await fileServer();
    const strict = { hosts: ['.aliyuncs.com', '127.0.0.1', 'localhost', '169.254.169.254'], maxBytes: 1024 * 1024, timeoutMs: 1000 };
    try {
      const refused = async (url: string, rules = strict) => { const got = await fetchRemoteFile(url, rules); expect(got.ok).toBe(false); return got.ok ? '' : got.message; };
      expect(await refused('http://rec.oss-cn-hangzhou.aliyuncs.com/a.wav')).toMatch(/只取 https/);
      expect(await refused('https://evil.example.com/a.wav')).toMatch(/不在允许/);
      expect(await refused('https://127.0.0.1/a.wav')).toMatch(/内网或本机/);
      expect(await refused('https://169.254.169.254/latest/meta-data/')).toMatch(/内网或本机/);
      // A listed name that resolves to this machine: caught as the connection is made.
      expect(await refused('https://localhost/a.wav')).toMatch(/内网或本机/);
      expect(await refused('https://user:pw@rec.aliyuncs.com/a.wav')).toMatch(/账号密码/);
      // Nothing reached the file server on its own address without the tests' allowance.
      expect(await refused(`${files.url}/a.wav`, { ...strict, hosts: ['127.0.0.1'] })).toMatch(/只取 https/);
      expect(files.asked).toEqual([]);

      // With the tests' allowance (127.0.0.1 over http), the other rules still hold.
      const local = { hosts: ['127.0.0.1'], maxBytes: 1024 * 1024, timeoutMs: 1000, loopback: true };
      const got = await fetchRemoteFile(`${files.url}/a.wav`, local);
      expect(got.ok && [got.mime, got.bytes.length]).toEqual(['audio/wav', silentWav().length]);
      expect(await refused(`${files.url}/to?u=${encodeURIComponent('https://evil.example.com/x')}`, local)).toMatch(/不在允许/);
      expect(await refused(`${files.url}/to?u=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`, { ...local, hosts: ['127.0.0.1', '169.254.169.254'] })).toMatch(/内网或本机/);
      const followed = await fetchRemoteFile(`${files.url}/to?u=${encodeURIComponent(`${files.url}/a.wav`)}`, local);
      expect(followed.ok).toBe(true);
      expect(await refused(`${files.url}/big`, local)).toMatch(/超过 1 MB/);
      expect(await refused(`${files.url}/slow`, local)).toMatch(/秒内没有取完/);
    } finally {
      await files.close();
    }
  });
});

describe('a call report pushed to us', () => {
  let t: TestApp;
  let admin: string;
  const k = () => t.db.kysely as Kysely<any>;
  const configure = async (configs: Record<string, string>) => expect((await t.request({ method: 'POST', url: '/v1/api/app/system/config/data', token: admin, payload: { configs } })).body.code).toBe('00000');
  const push = (reports: unknown, options: { secret?: string; from?: string } = {}) => t.request({
    method: 'POST', url: `/v1/api/voice/report/${options.secret ?? SECRET}`, headers: { 'content-type': 'application/json;charset=utf-8' },
    payload: JSON.stringify(reports), ...(options.from ? { remoteAddress: options.from } : {}),
  });
  let made = 0;
  const newCall = async (callId: string) => {
    const owner = (await k().selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow()).id;
    const now = Date.now();
    const mobile = `1390000${String(++made).padStart(4, '0')}`;
    const talent = await k().insertInto('talent').values({ name: '推送', mobile, status: '0', source: '1', owner_id: owner, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    return (await k().insertInto('call_record').values({ call_id: callId, talent_id: talent.id, callee: mobile, caller: '13800000001', status: 'calling', duration: 0, source: 'manual', owner_id: owner, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
  };

  beforeAll(async () => {
    t = await buildTestApp({ loopbackFetch: false });
    admin = await t.login('admin');
    await configure({ 'voice.accessKeyId': 'LTAI-voice', 'voice.accessKeySecret': 'voiceKeySecret0123456789', 'voice.showNumber': '02812345678', 'voice.reportSecret': SECRET });
  });
  afterAll(async () => t?.close());

  it('fetches no recording from this machine, and a replay changes nothing and fetches nothing', async () => {
    const files = await fileServer();
    try {
      await configure({ 'voice.recordingHosts': '127.0.0.1' });
      const id = await newCall('CALL-push-1');
      const report = { call_id: 'CALL-push-1', caller: '13800000001', callee: '13900001111', duration: '12', status_code: '200000', record_file: `${files.url}/a.wav` };
      expect((await push([report])).body).toEqual({ code: 0, msg: '成功', received: 1, kept: 1 });
      await expect.poll(async () => (await k().selectFrom('sys_integration_log').select('message').where('action', '=', '取回录音').execute()).length).toBe(1);
      expect((await k().selectFrom('sys_integration_log').select('message').where('action', '=', '取回录音').executeTakeFirstOrThrow()).message).toMatch(/^录音未取回：只取 https/);
      const before = await k().selectFrom('call_record').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      // The same push again (a replay, or the platform's retry of what we took): received, not taken.
      expect((await push([report])).body).toEqual({ code: 0, msg: '成功', received: 1, kept: 0 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await k().selectFrom('call_record').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);
      expect((await k().selectFrom('sys_integration_log').select('id').where('action', '=', '取回录音').execute()).length).toBe(1);
      expect(files.asked).toEqual([]);
    } finally {
      await files.close();
    }
  });

  it('comes only from the listed addresses when voice.reportAllowIps is set', async () => {
    await newCall('CALL-push-2');
    const report = { call_id: 'CALL-push-2', duration: '5', status_code: '200000' };
    await configure({ 'voice.reportAllowIps': '47.96.0.0/16, 2408:4000::/32' });
    expect((await push([report], { from: '10.9.9.9' })).status).toBe(403);
    expect((await k().selectFrom('call_record').select('status').where('call_id', '=', 'CALL-push-2').executeTakeFirstOrThrow()).status).toBe('calling');
    expect((await push([report], { from: '47.96.10.20' })).body).toMatchObject({ code: 0, kept: 1 });
    await configure({ 'voice.reportAllowIps': '' });
  });

  it('counts refused pushes per minute in one row, never as the adapter\'s last failure, and answers 429 to an address that keeps knocking', async () => {
    await t.app.integrations.log.record({ kind: 'voice', action: '双呼', method: 'GET', endpoint: '/', status: 200, code: 'isv.BLACK_NUMBER', ok: false, message: '对方号码在黑名单中', durationMs: 1 });
    const failure = (await t.app.integrations.log.state('voice')).lastError;
    const logRows = async () => (await k().selectFrom('sys_integration_log').select('id').execute()).length;
    const rows = await logRows();
    const countedBefore = async () => (await k().selectFrom('sys_push_refusal').select('count').where('kind', '=', 'voice').execute()).reduce((n, r) => n + Number(r.count), 0);
    const before = await countedBefore();
    const statuses: number[] = [];
    for (let i = 0; i < REFUSALS_PER_MINUTE + 5; i++) statuses.push((await push([{ call_id: 'x' }], { secret: 'wrong-secret', from: '203.0.113.7' })).status);
    expect(statuses.filter((s) => s === 403).length).toBe(REFUSALS_PER_MINUTE);
    expect(statuses.slice(REFUSALS_PER_MINUTE)).toEqual([429, 429, 429, 429, 429]);
    // One row a minute (two if the minute turned meanwhile), counting each refusal; the last sender and reason kept.
    const counted = await k().selectFrom('sys_push_refusal').selectAll().where('kind', '=', 'voice').orderBy('minute', 'desc').execute();
    expect(counted.length).toBeLessThanOrEqual(2);
    expect(await countedBefore() - before).toBe(REFUSALS_PER_MINUTE);
    expect([counted[0].address, counted[0].why]).toEqual(['203.0.113.7', '话单推送地址中的密钥不正确']);
    // Not one integration-log row per knock, and the last real failure is still the one shown.
    expect(await logRows()).toBe(rows);
    expect((await t.app.integrations.log.state('voice')).lastError).toEqual(failure);
    // Another address is still heard.
    expect((await push([{ call_id: 'x' }], { secret: 'wrong-secret', from: '198.51.100.9' })).status).toBe(403);
  });
});
