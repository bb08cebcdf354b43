/**
 * The telephony provider, in the shape of Aliyun's voice service (Dyvmsapi, RPC 2017-05-25):
 * ClickToDial rings the recruiter's phone, then the talent's, both showing the platform's number;
 * QueryCallDetailByCallId reads one call. The provider pushes its call reports, unsigned, to
 * POST /voice/report/{voice.reportSecret} (routes/calls.ts): the secret in the address is what
 * it can carry, with an optional sender allow-list (voice.reportAllowIps). Credentials in
 * 系统配置 (voice.*; the AccessKey secret and the report secret stored encrypted); with none
 * configured no call is placed and the screens say so.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { openSecret } from '../services/secrets.ts';
import { aliyunQuery } from './aliyun-rpc.ts';
import { callPlatform, type CallResult } from './platform.ts';
import type { Adapter } from './registry.ts';

export const VOICE_KEYS = {
  endpoint: 'voice.endpoint', accessKeyId: 'voice.accessKeyId', accessKeySecret: 'voice.accessKeySecret',
  showNumber: 'voice.showNumber', reportSecret: 'voice.reportSecret',
  reportAllowIps: 'voice.reportAllowIps', recordingHosts: 'voice.recordingHosts',
} as const;
export const ALIYUN_VOICE_ENDPOINT = 'https://dyvmsapi.aliyuncs.com/';
/**
 * Where Aliyun's recordings are: its record_file addresses are objects on its storage
 * (*.aliyuncs.com; https://help.aliyun.com/zh/vms/voicerecordreport-6). `voice.recordingHosts`
 * replaces the list (exact hosts, or `.suffix`).
 */
export const DEFAULT_RECORDING_HOSTS = '.aliyuncs.com';


export interface VoiceConfig { endpoint: string; accessKeyId: string; accessKeySecret: string; showNumber: string; reportSecret: string }

/** The provider's codes in Chinese (the rest with its own words). */
export const VOICE_CODES: Record<string, string> = {
  'isv.INVALID_PARAMETERS': '呼叫参数不正确',
  'isv.BUSINESS_LIMIT_CONTROL': '呼叫太频繁，已被限流，请稍后再试',
  'isv.AMOUNT_NOT_ENOUGH': '语音账户余额不足',
  'isv.OUT_OF_SERVICE': '语音业务已停机（欠费）',
  'isv.CALLER_NUMBER_INVALID': '主叫号码不可用（你的手机号不正确）',
  'isv.CALLED_NUMBER_INVALID': '被叫号码不正确',
  'isv.DISPLAY_NUMBER_ILLEGAL': '外显号码不可用：请检查 voice.showNumber',
  'isv.BLACK_NUMBER': '对方号码在黑名单中',
  'InvalidAccessKeyId.NotFound': 'AccessKey ID 不存在',
  'SignatureDoesNotMatch': 'AccessKey Secret 不正确（签名不匹配）',
  'Forbidden.RAM': '该 AccessKey 没有语音服务的权限',
};
/** Codes that mean the keys themselves are wrong (a test connection fails on them, not on a missing call). */
const KEY_CODES = new Set(['InvalidAccessKeyId.NotFound', 'SignatureDoesNotMatch', 'Forbidden.RAM', 'isv.OUT_OF_SERVICE']);

type VoiceAnswer = { Code?: string; Message?: string; CallId?: string; Data?: string; RequestId?: string };

export async function voiceConfig(app: FastifyInstance): Promise<VoiceConfig | null> {
  const rows: Array<{ key: string; value: string }> = await (app.db.kysely as Kysely<any>).selectFrom('sys_config').select(['key', 'value']).where('key', 'in', Object.values(VOICE_KEYS)).execute();
  const value = (key: string) => rows.find((r) => r.key === key)?.value?.trim() ?? '';
  const secret = (key: string) => (value(key) ? openSecret(app.secretKey, value(key)) ?? '' : '');
  const config = {
    endpoint: value(VOICE_KEYS.endpoint) || ALIYUN_VOICE_ENDPOINT, accessKeyId: value(VOICE_KEYS.accessKeyId), accessKeySecret: secret(VOICE_KEYS.accessKeySecret),
    showNumber: value(VOICE_KEYS.showNumber), reportSecret: secret(VOICE_KEYS.reportSecret),
  };
  return config.accessKeyId && config.accessKeySecret && config.showNumber ? config : null;
}

function callVoice(app: FastifyInstance, config: VoiceConfig, action: string, label: string, params: Record<string, string>): Promise<CallResult<VoiceAnswer>> {
  return callPlatform<VoiceAnswer>(app.integrations.log, {
    kind: 'voice', action: label, method: 'GET', url: `${config.endpoint.replace(/\/?$/, '/')}?${aliyunQuery(config, action, '2017-05-25', params, new Date(), randomUUID())}`,
    code: (body) => (body.Code === 'OK' ? null : String(body.Code ?? '未知')),
    busy: (code) => code === 'ServiceUnavailable' || code === 'Throttling',
    describe: (code, body) => (VOICE_CODES[code] ? `${VOICE_CODES[code]}（${code}）` : `语音平台拒绝：${body.Message ?? code}（${code}）`),
  });
}

