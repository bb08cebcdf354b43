/**
 * The short-video platform's routes beside its schema screens (SPEC §7 "short-video account tool,
 * POST: link, qcode, version info, audit, revoke, public, rollback"): a mini-program's versions and
 * their moves, each checked against the version info first and logged; the QR code of a version;
 * and the push the platform sends its component ticket to (public: its signature is the credential).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import { refuseNoise } from '../services/push-noise.ts';
import { sameDigest } from '../services/digest.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { randomBytes } from 'node:crypto';
import { asAccount, asApp, authorizeAccount, authorizedAccounts, authorizeUrl, douyinConfig, keepTicket } from '../adapters/douyin.ts';
import { syncComments, syncVideos } from '../services/douyin-content.ts';
import { type CardTable, syncCardStates } from '../services/douyin-cards.ts';
import { siteOrigin } from '../services/system-info.ts';
import { decryptMessage, msgSignature } from '../adapters/wechat-crypto.ts';
import { allowedMoves, moveRefusal, type VersionInfo, type VersionMove } from '../../validators/miniapp-versions.ts';

const k = (app: FastifyInstance) => app.db.kysely as Kysely<any>;
const APP_ID = { type: 'string', pattern: '^tt[0-9a-z]{16}$' } as const;
const body = (extra: Record<string, object> = {}, required: string[] = []) => ({
  type: 'object', required: ['app_id', ...required], additionalProperties: false, properties: { app_id: APP_ID, ...extra },
});

/** The mini-program (an enabled app of 账号管理) by its AppID, or a clear refusal. */
async function miniApp(app: FastifyInstance, appId: string) {
  const row = await k(app).selectFrom('douyin_app').select(['id', 'app_id', 'name', 'status']).where('app_id', '=', appId).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', '小程序不存在：请先在 账号管理 中添加');
  if (String(row.status) !== '1') throw new ApiError('VALIDATION_FAILED', `小程序「${row.name}」已停用`);
  return { id: Number(row.id), appId: String(row.app_id), name: String(row.name) };
}

/** The platform's version info as the three cards read it. */
async function versionInfo(app: FastifyInstance, appId: string): Promise<VersionInfo> {
  const answer = await asApp<Partial<VersionInfo>>(app, appId, '查询版本', 'GET', '/api/apps/v1/package_version/versions/');
  if (!answer.ok) throw new ApiError('VALIDATION_FAILED', `查询版本失败：${answer.message}`);
  const data = answer.data.data ?? {};
  return { latest: data.latest ?? null, audit: data.audit ?? null, current: data.current ?? null };
}

/** The host apps a mini-program may be submitted to, as the dictionary douyin_host and the platform name them. */
export const AUDIT_HOSTS = ['douyin', 'toutiao', 'tt_lite', 'douyin_lite', 'xigua', 'huoshan'] as const;

/** The host apps the platform lets this mini-program be submitted to now (get_audit_hosts: an audit depends on it). */
async function auditHosts(app: FastifyInstance, appId: string): Promise<string[]> {
  const answer = await asApp<{ host_names?: string[] }>(app, appId, '查询可提审宿主', 'GET', '/api/apps/v1/package_version/get_audit_hosts/');
  if (!answer.ok) throw new ApiError('VALIDATION_FAILED', `查询可提审的宿主失败：${answer.message}`);
  return (answer.data.data?.host_names ?? []).map(String);
}

const MOVES: Record<VersionMove, { path: string; label: string; perm: `${string}:${string}`; route: string }> = {
  audit: { path: '/api/apps/v2/package_version/audit/', label: '提交审核', perm: 'trill:version:audit', route: '/app/trill/audit' },
  revoke: { path: '/api/apps/v1/package_version/revoke_audit/', label: '撤回审核', perm: 'trill:version:revoke', route: '/app/trill/revoke' },
  publish: { path: '/api/apps/v1/package_version/release/', label: '发布', perm: 'trill:version:publish', route: '/app/trill/public' },
  rollback: { path: '/api/apps/v1/package_version/rollback/', label: '回滚', perm: 'trill:version:rollback', route: '/app/trill/rollback' },
};

/** The platform allows a URL link at most this many days. */
export const LINK_MAX_DAYS = 180;

/**
 * 链接生成 (SPEC §7 POST link): a new link record is made by the platform first
 * (`url_link/generate`, the expiry ≤ 180 days); the record keeps what it answered, or nothing is kept.
 */
