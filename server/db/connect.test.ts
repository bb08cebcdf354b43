import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgSchema, dropPgSchema, TEST_DATABASE_URL } from '../test/harness.ts';
import { connect, type Db } from './connect.ts';

// PostgreSQL reads run as named prepared statements (connect.ts, preparedReads).
describe.runIf(Boolean(TEST_DATABASE_URL))('PostgreSQL reads', () => {
  let db: Db;
  let schema: string;
  beforeAll(async () => {
    schema = await createPgSchema();
    db = connect({ databaseUrl: TEST_DATABASE_URL, sqliteFile: '', pgSchema: schema });
    await sql`create table person (id serial primary key, name text)`.execute(db.kysely);
    await sql`insert into person (name) values ('甲'), ('乙')`.execute(db.kysely);
  });
  afterAll(async () => {
    await db?.close();
    await dropPgSchema(schema);
  });

  const everyone = () => sql`select * from person where id >= ${1} order by id`.compile(db.kysely);

  it('prepare a read once per connection and run it again with other values', async () => {
    const byId = (id: number) => sql`select name from person where id = ${id}`.compile(db.kysely);
    // More at once than the pool has connections: each prepares it, then runs it again.
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => db.read<{ name: string }>(byId(1 + (i % 2)))));
    expect(answers.map((rows) => rows[0].name)).toEqual(Array.from({ length: 30 }, (_, i) => (i % 2 ? '乙' : '甲')));
    const rows = await db.read<{ n: number }>(sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements where statement like ${'select name from person where id = $1%'}`.compile(db.kysely));
    // The connection that answered this (one of the readers') holds the statement prepared.
    expect(rows[0].n).toBe(1);
  });

  it('answer reads while every writer connection waits for a lock', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => { locked = resolve; });
    const holder = db.kysely.transaction().execute(async (trx) => {
      await sql`select id from person where id = 1 for update`.execute(trx);
      locked();
      await held;
    });
    await holding;
    // More writers than the pool has connections, each waiting for the row.
    const writers = Array.from({ length: 12 }, () => sql`update person set name = name where id = 1`.execute(db.kysely));
    const waiting = sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like 'update person set name = name%'`.compile(db.kysely);
    for (let n = 0; n < 9;) n = (await db.read<{ n: number }>(waiting))[0].n;
    expect(await db.read(everyone())).toHaveLength(2);
    release();
    await holder;
    await Promise.all(writers);
  });

  it('answer with the new columns after a column is added under a prepared select *', async () => {
    expect(await Promise.all(Array.from({ length: 12 }, () => db.read(everyone())))).toEqual(Array.from({ length: 12 }, () => [{ id: 1, name: '甲' }, { id: 2, name: '乙' }]));
    await sql`alter table person add column city text`.execute(db.kysely);
    await sql`update person set city = '上海'`.execute(db.kysely);
    for (let i = 0; i < 12; i++) expect(await db.read(everyone())).toEqual([{ id: 1, name: '甲', city: '上海' }, { id: 2, name: '乙', city: '上海' }]);
  });

  it('answer reads written together on a pipelined connection each with its own rows, one that fails failing alone', async () => {
    const byId = (id: number) => sql<{ id: number; name: string }>`select id, name from person where id = ${id}`.compile(db.kysely);
    const failing = sql`select 1 / (id - id) as n from person where id = ${1}`.compile(db.kysely);
    const reads = Array.from({ length: 40 }, (_, i) => (i % 7 === 3 ? db.read(failing) : db.read<{ id: number }>(byId(1 + (i % 2)))));
    const settled = await Promise.allSettled(reads);
    settled.forEach((answer, i) => {
      if (i % 7 === 3) expect(answer).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
      else expect(answer).toEqual({ status: 'fulfilled', value: [{ id: 1 + (i % 2), name: i % 2 ? '乙' : '甲' }] });
    });
  });

  it('run a long read on a connection of its own: the pipelined reads behind it do not wait for it', async () => {
    const slow = db.read(sql`select pg_sleep(1.5) as slept`.compile(db.kysely), undefined, { long: true });
    let slept = false;
    void slow.then(() => { slept = true; });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await db.read(everyone())).toHaveLength(2);
    expect(await db.read(everyone(), undefined, { generic: true })).toHaveLength(2);
    expect(slept).toBe(false);
    await slow;
  });

  it('open a pipelined connection again after it was cut off', async () => {
    const pid = sql<{ pid: number }>`select pg_backend_pid() as pid`.compile(db.kysely);
    const [{ pid: before }] = await db.read<{ pid: number }>(pid);
    await sql`select pg_terminate_backend(${before})`.execute(db.kysely);
    // The read under way when it went may fail; the next ones are answered on a new connection.
    let after: number | undefined;
    for (let tries = 0; after === undefined && tries < 50; tries++) {
      after = await db.read<{ pid: number }>(pid).then((rows) => rows[0].pid, () => undefined);
      if (after === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await db.read(everyone())).toHaveLength(2);
  });

  it('run generic reads on connections that keep one plan per statement, in the schema, whatever options the URL gives', async () => {
    const mode = sql<{ plan_cache_mode: string }>`show plan_cache_mode`.compile(db.kysely);
    expect((await db.read<{ plan_cache_mode: string }>(mode))[0].plan_cache_mode).toBe('auto');
    expect((await db.read<{ plan_cache_mode: string }>(mode, undefined, { generic: true }))[0].plan_cache_mode).toBe('force_generic_plan');
    expect(await db.read(everyone(), undefined, { generic: true })).toHaveLength(2);
    // Long reads too: a deep page marked generic keeps its plan; a scan's is made for its values.
    expect((await db.read<{ plan_cache_mode: string }>(mode, undefined, { long: true, generic: true }))[0].plan_cache_mode).toBe('force_generic_plan');
    expect((await db.read<{ plan_cache_mode: string }>(mode, undefined, { long: true }))[0].plan_cache_mode).toBe('auto');
    expect(await db.read(everyone(), undefined, { long: true, generic: true })).toHaveLength(2);
    const url = new URL(TEST_DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const pinned = connect({ databaseUrl: url.toString(), sqliteFile: '' });
    try {
      expect((await pinned.read<{ plan_cache_mode: string }>(mode, undefined, { generic: true }))[0].plan_cache_mode).toBe('force_generic_plan');
      expect(await pinned.read(everyone(), undefined, { generic: true })).toHaveLength(2);
      expect(await pinned.read(everyone(), undefined, { long: true, generic: true })).toHaveLength(2);
    } finally {
      await pinned.close();
    }
  });
});

