// Issue 28: every statistics call (the six 统计分析 charts, the home's today and trend) at
// 1,000,000 talents, 300,000 applications, 200,000 follow-ups and 100,000 onboarding records, by
// 10 concurrent users — admin (全部) and hr01 (仅本人) — on random ranges (today, a week, a month,
// 90 days, one to nine past months), on SQLite (one process) and, with DATABASE_URL, PostgreSQL (two). The
// baseline: the same figures by a plain GROUP BY run on the database directly, once each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { formatDateTime } from '../validators/formatters.ts';
import { adminHeaders, benchServer, BENCH_PASSWORD, processEnv } from './bench-server.ts';
import { type MixResult, runMix } from './mix.ts';
import { awaitIndexBuilds, freshSchema } from './postgres.ts';
import { peakRssOf, type ServerProcess, startServerProcess, stopServerProcess } from './server-process.ts';

export const STATS_ROWS = { talents: 1_000_000, applies: 300_000, follows: 200_000, onboards: 100_000 };
const DAY = 86_400_000;
/** The records span two years back from now. */
const SPAN_DAYS = 730;
const COMPANIES = 200;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface StatsRun { run: MixResult; plainMs: Record<string, number>; rssMb: number[]; seedSeconds: number }
export interface StatsBench { sqlite?: StatsRun; postgres?: StatsRun; seconds: number }

export async function benchStats(seconds = 15, databaseUrl = process.env.DATABASE_URL): Promise<StatsBench> {
  const sqlite = process.env.KP_BENCH_DB === 'postgres' && databaseUrl ? undefined : await benchOn(undefined, seconds);
  const postgres = databaseUrl && process.env.KP_BENCH_DB !== 'sqlite' ? await benchOn(databaseUrl, seconds) : undefined;
  return { sqlite, postgres, seconds };
}

/** Row i of each table, as its columns; owners are hr01 and 29 colleagues, a third of talents in the pool. */
function rows(now: number, owners: number[]) {
  const at = (i: number, n: number) => now - Math.floor((i / n) * SPAN_DAYS * DAY) - (i % 86_400) * 1000;
  const owner = (i: number) => owners[i % owners.length];
  return {
    talents: { columns: ['name', 'mobile', 'status', 'source', 'owner_id', 'owned_at', 'created_at', 'updated_at'], types: ['text', 'text', 'text', 'text', 'int8', 'text', 'int8', 'int8'],
      row: (i: number) => [`统计${i}`, `1${String(3_000_000_000 + i)}`, String(i % 6), String(1 + (i % 7)), i % 3 === 0 ? null : owner(i), i % 3 === 0 ? null : formatDateTime(now), at(i, STATS_ROWS.talents), now] },
    applies: { columns: ['talent_id', 'post_id', 'channel', 'status', 'interview_at', 'owner_id', 'created_at', 'updated_at'], types: ['int8', 'int8', 'text', 'text', 'text', 'int8', 'int8', 'int8'],
      row: (i: number) => [1 + i, 1, String(1 + (i % 7)), String(i % 7), i % 2 ? formatDateTime(at(i, STATS_ROWS.applies) + 3 * DAY) : null, owner(i), at(i, STATS_ROWS.applies), now] },
    follows: { columns: ['talent_id', 'method', 'content', 'owner_id', 'created_at', 'updated_at'], types: ['int8', 'text', 'text', 'int8', 'int8', 'int8'],
      row: (i: number) => [1 + i, '1', '电话沟通', owner(i), at(i, STATS_ROWS.follows), now] },
    onboards: { columns: ['talent_id', 'company_id', 'post_id', 'start_date', 'status', 'owner_id', 'created_at', 'updated_at'], types: ['int8', 'int8', 'int8', 'text', 'text', 'int8', 'int8', 'int8'],
      row: (i: number) => [1 + i, 1 + (i % COMPANIES), 1, day(at(i, STATS_ROWS.onboards)), '0', owner(i), at(i, STATS_ROWS.onboards), now] },
  };
}
const TABLES = { talents: 'talent', applies: 'talent_apply', follows: 'talent_follow', onboards: 'talent_onboard' } as const;

