import { CompiledQuery, type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db, ReadSnapshot } from '../db/connect.ts';
import { ROW_COUNT_TABLE } from './table-sync.ts';
import { newerSettled, settledIds } from './import-pending.ts';

type Row = Record<string, unknown>;

/** Every ANCHOR_STEP-th id, in ascending order, is remembered: a page is then a walk of at most this many ids. */
export const ANCHOR_STEP = 1024;
/** Past this many rows added since the anchors were read, they are read again (every page counts the new ones). */
const REFRESH_AFTER = 5_000;
/**
 * SQLite: past this many, a page that finds the anchors holding has them carried on over the new
 * rows in the background (extend), so each page's check counts at most about this many: at 20
 * writes a second a long-running server's pages otherwise counted up to REFRESH_AFTER rows each
 * (four minutes of writes) before the anchors were read again. Not on PostgreSQL: there a write
 * in flight when the anchors are carried on commits below their last id, which fails the next
 * check and carries them on again from the anchors read whole (over every row since); doing that
 * every 256 rows rather than every 5,000 is not measured yet.
 */
export const EXTEND_AFTER = 256;
/** After a read that gave no anchors (an empty table, an error), how long before trying again. */
const RETRY_MS = 60_000;

/** The anchors as read in one snapshot: `ids[j]` is the id at ascending position j × ANCHOR_STEP. */
interface Anchors { ids: number[]; count: number; deleted: number; maxId: number; counts: CompiledQuery; /** The anchors read whole that these were carried on from. */ base?: Anchors }
/** What a page checks of the table against its anchors: rows now, rows newer than the anchors, deletions ever. */
interface Check { total: number; fresh: number; deleted: number }

/** A page by the anchors: its rows, the table's total, and `deleted` (the deletions so far) when the rows were read in one statement with the total — the table as one moment saw it. */
export interface AnchoredPage { rows: Row[]; total: number; deleted?: number }
/** Where a page starts: an anchor's id, how many ids past it, how many rows. */
interface Place { start: number; skip: number; length: number }

const checkOf = (row: Row): Check => ({ total: Number(row.kp_total), fresh: Number(row.kp_fresh), deleted: Number(row.kp_deleted) });
/** A row of a checked page without the check's columns (a new object: a row from the read cache is never changed). */
const withoutCheck = ({ kp_total: _t, kp_fresh: _f, kp_deleted: _d, ...row }: Row): Row => row;

/**
 * Page boundaries of a whole table in id order: a page deep into a million rows, either
 * way, starts at the nearest remembered id below it instead of walking every id before it.
 *
 * They stay right while the rows they were read from are all still there: new rows have larger
 * ids, so they only add positions after them. An import's unpublished rows are no rows here (every
 * statement leaves them out, import-pending.ts); once published they are rows below the anchors'
 * last id if the anchors were read meanwhile, which the check finds as any older row come or gone. Each page checks that (how many rows there are,
 * and how many are newer than the anchors), mostly in the statement that reads it, and answers
 * undefined — the caller reads the page as before — when any older row has gone; the anchors
 * are then read again in the background. Writes by another process count the same, being in the
 * table.
 */
export class PageAnchors {
  private anchors?: Anchors;
  /** The total the last check of these anchors found. */
  private lastTotal?: { anchors: Anchors; total: number };
  private reading?: Promise<void>;
  /** The anchors being carried on over new rows (see extend), while that is under way: true once done. */
  private extending?: Promise<boolean>;
  private retryAt = 0;
  private readonly k: Kysely<any>;
  /** The pages' statements by order, length and the anchors' last id checked (see pageQuery). */
  private readonly pageTexts = new LRUCache<string, string>({ max: 64 });

  constructor(private readonly db: Db, private readonly table: string) {
    this.k = db.kysely as Kysely<any>;
  }

