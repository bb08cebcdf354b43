import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../validators/formatters.ts';
import { returnToPool, takeLease } from '../services/jobs.ts';
import { buildTestApp, snapshot, TEST_DATABASE_URL, type TestApp, uploadFile, xlsxFile } from '../test/harness.ts';

// The talent pipeline's rules (issue 11): what an application's 已入职 does besides, follow-ups and
// what they stamp, due follow-ups, the onboarding report's scope and totals, relations kept to the
// caller's scope, and talents returning to the pool by themselves under a lease.
let t: TestApp;
let admin: string;
let hr: string;
let hr2: string;
let post: number;
let company: number;
const DAY = 24 * 60 * 60 * 1000;

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.request({ method, url: `/v1/api${url}`, token, payload });
const ok = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await call(token, method, url, payload);
  expect(res.body.code, `${url}: ${res.body.msg}`).toBe('00000');
  return res.body.data;
};
let mobiles = 0;
const talent = async (token: string, name: string) => (await ok(token, 'POST', '/talents/talents/add', { name, mobile: `1370000${String(++mobiles).padStart(4, '0')}`, status: '0' })).id as number;
const talentRow = (id: number) => t.db.kysely.selectFrom('talent' as never).selectAll().where('id' as never, '=', id as never).executeTakeFirstOrThrow() as Promise<Record<string, unknown>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  hr = await t.login('hr01');
  // A second recruiter, scope 仅本人 like hr01.
  const role = await t.db.kysely.selectFrom('sys_role').select('id').where('code', '=', 'HR').executeTakeFirstOrThrow();
  await ok(admin, 'POST', '/system/users/add', { username: 'hr09', nickname: '王招聘', password: 'Hr09@12345', role_ids: [role.id], status: 1 });
  hr2 = await t.login('hr09', 'Hr09@12345');
  company = (await ok(admin, 'POST', '/company/companies/add', { name: '管道测试有限公司', credit_code: '91110000600037341L', industry: '1', city: '苏州', contact_name: '周经理', contact_mobile: '13912345678', status: '1', settlement: '3' })).id;
  const type = (await ok(admin, 'POST', '/company/jobTypes/add', { name: '管道普工', nature: '1', status: 1 })).id;
  post = (await ok(admin, 'POST', '/company/posts/add', { company_id: company, job_type_id: type, title: '分拣员', headcount: 5, pay_min: 520000, pay_unit: '3', city: '苏州', status: '1' })).id;
});
afterAll(async () => { await t.close(); });

