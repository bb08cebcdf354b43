import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { formatDateTime } from '../../validators/formatters.ts';
import type { Effect, EffectValue } from '../../schemas/types.ts';
import { ApiError } from '../errors.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import { whereConditions } from './conditions.ts';
import type { PeerRecords, Relation } from './record-core.ts';

type Row = Record<string, unknown>;

/** What an effect's values are read from: the record that caused it, the action's form, the caller, the time. */
export interface EffectCause { record: Row; form: Row; me: number; now: number; owner: unknown; why: string }

/** "$record.post_id.company_id" → the relation and the field of its target, else null. */
const throughRelation = (raw: string) => /^\$record\.(\w+)\.(\w+)$/.exec(raw);

/**
 * An effect value, read: a literal as written, the rest from the cause (a relation's record read
 * in `trx`, once per effect run however many of its fields are asked: `read` keeps it).
 */
async function valueOf(trx: Kysely<any>, raw: EffectValue, cause: EffectCause, relations: Relation[], read: Map<string, Promise<Row | undefined>>): Promise<unknown> {
  if (typeof raw !== 'string' || !raw.startsWith('$')) return raw;
  if (raw === '$me') return cause.me;
  if (raw === '$now') return formatDateTime(cause.now);
  const form = /^\$form\.(\w+)$/.exec(raw);
  if (form) return cause.form[form[1]] ?? null;
  const own = /^\$record\.(\w+)$/.exec(raw);
  if (own) return cause.record[own[1]] ?? null;
  const through = throughRelation(raw);
  const relation = through && relations.find((r) => r.field === through[1]);
  if (!through || !relation) throw new ApiError('SYSTEM_ERROR', `无法读取 ${raw}`);
  const id = cause.record[through[1]];
  if (id === null || id === undefined) return null;
  const key = `${relation.table}:${Number(id)}`;
  if (!read.has(key)) read.set(key, trx.selectFrom(relation.table).selectAll().where('id', '=', Number(id)).executeTakeFirst());
  return (await read.get(key))?.[through[2]] ?? null;
}

/**
 * Runs `effects` of a write in its transaction `trx`: creates records of other screens (owned by
 * the cause's owner, at the start of their flow) and updates the records relations point at, each
 * logged. `peer` finds a stored screen by its component path; `source` is the screen that wrote.
 */
export async function runEffects(trx: Kysely<any>, req: FastifyRequest, effects: Effect[] | undefined, source: { relations: Relation[] }, cause: EffectCause, peer: (component: string) => PeerRecords | undefined) {
  const read = new Map<string, Promise<Row | undefined>>();
  for (const effect of effects ?? []) {
    const values: Row = {};
    for (const [field, raw] of Object.entries(effect.values)) values[field] = await valueOf(trx, raw, cause, source.relations, read);
    if (effect.create) {
      const target = peer(effect.create);
      if (!target) throw new ApiError('SYSTEM_ERROR', `页面「${effect.create}」不可用，操作未执行`);
      const record = target.startOf(values, cause.owner, cause.now);
      const { id } = await trx.insertInto(target.table).values({ ...record, created_at: cause.now, updated_at: cause.now }).returning('id').executeTakeFirstOrThrow();
      await logOperation(trx as never, req, { type: OpType.ADD, resource: target.table, targetId: Number(id), summary: `新增${target.recordName}（${cause.why}）` });
    } else if (effect.update) {
      const relation = source.relations.find((r) => r.field === effect.update)!;
      const id = cause.record[effect.update];
      if (id === null || id === undefined) continue;
      let update = trx.updateTable(relation.table).set({ ...values, updated_at: cause.now }).where('id', '=', Number(id));
      update = whereConditions(update, effect.when, cause.me);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) continue;
      // A later effect reads the record as it is now.
      read.clear();
      await logOperation(trx as never, req, { type: OpType.EDIT, resource: relation.table, targetId: Number(id), summary: `更新${relation.record}（${cause.why}）` });
    }
  }
}
