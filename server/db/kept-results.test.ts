import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_TOLD_ROWS } from './change-watch.ts';
import { type Dependency, idOf, KeptResults } from './kept-results.ts';
import { SqliteReadCache } from './read-cache.ts';

let dir: string;
let writer: SQLite.Database;
let reads: SqliteReadCache;

/** People in a city: the result kept is the city's names, read through the cache; `computed` counts the reads. */
let computed = 0;
const inCity = (city: string, reads_: string[] = []): Dependency => ({
  table: 'person', key: city, columns: ['city'], admits: (row) => row.city === city, reads: reads_,
});
async function names(city: string, extra?: string[]): Promise<string[]> {
  return reads.kept(`names:${city}`, inCity(city, extra), {}, async () => {
    computed++;
    const rows = await reads.all<{ name: string }>('select name from person where city = ? order by id', [city], {});
    return rows.map((r) => r.name);
  });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kp-kept-'));
  const file = join(dir, 'db.sqlite');
  writer = new SQLite(file);
  writer.pragma('journal_mode = WAL');
  writer.exec(`create table person (id integer primary key, name text, city text);
    create table team (id integer primary key, name text);
    create table sys_oplog (id integer primary key, what text);
    insert into person (name, city) values ('甲', '上海'), ('乙', '苏州')`);
  reads = new SqliteReadCache(file, 2000, 10_000, writer);
  computed = 0;
});
afterEach(async () => { await reads.close(); writer.close(); rmSync(dir, { recursive: true, force: true }); });

describe('kept results (SqliteReadCache.kept)', () => {
  it('stands across writes of rows it does not admit, and goes at one it does, before or after', async () => {
    expect(await names('上海')).toEqual(['甲']);
    writer.prepare("insert into person (name, city) values ('丙', '苏州')").run();
    writer.prepare("update person set name = '乙乙' where city = '苏州'").run();
    expect(await names('上海')).toEqual(['甲']);
    expect(computed).toBe(1);
    // Inserted into it.
    writer.prepare("insert into person (name, city) values ('丁', '上海')").run();
    expect(await names('上海')).toEqual(['甲', '丁']);
    // Moved out of it (its value before admitted it).
    writer.prepare("update person set city = '深圳' where name = '甲'").run();
    expect(await names('上海')).toEqual(['丁']);
    // Deleted.
    writer.prepare("delete from person where name = '丁'").run();
    expect(await names('上海')).toEqual([]);
    // Moved in.
    writer.prepare("update person set city = '上海' where name = '甲'").run();
    expect(await names('上海')).toEqual(['甲']);
    expect(computed).toBe(5);
  });

  it('goes at any write of another table, but a side table (a log) only when it reads it', async () => {
    await names('上海');
    await names('苏州', ['sys_oplog']);
    writer.prepare("insert into sys_oplog (what) values ('登录')").run();
    await names('上海');
    await names('苏州', ['sys_oplog']);
    expect(computed).toBe(3);
    writer.prepare("insert into team (name) values ('一组')").run();
    await names('上海');
    expect(computed).toBe(4);
  });

  it('closed (read from its tables alone): stands across a write of another table, and goes at one of a table it reads', async () => {
    const teamNames = (closed: boolean) => reads.kept(`team:${closed}`, { table: 'team', key: `team:${closed}`, columns: ['id'], admits: () => true, reads: ['sys_oplog'], closed }, {}, async () => {
      computed++;
      return (await reads.all<{ name: string }>('select name from team', [], {})).map((r) => r.name);
    });
    await teamNames(true);
    await teamNames(false);
    writer.prepare("insert into person (name, city) values ('丙', '苏州')").run();
    await teamNames(true);
    await teamNames(false);
    expect(computed).toBe(3);
    writer.prepare("insert into sys_oplog (what) values ('登录')").run();
    expect(await teamNames(true)).toEqual([]);
    expect(computed).toBe(4);
    writer.prepare("insert into team (name) values ('一组')").run();
    expect(await teamNames(true)).toEqual(['一组']);
    expect(computed).toBe(5);
  });

  it('goes at a commit by another connection (another process), and at a table made or changed', async () => {
    await names('上海');
    const other = new SQLite(join(dir, 'db.sqlite'));
    other.prepare("insert into team (name) values ('二组')").run();
    other.close();
    await names('上海');
    expect(computed).toBe(2);
    writer.exec('create index person_city on person (city)');
    await names('上海');
    expect(computed).toBe(3);
    // Watched again after the change: a write it does not admit leaves it.
    writer.prepare("insert into person (name, city) values ('戊', '苏州')").run();
    expect(await names('上海')).toEqual(['甲']);
    expect(computed).toBe(3);
    writer.prepare("insert into person (name, city) values ('己', '上海')").run();
    expect(await names('上海')).toEqual(['甲', '己']);
    expect(computed).toBe(4);
  });

  it('sees a transaction\'s rows once it commits, however the looks fall', async () => {
    await names('上海');
    writer.prepare("insert into person (name, city) values ('戊', '苏州')").run();
    writer.exec('begin immediate');
    writer.prepare("insert into person (name, city) values ('庚', '上海')").run();
    // A look while it is open (the commit before it moved the version): the page is read again,
    // still without the row, and kept.
    expect(await names('上海')).toEqual(['甲']);
    expect(computed).toBe(2);
    writer.exec('commit');
    expect(await names('上海')).toEqual(['甲', '庚']);
    // One rolled back changes nothing, and at worst reads again.
    writer.exec('begin immediate');
    writer.prepare("insert into person (name, city) values ('辛', '上海')").run();
    writer.exec('rollback');
    expect(await names('上海')).toEqual(['甲', '庚']);
  });

  it('keeps no result computed while a write it admits committed', async () => {
    // Read before the write, answered after another request has seen the write.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    let read!: () => void;
    const wasRead = new Promise<void>((resolve) => { read = resolve; });
    const stale = reads.kept('names:上海', inCity('上海'), {}, async () => {
      const rows = await reads.all<{ name: string }>('select name from person where city = ? order by id', ['上海'], {});
      read();
      await gate;
      return rows.map((r) => r.name);
    });
    await wasRead;
    writer.prepare("insert into person (name, city) values ('壬', '上海')").run();
    await reads.all('select 1', [], {});
    open();
    expect(await stale).toEqual(['甲']);
    expect(await names('上海')).toEqual(['甲', '壬']);
  });

  it('keeps a result computed while only writes it does not depend on were told; not one computed while another table was written', async () => {
    /** Whether the city's names, computed while `write` runs and is told, were kept (each round under a key of its own). */
    const keptAcross = async (round: string, write: () => void) => {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => { open = resolve; });
      let read!: () => void;
      const wasRead = new Promise<void>((resolve) => { read = resolve; });
      let computations = 0;
      const compute = async () => {
        computations++;
        return (await reads.all<{ name: string }>('select name from person where city = ? order by id', ['上海'], {})).map((r) => r.name);
      };
      const first = reads.kept(`names:上海:${round}`, inCity('上海'), {}, async () => {
        const names_ = await compute();
        read();
        await gate;
        return names_;
      });
      await wasRead;
      write();
      await reads.all('select 1', [], {});
      open();
      expect(await first).toEqual(['甲']);
      expect(await reads.kept(`names:上海:${round}`, inCity('上海'), {}, compute)).toEqual(['甲']);
      return computations === 1;
    };
    // A row it does not admit, and a side table it does not read: kept (20 writes a second must not spoil every slow page).
    expect(await keptAcross('not admitted', () => {
      writer.prepare("insert into person (name, city) values ('癸', '苏州')").run();
      writer.prepare("insert into sys_oplog (what) values ('新增')").run();
    })).toBe(true);
    // Another table (not a side one): not kept.
    expect(await keptAcross('another table', () => writer.prepare("insert into team (name) values ('一组')").run())).toBe(false);
  });

  it('past MAX_TOLD_ROWS rows written at once (an import), drops everything', async () => {
    await names('上海');
    const insert = writer.prepare("insert into person (name, city) values ('某', '苏州')");
    writer.transaction(() => { for (let i = 0; i <= MAX_TOLD_ROWS; i++) insert.run(); })();
    await names('上海');
    expect(computed).toBe(2);
  });
});

