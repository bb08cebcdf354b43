/**
 * 外呼机器人: a task's talents are chosen when it starts (its conditions, within the starter's data
 * scope) and kept as a queue in the database (`call_robot_item`), so a restart or a second process
 * goes on where it stopped. The dispatcher claims pending items with one conditional update (an item
 * moves pending → placing for exactly one process), within the task's daily window and below its
 * concurrency, places each through the provider's robot (SmartCall) as a call record, and the
 * provider's robot reports finish them: the grade (A–D) and transcript on the call record, a
 * transfer to a person kept in 转接记录, and for grade A or B a follow-up with a next time for the
 * talent's owner (the task's owner for a pool talent). A task whose items are all finished is done.
 *
 * Why by hand and not pg-boss: one interface on SQLite and PostgreSQL alike, in the database the
 * records live in (a claim and the record it makes are consistent), with nothing more to run.
 * An item is dialled at most once, and none is lost to a crash:
 * - pending → placing: claimed by one process (its holder), under a lease the live process renews
 *   (heartbeat); a process that dies here never dialled, so after the lease the item is pending again.
 * - placing → dialing: the call record is written, in one transaction with the item, just before the
 *   provider is asked; the record's id goes to the provider as OutId.
 * - dialing → placed: the provider's call id is kept the moment it answers, before anything else.
 *   A process dying between asking and keeping leaves the item dialing: whether the provider placed
 *   the call cannot be known, so it is never asked again — after the lease the item waits as placed,
 *   and the provider's report finds its record by OutId; with no report within REPORT_WAIT_MS it fails.
 * - placed → done by the report; failed when the provider refused the call.
 */
import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import type { MoveHook } from '../engine/record-core.ts';
import { ownedWithin, rowScope } from './data-scope.ts';
import { LEASE_MS, heartbeat, releaseLease, takeLease } from './jobs.ts';
import { OpType, logSystemOperation } from './oplog.ts';
import { robotCall, voiceConfig } from '../adapters/voice.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { positiveEnv } from '../env-number.ts';

type Row = Record<string, unknown>;
const k = (app: FastifyInstance) => app.db.kysely as Kysely<any>;
/** The most talents one task calls. */
export const MAX_TASK_TALENTS = 5000;
/** How long a claim lasts unless its live holder renews it (heartbeat): a successor resumes this soon after a kill. */
const CLAIM_MS = LEASE_MS;
/** How long a placed call may wait for the provider's report before it counts as failed (`KP_ROBOT_REPORT_WAIT_MS`). */
export const REPORT_WAIT_MS = positiveEnv('KP_ROBOT_REPORT_WAIT_MS', 30 * 60_000);
/** When a grade A/B talent's owner is asked to call back: the next day, at this time. */
const FOLLOW_AT = '10:00:00';

