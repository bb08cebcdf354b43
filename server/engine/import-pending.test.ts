import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uploadFile, xlsxFile } from '../test/harness.ts';
import { PENDING_TABLE } from '../db/pending-table.ts';
import { ensureRollup, rollupSpec } from './stat-rollups.ts';
import { TALLY_TABLE, tallySpec, tallyValue } from './tallies.ts';

// An import's rows go in as short batches unseen, then are published at once with their counts
// (import-pending.ts): the table's count row, its tally and a daily summary agree with its rows
// after an import, and after an import that failed in its last batch — which leaves nothing.
const TABLE = 'lab_import_pending';
const TALLY = ['stage', 'city'];
const CITIES = ['上海', '苏州', '深圳'];
let t: TestApp;
let admin: string;
let dir: string;
const k = () => t.db.kysely as Kysely<any>;
const summary = rollupSpec(TABLE, { key: 'n', title: '人数', over: 'x', time: 'joined' }, 'stage', undefined, false)!;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kp-import-pending-'));
  writeFileSync(join(dir, 'people.json'), JSON.stringify({
    kind: 'crud', title: '导入', perms: { query: 'demo:showcase:query', add: 'demo:showcase:add', import: 'demo:showcase:import' },
    api: { list: 'GET /lab/importing', create: 'POST /lab/importing', import: 'POST /lab/importing/_import' },
    model: { type: 'object', required: ['name'], properties: {
      name: { type: 'string', title: '姓名', maxLength: 20 },
      stage: { type: 'integer', title: '阶段', enum: [0, 1, 2] },
      city: { type: 'string', title: '城市', maxLength: 8 },
      joined: { type: 'string', title: '入库日期', maxLength: 10, format: 'date' },
    } },
    search: { fields: ['stage', 'city'], keywords: ['name'] }, list: { columns: ['name', 'stage', 'city', 'joined'] },
    storage: { table: TABLE, tally: TALLY, unique: [{ fields: ['name', 'city'], message: '同城已有同名的人' }] },
  }));
  t = await buildTestApp({ schemasDir: dir });
  admin = await t.login();
  for (let i = 0; i < 30; i++) {
    const res = await t.request({ method: 'POST', url: '/v1/api/lab/importing', token: admin, payload: { name: `已有${i}`, stage: i % 3, city: CITIES[i % 3], joined: `2026-0${1 + (i % 3)}-1${i % 9}` } });
    expect(res.body.code, res.body.msg).toBe('00000');
  }
  expect(await ensureRollup(t.db, summary)).toBe(true);
});
afterAll(async () => { await t.close(); rmSync(dir, { recursive: true, force: true }); });

/** The table's count row, tally and daily summary, each beside what its rows say. */
async function expectInStep() {
  const rows = await k().selectFrom(TABLE).selectAll().execute();
  const { n } = await k().selectFrom('kp_row_count').select('n').where('tbl', '=', TABLE).executeTakeFirstOrThrow();
  expect(Number(n)).toBe(rows.length);
  const tally = await k().selectFrom(TALLY_TABLE).selectAll().where('tally', '=', tallySpec(TABLE, TALLY).id).where('n', '<>', 0).execute();
  const grouped = new Map<string, number>();
  for (const r of rows) grouped.set(`${tallyValue(r.stage)}|${tallyValue(r.city)}`, (grouped.get(`${tallyValue(r.stage)}|${tallyValue(r.city)}`) ?? 0) + 1);
  expect(Object.fromEntries(tally.map((r) => [`${r.v1}|${r.v2}`, Number(r.n)]))).toEqual(Object.fromEntries(grouped));
  const days = await k().selectFrom('stat_rollup').selectAll().where('rollup', '=', summary.id).where('n', '<>', 0).execute();
  const byDay = new Map<string, number>();
  for (const r of rows) if (r.joined) byDay.set(`${String(r.joined).replaceAll('-', '')}|${r.stage}`, (byDay.get(`${String(r.joined).replaceAll('-', '')}|${r.stage}`) ?? 0) + 1);
  expect(Object.fromEntries(days.map((r) => [`${r.day}|${r.grp}`, Number(r.n)]))).toEqual(Object.fromEntries(byDay));
  return rows.length;
}

const file = (count: number, last?: unknown[]) => xlsxFile([
  ['姓名 *', '阶段', '城市', '入库日期'],
  ...Array.from({ length: count }, (_, i) => [`导入${i}`, String(i % 3), CITIES[i % 3], `2026-0${1 + (i % 5)}-2${i % 8}`]),
  ...(last ? [last] : []),
]);

describe('an import under a pending range', () => {
  it('shows every row at once with the count, the tally and the daily summary that say so', async () => {
    const before = await expectInStep();
    const res = await uploadFile(t, '/v1/api/lab/importing/_import', admin, await file(700));
    expect(res.body.code, res.body.msg).toBe('00000');
    expect(res.body.data.imported).toBe(700);
    expect(await expectInStep()).toBe(before + 700);
    expect(await k().selectFrom(PENDING_TABLE).selectAll().execute()).toEqual([]);
    const list = await t.request({ method: 'GET', url: '/v1/api/lab/importing', token: admin, query: { pageSize: '20', stage: '1', city: '苏州' } });
    expect(list.body.data.total).toBe(Number((await k().selectFrom(TABLE).select((eb) => eb.fn.countAll().as('n')).where('stage', '=', 1).where('city', '=', '苏州').executeTakeFirstOrThrow()).n));
  });

  it('refused in its last batch by a rule the database holds (not checked before): 409, and its batches already written are gone', async () => {
    const before = await expectInStep();
    const top = Number((await k().selectFrom(TABLE).select((eb) => eb.fn.max('id').as('top')).executeTakeFirstOrThrow()).top);
    // 2,100 good rows (a batch is 250 rows on SQLite, 2,000 on PostgreSQL: batches are in before the last fails), then 已有1 in 苏州 again.
    const res = await uploadFile(t, '/v1/api/lab/importing/_import', admin, await file(2100, ['已有1', '1', '苏州', '2026-02-11']));
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('同城已有同名的人');
    expect(await expectInStep()).toBe(before);
    expect(await k().selectFrom(TABLE).select('id').where('id', '>', top).execute()).toEqual([]);
    expect(await k().selectFrom(PENDING_TABLE).selectAll().execute()).toEqual([]);
    // The next import goes in.
    const again = await uploadFile(t, '/v1/api/lab/importing/_import', admin, await xlsxFile([['姓名 *', '阶段', '城市'], ['之后', '0', '上海']]));
    expect(again.body.code, again.body.msg).toBe('00000');
    expect(await expectInStep()).toBe(before + 1);
  });
});
