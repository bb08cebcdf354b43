import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { formatDate, formatDateTime } from '../../validators/formatters.ts';
import { sweepFiles } from './files.ts';
import { sweepSeen } from './seen.ts';
import { OpType, logSystemOperation } from './oplog.ts';
import { configInteger } from './settings.ts';

/** How often the scheduled jobs run, unless KP_JOBS_EVERY_MS says otherwise. */
export const JOBS_EVERY_MS = 10 * 60 * 1000;
/** How many records one run returns to the pool at most; the next run takes the rest. */
const RETURN_BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Takes the lease on job `name` for `ms` when nobody holds it (or it ran out): of several server
 * processes ticking together, exactly one gets it. The lease is a row in the database, so it holds
 * across processes and machines; it is not given back early, so the job runs once per period.
 */
export async function takeLease(k: Kysely<any>, name: string, holder: string, now: number, ms: number): Promise<boolean> {
  await k.insertInto('sys_job_lease').values({ name, holder: '', until: 0, ran_at: null }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const taken = await k.updateTable('sys_job_lease').set({ holder, until: now + ms, ran_at: now })
    .where('name', '=', name).where('until', '<=', now).executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/**
 * Returns to the pool, for every stored screen with storage.poolReturn, the owned records whose
 * activity fields are all empty or older than the configured number of days; each logged as
 * 公开 (type 5) by the system. Answers how many records went back.
 */
export async function returnToPool(app: FastifyInstance): Promise<number> {
  const k = app.db.kysely as Kysely<any>;
  const now = app.clock();
  let returned = 0;
  for (const screen of app.engine.screens.values()) {
    const resource = screen.resource;
    const rule = screen.schema?.storage?.poolReturn;
    if (!resource?.owner || !rule) continue;
    const owner = resource.owner;
    const days = await configInteger(k, rule.config, rule.default, 1);
    const cutoff = formatDateTime(now - days * DAY_MS);
    await k.transaction().execute(async (trx) => {
      let stale = trx.selectFrom(resource.table).select(['id', owner]).where(owner, 'is not', null);
      for (const field of rule.after) stale = stale.where((eb) => eb.or([eb(field, 'is', null), eb(field, '<', cutoff)]));
      const rows = await stale.orderBy('id').limit(RETURN_BATCH).execute();
      if (!rows.length) return;
      // The same test again as the update runs: a follow-up written meanwhile keeps its talent.
      let update = trx.updateTable(resource.table).set({ [owner]: null, ...(resource.ownedSince ? { [resource.ownedSince]: null } : {}), updated_at: now })
        .where('id', 'in', rows.map((r) => r.id)).where(owner, 'is not', null);
      for (const field of rule.after) update = update.where((eb) => eb.or([eb(field, 'is', null), eb(field, '<', cutoff)]));
      const moved = await update.returning('id').execute();
      for (const row of moved) {
        await logSystemOperation(trx as never, now, { type: OpType.PUBLIC, resource: resource.table, targetId: Number(row.id), summary: `${days} 天未跟进，${resource.recordName}自动回到公海` });
      }
      returned += moved.length;
    });
  }
  return returned;
}

/**
 * Keeps the statuses that follow dates (storage.datedStatus) current as days pass: an onboarding
 * whose start date came is 在职 now, one whose leave date came 已离职. Answers how many changed.
 */
export async function settleDatedStatuses(app: FastifyInstance): Promise<number> {
  const k = app.db.kysely as Kysely<any>;
  const now = app.clock();
  const today = formatDate(now);
  let changed = 0;
  for (const screen of app.engine.screens.values()) {
    const rule = screen.schema?.storage?.datedStatus;
    const table = screen.resource?.table;
    if (!rule || !table) continue;
    const set = async (value: string, where: (eb: any) => any) => {
      const done = await k.updateTable(table).set({ [rule.field]: value, updated_at: now }).where(where).where(rule.field, '!=', value).executeTakeFirst();
      changed += Number(done.numUpdatedRows);
    };
    await set(rule.after, (eb) => eb.and([eb(rule.end, 'is not', null), eb(rule.end, '<=', today)]));
    await set(rule.before, (eb) => eb.and([eb.or([eb(rule.end, 'is', null), eb(rule.end, '>', today)]), eb(rule.start, '>', today)]));
    await set(rule.during, (eb) => eb.and([eb.or([eb(rule.end, 'is', null), eb(rule.end, '>', today)]), eb.or([eb(rule.start, 'is', null), eb(rule.start, '<=', today)])]));
  }
  return changed;
}

/** A scheduled job: its lease name, what it does, and what it says when it did something. */
export interface ScheduledJob { name: string; run: (app: FastifyInstance) => Promise<number>; done: (n: number) => string }

/** The jobs every server runs (each under its lease, so once per period across processes). */
export const JOBS: ScheduledJob[] = [
  { name: 'pool-return', run: returnToPool, done: (n) => `${n} 条记录长期未跟进，已自动回到公海` },
  { name: 'dated-status', run: settleDatedStatuses, done: (n) => `${n} 条记录的状态随日期更新（如入职日到了，待入职改为在职）` },
  { name: 'file-sweep', run: (app) => sweepFiles(app.db.kysely, app.files, app.clock()), done: (n) => `清理了 ${n} 个没有记录引用的文件（中断或失败的写入留下的）` },
  { name: 'seen-sweep', run: (app) => sweepSeen(app.db.kysely as Kysely<any>, app.clock()), done: (n) => `清理了 ${n} 条过期的防重放记录` },
];

/** How long a running job's lease lasts unless its holder renews it: a killed holder's job is free this soon. */
export const LEASE_MS = 15_000;
/** How often a live holder renews its leases. */
const RENEW_MS = 5_000;

/**
 * Takes scheduled job `name` when nobody is running it (or its runner's lease ran out: the runner
 * died) and it has not run in this period (`ran_at`, written when a run finishes). Of several
 * processes ticking together, exactly one gets it.
 */
export async function takeScheduled(k: Kysely<any>, name: string, holder: string, now: number, everyMs: number): Promise<boolean> {
  await k.insertInto('sys_job_lease').values({ name, holder: '', until: 0, ran_at: null }).onConflict((oc) => oc.column('name').doNothing()).execute();
  // A little under a period since the last run, so the next period's tick finds it due.
  const due = now - Math.max(everyMs / 2, everyMs - 1000);
  const taken = await k.updateTable('sys_job_lease').set({ holder, until: now + LEASE_MS })
    .where('name', '=', name).where('until', '<=', now).where((eb) => eb.or([eb('ran_at', 'is', null), eb('ran_at', '<=', due)])).executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Gives back a lease held by `holder`; `ranAt` notes the job as run in this period (not given: it runs again at the next tick). */
export async function releaseLease(k: Kysely<any>, name: string, holder: string, ranAt?: number): Promise<void> {
  await k.updateTable('sys_job_lease').set({ until: 0, ...(ranAt === undefined ? {} : { ran_at: ranAt }) }).where('name', '=', name).where('holder', '=', holder).execute();
}

/**
 * Keeps the leases `holder` holds while its process lives: each renewed every RENEW_MS to LEASE_MS
 * ahead, so a successor takes over within LEASE_MS of a kill; all given back at a clean stop.
 * `alsoRenew` runs at the same beat (the robot queue's claims, held the same way).
 */
export function heartbeat(app: FastifyInstance, holder: string, alsoRenew?: (until: number) => Promise<unknown>): void {
  const k = app.db.kysely as Kysely<any>;
  const renew = async () => {
    const until = app.clock() + LEASE_MS;
    await k.updateTable('sys_job_lease').set({ until }).where('holder', '=', holder).where('until', '>', 0).execute();
    await alsoRenew?.(until);
  };
  const timer = setInterval(() => void renew().catch((error: unknown) => app.log.warn({ err: error }, '续租失败')), RENEW_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await k.updateTable('sys_job_lease').set({ until: 0 }).where('holder', '=', holder).execute()
      .catch((error: unknown) => app.log.warn({ err: error }, '停止时未能归还租约'));
  });
}

/** Runs the scheduled jobs every `everyMs` in this process, each under its lease; stops with the server. */
export function startJobs(app: FastifyInstance, everyMs = JOBS_EVERY_MS, jobs: ScheduledJob[] = JOBS) {
  const holder = randomUUID();
  const k = app.db.kysely as Kysely<any>;
  heartbeat(app, holder);
  let running: Promise<void> | undefined;
  const tick = async () => {
    for (const job of jobs) {
      if (app.stopping) return;
      const startedAt = app.clock();
      let taken = false;
      try {
        taken = await takeScheduled(k, job.name, holder, startedAt, everyMs);
        if (!taken) continue;
        const n = await job.run(app);
        if (n) app.log.info(job.done(n));
        await releaseLease(k, job.name, holder, startedAt);
      } catch (error) {
        app.log.error(error, `定时任务 ${job.name} 失败`);
        if (taken) await releaseLease(k, job.name, holder).catch(() => undefined);
      }
    }
  };
  const run = () => { if (!running) running = tick().finally(() => { running = undefined; }); };
  const timer = setInterval(run, Math.min(everyMs, 60_000));
  timer.unref();
  run();
  // A stop waits for the run in progress (bounded by the stop's own wait), then gives the leases back.
  app.addHook('preClose', async () => { clearInterval(timer); await running; });
}
