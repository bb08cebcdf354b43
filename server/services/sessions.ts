import type { Kysely } from 'kysely';
import { type Db, rawQuery, type ReadSnapshot } from '../db/connect.ts';
import type { Database } from '../db/tables.ts';
import { grantingMenus, rememberGrants } from './access.ts';
import { roleScopes } from './data-scope.ts';
import { randomToken } from './digest.ts';
import { logSystemOperation, OpType } from './oplog.ts';
import { AuthPolicy } from './policy.ts';
import { readStamps } from './stamp-reads.ts';

export interface SessionStart {
  userId: number; ip: string; userAgent?: string; now: number;
  /** A preview (预览视角) opened by this user: read-only. */
  previewBy?: number;
  /** Shorter than `AuthPolicy.sessionLifetime` (a preview's hour). */
  lifetime?: number;
}

/** Opens a session that lives at most `AuthPolicy.sessionLifetime` (or its own shorter `lifetime`); returns its id, end and first token generation. */
export async function openSession(db: Kysely<Database>, start: SessionStart) {
  const id = randomToken(18);
  const tokenId = randomToken(12);
  const expiresAt = start.now + Math.min(start.lifetime ?? AuthPolicy.sessionLifetime, AuthPolicy.sessionLifetime);
  await db.insertInto('sys_session').values({
    id, user_id: start.userId, created_at: start.now, expires_at: expiresAt, refreshed_at: start.now,
    revoked_at: null, ip: start.ip, user_agent: start.userAgent?.slice(0, 255) ?? null, token_id: tokenId, preview_by: start.previewBy ?? null,
  }).execute();
  return { id, expiresAt, tokenId };
}

/**
 * Moves the session to a new token generation, so the token it held until now stops working;
 * null when `current` is no longer the session's (a refresh raced this one and won).
 */
