/**
 * The external platforms the server talks to, by kind (`sms`, `wechat`; the short-video platform
 * and telephony join here): each says whether it is configured and can test its connection without
 * doing anything real; every call goes through callPlatform (platform.ts) and into the integration
 * log. 系统管理 › 集成日志 shows each adapter's state and its calls.
 */
import type { FastifyInstance } from 'fastify';
import { IntegrationLog } from './platform.ts';
import { smsConfig, testSms } from './sms.ts';

export interface Adapter {
  kind: string;
  /** Its name in the console (短信平台). */
  title: string;
  configured(app: FastifyInstance): Promise<boolean>;
  /** A call that proves the credentials and changes nothing on the platform. */
  test(app: FastifyInstance): Promise<{ ok: boolean; message: string }>;
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
  configured: async (app) => Boolean(await smsConfig(app.db.kysely as never, app.secretKey)),
  test: async (app) => {
    const config = await smsConfig(app.db.kysely as never, app.secretKey);
    if (!config) return { ok: false, message: '短信平台还没有配置：请在 系统管理 › 系统配置 中填写 sms.*' };
    return testSms(config, app.integrations.log);
  },
};
