import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { CompiledQuery, type Driver, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { PipelinedReads } from './pipelined-reads.ts';
import { preparedStatements } from './prepared.ts';
import { type WriterGate, WriterThread } from './writer-thread.ts';
import { type Dependency, KEPT_RESULTS, KeptResults } from './kept-results.ts';
import { PgChangeWatch } from './pg-change-watch.ts';
import { type ReadSnapshot, SqliteReadCache } from './read-cache.ts';
import type { Database } from './tables.ts';

export type Dialect = 'sqlite' | 'postgres';
export type { ReadSnapshot };

export interface ReadOptions { inline?: boolean; generic?: boolean; long?: boolean; now?: boolean }

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema pinned by search_path, when one is. */
  schema?: string;
  /**
   * Runs a read that needs no transaction. On SQLite it goes to a read-only connection and its
   * result is reused until anything commits; on PostgreSQL it is a prepared statement. Reads
   * passing the same `snapshot` (one request's) share one look at whether anything committed.
   * `inline`: a lookup of a few rows by key, which SQLite runs at once on this thread rather than
   * queue it behind slow reads in the workers. `generic`: a read whose best plan is the same for
   * any values of its parameters (a page of ids in an index's order, its limit written into the
   * text): PostgreSQL plans it once per connection and keeps that plan (see preparedReads).
   * `long`: a read whose time grows with the table (a scan, a count past a cap, a walk to a deep
   * offset): PostgreSQL runs it on a connection of its own, not in the pipeline where the reads
   * written behind it would wait for it (see PipelinedReads); SQLite runs it in a worker of its own,
   * so the reads queued in the others do not wait behind it (see ReadWorkers). `now`: PostgreSQL
   * writes it at once, not held to the end of this turn of the event loop with the turn's other
   * reads (a read made as the turn ends, see PipelinedReads).
   */
  read<R>(query: CompiledQuery, snapshot?: ReadSnapshot, options?: ReadOptions): Promise<R[]>;
  /**
   * `compute`'s result (a list's page as sent), kept under `key` across the commits that write no
   * row it depends on (see Dependency): SQLite's of this process (SqliteReadCache.kept), PostgreSQL's
   * of every process (PgChangeWatch), and until `keepUntil(value)` at the latest (Date.now()'s ms;
   * Infinity unless said). KP_KEEP_PAGES=off: none kept.
   */
  kept?<T>(key: string, dependency: Dependency, snapshot: ReadSnapshot | undefined, compute: () => Promise<T>, keepUntil?: (value: T) => number): Promise<T>;
  /** How many kept results were answered and how many computed since the start. */
  keptTally?(): { hits: number; misses: number } | undefined;
  /** PostgreSQL: whether a request's first statement should read the stamps of the tables its list depends on (ReadSnapshot.stamps). */
  stampsLive?(): boolean;
  /**
   * SQLite: runs statements that take long to write (an index built over a table's rows) in a
   * worker thread on a connection of its own, never on this thread (server/db/index-worker.mjs).
   */
  build?(statements: string[]): Promise<void>;
  /** SQLite: the second writable connection, in a thread of its own: checkpoints, and an import's staging and moves (writer-thread.ts). */
  writerThread?: WriterThread;
  close(): Promise<void>;
}

// int8 (bigint) columns hold millisecond times; they fit a JS number, so read them as one.
pg.types.setTypeParser(20, (value) => Number(value));

/** PostgreSQL: how many distinct reads get a prepared statement of their own (the rest are planned at each run). */
export const PREPARED_READS = 1000;
type Queryable = { query(query: pg.QueryConfig): Promise<pg.QueryResult> };
type Pipelined = Queryable & { now: Queryable };
/**
 * PostgreSQL: pipelined connections for reads, and as many for `generic` reads: one per four cores
 * (at least one), or KP_PG_READ_CONNECTIONS. A pool of ten woke a PostgreSQL process per read,
 * and on two cores the wake-ups cost more than the reads; with one of each the list mix ran at
 * 0.26 of bare Fastify, p99 46 ms (`npm run bench -- list`, two processes). A larger machine gets
 * more, since each pipeline is answered by one PostgreSQL process.
 */
