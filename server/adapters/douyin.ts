/**
 * The short-video platform's open API (open.douyin.com, or `douyin.apiBase` in 系统配置 — a test
 * points it at a local fake), in third-party mode: this console is a service provider the
 * mini-programs authorized. Its credentials (系统配置 douyin.*): the component AppID and secret, and
 * the token and key the platform signs and seals its pushes with. The platform pushes a component
 * ticket about every 10 minutes (POST /douyin/ticket); the component token is fetched from it, the
 * authorizer token of each mini-program from an authorization code and then from its refresh token —
 * only the newest two tokens are valid, so one process fetches at a time under a lease, the others
 * read what it kept. Answers are `{err_no, err_msg, log_id, data}` (the v2 component token's
 * errors `{errno, message}`, the OAuth calls' `data.error_code`); codes said in Chinese. Checked
 * against the open platform's documents (pages named where each call is made) and the response
 * samples of the SKIT.FlurlHttpClient.ByteDance SDK.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { openSecret, sealSecret } from '../services/secrets.ts';
import { takeLease } from '../services/jobs.ts';
import { callPlatform, type CallResult } from './platform.ts';
import type { Adapter } from './registry.ts';

export const DOUYIN_API = 'https://open.douyin.com';
export const DOUYIN_KEYS = {
  apiBase: 'douyin.apiBase', componentAppId: 'douyin.componentAppId', componentSecret: 'douyin.componentSecret',
  messageToken: 'douyin.messageToken', encodingKey: 'douyin.encodingKeySecret',
  // The website application a Douyin account (企业号) authorizes for its videos and comments.
  clientKey: 'douyin.clientKey', clientSecret: 'douyin.clientSecret',
} as const;
/** A token is fetched again this long before its expiry. */
const EARLY_MS = 5 * 60_000;
const LEASE_MS = 15_000;
/** A pushed ticket is valid for 3 hours. */
const TICKET_MS = 3 * 3600_000;

/** The platform's codes in Chinese (the rest with its own words). */
export const DOUYIN_CODES: Record<string, string> = {
  11301: '提审太频繁，请稍后再试',
  11302: '提审的版本不存在：请先上传代码',
  11303: '已有版本在审核中：请等审核结束或先撤回',
  11304: '没有可撤回的审核',
  11402: '审核版本未找到',
  11403: '版本还在审核中，不能发布',
  11404: '版本未通过审核，不能发布',
  11501: '回退太频繁，请稍后再试',
  11502: '没有可回退的版本',
  11500: '小程序版本操作失败',
  11601: '二维码生成失败',
  11603: '小程序状态不允许这个操作',
  28001003: 'access-token 不合法',
  28001008: 'access-token 已过期',
  28001016: '第三方平台凭证（component ticket）已失效：请等待平台重新推送',
  40020: '小程序没有授权这个权限给第三方平台',
  40036: '小程序没有授权这个权限给第三方平台',
  2190004: '平台繁忙，请稍后再试',
  2190008: '抖音号的授权已过期',
};
/** A token no longer good: the mini-program family's 28001003/28001008, the user-token family's 2190008 (access_token 过期). */
const TOKEN_ERRORS = new Set(['28001003', '28001008', '2190008']);

/**
 * An answer of the platform's: the mini-program APIs' {err_no, err_msg, data}, the v2 token's
 * {errno, message}, the user-token (企业号) APIs' {data: {error_code, description, …}, extra:
 * {error_code, sub_error_code, …}} — some of which put their result beside `data` (留资卡片: card_id, cards).
 */
export type DouyinAnswer<T = Record<string, unknown>> = {
  err_no?: number; err_msg?: string; errno?: number; message?: string; log_id?: string; data?: T; image?: Buffer; mime?: string;
  error_code?: number | string; description?: string; extra?: { error_code?: number | string; description?: string; sub_error_code?: number | string; sub_description?: string; logid?: string };
} & Record<string, unknown>;

export interface DouyinConfig { apiBase: string; componentAppId: string; componentSecret: string; messageToken: string; encodingKey: string; clientKey: string; clientSecret: string }

