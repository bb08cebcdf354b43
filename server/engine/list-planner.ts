import { LRUCache } from 'lru-cache';
import { type Compilable, type CompiledQuery, type SelectQueryBuilder, sql } from 'kysely';
import { ownedWithin, type RowScope } from '../services/data-scope.ts';
import { parseDayRange } from '../../validators/dates.ts';
import { BUILT_IN_FIELDS, type FieldCondition, type FieldSchema } from '../../schemas/types.ts';
import { whereConditions } from './conditions.ts';
import { containsFields, ftsTable, indexedFields, ROW_COUNT_TABLE } from './table-sync.ts';
import { hasAnyOf, isMulti, multiQuery, likeLiteral } from './multi-values.ts';
import { tallyCount, type TallySpec, tallySpec } from './tallies.ts';
import { RecordCore, type Row, invalid, isEmpty, ofModel } from './record-core.ts';
import { armsOf, WALK, walkedIds } from './ordered-ids.ts';
import type { RecordChecks } from './record-checks.ts';

/**
 * How many list shapes (and estimates) a screen keeps, the least recently used dropped first: the
 * talent bench's searches make 505 (a pair of fields × their values × two views), and a cache of
 * 500 emptied when full kept building them again (4.4 % of a server's busy time, its CPU profile).
 */
export const MAX_PLANS = 2000;


/**
 * A filtered list's total is counted exactly, at every request, up to this many rows; beyond it the
 * answer says `approx` (the console shows 约) and gives the latest exact count of that filter.
 */
export const EXACT_TOTAL = 10_000;

/**
 * A list query's filters and order compiled, for any page: `page(limit, offset)` reads forward,
 * `back(limit, offset)` from the other end; a tree has no count and reads every row.
 */
export interface ListShape {
  /** The whole table in id order: deep pages can start at remembered ids (PageAnchors). */
  anchored?: 'asc' | 'desc';
  /** The whole table sorted by a number field (ties by id the same way): a page's rows depend on the rows sorting up to its last (sortedPage, whole-table-pages.ts). */
  sortedBy?: { field: string; order: 'asc' | 'desc' };
  page: (limit: number, offset: number) => CompiledQuery;
  back: (limit: number, offset: number) => CompiledQuery;
  count?: ListCount;
  /** Its pages plan alike for any values (Db.read's generic): the whole table, or a keyword search alone (and then its count). */
  generic?: boolean;
  /**
   * A filtered list: its page read forward with the count capped at EXACT_TOTAL + 1 on each row
   * (TOTAL_COLUMN; an empty page is one row of nulls but that) — one statement where a page and
   * its count were two (on PostgreSQL each is a round trip the database answers on its own).
   */
  counting?: (limit: number, offset: number) => CompiledQuery;
  /** The whole table: each row of its pages carries the table's total (TOTAL_COLUMN, taken off before it is answered). */
  totalled?: true;
  /** Counted from the table's tally (storage.tally): exact at any size, `counting` carrying it beside the page. */
  tallied?: true;
  /** A contains filter reads every row (Match's scan): its reads take long. */
  scans?: boolean;
  /**
   * The index that answers its filters combined, when they need one of their own (see
   * ListReader.combinedIndexed): without it a read walks one field's range testing the others.
   */
  combined?: CombinedIndex;
  /**
   * PostgreSQL: one value per field filtered, in id order — its pages and counts then plan alike
   * for any values (Db.read's generic), as one index's range in id order: `always` (one field with
   * an index of its own), `combined` (once the index over them, ListShape.combined, is there).
   * Planned at every run they took longer to plan than to run (1–2 ms a page with 26 indexes).
   */
  fixedPlan?: 'always' | 'combined';
}

/**
 * An index over a list's filters combined: the fields it filters by equality (or a few values),
 * then the first it bounds by a range of days, in that order — one range per value — and on
 * PostgreSQL the id after them, so a page of them is read in id order too. `nulls`: PostgreSQL,
 * the fields a view wants null (公海: owner_id is null), which make it a partial index of those
 * rows; its planner orders by an index past `x = 1` but not past `x is null`, and walked the
 * primary key testing every row for a pool's pages (22 ms for page 537 of a third of a million).
 */
