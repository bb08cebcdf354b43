import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { sendSms } from './sms.ts';
import { callPlatform } from './platform.ts';

let t: TestApp;
let admin: string;
let fake: Server;
/** What the fake provider answers next, by action; each request seen. */
const answers: Record<string, object[]> = {};
const seen: string[] = [];

beforeAll(async () => {
  fake = createServer((req, res) => {
    const query = new URL(req.url!, 'http://x').searchParams;
    const action = query.get('Action') ?? req.url!;
    seen.push(action);
    const next = answers[action]?.shift() ?? { Code: 'OK', BizId: 'biz-1', TemplateStatus: 1 };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(next));
  });
  await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done));
  t = await buildTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t.close(); await new Promise<void>((done) => fake.close(() => done())); });

const call = (method: 'GET' | 'POST', url: string, token: string | null = admin, payload?: object) => t.request({ method, url: `/v1/api${url}`, token: token ?? undefined, payload });
const logRows = () => t.db.kysely.selectFrom('sys_integration_log' as never).selectAll().orderBy('id' as never).execute() as Promise<Array<Record<string, unknown>>>;

describe('the adapter registry', () => {
  it('lists each adapter with its state; the SMS adapter is not configured until 系统配置 says so', async () => {
    const res = await call('GET', '/system/integrations/adapters');
    expect(res.body.data).toEqual([
      { kind: 'sms', title: '短信平台', configured: false, lastAt: null, lastOk: null, lastError: null },
      { kind: 'wechat', title: '微信公众号', configured: false, lastAt: null, lastOk: null, lastError: null },
      { kind: 'douyin', title: '短视频平台', configured: false, lastAt: null, lastOk: null, lastError: null },
      { kind: 'voice', title: '语音外呼', configured: false, lastAt: null, lastOk: null, lastError: null },
    ]);
    const test = await call('POST', '/system/integrations/test/sms');
    expect(test.body.data).toEqual({ ok: false, message: '短信平台还没有配置：请在 系统管理 › 系统配置 中填写 sms.*' });
  });

  it('tests the SMS connection without sending, logs it, and the log holds no key', async () => {
    const { port } = fake.address() as { port: number };
    const saved = await call('POST', '/app/system/config/data', admin, { configs: { 'sms.endpoint': `http://127.0.0.1:${port}/`, 'sms.accessKeyId': 'LTAI-test', 'sms.accessKeySecret': 'very-secret-key', 'sms.signName': '快聘', 'sms.templateCode': 'SMS_123' } });
    expect(saved.body.code).toBe('00000');
    const test = await call('POST', '/system/integrations/test/sms');
    expect(test.body.data).toEqual({ ok: true, message: '连接正常：短信模板 SMS_123 审核通过' });
    expect(seen.at(-1)).toBe('QuerySmsTemplate');
    const state = await call('GET', '/system/integrations/adapters');
    expect(state.body.data[0]).toMatchObject({ kind: 'sms', configured: true, lastOk: true, lastError: null });
    expect((await call('POST', '/system/integrations/test/wechat')).body.data).toEqual({ ok: false, message: '还没有启用的公众号账号：请在 公众号 › 公众号账号 中添加' });
    const list = await call('GET', '/system/integrations/list');
    expect(list.body.data.list[0]).toMatchObject({ kind: 'sms', action: '测试连接（查询短信模板）', method: 'GET', endpoint: '/', ok: true, status: 200 });
    expect(JSON.stringify(list.body)).not.toMatch(/very-secret-key|LTAI-test|Signature/);
    // The log is for those who hold its permission.
    expect((await call('GET', '/system/integrations/list', await t.login('hr01'))).status).toBe(403);
    expect((await call('POST', '/system/integrations/test/sms', await t.login('hr01'))).status).toBe(403);
  });

  it('sends through the registry: a busy provider is tried again, each try logged; a refusal is never reported sent', async () => {
    const { port } = fake.address() as { port: number };
    const config = { endpoint: `http://127.0.0.1:${port}/`, accessKeyId: 'LTAI-test', accessKeySecret: 'very-secret-key', signName: '快聘', templateCode: 'SMS_123' };
    const before = (await logRows()).length;
    answers.SendSms = [{ Code: 'ServiceUnavailable', Message: 'busy' }, { Code: 'OK', BizId: 'biz-9' }];
    expect(await sendSms(config, '13800000000', { name: '张三' }, new Date(), t.app.integrations.log)).toEqual({ sent: true, id: 'biz-9' });
    answers.SendSms = [{ Code: 'isv.AMOUNT_NOT_ENOUGH', Message: 'no money' }];
    expect(await sendSms(config, '13800000000', { name: '张三' }, new Date(), t.app.integrations.log)).toEqual({ sent: false, reason: '短信账户余额不足（isv.AMOUNT_NOT_ENOUGH）' });
    const rows = (await logRows()).slice(before);
    expect(rows.map((r) => [r.action, Number(r.ok), r.code])).toEqual([['发送短信', 0, 'ServiceUnavailable'], ['发送短信', 1, null], ['发送短信', 0, 'isv.AMOUNT_NOT_ENOUGH']]);
  });

  it('a platform that does not answer is unavailable, never done', async () => {
    const result = await callPlatform(t.app.integrations.log, { kind: 'sms', action: '探测', method: 'GET', url: 'http://127.0.0.1:9/', timeoutMs: 500, code: () => null, describe: () => '' });
    expect(result).toEqual({ ok: false, code: null, message: '平台不可用（127.0.0.1:9 连接失败）' });
  });
});
