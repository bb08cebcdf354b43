import { SECRET_MASK } from '../services/secrets.ts';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { ReadSnapshot } from '../db/connect.ts';
import { ApiError } from '../errors.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import { isId, MAX_IDS } from '../services/bounds.ts';
import { ownedWithin, type RowScope } from '../services/data-scope.ts';
import { maskValue } from '../../validators/mask.ts';
import { FORMATS } from '../../validators/formats.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { readEntries, readMulti } from './multi-values.ts';
import { describeOf, withDescribe } from './relation-labels.ts';
import { RecordCore, type Row, invalid, ofModel } from './record-core.ts';

/** Due items (待跟进): those due within this many days, at most this many. */
const DUE_DAYS = 7;

const DUE_ITEMS = 20;

/** How many records a relation picker offers at once; typing narrows them. */
const RELATION_OPTIONS = 20;

/**
 * How a stored screen's records are shown: booleans and multiple choices as such, masked numbers
 * masked, relations with their labels; one record, the due items, a revealed number, a picker's options.
 */
export class RecordPresenter {
  private readonly presented = new WeakMap<Row[], Map<number, Row[]>>();
  private readonly labelled = new WeakMap<Row[], { key: string; list: Row[] }>();

  constructor(readonly core: RecordCore) {}

  /**
   * Booleans come back as booleans, multiple choices as arrays; masked fields masked unless `me` owns the record (a copy of
   * another record's number, x-mask-of, even then); the rest as stored. A row from the read cache
   * is copied, never changed.
   */
  present(row: Row, me?: number, mask = true): Row {
    const owned = Boolean(this.core.owner && me !== undefined && row[this.core.owner] === me);
    const masking = mask && this.core.masked.length > 0 && (!owned || this.core.maskedCopies.size > 0);
    const secrets = mask && this.core.secrets.length > 0;
    if (!this.core.booleans.length && !this.core.multis.length && !this.core.entries.length && !masking && !secrets) return row;
    const out = { ...row };
    // A credential is never answered, to anyone: only whether there is one.
    if (secrets) for (const name of this.core.secrets) if (out[name] !== null && out[name] !== undefined && out[name] !== '') out[name] = SECRET_MASK;
    for (const name of this.core.booleans) if (out[name] !== null && out[name] !== undefined) out[name] = Boolean(out[name]);
    for (const name of this.core.multis) if (name in out) out[name] = readMulti(out[name]);
    for (const name of this.core.entries) if (name in out) out[name] = readEntries(out[name]);
    if (masking) for (const [name, mask] of this.core.masked) if (typeof out[name] === 'string' && (!owned || this.core.maskedCopies.has(name))) out[name] = maskValue(mask, out[name] as string);
    return out;
  }

