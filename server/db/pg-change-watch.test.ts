import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DATABASE_URL, type TestApp } from '../test/harness.ts';
import type { Changes } from './change-watch.ts';
import { MAX_TOLD_ROWS_PG, PgChangeWatch, STAMP_TABLE } from './pg-change-watch.ts';

// PostgreSQL: a process keeps a list's page only while it has been told every write the request's
// snapshot sees (the table's stamp), whatever another process wrote and however late the telling.
describe.runIf(Boolean(TEST_DATABASE_URL))('PgChangeWatch (PostgreSQL)', () => {
  let t: TestApp;
  let watch: PgChangeWatch;
  const told: Changes[] = [];
  /** Notifications held back, as if they were still on their way. */
  let held: Array<string | undefined> | undefined;
  const k = () => t.db.kysely as Kysely<any>;
  /** The stamps as a request's snapshot reads them (none before the watch has made its table). */
  const stamps = async (): Promise<Record<string, string>> => {
    if (!(await sql<{ t: string | null }>`select to_regclass(${STAMP_TABLE}) as t`.execute(k())).rows[0].t) return {};
    return Object.fromEntries((await sql<{ tbl: string; stamp: string }>`select tbl, stamp from ${sql.table(STAMP_TABLE)}`.execute(k())).rows.map((r) => [r.tbl, r.stamp]));
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await sql`create table watched_person (id serial primary key, name text, city text)`.execute(k());
    watch = new PgChangeWatch({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${t.db.schema}` }, k(), (changes) => told.push(changes));
    const notified = (watch as unknown as { notified: (payload?: string) => void }).notified.bind(watch);
    // (Only this schema's: the other test files' writes in the database are told on the same channel.)
    const mine = (payload?: string) => JSON.parse(payload ?? '{}').n === t.db.schema;
    (watch as unknown as { notified: (payload?: string) => void }).notified = (payload) => (held && mine(payload) ? held.push(payload) : notified(payload));
    (watch as unknown as { release: () => void }).release = () => { const waiting = held ?? []; held = undefined; waiting.forEach(notified); };
    // Asked for the first time: not watched yet, so not caught up; watched a moment later.
    expect(watch.caughtUp(['watched_person'], ['city'], {})).toBe(false);
    for (let tries = 0; !watch.caughtUp(['watched_person'], ['city'], await stamps()); tries++) {
      if (tries > 100) throw new Error('not watched after 10 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => { await watch.close(); await t.close(); });
  const release = () => (watch as unknown as { release: () => void }).release();

  it('is caught up only once told the writes a snapshot sees, with their rows\' watched columns', async () => {
    held = [];
    told.length = 0;
    await k().insertInto('watched_person').values({ name: '甲', city: '上海' }).execute();
    await k().updateTable('watched_person').set({ city: '苏州' }).where('name', '=', '甲').execute();
    const seen = await stamps();
    // Committed, seen by the snapshot, not told yet: a kept page could miss them.
    expect(watch.caughtUp(['watched_person'], ['city'], seen)).toBe(false);
    // (Both notifications arrived, held back.)
    await expect.poll(() => held!.length, { timeout: 10_000 }).toBe(2);
    expect(watch.caughtUp(['watched_person'], ['city'], seen)).toBe(false);
    release();
    expect(watch.caughtUp(['watched_person'], ['city'], seen)).toBe(true);
    expect(told).toEqual([
      [{ table: 'watched_person', after: { city: '上海' } }],
      [{ table: 'watched_person', before: { city: '上海' } }, { table: 'watched_person', after: { city: '苏州' } }],
    ]);
  });

  it('tells a truncate, and a statement of more than MAX_TOLD_ROWS_PG rows, as the whole table', async () => {
    told.length = 0;
    await sql`insert into watched_person (name, city) select 'n' || i, '深圳' from generate_series(1, ${MAX_TOLD_ROWS_PG + 1}) i`.execute(k());
    await sql`truncate watched_person`.execute(k());
    await expect.poll(() => told.length, { timeout: 10_000 }).toBe(2);
    expect(told).toEqual([[{ table: 'watched_person' }], [{ table: 'watched_person' }]]);
  });

  it('tells nothing of a rolled back write, and is not caught up with a table it does not watch', async () => {
    told.length = 0;
    await k().transaction().execute(async (trx) => {
      await trx.insertInto('watched_person').values({ name: '乙', city: '上海' }).execute();
      await sql`select 1`.execute(trx);
    }).then(async () => k().transaction().execute(async (trx) => {
      await trx.insertInto('watched_person').values({ name: '丙', city: '上海' }).execute();
      throw new Error('rolled back');
    })).catch(() => undefined);
    await expect.poll(async () => watch.caughtUp(['watched_person'], ['city'], await stamps()), { timeout: 10_000 }).toBe(true);
    expect(told).toEqual([[{ table: 'watched_person', after: { city: '上海' } }]]);
    expect(watch.caughtUp(['watched_person', 'sys_dept'], ['city'], await stamps())).toBe(false);
  });

  it('does not wait for a table a write holds while it changes that table\'s triggers: other tables are watched meanwhile', async () => {
    await sql`create table watched_team (id serial primary key, name text)`.execute(k());
    // A write in progress on watched_person (an import's move holds it for seconds).
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let began!: () => void;
    const holding = new Promise<void>((resolve) => { began = resolve; });
    const writing = k().transaction().execute(async (trx) => {
      await trx.insertInto('watched_person').values({ name: '戊', city: '上海' }).execute();
      began();
      await held;
    });
    await holding;
    try {
      // A column not told yet: its triggers are to be made again, which waits for the write.
      expect(watch.caughtUp(['watched_person'], ['name'], await stamps())).toBe(false);
      // Meanwhile another table is watched (its making takes the stamp table's lock too).
      await expect.poll(async () => watch.caughtUp(['watched_team'], [], await stamps()), { timeout: 5_000, interval: 100 }).toBe(true);
      // And nothing waits long for the held table.
      const { rows: [{ n }] } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and now() - query_start > interval '1 second'`.execute(k());
      expect(n).toBe(0);
      expect(watch.caughtUp(['watched_person'], ['name'], await stamps())).toBe(false);
    } finally {
      release();
      await writing;
    }
    // The write ended: the table's triggers are made again, with the column.
    await expect.poll(async () => watch.caughtUp(['watched_person'], ['name'], await stamps()), { timeout: 10_000, interval: 100 }).toBe(true);
  });
});
