import { type CompiledQuery, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ReadSnapshot } from '../db/connect.ts';
import { ApiError } from '../errors.ts';
import { type RowScope } from '../services/data-scope.ts';
import { parsePage } from '../services/paging.ts';
import { type FieldCondition } from '../../schemas/types.ts';
import { containsFields, distinctValuesQuery, ensureCompositeIndex, ensureTrigramIndex, FEW_VALUES, ROW_COUNT_TABLE } from './table-sync.ts';
import { PageAnchors } from './page-anchors.ts';
import { RowBlocks, sentPage, sortedPage, type WholeTable } from './whole-table-pages.ts';
import { RecordCore, type Row, invalid } from './record-core.ts';
import type { CombinedIndex, ListPlanner } from './list-planner.ts';
import type { RecordPresenter } from './record-presenter.ts';
import { listDependency } from './list-matcher.ts';
import { DEEP_OFFSET, EXACT_TOTAL, MAX_PLANS, type ListCount, type ListTotal, type Match, STAMP_COLUMN, TOTAL_COLUMN, withoutTotal } from './list-planner.ts';

/**
 * How long an exact count beyond EXACT_TOTAL serves as the estimate before it is counted again, in
 * the background. Each recount reads every matching row (100–400 ms at a million on PostgreSQL, in
 * every server process), so a short interval keeps the database busy recounting what is shown as 约.
 */
export const ESTIMATE_TTL_MS = 60_000;

export { FEW_VALUES };

/**
 * How many indexes over filters combined (ListReader.combinedIndexed) a table gets at most: each
 * costs every write a little. Four search fields make six pairs; on PostgreSQL a pool's make six
 * more (partial: see CombinedIndex) and one for its pages alone. Past it, a combination is answered
 * by an index leading with its fields, if one was made.
 */
export const MAX_COMBINED_INDEXES = 16;

/** How long after asking for an index over filters combined that is not there yet it is asked for again. */
const COMBINED_RETRY_MS = 5_000;

/** PostgreSQL: how long after asking for a trigram index that failed it is asked for again (one not made for the table's build lock taken: COMBINED_RETRY_MS). */
const TRIGRAM_RETRY_MS = 60_000;

/** How many ListReaders were made: each screen's, at every load of the schemas. */
let readersMade = 0;

/** Whether two lists hold the same fields. */
const sameFields = (a: string[], b: string[]) => a.length === b.length && a.every((f) => b.includes(f));

/** Latin letters in lower case, the rest as they are: how LIKE compares (SQLite ignores only their case). */
const folded = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * A list's page and total as a request asks them: deep pages from the nearer end or remembered ids,
 * exact totals up to EXACT_TOTAL and estimates past it, contains filters answered by values or indexes.
 */