/** The service provider's credentials from 系统配置 (secrets opened); null until the AppID and secret are there. */
export async function douyinConfig(app: FastifyInstance): Promise<DouyinConfig | null> {
  const rows: Array<{ key: string; value: string }> = await (app.db.kysely as Kysely<any>).selectFrom('sys_config').select(['key', 'value']).where('key', 'in', Object.values(DOUYIN_KEYS)).execute();
  const value = (key: string) => rows.find((r) => r.key === key)?.value?.trim() ?? '';
  const secret = (key: string) => (value(key) ? openSecret(app.secretKey, value(key)) ?? '' : '');
  const config = {
    apiBase: (value(DOUYIN_KEYS.apiBase) || DOUYIN_API).replace(/\/+$/, ''), componentAppId: value(DOUYIN_KEYS.componentAppId),
    componentSecret: secret(DOUYIN_KEYS.componentSecret), messageToken: secret(DOUYIN_KEYS.messageToken), encodingKey: secret(DOUYIN_KEYS.encodingKey),
    clientKey: value(DOUYIN_KEYS.clientKey), clientSecret: secret(DOUYIN_KEYS.clientSecret),
  };
  return (config.componentAppId && config.componentSecret) || (config.clientKey && config.clientSecret) ? config : null;
}

const describe = (code: string, json: DouyinAnswer<unknown>) => (DOUYIN_CODES[code] ? `${DOUYIN_CODES[code]}（${code}）`
  : `平台拒绝：${json.err_msg || (json.data as { description?: string } | undefined)?.description || json.description || json.extra?.sub_description || json.extra?.description || json.message || code}（${code}）`);

/** A code that says a refusal: set and not 0 ("0" too: the user-token APIs may send codes as text). */
const refusal = (code: unknown) => (code !== undefined && code !== null && code !== '' && Number(code) !== 0 ? String(code) : null);

/**
 * The platform's error code in an answer, null when none: err_no, the v2 token's errno, the
 * user-token APIs' data.error_code, then their extra.error_code and extra.sub_error_code (the
 * SDKs count a call successful only when all of them are 0).
 */
export function douyinCode(json: DouyinAnswer<unknown>): string | null {
  if (json.image) return null;
  return refusal(json.err_no) ?? refusal(json.errno) ?? refusal((json.data as { error_code?: unknown } | undefined)?.error_code)
    ?? refusal(json.error_code) ?? refusal(json.extra?.error_code) ?? refusal(json.extra?.sub_error_code);
}

/**
 * One call to the platform, logged; `token` goes in the `access-token` header, or (`tokenIn:
 * 'query'`: 素材上传) as the query's access_token. Every call says `content-type: application/json`,
 * GETs too (the documents' request headers: "固定值 application/json"), except a form's
 * (URLSearchParams: the OAuth calls) and an upload's (FormData: multipart).
 */
async function callDouyin<T>(app: FastifyInstance, config: DouyinConfig, action: string, method: 'GET' | 'POST', path: string, body?: unknown, token?: string, tokenIn: 'header' | 'query' = 'header'): Promise<CallResult<DouyinAnswer<T>>> {
  const plain = body instanceof URLSearchParams || body instanceof FormData;
  const headers: Record<string, string> = { ...(token && tokenIn === 'header' ? { 'access-token': token } : {}), ...(plain ? {} : { 'content-type': 'application/json' }) };
  if (token && tokenIn === 'query') path = `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ access_token: token })}`;
  return callPlatform<DouyinAnswer<T>>(app.integrations.log, {
    kind: 'douyin', action, method, url: `${config.apiBase}${path}`, body, headers,
    code: douyinCode,
    busy: (code) => code === '2190004',
    describe,
  });
}

const k = (app: FastifyInstance) => app.db.kysely as Kysely<any>;

/** A ticket the platform pushed: kept (sealed) for the component token. */
/**
 * Keeps the ticket of a push sent at `pushedAt` (its TimeStamp, seconds) unless a later push's is
 * kept already: the check and the write in one transaction, the push time beside the ticket.
 * Answers whether it was kept.
 */
export async function keepTicket(app: FastifyInstance, ticket: string, pushedAt: number = Math.floor(app.clock() / 1000)): Promise<boolean> {
  return k(app).transaction().execute(async (trx) => {
    const kept = await trx.selectFrom('douyin_sync').select('cursor').where('key', '=', TICKET_PUSHED_AT).executeTakeFirst();
    if (kept && Number(kept.cursor) > pushedAt) return false;
    const at = String(Number.isFinite(pushedAt) ? pushedAt : 0);
    await trx.insertInto('douyin_sync').values({ key: TICKET_PUSHED_AT, cursor: at, updated_at: app.clock() }).onConflict((oc) => oc.column('key').doUpdateSet({ cursor: at, updated_at: app.clock() })).execute();
    await keepToken(app, 'ticket', { token: ticket, expiresAt: app.clock() + TICKET_MS }, trx);
    return true;
  });
}

/** Where the kept ticket's push time is (douyin_sync). */
const TICKET_PUSHED_AT = 'ticket.pushed_at';

