import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, freshRead, seededRandom, type TestApp } from '../test/harness.ts';
import { EXACT_TOTAL } from './list-planner.ts';
import { ESTIMATE_TTL_MS } from './list-reader.ts';

// A list page is kept across the writes that leave it as it was (ListReader.listJson, Db.kept on
// SQLite, and on PostgreSQL as every process is told the writes): whatever is written — talents added, moved between owners and the pool, changed,
// deleted, a recruiter renamed — the page answered is the page a fresh read gives.
let t: TestApp;
const k = () => t.db.kysely as Kysely<any>;
const CITIES = ['苏州', '昆山', '深圳', '上海'];
let tokens: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = { admin: await t.login(), hr01: await t.login('hr01') };
  ids = Object.fromEntries(await Promise.all(['admin', 'hr01'].map(async (u) => [u, Number((await k().selectFrom('sys_user').select('id').where('username', '=', u).executeTakeFirstOrThrow()).id)])));
  const rows = Array.from({ length: 120 }, (_, i) => ({
    name: `留${i}`, mobile: `1370000${String(i).padStart(4, '0')}`, city: CITIES[i % 4], status: String(i % 3), source: String(1 + (i % 2)), education: '2',
    owner_id: i % 3 === 0 ? null : i % 3 === 1 ? ids.hr01 : ids.admin, created_at: 0, updated_at: 0,
  }));
  await k().insertInto('talent').values(rows).execute();
});
afterAll(async () => { await t.close(); });

/** What `read` answers with no page kept: a fresh read. */
const fresh = <T>(read: () => Promise<T>) => freshRead(t.db, read);

describe('list pages kept across writes', () => {
  it('answer what a fresh read answers, through every kind of write', async () => {
    const next = seededRandom(27);
    const pick = <T>(list: T[]) => list[next(list.length)];
    const query = () => {
      const q: Record<string, string> = { pageSize: '5', page: String(1 + next(3)) };
      if (next(2)) q.status = String(next(3));
      if (next(3) === 0) q.city = pick(['州', '苏州', '深', '山']);
      if (next(4) === 0) q.keywords = pick(['留1', '留2', '13700000']);
      return q;
    };
    const list = async (who: 'admin' | 'hr01', view: string, q: Record<string, string>) => {
      const res = await t.request({ method: 'GET', url: '/v1/api/talents/talents', token: tokens[who], query: { ...q, view } });
      expect(res.body.code, res.body.msg).toBe('00000');
      return res.body.data;
    };
    let serial = 0;
    const writes: Array<() => Promise<unknown>> = [
      () => k().insertInto('talent').values({ name: `新${next(1000)}`, mobile: `1390${String(serial++).padStart(7, '0')}`, city: pick(CITIES), status: String(next(3)), source: '1', education: '2', owner_id: pick([null, ids.hr01, ids.admin]), created_at: 0, updated_at: 0 }).execute(),
      async () => {
        const [row] = await k().selectFrom('talent').select('id').orderBy('id').offset(next(100)).limit(1).execute();
        if (row) await k().updateTable('talent').set({ status: String(next(3)) }).where('id', '=', row.id).execute();
      },
      async () => {
        const [row] = await k().selectFrom('talent').select('id').orderBy('id').offset(next(100)).limit(1).execute();
        if (row) await k().updateTable('talent').set({ owner_id: pick([null, ids.hr01, ids.admin]) }).where('id', '=', row.id).execute();
      },
      async () => {
        const [row] = await k().selectFrom('talent').select('id').orderBy('id').offset(next(100)).limit(1).execute();
        if (row) await k().updateTable('talent').set({ city: pick(CITIES), name: `改${next(100)}` }).where('id', '=', row.id).execute();
      },
      async () => {
        const [row] = await k().selectFrom('talent').select('id').orderBy('id').offset(next(100)).limit(1).execute();
        if (row) await k().deleteFrom('talent').where('id', '=', row.id).execute();
      },
      // Through the API: a recruiter's new talent, and one claimed from the pool.
      () => t.request({ method: 'POST', url: '/v1/api/talents/talents/add', token: tokens.hr01, body: { name: `录${next(1000)}`, mobile: `1360${String(serial++).padStart(7, '0')}`, city: pick(CITIES), status: '0', source: '1', education: '2' } }),
      async () => {
        const [row] = await k().selectFrom('talent').select('id').where('owner_id', 'is', null).limit(1).execute();
        if (row) await t.request({ method: 'POST', url: '/v1/api/talents/talents/claim', token: tokens.hr01, body: { ids: [row.id] } });
      },
      // What a page shows of another table: its owner's name.
      () => k().updateTable('sys_user').set({ nickname: `招聘${next(100)}` }).where('id', '=', ids.hr01).execute(),
    ];
    const seen: Array<[string, string, Record<string, string>]> = [];
    for (let step = 0; step < 300; step++) {
      if (next(3) === 0) await pick(writes)();
      const [who, view] = pick([['hr01', 'mine'], ['hr01', 'pool'], ['admin', 'all'], ['admin', 'pool']] as const);
      // Asked again now and then (one of the last few): a page kept is what is answered.
      const q = seen.length && next(2) ? pick(seen.slice(-6)) : [who, view, query()] as [string, string, Record<string, string>];
      seen.push(q);
      const kept = await list(q[0] as 'admin' | 'hr01', q[1], q[2]);
      expect(kept, JSON.stringify(q)).toEqual(await fresh(() => list(q[0] as 'admin' | 'hr01', q[1], q[2])));
    }
    // Pages were kept and answered.
    expect(t.db.keptTally!()!.hits).toBeGreaterThan(30);
  });
});