export async function makeLink(req: FastifyRequest, _before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined) {
  if (!after || _before) return;
  const app = req.server;
  const row = await k(app).selectFrom('douyin_app').select(['app_id', 'name', 'status', 'host']).where('id', '=', Number(after.app_id)).executeTakeFirst();
  if (!row || String(row.status) !== '1') throw new ApiError('VALIDATION_FAILED', '所选小程序不存在或已停用', [{ field: 'app_id', message: '所选小程序不存在或已停用' }]);
  const days = Number(after.expire_days);
  if (!(days >= 1 && days <= LINK_MAX_DAYS)) throw new ApiError('VALIDATION_FAILED', `有效天数最多 ${LINK_MAX_DAYS} 天`, [{ field: 'expire_days', message: `有效天数最多 ${LINK_MAX_DAYS} 天` }]);
  const expires = app.clock() + days * 86_400_000;
  const answer = await asApp<{ url_link?: string }>(app, String(row.app_id), '生成链接', 'POST', '/api/apps/v1/url_link/generate/', {
    // app_name is required: the host the link opens in (douyin or douyinlite). The page's parameters,
    // typed as id=123&from=sms, go as the JSON object the platform reads ("若无请填{}").
    app_id: String(row.app_id), app_name: row.host === 'douyin_lite' ? 'douyinlite' : 'douyin', path: String(after.path),
    query: JSON.stringify(Object.fromEntries(new URLSearchParams(String(after.query ?? '')))), expire_time: Math.floor(expires / 1000),
  });
  if (!answer.ok) throw new ApiError('VALIDATION_FAILED', `生成链接失败：${answer.message}`);
  const link = String(answer.data.data?.url_link ?? '');
  if (!/^https:\/\/\S{1,290}$/.test(link)) throw new ApiError('VALIDATION_FAILED', '生成链接失败：平台没有给出链接');
  after.url_link = link;
  after.expires_at = formatDateTime(expires);
}

const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } } as const;
export const OAUTH_CALLBACK = '/v1/api/douyin/oauth/callback';
/** How long an authorization started in the console may take to come back. */
const OAUTH_STATE_MS = 10 * 60_000;

/** A comment of 评论管理 with its video, or a clear refusal. */
async function commentOf(app: FastifyInstance, id: number) {
  const row = await k(app).selectFrom('douyin_comment as c').innerJoin('douyin_video as v', 'v.id', 'c.video_id')
    .select(['c.id', 'c.comment_id', 'c.parent_id', 'c.content', 'v.id as video_id', 'v.item_id', 'v.open_id']).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND', '评论不存在或已删除');
  return row as { id: number; comment_id: string; parent_id: number; content: string; video_id: number; item_id: string; open_id: string };
}

