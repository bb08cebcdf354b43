import { type CompiledQuery, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { retryDeadlocked } from '../db/deadlocks.ts';
import { buildTestApp, genericPlan } from '../test/harness.ts';
import { type ListShape, ListPlanner } from './list-planner.ts';
import { admin, dir, isPage, k, readsDuring, ROWS, t, TABLE, useScaleTable } from './list-scale.fixture.ts';

// Issue 12's list paths read through indexes: each kind of list query's plan (SQLite's EXPLAIN QUERY
// PLAN; PostgreSQL's), on the table of list-scale.fixture.ts.
useScaleTable();

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
        // lookup of its total in kp_row_count, a column of a whole table's page, is not its WHERE;
        // nor is leaving out an import's unpublished rows, a test of each id walked).
        const own = text.replace(/\(select n from "kp_row_count" where tbl = \?\)/g, '').replace(/ where not \("id" between coalesce\(\(select lo from "kp_import_pending" where tbl = '\w+'\), 1\) and coalesce\(\(select hi from "kp_import_pending" where tbl = '\w+'\), 0\)\)/g, '');
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

