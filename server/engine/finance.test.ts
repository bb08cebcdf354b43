import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, snapshot, type TestApp, uploadFile, userWithPerms } from '../test/harness.ts';

// Recharge (issue 13): a top-up recorded by one finance user and approved by another (four eyes),
// credited through the ledger; the balance is the ledger's sum, in fen, whatever happens and in
// whatever order — also when approvals race, here and from a second server on the same database.
let t: TestApp;
let other: TestApp;
let finance1: string;
let finance2: string;
let finance2There: string;
let hr: string;
let serial = 0;

type Row = Record<string, unknown>;
const call = (app: TestApp, token: string, method: 'GET' | 'POST', url: string, payload?: object) => app.request({ method, url: `/v1/api${url}`, token, payload });
const ok = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await call(t, token, method, url, payload);
  expect(res.body.code, `${url}: ${res.body.msg}`).toBe('00000');
  return res.body.data;
};
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A transfer voucher uploaded for the recharge screen's field: its private URL. */
const voucher = async (token: string, bytes = PNG) => {
  const res = await uploadFile(t, '/v1/api/uploads/finance/recharge', token, bytes, { field: 'voucher' });
  expect(res.body.code, res.body.msg).toBe('00000');
  return res.body.data.url as string;
};
const record = async (token: string, amount: number) =>
  (await ok(token, 'POST', '/account/recharge', { amount, transfer_no: `TR-${Date.now()}-${++serial}`, transfer_date: '2026-11-20', payer: '集团基本户', voucher: await voucher(token) })).id as number;
const ledger = () => t.db.kysely.selectFrom('finance_ledger' as never).selectAll().execute() as Promise<Row[]>;
const recharges = () => t.db.kysely.selectFrom('finance_recharge' as never).selectAll().execute() as Promise<Row[]>;
const balance = async (token = finance1) => (await ok(token, 'GET', '/sums/finance/recharge')).find((s: Row) => s.title === '账户余额');

beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestApp({ shareWith: t });
  finance1 = await t.login('finance01');
  finance2 = await t.login('finance02');
  finance2There = await other.login('finance02');
  hr = await t.login('hr01');
});
afterAll(async () => { await other.close(); await t.close(); });

