// The talent list at 1,000,000 talents as a recruiter with data scope 仅本人 (hr01) sees it: a
// mix of 我的人才 and 公海 pages, keyword prefixes and a status filter, each request a random one
// of them, against a bare Fastify route answering the same 20 rows from memory (in a process of
// its own, as the list benchmark's) in the same run. The product runs as `npm start` runs it, in a
// process of its own (not in the bench's, whose heap holds the other benchmarks' data).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { formatDateTime } from '../validators/formatters.ts';
import { benchServer, BENCH_PASSWORD, processEnv } from './bench-server.ts';
import { GIVEN, SURNAMES } from './list-endpoint.ts';
import { type KindResult, runBare, runMix } from './mix.ts';
import { peakRssOf, startServerProcess, stopServerProcess } from './server-process.ts';

export const TALENTS = 1_000_000;
/** Recruiters sharing the owned talents; the rest (a third) are in the pool. */
const RECRUITERS = 75;
const CITIES = ['苏州', '昆山', '东莞', '深圳', '上海', '无锡', '郑州', '成都', '武汉', '天津'];

export interface TalentListBench { mix: KindResult; kinds: Record<string, KindResult>; bare: KindResult; mine: number; pool: number; distinct: number; seedSeconds: number; /** The server's peak RSS during the mix (MB). */ rssMb: number }

export async function benchTalentList(seconds = 10): Promise<TalentListBench> {
  const dir = mkdtempSync(join(tmpdir(), 'kp-talents-'));
  try {
    return await benchIn(dir, seconds);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchIn(dir: string, seconds: number): Promise<TalentListBench> {
  // The tables as the product makes them, the recruiters and the talents; then the server as `npm start` runs it.
  const setup = await benchServer({}, { dir });
  const { config, db } = setup;
  const k = db.kysely as never as import('kysely').Kysely<any>;
  // hr01 and 74 colleagues, all recruiters with scope 仅本人.
  const hr = await k.selectFrom('sys_role').select('id').where('code', '=', 'HR').executeTakeFirstOrThrow();
  const hr01 = await k.selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow();
  // hr01 signs in with the bench's password (admin's hash).
  const { password_hash: hash } = await k.selectFrom('sys_user').select('password_hash').where('username', '=', 'admin').executeTakeFirstOrThrow();
  await k.updateTable('sys_user').set({ password_hash: hash }).where('id', '=', hr01.id).execute();
  const owners = [Number(hr01.id)];
  for (let i = 2; i <= RECRUITERS; i++) {
    const { id } = await k.insertInto('sys_user').values({ username: `bench${i}`, nickname: `招聘${i}`, password_hash: 'x', gender: 0, status: 1, dept_id: null, locked_until: 0, created_at: 0, updated_at: 0 } as never).returning('id').executeTakeFirstOrThrow();
    await k.insertInto('sys_user_role').values({ user_id: id, role_id: hr.id }).execute();
    owners.push(Number(id));
  }

  const started = Date.now();
  const raw = new Database(config.sqliteFile);
  const insert = raw.prepare('insert into talent (name, gender, mobile, education, city, source, status, owner_id, owned_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const ownedAt = formatDateTime(started);
  raw.transaction(() => {
    for (let i = 0; i < TALENTS; i++) {
      const name = SURNAMES[i % SURNAMES.length] + GIVEN[Math.floor(i / SURNAMES.length) % GIVEN.length] + (i % 7 === 0 ? GIVEN[i % GIVEN.length] : '');
      const owner = i % 3 === 0 ? null : owners[Math.floor(i / 3) % RECRUITERS];
      insert.run(name, 1 + (i % 2), `1${3 + (i % 7)}${String(i).padStart(9, '0')}`, String(1 + (i % 5)), CITIES[i % CITIES.length], String(1 + (i % 7)), String(i % 5), owner, owner ? ownedAt : null, started - i * 1000, started);
    }
  })();
  raw.exec('ANALYZE');
  raw.close();
  const seedSeconds = (Date.now() - started) / 1000;
  await setup.close({ keep: true });

  const server = await startServerProcess(18_470, processEnv(config));
  try {
    return await measure(server.base, server.pid, seconds, { seedSeconds });
  } finally {
    await stopServerProcess(server);
  }
}

async function measure(base: string, pid: number, seconds: number, seeded: { seedSeconds: number }): Promise<TalentListBench> {
  const login = await (await fetch(`${base}/v1/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'hr01', password: BENCH_PASSWORD }) })).json() as { data: { accessToken: string } };
  const headers = { authorization: `Bearer ${login.data.accessToken}` };
  const list = `${base}/v1/api/talents/talents?pageSize=20`;
  const first = await (await fetch(`${list}&view=mine&page=1`, { headers })).json() as { data: { list: unknown[]; total: number } };
  const pool = await (await fetch(`${list}&view=pool&page=1`, { headers })).json() as { data: { list: unknown[]; total: number } };
  if (first.data?.list?.length !== 20) throw new Error(`the talent list answered ${JSON.stringify(first).slice(0, 200)}`);

  // The mix a recruiter makes: their pages, the pool's pages, a name's first characters, a status.
  // Each request a random one of these: about 2,700 distinct ones; with no writes, a repeat is a read-cache hit.
  const minePages = Math.ceil(first.data.total / 20);
  const path = '/v1/api/talents/talents?pageSize=20';
  const kinds = {
    mine: `${path}&view=mine&page={rand:1:${minePages}}`,
    pool: `${path}&view=pool&page={rand:1:1000}`,
    status: `${path}&view=mine&status={rand:0:4}&page={rand:1:20}`,
    prefix: `${path}&view=pool&keywords={pick:${SURNAMES.flatMap((s) => GIVEN.map((g) => s + g)).join('|')}}&page=1`,
  };
  const distinct = minePages + 1000 + 100 + SURNAMES.length * GIVEN.length;
  await runMix({ base, headers, connections: 20, seconds: 2, kinds });
  const { result: { mix, kinds: byKind }, rssMb: [rssMb] } = await peakRssOf([pid], () => runMix({ base, headers, connections: 20, seconds, kinds }));

  const bare = (await runBare(first.data, seconds)).mix;
  return { mix, kinds: byKind, bare, mine: first.data.total, pool: pool.data.total, distinct, ...seeded, rssMb };
}