export class ListReader {
  /**
   * The latest exact count of each filter matching more than EXACT_TOTAL rows, with the table's
   * deletes and updates so far as that count saw them (kp_row_count), and counts under way.
   */
  private readonly estimates = new LRUCache<string, { at: number; total: number; changes: number }>({ max: MAX_PLANS });
  /** The table's counts kept by triggers (kp_row_count): rows, deletes and updates so far. */
  private countersQuery?: CompiledQuery;
  /** The whole table's total as its last page read found it: where a deep page is read from (see list). */
  private tableTotal?: number;
  /**
   * The total each tallied filter last had (by ListCount.key): a deep page it puts in the first
   * half is read with its count in one statement (the walk is forward whatever the total turns out).
   */
  private readonly talliedTotals = new LRUCache<string, number>({ max: MAX_PLANS });
  /** Each request's look at the counters (see counters). */
  private readonly countersSeen = new WeakMap<ReadSnapshot, Promise<{ changes: number; stamp: number; rows: number }>>();
  /** Each contains field's distinct values (undefined: too many), as read when the table's inserts and updates so far were `stamp`. */
  private readonly valuesKept = new Map<string, { stamp: number; values: string[] | undefined }>();
  /** Each contains field's distinct values being read, for the stamp they are read at (see distinctValues). */
  private readonly valuesReading = new Map<string, { stamp: number; values: Promise<string[] | undefined> }>();
  private readonly counting = new Map<string, Promise<number>>();
  /** PostgreSQL: when each contains field's trigram index may be asked for again (Infinity: it is there; see indexTrigrams). */
  private readonly trigramNext = new Map<string, number>();
  /** Per text search field, the query listing its distinct values (at most FEW_VALUES + 1). */
  private readonly distinctQueries = new Map<string, CompiledQuery>();
  private anchors?: PageAnchors;
  /** The whole table's pages in id order, from blocks of rows kept by place (see fromBlocks). */
  private blocks?: RowBlocks;
  /** Per set of fields filtered together (ListShape.combined): when its index was last asked for (Infinity: it is there). */
  private readonly combinedAsked = new Map<string, number>();
  /** The indexes over filters combined made (or found made) here. */
  private readonly combinedMade: CombinedIndex[] = [];
  /** The table's index builds in this process, one after another (combined and trigram alike: one build of a table at a time, indexBuildLock). */
  private builds = Promise.resolve();
  /** The combinations waiting for their turn to be built. */
  private readonly combinedQueued = new Set<string>();
  private readonly flipped = new WeakMap<Row[], Row[]>();
  private readonly stripped = new WeakMap<Row[], Row[]>();
  /** Which ListReader this is, among all made (see listJson). */
  private readonly generation = ++readersMade;
  /** A page's rows as sent, while its rows are held (the read cache keeps them until a commit). */
  private readonly pageJson = new WeakMap<Row[], string>();

  constructor(readonly core: RecordCore, readonly planner: ListPlanner, readonly presenter: RecordPresenter) {}

  /**
   * The query's page as sent — `{"list":[…],"total":n}` in UTF-8, with `"approx":true` for an
   * estimate — and its total, kept across the writes that leave it as it was (Db.kept: no row it
   * shows or counts written, see listDependency; on PostgreSQL once this process is told every
   * write the request's snapshot sees). A page with an estimate is kept until the estimate is
   * ESTIMATE_TTL_MS old, when it is counted again: while no row the filter admits is written its
   * count is what it was when the page was read, so the page shows what a read would; past that
   * age a read would show the new count. (Not keeping them at all left most filtered pages of a
   * million rows uncached: at 20 writes a second, 25 % of the list bench's pages were kept.) Kept as
   * bytes: as a string (two bytes a character once it holds a Chinese one) the talent bench's
   * server held 431 MB at its peak.
   */
  async listJson(query: Record<string, string | undefined>, snapshot?: ReadSnapshot, scope?: RowScope, filter?: Record<string, FieldCondition>): Promise<{ json: Buffer; total: number }> {
    const compute = async () => {
      const page = await this.list(query, snapshot, scope, filter);
      return { json: sentPage(this.rowsJson(page.list), page.total, page.approx), total: page.total, until: page.approx ? (page.countedAt ?? 0) + ESTIMATE_TTL_MS : Infinity };
    };
    const dependency = this.core.db.kept && listDependency(this.planner, query, scope, filter);
    if (!dependency) return compute();
    const paging = [query.page, query.pageSize, query.sort, query.order];
    // (This reader's own: a screen's schema loaded again — its columns, masks — keeps none of the pages before.)
    const key = JSON.stringify([this.generation, this.core.table, dependency.key, scope?.me ?? null, paging]);
    const whole = dependency.columns.length ? undefined : await this.wholeTable(query, snapshot, scope, filter);
    if (whole?.shape.anchored) {
      const blocked = await this.fromBlocks(whole, dependency.reads, snapshot, scope);
      if (blocked) return { json: blocked, total: whole.total };
    }
    if (whole?.shape.sortedBy) return sortedPage(this.core.db, whole, dependency, key, snapshot, () => this.list(query, snapshot, scope, filter), (list) => this.rowsJson(list));
    return this.core.db.kept!(key, dependency, snapshot, compute, (page) => page.until);
  }