describe('list pages kept, when the schemas are loaded again', () => {
  it('are read anew: a screen\'s columns or masks may have changed', async () => {
    const list = () => t.request({ method: 'GET', url: '/v1/api/talents/talents', token: tokens.admin, query: { view: 'all', pageSize: '3' } });
    await list();
    const before = { ...t.db.keptTally!()! };
    await list();
    expect(t.db.keptTally!()!.hits).toBe(before.hits + 1);
    await t.app.engine.reload();
    await list();
    expect(t.db.keptTally!()!).toEqual({ hits: before.hits + 1, misses: before.misses + 1 });
  });
});

describe('list pages with an estimate (more than EXACT_TOTAL rows match)', () => {
  it('are kept until a row their filter admits is written, or until the estimate is ESTIMATE_TTL_MS old', async () => {
    const many = Array.from({ length: EXACT_TOTAL + 300 }, (_, i) => ({
      name: `估${i}`, mobile: `1350${String(i).padStart(7, '0')}`, city: '深圳', status: '1', source: '1', education: '2', owner_id: ids.admin, created_at: 0, updated_at: 0,
    }));
    for (let i = 0; i < many.length; i += 500) await k().insertInto('talent').values(many.slice(i, i + 500)).execute();
    // (One filter: a second would have an index made over the two in the background, whose commit drops every page kept.)
    const query = { view: 'all', city: '深圳', pageSize: '5', page: '2' };
    const list = async () => {
      const res = await t.request({ method: 'GET', url: '/v1/api/talents/talents', token: tokens.admin, query });
      expect(res.body.code, res.body.msg).toBe('00000');
      return res.body.data;
    };
    const tally = () => ({ ...t.db.keptTally!()! });
    const first = await list();
    expect(first.approx).toBe(true);
    expect(first.total).toBeGreaterThan(EXACT_TOTAL);
    // Asked again: the page kept.
    let before = tally();
    expect(await list()).toEqual(first);
    expect(tally()).toEqual({ hits: before.hits + 1, misses: before.misses });
    // A talent the filter does not admit: still kept.
    await k().insertInto('talent').values({ name: '别处', mobile: '13499990001', city: '苏州', status: '1', source: '1', education: '2', owner_id: ids.admin, created_at: 0, updated_at: 0 }).execute();
    before = tally();
    expect(await list()).toEqual(first);
    expect(tally().hits).toBe(before.hits + 1);
    // One it admits (moved to the filter's city): read again, as a fresh read gives it.
    await k().updateTable('talent').set({ city: '深圳' }).where('mobile', '=', '13499990001').execute();
    before = tally();
    const after = await list();
    expect(tally().misses).toBe(before.misses + 1);
    expect(after).toEqual(await fresh(list));
    // Kept again while its estimate is young — once this process has been told of the write (on
    // PostgreSQL the notification may come after the read above, which then keeps nothing); once it
    // is ESTIMATE_TTL_MS old, read again (and its count with it, in the background).
    await expect.poll(async () => {
      const seen = tally();
      const page = await list();
      return tally().hits === seen.hits + 1 && JSON.stringify(page) === JSON.stringify(after);
    }, { timeout: 5000 }).toBe(true);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + ESTIMATE_TTL_MS);
    try {
      before = tally();
      await list();
      expect(tally().misses).toBe(before.misses + 1);
      // Kept again once the count it started has answered, with that count.
      await expect.poll(async () => {
        const seen = tally();
        const page = await list();
        return tally().hits === seen.hits + 1 && JSON.stringify(page) === JSON.stringify(await fresh(list));
      }, { timeout: 10_000 }).toBe(true);
    } finally {
      clock.mockRestore();
    }
  });
});