export interface CombinedIndex { columns: string[]; nulls?: string[] }

/**
 * A list's count: `exact`, and for a filtered list `capped`, which stops counting past EXACT_TOTAL
 * (a whole table's count is cheap: see buildShape); `key` names the filter.
 */
export interface ListCount { exact: CompiledQuery; capped?: CompiledQuery; key: string; generic?: boolean; /** See ListShape.scans. */ scans?: boolean }

/**
 * A list's total; `approx` when it is the latest exact count of a filter matching more than
 * EXACT_TOTAL rows, counted at `countedAt` (ms since the epoch).
 */
export interface ListTotal { total: number; approx?: true; countedAt?: number }

/**
 * How a contains filter on a text field is answered: by the field's few distinct values that hold
 * the text (an index lookup), by the trigram index (many values, at least 3 characters, SQLite's
 * FTS5 or PostgreSQL's pg_trgm), or by reading every row (many values, 1–2 characters, or on
 * PostgreSQL while the field's trigram index is being made).
 */
export type Match = { field: string; text: string } & ({ by: 'values'; values: string[] } | { by: 'trigram' | 'scan' });


/** From how many rows in a page is read from the other end when that end is nearer. */
export const DEEP_OFFSET = 1000;

/** Where a list's keywords go in the statements of its shape (see shape); and the upper bound of their range. */
const KEYWORDS_MARK = '\u0000kp:keywords\u0000';

const UPPER = '\uffff';

const KEYWORDS_UPPER = `${KEYWORDS_MARK}${UPPER}`;

/** The column a whole table's page carries its total in (ListShape.totalled). */
export const TOTAL_COLUMN = 'kp_table_total';

/**
 * The column a filtered page with its count carries, when a contains filter is answered by a
 * field's values, the table's inserts and updates so far (as ListReader's counters): whether the
 * values it was read with were still all there are (ListReader.list).
 */
export const STAMP_COLUMN = 'kp_stamp';

export const withoutTotal = ({ [TOTAL_COLUMN]: _total, [STAMP_COLUMN]: _stamp, ...row }: Row): Row => row;

const LIMIT_MARK = -7_001;

const OFFSET_MARK = -7_002;

/**
 * Pages of one query: compiled at the first page asked for, each page reusing its SQL with the last
 * two parameters (the limit and offset) replaced, and kept by them (a compiled query run again
 * keeps its parameter array: the read cache's key). `templated: false` when the page's limit and
 * offset shape more of the query than those two (arms): each page is then compiled (and kept) on
 * its own. A shape has five such; most lists use one of them (the near pages with their count), so
 * none is compiled before it is used.
 */
function paged(build: (limit: number, offset: number) => Compilable, templated = true, literalLimit = false) {
  let made: { template?: CompiledQuery; n: number; marked: boolean; placeholder: string; inline: boolean } | undefined;
  const make = () => {
    const template = templated ? build(LIMIT_MARK, OFFSET_MARK).compile() : undefined;
    const n = template?.parameters.length ?? 0;
    const marked = template?.parameters[n - 2] === LIMIT_MARK && template.parameters[n - 1] === OFFSET_MARK;
    // `literalLimit` (PostgreSQL): the limit written into the text, the offset its last parameter.
    const placeholder = `limit $${n - 1} offset $${n}`;
    return { template, n, marked, placeholder, inline: literalLimit && marked && template!.sql.split(placeholder).length === 2 };
  };
  const kept = new Map<string, CompiledQuery>();
  return (limit: number, offset: number) => {
    const key = `${limit}:${offset}`;
    let query = kept.get(key);
    if (!query) {
      const { template, n, marked, placeholder, inline } = made ??= make();
      if (kept.size > 100) kept.clear();
      query = inline && Number.isSafeInteger(limit) && limit >= 0
        ? { ...template!, sql: template!.sql.replace(placeholder, `limit ${limit} offset $${n - 1}`), parameters: [...template!.parameters.slice(0, n - 2), offset] }
        : marked ? { ...template!, parameters: [...template!.parameters.slice(0, n - 2), limit, offset] } : build(limit, offset).compile();
      kept.set(key, query);
    }
    return query;
  };
}

