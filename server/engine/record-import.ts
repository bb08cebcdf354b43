import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { ApiError } from '../errors.ts';
import type { FieldError } from '../plugins/envelope.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import { type RowScope } from '../services/data-scope.ts';
import { holdsPermission } from '../services/access.ts';
import { eachYielding, yieldToLoop } from '../services/yield.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { isMoneyFormat } from '../../validators/formats.ts';
import { formatFen } from '../../validators/money.ts';
import { ImportStage, insertBatches, storedValue } from './import-stage.ts';
import { type PendingRange, publishRange, reserveRange, undoRange } from './import-pending.ts';
import { tallyRangeFill } from './tallies.ts';
import { type RollupSpec, rollupRangeFill } from './stat-rollups.ts';
import { streamImport } from './xlsx-import.ts';
import { asDuplicate, RecordCore, type Row, type ImportRows, type LineProblem, isEmpty } from './record-core.ts';
import type { RecordChecks } from './record-checks.ts';
import type { RecordWrites } from './record-writes.ts';

/** Imports into a stored screen: a file's rows staged and moved in at once (or edits by 编号), and a record's lines. */
export class RecordImport {
  constructor(readonly core: RecordCore, readonly checks: RecordChecks, readonly writes: RecordWrites) {}

  /**
   * An xlsx imported into this table: its rows read, checked (model, dictionaries, uniqueness
   * within the file and against the table, the write guard) and staged in a scratch table chunk
   * by chunk as the parser sends them — the server holds a chunk or two, never the file's records —
   * then written into the table in batches unseen and published at once (import-pending.ts): all
   * of them, or none with every problem by row and column. Staged until the file is checked: a
   * file with a problem writes nothing into the table at all.
   * Imported records are the importer's own (their private pool), at the start of their flow.
   */
  async importFile(req: FastifyRequest, bytes: Buffer, fixed: Row) {
    const now = req.server.clock();
    const checks = this.importChecks();
    let refused: unknown;
    // A screen keyed by id or a unique field (import.key): a row with its 编号, or whose key a
    // record has, edits that record; the others are new.
    const updates: ImportRows = [];
    const key = this.core.schema.import?.key;
    let added = 0;
    const scope = await this.core.scopeOf(req, true);
    const began = performance.now();
    const answer = await this.staged(async (stage) => {
      const { rows: total, sheet } = await streamImport(this.core, bytes, fixed, async (all) => {
        if (key && key !== 'id') await this.keyedIds(key, all);
        const rows = all.filter((row) => {
          if (row.record.id === undefined) return true;
          updates.push(row);
          return false;
        });
        added += rows.length;
        for (const { record } of rows) {
          if (this.core.owner) record[this.core.owner] = req.auth!.userId;
          if (this.core.owner && this.core.ownedSince) record[this.core.ownedSince] = formatDateTime(now);
          if (this.core.schema.flow) record[this.core.schema.flow.field] = this.core.schema.flow.initial;
        }
        await checks.add(rows);
        // Once a row has a problem nothing will be written: the rest are only checked.
        if (checks.failed || refused) return;
        try {
          for (const { record } of rows) await this.core.guard?.(req, undefined, record);
        } catch (error) { refused = error; return; }
        await stage.add(rows.map((r) => r.record));
      }, { scope });
      await this.mayImport(req, added, updates.length);
      const edits = await this.importEdits(req, updates, scope, checks);
      checks.finish(total);
      if (refused) throw refused;
      // The new rows written in batches under a pending range (unseen), then published with the
      // edits and the log in one short transaction — or deleted whole on any failure.
      const read = performance.now();
      const range = stage.size ? await reserveRange(stage.k, this.core.db.dialect, this.core.table, stage.size) : undefined;
      try {
        if (range) await stage.writeInto(range, now);
        // How long reading and checking took, and writing: an operator sees where a slow import spent its time.
        req.log.info({ table: this.core.table, rows: stage.size, readMs: Math.round(read - began), writeMs: Math.round(performance.now() - read) }, '导入的行已写入，待发布');
        return await this.core.writing(async (trx) => {
          for (const { id, record, current } of edits) await this.writes.writeEdit(trx, req, id, record, current);
          const summary = updates.length ? `导入${this.core.recordName}：新增 ${added} 条，更新 ${edits.length} 条，${updates.length - edits.length} 条未变` : `导入${this.core.recordName} ${total} 条`;
          await logOperation(trx as never, req, { type: OpType.IMPORT, resource: this.core.table, targetId: null, summary });
          if (range) await publishRange(trx, range, !this.core.isTree, await this.rangeFills(trx, range));
          return { imported: total, ...(this.core.schema.import?.key ? { added, updated: edits.length, unchanged: updates.length - edits.length } : {}), sheet };
        }, stage.k);
      } catch (error) {
        if (range) await undoRange(stage.k, range).catch((undo) => req.log.error({ error: undo }, `导入失败后删除未发布的行未完成（${this.core.table} 编号 ${range.lo}–${range.hi}），将在租约过期后清理`));
        throw asDuplicate(error);
      }
    });
    if (this.core.db.dialect === 'postgres') this.markVisible(req);
    return answer;
  }