  /** A page's rows as JSON, made once while its rows are held (the read cache keeps them until a commit). */
  private rowsJson(list: Row[]): string {
    let json = this.pageJson.get(list);
    if (json === undefined) this.pageJson.set(list, json = JSON.stringify(list));
    return json;
  }

  /**
   * The whole table's shape for the query, its page and its total for this request (the count
   * row's), when the query asks for the whole table (no filter, scope or keywords); else undefined.
   * Its pages are kept apart from that total, which every insert changes (fromBlocks, sortedPage).
   */
  private async wholeTable(query: Record<string, string | undefined>, snapshot?: ReadSnapshot, scope?: RowScope, filter?: Record<string, FieldCondition>): Promise<WholeTable | undefined> {
    const postgres = this.core.db.dialect === 'postgres';
    if (postgres && snapshot?.counts?.table !== this.core.table) return undefined;
    const paging = parsePage(query, this.core.schema.list?.pageSize ?? 10);
    if ('errors' in paging) return undefined;
    const shape = this.planner.shape(query, (await this.matches(query, snapshot, true)).matches, scope, filter);
    if (!shape.totalled) return undefined;
    // SQLite: looked at anew (blocks kept are dropped for every write it counts: one committed here
    // since the request's first read is not told them yet). PostgreSQL: as the request's first statement read it.
    const { rows: total, deleted } = await this.readCounters(postgres ? snapshot : {});
    return Number.isFinite(total) ? { shape, offset: (paging.page - 1) * paging.pageSize, pageSize: paging.pageSize, total, deleted } : undefined;
  }

  /** A page of the whole table in id order as sent, put together from blocks of rows kept by their place (RowBlocks); undefined when they cannot answer. */
  private fromBlocks({ shape, offset, pageSize, total, deleted }: WholeTable, reads: string[], snapshot?: ReadSnapshot, scope?: RowScope): Promise<Buffer | undefined> {
    this.anchors ??= new PageAnchors(this.core.db, this.core.table);
    this.blocks ??= new RowBlocks(this.core.db, this.core.table, () => this.anchors!);
    const me = scope?.me;
    return this.blocks.page(shape.anchored!, offset, pageSize, { total, deleted }, {
      // (This reader's own, as its pages are; per caller, as what is presented to them is.)
      keyOf: (index) => JSON.stringify([this.generation, this.core.table, 'block', me ?? null, pageSize, index]),
      reads,
      present: (rows) => this.presenter.withLabels(this.presenter.presentAll(rows, me), snapshot),
    }, snapshot);
  }