/**
 * A search range of days, "from,to" (either may be empty), as the bounds of a date or date-time
 * field (stored as text that sorts as it reads); [undefined] when it is not such a range.
 */
/** A day-range filter as bounds on a date or date-time column; undefined when the text is not a range. */
function dayRange(field: FieldSchema, text: string): [string | null, string | null] | [undefined] {
  const days = parseDayRange(text);
  if (!days) return [undefined];
  const time = field.format === 'date-time';
  return [days.from ? (time ? `${days.from} 00:00:00` : days.from) : null, days.to ? (time ? `${days.to} 23:59:59` : days.to) : null];
}

/**
 * The list's SQL: a query's filters, keywords and order compiled once per shape (pages from either
 * end, a capped count), with the data scope, a view's filter, search fields and contains filters.
 */
export class ListPlanner {
  private readonly shapes = new LRUCache<string, ListShape>({ max: MAX_PLANS });
  /** The table's tally (storage.tally), counting filters of its fields alone. */
  private readonly tally?: TallySpec;

  constructor(readonly core: RecordCore, readonly checks: RecordChecks) {
    const fields = core.schema.storage?.tally;
    if (fields?.length) this.tally = tallySpec(core.table, fields);
  }

  private sortable(): Set<string> {
    const columns = (this.core.schema.list?.columns ?? []).flatMap((c) => (typeof c === 'object' && c.sortable ? [c.field] : []));
    return new Set([...BUILT_IN_FIELDS, ...columns, ...(this.core.schema.list?.defaultSort ? [this.core.schema.list.defaultSort.field] : [])]);
  }

  /**
   * The compiled pages and count of a list query's filters and order; built once per distinct one.
   * The keywords are values of its statements, not part of their shape: a shape is built once for
   * any keywords (with KEYWORDS_MARK in their place) and given the request's at each use — a
   * recruiter's searches by a thousand name prefixes are one shape, not a thousand.
   */
  shape(query: Record<string, string | undefined>, matches: Match[], scope?: RowScope, filter?: Record<string, FieldCondition>): ListShape {
    const search = this.core.schema.search?.fields ?? [];
    const owners = this.ownersIn(scope);
    const keywords = query.keywords?.trim() || undefined;
    const key = JSON.stringify([query.sort, query.order, keywords !== undefined, owners, filter ?? null, matches, ...search.map((f) => query[f])]);
    let shape = this.shapes.get(key);
    if (!shape) {
      shape = this.buildShape(keywords === undefined ? query : { ...query, keywords: KEYWORDS_MARK }, matches, owners, filter);
      this.shapes.set(key, shape);
    }
    if (keywords === undefined) return shape;
    const bind = (q: CompiledQuery): CompiledQuery => ({ ...q, parameters: q.parameters.map((p) => (p === KEYWORDS_MARK ? keywords : p === KEYWORDS_UPPER ? `${keywords}${UPPER}` : p)) });
    const { page, back, count, counting } = shape;
    return {
      ...shape, page: (limit, offset) => bind(page(limit, offset)), back: (limit, offset) => bind(back(limit, offset)),
      ...(counting ? { counting: (limit: number, offset: number) => bind(counting(limit, offset)) } : {}),
      count: count && { ...count, exact: bind(count.exact), capped: count.capped && bind(count.capped), key: count.key.replace(JSON.stringify(KEYWORDS_MARK), () => JSON.stringify(keywords)) },
    };
  }

