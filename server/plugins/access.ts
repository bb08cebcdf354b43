import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Access, AuthContext } from '../context.ts';
import type { ReadSnapshot } from '../db/connect.ts';
import { ApiError } from '../errors.ts';
import { holdsPermission } from '../services/access.ts';
import { endReusedSession, findLiveCaller, type ListStamps } from '../services/sessions.ts';

export interface RouteDeclaration { method: string; url: string; access: Access | undefined }

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, with its access declaration; a test walks it. */
    routeDeclarations: RouteDeclaration[];
  }
  interface FastifyRequest {
    /** This request's plain reads share one look at whether the database changed. */
    snapshot: ReadSnapshot;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;
const PERM = /^[a-z][a-zA-Z0-9]*(:[a-zA-Z0-9-]+){1,3}$/;

export function isAccess(value: unknown): value is Access {
  return value === 'public' || value === 'login' || value === 'engine' || (typeof value === 'string' && PERM.test(value));
}

/**
 * The caller behind the request's Bearer token, or an ApiError saying why there is none; whether
 * they hold `perm` is read with them (findLiveCaller), and `stamped`'s stamps (a list's tables).
 */
export async function authenticate(req: FastifyRequest, perm?: string, stamped?: ListStamps): Promise<AuthContext> {
  const header = req.headers.authorization;
  if (!header) throw new ApiError('TOKEN_MISSING');
  // Exactly "Bearer <JWT>": anything before, after or between is refused, not ignored.
  const token = BEARER.exec(header)?.[1];
  if (!token) throw new ApiError('TOKEN_INVALID');
  const { db, clock, tokens } = req.server;
  const claims = await tokens.verify(token);
  if (!claims) throw new ApiError('TOKEN_INVALID');
  const caller = await findLiveCaller(db, claims.sessionId, clock(), req.snapshot, perm, stamped);
  if (!caller || caller.userId !== claims.userId) throw new ApiError('TOKEN_INVALID');
  // A refresh moved the session on: the token it replaced no longer works. Presented to the refresh
  // call itself it is a replay (OAuth 2.0 Security BCP §4.14): the whole session ends, unless the
  // refresh that replaced it came a moment ago (two tabs refreshing at once).
  if ((claims.tokenId ?? null) !== caller.tokenId) {
    if (req.routeOptions.config.endsSessionOnReuse && (await endReusedSession(db.kysely, caller, clock()))) {
      throw new ApiError('REFRESH_FAILED', '令牌被重复使用，为安全起见本次登录已结束，请重新登录');
    }
    throw new ApiError('TOKEN_INVALID', '访问令牌已被刷新，请使用新令牌');
  }
  return { ...caller, tokenExpiresAt: claims.expiresAt };
}

/**
 * Enforces each route's `config.access` before its body is read: 'public' passes,
 * 'login' needs a live session, a permission string needs a role granting it.
 * A route that declares nothing is refused: deny by default.
 */
export const access = fp(async (app: FastifyInstance) => {
  app.decorate('routeDeclarations', [] as RouteDeclaration[]);
  app.decorateRequest('auth', null);
  app.decorateRequest('snapshot', null as unknown as ReadSnapshot);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      app.routeDeclarations.push({ method, url: route.url, access: route.config?.access });
    }
  });

  app.addHook('onRequest', async (req) => {
    req.snapshot = {};
    if (req.is404) return;
    let declared = req.routeOptions.config.access;
    if (!isAccess(declared)) throw new ApiError('FORBIDDEN', '接口未声明访问权限，已拒绝');
    if (declared === 'engine') {
      const hit = req.server.engine.match(req.method === 'HEAD' ? 'GET' : req.method, req.url);
      if (!hit) throw new ApiError('ROUTE_NOT_FOUND', `接口不存在: ${req.method} ${req.url.split('?')[0]}`);
      req.engineHit = hit;
      declared = hit.perm as Access;
    }
    if (declared === 'public') return;
    // A list's page may be answered as kept: on PostgreSQL, if this process has been told every write its snapshot sees.
    const listed = req.engineHit?.api === 'list' ? req.engineHit.screen.resource : undefined;
    const stamped = listed && { tables: listed.listTables(), counted: listed.countedTable() };
    req.auth = await authenticate(req, declared === 'login' ? undefined : declared, stamped);
    // 预览视角 is read-only: every write is refused but ending the preview (and the session's own calls).
    const writes = (req.method !== 'GET' && req.method !== 'HEAD') || req.routeOptions.config.writes;
    if (req.auth.previewBy !== undefined && writes && !req.routeOptions.config.inPreview) {
      throw new ApiError('FORBIDDEN', `正在以「${req.auth.username}」的视角预览，只能查看：不能保存或改动`);
    }
    if (declared === 'login') return;
    if (!(await holdsPermission(req.server.db, req.auth.userId, req.auth.roles, declared, req.snapshot))) {
      throw new ApiError('FORBIDDEN', `没有权限执行此操作（需要 ${declared}）`);
    }
  });
}, { name: 'access' });
