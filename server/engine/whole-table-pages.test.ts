import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshRead, seededRandom, type TestApp } from '../test/harness.ts';
import { RowBlocks } from './whole-table-pages.ts';

// The whole table's pages are kept apart from its total (whole-table-pages.ts): in id order from
// blocks of rows kept by their place from the oldest row, sorted by a number field as rows kept
// until a row sorting at or before the page's last is written. Whatever is written — posts added
// at the top, added below (an id used again), changed, deleted, their company renamed — the page
// answered is the page a fresh read gives; and a write that cannot change a page leaves it kept.
let t: TestApp;
let admin: string;
let company: number;
const k = () => t.db.kysely as Kysely<any>;
const POSTS = 240;

const post = (i: number, headcount: number) => ({ company_id: company, title: `整表${i}`, headcount, status: '1', pay_unit: '3', created_at: 0, updated_at: 0 });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  ({ id: company } = await k().insertInto('company').values({ name: '整表测试有限公司', credit_code: '91110000600037341L', industry: '1', status: '1', settlement: '3', created_at: 0, updated_at: 0 }).returning('id').executeTakeFirstOrThrow());
  // Headcounts repeat (ties the id must break).
  await k().insertInto('company_post').values(Array.from({ length: POSTS }, (_, i) => post(i, 10 + ((i * 7) % 30)))).execute();
});
afterAll(async () => { await t.close(); });

const list = async (query: Record<string, string>) => {
  const res = await t.request({ method: 'GET', url: '/v1/api/company/posts', token: admin, query });
  expect(res.body.code, res.body.msg).toBe('00000');
  return res.body.data as { list: Array<{ id: number; title: string; company_id_label?: string }>; total: number };
};

/** What `read` answers with no page kept: a fresh read. */
const fresh = <T>(read: () => Promise<T>) => freshRead(t.db, read);

