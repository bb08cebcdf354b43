import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DATABASE_URL, type TestApp } from '../test/harness.ts';

/** The machine's PostgreSQL programs (Debian keeps them by major version), or undefined. */
const PG_BIN = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`).find((bin) => existsSync(`${bin}/pg_ctl`)) : undefined;
/** The cluster runs as the postgres user (PostgreSQL refuses root); the tests run as root here and in CI. */
const CAN_RUN = Boolean(PG_BIN) && process.getuid?.() === 0;

const freePort = () => new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => { const { port } = server.address() as { port: number }; server.close(() => resolve(port)); });
});

/**
 * A real PostgreSQL restart, not a proxy's imitation of one: a cluster of the test's own (the
 * shared one serves the suites running beside it), restarted with `pg_ctl restart` and stopped
 * and started again under two server processes asking for lists and adding talents. The processes
 * live, answer 503 B0211 while it is away, and serve again by themselves within 5 s.
 */
describe.runIf(TEST_DATABASE_URL && CAN_RUN)('PostgreSQL restarted under two server processes', () => {
  let dir: string;
  let port: number;
  let a: TestApp;
  let b: TestApp;
  let token: string;
  // The server's own output to a file: left on our pipes, pg_ctl's caller would wait for the server to end.
  const pgCtl = (...args: string[]) => execFileSync('runuser', ['-u', 'postgres', '--', `${PG_BIN}/pg_ctl`, '-D', dir, '-l', join(dir, 'server.log'), ...args], { stdio: 'pipe', timeout: 60_000 });
  const list = (t: TestApp) => t.request({ method: 'GET', url: '/v1/api/talents/talents', token, query: { pageSize: '20' } });
  const add = (t: TestApp, name: string, mobile: string) => t.request({ method: 'POST', url: '/v1/api/talents/talents/add', token, payload: { name, mobile, city: '苏州', source: '1', education: '2', status: '0' } });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kp-pg-'));
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
    port = await freePort();
    execFileSync('runuser', ['-u', 'postgres', '--', `${PG_BIN}/initdb`, '-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync'], { stdio: 'pipe', timeout: 120_000 });
    pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-w', 'start');
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    a = await buildTestApp({ databaseUrl: url });
    b = await buildTestApp({ shareWith: a, databaseUrl: url });
    token = await a.login('hr01');
    for (const t of [a, b]) expect((await list(t)).status).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (dir) {
      try { pgCtl('-m', 'immediate', 'stop'); } catch { /* already stopped */ }
      rmSync(dir, { recursive: true, force: true });
    }
  });

  /** Lists and adds on both processes, one after another, until `stop` says; each answer's status and time. */
  const load = (stop: { now: boolean }) => (async () => {
    const seen: Array<{ status: number; code: string; ms: number; added?: string }> = [];
    for (let i = 0; !stop.now; i++) {
      const t = i % 2 ? b : a;
      const started = Date.now();
      const name = `重启${i}`;
      const res = i % 3 === 0 ? await add(t, name, `1370${String(i).padStart(7, '0')}`) : await list(t);
      seen.push({ status: res.status, code: res.body?.code, ms: Date.now() - started, ...(i % 3 === 0 && res.status === 200 ? { added: name } : {}) });
      if (res.status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return seen;
  })();

  it('pg_ctl restart, and a stop of some seconds: only 200s and 503 B0211, every 200 add kept, serving again within 5 s', async () => {
    const stop = { now: false };
    const running = load(stop);
    await new Promise((resolve) => setTimeout(resolve, 500));
    pgCtl('-m', 'fast', '-w', 'restart');
    const restarted = Date.now();
    await expect.poll(async () => (await list(a)).status, { timeout: 5000, interval: 100 }).toBe(200);
    await expect.poll(async () => (await list(b)).status, { timeout: 5000, interval: 100 }).toBe(200);
    const restartRecovery = Date.now() - restarted;

    pgCtl('-m', 'fast', '-w', 'stop');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const down = await Promise.all([list(a), list(b), add(a, '停机中', '13799999999')].map(async (asked) => asked));
    expect(down.map((r) => [r.status, r.body.code])).toEqual([[503, 'B0211'], [503, 'B0211'], [503, 'B0211']]);
    pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-w', 'start');
    const started = Date.now();
    await expect.poll(async () => (await list(a)).status, { timeout: 5000, interval: 100 }).toBe(200);
    await expect.poll(async () => (await list(b)).status, { timeout: 5000, interval: 100 }).toBe(200);
    const startRecovery = Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop.now = true;
    const seen = await running;

    const tally = seen.reduce<Record<string, number>>((n, r) => ({ ...n, [`${r.status} ${r.code}`]: (n[`${r.status} ${r.code}`] ?? 0) + 1 }), {});
    console.info(`pg restart: ${JSON.stringify(tally)}; slowest answer ${Math.max(...seen.map((r) => r.ms))} ms; serving again ${restartRecovery} ms after pg_ctl restart returned, ${startRecovery} ms after a 3 s stop ended`);
    expect(Object.keys(tally).every((key) => key === '200 00000' || key === '503 B0211')).toBe(true);
    expect(tally['503 B0211'] ?? 0).toBeGreaterThan(0);
    // Every add answered 200 is in the table, and the one refused is not; both lists count what SQL counts.
    const added = seen.flatMap((r) => (r.added ? [r.added] : []));
    const names = new Set((await a.db.kysely.selectFrom('talent' as never).select('name' as never).where('name' as never, 'like', '重启%' as never).execute()).map((r) => (r as { name: string }).name));
    expect(added.filter((name) => !names.has(name))).toEqual([]);
    expect(await a.db.kysely.selectFrom('talent' as never).select('id' as never).where('name' as never, '=', '停机中' as never).execute()).toEqual([]);
    // hr01's own talents (我的人才), as each process's list counts them and as SQL does.
    const owner = (await a.db.kysely.selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow()).id;
    const count = Number((await a.db.kysely.selectFrom('talent' as never).select((eb) => eb.fn.countAll().as('n')).where('owner_id' as never, '=', owner as never).executeTakeFirstOrThrow() as { n: number }).n);
    expect(count).toBeGreaterThanOrEqual(added.length);
    for (const t of [a, b]) expect((await list(t)).body.data.total).toBe(count);
  }, 120_000);
});
