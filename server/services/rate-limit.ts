/**
 * A fixed one-minute window per key, counted in the database (sys_rate_window), so every server
 * process sharing it counts the same calls: one atomic upsert per call, on both dialects.
 */
import { sql, type Kysely } from 'kysely';
import { ApiError } from '../errors.ts';

const WINDOW_MS = 60_000;
let calls = 0;

/** Counts one call of `key` at `now`; past `limit` calls in its window, a Chinese 429. */
export async function countCall(db: Kysely<any>, key: string, limit: number, now: number, message = '操作太频繁，请一分钟后再试') {
  const start = now - WINDOW_MS;
  const row = await db.insertInto('sys_rate_window').values({ key: key.slice(0, 200), window_start: now, count: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet({
      count: sql`case when sys_rate_window.window_start <= ${start} then 1 else sys_rate_window.count + 1 end`,
      window_start: sql`case when sys_rate_window.window_start <= ${start} then ${now} else sys_rate_window.window_start end`,
    }))
    .returning('count').executeTakeFirstOrThrow();
  // Now and then, windows long past go.
  if (++calls % 500 === 0) await db.deleteFrom('sys_rate_window').where('window_start', '<=', start - WINDOW_MS).execute();
  if (Number(row.count) > limit) throw new ApiError('RATE_LIMITED', message);
}
