import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, snapshot, type TestApp } from '../test/harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => { t = await buildTestApp(); admin = await t.login(); });
afterAll(async () => { await t.close(); });

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.request({ method, url: `/v1/api${url}`, token: admin, payload });
const deptId = async (name: string) => (await t.db.kysely.selectFrom('sys_dept').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('a record others point at', () => {
  it('is not deleted while users are in the department, and the message says how many', async () => {
    const dept = (await call('POST', '/system/depts', { parent_id: 0, name: '临时部', sort: 9, status: 1 })).body.data.id;
    for (const username of ['ref.one', 'ref.two']) {
      expect((await call('POST', '/system/users/add', { username, nickname: username, password: 'Refer1234', dept_id: dept, role_ids: [2], status: 1 })).body.code).toBe('00000');
    }
    const before = await snapshot(t);
    const res = await call('DELETE', `/system/depts/${dept}`);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('还有 2 个用户使用这个部门，请先修改或删除它们');
    expect(await snapshot(t)).toBe(before);
  });

  it('is not deleted while a stored screen\'s records point at it through x-options', async () => {
    const dept = await deptId('招聘一组');
    expect((await call('POST', '/demo/showcase/add', { name: '引用者', mobile: '13800001111', gender: 1, dept_id: dept, salary: 1, active: true })).body.code).toBe('00000');
    const res = await call('DELETE', `/system/depts/${dept}`);
    expect(res.body.msg).toMatch(/^还有 \d+ 个(用户|示例)使用这个部门/);
  });

  it('keeps a dictionary a schema names, and an entry records hold', async () => {
    const gender = (await t.db.kysely.selectFrom('sys_dict_type').select('id').where('code', '=', 'gender').executeTakeFirstOrThrow()).id;
    expect((await call('DELETE', `/system/dict/types/${gender}`)).body.msg).toMatch(/^页面「.+」还在使用这个字典/);
    const male = (await t.db.kysely.selectFrom('sys_dict_item').select('id').where('type_code', '=', 'gender').where('value', '=', '1').executeTakeFirstOrThrow()).id;
    expect((await call('DELETE', `/system/dict/items/${male}`)).body.msg).toMatch(/^还有 \d+ 个.+的「性别」是这个选项/);
  });

  it('deletes what nothing points at', async () => {
    const dept = (await call('POST', '/system/depts', { parent_id: 0, name: '空部门', sort: 9, status: 1 })).body.data.id;
    expect((await call('DELETE', `/system/depts/${dept}`)).body.code).toBe('00000');
  });
});
