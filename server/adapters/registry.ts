/**
 * The external platforms the server talks to, by kind (`sms`, `wechat`; the short-video platform
 * and telephony join here): each says whether it is configured and can test its connection without
 * doing anything real; every call goes through callPlatform (platform.ts) and into the integration
 * log. 系统管理 › 集成日志 shows each adapter's state and its calls.
 */
import type { FastifyInstance } from 'fastify';
import { IntegrationLog } from './platform.ts';
import type { ConfigKey } from './config-key.ts';
import { ALIYUN_SMS_ENDPOINT, SMS_KEYS, smsConfig, testSms } from './sms.ts';

export interface Adapter {
  kind: string;
  /** Its name in the console (短信平台). */
  title: string;
  configured(app: FastifyInstance): Promise<boolean>;
  /** A call that proves the credentials and changes nothing on the platform. */
  test(app: FastifyInstance): Promise<{ ok: boolean; message: string }>;
  /** Every 系统配置 key it reads: 系统配置 lists them with their meaning, whether secret, default or example. */
  keys: ConfigKey[];
}

export class Integrations {
  readonly log: IntegrationLog;
  private readonly adapters = new Map<string, Adapter>();
  constructor(app: FastifyInstance) {
    this.log = new IntegrationLog(app.db.kysely as never, app.clock);
  }
  register(adapter: Adapter) { this.adapters.set(adapter.kind, adapter); }
  get(kind: string) { return this.adapters.get(kind); }
  list() { return [...this.adapters.values()]; }
}

/** The SMS provider (Aliyun SMS shape), configured in 系统配置 (sms.*). */
export const SMS_ADAPTER: Adapter = {
  kind: 'sms', title: '短信平台',
  keys: [
    { key: SMS_KEYS.endpoint, title: '短信服务地址（阿里云短信 API）', titleEn: 'SMS service address (Aliyun SMS API)', type: 'url', default: ALIYUN_SMS_ENDPOINT, source: '短信' },
    { key: SMS_KEYS.accessKeyId, title: '短信 AccessKey ID', titleEn: 'SMS AccessKey ID', type: 'text', default: '', example: 'LTAI5tXXXXXXXXXXXXXXXX', source: '短信' },
    { key: SMS_KEYS.accessKeySecret, title: '短信 AccessKey Secret（加密保存，显示为 ******）', titleEn: 'SMS AccessKey Secret (kept encrypted, shown as ******)', type: 'secret', default: '', source: '短信' },
    { key: SMS_KEYS.signName, title: '短信签名（在短信服务控制台审核通过的签名）', titleEn: 'SMS signature (approved in the SMS console)', type: 'text', default: '', example: '快聘', source: '短信' },
    { key: SMS_KEYS.templateCode, title: '合同签署短信模板编号（SMS_ 开头）：模板正文写签署地址，如「${name}您好，合同${no}请打开 https://你的域名/s/${code} 签署」，变量 name、no、code', titleEn: 'SMS template code for signing links (starts with SMS_): the text holds the address, e.g. "... https://your-domain/s/${code} ...", with variables name, no, code', type: 'text', default: '', example: 'SMS_123456789', source: '短信' },
  ],
  configured: async (app) => Boolean(await smsConfig(app.db.kysely as never, app.secretKey)),
  test: async (app) => {
    const config = await smsConfig(app.db.kysely as never, app.secretKey);
    if (!config) return { ok: false, message: '短信平台还没有配置：请在 系统管理 › 系统配置 中填写 sms.*' };
    return testSms(config, app.integrations.log);
  },
};
