import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { randomToken } from './digest.ts';
import { AuthPolicy } from './policy.ts';

export interface SessionStart { userId: number; ip: string; userAgent?: string; now: number }

/** Opens a session that lives at most `AuthPolicy.sessionLifetime`; returns its id and end. */
export async function openSession(db: Kysely<Database>, start: SessionStart) {
  const id = randomToken(18);
  const expiresAt = start.now + AuthPolicy.sessionLifetime;
  await db.insertInto('sys_session').values({
    id, user_id: start.userId, created_at: start.now, expires_at: expiresAt, refreshed_at: start.now,
    revoked_at: null, ip: start.ip, user_agent: start.userAgent?.slice(0, 255) ?? null,
  }).execute();
  return { id, expiresAt };
}

/** The live session with its user, or undefined when revoked, ended or the user is disabled. */
export async function findLiveSession(db: Kysely<Database>, sessionId: string, now: number) {
  const row = await db.selectFrom('sys_session as s')
    .innerJoin('sys_user as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.expires_at', 's.revoked_at', 'u.username', 'u.status'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || row.expires_at <= now || row.status !== 1) return undefined;
  return row;
}

export async function revokeSession(db: Kysely<Database>, sessionId: string, now: number) {
  await db.updateTable('sys_session').set({ revoked_at: now })
    .where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
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
