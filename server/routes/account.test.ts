import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteNode } from '../services/route-tree.ts';
import { buildTestApp, type TestApp, userWithPerms } from '../test/harness.ts';

/** Every known screen of SPEC §2, by component path. */
const KNOWN_SCREENS = [
  'matter', 'trill', 'wechat/keywords', 'wechat/menuConfig', 'wechat/params',
  'company/jobTypes', 'company/list', 'company/post',
  'dashboard/bar', 'dashboard/apply', 'dashboard/report', 'dashboard/funnel', 'dashboard/pie', 'dashboard/radar',
  'finance/recharge', 'finance/salary', 'static/company', 'static/join', 'static/post',
  'system/config', 'system/dept', 'system/dict', 'system/menu', 'system/role', 'system/setting', 'system/user',
  'talents/apply', 'talents/contract', 'talents/contractList', 'talents/list', 'talents/report', 'talents/seal',
  'tools/call', 'tools/callList', 'tools/trCallList', 'tools/comment', 'tools/link', 'tools/note', 'tools/personal',
  'tools/picture', 'tools/robot', 'tools/toutiaoCard', 'tools/trill', 'tools/trillAccount', 'tools/trillMessageCard',
  'tools/trillMicroCard', 'tools/video', 'demo/showcase', 'demo/permission',
];

const flatten = (routes: RouteNode[]): RouteNode[] => routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

async function routesOf(username: string) {
  const res = await t.request({ method: 'GET', url: '/v1/api/account/routes', token: await t.login(username) });
  expect(res.body.code).toBe('00000');
  return res.body.data as RouteNode[];
}

describe('GET /account/profile', () => {
  it('returns the user with non-empty roles and their permissions', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/api/account/profile', token: await t.login('hr01') });
    expect(res.body.data).toMatchObject({ username: 'hr01', nickname: '李招聘', avatar: null, roles: ['HR'] });
    expect(res.body.data.userId).toBeTypeOf('number');
    expect(res.body.data.perms).toContain('talents:list:add');
    expect(res.body.data.perms).not.toContain('sys:user:add');
  });

  it('gives ADMIN every permission the menus declare', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/api/account/profile', token: await t.login('admin') });
    expect(res.body.data.roles).toEqual(['ADMIN']);
    expect(res.body.data.perms).toEqual(expect.arrayContaining(['sys:user:add', 'talents:list:claim', 'finance:salary:import']));
  });

  it('refuses a profile for a user without any role', async () => {
    const token = await t.login(await userWithPerms(t, 'roleless', []));
    await t.db.kysely.deleteFrom('sys_user_role').where('user_id', '=',
      (await t.db.kysely.selectFrom('sys_user').select('id').where('username', '=', 'roleless').executeTakeFirstOrThrow()).id).execute();
    const res = await t.request({ method: 'GET', url: '/v1/api/account/profile', token });
    expect(res.status).toBe(403);
    expect(res.body.msg).toContain('未分配任何角色');
  });
});

describe('GET /account/routes', () => {
  it('gives ADMIN a route for every known screen, each with its component path', async () => {
    const components = flatten(await routesOf('admin')).map((r) => r.component);
    for (const screen of KNOWN_SCREENS) expect(components, screen).toContain(screen);
  });

  it('uses the vue3-element-admin shape with the layout shell at the top', async () => {
    const [first] = await routesOf('admin');
    expect(first).toMatchObject({ path: expect.stringMatching(/^\//), component: 'Layout', redirect: expect.any(String) });
    expect(Object.keys(first.meta).sort()).toEqual(['alwaysShow', 'hidden', 'icon', 'keepAlive', 'roles', 'title', 'titleEn']);
    expect(first.meta.titleEn).toEqual(expect.any(String));
    const child = first.children![0];
    expect(child.path).not.toMatch(/^\//);
    expect(child.meta.roles.length).toBeGreaterThan(0);
  });

  it('gives other users only the routes their roles are granted, with those roles in meta', async () => {
    const routes = await routesOf('finance01');
    const tops = routes.map((r) => r.path);
    expect(tops).toContain('/finance');
    expect(tops).not.toContain('/system');
    expect(tops).not.toContain('/talents');
    for (const route of flatten(routes)) expect(route.meta.roles).toContain('FINANCE');
  });

  it('never turns button entries into routes', async () => {
    const all = flatten(await routesOf('admin'));
    const buttons = await t.db.kysely.selectFrom('sys_menu').select('name').where('type', '=', 'BUTTON').execute();
    expect(buttons.length).toBeGreaterThan(50);
    expect(all.every((r) => r.path !== '' && r.path !== null)).toBe(true);
  });

  it('drops a catalog when nothing under it is granted', async () => {
    const routes = await routesOf(await userWithPerms(t, 'logreader', ['sys:log:query']));
    expect(routes).toEqual([]);
  });
});

describe('own profile', () => {
  it('lets a user change their own name, mobile and email, checked as the user form checks them, and nothing else', async () => {
    const t2 = await buildTestApp();
    try {
      const token = await t2.login('hr01');
      const save = (payload: object) => t2.request({ method: 'POST', url: '/v1/api/account/profile', token, payload });
      expect((await save({ nickname: '招聘小王', mobile: '13911112222', email: 'wang@example.com' })).body.code).toBe('00000');
      const profile = (await t2.request({ method: 'GET', url: '/v1/api/account/profile', token })).body.data;
      expect(profile).toMatchObject({ nickname: '招聘小王', mobile: '13911112222', email: 'wang@example.com', roleNames: ['招聘专员'] });
      expect((await save({ mobile: '123' })).body.data).toEqual([{ field: 'mobile', message: '请输入正确的11位手机号码' }]);
      expect((await save({ nickname: '' })).body.data).toEqual([{ field: 'nickname', message: '请填写姓名' }]);
      expect((await save({ role_ids: [1] })).status).toBe(400);
      expect((await save({ status: 0 })).status).toBe(400);
      expect((await save({ mobile: '' })).body.code).toBe('00000');
      expect((await t2.request({ method: 'GET', url: '/v1/api/account/profile', token })).body.data.mobile).toBeNull();
    } finally {
      await t2.close();
    }
  });
});
