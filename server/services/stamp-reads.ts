import { type Db, rawQuery } from '../db/connect.ts';
import { STAMP_TABLE } from '../db/pg-change-watch.ts';
import { ROW_COUNT_TABLE } from '../engine/table-sync.ts';

// PostgreSQL, pages and callers kept (keptCaller in sessions.ts): a request's first statement reads
// the stamps of the tables they depend on (ReadSnapshot.stamps) — and a list's, its table's count
// row (ReadSnapshot.counts), which a whole table's page is put together by (ListReader.wholeTable).
const STAMPS = rawQuery(`select (select json_object_agg(tbl, stamp) from ${STAMP_TABLE} where tbl = any(?::varchar[])) as stamps,
  (select json_object_agg(tbl, json_build_array(n, deleted, updated)) from ${ROW_COUNT_TABLE} where tbl = any(?::varchar[])) as counts`);

/** The stamps of the tables asked (and of some more), and the count rows of those counted, as one statement read them. */
export interface Stamped { stamps: Record<string, number | string> | null; counts: Record<string, [number, number, number]> | null }

/**
 * The stamps and count rows asked by the requests that arrive in one turn of the event loop, read
 * in one statement once the turn's callbacks have run. Every request is answered by a statement
 * written after it arrived — so what it reads is never older than a statement of its own would
 * have read — and one statement's snapshot holds the stamps and the counts together. Read one
 * statement a request, they were most of what a PostgreSQL list request cost once its page was
 * kept: the list mix ran 4,272 req/s with them, 5,577 with them read together (`npm run bench --
 * list`, two processes, one run each on one machine).
 */
class StampReads {
  private tables = new Set<readonly string[]>();
  private counted = new Set<string>();
  private answer?: Promise<Stamped>;

  constructor(private readonly db: Db) {}

  read(tables: readonly string[], counted: string | undefined): Promise<Stamped> {
    this.tables.add(tables);
    if (counted) this.counted.add(counted);
    return this.answer ??= new Promise<Stamped>((resolve, reject) => setImmediate(() => {
      const asked = new Set<string>();
      for (const some of this.tables) for (const table of some) asked.add(table);
      const counted = [...this.counted];
      // Whoever asks from now on waits for the next statement: this one is written now.
      this.tables = new Set();
      this.counted = new Set();
      this.answer = undefined;
      this.db.read<Stamped>(STAMPS(this.db, [[...asked], counted]), undefined, { now: true }).then(([row]) => resolve(row), reject);
    }));
  }
}
const stampReads = new WeakMap<Db, StampReads>();

/** The stamps of `tables` and the count row of `counted`, read by a statement written after this call, with those of the other requests of this turn (StampReads). */
export function readStamps(db: Db, tables: readonly string[], counted?: string): Promise<Stamped> {
  let reads = stampReads.get(db);
  if (!reads) stampReads.set(db, reads = new StampReads(db));
  return reads.read(tables, counted);
}