describe('an application', () => {
  it('marks its talent 已报名; 已入职 creates the onboarding record and marks the talent 已入职, in one transaction', async () => {
    const id = await talent(hr, '入职人');
    const application = (await ok(hr, 'POST', '/talents/applies/add', { talent_id: id, post_id: post, channel: '1' })).id;
    expect((await talentRow(id)).status).toBe('2');
    for (const [key, form] of [['approve'], ['schedule', { interview_at: '2026-11-25 14:00:00', interview_place: '园区' }], ['pass']] as const) {
      await ok(hr, 'POST', `/actions/talents/apply/${key}`, { ids: [application], ...(form ? { form } : {}) });
    }
    await ok(hr, 'POST', '/actions/talents/apply/onboard', { ids: [application], form: { start_date: '2026-12-01' } });
    expect((await talentRow(id)).status).toBe('3');
    const report = await ok(hr, 'GET', '/talents/reports', undefined);
    expect(report.list).toContainEqual(expect.objectContaining({
      talent_id: id, talent_id_label: '入职人', post_id: post, company_id: company, company_id_label: '管道测试有限公司', start_date: '2026-12-01', pay: 520000, pay_unit: '3', status: '2', owner_id_label: '李招聘',
    }));
    // 待入职 (status 2) until 2026-12-01 — the test clock is 2026-11-01 (storage.datedStatus, issue 26 D5).
    const logged = await t.db.kysely.selectFrom('sys_oplog').select(['op_type', 'resource', 'summary']).where('resource', 'in', ['talent_onboard', 'talent']).orderBy('id', 'desc').limit(2).execute();
    expect(logged).toEqual(expect.arrayContaining([
      { op_type: 0, resource: 'talent_onboard', summary: '新增入职记录（报名「入职人」入职）' },
      { op_type: 1, resource: 'talent', summary: '更新人才（报名「入职人」入职）' },
    ]));
  });

  it('writes nothing when the onboarding record cannot be written: the move and the talent stay as they were', async () => {
    const id = await talent(hr, '回滚人');
    const application = (await ok(hr, 'POST', '/talents/applies/add', { talent_id: id, post_id: post, channel: '1' })).id;
    await ok(hr, 'POST', '/actions/talents/apply/approve', { ids: [application] });
    await ok(hr, 'POST', '/actions/talents/apply/schedule', { ids: [application], form: { interview_at: '2026-11-25 14:00:00', interview_place: '园区' } });
    await ok(hr, 'POST', '/actions/talents/apply/pass', { ids: [application] });
    // A trigger refuses the onboarding insert, after the move has been written in the same transaction.
    const run = (text: string) => sql.raw(text).execute(t.db.kysely);
    if (TEST_DATABASE_URL) {
      await run("create function refuse_onboard() returns trigger as $$ begin raise exception 'refused'; end $$ language plpgsql");
      await run('create trigger refuse before insert on talent_onboard for each row execute function refuse_onboard()');
    } else {
      await run("create trigger refuse before insert on talent_onboard begin select raise(abort, 'refused'); end");
    }
    try {
      const before = await snapshot(t);
      const res = await call(hr, 'POST', '/actions/talents/apply/onboard', { ids: [application], form: { start_date: '2026-12-01' } });
      expect(res.body.code).not.toBe('00000');
      expect(await snapshot(t)).toBe(before);
      expect((await talentRow(id)).status).toBe('2');
    } finally {
      await run(TEST_DATABASE_URL ? 'drop trigger refuse on talent_onboard' : 'drop trigger refuse');
    }
  });

  it("is not imported for a colleague's talent either: the file's names are read within the importer's scope", async () => {
    await talent(hr2, '导入别人');
    await talent(hr, '导入自己');
    const before = await snapshot(t);
    const file = await xlsxFile([['人才', '岗位', '报名渠道', '状态'], ['导入别人', '分拣员', '抖音', '待审核'], ['导入自己', '分拣员', '抖音', '待审核']]);
    const res = await uploadFile(t, '/v1/api/talents/applies/_import', hr, file);
    expect(res.body.code).not.toBe('00000');
    expect(res.body.data.errors).toEqual([{ row: 2, column: '人才', message: '「导入别人」不是已有的人才，请先添加它或改正名称' }]);
    expect(await snapshot(t)).toBe(before);
  });

  it("refuses a colleague's talent (outside the caller's scope) as if it did not exist, and one of the pool until it is claimed (issue 58)", async () => {
    const theirs = await talent(hr2, '别人的人');
    const before = await snapshot(t);
    const res = await call(hr, 'POST', '/talents/applies/add', { talent_id: theirs, post_id: post, channel: '1' });
    expect(res.status).toBe(400);
    expect(res.body.data).toContainEqual({ field: 'talent_id', message: '所选人才不存在或已删除，请重新选择' });
    expect(await snapshot(t)).toBe(before);
    await ok(hr2, 'POST', '/actions/talents/list/release', { ids: [theirs], form: { reason: '不再跟进' } });
    const released = await snapshot(t);
    const pooled = await call(hr, 'POST', '/talents/applies/add', { talent_id: theirs, post_id: post, channel: '1' });
    expect(pooled.status).toBe(400);
    expect(pooled.body.data).toContainEqual({ field: 'talent_id', message: '人才「别人的人」在公海中，请先认领' });
    expect(await snapshot(t)).toBe(released);
    await ok(hr, 'POST', '/actions/talents/list/claim', { ids: [theirs] });
    await ok(hr, 'POST', '/talents/applies/add', { talent_id: theirs, post_id: post, channel: '1' });
  });
});