describe('kept results with a reach (a block of rows by place: KeptResults)', () => {
  it('are passed by at a write of rows above every reach, and tested at any other', async () => {
    const kept = new KeptResults<string>(100);
    const tested: number[] = [];
    /** A result over the rows up to id `last`: an insert or delete at or below it changes it. */
    const upTo = (last: number, reads: string[] = []): Dependency => ({
      table: 'person', key: `up to ${last}`, columns: ['id'], reads, admits: () => true, reach: () => last,
      changedBy: (change) => { tested.push(last); return (idOf(change.after) ?? idOf(change.before))! <= last; },
    });
    let computed = 0;
    const read = (last: number, reads?: string[]) => kept.through(`up to ${last}`, upTo(last, reads), async () => { computed++; return String(last); });
    await read(10);
    await read(20, ['sys_oplog']);
    // Rows added above both: neither tested, both stand.
    kept.written([{ table: 'person', after: { id: 21 } }, { table: 'person', after: { id: 22 } }]);
    expect(tested).toEqual([]);
    await Promise.all([read(10), read(20, ['sys_oplog'])]);
    expect(computed).toBe(2);
    // One between them: both tested, the one below it stands.
    kept.written([{ table: 'person', after: { id: 15 } }]);
    expect(tested.sort((a, b) => a - b)).toEqual([10, 20]);
    await Promise.all([read(10), read(20, ['sys_oplog'])]);
    expect(computed).toBe(3);
    // A row of a side table one reads, however large its id: tested, and it goes.
    kept.written([{ table: 'sys_oplog', after: { id: 99 } }]);
    await read(20, ['sys_oplog']);
    expect(computed).toBe(4);
    // Rows told without their ids (the whole table): tested, both go.
    kept.written([{ table: 'person' }]);
    await Promise.all([read(10), read(20, ['sys_oplog'])]);
    expect(computed).toBe(6);
  });
});
