import type { FastifyRequest } from 'fastify';
import { type Compilable, type CompiledQuery, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Db, ReadSnapshot } from '../db/connect.ts';
import { ApiError } from '../errors.ts';
import type { FieldError } from '../plugins/envelope.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import { idFromText, isId, MAX_IDS } from '../services/bounds.ts';
import { ownedWithin, rowScope, type RowScope } from '../services/data-scope.ts';
import { holdsPermission } from '../services/access.ts';
import { maskValue, type MaskName } from '../../validators/mask.ts';
import { FORMATS } from '../../validators/formats.ts';
import { parsePage } from '../services/paging.ts';
import { parseDayRange } from '../../validators/dates.ts';
import { eachYielding, yieldToLoop } from '../services/yield.ts';
import { BUILT_IN_FIELDS, type FieldCondition, type FieldSchema, type FlowTransition, isPlainText, parseBinding, recordField, type ScreenAction, type ScreenSchema } from '../../schemas/types.ts';
import { resolved, whereConditions } from './conditions.ts';
import { createRecordValidator, type RecordValidator } from './record-validator.ts';
import { runEffects } from './effects.ts';
import { configInteger } from '../services/settings.ts';
import { formatDate, formatDateTime, SHEET_ID_TITLE } from '../../validators/formatters.ts';
import { containsFields, distinctValuesQuery, ensureTrigramIndex, FEW_VALUES, fileFields, ftsTable, ROW_COUNT_TABLE, settledIds, storedFields } from './table-sync.ts';
import { PageAnchors } from './page-anchors.ts';
import { ImportStage, insertBatches, storedValue } from './import-stage.ts';
import { hasAnyOf, isMulti, multiQuery, readMulti } from './multi-values.ts';
import { describeOf, withDescribe } from './relation-labels.ts';
import { streamImport } from './xlsx-import.ts';
import { PRIVATE_FILE_URL, storeFile } from '../services/files.ts';
import { DRAWERS, drawingReads } from '../services/drawings.ts';
import type { DrawingName } from '../../schemas/registries.ts';

type Row = Record<string, unknown>;
export type ImportRows = Array<{ line: number; record: Row; errors: FieldError[] }>;
/** A problem of one line of an import: its row in the file, the field, what is wrong. */
export interface LineProblem { row: number; field: string; message: string }
/**
 * A server step that checks an import's lines against the record they belong to and the rest of
 * the data (Engine.checkLines), and may fill line fields the file does not hold (a talent's id).
 */
export type LinesCheck = (req: FastifyRequest, header: Row, rows: ImportRows) => Promise<LineProblem[]>;
const BUILT_INS = new Set<string>(BUILT_IN_FIELDS);
const MAX_PLANS = 500;
/**
 * PostgreSQL: a filter of equalities, one or more of them among several values (a contains filter
 * answered by a field's few values), is paged in id order as one arm per combination of values —
 * each the first rows of an index range in id order — when there are at most MAX_ARMS arms and
 * they read at most ARM_REACH ids in all; else the filter as one condition.
 */
const MAX_ARMS = 24;
const ARM_REACH = 40_000;
/**
 * A filtered list's total is counted exactly, at every request, up to this many rows; beyond it the
 * answer says `approx` (the console shows 约) and gives the latest exact count of that filter.
 */
export const EXACT_TOTAL = 10_000;
/**
 * How long an exact count beyond EXACT_TOTAL serves as the estimate before it is counted again, in
 * the background. Each recount reads every matching row (100–400 ms at a million on PostgreSQL, in
 * every server process), so a short interval keeps the database busy recounting what is shown as 约.
 */
export const ESTIMATE_TTL_MS = 60_000;
export { FEW_VALUES };
/** PostgreSQL: how long after asking for a trigram index that is not there yet (another process builds it, or it failed) it is asked for again. */
const TRIGRAM_RETRY_MS = 60_000;
/** The first millisecond of `time`'s calendar day, in the server's time zone. */
const dayStartOf = (time: number) => { const d = new Date(time); d.setHours(0, 0, 0, 0); return d.getTime(); };


/** Due items (待跟进): those due within this many days, at most this many. */
const DUE_DAYS = 7;
const DUE_ITEMS = 20;

/** How many records a relation picker offers at once; typing narrows them. */
const RELATION_OPTIONS = 20;

/** An x-relation field, resolved: `table` holds the records it points at, `label` names one. */
export interface Relation {
  field: string; title: string; table: string; label: string; record: string;
  /** The component path of the screen it points at. */
  screen: string;
  /** The target's owner field and pool, when its records have owners: a picker keeps to the caller's scope. */
  owner?: string; pool?: boolean;
  /** Deleting the target deletes the records pointing at it (x-relation onDelete: cascade). */
  cascade?: boolean;
  /** Target fields shown beside the label (x-relation describe): a relation there read by its label, a masked one masked. */
  describe?: Array<{ field: string; title: string; table?: string; label?: string; mask?: MaskName }>;
  /** A picker matches the label anywhere (x-relation match: contains), not only its start. */
  contains?: boolean;
}

/** A relation of the model itself, not of an action's form (`transfer.to`). */
const ofModel = (r: Relation) => !r.field.includes('.');

/**
 * A list query's filters and order compiled, for any page: `page(limit, offset)` reads forward,
 * `back(limit, offset)` from the other end; a tree has no count and reads every row.
 */
interface ListShape {
  /** The whole table in id order: deep pages can start at remembered ids (PageAnchors). */
  anchored?: 'asc' | 'desc';
  page: (limit: number, offset: number) => CompiledQuery;
  back: (limit: number, offset: number) => CompiledQuery;
  count?: ListCount;
  /** Its pages plan alike for any values (Db.read's generic): the whole table, or a keyword search alone (and then its count). */
  generic?: boolean;
  /** The whole table: each row of its pages carries the table's total (TOTAL_COLUMN, taken off before it is answered). */
  totalled?: true;
  /** A contains filter reads every row (Match's scan): its reads take long. */
  scans?: boolean;
}
/**
 * A list's count: `exact`, and for a filtered list `capped`, which stops counting past EXACT_TOTAL
 * (a whole table's count is cheap: see buildShape); `key` names the filter.
 */
interface ListCount { exact: CompiledQuery; capped?: CompiledQuery; key: string; generic?: boolean; /** See ListShape.scans. */ scans?: boolean }
/** A list's total; `approx` when it is the latest exact count of a filter matching more than EXACT_TOTAL rows. */
export interface ListTotal { total: number; approx?: true }

/**
 * How a contains filter on a text field is answered: by the field's few distinct values that hold
 * the text (an index lookup), by the trigram index (many values, at least 3 characters, SQLite's
 * FTS5 or PostgreSQL's pg_trgm), or by reading every row (many values, 1–2 characters, or on
 * PostgreSQL while the field's trigram index is being made).
 */
type Match = { field: string; text: string } & ({ by: 'values'; values: string[] } | { by: 'trigram' | 'scan' });

/** Latin letters in lower case, the rest as they are: how LIKE compares (SQLite ignores only their case). */
const folded = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
/** `text` as a LIKE pattern's literal part: %, _ and \ escaped with \. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** From how many rows in a page is read from the other end when that end is nearer. */
const DEEP_OFFSET = 1000;

/**
 * A check a server module adds to a stored table's writes (the menu table's grant rule): it sees
 * the record before (absent on create) and after (absent on delete) and throws to refuse.
 */
export type WriteGuard = (req: FastifyRequest, before: Row | undefined, after: Row | undefined) => Promise<void>;

/**
 * The server's own step of a flow move: `during` runs in the move's transaction for the records
 * moved (as they are after it); `after` runs once it is committed (an SMS sent) and what it answers
 * joins the move's answer.
 */
export interface MoveHook<T = unknown> {
  during?: (trx: Kysely<any>, req: FastifyRequest, rows: Row[], form: Row) => Promise<T>;
  after?: (req: FastifyRequest, staged: T) => Promise<Record<string, unknown>>;
}

/** Why rows may not be deleted (「还有 3 个用户使用这个部门」), or null when nothing points at them. */
export type ReferenceCheck = (rows: Row[]) => Promise<string | null>;

