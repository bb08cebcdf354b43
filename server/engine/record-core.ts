import { uniqueViolation } from '../db/unique.ts';
import type { FastifyRequest } from 'fastify';
import { type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../errors.ts';
import type { FieldError } from '../plugins/envelope.ts';
import { rowScope, type RowScope } from '../services/data-scope.ts';
import { maskValue, type MaskName } from '../../validators/mask.ts';
import { BUILT_IN_FIELDS, type FieldSchema, isPlainText, type ScreenSchema } from '../../schemas/types.ts';
import { SHEET_ID_TITLE } from '../../validators/formatters.ts';
import { containsFields, fileFields, storedFields } from './table-sync.ts';
import { settledIds } from './import-pending.ts';
import { storedValue } from './import-stage.ts';
import { isEntries, isMulti } from './multi-values.ts';

export type Row = Record<string, unknown>;

export type ImportRows = Array<{ line: number; record: Row; errors: FieldError[] }>;

/** A problem of one line of an import: its row in the file, the field, what is wrong. */
export interface LineProblem { row: number; field: string; message: string }

/**
 * A server step that checks an import's lines against the record they belong to and the rest of
 * the data (Engine.checkLines), and may fill line fields the file does not hold (a talent's id).
 */
export type LinesCheck = (req: FastifyRequest, header: Row, rows: ImportRows) => Promise<LineProblem[]>;

export const BUILT_INS = new Set<string>(BUILT_IN_FIELDS);

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
  /** The target must have an owner: a pool record is shown as 公海 and refused on saving (x-relation claimed). */
  claimed?: boolean;
}

/** A relation of the model itself, not of an action's form (`transfer.to`). */
export const ofModel = (r: Relation) => !r.field.includes('.');

/**
 * A check a server module adds to a stored table's writes (the menu table's grant rule): it sees
 * the record before (absent on create) and after (absent on delete) and throws to refuse. It may
 * fill the record's server-written fields (x-server) from a platform's answer — a URL link is made
 * by the platform before its record is kept.
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

/** One kind of record using others (「被引用」): what they are, how many, the first few by name; `page` for single pages. */
export interface UsedBy { what: string; count: number; names: string[]; page?: boolean }

/** Refuses a write with one message per bad field; the msg names the first. */
export function invalid(errors: FieldError[]): never {
  throw new ApiError('VALIDATION_FAILED', `请求参数错误：${errors.map((e) => e.message).join('；')}`, errors);
}

export const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Another stored screen as this one's writes use it: what an effect creates there (startOf), and a
 * record's lines checked and inserted there (Resource is one; set by the engine as `peer`).
 */
export interface PeerRecords {
  readonly table: string;
  readonly recordName: string;
  readonly owner?: string;
  readonly schema: ScreenSchema;
  startOf(values: Row, owner: unknown, now: number): Row;
  checkImport(rows: ImportRows, more?: LineProblem[]): Promise<void>;
  insertMany(trx: Kysely<any>, records: Row[], now: number): Promise<void>;
}

/**
 * One stored screen's table and what every part of its records' handling shares: the fields and
 * their kinds, the owner and pool, masks, relations and what the engine wires in (hooks, guards,
 * peers); a record's scope, name and stored form; the transaction every write runs in.
 */
/** A unique index's refusal as the 409 that names it (its registered message); any other error as it is. */
export function asDuplicate(error: unknown): unknown {
  const duplicate = uniqueViolation(error);
  return duplicate ? new ApiError('DUPLICATE', duplicate) : error;
}

