// The talent list at 1,000,000 talents as a recruiter with data scope 仅本人 (hr01) sees it, on
// SQLite (one process) and, with DATABASE_URL, PostgreSQL (two processes sharing the database):
// 我的人才 and 公海 pages, name prefixes, and every pair of the screen's search fields (status,
// source, education, city) within 我的人才 and within 公海 (issue 27), each request a random one of
// them, with 20 writes/s (new talents) and a 20/s probe of a cheap route beside it. The fields are
// correlated as real data's are (a status concentrates in some cities and in older records,
// education follows the source), so some pairs match nothing and others a few percent. The
// baseline is a bare Fastify route answering the same 20 rows from memory, driven by the same
// client in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { formatDateTime } from '../validators/formatters.ts';
import { benchServer, BENCH_PASSWORD, processEnv } from './bench-server.ts';
import { GIVEN, SURNAMES } from './list-endpoint.ts';
import { type MixConfig, type MixResult, runBare, runMix } from './mix.ts';
import { awaitIndexBuilds, type BenchDatabase, freshSchema, kindsAlone, statementStats } from './postgres.ts';
import { cpuPerRequest, keptShare, keptTallies, peakRssOf, type ServerProcess, startServerProcess, stopServerProcess } from './server-process.ts';

export const TALENTS = 1_000_000;
/** Recruiters sharing the owned talents; the rest (a third) are in the pool. */
const RECRUITERS = 75;
const CITIES = ['苏州', '昆山', '东莞', '深圳', '上海', '无锡', '郑州', '成都', '武汉', '天津'];
/** What a recruiter types into 城市 (contains): a whole city, or a character several share. */
const CITY_SEARCHES = ['苏州', '昆山', '深圳', '郑州', '成都', '州', '山', '海'];

/**
 * Talent i's [education, city, source, status]: the status depends on the city's region and the
 * record's age (older ones have moved on: 已入职, 已离职), education on the source (地推 and
 * 机器人外呼 bring 初中/高中, 招聘网站 大专 and up). Some pairs are empty (no 黑名单 in the north,
 * no 硕士 from 地推), some hold about 1 %.
 */
function fieldsOf(i: number): [education: string, city: string, source: string, status: string] {
  const mix = (i * 2_654_435_761) >>> 0;
  const cityIndex = mix % CITIES.length;
  const source = 1 + ((mix >>> 8) % 7);
  const r = (mix >>> 16) % 100;
  const old = i > TALENTS * 0.6;
  const region = cityIndex < 4 ? 0 : cityIndex < 7 ? 1 : 2;
  const status = region === 0 ? (old ? (r < 50 ? 3 : r < 99 ? 4 : 5) : r < 60 ? 0 : r < 95 ? 1 : 2)
    : region === 1 ? (r < 70 ? 1 : r < 99 ? 2 : 3)
    : (old ? (r < 90 ? 4 : 3) : r < 80 ? 0 : 1);
  const education = source === 3 || source === 7 ? 1 + (r % 2) : source === 5 ? 3 + (r % 3) : r < 98 ? 2 + (r % 3) : 5;
  return [String(education), CITIES[cityIndex], String(source), String(status)];
}

/** Every pair of the search fields, within a view: [name, query] with {rand}/{pick} templates. */
function pairKinds(view: 'mine' | 'pool'): Record<string, string> {
  const filters: Record<string, string> = {
    status: 'status={rand:0:5}', source: 'source={rand:1:7}', education: 'education={rand:1:5}', city: `city={pick:${CITY_SEARCHES.join('|')}}`,
  };
  const names = Object.keys(filters);
  const label = view === 'mine' ? '我的人才' : '公海';
  return Object.fromEntries(names.flatMap((a, i) => names.slice(i + 1).map((b) => [
    `${label} + ${a} + ${b}`, `/v1/api/talents/talents?pageSize=20&view=${view}&${filters[a]}&${filters[b]}&page={rand:1:3}`,
  ])));
}

/** The mix a recruiter makes: their pages, the pool's pages, a name's first characters, and the search fields in pairs. */
export function talentKinds(minePages: number): Record<string, string> {
  const path = '/v1/api/talents/talents?pageSize=20';
  return {
    '我的人才 pages': `${path}&view=mine&page={rand:1:${minePages}}`,
    '公海 pages 1–1000': `${path}&view=pool&page={rand:1:1000}`,
    '公海 name prefix': `${path}&view=pool&keywords={pick:${SURNAMES.flatMap((s) => GIVEN.map((g) => s + g)).join('|')}}&page=1`,
    ...pairKinds('mine'),
    ...pairKinds('pool'),
  };
}

export interface TalentRun { run: MixResult; mine: number; pool: number; seedSeconds: number; /** Each server process's peak RSS during the mix (MB). */ rssMb: number[]; cpuMs: number[]; /** Of cpuMs, each process's main thread's. */ mainCpuMs: number[]; /** PostgreSQL's processes' (ms; 0 on SQLite). */ databaseCpuMs: number; indexSeconds: number; /** The share of the mix's list pages answered kept (SQLite; undefined where none are kept). */ kept?: number }
export interface TalentListBench { sqlite?: TalentRun; postgres?: TalentRun; bare: MixResult; seconds: number }

