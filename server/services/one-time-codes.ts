import type { Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import type { Database } from '../db/tables.ts';
import { randomToken, sha256 } from './digest.ts';
import { AuthPolicy } from './policy.ts';

/** Issues a single-use password-less login code for `userId`, stored only as its hash. */
export async function issueOneTimeCode(db: Kysely<Database>, userId: number, issuedBy: number, now: number) {
  const code = randomToken(24);
  const expiresAt = now + AuthPolicy.oneTimeCodeTtl;
  await db.insertInto('sys_one_time_code').values({
    user_id: userId, code_hash: sha256(code), created_by: issuedBy, created_at: now, expires_at: expiresAt,
    used_at: null, failures: 0,
  }).execute();
  return { code, expiresAt };
}

/**
 * Redeems `code` for `userId` exactly once: the conditional update lets one of any number
 * of concurrent redemptions win. A wrong code counts against the user's live codes, which
 * die after `oneTimeCodeMaxFailures` wrong tries.
 */
export async function redeemOneTimeCode(db: Kysely<Database>, userId: number, code: string, now: number) {
  const row = await db.selectFrom('sys_one_time_code').selectAll()
    .where('code_hash', '=', sha256(code)).executeTakeFirst();
  if (!row || row.user_id !== userId) {
    await db.updateTable('sys_one_time_code')
      .set((eb) => ({ failures: eb('failures', '+', 1) }))
      .where('user_id', '=', userId).where('used_at', 'is', null).where('expires_at', '>', now).execute();
    throw new ApiError('CODE_INVALID');
  }
  if (row.used_at !== null) throw new ApiError('CODE_USED');
  if (row.expires_at <= now) throw new ApiError('CODE_EXPIRED');
  if (row.failures >= AuthPolicy.oneTimeCodeMaxFailures) throw new ApiError('CODE_INVALID', '免密登录码错误次数过多，已失效');
  const won = await db.updateTable('sys_one_time_code').set({ used_at: now })
    .where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (won.numUpdatedRows !== 1n) throw new ApiError('CODE_USED');
}