  /** Sets `id` on the rows whose `key` (a unique field) a record has: those rows edit that record. */
  private async keyedIds(key: string, rows: ImportRows) {
    const values = [...new Set(rows.map((r) => r.record[key]).filter((v) => !isEmpty(v)))];
    const byKey = new Map<string, number>();
    for (let i = 0; i < values.length; i += 500) {
      for (const r of await this.core.k.selectFrom(this.core.table).select(['id', key]).where(key, 'in', values.slice(i, i + 500)).execute() as Row[]) byKey.set(String(r[key]), Number(r.id));
    }
    for (const row of rows) if (!isEmpty(row.record[key]) && byKey.has(String(row.record[key]))) row.record.id = byKey.get(String(row.record[key]));
  }

  /**
   * What an import writes needs the permissions a form would: adding for new records, editing for
   * rows that name a record by its 编号 (a screen keyed by id). The import permission alone, of old,
   * added records: it still does where the screen declares no add permission.
   */
  private async mayImport(req: FastifyRequest, adding: number, editing: number) {
    const holds = (perm: string) => holdsPermission(req.server.db, req.auth!.userId, req.auth!.roles, perm, req.snapshot);
    if (adding && this.core.schema.perms.add && !(await holds(this.core.schema.perms.add))) throw new ApiError('FORBIDDEN', `文件中有 ${adding} 行没有编号（新增${this.core.recordName}），你没有新增${this.core.recordName}的权限`);
    if (editing && !(this.core.schema.perms.edit && await holds(this.core.schema.perms.edit))) throw new ApiError('FORBIDDEN', `文件中有 ${editing} 行带编号（更新已有${this.core.recordName}），你没有编辑${this.core.recordName}的权限`);
  }

