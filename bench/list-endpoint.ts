// The list of a generic stored resource with 1,000,000 rows shaped like talents, under the mix
// users make (issue 12): each request a random one of page 1–1000, the last 1000 pages, a middle
// page, a dictionary filter with a contains filter, a contains filter alone, a name prefix, and a
// sort on a non-default column over pages 1–100 — with 20 writes/s from a second client and a
// 20/s probe of a cheap route; then the same mix while 100,000 rows are imported into the list.
// The product runs as `npm start` runs it, in its own process (on PostgreSQL, two processes
// sharing the database); the baseline is a bare Fastify route answering the same 20 rows from
// memory, in a process of its own, driven by the same client in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { adminHeaders, benchServer, processEnv } from './bench-server.ts';
import { type MixResult, runBare, runMix } from './mix.ts';
import { awaitIndexBuilds, freshSchema, kindsAlone, statementStats } from './postgres.ts';
import { keptShare, keptTallies, peakRssOf, rssOf, type ServerProcess, startServerProcess, stopServerProcess } from './server-process.ts';

export const ROWS = 1_000_000;
const PAGES = ROWS / 20;
export const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈'.split('');
export const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '华', '红'];
const CITIES = ['上海', '苏州', '昆山', '东莞', '深圳', '广州', '杭州', '成都', '武汉', '郑州', '天津', '青岛', '海口', '珠海', '北京', '南京'];
const STREETS = ['人民路', '建设路', '解放大道', '星湖街', '长江路', '工业大道', '中山路', '和平路'];
const JOBS = ['普工', '装配工', '质检员', '叉车司机', '仓库管理员', '分拣员', '服务员', '厨师', '保洁员', '电工', '焊工', '快递员'];

export const BENCH_SCHEMA = {
  kind: 'crud', title: '压测人才', perms: { query: 'talents:list:query', add: 'talents:list:add', import: 'talents:list:import' },
  api: { list: 'GET /bench/people', create: 'POST /bench/people/add', import: 'POST /bench/people/_import' },
  model: { type: 'object', required: ['name', 'mobile'], properties: {
    name: { type: 'string', title: '姓名', maxLength: 32 },
    mobile: { type: 'string', title: '手机号', maxLength: 11 },
    city: { type: 'string', title: '城市', maxLength: 16 },
    address: { type: 'string', title: '地址', maxLength: 64 },
    job: { type: 'string', title: '岗位', maxLength: 16 },
    status: { type: 'integer', title: '状态', 'x-dict': 'status' },
    age: { type: 'integer', title: '年龄' },
    stage: { type: 'integer', title: '人才状态', 'x-dict': 'talent_status' },
    joined: { type: 'string', title: '入库日期', maxLength: 10, format: 'date' },
  } },
  search: { fields: ['status', 'city', 'job', 'stage', 'joined'], keywords: ['name', 'mobile'] },
  list: { columns: ['name', 'mobile', 'city', 'job', { field: 'status', format: 'dict' }, { field: 'age', sortable: true }], pageSize: 20 },
  storage: { table: 'bench_person', indexes: [['status', 'city'], ['status', 'job']] },
};
/** The rows imported during the mix. */
export const IMPORT_ROWS = 100_000;

/**
 * A row's 人才状态, correlated with its city as real data is (a status concentrates in a region):
 * each group of four cities has its own few stages, so some stage × city pairs are empty and some
 * hold 1 % of the group (issue 27: an outside check's data, where one field's index range then
 * held 100,000–250,000 rows and none or a few of them matched the other filter).
 */
function stageOf(cityIndex: number, i: number): number {
  const r = i % 100;
  switch (Math.floor(cityIndex / 4)) {
    case 0: return r < 80 ? 1 : r < 99 ? 2 : 3;
    case 1: return r < 60 ? 0 : 1;
    case 2: return r < 50 ? 3 : r < 99 ? 4 : 5;
    default: return r < 90 ? 5 : 2;
  }
}
const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2020, 0, 1);

/** Row i of the table, as [name, mobile, city, address, job, status, age, stage, joined]: older rows joined earlier (six years). */
function person(i: number): [string, string, string, string, string, number, number, number, string] {
  const name = SURNAMES[i % SURNAMES.length] + GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length] + (i % 7 === 0 ? GIVEN[i % GIVEN.length] : '');
  const cityIndex = (i * 7) % CITIES.length;
  const city = CITIES[cityIndex];
  const joined = new Date(FIRST_DAY + Math.floor((i * 2190) / ROWS) * DAY).toISOString().slice(0, 10);
  return [name, `1${3 + (i % 7)}${String(i).padStart(9, '0')}`, city, `${city}市${STREETS[i % STREETS.length]}${1 + (i % 999)}号`, JOBS[(i * 5) % JOBS.length], i % 5 === 0 ? 0 : 1, 18 + (i % 40), stageOf(cityIndex, i), joined];
}
const COLUMNS = ['name', 'mobile', 'city', 'address', 'job', 'status', 'age', 'stage', 'joined', 'created_at', 'updated_at'];

