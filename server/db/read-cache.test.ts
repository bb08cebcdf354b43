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
afterEach(() => { reads.close(); writer.close(); rmSync(dir, { recursive: true, force: true }); });

describe('SqliteReadCache', () => {
  it('reuses a result while nothing commits', () => {
    const first = reads.all(SQL, []);
    expect(first).toEqual([{ name: '甲' }]);
    expect(reads.all(SQL, [])).toBe(first);
  });

  it('sees a commit on another connection at the very next read', () => {
    reads.all(SQL, []);
    writer.prepare('insert into person (name) values (?)').run('乙');
    expect(reads.all(SQL, [])).toEqual([{ name: '甲' }, { name: '乙' }]);
  });

  it('sees a commit by another process\'s connection too', () => {
    reads.all(SQL, []);
    const other = new SQLite(join(dir, 'db.sqlite'));
    other.prepare("update person set name = '丙'").run();
    other.close();
    expect(reads.all(SQL, [])).toEqual([{ name: '丙' }]);
  });

  it('does not see a transaction that has not committed', () => {
    writer.exec('begin');
    writer.prepare('insert into person (name) values (?)').run('丁');
    expect(reads.all(SQL, [])).toEqual([{ name: '甲' }]);
    writer.exec('commit');
    expect(reads.all(SQL, [])).toEqual([{ name: '甲' }, { name: '丁' }]);
  });

  it('keeps results apart by parameters', () => {
    writer.prepare('insert into person (name) values (?)').run('乙');
    const q = 'select name from person where name = ?';
    expect(reads.all(q, ['甲'])).toEqual([{ name: '甲' }]);
    expect(reads.all(q, ['乙'])).toEqual([{ name: '乙' }]);
  });

  it('lets one request\'s reads share a snapshot, and never shares it with the next request', () => {
    const request = {};
    expect(reads.all(SQL, [], request)).toEqual([{ name: '甲' }]);
    writer.prepare('insert into person (name) values (?)').run('乙');
    expect(reads.all(SQL, [], request)).toEqual([{ name: '甲' }]);
    expect(reads.all(SQL, [], {})).toEqual([{ name: '甲' }, { name: '乙' }]);
  });
});