  /**
   * `{list, total}` for the query's page, filters, keywords and sort (`approx` when the total is
   * an estimate: more than EXACT_TOTAL rows match); a tree answers every row.
   */
  async list(query: Record<string, string | undefined>, snapshot?: ReadSnapshot, scope?: RowScope, filter?: Record<string, FieldCondition>, checked = false): Promise<{ list: Row[] } & ListTotal> {
    const paging = parsePage(query, this.core.schema.list?.pageSize ?? 10);
    if ('errors' in paging) invalid(paging.errors);
    const { pageSize } = paging;
    const offset = (paging.page - 1) * pageSize;
    // A contains field's values kept from before are trusted for a near page counted from the
    // tally: its one statement says whether they still are all there are (STAMP_COLUMN), and the
    // page is read again in the rare case they were not. Elsewhere they are checked first.
    let found = await this.matches(query, snapshot, !checked);
    let shape = this.planner.shape(query, found.matches, scope, filter);
    if (found.trusted.length && !(shape.tallied && shape.counting && offset < DEEP_OFFSET)) {
      found = await this.matches(query, snapshot);
      shape = this.planner.shape(query, found.matches, scope, filter);
    }
    const me = scope?.me;
    const rows = (page: Row[]) => this.presenter.withLabels(this.presenter.presentAll(page, me), snapshot);
    const without = (page: Row[]) => (shape.totalled ? this.withoutTotals(page) : page);
    // Reads go to read-only connections (SQLite: in worker threads, reused until anything commits).
    if (!shape.count) {
      const list = await rows(await this.core.db.read<Row>(shape.page(-1, 0), snapshot, { long: true }));
      return { list, total: list.length };
    }
    // A scan, or a walk past DEEP_OFFSET rows (from either end), takes long (Db.read's long); so do filters
    // combined without an index over them (one field's range read to find the other's rows) until it is made.
    const unindexed = Boolean(shape.combined) && !this.combinedIndexed(shape.combined!);
    const fixed = shape.fixedPlan === 'always' || (shape.fixedPlan === 'combined' && !unindexed);
    const count = fixed ? { ...shape.count, generic: true } : shape.count;
    const walking = (skip: number) => ({ generic: shape.generic || fixed, long: shape.scans || unindexed || skip >= DEEP_OFFSET });
    const forward = () => this.core.db.read<Row>(shape.page(pageSize, offset), snapshot, walking(offset));
    if (offset >= DEEP_OFFSET && shape.anchored) {
      this.anchors ??= new PageAnchors(this.core.db, this.core.table);
      const found = await this.anchors.page(shape.anchored, offset, pageSize, snapshot);
      if (found) return { list: await rows(found.rows), total: found.total };
    }
    // The whole table's pages carry its total (ListShape.totalled): a page that has rows needs no count.
    const totalled = async (page: Row[]) => {
      // (Without a count row the column is null: counted.)
      if (!shape.totalled || !page.length || page[0][TOTAL_COLUMN] === null) return undefined;
      this.tableTotal = Number(page[0][TOTAL_COLUMN]);
      return { list: await rows(this.withoutTotals(page)), total: this.tableTotal };
    };
    // The page and its count in one statement: the tally's sum, or the count capped unless the
    // filter's estimate stands (then no count is read).
    const countingPage = async (): Promise<{ list: Row[] } & ListTotal> => {
      const read = await this.core.db.read<Row>(shape.counting!(pageSize, offset), snapshot, walking(offset));
      const stamp = Number(read[0][STAMP_COLUMN]);
      if (found.trusted.some((kept) => kept !== stamp)) {
        // Written since: the values as of the statement's stamp, and the page again if they differ for this search.
        const now = await this.matches(query, snapshot, false, stamp);
        if (JSON.stringify(now.matches) !== JSON.stringify(found.matches)) return this.list(query, snapshot, scope, filter, true);
      }
      const page = read[0].id === null || read[0].id === undefined ? [] : this.withoutTotals(read);
      const total = Number(read[0][TOTAL_COLUMN]);
      if (shape.tallied) this.talliedTotals.set(count.key, total);
      return { list: await rows(page), ...(shape.tallied ? { total } : await this.fromCapped(count, total)) };
    };
    if (offset >= DEEP_OFFSET) {
      // A deep page of a tallied filter its last total puts in the first half: walked forward with
      // its count, in one statement (its count costs no more near the end than at the start).
      const last = shape.tallied && shape.counting ? this.talliedTotals.get(count.key) : undefined;
      if (last !== undefined && offset <= last / 2) return countingPage();
      // A deep page: the total first, then the page from whichever end is nearer (the last pages of
      // a million rows are a short walk back from the end, not a million rows forward). Only the
      // walk back needs the total exact. The whole table's page is read at once when the total last
      // seen puts it in the first half, and stands when the total it comes with does too.
      if (shape.totalled && this.tableTotal !== undefined && offset <= this.tableTotal / 2) {
        const found = await totalled(await forward());
        if (found && offset <= found.total / 2) return found;
      }
      let counted = await this.counted(count, snapshot, unindexed);
      if (shape.totalled) this.tableTotal = counted.total;
      if (shape.tallied) this.talliedTotals.set(count.key, counted.total);
      if (offset <= counted.total / 2) return { list: await rows(without(await forward())), ...counted };
      if (counted.approx) counted = { total: await this.exactCount(count, snapshot) };
      const total = counted.total;
      const back = Math.max(0, total - offset - pageSize);
      const page = offset <= total / 2 ? await forward()
        : offset >= total ? []
        : this.reversed(await this.core.db.read<Row>(shape.back(Math.min(pageSize, total - offset), back), snapshot, walking(back)));
      return { list: await rows(without(page)), total };
    }
    if (shape.totalled) {
      const page = await forward();
      return (await totalled(page)) ?? { list: [], ...(await this.counted(count, snapshot, unindexed)) };
    }
    if (shape.counting && (shape.tallied || (count.capped && !(await this.standingEstimate(count, snapshot))))) return countingPage();
    const [page, counted] = await Promise.all([forward(), this.counted(count, snapshot, unindexed)]);
    return { list: await rows(page), ...counted };
  }

