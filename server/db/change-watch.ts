import type SQLite from 'better-sqlite3';

/** One row written: its table, and the watched columns' values before and after (absent: inserted, deleted, or not watched). */
export interface RowChange { table: string; before?: Record<string, unknown>; after?: Record<string, unknown> }

/** What was written since the last look: the rows, or `all` when it cannot be told which. */
export type Changes = RowChange[] | 'all';

/**
 * Past this many rows written between two looks (an import), they are not told one by one: `all`.
 */
export const MAX_TOLD_ROWS = 2000;

/** Tables whose writes change no list of another table: the engine's own bookkeeping (kp_*, kept in step with a table by its triggers), FTS indexes, logs and sessions. */
const SIDE_TABLE = /^(kp_|sqlite_)|__fts|^sys_(oplog|login_log|session|captcha|login_failure|rate_window|integration_log|job_lease|one_time_code)$/;

/** Whether writing `table` leaves what other tables' lists show as it was (see SIDE_TABLE). */
export const isSideTable = (table: string) => SIDE_TABLE.test(table);

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Which rows the writer connection of a SQLite file writes, told by temporary triggers on every
 * table (a temporary trigger is this connection's alone and calls back into this thread), with
 * the values of the columns watched on each (`watch`). A look (`take`) answers what was written
 * since the last: row by row when only this connection wrote and the tables are as they were,
 * else `all` — another connection committed (another process, an index build), a table was
 * made, changed or dropped (its triggers with it), or more than MAX_TOLD_ROWS rows were written.
 * A row is told when written, before its transaction commits (or rolls back): a transaction still
 * open at a look is told again at the next.
 */
export class ChangeWatch {
  private told: RowChange[] = [];
  private overflowed = false;
  /** The watched columns of each table. */
  private readonly columns = new Map<string, string[]>();
  /** The schema version the triggers were made at (undefined: not made since it changed). */
  private madeAt?: number;
  private readonly dataVersion: SQLite.Statement;
  private readonly schemaVersion: SQLite.Statement;
  private seenData: unknown;
  private seenSchema: unknown;

  constructor(private readonly writer: SQLite.Database) {
    writer.function('kp_row_written', { varargs: true, directOnly: false }, (table: unknown, before: unknown, after: unknown) => {
      if (this.told.length >= MAX_TOLD_ROWS) this.overflowed = true;
      else this.told.push({ table: String(table), ...(typeof before === 'string' ? { before: JSON.parse(before) } : {}), ...(typeof after === 'string' ? { after: JSON.parse(after) } : {}) });
      return null;
    });
    this.dataVersion = writer.prepare('pragma data_version').pluck();
    this.schemaVersion = writer.prepare('pragma schema_version').pluck();
    this.seenData = this.dataVersion.get();
    this.seenSchema = this.schemaVersion.get();
  }

  /**
   * Watch `columns` of `table` (their values told with each row written) from now on; false when
   * the triggers cannot be made now (a transaction is open on the writer: they would be part of it).
   */
  watch(table: string, columns: string[]): boolean {
    const had = this.columns.get(table) ?? [];
    const wanted = [...new Set([...had, ...columns])].sort();
    const ready = this.ready();
    if (ready && wanted.length === had.length) return true;
    if (this.writer.inTransaction) return false;
    this.columns.set(table, wanted);
    if (!ready) return this.make();
    this.makeFor(table);
    return true;
  }

  /** Whether the triggers are there for the tables as they are now. */
  ready(): boolean {
    return this.madeAt !== undefined && this.madeAt === this.schemaVersion.get();
  }

  /** What was written since the last look (see the class). */
  take(): Changes {
    const data = this.dataVersion.get();
    const schema = this.schemaVersion.get();
    // Another connection committed, or a table was made, changed or dropped (rows may have moved
    // with it untold: a table made again from a copy), or too many rows to tell.
    const changed = data !== this.seenData || schema !== this.seenSchema || this.overflowed || !this.ready();
    this.seenData = data;
    this.seenSchema = schema;
    const out: Changes = changed ? 'all' : this.told;
    // An open transaction's rows are told again at the next look, when it may have committed.
    if (!this.writer.inTransaction) {
      this.told = [];
      this.overflowed = false;
    } else if (!changed) this.told = [...this.told];
    return out;
  }

  /** The triggers of every table (made again once the tables changed); the caller saw no transaction open. */
  private make(): boolean {
    const tables = this.writer.prepare("select name from main.sqlite_master where type = 'table' and sql not like 'create virtual%' collate nocase").pluck().all() as string[];
    this.writer.transaction(() => { for (const table of tables) if (!/^sqlite_|__fts/.test(table)) this.makeFor(table); })();
    this.madeAt = this.schemaVersion.get() as number;
    return true;
  }

  private makeFor(table: string) {
    // (Only columns the table has: a trigger naming another would fail every write of it.)
    const has = new Set(this.writer.prepare(`select name from pragma_table_info(${literal(table)})`).pluck().all() as string[]);
    const columns = (this.columns.get(table) ?? []).filter((c) => has.has(c));
    const values = (row: 'old' | 'new') => (columns.length ? `json_object(${columns.map((c) => `${literal(c)}, ${row}.${quoted(c)}`).join(', ')})` : 'null');
    const name = (what: string) => quoted(`kp_watch_${table}_${what}`);
    for (const [what, event, before, after] of [['i', 'insert', 'null', values('new')], ['u', 'update', values('old'), values('new')], ['d', 'delete', values('old'), 'null']]) {
      this.writer.exec(`drop trigger if exists temp.${name(what)}`);
      this.writer.exec(`create temp trigger ${name(what)} after ${event} on main.${quoted(table)} begin select kp_row_written(${literal(table)}, ${before}, ${after}); end`);
    }
  }
}
