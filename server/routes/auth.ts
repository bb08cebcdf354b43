import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { issueCaptcha, checkCaptcha } from '../services/captcha.ts';
import { clearFailures, recordFailure, recordIpFailure, refuseBusyIp, refuseWaiting } from '../services/login-guard.ts';
import { ID } from '../services/bounds.ts';
import { Grants } from '../services/grants.ts';
import { loginOutcome, recordLogin } from '../services/login-log.ts';
import { issueOneTimeCode, redeemOneTimeCode } from '../services/one-time-codes.ts';
import { logOperation, logOperationAs, OpType, writeWithLog } from '../services/oplog.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { openSession, revokeOtherSessions, revokeSession, rotateToken, tokenExpiry } from '../services/sessions.ts';
import { isStrongPassword, PASSWORD_RULE_TEXT } from '../../validators/patterns.ts';
import { readUploadedImage, storeFile } from '../services/files.ts';

const text = (max: number, min = 1) => ({ type: 'string', minLength: min, maxLength: max });
/** A preview's session lasts an hour at most: a refresh does not carry it further. */
const PREVIEW_MS = 60 * 60_000;

/**
 * Opens a session for the user and answers with the login result of SPEC §3; `preview` makes it a
 * preview opened by that administrator (read-only, and living `lifetime` ms at most).
 */
async function startSession(req: FastifyRequest, user: { id: number; username: string }, preview?: { by: number; lifetime: number }) {
  const { db, clock, tokens } = req.server;
  const now = clock();
  const session = await openSession(db.kysely, { userId: user.id, ip: req.ip, userAgent: req.headers['user-agent'], now, previewBy: preview?.by, lifetime: preview?.lifetime });
  const expiresAt = tokenExpiry(session.expiresAt, now);
  const accessToken = await tokens.sign({ userId: user.id, username: user.username, sessionId: session.id, tokenId: session.tokenId, expiresAt });
  return { tokenType: 'Bearer', accessToken, username: user.username, expiresAt };
}

/** A user who may log in now, or an ApiError; the caller has checked the credential. */
function refuseUnusable(user: { status: number }) {
  if (user.status !== 1) throw new ApiError('ACCOUNT_DISABLED');
}

/** The key wrong old passwords of change-password are counted under, apart from logins. */
const oldPasswordKey = (username: string) => `pwd:${username}`;

