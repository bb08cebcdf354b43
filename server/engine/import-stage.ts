import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { yieldToLoop } from '../services/yield.ts';
import type { WriterThread } from '../db/writer-thread.ts';
import { sqlId as quoted } from '../db/sql-text.ts';
import type { FieldSchema } from '../../schemas/types.ts';
import { positiveEnv } from '../env-number.ts';
import { PENDING_LEASE_MS, type PendingRange, renewRange } from './import-pending.ts';
import { isEntries, isMulti, storeEntries, storeMulti } from './multi-values.ts';

type Row = Record<string, unknown>;

/** A value as its column keeps it: a boolean as 1 or 0, a multiple choice as ",a,b,", entries as JSON (multi-values.ts). */
export const storedValue = (field: FieldSchema, value: unknown) => (field.type === 'boolean' ? (value ? 1 : 0) : isMulti(field) ? storeMulti(value) : isEntries(field) ? storeEntries(value) : value);

/** Rows to an import's insert statement. */
const IMPORT_BATCH = 500;
/** Rows to a statement moving staged rows into an SQLite table, in the writer thread: between two, a query of the server's that wants the writer ends the thread's turn. */
const SQLITE_MOVE = 50;
/** SQLite: the longest turn of an import's moves while no one else wants the writer (its lease is renewed between turns); KP_IMPORT_HOLD_MS sets it. */
const HOLD_MS = positiveEnv('KP_IMPORT_HOLD_MS', 2_000);
/** SQLite: how long an import waits after a turn someone wanted ended, for their other queries (a write asks a few in a row). */
const YIELD_AFTER_WANTED_MS = 5;
/** Rows to a statement moving staged rows into a PostgreSQL table: each is a transaction of its own, holding nothing other writers wait for. */
const POSTGRES_MOVE = 2_000;

/**
 * Inserts `records` into `table` IMPORT_BATCH to a statement, as `values(record)` gives their
 * `columns`. The statement is built once for a batch's length and reused with the next batch's
 * values: building it anew for each of an import's 200 batches (4,500 values each) left the
 * server's heap 80 MB larger for a 100,000-row import. It is reused only when its parameters were
 * found to be the batch's values in row order.
 */
export async function insertBatches(k: Kysely<any>, table: string, columns: string[], records: Row[], values: (record: Row) => unknown[]) {
  let statement: { length: number; query: CompiledQuery; reusable: boolean } | undefined;
  for (let i = 0; i < records.length; i += IMPORT_BATCH) {
    const batch = records.slice(i, i + IMPORT_BATCH).map(values);
    const flat = batch.flat();
    if (statement?.length === batch.length && statement.reusable) {
      await k.executeQuery({ ...statement.query, parameters: flat });
    } else {
      const query = k.insertInto(table).values(batch.map((row) => Object.fromEntries(columns.map((c, j) => [c, row[j]])))).compile();
      statement = { length: batch.length, query, reusable: query.parameters.length === flat.length && query.parameters.every((p, j) => p === flat[j]) };
      await k.executeQuery(query);
    }
    await yieldToLoop();
  }
}

let made = 0;

/**
 * An import's checked records, kept in a temporary table shaped as the target's fields (and an
 * order column) until all of the file is read and checked, then written into the target in
 * batches under a pending range of ids, unseen until the import publishes them (import-pending.ts).
 * SQLite: the temporary table is the writer thread's, where the batches are written too (Db.writerThread).
 */
export class ImportStage {
  readonly name = `kp_import_${process.pid}_${++made}`;
  /** The fields any staged record had: the others are left out of the move (stored fields have no defaults). */
  private readonly present = new Set<string>();
  private count = 0;

  /** The boolean and multiple-choice fields, by name: JSON writes their values as true/false and arrays, their columns keep 1/0 and ",a,b,". */
  private readonly turned: Map<string, FieldSchema>;

  /** `k` writes the range's bookkeeping and holds the scratch table on PostgreSQL (one connection); `thread` holds it on SQLite. */
  constructor(readonly k: Kysely<any>, private readonly table: string, private readonly fields: Array<[string, FieldSchema]>, private readonly thread?: WriterThread) {
    this.turned = new Map(fields.filter(([, field]) => field.type === 'boolean' || isMulti(field) || isEntries(field)));
  }

  async create() {
    if (this.thread) {
      // Moved a range of kp_seq at a time.
      return this.thread.exec(`create temp table ${quoted(this.name)} as select 0 as kp_seq, ${this.fields.map(([name]) => quoted(name)).join(', ')} from main.${quoted(this.table)} where 1 = 0;
        create index temp.${quoted(`${this.name}_seq`)} on ${quoted(this.name)} (kp_seq)`);
    }
    const columns = this.fields.map(([name]) => sql.ref(name));
    await sql`create temp table ${sql.id(this.name)} as select 0 as kp_seq, ${sql.join(columns)} from ${sql.table(this.table)} where 1 = 0`.execute(this.k);
  }