export async function douyinRoutes(app: FastifyInstance) {
  // 授权抖音号: the platform's page the account's owner authorizes on; it comes back to the callback below.
  app.get('/app/trill/oauth/url', { schema: { summary: '抖音账号授权链接' }, config: { access: 'tools:video:add', writes: true } }, async (req) => {
    const config = await douyinConfig(app);
    if (!config?.clientKey) throw new ApiError('VALIDATION_FAILED', '短视频平台还没有配置：请在 系统管理 › 系统配置 中填写 douyin.clientKey 与 douyin.clientSecret');
    const state = randomBytes(16).toString('hex');
    await k(app).insertInto('douyin_sync').values({ key: `oauth:${state}`, cursor: String(app.clock() + OAUTH_STATE_MS), updated_at: app.clock() }).execute();
    return ok({ url: authorizeUrl(config, `${await siteOrigin(req)}${OAUTH_CALLBACK}`, state) });
  });

  app.get<{ Querystring: { code?: string; state?: string } }>('/douyin/oauth/callback', {
    config: { access: 'public' },
    schema: { summary: '抖音授权回调', querystring: { type: 'object', properties: { code: { type: 'string', maxLength: 200 }, state: { type: 'string', pattern: '^[0-9a-f]{32}$' } } } },
  }, async (req, reply) => {
    const page = (text: string, status = 400) => reply.code(status).type('text/html; charset=utf-8').send(`<!doctype html><meta charset="utf-8"><title>抖音号授权</title><p>${text.replace(/[<>&]/g, '')}</p>`);
    // The state the console handed out, once, within its time: no one else's code is taken.
    const state = req.query.state ? await k(app).deleteFrom('douyin_sync').where('key', '=', `oauth:${req.query.state}`).returning('cursor').executeTakeFirst() : undefined;
    if (!state || Number(state.cursor) < app.clock()) return page('授权链接已失效：请回到系统里重新点「授权抖音号」');
    const config = await douyinConfig(app);
    if (!config?.clientKey || !req.query.code) return page('授权没有完成：平台没有给出授权码');
    const done = await authorizeAccount(app, config, req.query.code);
    return page(done.ok ? '授权成功：回到系统点「同步视频」即可。这个页面可以关闭了。' : `授权失败：${done.message}`, done.ok ? 200 : 400);
  });

  // The authorized Douyin accounts, for the cards' account picker.
  app.get('/app/trill/accounts', { schema: { summary: '已授权的抖音账号' }, config: { access: 'login' } }, async () => ok((await authorizedAccounts(app)).map((openId) => ({ label: openId, value: openId }))));

  // 同步审核状态 of a kind of card the platform keeps (私信卡片 and 头条卡片 have no API: douyin-cards.ts).
  const CARD_SCREENS: Record<string, { table: CardTable; perm: `${string}:${string}` }> = {
    leads: { table: 'douyin_card_leads', perm: 'tools:trill:add' }, micro: { table: 'douyin_card_micro', perm: 'tools:trillMicroCard:add' },
  };
  for (const [kind, { table, perm }] of Object.entries(CARD_SCREENS)) {
    app.post(`/app/trill/card/${kind}/sync`, { config: { access: perm }, schema: { summary: `同步一类卡片（${kind}）的审核状态` } }, async (req) => {
      const synced = await syncCardStates(app, table);
      if (!synced.ok) throw new ApiError('VALIDATION_FAILED', `同步审核状态失败：${synced.message}`);
      await logOperation(k(app) as never, req, { type: OpType.EDIT, resource: table, targetId: 0, summary: `同步卡片审核状态：${synced.changed} 张有变化` });
      return ok({ text: `审核状态已同步，${synced.changed} 张有变化`, count: synced.changed });
    });
  }

  app.post('/app/trill/video/sync', { schema: { summary: '从抖音同步视频' }, config: { access: 'tools:video:add' } }, async (req) => {
    const accounts = await authorizedAccounts(app);
    if (!accounts.length) throw new ApiError('VALIDATION_FAILED', '还没有授权的抖音号：请先点「授权抖音号」');
    let total = 0;
    for (const openId of accounts) {
      const synced = await syncVideos(app, openId);
      if (!synced.ok) throw new ApiError('VALIDATION_FAILED', `同步视频失败：${synced.message}`);
      total += synced.data;
    }
    await logOperation(k(app) as never, req, { type: OpType.EDIT, resource: 'douyin_video', targetId: 0, summary: `同步视频：${accounts.length} 个抖音号，${total} 个视频` });
    return ok({ text: `已同步 ${accounts.length} 个抖音号的 ${total} 个视频`, count: total });
  });

  app.post<{ Body: { video_id?: number } }>('/app/trill/comment/sync', {
    config: { access: 'tools:comment:add' },
    schema: { summary: '从抖音同步评论', body: { type: 'object', additionalProperties: false, properties: { video_id: { type: 'integer', minimum: 1 } } } },
  }, async (req) => {
    let q = k(app).selectFrom('douyin_video').select(['id', 'item_id', 'open_id']);
    if (req.body?.video_id) q = q.where('id', '=', req.body.video_id);
    const videos = await q.orderBy('id').execute();
    if (!videos.length) throw new ApiError('VALIDATION_FAILED', '还没有视频：请先在 视频管理 中同步视频');
    let total = 0;
    for (const v of videos) {
      const synced = await syncComments(app, { id: Number(v.id), item_id: String(v.item_id), open_id: String(v.open_id) });
      if (!synced.ok) throw new ApiError('VALIDATION_FAILED', `同步评论失败：${synced.message}`);
      total += synced.data;
    }
    await logOperation(k(app) as never, req, { type: OpType.EDIT, resource: 'douyin_comment', targetId: 0, summary: `同步评论：${videos.length} 个视频，新增 ${total} 条` });
    return ok({ text: `已同步 ${videos.length} 个视频的评论，新增 ${total} 条`, count: total });
  });

  // 回复: sent to the platform; kept here (under the comment) once the platform gave it an id.
  app.post<{ Params: { id: string }; Body: { content: string } }>('/app/trill/comment/reply/:id', {
    config: { access: 'tools:comment:add' },
    schema: { summary: '回复一条评论', params: idParams, body: { type: 'object', required: ['content'], additionalProperties: false, properties: { content: { type: 'string', minLength: 1, maxLength: 300, pattern: '\\S' } } } },
  }, async (req) => {
    const comment = await commentOf(app, Number(req.params.id));
    const answer = await asAccount<{ comment_id?: string }>(app, comment.open_id, '回复评论', 'POST', `/item/comment/reply/?${new URLSearchParams({ open_id: comment.open_id })}`,
      { item_id: comment.item_id, comment_id: comment.comment_id, content: req.body.content });
    if (!answer.ok) throw new ApiError('VALIDATION_FAILED', `回复失败：${answer.message}`);
    const id = String(answer.data.data?.comment_id ?? '');
    if (!id) throw new ApiError('VALIDATION_FAILED', '回复失败：平台没有给出评论 ID');
    const now = app.clock();
    await k(app).insertInto('douyin_comment').values({
      comment_id: id.slice(0, 128), parent_comment_id: comment.comment_id, parent_id: comment.id, video_id: comment.video_id, content: req.body.content,
      user_id: comment.open_id.slice(0, 64), digg_count: 0, reply_total: 0, top: 0, commented_at: formatDateTime(now), created_at: now, updated_at: now,
    }).onConflict((oc) => oc.column('comment_id').doNothing()).execute();
    await k(app).updateTable('douyin_comment').set((eb) => ({ reply_total: eb('reply_total', '+', 1) })).where('id', '=', comment.id).execute();
    await logOperation(k(app) as never, req, { type: OpType.ADD, resource: 'douyin_comment', targetId: comment.id, summary: `回复评论「${String(comment.content).slice(0, 30)}」` });
    return ok({ text: '已回复，平台已收到' });
  });

  for (const [path, top] of [['pin', true], ['unpin', false]] as const) {
    app.post<{ Params: { id: string } }>(`/app/trill/comment/${path}/:id`, { config: { access: 'tools:comment:add' }, schema: { summary: top ? '置顶一条评论' : '取消置顶', params: idParams } }, async (req) => {
      const comment = await commentOf(app, Number(req.params.id));
      if (top && Number(comment.parent_id) !== 0) throw new ApiError('VALIDATION_FAILED', '只有视频下的评论能置顶，回复不能');
      const answer = await asAccount(app, comment.open_id, top ? '置顶评论' : '取消置顶', 'POST', `/item/comment/top/?${new URLSearchParams({ open_id: comment.open_id })}`,
        { item_id: comment.item_id, comment_id: comment.comment_id, top });
      if (!answer.ok) throw new ApiError('VALIDATION_FAILED', `${top ? '置顶' : '取消置顶'}失败：${answer.message}`);
      await k(app).updateTable('douyin_comment').set({ top: top ? 1 : 0, updated_at: app.clock() }).where('id', '=', comment.id).execute();
      await logOperation(k(app) as never, req, { type: OpType.EDIT, resource: 'douyin_comment', targetId: comment.id, summary: `${top ? '置顶' : '取消置顶'}评论「${String(comment.content).slice(0, 30)}」` });
      return ok({ text: top ? '已置顶' : '已取消置顶' });
    });
  }

  app.post<{ Body: { app_id: string } }>('/app/trill/version/info', { config: { access: 'trill:version:query' }, schema: { summary: '小程序的版本信息', body: body() } }, async (req) => {
    const mini = await miniApp(app, req.body.app_id);
    const info = await versionInfo(app, mini.appId);
    return ok({ ...info, allowed: allowedMoves(info) });
  });

  for (const [move, spec] of Object.entries(MOVES) as Array<[VersionMove, (typeof MOVES)[VersionMove]]>) {
    const extra: Record<string, object> = move === 'audit' ? { host_names: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: [...AUDIT_HOSTS] } }, audit_note: { type: 'string', maxLength: 200 } } : {};
    app.post<{ Body: { app_id: string; host_names?: string[]; audit_note?: string } }>(spec.route, {
      config: { access: spec.perm }, schema: { summary: `小程序版本：${spec.label}`, body: body(extra, move === 'audit' ? ['host_names'] : []) },
    }, async (req) => {
      const mini = await miniApp(app, req.body.app_id);
      // What the version info does not allow is refused here, in words, before the platform is asked.
      const refusal = moveRefusal(await versionInfo(app, mini.appId), move);
      if (refusal) throw new ApiError('VALIDATION_FAILED', `${spec.label}：${refusal}`);
      if (move === 'audit') {
        const open = await auditHosts(app, mini.appId);
        const closed = req.body.host_names!.filter((h) => !open.includes(h));
        if (closed.length) throw new ApiError('VALIDATION_FAILED', `提交审核：平台现在不接受提审到 ${closed.join('、')}（可提审：${open.join('、') || '无'}）`);
      }
      const payload = move === 'audit' ? { host_names: req.body.host_names, audit_note: req.body.audit_note ?? '' } : {};
      const answer = await asApp(app, mini.appId, spec.label, 'POST', spec.path, payload);
      if (!answer.ok) throw new ApiError('VALIDATION_FAILED', `${spec.label}失败：${answer.message}`);
      await logOperation(k(app) as never, req, { type: OpType.EDIT, resource: 'douyin_app', targetId: mini.id, summary: `小程序「${mini.name}」${spec.label}${move === 'audit' ? `（${req.body.host_names!.join('、')}）` : ''}` });
      const info = await versionInfo(app, mini.appId);
      return ok({ ...info, allowed: allowedMoves(info) });
    });
  }

  app.post<{ Body: { app_id: string } }>('/app/trill/audit/hosts', { config: { access: 'trill:version:query' }, schema: { summary: '小程序现在可以提审的宿主（平台的 get_audit_hosts）', body: body() } }, async (req) => {
    const mini = await miniApp(app, req.body.app_id);
    return ok({ hosts: (await auditHosts(app, mini.appId)).filter((h) => (AUDIT_HOSTS as readonly string[]).includes(h)) });
  });

  // The QR code of the online, audit or test version: the image the platform makes.
  app.post<{ Body: { app_id: string; version: 'current' | 'audit' | 'latest'; path?: string } }>('/app/trill/qcode', {
    config: { access: 'trill:version:query' },
    schema: { summary: '小程序体验版二维码', body: body({ version: { enum: ['current', 'audit', 'latest'] }, path: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9_/.-]*$' } }, ['version']) },
  }, async (req) => {
    const mini = await miniApp(app, req.body.app_id);
    const answer = await asApp(app, mini.appId, '获取二维码', 'POST', '/api/apps/v2/basic_info/get_qr_code/', { version: req.body.version, ...(req.body.path ? { path: req.body.path } : {}) });
    if (!answer.ok) throw new ApiError('VALIDATION_FAILED', `获取二维码失败：${answer.message}`);
    if (!answer.data.image || !/^image\/(png|jpeg)$/.test(answer.data.mime ?? '')) throw new ApiError('VALIDATION_FAILED', '获取二维码失败：平台没有给出图片');
    return ok({ image: `data:${answer.data.mime};base64,${answer.data.image.toString('base64')}` });
  });

  // The platform's push of its component ticket (about every 10 minutes): signed and sealed.
  app.post<{ Body: { Nonce?: string; TimeStamp?: string; Encrypt?: string; MsgSignature?: string } }>('/douyin/ticket', {
    config: { access: 'public' },
    schema: { summary: '抖音开放平台推送票据', 'x-bare-response': { description: 'success', content: { 'text/plain': { schema: { type: 'string', const: 'success' } } } }, body: { type: 'object', required: ['Nonce', 'TimeStamp', 'Encrypt', 'MsgSignature'], properties: { Nonce: { type: 'string', maxLength: 64 }, TimeStamp: { type: 'string', maxLength: 20 }, Encrypt: { type: 'string', maxLength: 8192 }, MsgSignature: { type: 'string', maxLength: 64 } } } },
  }, async (req, reply) => {
    const config = await douyinConfig(app);
    const { Nonce = '', TimeStamp = '', Encrypt = '', MsgSignature = '' } = req.body;
    const refuse = (why: string) => refuseNoise(app, req, 'douyin', why);
    // With no push token and key the door is simply shut (counted all the same).
    if (!config?.messageToken || !config.encodingKey) return refuse('未配置 douyin.messageToken 与 douyin.encodingKeySecret，票据推送一律拒绝');
    if (!sameDigest(msgSignature(config.messageToken, TimeStamp, Nonce, Encrypt), MsgSignature)) return refuse('MsgSignature 不正确');
    let message: { MsgType?: string; Ticket?: string };
    try {
      message = JSON.parse(decryptMessage(config.encodingKey, config.componentAppId, Encrypt));
    } catch {
      return refuse('消息无法解密或不是本平台的');
    }
    // A ticket pushed before the one kept (a replay of an old push) never replaces it.
    if (message.MsgType === 'Ticket' && message.Ticket) await keepTicket(app, String(message.Ticket), Number(TimeStamp));
    return reply.type('text/plain').send('success');
  });
}
