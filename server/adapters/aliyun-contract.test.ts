import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { sendSms, testSms } from './sms.ts';
import { clickToDial, robotCall, VOICE_ADAPTER, type VoiceConfig } from './voice.ts';

/**
 * Every request the SMS and voice adapters make, against Aliyun's documents: the RPC common
 * parameters (https://help.aliyun.com/zh/sdk/product-overview/rpc-mechanism: AccessKeyId, Action,
 * Format, SignatureMethod HMAC-SHA1, SignatureNonce, SignatureVersion 1.0, Timestamp, Version,
 * Signature; RegionId allowed), and each action's parameter list — its required ones present, none
 * it does not document. SendSms and QuerySmsTemplate (dysmsapi 2017-05-25); ClickToDial, SmartCall
 * and QueryCallDetailByCallId (dyvmsapi 2017-05-25). The provider answers as its examples do.
 */
const COMMON = ['AccessKeyId', 'Action', 'Format', 'SignatureMethod', 'SignatureNonce', 'SignatureVersion', 'Timestamp', 'Version', 'Signature'];
const DOCUMENTED: Record<string, { version: string; required: string[]; optional: string[] }> = {
  SendSms: { version: '2017-05-25', required: ['PhoneNumbers', 'SignName', 'TemplateCode'], optional: ['TemplateParam', 'SmsUpExtendCode', 'OutId'] },
  QuerySmsTemplate: { version: '2017-05-25', required: ['TemplateCode'], optional: [] },
  ClickToDial: { version: '2017-05-25', required: ['CallerShowNumber', 'CallerNumber', 'CalledShowNumber', 'CalledNumber'], optional: ['RecordFlag', 'AsrFlag', 'AsrModelId', 'SessionTimeout', 'OutId'] },
  SmartCall: { version: '2017-05-25', required: ['CalledShowNumber', 'CalledNumber', 'VoiceCode'], optional: ['VoiceCodeParam', 'EarlyMediaAsr', 'Speed', 'Volume', 'PauseTime', 'MuteTime', 'ActionCodeTimeBreak', 'AsrModelId', 'AsrBaseId', 'SessionTimeout', 'DynamicId', 'OutId', 'ActionCodeBreak', 'RecordFlag', 'BackgroundFileCode', 'BackgroundVolume', 'BackgroundSpeed', 'EnableITN', 'NoiseThreshold', 'TtsStyle', 'TtsVolume', 'TtsSpeed', 'TtsConf', 'StreamAsr'] },
  QueryCallDetailByCallId: { version: '2017-05-25', required: ['CallId', 'ProdId', 'QueryDate'], optional: [] },
};

describe('the SMS and voice adapters\' requests, as Aliyun documents them', () => {
  let t: TestApp;
  let server: Server;
  let endpoint: string;
  const seen: Array<Record<string, string>> = [];
  beforeAll(async () => {
    t = await buildTestApp();
    server = createServer((req, res) => {
      const query = Object.fromEntries(new URL(req.url!, 'http://x').searchParams);
      seen.push(query);
      // Answers as the documents' examples: {Code, Message, RequestId, …}.
      const answers: Record<string, object> = {
        SendSms: { Code: 'OK', Message: 'OK', BizId: '9006197469364984400', RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990' },
        QuerySmsTemplate: { Code: 'OK', Message: 'OK', TemplateStatus: 1, TemplateCode: query.TemplateCode, RequestId: '0A974B78-02BF-4C79-ADF3-90CFBA1B55B1' },
        ClickToDial: { Code: 'OK', Message: 'OK', CallId: '116012354148^10281378****', RequestId: 'D9CB3933-9FE3-4870-BA8E-2BEE91B69D23' },
        SmartCall: { Code: 'OK', Message: 'OK', CallId: '116012854210^10281427****', RequestId: 'D9CB3933-9FE3-4870-BA8E-2BEE91B69D23' },
        QueryCallDetailByCallId: { Code: 'OK', Message: 'OK', Data: '', RequestId: 'A3A4B0A5-2D9A-4F4B-8C6B-6B3A0F4C1E0F' },
      };
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(answers[query.Action] ?? { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found' }));
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    await t?.close();
  });

  it('each action: the common parameters, its required ones, and nothing it does not document', async () => {
    const sms = { endpoint, accessKeyId: 'LTAI-test', accessKeySecret: 'secret', signName: '快聘', templateCode: 'SMS_123' };
    expect((await sendSms(sms, '13800000000', { name: '张三', no: 'KP-2026-000001', code: 'AbCdEfGhIjKlMnOp' })).sent).toBe(true);
    expect((await testSms(sms)).ok).toBe(true);
    const voice: VoiceConfig = { endpoint, accessKeyId: 'LTAI-voice', accessKeySecret: 'secret', showNumber: '02812345678', reportSecret: 'x' };
    expect((await clickToDial(t.app, voice, { caller: '13800000001', callee: '13900000002', outId: '42' })).ok).toBe(true);
    expect((await robotCall(t.app, voice, { callee: '13900000003', script: 'SCRIPT-1', outId: '43' })).ok).toBe(true);
    // 测试连接 reads a call (with the keys in 系统配置).
    const admin = await t.login('admin');
    await t.request({ method: 'POST', url: '/v1/api/app/system/config/data', token: admin, payload: { configs: { 'voice.endpoint': endpoint, 'voice.accessKeyId': 'LTAI-voice', 'voice.accessKeySecret': 'secret', 'voice.showNumber': '02812345678' } } });
    expect((await VOICE_ADAPTER.test(t.app)).ok).toBe(true);

    expect(seen.map((q) => q.Action).sort()).toEqual(Object.keys(DOCUMENTED).sort());
    const wrong = seen.flatMap((q) => {
      const spec = DOCUMENTED[q.Action];
      const problems: string[] = [];
      for (const name of [...COMMON, ...spec.required]) if (!q[name]) problems.push(`${q.Action}: lacks ${name}`);
      for (const name of Object.keys(q)) if (![...COMMON, 'RegionId', ...spec.required, ...spec.optional].includes(name)) problems.push(`${q.Action}: ${name} is not documented`);
      if (q.Version !== spec.version) problems.push(`${q.Action}: Version ${q.Version}`);
      if (q.SignatureMethod !== 'HMAC-SHA1' || q.SignatureVersion !== '1.0' || q.Format !== 'JSON') problems.push(`${q.Action}: signature method, version or format`);
      if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(q.Timestamp)) problems.push(`${q.Action}: Timestamp ${q.Timestamp} is not ISO 8601 UTC`);
      return problems;
    });
    expect(wrong).toEqual([]);
    // TemplateParam is a JSON object of short variables (the link's address is in the template's text).
    const params = JSON.parse(seen.find((q) => q.Action === 'SendSms')!.TemplateParam) as Record<string, string>;
    expect(Object.values(params).every((v) => v.length <= 20)).toBe(true);
    // Nonces are not reused.
    expect(new Set(seen.map((q) => q.SignatureNonce)).size).toBe(seen.length);
  });
});
