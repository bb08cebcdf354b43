/**
 * An import's new rows written into their table in short batches, seen by no one until the import
 * publishes them. Moved in one transaction, 100,000 rows held every other writer of the table for
 * seconds (SQLite's one writer; PostgreSQL's count row, which every insert's trigger updates).
 *
 * The import reserves a range of ids (`kp_import_pending`: the table, `lo`…`hi`, its holder and a
 * lease), above every id given so far; later writes take ids above it. Its rows take those ids,
 * batch after batch, each batch committed on its own so other writes go between. Until published:
 * - every reader leaves the range out (settledIds: lists, pages, counts that read rows);
 * - the triggers keeping the table's count, its tally and its daily summaries skip rows in the
 *   range (pendingRow), so what they say is what readers see.
 * Publishing is one short transaction: the range's count, tally and summary rows added and its
 * pending row deleted, so the rows appear at once with their counts. An import that fails deletes
 * its rows (the triggers still skip them); a range whose holder died is deleted once its lease has
 * lapsed — at the next start's table sync or by the next import of the table. One import per table
 * at a time: another waits for the range to be gone.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Db, Dialect } from '../db/connect.ts';
import { ApiError } from '../errors.ts';
import { yieldToLoop } from '../services/yield.ts';
import { sqlLiteral } from '../db/sql-text.ts';
import { PENDING_TABLE, pendingRow } from '../db/pending-table.ts';
import { positiveEnv } from '../env-number.ts';

/** How long a range stays its holder's without a renewal (the batches renew it as they go); KP_IMPORT_LEASE_MS sets it. */
export const PENDING_LEASE_MS = positiveEnv('KP_IMPORT_LEASE_MS', 30_000);

/** How long an import waits for another import of the same table before answering 409. */
const WAIT_FOR_OTHER_MS = 60_000;

/** Rows deleted to a statement when a range is undone. */
const UNDO_STEP = 2_000;

/** This process, as a range's holder. */
export const PENDING_HOLDER = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** An import's reserved ids. */
export interface PendingRange { table: string; lo: number; hi: number; holder: string }

/** Per database, the table of pending ranges made (once, not at every table synced). */
const made = new WeakMap<Db, Promise<void>>();

