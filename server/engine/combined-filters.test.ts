import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp, watchReads } from '../test/harness.ts';
import { insertBatches } from './import-stage.ts';
import { type ListShape, ListPlanner } from './list-planner.ts';
import { FEW_MATCHES, WALK } from './ordered-ids.ts';
import { MAX_COMBINED_INDEXES } from './list-reader.ts';
import { compositeIndex } from './table-sync.ts';

// Issue 27: filters combined on correlated data. A stage concentrates in a few cities, so some
// stage × city pairs are empty; without an index over both, a list's count read one field's whole
// range to find none of the other (and its reads held the workers every other list waits for).
const TABLE = 'lab_combo';
const CITIES = ['上海', '苏州', '深圳', '广州', '成都', '武汉', '天津', '北京'];
const ROWS = 20_000;
let t: TestApp;
let admin: string;
let closeApp: () => Promise<void>;
const k = () => t.db.kysely as Kysely<any>;

/** A test app serving one screen, `schema`, from a folder of its own; `close` removes both. */
async function screenApp(prefix: string, schema: object): Promise<{ app: TestApp; token: string; close(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(folder, 'screen.json'), JSON.stringify(schema));
  const app = await buildTestApp({ schemasDir: folder });
  return { app, token: await app.login(), close: async () => { await app.close(); rmSync(folder, { recursive: true, force: true }); } };
}

beforeAll(async () => {
  ({ app: t, token: admin, close: closeApp } = await screenApp('kp-combo-', {
    kind: 'crud', title: '组合筛选', perms: { query: 'demo:showcase:query' }, api: { list: 'GET /lab/combo' },
    model: { type: 'object', properties: {
      name: { type: 'string', title: '姓名', maxLength: 20 },
      stage: { type: 'integer', title: '阶段', enum: [0, 1, 2, 3, 4, 5] },
      city: { type: 'string', title: '城市', maxLength: 8 },
      joined: { type: 'string', title: '入库日期', maxLength: 10, format: 'date' },
    } },
    search: { fields: ['stage', 'city', 'joined'] }, list: { columns: ['name', 'stage', 'city', 'joined'] }, storage: { table: TABLE },
  }));
  // Stages 0–2 only in the first four cities, 3–5 only in the others.
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const city = i % CITIES.length;
    return { name: `人${i}`, stage: (city < 4 ? 0 : 3) + (i % 3), city: CITIES[city], joined: `202${i % 5}-0${1 + (i % 9)}-1${i % 10}` };
  });
  await insertBatches(k(), TABLE, ['name', 'stage', 'city', 'joined', 'created_at', 'updated_at'], rows, (r) => [r.name, r.stage, r.city, r.joined, 0, 0]);
});
afterAll(() => closeApp());

/** The reads of one list request, each with whether it went as a long read. */
async function reads(query: Record<string, string>): Promise<{ total: number; reads: Array<{ query: CompiledQuery; long: boolean }> }> {
  const seen: Array<{ query: CompiledQuery; long: boolean }> = [];
  const restore = watchReads(t.db, (q, how) => seen.push({ query: q, long: Boolean(how?.long) }));
  try {
    const res = await t.request({ method: 'GET', url: '/v1/api/lab/combo', token: admin, query });
    expect(res.body.code, res.body.msg).toBe('00000');
    // The list's own reads (its page and count), not a contains field's distinct values.
    return { total: res.body.data.total, reads: seen.filter((r) => r.query.sql.includes(TABLE) && r.query.sql.includes('"stage"')) };
  } finally {
    restore();
  }
}

/** The plan of `query` as the database has it: SQLite's EXPLAIN QUERY PLAN, PostgreSQL's run (EXPLAIN ANALYZE, as JSON). */
async function planOf(query: CompiledQuery, app: TestApp): Promise<string> {
  const ak = app.db.kysely as Kysely<any>;
  if (app.db.dialect === 'sqlite') {
    const { rows } = await ak.executeQuery<{ detail: string }>({ ...query, sql: `explain query plan ${query.sql}` });
    return rows.map((r) => r.detail).join('\n');
  }
  const { rows } = await ak.executeQuery<{ 'QUERY PLAN': unknown }>({ ...query, sql: `explain (analyze, format json) ${query.sql}` });
  return JSON.stringify(rows[0]['QUERY PLAN']);
}

