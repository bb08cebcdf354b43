/**
 * The WeChat official account platform (api.weixin.qq.com, or `wechat.apiBase` in 系统配置 — a test
 * points it at a local fake): access tokens from `cgi-bin/stable_token`, kept in `wechat_token` and
 * shared by every server process (a new token ends the old one, so one process fetches at a time,
 * under a lease, and the others read what it kept), fetched again before its 7200 s run out and
 * when WeChat says 40001/42001/40014; the menu calls; the error codes in Chinese.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { openSecret } from '../services/secrets.ts';
import { takeLease } from '../services/jobs.ts';
import { callPlatform, type CallResult, mediaForm } from './platform.ts';
import type { Adapter } from './registry.ts';

export const WECHAT_API = 'https://api.weixin.qq.com';
export const WECHAT_BASE_KEY = 'wechat.apiBase';
/** A token is fetched again this long before WeChat's expiry. */
const EARLY_MS = 5 * 60_000;
/** How long one process may take to fetch a token before another may try. */
const LEASE_MS = 15_000;

export interface WechatAccount { id: number; name: string; app_id: string; app_secret: string; token: string; aes_key: string | null; status: string }

/** WeChat's codes in Chinese (the rest shown with WeChat's own words). */
export const WECHAT_CODES: Record<string, string> = {
  '-1': '微信系统繁忙，请稍后再试',
  40001: 'access_token 无效或已被新的取代',
  40002: 'grant_type 不正确',
  40013: 'AppID 不正确',
  40014: 'access_token 不合法',
  40125: 'AppSecret 不正确',
  40164: '服务器 IP 不在公众号的 IP 白名单中：请在公众平台「基本配置」里添加',
  41001: '缺少 access_token',
  42001: 'access_token 已过期',
  45009: '接口调用已达到今日上限',
  45011: '调用太频繁，请稍后再试',
  48001: '公众号没有这个接口的权限（未认证或类型不支持）',
  40016: '菜单按钮个数不正确：一级最多 3 个、子菜单最多 5 个',
  40017: '菜单按钮类型不正确',
  40018: '菜单按钮名称过长：一级最多 16 字节、子菜单最多 60 字节',
  40019: '菜单按钮 KEY 过长：最多 128 字节',
  40023: '子菜单按钮个数不正确',
  40024: '子菜单按钮类型不正确',
  40025: '子菜单按钮名称过长',
  40054: '菜单按钮的网址不正确',
  40119: '菜单按钮类型（如小程序）使用不当',
  40120: '子菜单按钮类型使用不当',
  46003: '公众号现在没有自定义菜单',
  45015: '粉丝 48 小时内没有互动，不能再发客服消息',
  45047: '客服消息下行条数超过上限',
  40003: '粉丝 OpenID 不正确',
  43004: '对方已取消关注',
};

type WechatAnswer = { errcode?: number; errmsg?: string } & Record<string, unknown>;
const TOKEN_ERRORS = new Set(['40001', '42001', '40014']);

/** The API base WeChat is called at (系统配置 wechat.apiBase). */
async function apiBase(k: Kysely<any>): Promise<string> {
  const row = await k.selectFrom('sys_config').select('value').where('key', '=', WECHAT_BASE_KEY).executeTakeFirst();
  return (row?.value?.trim() || WECHAT_API).replace(/\/+$/, '');
}

/** Account `id` with its credentials opened (null when it does not exist). */
export async function wechatAccount(app: FastifyInstance, id: number): Promise<WechatAccount | null> {
  const row = await (app.db.kysely as Kysely<any>).selectFrom('wechat_account').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const open = (v: unknown) => (typeof v === 'string' && v ? openSecret(app.secretKey, v) ?? '' : '');
  return { id: Number(row.id), name: String(row.name), app_id: String(row.app_id), app_secret: open(row.app_secret), token: open(row.token), aes_key: open(row.aes_key) || null, status: String(row.status) };
}

const describe = (code: string, json: WechatAnswer) => (WECHAT_CODES[code] ? `${WECHAT_CODES[code]}（${code}）` : `微信拒绝：${json.errmsg ?? code}（${code}）`);