const tally = () => ({ ...t.db.keptTally!()! });
const total = async () => Number((await k().selectFrom('company_post').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('the whole table\'s pages, kept apart from its total', () => {
  it('answer what a fresh read answers, through every kind of write', async () => {
    const next = seededRandom(31);
    const pick = <T>(items: T[]) => items[next(items.length)];
    let serial = POSTS;
    const gone: number[] = [];
    const some = async () => (await k().selectFrom('company_post').select('id').orderBy('id').offset(next(POSTS - 20)).limit(1).execute())[0]?.id as number | undefined;
    const writes: Array<() => Promise<unknown>> = [
      () => k().insertInto('company_post').values(post(serial++, next(50))).execute(),
      // An id used again: a row added below the newest, moving every place above it.
      async () => { if (gone.length) await k().insertInto('company_post').values({ id: gone.pop(), ...post(serial++, next(50)) }).execute(); },
      async () => { const id = await some(); if (id) await k().updateTable('company_post').set({ headcount: next(50) }).where('id', '=', id).execute(); },
      async () => { const id = await some(); if (id) await k().updateTable('company_post').set({ title: `改${next(1000)}` }).where('id', '=', id).execute(); },
      async () => { const id = await some(); if (id) { await k().deleteFrom('company_post').where('id', '=', id).execute(); gone.push(id); } },
      // What a page shows of another table: the company's name.
      () => k().updateTable('company').set({ name: `整表${next(100)}有限公司` }).where('id', '=', company).execute(),
      // Through the API, as a user adds one.
      () => t.request({ method: 'POST', url: '/v1/api/company/posts/add', token: admin, body: { company_id: company, title: `录${serial++}`, headcount: next(50), status: '1', pay_unit: '3' } }),
    ];
    const query = (): Record<string, string> => {
      const pageSize = pick([5, 8, 20]);
      const pages = Math.ceil(POSTS / pageSize);
      const q: Record<string, string> = { pageSize: String(pageSize), page: String(1 + pick([0, 1, 2, next(pages), pages - 2, pages - 1, pages])) };
      return { ...q, ...pick<Record<string, string>>([{}, { order: 'asc' }, { order: 'desc' }, { sort: 'headcount', order: 'asc' }, { sort: 'headcount', order: 'desc' }]) };
    };
    const seen: Array<Record<string, string>> = [];
    // (No page asked yet: no tally.)
    const before = { hits: t.db.keptTally!()?.hits ?? 0 };
    for (let step = 0; step < 400; step++) {
      if (next(3) === 0) await pick(writes)();
      // Mostly asked again (one of the last few: a block is kept from its second ask): what is kept is what is answered.
      const q = seen.length && next(3) ? pick(seen.slice(-4)) : query();
      seen.push(q);
      const kept = await list(q);
      expect(kept, `step ${step}: ${JSON.stringify(q)}`).toEqual(await fresh(() => list(q)));
    }
    expect(tally().hits - before.hits).toBeGreaterThan(100);
  });

  it('keep a page in id order across rows added at the top, and read it again when one below goes', async () => {
    // A page in the middle (rows added since the table's anchors were read are not in blocks yet).
    const page = Math.floor((await total()) / 10);
    const query = { pageSize: '5', page: String(page) };
    // It and the pages either side asked until blocks answer them — kept results answered, none
    // computed (a block is read the second time it is asked, once the table's anchors are read: in
    // the background, by a read worker). After the insert the page takes a row of the one above.
    const answered = async (q: Record<string, string>) => {
      for (let ask = 0; ask < 100; ask++) {
        const was = tally();
        const found = await list(q);
        if (tally().misses === was.misses) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`blocks did not answer ${JSON.stringify(q)}`);
    };
    for (const near of [page - 1, page + 1]) await answered({ ...query, page: String(near) });
    const first = await answered(query);
    const before = tally();
    await k().insertInto('company_post').values(post(9001, 5)).execute();
    const after = await list(query);
    // Every row moved one place down the list, and the total is one more: the blocks answered.
    expect(after.total).toBe(first.total + 1);
    expect(after.list.slice(1)).toEqual(first.list.slice(0, 4));
    expect(after).toEqual(await fresh(() => list(query)));
    const now = tally();
    expect(now.misses).toBe(before.misses);
    expect(now.hits).toBeGreaterThan(before.hits);
    // A row below goes: the rows above it move, the page is read again.
    const [oldest] = await k().selectFrom('company_post').select('id').orderBy('id').limit(1).execute();
    await k().deleteFrom('company_post').where('id', '=', oldest.id).execute();
    expect(await list(query)).toEqual(await fresh(() => list(query)));
    expect(tally().misses).toBeGreaterThan(now.misses);
    expect((await list(query)).total).toBe(await total());
  });

  it('keep a page sorted by a number across rows sorting after it, and read it again for one sorting before', async () => {
    const query = { pageSize: '5', page: '2', sort: 'headcount', order: 'asc' };
    const first = await list(query);
    const before = tally();
    await k().insertInto('company_post').values(post(9002, 1000)).execute();
    const after = await list(query);
    expect(after).toEqual({ ...first, total: first.total + 1 });
    expect(after).toEqual(await fresh(() => list(query)));
    expect(tally()).toEqual({ hits: before.hits + 1, misses: before.misses });
    // A row sorting before the page's last: its rows change.
    await k().insertInto('company_post').values(post(9003, -1)).execute();
    const moved = await list(query);
    expect(moved).toEqual(await fresh(() => list(query)));
    expect(moved.list).not.toEqual(first.list);
    expect(tally().misses).toBe(before.misses + 1);
    // The last page, not full: a row sorting after its last joins it.
    const rows = await total();
    const size = [7, 9, 11, 13].find((n) => rows % n !== 0)!;
    const tail = { pageSize: String(size), page: String(Math.ceil(rows / size)), sort: 'headcount', order: 'asc' };
    await list(tail);
    await list(tail);
    await k().insertInto('company_post').values(post(9004, 5000)).execute();
    const grown = await list(tail);
    expect(grown).toEqual(await fresh(() => list(tail)));
    expect(grown.list.at(-1)?.title).toBe('整表9004');
  });
});

describe('blocks read at another total than the request\'s', () => {
  /**
   * RowBlocks over a fake table: the anchors' read answers the rows at places from the oldest as
   * ids `table.shift + place`, with `table.seen` (its total and deletions); blocks kept (keyed as
   * asked, never dropped) with `keep`. `page(offset, counted)`: the page of 10 newest first, as the
   * request counted rows and deletions (100 and none unless said).
   */
  const fakeBlocks = (table: { shift: number; seen: { total: number; deleted: number } }, keep: boolean) => {
    const anchors = { page: async (_order: string, offset: number, length: number) => ({ rows: Array.from({ length }, (_, i) => ({ id: table.shift + offset + i })), ...table.seen }) };
    const kept = new Map<string, unknown>();
    const db = {
      kept: async (key: string, _dependency: unknown, _snapshot: unknown, compute: () => Promise<unknown>, until: (value: unknown) => number) => {
        if (kept.has(key)) return kept.get(key);
        const value = await compute();
        if (keep && until(value) > 0) kept.set(key, value);
        return value;
      },
    };
    const blocks = new RowBlocks(db as never, 'lab_rows', () => anchors as never);
    const how = { keyOf: (i: number) => `block ${i}`, reads: [], present: async (rows: Array<Record<string, unknown>>) => rows };
    return async (offset: number, counted = { total: 100, deleted: 0 }) => {
      const json = await blocks.page('desc', offset, 10, counted, how);
      return json && JSON.parse(json.toString());
    };
  };

  it('answer the page as that read saw the table, when they cover it', async () => {
    // The read finds one row more than the request counted.
    const page = fakeBlocks({ shift: 100, seen: { total: 101, deleted: 0 } }, false);
    // (A block is read the second time it is asked.)
    expect(await page(25)).toBeUndefined();
    // At 100 rows the page is places 65–74, at 101 places 66–75: the blocks read (60–79) cover it.
    expect(await page(25)).toEqual({ list: Array.from({ length: 10 }, (_, i) => ({ id: 175 - i })), total: 101 });
    // At 100 rows places 70–79 (one block), at 101 places 71–80: the block after it was not read.
    expect(await page(20)).toBeUndefined();
    expect(await page(20)).toBeUndefined();
  });

  it('are not put beside kept ones when rows were inserted and deleted since the request\'s count, though the total is the same', async () => {
    const table = { shift: 100, seen: { total: 100, deleted: 0 } };
    const page = fakeBlocks(table, true);
    // Places 65–74 (blocks 6 and 7), read at the second ask and kept.
    expect(await page(25)).toBeUndefined();
    expect(await page(25)).toEqual({ list: Array.from({ length: 10 }, (_, i) => ({ id: 174 - i })), total: 100 });
    // An insert and a delete the request's count did not see (the oldest row gone, one at the top):
    // block 8 read now is a row further on.
    Object.assign(table, { shift: 101, seen: { total: 100, deleted: 1 } });
    expect(await page(15)).toBeUndefined();
    // Places 75–84 need kept block 7 beside it: not put together (id 180 would be missing), read as before.
    expect(await page(15)).toBeUndefined();
  });

  it('kept, are not put in a page whose count is older than the read that kept them (another request\'s, after a write)', async () => {
    // The blocks were read and kept by a request that counted the row inserted last: 101 rows.
    const table = { shift: 100, seen: { total: 101, deleted: 0 } };
    const page = fakeBlocks(table, true);
    const newer = { total: 101, deleted: 0 };
    expect(await page(25, newer)).toBeUndefined();
    expect(await page(25, newer)).toEqual({ list: Array.from({ length: 10 }, (_, i) => ({ id: 175 - i })), total: 101 });
    // A request that counted before that insert (its first statement ran before it committed):
    // places 65–74 of 100 rows are not the kept blocks' 65–74 had the table no row at the top yet —
    // read as before, not put together from them.
    expect(await page(25)).toBeUndefined();
    // One that counted later (the row, and one more since): the kept blocks stand.
    expect(await page(25, { total: 102, deleted: 0 })).toEqual({ list: Array.from({ length: 10 }, (_, i) => ({ id: 176 - i })), total: 102 });
  });
});
