// The table the list-scale tests share (issue 12's list paths at scale): its rows, its two apps
// (this process's and another's on the same database), the plain query each answer is checked
// against, and helpers that watch a list's reads. Each test file calls useScaleTable.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestApp, watchReads } from '../test/harness.ts';
import { FEW_VALUES } from './resource.ts';

export const TABLE = 'lab_scale_person';
export const ROWS = FEW_VALUES + 500;
// Letters of both cases and LIKE's wildcards, so "contains" must treat them as text.
const LETTERS = ['海', '州', '京', '工', '员', '司', '机', 'a', 'A', 'b', 'B', '%', '_', '\\'];
const CITIES = ['上海', '海口', '珠海', '苏州', '广州', '北京', 'Abc', 'aBc%', 'x_y'];
const JOBS = ['普工', '装配工', '质检员', '叉车司机', '保洁员'];

export let t: TestApp;
export let other: TestApp;
export let admin: string;
/** The folder of the table's schema (a third app can be started on it). */
export let dir: string;
export const k = () => t.db.kysely as never as Kysely<any>;

/** A reproducible stream of numbers (the rows must be the same on every run). */
export function numbers(seed: number) {
  return () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed; };
}

/** Registers the hooks that make the table and its two apps (this process's and another's) for a test file, and close them after it. */
export function useScaleTable() {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kp-scale-'));
    writeFileSync(join(dir, 'people.json'), JSON.stringify({
      kind: 'crud', title: '规模测试', perms: { query: 'demo:showcase:query', add: 'demo:showcase:add' },
      api: { list: 'GET /lab/people', detail: 'GET /lab/people/detail/{id}', create: 'POST /lab/people' },
      model: { type: 'object', required: ['name'], properties: {
        name: { type: 'string', title: '姓名', maxLength: 32 },
        mobile: { type: 'string', title: '手机号', maxLength: 11 },
        city: { type: 'string', title: '城市', maxLength: 16 },
        address: { type: 'string', title: '地址', maxLength: 64 },
        job: { type: 'string', title: '岗位', maxLength: 16 },
        status: { type: 'integer', title: '状态', 'x-dict': 'status' },
        age: { type: 'integer', title: '年龄' },
      } },
      search: { fields: ['status', 'city', 'address', 'job'], keywords: ['name', 'mobile'] },
      list: { columns: ['name', 'mobile', 'city', 'address', 'job', 'status', { field: 'age', sortable: true }], pageSize: 20 },
      storage: { table: TABLE, indexes: [['status', 'city']] },
    }));
    t = await buildTestApp({ schemasDir: dir });
    other = await buildTestApp({ schemasDir: dir, shareWith: t });
    admin = await t.login();
    // More distinct addresses than FEW_VALUES (the trigram path), few cities and jobs (the values path).
    const next = numbers(11);
    const text = (n: number) => Array.from({ length: n }, () => LETTERS[next() % LETTERS.length]).join('');
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      name: ['王', '李', '张'][next() % 3] + text(1 + (next() % 2)), mobile: `13${String(next() % 1_000_000_000).padStart(9, '0')}`,
      city: next() % 10 === 0 ? null : CITIES[next() % CITIES.length], address: `${text(2 + (next() % 5))}${i}`,
      job: JOBS[next() % JOBS.length], status: next() % 2, age: 18 + (next() % 40), created_at: i, updated_at: i,
    }));
    for (let i = 0; i < rows.length; i += 250) await k().insertInto(TABLE).values(rows.slice(i, i + 250)).execute();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });
}

export interface Query { city?: string; address?: string; job?: string; status?: number; keywords?: string; sort?: 'age'; order?: 'asc' | 'desc'; page: number; pageSize: number }