describe('follow-ups', () => {
  it("stamp the talent's last follow-up, move 新入库 to 跟进中, and the newest with a next time is due on the owner's home", async () => {
    const id = await talent(hr, '跟进人');
    const next = formatDateTime(t.clock() + DAY);
    await ok(hr, 'POST', '/talents/follows/add', { talent_id: id, method: '1', content: '电话沟通，意向强', next_at: next });
    const row = await talentRow(id);
    expect(row).toMatchObject({ status: '1', last_follow_at: formatDateTime(t.clock()) });
    let due = await ok(hr, 'GET', '/due');
    const follows = due.find((d: { component: string }) => d.component === 'talents/follow');
    expect(follows).toMatchObject({ title: '待跟进', titles: { 'en-US': 'Follow up' } });
    expect(follows.items).toContainEqual(expect.objectContaining({ talent_id: id, talent_id_label: '跟进人', next_at: next, content: '电话沟通，意向强' }));
    // A newer follow-up settles the older one; without a next time, nothing is due for this talent.
    await ok(hr, 'POST', '/talents/follows/add', { talent_id: id, method: '2', content: '已加微信' });
    due = await ok(hr, 'GET', '/due');
    expect(due.find((d: { component: string }) => d.component === 'talents/follow').items.filter((i: { talent_id: number }) => i.talent_id === id)).toEqual([]);
    // Nobody else's home shows it.
    const theirs = await ok(hr2, 'GET', '/due');
    expect(theirs.find((d: { component: string }) => d.component === 'talents/follow').items).toEqual([]);
  });

  it("are listed for the talent's detail, newest first, and refused on a colleague's talent", async () => {
    const id = await talent(hr, '时间线');
    await ok(hr, 'POST', '/talents/follows/add', { talent_id: id, method: '1', content: '第一次' });
    await ok(hr, 'POST', '/talents/follows/add', { talent_id: id, method: '3', content: '第二次' });
    const page = await ok(hr, 'GET', `/talents/follows?talent_id=${id}&sort=id&order=desc`);
    expect(page.list.map((f: { content: string }) => f.content)).toEqual(['第二次', '第一次']);
    const res = await call(hr2, 'POST', '/talents/follows/add', { talent_id: id, method: '1', content: '越权' });
    expect(res.status).toBe(400);
    expect(res.body.data).toContainEqual({ field: 'talent_id', message: '所选人才不存在或已删除，请重新选择' });
  });
});

describe('the onboarding report', () => {
  it("keeps to the caller's scope in its list, detail, totals and counts; admin sees everyone's, grouped", async () => {
    // hr09 places one talent too.
    const theirs = await talent(hr2, '王的人');
    const application = (await ok(hr2, 'POST', '/talents/applies/add', { talent_id: theirs, post_id: post, channel: '1' })).id;
    for (const [key, form] of [['approve'], ['schedule', { interview_at: '2026-11-26 10:00:00', interview_place: '园区' }], ['pass'], ['onboard', { start_date: '2026-12-02' }]] as const) {
      await ok(hr2, 'POST', `/actions/talents/apply/${key}`, { ids: [application], ...(form ? { form } : {}) });
    }
    const mine = await ok(hr, 'GET', '/talents/reports');
    expect(mine.list.every((r: { owner_id_label: string }) => r.owner_id_label === '李招聘')).toBe(true);
    expect(mine.total).toBe(mine.list.length);
    const all = await ok(admin, 'GET', '/talents/reports');
    expect(all.total).toBe(mine.total + 1);
    const hidden = all.list.find((r: { talent_id: number }) => r.talent_id === theirs);
    expect((await call(hr, 'GET', `/talents/reports/${hidden.id}`)).status).toBe(404);
    expect((await ok(hr2, 'GET', `/talents/reports/${hidden.id}`)).talent_id_label).toBe('王的人');

    const byRecruiter = await ok(admin, 'GET', '/totals/talents/report?by=owner_id');
    expect(byRecruiter).toEqual(expect.arrayContaining([
      expect.objectContaining({ label: '李招聘', total: mine.total }), expect.objectContaining({ label: '王招聘', total: 1 }),
    ]));
    expect(await ok(hr, 'GET', '/totals/talents/report?by=owner_id')).toEqual([expect.objectContaining({ label: '李招聘', total: mine.total })]);
    expect(await ok(admin, 'GET', `/totals/talents/report?by=company_id&start_date=2026-12-02,2026-12-02`)).toEqual([{ value: company, label: '管道测试有限公司', total: 1 }]);
    const refused = await call(admin, 'GET', '/totals/talents/report?by=pay');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('不能按「pay」合计');
  });

  it('is read-only: no create, edit or delete route, and no permission to grant them', async () => {
    expect((await call(admin, 'POST', '/talents/reports/add', { talent_id: 1 })).status).toBe(404);
    expect((await call(admin, 'DELETE', '/talents/reports/delete/1')).status).toBe(404);
  });
});