/** The largest number of rows any step of a PostgreSQL plan run passed on or dropped (`of` those it dropped). */
const mostRows = (plan: string, of: 'Actual Rows' | 'Rows Removed by Filter') => Math.max(0, ...[...plan.matchAll(new RegExp(`"${of}":\\s*(\\d+)`, 'g'))].map((m) => Number(m[1])));

/**
 * Checks the plan of `query` as the database runs it: SQLite's uses index `name`; PostgreSQL's (run)
 * reads no row it then drops, and passes on at most one (the empty combinations these ask for).
 */
async function expectPlan(query: CompiledQuery, name: string, app = t) {
  const plan = await planOf(query, app);
  if (app.db.dialect === 'sqlite') expect(plan, query.sql).toContain(name);
  else expect(Math.max(mostRows(plan, 'Actual Rows'), mostRows(plan, 'Rows Removed by Filter')), plan).toBeLessThanOrEqual(1);
  return plan;
}

/**
 * The plan of `query` names index `name`; on PostgreSQL, run, a page reads at most `reach` rows
 * anywhere in it and drops none (its ids come in the index's order: neither every match sorted
 * nor the primary key walked testing rows).
 */
async function expectIndexed(query: CompiledQuery, name: string, app: TestApp, reach?: number) {
  const plan = await planOf(query, app);
  expect(plan, query.sql).toContain(name);
  if (app.db.dialect === 'sqlite' || reach === undefined) return plan;
  expect(mostRows(plan, 'Actual Rows'), plan).toBeLessThanOrEqual(reach);
  expect(mostRows(plan, 'Rows Removed by Filter'), plan).toBe(0);
  return plan;
}

