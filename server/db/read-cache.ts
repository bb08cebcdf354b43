import SQLite from 'better-sqlite3';
import { ChangeWatch } from './change-watch.ts';
import { type Dependency, KEPT_RESULTS, KeptResults } from './kept-results.ts';
import { preparedStatements } from './prepared.ts';
import { ReadWorkers } from './read-workers.ts';

/**
 * Reads on read-only SQLite connections in worker threads, with results reused until anything
 * commits. `PRAGMA data_version` on a read-only connection of this thread changes whenever
 * another connection commits (this process's writer or another process's), so a reused result
 * is never older than a fresh read would be. A read the cache cannot answer runs in a worker: a
 * slow one (a deep page, a scan) never holds up other requests. Writes and transactions stay on
 * the main connection.
 */
/** One request's reads: they see the database as it was at the first of them. */
export interface ReadSnapshot {
  checked?: boolean;
  /** PostgreSQL: the stamps of the tables a list depends on, as the request's first statement read them (PgChangeWatch). */
  stamps?: Record<string, number | string>;
  /**
   * PostgreSQL: the list's table's count row (kp_row_count) as that same statement read it — the
   * total and deletions of exactly the writes its stamps count.
   */
  counts?: { table: string; n: number; deleted: number; updated: number };
}

export class SqliteReadCache {
  private readonly reader: SQLite.Database;
  private readonly version: SQLite.Statement;
  private readonly workers: ReadWorkers;
  private readonly statements: (sql: string) => SQLite.Statement;
  private readonly results = new Map<string, unknown[]>();
  /** Reads under way, so that one request's read is not run again by the next before it answers. */
  private readonly running = new Map<string, Promise<unknown[]>>();
  /** Bumped whenever the cache is emptied: a read begun before keeps its answer out of it. */
  private epoch = 0;
  // A compiled query kept and run again (a list plan) keeps its parameter array: its key is built once.
  private readonly keys = new WeakMap<readonly unknown[], { sql: string; key: string }>();
  private seen: unknown = null;

  /** Results kept across the commits that leave them as they were (see kept), with the writer's watch telling what was written. */
  private readonly kepts?: { results: KeptResults<unknown>; watch: ChangeWatch };

  /** Rows held in `results` (see keep). */
  private rowsHeld = 0;

  /**
   * At most `limit` results and `maxRows` rows are held; past either the cache starts again. Rows
   * are what costs: a list page's rows are kept with their presented copies and their JSON beside
   * them while held, and after a quiet stretch with no commit to empty the cache (the bench's wait
   * for its index builds), up to 2,000 pages of 20 left the SQLite talent bench's server at 431–432 MB
   * during its mix; with this bound, 352 MB. `writer`: the connection this process writes with,
   * whose writes `kept` results are kept across (at most `keptResults` of them).
   */
  constructor(file: string, private readonly limit = 2000, private readonly maxRows = 10_000, writer?: SQLite.Database, keptResults = KEPT_RESULTS) {
    this.reader = new SQLite(file, { readonly: true, fileMustExist: true });
    this.reader.pragma('busy_timeout = 5000');
    this.version = this.reader.prepare('pragma data_version').pluck();
    this.statements = preparedStatements(this.reader, 200);
    this.workers = new ReadWorkers(file);
    if (writer) this.kepts = { results: new KeptResults(keptResults), watch: new ChangeWatch(writer) };
  }

  /**
   * `compute`'s result, kept under `key` until a write could change it (see Dependency): a list's
   * page as sent, answered again while the rows written since are none it shows or counts. Without
   * a writer to watch, computed every time.
   */
  async kept<T>(key: string, dependency: Dependency, snapshot: ReadSnapshot | undefined, compute: () => Promise<T>, keepUntil: (value: T) => number = () => Infinity): Promise<T> {
    if (!this.kepts) return compute();
    this.look(snapshot);
    const results = this.kepts.results as KeptResults<T>;
    if (!this.kepts.watch.watch(dependency.table, dependency.columns)) return results.bypass(dependency, compute);
    return results.through(key, dependency, compute, keepUntil);
  }

  /** Kept results answered and computed so far (kept). */
  get keptTally() {
    return this.kepts?.results.tally;
  }

  /**
   * The rows `sql` answers for `parameters`, from the cache while nothing has committed since.
   * Reads sharing one `snapshot` (one request's) look at the commit counter once, at the first;
   * no check is ever shared between requests: "rejected at once" allows no window.
   */
  async all<R>(sql: string, parameters: readonly unknown[], snapshot?: ReadSnapshot, inline = false, long = false): Promise<R[]> {
    this.look(snapshot);
    let known = this.keys.get(parameters);
    if (known?.sql !== sql) {
      known = { sql, key: `${sql}\u0000${JSON.stringify(parameters)}` };
      this.keys.set(parameters, known);
    }
    const key = known.key;
    const rows = this.results.get(key);
    if (rows) return rows as R[];
    if (inline) {
      // A lookup by key (a few rows): read here and now, not queued behind slow reads in the workers.
      const answered = this.statements(sql).all(...parameters);
      this.keep(key, answered);
      return answered as R[];
    }
    let running = this.running.get(key);
    if (!running) {
      const epoch = this.epoch;
      running = this.workers.run(sql, parameters, long);
      this.running.set(key, running);
      // The same rows come back as the same array from now on (callers keep per-array work).
      void running.then((answered) => {
        if (this.running.get(key) === running) this.running.delete(key);
        if (epoch === this.epoch) this.keep(key, answered);
      }, () => { if (this.running.get(key) === running) this.running.delete(key); });
    }
    return running as Promise<R[]>;
  }

  /**
   * Whether anything committed since the last look: if so, the results read before are dropped,
   * and the kept ones a write could have changed.
   */
  private look(snapshot?: ReadSnapshot) {
    if (snapshot?.checked) return;
    const version = this.version.get();
    if (version !== this.seen) {
      this.empty();
      this.running.clear();
      this.epoch++;
      this.seen = version;
      this.kepts?.results.written(this.kepts.watch.take());
    }
    if (snapshot) snapshot.checked = true;
  }

  private keep(key: string, rows: unknown[]) {
    if (this.results.size >= this.limit || this.rowsHeld + rows.length > this.maxRows) this.empty();
    this.results.set(key, rows);
    this.rowsHeld += rows.length;
  }

  /** No result held: the results and their count of rows together. */
  private empty() {
    this.results.clear();
    this.rowsHeld = 0;
  }

  async close() {
    this.reader.close();
    await this.workers.close();
  }
}
