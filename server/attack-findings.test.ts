import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from './db/demo-world.ts';
import { buildTestApp, DEMO_PASSWORD, PNG_1PX, snapshot, TEST_DATABASE_URL, type TestApp, uploadFile, xlsxFile } from './test/harness.ts';

// The low findings of the outside attack (issue 25, items 8–15): each of these failed before.
let t: TestApp;
let other: TestApp;
let admin: string;

type Row = Record<string, any>;
const k = () => t.db.kysely as Kysely<any>;
const call = (token: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, app = t) =>
  app.request({ method, url: `/v1/api${url}`, token, payload: payload as object });

beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestApp({ shareWith: t });
  await seedDemoWorld(k(), t.clock());
  admin = await t.login('admin');
});
afterAll(async () => { await other.close(); await t.close(); });

describe('what a refusal tells', () => {
  it('a payroll row with the wrong name says only that it does not match, not whose the ID number is (8)', async () => {
    const finance = await t.login('finance01');
    const talent: Row = await k().selectFrom('talent_onboard as o').innerJoin('talent as t', 't.id', 'o.talent_id').select(['t.name', 't.id_number', 'o.company_id', 'o.start_date'])
      .where('t.id_number', 'is not', null).orderBy('o.id').executeTakeFirstOrThrow();
    const month = String(talent.start_date).slice(0, 7);
    const file = await xlsxFile([['姓名 *', '身份证号 *', '应发 *', '扣款 *', '实发 *'], ['张冒名', talent.id_number, 5000, 0, 5000]]);
    const res = await uploadFile(t, '/v1/api/finance/salary/_import', finance, file, { month, company_id: String(talent.company_id) });
    const text = JSON.stringify(res.body);
    expect(text).toContain('不一致');
    expect(text).not.toContain(talent.name);
  });
});