async function keepToken(app: FastifyInstance, key: string, t: { token: string; expiresAt: number; refresh?: string; refreshExpiresAt?: number }, db: Kysely<any> = k(app)) {
  const values = {
    token: sealSecret(app.secretKey, t.token), expires_at: t.expiresAt,
    refresh: t.refresh ? sealSecret(app.secretKey, t.refresh) : null, refresh_expires_at: t.refreshExpiresAt ?? null, updated_at: app.clock(),
  };
  await db.insertInto('douyin_token').values({ key, ...values }).onConflict((oc) => oc.column('key').doUpdateSet(values)).execute();
}

async function keptToken(app: FastifyInstance, key: string) {
  const row = await k(app).selectFrom('douyin_token').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) return null;
  return { token: openSecret(app.secretKey, String(row.token)) ?? '', expiresAt: Number(row.expires_at), refresh: row.refresh ? openSecret(app.secretKey, String(row.refresh)) ?? '' : '' };
}

/**
 * The token kept under `key` while it has five minutes left, else one fetched by `fetchNew` in the
 * one process holding the lease (the others wait for what it keeps). `force`: the kept one was refused.
 */
async function sharedToken(app: FastifyInstance, key: string, force: boolean, fetchNew: (kept: Awaited<ReturnType<typeof keptToken>>) => Promise<CallResult<string>>): Promise<CallResult<string>> {
  const fresh = (t: Awaited<ReturnType<typeof keptToken>>) => Boolean(t && t.token && t.expiresAt - EARLY_MS > app.clock());
  const before = await keptToken(app, key);
  if (!force && fresh(before)) return { ok: true, data: before!.token };
  const holder = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  const deadline = Date.now() + LEASE_MS;
  while (!(await takeLease(k(app), `douyin.${key}`, holder, app.clock(), LEASE_MS))) {
    await new Promise((done) => setTimeout(done, 100));
    const now = await keptToken(app, key);
    if (fresh(now) && (!force || now!.token !== before?.token)) return { ok: true, data: now!.token };
    if (Date.now() > deadline) return { ok: false, code: null, message: '另一个服务器进程正在获取平台凭证，请稍后再试' };
  }
  try {
    const now = await keptToken(app, key);
    if (fresh(now) && now!.token !== (before?.token ?? '')) return { ok: true, data: now!.token };
    return await fetchNew(now);
  } finally {
    await k(app).updateTable('sys_job_lease').set({ until: 0 }).where('name', '=', `douyin.${key}`).where('holder', '=', holder).execute();
  }
}

/** The component access token, from the last ticket the platform pushed. */
export async function componentToken(app: FastifyInstance, config: DouyinConfig, force = false): Promise<CallResult<string>> {
  return sharedToken(app, 'component', force, async () => {
    const ticket = await keptToken(app, 'ticket');
    if (!ticket || ticket.expiresAt < app.clock()) return { ok: false, code: null, message: '还没有收到平台推送的 component_ticket（约每 10 分钟一次）：请确认第三方平台的「消息与事件接收 URL」填的是本系统的地址' };
    const query = new URLSearchParams({ component_appid: config.componentAppId, component_appsecret: config.componentSecret, component_ticket: ticket.token });
    const answer = await callDouyin<never>(app, config, '获取 component_access_token', 'GET', `/openapi/v2/auth/tp/token/?${query}`);
    if (!answer.ok) return answer;
    const raw = answer.data as DouyinAnswer & { component_access_token?: string; expires_in?: number };
    const token = String(raw.component_access_token ?? raw.data?.component_access_token ?? '');
    if (!token) return { ok: false, code: null, message: '平台没有给出 component_access_token' };
    await keepToken(app, 'component', { token, expiresAt: app.clock() + Number(raw.expires_in ?? raw.data?.expires_in ?? 7200) * 1000 });
    return { ok: true, data: token };
  });
}

/**
 * Mini-program `appId`'s authorizer token: refreshed with the refresh token kept (the new refresh
 * token kept with it — the old one stops working once the next is issued), or, the first time, from
 * an authorization code the platform gives for the app (retrieve_auth_code).
 */
export async function authorizerToken(app: FastifyInstance, config: DouyinConfig, appId: string, force = false): Promise<CallResult<string>> {
  return sharedToken(app, `app:${appId}`, force, async (kept) => {
    // A component token the platform no longer takes: one new one and one more try.
    for (let tries = 0; ; tries++) {
      const answer = await exchange(app, config, appId, kept, tries > 0);
      if (answer.ok || tries > 0 || !TOKEN_ERRORS.has(String(answer.code))) return answer;
    }
  });
}