  private buildShape(query: Record<string, string | undefined>, matches: Match[], owners: number[] | null, filter?: Record<string, FieldCondition>): ListShape {
    const { rows: filtered, plain, ids, arms, equal, nulls, loose, tallied, ranged } = this.filtered(query, matches, owners, filter);
    const sortField = query.sort && this.sortable().has(query.sort) ? query.sort : this.core.schema.list?.defaultSort?.field ?? 'id';
    const order = query.order === 'asc' || query.order === 'desc' ? query.order : query.sort ? 'asc' : this.core.schema.list?.defaultSort?.order ?? 'desc';
    const ordered = <Q extends SelectQueryBuilder<any, any, any>>(q: Q, way: 'asc' | 'desc') => q.orderBy(sortField, way).orderBy('id', way) as Q;
    if (this.core.isTree) {
      const all = ordered(filtered.selectAll(), order).compile();
      return { page: () => all, back: () => all };
    }
    // A page far in, or of a filtered list, is a deferred join: its ids from an index (no row read
    // on the way, and only ids sorted), then its rows. A near page of the whole list walks the table.
    // A keyword search alone pages the ids of its indexes' union in order: as a condition on the
    // table, PostgreSQL walked the primary key testing every row against them (4 ms a page).
    // Likewise a filter of equalities among a few values each, on PostgreSQL (see armsOf).
    // A range of days in id order, on PostgreSQL, by a bounded walk (see walkedIds).
    const walked = this.core.db.dialect === 'postgres' && ranged && sortField === 'id' && !ids
      ? (way: 'asc' | 'desc', reach: number) => walkedIds(this.core.k, filtered, this.filtered(query, matches, owners, filter, this.walkFrom(way)).rows, way, reach)
      : undefined;
    const idsOf = (way: 'asc' | 'desc', reach: number) => {
      const union = sortField !== 'id' ? undefined : ids ?? arms?.(way, reach) ?? walked?.(way, reach);
      return ordered(union ? this.core.k.selectFrom(union.as('ids')).select('id') : filtered.select('id'), way);
    };
    // Pages whose limit and offset shape more of them than those two (see paged).
    const templated = !arms && !walked;
    // On PostgreSQL, pages of the whole table or of a keyword search alone are planned once (their
    // plan is an index's order whatever the values; the limit in the text, see Db.read's generic).
    const generic = this.core.db.dialect === 'postgres' && (plain || Boolean(ids)) && !arms;
    // So are those of one value per field, in id order, from the index over exactly those fields.
    const fixedPlan = this.core.db.dialect !== 'postgres' || generic || loose || arms || sortField !== 'id' || !equal.length ? undefined
      : equal.length === 1 && !nulls.length ? (indexedFields(this.core.schema).plain.includes(equal[0]) ? 'always' as const : undefined) : 'combined' as const;
    // A whole table is counted from the count its triggers keep (table-sync); its pages carry that
    // count as a column (ListShape.totalled; null without a count row, the table then counted).
    // Anything filtered stops counting at EXACT_TOTAL + 1; counted exactly, it comes with the
    // table's deletes and updates so far, in the same snapshot (see counted).
    const counts = sql.table(ROW_COUNT_TABLE);
    const kept = sql<number>`(select n from ${counts} where tbl = ${this.core.table})`;
    // Each relation's label beside its field (`<field>_label`), read with the page: one statement
    // where a page and its labels were two (RecordPresenter.withLabels then reads none).
    const labelled = <Q extends SelectQueryBuilder<any, any, any>>(q: Q): Q => {
      let out: SelectQueryBuilder<any, any, any> = q;
      for (const r of this.core.relations.filter(ofModel)) {
        out = out.select(sql`(select ${sql.ref(`kp_rel.${r.label}`)} from ${sql.table(r.table)} as kp_rel where kp_rel.id = ${sql.ref(`${this.core.table}.${r.field}`)})`.as(`${r.field}_label`));
      }
      return out as Q;
    };
    const columns = <Q extends SelectQueryBuilder<any, any, any>>(q: Q) => labelled(plain ? q.selectAll().select(kept.as(TOTAL_COLUMN)) : q.selectAll()) as Q;
    const pages = (way: 'asc' | 'desc') => {
      const [near, far] = [paged((limit, skip) => ordered(columns(filtered), way).limit(limit).offset(skip), true, generic),
        paged((limit, skip) => ordered(columns(this.core.k.selectFrom(this.core.table)).where('id', 'in', idsOf(way, limit + skip).limit(limit).offset(skip)), way), templated, generic || Boolean(fixedPlan))];
      return (limit: number, skip: number) => (skip < DEEP_OFFSET && plain ? near : far)(limit, skip);
    };
    // What is counted: the ids of a keyword search alone (no row is read), else the filtered rows.
    // Filters of the tally's fields alone are counted from it (ListShape.tallied), when they ask its
    // first field (a range of its key: without one, 全部 + 状态 summed every combination there is).
    const counted = ids ? this.core.k.selectFrom(ids.as('ids')) : filtered;
    const tallyTotal = !plain && this.tally && tallied?.some(([field]) => field === this.tally!.fields[0]) ? tallyCount(this.tally, tallied) : undefined;
    const exact = plain
      ? sql<{ total: number }>`select coalesce(${kept}, (select count(*) from ${sql.table(this.core.table)})) as total`.compile(this.core.k)
      : tallyTotal ? this.core.k.selectNoFrom(tallyTotal.as('total')).compile()
        : counted.select((eb) => [eb.fn.countAll().as('total'), sql<number>`(select deleted + updated from ${counts} where tbl = ${this.core.table})`.as('changes')]).compile();
    const cappedRows = this.core.k.selectFrom(counted.select(sql.lit(1).as('one')).limit(sql.lit(EXACT_TOTAL + 1)).as('capped'));
    const capped = plain || tallyTotal ? undefined : cappedRows.select((eb) => eb.fn.countAll().as('total')).compile();
    const byValues = matches.some((m) => m.by === 'values');
    const stamped = <Q extends SelectQueryBuilder<any, any, any>>(q: Q): Q => (byValues
      ? q.select(sql<number>`(select n + deleted + updated from ${counts} where tbl = ${this.core.table})`.as(STAMP_COLUMN)) as Q : q);
    const countRow = stamped(tallyTotal ? this.core.k.selectNoFrom(tallyTotal.as(TOTAL_COLUMN)) : cappedRows.select((eb) => eb.fn.countAll().as(TOTAL_COLUMN)));
    // A filtered page beside its count, capped or from the tally (ListShape.counting): the count's
    // one row joined to the page's rows, so an empty page is still that row (its columns null).
    const counting = plain ? undefined : paged((limit, skip) => ordered(this.core.k.selectFrom(countRow.as('kp_count'))
      .leftJoin(labelled(this.core.k.selectFrom(this.core.table).selectAll()).where('id', 'in', idsOf(order, limit + skip).limit(limit).offset(skip)).as('kp_page'), (join) => join.onTrue())
      .selectAll('kp_page').select(`kp_count.${TOTAL_COLUMN}`).$if(byValues, (q) => q.select(`kp_count.${STAMP_COLUMN}`)), order), templated, generic || Boolean(fixedPlan));
    const scans = matches.some((m) => m.by === 'scan');
    return {
      ...(plain && sortField === 'id' ? { anchored: order } : {}),
      ...(plain && sortField !== 'id' && ['integer', 'number'].includes(this.core.fields.get(sortField)?.type ?? '') ? { sortedBy: { field: sortField, order } } : {}),
      // The same order turned round (ties broken by id both ways, so it is exactly the reverse).
      page: pages(order), back: pages(order === 'asc' ? 'desc' : 'asc'), ...(counting ? { counting } : {}), generic, ...(fixedPlan ? { fixedPlan } : {}), ...(plain ? { totalled: true } : {}), scans,
      ...(tallyTotal ? { tallied: true as const } : {}),
      ...(this.combinedIndex(equal, nulls)),
      count: { exact, capped, generic: generic && Boolean(ids), scans, key: JSON.stringify([this.core.schema.search?.fields?.map((f) => query[f]), query.keywords?.trim(), owners, filter ?? null, matches]) },
    };
  }

