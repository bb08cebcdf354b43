import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../db/demo-world.ts';
import { buildTestApp, snapshot, type TestApp, uploadFile, xlsxFile } from '../test/harness.ts';
import { yuanText } from '../../validators/money.ts';

// Payroll (issue 13): a batch uploaded as xlsx for a month and a company, every row checked
// (ID number, the talent worked there that month, net = gross − deductions), errors by row and
// column and nothing kept; approved by a second finance user; paid once from the balance, all or
// nothing — also under 20 parallel presses from two servers.
let t: TestApp;
let other: TestApp;
let finance1: string;
let finance2: string;
let finance2There: string;
let hr: string;

type Row = Record<string, any>;
const k = () => t.db.kysely as Kysely<any>;
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, app = t) => app.request({ method, url: `/v1/api${url}`, token, payload });
const ok = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await call(token, method, url, payload);
  expect(res.body.code, `${url}: ${res.body.msg}`).toBe('00000');
  return res.body.data;
};
const HEADER = ['姓名 *', '身份证号 *', '应发 *', '扣款 *', '实发 *'];
const MONTH = '2026-12';
/** Onboarded talents of one company, working through MONTH, with ID numbers. */
let staff: Row[];
let company: number;
/** Another company, with one who worked there that month. */
let second: { company: number; staff: Row };
const upload = async (rows: unknown[][], token = finance1, month = MONTH, at = company) =>
  uploadFile(t, `/v1/api/finance/salary/_import?month=${month}&company_id=${at}`, token, await xlsxFile([HEADER, ...rows]));
const line = (s: Row, gross: number, deductions: number, net = gross - deductions) => [s.name, s.id_number, yuanText(gross), yuanText(deductions), yuanText(net)];
const balance = async () => Number((await k().selectFrom('finance_ledger').select((eb) => eb.fn.sum('amount').as('b')).executeTakeFirstOrThrow()).b ?? 0);
const move = (key: string, ids: number[], token: string, form?: object, app = t) => call(token, 'POST', `/actions/finance/salary/${key}`, { ids, ...(form ? { form } : {}) }, app);
const batch = (id: number) => ok(finance1, 'GET', `/finance/salary/detail/${id}`);

beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestApp({ shareWith: t });
  await seedDemoWorld(k(), t.clock());
  finance1 = await t.login('finance01');
  finance2 = await t.login('finance02');
  finance2There = await other.login('finance02');
  hr = await t.login('hr01');
  const working = await k().selectFrom('talent_onboard as o').innerJoin('talent as t', 't.id', 'o.talent_id')
    .select(['o.company_id', 't.id', 't.name', 't.id_number']).where('t.id_number', 'is not', null)
    .where('o.start_date', '<=', `${MONTH}-31`).where('o.leave_date', 'is', null).execute();
  const byCompany = new Map<number, Row[]>();
  for (const w of working) byCompany.set(Number(w.company_id), [...(byCompany.get(Number(w.company_id)) ?? []), w]);
  const ranked = [...byCompany].sort((a, b) => b[1].length - a[1].length);
  [company, staff] = ranked[0];
  second = { company: ranked[1][0], staff: ranked[1][1][0] };
  expect(staff.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => { await other.close(); await t.close(); });