export class RecordCore {
  readonly table: string;
  readonly fields: Map<string, FieldSchema>;
  readonly booleans: string[];
  /** Multiple-choice fields (multi-values.ts): kept as ",a,b,", presented as arrays. */
  readonly multis: string[];
  /** Entries fields (items of type object), kept as JSON. */
  readonly entries: string[];
  readonly createOnly: Set<string>;
  /** Fields the server numbers on create (x-sequence). */
  readonly sequenced: string[];
  /** Fields holding a kept file (table-sync's fileFields), by which its private files are found. */
  readonly fileFields: Set<string>;
  readonly k: Kysely<any>;
  /** The text search fields a filter matches by "contains" (not dictionaries, options, numbers or dates). */
  readonly containsFields: Set<string>;
  /** Set by the engine: the server's step of a flow move, by the name the move's `hook` gives (Engine.hookMoves). */
  hookOf: (name: string) => MoveHook | undefined = () => undefined;
  /** Set by the engine: the checks of lines (schema `lines.check`), by name (Engine.checkLines). */
  linesCheckOf: (name: string) => LinesCheck | undefined = () => undefined;
  /** Set by the engine from Engine.guardWrites. */
  guard?: WriteGuard;
  /** Set by the engine: what refuses deleting rows that other records still point at. */
  references?: ReferenceCheck;
  /** Set by the engine: who uses `rows`, group by group (the first group only with `firstOnly`). */
  usedBy: (rows: Row[], limit: number, firstOnly?: boolean) => Promise<UsedBy[]> = async () => [];
  /** Set by the engine: records of other tables deleted with this one's (x-relation onDelete: cascade), by table and field. */
  cascades: Array<{ table: string; field: string; what: string }> = [];
  /** Set by the engine: the x-relation fields with the table and label column of what they point at. */
  relations: Relation[] = [];
  /** Set by the engine: another stored screen by its component path (what effects write to). */
  peer: (component: string) => PeerRecords | undefined = () => undefined;
  /** The field naming each record's owner (storage.owner), and whether unowned records are everyone's (storage.pool). */
  readonly owner?: string;
  readonly pool: boolean;
  /** The field set to now whenever the owner changes (storage.ownedSince). */
  readonly ownedSince?: string;
  /** Fields shown masked to all but a record's owner. */
  readonly masked: Array<[string, MaskName]>;
  /** Fields holding a credential (x-secret): sealed at rest, answered as ******. */
  readonly secrets: string[];
  /** Masked fields copied from another record (x-mask-of): masked for this record's owner too. */
  readonly maskedCopies: Set<string>;

  constructor(readonly db: Db, readonly schema: ScreenSchema) {
    this.table = schema.storage!.table;
    this.fields = new Map(storedFields(schema));
    this.booleans = [...this.fields].filter(([, f]) => f.type === 'boolean').map(([n]) => n);
    this.multis = [...this.fields].filter(([, f]) => isMulti(f)).map(([n]) => n);
    this.entries = [...this.fields].filter(([, f]) => isEntries(f)).map(([n]) => n);
    this.createOnly = new Set(Object.entries(schema.model.properties).filter(([, f]) => f['x-create-only']).map(([n]) => n));
    this.sequenced = Object.entries(schema.model.properties).filter(([, f]) => f['x-sequence']).map(([n]) => n);
    this.fileFields = new Set(fileFields(schema));
    this.k = db.kysely as Kysely<any>;
    this.owner = schema.storage!.owner;
    this.pool = Boolean(schema.storage!.pool);
    this.ownedSince = schema.storage!.ownedSince;
    this.masked = [...this.fields].flatMap(([name, f]) => (f['x-mask'] ? [[name, f['x-mask']] as [string, MaskName]] : []));
    this.secrets = [...this.fields].flatMap(([name, f]) => (f['x-secret'] ? [name] : []));
    this.maskedCopies = new Set([...this.fields].filter(([, f]) => f['x-mask'] && f['x-mask-of']).map(([n]) => n));
    this.containsFields = new Set(containsFields(schema));
  }

  get isTree() { return this.schema.kind === 'tree-crud'; }

  /** What one record is called in messages and the log (部门, not 部门管理). */
  get recordName(): string { return this.schema.record ?? this.schema.title; }

  /** Whether `row` is within `scope`: owned by one of its owners, or (pool) owned by nobody. */
  inScope(row: Row, scope?: RowScope): boolean {
    if (!this.owner || !scope || scope.owners === null) return true;
    const owner = row[this.owner];
    return owner === null || owner === undefined ? this.pool : scope.owners.includes(Number(owner));
  }