/** Refuses a write with one message per bad field; the msg names the first. */
export function invalid(errors: FieldError[]): never {
  throw new ApiError('VALIDATION_FAILED', `请求参数错误：${errors.map((e) => e.message).join('；')}`, errors);
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Where a list's keywords go in the statements of its shape (see shape); and the upper bound of their range. */
const KEYWORDS_MARK = '\u0000kp:keywords\u0000';
const UPPER = '\uffff';
const KEYWORDS_UPPER = `${KEYWORDS_MARK}${UPPER}`;
/** The column a whole table's page carries its total in (ListShape.totalled). */
const TOTAL_COLUMN = 'kp_table_total';
const withoutTotal = ({ [TOTAL_COLUMN]: _total, ...row }: Row): Row => row;

const LIMIT_MARK = -7_001;
const OFFSET_MARK = -7_002;
/**
 * Pages of one query: compiled once, each page reusing its SQL with the last two parameters (the
 * limit and offset) replaced, and kept by them (a compiled query run again keeps its parameter
 * array: the read cache's key). `templated: false` when the page's limit and offset shape more of
 * the query than those two (arms): each page is then compiled (and kept) on its own.
 */
function paged(build: (limit: number, offset: number) => Compilable, templated = true, literalLimit = false) {
  const template = templated ? build(LIMIT_MARK, OFFSET_MARK).compile() : undefined;
  const n = template?.parameters.length ?? 0;
  const marked = template?.parameters[n - 2] === LIMIT_MARK && template.parameters[n - 1] === OFFSET_MARK;
  // `literalLimit` (PostgreSQL): the limit written into the text, the offset its last parameter.
  const placeholder = `limit $${n - 1} offset $${n}`;
  const inline = literalLimit && marked && template!.sql.split(placeholder).length === 2;
  const kept = new Map<string, CompiledQuery>();
  return (limit: number, offset: number) => {
    const key = `${limit}:${offset}`;
    let query = kept.get(key);
    if (!query) {
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
 * One stored screen's records: list, detail, create, update, remove and the rows of an
 * import, with its model's validation, uniqueness, dictionary values and the op log.
 */
export class Resource {
  readonly table: string;
  readonly fields: Map<string, FieldSchema>;
  private readonly booleans: string[];
  /** Multiple-choice fields (multi-values.ts): kept as ",a,b,", presented as arrays. */
  private readonly multis: string[];
  private readonly validate: RecordValidator;
  /** An edit's check: fields set only on create (x-create-only) are neither needed nor taken. */
  private readonly validateUpdate: RecordValidator;
  private readonly createOnly: Set<string>;
  /** Fields the server numbers on create (x-sequence). */
  private readonly sequenced: string[];
  /** Fields holding a kept file (table-sync's fileFields), by which its private files are found. */
  private readonly fileFields: Set<string>;
  private readonly k: Kysely<any>;
  /**
   * The latest exact count of each filter matching more than EXACT_TOTAL rows, with the table's
   * deletes and updates so far as that count saw them (kp_row_count), and counts under way.
   */
  private readonly estimates = new Map<string, { at: number; total: number; changes: number }>();
  /** The table's counts kept by triggers (kp_row_count): rows, deletes and updates so far. */
  private countersQuery?: CompiledQuery;
  /** The whole table's total as its last page read found it: where a deep page is read from (see list). */
  private tableTotal?: number;
  /** Each request's look at the counters (see counters). */
  private readonly countersSeen = new WeakMap<ReadSnapshot, Promise<{ changes: number; stamp: number }>>();
  /** Each contains field's distinct values (undefined: too many), as read when the table's inserts and updates so far were `stamp`. */
  private readonly valuesKept = new Map<string, { stamp: number; values: string[] | undefined }>();
  private readonly counting = new Map<string, Promise<number>>();
  /** The text search fields a filter matches by "contains" (not dictionaries, options, numbers or dates). */
  private readonly containsFields: Set<string>;
  /** PostgreSQL: when each contains field's trigram index was last asked for (Infinity: it is there; see indexTrigrams). */
  private readonly trigramAsked = new Map<string, number>();
  /** Per text search field, the query listing its distinct values (at most FEW_VALUES + 1). */
  private readonly distinctQueries = new Map<string, CompiledQuery>();
  private readonly shapes = new Map<string, ListShape>();
  private anchors?: PageAnchors;
  private readonly presented = new WeakMap<Row[], Map<number, Row[]>>();
  private readonly labelled = new WeakMap<Row[], { key: string; list: Row[] }>();
  private readonly flipped = new WeakMap<Row[], Row[]>();
  /** Set by the engine: the server's step of a flow move, by the name the move's `hook` gives (Engine.hookMoves). */
  hookOf: (name: string) => MoveHook | undefined = () => undefined;
  /** Set by the engine: the checks of lines (schema `lines.check`), by name (Engine.checkLines). */
  linesCheckOf: (name: string) => LinesCheck | undefined = () => undefined;
  /** Set by the engine from Engine.guardWrites. */
  guard?: WriteGuard;
  /** Set by the engine: what refuses deleting rows that other records still point at. */
  references?: ReferenceCheck;
  /** Set by the engine: records of other tables deleted with this one's (x-relation onDelete: cascade), by table and field. */
  cascades: Array<{ table: string; field: string; what: string }> = [];
  /** Set by the engine: the x-relation fields with the table and label column of what they point at. */
  relations: Relation[] = [];
  /** Set by the engine: another stored screen by its component path (what effects write to). */
  peer: (component: string) => Resource | undefined = () => undefined;
  /** The field naming each record's owner (storage.owner), and whether unowned records are everyone's (storage.pool). */
  readonly owner?: string;
  readonly pool: boolean;
  /** The field set to now whenever the owner changes (storage.ownedSince). */
  readonly ownedSince?: string;
  /** Fields shown masked to all but a record's owner. */
  private readonly masked: Array<[string, MaskName]>;
  /** Masked fields copied from another record (x-mask-of): masked for this record's owner too. */
  private readonly maskedCopies: Set<string>;

  constructor(readonly db: Db, readonly schema: ScreenSchema) {
    this.table = schema.storage!.table;
    this.fields = new Map(storedFields(schema));
    this.booleans = [...this.fields].filter(([, f]) => f.type === 'boolean').map(([n]) => n);
    this.multis = [...this.fields].filter(([, f]) => isMulti(f)).map(([n]) => n);
    this.validate = createRecordValidator(schema.model);
    this.createOnly = new Set(Object.entries(schema.model.properties).filter(([, f]) => f['x-create-only']).map(([n]) => n));
    this.sequenced = Object.entries(schema.model.properties).filter(([, f]) => f['x-sequence']).map(([n]) => n);
    this.fileFields = new Set(fileFields(schema));
    this.validateUpdate = createRecordValidator({
      ...schema.model,
      required: (schema.model.required ?? []).filter((n) => !this.createOnly.has(n)),
      properties: Object.fromEntries(Object.entries(schema.model.properties).filter(([n]) => !this.createOnly.has(n))),
    });
    this.k = db.kysely as Kysely<any>;
    this.owner = schema.storage!.owner;
    this.pool = Boolean(schema.storage!.pool);
    this.ownedSince = schema.storage!.ownedSince;
    this.masked = [...this.fields].flatMap(([name, f]) => (f['x-mask'] ? [[name, f['x-mask']] as [string, MaskName]] : []));
    this.maskedCopies = new Set([...this.fields].filter(([, f]) => f['x-mask'] && f['x-mask-of']).map(([n]) => n));
    this.containsFields = new Set(containsFields(schema));
  }

  private get isTree() { return this.schema.kind === 'tree-crud'; }

  /** What one record is called in messages and the log (部门, not 部门管理). */
  get recordName(): string { return this.schema.record ?? this.schema.title; }

  /**
   * Booleans come back as booleans, multiple choices as arrays; masked fields masked unless `me` owns the record (a copy of
   * another record's number, x-mask-of, even then); the rest as stored. A row from the read cache
   * is copied, never changed.
   */
  present(row: Row, me?: number, mask = true): Row {
    const owned = Boolean(this.owner && me !== undefined && row[this.owner] === me);
    const masking = mask && this.masked.length > 0 && (!owned || this.maskedCopies.size > 0);
    if (!this.booleans.length && !this.multis.length && !masking) return row;
    const out = { ...row };
    for (const name of this.booleans) if (out[name] !== null && out[name] !== undefined) out[name] = Boolean(out[name]);
    for (const name of this.multis) if (name in out) out[name] = readMulti(out[name]);
    if (masking) for (const [name, mask] of this.masked) if (typeof out[name] === 'string' && (!owned || this.maskedCopies.has(name))) out[name] = maskValue(mask, out[name] as string);
    return out;
  }


  /** Whether `row` is within `scope`: owned by one of its owners, or (pool) owned by nobody. */
  private inScope(row: Row, scope?: RowScope): boolean {
    if (!this.owner || !scope || scope.owners === null) return true;
    const owner = row[this.owner];
    return owner === null || owner === undefined ? this.pool : scope.owners.includes(Number(owner));
  }

  private sortable(): Set<string> {
    const columns = (this.schema.list?.columns ?? []).flatMap((c) => (typeof c === 'object' && c.sortable ? [c.field] : []));
    return new Set([...BUILT_IN_FIELDS, ...columns, ...(this.schema.list?.defaultSort ? [this.schema.list.defaultSort.field] : [])]);
  }

  /**
   * `{list, total}` for the query's page, filters, keywords and sort (`approx` when the total is
   * an estimate: more than EXACT_TOTAL rows match); a tree answers every row.
   */
  async list(query: Record<string, string | undefined>, snapshot?: ReadSnapshot, scope?: RowScope, filter?: Record<string, FieldCondition>): Promise<{ list: Row[] } & ListTotal> {
    const paging = parsePage(query, this.schema.list?.pageSize ?? 10);
    if ('errors' in paging) invalid(paging.errors);
    const { pageSize } = paging;
    const offset = (paging.page - 1) * pageSize;
    const shape = this.shape(query, await this.matches(query, snapshot), scope, filter);
    const me = scope?.me;
    const rows = (page: Row[]) => this.withLabels(this.presentAll(page, me), snapshot);
    const without = (page: Row[]) => (shape.totalled ? page.map(withoutTotal) : page);
    // Reads go to read-only connections (SQLite: in worker threads, reused until anything commits).
    if (!shape.count) {
      const list = await rows(await this.db.read<Row>(shape.page(-1, 0), snapshot, { long: true }));
      return { list, total: list.length };
    }
    // A scan, or a walk past DEEP_OFFSET rows (from either end), takes long (Db.read's long).
    const walking = (skip: number) => ({ generic: shape.generic, long: shape.scans || skip >= DEEP_OFFSET });
    const forward = () => this.db.read<Row>(shape.page(pageSize, offset), snapshot, walking(offset));
    if (offset >= DEEP_OFFSET && shape.anchored) {
      this.anchors ??= new PageAnchors(this.db, this.table);
      const found = await this.anchors.page(shape.anchored, offset, pageSize, snapshot);
      if (found) return { list: await rows(found.rows), total: found.total };
    }
    // The whole table's pages carry its total (ListShape.totalled): a page that has rows needs no count.
    const totalled = async (page: Row[]) => {
      // (Without a count row the column is null: the total is then counted.)
      if (!shape.totalled || !page.length || page[0][TOTAL_COLUMN] === null) return undefined;
      this.tableTotal = Number(page[0][TOTAL_COLUMN]);
      return { list: await rows(page.map(withoutTotal)), total: this.tableTotal };
    };
    if (offset >= DEEP_OFFSET) {
      // A deep page: the total first, then the page from whichever end is nearer (the last pages of
      // a million rows are a short walk back from the end, not a million rows forward). Only the
      // walk back needs the total exact. The whole table's page is read at once when the total last
      // seen puts it in the first half, and stands when the total it comes with does too.
      if (shape.totalled && this.tableTotal !== undefined && offset <= this.tableTotal / 2) {
        const found = await totalled(await forward());
        if (found && offset <= found.total / 2) return found;
      }
      let counted = await this.counted(shape.count, snapshot);
      if (shape.totalled) this.tableTotal = counted.total;
      if (offset <= counted.total / 2) return { list: await rows(without(await forward())), ...counted };
      if (counted.approx) counted = { total: await this.exactCount(shape.count, snapshot) };
      const total = counted.total;
      const back = Math.max(0, total - offset - pageSize);
      const page = offset <= total / 2 ? await forward()
        : offset >= total ? []
        : this.reversed(await this.db.read<Row>(shape.back(Math.min(pageSize, total - offset), back), snapshot, walking(back)));
      return { list: await rows(without(page)), total };
    }
    if (shape.totalled) {
      const page = await forward();
      return (await totalled(page)) ?? { list: [], ...(await this.counted(shape.count, snapshot)) };
    }
    const [page, counted] = await Promise.all([forward(), this.counted(shape.count, snapshot)]);
    return { list: await rows(page), ...counted };
  }

  /** The list's total: exact up to EXACT_TOTAL (or whenever counting is cheap), else the filter's latest exact count, marked approx. */
  private async counted(count: ListCount, snapshot?: ReadSnapshot): Promise<ListTotal> {
    if (!count.capped) return { total: await this.exactCount(count, snapshot) };
    let known = this.estimates.get(count.key);
    // Fewer rows deleted or updated since the estimate's count than it exceeded EXACT_TOTAL by: it
    // still does (an insert only adds), and the capped count — 10,001 rows read — is not needed.
    if (!known || !(known.total - ((await this.counters(snapshot)).changes - known.changes) > EXACT_TOTAL)) {
      const capped = Number((await this.db.read<Row>(count.capped, snapshot, { generic: count.generic, long: count.scans }))[0].total);
      if (capped <= EXACT_TOTAL) {
        this.estimates.delete(count.key);
        return { total: capped };
      }
      known = this.estimates.get(count.key);
      if (!known) return { total: Math.max(EXACT_TOTAL + 1, await this.exactCount(count)), approx: true };
    }
    // An old estimate still answers; a new count runs meanwhile, once.
    if (Date.now() - known.at >= ESTIMATE_TTL_MS) void this.exactCount(count).catch(() => undefined);
    return { total: Math.max(EXACT_TOTAL + 1, known.total), approx: true };
  }

  /**
   * The table's deletes and updates so far (`changes`: rows leave a filter only by one of them), and
   * its inserts and updates so far (`stamp`: a field gains a value only by one of them); NaN
   * without a count row, so nothing is then taken as known.
   */
  private counters(snapshot?: ReadSnapshot): Promise<{ changes: number; stamp: number }> {
    // Read once per request (its snapshot): a contains filter's values and an estimate both ask.
    if (!snapshot) return this.readCounters();
    let seen = this.countersSeen.get(snapshot);
    if (!seen) this.countersSeen.set(snapshot, seen = this.readCounters(snapshot));
    return seen;
  }

  private async readCounters(snapshot?: ReadSnapshot): Promise<{ changes: number; stamp: number }> {
    this.countersQuery ??= sql`select n, deleted, updated from ${sql.table(ROW_COUNT_TABLE)} where tbl = ${this.table}`.compile(this.k);
    const [row] = await this.db.read<{ n: number; deleted: number; updated: number }>(this.countersQuery, snapshot, { inline: true });
    if (!row) return { changes: NaN, stamp: NaN };
    const [n, deleted, updated] = [Number(row.n), Number(row.deleted), Number(row.updated)];
    return { changes: deleted + updated, stamp: n + deleted + updated };
  }

  /** Counts the filter's rows exactly (one count at a time per filter); a count beyond EXACT_TOTAL becomes its estimate. */
  private exactCount(count: ListCount, snapshot?: ReadSnapshot): Promise<number> {
    const running = this.counting.get(count.key);
    if (running && !snapshot) return running;
    // Past EXACT_TOTAL rows (a whole table's count is read from its count row: quick).
    const counting = this.db.read<Row>(count.exact, snapshot, { generic: count.generic, long: Boolean(count.capped) }).then((r) => {
      const total = Number(r[0].total);
      if (total > EXACT_TOTAL && r[0].changes !== null && r[0].changes !== undefined) {
        if (this.estimates.size >= MAX_PLANS) this.estimates.clear();
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
  private async matches(query: Record<string, string | undefined>, snapshot?: ReadSnapshot): Promise<Match[]> {
    const out: Match[] = [];
    for (const field of this.containsFields) {
      const text = query[field]?.trim();
      if (!text) continue;
      const values = await this.distinctValues(field, snapshot);
      if (values) {
        const wanted = folded(text);
        out.push({ field, text, by: 'values', values: values.filter((v) => folded(v).includes(wanted)) });
      } else {
        // PostgreSQL: until the field's trigram index is known to be there, a search reads every row (a long read).
        const indexed = this.db.dialect !== 'postgres' || this.indexTrigrams(field);
        out.push({ field, text, by: indexed && [...text].length >= 3 && !/[\\%_]/.test(text) ? 'trigram' : 'scan' });
      }
    }
    return out;
  }

  /**
   * PostgreSQL: whether the trigram index of a field found to have many values is known to be
   * there; when not, has it made in the background (ensureTrigramIndex) unless that was asked
   * within TRIGRAM_RETRY_MS. Meanwhile the field's searches read every row, with the same results.
   */
  private indexTrigrams(field: string): boolean {
    const asked = this.trigramAsked.get(field);
    if (asked === Infinity) return true;
    if (asked !== undefined && Date.now() - asked < TRIGRAM_RETRY_MS) return false;
    this.trigramAsked.set(field, Date.now());
    ensureTrigramIndex(this.db, this.table, field).then((valid) => {
      if (valid) this.trigramAsked.set(field, Infinity);
    }, (error) => console.warn(`${this.table}.${field} 的三元组索引未能建立：${String(error)}`));
    return false;
  }

  /**
   * The distinct non-empty values of `field`, or undefined when it has more than FEW_VALUES; read
   * again once anything was inserted or updated (a value gone with a deleted row only makes the
   * filter look for a value no row holds).
   */
  private async distinctValues(field: string, snapshot?: ReadSnapshot): Promise<string[] | undefined> {
    const { stamp } = await this.counters(snapshot);
    const kept = this.valuesKept.get(field);
    if (kept && kept.stamp === stamp) return kept.values;
    let query = this.distinctQueries.get(field);
    if (!query) {
      query = distinctValuesQuery(this.k, this.table, field).compile(this.k);
      this.distinctQueries.set(field, query);
    }
    const rows = await this.db.read<{ v: unknown }>(query, snapshot);
    const values = rows.length > FEW_VALUES ? undefined : rows.map((r) => String(r.v));
    this.valuesKept.set(field, { stamp, values });
    return values;
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
   * Rows with `<field>_label` beside each x-relation field: one read per relation for the page's
   * ids (cached like any read until the next commit); the same rows give the same array back.
   */
  private async withLabels(rows: Row[], snapshot?: ReadSnapshot, within?: Kysely<any>): Promise<Row[]> {
    const relations = this.relations.filter(ofModel);
    if (!relations.length || !rows.length) return rows;
    const labels = await Promise.all(relations.map(async (r) => {
      const ids = [...new Set(rows.map((row) => row[r.field]).filter((v) => v !== null && v !== undefined))].sort();
      if (!ids.length) return new Map<unknown, unknown>();
      const query = (within ?? this.k).selectFrom(r.table).select(['id', `${r.label} as label`]).where('id', 'in', ids);
      // Inside a transaction, on its own connection: another could wait on a pool the writers hold.
      const found: Row[] = within ? await query.execute() : await this.db.read<Row>(query.compile(), snapshot);
      return new Map(found.map((f) => [Number(f.id), f.label]));
    }));
    const key = JSON.stringify(labels.map((m) => [...m]));
    const hit = this.labelled.get(rows);
    if (hit?.key === key) return hit.list;
    const list = rows.map((row) => {
      const out = { ...row };
      relations.forEach((r, i) => { out[`${r.field}_label`] = labels[i].get(Number(row[r.field])) ?? null; });
      return out;
    });
    this.labelled.set(rows, { key, list });
    return list;
  }

  /** The records of the relation `field` whose label starts with `keywords`, or those with `ids`: {label, value} for a picker. */
  async relationOptions(field: string, query: { keywords?: string; ids?: string }, scopeFor: (owned: boolean) => Promise<RowScope | undefined> = async () => undefined): Promise<Array<{ label: string; value: number }>> {
    const relation = this.relations.find((r) => r.field === field);
    if (!relation) throw new ApiError('NOT_FOUND', `「${field}」不是关联字段`);
    let q = withDescribe(this.k.selectFrom(relation.table).select(['id', `${relation.label} as label`]), relation);
    const users = relation.table === 'sys_user';
    const scope = await scopeFor(Boolean(relation.owner) || users);
    if (relation.owner && scope?.owners) q = q.where(ownedWithin(relation.owner, scope.owners, Boolean(relation.pool)));
    // Colleagues: enabled ones within the caller's data scope.
    if (users) {
      q = q.where('status', '=', 1);
      if (scope?.owners) q = q.where('id', 'in', scope.owners);
    }
    if (query.ids !== undefined) {
      const ids = query.ids.split(',').map(Number);
      if (ids.length > MAX_IDS || !ids.every(isId)) invalid([{ field: 'ids', message: `ids 应为正整数，多个用逗号分隔，最多 ${MAX_IDS} 个` }]);
      q = q.where('id', 'in', ids);
    } else if (query.keywords?.trim()) {
      const words = query.keywords.trim();
      q = relation.contains
        ? q.where(this.db.dialect === 'postgres' ? sql`strpos(${sql.ref(`${relation.table}.${relation.label}`)}, ${words})` : sql`instr(${sql.ref(`${relation.table}.${relation.label}`)}, ${words})`, '>', 0)
        : q.where(relation.label, '>=', words).where(relation.label, '<', `${words}\uffff`);
    }
    const rows: Row[] = await q.orderBy(relation.label).orderBy('id').limit(RELATION_OPTIONS).execute();
    return rows.map((r) => ({ label: String(r.label ?? ''), value: Number(r.id), ...(relation.describe?.length ? { describe: describeOf(relation, r) } : {}) }));
  }

  /**
   * Relation values must be records that exist and, where the target's records have owners,
   * within the caller's `scope` (their own, or the pool's): no application for a colleague's talent.
   * An edit keeps what it does not change (`before`), in scope or not.
   */
  private async relationErrors(record: Row, scope?: RowScope, before?: Row): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    for (const r of this.relations.filter(ofModel)) {
      const id = record[r.field];
      if (isEmpty(id) || !isId(Number(id)) || (before && Number(before[r.field]) === Number(id))) continue;
      const found: Row | undefined = await this.k.selectFrom(r.table).select(r.owner ? ['id', r.owner] : ['id']).where('id', '=', Number(id)).executeTakeFirst();
      const owner = r.owner ? found?.[r.owner] : undefined;
      const outside = r.owner && scope?.owners && !(owner === null || owner === undefined ? r.pool : scope.owners.includes(Number(owner)));
      if (!found || outside) errors.push({ field: r.field, message: `所选${r.title}不存在或已删除，请重新选择` });
    }
    return errors;
  }


  /**
   * A status that follows its dates (storage.datedStatus), as of `now`: before the start date, from
   * it, and from the end date on. Set on every write; the dated-status job keeps stored rows current.
   */
  withDatedStatus(record: Row, now: number): Row {
    const rule = this.schema.storage?.datedStatus;
    if (!rule) return record;
    const today = formatDate(now);
    const start = record[rule.start];
    const end = record[rule.end];
    record[rule.field] = !isEmpty(end) && String(end) <= today ? rule.after : !isEmpty(start) && String(start) > today ? rule.before : rule.during;
    return record;
  }

  /** A record another screen's effect creates here: owned by `owner`, at the start of the flow, with defaults. */
  startOf(values: Row, owner: unknown, now: number): Row {
    const record = this.withDatedStatus({ ...values }, now);
    if (this.owner && !(this.owner in record)) record[this.owner] = owner ?? null;
    if (this.owner && this.ownedSince && !isEmpty(record[this.owner])) record[this.ownedSince] = formatDateTime(now);
    if (this.schema.flow && isEmpty(record[this.schema.flow.field])) record[this.schema.flow.field] = this.schema.flow.initial;
    return this.stored(this.withDefaults(record));
  }

  /**
   * The compiled pages and count of a list query's filters and order; built once per distinct one.
   * The keywords are values of its statements, not part of their shape: a shape is built once for
   * any keywords (with KEYWORDS_MARK in their place) and given the request's at each use — a
   * recruiter's searches by a thousand name prefixes are one shape, not a thousand.
   */
  private shape(query: Record<string, string | undefined>, matches: Match[], scope?: RowScope, filter?: Record<string, FieldCondition>): ListShape {
    const search = this.schema.search?.fields ?? [];
    const owners = this.ownersIn(scope);
    const keywords = query.keywords?.trim() || undefined;
    const key = JSON.stringify([query.sort, query.order, keywords !== undefined, owners, filter ?? null, matches, ...search.map((f) => query[f])]);
    let shape = this.shapes.get(key);
    if (!shape) {
      shape = this.buildShape(keywords === undefined ? query : { ...query, keywords: KEYWORDS_MARK }, matches, owners, filter);
      if (this.shapes.size >= MAX_PLANS) this.shapes.clear();
      this.shapes.set(key, shape);
    }
    if (keywords === undefined) return shape;
    const bind = (q: CompiledQuery): CompiledQuery => ({ ...q, parameters: q.parameters.map((p) => (p === KEYWORDS_MARK ? keywords : p === KEYWORDS_UPPER ? `${keywords}${UPPER}` : p)) });
    const { page, back, count } = shape;
    return {
      ...shape, page: (limit, offset) => bind(page(limit, offset)), back: (limit, offset) => bind(back(limit, offset)),
      count: count && { ...count, exact: bind(count.exact), capped: count.capped && bind(count.capped), key: count.key.replace(JSON.stringify(KEYWORDS_MARK), () => JSON.stringify(keywords)) },
    };
  }

  private buildShape(query: Record<string, string | undefined>, matches: Match[], owners: number[] | null, filter?: Record<string, FieldCondition>): ListShape {
    const { rows: filtered, plain, ids, arms } = this.filtered(query, matches, owners, filter);
    const sortField = query.sort && this.sortable().has(query.sort) ? query.sort : this.schema.list?.defaultSort?.field ?? 'id';
    const order = query.order === 'asc' || query.order === 'desc' ? query.order : query.sort ? 'asc' : this.schema.list?.defaultSort?.order ?? 'desc';
    const ordered = <Q extends SelectQueryBuilder<any, any, any>>(q: Q, way: 'asc' | 'desc') => q.orderBy(sortField, way).orderBy('id', way) as Q;
    if (this.isTree) {
      const all = ordered(filtered.selectAll(), order).compile();
      return { page: () => all, back: () => all };
    }
    // A page far in, or of a filtered list, is a deferred join: its ids from an index (no row read
    // on the way, and only ids sorted), then its rows. A near page of the whole list walks the table.
    // A keyword search alone pages the ids of its indexes' union in order: as a condition on the
    // table, PostgreSQL walked the primary key testing every row against them (4 ms a page).
    // Likewise a filter of equalities among a few values each, on PostgreSQL (see arms).
    const idsOf = (way: 'asc' | 'desc', reach: number) => {
      const union = sortField !== 'id' ? undefined : ids ?? arms?.(way, reach);
      return ordered(union ? this.k.selectFrom(union.as('ids')).select('id') : filtered.select('id'), way);
    };
    // On PostgreSQL, pages of the whole table or of a keyword search alone are planned once (their
    // plan is an index's order whatever the values; the limit in the text, see Db.read's generic).
    const generic = this.db.dialect === 'postgres' && (plain || Boolean(ids)) && !arms;
    // A whole table is counted from the count its triggers keep (table-sync); its pages carry that
    // count as a column (ListShape.totalled; null without a count row, the table then counted).
    // Anything filtered stops counting at EXACT_TOTAL + 1; counted exactly, it comes with the
    // table's deletes and updates so far, in the same snapshot (see counted).
    const counts = sql.table(ROW_COUNT_TABLE);
    const kept = sql<number>`(select n from ${counts} where tbl = ${this.table})`;
    const columns = <Q extends SelectQueryBuilder<any, any, any>>(q: Q) => (plain ? q.selectAll().select(kept.as(TOTAL_COLUMN)) : q.selectAll()) as Q;
    const pages = (way: 'asc' | 'desc') => {
      const [near, far] = [paged((limit, skip) => ordered(columns(filtered), way).limit(limit).offset(skip), true, generic),
        paged((limit, skip) => ordered(columns(this.k.selectFrom(this.table)).where('id', 'in', idsOf(way, limit + skip).limit(limit).offset(skip)), way), !arms, generic)];
      return (limit: number, skip: number) => (skip < DEEP_OFFSET && plain ? near : far)(limit, skip);
    };
    // What is counted: the ids of a keyword search alone (no row is read), else the filtered rows.
    const counted = ids ? this.k.selectFrom(ids.as('ids')) : filtered;
    const exact = plain
      ? sql<{ total: number }>`select coalesce(${kept}, (select count(*) from ${sql.table(this.table)})) as total`.compile(this.k)
      : counted.select((eb) => [eb.fn.countAll().as('total'), sql<number>`(select deleted + updated from ${counts} where tbl = ${this.table})`.as('changes')]).compile();
    const capped = plain ? undefined
      : this.k.selectFrom(counted.select(sql.lit(1).as('one')).limit(sql.lit(EXACT_TOTAL + 1)).as('capped')).select((eb) => eb.fn.countAll().as('total')).compile();
    const scans = matches.some((m) => m.by === 'scan');
    return {
      ...(plain && sortField === 'id' ? { anchored: order } : {}),
      // The same order turned round (ties broken by id both ways, so it is exactly the reverse).
      page: pages(order), back: pages(order === 'asc' ? 'desc' : 'asc'), generic, ...(plain ? { totalled: true } : {}), scans,
      count: { exact, capped, generic: generic && Boolean(ids), scans, key: JSON.stringify([this.schema.search?.fields?.map((f) => query[f]), query.keywords?.trim(), owners, filter ?? null, matches]) },
    };
  }

  /**
   * Totals of the filtered list grouped by `by` (a field the schema's list.totals names), largest
   * first, at most 50 groups, with each group's label where `by` is a relation.
   */
  async groupTotals(query: Record<string, string | undefined>, by: string, scope?: RowScope, filter?: Record<string, FieldCondition>) {
    if (!this.schema.list?.totals?.some((t) => t.field === by)) throw new ApiError('VALIDATION_FAILED', `不能按「${by}」合计`);
    const owners = this.ownersIn(scope);
    const rows: Row[] = await this.filtered(query, await this.matches(query), owners, filter).rows
      .select([by, (eb) => eb.fn.countAll().as('total')]).groupBy(by).orderBy('total', 'desc').orderBy(by).limit(50).execute();
    const relation = this.relations.find((r) => r.field === by);
    const labels = new Map<unknown, unknown>();
    const ids = rows.map((r) => r[by]).filter((v) => v !== null && v !== undefined);
    if (relation && ids.length) {
      for (const found of await this.k.selectFrom(relation.table).select(['id', `${relation.label} as label`]).where('id', 'in', ids).execute() as Row[]) labels.set(Number(found.id), found.label);
    }
    return rows.map((r) => ({ value: r[by] ?? null, label: relation ? labels.get(Number(r[by])) ?? null : r[by] ?? null, total: Number(r.total) }));
  }

  /** The sum of number field `field` over the records within `scope` (0 when there are none). */
  async sum(field: string, scope?: RowScope): Promise<number> {
    const spec = this.fields.get(field);
    if (spec?.type !== 'integer' && spec?.type !== 'number') throw new ApiError('VALIDATION_FAILED', `不能合计「${field}」`);
    const owners = this.ownersIn(scope);
    const row = await this.filtered({}, [], owners).rows.select((eb) => eb.fn.coalesce(eb.fn.sum(field), eb.lit(0)).as('total')).executeTakeFirstOrThrow();
    return Number((row as Row).total);
  }

  /** The owners whose records `scope` sees here (null: everyone's, or a screen without owners). */
  private ownersIn(scope?: RowScope): number[] | null {
    return this.owner ? scope?.owners ?? null : null;
  }

  /**
   * The list's rows before paging: the caller's scope, a view's filter, the search fields (text
   * ones by `matches`) and the keywords; `plain` when none of them narrows it.
   */
  private filtered(query: Record<string, string | undefined>, matches: Match[], owners: number[] | null, filter?: Record<string, FieldCondition>) {
    let rows = this.settled(this.k.selectFrom(this.table));
    let plain = true;
    // Each field the rows must equal one of a few values, while nothing else narrows them (see MAX_ARMS).
    let among: Array<[string, unknown[]]> | undefined = [];
    // The caller's data scope: their owners' records, and the pool's when the screen has one.
    if (this.owner && owners) {
      rows = rows.where(ownedWithin(this.owner, owners, this.pool));
      plain = false;
      among = undefined;
    }
    // A view's preset filter, its "$me" already read as the caller.
    if (filter && Object.keys(filter).length) {
      rows = whereConditions(rows, filter, 0);
      plain = false;
      among = undefined;
    }
    for (const name of this.schema.search?.fields ?? []) {
      const raw = query[name];
      if (isEmpty(raw) || this.containsFields.has(name)) continue;
      plain = false;
      const field = this.fields.get(name)!;
      if (field.format === 'date' || field.format === 'date-time') {
        const [from, to] = dayRange(field, String(raw));
        if (from === undefined) invalid([{ field: name, message: `${field.title}应为「开始日期,结束日期」（YYYY-MM-DD，开始不晚于结束），可只写其一` }]);
        if (from) rows = rows.where(name, '>=', from);
        if (to) rows = rows.where(name, '<=', to);
        among = undefined;
        continue;
      }
      // A multiple choice matches when it has any of the values asked for.
      if (isMulti(field)) {
        rows = rows.where(hasAnyOf(name, multiQuery(String(raw))));
        among = undefined;
        continue;
      }
      const parsed = this.fromText(field, String(raw));
      if (parsed === undefined) invalid([{ field: name, message: `${field.title}的值不正确` }]);
      const value = field.type === 'boolean' ? (parsed ? 1 : 0) : parsed;
      rows = rows.where(name, '=', value);
      among?.push([name, [value]]);
    }
    for (const match of matches) {
      plain = false;
      rows = rows.where(this.contains(match));
      if (match.by === 'values' && match.values.length) among?.push([match.field, match.values]);
      else among = undefined;
    }
    const keywords = query.keywords?.trim();
    const keywordFields = this.schema.search?.keywords ?? [];
    if (keywords && keywordFields.length) {
      // "Starts with", as one index range per field, united: a plain OR lets the planner prefer
      // walking the primary key for ORDER BY id, testing every row of a large table.
      // SQLite is told each bound is selective (likelihood): from its index samples it judged 王芳%
      // a large part of a million names and read the whole table for it (80–160 ms, in the list bench).
      const upper = `${keywords}${UPPER}`;
      // A masked field matches only its whole value: a prefix search would read it back a digit at a
      // time (issue 25: a masked mobile recovered in 18 queries).
      const range = (f: string) => (this.masked.some(([n]) => n === f)
        ? sql<boolean>`${sql.ref(f)} = ${keywords}`
        : this.db.dialect === 'sqlite'
          ? sql<boolean>`likelihood(${sql.ref(f)} >= ${keywords}, 0.001) and likelihood(${sql.ref(f)} < ${upper}, 0.001)`
          : sql<boolean>`${sql.ref(f)} >= ${keywords} and ${sql.ref(f)} < ${upper}`);
      const ranges = keywordFields.map((f) => this.settled(this.k.selectFrom(this.table)).select('id').where(range(f)));
      const ids = ranges.slice(1).reduce((all, next) => all.union(next), ranges[0]);
      rows = rows.where('id', 'in', ids);
      // Nothing else narrows the list: its ids alone, from the indexes, are what to count.
      if (plain) return { rows, plain: false, ids };
      plain = false;
      among = undefined;
    }
    return { rows, plain, arms: among?.some(([, values]) => values.length > 1) ? this.arms(among) : undefined };
  }

  /**
   * PostgreSQL: the first `reach` ids, in order `way`, of rows equal to one value of each field, as
   * one arm per combination of values (at most MAX_ARMS): `status = 1 and city in (上海, 海口)` is
   * the first ids of two index ranges — not a walk of the primary key testing rows (the planner's
   * pick for the IN list), nor a sort of every match. Undefined past ARM_REACH ids in all.
   */
  private arms(among: Array<[string, unknown[]]>) {
    if (this.db.dialect !== 'postgres') return undefined;
    let combinations: Array<Array<[string, unknown]>> = [[]];
    for (const [field, values] of among) combinations = combinations.flatMap((chosen) => values.map((value) => [...chosen, [field, value] as [string, unknown]]));
    if (combinations.length > MAX_ARMS) return undefined;
    return (way: 'asc' | 'desc', reach: number) => {
      if (combinations.length * reach > ARM_REACH) return undefined;
      const arms = combinations.map((chosen, i) => this.k.selectFrom(chosen.reduce((q, [field, value]) => q.where(field, '=', value), this.settled(this.k.selectFrom(this.table)).select('id'))
        .orderBy('id', way).limit(reach).as(`arm${i}`)).select('id'));
      return arms.slice(1).reduce((all, next) => all.unionAll(next), arms[0]);
    };
  }

  /**
   * PostgreSQL: the table's rows below those an import is moving in (settledIds), which no reader
   * sees yet: a list's index scan starts under them rather than stepping over each (an in-progress
   * row costs a visit of its heap page). SQLite: the table (a reader's snapshot never meets
   * uncommitted rows); a tree too (it keeps no count row, so no move publishes a bound for it).
   */
  private settled<Q extends SelectQueryBuilder<any, any, any>>(q: Q): Q {
    return (this.db.dialect === 'postgres' && !this.isTree ? q.where(settledIds(this.table)) : q) as Q;
  }

  /** The condition a contains filter puts on the rows (see Match). */
  private contains(match: Match) {
    const { field, text } = match;
    if (match.by === 'values') return match.values.length ? sql<boolean>`${sql.ref(field)} in (${sql.join(match.values)})` : sql<boolean>`1 = 0`;
    if (match.by === 'trigram' && this.db.dialect === 'sqlite') {
      // FTS5's trigram index answers LIKE on its columns (table-sync keeps it in step with the table).
      const fts = ftsTable(this.table);
      return sql<boolean>`${sql.ref('id')} in (select rowid from ${sql.table(fts)} where ${sql.ref(`${fts}.${field}`)} like ${`%${text}%`})`;
    }
    // PostgreSQL's pg_trgm index serves ILIKE of 3 characters or more; shorter text reads every row.
    return this.db.dialect === 'postgres'
      ? sql<boolean>`${sql.ref(field)} ilike ${`%${literal(text)}%`} escape '\\'`
      : sql<boolean>`${sql.ref(field)} like ${`%${literal(text)}%`} escape '\\'`;
  }

  /** Rows as presented to `me`; the same stored rows (a read-cache hit) give the same array back. */
  private presentAll(rows: Row[], me?: number): Row[] {
    if (!this.booleans.length && !this.multis.length && !this.masked.length) return rows;
    let byCaller = this.presented.get(rows);
    if (!byCaller) {
      byCaller = new Map();
      this.presented.set(rows, byCaller);
    }
    let list = byCaller.get(me ?? 0);
    if (!list) {
      list = rows.map((r) => this.present(r, me));
      byCaller.set(me ?? 0, list);
    }
    return list;
  }

  /** One record as `scope`'s caller sees it; outside their scope it does not exist (404). */
  async detail(id: number, scope?: RowScope) {
    const row = await this.findInScope(id, scope);
    return (await this.withLabels([this.present(row, scope?.me)]))[0];
  }

  /**
   * `me`'s own records due within DUE_DAYS of `now` by the schema's due field, overdue ones
   * included, soonest first; with `latestBy`, only the newest record per value of that field.
   */
  async dueItems(me: number, now: number, limit = DUE_ITEMS): Promise<{ items: Row[]; total: number }> {
    const due = this.schema.due!;
    let q = this.k.selectFrom(`${this.table} as d`).selectAll('d')
      .where(`d.${this.owner!}`, '=', me).where(`d.${due.field}`, 'is not', null).where(`d.${due.field}`, '<=', formatDateTime(now + DUE_DAYS * 86_400_000));
    const latestBy = due.latestBy;
    if (latestBy) {
      q = q.where((eb) => eb.not(eb.exists(eb.selectFrom(`${this.table} as n`).select('n.id').whereRef(`n.${latestBy}`, '=', `d.${latestBy}`).whereRef('n.id', '>', 'd.id'))));
    }
    const rows: Row[] = await q.orderBy(`d.${due.field}`).orderBy('d.id').limit(limit).execute();
    // How many there are in all, when the page is full (the home offers 查看全部).
    const total = rows.length < limit ? rows.length : Number((await q.clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow() as { n: unknown }).n);
    return { items: await this.withLabels(rows.map((r) => this.present(r, me))), total };
  }

  /** The stored row `id` within `scope`, unmasked, or 404. */
  private async findInScope(id: number, scope?: RowScope): Promise<Row> {
    const row = await this.k.selectFrom(this.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || !this.inScope(row, scope)) throw new ApiError('NOT_FOUND', `${this.recordName}不存在或已删除`);
    return row;
  }

  /**
   * A list searched by keywords that a masked keyword field would match whole (a whole mobile) and
   * that found records: logged as a reveal, since it confirms whose number it is.
   */
  async logMaskedSearch(req: FastifyRequest, keywords: string | undefined, total: number) {
    const words = keywords?.trim();
    if (!words || total === 0) return;
    // A keyword shaped like the field's whole value (11 digits for a mobile) is what it could match.
    const fields = (this.schema.search?.keywords ?? []).filter((f) => this.masked.some(([n, mask]) => n === f && FORMATS[mask].validate(words)));
    if (!fields.length) return;
    const titles = fields.map((f) => this.fields.get(f)!.title).join('、');
    await logOperation(this.k as never, req, { type: OpType.REVEAL, resource: this.table, targetId: null, summary: `按${titles}检索${this.recordName}：${maskValue(this.masked.find(([n]) => n === fields[0])![1], words)}，找到 ${total} 条` });
  }

  /** A masked field's whole value, for a caller who may see the record: logged (查看号码). */
  async reveal(req: FastifyRequest, id: number, field: string, scope?: RowScope) {
    const mask = this.masked.find(([name]) => name === field);
    if (!mask) throw new ApiError('VALIDATION_FAILED', `「${field}」不是打码的字段`);
    const row = await this.findInScope(id, scope);
    await logOperation(this.k as never, req, { type: OpType.REVEAL, resource: this.table, targetId: id, summary: `查看${this.recordName}「${this.label(row)}」的${this.fields.get(field)!.title}` });
    return { [field]: row[field] ?? null };
  }

  /** A text value (query string, spreadsheet cell) as the field's type; undefined when it is not one. */
  fromText(field: FieldSchema, text: string): unknown {
    // Text keeps its tabs and line breaks (a cell "\t=1+1" comes back as it went out); only the
    // spaces typed around it go.
    if (field.type === 'string' || !field.type) return text.replace(/^[ \u3000]+|[ \u3000]+$/g, '');
    const value = text.trim();
    if (field.type === 'integer') return /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : undefined;
    if (field.type === 'number') return value !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
    if (field.type === 'boolean') {
      if (/^(1|true|是|yes|启用)$/i.test(value)) return true;
      if (/^(0|false|否|no|停用)$/i.test(value)) return false;
      return undefined;
    }
    return value;
  }

  /**
   * The fields of `body` without the built-ins. An optional field sent empty is listed in
   * `cleared` (an edit empties it) rather than kept as an empty value.
   */
  private pick(body: unknown): { record: Row; cleared: Set<string> } {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) invalid([{ field: '(根)', message: '请求体应为对象' }]);
    const record: Row = {};
    const cleared = new Set<string>();
    for (const [key, value] of Object.entries(body as Row)) {
      if (BUILT_INS.has(key) || this.fields.get(key)?.['x-server']) continue;
      if (isEmpty(value) && !(this.schema.model.required ?? []).includes(key)) cleared.add(key);
      else record[key] = value;
    }
    return { record, cleared };
  }

  /** Values of x-dict fields must be entries of their dictionary; the message lists the choices by name. */
  async dictErrors(record: Row, cache = new Map<string, Map<string, string>>()): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    for (const [name, field] of this.fields) {
      const code = field['x-dict'];
      if (!code || isEmpty(record[name])) continue;
      if (!cache.has(code)) {
        const rows = await this.k.selectFrom('sys_dict_item').select(['value', 'name']).where('type_code', '=', code).orderBy('sort').execute();
        cache.set(code, new Map(rows.map((r: Row) => [String(r.value), String(r.name)])));
      }
      const entries = cache.get(code)!;
      // A multiple choice: each of its values (an array is checked by the model to be one).
      const values = Array.isArray(record[name]) ? (record[name] as unknown[]) : [record[name]];
      const wrong = values.find((v) => !entries.has(String(v)));
      if (wrong === undefined) continue;
      const choices = [...entries.values()];
      errors.push({ field: name, message: choices.length
        ? `「${String(wrong)}」不是「${field.title}」的选项（可选：${choices.slice(0, 20).join('、')}）`
        : `「${field.title}」的字典「${code}」还没有选项：请先在 字典管理 中添加` });
    }
    return errors;
  }

  private async uniqueErrors(record: Row, exceptId?: number): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    for (const [name, field] of this.fields) {
      if (!field['x-unique'] || isEmpty(record[name])) continue;
      let q = this.k.selectFrom(this.table).select('id').where(name, '=', record[name]);
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      if (await q.executeTakeFirst()) errors.push({ field: name, message: `${field.title}「${this.shown(name, record[name])}」已存在` });
    }
    return errors;
  }

  private async treeErrors(record: Row, selfId?: number): Promise<FieldError[]> {
    if (!this.isTree || isEmpty(record.parent_id) || record.parent_id === 0) return [];
    const parentId = Number(record.parent_id);
    if (parentId === selfId) return [{ field: 'parent_id', message: '上级不能是自己' }];
    const rows: Row[] = await this.k.selectFrom(this.table).select(['id', 'parent_id']).execute();
    const parentOf = new Map(rows.map((r) => [Number(r.id), Number(r.parent_id)]));
    if (!parentOf.has(parentId)) return [{ field: 'parent_id', message: '上级不存在' }];
    for (let at: number | undefined = parentId, steps = 0; at && steps <= rows.length; at = parentOf.get(at), steps++) {
      if (at === selfId) return [{ field: 'parent_id', message: '不能把上级设为自己的下级' }];
    }
    return [];
  }

  /** The model's errors for just the fields `names` of `record` (the rest are not asked about). */
  fieldErrors(record: Row, names: string[]): FieldError[] {
    const present = Object.fromEntries(names.filter((n) => record[n] !== null && record[n] !== undefined).map((n) => [n, record[n]]));
    const errors = this.validateUpdate(present).filter((e) => names.includes(e.field));
    const missing = (this.schema.model.required ?? []).filter((n) => names.includes(n) && !(n in present) && !errors.some((e) => e.field === n));
    return [...missing.map((n) => ({ field: n, message: `请填写${this.fields.get(n)?.title ?? n}` })), ...errors];
  }

  /** Model, dictionaries, tree and uniqueness; `selfId` makes it an edit's check, `uploader` the caller whose files it may hold. Throws the field errors. */
  async check(record: Row, selfId?: number, scope?: RowScope, before?: Row, uploader?: number) {
    const errors = (selfId === undefined ? this.validate : this.validateUpdate)(record);
    if (errors.length) invalid(errors);
    const more = [...(await this.dictErrors(record)), ...(await this.treeErrors(record, selfId)), ...(await this.relationErrors(record, scope, before)), ...(await this.uploadErrors(record, before, selfId, uploader))];
    if (more.length) invalid(more);
    const duplicates = await this.uniqueErrors(record, selfId);
    if (duplicates.length) throw new ApiError('DUPLICATE', duplicates.map((e) => e.message).join('；'), duplicates);
  }

  /**
   * An upload field (x-upload) holds a file uploaded for it: its private URL, the file there, kept
   * for this table's field by `uploader` (the caller), and held by no other record — never another
   * address, a file uploaded for something else or by someone else, nor one voucher for two recharges.
   */
  private async uploadErrors(record: Row, before?: Row, selfId?: number, uploader?: number): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    for (const [name, field] of this.fields) {
      const value = record[name];
      if (!field['x-upload'] || isEmpty(value) || value === before?.[name]) continue;
      const id = PRIVATE_FILE_URL.exec(String(value))?.[1];
      let file = id ? this.k.selectFrom('sys_file').select('id').where('id', '=', id).where('purpose', '=', `${this.table}.${name}`) : undefined;
      if (file && uploader !== undefined) file = file.where('created_by', '=', uploader);
      if (!file || !(await file.executeTakeFirst())) {
        errors.push({ field: name, message: `请用上传按钮上传${field.title}` });
        continue;
      }
      let held = this.k.selectFrom(this.table).select('id').where(name, '=', String(value));
      if (selfId !== undefined) held = held.where('id', '!=', selfId);
      if (await held.executeTakeFirst()) errors.push({ field: name, message: `这份${field.title}已用于另一条${this.recordName}，请重新上传` });
    }
    return errors;
  }

  /**
   * Whether the caller (within `scope`) sees the record whose upload field `field` holds `url`:
   * true or false, or null when no record holds it (uploaded, not saved yet).
   */
  async fileVisible(field: string, url: string, scope?: RowScope): Promise<boolean | null> {
    // The field the file was kept for (its purpose): an upload, a drawing, or a file the server wrote.
    if (!this.fileFields.has(field)) return false;
    const rows = await this.recordsHolding(field, url);
    if (rows.length === 0) return null;
    return rows.some((row) => this.inScope(row, scope));
  }

  /** The records whose field `field` holds the file at `url` (a few at most). */
  recordsHolding(field: string, url: string): Promise<Row[]> {
    return this.k.selectFrom(this.table).selectAll().where(field, '=', url).limit(20).execute();
  }

  /**
   * Whether `me` may open the personal file (x-personal) at `url` in field `field`: they own a
   * record holding it, or `sensitive` (they hold perms.sensitive). Each opening is logged as a reveal.
   */
  async openPersonalFile(req: FastifyRequest, field: string, url: string, sensitive: boolean): Promise<boolean> {
    const rows = await this.recordsHolding(field, url);
    const mine = rows.find((r) => this.owner && r[this.owner] === req.auth!.userId);
    const row = mine ?? (sensitive ? rows[0] : undefined);
    if (!row) return false;
    await logOperation(this.k as never, req, { type: OpType.REVEAL, resource: this.table, targetId: Number(row.id), summary: `打开${this.recordName}「${this.label(row)}」的${this.fields.get(field)?.title ?? field}` });
    return true;
  }

  /** Whether field `name` holds a file with personal data in it (x-personal). */
  isPersonalFile(name: string): boolean {
    return Boolean(this.fields.get(name)?.['x-personal']);
  }

  /** The upload field `name`'s rules (x-upload), or an error saying it has none. */
  uploadOf(name: string) {
    const upload = this.fields.get(name)?.['x-upload'];
    if (!upload) throw new ApiError('VALIDATION_FAILED', `「${name}」不是可上传文件的字段`);
    return { accept: upload.accept, maxBytes: (upload.maxKb ?? 2048) * 1024, image: { maxPixels: upload.maxPixels, fit: upload.fit }, purpose: `${this.table}.${name}`, title: this.fields.get(name)!.title };
  }

  /**
   * What a message or a log line calls a record: its `recordLabel` field if the schema names one,
   * else a leading relation (an application's talent, when its label is at hand), else its first
   * plain text field — never a dictionary code (ik_ja), an option's value, a date or a masked number.
   */
  private label(record: Row): string {
    const named = this.schema.recordLabel;
    const [lead, field] = named ? [named, this.fields.get(named)] : [...this.fields][0] ?? [];
    if (lead && field?.['x-relation'] && !isEmpty(record[`${lead}_label`])) return String(record[`${lead}_label`]);
    if (named) return isEmpty(record[named]) ? '' : String(record[named]);
    const [first] = [...this.fields].find(([, f]) => isPlainText(f)) ?? [];
    return first && !isEmpty(record[first]) ? String(record[first]) : '';
  }

  private stored(record: Row): Row {
    const out: Row = {};
    for (const [name, field] of this.fields) if (name in record) out[name] = storedValue(field, record[name]);
    return out;
  }

  async create(req: FastifyRequest, body: unknown) {
    const record = this.withDatedStatus(this.created(body), req.server.clock());
    for (const name of this.sequenced) delete record[name];
    // A new record is the caller's own, and starts where its flow starts.
    if (this.owner) record[this.owner] = req.auth!.userId;
    if (this.schema.flow) record[this.schema.flow.field] = this.schema.flow.initial;
    const now = req.server.clock();
    if (this.ownedSince && this.owner) record[this.ownedSince] = formatDateTime(now);
    await this.check(record, undefined, await this.scopeOf(req, true), undefined, req.auth!.userId);
    await this.guard?.(req, undefined, record);
    const drawn = this.drawings(record);
    return this.writing(async (trx) => {
      await drawn.store(trx, req);
      await this.number(trx, record, now);
      const { id } = await trx.insertInto(this.table).values({ ...this.stored(record), created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      await logOperation(trx as never, req, { type: OpType.ADD, resource: this.table, targetId: id, summary: `新增${this.recordName}：${this.label(record)}` });
      const why = `新增${this.recordName}`;
      await runEffects(trx, req, this.schema.effects?.create, this, { record: { ...record, id: Number(id) }, form: {}, me: req.auth!.userId, now, owner: this.owner ? record[this.owner] : req.auth!.userId, why }, this.peer);
      return { id: Number(id) };
    });
  }

  async update(req: FastifyRequest, id: number, body: unknown) {
    const { record, current } = await this.editFor(req, id, body, await this.scopeOf(req, true));
    return this.writing(async (trx) => {
      await this.writeEdit(trx, req, id, record, current);
      return { id };
    });
  }

  /**
   * The record `id` as `body` edits it, checked as an edit is (scope, flow, masks, the model, the
   * write guard), with the record before; throws what the edit may not do.
   */
  private async editFor(req: FastifyRequest, id: number, body: unknown, scope: RowScope | undefined, found?: Row) {
    // As stored (never masked), booleans as booleans: what the edit's checks see.
    const current = this.present(found ?? await this.findInScope(id, scope), undefined, false);
    const flow = this.schema.flow;
    if (flow?.editIn && !flow.editIn.includes(String(current[flow.field]))) {
      throw new ApiError('VALIDATION_FAILED', `${this.recordName}「${this.label(current)}」现在是「${await this.stateName(current[flow.field])}」，不能再编辑`);
    }
    const record = this.withDatedStatus(this.edited(current, body), req.server.clock());
    // Ownership moves only by the screen's actions; a masked value sent back as shown is no change.
    if (this.owner) {
      if (isEmpty(current[this.owner])) delete record[this.owner];
      else record[this.owner] = current[this.owner];
    }
    for (const [name, mask] of this.masked) {
      if (typeof current[name] === 'string' && record[name] === maskValue(mask, current[name] as string)) record[name] = current[name];
    }
    if (flow && String(record[flow.field] ?? '') !== String(current[flow.field] ?? '')) {
      const [from, to] = [await this.stateName(current[flow.field]), await this.stateName(record[flow.field])];
      const ways = flow.transitions.filter((t) => t.from.includes(String(current[flow.field]))).map((t) => t.label);
      throw new ApiError('VALIDATION_FAILED', `${this.fields.get(flow.field)!.title}不能直接从「${from}」改为「${to}」${ways.length ? `：请用操作「${ways.join('」「')}」` : ''}`,
        [{ field: flow.field, message: `不能直接从「${from}」改为「${to}」` }]);
    }
    await this.check(record, id, scope, current, req.auth!.userId);
    await this.guard?.(req, current, record);
    return { record, current };
  }

  /** Whether an edit's record differs from the record before in any stored value. */
  private changes(record: Row, current: Row): boolean {
    const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || String(a) === String(b);
    return [...this.fields].some(([name, field]) => name in record && !same(storedValue(field, record[name]), storedValue(field, current[name])));
  }

  /** Writes an edit `editFor` checked, within `trx`, logged. */
  private async writeEdit(trx: Kysely<any>, req: FastifyRequest, id: number, record: Row, current: Row) {
    await this.drawings(record, current).store(trx, req);
    await trx.updateTable(this.table).set({ ...this.nullsFor(record), ...this.stored(record), updated_at: req.server.clock() }).where('id', '=', id).execute();
    await logOperation(trx as never, req, { type: OpType.EDIT, resource: this.table, targetId: id, summary: `编辑${this.recordName}：${this.label(record)}` });
  }

  /**
   * Fields the server numbers (x-sequence): the prefix for the year, then the prefix's counter plus
   * one, taken under the counter row's lock (PostgreSQL) or the single writer (SQLite).
   */
  private async number(trx: Kysely<any>, record: Row, now: number) {
    for (const name of this.sequenced) {
      const { prefix, digits } = this.fields.get(name)!['x-sequence']!;
      const text = prefix.replace('{yyyy}', formatDateTime(now).slice(0, 4));
      const key = `${this.table}.${name}:${text}`;
      await trx.insertInto('sys_sequence').values({ name: key, value: 0 }).onConflict((oc) => oc.column('name').doNothing()).execute();
      const { value } = await trx.updateTable('sys_sequence').set((eb) => ({ value: eb('value', '+', 1) })).where('name', '=', key).returning('value').executeTakeFirstOrThrow();
      record[name] = `${text}${String(value).padStart(digits, '0')}`;
    }
  }

  /**
   * Fields the server draws (x-drawn): the file of their `unless` upload field when it holds one,
   * else the drawing of the record, drawn anew when a field it reads changed (or none was drawn);
   * what a caller sent for them is never kept. Drawn here, before the write's transaction (the
   * drawing is CPU work); `store` keeps the new images inside it.
   */
  private drawings(record: Row, before?: Row): { store: (trx: Kysely<any>, req: FastifyRequest) => Promise<void> } {
    const fresh: Array<[string, Buffer]> = [];
    for (const [name, field] of this.fields) {
      const drawn = field['x-drawn'];
      if (!drawn) continue;
      if (drawn.unless && !isEmpty(record[drawn.unless])) { record[name] = record[drawn.unless]; continue; }
      const unchanged = before && !isEmpty(before[name]) && (!drawn.unless || isEmpty(before[drawn.unless]))
        && drawingReads(drawn.by).every((f) => String(before[f] ?? '') === String(record[f] ?? ''));
      if (unchanged) record[name] = before[name];
      else fresh.push([name, DRAWERS[drawn.by as DrawingName](record)]);
    }
    return {
      store: async (trx, req) => {
        for (const [name, bytes] of fresh) {
          record[name] = await storeFile(trx as never, { mime: 'image/png', bytes, createdBy: req.auth!.userId, now: req.server.clock(), purpose: `${this.table}.${name}` });
        }
      },
    };
  }

  /** A new record from a create's body: built-ins dropped, optional empties left out, defaults filled in. */
  created(body: unknown): Row {
    return this.withDefaults(this.pick(body).record);
  }

  /**
   * The record an edit's body makes of `current`: fields it leaves out keep their values, fields
   * it sends empty are cleared; read-only and create-only fields are not edited. Keys that are no
   * field stay, for the check to refuse.
   */
  edited(current: Row, body: unknown): Row {
    const { record: changes, cleared } = this.pick(body);
    for (const name of this.fields.keys()) {
      if (this.fields.get(name)?.['x-readonly'] || this.createOnly.has(name)) { delete changes[name]; cleared.delete(name); }
    }
    const record: Row = {};
    for (const name of this.fields.keys()) {
      if (this.createOnly.has(name)) continue;
      const value = name in changes ? changes[name] : cleared.has(name) ? null : current[name];
      if (!isEmpty(value)) record[name] = value;
    }
    for (const [key, value] of Object.entries(changes)) if (!this.fields.has(key)) record[key] = value;
    return record;
  }

  /** Fields left empty in an update are cleared. */
  private nullsFor(record: Row): Row {
    return Object.fromEntries([...this.fields.keys()].filter((n) => !(n in record)).map((n) => [n, null]));
  }

  private withDefaults(record: Row): Row {
    for (const [name, field] of this.fields) if (!(name in record) && field.default !== undefined) record[name] = field.default;
    if (this.isTree && isEmpty(record.parent_id)) record.parent_id = 0;
    return record;
  }

  /**
   * Runs a schema action on rows `ids`, all or none: each must be in the caller's scope and meet
   * the action's `when` as the update runs (so of two callers claiming one record, one wins);
   * a daily limit counts the caller's logged runs of the day under a lock on the caller's row.
   */
  async act(req: FastifyRequest, action: ScreenAction, ids: number[], form: Row) {
    const me = req.auth!.userId;
    const scope = await this.scopeOf(req);
    const now = req.server.clock();
    const values: Row = Object.fromEntries(Object.entries(action.set).map(([field, raw]) => {
      const from = typeof raw === 'string' ? /^\$form\.(\w+)$/.exec(raw)?.[1] : undefined;
      return [field, from ? (form[from] ?? null) : raw === '$now' ? formatDateTime(now) : resolved(raw, me)];
    }));
    // A new owner (claimed, transferred) owns it from now; a record back in the pool, since nobody.
    if (this.owner && this.ownedSince && this.owner in values) values[this.ownedSince] = values[this.owner] === null ? null : formatDateTime(now);
    const hook = action.hook ? this.hookOf(action.hook) : undefined;
    if (action.hook && !hook) throw new ApiError('SYSTEM_ERROR', `操作「${action.label}」的服务端步骤（${action.hook}）未接入，未执行`);
    let staged: unknown;
    const answer = await this.writing(async (trx) => {
      if (action.limit) {
        // One caller's runs one after another (PostgreSQL; SQLite writes one at a time anyway).
        if (this.db.dialect === 'postgres') await trx.selectFrom('sys_user').select('id').where('id', '=', me).forUpdate().execute();
        const limit = await configInteger(trx, action.limit.config, action.limit.default);
        const start = dayStartOf(now);
        const { n } = await trx.selectFrom('sys_oplog').select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', me).where('op_type', '=', action.log).where('resource', '=', this.table).where('created_at', '>=', start).executeTakeFirstOrThrow();
        if (Number(n) + ids.length > limit) {
          throw new ApiError('VALIDATION_FAILED', `今天已${action.label} ${Number(n)} 个${this.recordName}，每天最多 ${limit} 个（系统配置 ${action.limit.config}）`);
        }
      }
      const rows: Row[] = await this.withLabels(await trx.selectFrom(this.table).selectAll().where('id', 'in', ids).execute(), undefined, trx);
      // A status flow names both states when a record is not where the move starts.
      const move = (action as ScreenAction & { flow?: FlowTransition }).flow;
      const field = this.schema.flow?.field;
      const stuck = move && field ? rows.find((row) => this.inScope(row, scope) && !move.from.includes(String(row[field]))) : undefined;
      if (stuck && field) {
        throw new ApiError('VALIDATION_FAILED', `${this.recordName}「${this.label(stuck)}」现在是「${await this.stateName(stuck[field], trx)}」，不能改为「${await this.stateName(move!.to, trx)}」`);
      }
      // Four eyes: what someone recorded, someone else approves.
      const own = action.notOwner && this.owner ? rows.find((row) => this.inScope(row, scope) && Number(row[this.owner!]) === me) : undefined;
      if (own) throw new ApiError('FORBIDDEN', `不能${action.label}自己登记的${this.recordName}「${this.label(own)}」，须由另一位同事${action.label}`);
      const done: Row[] = [];
      for (const row of rows) {
        if (!this.inScope(row, scope)) continue;
        let update = trx.updateTable(this.table).set({ ...values, updated_at: now }).where('id', '=', row.id);
        update = whereConditions(update, action.when, me);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) done.push(row);
      }
      if (done.length < ids.length) {
        const missed = ids.length - done.length;
        throw new ApiError('VALIDATION_FAILED', ids.length === 1
          ? `这个${this.recordName}现在不能${action.label}（可能已被他人处理，或不在你的范围内），请刷新后再试`
          : `有 ${missed} 个${this.recordName}现在不能${action.label}（可能已被他人处理，或不在你的范围内），均未${action.label}，请刷新后再试`);
      }
      const reason = typeof form.reason === 'string' && form.reason ? `，原因：${form.reason}` : '';
      for (const row of done) {
        await logOperation(trx as never, req, { type: action.log as OpType, resource: this.table, targetId: Number(row.id), summary: `${action.label}${this.recordName}：${this.label(row)}${reason}` });
        const after = { ...row, ...values };
        const why = `${this.recordName}「${this.label(row)}」${action.label}`;
        await runEffects(trx, req, action.effects, this, { record: after, form, me, now, owner: this.owner ? after[this.owner] : me, why }, this.peer);
      }
      if (hook?.during) staged = await hook.during(trx, req, done.map((row) => ({ ...row, ...values, updated_at: now })), form);
      return { done: done.length };
    });
    return hook?.after ? { ...answer, ...(await hook.after(req, staged)) } : answer;
  }

  /** A state of the flow by its dictionary label (已约面), else as stored. */
  private async stateName(value: unknown, k: Kysely<any> = this.k): Promise<string> {
    const code = this.schema.flow && this.fields.get(this.schema.flow.field)?.['x-dict'];
    if (!code || value === null || value === undefined) return String(value ?? '无');
    const row = await k.selectFrom('sys_dict_item').select('name').where('type_code', '=', code).where('value', '=', String(value)).executeTakeFirst();
    return row ? String(row.name) : String(value);
  }

  /**
   * The caller's data scope, for a screen whose records have owners; for a write (`writing`), also
   * for one whose relations point at records that have them (what the caller may point at). A read
   * of a screen without owners asks nothing of the database for it.
   */
  async scopeOf(req: FastifyRequest, writing = false): Promise<RowScope | undefined> {
    return this.owner || (writing && this.relations.some((r) => ofModel(r) && r.owner)) ? rowScope(req) : undefined;
  }

  /**
   * Deletes the records `ids` ("3" or "3,4,5"); a tree node with children stays, and so does a
   * record whose state the flow keeps (deleteIn). A remove binding's `{record.x}` query values must
   * be the record's own (one record): what the caller saw is what goes.
   */
  async remove(req: FastifyRequest, ids: string, query: Record<string, string | undefined> = {}) {
    const list = ids.split(',').map(idFromText);
    if (list.length > MAX_IDS || !list.every(isId)) invalid([{ field: 'id', message: `id 应为正整数，多个用逗号分隔，最多 ${MAX_IDS} 个` }]);
    const scope = await this.scopeOf(req);
    const rows: Row[] = (await this.k.selectFrom(this.table).selectAll().where('id', 'in', list).execute()).filter((r: Row) => this.inScope(r, scope));
    if (rows.length === 0) throw new ApiError('NOT_FOUND', `${this.recordName}不存在或已删除`);
    const sent = Object.entries(parseBinding(this.schema.api.remove ?? '')?.query ?? {}).flatMap(([key, t]) => { const f = recordField(t); return f ? [[key, f] as const] : []; });
    if (sent.length && list.length > 1) throw new ApiError('VALIDATION_FAILED', `请逐个删除${this.recordName}`);
    for (const [key, field] of sent) {
      if (query[key] === undefined || query[key] === '') invalid([{ field: key, message: `请提供 ${key}（要删除的${this.recordName}的${this.fields.get(field)?.title ?? field}）` }]);
      if (String(rows[0][field] ?? '') !== query[key]) throw new ApiError('VALIDATION_FAILED', `${this.recordName}「${this.label(rows[0])}」的 ${key} 与所给的不一致，可能已被修改，请刷新后再删除`);
    }
    const flow = this.schema.flow;
    const kept = flow?.deleteIn ? rows.find((r) => !flow.deleteIn!.includes(String(r[flow.field]))) : undefined;
    if (kept) throw new ApiError('VALIDATION_FAILED', `${this.recordName}「${this.label(kept)}」现在是「${await this.stateName(kept[flow!.field])}」，不能删除`);
    if (this.isTree) {
      const child = await this.k.selectFrom(this.table).select('id').where('parent_id', 'in', list).where('id', 'not in', list).executeTakeFirst();
      if (child) throw new ApiError('VALIDATION_FAILED', '请先删除或移走下级，再删除上级');
    }
    for (const row of rows) await this.guard?.(req, row, undefined);
    const inUse = await this.references?.(rows);
    if (inUse) throw new ApiError('VALIDATION_FAILED', inUse);
    return this.writing(async (trx) => {
      for (const c of this.cascades) {
        const gone = await trx.deleteFrom(c.table).where(c.field, 'in', rows.map((r) => r.id)).executeTakeFirst();
        if (Number(gone.numDeletedRows)) await logOperation(trx as never, req, { type: OpType.DELETE, resource: c.table, targetId: null, summary: `随${this.recordName}删除${c.what} ${Number(gone.numDeletedRows)} 条` });
      }
      await trx.deleteFrom(this.table).where('id', 'in', rows.map((r) => r.id)).execute();
      for (const row of rows) await logOperation(trx as never, req, { type: OpType.DELETE, resource: this.table, targetId: Number(row.id), summary: `删除${this.recordName}：${this.label(row)}` });
      return { deleted: rows.length };
    });
  }

  /**
   * An xlsx imported into this table: its rows read, checked (model, dictionaries, uniqueness
   * within the file and against the table, the write guard) and staged in a scratch table chunk
   * by chunk as the parser sends them — the server holds a chunk or two, never the file's records —
   * then moved into the table in one transaction: all of them, or none with every problem by row
   * and column. Staged, not written into the table as they come: on PostgreSQL every list of the
   * table in id order would step over the import's rows, not yet committed, at each request.
   * Imported records are the importer's own (their private pool), at the start of their flow.
   */
  async importFile(req: FastifyRequest, bytes: Buffer, fixed: Row) {
    const now = req.server.clock();
    const checks = this.importChecks();
    let refused: unknown;
    // A screen keyed by id (import.key): a row with its 编号 edits that record, the others are new.
    const updates: ImportRows = [];
    let added = 0;
    const scope = await this.scopeOf(req, true);
    const answer = await this.staged(async (stage) => {
      const { rows: total, sheet } = await streamImport(this, bytes, fixed, async (all) => {
        const rows = all.filter((row) => {
          if (row.record.id === undefined) return true;
          updates.push(row);
          return false;
        });
        added += rows.length;
        for (const { record } of rows) {
          if (this.owner) record[this.owner] = req.auth!.userId;
          if (this.owner && this.ownedSince) record[this.ownedSince] = formatDateTime(now);
          if (this.schema.flow) record[this.schema.flow.field] = this.schema.flow.initial;
        }
        await checks.add(rows);
        // Once a row has a problem nothing will be written: the rest are only checked.
        if (checks.failed || refused) return;
        try {
          for (const { record } of rows) await this.guard?.(req, undefined, record);
        } catch (error) { refused = error; return; }
        await stage.add(rows.map((r) => r.record));
      }, { scope });
      await this.mayImport(req, added, updates.length);
      const edits = await this.importEdits(req, updates, scope, checks);
      checks.finish(total);
      if (refused) throw refused;
      return this.writing(async (trx) => {
        if (added) await stage.moveInto(trx, now);
        for (const { id, record, current } of edits) await this.writeEdit(trx, req, id, record, current);
        const summary = updates.length ? `导入${this.recordName}：新增 ${added} 条，更新 ${edits.length} 条，${updates.length - edits.length} 条未变` : `导入${this.recordName} ${total} 条`;
        await logOperation(trx as never, req, { type: OpType.IMPORT, resource: this.table, targetId: null, summary });
        return { imported: total, ...(this.schema.import?.key ? { added, updated: edits.length, unchanged: updates.length - edits.length } : {}), sheet };
      }, stage.k);
    });
    if (this.db.dialect === 'postgres') this.markVisible(req);
    return answer;
  }

  /**
   * What an import writes needs the permissions a form would: adding for new records, editing for
   * rows that name a record by its 编号 (a screen keyed by id). The import permission alone, of old,
   * added records: it still does where the screen declares no add permission.
   */
  private async mayImport(req: FastifyRequest, adding: number, editing: number) {
    const holds = (perm: string) => holdsPermission(req.server.db, req.auth!.userId, req.auth!.roles, perm, req.snapshot);
    if (adding && this.schema.perms.add && !(await holds(this.schema.perms.add))) throw new ApiError('FORBIDDEN', `文件中有 ${adding} 行没有编号（新增${this.recordName}），你没有新增${this.recordName}的权限`);
    if (editing && !(this.schema.perms.edit && await holds(this.schema.perms.edit))) throw new ApiError('FORBIDDEN', `文件中有 ${editing} 行带编号（更新已有${this.recordName}），你没有编辑${this.recordName}的权限`);
  }

  /**
   * The rows of an import that name a record by its 编号, each as an edit of that record: within the
   * caller's scope, checked as the edit form's save is; the cells a row leaves empty keep their values,
   * and a masked number sent back as exported is no change. Problems go to `checks` by row and column.
   */
  private async importEdits(req: FastifyRequest, rows: ImportRows, scope: RowScope | undefined, checks: ReturnType<Resource['importChecks']>) {
    const edits: Array<{ id: number; record: Row; current: Row }> = [];
    const lineOf = new Map<number, number>();
    for (const row of rows) {
      const id = Number(row.record.id);
      if (lineOf.has(id)) { checks.problem(row.line, '编号', `编号 ${id} 与第 ${lineOf.get(id)} 行重复`); continue; }
      lineOf.set(id, row.line);
    }
    const found = new Map<number, Row>();
    const ids = [...lineOf.keys()];
    for (let i = 0; i < ids.length; i += 500) {
      for (const r of await this.k.selectFrom(this.table).selectAll().where('id', 'in', ids.slice(i, i + 500)).execute() as Row[]) if (this.inScope(r, scope)) found.set(Number(r.id), r);
      await yieldToLoop();
    }
    await eachYielding(rows, async ({ line, record, errors }) => {
      const id = Number(record.id);
      if (lineOf.get(id) !== line) return;
      for (const e of errors) checks.problem(line, this.columnOf(e.field), e.message);
      if (errors.length) return;
      const current = found.get(id);
      if (!current) { checks.problem(line, '编号', `编号 ${id} 的${this.recordName}不存在，或不在你的数据范围内`); return; }
      const body = { ...record };
      delete body.id;
      try {
        const edit = await this.editFor(req, id, body, scope, current);
        // A row exported and sent back as it was changes nothing: not written, not counted.
        if (this.changes(edit.record, edit.current)) edits.push({ id, ...edit });
      } catch (error) {
        const fields = error instanceof ApiError && Array.isArray(error.data) ? error.data as FieldError[] : [];
        if (fields.length) for (const e of fields) checks.problem(line, this.columnOf(e.field), e.message);
        else checks.problem(line, '编号', (error as Error).message);
      }
    });
    return edits;
  }

  /**
   * PostgreSQL, after an import: the new rows' pages marked all-visible at once, by a VACUUM of the
   * pages not marked yet that leaves the indexes alone (tens of milliseconds for 100,000 rows).
   * Until then every index-only scan over them reads the table as well — a page of ids 2–7 times
   * slower in the list bench, right after the import — and autovacuum comes only once a fifth of
   * the table is new. In the background: the import has answered.
   */
  private markVisible(req: FastifyRequest) {
    sql`vacuum (index_cleanup off, skip_locked) ${sql.table(this.table)}`.execute(this.k)
      .catch((error) => req.log.warn({ error }, `导入后整理 ${this.table} 未完成`));
  }

  /**
   * A scratch table for an import's checked records, shaped as this table's fields, for `work`;
   * dropped after it. SQLite: a temporary table on the one connection; PostgreSQL: a temporary
   * table on a connection the import keeps to itself (`stage.k`), where it also writes the rows.
   */
  private async staged<T>(work: (stage: ImportStage) => Promise<T>): Promise<T> {
    const run = async (k: Kysely<any>) => {
      const stage = new ImportStage(k, this.table, [...this.fields], this.db.dialect, this.k);
      await stage.create();
      try {
        return await work(stage);
      } finally {
        await stage.drop();
      }
    };
    return this.db.dialect === 'postgres' ? this.k.connection().execute(run) : run(this.k);
  }

  /**
   * An import of this record's lines (schema `lines`): the file read as the lines screen's rows;
   * one record of this screen made of `fixed` (the binding's values), their count and sums; the
   * lines checked (model, then the `check` step) and pointed at it — all in one transaction, or
   * nothing with every problem by row and column.
   */
  async importLines(req: FastifyRequest, rows: ImportRows, fixed: Row) {
    const spec = this.schema.lines!;
    const lines = this.peer(spec.screen);
    if (!lines) throw new ApiError('SYSTEM_ERROR', `明细页面 ${spec.screen} 未启用`);
    if (rows.length === 0) throw new ApiError('VALIDATION_FAILED', '文件中没有数据行');
    const now = req.server.clock();
    const header = this.withDefaults({ ...fixed });
    if (this.owner) header[this.owner] = req.auth!.userId;
    if (this.schema.flow) header[this.schema.flow.field] = this.schema.flow.initial;
    if (spec.count) header[spec.count] = rows.length;
    for (const [field, from] of Object.entries(spec.sums ?? {})) header[field] = rows.reduce((sum, r) => sum + (Number(r.record[from]) || 0), 0);
    await this.check(header, undefined, await this.scopeOf(req, true), undefined, req.auth!.userId);
    const check = spec.check ? this.linesCheckOf(spec.check) : undefined;
    if (spec.check && !check) throw new ApiError('SYSTEM_ERROR', `明细检查 ${spec.check} 未接入，未导入`);
    for (const { record } of rows) {
      if (lines.owner) record[lines.owner] = req.auth!.userId;
      if (lines.schema.flow) record[lines.schema.flow.field] = lines.schema.flow.initial;
    }
    await lines.checkImport(rows, check ? await check(req, header, rows) : []);
    return this.writing(async (trx) => {
      const { id } = await trx.insertInto(this.table).values({ ...this.stored(header), created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      for (const { record } of rows) record[spec.field] = Number(id);
      await lines.insertMany(trx, rows.map((r) => r.record), now);
      await logOperation(trx as never, req, { type: OpType.IMPORT, resource: this.table, targetId: Number(id), summary: `导入${this.recordName}：${this.label(header)}，${lines.recordName} ${rows.length} 条` });
      return { imported: rows.length, id: Number(id) };
    });
  }

  /**
   * Inserts `records`, 500 to a statement (insertBatches). A field no record has is left out; one
   * that some lack is null there (stored fields have no defaults).
   */
  async insertMany(trx: Kysely<any>, records: Row[], now: number) {
    const fields = [...this.fields].filter(([name]) => records.some((r) => name in r));
    const values = (record: Row) => [...fields.map(([name, field]) => storedValue(field, record[name]) ?? null), now, now];
    await insertBatches(trx, this.table, [...fields.map(([name]) => name), 'created_at', 'updated_at'], records, values);
  }

  /** Every problem of an import's rows (row, column title, message), thrown together; nothing is written. */
  async checkImport(rows: ImportRows, more: LineProblem[] = []) {
    const checks = this.importChecks(more);
    await checks.add(rows);
    checks.finish(rows.length);
  }

  /**
   * The checks of an import's rows, added chunk by chunk: each row's problems (model, dictionaries,
   * a value the file repeats), then the chunk's unique values against the table. `finish` throws
   * every problem found (the first 1,000 listed), or does nothing.
   */
  importChecks(more: LineProblem[] = []) {
    const problems: Array<{ row: number; column: string; message: string }> = more.map((p) => ({ row: p.row, column: this.fields.get(p.field)?.title ?? p.field, message: p.message }));
    const dicts = new Map<string, Map<string, string>>();
    const seen = new Map<string, Map<unknown, number>>();
    return {
      get failed() { return problems.length > 0; },
      problem: (row: number, column: string, message: string) => { problems.push({ row, column, message }); },
      add: async (rows: ImportRows) => {
        const added = new Map<string, unknown[]>();
        await eachYielding(rows, async ({ line, record, errors }) => {
          const all = [...errors];
          this.withDefaults(record);
          // Every problem of the row at once; a cell that could not be read is reported once, as that.
          const unreadable = new Set(errors.map((e) => e.field));
          all.push(...[...this.validate(record), ...(await this.dictErrors(record, dicts))].filter((e) => !unreadable.has(e.field)));
          for (const [name, field] of this.fields) {
            if (!field['x-unique'] || isEmpty(record[name])) continue;
            const first = seen.get(name) ?? new Map();
            seen.set(name, first);
            if (first.has(record[name])) all.push({ field: name, message: `${field.title}「${this.shown(name, record[name])}」与第 ${first.get(record[name])} 行重复` });
            else {
              first.set(record[name], line);
              const fresh = added.get(name) ?? [];
              added.set(name, fresh);
              fresh.push(record[name]);
            }
          }
          for (const e of all) problems.push({ row: line, column: this.columnOf(e.field), message: e.message });
        });
        for (const [name, keys] of added) {
          for (let i = 0; i < keys.length; i += 500) {
            const taken: Row[] = await this.k.selectFrom(this.table).select(name).where(name, 'in', keys.slice(i, i + 500)).execute();
            await yieldToLoop();
            for (const t of taken) problems.push({ row: seen.get(name)!.get(t[name])!, column: this.fields.get(name)!.title, message: `${this.fields.get(name)!.title}「${this.shown(name, t[name])}」已存在` });
          }
        }
      },
      finish: (total: number) => {
        if (!problems.length) return;
        problems.sort((a, b) => a.row - b.row);
        throw new ApiError('VALIDATION_FAILED', `导入失败：${problems.length} 处错误，未写入任何数据`, { total, errors: problems.slice(0, 1000) });
      },
    };
  }

  /** A field's column in a sheet, by its title (the id's is 编号). */
  private columnOf(field: string): string {
    return this.fields.get(field)?.title ?? (field === 'id' ? SHEET_ID_TITLE : field);
  }

  /** A value as messages may quote it: masked when its field is. */
  private shown(name: string, value: unknown): string {
    const mask = this.masked.find(([n]) => n === name)?.[1];
    return mask ? maskValue(mask, String(value)) : String(value);
  }

  /** Runs a write in a transaction; a unique index the pre-check missed (a race) still answers 409. */
  private async writing<T>(work: (trx: Kysely<any>) => Promise<T>, k: Kysely<any> = this.k): Promise<T> {
    try {
      return await k.transaction().execute(work);
    } catch (error) {
      if (/unique|duplicate key/i.test(String(error))) throw new ApiError('DUPLICATE');
      throw error;
    }
  }
}

