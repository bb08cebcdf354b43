import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import { type FlowTransition, type ScreenAction } from '../../schemas/types.ts';
import { resolved, whereConditions } from './conditions.ts';
import { runEffects } from './effects.ts';
import { configInteger } from '../services/settings.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { RecordCore, type Row } from './record-core.ts';
import type { RecordPresenter } from './record-presenter.ts';

/** The first millisecond of `time`'s calendar day, in the server's time zone. */
const dayStartOf = (time: number) => { const d = new Date(time); d.setHours(0, 0, 0, 0); return d.getTime(); };

/** A schema action (认领, a flow move) on a stored screen's records: all or none, within scope, limited per day, with effects and hooks. */
export class RecordActions {
  constructor(readonly core: RecordCore, readonly presenter: RecordPresenter) {}

  /**
   * Runs a schema action on rows `ids`, all or none: each must be in the caller's scope and meet
   * the action's `when` as the update runs (so of two callers claiming one record, one wins);
   * a daily limit counts the caller's logged runs of the day under a lock on the caller's row.
   */
  async act(req: FastifyRequest, action: ScreenAction, ids: number[], form: Row) {
    const me = req.auth!.userId;
    const scope = await this.core.scopeOf(req);
    const now = req.server.clock();
    const values: Row = Object.fromEntries(Object.entries(action.set).map(([field, raw]) => {
      const from = typeof raw === 'string' ? /^\$form\.(\w+)$/.exec(raw)?.[1] : undefined;
      return [field, from ? (form[from] ?? null) : raw === '$now' ? formatDateTime(now) : resolved(raw, me)];
    }));
    // A new owner (claimed, transferred) owns it from now; a record back in the pool, since nobody.
    if (this.core.owner && this.core.ownedSince && this.core.owner in values) values[this.core.ownedSince] = values[this.core.owner] === null ? null : formatDateTime(now);
    const hook = action.hook ? this.core.hookOf(action.hook) : undefined;
    if (action.hook && !hook) throw new ApiError('SYSTEM_ERROR', `操作「${action.label}」的服务端步骤（${action.hook}）未接入，未执行`);
    let staged: unknown;
    const answer = await this.core.writing(async (trx) => {
      if (action.limit) {
        // One caller's runs one after another (PostgreSQL; SQLite writes one at a time anyway).
        if (this.core.db.dialect === 'postgres') await trx.selectFrom('sys_user').select('id').where('id', '=', me).forUpdate().execute();
        const limit = await configInteger(trx, action.limit.config, action.limit.default);
        const start = dayStartOf(now);
        const { n } = await trx.selectFrom('sys_oplog').select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', me).where('op_type', '=', action.log).where('resource', '=', this.core.table).where('created_at', '>=', start).executeTakeFirstOrThrow();
        if (Number(n) + ids.length > limit) {
          throw new ApiError('VALIDATION_FAILED', `今天已${action.label} ${Number(n)} 个${this.core.recordName}，每天最多 ${limit} 个（系统配置 ${action.limit.config}）`);
        }
      }
      const rows: Row[] = await this.presenter.withLabels(await trx.selectFrom(this.core.table).selectAll().where('id', 'in', ids).execute(), undefined, trx);
      // A status flow names both states when a record is not where the move starts.
      const move = (action as ScreenAction & { flow?: FlowTransition }).flow;
      const field = this.core.schema.flow?.field;
      const stuck = move && field ? rows.find((row) => this.core.inScope(row, scope) && !move.from.includes(String(row[field]))) : undefined;
      if (stuck && field) {
        throw new ApiError('VALIDATION_FAILED', `${this.core.recordName}「${this.core.label(stuck)}」现在是「${await this.core.stateName(stuck[field], trx)}」，不能改为「${await this.core.stateName(move!.to, trx)}」`);
      }
      // Four eyes: what someone recorded, someone else approves.
      const own = action.notOwner && this.core.owner ? rows.find((row) => this.core.inScope(row, scope) && Number(row[this.core.owner!]) === me) : undefined;
      if (own) throw new ApiError('FORBIDDEN', `不能${action.label}自己登记的${this.core.recordName}「${this.core.label(own)}」，须由另一位同事${action.label}`);
      const done: Row[] = [];
      for (const row of rows) {
        if (!this.core.inScope(row, scope)) continue;
        let update = trx.updateTable(this.core.table).set({ ...values, updated_at: now }).where('id', '=', row.id);
        update = whereConditions(update, action.when, me);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) done.push(row);
      }
      if (done.length < ids.length) {
        const missed = ids.length - done.length;
        throw new ApiError('VALIDATION_FAILED', ids.length === 1
          ? `这个${this.core.recordName}现在不能${action.label}（可能已被他人处理，或不在你的范围内），请刷新后再试`
          : `有 ${missed} 个${this.core.recordName}现在不能${action.label}（可能已被他人处理，或不在你的范围内），均未${action.label}，请刷新后再试`);
      }
      const reason = typeof form.reason === 'string' && form.reason ? `，原因：${form.reason}` : '';
      for (const row of done) {
        await logOperation(trx as never, req, { type: action.log as OpType, resource: this.core.table, targetId: Number(row.id), summary: `${action.label}${this.core.recordName}：${this.core.label(row)}${reason}` });
        const after = { ...row, ...values };
        const why = `${this.core.recordName}「${this.core.label(row)}」${action.label}`;
        await runEffects(trx, req, action.effects, this.core, { record: after, form, me, now, owner: this.core.owner ? after[this.core.owner] : me, why }, this.core.peer);
      }
      if (hook?.during) staged = await hook.during(trx, req, done.map((row) => ({ ...row, ...values, updated_at: now })), form);
      return { done: done.length };
    });
    return hook?.after ? { ...answer, ...(await hook.after(req, staged)) } : answer;
  }
}
