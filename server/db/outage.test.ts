import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbProxy } from '../test/db-proxy.ts';
import { buildTestApp, TEST_DATABASE_URL, type TestApp } from '../test/harness.ts';

/**
 * PostgreSQL going away under two server processes: its connections ended, new ones refused, then
 * stalled, then back. The processes live through it (an unheard 'error' on an idle connection would
 * end the test's worker), answer every request with the envelope, and serve again by themselves.
 */
describe.runIf(TEST_DATABASE_URL)('a PostgreSQL outage (PostgreSQL)', () => {
  let proxy: DbProxy;
  let a: TestApp;
  let b: TestApp;
  let token: string;
  const list = (t: TestApp, query: Record<string, string> = {}) => t.request({ method: 'GET', url: '/v1/api/talents/talents', token, query: { pageSize: '20', ...query } });
  const add = (t: TestApp, name: string, mobile: string) => t.request({ method: 'POST', url: '/v1/api/talents/talents/add', token, payload: { name, mobile, city: '杭州', source: '1', education: '2', status: '0' } });
  const sqlCount = async () => Number((await a.db.kysely.selectFrom('talent' as never).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow() as { n: number }).n);

  beforeAll(async () => {
    const target = new URL(TEST_DATABASE_URL!);
    proxy = await new DbProxy({ host: target.hostname, port: Number(target.port || 5432) }).start();
    a = await buildTestApp({ databaseUrl: proxy.through(TEST_DATABASE_URL!) });
    b = await buildTestApp({ shareWith: a, databaseUrl: proxy.through(TEST_DATABASE_URL!) });
    token = await a.login('hr01');
    for (const t of [a, b]) for (let i = 0; i < 3; i++) expect((await list(t, { pageNum: String(i + 1) })).status).toBe(200);
  });
  afterAll(async () => {
    proxy?.up();
    await b?.close();
    await a?.close();
    await proxy?.close();
  });

  it('answers 503 B0211 while the database is down, saves nothing, and serves again by itself when it is back', async () => {
    const before = (await list(a)).body.data.total;
    expect((await add(a, '停机前', '13600000001')).body.code).toBe('00000');

    proxy.down();
    const during: Array<{ status: number; code: string; ms: number }> = [];
    for (let round = 0; round < 3; round++) {
      for (const t of [a, b]) {
        for (const ask of [() => list(t, { pageNum: String(round + 1) }), () => add(t, `停机中${round}`, `1360000010${round}`), () => t.request({ method: 'GET', url: '/v1/api/account/profile', token })]) {
          const started = Date.now();
          const res = await ask();
          during.push({ status: res.status, code: res.body?.code, ms: Date.now() - started });
        }
      }
    }
    // Every answer the envelope's 503, never a 500, a reset socket or a hang.
    expect(during.map((r) => [r.status, r.code])).toEqual(during.map(() => [503, 'B0211']));
    const ready = await a.request({ method: 'GET', url: '/v1/api/health/ready' });
    expect([ready.status, ready.body.data?.status]).toEqual([503, 'not-ready']);
    expect((await a.request({ method: 'GET', url: '/v1/api/health/live' })).status).toBe(200);

    proxy.up();
    const backAt = Date.now();
    await expect.poll(async () => (await list(a)).status, { timeout: 5000, interval: 100 }).toBe(200);
    await expect.poll(async () => (await list(b)).status, { timeout: 5000, interval: 100 }).toBe(200);
    console.info(`outage: ${during.length} requests answered 503 B0211 (slowest ${Math.max(...during.map((r) => r.ms))} ms); serving again ${Date.now() - backAt} ms after the database came back`);
    expect((await a.request({ method: 'GET', url: '/v1/api/health/ready' })).status).toBe(200);

    // Nothing half-written: the adds refused during the outage are not there; the one before is.
    const after = (await list(b)).body.data.total;
    expect(after).toBe(before + 1);
    expect(await sqlCount()).toBeGreaterThanOrEqual(after);
    const named = await a.db.kysely.selectFrom('talent' as never).select('name' as never).where('name' as never, 'like', '停机%' as never).execute();
    expect(named).toEqual([{ name: '停机前' }]);
  });

  it('keeps no page across an outage: a write on one process is seen by the other after both lost their change feed', async () => {
    for (const t of [a, b]) expect((await list(t, { city: '杭州' })).status).toBe(200);
    proxy.down();
    expect((await list(a, { city: '杭州' })).status).toBe(503);
    proxy.up();
    await expect.poll(async () => (await add(b, '恢复后', '13600000201')).body.code, { timeout: 5000, interval: 100 }).toBe('00000');
    const rows = await a.db.kysely.selectFrom('talent' as never).select('name' as never).where('name' as never, '=', '恢复后' as never).execute();
    expect(rows).toHaveLength(1);
    const all = (await list(a, { city: '杭州', pageSize: '100' })).body.data;
    expect(all.list.map((r: { name: string }) => r.name)).toContain('恢复后');
  });

  it('lives through its connections terminated under load: 200s and 503s only, then the lists equal the table', async () => {
    const terminate = () => a.db.kysely.executeQuery({ sql: `select count(pg_terminate_backend(pid)) as n from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()`, parameters: [`kp-admin ${a.place.pgSchema}`], query: { kind: 'RawNode' } } as never)
      .catch(() => undefined);
    const statuses = new Map<number, number>();
    const refused: string[] = [];
    const saved: string[] = [];
    let running = true;
    let n = 0;
    const worker = async (t: TestApp) => {
      while (running) {
        const i = ++n;
        const res = i % 3 ? await list(t, { pageNum: String(1 + (i % 5)) }) : await add(t, `负载${i}`, `137${String(i).padStart(8, '0')}`);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (!(i % 3)) (res.status === 200 ? saved : refused).push(`负载${i}`);
      }
    };
    const workers = [a, b, a, b].map(worker);
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await terminate();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(workers);
    console.info(`terminated 3 times under load: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    await expect.poll(async () => (await list(a)).status, { timeout: 5000, interval: 100 }).toBe(200);
    const total = await sqlCount();
    // An add answered 503 saved nothing; one answered 200 is there.
    const there = new Set((await a.db.kysely.selectFrom('talent' as never).select('name' as never).where('name' as never, 'like', '负载%' as never).execute() as Array<{ name: string }>).map((r) => r.name));
    expect(refused.filter((name) => there.has(name))).toEqual([]);
    expect(saved.filter((name) => !there.has(name))).toEqual([]);
    expect((await list(a)).body.data.total).toBe(total);
    expect((await list(b)).body.data.total).toBe(total);
  });

  it('answers 503 when the database takes connections and never answers, instead of hanging', async () => {
    proxy.freeze();
    const res = await a.request({ method: 'GET', url: '/v1/api/account/profile', token });
    expect([res.status, res.body.code]).toEqual([503, 'B0211']);
    proxy.up();
    await expect.poll(async () => (await a.request({ method: 'GET', url: '/v1/api/account/profile', token })).status, { timeout: 5000, interval: 100 }).toBe(200);
  });
});
