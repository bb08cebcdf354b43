import SQLite from 'better-sqlite3';
import { preparedStatements } from './prepared.ts';

/**
 * Reads on a second, read-only SQLite connection, with results reused until anything commits.
 * `PRAGMA data_version` on this connection changes whenever another connection commits (this
 * process's writer or another process's), so a reused result is never older than a fresh read
 * would be. Writes and transactions stay on the main connection.
 */
/** One request's reads: they see the database as it was at the first of them. */
export interface ReadSnapshot { checked?: boolean }

export class SqliteReadCache {
  private readonly reader: SQLite.Database;
  private readonly version: SQLite.Statement;
  private readonly prepare: (sql: string) => SQLite.Statement;
  private readonly results = new Map<string, unknown[]>();
  // A compiled query kept and run again (a list plan) keeps its parameter array: its key is built once.
  private readonly keys = new WeakMap<readonly unknown[], { sql: string; key: string }>();
  private seen: unknown = null;

  constructor(file: string, private readonly limit = 2000) {
    this.reader = new SQLite(file, { readonly: true, fileMustExist: true });
    this.reader.pragma('busy_timeout = 5000');
    this.version = this.reader.prepare('pragma data_version').pluck();
    this.prepare = preparedStatements(this.reader, limit);
  }

  /**
   * The rows `sql` answers for `parameters`, from the cache while nothing has committed since.
   * Reads sharing one `snapshot` (one request's) look at the commit counter once, at the first;
   * no check is ever shared between requests: "rejected at once" allows no window.
   */
  all<R>(sql: string, parameters: readonly unknown[], snapshot?: ReadSnapshot): R[] {
    if (!snapshot?.checked) {
      const version = this.version.get();
      if (version !== this.seen) {
        this.results.clear();
        this.seen = version;
      }
      if (snapshot) snapshot.checked = true;
    }
    let known = this.keys.get(parameters);
    if (known?.sql !== sql) {
      known = { sql, key: `${sql}\u0000${JSON.stringify(parameters)}` };
      this.keys.set(parameters, known);
    }
    const key = known.key;
    let rows = this.results.get(key);
    if (!rows) {
      rows = this.prepare(sql).all(...parameters);
      if (this.results.size >= this.limit) this.results.clear();
      this.results.set(key, rows);
    }
    return rows as R[];
  }

  close() {
    this.reader.close();
  }
}
