import type { Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import type { Database } from '../db/tables.ts';
import { AuthPolicy } from './policy.ts';

/**
 * Failed logins, counted in the database so every server process sees them. Two limits:
 * an IP with `ipFailureLimit` failures in the window is turned away whatever it tries; and a
 * name tried from one IP `lockAfterFailures` times waits, longer after each further failure.
 * The wait is per (name, IP): a stranger elsewhere cannot lock the owner out, and a name that
 * does not exist is answered exactly like one that does (same code, message, wait and timing).
 */
export async function refuseBusyIp(db: Kysely<Database>, ip: string, now: number) {
  const { n } = await db.selectFrom('sys_login_failure')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip).where('created_at', '>', now - AuthPolicy.failureWindow)
    .executeTakeFirstOrThrow();
  if (Number(n) >= AuthPolicy.ipFailureLimit) throw new ApiError('TOO_MANY_ATTEMPTS');
}

/** How long a name waits after its `n`th failure from one IP: none before the limit, then doubling, capped. */
export function delayAfter(n: number): number {
  if (n < AuthPolicy.lockAfterFailures) return 0;
  return Math.min(AuthPolicy.firstDelay * 2 ** (n - AuthPolicy.lockAfterFailures), AuthPolicy.maxDelay);
}

function refuseUntil(until: number, now: number) {
  if (until <= now) return;
  const minutes = Math.ceil((until - now) / 60_000);
  throw new ApiError('ACCOUNT_LOCKED', `登录失败次数过多，请 ${minutes} 分钟后再试`);
}

async function recentFailures(db: Kysely<Database>, key: string, ip: string, now: number) {
  return db.selectFrom('sys_login_failure').select('created_at')
    .where('username', '=', key).where('created_at', '>', now - AuthPolicy.failureWindow).where('ip', '=', ip)
    .orderBy('created_at', 'desc').execute();
}

/** Refuses while `key` (a username, or a prefixed one for other secrets) waits out its delay at this IP. */
export async function refuseWaiting(db: Kysely<Database>, key: string, ip: string, now: number) {
  const failures = await recentFailures(db, key, ip, now);
  if (failures.length) refuseUntil(Number(failures[0].created_at) + delayAfter(failures.length), now);
}

/** Records a failure of `key` at `ip`; throws the wait when this failure starts or lengthens one. */
export async function recordFailure(db: Kysely<Database>, key: string, ip: string, now: number) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sys_login_failure').where('created_at', '<=', now - AuthPolicy.failureWindow).execute();
    await trx.insertInto('sys_login_failure').values({ username: key.slice(0, 64), ip, created_at: now }).execute();
  });
  refuseUntil(now + delayAfter((await recentFailures(db, key, ip, now)).length), now);
}

/** After a success at this IP, its earlier failures for `key` are forgiven. */
export async function clearFailures(db: Kysely<Database>, key: string, ip: string) {
  await db.deleteFrom('sys_login_failure').where('username', '=', key).where('ip', '=', ip).execute();
}

/** Records a failed password-less login: it counts against the IP, never towards a wait for the user. */
export async function recordIpFailure(db: Kysely<Database>, username: string, ip: string, now: number) {
  await db.insertInto('sys_login_failure').values({ username: `nopwd:${username}`.slice(0, 64), ip, created_at: now }).execute();
}