describe('a top-up', () => {
  it('is recorded in fen by finance, starts 待审核, and is the recorder\'s', async () => {
    const id = await record(finance1, 123456);
    const row = await ok(finance1, 'GET', `/account/recharge/${id}`);
    expect(row).toMatchObject({ amount: 123456, status: '0', owner_id_label: '王财务' });
  });

  it('refuses bad amounts, a reused transfer number and a missing date, and writes nothing', async () => {
    const before = await snapshot(t);
    const told: Array<[unknown, string]> = [
      [0, '充值金额不能少于 ¥0.01'], [-100, '充值金额不能少于 ¥0.01'], [12.5, '充值金额应为以分计的整数（如 ¥12.34 写作 1234）'],
      ['100', '充值金额应为以分计的整数（如 ¥12.34 写作 1234）'], [10_000_000_001, '充值金额不能超过 ¥100,000,000.00'],
    ];
    for (const [amount, message] of told) {
      const res = await call(t, finance1, 'POST', '/account/recharge', { amount, transfer_no: `TR-BAD-${++serial}`, transfer_date: '2026-11-20', voucher: await voucher(finance1) });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.data).toEqual([{ field: 'amount', message }]);
    }
    const slip = await voucher(finance1);
    expect((await call(t, finance1, 'POST', '/account/recharge', { amount: 100, transfer_no: `TR-BAD-${++serial}`, voucher: slip })).body.data).toEqual([expect.objectContaining({ field: 'transfer_date' })]);
    const first = await ok(finance1, 'POST', '/account/recharge', { amount: 100, transfer_no: 'TR-ONCE-1', transfer_date: '2026-11-20', voucher: slip });
    const again = await call(t, finance2, 'POST', '/account/recharge', { amount: 100, transfer_no: 'TR-ONCE-1', transfer_date: '2026-11-20', voucher: await voucher(finance2) });
    expect(again.status).toBe(409);
    expect(first.id).toBeGreaterThan(0);
    // The uploads above are files; no top-up was written but the one.
    expect((await recharges()).filter((r) => String(r.transfer_no).startsWith('TR-BAD-'))).toEqual([]);
  });

  it('takes a voucher uploaded for it: an image or a PDF by its bytes, private to those who may open the screen', async () => {
    const pdf = await voucher(finance1, PDF);
    // Not saved into a top-up yet: its uploader's alone.
    expect((await t.request({ method: 'GET', url: pdf, token: finance1 })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: pdf, token: finance2 })).status).toBe(404);
    await ok(finance1, 'POST', '/account/recharge', { amount: 100, transfer_no: `TR-PDF-${++serial}`, transfer_date: '2026-11-20', voucher: pdf });
    const fetched = await t.request({ method: 'GET', url: pdf, token: finance2 });
    expect(fetched.status).toBe(200);
    expect(fetched.headers['content-type']).toBe('application/pdf');
    expect(fetched.headers['cache-control']).toBe('private, no-store');
    expect((await t.request({ method: 'GET', url: pdf })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: pdf, token: hr })).status).toBe(403);
    // The screen's query permission with the data scope 仅本人: finance01's top-up, and its voucher, are not theirs.
    const clerk = await t.login(await userWithPerms(t, 'clerk1', ['finance:recharge:query']));
    expect((await t.request({ method: 'GET', url: pdf, token: clerk })).status).toBe(404);
    // Never through the public files route (avatars, logos).
    expect((await t.request({ method: 'GET', url: pdf.replace('/private/', '/') })).status).toBe(404);
    // A text file named .pdf, an executable, an empty file: refused for what their bytes are.
    for (const bytes of [Buffer.from('not a pdf at all'), Buffer.from('MZ\x90\x00'), Buffer.alloc(0)]) {
      const res = await uploadFile(t, '/v1/api/uploads/finance/recharge', finance1, bytes, { field: 'voucher' });
      expect(res.status).toBe(415);
      expect(res.body.msg).toBe('转账凭证只支持 PNG、JPEG、GIF、WEBP 图片 或 PDF');
    }
    const big = await uploadFile(t, '/v1/api/uploads/finance/recharge', finance1, Buffer.concat([PNG, Buffer.alloc(2048 * 1024)]), { field: 'voucher' });
    expect(big.status).toBe(413);
    expect((await uploadFile(t, '/v1/api/uploads/finance/recharge', finance1, PNG, { field: 'remark' })).body.msg).toBe('「remark」不是可上传文件的字段');
    expect((await uploadFile(t, '/v1/api/uploads/finance/recharge', hr, PNG, { field: 'voucher' })).status).toBe(403);
    // The field takes only a file uploaded for it: no other address, no avatar, nothing missing.
    const avatar = String((await uploadFile(t, '/v1/api/auth/change/avatar', finance1, PNG)).body.data.avatar).split('/').pop();
    for (const forged of ['https://evil.example/v.png', '/v1/api/files/private/AAAAAAAAAAAAAAAAAAAAAA', `/v1/api/files/private/${avatar}`, `/v1/api/files/${avatar}`]) {
      const res = await call(t, finance1, 'POST', '/account/recharge', { amount: 100, transfer_no: `TR-FORGE-${++serial}`, transfer_date: '2026-11-20', voucher: forged });
      expect(res.body.data, forged).toEqual([{ field: 'voucher', message: '请用上传按钮上传转账凭证' }]);
    }
    expect((await call(t, finance1, 'POST', '/account/recharge', { amount: 100, transfer_no: `TR-FORGE-${++serial}`, transfer_date: '2026-11-20' })).body.data).toEqual([{ field: 'voucher', message: '请填写转账凭证' }]);
  });

  it('cannot be approved or rejected by whoever recorded it (four eyes), and nothing changes', async () => {
    const id = await record(finance1, 5000);
    const before = await snapshot(t);
    for (const [key, form] of [['approve', undefined], ['reject', { review_note: '自己驳回' }]] as const) {
      const res = await call(t, finance1, 'POST', `/actions/finance/recharge/${key}`, { ids: [id], ...(form ? { form } : {}) });
      expect(res.status).toBe(403);
      expect(res.body.msg).toMatch(/^不能(通过|驳回)自己登记的充值「.+」，须由另一位同事(通过|驳回)$/);
    }
    expect(await snapshot(t)).toBe(before);
  });

  it('is refused to those without finance permissions: hr01 can neither list, record nor approve', async () => {
    const id = await record(finance1, 700);
    expect((await call(t, hr, 'GET', '/account/recharge/list')).status).toBe(403);
    expect((await call(t, hr, 'POST', '/account/recharge', { amount: 1, transfer_no: 'TR-HR-1', transfer_date: '2026-11-20' })).status).toBe(403);
    expect((await call(t, hr, 'POST', '/actions/finance/recharge/approve', { ids: [id] })).status).toBe(403);
    expect((await call(t, hr, 'GET', '/sums/finance/recharge')).status).toBe(403);
    expect((await call(t, hr, 'GET', '/account/ledger/list')).status).toBe(403);
  });

  it('approved by a colleague is credited once through the ledger, even by 20 approvals at once from two servers', async () => {
    const id = await record(finance1, 888800);
    const start = Number((await balance()).value);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      call(i % 2 ? other : t, i % 2 ? finance2There : finance2, 'POST', '/actions/finance/recharge/approve', { ids: [id] })));
    expect(results.filter((r) => r.body.code === '00000')).toHaveLength(1);
    for (const refused of results.filter((r) => r.body.code !== '00000')) expect(refused.body.msg).toMatch(/现在不能通过|现在是「已入账」/);
    const entries = (await ledger()).filter((e) => Number(e.recharge_id) === id);
    expect(entries).toEqual([expect.objectContaining({ amount: 888800, kind: '1' })]);
    const row = await ok(finance1, 'GET', `/account/recharge/${id}`);
    expect(row).toMatchObject({ status: '1', reviewer_id_label: '孙会计' });
    expect(row.reviewed_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await balance()).toEqual({ title: '账户余额', field: 'amount', screen: 'finance/ledger', value: start + 888800, money: true });
  });

  it('rejected (with a note) is never credited, and cannot be approved after', async () => {
    const id = await record(finance2, 4200);
    expect((await call(t, finance1, 'POST', '/actions/finance/recharge/reject', { ids: [id] })).status).toBe(400);
    await ok(finance1, 'POST', '/actions/finance/recharge/reject', { ids: [id], form: { review_note: '回单金额不符' } });
    const late = await call(t, finance1, 'POST', '/actions/finance/recharge/approve', { ids: [id] });
    expect(late.body.msg).toBe(`充值「${(await ok(finance1, 'GET', `/account/recharge/${id}`)).transfer_no}」现在是「已驳回」，不能改为「已入账」`);
    expect((await ledger()).filter((e) => Number(e.recharge_id) === id)).toEqual([]);
  });

  it('keeps the balance equal to the ledger\'s sum and to the approved top-ups, after any mix of records, approvals and rejections', async () => {
    const users = [{ token: () => finance1, name: 'finance01' }, { token: () => finance2, name: 'finance02' }];
    await fc.assert(fc.asyncProperty(
      fc.array(fc.record({ by: fc.nat(1), amount: fc.integer({ min: 1, max: 50_000_000 }), then: fc.constantFrom('approve', 'reject', 'leave'), reviewer: fc.nat(1), twice: fc.boolean() }), { minLength: 1, maxLength: 6 }),
      async (steps) => {
        for (const step of steps) {
          const id = await record(users[step.by].token(), step.amount);
          if (step.then === 'leave') continue;
          const body = { ids: [id], ...(step.then === 'reject' ? { form: { review_note: '核对不符' } } : {}) };
          const runs = step.twice ? 2 : 1;
          for (let i = 0; i < runs; i++) await call(t, users[step.reviewer].token(), 'POST', `/actions/finance/recharge/${step.then}`, body);
        }
        const entries = await ledger();
        const all = await recharges();
        const approved = all.filter((r) => r.status === '1');
        const sum = entries.reduce((s, e) => s + Number(e.amount), 0);
        expect(sum).toBe(approved.reduce((s, r) => s + Number(r.amount), 0));
        expect(entries.map((e) => Number(e.recharge_id)).sort()).toEqual(approved.map((r) => Number(r.id)).sort());
        // Four eyes held throughout: nobody approved or rejected what they recorded.
        for (const r of all.filter((x) => x.status !== '0')) expect(r.reviewer_id).not.toBe(r.owner_id);
        expect((await balance()).value).toBe(sum);
      },
    ), { numRuns: 12 });
  });
});