  /** The list's total: exact up to EXACT_TOTAL (or whenever counting is cheap), else the filter's latest exact count, marked approx. */
  private async counted(count: ListCount, snapshot?: ReadSnapshot, long = false): Promise<ListTotal> {
    if (!count.capped) return { total: await this.exactCount(count, snapshot) };
    const known = await this.standingEstimate(count, snapshot);
    if (known) return this.estimated(count, known);
    return this.fromCapped(count, Number((await this.core.db.read<Row>(count.capped, snapshot, { generic: count.generic, long: count.scans || long }))[0].total));
  }

  /**
   * The filter's estimate while it still holds: fewer rows deleted or updated since its count than
   * it exceeded EXACT_TOTAL by (an insert only adds), so the capped count — 10,001 rows read — is not needed.
   */
  private async standingEstimate(count: ListCount, snapshot?: ReadSnapshot) {
    const known = this.estimates.get(count.key);
    return known && known.total - ((await this.counters(snapshot)).changes - known.changes) > EXACT_TOTAL ? known : undefined;
  }

  /** The total from the filter's count capped at EXACT_TOTAL + 1: exact up to EXACT_TOTAL, else its estimate (counted exactly when it has none). */
  private async fromCapped(count: ListCount, capped: number): Promise<ListTotal> {
    if (capped <= EXACT_TOTAL) {
      this.estimates.delete(count.key);
      return { total: capped };
    }
    const known = this.estimates.get(count.key);
    if (!known) return { total: Math.max(EXACT_TOTAL + 1, await this.exactCount(count)), approx: true, countedAt: Date.now() };
    return this.estimated(count, known);
  }

  /** An estimate as the answer's total; one older than ESTIMATE_TTL_MS still answers while a new count runs, once. */
  private estimated(count: ListCount, known: { at: number; total: number }): ListTotal {
    if (Date.now() - known.at >= ESTIMATE_TTL_MS) void this.exactCount(count).catch(() => undefined);
    return { total: Math.max(EXACT_TOTAL + 1, known.total), approx: true, countedAt: known.at };
  }

  /**
   * The table's deletes and updates so far (`changes`: rows leave a filter only by one of them), and
   * its inserts and updates so far (`stamp`: a field gains a value only by one of them), and its
   * rows (`rows`); NaN without a count row, so nothing is then taken as known. Read once per
   * request (its snapshot): a contains filter's values and an estimate both ask.
   */
  private counters(snapshot?: ReadSnapshot): Promise<{ changes: number; stamp: number; rows: number }> {
    if (!snapshot) return this.readCounters();
    let seen = this.countersSeen.get(snapshot);
    if (!seen) this.countersSeen.set(snapshot, seen = this.readCounters(snapshot));
    return seen;
  }