/** The kinds of list request in the mix (path templates for bench/mix-driver.mjs). */
const KINDS: Record<string, string> = {
  'page 1–1000': `/v1/api/bench/people?pageSize=20&page={rand:1:1000}`,
  'last 1000 pages': `/v1/api/bench/people?pageSize=20&page={rand:${PAGES - 999}:${PAGES}}`,
  'middle page (10,000–40,000)': '/v1/api/bench/people?pageSize=20&page={rand:10000:40000}',
  'status and city contains': '/v1/api/bench/people?pageSize=20&status={rand:0:1}&city={pick:海|州|京|都|圳}&page={rand:1:50}',
  'job contains': '/v1/api/bench/people?pageSize=20&job={pick:工|员|师|司机}&page={rand:1:50}',
  'name prefix': `/v1/api/bench/people?pageSize=20&keywords={pick:${SURNAMES.flatMap((s) => GIVEN.slice(0, 6).map((g) => s + g)).join('|')}}`,
  'sort by age, pages 1–100': '/v1/api/bench/people?pageSize=20&sort=age&order={pick:asc|desc}&page={rand:1:100}',
  // Filters combined on correlated data (issue 27): some combinations match nothing, some 1 %.
  'stage and city contains (correlated)': '/v1/api/bench/people?pageSize=20&stage={rand:0:5}&city={pick:海|州|京|都|圳|山}&page={rand:1:5}',
  'status and stage': '/v1/api/bench/people?pageSize=20&status={rand:0:1}&stage={rand:0:5}&page={rand:1:5}',
  'stage, city contains and a date range': '/v1/api/bench/people?pageSize=20&stage={rand:0:5}&city={pick:海|州|京}&joined={pick:2020-01-01,2020-12-31|2022-01-01,2022-06-30|2024-06-01,}',
};


/** One database's figures: the mix, each server process's peak RSS, and the mix during the import. */
export interface ListRun { run: MixResult; rssMb: number[]; /** Each server process's CPU time over the mix (ms), of it its main thread's, and how busy the machine was (0–1). */ cpuMs: number[]; mainCpuMs: number[]; machineBusy: number; /** PostgreSQL's processes' CPU time over the mix (ms; 0 on SQLite). */ databaseCpuMs: number; rssImportingMb: number[]; startRssMb: number[]; during: MixResult; importSeconds: number; imported: number; /** The writes and the probe alone during a second import, and its time (a machine quiet but for them). */ quiet?: MixResult; quietImportSeconds?: number; seedSeconds: number; /** The share of the mix's list pages answered kept (SQLite; undefined where none are kept). */ kept?: number }
export interface ListBench { sqlite?: ListRun; postgres?: ListRun; bare: MixResult }

export async function benchListEndpoint(seconds = 20, databaseUrl = process.env.DATABASE_URL): Promise<ListBench> {
  // KP_BENCH_DB=postgres skips SQLite, KP_BENCH_DB=sqlite PostgreSQL (while working on one alone).
  const sqlite = process.env.KP_BENCH_DB === 'postgres' && databaseUrl ? undefined : await benchOn(undefined, seconds);
  const postgres = databaseUrl && process.env.KP_BENCH_DB !== 'sqlite' ? await benchOn(databaseUrl, seconds) : undefined;
  return { sqlite: sqlite?.run, postgres: postgres?.run, bare: await runBare((sqlite ?? postgres)!.page, seconds) };
}

