import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO_PASSWORD, type TestApp, userWithPerms, watchReads } from '../test/harness.ts';
import { DataScope } from '../services/data-scope.ts';
import { bucketOf, daysOf } from './record-stats.ts';

// Issue 28: chart screens' figures (GET /stats/{component}) are the records' own, within the
// caller's data scope, in the range asked for — what a plain GROUP BY over the table says.
let t: TestApp;
let admin: string;
let hr01: string;
const k = () => t.db.kysely as Kysely<any>;
const DAY = 86_400_000;
const day = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const midnight = (d: string) => new Date(`${d}T00:00:00`).getTime();
const stats = async (token: string, component: string, query: Record<string, string> = {}) => t.request({ method: 'GET', url: `/v1/api/stats/${component}`, token, query });

/** A seeded random sequence, so a failure is the same on every run. */
function random(seed: number) {
  let s = seed;
  return () => { s = (s * 1_103_515_245 + 12_345) % 2 ** 31; return s / 2 ** 31; };
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  hr01 = await t.login('hr01');
  // Talents over forty days, by admin (unowned: the pool) and by hr01 (theirs), some deleted, some
  // moved to the pool and claimed back: the figures must follow every kind of write.
  const next = random(28);
  const made: Array<{ id: number; by: string }> = [];
  for (let i = 0; i < 60; i++) {
    const by = next() < 0.5 ? admin : hr01;
    const res = await t.request({ method: 'POST', url: '/v1/api/talents/talents/add', token: by, payload: { name: `统计${i}`, mobile: `139${String(10_000_000 + i)}`, status: '0', source: String(1 + Math.floor(next() * 7)) } });
    expect(res.body.code, res.body.msg).toBe('00000');
    const { id } = await k().selectFrom('talent').select('id').where('name', '=', `统计${i}`).executeTakeFirstOrThrow();
    made.push({ id: Number(id), by });
    // Made on one of forty days (the test's clock stands still; tokens would not outlive forty days).
    await k().updateTable('talent').set({ created_at: Date.UTC(2026, 9, 1, 3, 0, 0) + Math.floor(next() * 40) * DAY + Math.floor(next() * 20) * 3_600_000 }).where('id', '=', id).execute();
  }
  const gone = new Set<number>();
  for (const { id } of made.filter(() => next() < 0.15)) {
    const res = await t.request({ method: 'DELETE', url: `/v1/api/talents/talents/delete/${id}`, token: admin });
    expect(res.body.code, res.body.msg).toBe('00000');
    gone.add(id);
  }
  // Then a random sequence of the other writes users make: status and source moves (edits), a
  // talent put in the pool (公开), claimed from it (认领), transferred to a colleague (转移).
  const users = Object.fromEntries((await k().selectFrom('sys_user').select(['id', 'username']).where('username', 'in', ['admin', 'hr01']).execute()).map((u) => [u.username, Number(u.id)]));
  const act = async (token: string, key: string, ids: number[], form: object = {}) => t.request({ method: 'POST', url: `/v1/api/actions/talents/list/${key}`, token, payload: { ids, form } });
  const kinds = { edit: 0, release: 0, claim: 0, transfer: 0 };
  for (let step = 0; step < 80; step++) {
    const live = made.filter((m) => !gone.has(m.id));
    const { id } = live[Math.floor(next() * live.length)];
    const row = await k().selectFrom('talent').select(['owner_id']).where('id', '=', id).executeTakeFirstOrThrow();
    const owner = row.owner_id === null ? null : Number(row.owner_id);
    const roll = next();
    let res;
    if (roll < 0.35) {
      res = await t.request({ method: 'POST', url: `/v1/api/talents/talents/edit/${id}`, token: admin, payload: { status: String(Math.floor(next() * 3)), source: String(1 + Math.floor(next() * 7)) } });
      kinds.edit++;
    } else if (owner !== null && roll < 0.55) {
      res = await act(owner === users.hr01 ? hr01 : admin, 'release', [id], { reason: '随机放入公海' });
      kinds.release++;
    } else if (owner === null && roll < 0.8) {
      res = await act(next() < 0.5 ? hr01 : admin, 'claim', [id]);
      kinds.claim++;
    } else {
      res = await act(admin, 'transfer', [id], { to: next() < 0.5 ? users.hr01 : users.admin, reason: '随机转移' });
      kinds.transfer++;
    }
    expect(res.body.code, `${JSON.stringify(kinds)} ${res.body.msg}`).toBe('00000');
  }
  expect(Object.values(kinds).every((n) => n > 0), JSON.stringify(kinds)).toBe(true);
});
afterAll(async () => { await t.close(); });