export async function benchTalentList(seconds = 15, databaseUrl = process.env.DATABASE_URL): Promise<TalentListBench> {
  const sqlite = process.env.KP_BENCH_DB === 'postgres' && databaseUrl ? undefined : await benchOn(undefined, seconds);
  const postgres = databaseUrl && process.env.KP_BENCH_DB !== 'sqlite' ? await benchOn(databaseUrl, seconds) : undefined;
  return { sqlite: sqlite?.run, postgres: postgres?.run, bare: await runBare((sqlite ?? postgres)!.page, seconds), seconds };
}

async function benchOn(databaseUrl: string | undefined, seconds: number): Promise<{ run: TalentRun; page: unknown }> {
  const dir = mkdtempSync(join(tmpdir(), 'kp-talents-'));
  const url = databaseUrl ? await freshSchema(databaseUrl, 'kp_bench_talents') : undefined;
  const servers: ServerProcess[] = [];
  try {
    // The tables as the product makes them, the recruiters and the talents; then the server as `npm start` runs it.
    const setup = await benchServer({}, { dir, databaseUrl: url });
    const owners = await recruiters(setup.db.kysely as never as Kysely<any>);
    const env = processEnv(setup.config);
    await setup.close({ keep: true });
    const started = Date.now();
    await (url ? seedPostgres(url, owners) : seedSqlite(setup.config.sqliteFile, owners));
    const seedSeconds = (Date.now() - started) / 1000;
    for (let i = 0; i < (url ? 2 : 1); i++) servers.push(await startServerProcess(18_470 + i + (url ? 10 : 0), env));
    // KP_BENCH_SERVE=1: the seeded product stays up (to look at one request's plan) until the bench is stopped.
    if (process.env.KP_BENCH_SERVE) {
      console.error(`serving ${servers.map((s) => s.base).join(', ')} on ${url ?? setup.config.sqliteFile}; hr01's password ${BENCH_PASSWORD}`);
      await new Promise(() => undefined);
    }
    return await measure(servers, seconds, url ? { url } : { sqliteFile: setup.config.sqliteFile }, seedSeconds);
  } finally {
    for (const server of servers) await stopServerProcess(server);
    // KP_BENCH_KEEP_DB=1: the SQLite file stays (to replay the reads KP_READ_DUMP wrote on it: bench/read-replay.ts).
    if (process.env.KP_BENCH_KEEP_DB) console.error(`the database is left in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/** hr01 (signing in with the bench's password) and 74 colleagues, all recruiters with scope 仅本人; their ids. */
async function recruiters(k: Kysely<any>): Promise<number[]> {
  const hr = await k.selectFrom('sys_role').select('id').where('code', '=', 'HR').executeTakeFirstOrThrow();
  const hr01 = await k.selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow();
  const { password_hash: hash } = await k.selectFrom('sys_user').select('password_hash').where('username', '=', 'admin').executeTakeFirstOrThrow();
  await k.updateTable('sys_user').set({ password_hash: hash }).where('id', '=', hr01.id).execute();
  const owners = [Number(hr01.id)];
  for (let i = 2; i <= RECRUITERS; i++) {
    const { id } = await k.insertInto('sys_user').values({ username: `bench${i}`, nickname: `招聘${i}`, password_hash: 'x', gender: 0, status: 1, dept_id: null, locked_until: 0, created_at: 0, updated_at: 0 } as never).returning('id').executeTakeFirstOrThrow();
    await k.insertInto('sys_user_role').values({ user_id: id, role_id: hr.id }).execute();
    owners.push(Number(id));
  }
  return owners;
}

const COLUMNS = ['name', 'gender', 'mobile', 'education', 'city', 'source', 'status', 'owner_id', 'owned_at', 'created_at', 'updated_at'];
/** Talent i as COLUMNS: a third in the pool, the rest shared by the recruiters; older ones created earlier. */
function talent(i: number, owners: number[], started: number): unknown[] {
  const name = SURNAMES[i % SURNAMES.length] + GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length] + (i % 7 === 0 ? GIVEN[i % GIVEN.length] : '');
  const owner = i % 3 === 0 ? null : owners[Math.floor(i / 3) % RECRUITERS];
  const [education, city, source, status] = fieldsOf(i);
  return [name, 1 + (i % 2), `1${3 + (i % 7)}${String(i).padStart(9, '0')}`, education, city, source, status, owner, owner ? formatDateTime(started) : null, started - i * 1000, started];
}

function seedSqlite(file: string, owners: number[]) {
  const started = Date.now();
  const raw = new Database(file);
  const insert = raw.prepare(`insert into talent (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`);
  raw.transaction(() => { for (let i = 0; i < TALENTS; i++) insert.run(...talent(i, owners, started)); })();
  raw.exec('ANALYZE');
  raw.close();
}

async function seedPostgres(url: string, owners: number[]) {
  const started = Date.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const types = ['text', 'int8', 'text', 'text', 'text', 'text', 'text', 'int8', 'text', 'int8', 'int8'];
    for (let from = 0; from < TALENTS; from += 10_000) {
      const columns: unknown[][] = COLUMNS.map(() => []);
      for (let i = from; i < Math.min(TALENTS, from + 10_000); i++) talent(i, owners, started).forEach((v, c) => columns[c].push(v));
      await client.query(`insert into talent (${COLUMNS.join(', ')}) select * from unnest(${types.map((t, c) => `$${c + 1}::${t}[]`).join(', ')})`, columns);
    }
    // As autovacuum leaves a table in steady use, and the load's pages written out now (see list-endpoint.ts):
    // the talents, and the counts their triggers kept through the load (the tally took 1,000,000
    // updates; left as they were, 622,119 dead rows beside its 57,815, every sum of it read through
    // them — this machine's PostgreSQL runs without autovacuum).
    await client.query('vacuum analyze talent, kp_tally, kp_row_count');
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

async function measure(servers: ServerProcess[], seconds: number, database: BenchDatabase, seedSeconds: number): Promise<{ run: TalentRun; page: unknown }> {
  const bases = servers.map((s) => s.base);
  const login = await (await fetch(`${bases[0]}/v1/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'hr01', password: BENCH_PASSWORD }) })).json() as { data: { accessToken: string } };
  const headers = { authorization: `Bearer ${login.data.accessToken}` };
  const list = `${bases[0]}/v1/api/talents/talents?pageSize=20`;
  const first = await (await fetch(`${list}&view=mine&page=1`, { headers })).json() as { data: { list: unknown[]; total: number } };
  const pool = await (await fetch(`${list}&view=pool&page=1`, { headers })).json() as { data: { list: unknown[]; total: number } };
  if (first.data?.list?.length !== 20) throw new Error(`the talent list answered ${JSON.stringify(first).slice(0, 200)}`);

  const kinds = talentKinds(Math.ceil(first.data.total / 20));
  const mix = {
    bases, headers, connections: 20, kinds,
    writes: { perSecond: 20, path: '/v1/api/talents/talents/add', body: JSON.stringify({ name: '{pick:新人甲|新人乙|新人丙}', mobile: '19{rand:100000000:999999999}', city: '{pick:苏州|深圳}', source: '3', education: '2', status: '0' }) },
    probe: { perSecond: 20, path: '/v1/api/app/system/info' },
  };
  await runMix({ ...mix, seconds: 3 });
  const url = 'url' in database ? database.url : undefined;
  const indexSeconds = await awaitIndexBuilds(database, 'talent', mix);
  if (process.env.KP_BENCH_KINDS_ALONE) await kindsAlone(mix);
  if (process.env.KP_BENCH_COSTS) await routeCosts(mix, servers.map((s) => s.pid));
  if (url) await statementStats(url, 'reset');
  const keptBefore = await keptTallies(servers);
  const { result: run, rssMb, cpuMs, mainCpuMs, databaseCpuMs } = await peakRssOf(servers.map((s) => s.pid), () => runMix({ ...mix, seconds }));
  const kept = keptShare(keptBefore, await keptTallies(servers));
  if (url) await statementStats(url, 'print');
  return { run: { run, mine: first.data.total, pool: pool.data.total, seedSeconds, rssMb, cpuMs, mainCpuMs, databaseCpuMs, indexSeconds, kept }, page: first.data };
}