/** 双呼: the recruiter's phone rings first, then the talent's; answers the provider's CallId. */
export async function clickToDial(app: FastifyInstance, config: VoiceConfig, call: { caller: string; callee: string; outId: string }): Promise<CallResult<string>> {
  const answer = await callVoice(app, config, 'ClickToDial', '双呼', {
    CallerShowNumber: config.showNumber, CallerNumber: call.caller, CalledShowNumber: config.showNumber, CalledNumber: call.callee,
    OutId: call.outId, RecordFlag: 'true', SessionTimeout: '3600',
  });
  if (!answer.ok) return answer;
  return answer.data.CallId ? { ok: true, data: String(answer.data.CallId) } : { ok: false, code: null, message: '语音平台没有给出 CallId' };
}

/** A robot call (SmartCall): the provider's robot rings the talent with script `script`; answers the CallId. */
export async function robotCall(app: FastifyInstance, config: VoiceConfig, call: { callee: string; script: string; outId: string }): Promise<CallResult<string>> {
  const answer = await callVoice(app, config, 'SmartCall', '机器人外呼', {
    CalledShowNumber: config.showNumber, CalledNumber: call.callee, VoiceCode: call.script, OutId: call.outId, RecordFlag: 'true', ActionCodeBreak: 'true',
  });
  if (!answer.ok) return answer;
  return answer.data.CallId ? { ok: true, data: String(answer.data.CallId) } : { ok: false, code: null, message: '语音平台没有给出 CallId' };
}

/** The telephony provider in the registry: configured once voice.* is filled; its test reads a call that is not there. */
export const VOICE_ADAPTER: Adapter = {
  kind: 'voice', title: '语音外呼',
  keys: [
    { key: VOICE_KEYS.endpoint, title: '语音服务地址（阿里云语音服务 API）', titleEn: 'Voice service address (Aliyun voice API)', type: 'url', default: ALIYUN_VOICE_ENDPOINT, source: '语音外呼' },
    { key: VOICE_KEYS.accessKeyId, title: '语音 AccessKey ID', titleEn: 'Voice AccessKey ID', type: 'text', default: '', example: 'LTAI5tXXXXXXXXXXXXXXXX', source: '语音外呼' },
    { key: VOICE_KEYS.accessKeySecret, title: '语音 AccessKey Secret（加密保存，显示为 ******）', titleEn: 'Voice AccessKey Secret (kept encrypted, shown as ******)', type: 'secret', default: '', source: '语音外呼' },
    { key: VOICE_KEYS.showNumber, title: '外呼显示号码（在语音服务控制台购买的号码）', titleEn: 'Number shown to the people called (bought in the voice console)', type: 'text', default: '', example: '02812345678', source: '语音外呼' },
    { key: VOICE_KEYS.reportSecret, title: '话单推送密钥：推送地址 https://你的域名/v1/api/voice/report/{密钥} 的最后一段（机器人外呼为 …/voice/robot-report/{密钥}），至少 16 位；加密保存', titleEn: 'Call report secret: the last part of the push address https://your-domain/v1/api/voice/report/{secret} (robot: .../voice/robot-report/{secret}), 16+ characters; kept encrypted', type: 'secret', default: '', source: '语音外呼' },
    { key: VOICE_KEYS.reportAllowIps, title: '话单推送来源地址白名单（逗号分隔的 IP 或网段；留空不限）', titleEn: 'Addresses call reports may come from (IPs or networks, comma-separated; empty for any)', type: 'text', default: '', example: '47.96.0.0/16', source: '语音外呼' },
    { key: VOICE_KEYS.recordingHosts, title: '允许取回录音的主机（逗号分隔，「.域名」表示其下所有主机；只取 https）', titleEn: 'Hosts recordings may be fetched from (comma-separated, .domain for its hosts; https only)', type: 'text', default: DEFAULT_RECORDING_HOSTS, source: '语音外呼' },
  ],
  configured: async (app) => Boolean(await voiceConfig(app)),
  test: async (app) => {
    const config = await voiceConfig(app);
    if (!config) return { ok: false, message: '语音外呼还没有配置：请在 系统管理 › 系统配置 中填写 voice.accessKeyId、voice.accessKeySecret 与 voice.showNumber' };
    const answer = await callVoice(app, config, 'QueryCallDetailByCallId', '测试连接（查询通话）', { CallId: '0', ProdId: '11000000300006', QueryDate: String(Date.now()) });
    // The keys are right when the provider answers anything but a refusal of the keys.
    if (answer.ok || (answer.code && !KEY_CODES.has(answer.code))) return { ok: true, message: '连接正常：语音平台接受了这组 AccessKey' };
    return { ok: false, message: `连接失败：${answer.message}` };
  },
};
