import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { retryDeadlocked } from '../db/deadlocks.ts';
import { buildTestApp, genericPlan, type TestApp, watchReads } from '../test/harness.ts';
import { type ListShape, ListPlanner } from './list-planner.ts';
import { EXTEND_AFTER } from './page-anchors.ts';
import { EXACT_TOTAL, FEW_VALUES } from './resource.ts';
import { ImportStage } from './import-stage.ts';
import type { FieldSchema } from '../../schemas/types.ts';

// Issue 12's new list paths — contains by a field's few values, by the trigram index or by reading
// every row; deferred joins and pages read from the far end; keyword counts from the indexes;
// totals exact up to EXACT_TOTAL and 约 beyond — each answer equal to the plain query's on
// randomized data (SQLite and PostgreSQL alike), each kind of query on an index (SQLite's plan),
// and a write seen by the next list, from this process and another.
const TABLE = 'lab_scale_person';
const ROWS = FEW_VALUES + 500;
// Letters of both cases and LIKE's wildcards, so "contains" must treat them as text.
const LETTERS = ['海', '州', '京', '工', '员', '司', '机', 'a', 'A', 'b', 'B', '%', '_', '\\'];
const CITIES = ['上海', '海口', '珠海', '苏州', '广州', '北京', 'Abc', 'aBc%', 'x_y'];
const JOBS = ['普工', '装配工', '质检员', '叉车司机', '保洁员'];

let t: TestApp;
let other: TestApp;
let admin: string;
let dir: string;
const k = () => t.db.kysely as never as Kysely<any>;

