import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCreditCode, isMobile } from '../../validators/index.ts';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { returnToPool } from '../services/jobs.ts';
import { maskValue } from '../../validators/mask.ts';
import { FEMALE_GIVEN, MALE_GIVEN, seedDemoWorld, WORLD } from './demo-world.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => { t = await buildTestApp(); admin = await t.login(); });
afterAll(async () => { await t.close(); });

const k = () => t.db.kysely as never;
const get = async (url: string) => (await t.request({ method: 'GET', url: `/v1/api${url}`, token: admin })).body.data;

describe('the demo world of a new database', () => {
  it('fills the company screens with records their own checks accept, the same world every time', async () => {
    const counts = await seedDemoWorld(k(), t.clock());
    expect(counts).toMatchObject({ companies: WORLD.companies, jobTypes: 10, posts: WORLD.posts, talents: WORLD.talents, applications: WORLD.applications, onboards: WORLD.applications / 7 });
    expect(counts.follows).toBeGreaterThan(WORLD.talents / 3);
    const companies = await get('/company/companies?pageSize=100');
    expect(companies.total).toBe(WORLD.companies);
    // Contact mobiles are masked on the screen (x-mask, issue 25): the stored ones are checked.
    const stored = new Map((await (t.db.kysely as import('kysely').Kysely<any>).selectFrom('company').select(['id', 'contact_mobile']).execute()).map((c: { id: number; contact_mobile: string }) => [c.id, c.contact_mobile]));
    for (const c of companies.list) {
      expect(isCreditCode(c.credit_code)).toBe(true);
      expect(isMobile(stored.get(c.id)!)).toBe(true);
      expect(c.contact_mobile).toBe(maskValue('mobile', stored.get(c.id)!));
    }
    expect(new Set(companies.list.map((c: { name: string }) => c.name)).size).toBe(WORLD.companies);
    const posts = await get('/company/posts?pageSize=100');
    expect(posts.total).toBe(WORLD.posts);
    expect(posts.list.every((p: { company_id_label: string | null }) => p.company_id_label?.endsWith('有限公司'))).toBe(true);
    // Every seeded record passes the screen's own checks, as if saved again from its form.
    const talents = (await get('/talents/talents?view=all&pageSize=500')).list.concat((await get('/talents/talents?view=all&pageSize=500&page=2')).list);
    expect(talents).toHaveLength(WORLD.talents);
    // Each name reads as its gender, and its ID number's 17th digit says the same (odd 男, even 女) (issue 26 D10).
    const storedTalents = await (t.db.kysely as import('kysely').Kysely<any>).selectFrom('talent').select(['name', 'gender', 'id_number']).execute() as Array<{ name: string; gender: number; id_number: string | null }>;
    for (const { name, gender, id_number } of storedTalents) {
      const given = name.slice(1);
      expect(gender === 1 ? MALE_GIVEN : FEMALE_GIVEN, `${name} (${gender})`).toContain(given);
      if (id_number) expect(Number(id_number[16]) % 2, `${name} ${id_number}`).toBe(gender === 1 ? 1 : 0);
    }
    const pool = (await get('/talents/talents?view=pool&pageSize=1')).total;
    expect(pool).toBeGreaterThan(WORLD.talents / 5);
    expect(pool).toBeLessThan(WORLD.talents / 2);
    // Applications in every state, each 已入职 one with its onboarding record; follow-ups, some due.
    const applications = (await get('/talents/applies?pageSize=500')).list;
    expect(new Set(applications.map((a: { status: string }) => a.status))).toEqual(new Set(['0', '1', '2', '3', '4', '5', '6']));
    const onboards = (await get('/talents/reports?pageSize=100')).list;
    expect(onboards.map((o: { talent_id: number }) => o.talent_id).sort()).toEqual(applications.filter((a: { status: string }) => a.status === '5').map((a: { talent_id: number }) => a.talent_id).sort());
    expect(onboards.every((o: { company_id_label: string | null }) => o.company_id_label?.endsWith('有限公司'))).toBe(true);
    // Nobody leaves before joining; a start date still to come is 待入职 (issue 26 D5).
    const today = new Date(t.clock() + 8 * 3_600_000).toISOString().slice(0, 10);
    for (const o of onboards as Array<{ start_date: string; leave_date: string | null; status: string }>) {
      if (o.leave_date) expect(o.leave_date > o.start_date, JSON.stringify(o)).toBe(true);
      expect(o.status, JSON.stringify(o)).toBe(o.leave_date && o.leave_date <= today ? '1' : o.start_date > today ? '2' : '0');
    }
    const hr = await t.login('hr01');
    const due = (await t.request({ method: 'GET', url: '/v1/api/due', token: hr })).body.data;
    expect(due[0].items.length).toBeGreaterThan(0);
    // The home shows 20 and says how many there are; ?all=1 answers them all (issue 26 D4).
    expect(due[0].total).toBeGreaterThanOrEqual(due[0].items.length);
    const every = (await t.request({ method: 'GET', url: '/v1/api/due', token: hr, query: { all: '1' } })).body.data;
    expect(every[0].items).toHaveLength(every[0].total);
    expect(every[0].total).toBe(due[0].total);
    if (due[0].total > 20) expect(due[0].items).toHaveLength(20);
    // Top-ups reviewed by the other finance user; the balance is the credited ones' sum.
    expect(counts.recharges).toBe(7);
    const recharges = (await get('/account/recharge/list?pageSize=20')).list as Array<{ status: string; amount: number; owner_id: number; reviewer_id: number | null }>;
    expect(new Set(recharges.map((x) => x.status))).toEqual(new Set(['0', '1', '2']));
    for (const x of recharges.filter((y) => y.status !== '0')) expect(x.reviewer_id).not.toBe(x.owner_id);
    const credited = recharges.filter((x) => x.status === '1').reduce((s, x) => s + x.amount, 0);
    // This month's payroll: one batch paid (its debit in the ledger), one waiting for review.
    expect(counts.payrolls).toBe(2);
    const batches = (await get('/finance/salary/list')).list as Array<{ status: string; total_net: number; headcount: number }>;
    expect(batches.map((b) => b.status).sort()).toEqual(['0', '2']);
    const paid = batches.find((b) => b.status === '2')!;
    expect(paid.headcount).toBeGreaterThan(0);
    expect((await get('/sums/finance/recharge'))[0]).toMatchObject({ title: '账户余额', value: credited - paid.total_net, money: true });
    // Seals drawn, templates, hr01's contracts numbered from the counter; the signed one's PDF is the one hashed.
    expect(counts.contracts).toBe(5);
    const seals = (await get('/app/contract/seal/list')).list as Array<{ image: string }>;
    expect(seals).toHaveLength(2);
    for (const seal of seals) expect(seal.image).toMatch(/^\/v1\/api\/files\/private\//);
    const contracts = (await get('/app/contract/list?pageSize=20')).list as Array<{ no: string; status: string; pdf: string | null; sha256: string | null }>;
    expect(contracts.map((c) => c.no).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `KP-${new Date(t.clock()).getFullYear()}-00000${n}`));
    const signed = contracts.find((c) => c.status === '3')!;
    const pdf = await t.app.inject({ method: 'GET', url: signed.pdf!, headers: { authorization: `Bearer ${admin}` } });
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(signed.sha256);
    const next = await t.request({ method: 'POST', url: '/v1/api/app/contract/add', token: admin, payload: { user_id: talents[0].id, template_id: 1, type: '1', company_id: companies.list[0].id, start_date: '2027-01-01', end_date: '2027-12-31', pay: 500000, seal_id: 1 } });
    expect(next.body.code, next.body.msg).toBe('00000');
    expect((await get(`/app/contract/detail/${next.body.data.id}`)).no).toMatch(/-000006$/);
    // Nobody's talent goes back to the pool on the first day: each was owned within three weeks.
    expect(await returnToPool(t.app)).toBe(0);
    for (const [screen, rows] of [['company/companies', companies.list], ['company/posts', posts.list], ['talents/talents', talents], ['talents/applies', applications]] as const) {
      for (const row of rows as Array<{ id: number }>) {
        const saved = await t.request({ method: 'POST', url: `/v1/api/${screen}/edit/${row.id}`, token: admin, payload: {} });
        expect(saved.body.code, `${screen} ${row.id}: ${saved.body.msg}`).toBe('00000');
      }
    }
  });

  it('writes nothing into tables that have rows', async () => {
    expect(await seedDemoWorld(k(), Date.now())).toEqual({ companies: 0, jobTypes: 0, posts: 0, talents: 0, follows: 0, applications: 0, onboards: 0, recharges: 0, contracts: 0, payrolls: 0 });
  });

  it('is the same world from the same seed', async () => {
    const other = await buildTestApp();
    try {
      await seedDemoWorld(other.db.kysely as never, Date.UTC(2026, 10, 22));
      const names = async (app: TestApp) => (await app.db.kysely.selectFrom('company' as never).select('name' as never).orderBy('id' as never).execute()).map((r) => (r as { name: string }).name);
      expect(await names(other)).toEqual(await names(t));
    } finally {
      await other.close();
    }
  });
});