/** The table of pending ranges, made when the first screen's table is synced. */
export function ensurePendingTable(db: Db): Promise<void> {
  let making = made.get(db);
  if (!making) {
    making = (db.kysely as Kysely<any>).transaction().execute(async (trx) => {
      // PostgreSQL: one process at a time (CREATE TABLE IF NOT EXISTS races another doing the same).
      if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${PENDING_TABLE}))`.execute(trx);
      await sql`create table if not exists ${sql.table(PENDING_TABLE)} (tbl varchar(64) primary key, lo bigint not null, hi bigint not null, holder varchar(96) not null, lease bigint not null)`.execute(trx);
    });
    // A failure is not kept: the next sync tries again.
    making.catch(() => made.delete(db));
    made.set(db, making);
  }
  return making;
}

/** pendingRow (db/pending-table.ts) for a table named literally. */
export const pendingRowOf = (table: string, idExpr: string) => pendingRow(sqlLiteral(table), idExpr);

/**
 * The condition leaving out the rows of `table` an import has not published (see the file's
 * note): two scalar subqueries, read once per statement; with no import, `id between 1 and 0`.
 */
export const settledIds = (table: string) => {
  const [p, t] = [sql.table(PENDING_TABLE), sql.lit(table)];
  return sql<boolean>`not (${sql.ref('id')} between coalesce((select lo from ${p} where tbl = ${t}), 1) and coalesce((select hi from ${p} where tbl = ${t}), 0))`;
};

/**
 * The rows of `table` newer than `maxId` but an unpublished import's, as two ranges of ids (below
 * the import's range, above it): counting them never steps over the import's rows, as a filter would.
 */
export const newerSettled = (table: string, maxId: number) => {
  const [p, t, top] = [sql.table(PENDING_TABLE), sql.lit(table), sql.raw('9223372036854775807')];
  const [tbl, m] = [sql.table(table), sql.lit(maxId)];
  return sql`select 1 from ${tbl} where id > ${m} and id < coalesce((select lo from ${p} where tbl = ${t}), ${top})
    union all select 1 from ${tbl} where id > ${m} and id > coalesce((select hi from ${p} where tbl = ${t}), ${top})`;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `table`'s pending range as kept, and whether its lease has lapsed; undefined when it has none. */
async function rangeOf(k: Kysely<any>, table: string): Promise<{ range: PendingRange; lapsed: boolean } | undefined> {
  const row = await k.selectFrom(PENDING_TABLE).select(['lo', 'hi', 'holder', 'lease']).where('tbl', '=', table).executeTakeFirst();
  return row && { range: { table, lo: Number(row.lo), hi: Number(row.hi), holder: String(row.holder) }, lapsed: Number(row.lease) < Date.now() };
}

/** What a renewal or a publish finds when the range is no longer this process's (a sweep took it). */
const notOurs = (range: PendingRange) => new Error(`导入的编号区间 ${range.lo}–${range.hi}（${range.table}）已不属于本进程`);

/**
 * Reserves `count` ids of `table` for an import held by this process. Another import's live range
 * is waited for (up to a minute, then 409); a lapsed one is deleted first. PostgreSQL: the table is
 * locked against inserts for the moment the sequence is moved past the range, so no write takes an
 * id inside it; SQLite: AUTOINCREMENT's counter is moved, under its one writer.
 */
export async function reserveRange(k: Kysely<any>, dialect: Dialect, table: string, count: number): Promise<PendingRange> {
  const waitUntil = Date.now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    const taken = await k.transaction().execute(async (trx): Promise<{ range: PendingRange } | { lapsed: boolean }> => {
      if (dialect === 'postgres') await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
      const other = await rangeOf(trx, table);
      if (other) return { lapsed: other.lapsed };
      let lo: number;
      if (dialect === 'postgres') {
        const { rows: [{ seq }] } = await sql<{ seq: string }>`select pg_get_serial_sequence(${table}, 'id') as seq`.execute(trx);
        const { rows: [{ next }] } = await sql<{ next: string }>`select nextval(${seq}::regclass) as next`.execute(trx);
        lo = Number(next);
        await sql`select setval(${seq}::regclass, ${lo + count - 1})`.execute(trx);
      } else {
        const seq = await trx.selectFrom('sqlite_sequence').select('seq').where('name', '=', table).executeTakeFirst();
        const { top } = await trx.selectFrom(table).select((e) => e.fn.max('id').as('top')).executeTakeFirstOrThrow();
        lo = Math.max(Number(seq?.seq ?? 0), Number(top ?? 0)) + 1;
        if (seq) await trx.updateTable('sqlite_sequence').set({ seq: lo + count - 1 }).where('name', '=', table).execute();
        else await trx.insertInto('sqlite_sequence').values({ name: table, seq: lo + count - 1 }).execute();
      }
      const range = { table, lo, hi: lo + count - 1, holder: PENDING_HOLDER };
      await trx.insertInto(PENDING_TABLE).values({ tbl: table, lo, hi: range.hi, holder: PENDING_HOLDER, lease: Date.now() + PENDING_LEASE_MS }).execute();
      return { range };
    });
    if ('range' in taken) return taken.range;
    if (taken.lapsed) { await sweepLapsedRange(k, table); continue; }
    if (Date.now() > waitUntil) throw new ApiError('DUPLICATE', '该页面正在导入另一个文件，请稍后重试（本次没有写入任何数据）');
    await sleep(250);
  }
}

/** Keeps the range this process's for another lease; an error if it is not (a sweep took it). */
export async function renewRange(k: Kysely<any>, range: PendingRange) {
  const { numUpdatedRows } = await k.updateTable(PENDING_TABLE).set({ lease: Date.now() + PENDING_LEASE_MS }).where('tbl', '=', range.table).where('holder', '=', range.holder).executeTakeFirst();
  if (!Number(numUpdatedRows)) throw notOurs(range);
}

/**
 * Makes the range's rows seen, within `trx`: the count, tally and summary rows they add, then the
 * range let go (the triggers count what comes after). What the triggers skipped is added here, by
 * the same expressions their first fill uses.
 */
export async function publishRange(trx: Kysely<any>, range: PendingRange, counted: boolean, fills: string[]) {
  // A tree keeps no count row.
  if (counted) await sql`update kp_row_count set n = n + (select count(*) from ${sql.table(range.table)} where id between ${range.lo} and ${range.hi}) where tbl = ${range.table}`.execute(trx);
  for (const fill of fills) await sql.raw(fill).execute(trx);
  const { numDeletedRows } = await trx.deleteFrom(PENDING_TABLE).where('tbl', '=', range.table).where('holder', '=', range.holder).executeTakeFirst();
  if (!Number(numDeletedRows)) throw notOurs(range);
}

/**
 * Deletes a range's rows, a step at a time (the triggers skip them: nothing counted them), then
 * the range. Safe to run twice (a crash between).
 */
export async function undoRange(k: Kysely<any>, range: PendingRange) {
  for (let from = range.lo; from <= range.hi; from += UNDO_STEP) {
    await k.deleteFrom(range.table).where('id', '>=', from).where('id', '<=', Math.min(range.hi, from + UNDO_STEP - 1)).execute();
    await yieldToLoop();
  }
  await k.deleteFrom(PENDING_TABLE).where('tbl', '=', range.table).where('holder', '=', range.holder).execute();
}

/** Deletes `table`'s range if its lease has lapsed (its holder died mid-import), with a log line. */
export async function sweepLapsedRange(k: Kysely<any>, table: string) {
  const found = await rangeOf(k, table);
  if (!found?.lapsed) return;
  const { range } = found;
  console.warn(`清理未完成的导入：${table} 编号 ${range.lo}–${range.hi}（导入进程 ${range.holder} 已停止），这些行从未对用户可见`);
  await undoRange(k, range);
}