const indexExists = async (name: string, app = t) => (app.db.dialect === 'postgres'
  ? (await sql<{ n: number }>`select count(*)::int as n from pg_index where indexrelid = to_regclass(${name}) and indisvalid`.execute(app.db.kysely)).rows[0].n
  : (await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'index' and name = ${name}`.execute(app.db.kysely)).rows[0].n) > 0;

describe('filters combined', () => {
  it('get an index over them the first time they are seen together; until it is there their reads are long', async () => {
    const name = compositeIndex(TABLE, ['stage', 'city'], t.db.dialect);
    expect(await indexExists(name)).toBe(false);
    // An empty combination: stage 4 is never in 上海.
    const first = await reads({ stage: '4', city: '上海', pageSize: '20' });
    expect(first.total).toBe(0);
    expect(first.reads.length).toBeGreaterThan(0);
    expect(first.reads.every((r) => r.long)).toBe(true);
    await expect.poll(() => indexExists(name), { timeout: 10_000 }).toBe(true);
    // Once it is there: short reads, and the same answers (a combination with rows too).
    await expect.poll(async () => (await reads({ stage: '4', city: '上海' })).reads.some((r) => r.long), { timeout: 5_000 }).toBe(false);
    const some = await reads({ stage: '4', city: '成都' });
    const expected = Number((await k().selectFrom(TABLE).select((eb) => eb.fn.countAll().as('n')).where('stage', '=', 4).where('city', '=', '成都').executeTakeFirstOrThrow()).n);
    expect(some.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
  });

  it('are counted from that index, reading nothing for an empty combination (plan test)', async () => {
    const name = compositeIndex(TABLE, ['stage', 'city'], t.db.dialect);
    await expect.poll(() => indexExists(name), { timeout: 10_000 }).toBe(true);
    const { reads: seen } = await reads({ stage: '4', city: '上海' });
    const count = seen.find((r) => /count\(\*\)/i.test(r.query.sql) && /limit/i.test(r.query.sql))!;
    expect(count, seen.map((r) => r.query.sql).join('\n')).toBeDefined();
    expect(await expectPlan(count.query, name)).toContain(name);
  });

  it('page an empty combination by the arms of that index, not by a walk of one field\'s range (plan test)', async () => {
    const name = compositeIndex(TABLE, ['stage', 'city'], t.db.dialect);
    await expect.poll(() => indexExists(name), { timeout: 10_000 }).toBe(true);
    // 州 is in 苏州 and 广州, where stage 4 never is: two arms, each the first ids of a range that is empty.
    const { total, reads: seen } = await reads({ stage: '4', city: '州', page: '2', pageSize: '10' });
    expect(total).toBe(0);
    // The page, with its count beside it (ListShape.counting).
    const page = seen.find((r) => /^select "kp_page"\.\*/i.test(r.query.sql))!;
    expect(page, seen.map((r) => r.query.sql).join('\n')).toBeDefined();
    const plan = await expectPlan(page.query, name);
    expect(plan).toContain(name);
    expect(plan).not.toMatch(/INDEX lab_combo_stage_idx/);
  });

  it('with a range of days after them, get an index ending with that field, and are counted from it (plan test)', async () => {
    const name = compositeIndex(TABLE, ['stage', 'city', 'joined'], t.db.dialect);
    const query = { stage: '4', city: '上海', joined: '2021-01-01,2023-12-31' };
    expect((await reads(query)).total).toBe(0);
    await expect.poll(() => indexExists(name), { timeout: 10_000 }).toBe(true);
    const { reads: seen } = await reads(query);
    const count = seen.find((r) => /count\(\*\)/i.test(r.query.sql) && /limit/i.test(r.query.sql))!;
    await expectPlan(count.query, name);
  });
});

// A view's single values lead the fields filtered together (公海: owner_id is null): an index over
// the search fields alone read a third of a million talents' rows to keep the pool's (issue 27).
describe('filters combined within a view', () => {
  const OWNED = 'lab_combo_owned';
  let owned: TestApp;
  let token: string;
  let closeOwned: () => Promise<void>;
  beforeAll(async () => {
    ({ app: owned, token, close: closeOwned } = await screenApp('kp-combo-owned-', {
      kind: 'crud', title: '组合筛选（有负责人）', perms: { query: 'demo:showcase:query' }, api: { list: 'GET /lab/owned' },
      model: { type: 'object', properties: {
        stage: { type: 'integer', title: '阶段', enum: [0, 1, 2, 3, 4, 5] },
        city: { type: 'string', title: '城市', maxLength: 8 },
        owner_id: { type: 'integer', title: '负责人', 'x-readonly': true },
      } },
      search: { fields: ['stage', 'city'] }, list: { columns: ['stage', 'city', 'owner_id'] },
      views: [{ key: 'mine', label: '我的', filter: { owner_id: '$me' } }, { key: 'pool', label: '公海', filter: { owner_id: null } }],
      storage: { table: OWNED, owner: 'owner_id', pool: true },
    }));
    // A fifth in the pool; stages 0–2 only in the first four cities, 3–5 only in the others.
    const rows = Array.from({ length: ROWS }, (_, i) => ({ stage: (i % CITIES.length < 4 ? 0 : 3) + (i % 3), city: CITIES[i % CITIES.length], owner: i % 5 === 0 ? null : 1 }));
    await insertBatches(owned.db.kysely as Kysely<any>, OWNED, ['stage', 'city', 'owner_id', 'created_at', 'updated_at'], rows, (r) => [r.stage, r.city, r.owner, 0, 0]);
  });
  afterAll(() => closeOwned());

  /** The list's own reads for `query` (its page and count), once they are answered from `name`. */
  async function readsOnceIndexed(query: Record<string, string>, name: string) {
    const seen: CompiledQuery[] = [];
    const generic = new Set<CompiledQuery>();
    const long = new Set<CompiledQuery>();
    const restore = watchReads(owned.db, (q, how) => {
      seen.push(q);
      if (how?.generic) generic.add(q);
      if (how?.long) long.add(q);
    });
    const list = async () => (await owned.request({ method: 'GET', url: '/v1/api/lab/owned', token, query })).body;
    try {
      const first = await list();
      expect(first.code, first.msg).toBe('00000');
      await expect.poll(() => indexExists(name, owned), { timeout: 10_000 }).toBe(true);
      // Until the list knows the index is there (its statistics are made after it), its reads are long.
      await expect.poll(async () => {
        seen.length = 0;
        long.clear();
        await list();
        return seen.some((q) => long.has(q) && q.sql.includes(OWNED) && !/count\(\*\) as "total", \(select/.test(q.sql));
      }, { timeout: 10_000 }).toBe(false);
      seen.length = 0;
      generic.clear();
      const shapes = vi.spyOn(ListPlanner.prototype, 'shape');
      const again = await list();
      const shape = shapes.mock.results.at(-1)!.value as ListShape;
      shapes.mockRestore();
      expect(again.data.total).toBe(first.data.total);
      // The page alone, as it is read when the total needs no count (its estimate stands), and inside the read with its count.
      const { page = '1', pageSize = '10' } = query;
      const alone = shape.page(Number(pageSize), (Number(page) - 1) * Number(pageSize));
      return { body: again, reads: seen.filter((q) => q.sql.includes(OWNED)), generic, alone };
    } finally {
      restore();
    }
  }

  // SQLite orders by an index past `owner_id is null` as past an equality: one index, led by the
  // view's field, serves both views. PostgreSQL does not: the pool's is a partial index of its rows.
  const poolIndex = (columns: string[]) => (owned.db.dialect === 'postgres'
    ? compositeIndex(OWNED, columns, 'postgres', ['owner_id'])
    : compositeIndex(OWNED, ['owner_id', ...columns], 'sqlite'));

  it('get an index led by the view\'s field, and the pool\'s count and page read it (plan test)', async () => {
    const ok = owned.db.kysely as Kysely<any>;
    const name = poolIndex(['stage', 'city']);
    const { body, reads, generic, alone } = await readsOnceIndexed({ view: 'pool', stage: '4', city: '成都', page: '2', pageSize: '5' }, name);
    const expected = Number((await ok.selectFrom(OWNED).select((eb) => eb.fn.countAll().as('n')).where('owner_id', 'is', null).where('stage', '=', 4).where('city', '=', '成都').executeTakeFirstOrThrow()).n);
    expect(body.data.total).toBe(expected);
    expect(expected).toBeGreaterThan(10);
    expect(body.data.list.every((r: { owner_id: unknown; stage: number; city: string }) => r.owner_id === null && r.stage === 4 && r.city === '成都')).toBe(true);
    // The page and its count, read in one statement (ListShape.counting): both from that index,
    // dropping no row; the page alone reads no more than its rows.
    expect(reads.map((q) => q.sql).filter((q) => /^select/i.test(q))).toHaveLength(1);
    const both = reads.find((q) => /^select "kp_page"\.\*/i.test(q.sql) && /count\(\*\)/i.test(q.sql) && /limit 10001/i.test(q.sql))!;
    expect(both, reads.map((q) => q.sql).join('\n')).toBeDefined();
    await expectIndexed(both, name, owned, expected + 10);
    await expectIndexed(alone, name, owned, 10);
    // PostgreSQL plans it once (Db.read's generic): one value per field, in id order, from that index.
    expect(generic.has(both)).toBe(owned.db.dialect === 'postgres');
  });

  it('page the pool with a contains filter matching two values by arms of that index, within the view (plan test)', async () => {
    const ok = owned.db.kysely as Kysely<any>;
    const name = poolIndex(['stage', 'city']);
    // 州: 苏州 and 广州, two arms of the pool's rows at stage 1, each the first ten ids of its range.
    const { body, reads, alone } = await readsOnceIndexed({ view: 'pool', stage: '1', city: '州', page: '2', pageSize: '5' }, name);
    const ids = (await ok.selectFrom(OWNED).select('id').where('owner_id', 'is', null).where('stage', '=', 1).where('city', 'in', ['苏州', '广州'])
      .orderBy('id', 'desc').limit(5).offset(5).execute()).map((r) => Number(r.id));
    expect(ids).toHaveLength(5);
    expect(body.data.list.map((r: { id: number }) => r.id)).toEqual(ids);
    const page = reads.find((q) => /^select "kp_page"\.\*/i.test(q.sql))!;
    expect(page.sql).toMatch(/union all/i);
    expect(alone.sql).toMatch(/union all/i);
    await expectIndexed(alone, name, owned, 20);
  });

  it('the pool\'s pages alone are read in id order from an index of its rows (plan test)', async () => {
    const ok = owned.db.kysely as Kysely<any>;
    // SQLite's index on owner_id (then its rowid) serves them from the start.
    const name = owned.db.dialect === 'postgres' ? poolIndex([]) : `${OWNED}_owner_id_idx`;
    const { body, reads, alone } = await readsOnceIndexed({ view: 'pool', page: '30', pageSize: '20' }, name);
    const ids = (await ok.selectFrom(OWNED).select('id').where('owner_id', 'is', null).orderBy('id', 'desc').limit(20).offset(580).execute()).map((r) => Number(r.id));
    expect(body.data.list.map((r: { id: number }) => r.id)).toEqual(ids);
    const page = reads.find((q) => /^select "kp_page"\.\*/i.test(q.sql))!;
    expect(page, reads.map((q) => q.sql).join('\n')).toBeDefined();
    await expectIndexed(page, name, owned);
    await expectIndexed(alone, name, owned, 600);
  });
});

// Filters combined with a range of days, and the same without it. Each gets an index of its own:
// past a field it does not fix an index's entries are not in id order, so the index made for
// (stage, city, joined) sorted every match of a stage × city to page it (22.7 ms a page in the
// bench). And PostgreSQL must know how stage and city go together — statistics over all three keep
// no common combinations (the days spread them), and without those of stage and city its planner
// took an empty stage × city for 1/48 of the rows and walked the primary key for a page of it: a
// million rows read in the bench. Days go with ids here, as they do where rows are added as days
// pass (issue 27).
describe('filters combined with a range of days over them', () => {
  const DAYS = 'lab_combo_days';
  let days: TestApp;
  let token: string;
  let closeDays: () => Promise<void>;
  const dk = () => days.db.kysely as Kysely<any>;
  const list = async (query: Record<string, string>) => (await days.request({ method: 'GET', url: '/v1/api/lab/days', token, query })).body;
  beforeAll(async () => {
    ({ app: days, token, close: closeDays } = await screenApp('kp-combo-days-', {
      kind: 'crud', title: '组合筛选（日期）', perms: { query: 'demo:showcase:query' }, api: { list: 'GET /lab/days' },
      model: { type: 'object', properties: {
        stage: { type: 'integer', title: '阶段', enum: [0, 1, 2, 3, 4, 5] },
        city: { type: 'string', title: '城市', maxLength: 8 },
        joined: { type: 'string', title: '入库日期', maxLength: 10, format: 'date' },
      } },
      search: { fields: ['stage', 'city', 'joined'] }, list: { columns: ['stage', 'city', 'joined'] }, storage: { table: DAYS },
    }));
    // Stages 0–2 only in the first four cities, 3–5 only in the others; six years of days, in id order.
    const rows = Array.from({ length: ROWS }, (_, i) => ({ stage: (i % CITIES.length < 4 ? 0 : 3) + (i % 3), city: CITIES[i % CITIES.length], joined: new Date(Date.UTC(2020, 0, 1) + Math.floor((i * 2190) / ROWS) * 86_400_000).toISOString().slice(0, 10) }));
    await insertBatches(dk(), DAYS, ['stage', 'city', 'joined', 'created_at', 'updated_at'], rows, (r) => [r.stage, r.city, r.joined, 0, 0]);
    if (days.db.dialect === 'postgres') await sql`analyze ${sql.table(DAYS)}`.execute(dk());
  });
  afterAll(() => closeDays());

  /**
   * The list's answer to `query` once its reads are short (its indexes made, and on PostgreSQL their
   * statistics read): with its page read beside its count (ListShape.counting), and its page alone.
   */
  async function readsOnceShort(query: Record<string, string>) {
    const seen: Array<{ query: CompiledQuery; long: boolean }> = [];
    const restore = watchReads(days.db, (q, how) => seen.push({ query: q, long: Boolean(how?.long) }));
    let body: { code: string; msg: string; data: { total: number; list: Array<{ id: number }> } } | undefined;
    try {
      await expect.poll(async () => {
        seen.length = 0;
        body = await list(query);
        expect(body!.code, body!.msg).toBe('00000');
        return seen.some((r) => r.long && r.query.sql.includes(DAYS));
      }, { timeout: 10_000 }).toBe(false);
    } finally {
      restore();
    }
    const page = seen.find((r) => /^select "kp_page"\.\*/i.test(r.query.sql));
    expect(page, seen.map((r) => r.query.sql).join('\n')).toBeDefined();
    const shapes = vi.spyOn(ListPlanner.prototype, 'shape');
    await list(query);
    const shape = shapes.mock.results.at(-1)!.value as ListShape;
    shapes.mockRestore();
    const { page: at = '1', pageSize = '10' } = query;
    return { body: body!, page: page!.query, alone: shape.page(Number(pageSize), (Number(at) - 1) * Number(pageSize)) };
  }

  it('page an empty stage × city from an index over those two, not the one made for them and a range of days, reading nothing (plan test)', async () => {
    const ranged = compositeIndex(DAYS, ['stage', 'city', 'joined'], days.db.dialect);
    const name = compositeIndex(DAYS, ['stage', 'city'], days.db.dialect);
    expect((await list({ stage: '4', city: '上海', joined: '2021-01-01,2023-12-31' })).data.total).toBe(0);
    await expect.poll(() => indexExists(ranged, days), { timeout: 10_000 }).toBe(true);
    const { body, page } = await readsOnceShort({ stage: '4', city: '上海' });
    expect(body.data.total).toBe(0);
    expect(await indexExists(name, days)).toBe(true);
    expect(await expectPlan(page, name, days)).toContain(name);
  });

  it('page a stage × city with rows in id order from that index, sorting none of them (plan test)', async () => {
    const name = compositeIndex(DAYS, ['stage', 'city'], days.db.dialect);
    const { body, alone } = await readsOnceShort({ stage: '3', city: '成都', page: '2', pageSize: '10' });
    const matches = dk().selectFrom(DAYS).where('stage', '=', 3).where('city', '=', '成都');
    const total = Number((await matches.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(total).toBeGreaterThan(20);
    expect(body.data.total).toBe(total);
    expect(body.data.list.map((r) => Number(r.id))).toEqual((await matches.select('id').orderBy('id', 'desc').limit(10).offset(10).execute()).map((r) => Number(r.id)));
    // SQLite: from that index, no sort. PostgreSQL: no more than the page's 20 ids read (from that
    // index, or by a short walk of the primary key where the matches are dense), none sorted.
    const plan = await planOf(alone, days);
    if (days.db.dialect === 'sqlite') {
      expect(plan).toContain(name);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    } else expect(mostRows(plan, 'Actual Rows'), plan).toBeLessThanOrEqual(20);
  });

  // PostgreSQL took the matches of old days for spread over the ids and walked the primary key from
  // the newest row to page them: the walk is bounded (WALK rows), then the matches read from the index.
  it('page old days in id order reading at most WALK rows beyond the matches (plan test)', async () => {
    const name = compositeIndex(DAYS, ['stage', 'joined'], days.db.dialect);
    const matching = (joined: [string, string?]) => {
      const q = dk().selectFrom(DAYS).where('stage', '=', 0).where('joined', '>=', joined[0]);
      return joined[1] ? q.where('joined', '<=', joined[1]) : q;
    };
    const ids = async (joined: [string, string?], limit: number, offset: number) => (await matching(joined).select('id').orderBy('id', 'desc').limit(limit).offset(offset).execute()).map((r) => Number(r.id));
    // Three years of stage 0: more than FEW_MATCHES, none among the newest WALK rows.
    const old: [string, string] = ['2020-01-01', '2022-12-31'];
    const { body, page, alone } = await readsOnceShort({ stage: '0', joined: old.join(','), page: '2', pageSize: '10' });
    const total = Number((await matching(old).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(total).toBeGreaterThan(FEW_MATCHES);
    expect(body.data.total).toBe(total);
    expect(body.data.list.map((r) => Number(r.id))).toEqual(await ids(old, 10, 10));
    // (PostgreSQL may read stage's own index and test the days: the bounds hold either way.)
    for (const plan of [await planOf(page, days), await planOf(alone, days)]) {
      if (days.db.dialect === 'sqlite') expect(plan).toContain(name);
      else {
        expect(mostRows(plan, 'Rows Removed by Filter'), plan).toBeLessThanOrEqual(WALK);
        expect(mostRows(plan, 'Actual Rows'), plan).toBeLessThanOrEqual(Math.max(WALK, total));
      }
    }
    // From 2022 on: many matches among the newest rows, which the walk finds.
    const recent: [string] = ['2022-01-01'];
    const answer = await readsOnceShort({ stage: '0', joined: '2022-01-01,', pageSize: '10' });
    expect(answer.body.data.list.map((r) => Number(r.id))).toEqual(await ids(recent, 10, 0));
    if (days.db.dialect === 'postgres') {
      const plan = await planOf(answer.alone, days);
      expect(Math.max(mostRows(plan, 'Actual Rows'), mostRows(plan, 'Rows Removed by Filter')), plan).toBeLessThanOrEqual(WALK);
    }
  });
});

// A table gets at most MAX_COMBINED_INDEXES indexes over filters combined; past them, a combination
// is answered by one leading with its fields (its count reads only its matches), not by a walk of
// one field's range with its reads long.
describe('filters combined once the table has all the indexes it gets', () => {
  const MANY = 'lab_combo_many';
  const FIELDS = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'];
  let many: TestApp;
  let token: string;
  let closeMany: () => Promise<void>;
  beforeAll(async () => {
    ({ app: many, token, close: closeMany } = await screenApp('kp-combo-many-', {
      kind: 'crud', title: '组合筛选（多字段）', perms: { query: 'demo:showcase:query' }, api: { list: 'GET /lab/many' },
      model: { type: 'object', properties: Object.fromEntries(FIELDS.map((f) => [f, { type: 'integer', title: f, enum: [0, 1, 2] }])) },
      search: { fields: FIELDS }, list: { columns: FIELDS }, storage: { table: MANY },
    }));
    // Every combination of values once (3^6 rows).
    const rows = Array.from({ length: 3 ** FIELDS.length }, (_, i) => ({ values: FIELDS.map((_f, k) => Math.floor(i / 3 ** k) % 3) }));
    await insertBatches(many.db.kysely as Kysely<any>, MANY, [...FIELDS, 'created_at', 'updated_at'], rows, (r) => [...(r.values as number[]), 0, 0]);
  });
  afterAll(() => closeMany());

  /** The list's own reads for `fields` (each = 1), and whether any went as a long read. */
  async function readsOf(fields: string[]): Promise<{ long: boolean; queries: CompiledQuery[] }> {
    const queries: CompiledQuery[] = [];
    let long = false;
    const restore = watchReads(many.db, (q, how) => {
      if (!q.sql.includes(MANY)) return;
      queries.push(q);
      long ||= Boolean(how?.long);
    });
    try {
      const body = (await many.request({ method: 'GET', url: '/v1/api/lab/many', token, query: Object.fromEntries(fields.map((f) => [f, '1'])) })).body;
      expect(body.code, body.msg).toBe('00000');
      expect(body.data.total).toBe(3 ** (FIELDS.length - fields.length));
    } finally {
      restore();
    }
    expect(queries.length).toBeGreaterThan(0);
    return { long, queries };
  }

  it('answers a pair from a triple leading with it, and one no index leads with as long reads (plan test)', async () => {
    const triples = FIELDS.flatMap((a, i) => FIELDS.slice(i + 1).flatMap((b, j) => FIELDS.slice(i + j + 2).map((c) => [a, b, c])));
    expect(triples).toHaveLength(20);
    for (const triple of triples.slice(0, MAX_COMBINED_INDEXES)) {
      await readsOf(triple);
      await expect.poll(() => indexExists(compositeIndex(MANY, triple, many.db.dialect), many), { timeout: 10_000 }).toBe(true);
    }
    // The cap reached: a pair is answered from a triple it leads (f1, f2, f3 … f6), not from an index of its own.
    await expect.poll(async () => (await readsOf(['f1', 'f2'])).long, { timeout: 10_000 }).toBe(false);
    const count = (await readsOf(['f1', 'f2'])).queries.find((q) => /count\(\*\)/i.test(q.sql));
    expect(count).toBeDefined();
    if (many.db.dialect === 'sqlite') expect(await planOf(count!, many)).toMatch(new RegExp(`${MANY}_f1_f2_f[3-6]_idx`));
    expect(await indexExists(compositeIndex(MANY, ['f1', 'f2'], many.db.dialect), many)).toBe(false);
    // (f5, f6), which no index made leads with: long reads, and no index made for it either.
    expect((await readsOf(['f5', 'f6'])).long).toBe(true);
    expect(await indexExists(compositeIndex(MANY, ['f5', 'f6'], many.db.dialect), many)).toBe(false);
  });
});
