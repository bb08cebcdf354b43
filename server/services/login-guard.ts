import type { Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import type { Database } from '../db/tables.ts';
import { AuthPolicy } from './policy.ts';

/**
 * Failed logins, counted in the database so every server process sees them:
 * an IP with too many failures is turned away, and a username with
 * `lockAfterFailures` failures in the window is locked for `lockDuration`.
 */
export async function refuseBusyIp(db: Kysely<Database>, ip: string, now: number) {
  const { n } = await db.selectFrom('sys_login_failure')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip).where('created_at', '>', now - AuthPolicy.failureWindow)
    .executeTakeFirstOrThrow();
  if (Number(n) >= AuthPolicy.ipFailureLimit) throw new ApiError('TOO_MANY_ATTEMPTS');
}

export function refuseLocked(lockedUntil: number, now: number) {
  if (lockedUntil > now) {
    const minutes = Math.ceil((lockedUntil - now) / 60_000);
    throw new ApiError('ACCOUNT_LOCKED', `登录失败次数过多，账户已锁定，请 ${minutes} 分钟后再试`);
  }
}

/** Records a failure; returns the lock's end when this failure locks the account, else 0. */
export async function recordFailure(db: Kysely<Database>, username: string, ip: string, now: number): Promise<number> {
  const since = now - AuthPolicy.failureWindow;
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sys_login_failure').where('created_at', '<=', since).execute();
    await trx.insertInto('sys_login_failure').values({ username, ip, created_at: now }).execute();
    const { n } = await trx.selectFrom('sys_login_failure')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('username', '=', username).where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(n) < AuthPolicy.lockAfterFailures) return 0;
    const lockedUntil = now + AuthPolicy.lockDuration;
    const locked = await trx.updateTable('sys_user').set({ locked_until: lockedUntil })
      .where('username', '=', username).executeTakeFirst();
    return locked.numUpdatedRows > 0n ? lockedUntil : 0;
  });
}

export async function clearFailures(db: Kysely<Database>, username: string) {
  await db.deleteFrom('sys_login_failure').where('username', '=', username).execute();
}

/** Records a failed password-less login: it counts against the IP, never towards locking the account. */
export async function recordIpFailure(db: Kysely<Database>, username: string, ip: string, now: number) {
  await db.insertInto('sys_login_failure').values({ username: `nopwd:${username}`.slice(0, 64), ip, created_at: now }).execute();
}
