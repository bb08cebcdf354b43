import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';

/** Operation-type codes of SPEC §3, as stored in the operation log. */
export const OpType = { ADD: 0, EDIT: 1, DELETE: 2, IMPORT: 3, CLAIM: 4, PUBLIC: 5, TRANSFER: 6, REVEAL: 7 } as const;
export type OpType = (typeof OpType)[keyof typeof OpType];

export interface OpEntry {
  type: OpType;
  resource: string;
  targetId?: string | number | null;
  summary: string;
}

/** Writes one operation-log row for `req`'s caller; call it inside the write's transaction. */
export async function logOperation(trx: Kysely<Database>, req: FastifyRequest, entry: OpEntry) {
  await insertLog(trx, { userId: req.auth?.userId ?? null, username: req.auth?.username ?? null, ip: req.ip }, req.server.clock(), entry);
}

/** A row for a named actor (ending a preview is the administrator's, though the session is the previewed user's). */
export async function logOperationAs(trx: Kysely<Database>, actor: { userId: number | null; username: string | null; ip: string | null }, at: number, entry: OpEntry) {
  await insertLog(trx, actor, at, entry);
}

/** What the system does by itself (a scheduled job): logged with no user, as 系统. */
export async function logSystemOperation(trx: Kysely<Database>, at: number, entry: OpEntry) {
  await insertLog(trx, { userId: null, username: '系统', ip: null }, at, entry);
}

async function insertLog(trx: Kysely<Database>, actor: { userId: number | null; username: string | null; ip: string | null }, at: number, entry: OpEntry) {
  await trx.insertInto('sys_oplog').values({
    user_id: actor.userId,
    username: actor.username,
    ip: actor.ip,
    op_type: entry.type,
    resource: entry.resource,
    target_id: entry.targetId == null ? null : String(entry.targetId),
    summary: entry.summary.slice(0, 500),
    created_at: at,
  }).execute();
}

/** Runs `write` and its log row in one transaction: both land or neither does. */
export function writeWithLog<T>(req: FastifyRequest, entry: OpEntry | ((result: T) => OpEntry), write: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return req.server.db.kysely.transaction().execute(async (trx) => {
    const result = await write(trx);
    await logOperation(trx, req, typeof entry === 'function' ? entry(result) : entry);
    return result;
  });
}