  /** Rows as presented to `me`; the same stored rows (a read-cache hit) give the same array back. */
  presentAll(rows: Row[], me?: number): Row[] {
    if (!this.core.booleans.length && !this.core.multis.length && !this.core.entries.length && !this.core.masked.length && !this.core.secrets.length) return rows;
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

  /**
   * Rows with `<field>_label` beside each x-relation field: one read per relation for the page's
   * ids (cached like any read until the next commit); the same rows give the same array back.
   */
  async withLabels(rows: Row[], snapshot?: ReadSnapshot, within?: Kysely<any>): Promise<Row[]> {
    // A list's page reads its labels with its rows (ListPlanner's labelled).
    const relations = rows.length ? this.core.relations.filter((r) => ofModel(r) && !(`${r.field}_label` in rows[0])) : [];
    if (!relations.length) return rows;
    const labels = await Promise.all(relations.map(async (r) => {
      const ids = [...new Set(rows.map((row) => row[r.field]).filter((v) => v !== null && v !== undefined))].sort();
      if (!ids.length) return new Map<unknown, unknown>();
      const query = (within ?? this.core.k).selectFrom(r.table).select(['id', `${r.label} as label`]).where('id', 'in', ids);
      // Inside a transaction, on its own connection: another could wait on a pool the writers hold.
      const found: Row[] = within ? await query.execute() : await this.core.db.read<Row>(query.compile(), snapshot);
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

  /** One record as `scope`'s caller sees it; outside their scope it does not exist (404). */
  async detail(id: number, scope?: RowScope) {
    const row = await this.core.findInScope(id, scope);
    return (await this.withLabels([this.present(row, scope?.me)]))[0];
  }

  /**
   * `me`'s own records due within DUE_DAYS of `now` by the schema's due field, overdue ones
   * included, soonest first; with `latestBy`, only the newest record per value of that field.
   */
  async dueItems(me: number, now: number, limit = DUE_ITEMS): Promise<{ items: Row[]; total: number }> {
    const due = this.core.schema.due!;
    let q = this.core.k.selectFrom(`${this.core.table} as d`).selectAll('d')
      .where(`d.${this.core.owner!}`, '=', me).where(`d.${due.field}`, 'is not', null).where(`d.${due.field}`, '<=', formatDateTime(now + DUE_DAYS * 86_400_000));
    const latestBy = due.latestBy;
    if (latestBy) {
      q = q.where((eb) => eb.not(eb.exists(eb.selectFrom(`${this.core.table} as n`).select('n.id').whereRef(`n.${latestBy}`, '=', `d.${latestBy}`).whereRef('n.id', '>', 'd.id'))));
    }
    const rows: Row[] = await q.orderBy(`d.${due.field}`).orderBy('d.id').limit(limit).execute();
    // How many there are in all, when the page is full (the home offers 查看全部).
    const total = rows.length < limit ? rows.length : Number((await q.clearSelect().select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow() as { n: unknown }).n);
    return { items: await this.withLabels(rows.map((r) => this.present(r, me))), total };
  }

  /** A masked field's whole value, for a caller who may see the record: logged (查看号码). */
  async reveal(req: FastifyRequest, id: number, field: string, scope?: RowScope) {
    const mask = this.core.masked.find(([name]) => name === field);
    if (!mask) throw new ApiError('VALIDATION_FAILED', `「${field}」不是打码的字段`);
    const row = await this.core.findInScope(id, scope);
    await logOperation(this.core.k as never, req, { type: OpType.REVEAL, resource: this.core.table, targetId: id, summary: `查看${this.core.recordName}「${this.core.label(row)}」的${this.core.fields.get(field)!.title}` });
    return { [field]: row[field] ?? null };
  }

  /**
   * A list searched by keywords that a masked keyword field would match whole (a whole mobile) and
   * that found records: logged as a reveal, since it confirms whose number it is.
   */
  async logMaskedSearch(req: FastifyRequest, keywords: string | undefined, total: number) {
    const words = keywords?.trim();
    if (!words || total === 0) return;
    // A keyword shaped like the field's whole value (11 digits for a mobile) is what it could match.
    const fields = (this.core.schema.search?.keywords ?? []).filter((f) => this.core.masked.some(([n, mask]) => n === f && FORMATS[mask].validate(words)));
    if (!fields.length) return;
    const titles = fields.map((f) => this.core.fields.get(f)!.title).join('、');
    await logOperation(this.core.k as never, req, { type: OpType.REVEAL, resource: this.core.table, targetId: null, summary: `按${titles}检索${this.core.recordName}：${maskValue(this.core.masked.find(([n]) => n === fields[0])![1], words)}，找到 ${total} 条` });
  }

  /**
   * The records of the relation `field` whose label starts with `keywords`, or those with `ids`:
   * {label, value} for a picker, and their second label (masked, but for the records `me` owns).
   */
  async relationOptions(field: string, query: { keywords?: string; ids?: string }, scopeFor: (owned: boolean) => Promise<RowScope | undefined> = async () => undefined, me?: number): Promise<Array<{ label: string; value: number }>> {
    const relation = this.core.relations.find((r) => r.field === field);
    if (!relation) throw new ApiError('NOT_FOUND', `「${field}」不是关联字段`);
    let q = withDescribe(this.core.k.selectFrom(relation.table).select(['id', `${relation.label} as label`, ...(relation.owner ? [`${relation.owner} as kp_owner`] : [])]), relation);
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
        ? q.where(this.core.db.dialect === 'postgres' ? sql`strpos(${sql.ref(`${relation.table}.${relation.label}`)}, ${words})` : sql`instr(${sql.ref(`${relation.table}.${relation.label}`)}, ${words})`, '>', 0)
        : q.where(relation.label, '>=', words).where(relation.label, '<', `${words}\uffff`);
    }
    const rows: Row[] = await q.orderBy(relation.label).orderBy('id').limit(RELATION_OPTIONS).execute();
    return rows.map((r) => ({ label: String(r.label ?? ''), value: Number(r.id), ...(relation.describe?.length ? { describe: [describeOf(relation, r, me !== undefined && r.kp_owner === me), relation.claimed && (r.kp_owner === null || r.kp_owner === undefined) ? '公海' : ''].filter(Boolean).join(' · ') } : {}) }));
  }
}
