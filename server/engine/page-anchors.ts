import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { Db, ReadSnapshot } from '../db/connect.ts';
import { ROW_COUNT_TABLE } from './table-sync.ts';

type Row = Record<string, unknown>;

/** Every ANCHOR_STEP-th id, in ascending order, is remembered: a page is then a walk of at most this many ids. */
export const ANCHOR_STEP = 1024;
/** Past this many rows added since the anchors were read, they are read again (every page counts the new ones). */
const REFRESH_AFTER = 5_000;
/** After a read that gave no anchors (an empty table, an error), how long before trying again. */
const RETRY_MS = 60_000;

/** The anchors as read in one snapshot: `ids[j]` is the id at ascending position j × ANCHOR_STEP. */
interface Anchors { ids: number[]; count: number; deleted: number; maxId: number; counts: CompiledQuery }

/**
 * Page boundaries of a whole table in id order: a page deep into a million rows, either
 * way, starts at the nearest remembered id below it instead of walking every id before it.
 *
 * They stay right while the rows they were read from are all still there: new rows have larger
 * ids, so they only add positions after them. Each page checks that in one statement (how many
 * rows there are, and how many are newer than the anchors) and answers undefined — the caller
 * reads the page as before — when any older row has gone; the anchors are then read again in the
 * background. Writes by another process count the same, being in the table.
 */
export class PageAnchors {
  private anchors?: Anchors;
  private reading?: Promise<void>;
  private retryAt = 0;
  private readonly k: Kysely<any>;

  constructor(private readonly db: Db, private readonly table: string) {
    this.k = db.kysely as Kysely<any>;
  }

  /**
   * The rows at positions [offset, offset + pageSize) of the table in `order` of id, and the total;
   * undefined when the anchors cannot answer (not read yet, or rows they counted have gone).
   */
  async page(order: 'asc' | 'desc', offset: number, pageSize: number, snapshot?: ReadSnapshot): Promise<{ rows: Row[]; total: number } | undefined> {
    const anchors = this.anchors;
    if (!anchors) {
      this.refresh();
      return undefined;
    }
    const [{ total, fresh, deleted }] = await this.db.read<{ total: number; fresh: number; deleted: number }>(anchors.counts, snapshot);
    const [all, added] = [Number(total), Number(fresh)];
    if (all - added !== anchors.count || Number(deleted) !== anchors.deleted || added > REFRESH_AFTER) {
      if (this.anchors === anchors) this.refresh();
      return undefined;
    }
    if (offset >= all) return { rows: [], total: all };
    // The page's place counted from the smallest id, where the anchors are.
    const length = Math.min(pageSize, all - offset);
    const from = order === 'asc' ? offset : all - offset - length;
    // A page that reaches into the rows added since is near that end: the caller reads it quickly.
    if (from + length > anchors.count) return undefined;
    const j = Math.floor(from / ANCHOR_STEP);
    const rows = await this.db.read<Row>(this.pageQuery(order, anchors.ids[j], length, from - j * ANCHOR_STEP), snapshot);
    return { rows, total: all };
  }

  /**
   * How many rows there are, how many are newer than `maxId` and how many were ever
   * deleted, in one statement. On PostgreSQL a row may commit after a newer one: it then counts
   * as older than the anchors and shows as a mismatch, like a deletion does.
   */
  private counts(maxId: number): CompiledQuery {
    // Without parameters: PostgreSQL plans it once for good (with a parameter for maxId it planned
    // it anew at every page, guessing a third of the table newer).
    const t = sql.table(this.table);
    return sql`select ${this.totals()}, (select count(*) from ${t} where id > ${sql.lit(maxId)}) as fresh`.compile(this.k);
  }

  /** The table's row count and deletions so far, as two columns, from the count its triggers keep (table-sync). */
  private totals() {
    const [count, table] = [sql.table(ROW_COUNT_TABLE), sql.lit(this.table)];
    return sql`(select n from ${count} where tbl = ${table}) as total, (select deleted from ${count} where tbl = ${table}) as deleted`;
  }

  private pageQuery(order: 'asc' | 'desc', start: number, limit: number, skip: number): CompiledQuery {
    const ids = this.k.selectFrom(this.table).select('id').where('id', '>=', start).orderBy('id', 'asc').limit(limit).offset(skip);
    return this.k.selectFrom(this.table).selectAll().where('id', 'in', ids).orderBy('id', order).compile();
  }

  /** Reads the anchors again, once at a time, in one statement (one snapshot): the ids, how many rows, the largest id. */
  private refresh() {
    if (this.reading || Date.now() < this.retryAt) return;
    this.reading = (async () => {
      const t = sql.table(this.table);
      const query = sql`select id, ${this.totals()}, (select max(id) from ${t}) as top from (select id, row_number() over (order by id) - 1 as n from ${t}) as numbered where n % ${sql.lit(ANCHOR_STEP)} = 0 order by id`.compile(this.k);
      const rows = await this.db.read<{ id: number; total: number; deleted: number; top: number }>(query);
      const maxId = Number(rows[0]?.top);
      // The count must be of the rows numbered (no count row: not anchored).
      this.anchors = rows.length && rows[0].total !== null
        ? { ids: rows.map((r) => Number(r.id)), count: Number(rows[0].total), deleted: Number(rows[0].deleted), maxId, counts: this.counts(maxId) }
        : undefined;
    })().catch(() => { this.anchors = undefined; }).finally(() => {
      this.reading = undefined;
      if (!this.anchors) this.retryAt = Date.now() + RETRY_MS;
    });
  }
}
