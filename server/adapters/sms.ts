/**
 * Sending a text message through a provider in the shape of Aliyun SMS `SendSms` (RPC API
 * 2017-05-25: PhoneNumbers, SignName, TemplateCode, TemplateParam, signed with HMAC-SHA1 of the
 * canonical query). The base URL and credentials come from the system config (系统配置: sms.*),
 * the AccessKey secret stored encrypted; tests point the base URL at a local fake.
 */
import { randomUUID } from 'node:crypto';
import { aliyunQuery } from './aliyun-rpc.ts';
import type { Kysely } from 'kysely';
import { openSecret } from '../services/secrets.ts';
import { callPlatform, type IntegrationLog } from './platform.ts';

export interface SmsConfig { endpoint: string; accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string }
export type SmsResult = { sent: true; id: string } | { sent: false; reason: string };

/** The config keys, and the default endpoint. */
export const SMS_KEYS = { endpoint: 'sms.endpoint', accessKeyId: 'sms.accessKeyId', accessKeySecret: 'sms.accessKeySecret', signName: 'sms.signName', templateCode: 'sms.templateCode' } as const;
export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';
const TIMEOUT_MS = 10_000;

/** The provider's error codes in Chinese (the rest are shown with their code). */
const CODES: Record<string, string> = {
  'isv.MOBILE_NUMBER_ILLEGAL': '手机号码格式不正确',
  'isv.BUSINESS_LIMIT_CONTROL': '发送太频繁，已被短信平台限流，请稍后再试',
  'isv.DAY_LIMIT_CONTROL': '已达到该号码当天的发送上限',
  'isv.AMOUNT_NOT_ENOUGH': '短信账户余额不足',
  'isv.SMS_SIGNATURE_ILLEGAL': '短信签名不可用（未审核通过或不存在）',
  'isv.SMS_TEMPLATE_ILLEGAL': '短信模板不可用（未审核通过或不存在）',
  'isv.TEMPLATE_MISSING_PARAMETERS': '短信模板缺少变量',
  'isv.INVALID_PARAMETERS': '短信参数不正确',
  'isv.BLACK_KEY_CONTROL_LIMIT': '短信内容含有禁用词',
  'isv.OUT_OF_SERVICE': '短信业务已停机（欠费）',
  'InvalidAccessKeyId.NotFound': 'AccessKey ID 不存在',
  'SignatureDoesNotMatch': 'AccessKey Secret 不正确（签名不匹配）',
  'Forbidden.RAM': '该 AccessKey 没有发送短信的权限',
};

/** The signed query of an RPC call (`SendSms` by default; exported for the test that checks the signature). */
export function signedQuery(config: SmsConfig, phone: string, params: Record<string, string>, now: Date, nonce: string, action: 'SendSms' | 'QuerySmsTemplate' = 'SendSms'): string {
  return aliyunQuery(config, action, '2017-05-25', {
    TemplateCode: config.templateCode,
    ...(action === 'SendSms' ? { PhoneNumbers: phone, SignName: config.signName, TemplateParam: JSON.stringify(params) } : {}),
  }, now, nonce);
}

type SmsAnswer = { Code?: string; Message?: string; BizId?: string; TemplateStatus?: number };

/** One signed call to the provider, through the platform caller (logged when `log` is given). */
function callSms(config: SmsConfig, query: string, action: string, log?: IntegrationLog) {
  return callPlatform<SmsAnswer>(log, {
    kind: 'sms', action, method: 'GET', url: `${config.endpoint.replace(/\/?$/, '/')}?${query}`, timeoutMs: TIMEOUT_MS,
    code: (body) => (body.Code === 'OK' ? null : String(body.Code ?? '未知')),
    // Throttled (isv.BUSINESS_LIMIT_CONTROL) is a limit, not a busy moment: it is not retried.
    busy: (code) => code === 'ServiceUnavailable' || code === 'Throttling',
    describe: (code, body) => (CODES[code] ? `${CODES[code]}（${code}）` : `短信平台拒绝：${body.Message ?? code}（${code}）`),
  });
}

/** Sends one message; never throws: a refusal or a network failure is its reason, in Chinese. */
export async function sendSms(config: SmsConfig, phone: string, params: Record<string, string>, now = new Date(), log?: IntegrationLog): Promise<SmsResult> {
  const result = await callSms(config, signedQuery(config, phone, params, now, randomUUID()), '发送短信', log);
  if (result.ok) return { sent: true, id: String(result.data.BizId ?? '') };
  return { sent: false, reason: result.code === null ? result.message.replace('平台不可用', '短信平台不可用') : result.message.replace('短信平台拒绝：', '短信平台拒绝发送：') };
}

/** 测试连接: reads the configured template's state (QuerySmsTemplate), which proves the keys and sends nothing. */
export async function testSms(config: SmsConfig, log?: IntegrationLog): Promise<{ ok: boolean; message: string }> {
  const result = await callSms(config, signedQuery(config, '', {}, new Date(), randomUUID(), 'QuerySmsTemplate'), '测试连接（查询短信模板）', log);
  if (!result.ok) return { ok: false, message: result.message };
  const states: Record<number, string> = { 0: '审核中', 1: '审核通过', 2: '审核未通过' };
  return { ok: true, message: `连接正常：短信模板 ${config.templateCode}${result.data.TemplateStatus !== undefined ? ` ${states[result.data.TemplateStatus] ?? ''}` : ''}` };
}

/** The SMS config from 系统配置, or null when it is not complete (then nothing is sent). */
export async function smsConfig(k: Kysely<any>, secretKey: Buffer): Promise<SmsConfig | null> {
  const rows: Array<{ key: string; value: string }> = await k.selectFrom('sys_config').select(['key', 'value']).where('key', 'in', Object.values(SMS_KEYS)).execute();
  const value = (key: string) => rows.find((r) => r.key === key)?.value?.trim() ?? '';
  const secret = openSecret(secretKey, value(SMS_KEYS.accessKeySecret));
  const config = {
    endpoint: value(SMS_KEYS.endpoint) || ALIYUN_SMS_ENDPOINT, accessKeyId: value(SMS_KEYS.accessKeyId), accessKeySecret: secret ?? '',
    signName: value(SMS_KEYS.signName), templateCode: value(SMS_KEYS.templateCode),
  };
  return config.accessKeyId && config.accessKeySecret && config.signName && config.templateCode ? config : null;
}
