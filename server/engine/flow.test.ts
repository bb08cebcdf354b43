import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, snapshot, type TestApp } from '../test/harness.ts';

// talents/apply's status flow: 待审核 → 已通过 → 已约面 (time and place) → 面试通过 / 面试未过 → 已入职; 放弃 before that.
let t: TestApp;
let hr: string;
let application: number;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await t.login();
  hr = await t.login('hr01');
  const company = (await call(admin, 'POST', '/company/companies/add', { name: '流转测试有限公司', credit_code: '91110000600037341L', industry: '1', city: '苏州', contact_name: '周经理', contact_mobile: '13912345678', status: '1', settlement: '3' })).body.data.id;
  const type = (await call(admin, 'POST', '/company/jobTypes/add', { name: '流转普工', nature: '1', status: 1 })).body.data.id;
  const post = (await call(admin, 'POST', '/company/posts/add', { company_id: company, job_type_id: type, title: '装配工', headcount: 5, pay_min: 500000, pay_unit: '3', city: '苏州', status: '1' })).body.data.id;
  const talent = (await call(hr, 'POST', '/talents/talents/add', { name: '流转人', mobile: '13512345678', status: '0' })).body.data.id;
  // Whatever the body says, a new application starts at 待审核.
  const made = await call(hr, 'POST', '/talents/applies/add', { talent_id: talent, post_id: post, channel: '1', status: '5' });
  expect(made.body.code, made.body.msg).toBe('00000');
  application = made.body.data.id;
});
afterAll(async () => { await t.close(); });

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) => t.request({ method, url: `/v1/api${url}`, token, payload });
const move = (key: string, form?: object) => call(hr, 'POST', `/actions/talents/apply/${key}`, { ids: [application], ...(form ? { form } : {}) });
const status = async () => (await call(hr, 'GET', `/talents/applies/${application}`)).body.data.status;

describe('a status flow', () => {
  it('starts where the flow starts, with the talent and post shown by name', async () => {
    const detail = (await call(hr, 'GET', `/talents/applies/${application}`)).body.data;
    expect(detail).toMatchObject({ status: '0', talent_id_label: '流转人', post_id_label: '装配工' });
  });

  it('refuses a move the flow does not allow from here, naming both states, and changes nothing', async () => {
    const before = await snapshot(t);
    const res = await move('pass');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('报名「流转人」现在是「待审核」，不能改为「面试通过」');
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses a status change by an edit, naming both states and the moves there are', async () => {
    const res = await call(hr, 'POST', `/talents/applies/edit/${application}`, { status: '5', remark: '试试' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('状态不能直接从「待审核」改为「已入职」：请用操作「通过」「放弃」');
    // An edit that leaves the status as it is goes through.
    expect((await call(hr, 'POST', `/talents/applies/edit/${application}`, { status: '0', remark: '已电话确认' })).body.code).toBe('00000');
  });

  it('moves 通过 → 约面 (time and place required) → 面试通过 → 入职 (start date required), each logged', async () => {
    expect((await move('approve')).body.code).toBe('00000');
    expect(await status()).toBe('1');
    const missing = await move('schedule', { interview_place: '园区人才市场' });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toContainEqual({ field: 'interview_at', message: '请填写面试时间' });
    expect((await move('schedule', { interview_at: '2026-11-25 14:00:00', interview_place: '园区人才市场' })).body.code).toBe('00000');
    const scheduled = (await call(hr, 'GET', `/talents/applies/${application}`)).body.data;
    expect(scheduled).toMatchObject({ status: '2', interview_at: '2026-11-25 14:00:00', interview_place: '园区人才市场' });
    expect((await move('pass')).body.code).toBe('00000');
    expect((await move('onboard', { start_date: '2026-12-01' })).body.code).toBe('00000');
    expect(await status()).toBe('5');
    // 已入职 is where it ends: not even 放弃.
    expect((await move('giveUp')).body.msg).toBe('报名「流转人」现在是「已入职」，不能改为「已放弃」');
    const logged = await t.db.kysely.selectFrom('sys_oplog').select('summary').where('resource', '=', 'talent_apply').where('op_type', '=', 1).orderBy('id').execute();
    expect(logged.map((l) => l.summary).slice(-4)).toEqual(['通过报名：', '约面报名：', '面试通过报名：', '入职报名：'].map((s) => expect.stringContaining(s)) as never);
  });
});
