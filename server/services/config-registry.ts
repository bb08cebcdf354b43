import type { ScreenSchema } from '../../schemas/types.ts';
import { ALIYUN_SMS_ENDPOINT, SMS_KEYS } from '../adapters/sms.ts';
import { ALIYUN_VOICE_ENDPOINT, DEFAULT_RECORDING_HOSTS, VOICE_KEYS } from '../adapters/voice.ts';
import { WECHAT_API, WECHAT_BASE_KEY } from '../adapters/wechat.ts';
import { LINK_DAYS, MAX_LINK_DAYS } from '../routes/contracts.ts';

/** A key of 系统配置 the product reads: what it means, its type, its default, and what it takes. */
export interface ConfigKey {
  key: string;
  title: string;
  /** Its meaning in English (the console in English shows it). */
  titleEn: string;
  type: 'integer' | 'text' | 'secret' | 'url';
  /** The value used while the key is unset (as text; '' for none). */
  default: string;
  min?: number;
  max?: number;
  /** Where it is read: a screen's component path, or the server's own feature. */
  source: string;
}

/** The keys the server's own features read (schemas declare theirs: see configKeys). */
const SERVER_KEYS: ConfigKey[] = [
  { key: 'contract.sign.linkDays', title: '合同签署链接有效天数（推送短信后，链接多少天内可打开签署）', titleEn: 'Days a signing link stays open after its SMS is sent', type: 'integer', default: String(LINK_DAYS), min: 1, max: MAX_LINK_DAYS, source: '合同签署' },
  { key: SMS_KEYS.endpoint, title: '短信服务地址（阿里云短信 API）', titleEn: 'SMS service address (Aliyun SMS API)', type: 'url', default: ALIYUN_SMS_ENDPOINT, source: '短信' },
  { key: SMS_KEYS.accessKeyId, title: '短信 AccessKey ID', titleEn: 'SMS AccessKey ID', type: 'text', default: '', source: '短信' },
  { key: SMS_KEYS.accessKeySecret, title: '短信 AccessKey Secret（加密保存，显示为 ******）', titleEn: 'SMS AccessKey Secret (kept encrypted, shown as ******)', type: 'secret', default: '', source: '短信' },
  { key: SMS_KEYS.signName, title: '短信签名（如「快聘」）', titleEn: 'SMS signature (e.g. 快聘)', type: 'text', default: '', source: '短信' },
  { key: WECHAT_BASE_KEY, title: '微信公众平台接口地址', titleEn: 'WeChat official account API address', type: 'url', default: WECHAT_API, source: '公众号' },
  { key: VOICE_KEYS.endpoint, title: '语音服务地址（阿里云语音服务 API）', titleEn: 'Voice service address (Aliyun voice API)', type: 'url', default: ALIYUN_VOICE_ENDPOINT, source: '语音外呼' },
  { key: VOICE_KEYS.accessKeyId, title: '语音 AccessKey ID', titleEn: 'Voice AccessKey ID', type: 'text', default: '', source: '语音外呼' },
  { key: VOICE_KEYS.accessKeySecret, title: '语音 AccessKey Secret（加密保存，显示为 ******）', titleEn: 'Voice AccessKey Secret (kept encrypted, shown as ******)', type: 'secret', default: '', source: '语音外呼' },
  { key: VOICE_KEYS.showNumber, title: '外呼显示号码（在语音服务控制台购买的号码，如 02812345678）', titleEn: 'Number shown to the people called (bought in the voice console, e.g. 02812345678)', type: 'text', default: '', source: '语音外呼' },
  { key: VOICE_KEYS.reportSecret, title: '话单推送密钥（推送地址 /v1/api/voice/report/{密钥} 的最后一段，至少 16 位；加密保存）', titleEn: 'Call report secret (the last part of the push address /v1/api/voice/report/{secret}, 16+ characters; kept encrypted)', type: 'secret', default: '', source: '语音外呼' },
  { key: VOICE_KEYS.reportAllowIps, title: '话单推送来源地址白名单（逗号分隔的 IP 或网段，如 47.96.0.0/16；留空不限）', titleEn: 'Addresses call reports may come from (IPs or networks, comma-separated; empty for any)', type: 'text', default: '', source: '语音外呼' },
  { key: VOICE_KEYS.recordingHosts, title: '允许取回录音的主机（逗号分隔，「.域名」表示其下所有主机；只取 https）', titleEn: 'Hosts recordings may be fetched from (comma-separated, .domain for its hosts; https only)', type: 'text', default: DEFAULT_RECORDING_HOSTS, source: '语音外呼' },
  { key: SMS_KEYS.templateCode, title: '合同签署短信模板编号（SMS_ 开头）：模板正文写签署地址，如「${name}您好，合同${no}请打开 https://你的域名/s/${code} 签署」，变量 name、no、code', titleEn: 'SMS template code for signing links (starts with SMS_): the text holds the address, e.g. "… https://your-domain/s/${code} …", with variables name, no, code', type: 'text', default: '', source: '短信' },
];

/**
 * Every known key: the server's, and those the served schemas declare — an action's daily limit
 * (`actions[].limit`), a pool's return rule (`storage.poolReturn`). The list 系统配置 shows, and what
 * a save is checked against (checkConfigValue).
 */
export function configKeys(schemas: Array<{ component: string; schema: ScreenSchema }>): ConfigKey[] {
  const keys = new Map(SERVER_KEYS.map((k) => [k.key, k]));
  for (const { component, schema } of schemas) {
    const en = schema.i18n?.['en-US'];
    for (const action of schema.actions ?? []) {
      if (action.limit) keys.set(action.limit.config, { key: action.limit.config, title: `${schema.title}：每人每天最多${action.label}几个`, titleEn: `${en?.title ?? schema.title}: at most this many "${en?.labels?.[action.key] ?? action.label}" per person per day`, type: 'integer', default: String(action.limit.default), min: 0, source: component });
    }
    const pool = schema.storage?.poolReturn;
    if (pool) keys.set(pool.config, { key: pool.config, title: `${schema.title}：多少天没有跟进就回到公海`, titleEn: `${en?.title ?? schema.title}: days without a follow-up before a record returns to the pool`, type: 'integer', default: String(pool.default), min: 1, source: component });
  }
  return [...keys.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Why `value` will not do for `key`, or null (unknown keys take any text; a secret sent back masked is no change). */
export function checkConfigValue(known: ConfigKey[], key: string, value: string): string | null {
  const spec = known.find((k) => k.key === key);
  if (!spec) return null;
  if (spec.type === 'integer') {
    const n = Number(value.trim());
    if (!/^-?\d+$/.test(value.trim()) || (spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) {
      return `「${key}」（${spec.title}）应为${spec.min !== undefined && spec.max !== undefined ? ` ${spec.min} 到 ${spec.max} 之间的` : spec.min !== undefined ? `不小于 ${spec.min} 的` : ''}整数`;
    }
  }
  if (spec.type === 'url' && value.trim() && !/^https?:\/\/[^\s]+$/.test(value.trim())) return `「${key}」（${spec.title}）应为 http:// 或 https:// 开头的网址`;
  return null;
}