export const PIPELINED_READ_CONNECTIONS = Number(process.env.KP_PG_READ_CONNECTIONS) || Math.max(1, Math.round(availableParallelism() / 4));
/** PostgreSQL: connections for `long` reads. */
const LONG_READ_CONNECTIONS = 4;

/**
 * PostgreSQL reads as named prepared statements: each connection parses and plans a list's query
 * once, not at every request (planning a list's query took longer than running it). A read's text
 * names its statement; past PREPARED_READS texts, reads go unnamed. When a table's columns change
 * under a prepared `select *` (PostgreSQL: "cached plan must not change result type"), the read
 * is prepared again under a new name and run once more.
 *
 * PostgreSQL plans a prepared statement anew at each run while a plan for the values at hand looks
 * cheaper than one for any values — always, for a query with an OFFSET parameter — and planning a
 * page of a table with ten indexes took twice as long as running it. `generic` reads go to a few
 * connections of their own that keep one plan per statement (plan_cache_mode=force_generic_plan);
 * only reads whose plan cannot depend on the values are marked so (a deferred join's generic plan
 * with a LIMIT parameter is a hash join over the whole table: the limit must be in the text).
 */
function preparedReads(pool: Pipelined, generic: () => Queryable, long: (generic: boolean) => Queryable) {
  const names = new Map<string, string>();
  let made = 0;
  const named = (text: string, fresh = false) => {
    let name = fresh ? undefined : names.get(text);
    if (!name && (fresh || names.size < PREPARED_READS)) {
      name = `kp_read_${++made}`;
      names.set(text, name);
    }
    return name;
  };
  return async <R>(query: CompiledQuery, options?: ReadOptions): Promise<R[]> => {
    const name = named(query.sql);
    const to = options?.long ? long(Boolean(options.generic)) : options?.generic ? generic() : options?.now ? pool.now : pool;
    if (!name) return (await to.query({ text: query.sql, values: query.parameters as unknown[] })).rows as R[];
    const run = (as: string) => to.query({ name: as, text: query.sql, values: query.parameters as unknown[] });
    try {
      return (await run(name)).rows as R[];
    } catch (error) {
      if ((error as { code?: string }).code !== '0A000') throw error;
      return (await run(named(query.sql, true)!)).rows as R[];
    }
  };
}

/**
 * SQLite's dialect whose connection is taken only once `idle()` has settled (no index build holds
 * the writer) and no turn of the writer thread is under way, counting the queries waiting for it
 * meanwhile (`waiting`, shared with the thread as `wanted`); the gate of writer-thread.ts.
 */
class AfterBuilds extends SqliteDialect implements WriterGate {
  readonly wanted = new Int32Array(new SharedArrayBuffer(4));
  private waiting = 0;
  /** Whether a query holds the connection (a transaction holds it across its statements). */
  private taken = false;
  /** The writer thread's turn, if one is under way. */
  private turning: Promise<unknown> = Promise.resolve();

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0], private readonly idle: () => Promise<unknown>) {
    super(config);
  }

  private wait(by: number) {
    this.waiting += by;
    Atomics.store(this.wanted, 0, this.waiting);
  }

  /** Until no build and no turn is under way, including any begun while waiting for the last. */
  private async settled() {
    for (;;) {
      const [build, turn] = [this.idle(), this.turning];
      await Promise.all([build, turn]);
      if (build === this.idle() && turn === this.turning) return;
    }
  }

  async turn<T>(work: () => Promise<T>): Promise<T> {
    // Begun only when nothing of this connection's is under way or waiting: in the same turn of the
    // event loop as this check, so that no query slips in between.
    while (this.waiting > 0 || this.taken) await new Promise((resolve) => setTimeout(resolve, 1));
    await this.settled();
    if (this.waiting > 0 || this.taken) return this.turn(work);
    const done = work();
    this.turning = done.catch(() => undefined);
    return done;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    const release = driver.releaseConnection.bind(driver);
    driver.acquireConnection = async () => {
      this.wait(1);
      try {
        await this.settled();
        const connection = await acquire();
        this.taken = true;
        return connection;
      } finally {
        this.wait(-1);
      }
    };
    driver.releaseConnection = async (connection) => {
      this.taken = false;
      return release(connection);
    };
    return driver;
  }
}

