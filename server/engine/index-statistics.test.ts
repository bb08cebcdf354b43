import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../db/connect.ts';
import { TEST_DATABASE_URL } from '../test/harness.ts';
import { ensureCompositeIndex } from './table-sync.ts';

// SQLite: an index made for filters combined comes with its statistics, seen by every other
// connection together with the index (issue 27: the talent bench's pool pages sorted a third of a
// million rows each, planned by readers that met the index before its ANALYZE).
describe.runIf(!TEST_DATABASE_URL)('an index made in the background, on SQLite', () => {
  let dir: string;
  let db: Db;
  let file: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kp-index-stats-'));
    file = join(dir, 'db.sqlite');
    db = connect({ sqliteFile: file });
    const k = db.kysely as Kysely<any>;
    await sql`create table pool_rows (id integer primary key, owner integer, status text, city text)`.execute(k);
    // A third in the pool (no owner), the rest shared by four owners; six statuses, ten cities.
    const insert = (from: number, to: number) => sql`with recursive n(i) as (select ${from} union all select i + 1 from n where i < ${to})
      insert into pool_rows (id, owner, status, city) select i, case when i % 3 = 0 then null else i % 4 end, cast(i % 6 as text), cast(i % 10 as text) from n`.execute(k);
    await insert(1, 10000);
    await sql`create index pool_rows_owner_idx on pool_rows (owner)`.execute(k);
    await sql`analyze`.execute(k);
    // Statistics gone stale: the table has grown threefold since (as its count row says).
    await insert(10001, 30000);
    await sql`create table kp_row_count (tbl text primary key, n integer not null)`.execute(k);
    await sql`insert into kp_row_count (tbl, n) values ('pool_rows', 30000)`.execute(k);
    // An index no ANALYZE has seen since it was made.
    await sql`create index pool_rows_city_idx on pool_rows (city)`.execute(k);
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is never seen by another connection without its statistics, and leaves every index of the table with whole ones', async () => {
    // A pool's deep page, planned by another connection after each statement the build commits.
    const reader = new SQLite(file, { readonly: true, fileMustExist: true });
    const plans: string[] = [];
    const plan = () => plans.push((reader.prepare('explain query plan select id from pool_rows where owner is null order by id desc limit 20 offset 2000').all() as Array<{ detail: string }>).map((r) => r.detail).join('; '));
    const writer = new SQLite(file, { fileMustExist: true });
    const observed: Db = { ...db, build: async (statements) => { for (const s of statements) { writer.exec(s); plan(); } } };
    try {
      expect(await ensureCompositeIndex(observed, 'pool_rows', ['owner', 'status'])).toBe(true);
      expect(plans.length).toBeGreaterThan(0);
      // Without statistics the new index passed for the most selective: its range sorted by id.
      for (const p of plans) expect(p).toBe('SEARCH pool_rows USING COVERING INDEX pool_rows_owner_idx (owner=?)');
      const stats = Object.fromEntries((reader.prepare(`select idx, stat from sqlite_stat1 where tbl = 'pool_rows'`).all() as Array<{ idx: string; stat: string }>).map((r) => [r.idx, r.stat]));
      // Whole (counted over every row, not the first 1,000 of each index), the stale one's again:
      // 30,000 rows, five owner values with the pool's (6,000 rows each), ten owner and status
      // pairs (3,000), ten cities.
      expect(stats.pool_rows_owner_status_idx).toBe('30000 6000 3000');
      expect(stats.pool_rows_city_idx).toBe('30000 3000');
      expect(stats.pool_rows_owner_idx).toBe('30000 6000');
    } finally {
      reader.close();
      writer.close();
    }
  });
});
