import { SECRET_MASK, sealSecret } from '../services/secrets.ts';
import type { FastifyRequest } from 'fastify';
import { type Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import { idFromText, isId, MAX_IDS } from '../services/bounds.ts';
import { type RowScope } from '../services/data-scope.ts';
import { maskValue } from '../../validators/mask.ts';
import { parseBinding, recordField } from '../../schemas/types.ts';
import { runEffects } from './effects.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { storedValue } from './import-stage.ts';
import { storeFile } from '../services/files.ts';
import { DRAWERS, drawingReads } from '../services/drawings.ts';
import type { DrawingName } from '../../schemas/registries.ts';
import { RecordCore, type Row, invalid, isEmpty } from './record-core.ts';
import type { RecordFiles } from './record-files.ts';
import type { RecordChecks } from './record-checks.ts';
import type { RecordPresenter } from './record-presenter.ts';

/** Creating, editing and deleting one stored screen's records: checked, numbered, drawn, logged, with their effects. */
export class RecordWrites {
  constructor(readonly core: RecordCore, readonly checks: RecordChecks, readonly presenter: RecordPresenter, private readonly files: RecordFiles) {}

  async create(req: FastifyRequest, body: unknown) {
    const record = this.checks.withDatedStatus(this.checks.created(body), req.server.clock());
    for (const name of this.core.sequenced) delete record[name];
    // A new record is the caller's own, and starts where its flow starts.
    if (this.core.owner) record[this.core.owner] = req.auth!.userId;
    if (this.core.schema.flow) record[this.core.schema.flow.field] = this.core.schema.flow.initial;
    const now = req.server.clock();
    if (this.core.ownedSince && this.core.owner) record[this.core.ownedSince] = formatDateTime(now);
    await this.checks.check(record, undefined, await this.core.scopeOf(req, true), undefined, req.auth!.userId);
    await this.core.guard?.(req, undefined, record);
    const drawn = this.drawings(record);
    await this.files.fillInfo(record);
    this.sealSecrets(req, record);
    return this.core.writing(async (trx) => {
      await drawn.store(trx, req);
      await this.number(trx, record, now);
      const { id } = await trx.insertInto(this.core.table).values({ ...this.core.stored(record), created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      await logOperation(trx as never, req, { type: OpType.ADD, resource: this.core.table, targetId: id, summary: `新增${this.core.recordName}：${this.core.label(record)}` });
      const why = `新增${this.core.recordName}`;
      await runEffects(trx, req, this.core.schema.effects?.create, this.core, { record: { ...record, id: Number(id) }, form: {}, me: req.auth!.userId, now, owner: this.core.owner ? record[this.core.owner] : req.auth!.userId, why }, this.core.peer);
      return { id: Number(id) };
    });
  }

  async update(req: FastifyRequest, id: number, body: unknown) {
    const { record, current } = await this.editFor(req, id, body, await this.core.scopeOf(req, true));
    return this.core.writing(async (trx) => {
      await this.writeEdit(trx, req, id, record, current);
      return { id };
    });
  }

  /**
   * The record `id` as `body` edits it, checked as an edit is (scope, flow, masks, the model, the
   * write guard), with the record before; throws what the edit may not do.
   */
  async editFor(req: FastifyRequest, id: number, body: unknown, scope: RowScope | undefined, found?: Row) {
    // As stored (never masked), booleans as booleans: what the edit's checks see.
    const current = this.presenter.present(found ?? await this.core.findInScope(id, scope), undefined, false);
    const flow = this.core.schema.flow;
    if (flow?.editIn && !flow.editIn.includes(String(current[flow.field]))) {
      throw new ApiError('VALIDATION_FAILED', `${this.core.recordName}「${this.core.label(current)}」现在是「${await this.core.stateName(current[flow.field])}」，不能再编辑`);
    }
    const record = this.checks.withDatedStatus(this.checks.edited(current, body), req.server.clock());
    // Ownership moves only by the screen's actions; a masked value sent back as shown is no change.
    if (this.core.owner) {
      if (isEmpty(current[this.core.owner])) delete record[this.core.owner];
      else record[this.core.owner] = current[this.core.owner];
    }
    for (const [name, mask] of this.core.masked) {
      if (typeof current[name] === 'string' && record[name] === maskValue(mask, current[name] as string)) record[name] = current[name];
    }
    if (flow && String(record[flow.field] ?? '') !== String(current[flow.field] ?? '')) {
      const [from, to] = [await this.core.stateName(current[flow.field]), await this.core.stateName(record[flow.field])];
      const ways = flow.transitions.filter((t) => t.from.includes(String(current[flow.field]))).map((t) => t.label);
      throw new ApiError('VALIDATION_FAILED', `${this.core.fields.get(flow.field)!.title}不能直接从「${from}」改为「${to}」${ways.length ? `：请用操作「${ways.join('」「')}」` : ''}`,
        [{ field: flow.field, message: `不能直接从「${from}」改为「${to}」` }]);
    }
    await this.checks.check(record, id, scope, current, req.auth!.userId);
    await this.core.guard?.(req, current, record);
    return { record, current };
  }

  /** Whether an edit's record differs from the record before in any stored value. */
  changes(record: Row, current: Row): boolean {
    const same = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || String(a) === String(b);
    return [...this.core.fields].some(([name, field]) => name in record && !same(storedValue(field, record[name]), storedValue(field, current[name])));
  }

  /** Writes an edit `editFor` checked, within `trx`, logged. */
  async writeEdit(trx: Kysely<any>, req: FastifyRequest, id: number, record: Row, current: Row) {
    await this.drawings(record, current).store(trx, req);
    await this.files.fillInfo(record, current);
    this.sealSecrets(req, record, current);
    await trx.updateTable(this.core.table).set({ ...this.checks.nullsFor(record), ...this.core.stored(record), updated_at: req.server.clock() }).where('id', '=', id).execute();
    await logOperation(trx as never, req, { type: OpType.EDIT, resource: this.core.table, targetId: id, summary: `编辑${this.core.recordName}：${this.core.label(record)}` });
  }

  /**
   * Credentials (x-secret) sealed with the server's key before they are kept; ****** sent back (what
   * the form shows) keeps the one there was.
   */
  private sealSecrets(req: FastifyRequest, record: Row, before?: Row) {
    for (const name of this.core.secrets) {
      const value = record[name];
      if (value === SECRET_MASK) record[name] = before?.[name] ?? null;
      else if (typeof value === 'string' && value !== '' && value !== before?.[name]) record[name] = sealSecret(req.server.secretKey, value);
    }
  }

  /**
   * Fields the server numbers (x-sequence): the prefix for the year, then the prefix's counter plus
   * one, taken under the counter row's lock (PostgreSQL) or the single writer (SQLite).
   */
  private async number(trx: Kysely<any>, record: Row, now: number) {
    for (const name of this.core.sequenced) {
      const { prefix, digits } = this.core.fields.get(name)!['x-sequence']!;
      const text = prefix.replace('{yyyy}', formatDateTime(now).slice(0, 4));
      const key = `${this.core.table}.${name}:${text}`;
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
    for (const [name, field] of this.core.fields) {
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
          record[name] = await storeFile(trx as never, { mime: 'image/png', bytes, createdBy: req.auth!.userId, now: req.server.clock(), purpose: `${this.core.table}.${name}` }, req.server.files);
        }
      },
    };
  }

  /**
   * Deletes the records `ids` ("3" or "3,4,5"); a tree node with children stays, and so does a
   * record whose state the flow keeps (deleteIn). A remove binding's `{record.x}` query values must
   * be the record's own (one record): what the caller saw is what goes.
   */
  async remove(req: FastifyRequest, ids: string, query: Record<string, string | undefined> = {}) {
    const list = ids.split(',').map(idFromText);
    if (list.length > MAX_IDS || !list.every(isId)) invalid([{ field: 'id', message: `id 应为正整数，多个用逗号分隔，最多 ${MAX_IDS} 个` }]);
    const scope = await this.core.scopeOf(req);
    const rows: Row[] = (await this.core.k.selectFrom(this.core.table).selectAll().where('id', 'in', list).execute()).filter((r: Row) => this.core.inScope(r, scope));
    if (rows.length === 0) throw new ApiError('NOT_FOUND', `${this.core.recordName}不存在或已删除`);
    const sent = Object.entries(parseBinding(this.core.schema.api.remove ?? '')?.query ?? {}).flatMap(([key, t]) => { const f = recordField(t); return f ? [[key, f] as const] : []; });
    if (sent.length && list.length > 1) throw new ApiError('VALIDATION_FAILED', `请逐个删除${this.core.recordName}`);
    for (const [key, field] of sent) {
      if (query[key] === undefined || query[key] === '') invalid([{ field: key, message: `请提供 ${key}（要删除的${this.core.recordName}的${this.core.fields.get(field)?.title ?? field}）` }]);
      if (String(rows[0][field] ?? '') !== query[key]) throw new ApiError('VALIDATION_FAILED', `${this.core.recordName}「${this.core.label(rows[0])}」的 ${key} 与所给的不一致，可能已被修改，请刷新后再删除`);
    }
    const flow = this.core.schema.flow;
    const kept = flow?.deleteIn ? rows.find((r) => !flow.deleteIn!.includes(String(r[flow.field]))) : undefined;
    if (kept) throw new ApiError('VALIDATION_FAILED', `${this.core.recordName}「${this.core.label(kept)}」现在是「${await this.core.stateName(kept[flow!.field])}」，不能删除`);
    if (this.core.isTree) {
      const child = await this.core.k.selectFrom(this.core.table).select('id').where('parent_id', 'in', list).where('id', 'not in', list).executeTakeFirst();
      if (child) throw new ApiError('VALIDATION_FAILED', '请先删除或移走下级，再删除上级');
    }
    for (const row of rows) await this.core.guard?.(req, row, undefined);
    const inUse = await this.core.references?.(rows);
    if (inUse) throw new ApiError('VALIDATION_FAILED', inUse);
    return this.core.writing(async (trx) => {
      for (const c of this.core.cascades) {
        const gone = await trx.deleteFrom(c.table).where(c.field, 'in', rows.map((r) => r.id)).executeTakeFirst();
        if (Number(gone.numDeletedRows)) await logOperation(trx as never, req, { type: OpType.DELETE, resource: c.table, targetId: null, summary: `随${this.core.recordName}删除${c.what} ${Number(gone.numDeletedRows)} 条` });
      }
      await trx.deleteFrom(this.core.table).where('id', 'in', rows.map((r) => r.id)).execute();
      for (const row of rows) await logOperation(trx as never, req, { type: OpType.DELETE, resource: this.core.table, targetId: Number(row.id), summary: `删除${this.core.recordName}：${this.core.label(row)}` });
      return { deleted: rows.length };
    });
  }
}