  // (PostgreSQL, a list's request: the count row as read with its stamps, ReadSnapshot.counts.)
  private async readCounters(snapshot?: ReadSnapshot): Promise<{ changes: number; stamp: number; rows: number; deleted: number }> {
    this.countersQuery ??= sql`select n, deleted, updated from ${sql.table(ROW_COUNT_TABLE)} where tbl = ${this.core.table}`.compile(this.core.k);
    const [row] = snapshot?.counts?.table === this.core.table ? [snapshot.counts]
      : await this.core.db.read<{ n: number; deleted: number; updated: number }>(this.countersQuery, snapshot, { inline: true });
    if (!row) return { changes: NaN, stamp: NaN, rows: NaN, deleted: NaN };
    const [n, deleted, updated] = [Number(row.n), Number(row.deleted), Number(row.updated)];
    return { changes: deleted + updated, stamp: n + deleted + updated, rows: n, deleted };
  }

  /** Counts the filter's rows exactly (one count at a time per filter); a count beyond EXACT_TOTAL becomes its estimate. */
  private exactCount(count: ListCount, snapshot?: ReadSnapshot): Promise<number> {
    const running = this.counting.get(count.key);
    if (running && !snapshot) return running;
    // Past EXACT_TOTAL rows (a whole table's count is read from its count row: quick).
    const counting = this.core.db.read<Row>(count.exact, snapshot, { generic: count.generic, long: Boolean(count.capped) }).then((r) => {
      const total = Number(r[0].total);
      if (total > EXACT_TOTAL && r[0].changes !== null && r[0].changes !== undefined) {
        this.estimates.set(count.key, { at: Date.now(), total, changes: Number(r[0].changes) });
      }
      return total;
    }).finally(() => { if (this.counting.get(count.key) === counting) this.counting.delete(count.key); });
    if (!snapshot) this.counting.set(count.key, counting);
    return counting;
  }

  /**
   * How each contains filter of the query is answered (see Match). A field's distinct values are
   * read by a walk of its index (one step per value), reused until a row is inserted or updated (see distinctValues).
   */
  private async matches(query: Record<string, string | undefined>, snapshot?: ReadSnapshot, trusting = false, seen?: number): Promise<{ matches: Match[]; trusted: number[] }> {
    const out: Match[] = [];
    // The stamps of the values taken as they were kept, unchecked (trusting: see list).
    const trusted: number[] = [];
    for (const field of this.core.containsFields) {
      const text = query[field]?.trim();
      if (!text) continue;
      // (Too many values: a trigram or a scan answers exactly, whatever the values are now.)
      const kept = trusting ? this.valuesKept.get(field) : undefined;
      if (kept?.values) trusted.push(kept.stamp);
      const values = kept ? kept.values : await this.distinctValues(field, snapshot, seen);
      if (values) {
        const wanted = folded(text);
        out.push({ field, text, by: 'values', values: values.filter((v) => folded(v).includes(wanted)) });
      } else {
        // PostgreSQL: until the field's trigram index is known to be there, a search reads every row (a long read).
        const indexed = this.core.db.dialect !== 'postgres' || this.indexTrigrams(field);
        out.push({ field, text, by: indexed && [...text].length >= 3 && !/[\\%_]/.test(text) ? 'trigram' : 'scan' });
      }
    }
    return { matches: out, trusted };
  }