/** 启动: the list fixed now, from the task's conditions within the starter's scope. */
export const startRobotTask: MoveHook = {
  during: async (trx, req, rows) => {
    const scope = await rowScope(req);
    for (const task of rows) {
      let q = trx.selectFrom('talent').select('id').where('mobile', 'is not', null);
      if (task.talent_status) q = q.where('status', '=', String(task.talent_status));
      if (task.talent_source) q = q.where('source', '=', String(task.talent_source));
      if (task.talent_education) q = q.where('education', '=', String(task.talent_education));
      if (task.talent_city) q = q.where('city', 'like', `%${String(task.talent_city).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      if (scope.owners) q = q.where(ownedWithin('owner_id', scope.owners, true));
      const talents = await q.orderBy('id').limit(MAX_TASK_TALENTS + 1).execute();
      if (!talents.length) throw new ApiError('VALIDATION_FAILED', `外呼任务「${String(task.name)}」没有符合条件的人才`);
      if (talents.length > MAX_TASK_TALENTS) throw new ApiError('VALIDATION_FAILED', `外呼任务「${String(task.name)}」的人才超过 ${MAX_TASK_TALENTS} 位：请把条件收窄`);
      const now = req.server.clock();
      for (let i = 0; i < talents.length; i += 500) {
        await trx.insertInto('call_robot_item').values(talents.slice(i, i + 500).map((t) => ({ task_id: task.id, talent_id: t.id, status: 'pending', created_at: now, updated_at: now }))).execute();
      }
      await trx.updateTable('call_robot_task').set({ total: talents.length, done_count: 0, grade_ab: 0 }).where('id', '=', Number(task.id)).execute();
    }
  },
};

/** A task's time fields make a window: it ends after it starts. */
export async function guardRobotTask(_req: FastifyRequest, before: Row | undefined, after: Row | undefined) {
  const task = { ...before, ...after };
  if (after && task.window_from && task.window_to && String(task.window_from) >= String(task.window_to)) {
    throw new ApiError('VALIDATION_FAILED', '时间窗的结束要晚于开始', [{ field: 'window_to', message: '时间窗的结束要晚于开始' }]);
  }
}

const within = (now: number, from: unknown, to: unknown) => {
  const time = dayjs(now).format('HH:mm:ss');
  return time >= String(from) && time < String(to);
};

/** One round of the dispatcher for `holder` (this process): answers how many calls were placed. */
export async function dispatchRobotCalls(app: FastifyInstance, holder: string = randomUUID()): Promise<number> {
  const now = app.clock();
  await settleStale(app, now);
  const tasks = await k(app).selectFrom('call_robot_task').selectAll().where('status', '=', '1').execute();
  const config = tasks.length ? await voiceConfig(app) : null;
  let placed = 0;
  for (const task of tasks) {
    if (app.stopping) break;
    if (!within(now, task.window_from, task.window_to)) continue;
    await finishIfDone(app, Number(task.id));
    if (!config) continue;
    // One process dispatches a task at a time: its concurrency holds across processes.
    const lease = `robot.task.${task.id}`;
    if (!(await takeLease(k(app), lease, holder, now, CLAIM_MS))) continue;
    try {
      placed += await dispatchTask(app, config, task, holder, now);
    } finally {
      await releaseLease(k(app), lease, holder);
    }
    await finishIfDone(app, Number(task.id));
  }
  return placed;
}

/**
 * Items whose holder stopped renewing (its process died): one only claimed goes back to the queue;
 * one being dialled may have been placed, so it waits for its report as placed; one placed whose
 * report never came within REPORT_WAIT_MS is failed, its record with it.
 */
async function settleStale(app: FastifyInstance, now: number) {
  await k(app).updateTable('call_robot_item').set({ status: 'pending', holder: null, lease_until: null, updated_at: now })
    .where('status', '=', 'placing').where('lease_until', '<', now).execute();
  await k(app).updateTable('call_robot_item').set({ status: 'placed', updated_at: now })
    .where('status', '=', 'dialing').where('lease_until', '<', now).execute();
  const unheard = await k(app).selectFrom('call_robot_item').select(['id', 'record_id', 'task_id']).where('status', '=', 'placed').where('updated_at', '<', now - REPORT_WAIT_MS).execute();
  for (const item of unheard) {
    await k(app).transaction().execute(async (trx) => {
      const moved = await trx.updateTable('call_robot_item').set({ status: 'failed', updated_at: now }).where('id', '=', item.id).where('status', '=', 'placed').executeTakeFirst();
      if (Number(moved.numUpdatedRows) && item.record_id) {
        await trx.updateTable('call_record').set({ status: 'failed', status_code: 'no-report', updated_at: now }).where('id', '=', item.record_id).where('status', '=', 'calling').execute();
      }
    });
  }
}

/** Up to the task's free lines, its next pending talents called (each claimed pending → placing once). */
async function dispatchTask(app: FastifyInstance, config: NonNullable<Awaited<ReturnType<typeof voiceConfig>>>, task: Row, holder: string, now: number): Promise<number> {
  let placed = 0;
  const busy = Number((await k(app).selectFrom('call_robot_item').select((eb) => eb.fn.countAll().as('n')).where('task_id', '=', task.id).where('status', 'in', ['placing', 'dialing', 'placed']).executeTakeFirst())?.n ?? 0);
  const free = Number(task.concurrency) - busy;
  if (free <= 0) return 0;
  // The claim: pending → placing in one statement; an item another process took is not taken again.
  const next = k(app).selectFrom('call_robot_item').select('id').where('task_id', '=', task.id).where('status', '=', 'pending').orderBy('id').limit(free);
  await k(app).updateTable('call_robot_item').set({ status: 'placing', holder, lease_until: now + CLAIM_MS, updated_at: now })
    .where('id', 'in', next).where('status', '=', 'pending').execute();
  const claimed = await k(app).selectFrom('call_robot_item as i').innerJoin('talent as t', 't.id', 'i.talent_id')
    .select(['i.id', 'i.talent_id', 't.mobile']).where('i.holder', '=', holder).where('i.status', '=', 'placing').where('i.task_id', '=', task.id).execute();
  for (const item of claimed) {
    // A stop in progress leaves the rest claimed-not-dialled: given back below, dialled by the next process.
    if (app.stopping) break;
    const recordId = await k(app).transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('call_record').values({
        call_id: `pending-${item.id}-${holder.slice(0, 8)}`, talent_id: item.talent_id, callee: String(item.mobile), caller: null, status: 'calling', duration: 0,
        source: 'robot', robot_task_id: task.id, owner_id: task.owner_id, started_at: formatDateTime(now), created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow();
      const moved = await trx.updateTable('call_robot_item').set({ status: 'dialing', record_id: id, updated_at: app.clock() })
        .where('id', '=', item.id).where('holder', '=', holder).where('status', '=', 'placing').executeTakeFirst();
      // Our claim lapsed (this process stalled past its lease) and the item went back: not ours to dial.
      if (!Number(moved.numUpdatedRows)) throw new ClaimLost();
      return Number(id);
    }).catch((error) => { if (error instanceof ClaimLost) return null; throw error; });
    if (recordId === null) continue;
    const answer = await robotCall(app, config, { callee: String(item.mobile), script: String(task.script_id), outId: String(recordId) });
    if (answer.ok) {
      // The call id first: a report arriving now finds its record.
      await k(app).updateTable('call_record').set({ call_id: answer.data.slice(0, 64) }).where('id', '=', recordId).execute();
      await k(app).updateTable('call_robot_item').set({ status: 'placed', updated_at: app.clock() }).where('id', '=', item.id).where('status', '=', 'dialing').execute();
      placed++;
    } else {
      await k(app).updateTable('call_record').set({ status: 'failed', status_code: answer.code?.slice(0, 16) ?? null }).where('id', '=', recordId).execute();
      await k(app).updateTable('call_robot_item').set({ status: 'failed', updated_at: app.clock() }).where('id', '=', item.id).where('status', '=', 'dialing').execute();
    }
  }
  // What this round claimed and did not dial goes back to the queue at once.
  await requeueClaims(app, holder, Number(task.id));
  return placed;
}

/** `holder`'s claims not yet being dialled (of one task, or all of them) back in the queue. */
async function requeueClaims(app: FastifyInstance, holder: string, taskId?: number) {
  let back = k(app).updateTable('call_robot_item').set({ status: 'pending', holder: null, lease_until: null, updated_at: app.clock() })
    .where('holder', '=', holder).where('status', '=', 'placing');
  if (taskId !== undefined) back = back.where('task_id', '=', taskId);
  await back.execute();
}

class ClaimLost extends Error {}

/** The task's figures from its items; 已完成 once none is left to call or to hear back from. */
async function finishIfDone(app: FastifyInstance, taskId: number, db: Kysely<any> = k(app)) {
  const counts = await db.selectFrom('call_robot_item').select(['status', (eb) => eb.fn.countAll().as('n')]).where('task_id', '=', taskId).groupBy('status').execute();
  const n = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
  const graded = await db.selectFrom('call_record').select((eb) => eb.fn.countAll().as('n')).where('robot_task_id', '=', taskId).where('grade', 'in', ['A', 'B']).executeTakeFirst();
  const open = n('pending') + n('placing') + n('dialing') + n('placed');
  const result = await db.updateTable('call_robot_task').set({ done_count: n('done') + n('failed'), grade_ab: Number(graded?.n ?? 0), ...(open === 0 ? { status: '3' } : {}) })
    .where('id', '=', taskId).where('status', '=', '1').executeTakeFirst();
  if (open === 0 && Number(result.numUpdatedRows) === 1) {
    await logSystemOperation(db as never, app.clock(), { type: OpType.EDIT, resource: 'call_robot_task', targetId: taskId, summary: `外呼任务打完：${n('done')} 通有结果，${n('failed')} 通未能拨出` });
  }
}

export interface RobotReport { call_id?: string; out_id?: string; duration?: number | string; status_code?: string; start_time?: string; end_time?: string; grade?: string; transcript?: string; transfer?: { agent_number?: string; start_time?: string; duration?: number | string; outcome?: string } }

/** One robot report onto its call: grade, transcript, transfer, follow-up; the item finished. Answers whether it was a call of ours. */
export async function applyRobotReport(app: FastifyInstance, report: RobotReport, db: Kysely<any> = k(app)): Promise<boolean> {
  if (!report.call_id) return false;
  const columns = ['id', 'talent_id', 'robot_task_id', 'status', 'grade', 'call_id'] as const;
  // By its call id, or — when its placing process has not kept the call id yet, or died before it
  // could — by the OutId it was placed with. One statement: two would miss a call whose id the
  // dispatcher keeps between them (not yet there for the first, no longer pending for the second).
  const outId = /^[1-9][0-9]{0,15}$/.test(String(report.out_id ?? '')) ? Number(report.out_id) : undefined;
  const call = await db.selectFrom('call_record').select([...columns]).where('source', '=', 'robot')
    .where((eb) => eb.or([eb('call_id', '=', String(report.call_id)), ...(outId !== undefined ? [eb.and([eb('id', '=', outId), eb('call_id', 'like', 'pending-%')])] : [])]))
    .executeTakeFirst();
  if (!call) return false;
  if (String(call.call_id).startsWith('pending-')) await db.updateTable('call_record').set({ call_id: String(report.call_id).slice(0, 64) }).where('id', '=', call.id).where('call_id', '=', call.call_id).execute();
  const now = app.clock();
  const duration = Math.max(0, Math.floor(Number(report.duration ?? 0)) || 0);
  const grade = /^[ABCD]$/.test(String(report.grade ?? '')) ? String(report.grade) : null;
  const time = (t?: string) => (t && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(t) ? t : null);
  // Once per call: a report again changes nothing (the follow-up and transfer are made once).
  const first = !['answered', 'missed', 'failed'].includes(String(call.status));
  await db.updateTable('call_record').set({
    status: duration > 0 ? 'answered' : 'missed', duration, grade, transcript: report.transcript ? String(report.transcript).slice(0, 4000) : null,
    status_code: report.status_code ? String(report.status_code).slice(0, 16) : null, updated_at: now,
    // A report without times keeps the start written when the call was placed.
    ...(time(report.start_time) ? { started_at: time(report.start_time) } : {}), ...(time(report.end_time) ? { ended_at: time(report.end_time) } : {}),
  }).where('id', '=', call.id).execute();
  await db.updateTable('call_robot_item').set({ status: 'done', updated_at: now }).where('record_id', '=', call.id).execute();
  if (first && report.transfer) {
    const agent = report.transfer.agent_number ? await db.selectFrom('sys_user').select('id').where('mobile', '=', String(report.transfer.agent_number)).executeTakeFirst() : undefined;
    const task = await db.selectFrom('call_robot_task').select('owner_id').where('id', '=', call.robot_task_id).executeTakeFirst();
    await db.insertInto('call_transfer').values({
      call_id: String(report.call_id).slice(0, 64), talent_id: call.talent_id, robot_task_id: call.robot_task_id, agent_id: agent?.id ?? null,
      agent_number: report.transfer.agent_number ? String(report.transfer.agent_number).slice(0, 11) : null, started_at: time(report.transfer.start_time),
      duration: Math.max(0, Math.floor(Number(report.transfer.duration ?? 0)) || 0), outcome: ['interview', 'later', 'declined', 'missed'].includes(String(report.transfer.outcome)) ? String(report.transfer.outcome) : null,
      owner_id: task?.owner_id ?? null, created_at: now, updated_at: now,
    }).onConflict((oc) => oc.column('call_id').doNothing()).execute();
  }
  if (first && (grade === 'A' || grade === 'B')) {
    const talent = await db.selectFrom('talent').select(['owner_id']).where('id', '=', call.talent_id).executeTakeFirst();
    const task = await db.selectFrom('call_robot_task').select(['owner_id', 'name']).where('id', '=', call.robot_task_id).executeTakeFirst();
    await db.insertInto('talent_follow').values({
      talent_id: call.talent_id, method: '1', owner_id: talent?.owner_id ?? task?.owner_id ?? null,
      content: `外呼机器人「${String(task?.name ?? '')}」：意向 ${grade}${report.transcript ? `。${String(report.transcript).slice(0, 200)}` : ''}，请回电跟进`.slice(0, 500),
      next_at: `${dayjs(now).add(1, 'day').format('YYYY-MM-DD')} ${FOLLOW_AT}`, created_at: now, updated_at: now,
    }).execute();
  }
  await finishIfDone(app, Number(call.robot_task_id), db);
  return true;
}

/** The dispatcher in this process, every `everyMs`; several processes share the queue through the claim. */
export function startRobotDispatcher(app: FastifyInstance, everyMs: number) {
  const holder = randomUUID();
  // The claims this process is placing or dialling are renewed with its leases: a live process keeps them however slow the provider.
  heartbeat(app, holder, (until) => k(app).updateTable('call_robot_item').set({ lease_until: until })
    .where('holder', '=', holder).where('status', 'in', ['placing', 'dialing']).execute());
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = dispatchRobotCalls(app, holder).then(() => undefined, (error) => app.log.error(error, '外呼机器人派发失败')).finally(() => { running = undefined; });
  }, everyMs);
  timer.unref();
  // A clean stop: the round in progress ends (it dials no more), its undialled claims go back to the queue.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
    await requeueClaims(app, holder).catch(() => undefined);
  });
}