  /**
   * The index `equal` (ListShape.combined's fields, `nulls` among them) asks for: over two fields or
   * more; on PostgreSQL, wherever a field must be null, a partial index of those rows over the rest
   * (none: a pool's pages alone, in id order). SQLite orders by an index past `x is null` as past
   * `x = 1`: there the null field leads it like any other.
   */
  private combinedIndex(equal: string[], nulls: string[]): { combined?: CombinedIndex } {
    if (this.core.db.dialect === 'postgres' && nulls.length) return { combined: { columns: equal.filter((f) => !nulls.includes(f)), nulls } };
    return equal.length >= 2 ? { combined: { columns: equal } } : {};
  }

  /** The owners whose records `scope` sees here (null: everyone's, or a screen without owners). */
  ownersIn(scope?: RowScope): number[] | null {
    return this.core.owner ? scope?.owners ?? null : null;
  }

  /**
   * The list's rows before paging: the caller's scope, a view's filter, the search fields (text
   * ones by `matches`) and the keywords; `plain` when none of them narrows it.
   */
  filtered(query: Record<string, string | undefined>, matches: Match[], owners: number[] | null, filter?: Record<string, FieldCondition>,
    from: SelectQueryBuilder<any, any, any> = this.core.settled(this.core.k.selectFrom(this.core.table))) {
    let rows = from;
    let plain = true;
    // Each field the rows must equal one of a few values, while nothing else but the scope and a
    // view narrow them (see armsOf).
    let among: Array<[string, unknown[]]> | undefined = [];
    // Each field the rows must equal one of a few values, whatever else narrows them, then the first
    // field bounded by a range of days (ListShape.combined: an index over them, in that order).
    const equal: string[] = [];
    // Those of them a view wants null (ListShape.combined's nulls).
    const nulls: string[] = [];
    let ranged: string | undefined;
    // Whether anything but one value per field narrows the rows (ListShape.fixedPlan).
    let loose = false;
    // Each field of the tally the rows must hold one of some values of (null: none), while nothing
    // else narrows them (ListShape.tallied); undefined once something else does.
    let tallied: Array<[string, unknown[]]> | undefined = this.tally ? [] : undefined;
    const tally = (field: string, values?: unknown[]) => {
      if (tallied && values && this.tally!.fields.includes(field)) tallied.push([field, values]);
      else tallied = undefined;
    };
    // The caller's data scope: their owners' records, and the pool's when the screen has one (a
    // view's own value of the owner field, 我的人才's or 公海's, leaves it nothing more to narrow).
    if (this.core.owner && owners) {
      rows = rows.where(ownedWithin(this.core.owner, owners, this.core.pool));
      plain = false;
      tally(this.core.owner, this.core.pool ? [...owners, null] : owners);
      const pinned = filter?.[this.core.owner];
      if (pinned === undefined || Array.isArray(pinned)) {
        loose = true;
        among = undefined;
      }
    }
    // A view's preset filter, its "$me" already read as the caller. Its single values (公海's
    // owner_id is null, 我的人才's owner_id = me) lead the fields filtered together: an index over
    // the search fields alone read a third of a million talents' rows to keep the pool's (issue 27).
    if (filter && Object.keys(filter).length) {
      rows = whereConditions(rows, filter, 0);
      plain = false;
      for (const [name, value] of Object.entries(filter)) {
        tally(name, Array.isArray(value) ? value : [value]);
        if (Array.isArray(value)) {
          loose = true;
          among = undefined;
          continue;
        }
        equal.push(name);
        if (value === null) nulls.push(name);
      }
    }
    // What every arm reads within (see arms).
    const within = rows;
    for (const name of this.core.schema.search?.fields ?? []) {
      const raw = query[name];
      if (isEmpty(raw) || this.core.containsFields.has(name)) continue;
      plain = false;
      const field = this.core.fields.get(name)!;
      if (field.format === 'date' || field.format === 'date-time') {
        const [from, to] = dayRange(field, String(raw));
        if (from === undefined) invalid([{ field: name, message: `${field.title}应为「开始日期,结束日期」（YYYY-MM-DD，开始不晚于结束），可只写其一` }]);
        if (from) rows = rows.where(name, '>=', from);
        if (to) rows = rows.where(name, '<=', to);
        among = undefined;
        tally(name);
        ranged ??= name;
        loose = true;
        continue;
      }
      // A multiple choice matches when it has any of the values asked for.
      if (isMulti(field)) {
        rows = rows.where(hasAnyOf(name, multiQuery(String(raw))));
        among = undefined;
        tally(name);
        loose = true;
        continue;
      }
      const parsed = this.checks.fromText(field, String(raw));
      if (parsed === undefined) invalid([{ field: name, message: `${field.title}的值不正确` }]);
      const value = field.type === 'boolean' ? (parsed ? 1 : 0) : parsed;
      rows = rows.where(name, '=', value);
      among?.push([name, [value]]);
      tally(name, [value]);
      equal.push(name);
    }
    for (const match of matches) {
      plain = false;
      rows = rows.where(this.contains(match));
      tally(match.field, match.by === 'values' ? match.values : undefined);
      if (match.by === 'values' && match.values.length) {
        among?.push([match.field, match.values]);
        equal.push(match.field);
      } else among = undefined;
      if (match.by !== 'values' || match.values.length !== 1) loose = true;
    }
    const keywords = query.keywords?.trim();
    const keywordFields = this.core.schema.search?.keywords ?? [];
    if (keywords && keywordFields.length) {
      // "Starts with", as one index range per field, united: a plain OR lets the planner prefer
      // walking the primary key for ORDER BY id, testing every row of a large table.
      // SQLite is told each bound is selective (likelihood): from its index samples it judged 王芳%
      // a large part of a million names and read the whole table for it (80–160 ms, in the list bench).
      const upper = `${keywords}${UPPER}`;
      // A masked field matches only its whole value: a prefix search would read it back a digit at a
      // time (issue 25: a masked mobile recovered in 18 queries).
      const range = (f: string) => (this.core.masked.some(([n]) => n === f)
        ? sql<boolean>`${sql.ref(f)} = ${keywords}`
        : this.core.db.dialect === 'sqlite'
          ? sql<boolean>`likelihood(${sql.ref(f)} >= ${keywords}, 0.001) and likelihood(${sql.ref(f)} < ${upper}, 0.001)`
          : sql<boolean>`${sql.ref(f)} >= ${keywords} and ${sql.ref(f)} < ${upper}`);
      // Nothing but the scope and a view narrows the rows (公海's owner_id is null, 我的人才's = me):
      // each range reads within them, so an index leading with the view's field and ending with the
      // keyword field (storage.indexes: owner_id, name) answers it alone. Read from the name's
      // index, 公海 + 张伟 fetched the row of every 张伟 to keep the pool's (4 ms a count, issue 27).
      const alone = rows === within;
      const ranges = keywordFields.map((f) => (alone ? within : this.core.settled(this.core.k.selectFrom(this.core.table))).select('id').where(range(f)));
      const ids = ranges.slice(1).reduce((all, next) => all.union(next), ranges[0]);
      rows = rows.where('id', 'in', ids);
      tallied = undefined;
      // Nothing else narrows the list: its ids alone, from the indexes, are what to count.
      if (alone) return { rows, plain: false, ids, equal: [...equal, ...(ranged ? [ranged] : [])], nulls, loose: true, ranged };
      plain = false;
      among = undefined;
      loose = true;
    }
    return { rows, plain, loose, tallied, arms: among?.some(([, values]) => values.length > 1) ? armsOf(this.core.k, this.core.db.dialect, among, within) : undefined, equal: [...equal, ...(ranged ? [ranged] : [])], nulls, ranged };
  }