  /**
   * Whether an index answers the filters combined as `index` asks (ListShape.combined): one the
   * schema declares (storage.indexes) or one made here over its columns (in any order, of the same
   * null fields), or one made for them now — in the background, the first time they
   * are seen together (ensureCompositeIndex), one build of the table at a time, at most
   * MAX_COMBINED_INDEXES per table, as users' searches show which combinations they make. Until it
   * is there their reads are long. An index over more fields does not serve: past a field it does
   * not fix its entries are not in id order, so a page sorted every match — stage and city's pages
   * from the index made for stage, city and a range of days took 22.7 ms each (PostgreSQL, list bench).
   * Once the table has MAX_COMBINED_INDEXES, one leading with its columns serves (its count reads
   * only the matches; its pages sort them) rather than none (a walk of one field's range).
   */
  combinedIndexed(index: CombinedIndex): boolean {
    const { columns, nulls = [] } = index;
    const key = `${[...columns].sort().join(',')}${nulls.length ? ` where ${[...nulls].sort().join(',')} null` : ''}`;
    const asked = this.combinedAsked.get(key);
    if (asked === Infinity) return true;
    // Whether an index the schema declares or one made here fits.
    const there = (fits: (made: CombinedIndex) => boolean) => (this.core.schema.storage?.indexes ?? []).some((declared) => fits({ columns: declared })) || this.combinedMade.some(fits);
    const serves = (made: CombinedIndex) => sameFields(made.nulls ?? [], nulls) && sameFields(made.columns, columns);
    const leads = (made: CombinedIndex) => sameFields(made.nulls ?? [], nulls) && columns.length > 0 && columns.every((f) => made.columns.slice(0, columns.length).includes(f));
    if (there(serves) || (this.combinedMade.length >= MAX_COMBINED_INDEXES && there(leads))) {
      this.combinedAsked.set(key, Infinity);
      return true;
    }
    if (this.combinedMade.length >= MAX_COMBINED_INDEXES) return false;
    // Asked again soon: another process may be building another of the table's indexes (one at a time).
    if ((asked !== undefined && Date.now() - asked < COMBINED_RETRY_MS) || this.combinedQueued.has(key)) return false;
    this.combinedAsked.set(key, Date.now());
    this.combinedQueued.add(key);
    // One build after another: SQLite's take the writer in turn (at once, the last waited past its busy timeout).
    this.builds = this.builds.then(async () => {
      if (this.combinedMade.some(serves) || this.combinedMade.length >= MAX_COMBINED_INDEXES) return;
      if (await ensureCompositeIndex(this.core.db, this.core.table, columns, nulls)) {
        this.combinedMade.push(index);
        this.combinedAsked.set(key, Infinity);
      }
    }).catch((error) => console.warn(`${this.core.table} (${[...columns, ...nulls.map((n) => `${n} 为空`)].join(', ')}) 的组合索引未能建立：${String(error)}`))
      .finally(() => { this.combinedQueued.delete(key); this.combinedAsked.set(key, this.combinedAsked.get(key) === Infinity ? Infinity : Date.now()); });
    return false;
  }

  /**
   * PostgreSQL: whether the trigram index of a field found to have many values is known to be
   * there; when not, has it made in the background (ensureTrigramIndex) unless that was asked
   * lately (TRIGRAM_RETRY_MS). Meanwhile the field's searches read every row, with the same results.
   */
  private indexTrigrams(field: string): boolean {
    const next = this.trigramNext.get(field) ?? 0;
    if (next === Infinity) return true;
    if (Date.now() < next) return false;
    this.trigramNext.set(field, Date.now() + TRIGRAM_RETRY_MS);
    // In turn with the table's other builds here. Not made, the build lock was taken (by PgChangeWatch
    // too, at a field's first search): asked for again soon, not in a minute (seen in CI).
    this.builds = this.builds.then(() => ensureTrigramIndex(this.core.db, this.core.table, field)).then((valid) => {
      this.trigramNext.set(field, valid ? Infinity : Date.now() + COMBINED_RETRY_MS);
    }, (error) => console.warn(`${this.core.table}.${field} 的三元组索引未能建立：${String(error)}`));
    return false;
  }

