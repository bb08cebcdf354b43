/**
 * What a push carried that must be taken once: a WeChat request's nonce, a call report, a
 * platform's ticket. Kept in the database (`sys_seen`), so every server process refuses the
 * replay of what another took, for as long as the replay could otherwise be accepted; a job
 * removes what has expired.
 */
import type { Kysely } from 'kysely';
import { sha256 } from './digest.ts';

/** A key as kept: as it is, or its SHA-256 when longer than the column takes. */
const keptKey = (key: string) => (key.length > 128 ? sha256(key) : key);

/**
 * Whether `key` of `kind` is seen here for the first time (it is then remembered for `ttlMs`).
 * Within a transaction it is remembered only if the transaction commits: a push whose work failed
 * is not taken, and the platform's retry is.
 */
export async function firstSight(k: Kysely<any>, kind: string, key: string, now: number, ttlMs: number): Promise<boolean> {
  const id = keptKey(key);
  // An entry past its time is no memory: the same key may come again (a nonce after its window).
  await k.deleteFrom('sys_seen').where('kind', '=', kind).where('key', '=', id).where('expires_at', '<=', now).execute();
  const taken = await k.insertInto('sys_seen').values({ kind, key: id, expires_at: now + ttlMs })
    .onConflict((oc) => oc.columns(['kind', 'key']).doNothing()).executeTakeFirst();
  return Number(taken.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** `key` of `kind` forgotten: what was taken was not done after all, and may be taken again. */
export async function forget(k: Kysely<any>, kind: string, key: string): Promise<void> {
  await k.deleteFrom('sys_seen').where('kind', '=', kind).where('key', '=', keptKey(key)).execute();
}

/** Removes what has expired; answers how many. */
export async function sweepSeen(k: Kysely<any>, now: number): Promise<number> {
  const gone = await k.deleteFrom('sys_seen').where('expires_at', '<=', now).executeTakeFirst();
  return Number(gone.numDeletedRows ?? 0);
}