export async function authRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  // A proof-of-work challenge (ALTCHA) for the login form's widget, or word that there is none.
  app.get('/auth/captcha', { schema: { summary: '登录验证码（工作量证明）' }, config: { access: 'public' } }, async (req) => {
    if (!app.config.captcha) return ok({ enabled: false, challenge: null });
    return ok({ enabled: true, challenge: await issueCaptcha(db, app.captchaSecrets, req.ip, app.clock(), app.captchaWork) });
  });

  app.post<{ Body: { username: string; password: string; captcha?: string } }>('/auth/login', {
    config: { access: 'public' },
    schema: {
      summary: '用户名和密码登录',
      // A locked account (too many wrong passwords) is 423.
      'x-statuses': [423],
      body: {
        type: 'object', required: ['username', 'password'], additionalProperties: false,
        properties: { username: text(64), password: text(128), captcha: text(4096, 0) },
      },
    },
  }, async (req) => {
    try {
      const session = await passwordLogin(req);
      await recordLogin(req, { username: req.body.username, userId: session.userId, method: 'password', result: '成功' });
      return ok(session.result);
    } catch (error) {
      await recordLogin(req, { username: req.body.username, userId: null, method: 'password', result: loginOutcome(error) });
      throw error;
    }
  });

  /** Checks a password login (IP limit, captcha, waits, password, status) and opens its session. */
  async function passwordLogin(req: FastifyRequest<{ Body: { username: string; password: string; captcha?: string } }>) {
    const now = app.clock();
    const { username, password, captcha } = req.body;
    await refuseBusyIp(db, req.ip, now);
    if (app.config.captcha) await checkCaptcha(db, app.captchaSecrets, captcha, now);
    // Known or not, a name waits the same; nothing here depends on whether the user exists.
    await refuseWaiting(db, username, req.ip, now);
    const user = await db.selectFrom('sys_user').selectAll().where('username', '=', username).executeTakeFirst();
    if (!(await verifyPassword(user?.password_hash, password))) {
      await recordFailure(db, username, req.ip, now);
      throw new ApiError('BAD_CREDENTIALS');
    }
    refuseUnusable(user!);
    await clearFailures(db, username, req.ip);
    return { userId: user!.id, result: await startSession(req, user!) };
  }

  // 预览视角: an administrator sees the console as a user, read-only, in a session of its own that
  // says who opened it; nobody previews someone whose roles they could not grant (no escalation).
  app.post<{ Body: { userId: number } }>('/auth/preview/start', {
    config: { access: 'sys:user:preview' },
    schema: { summary: '以某个用户的视角预览（只读）', body: { type: 'object', required: ['userId'], additionalProperties: false, properties: { userId: ID } } },
  }, async (req) => {
    const me = req.auth!;
    if (me.previewBy !== undefined) throw new ApiError('FORBIDDEN', '正在预览中：请先结束当前预览');
    if (req.body.userId === me.userId) throw new ApiError('VALIDATION_FAILED', '不能预览自己');
    const user = await db.selectFrom('sys_user').select(['id', 'username', 'nickname', 'status']).where('id', '=', req.body.userId).executeTakeFirst();
    if (!user) throw new ApiError('NOT_FOUND', '用户不存在');
    refuseUnusable(user);
    await (await Grants.of(req)).refuseUsers([user.id]);
    const started = await startSession(req, user, { by: me.userId, lifetime: PREVIEW_MS });
    await logOperation(db, req, { type: OpType.EDIT, resource: 'session', targetId: user.id, summary: `开始以「${user.nickname}」（${user.username}）的视角预览` });
    return ok({ ...started, preview: true });
  });

  // 结束预览: the preview's session ends, logged as the administrator who opened it.
  app.post('/auth/preview/end', { schema: { summary: '结束预览，回到自己的会话' }, config: { access: 'login', inPreview: true } }, async (req) => {
    const auth = req.auth!;
    if (auth.previewBy === undefined) throw new ApiError('VALIDATION_FAILED', '当前不是预览');
    await revokeSession(db, auth.sessionId, app.clock());
    const by = await db.selectFrom('sys_user').select(['id', 'username']).where('id', '=', auth.previewBy).executeTakeFirst();
    await logOperationAs(db, { userId: by?.id ?? null, username: by?.username ?? null, ip: req.ip }, app.clock(), { type: OpType.EDIT, resource: 'session', targetId: auth.userId, summary: `结束以「${auth.username}」的视角预览` });
    return ok(null);
  });

  app.delete('/auth/logout', { schema: { summary: '退出登录' }, config: { access: 'login', inPreview: true } }, async (req) => {
    await revokeSession(db, req.auth!.sessionId, app.clock());
    return ok(null);
  });

  app.post('/auth/refreshToken', { schema: { summary: '用刷新令牌换新的访问令牌' }, config: { access: 'login', endsSessionOnReuse: true, inPreview: true } }, async (req) => {
    const auth = req.auth!;
    // Token exps are whole seconds; one within a second of the session's end already reaches it.
    if (auth.sessionExpiresAt - auth.tokenExpiresAt < 1000) throw new ApiError('REFRESH_FAILED', '登录会话已达最长有效期，请重新登录');
    const now = app.clock();
    // The new token replaces this one: from now on only the new one works.
    const tokenId = await rotateToken(db, auth.sessionId, auth.tokenId, now);
    if (!tokenId) throw new ApiError('REFRESH_FAILED', '令牌已被另一次刷新替换，请使用新令牌');
    const expiresAt = tokenExpiry(auth.sessionExpiresAt, now);
    const accessToken = await app.tokens.sign({ userId: auth.userId, username: auth.username, sessionId: auth.sessionId, tokenId, expiresAt });
    return ok({ tokenType: 'Bearer', accessToken, username: auth.username, expiresAt });
  });

  app.post<{ Body: { oldPassword: string; newPassword: string } }>('/auth/change/password', {
    config: { access: 'login' },
    schema: {
      summary: '修改自己的密码',
      body: {
        type: 'object', required: ['oldPassword', 'newPassword'], additionalProperties: false,
        properties: { oldPassword: text(128), newPassword: text(64, 1) },
      },
    },
  }, async (req) => {
    const auth = req.auth!;
    const now = app.clock();
    // The same rule as a new user's and a reset password.
    if (!isStrongPassword(req.body.newPassword)) throw new ApiError('VALIDATION_FAILED', PASSWORD_RULE_TEXT, [{ field: 'newPassword', message: PASSWORD_RULE_TEXT }]);
    // A stolen session guessing the old password meets the same growing waits as a login.
    await refuseWaiting(db, oldPasswordKey(auth.username), req.ip, now);
    const user = await db.selectFrom('sys_user').select('password_hash').where('id', '=', auth.userId).executeTakeFirstOrThrow();
    if (!(await verifyPassword(user.password_hash, req.body.oldPassword))) {
      await recordFailure(db, oldPasswordKey(auth.username), req.ip, now);
      throw new ApiError('OLD_PASSWORD_WRONG');
    }
    await clearFailures(db, oldPasswordKey(auth.username), req.ip);
    const hash = await hashPassword(req.body.newPassword);
    await writeWithLog(req, { type: OpType.EDIT, resource: 'user', targetId: auth.userId, summary: `修改密码：${auth.username}` }, async (trx) => {
      const now = app.clock();
      await trx.updateTable('sys_user').set({ password_hash: hash, updated_at: now }).where('id', '=', auth.userId).execute();
      await revokeOtherSessions(trx, auth.userId, auth.sessionId, now);
    });
    return ok(null);
  });

  app.post('/auth/change/avatar', { schema: { summary: '上传自己的头像', 'x-upload': { field: 'file', media: 'image/*', description: 'PNG、JPEG 或 WEBP' } }, config: { access: 'login' } }, async (req) => {
    const auth = req.auth!;
    const { mime, bytes } = await readUploadedImage(req, '头像');
    const avatar = await writeWithLog(req, { type: OpType.EDIT, resource: 'user', targetId: auth.userId, summary: `修改头像：${auth.username}` }, async (trx) => {
      const url = await storeFile(trx, { mime, bytes, createdBy: auth.userId, now: app.clock() }, app.files);
      await trx.updateTable('sys_user').set({ avatar: url, updated_at: app.clock() }).where('id', '=', auth.userId).execute();
      return url;
    });
    return ok({ avatar });
  });

  app.post<{ Body: { userId: number } }>('/auth/noPwd/issue', {
    config: { access: 'sys:user:nopwd' },
    schema: { summary: '为用户签发免密登录码', body: { type: 'object', required: ['userId'], additionalProperties: false, properties: { userId: ID } } },
  }, async (req) => {
    const auth = req.auth!;
    const user = await db.selectFrom('sys_user').select(['id', 'username']).where('id', '=', req.body.userId).executeTakeFirst();
    if (!user) throw new ApiError('NOT_FOUND', '用户不存在');
    await (await Grants.of(req)).refuseUsers([user.id]);
    const issued = await writeWithLog(req, { type: OpType.ADD, resource: 'auth_code', targetId: user.id, summary: `签发免密登录码：${user.username}` },
      (trx) => issueOneTimeCode(trx, user.id, auth.userId, app.clock()));
    const query = new URLSearchParams({ parent: auth.username, user: user.username, code: issued.code });
    return ok({ username: user.username, code: issued.code, expiresAt: issued.expiresAt, loginUrl: `/login?${query}` });
  });

  app.post<{ Body: { username: string; id: string } }>('/auth/noPwd/login', {
    config: { access: 'public' },
    schema: {
      summary: '用免密登录码登录',
      body: {
        type: 'object', required: ['username', 'id'], additionalProperties: false,
        properties: { username: text(64), id: text(128) },
      },
    },
  }, async (req) => {
    const now = app.clock();
    const { username, id } = req.body;
    try {
      await refuseBusyIp(db, req.ip, now);
      const user = await db.selectFrom('sys_user').selectAll().where('username', '=', username).executeTakeFirst();
      try {
        if (!user) throw new ApiError('CODE_INVALID');
        await redeemOneTimeCode(db, user.id, id, now);
      } catch (error) {
        // Only guesses count against the IP; a code redeemed twice is no guess.
        if (error instanceof ApiError && error.code === 'A0250') await recordIpFailure(db, username, req.ip, now);
        throw error;
      }
      refuseUnusable(user);
      const result = await startSession(req, user);
      await recordLogin(req, { username, userId: user.id, method: 'nopwd', result: '成功' });
      return ok(result);
    } catch (error) {
      await recordLogin(req, { username, userId: null, method: 'nopwd', result: loginOutcome(error) });
      throw error;
    }
  });
}