describe('the operation log', () => {
  it('lists the 查看号码 entries by their type, 7 (11)', async () => {
    const talent = await k().selectFrom('talent').select('id').where('mobile', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    expect((await call(admin, 'POST', '/reveal/talents/list', { id: talent.id, field: 'mobile' })).body.code).toBe('00000');
    const res = await call(admin, 'GET', '/system/logs?type=7');
    expect(res.body.code, res.body.msg).toBe('00000');
    expect(res.body.data.list.length).toBeGreaterThan(0);
    expect(res.body.data.list.every((r: Row) => r.op_type === 7)).toBe(true);
    expect((await call(admin, 'GET', '/system/logs?type=8')).status).toBe(400);
  });
});

describe('a changed password', () => {
  it('follows the same rule as a new or reset one (12)', async () => {
    const token = await t.login('ops01');
    for (const weak of ['123456', 'abcdefgh', '12345678', 'Ab1']) {
      const res = await call(token, 'POST', '/auth/change/password', { oldPassword: DEMO_PASSWORD, newPassword: weak });
      expect(res.body.code, weak).toBe('A0400');
      expect(res.body.msg).toContain('至少 8 位');
    }
    expect((await call(token, 'POST', '/auth/change/password', { oldPassword: DEMO_PASSWORD, newPassword: 'Strong2026x' })).body.code).toBe('00000');
  });
});

describe('an uploaded voucher', () => {
  it('belongs to its uploader and to one recharge (13)', async () => {
    const [f1, f2] = [await t.login('finance01'), await t.login('finance02')];
    const upload = async (token: string) => (await uploadFile(t, '/v1/api/uploads/finance/recharge', token, PNG_1PX, { field: 'voucher' })).body.data.url as string;
    const recharge = (token: string, voucher: string, n: number) => call(token, 'POST', '/account/recharge', { amount: 10000, transfer_no: `TR-ATK-${n}`, transfer_date: '2026-11-20', payer: '集团基本户', voucher });
    const mine = await upload(f1);
    expect((await recharge(f1, mine, 1)).body.code).toBe('00000');
    const theirs = await upload(f2);
    const before = await snapshot(t);
    const twice = await recharge(f1, mine, 2);
    expect(twice.body.code).toBe('A0400');
    expect(JSON.stringify(twice.body.data)).toContain('已用于另一条');
    const borrowed = await recharge(f1, theirs, 3);
    expect(borrowed.body.code).toBe('A0400');
    expect(JSON.stringify(borrowed.body.data)).toContain('请用上传按钮上传');
    expect(await snapshot(t)).toBe(before);
    // Its own uploader may still use it.
    expect((await recharge(f2, theirs, 4)).body.code).toBe('00000');
  });
});

describe('text and ids no person sends', () => {
  it('refuses lone surrogates in a body, a query and a path, and stores nothing (14)', async () => {
    const before = await snapshot(t);
    const body = '{"name":"坏\\ud800人","mobile":"13900003333","status":"0"}';
    const res = await t.request({ method: 'POST', url: '/v1/api/talents/talents/add', token: admin, payload: body, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('代理项');
    // Anywhere in the body: inside an array, or as a key.
    const nested = await t.request({ method: 'POST', url: '/v1/api/talents/talents/add', token: admin, payload: '{"name":"好人","mobile":"13900003335","status":"0","tags":["\\udc00"]}', headers: { 'content-type': 'application/json' } });
    expect(nested.status).toBe(400);
    expect(await snapshot(t)).toBe(before);
    // A pair is one character (an emoji), and is kept.
    const emoji = await call(admin, 'POST', '/talents/talents/add', { name: '笑😀', mobile: '13900003334', status: '0' });
    expect(emoji.body.code, emoji.body.msg).toBe('00000');
  });

  it('takes an id as digits only: " 1" and "1e3" are refused, in the engine\'s paths and the hand-written ones (14)', async () => {
    const talent = await k().selectFrom('talent').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (const id of [` ${talent.id}`, '1e3', `${talent.id}.0`, '0x1']) {
      expect((await t.request({ method: 'GET', url: `/v1/api/talents/talents/${encodeURIComponent(id)}`, token: admin })).status, `engine ${id}`).toBe(400);
      expect((await t.request({ method: 'GET', url: `/v1/api/system/users/detail/${encodeURIComponent(id)}`, token: admin })).status, `users ${id}`).toBe(400);
      expect((await t.request({ method: 'GET', url: `/v1/api/system/roles/detail/${encodeURIComponent(id)}`, token: admin })).status, `roles ${id}`).toBe(400);
    }
    expect((await t.request({ method: 'GET', url: `/v1/api/talents/talents/${talent.id}`, token: admin })).body.code).toBe('00000');
    expect((await t.request({ method: 'GET', url: '/v1/api/system/logs?page=1e1', token: admin })).status).toBe(400);
  });

  it('never coerces a write body\'s types: {"menuIds": "1"} is refused, not read as [1] (14)', async () => {
    const role = await k().selectFrom('sys_role').select('id').where('code', '=', 'HR').executeTakeFirstOrThrow();
    const before = (await call(admin, 'GET', `/system/roles/${role.id}/menus`)).body.data;
    expect(before.length).toBeGreaterThan(1);
    const res = await call(admin, 'POST', `/system/roles/${role.id}/menus`, { menuIds: String(before[0]) });
    expect(res.status).toBe(400);
    expect((await call(admin, 'GET', `/system/roles/${role.id}/menus`)).body.data).toEqual(before);
    // Numbers in a query are still read as numbers.
    expect((await call(admin, 'GET', '/system/logs?page=1&pageSize=5')).body.code).toBe('00000');
  });
});

describe('SQLite shared by two processes', () => {
  it('answers 20 concurrent writes from both in the envelope, never a 500 (9)', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call(admin, 'POST', '/talents/talents/add', { name: `并发${i}`, mobile: `1391111${String(i).padStart(4, '0')}`, status: '0' }, i % 2 ? other : t)));
    for (const a of answers) expect([200, 503]).toContain(a.status);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
  });

  it.skipIf(Boolean(TEST_DATABASE_URL))('answers a write that waited out another process\'s lock with 503 B0210 and keeps nothing (SQLite only)', async () => {
    const before = await snapshot(t);
    let answer: Awaited<ReturnType<typeof call>> | undefined;
    // The other process holds the write lock (a transaction that wrote) while this one writes.
    await (other.db.kysely as Kysely<any>).transaction().execute(async (trx) => {
      await trx.updateTable('sys_meta').set({ value: '快聘' }).where('key', '=', 'systemName').execute();
      answer = await call(admin, 'POST', '/talents/talents/add', { name: '等锁人', mobile: '13922220000', status: '0' });
      throw new Error('roll back');
    }).catch((e: Error) => { if (e.message !== 'roll back') throw e; });
    expect(answer!.status).toBe(503);
    expect(answer!.body).toMatchObject({ code: 'B0210', msg: expect.stringContaining('系统繁忙') });
    expect(await snapshot(t)).toBe(before);
  });

  it('answers 20 concurrent moves that read then write (claims of pool talents) from both, never a 500 (9)', async () => {
    const pool = await k().selectFrom('talent').select('id').where('owner_id', 'is', null).orderBy('id').limit(20).execute();
    const answers = await Promise.all(pool.map(({ id }, i) => call(admin, 'POST', '/actions/talents/list/claim', { ids: [id] }, i % 2 ? other : t)));
    for (const a of answers) expect([200, 503], JSON.stringify(a.body)).toContain(a.status);
    const claimed = await k().selectFrom('talent').select('id').where('id', 'in', pool.map((p) => p.id)).where('owner_id', 'is not', null).execute();
    expect(claimed.length).toBe(answers.filter((a) => a.status === 200).length);
  });
});

describe('a refresh token replayed', () => {
  it('ends the whole session, logged; the token that replaced it stops working too (15)', async () => {
    const first = await t.login('hr01');
    const refresh = (token: string) => call(token, 'POST', '/auth/refreshToken');
    const second = (await refresh(first)).body.data.accessToken as string;
    expect((await call(second, 'GET', '/account/profile')).status).toBe(200);
    // Within a moment of the refresh (two tabs at once) only the request is refused.
    expect((await refresh(first)).status).toBe(401);
    expect((await call(second, 'GET', '/account/profile')).status).toBe(200);
    t.clock.advance(30_000);
    const replay = await refresh(first);
    expect(replay.status).toBe(401);
    expect(replay.body.msg).toContain('重复使用');
    expect((await call(second, 'GET', '/account/profile')).status).toBe(401);
    const log = await k().selectFrom('sys_oplog').select('summary').where('resource', '=', 'session').execute();
    expect(log.map((l) => l.summary)).toContain('「hr01」的刷新令牌被重复使用，该次登录已结束');
    admin = await t.login('admin');
  });
});