describe('a payroll batch', () => {
  it('with bad rows is refused by row and column, and nothing is kept', async () => {
    const stranger = await k().selectFrom('talent').select(['name', 'id_number']).where('id_number', 'is not', null).where('id', 'not in', staff.map((s) => s.id)).executeTakeFirstOrThrow();
    const before = await snapshot(t);
    const res = await upload([
      line(staff[0], 650000, 50000),
      line(staff[1], 600000, 20000, 590000),
      ['某人', '110105194912310021', '5000', '0', '5000'],
      [stranger.name, stranger.id_number, '5000', '0', '5000'],
    ]);
    expect(res.body.code).toBe('A0400');
    expect(res.body.msg).toMatch(/^导入失败：\d+ 处错误，未写入任何数据$/);
    const errors = res.body.data.errors as Array<{ row: number; column: string; message: string }>;
    expect(errors).toContainEqual({ row: 3, column: '实发', message: '实发应为应发减扣款：¥6,000.00 − ¥200.00 = ¥5,800.00，表中为 ¥5,900.00' });
    expect(errors).toContainEqual(expect.objectContaining({ row: 4, column: '身份证号' }));
    expect(errors).toContainEqual(expect.objectContaining({ row: 5, column: '姓名', message: expect.stringContaining('不在该用工单位在职') }));
    expect(errors.some((e) => e.row === 2)).toBe(false);
    expect(await snapshot(t)).toBe(before);
  });

  it('takes a 合计 row at its foot as the sums it states: checked against the rows above, never a line (issue 58)', async () => {
    const rows = [line(staff[0], 650000, 50000), line(staff[1], 600000, 20000)];
    const before = await snapshot(t);
    const wrong = await upload([...rows, ['合计', null, yuanText(1250000), yuanText(70000), yuanText(1170000)]], finance1, '2027-02');
    expect(wrong.body.data.errors).toEqual([{ row: 4, column: '实发', message: '合计行的实发是 ¥11,700.00，上面各行之和是 ¥11,800.00，不一致' }]);
    expect(await snapshot(t)).toBe(before);
    const right = await upload([...rows, ['合  计：', null, yuanText(1250000), yuanText(70000), yuanText(1180000)]], finance1, '2027-02');
    expect(right.body.code, right.body.msg).toBe('00000');
    expect(right.body.data.imported).toBe(2);
    expect(await batch(right.body.data.id)).toMatchObject({ headcount: 2, total_net: 1180000 });
  });

  it('sent four times at once to two processes makes one batch and three 409s, held by the database', async () => {
    const month = '2027-01';
    const rows = staff.map((s) => line(s, 500000, 10000));
    const file = await xlsxFile([HEADER, ...rows]);
    const url = `/v1/api/finance/salary/_import?month=${month}&company_id=${company}`;
    const answers = await Promise.all([t, other, t, other].map((app) => uploadFile(app, url, app === t ? finance1 : finance2There, file)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.code).toBe('A0409');
      expect(refused.body.msg).toMatch(/该用工单位.*已有工资批次（未驳回），不能重复上传/);
    }
    const batches = await k().selectFrom('finance_salary').select('id').where('month', '=', month).where('company_id', '=', company).execute();
    expect(batches).toHaveLength(1);
    const lines = await k().selectFrom('finance_salary_row').select((eb) => eb.fn.countAll().as('n')).where('batch_id', '=', batches[0].id).executeTakeFirstOrThrow();
    expect(Number(lines.n)).toBe(rows.length);
    // Nothing half-written by the three refused: every row belongs to the one batch.
    const orphans = await k().selectFrom('finance_salary_row as r').leftJoin('finance_salary as b', 'b.id', 'r.batch_id').select('r.id').where('b.id', 'is', null).execute();
    expect(orphans).toEqual([]);
  });

  it('says a malformed ID number once, and counts a contract signed with the company for the month as employment (issue 26 D3)', async () => {
    const res = await upload([line(staff[0], 100, 0), ['某人', '11010519491231002Y', '1', '0', '1']]);
    const errors = (res.body.data.errors as Array<{ row: number; column: string; message: string }>).filter((e) => e.row === 3);
    expect(errors).toEqual([{ row: 3, column: '身份证号', message: '请输入正确的18位身份证号码' }]);
    // A talent with no onboarding record at the second company, but a contract signed with it for the month.
    const contracted = await k().selectFrom('talent').select(['id', 'name', 'id_number']).where('id_number', 'is not', null)
      .where('id', 'not in', k().selectFrom('talent_onboard').select('talent_id').where('company_id', '=', second.company)).executeTakeFirstOrThrow();
    // A month of its own: the other tests' batches are for MONTH.
    const month = '2027-03';
    const refused = await upload([line(contracted, 100, 0)], finance1, month, second.company);
    expect(refused.body.data.errors[0].message).toBe(`${month} 不在该用工单位在职：没有覆盖当月的入职记录，也没有与该单位签署且期限覆盖当月的合同`);
    const now = t.clock();
    await k().insertInto('talents_contract').values({ no: `KP-TEST-${now}`, user_id: contracted.id, template_id: 1, type: '2', company_id: second.company, start_date: '2027-01-01', end_date: '2027-12-31', pay: 500000, seal_id: 1, status: '3', owner_id: 1, created_at: now, updated_at: now }).execute();
    const taken = await upload([line(contracted, 100, 0)], finance1, month, second.company);
    expect(taken.body.code, JSON.stringify(taken.body)).toBe('00000');
  });

  it('needs its month and company, and is refused to those without the import permission', async () => {
    const res = await uploadFile(t, `/v1/api/finance/salary/_import?company_id=${company}`, finance1, await xlsxFile([HEADER, line(staff[0], 100, 0)]));
    expect(res.body.data).toContainEqual(expect.objectContaining({ field: 'month' }));
    expect((await upload([line(staff[0], 100, 0)], hr)).status).toBe(403);
  });

  it('is approved by another finance user, then paid once from the balance; the payslips show in the talent\'s detail', async () => {
    const res = await upload([line(staff[0], 650000, 50000), line(staff[1], 600000, 20000)]);
    expect(res.body.code, res.body.msg).toBe('00000');
    const id = res.body.data.id as number;
    expect(await batch(id)).toMatchObject({ month: MONTH, headcount: 2, total_gross: 1250000, total_deductions: 70000, total_net: 1180000, status: '0' });
    // The same company and month again: refused while this one stands.
    expect((await upload([line(staff[0], 1, 0)])).status).toBe(409);
    // Four eyes: not by the uploader.
    expect((await move('approve', [id], finance1)).status).toBe(403);
    expect((await move('approve', [id], finance2)).body.code).toBe('00000');
    const start = await balance();
    expect(start).toBeGreaterThanOrEqual(1180000);
    // 20 presses of 确认发放 at once, from two servers: paid once.
    const presses = await Promise.all(Array.from({ length: 20 }, (_, i) => move('pay', [id], i % 2 ? finance2There : finance1, undefined, i % 2 ? other : t)));
    expect(presses.filter((p) => p.body.code === '00000')).toHaveLength(1);
    expect(await balance()).toBe(start - 1180000);
    const debits = await k().selectFrom('finance_ledger').selectAll().where('salary_id', '=', id).execute();
    expect(debits).toHaveLength(1);
    expect(Number(debits[0].amount)).toBe(-1180000);
    expect(await batch(id)).toMatchObject({ status: '2', paid_by_label: expect.any(String) });
    // Pressed again later: the batch is named (its month), not 「」.
    const again = await move('pay', [id], finance1);
    expect(again.body.msg).toBe(`工资批次「${MONTH}」现在是「已发放」，不能改为「已发放」`);
    // The payslip, in the talent's detail (read through the rows' own list).
    const slips = await ok(finance1, 'GET', `/finance/salary/rows?talent_id=${staff[0].id}`);
    expect(slips.list).toContainEqual(expect.objectContaining({ batch_id: id, gross: 650000, deductions: 50000, net: 600000 }));
  });

  it('is refused whole when the balance is short, and nothing moves', async () => {
    // Earlier payouts have left ¥1.00; this batch needs ¥2.00.
    await k().insertInto('finance_ledger').values({ amount: 100 - (await balance()), kind: '2', note: '此前的发放', created_at: t.clock(), updated_at: t.clock() }).execute();
    const res = await upload([line(second.staff, 200, 0)], finance1, MONTH, second.company);
    expect(res.body.code, res.body.msg).toBe('00000');
    const id = res.body.data.id;
    await move('approve', [id], finance2);
    const before = await snapshot(t);
    const paid = await move('pay', [id], finance1);
    expect(paid.body.msg).toMatch(/^账户余额不足：余额 ¥.*整批未发放/);
    expect(await snapshot(t)).toBe(before);
    expect((await batch(id)).status).toBe('1');
  });
});
