import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

const LOGIN = '/v1/api/auth/login';

describe('the login log', () => {
  it('records every attempt: success, failure, the wait, a disabled user and a password-less one, with IP and browser', async () => {
    const from = (username: string, password: string) => t.request({ method: 'POST', url: LOGIN, remoteAddress: '10.9.0.1', headers: { 'user-agent': 'KP-Test/1.0' }, payload: { username, password } });
    await from('hr01', DEMO_PASSWORD);
    for (let i = 0; i < 5; i++) await from('finance01', 'wrong');
    await from('finance01', DEMO_PASSWORD);
    const admin = await t.login();
    await t.db.kysely.updateTable('sys_user').set({ status: 0 }).where('username', '=', 'ops01').execute();
    await from('ops01', DEMO_PASSWORD);
    const issued = (await t.request({ method: 'POST', url: '/v1/api/auth/noPwd/issue', token: admin, payload: { userId: 2 } })).body.data;
    await t.request({ method: 'POST', url: '/v1/api/auth/noPwd/login', payload: { username: 'hr01', id: issued.code } });
    await t.request({ method: 'POST', url: '/v1/api/auth/noPwd/login', payload: { username: 'hr01', id: issued.code } });

    const res = await t.request({ method: 'GET', url: '/v1/api/system/loginLogs', token: admin, query: { pageSize: '50' } });
    const rows = (res.body.data.list as Array<Record<string, unknown>>).reverse().map((r) => `${r.username} ${r.method} ${r.result}`);
    expect(rows).toEqual([
      'hr01 密码 成功',
      'finance01 密码 用户名或密码错误', 'finance01 密码 用户名或密码错误', 'finance01 密码 用户名或密码错误', 'finance01 密码 用户名或密码错误',
      'finance01 密码 失败过多，等待中', 'finance01 密码 失败过多，等待中',
      'admin 密码 成功',
      'ops01 密码 账户已停用',
      'hr01 免密 成功', 'hr01 免密 免密登录码已被使用',
    ]);
    expect(res.body.data.list.find((r: { username: string }) => r.username === 'ops01')).toMatchObject({ ip: '10.9.0.1', user_agent: 'KP-Test/1.0' });
    const failed = await t.request({ method: 'GET', url: '/v1/api/system/loginLogs', token: admin, query: { username: 'finance01', result: '用户名或密码错误' } });
    expect(failed.body.data.total).toBe(4);
  });

  it('is read with sys:loginLog:query only', async () => {
    const hr = await t.login('hr01');
    expect((await t.request({ method: 'GET', url: '/v1/api/system/loginLogs', token: hr })).status).toBe(403);
  });

  it("names the op log's resources as the screens do", async () => {
    const admin = await t.login();
    await t.request({ method: 'POST', url: '/v1/api/demo/showcase/add', token: admin, payload: { name: '资源名', mobile: '13800002222', gender: 1, salary: 1, active: true } });
    const options = (await t.request({ method: 'GET', url: '/v1/api/system/logs/resources', token: admin })).body.data;
    expect(options).toContainEqual({ label: '示例', value: 'demo_showcase' });
  });
});