/**
 * KP_BENCH_COSTS=1: the server's CPU a request (all its threads, and of that the main thread's) on
 * paths that leave the database out, to read the mix's figure against: a public route, and one
 * page of the list asked again and again with nothing written, each answer a kept page (Db.kept).
 * A diagnosis, not a target: in the mix a page is read again when a write touched it (the bench
 * reports how many were answered kept), and what such a read costs is the difference.
 */
async function routeCosts(mix: Omit<MixConfig, 'seconds'>, pids: number[]): Promise<void> {
  const paths = {
    'a public route (/app/system/info)': '/v1/api/app/system/info',
    'one page of 公海 + status + source asked again and again, nothing written': '/v1/api/talents/talents?pageSize=20&view=pool&status=1&source=3&page=1',
  };
  for (const [name, path] of Object.entries(paths)) {
    const { result, cpuMs, mainCpuMs } = await peakRssOf(pids, () => runMix({ ...mix, kinds: { [name]: path }, writes: undefined, probe: undefined, seconds: 5 }));
    console.error(`cost: ${name}: ${result.mix.rps.toFixed(0)} req/s, server CPU ${cpuPerRequest(cpuMs, result.mix.count)} a request, ${cpuPerRequest(mainCpuMs, result.mix.count)} of it on the main thread`);
  }
}