/** The app's authorizer token for its refresh token, or (the first time) for an authorization code. */
async function exchange(app: FastifyInstance, config: DouyinConfig, appId: string, kept: Awaited<ReturnType<typeof keptToken>>, force: boolean): Promise<CallResult<string>> {
  const component = await componentToken(app, config, force);
  if (!component.ok) return component;
  let grant: URLSearchParams;
  if (kept?.refresh) grant = new URLSearchParams({ grant_type: 'app_to_tp_refresh_token', authorizer_refresh_token: kept.refresh });
  else {
    const code = await callDouyin<{ authorization_code?: string }>(app, config, '获取授权码', 'POST', '/api/tpapp/v2/auth/retrieve_auth_code/', { authorization_appid: appId }, component.data);
    if (!code.ok) return code;
    const value = String(code.data.data?.authorization_code ?? '');
    if (!value) return { ok: false, code: null, message: '平台没有给出授权码：这个小程序可能还没有授权给本平台' };
    grant = new URLSearchParams({ grant_type: 'app_to_tp_authorization_code', authorization_code: value });
  }
  const answer = await callDouyin<{ authorizer_access_token?: string; expires_in?: number; authorizer_refresh_token?: string; refresh_expires_in?: number }>(
    app, config, '获取 authorizer_access_token', 'GET', `/api/tpapp/v2/auth/get_auth_token/?${grant}`, undefined, component.data);
  if (!answer.ok) return answer;
  const data = answer.data.data ?? {};
  if (!data.authorizer_access_token || !data.authorizer_refresh_token) return { ok: false, code: null, message: '平台没有给出 authorizer_access_token' };
  await keepToken(app, `app:${appId}`, {
    token: data.authorizer_access_token, expiresAt: app.clock() + Number(data.expires_in ?? 7200) * 1000,
    refresh: data.authorizer_refresh_token, refreshExpiresAt: app.clock() + Number(data.refresh_expires_in ?? 2_592_000) * 1000,
  });
  return { ok: true, data: data.authorizer_access_token };
}