export async function rotateToken(db: Kysely<Database>, sessionId: string, current: string | null, now: number): Promise<string | null> {
  const tokenId = randomToken(12);
  let update = db.updateTable('sys_session').set({ token_id: tokenId, refreshed_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null);
  update = current === null ? update.where('token_id', 'is', null) : update.where('token_id', '=', current);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows === 1n ? tokenId : null;
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, now: number) {
  await db.updateTable('sys_session').set({ revoked_at: now })
    .where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** How soon after a refresh its replaced token may still arrive without ending the session (a race, not a replay). */
export const REUSE_GRACE_MS = 10_000;

/**
 * Ends session `caller` because a replaced token was presented to refresh it, logged; false when the
 * session was refreshed within REUSE_GRACE_MS (then only that request is refused).
 */
export async function endReusedSession(db: Kysely<Database>, caller: { sessionId: string; userId: number; username: string }, now: number): Promise<boolean> {
  const ended = await db.updateTable('sys_session').set({ revoked_at: now })
    .where('id', '=', caller.sessionId).where('revoked_at', 'is', null).where('refreshed_at', '<=', now - REUSE_GRACE_MS).executeTakeFirst();
  if (ended.numUpdatedRows !== 1n) return false;
  await logSystemOperation(db, now, { type: OpType.EDIT, resource: 'session', targetId: caller.userId, summary: `「${caller.username}」的刷新令牌被重复使用，该次登录已结束` });
  return true;
}

/** Ends every session of the user but `keep` (after a password change). */
export async function revokeOtherSessions(db: Kysely<Database>, userId: number, keep: string, now: number) {
  await db.updateTable('sys_session').set({ revoked_at: now })
    .where('user_id', '=', userId).where('id', '!=', keep).where('revoked_at', 'is', null).execute();
}

/** An access token's end: two hours on, but never past the session's absolute end. */
export function tokenExpiry(sessionExpiresAt: number, now: number): number {
  return Math.min(now + AuthPolicy.accessTokenTtl, sessionExpiresAt);
}

export interface LiveCaller { sessionId: string; userId: number; username: string; sessionExpiresAt: number; roles: string[]; tokenId: string | null; previewBy?: number }

// Every authenticated request runs this; one statement, compiled once, instead of four: the session,
// its user and roles, whether they hold the route's permission and their widest data scope (each
// statement is a round trip the database answers on its own: on PostgreSQL the list mix spent as
// long writing statements to its sockets as running them). Whether they hold it is a scalar
// subquery, which PostgreSQL runs for the session's user, from their own roles: as an EXISTS its
// plan for any values (a new database's, without statistics) hashed every holder of the role at
// each request: a round trip of 491–516 µs with 2,075 holders against 131–154 µs now (one client).
const callerQuery = `select s.user_id, s.expires_at, s.revoked_at, s.token_id, s.preview_by, u.username, u.status, r.code,
  case when (${grantingMenus('s.user_id')} limit 1) is null then 0 else 1 end as holds,
  (select min(data_scope) from (${roleScopes('s.user_id')}) as scopes) as scope
  from sys_session s join sys_user u on u.id = s.user_id
  left join sys_user_role ur on ur.user_id = u.id
  left join sys_role r on r.id = ur.role_id and r.status = 1
  where s.id = ? order by r.sort, r.id`;
const CALLER = rawQuery(callerQuery);
/** The tables the caller's statement reads: a write of any drops the callers kept (a session's own row: only its). */
const [CALLER_TABLE, ...CALLER_READS] = ['sys_session', 'sys_user', 'sys_user_role', 'sys_role', 'sys_role_menu', 'sys_menu'];
/** A list's request: the tables its page is read from (their stamps read first), and the table whose count row is read with them (none: a tree's, which keeps none). */
export interface ListStamps { tables: readonly string[]; counted?: string }
const stampedOf = new WeakMap<readonly string[], string[]>();
const NO_LIST: readonly string[] = [];
/** The tables whose stamps a request's first statement reads: the caller's, and its list's (one array per list, as the list's own is). */
const stampedTables = (listed = NO_LIST) => {
  let tables = stampedOf.get(listed);
  if (!tables) stampedOf.set(listed, tables = [CALLER_TABLE, ...CALLER_READS, ...listed]);
  return tables;
};
type CallerRow = { user_id: number; expires_at: number; revoked_at: number | null; token_id: string | null; preview_by: number | null; username: string; status: number; code: string | null; holds: number; scope: number | null };

/**
 * PostgreSQL: the caller's statement's rows, kept across the writes that leave them as they were
 * (Db.kept, as list pages are): no write of the session's own row, nor of a user, role or menu,
 * told to this process up to the stamps the request's first statement read (readStamps) — which
 * then reads the stamps alone (≈ 50 µs of PostgreSQL's CPU against ≈ 160 for the caller's joins,
 * measured one statement at a time on the list bench's schema). A session revoked, refreshed or ended
 * elsewhere is seen at the next request as before: until this process is told of that write, its
 * stamp is ahead of the process's and the caller is read anew. The statement reads the six
 * tables of CALLER_TABLE and CALLER_READS and no other: a write of any other table (a list's rows)
 * leaves it (Dependency.closed).
 */
async function keptCaller(db: Db, sessionId: string, snapshot: ReadSnapshot, perm: string, list: ListStamps | undefined): Promise<CallerRow[]> {
  // (Until the stamps are there — the first request — the caller is read anew, and its tables watched from then on.)
  if (db.stampsLive?.()) {
    const counted = list?.counted;
    const { stamps, counts } = await readStamps(db, stampedTables(list?.tables), counted);
    snapshot.stamps = stamps ?? {};
    const count = counted ? counts?.[counted] : undefined;
    if (counted && count) snapshot.counts = { table: counted, n: Number(count[0]), deleted: Number(count[1]), updated: Number(count[2]) };
  }
  const key = `caller\0${sessionId}\0${perm}`;
  const dependency = { table: CALLER_TABLE, key, columns: ['id'], reads: CALLER_READS, admits: (row: Record<string, unknown>) => row.id === sessionId, uncounted: true, closed: true };
  return db.kept!(key, dependency, snapshot, () => db.read<CallerRow>(CALLER(db, [perm, sessionId]), snapshot));
}

/**
 * The caller behind a live session with their enabled roles; undefined when revoked, ended or
 * disabled. With the request's `snapshot`, whether they hold `perm` and their widest data scope
 * are read in the same statement and kept for the request (holdsPermission, widestScope).
 */
export async function findLiveCaller(db: Db, sessionId: string, now: number, snapshot?: ReadSnapshot, perm = '', list?: ListStamps): Promise<LiveCaller | undefined> {
  const rows = snapshot && db.kept && db.dialect === 'postgres'
    ? await keptCaller(db, sessionId, snapshot, perm, list)
    : await db.read<CallerRow>(CALLER(db, [perm, sessionId]), snapshot);
  const first = rows[0];
  if (!first || first.revoked_at !== null || Number(first.expires_at) <= now || first.status !== 1) return undefined;
  if (snapshot) rememberGrants(snapshot, first.user_id, { ...(perm ? { perm, holds: Number(first.holds) === 1 } : {}), scope: first.scope === null ? null : Number(first.scope) });
  return {
    sessionId, userId: first.user_id, username: first.username, sessionExpiresAt: Number(first.expires_at),
    roles: rows.flatMap((r) => (r.code ? [r.code] : [])), tokenId: first.token_id,
    ...(first.preview_by !== null && first.preview_by !== undefined ? { previewBy: Number(first.preview_by) } : {}),
  };
}