  /**
   * The rows of an import that name a record by its 编号, each as an edit of that record: within the
   * caller's scope, checked as the edit form's save is; the cells a row leaves empty keep their values,
   * and a masked number sent back as exported is no change. Problems go to `checks` by row and column.
   */
  private async importEdits(req: FastifyRequest, rows: ImportRows, scope: RowScope | undefined, checks: ReturnType<RecordImport['importChecks']>) {
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
      for (const r of await this.core.k.selectFrom(this.core.table).selectAll().where('id', 'in', ids.slice(i, i + 500)).execute() as Row[]) if (this.core.inScope(r, scope)) found.set(Number(r.id), r);
      await yieldToLoop();
    }
    await eachYielding(rows, async ({ line, record, errors }) => {
      const id = Number(record.id);
      if (lineOf.get(id) !== line) return;
      for (const e of errors) checks.problem(line, this.core.columnOf(e.field), e.message);
      if (errors.length) return;
      const current = found.get(id);
      if (!current) { checks.problem(line, '编号', `编号 ${id} 的${this.core.recordName}不存在，或不在你的数据范围内`); return; }
      const body = { ...record };
      delete body.id;
      try {
        const edit = await this.writes.editFor(req, id, body, scope, current);
        // A row exported and sent back as it was changes nothing: not written, not counted.
        if (this.writes.changes(edit.record, edit.current)) edits.push({ id, ...edit });
      } catch (error) {
        const fields = error instanceof ApiError && Array.isArray(error.data) ? error.data as FieldError[] : [];
        if (fields.length) for (const e of fields) checks.problem(line, this.core.columnOf(e.field), e.message);
        else checks.problem(line, '编号', (error as Error).message);
      }
    });
    return edits;
  }

  /** The statements adding an import's published rows to the table's tally and daily summaries (what their triggers skipped). */
  private async rangeFills(trx: Kysely<any>, range: PendingRange): Promise<string[]> {
    if (this.core.isTree) return [];
    const tallies = await trx.selectFrom('kp_tally_def').select(['tally', 'fields']).where('tbl', '=', this.core.table).execute();
    const rollups = await trx.selectFrom('stat_rollup_def').select('spec').where('table_name', '=', this.core.table).execute();
    return [
      ...tallies.map((t) => tallyRangeFill(this.core.table, String(t.tally), JSON.parse(String(t.fields)) as string[], range.lo, range.hi)),
      ...rollups.map((r) => rollupRangeFill(JSON.parse(String(r.spec)) as RollupSpec, this.core.db.dialect, range.lo, range.hi)),
    ];
  }

  /**
   * PostgreSQL, after an import: the new rows' pages marked all-visible at once, by a VACUUM of the
   * pages not marked yet that leaves the indexes alone (tens of milliseconds for 100,000 rows).
   * Until then every index-only scan over them reads the table as well — a page of ids 2–7 times
   * slower in the list bench, right after the import — and autovacuum comes only once a fifth of
   * the table is new. In the background: the import has answered.
   */
  private markVisible(req: FastifyRequest) {
    sql`vacuum (index_cleanup off, skip_locked) ${sql.table(this.core.table)}`.execute(this.core.k)
      .catch((error) => req.log.warn({ error }, `导入后整理 ${this.core.table} 未完成`));
  }

  /**
   * A scratch table for an import's checked records, shaped as this table's fields, for `work`;
   * dropped after it. SQLite: a temporary table of the writer thread's connection; PostgreSQL: a temporary
   * table on a connection the import keeps to itself (`stage.k`), where it also writes the rows.
   */
  private async staged<T>(work: (stage: ImportStage) => Promise<T>): Promise<T> {
    const run = async (k: Kysely<any>) => {
      const stage = new ImportStage(k, this.core.table, [...this.core.fields], this.core.db.writerThread);
      await stage.create();
      try {
        return await work(stage);
      } finally {
        await stage.drop();
      }
    };
    return this.core.db.dialect === 'postgres' ? this.core.k.connection().execute(run) : run(this.core.k);
  }

  /**
   * An import of this record's lines (schema `lines`): the file read as the lines screen's rows;
   * one record of this screen made of `fixed` (the binding's values), their count and sums; the
   * lines checked (model, then the `check` step) and pointed at it — all in one transaction, or
   * nothing with every problem by row and column.
   */
  async importLines(req: FastifyRequest, file: ImportRows, fixed: Row) {
    const spec = this.core.schema.lines!;
    const lines = this.core.peer(spec.screen);
    if (!lines) throw new ApiError('SYSTEM_ERROR', `明细页面 ${spec.screen} 未启用`);
    // A 合计 row at the foot (as a payroll sheet ends): not a line, but its sums are checked against the lines'.
    const footer = file.length > 1 && isTotalRow(file.at(-1)!.record) ? file.at(-1)! : undefined;
    const rows = footer ? file.slice(0, -1) : file;
    if (rows.length === 0) throw new ApiError('VALIDATION_FAILED', '文件中没有数据行');
    const now = req.server.clock();
    const header = this.checks.withDefaults({ ...fixed });
    if (this.core.owner) header[this.core.owner] = req.auth!.userId;
    if (this.core.schema.flow) header[this.core.schema.flow.field] = this.core.schema.flow.initial;
    if (spec.count) header[spec.count] = rows.length;
    for (const [field, from] of Object.entries(spec.sums ?? {})) header[field] = rows.reduce((sum, r) => sum + (Number(r.record[from]) || 0), 0);
    await this.checks.check(header, undefined, await this.core.scopeOf(req, true), undefined, req.auth!.userId);
    const check = spec.check ? this.core.linesCheckOf(spec.check) : undefined;
    if (spec.check && !check) throw new ApiError('SYSTEM_ERROR', `明细检查 ${spec.check} 未接入，未导入`);
    for (const { record } of rows) {
      if (lines.owner) record[lines.owner] = req.auth!.userId;
      if (lines.schema.flow) record[lines.schema.flow.field] = lines.schema.flow.initial;
    }
    const footing = footer ? Object.values(spec.sums ?? {}).flatMap((from) => {
      const stated = footer.record[from];
      if (typeof stated !== 'number') return [];
      const sum = rows.reduce((total, r) => total + (Number(r.record[from]) || 0), 0);
      const field = lines.schema.model.properties[from];
      const money = isMoneyFormat(field?.format);
      const shown = (n: number) => (money ? formatFen(n) : String(n));
      return stated === sum ? [] : [{ row: footer.line, field: from, message: `合计行的${field?.title ?? from}是 ${shown(stated)}，上面各行之和是 ${shown(sum)}，不一致` }];
    }) : [];
    await lines.checkImport(rows, [...footing, ...(check ? await check(req, header, rows) : [])]);
    return this.core.writing(async (trx) => {
      const { id } = await trx.insertInto(this.core.table).values({ ...this.core.stored(header), created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      for (const { record } of rows) record[spec.field] = Number(id);
      await lines.insertMany(trx, rows.map((r) => r.record), now);
      await logOperation(trx as never, req, { type: OpType.IMPORT, resource: this.core.table, targetId: Number(id), summary: `导入${this.core.recordName}：${this.core.label(header)}，${lines.recordName} ${rows.length} 条` });
      return { imported: rows.length, id: Number(id) };
    });
  }

  /**
   * Inserts `records`, 500 to a statement (insertBatches). A field no record has is left out; one
   * that some lack is null there (stored fields have no defaults).
   */
  async insertMany(trx: Kysely<any>, records: Row[], now: number) {
    const fields = [...this.core.fields].filter(([name]) => records.some((r) => name in r));
    const values = (record: Row) => [...fields.map(([name, field]) => storedValue(field, record[name]) ?? null), now, now];
    await insertBatches(trx, this.core.table, [...fields.map(([name]) => name), 'created_at', 'updated_at'], records, values);
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
    const problems: Array<{ row: number; column: string; message: string }> = more.map((p) => ({ row: p.row, column: this.core.fields.get(p.field)?.title ?? p.field, message: p.message }));
    const dicts = new Map<string, Map<string, string>>();
    const seen = new Map<string, Map<unknown, number>>();
    return {
      get failed() { return problems.length > 0; },
      problem: (row: number, column: string, message: string) => { problems.push({ row, column, message }); },
      add: async (rows: ImportRows) => {
        const added = new Map<string, unknown[]>();
        await eachYielding(rows, async ({ line, record, errors }) => {
          const all = [...errors];
          this.checks.withDefaults(record);
          this.checks.cleanRichText(record);
          // Every problem of the row at once; a cell that could not be read is reported once, as that.
          const unreadable = new Set(errors.map((e) => e.field));
          all.push(...[...this.checks.validate(record), ...(await this.checks.dictErrors(record, dicts))].filter((e) => !unreadable.has(e.field)));
          for (const [name, field] of this.core.fields) {
            if (!field['x-unique'] || isEmpty(record[name])) continue;
            const first = seen.get(name) ?? new Map();
            seen.set(name, first);
            if (first.has(record[name])) all.push({ field: name, message: `${field.title}「${this.core.shown(name, record[name])}」与第 ${first.get(record[name])} 行重复` });
            else {
              first.set(record[name], line);
              const fresh = added.get(name) ?? [];
              added.set(name, fresh);
              fresh.push(record[name]);
            }
          }
          for (const e of all) problems.push({ row: line, column: this.core.columnOf(e.field), message: e.message });
        });
        for (const [name, keys] of added) {
          for (let i = 0; i < keys.length; i += 500) {
            const taken: Row[] = await this.core.k.selectFrom(this.core.table).select(name).where(name, 'in', keys.slice(i, i + 500)).execute();
            await yieldToLoop();
            for (const t of taken) problems.push({ row: seen.get(name)!.get(t[name])!, column: this.core.fields.get(name)!.title, message: `${this.core.fields.get(name)!.title}「${this.core.shown(name, t[name])}」已存在` });
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
}

/** A row that totals the others (合计, 总计 in a text cell), as spreadsheets end a sheet of amounts. */
const isTotalRow = (record: Row) => Object.values(record).some((value) => typeof value === 'string' && /^\s*(合\s*计|总\s*计)\s*[:：]?\s*$/.test(value));