  /**
   * The distinct non-empty values of `field`, or undefined when it has more than FEW_VALUES; read
   * again once anything was inserted or updated (a value gone with a deleted row only makes the
   * filter look for a value no row holds).
   */
  private async distinctValues(field: string, snapshot?: ReadSnapshot, seen?: number): Promise<string[] | undefined> {
    // The table's stamp as a statement of this request just saw it, else as the counters say now.
    const stamp = seen ?? (await this.counters(snapshot)).stamp;
    const kept = this.valuesKept.get(field);
    if (kept && kept.stamp === stamp) return kept.values;
    // One read per field and stamp: the requests that find the values old after a write wait for
    // the same read (each read them again, twice as often as there were writes).
    const reading = this.valuesReading.get(field);
    if (reading && reading.stamp === stamp) return reading.values;
    let query = this.distinctQueries.get(field);
    if (!query) {
      query = distinctValuesQuery(this.core.k, this.core.table, field).compile(this.core.k);
      this.distinctQueries.set(field, query);
    }
    const values = this.core.db.read<{ v: unknown }>(query, snapshot).then((rows) => {
      const found = rows.length > FEW_VALUES ? undefined : rows.map((r) => String(r.v));
      // (A read begun later may have kept values of a later stamp already.)
      const latest = this.valuesKept.get(field);
      if (!latest || latest.stamp <= stamp) this.valuesKept.set(field, { stamp, values: found });
      return found;
    });
    this.valuesReading.set(field, { stamp, values });
    const done = () => { if (this.valuesReading.get(field)?.values === values) this.valuesReading.delete(field); };
    values.then(done, done);
    return values;
  }

  /** Rows without the total's column; the same rows give the same array back (what is presented of them is kept by it). */
  private withoutTotals(rows: Row[]): Row[] {
    let out = this.stripped.get(rows);
    if (!out) {
      out = rows.map(withoutTotal);
      this.stripped.set(rows, out);
    }
    return out;
  }

  /** Rows read from the far end, in the list's order; the same rows give the same array back. */
  private reversed(rows: Row[]): Row[] {
    let out = this.flipped.get(rows);
    if (!out) {
      out = [...rows].reverse();
      this.flipped.set(rows, out);
    }
    return out;
  }

  /**
   * Totals of the filtered list grouped by `by` (a field the schema's list.totals names), largest
   * first, at most 50 groups, with each group's label where `by` is a relation.
   */
  async groupTotals(query: Record<string, string | undefined>, by: string, scope?: RowScope, filter?: Record<string, FieldCondition>) {
    if (!this.core.schema.list?.totals?.some((t) => t.field === by)) throw new ApiError('VALIDATION_FAILED', `不能按「${by}」合计`);
    const owners = this.planner.ownersIn(scope);
    const rows: Row[] = await this.planner.filtered(query, (await this.matches(query)).matches, owners, filter).rows
      .select([by, (eb) => eb.fn.countAll().as('total')]).groupBy(by).orderBy('total', 'desc').orderBy(by).limit(50).execute();
    const relation = this.core.relations.find((r) => r.field === by);
    const labels = new Map<unknown, unknown>();
    const ids = rows.map((r) => r[by]).filter((v) => v !== null && v !== undefined);
    if (relation && ids.length) {
      for (const found of await this.core.k.selectFrom(relation.table).select(['id', `${relation.label} as label`]).where('id', 'in', ids).execute() as Row[]) labels.set(Number(found.id), found.label);
    }
    return rows.map((r) => ({ value: r[by] ?? null, label: relation ? labels.get(Number(r[by])) ?? null : r[by] ?? null, total: Number(r.total) }));
  }

  /** The sum of number field `field` over the records within `scope` (0 when there are none). */
  async sum(field: string, scope?: RowScope): Promise<number> {
    const spec = this.core.fields.get(field);
    if (spec?.type !== 'integer' && spec?.type !== 'number') throw new ApiError('VALIDATION_FAILED', `不能合计「${field}」`);
    const owners = this.planner.ownersIn(scope);
    const row = await this.planner.filtered({}, [], owners).rows.select((eb) => eb.fn.coalesce(eb.fn.sum(field), eb.lit(0)).as('total')).executeTakeFirstOrThrow();
    return Number((row as Row).total);
  }
}