  /**
   * The rows at positions [offset, offset + pageSize) of the table in `order` of id, and the total
   * (with the deletions so far when the rows were read with it, in one statement: AnchoredPage;
   * `withTotal`: also when the total was read apart, if the rows' own check found it again);
   * undefined when the anchors cannot answer (not read yet, or rows they counted have gone).
   *
   * Where a page starts depends on the total (counted from the end, in descending order): with the
   * total the last check found, the page is read together with its check in one statement, and
   * stands when the check finds that same total; otherwise it is read again from the total found.
   */
  async page(order: 'asc' | 'desc', offset: number, pageSize: number, snapshot?: ReadSnapshot, withTotal = false): Promise<AnchoredPage | undefined> {
    const anchors = this.anchors;
    if (!anchors) {
      this.refresh();
      return undefined;
    }
    let check: Check | undefined;
    const guess = this.lastTotal?.anchors === anchors ? this.lastTotal.total : undefined;
    const guessed = guess === undefined ? undefined : this.place(anchors, order, offset, pageSize, guess);
    if (guessed) {
      const rows = await this.db.read<Row>(this.pageQuery(order, guessed, anchors), snapshot, { generic: true });
      if (rows.length) {
        check = checkOf(rows[0]);
        if (check.total === guess && this.holds(anchors, check)) {
          this.carryOn(anchors, check);
          return { rows: rows.map(withoutCheck), total: guess, deleted: check.deleted };
        }
      }
    }
    check ??= checkOf((await this.db.read<Row>(anchors.counts, snapshot))[0]);
    if (!this.holds(anchors, check)) {
      if (this.anchors === anchors) this.refresh();
      // Rows were only added (an import's): the anchors carried on over them come soon, and a
      // page waits for them rather than walk half the table — every deep page did, all at once.
      if (check.deleted === anchors.deleted && await this.extending && this.anchors !== anchors) return this.page(order, offset, pageSize, snapshot, withTotal);
      return undefined;
    }
    this.lastTotal = { anchors, total: check.total };
    this.carryOn(anchors, check);
    if (offset >= check.total) return { rows: [], total: check.total };
    const at = this.place(anchors, order, offset, pageSize, check.total);
    if (!at) return undefined;
    // (`withTotal`: the rows with their check, standing as read with the total when it found the same.)
    const rows = await this.db.read<Row>(this.pageQuery(order, at, withTotal ? anchors : undefined), snapshot, { generic: true });
    if (!withTotal) return { rows, total: check.total };
    const again = rows.length ? checkOf(rows[0]) : undefined;
    const same = again?.total === check.total && again.deleted === check.deleted;
    return { rows: rows.map(withoutCheck), total: check.total, ...(same ? { deleted: check.deleted } : {}) };
  }

  /**
   * The anchors carried on over the rows added since (an import's 100,000, say) rather than read
   * again from the first row: in one statement, the new rows numbered on from the anchors' count,
   * with the counts that show whether every row the anchors counted is still there and no older id
   * committed since. False when that does not hold (then they are read again whole).
   */
  private async extend(anchors: Anchors): Promise<boolean> {
    const [t, after] = [sql.table(this.table), sql.lit(anchors.maxId)];
    const query = sql`select numbered.id, numbered.fresh, ${this.kept('total', 'deleted')}
      from (select id, count(*) over () as fresh, row_number() over (order by id) - 1 as n from ${t} where id > ${after} and ${settledIds(this.table)}) as numbered
      where (numbered.n + ${sql.lit(anchors.count)}) % ${sql.lit(ANCHOR_STEP)} = 0 or numbered.n = numbered.fresh - 1 order by numbered.id`.compile(this.k);
    const rows = await this.db.read<{ id: number; fresh: number; total: number; deleted: number }>(query, undefined, { long: true });
    if (!rows.length) return false;
    const [{ fresh, total, deleted }] = rows;
    if (total === null || Number(deleted) !== anchors.deleted || Number(total) - Number(fresh) !== anchors.count) return false;
    const last = rows[rows.length - 1];
    const ids = rows.filter((r, i) => i < rows.length - 1 || (Number(fresh) - 1 + anchors.count) % ANCHOR_STEP === 0).map((r) => Number(r.id));
    const maxId = Number(last.id);
    this.anchors = { ids: [...anchors.ids, ...ids], count: Number(total), deleted: anchors.deleted, maxId, counts: this.counts(maxId), base: anchors.base ?? anchors };
    return true;
  }

  /** The table's row count and deletions ever, from the count its triggers keep (table-sync), as columns `total` and `deleted`. */
  private kept(total: string, deleted: string) {
    const [count, table] = [sql.table(ROW_COUNT_TABLE), sql.lit(this.table)];
    return sql`(select n from ${count} where tbl = ${table}) as ${sql.id(total)}, (select deleted from ${count} where tbl = ${table}) as ${sql.id(deleted)}`;
  }

  /** SQLite: past EXTEND_AFTER new rows, the anchors that still hold carried on over them, in the background. */
  private carryOn(anchors: Anchors, check: Check) {
    if (this.db.dialect === 'sqlite' && check.fresh > EXTEND_AFTER && this.anchors === anchors) this.refresh();
  }