  /** The stored row `id` within `scope`, unmasked, or 404 (an import's unpublished row too: no one sees it yet). */
  async findInScope(id: number, scope?: RowScope): Promise<Row> {
    const row = await this.settled(this.k.selectFrom(this.table).selectAll().where('id', '=', id)).executeTakeFirst();
    if (!row || !this.inScope(row, scope)) throw new ApiError('NOT_FOUND', `${this.recordName}不存在或已删除`);
    return row;
  }

  /**
   * What a message or a log line calls a record: its `recordLabel` field if the schema names one,
   * else a leading relation (an application's talent, when its label is at hand), else its first
   * plain text field — never a dictionary code (ik_ja), an option's value, a date or a masked number.
   */
  label(record: Row): string {
    const named = this.schema.recordLabel;
    const [lead, field] = named ? [named, this.fields.get(named)] : [...this.fields][0] ?? [];
    if (lead && field?.['x-relation'] && !isEmpty(record[`${lead}_label`])) return String(record[`${lead}_label`]);
    if (named) return isEmpty(record[named]) ? '' : String(record[named]);
    const [first] = [...this.fields].find(([, f]) => isPlainText(f)) ?? [];
    if (first && !isEmpty(record[first])) return String(record[first]);
    // No text field to name it (a payroll batch: a month and a company): its first field with a
    // value, as shown (a relation by its label), else its number — never an empty name.
    for (const [name, f] of this.fields) {
      const shown = f['x-relation'] ? record[`${name}_label`] : record[name];
      if (!isEmpty(shown) && typeof shown !== 'object') return String(shown);
    }
    return record.id === undefined ? '' : `#${String(record.id)}`;
  }

  /** A value as messages may quote it: masked when its field is. */
  shown(name: string, value: unknown): string {
    const mask = this.masked.find(([n]) => n === name)?.[1];
    return mask ? maskValue(mask, String(value)) : String(value);
  }

  stored(record: Row): Row {
    const out: Row = {};
    for (const [name, field] of this.fields) if (name in record) out[name] = storedValue(field, record[name]);
    return out;
  }

  /**
   * The caller's data scope, for a screen whose records have owners; for a write (`writing`), also
   * for one whose relations point at records that have them (what the caller may point at). A read
   * of a screen without owners asks nothing of the database for it.
   */
  async scopeOf(req: FastifyRequest, writing = false): Promise<RowScope | undefined> {
    return this.owner || (writing && this.relations.some((r) => ofModel(r) && r.owner)) ? rowScope(req) : undefined;
  }

  /** Runs a write in a transaction; a unique index the pre-check missed (a race) still answers 409. */
  async writing<T>(work: (trx: Kysely<any>) => Promise<T>, k: Kysely<any> = this.k): Promise<T> {
    try {
      return await k.transaction().execute(work);
    } catch (error) {
      throw asDuplicate(error);
    }
  }

  /**
   * The table's rows but those an import has written and not yet published (import-pending.ts),
   * which no reader sees until then.
   */
  settled<Q extends SelectQueryBuilder<any, any, any>>(q: Q): Q {
    return q.where(settledIds(this.table)) as Q;
  }

  /** A state of the flow by its dictionary label (已约面), else as stored. */
  async stateName(value: unknown, k: Kysely<any> = this.k): Promise<string> {
    const code = this.schema.flow && this.fields.get(this.schema.flow.field)?.['x-dict'];
    if (!code || value === null || value === undefined) return String(value ?? '无');
    const row = await k.selectFrom('sys_dict_item').select('name').where('type_code', '=', code).where('value', '=', String(value)).executeTakeFirst();
    return row ? String(row.name) : String(value);
  }

  /** A field's column in a sheet, by its title (the id's is 编号). */
  columnOf(field: string): string {
    return this.fields.get(field)?.title ?? (field === 'id' ? SHEET_ID_TITLE : field);
  }
}
