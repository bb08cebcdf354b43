import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, userWithPerms } from '../test/harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => { t = await buildTestApp(); admin = await t.login('admin'); });
afterAll(async () => { await t.close(); });

const hr01 = async () => (await t.db.kysely.selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow()).id;

describe('预览视角 (view as a user)', () => {
  it('shows the console as the user — their menus, perms, scope and masks — refuses every write, and logs both ends', async () => {
    // hr01's own talent, and one of someone else's.
    const own = await t.login('hr01');
    const mine = (await t.request({ method: 'POST', url: '/v1/api/talents/talents/add', token: own, payload: { name: '我的人', mobile: '13900001111', status: '0' } })).body.data.id;
    await t.request({ method: 'POST', url: '/v1/api/talents/talents/add', token: admin, payload: { name: '别人的', mobile: '13900002222', status: '0' } });

    const started = await t.request({ method: 'POST', url: '/v1/api/auth/preview/start', token: admin, payload: { userId: await hr01() } });
    expect(started.body.data).toMatchObject({ username: 'hr01', preview: true });
    const preview = started.body.data.accessToken;
    const profile = (await t.request({ method: 'GET', url: '/v1/api/account/profile', token: preview })).body.data;
    expect(profile).toMatchObject({ username: 'hr01', roles: ['HR'], preview: { by: '系统管理员' } });
    expect(profile.perms).not.toContain('talents:list:transfer');
    // hr01's rows only, numbers as hr01 sees them (their own whole).
    const list = (await t.request({ method: 'GET', url: '/v1/api/talents/talents', token: preview, query: { view: 'mine' } })).body.data;
    expect(list.list.map((r: { name: string; mobile: string }) => [r.name, r.mobile])).toEqual([['我的人', '13900001111']]);
    // Read-only: a save is refused, and nothing changed.
    const save = await t.request({ method: 'POST', url: `/v1/api/talents/talents/edit/${mine}`, token: preview, payload: { name: '改名' } });
    expect([save.status, save.body.msg]).toEqual([403, '正在以「hr01」的视角预览，只能查看：不能保存或改动']);
    expect((await t.request({ method: 'GET', url: `/v1/api/talents/talents/${mine}`, token: own })).body.data.name).toBe('我的人');
    // A GET that writes is a write too: a previewing administrator resets no one's password.
    await userWithPerms(t, 'pwdkeeper', ['sys:user:query', 'sys:user:reset-pwd'], { scope: 1 });
    const keeper = (await t.db.kysely.selectFrom('sys_user').select('id').where('username', '=', 'pwdkeeper').executeTakeFirstOrThrow()).id;
    const asKeeper = (await t.request({ method: 'POST', url: '/v1/api/auth/preview/start', token: admin, payload: { userId: keeper } })).body.data.accessToken;
    const reset = await t.request({ method: 'GET', url: `/v1/api/system/users/password/${await hr01()}`, token: asKeeper, query: { password: 'Reset@12345' } });
    expect([reset.status, reset.body.msg]).toEqual([403, '正在以「pwdkeeper」的视角预览，只能查看：不能保存或改动']);
    await t.request({ method: 'POST', url: '/v1/api/auth/preview/end', token: asKeeper });
    // A preview cannot start another.
    expect((await t.request({ method: 'POST', url: '/v1/api/auth/preview/start', token: preview, payload: { userId: 1 } })).status).toBe(403);
    expect((await t.request({ method: 'POST', url: '/v1/api/auth/preview/end', token: preview })).body.code).toBe('00000');
    expect((await t.request({ method: 'GET', url: '/v1/api/account/profile', token: preview })).status).toBe(401);
    const log = (await t.request({ method: 'GET', url: '/v1/api/system/logs', token: admin, query: { pageSize: '20' } })).body.data.list.map((r: { username: string; summary: string }) => `${r.username}：${r.summary}`);
    expect(log).toEqual(expect.arrayContaining(['admin：开始以「李招聘」（hr01）的视角预览', 'admin：结束以「hr01」的视角预览']));
  });

  it('ends after an hour: a refresh does not carry a preview further', async () => {
    const started = await t.request({ method: 'POST', url: '/v1/api/auth/preview/start', token: admin, payload: { userId: await hr01() } });
    expect(started.body.data.expiresAt - t.clock()).toBeLessThanOrEqual(60 * 60_000);
    t.clock.advance(50 * 60_000);
    // Its token already reaches the session's end: a refresh gives no more time.
    const refreshed = await t.request({ method: 'POST', url: '/v1/api/auth/refreshToken', token: started.body.data.accessToken });
    expect([refreshed.status, refreshed.body.msg]).toEqual([401, '登录会话已达最长有效期，请重新登录']);
    t.clock.advance(11 * 60_000);
    expect((await t.request({ method: 'GET', url: '/v1/api/account/profile', token: started.body.data.accessToken })).status).toBe(401);
    admin = await t.login('admin');
  });

  it('lets nobody preview someone whose roles they could not grant', async () => {
    const hrAdmin = await t.login(await userWithPerms(t, 'useradmin', ['sys:user:query', 'sys:user:preview'], { scope: 1 }));
    const refused = await t.request({ method: 'POST', url: '/v1/api/auth/preview/start', token: hrAdmin, payload: { userId: await hr01() } });
    expect(refused.status).toBe(403);
    const adminId = (await t.db.kysely.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect((await t.request({ method: 'POST', url: '/v1/api/auth/preview/start', token: hrAdmin, payload: { userId: adminId } })).status).toBe(403);
  });
});