  /** Whether the anchors still count right: no row they counted has gone, and not too many are new. */
  private holds(anchors: Anchors, check: Check): boolean {
    return check.total - check.fresh === anchors.count && check.deleted === anchors.deleted && check.fresh <= REFRESH_AFTER;
  }

  /**
   * Where the page at `offset` starts for a table of `total` rows: the anchor below it, how many
   * ids past the anchor, how many rows; undefined past the end, or when it reaches into the rows
   * added since the anchors (near that end: the caller reads it quickly).
   */
  private place(anchors: Anchors, order: 'asc' | 'desc', offset: number, pageSize: number, total: number): Place | undefined {
    if (offset >= total) return undefined;
    // The page's place counted from the smallest id, where the anchors are.
    const length = Math.min(pageSize, total - offset);
    const from = order === 'asc' ? offset : total - offset - length;
    if (from + length > anchors.count) return undefined;
    const j = Math.floor(from / ANCHOR_STEP);
    return { start: anchors.ids[j], skip: from - j * ANCHOR_STEP, length };
  }

  /**
   * How many rows there are, how many are newer than `maxId` and how many were ever
   * deleted, in one statement. On PostgreSQL a row may commit after a newer one: it then counts
   * as older than the anchors and shows as a mismatch, like a deletion does.
   */
  private counts(maxId: number): CompiledQuery {
    return sql`select ${this.checkColumns(maxId)}`.compile(this.k);
  }

  /**
   * The check's columns (Check): the table's row count and deletions so far, from the count its
   * triggers keep (table-sync), and how many rows are newer than `maxId`. Without parameters:
   * PostgreSQL plans it once for good (with a parameter for maxId it planned it anew at every page,
   * guessing a third of the table newer). Past REFRESH_AFTER new rows the anchors are read again
   * whatever their number: counting stops there (during a 100,000-row import it counted them all
   * at every page); an import's unpublished rows are not counted, nor read (newerSettled).
   */
  private checkColumns(maxId: number) {
    return sql`${this.kept('kp_total', 'kp_deleted')},
      (select count(*) from (${newerSettled(this.table, maxId)} limit ${sql.lit(REFRESH_AFTER + 1)}) as newer) as kp_fresh`;
  }

  /**
   * A page: `length` ids from the `skip`-th at or after `start`, then their rows (with `checked`,
   * the check's columns on each); the limit in the text, so any values plan alike (Db.read's generic).
   */
  private pageQuery(order: 'asc' | 'desc', { start, skip, length }: Place, checked?: Anchors): CompiledQuery {
    // Its text compiled once per order, length and check (only `start` and `skip` are parameters).
    const key = `${order} ${length} ${checked?.maxId ?? ''}`;
    let text = this.pageTexts.get(key);
    if (text === undefined) {
      const ids = this.k.selectFrom(this.table).select('id').where('id', '>=', start).where(settledIds(this.table)).orderBy('id', 'asc').limit(sql.lit(length)).offset(skip);
      const rows = this.k.selectFrom(this.table).selectAll().where('id', 'in', ids).orderBy('id', order);
      this.pageTexts.set(key, text = (checked ? rows.select(this.checkColumns(checked.maxId) as never) : rows).compile().sql);
    }
    return CompiledQuery.raw(text, [start, skip]);
  }

  /** Reads the anchors again, once at a time, in one statement (one snapshot): the ids, how many rows, the largest id. */
  private refresh() {
    if (this.reading || Date.now() < this.retryAt) return;
    this.reading = (async () => {
      if (this.anchors) {
        // From the anchors at hand, else from those read whole: writes that waited for an import
        // commit after it with ids among its rows, and then only the anchors before it still hold.
        const from = [this.anchors, this.anchors.base].filter((a): a is Anchors => Boolean(a));
        this.extending = (async () => {
          for (const anchors of from) if (await this.extend(anchors)) return true;
          return false;
        })().catch(() => false);
        const extended = await this.extending;
        this.extending = undefined;
        if (extended) return;
      }
      const t = sql.table(this.table);
      const settled = settledIds(this.table);
      const query = sql`select id, ${this.kept('total', 'deleted')}, (select max(id) from ${t} where ${settled}) as top from (select id, row_number() over (order by id) - 1 as n from ${t} where ${settled}) as numbered where n % ${sql.lit(ANCHOR_STEP)} = 0 order by id`.compile(this.k);
      const rows = await this.db.read<{ id: number; total: number; deleted: number; top: number }>(query, undefined, { long: true });
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