  /**
   * Stages records, as stored (booleans as 0/1). PostgreSQL takes a chunk as one JSON text, read
   * into the scratch table's row type (json_populate_recordset; keys of no column are ignored, a
   * missing one is null): one round trip, and the text made by JSON.stringify — an array parameter
   * per column had node-postgres escape each of the chunk's values in JavaScript, a third of the
   * import's time on the server's event loop.
   */
  async add(records: Row[]) {
    for (const [name] of this.fields) if (!this.present.has(name) && records.some((record) => name in record)) this.present.add(name);
    if (this.thread) {
      const rows = records.map((record) => [++this.count, ...this.fields.map(([name, field]) => storedValue(field, record[name]) ?? null)]);
      return this.thread.insert(`insert into temp.${quoted(this.name)} values (${['kp_seq', ...this.fields].map(() => '?').join(', ')})`, rows);
    }
    const from = this.count;
    this.count += records.length;
    const columns = this.fields.map(([name]) => sql.ref(`r.${name}`));
    // Booleans and multiple choices become what their columns keep (storedValue); a table without any has nothing to turn.
    const json = this.turned.size
      ? JSON.stringify(records, (key, value) => ((typeof value === 'boolean' || Array.isArray(value)) && this.turned.has(key) ? storedValue(this.turned.get(key)!, value) : value))
      : JSON.stringify(records);
    await sql`insert into ${sql.id(this.name)} (kp_seq, ${sql.join(this.fields.map(([name]) => sql.ref(name)))})
      select ${sql.lit(from)}::bigint + r.ordinality, ${sql.join(columns)} from json_populate_recordset(null::${sql.id(this.name)}, ${json}::json) with ordinality as r`.execute(this.k);
  }

  /** How many records are staged. */
  get size() { return this.count; }

  /**
   * Writes the staged records into the table with the ids of `range` (reserved for them, in file
   * order), a batch to a statement, each committed on its own so other writes go between; no
   * reader sees them until the range is published (import-pending.ts). The range's lease is renewed
   * as they go. SQLite: in the writer thread, off the event loop, in turns that end when a query of the server's wants the writer.
   */
  async writeInto(range: PendingRange, now: number) {
    const columns = this.fields.map(([name]) => name).filter((name) => this.present.has(name));
    let renewed = Date.now();
    const renew = async () => {
      if (Date.now() - renewed < PENDING_LEASE_MS / 6) return;
      await renewRange(this.k, range);
      renewed = Date.now();
    };
    if (this.thread) {
      // Turns of the writer thread (writer-thread.mjs), each one transaction of SQLITE_MOVE-row
      // statements for as long as no query of the server's wants the writer, at most HOLD_MS.
      // Committed a statement at a time, each commit wrote again the index pages its rows touched:
      // 100,000 rows into a table of a million took 11 s to write against 3 s in one transaction
      // (bench/list-endpoint.ts, a machine quiet but for 20 writes/s).
      const names = ['id', ...columns, 'created_at', 'updated_at'].map(quoted).join(', ');
      const move = `insert into main.${quoted(this.table)} (${names}) select ${range.lo - 1} + kp_seq, ${columns.map(quoted).join(', ')}, ${now}, ${now}
        from temp.${quoted(this.name)} where kp_seq > ? and kp_seq <= ? order by kp_seq`;
      for (let from = 0; from < this.count;) {
        const turn = await this.thread.move(move, from, this.count, SQLITE_MOVE, HOLD_MS);
        from = turn.at;
        await renew();
        // Let in the request that wanted the writer, the rest of its queries too.
        if (turn.wanted) await new Promise((resolve) => setTimeout(resolve, YIELD_AFTER_WANTED_MS));
      }
      return;
    }
    for (let from = 0; from < this.count; from += POSTGRES_MOVE) {
      await sql`insert into ${sql.table(this.table)} (${sql.join(['id', ...columns, 'created_at', 'updated_at'].map((c) => sql.ref(c)))})
        select ${sql.lit(range.lo - 1)} + kp_seq, ${sql.join(columns.map((c) => sql.ref(c)))}, ${sql.lit(now)}, ${sql.lit(now)} from ${sql.id(this.name)}
        where kp_seq > ${from} and kp_seq <= ${from + POSTGRES_MOVE} order by kp_seq`.execute(this.k);
      await renew();
    }
  }

  async drop() {
    if (this.thread) return this.thread.exec(`drop table if exists temp.${quoted(this.name)}`);
    await sql`drop table if exists ${sql.id(this.name)}`.execute(this.k);
  }
}