/** One call to WeChat at `path`, logged. */
async function callWechat<T extends WechatAnswer>(app: FastifyInstance, action: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<CallResult<T>> {
  return callPlatform<T>(app.integrations.log, {
    kind: 'wechat', action, method, url: `${await apiBase(app.db.kysely as never)}${path}`, body,
    code: (json) => (json.errcode ? String(json.errcode) : null),
    busy: (code) => code === '-1',
    describe,
  });
}

/**
 * The account's access_token: the one kept while it has more than five minutes left, else a new
 * one fetched by the one process holding the lease (the others wait for it, up to the lease's
 * length). `force` fetches anew (WeChat said the kept one is no good).
 */
export async function accessToken(app: FastifyInstance, account: WechatAccount, force = false): Promise<CallResult<{ token: string }>> {
  const k = app.db.kysely as Kysely<any>;
  const kept = async () => k.selectFrom('wechat_token').selectAll().where('account_id', '=', account.id).executeTakeFirst();
  const fresh = (row: Record<string, unknown> | undefined) => Boolean(row && Number(row.expires_at) - EARLY_MS > app.clock());
  const before = await kept();
  if (!force && fresh(before)) return { ok: true, data: { token: String(before!.token) } };
  const holder = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  const deadline = Date.now() + LEASE_MS;
  while (!(await takeLease(k, `wechat.token.${account.id}`, holder, app.clock(), LEASE_MS))) {
    // Another process is fetching: its token is taken once it is there.
    await new Promise((done) => setTimeout(done, 100));
    const now = await kept();
    if (now && (fresh(now) && (!force || String(now.token) !== String(before?.token)))) return { ok: true, data: { token: String(now.token) } };
    if (Date.now() > deadline) return { ok: false, code: null, message: '另一个服务器进程正在获取 access_token，请稍后再试' };
  }
  try {
    // Taken since this process asked (another process may have fetched meanwhile).
    const now = await kept();
    if (now && fresh(now) && String(now.token) !== String(before?.token ?? '')) return { ok: true, data: { token: String(now.token) } };
    const answer = await callWechat<WechatAnswer & { access_token?: string; expires_in?: number }>(app, '获取 access_token', 'POST', '/cgi-bin/stable_token',
      { grant_type: 'client_credential', appid: account.app_id, secret: account.app_secret, force_refresh: force });
    if (!answer.ok) return answer;
    const token = String(answer.data.access_token ?? '');
    if (!token) return { ok: false, code: null, message: '微信没有给出 access_token' };
    const expires = app.clock() + Number(answer.data.expires_in ?? 7200) * 1000;
    await k.insertInto('wechat_token').values({ account_id: account.id, token, expires_at: expires, updated_at: app.clock() })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ token, expires_at: expires, updated_at: app.clock() })).execute();
    return { ok: true, data: { token } };
  } finally {
    await k.updateTable('sys_job_lease').set({ until: 0 }).where('name', '=', `wechat.token.${account.id}`).where('holder', '=', holder).execute();
  }
}

/** A call with the account's token: when WeChat says the token is no good, one new token and one more try. */
export async function withToken<T extends WechatAnswer>(app: FastifyInstance, account: WechatAccount, action: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<CallResult<T>> {
  for (let tries = 0; ; tries++) {
    const token = await accessToken(app, account, tries > 0);
    if (!token.ok) return token;
    const joiner = path.includes('?') ? '&' : '?';
    const answer = await callWechat<T>(app, action, method, `${path}${joiner}access_token=${encodeURIComponent(token.data.token)}`, body);
    if (answer.ok || tries > 0 || !TOKEN_ERRORS.has(String(answer.code))) return answer;
  }
}

/** 测试连接 of one account: a token fetched anew says WeChat accepts its AppID and AppSecret. */
export async function testAccount(app: FastifyInstance, account: WechatAccount): Promise<{ ok: boolean; message: string }> {
  const token = await accessToken(app, account, true);
  return token.ok ? { ok: true, message: `连接正常：微信接受了「${account.name}」的 AppID 和 AppSecret，已取得 access_token` } : { ok: false, message: `连接失败：${token.message}` };
}

/** The official accounts: configured when one is enabled; its test, the first enabled one's. */
export const WECHAT_ADAPTER: Adapter = {
  kind: 'wechat', title: '微信公众号',
  // An account's AppID, AppSecret, token and key are kept with the account (公众号账号), not here.
  keys: [{ key: WECHAT_BASE_KEY, title: '微信公众平台接口地址', titleEn: 'WeChat official account API address', type: 'url', default: WECHAT_API, source: '公众号' }],
  configured: async (app) => Boolean(await (app.db.kysely as Kysely<any>).selectFrom('wechat_account').select('id').where('status', '=', '1').executeTakeFirst().catch(() => undefined)),
  test: async (app) => {
    const row = await (app.db.kysely as Kysely<any>).selectFrom('wechat_account').select('id').where('status', '=', '1').orderBy('id').executeTakeFirst().catch(() => undefined);
    const account = row && await wechatAccount(app, Number(row.id));
    return account ? testAccount(app, account) : { ok: false, message: '还没有启用的公众号账号：请在 公众号 › 公众号账号 中添加' };
  },
};

/** Temporary media lasts 3 days on WeChat; a kept media_id is used while it has a day left. */
const MEDIA_MS = 3 * 24 * 3600_000;
const MEDIA_MARGIN_MS = 24 * 3600_000;

/**
 * A kept image (a library picture, by its file's address) as the account's temporary media on
 * WeChat (`media/upload`, type image): the media_id kept while it has a day left, else uploaded anew.
 */
export async function imageMedia(app: FastifyInstance, account: WechatAccount, file: string, bytes: () => Promise<{ data: Buffer; mime: string } | null>): Promise<CallResult<{ mediaId: string }>> {
  const k = app.db.kysely as Kysely<any>;
  const kept = await k.selectFrom('wechat_media').selectAll().where('account_id', '=', account.id).where('file', '=', file).executeTakeFirst();
  if (kept && Number(kept.expires_at) - MEDIA_MARGIN_MS > app.clock()) return { ok: true, data: { mediaId: String(kept.media_id) } };
  const picture = await bytes();
  if (!picture) return { ok: false, code: null, message: '图片文件已不存在' };
  const answer = await withToken<WechatAnswer & { media_id?: string }>(app, account, '上传图片素材', 'POST', '/cgi-bin/media/upload?type=image', mediaForm(picture.data, picture.mime));
  if (!answer.ok) return answer;
  const mediaId = String(answer.data.media_id ?? '');
  if (!mediaId) return { ok: false, code: null, message: '微信没有给出 media_id' };
  const expires = app.clock() + MEDIA_MS;
  await k.insertInto('wechat_media').values({ account_id: account.id, file, media_id: mediaId, expires_at: expires })
    .onConflict((oc) => oc.columns(['account_id', 'file']).doUpdateSet({ media_id: mediaId, expires_at: expires })).execute();
  return { ok: true, data: { mediaId } };
}