describe('GET /stats/{component}', () => {
  it('opens on the range the records span with the data preset: from the first to the last, for each caller in their scope (issue 58)', async () => {
    const pie = t.app.engine.charts.get('dashboard/pie')!;
    const was = pie.schema!.range;
    pie.schema!.range = { default: 'data' };
    try {
      const span = async (owners?: Array<number | null>) => {
        let q = k().selectFrom('talent').select((eb) => [eb.fn.min('created_at').as('lo'), eb.fn.max('created_at').as('hi')]);
        if (owners) q = q.where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', 'in', owners.filter((o): o is number => o !== null))]));
        const { lo, hi } = await q.executeTakeFirstOrThrow();
        return { from: day(Number(lo)), to: day(Number(hi)) };
      };
      const all = await stats(admin, 'dashboard/pie');
      expect(all.body.code, all.body.msg).toBe('00000');
      expect({ from: all.body.data.from, to: all.body.data.to }).toEqual(await span());
      // The talents were made over forty days that all lie before the test's clock's last 30 days.
      expect(all.body.data.series[0].total).toBe(Number((await k().selectFrom('talent').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));
      const hr = Number((await k().selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow()).id);
      const mine = await stats(hr01, 'dashboard/pie');
      expect({ from: mine.body.data.from, to: mine.body.data.to }).toEqual(await span([hr]));
      // A range asked for is the range answered.
      expect((await stats(admin, 'dashboard/pie', { from: '2026-10-05', to: '2026-10-06' })).body.data).toMatchObject({ from: '2026-10-05', to: '2026-10-06' });
    } finally {
      pie.schema!.range = was;
    }
  });

  it('counts what a GROUP BY over the table counts, per group and in all, in the range asked for', async () => {
    for (const [from, to] of [['2026-10-01', '2026-11-12'], ['2026-10-10', '2026-10-20'], ['2026-10-15', '2026-10-15']]) {
      const res = await stats(admin, 'dashboard/pie', { from, to });
      expect(res.body.code, res.body.msg).toBe('00000');
      const expected = await k().selectFrom('talent').select(['source', (eb) => eb.fn.countAll().as('n')])
        .where('created_at', '>=', midnight(from)).where('created_at', '<', midnight(to) + DAY).groupBy('source').execute();
      const [series] = res.body.data.series;
      expect(Object.fromEntries(series.points.map((p: { key: string; value: number }) => [p.key, p.value])), `${from}–${to}`)
        .toEqual(Object.fromEntries(expected.map((r) => [String(r.source ?? ''), Number(r.n)])));
      expect(series.total).toBe(expected.reduce((n, r) => n + Number(r.n), 0));
      // Labelled from the dictionary (抖音, 公众号 …).
      if (series.points.length) expect(series.points.every((p: { label: string }) => /[\u4e00-\u9fa5]/.test(p.label))).toBe(true);
    }
  });

  it('counts the talents per department of their owner, the pool apart, as a GROUP BY does after the moves, claims and transfers', async () => {
    const [from, to] = ['2026-10-01', '2026-11-12'];
    const res = await stats(admin, 'dashboard/bar', { from, to });
    expect(res.body.code, res.body.msg).toBe('00000');
    const expected = await k().selectFrom('talent').leftJoin('sys_user', 'sys_user.id', 'talent.owner_id')
      .select([(eb) => eb.fn.coalesce('sys_user.dept_id', eb.val(-1)).as('dept'), 'talent.owner_id', (eb) => eb.fn.countAll().as('n')])
      .where('talent.created_at', '>=', midnight(from)).where('talent.created_at', '<', midnight(to) + DAY).groupBy(['sys_user.dept_id', 'talent.owner_id']).execute();
    const byDept = new Map<string, number>();
    for (const r of expected) {
      const key = r.owner_id === null ? '' : Number(r.dept) === -1 ? '' : String(r.dept);
      byDept.set(key, (byDept.get(key) ?? 0) + Number(r.n));
    }
    const talents = (res.body.data.series as Array<{ key: string; points: Array<{ key: string; value: number }> }>).find((s) => s.key === 'talents')!;
    expect(Object.fromEntries(talents.points.map((p) => [p.key, p.value]))).toEqual(Object.fromEntries(byDept));
  });

  it('gives each group its English label where there is one: the dictionary\'s, and the server\'s own words', async () => {
    const pie = await stats(admin, 'dashboard/pie', { from: '2026-10-01', to: '2026-11-12' });
    const english = new Map((await k().selectFrom('sys_dict_item').select(['value', 'name_en']).where('type_code', '=', 'talent_source').execute()).map((r) => [String(r.value), r.name_en]));
    const points = pie.body.data.series[0].points as Array<{ key: string; label_en?: string }>;
    expect(points.length).toBeGreaterThan(0);
    for (const p of points) expect(p.label_en, p.key).toBe(p.key ? english.get(p.key) : 'Not filled');
    // The departments' chart names the pool (and owners without a department) in both languages.
    const inRange = await k().selectFrom('talent').select(['id', 'owner_id']).where('created_at', '>=', midnight('2026-10-01')).where('created_at', '<', midnight('2026-11-12')).executeTakeFirstOrThrow();
    await k().updateTable('talent').set({ owner_id: null }).where('id', '=', inRange.id).execute();
    const bar = await stats(admin, 'dashboard/bar', { from: '2026-10-01', to: '2026-11-12' });
    const own = (bar.body.data.series as Array<{ points: Array<{ label: string; label_en?: string }> }>).flatMap((s) => s.points).filter((p) => ['公海', '无部门'].includes(p.label));
    await k().updateTable('talent').set({ owner_id: inRange.owner_id }).where('id', '=', inRange.id).execute();
    expect(own.length).toBeGreaterThan(0);
    for (const p of own) expect(p.label_en).toBe(p.label === '公海' ? 'Pool' : 'No department');
  });

  it('gives a recruiter the figures of their own scope (theirs and the pool\'s), not everyone\'s', async () => {
    const range = { from: '2026-09-01', to: '2026-11-12' };
    const res = await stats(hr01, 'dashboard/pie', range);
    expect(res.body.code, res.body.msg).toBe('00000');
    const { id } = await k().selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow();
    const counted = (scoped: boolean) => k().selectFrom('talent').select((eb) => eb.fn.countAll().as('n'))
      .$if(scoped, (q) => q.where((eb) => eb.or([eb('owner_id', '=', id), eb('owner_id', 'is', null)])))
      .where('created_at', '>=', midnight(range.from)).where('created_at', '<', midnight(range.to) + DAY).executeTakeFirstOrThrow();
    const [mine, everyone] = [Number((await counted(true)).n), Number((await counted(false)).n)];
    expect(res.body.data.series[0].total).toBe(mine);
    expect(mine).toBeLessThan(everyone);
    expect((await stats(admin, 'dashboard/pie', range)).body.data.series[0].total).toBe(everyone);
  });

  it('gives a manager their department\'s figures (its people\'s records and the pool\'s), admin everyone\'s', async () => {
    const { dept_id: dept } = await k().selectFrom('sys_user').select('dept_id').where('username', '=', 'hr01').executeTakeFirstOrThrow();
    const { name } = await k().selectFrom('sys_dept').select('name').where('id', '=', dept).executeTakeFirstOrThrow();
    await userWithPerms(t, 'statmanager', ['stat:pie:query'], { scope: DataScope.DEPT, dept: name });
    const manager = await t.login('statmanager', DEMO_PASSWORD);
    const range = { from: '2026-09-01', to: '2026-11-12' };
    const people = (await k().selectFrom('sys_user').select('id').where('dept_id', '=', dept).execute()).map((u) => Number(u.id));
    const expected = await k().selectFrom('talent').select(['source', (eb) => eb.fn.countAll().as('n')])
      .where((eb) => eb.or([eb('owner_id', 'in', people), eb('owner_id', 'is', null)]))
      .where('created_at', '>=', midnight(range.from)).where('created_at', '<', midnight(range.to) + DAY).groupBy('source').execute();
    const res = await stats(manager, 'dashboard/pie', range);
    expect(res.body.code, res.body.msg).toBe('00000');
    expect(Object.fromEntries(res.body.data.series[0].points.map((p: { key: string; value: number }) => [p.key, p.value])))
      .toEqual(Object.fromEntries(expected.map((r) => [String(r.source ?? ''), Number(r.n)])));
    const everyone = (await stats(admin, 'dashboard/pie', range)).body.data.series[0].total;
    expect(res.body.data.series[0].total).toBeLessThan(everyone);
  });

  it('buckets days, weeks and months with every bucket of the range there', async () => {
    const range = { from: '2026-10-01', to: '2026-10-31' };
    expect(daysOf(range)).toHaveLength(31);
    expect(bucketOf('2026-10-15', '$week')).toBe('2026-10-12');
    expect(bucketOf('2026-10-15', '$month')).toBe('2026-10');
    const res = await stats(admin, 'dashboard/apply', range);
    expect(res.body.code, res.body.msg).toBe('00000');
    expect(res.body.data.series).toHaveLength(7);
    for (const s of res.body.data.series) expect(s.points.map((p: { key: string }) => p.key)).toEqual(daysOf(range));
  });

  it('refuses a range that is not two days in order, or too long, and a caller without the chart\'s permission', async () => {
    for (const query of <Array<Record<string, string>>>[{ from: '2026-10-05', to: '2026-10-01' }, { from: '2026-10-01' }, { from: '2026-13-01', to: '2026-13-02' }, { from: '2020-01-01', to: '2026-01-01' }]) {
      const res = await stats(admin, 'dashboard/pie', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.msg).toMatch(/日期范围/);
    }
    const ops = await t.login('ops01');
    const denied = await stats(ops, 'dashboard/pie');
    expect(denied.status).toBe(403);
    expect(denied.body.msg).toContain('stat:pie:query');
    expect((await stats(admin, 'dashboard/nothing')).status).toBe(404);
  });

  it('serves the six charts with their default range', async () => {
    for (const chart of ['bar', 'apply', 'report', 'funnel', 'pie', 'radar']) {
      const res = await stats(admin, `dashboard/${chart}`);
      expect(res.body.code, `${chart}: ${res.body.msg}`).toBe('00000');
      expect(res.body.data.from <= res.body.data.to).toBe(true);
      expect(res.body.data.to).toBe(day(t.clock.now));
    }
    // The funnel: one figure per step.
    const funnel = await stats(admin, 'dashboard/funnel', { from: '2026-10-01', to: '2026-11-12' });
    expect(funnel.body.data.series.map((s: { key: string }) => s.key)).toEqual(['talents', 'applies', 'interviews', 'hires', 'signed']);
  });
});

describe('a seventh chart', () => {
  it('is added as a JSON file only, and served once the running server has seen it (hot reload)', async () => {
    const { cpSync, mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { SCHEMAS_DIR } = await import('../../schemas/files.ts');
    const dir = mkdtempSync(join(tmpdir(), 'kp-charts-'));
    cpSync(SCHEMAS_DIR, dir, { recursive: true, filter: (src) => !src.includes('fixtures') && !src.endsWith('.ts') });
    const watched = await buildTestApp({ schemasDir: dir, watchSchemas: true });
    try {
      const token = await watched.login();
      const ask = () => watched.request({ method: 'GET', url: '/v1/api/stats/dashboard/contracts', token, query: { from: '2026-01-01', to: '2026-12-31' } });
      expect((await ask()).status).toBe(404);
      // 合同签署量按月: signed contracts per month — an analyst's file, nothing else.
      writeFileSync(join(dir, 'dashboard', 'contracts.json'), JSON.stringify({
        kind: 'chart', title: '合同签署量', perms: { query: 'stat:report:query' }, chart: { type: 'line', by: '$month' },
        stats: [{ key: 'signed', title: '已签署', over: 'talents/contractList', time: 'signed_at', where: { status: '1' } }],
      }));
      await expect.poll(async () => (await ask()).status, { timeout: 5000, interval: 100 }).toBe(200);
      const res = await ask();
      expect(res.body.data.series[0].points.map((p: { key: string }) => p.key)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12']);
      const signed = await (watched.db.kysely as Kysely<any>).selectFrom('talents_contract_sign').select((eb) => eb.fn.countAll().as('n')).where('status', '=', '1')
        .where('signed_at', '>=', '2026-01-01').where('signed_at', '<=', '2026-12-31 23:59:59').executeTakeFirstOrThrow();
      expect(res.body.data.series[0].total).toBe(Number(signed.n));
      // And its screen: GET /screens serves the chart schema to the console.
      const schema = await watched.request({ method: 'GET', url: '/v1/api/screens/dashboard/contracts', token });
      expect(schema.body.data.schema.kind).toBe('chart');
    } finally {
      await watched.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the home\'s figures (stats/homeToday)', () => {
  it('are a recruiter\'s own scope, equal to what their lists count, and only of screens they may open', async () => {
    const today = day(t.clock.now);
    const res = await stats(hr01, 'homeToday', { from: '2026-10-01', to: '2026-11-12' });
    expect(res.body.code, res.body.msg).toBe('00000');
    const figure = (key: string) => res.body.data.series.find((s: { key: string }) => s.key === key)?.total;
    // 新增人才: every talent hr01's list shows (theirs and the pool's) made in the range, read page by page from the list API.
    // Theirs are the 我的人才 tab, the pool's the 公海 tab: the two views, which do not overlap.
    const shown: Array<{ created_at: number }> = [];
    for (const view of ['mine', 'pool']) {
      for (let page = 1, seen = 0; ; page++) {
        const list = await t.request({ method: 'GET', url: '/v1/api/talents/talents', token: hr01, query: { view, page: String(page), pageSize: '100' } });
        expect(list.body.code, list.body.msg).toBe('00000');
        shown.push(...list.body.data.list);
        seen += list.body.data.list.length;
        if (seen >= list.body.data.total || !list.body.data.list.length) break;
      }
    }
    expect(figure('talents')).toBe(shown.filter((r) => r.created_at >= midnight('2026-10-01') && r.created_at < midnight('2026-11-12') + DAY).length);
    expect(figure('talents')).toBeGreaterThan(0);
    // Finance's backlog is not a recruiter's to see: they may not open those screens.
    expect(figure('recharges')).toBeUndefined();
    expect(figure('payroll')).toBeUndefined();
    // Finance sees theirs, and no talent figures.
    const finance = await stats(await t.login('finance01'), 'homeToday', { from: today, to: today });
    const keys = finance.body.data.series.map((s: { key: string }) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['recharges', 'payroll']));
    expect(keys).not.toContain('talents');
    const waiting = await k().selectFrom('finance_recharge').select((eb) => eb.fn.countAll().as('n')).where('status', '=', '0').executeTakeFirstOrThrow();
    expect(finance.body.data.series.find((s: { key: string }) => s.key === 'recharges').total).toBe(Number(waiting.n));
  });
});

describe('a statistic\'s daily summary', () => {
  /** The summary rows and records a request read (its queries, as sent). */
  const spy = () => {
    const seen: Array<{ sql: string; parameters: readonly unknown[] }> = [];
    return { seen, restore: watchReads(t.db, (q) => seen.push(q)) };
  };
  const pieMatches = async (range: { from: string; to: string }) => {
    const res = await stats(admin, 'dashboard/pie', range);
    expect(res.body.code, res.body.msg).toBe('00000');
    const expected = await k().selectFrom('talent').select(['source', (eb) => eb.fn.countAll().as('n')])
      .where('created_at', '>=', midnight(range.from)).where('created_at', '<', midnight(range.to) + DAY).groupBy('source').execute();
    const [series] = res.body.data.series;
    expect(Object.fromEntries(series.points.map((p: { key: string; value: number }) => [p.key, p.value])), `${range.from}–${range.to}`)
      .toEqual(Object.fromEntries(expected.map((r) => [String(r.source ?? ''), Number(r.n)])));
    expect(series.total).toBe(expected.reduce((n, r) => n + Number(r.n), 0));
  };

  it('is made the first time a statistic is asked for; then the chart reads it, not the records, and says what a GROUP BY says after any write', async () => {
    expect((await stats(admin, 'dashboard/pie', { from: '2026-10-01', to: '2026-10-31' })).body.code).toBe('00000');
    const made = async () => (await k().selectFrom('stat_rollup_def').select('id').where('table_name', '=', 'talent').execute()).length;
    await expect.poll(made, { timeout: 10_000 }).toBeGreaterThan(0);
    // Wait for this process to know it (the build's promise settles after the row is there).
    await expect.poll(async () => {
      const { seen, restore } = spy();
      try { await stats(admin, 'dashboard/pie', { from: '2026-10-01', to: '2026-10-31' }); } finally { restore(); }
      return seen.some((q) => q.sql.includes('"stat_rollup"'));
    }, { timeout: 10_000 }).toBe(true);
    const { seen, restore } = spy();
    try {
      for (const range of [{ from: '2026-10-01', to: '2026-11-12' }, { from: '2026-10-10', to: '2026-10-20' }, { from: '2026-10-15', to: '2026-10-15' }]) await pieMatches(range);
    } finally { restore(); }
    expect(seen.filter((q) => q.sql.includes('"talent"')), seen.map((q) => q.sql).join('\n')).toEqual([]);
    // Writes after it was made, by every way there is: the API's create, edit, 公开, 认领, 转移 and
    // delete, and SQL of its own (a hand-written route's): the triggers keep the summary in step.
    const next = random(2828);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.request({ method: 'POST', url: '/v1/api/talents/talents/add', token: next() < 0.5 ? admin : hr01, payload: { name: `汇总${i}`, mobile: `138${String(20_000_000 + i)}`, status: '0', source: String(1 + Math.floor(next() * 7)) } });
      expect(res.body.code, res.body.msg).toBe('00000');
      ids.push(res.body.data.id);
      await k().updateTable('talent').set({ created_at: Date.UTC(2026, 9, 5, 3, 0, 0) + Math.floor(next() * 30) * DAY }).where('id', '=', res.body.data.id).execute();
    }
    for (const id of ids.slice(0, 4)) expect((await t.request({ method: 'POST', url: `/v1/api/talents/talents/edit/${id}`, token: admin, payload: { source: String(1 + Math.floor(next() * 7)) } })).body.code).toBe('00000');
    expect((await t.request({ method: 'POST', url: '/v1/api/actions/talents/list/transfer', token: admin, payload: { ids: ids.slice(4, 6), form: { to: 1, reason: '汇总测试转移' } } })).body.code).toBe('00000');
    expect((await t.request({ method: 'DELETE', url: `/v1/api/talents/talents/delete/${ids[6]},${ids[7]}`, token: admin })).body.code).toBe('00000');
    await k().updateTable('talent').set({ source: null }).where('id', '=', ids[8]).execute();
    await k().deleteFrom('talent').where('id', '=', ids[9]).execute();
    for (const range of [{ from: '2026-10-01', to: '2026-11-12' }, { from: '2026-10-05', to: '2026-10-06' }]) await pieMatches(range);
    // And the bar's departments and hr01's scope, read from their own summaries once made.
    await stats(hr01, 'dashboard/bar', { from: '2026-10-01', to: '2026-11-12' });
    await expect.poll(made, { timeout: 10_000 }).toBeGreaterThan(1);
  });

  it('is read through its primary key, a few rows a day, for any range (plan test)', async () => {
    const { sql } = await import('kysely');
    const { seen, restore } = spy();
    try { await stats(hr01, 'dashboard/pie', { from: '2025-01-01', to: '2026-11-12' }); } finally { restore(); }
    const grouped = seen.find((q) => q.sql.includes('"stat_rollup"'))!;
    expect(grouped, seen.map((q) => q.sql).join('\n')).toBeDefined();
    if (t.db.dialect === 'sqlite') {
      const { rows } = await k().executeQuery<{ detail: string }>({ ...grouped, sql: `explain query plan ${grouped.sql}`, query: undefined as never, queryId: undefined as never });
      expect(rows.map((r) => r.detail).join('\n')).toMatch(/SEARCH stat_rollup USING (INDEX sqlite_autoindex_stat_rollup_1|PRIMARY KEY) \(rollup=\? AND day>\? AND day<\?\)/);
    } else {
      await sql`analyze stat_rollup`.execute(k());
      const plan = await k().connection().execute(async (c) => {
        await sql`set enable_seqscan = off`.execute(c);
        try {
          const { rows } = await c.executeQuery<{ 'QUERY PLAN': unknown }>({ ...grouped, sql: `explain (format json) ${grouped.sql}`, query: undefined as never, queryId: undefined as never });
          return JSON.stringify(rows[0]['QUERY PLAN']);
        } finally {
          await sql`set enable_seqscan = on`.execute(c);
        }
      });
      expect(plan).toContain('stat_rollup_pk');
    }
  });
});

describe('a statistic\'s index', () => {
  it('is made for a statistic no summary can say (a distinct count) the first time it is asked for, and its grouped count reads that index only (plan test)', async () => {
    const { compositeIndex } = await import('./table-sync.ts');
    const { sql } = await import('kysely');
    const { insertBatches } = await import('./import-stage.ts');
    const stat = { key: 'sources', title: '来源种数', over: 'talents/list', measure: 'distinct' as const, field: 'source', time: 'created_at' };
    const resource = t.app.engine.screens.get('talents/list')!.resource!;
    expect(resource.rollupOf(stat, '$owner')).toBeUndefined();
    const name = compositeIndex('talent', ['created_at', 'owner_id', 'source'], t.db.dialect);
    // A table the size that makes a plan matter: 20,000 more talents over two years.
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ i }));
    await insertBatches(k(), 'talent', ['name', 'mobile', 'status', 'source', 'created_at', 'updated_at'], rows, ({ i }) => [`索引${i}`, `137${String(10_000_000 + Number(i))}`, '0', String(1 + (Number(i) % 7)), Date.UTC(2024, 10, 1) + Number(i) * 3_600_000, 0]);
    const { id: hr } = await k().selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow();
    const scope = { owners: [Number(hr)], me: Number(hr) };
    t.app.engine.prepareStatistic(resource, stat, '$owner');
    const exists = async () => (t.db.dialect === 'postgres'
      ? (await sql<{ n: number }>`select count(*)::int as n from pg_index where indexrelid = to_regclass(${name}) and indisvalid`.execute(k())).rows[0].n
      : (await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'index' and name = ${name}`.execute(k())).rows[0].n) > 0;
    await expect.poll(exists, { timeout: 10_000 }).toBe(true);
    const seen: Array<{ sql: string; parameters: readonly unknown[] }> = [];
    const restore = watchReads(t.db, (q) => seen.push(q));
    try {
      await resource.statistic(stat, '$owner', { from: '2026-10-01', to: '2026-10-31' }, scope);
    } finally {
      restore();
    }
    const grouped = seen.find((q) => /group by/i.test(q.sql) && q.sql.includes('"talent"'))!;
    expect(grouped, seen.map((q) => q.sql).join('\n')).toBeDefined();
    if (t.db.dialect === 'sqlite') {
      const { rows: plan } = await k().executeQuery<{ detail: string }>({ ...grouped, sql: `explain query plan ${grouped.sql}`, query: undefined as never, queryId: undefined as never });
      expect(plan.map((r) => r.detail).join('\n')).toMatch(new RegExp(`COVERING INDEX ${name}`));
    } else {
      // As autovacuum leaves a table in use (the visibility map an index-only scan needs); a test's
      // table is small enough to read whole, so with that way off the index is the plan.
      await sql`vacuum analyze talent`.execute(k());
      const plan = await k().connection().execute(async (c) => {
        await sql`set enable_seqscan = off`.execute(c);
        try {
          const { rows: found } = await c.executeQuery<{ 'QUERY PLAN': unknown }>({ ...grouped, sql: `explain (format json) ${grouped.sql}`, query: undefined as never, queryId: undefined as never });
          return JSON.stringify(found[0]['QUERY PLAN']);
        } finally {
          await sql`set enable_seqscan = on`.execute(c);
        }
      });
      expect(plan).toContain(name);
    }
  });
});
