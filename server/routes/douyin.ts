/**
 * The short-video platform's routes beside its schema screens (SPEC §7 "short-video account tool,
 * POST: link, qcode, version info, audit, revoke, public, rollback"): a mini-program's versions and
 * their moves, each checked against the version info first and logged; the QR code of a version;
 * and the push the platform sends its component ticket to (public: its signature is the credential).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import { asApp, douyinConfig, keepTicket } from '../adapters/douyin.ts';
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

const MOVES: Record<VersionMove, { path: string; label: string; perm: `${string}:${string}`; route: string }> = {
  audit: { path: '/api/apps/v2/package_version/audit/', label: '提交审核', perm: 'trill:version:audit', route: '/app/trill/audit' },
  revoke: { path: '/api/apps/v1/package_version/revoke_audit/', label: '撤回审核', perm: 'trill:version:revoke', route: '/app/trill/revoke' },
  publish: { path: '/api/apps/v1/package_version/release/', label: '发布', perm: 'trill:version:publish', route: '/app/trill/public' },
  rollback: { path: '/api/apps/v1/package_version/rollback/', label: '回滚', perm: 'trill:version:rollback', route: '/app/trill/rollback' },
};

export async function douyinRoutes(app: FastifyInstance) {
  app.post<{ Body: { app_id: string } }>('/app/trill/version/info', { config: { access: 'trill:version:query' }, schema: { body: body() } }, async (req) => {
    const mini = await miniApp(app, req.body.app_id);
    const info = await versionInfo(app, mini.appId);
    return ok({ ...info, allowed: allowedMoves(info) });
  });

  for (const [move, spec] of Object.entries(MOVES) as Array<[VersionMove, (typeof MOVES)[VersionMove]]>) {
    const extra: Record<string, object> = move === 'audit' ? { host_names: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: ['douyin', 'toutiao', 'douyin_lite', 'toutiao_lite'] } }, audit_note: { type: 'string', maxLength: 200 } } : {};
    app.post<{ Body: { app_id: string; host_names?: string[]; audit_note?: string } }>(spec.route, {
      config: { access: spec.perm }, schema: { body: body(extra, move === 'audit' ? ['host_names'] : []) },
    }, async (req) => {
      const mini = await miniApp(app, req.body.app_id);
      // What the version info does not allow is refused here, in words, before the platform is asked.
      const refusal = moveRefusal(await versionInfo(app, mini.appId), move);
      if (refusal) throw new ApiError('VALIDATION_FAILED', `${spec.label}：${refusal}`);
      const payload = move === 'audit' ? { host_names: req.body.host_names, audit_note: req.body.audit_note ?? '' } : {};
      const answer = await asApp(app, mini.appId, spec.label, 'POST', spec.path, payload);
      if (!answer.ok) throw new ApiError('VALIDATION_FAILED', `${spec.label}失败：${answer.message}`);
      await logOperation(k(app) as never, req, { type: OpType.EDIT, resource: 'douyin_app', targetId: mini.id, summary: `小程序「${mini.name}」${spec.label}${move === 'audit' ? `（${req.body.host_names!.join('、')}）` : ''}` });
      const info = await versionInfo(app, mini.appId);
      return ok({ ...info, allowed: allowedMoves(info) });
    });
  }

  // The QR code of the online, audit or test version: the image the platform makes.
  app.post<{ Body: { app_id: string; version: 'current' | 'audit' | 'latest'; path?: string } }>('/app/trill/qcode', {
    config: { access: 'trill:version:query' },
    schema: { body: body({ version: { enum: ['current', 'audit', 'latest'] }, path: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9_/.-]*$' } }, ['version']) },
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
    schema: { body: { type: 'object', required: ['Nonce', 'TimeStamp', 'Encrypt', 'MsgSignature'], properties: { Nonce: { type: 'string', maxLength: 64 }, TimeStamp: { type: 'string', maxLength: 20 }, Encrypt: { type: 'string', maxLength: 8192 }, MsgSignature: { type: 'string', maxLength: 64 } } } },
  }, async (req, reply) => {
    const config = await douyinConfig(app);
    const { Nonce = '', TimeStamp = '', Encrypt = '', MsgSignature = '' } = req.body;
    const refuse = async (why: string) => {
      await app.integrations.log.record({ kind: 'douyin', action: '推送签名不正确', method: 'POST', endpoint: '/v1/api/douyin/ticket', status: 403, code: null, ok: false, message: why, durationMs: 0 });
      throw new ApiError('FORBIDDEN', '签名不正确');
    };
    if (!config?.messageToken || !config.encodingKey) return refuse('没有配置 douyin.messageToken 与 douyin.encodingKeySecret');
    if (msgSignature(config.messageToken, TimeStamp, Nonce, Encrypt) !== MsgSignature) return refuse('MsgSignature 不正确');
    let message: { MsgType?: string; Ticket?: string };
    try {
      message = JSON.parse(decryptMessage(config.encodingKey, config.componentAppId, Encrypt));
    } catch {
      return refuse('消息无法解密或不是本平台的');
    }
    if (message.MsgType === 'Ticket' && message.Ticket) await keepTicket(app, String(message.Ticket));
    return reply.type('text/plain').send('success');
  });
}