/** A reproducible stream of numbers (the rows must be the same on every run). */
function numbers(seed: number) {
  return () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed; };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kp-scale-'));
  writeFileSync(join(dir, 'people.json'), JSON.stringify({
    kind: 'crud', title: '规模测试', perms: { query: 'demo:showcase:query', add: 'demo:showcase:add' },
    api: { list: 'GET /lab/people', create: 'POST /lab/people' },
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

interface Query { city?: string; address?: string; job?: string; status?: number; keywords?: string; sort?: 'age'; order?: 'asc' | 'desc'; page: number; pageSize: number }

/** The plain query's ids and total: LIKE (ILIKE) on every row, ORDER BY … LIMIT … OFFSET …, COUNT(*). */
async function plain(q: Query): Promise<{ ids: number[]; total: number }> {
  const like = t.db.dialect === 'postgres' ? 'ilike' : 'like';
  const escaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let rows = k().selectFrom(TABLE);
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
const isPage = (q: CompiledQuery) => /^select (\* from|"kp_page"\.\*)/.test(q.sql);

async function readsDuring(work: () => Promise<unknown>, marked?: { generic?: CompiledQuery[]; long?: CompiledQuery[] }): Promise<CompiledQuery[]> {
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

async function listed(app: TestApp, q: Query): Promise<{ ids: number[]; total: number; approx?: boolean }> {
  const query = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined).map(([key, v]) => [key, String(v)]));
  const res = await app.request({ method: 'GET', url: '/v1/api/lab/people', token: admin, query });
  expect(res.body.code, res.body.msg).toBe('00000');
  return { ids: res.body.data.list.map((r: { id: number }) => r.id), total: res.body.data.total, ...(res.body.data.approx ? { approx: true } : {}) };
}

const piece = fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 4 }).map((a) => a.join(''));
const queries = fc.record({
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
async function listedUntil(seen: string[], page: number, read: (sql: string) => boolean): Promise<Awaited<ReturnType<typeof listed>>> {
  for (let tries = 0; tries < 100; tries++) {
    seen.length = 0;
    const got = await listed(t, { page, pageSize: 10 });
    // (And a moment for what the page began in the background: the test after it counts its reads.)
    await new Promise((r) => setTimeout(r, 10));
    if (seen.some(read)) return got;
  }
  throw new Error(`no read of page ${page} passed ${read}`);
}

const ANCHORED = (sql: string) => /"id" >= (\?|\$\d+)/.test(sql);

describe.runIf(!process.env.TEST_DATABASE_URL)('list query plans (SQLite)', () => {
  /** The plan of each read a list request makes, one line per step. */
  async function plans(q: Record<string, string>): Promise<Array<{ sql: string; plan: string[] }>> {
    const seen = await readsDuring(() => t.request({ method: 'GET', url: '/v1/api/lab/people', token: admin, query: q }));
    const out = [];
    for (const query of seen) {
      const { rows } = await k().executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` });
      out.push({ sql: query.sql, plan: rows.map((r) => r.detail) });
    }
    return out;
  }
  /** A step that reads every row of the table: a SCAN of it not by an index. */
  const fullScan = (step: string) => new RegExp(`^SCAN ${TABLE}(?:$| (?!USING))`).test(step);

  const shapes: Array<[string, Record<string, string>, RegExp[]]> = [
    ['a first page (the primary key, in order, stopping at the page; the total kept by triggers)', { page: '1' }, [/SEARCH kp_row_count/]],
    ['a deep page (ids from a covering index)', { page: '60' }, [/COVERING INDEX/]],
    ['a page from the far end', { page: String(Math.ceil(ROWS / 20)) }, [/COVERING INDEX/]],
    ['a sort on a sortable column', { page: '3', sort: 'age' }, [/INDEX .*_age_idx/]],
    ['a dictionary filter with a contains filter (the declared composite index)', { page: '1', status: '1', city: '海' }, [/INDEX .*_status_city_idx/]],
    ['a contains filter of a field with few values', { page: '1', job: '工' }, [/INDEX .*_job_idx/]],
    ['a contains filter of 3 characters on a field with many values (trigram)', { page: '1', address: '海州京' }, [/VIRTUAL TABLE/]],
    ['a keyword prefix', { page: '1', keywords: '王' }, [/INDEX .*_name_idx/, /INDEX .*_mobile_idx/]],
  ];
  for (const [name, q, wanted] of shapes) {
    it(`reads ${name} through an index`, async () => {
      const reads = await plans(q);
      expect(reads.length).toBeGreaterThan(0);
      for (const { sql: text, plan } of reads) {
        // Only a query without WHERE may walk the table, and only in its own order with a LIMIT (the
        // lookup of its total in kp_row_count, a column of a whole table's page, is not its WHERE).
        const own = text.replace(/\(select n from "kp_row_count" where tbl = \?\)/g, '');
        if (plan.some(fullScan)) expect(!/ where /i.test(own) && / limit /i.test(own), `${text}\n${plan.join('\n')}`).toBe(true);
        expect(plan.some((s) => /USE TEMP B-TREE FOR ORDER BY/.test(s)) && !plan.some((s) => /SEARCH|COVERING/.test(s)), `${text}\n${plan.join('\n')}`).toBe(false);
      }
      const all = reads.flatMap((r) => r.plan).join('\n');
      for (const pattern of wanted) expect(all, all).toMatch(pattern);
    });
  }

  it('reads every row only for 1–2 characters on a field with many values, as docs/schemas.md says', async () => {
    const reads = await plans({ page: '1', address: '海' });
    expect(reads.flatMap((r) => r.plan).some(fullScan)).toBe(true);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('list query plans (PostgreSQL)', () => {
  it('pages a keyword search from its indexes\' ids — never a walk of the primary key testing each row', async () => {
    const seen = await readsDuring(() => t.request({ method: 'GET', url: '/v1/api/lab/people', token: admin, query: { page: '2', pageSize: '10', keywords: '王' } }));
    // The page with its count: neither walks the table.
    const paging = seen.filter(isPage);
    expect(paging.length).toBe(1);
    const { rows } = await k().executeQuery<{ 'QUERY PLAN': unknown }>({ ...paging[0], sql: `explain (format json) ${paging[0].sql}` });
    const nodes: Array<Record<string, unknown>> = [];
    const walk = (node: Record<string, unknown>) => { nodes.push(node); for (const child of (node.Plans as Array<Record<string, unknown>>) ?? []) walk(child); };
    walk((rows[0]['QUERY PLAN'] as Array<{ Plan: Record<string, unknown> }>)[0].Plan);
    const plan = JSON.stringify(rows[0]['QUERY PLAN']);
    // The ids come from the name and mobile indexes; the table is read by id only, for the page's rows.
    expect(plan).toMatch(/_name_id_idx/);
    expect(plan).toMatch(/_mobile_id_idx/);
    const walks = (n: Record<string, unknown>) => n['Node Type'] === 'Seq Scan' || (/Index/.test(String(n['Node Type'])) && !n['Index Cond']);
    expect(nodes.filter((n) => n['Relation Name'] === TABLE && walks(n)), plan).toEqual([]);
  });

  it('pages equalities among a few values as the first ids of one index range per combination — never a sort of every match', async () => {
    // 海 is in three cities: three arms of status = 1 and city = x.
    const shapes = vi.spyOn(ListPlanner.prototype, 'shape');
    const seen = await readsDuring(() => t.request({ method: 'GET', url: '/v1/api/lab/people', token: admin, query: { page: '3', status: '1', city: '海' } }));
    const shape = shapes.mock.results.at(-1)!.value as ListShape;
    shapes.mockRestore();
    const paging = seen.filter(isPage);
    expect(paging.length).toBe(1);
    expect(paging[0].sql.match(/union all/g)?.length).toBe(2);
    // The page alone (its count beside it, if read with it, is a range of the same index).
    const page = shape.page(10, 20);
    expect(page.sql.match(/union all/g)?.length).toBe(2);
    const plan = await k().transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': unknown }>({ ...page, sql: `explain (format json) ${page.sql}` });
      return JSON.stringify(rows[0]['QUERY PLAN']);
    });
    // Each arm is the first ids of its range of the declared index; only they are sorted together.
    expect(plan.match(/"Node Type":"Limit"/g)?.length).toBe(4);
    expect(plan.match(/_status_city_id_idx/g)?.length).toBe(3);
    // Sorted are only the arms' first ids together, and the page's rows: no arm sorts its range.
    expect(plan.match(/"Node Type":"Sort"/g)?.length ?? 0, plan).toBeLessThanOrEqual(2);
  });

  it('plans the reads it marks generic once for any values, and that plan reads by index — never a scan or a hash of the table', async () => {
    const generic: CompiledQuery[] = [];
    await readsDuring(async () => {
      const queries: Array<Record<string, string>> = [{ page: '2' }, { page: '60' }, { page: String(Math.ceil(ROWS / 10) - 1) }, { page: '3', keywords: '王' }, { page: '70', keywords: '1' }, { page: '80', sort: 'age', order: 'desc' }];
      for (const query of queries) await t.request({ method: 'GET', url: '/v1/api/lab/people', token: admin, query });
      // Again once the first deep page's anchors are read (in the background): now a deep page starts at one.
      for (let tries = 0; tries < 40 && !generic.some((q) => /"id" >= \$1/.test(q.sql)); tries++) {
        await new Promise((r) => setTimeout(r, 50));
        await t.request({ method: 'GET', url: '/v1/api/lab/people', token: admin, query: { page: '60' } });
      }
      // And once more: now with the anchors' check in the same statement.
      await t.request({ method: 'GET', url: '/v1/api/lab/people', token: admin, query: { page: '61' } });
    }, { generic });
    expect(generic.some((q) => /"id" >= \$1/.test(q.sql)), 'a page read from an anchor').toBe(true);
    expect(generic.some((q) => /"id" >= \$1/.test(q.sql) && /kp_fresh/.test(q.sql)), 'a page read with its check').toBe(true);
    expect(generic.some((q) => /"name" >= \$1/.test(q.sql)), 'a keyword page').toBe(true);
    for (const query of generic) {
      // A LIMIT parameter makes the generic plan of a deferred join guess a tenth of the table: on a
      // million rows that plan hashes the whole table against the ids (seen in the list bench).
      expect(query.sql).not.toMatch(/limit \$\d+/);
      // As PostgreSQL runs it: prepared, with the plan it keeps for any values — for a table of a
      // million rows (its statistics say so within this transaction: on a few thousand rows,
      // reading them all is the cheaper plan, and no plan check could fail).
      let plan = '';
      const undo = new Error('rolled back');
      // (Made again if PostgreSQL ends it for a deadlock with an index build a search began: see retryDeadlocked.)
      await retryDeadlocked(() => k().transaction().execute(async (trx) => {
        await sql`analyze ${sql.table(TABLE)}`.execute(trx);
        await sql`update pg_class set reltuples = 1000000, relpages = greatest(1, pg_relation_size(oid) / 8192) where oid = ${TABLE}::regclass`.execute(trx);
        plan = await genericPlan(trx, query);
        throw undo;
      }).catch((error) => { if (error !== undo) throw error; }));
      // A generic plan gone wrong reads the whole table and hashes it against the page's ids (a
      // scan of the few rows of kp_row_count is no harm).
      expect(plan.replace(/"Node Type":"Seq Scan"(?=[^{}]*"Relation Name":"kp_row_count")/g, ''), query.sql).not.toMatch(/"Node Type":"(Seq Scan|Hash)"/);
    }
  });

  it('gives a trigram index only to a field of many values, once a search needs it, and answers that search from it', async () => {
    const trigramIndexes = async () => (await sql<{ name: string; valid: boolean }>`select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = ${TABLE}::regclass and c.relname like '%\\_trgm' order by c.relname`.execute(k())).rows;
    // One left from before (an earlier build made every contains field one) on a field of few values: gone at the next start.
    await sql`create index if not exists ${sql.id(`${TABLE}_city_trgm`)} on ${sql.table(TABLE)} using gin (city public.gin_trgm_ops)`.execute(k());
    const third = await buildTestApp({ schemasDir: dir, shareWith: t });
    await third.close();
    expect((await trigramIndexes()).map((i) => i.name)).not.toContain(`${TABLE}_city_trgm`);

    const search = async (query: Record<string, string>) => {
      const long: CompiledQuery[] = [];
      const seen = await readsDuring(() => t.request({ method: 'GET', url: '/v1/api/lab/people', token: admin, query: { page: '1', ...query } }), { long });
      const paging = seen.filter((q) => /ilike/.test(q.sql) && isPage(q));
      return { paging, long: paging.some((q) => long.includes(q)) };
    };
    await search({ city: '海口a' });
    await search({ job: '装配工' });
    // Before the index is there (this is the file's first search by address), a search reads every row: on a connection kept for long reads.
    const before = await search({ address: '海州京' });
    expect(before.paging.length).toBe(1);
    expect(before.long).toBe(true);
    // Built in the background, concurrently, by one process; then searches use it (no longer long reads).
    let after = before;
    for (let tries = 0; tries < 200 && after.long; tries++) {
      await new Promise((r) => setTimeout(r, 50));
      after = await search({ address: '海州京' });
    }
    expect(after.long).toBe(false);
    expect(await trigramIndexes()).toEqual([{ name: `${TABLE}_address_trgm`, valid: true }]);
    const paging = after.paging;
    expect(paging.length).toBe(1);
    // As on a million rows (the statistics say so within this transaction; on a few thousand, reading them all is cheaper).
    const undo = new Error('rolled back');
    let plan = '';
    await k().transaction().execute(async (trx) => {
      await sql`analyze ${sql.table(TABLE)}`.execute(trx);
      await sql`update pg_class set reltuples = 1000000, relpages = greatest(1, pg_relation_size(oid) / 8192) * 100 where oid = ${TABLE}::regclass`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': unknown }>({ ...paging[0], sql: `explain (format json) ${paging[0].sql}` });
      plan = JSON.stringify(rows[0]['QUERY PLAN']);
      throw undo;
    }).catch((error) => { if (error !== undo) throw error; });
    expect(plan).toMatch(/_address_trgm/);
  });

  it('sorts by a sortable column, then id, from an index — never a sort of the whole table', async () => {
    const seen = await readsDuring(async () => {
      for (const order of ['asc', 'desc']) await t.request({ method: 'GET', url: '/v1/api/lab/people', token: admin, query: { page: '3', sort: 'age', order } });
    });
    const sorted = seen.filter((q) => /order by "age"/.test(q.sql));
    expect(sorted.length).toBeGreaterThan(0);
    for (const query of sorted) {
      // With sequential scans priced out, a plan that still sorts has no index for the order.
      const plan = await k().transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': unknown }>({ ...query, sql: `explain (format json) ${query.sql}` });
        return JSON.stringify(rows[0]['QUERY PLAN']);
      });
      expect(plan, query.sql).toMatch(/_age_id_idx/);
      expect(plan, query.sql).not.toMatch(/"Node Type":"Sort"/);
    }
  });
});

describe('lists at scale', () => {
  it('answer every filter, keyword, sort and page exactly as the plain query does', async () => {
    await fc.assert(fc.asyncProperty(queries, async (q) => {
      expect(await listed(t, q), JSON.stringify(q)).toEqual(await plain(q));
    }), { numRuns: 150, seed: 12 });
  });

  it('read deep pages by a deferred join, from whichever end is nearer, equal to the plain query', async () => {
    for (const pageSize of [10, 20, 50]) {
      const pages = Math.ceil(ROWS / pageSize);
      for (const page of [Math.floor(1000 / pageSize) + 1, Math.floor(pages / 2) + 1, pages - 1, pages, pages + 2]) {
        for (const q of [{ page, pageSize }, { page, pageSize, sort: 'age' as const, order: 'desc' as const }, { page, pageSize, job: '工' }]) {
          expect(await listed(t, q), JSON.stringify(q)).toEqual(await plain(q));
        }
      }
    }
  });

  it('marks long the reads whose time grows with the table — a scan, a walk to a deep offset, a count past EXACT_TOTAL — and no other', async () => {
    const longDuring = async (q: Query) => {
      const long: CompiledQuery[] = [];
      const reads = (await readsDuring(() => listed(t, q), { long })).filter((r) => r.sql.includes(TABLE));
      return { reads, long };
    };
    // A first page, a keyword search, a filter by few values, a trigram search: quick, in the pipeline.
    for (const q of [{ page: 1, pageSize: 20 }, { page: 2, pageSize: 10, keywords: '王' }, { page: 3, pageSize: 20, status: 1, city: '海' }, { page: 1, pageSize: 20, address: '海州京' }]) {
      const { reads, long } = await longDuring(q);
      expect(reads.length, JSON.stringify(q)).toBeGreaterThan(0);
      expect(long, JSON.stringify(q)).toEqual([]);
    }
    // 1–2 characters on a field with many values: every read of it.
    const scan = await longDuring({ page: 1, pageSize: 20, address: '海' });
    expect(scan.long).toEqual(scan.reads);
    // (A walk to a deep offset: in the test of counts past EXACT_TOTAL, which has rows enough.)
  });

  it('reads a keyword search with the same statements for any keywords, given as their values', async () => {
    const texts: string[][] = [];
    // One shape for them all (built at most once here: an earlier search may have built it).
    const built = vi.spyOn(ListPlanner.prototype as never as { buildShape: () => unknown }, 'buildShape');
    for (const keywords of ['王', '李芳', '$&1']) {
      let answer: Awaited<ReturnType<typeof listed>> | undefined;
      const reads = (await readsDuring(async () => { answer = await listed(t, { page: 2, pageSize: 10, keywords }); })).filter((r) => r.sql.includes(TABLE));
      expect(answer, keywords).toEqual(await plain({ page: 2, pageSize: 10, keywords }));
      expect(reads.length).toBeGreaterThan(0);
      for (const read of reads) expect(read.parameters.some((p) => typeof p === 'string' && p.includes('kp:keywords')), read.sql).toBe(false);
      expect(reads.some((r) => r.parameters.includes(keywords)), keywords).toBe(true);
      texts.push(reads.map((r) => r.sql));
    }
    expect(texts[1]).toEqual(texts[0]);
    expect(texts[2]).toEqual(texts[0]);
    expect(built.mock.calls.length).toBeLessThanOrEqual(1);
    built.mockRestore();
  });

  it('reads a page of the whole table with its total in one statement: near, and deep in another order once the total is known', async () => {
    for (const [first, q] of [[undefined, { page: 2, pageSize: 20 }], [{ page: 80, pageSize: 20, sort: 'age' }, { page: 81, pageSize: 20, sort: 'age' }]] as Array<[Query | undefined, Query]>) {
      if (first) await listed(t, first);
      let answer: Awaited<ReturnType<typeof listed>> | undefined;
      const reads = (await readsDuring(async () => { answer = await listed(t, q); })).filter((r) => r.sql.includes(TABLE));
      expect(answer, JSON.stringify(q)).toEqual(await plain(q));
      expect(reads.map((r) => r.sql), JSON.stringify(q)).toHaveLength(1);
    }
    // The total's column is the server's own: not answered.
    const res = await t.request({ method: 'GET', url: '/v1/api/lab/people', token: admin, query: { page: '2' } });
    expect(Object.keys(res.body.data.list[0])).not.toContain('kp_table_total');
  });

  it('keeps deep pages of the whole list right through inserts and deletes, here and in another process (page anchors)', async () => {
    const seen: string[] = [];
    const restore = watchReads(t.db, (query) => seen.push(query.sql));
    try {
      const next = numbers(5);
      for (let round = 0; round < 40; round++) {
        // Now and then a row is added (here or in the other process) or an old one deleted.
        const change = next() % 4;
        if (change === 0) await k().deleteFrom(TABLE).where('id', '=', 1 + (next() % ROWS)).execute();
        else if (change === 1) await (other.db.kysely as never as Kysely<any>).insertInto(TABLE).values({ name: `锚${round}`, status: 1, created_at: 0, updated_at: 0 }).execute();
        const { total } = await plain({ page: 1, pageSize: 20 });
        for (const q of [{ page: 1 + Math.floor(1000 / 20) + (next() % 30), pageSize: 20 }, { page: Math.ceil(total / 10) - (next() % 5), pageSize: 10, order: 'asc' as const }]) {
          expect(await listed(t, q), JSON.stringify(q)).toEqual(await plain(q));
        }
        await new Promise((r) => setTimeout(r, 5));
      }
      // A deep page starts at a remembered id once the anchors are read (in the background).
      await listedUntil(seen, 120, ANCHORED);
      // Once a check has found the total, a deep page is one statement: the page with its check.
      // (Anchors read while the loop's last writes committed are read again first, in the
      // background: on a loaded machine that can take a few pages.)
      let reads: string[] = [];
      for (let tries = 0; tries < 50; tries++) {
        await listed(t, { page: 121, pageSize: 10 });
        seen.length = 0;
        expect(await listed(t, { page: 122, pageSize: 10 })).toEqual(await plain({ page: 122, pageSize: 10 }));
        reads = seen.filter((q) => q.includes(TABLE));
        if (reads.length === 1) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(reads, reads.join('\n')).toHaveLength(1);
      expect(reads[0]).toMatch(/"id" >= (\?|\$\d+)/);
      expect(reads[0]).toMatch(/kp_fresh/);
    } finally {
      restore();
    }
  });

  it('carries the page anchors over many rows added since (an import\'s) instead of reading them again from the first row', async () => {
    const seen: string[] = [];
    const restore = watchReads(t.db, (query) => seen.push(query.sql));
    const anchoredPage = (page: number) => listedUntil(seen, page, ANCHORED);
    try {
      await anchoredPage(120);
      // More new rows than a page counts (REFRESH_AFTER), as an import adds them.
      const { top } = await k().selectFrom(TABLE).select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow();
      // With one id left out, for a write that commits after them (as one that waited for an import's move).
      const late = Number(top) + 3000;
      const added = Array.from({ length: 5101 }, (_, i) => ({ id: Number(top) + 1 + i, name: `续${i}`, status: i % 2, created_at: 0, updated_at: 0 })).filter((r) => r.id !== late);
      for (let i = 0; i < added.length; i += 500) await k().insertInto(TABLE).values(added.slice(i, i + 500)).execute();
      seen.length = 0;
      expect(await listed(t, { page: 300, pageSize: 10 })).toEqual(await plain({ page: 300, pageSize: 10 }));
      // The next deep page waited for the anchors carried on over the new rows only (never read
      // again from the first row), and was read from them.
      expect(seen.filter((q) => /count\(\*\) over \(\)/.test(q)).join('\n')).toMatch(new RegExp(`where id > ${Number(top)}\\)`));
      expect(seen.filter((q) => /row_number\(\) over/.test(q) && !/count\(\*\) over/.test(q))).toEqual([]);
      expect(seen.some(ANCHORED)).toBe(true);
      // And deep pages, among the old rows and the new, in both orders, read from them equal the plain query.
      const { total } = await plain({ page: 1, pageSize: 10 });
      for (const q of [{ page: 300, pageSize: 10 }, { page: 120, pageSize: 10 }, { page: Math.ceil(total / 10) - 250, pageSize: 10, order: 'asc' as const }, { page: Math.ceil(total / 10) - 3, pageSize: 10, order: 'asc' as const }]) {
        expect(await listed(t, q), JSON.stringify(q)).toEqual(await plain(q));
      }
      expect(await anchoredPage(150)).toEqual(await plain({ page: 150, pageSize: 10 }));
      // A row committed late, among the new ones: the anchors read whole still hold, and are carried on again.
      await k().insertInto(TABLE).values({ id: late, name: '续迟', status: 1, created_at: 0, updated_at: 0 }).execute();
      seen.length = 0;
      expect(await listed(t, { page: 300, pageSize: 10 })).toEqual(await plain({ page: 300, pageSize: 10 }));
      expect(seen.filter((q) => /count\(\*\) over \(\)/.test(q)).join('\n')).toMatch(new RegExp(`where id > ${Number(top)}\\)`));
      expect(seen.filter((q) => /row_number\(\) over/.test(q) && !/count\(\*\) over/.test(q))).toEqual([]);
      expect(seen.some(ANCHORED)).toBe(true);
    } finally {
      restore();
      await k().deleteFrom(TABLE).where('name', 'like', '续%').execute();
    }
  });

  it.runIf(!process.env.TEST_DATABASE_URL)('carries the page anchors on in the background once more than EXTEND_AFTER rows are new, so a page\'s check counts only the rows since (SQLite)', async () => {
    const seen: string[] = [];
    const restore = watchReads(t.db, (query) => seen.push(query.sql));
    // The largest id each deep page's check counted newer rows above (its kp_fresh).
    const checkedAbove = () => seen.filter((q) => q.includes('kp_fresh')).map((q) => Number(/\bwhere id > (\d+)/.exec(q)?.[1]));
    try {
      await listedUntil(seen, 120, (q) => q.includes('kp_fresh'));
      const { top } = await k().selectFrom(TABLE).select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow();
      const added = Array.from({ length: EXTEND_AFTER + 50 }, (_, i) => ({ name: `延${i}`, status: i % 2, created_at: 0, updated_at: 0 }));
      for (let i = 0; i < added.length; i += 100) await k().insertInto(TABLE).values(added.slice(i, i + 100)).execute();
      // Far fewer than REFRESH_AFTER: the anchors hold, and a page finding more than EXTEND_AFTER
      // new rows has them carried on over those (never read again from the first row).
      const carried: number[] = [];
      for (let tries = 0; tries < 100 && !carried.some((above) => above > Number(top)); tries++) {
        seen.length = 0;
        expect(await listed(t, { page: 120, pageSize: 10 })).toEqual(await plain({ page: 120, pageSize: 10 }));
        carried.push(...checkedAbove());
        expect(seen.filter((q) => /row_number\(\) over/.test(q) && !/count\(\*\) over/.test(q))).toEqual([]);
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(Math.max(...carried)).toBeGreaterThanOrEqual(Number(top) + EXTEND_AFTER);
      expect(await listed(t, { page: 121, pageSize: 10 })).toEqual(await plain({ page: 121, pageSize: 10 }));
    } finally {
      restore();
      await k().deleteFrom(TABLE).where('name', 'like', '延%').execute();
    }
  });

  it('sees a write at the next list, from this process and from another: rows, totals and new values of a contains field', async () => {
    const before = await listed(other, { page: 1, pageSize: 20, city: '拉萨' });
    expect(before).toEqual({ ids: [], total: 0 });
    const added = await t.request({ method: 'POST', url: '/v1/api/lab/people', token: admin, payload: { name: '新写入', city: '拉萨', job: '普工', status: 1, age: 30 } });
    expect(added.body.code, added.body.msg).toBe('00000');
    for (const app of [t, other]) expect(await listed(app, { page: 1, pageSize: 20, city: '拉' })).toEqual({ ids: [added.body.data.id], total: 1 });
    // And the other way round: written by the other process, read here.
    const there = await other.request({ method: 'POST', url: '/v1/api/lab/people', token: await other.login(), payload: { name: '另一进程', city: '日喀则', status: 0 } });
    expect((await listed(t, { page: 1, pageSize: 20, city: '喀' })).ids).toEqual([there.body.data.id]);
    // A new value by an update, from outside either process: the field's values are read again.
    await k().updateTable(TABLE).set({ city: '林芝' }).where('id', '=', there.body.data.id).execute();
    for (const app of [t, other]) expect((await listed(app, { page: 1, pageSize: 20, city: '林' })).ids).toEqual([there.body.data.id]);
    expect((await listed(t, { page: 1, pageSize: 20 })).total).toBe((await plain({ page: 1, pageSize: 20 })).total);
  });

  it('counts exactly up to EXACT_TOTAL and says 约 beyond it, with the exact count of that filter', async () => {
    const now = Date.now();
    const more = Array.from({ length: EXACT_TOTAL + 200 }, (_, i) => ({ name: `批量${i}`, city: '上海', job: '普工', status: 1, age: 30, created_at: now, updated_at: now }));
    for (let i = 0; i < more.length; i += 500) await k().insertInto(TABLE).values(more.slice(i, i + 500)).execute();
    const all = await plain({ page: 1, pageSize: 20 });
    expect(all.total).toBeGreaterThan(EXACT_TOTAL);
    const page = await listed(t, { page: 1, pageSize: 20 });
    // A whole table is counted cheaply and exactly (the count its triggers keep).
    expect(page).toEqual(all);
    const long: CompiledQuery[] = [];
    let city!: Awaited<ReturnType<typeof listed>>;
    await readsDuring(async () => { city = await listed(t, { page: 1, pageSize: 20, city: '上海' }); }, { long });
    // The count past EXACT_TOTAL is marked long (Db.read's long); the capped one is not.
    expect(long.map((q) => q.sql).filter((text) => /count\(\*\)/.test(text))).toEqual([expect.not.stringContaining('"capped"')]);
    // A page 1,180 rows into it is a walk from the nearer end, marked long; equal to the plain query.
    const walked: CompiledQuery[] = [];
    await readsDuring(async () => { expect(await listed(t, { page: 60, pageSize: 20, city: '上海' })).toMatchObject(await plain({ page: 60, pageSize: 20, city: '上海' })); }, { long: walked });
    expect(walked.some((q) => /offset/.test(q.sql) && q.parameters.includes(59 * 20)), walked.map((q) => q.sql).join('\n')).toBe(true);
    // Just past the middle, a walk back from the far end as long: marked long too.
    const past = Math.floor(city.total / 40) + 2;
    const back: CompiledQuery[] = [];
    await readsDuring(async () => { expect(await listed(t, { page: past, pageSize: 20, city: '上海' })).toMatchObject(await plain({ page: past, pageSize: 20, city: '上海' })); }, { long: back });
    expect(back.some((q) => /offset/.test(q.sql) && q.parameters.includes(city.total - past * 20)), back.map((q) => `${q.sql} ${q.parameters}`).join('\n')).toBe(true);
    expect(city).toEqual({ ...(await plain({ page: 1, pageSize: 20, city: '上海' })), approx: true });
    // A narrower filter is exact again, and the last page of an estimated list is still the real last page.
    expect(await listed(t, { page: 1, pageSize: 20, city: '上海', status: 0 })).toEqual(await plain({ page: 1, pageSize: 20, city: '上海', status: 0 }));
    const last = Math.ceil(city.total / 20);
    expect(await listed(t, { page: last, pageSize: 20, city: '上海' })).toEqual(await plain({ page: last, pageSize: 20, city: '上海' }));

    // The estimate stands without counting 10,001 rows again while fewer rows were deleted or
    // updated since than it exceeds EXACT_TOTAL by; once more were, the count is exact again —
    // whichever process wrote them, in both processes.
    const seen = await readsDuring(async () => {
      expect(await listed(t, { page: 2, pageSize: 20, city: '上海' })).toMatchObject({ approx: true, total: city.total });
    });
    expect(seen.filter((q) => /"capped"/.test(q.sql))).toEqual([]);
    // The table's counters, asked by the contains filter and by the estimate, are read once in a request.
    expect(seen.filter((q) => /select n, deleted, updated from/.test(q.sql))).toHaveLength(1);
    const inShanghai = () => k().selectFrom(TABLE).select('id').where('city', '=', '上海');
    const below = async () => {
      const exact = await plain({ page: 1, pageSize: 20, city: '上海' });
      expect(exact.total).toBeLessThanOrEqual(EXACT_TOTAL);
      for (const app of [t, other]) expect(await listed(app, { page: 1, pageSize: 20, city: '上海' })).toEqual(exact);
    };
    expect(await listed(other, { page: 1, pageSize: 20, city: '上海' })).toMatchObject({ approx: true });
    const over = (await plain({ page: 1, pageSize: 20, city: '上海' })).total - EXACT_TOTAL;
    await k().updateTable(TABLE).set({ city: '西宁' }).where('id', 'in', inShanghai().orderBy('id').limit(over + 3)).execute();
    await below();
    // Over again (a fresh estimate in each process), then under by deletes.
    await k().updateTable(TABLE).set({ city: '上海' }).where('city', '=', '西宁').execute();
    for (const app of [t, other]) expect(await listed(app, { page: 1, pageSize: 20, city: '上海' })).toEqual({ ...(await plain({ page: 1, pageSize: 20, city: '上海' })), approx: true });
    await k().deleteFrom(TABLE).where('id', 'in', inShanghai().orderBy('id', 'desc').limit(over + 1)).execute();
    await below();
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('an import moving its rows in (PostgreSQL)', () => {
  const FIELDS: Array<[string, FieldSchema]> = [['name', { type: 'string', title: '姓名' }], ['city', { type: 'string', title: '城市' }], ['status', { type: 'integer', title: '状态' }]];
  const QUERIES: Query[] = [{ page: 1, pageSize: 20 }, { page: 3, pageSize: 20, status: 1 }, { page: 2, pageSize: 20, sort: 'age', order: 'desc' }, { page: 1, pageSize: 10, keywords: '王' }, { page: 1, pageSize: 20, city: '海', status: 0 }];
  const same = async () => {
    for (const q of QUERIES) {
      for (const app of [t, other]) {
        const { ids, total } = await listed(app, q);
        expect({ ids, total }, JSON.stringify(q)).toEqual(await plain(q));
      }
    }
  };
  const bounds = async () => (await sql<{ bound: number; xid: number }>`select bound, xid from kp_move_bound where tbl = ${TABLE}`.execute(k())).rows;

  it('lists read below its bound and equal the plain query; another insert waits for the move and shows with it; a bound whose move ended hides nothing', async () => {
    const { top } = await k().selectFrom(TABLE).select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow();
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let reached!: () => void;
    const inMove = new Promise<void>((resolve) => { reached = resolve; });
    const moving = k().connection().execute(async (conn) => {
      const stage = new ImportStage(conn, TABLE, FIELDS, 'postgres', k());
      await stage.create();
      try {
        await stage.add(Array.from({ length: 300 }, (_, i) => ({ name: `导入${i}`, city: '导入城', status: 1 })));
        await conn.transaction().execute(async (trx) => { await stage.moveInto(trx, 1); reached(); await held; });
      } finally {
        await stage.drop();
      }
    });
    await inMove;
    // The bound is the largest id committed when the move began; lists start their scans below it.
    expect((await bounds()).map((b) => Number(b.bound))).toEqual([Number(top)]);
    const [page] = (await readsDuring(() => listed(t, { page: 1, pageSize: 20 }))).filter((q) => /^select \*/.test(q.sql));
    const { rows: [plan] } = await k().executeQuery<{ 'QUERY PLAN': unknown }>({ ...page, sql: `explain (format json) ${page.sql}` });
    expect(JSON.stringify(plan['QUERY PLAN'])).toMatch(/"Index Cond":"\(id <= /);
    await same();
    // Another insert goes in, then waits for the move's count row: nothing commits above the bound meanwhile.
    const inserted = other.request({ method: 'POST', url: '/v1/api/lab/people', token: await other.login(), payload: { name: '等待写入', city: '等待城', status: 1 } });
    await vi.waitFor(async () => {
      const { rows: [waiting] } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like ${`%${TABLE}%`}`.execute(k());
      expect(waiting.n).toBe(1);
    }, { timeout: 5000, interval: 50 });
    await same();
    release();
    await moving;
    const added = await inserted;
    expect(added.body.code, added.body.msg).toBe('00000');
    // The move's commit took its bound with it; the imported rows and the waiting one show at the next list.
    expect(await bounds()).toEqual([]);
    const first = await listed(other, { page: 1, pageSize: 20 });
    expect(first.ids[0]).toBe(added.body.data.id);
    expect((await plain({ page: 1, pageSize: 20 })).ids).toEqual(first.ids);
    expect((await k().selectFrom(TABLE).select((eb) => eb.fn.countAll().as('n')).where('city', '=', '导入城').executeTakeFirstOrThrow()).n).toBe(300);
    await same();

    // A bound left by a move whose transaction ended without committing (a crash, a rollback) hides nothing.
    let ended = 0;
    await k().transaction().execute(async (trx) => {
      ended = Number((await sql<{ xid: number }>`select txid_current() as xid`.execute(trx)).rows[0].xid);
      throw new Error('rolled back');
    }).catch(() => undefined);
    await sql`insert into kp_move_bound (tbl, bound, xid) values (${TABLE}, 0, ${ended})`.execute(k());
    await same();
    expect((await listed(t, { page: 1, pageSize: 20 })).ids.length).toBe(20);
    await sql`delete from kp_move_bound where tbl = ${TABLE}`.execute(k());
    await k().deleteFrom(TABLE).where('city', 'in', ['导入城', '等待城']).execute();
  });
});