/** The mix against the product on SQLite (one process) or PostgreSQL (`databaseUrl`, two processes). */
async function benchOn(databaseUrl: string | undefined, seconds: number): Promise<{ run: ListRun; page: unknown }> {
  const dir = mkdtempSync(join(tmpdir(), 'kp-list-'));
  // PostgreSQL: a schema of the bench's own, made anew.
  const url = databaseUrl ? await freshSchema(databaseUrl, 'kp_bench_list') : undefined;
  const servers: ServerProcess[] = [];
  try {
    // The tables as the product makes them (migrations, the schema's table and indexes), then the rows.
    const setup = await benchServer({ bench: BENCH_SCHEMA }, { dir, databaseUrl: url });
    const env = processEnv(setup.config);
    await setup.close({ keep: true });
    const started = Date.now();
    await (url ? seedPostgres(url) : seedSqlite(setup.config.sqliteFile));
    const seedSeconds = (Date.now() - started) / 1000;

    for (let i = 0; i < (url ? 2 : 1); i++) servers.push(await startServerProcess(18_450 + i + (url ? 10 : 0), env));
    const bases = servers.map((s) => s.base);
    const headers = await adminHeaders(bases[0]);
    const page = await (await fetch(`${bases[0]}/v1/api/bench/people?page=1&pageSize=20`, { headers })).json();
    if (page.data?.list?.length !== 20) throw new Error(`list answered ${JSON.stringify(page).slice(0, 200)}`);

    const mix = {
      bases, headers, connections: Number(process.env.KP_BENCH_CONNECTIONS) || 20, kinds: KINDS,
      writes: { perSecond: 20, path: '/v1/api/bench/people/add', body: JSON.stringify({ name: '{pick:新人甲|新人乙|新人丙}', mobile: '19{rand:100000000:999999999}', city: '{pick:上海|苏州}', job: '普工', status: 1, age: 30 }) },
      probe: { perSecond: 20, path: '/v1/api/app/system/info' },
    };
    await runMix({ ...mix, seconds: 3 });
    console.error(`${url ? 'PostgreSQL' : 'SQLite'}: index builds begun by the warm-up ended after ${(await awaitIndexBuilds(url ? { url } : { sqliteFile: setup.config.sqliteFile }, 'bench_person', mix)).toFixed(1)} s`);
    if (process.env.KP_BENCH_KINDS_ALONE) await kindsAlone(mix);
    const pids = servers.map((s) => s.pid);
    const startRssMb = pids.map(rssOf);
    const keptBefore = await keptTallies(servers);
    if (url) await statementStats(url, 'reset');
    const { result: run, rssMb, cpuMs, mainCpuMs, machineBusy, databaseCpuMs } = await peakRssOf(pids, () => runMix({ ...mix, seconds }));
    if (url) await statementStats(url, 'print');
    const kept = keptShare(keptBefore, await keptTallies(servers));

    // KP_BENCH_IMPORT=off leaves the import out (while working on the mix alone).
    if (process.env.KP_BENCH_IMPORT === 'off') return { run: { run, rssMb, cpuMs, mainCpuMs, machineBusy, databaseCpuMs, rssImportingMb: [], startRssMb, during: run, importSeconds: NaN, imported: 0, seedSeconds, kept }, page: page.data };
    // The same mix while 100,000 rows are imported into the list's table through the import API.
    const file = await workbook(IMPORT_ROWS);
    const importing = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'people.xlsx');
      await new Promise((r) => setTimeout(r, 1000));
      const begun = performance.now();
      const answer = await (await fetch(`${bases[0]}/v1/api/bench/people/_import`, { method: 'POST', headers, body: form })).json();
      if (answer.code !== '00000') throw new Error(`import failed: ${JSON.stringify(answer).slice(0, 300)}`);
      return { importSeconds: (performance.now() - begun) / 1000, imported: Number(answer.data.imported) };
    };
    const [{ result: during, rssMb: rssImporting }, imported] = await Promise.all([peakRssOf(pids, () => runMix({ ...mix, seconds: 12 })), importing()]);
    // Issue 56: the same import on a machine otherwise quiet but for other people's writes (20/s)
    // into the same table and a 20/s probe of a cheap route — what a long import must not stall.
    const [quiet, quietImport] = await Promise.all([runMix({ ...mix, connections: 0, kinds: {}, seconds: 12 }), importing()]);
    return { run: { run, rssMb, cpuMs, mainCpuMs, machineBusy, databaseCpuMs, rssImportingMb: rssImporting, startRssMb, during, ...imported, quiet, quietImportSeconds: quietImport.importSeconds, seedSeconds, kept }, page: page.data };
  } finally {
    for (const server of servers) await stopServerProcess(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

function seedSqlite(file: string) {
  const raw = new Database(file);
  const insert = raw.prepare(`insert into bench_person (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`);
  const now = Date.now();
  raw.transaction(() => { for (let i = 0; i < ROWS; i++) insert.run(...person(i), now, now); })();
  raw.exec('ANALYZE');
  raw.close();
}

async function seedPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const now = Date.now();
    const types = ['text', 'text', 'text', 'text', 'text', 'int8', 'int8', 'int8', 'text', 'int8', 'int8'];
    for (let from = 0; from < ROWS; from += 10_000) {
      const columns: unknown[][] = COLUMNS.map(() => []);
      for (let i = from; i < Math.min(ROWS, from + 10_000); i++) [...person(i), now, now].forEach((v, c) => columns[c].push(v));
      await client.query(`insert into bench_person (${COLUMNS.join(', ')}) select * from unnest(${types.map((t, c) => `$${c + 1}::${t}[]`).join(', ')})`, columns);
    }
    // As autovacuum leaves a table in steady use: statistics read, and the visibility map set (index-only scans).
    await client.query('vacuum analyze bench_person, kp_row_count');
    // And the load's pages written out now, not by a checkpoint in the middle of the mix (commits
    // then waited for the disk: a write's p99 of 146 ms in one run, 48–83 ms in the others).
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

/** An xlsx of `rows` new people, as the import template asks. */
async function workbook(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  sheet.addRow(['姓名 *', '手机号 *', '城市', '地址', '岗位', '状态', '年龄']);
  for (let i = 0; i < rows; i++) {
    const [name, , city, address, job, , age] = person(i);
    sheet.addRow([name, `17${String(i).padStart(9, '0')}`, city, address, job, '启用', age]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
