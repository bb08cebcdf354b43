import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { resetAdminPassword } from './admin-password.ts';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

describe('npm run reset-admin-password', () => {
  it('sets the password, re-enables admin with ADMIN, clears its waits and ends its sessions', async () => {
    const k = t.db.kysely;
    const old = await t.login();
    await k.updateTable('sys_user').set({ status: 0 }).where('username', '=', 'admin').execute();
    await k.deleteFrom('sys_user_role').where('user_id', '=', 1).execute();
    for (let i = 0; i < 6; i++) await t.request({ method: 'POST', url: '/v1/api/auth/login', payload: { username: 'admin', password: 'forgotten' } });
    await resetAdminPassword(k, 'Back@In123', t.clock());
    expect((await t.request({ method: 'GET', url: '/v1/api/account/profile', token: old })).status).toBe(401);
    const token = await t.login('admin', 'Back@In123');
    expect((await t.request({ method: 'GET', url: '/v1/api/account/profile', token })).body.data.roles).toEqual(['ADMIN']);
    const log = await k.selectFrom('sys_oplog').select('summary').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.summary).toBe('命令行重置 admin 的密码');
  });
});
