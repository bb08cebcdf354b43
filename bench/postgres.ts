// Database helpers the list benchmarks share: a PostgreSQL schema of their own, and waiting for the
// index builds their warm-up began (on either database).
import Database from 'better-sqlite3';
import pg from 'pg';
import { type MixConfig, runMix } from './mix.ts';

/** `url` with its search_path pinned to `schema`, which is dropped and made anew. */
export async function freshSchema(url: string, schema: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.query(`create schema ${schema}`);
  await client.end();
  const pinned = new URL(url);
  pinned.searchParams.set('options', `-c search_path=${schema}`);
  return pinned.toString();
}

/** Where a bench's database is: PostgreSQL at a URL, or a SQLite file. */
export type BenchDatabase = { url: string } | { sqliteFile: string };

/**
 * Runs `mix` lightly (two connections, no writes) until `tables` have no index being built or left
 * invalid and as many indexes (and triggers) as at the last three looks, or five minutes pass. The
 * first search of a combination of filters has its index made in the background
 * (ListReader.combinedIndexed) — on PostgreSQL concurrently, under load a minute or more; on SQLite
 * in a worker of its own, one after another, each holding the writer while it fills — and the
 * figures are the steady state users meet after it. A combination waiting its turn is asked again
 * by its searches, hence the mix. `at` is the PostgreSQL URL or the SQLite file. Returns the seconds it took.
 */
export async function awaitIndexBuilds(at: BenchDatabase, tables: string | string[], mix: Omit<MixConfig, 'seconds'>): Promise<number> {
  const names = typeof tables === 'string' ? [tables] : tables;
  const begun = performance.now();
  let seen = -1;
  let same = 0;
  let indexes: string[] = [];
  while (performance.now() - begun < 300_000) {
    const look = 'url' in at ? await lookPostgres(at.url, names) : lookSqlite(at.sqliteFile, names);
    const { building, invalid, all } = look;
    indexes = look.indexes;
    same = all === seen && building === 0 && invalid === 0 ? same + 1 : 0;
    seen = all;
    if (same >= 3) break;
    await runMix({ ...mix, connections: 2, writes: undefined, probe: undefined, seconds: 3 });
  }
  console.error(`indexes of ${names.join(', ')} after the warm-up: ${indexes.join(', ')}`);
  return (performance.now() - begun) / 1000;
}

/** `building`: indexes being built and statistics not yet read; `all`: the indexes and triggers; `indexes`: the indexes' names (what the figures were measured with). */
interface IndexLook { building: number; invalid: number; all: number; indexes: string[] }

async function lookPostgres(url: string, tables: string[]): Promise<IndexLook> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Indexes, and statistics' summaries (their triggers: one made holds the table's writes while it fills).
    // An index's statistics over its columns together are made and read after it is built (table-sync's
    // combinedStatistics): until read, the planner guesses how those fields go together — building still.
    const { rows: [look] } = await client.query(`select (select count(*)::int from pg_stat_progress_create_index where relid = any($1::regclass[]))
        + (select count(*)::int from pg_statistic_ext s join pg_class c on c.oid = s.stxrelid where s.stxrelid = any($1::regclass[]) and c.reltuples > 0
          and not exists (select 1 from pg_statistic_ext_data d where d.stxoid = s.oid)) as building,
      (select count(*)::int from pg_index where indrelid = any($1::regclass[]) and not indisvalid) as invalid,
      (select count(*)::int from pg_index where indrelid = any($1::regclass[])) + (select count(*)::int from pg_trigger where tgrelid = any($1::regclass[]) and not tgisinternal) as all,
      array(select indexrelid::regclass::text from pg_index where indrelid = any($1::regclass[]) order by 1) as indexes`, [tables]);
    return look as IndexLook;
  } finally {
    await client.end();
  }
}

/** SQLite: an index being built is not in the schema until its build commits, whole. */
function lookSqlite(file: string, tables: string[]): IndexLook {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const objects = db.prepare(`select name, type from sqlite_master where tbl_name in (${tables.map(() => '?').join(', ')}) and type in ('index', 'trigger') order by name`).all(...tables) as Array<{ name: string; type: string }>;
    return { building: 0, invalid: 0, all: objects.length, indexes: objects.filter((o) => o.type === 'index').map((o) => o.name) };
  } finally {
    db.close();
  }
}

/** Each kind alone, one connection, no writes (KP_BENCH_KINDS_ALONE=1: which kind costs what), on stderr. */
export async function kindsAlone(mix: Omit<MixConfig, 'seconds'>): Promise<void> {
  for (const [name, path] of Object.entries(mix.kinds)) {
    const alone = await runMix({ ...mix, connections: 1, kinds: { [name]: path }, writes: undefined, probe: undefined, seconds: 3 });
    console.error(`alone: ${name}: ${alone.mix.rps.toFixed(0)} req/s, p50 ${alone.mix.p50?.toFixed(1)} ms, p99 ${alone.mix.p99?.toFixed(1)} ms, ${alone.mix.ok}/${alone.mix.count} ok`);
  }
}

/**
 * KP_BENCH_PG_STATS=1 (with pg_stat_statements loaded: shared_preload_libraries, and
 * pg_stat_statements.track_planning on for planning times): the statements' counters zeroed before
 * the measured mix (`reset`), and the costliest of the mix on stderr after it (`print`), so the
 * warm-up's reads before the indexes were made do not count.
 */
export async function statementStats(url: string, step: 'reset' | 'print'): Promise<void> {
  if (!process.env.KP_BENCH_PG_STATS) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements schema public');
    if (step === 'reset') {
      await client.query('select public.pg_stat_statements_reset()');
      return;
    }
    const { rows } = await client.query(`select calls, total_exec_time as exec, total_plan_time as plan, plans, query from public.pg_stat_statements
      order by total_exec_time + total_plan_time desc limit 20`);
    const all = rows.reduce((n, r) => n + r.exec + r.plan, 0);
    console.error(`statements of the mix (exec + plan ms, ${all.toFixed(0)} ms in the top 20):\n${rows.map((r) => `  ${r.exec.toFixed(0)} + ${r.plan.toFixed(0)} ms / ${r.calls} = ${(r.exec / r.calls).toFixed(3)} + ${(r.plan / Math.max(1, r.plans)).toFixed(3)} ms (${r.plans} plans)  ${r.query.replace(/\s+/g, ' ').slice(0, 400)}`).join('\n')}`);
  } finally {
    await client.end();
  }
}
