import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, snapshot, type TestApp, uploadFile, xlsxFile } from '../test/harness.ts';

// A money field (`"format": "money"`): fen in the database and the API, yuan in a spreadsheet.
let t: TestApp;
let admin: string;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kp-money-'));
  writeFileSync(join(dir, 'wage.json'), JSON.stringify({
    kind: 'crud', title: '工资', perms: { query: 'demo:showcase:query', add: 'demo:showcase:add', import: 'demo:showcase:import' },
    api: { list: 'GET /lab/wages', create: 'POST /lab/wages', import: 'POST /lab/wages/_import' },
    model: { type: 'object', required: ['name', 'pay'], properties: {
      name: { type: 'string', title: '姓名', maxLength: 20 },
      pay: { type: 'integer', title: '实发工资', format: 'money', minimum: 0, maximum: 100000000 },
    } },
    list: { columns: ['name', 'pay'] }, storage: { table: 'lab_wage' },
  }));
  t = await buildTestApp({ schemasDir: dir });
  admin = await t.login();
});
afterAll(async () => { await t.close(); rmSync(dir, { recursive: true, force: true }); });

describe('a money field', () => {
  it('imports yuan — text or a number cell — as fen, exactly', async () => {
    const file = await xlsxFile([['姓名 *', '实发工资 *'], ['甲', '5,230.10'], ['乙', 4999.99], ['丙', '¥0.07'], ['丁', 3]]);
    const res = await uploadFile(t, '/v1/api/lab/wages/_import', admin, file);
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    const list = (await t.request({ method: 'GET', url: '/v1/api/lab/wages', token: admin, query: { pageSize: '10' } })).body.data.list;
    expect(Object.fromEntries(list.map((r: { name: string; pay: number }) => [r.name, r.pay]))).toEqual({ 甲: 523010, 乙: 499999, 丙: 7, 丁: 300 });
  });

  it('keeps every row of an import of several insert batches (1,203 rows) as written', async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => [`批量${i + 1}`, `${i + 1}.${String(i % 100).padStart(2, '0')}`]);
    const res = await uploadFile(t, '/v1/api/lab/wages/_import', admin, await xlsxFile([['姓名 *', '实发工资 *'], ...rows]));
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    const stored = await t.db.kysely.selectFrom('lab_wage' as never).select(['name', 'pay'] as never).where('name' as never, 'like', '批量%' as never).execute() as Array<{ name: string; pay: number }>;
    expect(stored).toHaveLength(1203);
    for (const { name, pay } of stored) {
      const i = Number(name.slice(2)) - 1;
      expect(pay, name).toBe((i + 1) * 100 + (i % 100));
    }
  });

  it('refuses a whole file with an amount of more than two decimals or a word, naming row and column', async () => {
    const before = await snapshot(t);
    const file = await xlsxFile([['姓名 *', '实发工资 *'], ['戊', '100.005'], ['己', '三千'], ['庚', '1000000.01']]);
    const res = await uploadFile(t, '/v1/api/lab/wages/_import', admin, file);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      { row: 2, column: '实发工资', message: '实发工资「100.005」不是金额（以元为单位，最多两位小数）' },
      { row: 3, column: '实发工资', message: '实发工资「三千」不是金额（以元为单位，最多两位小数）' },
      { row: 4, column: '实发工资', message: '实发工资不能超过 ¥1,000,000.00' },
    ]);
    expect(await snapshot(t)).toBe(before);
  });

  it('takes a number cell a formula left a float\'s noise in (4699.900000000001) as the amount the sheet shows, and refuses one of three decimals (issue 58)', async () => {
    const file = await xlsxFile([['姓名 *', '实发工资 *'], ['辛', 4699.900000000001], ['壬', 0.1 + 0.2], ['癸', 123456.78 * 3]]);
    const res = await uploadFile(t, '/v1/api/lab/wages/_import', admin, file);
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    const stored = await t.db.kysely.selectFrom('lab_wage' as never).select(['name', 'pay'] as never).where('name' as never, 'in', ['辛', '壬', '癸'] as never).execute() as Array<{ name: string; pay: number }>;
    expect(Object.fromEntries(stored.map((r) => [r.name, Number(r.pay)]))).toEqual({ 辛: 469990, 壬: 30, 癸: 37037034 });
    const bad = await uploadFile(t, '/v1/api/lab/wages/_import', admin, await xlsxFile([['姓名 *', '实发工资 *'], ['子', 100.005]]));
    expect(bad.body.data.errors).toEqual([{ row: 2, column: '实发工资', message: '实发工资「100.005」不是金额（以元为单位，最多两位小数）' }]);
  });
});
