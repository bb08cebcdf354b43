import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';

// A page far into a list is read from the nearer end: the rows must be exactly those the plain
// query (ORDER BY … LIMIT … OFFSET …) gives, for every sort, filter and page, the last one and
// beyond the end included. SQLite and PostgreSQL alike.
let t: TestApp;
let admin: string;
const POSTS = 1_537;
const k = () => t.db.kysely as never as import('kysely').Kysely<any>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  const { id: company } = await k().insertInto('company').values({ name: '深页测试有限公司', credit_code: '91110000600037341L', industry: '1', status: '1', settlement: '3', created_at: 0, updated_at: 0 }).returning('id').executeTakeFirstOrThrow();
  // Headcounts repeat (ties the id must break), statuses vary, creation times too.
  let seed = 7;
  const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed; };
  const rows = Array.from({ length: POSTS }, (_, i) => ({
    company_id: company, title: `岗位${i}`, headcount: next() % 40, status: String(next() % 4), pay_unit: '3', created_at: next() % 100_000, updated_at: 0,
  }));
  for (let i = 0; i < rows.length; i += 200) await k().insertInto('company_post').values(rows.slice(i, i + 200)).execute();
});
afterAll(async () => { await t.close(); });

/** The ids the plain query gives for this page. */
async function plain(page: number, pageSize: number, sort: string, order: 'asc' | 'desc', status?: string) {
  let q = k().selectFrom('company_post').select('id');
  if (status !== undefined) q = q.where('status', '=', status);
  const rows = await q.orderBy(sort, order).orderBy('id', order).limit(pageSize).offset((page - 1) * pageSize).execute();
  return rows.map((r) => Number(r.id));
}

describe('deep pages', () => {
  it('equal the plain query, page by page, from either end', async () => {
    const cases: Array<[number, number, string, 'asc' | 'desc', string | undefined]> = [];
    for (const pageSize of [10, 20, 50]) {
      const pages = Math.ceil(POSTS / pageSize);
      for (const page of [1, 2, Math.floor(1000 / pageSize) + 1, Math.floor(pages / 2), Math.floor(pages / 2) + 1, pages - 1, pages, pages + 1, pages + 7]) {
        cases.push([page, pageSize, 'id', 'desc', undefined], [page, pageSize, 'headcount', 'asc', undefined], [page, pageSize, 'headcount', 'desc', '1'], [page, pageSize, 'created_at', 'asc', '2']);
      }
    }
    for (const [page, pageSize, sort, order, status] of cases) {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize), sort, order, ...(status ? { status } : {}) });
      const res = await t.request({ method: 'GET', url: `/v1/api/company/posts?${query}`, token: admin });
      expect(res.body.code, res.body.msg).toBe('00000');
      expect(res.body.data.list.map((r: { id: number }) => r.id), `${query}`).toEqual(await plain(page, pageSize, sort, order, status));
    }
  });

  it('answers the total with a page from the end, and an empty page past it', async () => {
    const last = await t.request({ method: 'GET', url: `/v1/api/company/posts?page=${Math.ceil(POSTS / 20)}&pageSize=20`, token: admin });
    expect(last.body.data).toMatchObject({ total: POSTS });
    expect(last.body.data.list).toHaveLength(POSTS % 20 || 20);
    const past = await t.request({ method: 'GET', url: `/v1/api/company/posts?page=${Math.ceil(POSTS / 20) + 3}&pageSize=20`, token: admin });
    expect(past.body.data).toEqual({ list: [], total: POSTS });
  });
});
