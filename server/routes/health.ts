import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { migrationsFor } from '../db/migrations.ts';
import { ok, failure } from '../plugins/envelope.ts';

/** How long readiness waits for the database before it says not ready. */
const READY_WAIT_MS = 2000;

/**
 * For load balancers and supervisors. Liveness: the process answers (never touches the database,
 * so an outage of the database does not get the process restarted for nothing). Readiness: the
 * database answers within READY_WAIT_MS and every migration this build knows is applied — 503
 * otherwise, with the reason (a stopping process is answered 503 before any route: plugins/envelope.ts).
 */
export async function healthRoutes(app: FastifyInstance) {
  const migrations = Object.keys(migrationsFor(app.db.dialect)).length;
  app.get('/health/live', { schema: { summary: '存活检查（进程在运行）' }, config: { access: 'public' } }, async () => ok({ status: 'live' }));

  app.get('/health/ready', { schema: { summary: '就绪检查（数据库可用、迁移完成）' }, config: { access: 'public' } }, async (_req, reply) => {
    const notReady = (reason: string) => reply.code(503).header('retry-after', '5').send(failure('DATABASE_UNAVAILABLE', reason, { status: 'not-ready', reason }));
    try {
      const applied = await within(READY_WAIT_MS, sql<{ n: number | string }>`select count(*) as n from kp_migration`.execute(app.db.kysely));
      if (Number(applied.rows[0]?.n ?? 0) < migrations) return notReady('数据库迁移尚未完成');
    } catch {
      return notReady('数据库暂时不可用');
    }
    return ok({ status: 'ready' });
  });
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), ms); });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