/** A call as mini-program `appId`: when the platform says its token is no good, one new token and one more try. */
export async function asApp<T>(app: FastifyInstance, appId: string, action: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<CallResult<DouyinAnswer<T>>> {
  const config = await douyinConfig(app);
  if (!config?.componentAppId) return { ok: false, code: null, message: '短视频平台还没有配置：请在 系统管理 › 系统配置 中填写 douyin.componentAppId 与 douyin.componentSecret' };
  for (let tries = 0; ; tries++) {
    const token = await authorizerToken(app, config, appId, tries > 0);
    if (!token.ok) return token;
    const answer = await callDouyin<T>(app, config, action, method, path, body, token.data);
    if (answer.ok || tries > 0 || !TOKEN_ERRORS.has(String(answer.code))) return answer;
  }
}

/** The scopes a Douyin account is asked for: its video list, its comments (read, reply, pin) and its message cards (enterprise.im: 留资卡片 and the other cards). */
export const OAUTH_SCOPES = 'video.list.bind,item.comment,enterprise.im';

/** The platform's page a Douyin account's owner authorizes this console on; it comes back to `redirect` with a code. */
export function authorizeUrl(config: DouyinConfig, redirect: string, state: string): string {
  const query = new URLSearchParams({ client_key: config.clientKey, response_type: 'code', scope: OAUTH_SCOPES, redirect_uri: redirect, state });
  return `${config.apiBase}/platform/oauth/connect/?${query}`;
}

type UserToken = { access_token?: string; expires_in?: number; open_id?: string; refresh_token?: string; refresh_expires_in?: number };

/** The code an account's owner came back with, as the account's tokens (kept); answers its open_id. */
export async function authorizeAccount(app: FastifyInstance, config: DouyinConfig, code: string): Promise<CallResult<string>> {
  // A form, not JSON (the document's content-type: application/x-www-form-urlencoded).
  const answer = await callDouyin<UserToken>(app, config, '抖音号授权', 'POST', '/oauth/access_token/', new URLSearchParams({ client_key: config.clientKey, client_secret: config.clientSecret, code, grant_type: 'authorization_code' }));
  if (!answer.ok) return answer;
  return keepUserToken(app, answer.data.data ?? {});
}

async function keepUserToken(app: FastifyInstance, data: UserToken): Promise<CallResult<string>> {
  if (!data.access_token || !data.open_id || !data.refresh_token) return { ok: false, code: null, message: '平台没有给出 access_token' };
  await keepToken(app, `user:${data.open_id}`, {
    token: data.access_token, expiresAt: app.clock() + Number(data.expires_in ?? 1_296_000) * 1000,
    refresh: data.refresh_token, refreshExpiresAt: app.clock() + Number(data.refresh_expires_in ?? 2_592_000) * 1000,
  });
  return { ok: true, data: data.open_id };
}

/** The Douyin accounts authorized (their open_ids). */
export async function authorizedAccounts(app: FastifyInstance): Promise<string[]> {
  const rows = await k(app).selectFrom('douyin_token').select('key').where('key', 'like', 'user:%').orderBy('key').execute();
  return rows.map((r) => String(r.key).slice(5));
}

/** A call as Douyin account `openId` (its token in `access-token`, refreshed under the lease when due or refused). */
export async function asAccount<T>(app: FastifyInstance, openId: string, action: string, method: 'GET' | 'POST', path: string, body?: unknown, tokenIn: 'header' | 'query' = 'header'): Promise<CallResult<DouyinAnswer<T>>> {
  const config = await douyinConfig(app);
  if (!config?.clientKey) return { ok: false, code: null, message: '短视频平台还没有配置：请在 系统管理 › 系统配置 中填写 douyin.clientKey 与 douyin.clientSecret' };
  for (let tries = 0; ; tries++) {
    const token = await sharedToken(app, `user:${openId}`, tries > 0, async (kept) => {
      if (!kept?.refresh) return { ok: false, code: null, message: '这个抖音号还没有授权，或授权已失效：请重新授权' };
      const answer = await callDouyin<UserToken>(app, config, '刷新抖音号授权', 'POST', '/oauth/refresh_token/', new URLSearchParams({ client_key: config.clientKey, grant_type: 'refresh_token', refresh_token: kept.refresh }));
      return answer.ok ? keepUserToken(app, { open_id: openId, ...answer.data.data }).then((r) => (r.ok ? { ok: true as const, data: answer.data.data!.access_token! } : r)) : answer;
    });
    if (!token.ok) return token;
    const answer = await callDouyin<T>(app, config, action, method, path, body, token.data, tokenIn);
    if (answer.ok || tries > 0 || !TOKEN_ERRORS.has(String(answer.code))) return answer;
  }
}

/** The short-video platform: configured once its credentials are in 系统配置; its test, a component token fetched anew. */
export const DOUYIN_ADAPTER: Adapter = {
  kind: 'douyin', title: '短视频平台',
  keys: [
    { key: DOUYIN_KEYS.apiBase, title: '抖音开放平台接口地址', titleEn: 'Douyin open platform API address', type: 'url', default: DOUYIN_API, source: '短视频平台' },
    { key: DOUYIN_KEYS.componentAppId, title: '第三方小程序应用的 AppID（小程序版本、链接、二维码用）', titleEn: 'Third-party mini-program application AppID (versions, links, QR codes)', type: 'text', default: '', example: 'tt0123456789abcdef', source: '短视频平台' },
    { key: DOUYIN_KEYS.componentSecret, title: '第三方小程序应用的 AppSecret（加密保存）', titleEn: 'Third-party application AppSecret (kept encrypted)', type: 'secret', default: '', source: '短视频平台' },
    { key: DOUYIN_KEYS.messageToken, title: '消息推送 Token（与开放平台「消息与事件接收」的设置相同；加密保存）', titleEn: 'Push message token (as set for message and event receiving; kept encrypted)', type: 'secret', default: '', source: '短视频平台' },
    { key: DOUYIN_KEYS.encodingKey, title: '消息加解密 Key（EncodingAESKey，43 位；加密保存）', titleEn: 'Message EncodingAESKey (43 characters; kept encrypted)', type: 'secret', default: '', source: '短视频平台' },
    { key: DOUYIN_KEYS.clientKey, title: '网站应用的 Client Key（抖音号授权：视频、评论、卡片用）', titleEn: 'Website application client key (Douyin account authorization: videos, comments, cards)', type: 'text', default: '', example: 'awxxxxxxxxxxxxxxxx', source: '短视频平台' },
    { key: DOUYIN_KEYS.clientSecret, title: '网站应用的 Client Secret（加密保存）', titleEn: 'Website application client secret (kept encrypted)', type: 'secret', default: '', source: '短视频平台' },
  ],
  configured: async (app) => Boolean(await douyinConfig(app)),
  test: async (app) => {
    const config = await douyinConfig(app);
    if (!config) return { ok: false, message: '短视频平台还没有配置：请在 系统管理 › 系统配置 中填写 douyin.componentAppId 与 douyin.componentSecret' };
    const token = await componentToken(app, config, true);
    return token.ok ? { ok: true, message: '连接正常：平台接受了第三方平台的 AppID 和密钥，已取得 component_access_token' } : { ok: false, message: `连接失败：${token.message}` };
  },
};