  /** The table's first WALK rows in order `way` (under the table's name): what walkedIds (ordered-ids.ts) filters. */
  private walkFrom(way: 'asc' | 'desc') {
    return this.core.k.selectFrom(this.core.settled(this.core.k.selectFrom(this.core.table)).selectAll().orderBy('id', way).limit(WALK).as(this.core.table));
  }

  /** The condition a contains filter puts on the rows (see Match). */
  private contains(match: Match) {
    const { field, text } = match;
    if (match.by === 'values') return match.values.length ? sql<boolean>`${sql.ref(field)} in (${sql.join(match.values)})` : sql<boolean>`1 = 0`;
    if (match.by === 'trigram' && this.core.db.dialect === 'sqlite') {
      // FTS5's trigram index answers LIKE on its columns (table-sync keeps it in step with the table).
      const fts = ftsTable(this.core.table);
      return sql<boolean>`${sql.ref('id')} in (select rowid from ${sql.table(fts)} where ${sql.ref(`${fts}.${field}`)} like ${`%${text}%`})`;
    }
    // PostgreSQL's pg_trgm index serves ILIKE of 3 characters or more; shorter text reads every row.
    return this.core.db.dialect === 'postgres'
      ? sql<boolean>`${sql.ref(field)} ilike ${`%${likeLiteral(text)}%`} escape '\\'`
      : sql<boolean>`${sql.ref(field)} like ${`%${likeLiteral(text)}%`} escape '\\'`;
  }
}
