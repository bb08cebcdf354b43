import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect, type Db } from './connect.ts';

// SQLite's second writable connection, in a thread of its own (writer-thread.ts).
describe('the SQLite writer thread', () => {
  let dir: string;
  let db: Db;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kp-writer-'));
    db = connect({ sqliteFile: join(dir, 'db.sqlite') });
    await sql`create table person (id integer primary key, name text, city text)`.execute(db.kysely);
    await sql`create index person_city on person (city)`.execute(db.kysely);
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const waitFor = async (done: () => boolean) => {
    for (let i = 0; i < 500 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    return done();
  };

  it('copies the log into the database file itself: the server connection writes, the file grows, no commit of its own checkpoints', async () => {
    const file = join(dir, 'db.sqlite');
    const before = statSync(file).size;
    // ~3,000 pages of log: past SQLite's default autocheckpoint (1,000), short of the server connection's backstop (10,000).
    await db.kysely.transaction().execute(async (trx) => {
      for (let i = 0; i < 30; i++) await sql`with recursive n(value) as (select 1 union all select value + 1 from n where value < 1000) insert into person (name, city) select 'p' || value, hex(randomblob(200)) from n`.execute(trx);
    });
    expect(await waitFor(() => statSync(file).size > before + 4_000_000), 'the rows reached the database file without a checkpoint of the server connection').toBe(true);
  });

  it('ends an import\'s turn when the server connection is wanted: a write meanwhile answers before the move is done', async () => {
    const thread = db.writerThread!;
    await thread.exec('create temp table staged (kp_seq integer, name text, city text); create index temp.staged_seq on staged (kp_seq)');
    const rows = Array.from({ length: 200_000 }, (_, i) => [i + 1, `导入${i}`, `城${i % 97}`]);
    await thread.insert('insert into temp.staged values (?, ?, ?)', rows);
    const move = 'insert into main.person (id, name, city) select kp_seq, name, city from temp.staged where kp_seq > ? and kp_seq <= ? order by kp_seq';
    // One turn for all the rows unless someone wants the writer (no hold limit to end it).
    let turns = 0;
    let moved = false;
    const moving = (async () => {
      for (let from = 0; from < rows.length; turns++) from = (await thread.move(move, from, rows.length, 50, 600_000)).at;
      moved = true;
    })();
    // The write comes once the first turn is under way (a turn begins only while no query waits).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const write = db.kysely.insertInto('person' as never).values({ id: 5_000_000, name: '同时写入', city: '上海' } as never).execute().then(() => moved);
    const [movedFirst] = await Promise.all([write, moving]);
    expect(movedFirst, 'the write waited for the whole move').toBe(false);
    expect(turns).toBeGreaterThan(1);
    const { rows: [counted] } = await sql<{ n: number }>`select count(*) as n from person`.execute(db.kysely);
    expect(counted.n).toBe(rows.length + 1);
  });

  it('is started again at its next use when it died', async () => {
    const thread = db.writerThread!;
    await (thread as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await thread.exec('create temp table again (x integer)');
    await thread.insert('insert into temp.again values (?)', [[1], [2]]);
  });
});