/**
 * A read of a constant statement written with `?` placeholders (numbered `$1`, `$2`… on PostgreSQL),
 * through `db.read`: a lookup every request makes, compiled once, not by the query builder each time.
 */
export function rawQuery(sqlText: string): (db: Db, parameters: unknown[]) => CompiledQuery {
  let n = 0;
  const numbered = sqlText.replace(/\?/g, () => `$${++n}`);
  return (db, parameters) => CompiledQuery.raw(db.dialect === 'postgres' ? numbered : sqlText, parameters);
}

/** A PostgreSQL URL with `more` added to its startup options (`-c name=value …`). */
function withOptions(databaseUrl: string, more: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `${url.searchParams.get('options') ?? ''} ${more}`.trim());
  return url.toString();
}

/** How long a PostgreSQL connection may take to open before the database counts as unreachable. */
export const CONNECT_TIMEOUT_MS = 2000;

/**
 * A pool whose idle connections may be ended by the database (a restart, pg_terminate_backend):
 * pg-pool emits that as 'error', which unheard would end the process. The connection is dropped
 * from the pool and the next query opens a new one.
 */
function weathered(pool: pg.Pool): pg.Pool {
  pool.on('error', (error) => console.warn(`数据库连接断开（${error.message}），下次查询时重新连接`));
  // A connection ended while checked out between two statements (inside a transaction) is told to
  // the client itself, which pg-pool no longer listens to then: heard here, the transaction's next
  // statement fails (503) and the pool drops the connection when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** KP_KEEP_PAGES=off: no list page is kept across writes (Db.kept), each read as asked. */
const KEEP_PAGES = process.env.KP_KEEP_PAGES !== 'off';

/**
 * Opens the database named by a `postgres://` URL, or else the SQLite file at `sqliteFile`
 * (created with its folder, WAL mode). `pgSchema` pins PostgreSQL's search_path, which the
 * tests use to give each suite a schema of its own.
 */
export function connect(options: { databaseUrl?: string; sqliteFile: string; pgSchema?: string }): Db {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const searchPath = options.pgSchema ? `-c search_path=${options.pgSchema}` : '';
    // A database that does not answer a connection within this is taken as down (503), not waited on.
    const connection = { connectionString: options.databaseUrl, options: searchPath || undefined, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: `kp-admin${options.pgSchema ? ` ${options.pgSchema}` : ''}`.slice(0, 63) };
    const pool = weathered(new pg.Pool({ ...connection, max: 10 }));
    // Reads have connections of their own: writes waiting for a lock (the rows of an import going
    // in, see ImportStage) hold the writers' connections, never a list's.
    const readers = new PipelinedReads(connection, PIPELINED_READ_CONNECTIONS);
    // The generic reads' sessions keep one plan per statement; set at connection (a URL's own
    // options would replace a pool's, so the setting joins them there).
    const onePlan = withOptions(options.databaseUrl, `${searchPath} -c plan_cache_mode=force_generic_plan`);
    let generic: PipelinedReads | undefined;
    const genericReaders = () => (generic ??= new PipelinedReads({ ...connection, connectionString: onePlan, options: undefined }, PIPELINED_READ_CONNECTIONS));
    // Long reads likewise, those marked generic on connections keeping one plan per statement: a
    // deep page (an OFFSET of thousands) was planned anew at every run, 1–2 ms of planning each.
    let long: pg.Pool | undefined;
    let longGeneric: pg.Pool | undefined;
    const longReaders = (generic: boolean) => (generic
      ? longGeneric ??= weathered(new pg.Pool({ ...connection, connectionString: onePlan, options: undefined, max: LONG_READ_CONNECTIONS }))
      : long ??= weathered(new pg.Pool({ ...connection, max: LONG_READ_CONNECTIONS })));
    let closing: Promise<void> | undefined;
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const read = preparedReads(readers, genericReaders, longReaders);
    // List pages kept across other processes' writes too: each is told them (PgChangeWatch).
    let kepts: { results: KeptResults<unknown>; watch: PgChangeWatch } | undefined;
    const keeping = () => (kepts ??= (() => {
      const results = new KeptResults<unknown>(KEPT_RESULTS);
      return { results, watch: new PgChangeWatch(connection, kysely as Kysely<any>, (changes) => results.written(changes)) };
    })());
    const kept = <T>(key: string, dependency: Dependency, snapshot: ReadSnapshot | undefined, compute: () => Promise<T>, keepUntil: (value: T) => number = () => Infinity) => {
      const { watch, results } = keeping() as { results: KeptResults<T>; watch: PgChangeWatch };
      return watch.caughtUp([dependency.table, ...dependency.reads], dependency.columns, snapshot?.stamps) ? results.through(key, dependency, compute, keepUntil) : results.bypass(dependency, compute);
    };
    return {
      kysely, dialect: 'postgres', schema: options.pgSchema,
      read: (query, _snapshot, how) => read(query, how),
      ...(KEEP_PAGES ? { kept, keptTally: () => kepts?.results.tally, stampsLive: () => Boolean(kepts?.watch.live) } : {}),
      // Once, however often asked (a pool refuses a second end).
      close: () => (closing ??= (async () => {
        await Promise.all([generic?.end(), long?.end(), longGeneric?.end(), readers.end(), kepts?.watch.close()]);
        await kysely.destroy();
      })()),
    };
  }
  mkdirSync(dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // An index build (Db.build) holds the writer for a second or so: this connection's queries wait
  // for it here, asynchronously. A write meeting it inside better-sqlite3 would wait synchronously,
  // up to busy_timeout, and the whole event loop with it (a talent bench's ping: p99 1,250 ms).
  let building: Promise<unknown> = Promise.resolve();
  const dialect = new AfterBuilds({ database: { close: () => sqlite.close(), prepare: preparedStatements(sqlite) } }, () => building);
  const writerThread = new WriterThread(options.sqliteFile, sqlite, dialect, (message) => process.emitWarning(message));
  const kysely = new Kysely<Database>({ dialect });
  let reads: SqliteReadCache | undefined;
  const readCache = () => (reads ??= new SqliteReadCache(options.sqliteFile, undefined, undefined, KEEP_PAGES ? sqlite : undefined));
  const read = async <R>(query: CompiledQuery, snapshot?: ReadSnapshot, how?: ReadOptions) => readCache().all<R>(query.sql, query.parameters, snapshot, how?.inline, how?.long);
  const kept = <T>(key: string, dependency: Dependency, snapshot: ReadSnapshot | undefined, compute: () => Promise<T>, keepUntil?: (value: T) => number) => readCache().kept(key, dependency, snapshot, compute, keepUntil);
  const build = (statements: string[]) => {
    const done = new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL('./index-worker.mjs', import.meta.url), { workerData: { file: options.sqliteFile, statements } });
      worker.once('message', ({ error }: { error?: string }) => (error ? reject(new Error(error)) : resolve()));
      worker.once('error', reject);
    });
    building = Promise.all([building, done.catch(() => undefined)]);
    return done;
  };
  return { kysely, dialect: 'sqlite', read, ...(KEEP_PAGES ? { kept, keptTally: () => reads?.keptTally } : {}), build, writerThread, close: async () => { await reads?.close(); await writerThread.close(); await kysely.destroy(); } };
}
