import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteReadCache } from './read-cache.ts';

let dir: string;
let writer: SQLite.Database;
let reads: SqliteReadCache;
const SQL = 'select name from person order by id';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kp-reads-'));
  writer = new SQLite(join(dir, 'db.sqlite'));
  writer.pragma('journal_mode = WAL');
  writer.exec("create table person (id integer primary key, name text); insert into person (name) values ('甲')");
  reads = new SqliteReadCache(join(dir, 'db.sqlite'));
});
afterEach(async () => { await reads.close(); writer.close(); rmSync(dir, { recursive: true, force: true }); });

describe('SqliteReadCache', () => {
  it('reuses a result while nothing commits', async () => {
    const first = await reads.all(SQL, []);
    expect(first).toEqual([{ name: '甲' }]);
    expect(await reads.all(SQL, [])).toBe(first);
  });

  it('holds at most its bound of rows: past it, the cache starts again', async () => {
    await reads.close();
    writer.exec("insert into person (name) values ('乙'), ('丙')");
    reads = new SqliteReadCache(join(dir, 'db.sqlite'), 2000, 5);
    const byId = 'select name from person where id <= ? order by id';
    const three = await reads.all(byId, [3]);
    const two = await reads.all(byId, [2]);
    expect(await reads.all(byId, [3])).toBe(three);
    expect(await reads.all(byId, [2])).toBe(two);
    // 3 + 2 rows held; one more row is past the bound of 5.
    const one = await reads.all(byId, [1]);
    expect(one).toEqual([{ name: '甲' }]);
    expect(await reads.all(byId, [1])).toBe(one);
    expect(await reads.all(byId, [3])).not.toBe(three);
  });

  it('sees a commit on another connection at the very next read', async () => {
    await reads.all(SQL, []);
    writer.prepare('insert into person (name) values (?)').run('乙');
    expect(await reads.all(SQL, [])).toEqual([{ name: '甲' }, { name: '乙' }]);
  });

  it('sees a commit by another process\'s connection too', async () => {
    await reads.all(SQL, []);
    const other = new SQLite(join(dir, 'db.sqlite'));
    other.prepare("update person set name = '丙'").run();
    other.close();
    expect(await reads.all(SQL, [])).toEqual([{ name: '丙' }]);
  });

  it('does not see a transaction that has not committed', async () => {
    writer.exec('begin');
    writer.prepare('insert into person (name) values (?)').run('丁');
    expect(await reads.all(SQL, [])).toEqual([{ name: '甲' }]);
    writer.exec('commit');
    expect(await reads.all(SQL, [])).toEqual([{ name: '甲' }, { name: '丁' }]);
  });

  it('keeps results apart by parameters', async () => {
    writer.prepare('insert into person (name) values (?)').run('乙');
    const q = 'select name from person where name = ?';
    expect(await reads.all(q, ['甲'])).toEqual([{ name: '甲' }]);
    expect(await reads.all(q, ['乙'])).toEqual([{ name: '乙' }]);
  });

  it('lets one request\'s reads share a snapshot, and never shares it with the next request', async () => {
    const request = {};
    expect(await reads.all(SQL, [], request)).toEqual([{ name: '甲' }]);
    writer.prepare('insert into person (name) values (?)').run('乙');
    expect(await reads.all(SQL, [], request)).toEqual([{ name: '甲' }]);
    expect(await reads.all(SQL, [], {})).toEqual([{ name: '甲' }, { name: '乙' }]);
  });
});

describe('reads in worker threads', () => {
  it('runs a read the cache cannot answer off the event loop: a timer set after it fires before it answers', async () => {
    // A read that takes a while: counting to 3,000,000 with a recursive query.
    const slow = 'with recursive c(i) as (select 1 union all select i + 1 from c where i < 3000000) select count(*) as n from c';
    const order: string[] = [];
    const read = reads.all<{ n: number }>(slow, []).then((rows) => { order.push('read'); return rows; });
    const timer = new Promise<void>((resolve) => setTimeout(() => { order.push('timer'); resolve(); }, 5));
    expect(await read).toEqual([{ n: 3000000 }]);
    await timer;
    expect(order).toEqual(['timer', 'read']);
  });

  it('answers the same rows to reads of one query asked together, run once', async () => {
    const [a, b] = await Promise.all([reads.all(SQL, []), reads.all(SQL, [])]);
    expect(a).toBe(b);
  });

  it('passes an error of the read back to its caller', async () => {
    await expect(reads.all('select * from nowhere', [])).rejects.toThrow(/no such table/);
  });
});