/** The plain query's ids and total: LIKE (ILIKE) on every row, ORDER BY … LIMIT … OFFSET …, COUNT(*); without ids `hidden[0]`…`hidden[1]` if given. */
export async function plain(q: Query, hidden?: [number, number]): Promise<{ ids: number[]; total: number }> {
  const like = t.db.dialect === 'postgres' ? 'ilike' : 'like';
  const escaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let rows = k().selectFrom(TABLE);
  if (hidden) rows = rows.where((eb) => eb.or([eb('id', '<', hidden[0]), eb('id', '>', hidden[1])]));
  for (const field of ['city', 'address', 'job'] as const) {
    const text = q[field]?.trim();
    if (text) rows = rows.where(sql<boolean>`${sql.ref(field)} ${sql.raw(like)} ${escaped(text)} escape '\\'`);
  }
  if (q.status !== undefined) rows = rows.where('status', '=', q.status);
  const words = q.keywords?.trim();
  if (words) rows = rows.where((eb) => eb.or(['name', 'mobile'].map((f) => eb.and([eb(f, '>=', words), eb(f, '<', `${words}\uffff`)]))));
  const order = q.order ?? (q.sort ? 'asc' : 'desc');
  const page = await rows.select('id').orderBy(q.sort ?? 'id', order).orderBy('id', order).limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute();
  const { total } = await rows.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  return { ids: page.map((r) => Number(r.id)), total: Number(total) };
}

/** The reads `work` makes through the first app's database, in order (`generic`: those so marked, see Db.read). */
/** A page's read: alone, or with its count beside it (ListShape.counting). */
export const isPage = (q: CompiledQuery) => /^select (\* from|"kp_page"\.\*)/.test(q.sql);

export async function readsDuring(work: () => Promise<unknown>, marked?: { generic?: CompiledQuery[]; long?: CompiledQuery[] }): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = [];
  const restore = watchReads(t.db, (query, how) => {
    seen.push(query);
    if (how?.generic) marked?.generic?.push(query);
    if (how?.long) marked?.long?.push(query);
  });
  try {
    await work();
  } finally {
    restore();
  }
  return seen;
}

export async function listed(app: TestApp, q: Query): Promise<{ ids: number[]; total: number; approx?: boolean }> {
  const query = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined).map(([key, v]) => [key, String(v)]));
  const res = await app.request({ method: 'GET', url: '/v1/api/lab/people', token: admin, query });
  expect(res.body.code, res.body.msg).toBe('00000');
  return { ids: res.body.data.list.map((r: { id: number }) => r.id), total: res.body.data.total, ...(res.body.data.approx ? { approx: true } : {}) };
}

export const piece = fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 4 }).map((a) => a.join(''));
export const queries = fc.record({
  city: fc.option(fc.oneof(piece, fc.constantFrom('海', '州', 'abc', 'ABC%', '_')), { nil: undefined }),
  address: fc.option(piece, { nil: undefined }),
  job: fc.option(fc.constantFrom('工', '员', '司机', '装配', '质检员', '不存在'), { nil: undefined }),
  status: fc.option(fc.constantFrom(0, 1), { nil: undefined }),
  keywords: fc.option(fc.constantFrom('王', '李海', '张a', '13', '139'), { nil: undefined }),
  sort: fc.option(fc.constant('age' as const), { nil: undefined }),
  order: fc.option(fc.constantFrom('asc' as const, 'desc' as const), { nil: undefined }),
  page: fc.integer({ min: 1, max: 40 }),
  pageSize: fc.constantFrom(10, 20, 50),
}, { requiredKeys: ['page', 'pageSize'] });

/**
 * Lists `page` (10 rows a page) until one of the reads `seen` gathers meanwhile passes `read` (what
 * the background does, reading or carrying on page anchors, takes its time on a loaded machine);
 * the page's rows.
 */
export async function listedUntil(seen: string[], page: number, read: (sql: string) => boolean): Promise<Awaited<ReturnType<typeof listed>>> {
  for (let tries = 0; tries < 100; tries++) {
    seen.length = 0;
    const got = await listed(t, { page, pageSize: 10 });
    // (And a moment for what the page began in the background: the test after it counts its reads.)
    await new Promise((r) => setTimeout(r, 10));
    if (seen.some(read)) return got;
  }
  throw new Error(`no read of page ${page} passed ${read}`);
}

export const ANCHORED = (sql: string) => /"id" >= (\?|\$\d+)/.test(sql);