async function benchOn(databaseUrl: string | undefined, seconds: number): Promise<StatsRun> {
  const dir = mkdtempSync(join(tmpdir(), 'kp-stats-'));
  const url = databaseUrl ? await freshSchema(databaseUrl, 'kp_bench_stats') : undefined;
  const servers: ServerProcess[] = [];
  try {
    const setup = await benchServer({}, { dir, databaseUrl: url });
    const k = setup.db.kysely as never as Kysely<any>;
    const hr = await k.selectFrom('sys_role').select('id').where('code', '=', 'HR').executeTakeFirstOrThrow();
    const hr01 = await k.selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow();
    const { password_hash: hash } = await k.selectFrom('sys_user').select('password_hash').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await k.updateTable('sys_user').set({ password_hash: hash }).where('id', '=', hr01.id).execute();
    const owners = [Number(hr01.id)];
    for (let i = 2; i <= 30; i++) {
      const { id } = await k.insertInto('sys_user').values({ username: `stat${i}`, nickname: `招聘${i}`, password_hash: 'x', gender: 0, status: 1, dept_id: null, locked_until: 0, created_at: 0, updated_at: 0 } as never).returning('id').executeTakeFirstOrThrow();
      await k.insertInto('sys_user_role').values({ user_id: id, role_id: hr.id }).execute();
      owners.push(Number(id));
    }
    const env = processEnv(setup.config);
    await setup.close({ keep: true });
    const started = Date.now();
    const data = rows(started, owners);
    if (url) await seedPostgres(url, data);
    else seedSqlite(setup.config.sqliteFile, data);
    const seedSeconds = (Date.now() - started) / 1000;
    const plainMs = url ? await plainPostgres(url, started) : plainSqlite(setup.config.sqliteFile, started);

    for (let i = 0; i < (url ? 2 : 1); i++) servers.push(await startServerProcess(18_490 + i + (url ? 10 : 0), env));
    const bases = servers.map((s) => s.base);
    const admin = await adminHeaders(bases[0]);
    const login = await (await fetch(`${bases[0]}/v1/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'hr01', password: BENCH_PASSWORD }) })).json() as { data: { accessToken: string } };
    const hrHeaders = { authorization: `Bearer ${login.data.accessToken}` };
    // Ranges: today, the last week, month, 90 days, or a month of the two years.
    const ranges = [day(started), `${day(started - 6 * DAY)}`, `${day(started - 29 * DAY)}`, `${day(started - 89 * DAY)}`];
    const kinds = Object.fromEntries(['dashboard/bar', 'dashboard/apply', 'dashboard/report', 'dashboard/funnel', 'dashboard/pie', 'dashboard/radar', 'homeToday', 'homeChart'].map((c) => [
      c, `/v1/api/stats/${c}?from={pick:${ranges.join('|')}}&to=${day(started)}`,
    ]));
    kinds['past months'] = '/v1/api/stats/dashboard/{pick:bar|report|pie|funnel}?from=2025-0{rand:1:4}-01&to=2025-0{rand:5:9}-28';
    const check = await (await fetch(`${bases[0]}/v1/api/stats/dashboard/pie`, { headers: admin })).json();
    if (check.code !== '00000') throw new Error(`stats answered ${JSON.stringify(check).slice(0, 200)}`);
    await Promise.all([runMix({ bases, headers: admin, connections: 2, kinds, seconds: 3 }), runMix({ bases, headers: hrHeaders, connections: 2, kinds, seconds: 3 })]);
    // Each statistic's index is made the first time it is asked for (Engine.indexStatistic); the
    // figures are the steady state after those builds, as the list bench's are.
    const begun = performance.now();
    const warm = { bases, headers: admin, connections: 2, kinds };
    await awaitIndexBuilds(url ? { url } : { sqliteFile: setup.config.sqliteFile }, Object.values(TABLES), warm);
    console.error(`statistics' index builds ended after ${((performance.now() - begun) / 1000).toFixed(1)} s`);
    const { result: [a, h], rssMb } = await peakRssOf(servers.map((s) => s.pid), () => Promise.all([
      runMix({ bases, headers: admin, connections: 5, kinds, seconds }), runMix({ bases, headers: hrHeaders, connections: 5, kinds, seconds }),
    ]));
    return { run: merged(a, h, seconds), plainMs, rssMb, seedSeconds };
  } finally {
    for (const server of servers) await stopServerProcess(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Two drivers' figures as one: counts summed, each kind's p50/p99/max the larger (a bound, not a blend). */
function merged(a: MixResult, b: MixResult, seconds: number): MixResult {
  const both = (x: MixResult['mix'], y: MixResult['mix']) => ({
    count: x.count + y.count, ok: x.ok + y.ok, rps: (x.count + y.count) / seconds,
    p50: Math.max(x.p50 ?? 0, y.p50 ?? 0), p99: Math.max(x.p99 ?? 0, y.p99 ?? 0), max: Math.max(x.max ?? 0, y.max ?? 0),
  });
  return { mix: both(a.mix, b.mix), kinds: Object.fromEntries(Object.keys(a.kinds).map((k) => [k, both(a.kinds[k], b.kinds[k])])), driverCpuMs: a.driverCpuMs + b.driverCpuMs, client: `${a.client} (admin) + ${b.client} (hr01)` };
}

function seedSqlite(file: string, data: ReturnType<typeof rows>) {
  const raw = new Database(file);
  for (const [name, table] of Object.entries(TABLES) as Array<[keyof typeof TABLES, string]>) {
    const { columns, row } = data[name];
    const insert = raw.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
    raw.transaction(() => { for (let i = 0; i < STATS_ROWS[name]; i++) insert.run(...row(i)); })();
  }
  raw.exec('ANALYZE');
  raw.close();
}

async function seedPostgres(url: string, data: ReturnType<typeof rows>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [name, table] of Object.entries(TABLES) as Array<[keyof typeof TABLES, string]>) {
      const { columns, types, row } = data[name];
      for (let from = 0; from < STATS_ROWS[name]; from += 10_000) {
        const values: unknown[][] = columns.map(() => []);
        for (let i = from; i < Math.min(STATS_ROWS[name], from + 10_000); i++) row(i).forEach((v, c) => values[c].push(v));
        await client.query(`insert into ${table} (${columns.join(', ')}) select * from unnest(${types.map((t, c) => `$${c + 1}::${t}[]`).join(', ')})`, values);
      }
      await client.query(`vacuum analyze ${table}`);
    }
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

/** The plain recomputations, one per figure kind, over the last 30 days: what each costs the database alone (ms). */
const PLAIN = (from: number) => ({
  'talents by source': `select source, count(*) from talent where created_at >= ${from} group by source`,
  'applications per day': `select (created_at + 28800000) / 86400000 as d, channel, count(*) from talent_apply where created_at >= ${from} group by d, channel`,
  'hires per company': `select company_id, count(*) from talent_onboard where start_date >= '${day(from)}' group by company_id`,
  'follow-ups per owner': `select owner_id, count(*) from talent_follow where created_at >= ${from} group by owner_id`,
});

function plainSqlite(file: string, now: number): Record<string, number> {
  const raw = new Database(file, { readonly: true });
  try {
    return Object.fromEntries(Object.entries(PLAIN(now - 29 * DAY)).map(([name, text]) => {
      const statement = raw.prepare(text);
      statement.all();
      const start = performance.now();
      statement.all();
      return [name, performance.now() - start];
    }));
  } finally {
    raw.close();
  }
}

async function plainPostgres(url: string, now: number): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: Record<string, number> = {};
    for (const [name, text] of Object.entries(PLAIN(now - 29 * DAY))) {
      await client.query(text);
      const start = performance.now();
      await client.query(text);
      out[name] = performance.now() - start;
    }
    return out;
  } finally {
    await client.end();
  }
}