describe('SQLite reads', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kp-reads-'));
    // One worker for the other reads: nothing but the long reads' own worker keeps them from waiting.
    const workers = process.env.KP_READ_WORKERS;
    process.env.KP_READ_WORKERS = '1';
    db = connect({ sqliteFile: join(dir, 'reads.db') });
    await db.read(sql`select 1 as one`.compile(db.kysely));
    if (workers === undefined) delete process.env.KP_READ_WORKERS;
    else process.env.KP_READ_WORKERS = workers;
    await sql`create table person (id integer primary key, name text)`.execute(db.kysely);
    await sql`insert into person (id, name) values (1, '甲'), (2, '乙')`.execute(db.kysely);
  });
  afterAll(async () => { await db.close(); rmSync(dir, { recursive: true, force: true }); });

  // Issue 27: a worker answers its reads one after another; a page queued behind a slow count waited for it.
  it('run a long read in a worker of its own: the reads after it do not wait for it', async () => {
    const slow = db.read(sql`with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) as n from c`.compile(db.kysely), undefined, { long: true });
    let counted = false;
    void slow.then(() => { counted = true; });
    await new Promise((resolve) => setTimeout(resolve, 30));
    for (let i = 0; i < 8; i++) expect(await db.read(sql`select name from person where id = ${1 + (i % 2)}`.compile(db.kysely))).toHaveLength(1);
    expect(counted).toBe(false);
    expect(await slow).toEqual([{ n: 3_000_000 }]);
  });

  it('build an index in a worker thread: the event loop goes on meanwhile', async () => {
    let turned = false;
    setImmediate(() => { turned = true; });
    await db.build!(['create index if not exists person_name_idx on person (name)', 'analyze person_name_idx']);
    // Built on this thread, the statements would have run before the loop could turn.
    expect(turned).toBe(true);
    expect(await db.read(sql`select name from sqlite_master where type = 'index' and name = 'person_name_idx'`.compile(db.kysely))).toHaveLength(1);
  });
});