describe('talents not followed up', () => {
  it('go back to the pool after the configured days, logged as 公开 by the system; a followed-up one stays', async () => {
    const idle = await talent(hr, '久未跟进');
    const followed = await talent(hr, '常跟进');
    // Claimed or created 31 days ago; one of them followed up yesterday.
    const old = formatDateTime(t.clock() - 31 * DAY);
    await t.db.kysely.updateTable('talent' as never).set({ owned_at: old } as never).where('id' as never, 'in', [idle, followed] as never).execute();
    await t.db.kysely.updateTable('talent' as never).set({ last_follow_at: formatDateTime(t.clock() - DAY) } as never).where('id' as never, '=', followed as never).execute();
    expect(await returnToPool(t.app)).toBeGreaterThanOrEqual(1);
    expect(await talentRow(idle)).toMatchObject({ owner_id: null, owned_at: null });
    expect((await talentRow(followed)).owner_id).not.toBeNull();
    const log = await t.db.kysely.selectFrom('sys_oplog').selectAll().where('resource', '=', 'talent').where('target_id', '=', String(idle)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ op_type: 5, user_id: null, username: '系统', summary: '30 天未跟进，人才自动回到公海' });
    // The number of days is a system config value.
    await t.db.kysely.insertInto('sys_config').values({ key: 'talent.pool.returnDays', value: '60', updated_at: 0 } as never).execute();
    const recent = await talent(hr, '四十天');
    await t.db.kysely.updateTable('talent' as never).set({ owned_at: formatDateTime(t.clock() - 40 * DAY) } as never).where('id' as never, '=', recent as never).execute();
    await returnToPool(t.app);
    expect((await talentRow(recent)).owner_id).not.toBeNull();
  });

  it('takes no talent back that was owned before owned-since existed: those are owned since the server (re)loaded', async () => {
    const id = await talent(hr, '老数据');
    // As a database from before the field: an owner, and no time.
    await t.db.kysely.updateTable('talent' as never).set({ owned_at: null } as never).where('id' as never, '=', id as never).execute();
    await t.app.engine.reload();
    expect((await talentRow(id)).owned_at).toBe(formatDateTime(t.clock()));
    await returnToPool(t.app);
    expect((await talentRow(id)).owner_id).not.toBeNull();
  });

  it('runs in one process of several at a time: the lease in the database goes to exactly one', async () => {
    const now = t.clock();
    const takers = await Promise.all(Array.from({ length: 8 }, (_, i) => takeLease(t.db.kysely as never, 'test-job', `p${i}`, now, 60_000)));
    expect(takers.filter(Boolean)).toHaveLength(1);
    expect(await takeLease(t.db.kysely as never, 'test-job', 'late', now + 30_000, 60_000)).toBe(false);
    expect(await takeLease(t.db.kysely as never, 'test-job', 'next', now + 60_000, 60_000)).toBe(true);
  });
});

describe('owning', () => {
  it('a claim stamps when the talent became the claimer’s; a release clears it', async () => {
    const id = await talent(hr2, '认领时间');
    await ok(hr2, 'POST', '/actions/talents/list/release', { ids: [id], form: { reason: '给别人' } });
    expect((await talentRow(id)).owned_at).toBeNull();
    t.clock.advance(60_000);
    await ok(hr, 'POST', '/actions/talents/list/claim', { ids: [id] });
    expect(await talentRow(id)).toMatchObject({ owned_at: formatDateTime(t.clock()) });
  });
});
