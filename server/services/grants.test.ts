import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, snapshot, type TestApp, uploadFile, userWithPerms, xlsxFile } from '../test/harness.ts';
import { permissionsOf } from './access.ts';
import { scopeDepts, widestScope } from './data-scope.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => { t = await buildTestApp(); admin = await t.login(); });
afterAll(async () => { await t.close(); });

const db = () => t.db.kysely;
const userId = async (username: string) => (await db().selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const roleId = async (code: string) => (await db().selectFrom('sys_role').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const menuId = async (perm: string) => (await db().selectFrom('sys_menu').select('id').where('perm', '=', perm).executeTakeFirstOrThrow()).id;
const allMenuIds = async () => (await db().selectFrom('sys_menu').select('id').execute()).map((m) => m.id);
const rolesOf = async (id: number) => (await db().selectFrom('sys_user_role as ur').innerJoin('sys_role as r', 'r.id', 'ur.role_id')
  .select('r.code').where('ur.user_id', '=', id).execute()).map((r) => r.code).sort();
const permsOf = async (id: number) => permissionsOf(db(), id, await rolesOf(id));
const deptId = async (name: string) => (await db().selectFrom('sys_dept').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
/** Whose records user `id` may read (every user's: 'all'), as their data scope gives them now. */
const readable = async (id: number): Promise<number[] | 'all'> => {
  if ((await rolesOf(id)).includes('ADMIN')) return 'all';
  const depts = await scopeDepts(db(), id, await widestScope(t.db, id));
  if (depts === null) return 'all';
  const users = depts.length ? await db().selectFrom('sys_user').select('id').where('dept_id', 'in', depts).execute() : [];
  return [...new Set([id, ...users.map((u) => u.id)])].sort((a, b) => a - b);
};

type Method = 'GET' | 'POST' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object, query?: Record<string, string>) =>
  t.request({ method, url: `/v1/api${url}`, token, payload, query });

/** A user holding `perm` and its screen's query permission, logged in. */
async function attacker(name: string, perms: string[], options: { scope?: number; dept?: string } = {}) {
  await userWithPerms(t, name, perms, options);
  return { token: await t.login(name), id: await userId(name), role: await roleId(`R_${name.toUpperCase()}`) };
}

describe('no escalation, route by route: 403 and nothing changed', () => {
  const refused = async (token: string, method: Method, url: string, payload?: object, query?: Record<string, string>) => {
    const before = await snapshot(t);
    const res = await call(token, method, url, payload, query);
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.code).toBe('A0301');
    expect(await snapshot(t)).toBe(before);
    return res;
  };

  it('sys:user:edit cannot give itself ADMIN, disable admin, or take admin\'s ADMIN away', async () => {
    const me = await attacker('esc.edit', ['sys:user:query', 'sys:user:edit']);
    const adminRole = await roleId('ADMIN');
    const res = await refused(me.token, 'POST', `/system/users/edit/${me.id}`, { role_ids: [adminRole] });
    expect(res.body.msg).toContain('超级管理员');
    await refused(me.token, 'POST', `/system/users/edit/${await userId('admin')}`, { status: 0 });
    await refused(me.token, 'POST', `/system/users/edit/${await userId('admin')}`, { role_ids: [me.role] });
    // Nor a role with permissions it lacks, nor edit a user who holds one.
    await refused(me.token, 'POST', `/system/users/edit/${me.id}`, { role_ids: [me.role, await roleId('FINANCE')] });
    await refused(me.token, 'POST', `/system/users/edit/${await userId('finance01')}`, { mobile: '13900001111' });
    expect((await call(me.token, 'GET', '/account/profile')).body.data.roles).toEqual([`R_ESC.EDIT`]);
  });

  it('a data scope is granted like a permission: never wider than the caller\'s own', async () => {
    // The attacker's own role sees only its own records (仅本人, 4), the default.
    const me = await attacker('esc.scope', ['sys:role:query', 'sys:role:add', 'sys:role:edit', 'sys:user:query', 'sys:user:edit']);
    expect((await db().selectFrom('sys_role').select('data_scope').where('id', '=', me.role).executeTakeFirstOrThrow()).data_scope).toBe(4);
    const res = await refused(me.token, 'POST', '/system/roles/add', { code: 'WIDE_ALL', name: '全看', data_scope: 1 });
    expect(res.body.msg).toBe('不能设置比自己更大的数据权限');
    const narrow = await call(admin, 'POST', '/system/roles/add', { code: 'NARROW_ONE', name: '小范围', data_scope: 4 });
    await refused(me.token, 'POST', `/system/roles/edit/${narrow.body.data.id}`, { data_scope: 2 });
    // A role whose scope is wider than theirs is not theirs to give, even when its menus are.
    const wide = await call(admin, 'POST', '/system/roles/add', { code: 'WIDE_EMPTY', name: '大范围空角色', data_scope: 1 });
    await refused(me.token, 'POST', `/system/users/edit/${me.id}`, { role_ids: [me.role, wide.body.data.id] });
    // Narrower or equal is fine.
    expect((await call(me.token, 'POST', '/system/roles/add', { code: 'SELF_ONLY', name: '仅本人', data_scope: 4 })).body.code).toBe('00000');
  });

  it('a 本部门 lead with sys:user:edit moves nobody, themselves included, into or out of their department', async () => {
    const me = await attacker('esc.move', ['sys:user:query', 'sys:user:edit'], { scope: 3, dept: '招聘一组' });
    const seen = await readable(me.id);
    const res = await refused(me.token, 'POST', `/system/users/edit/${me.id}`, { dept_id: await deptId('招聘二组') });
    expect(res.body.msg).toContain('数据权限范围以外');
    const colleague = (await call(admin, 'POST', '/system/users/add', { username: 'esc.other', nickname: '二组同事', password: 'Other12345', role_ids: [me.role], dept_id: await deptId('招聘二组'), status: 1 })).body.data.id;
    await refused(me.token, 'POST', `/system/users/edit/${colleague}`, { dept_id: await deptId('招聘一组') });
    await refused(me.token, 'POST', '/system/users/add', { username: 'esc.plant', nickname: '安插', password: 'Plant12345', role_ids: [me.role], dept_id: await deptId('财务部'), status: 1 });
    expect(await readable(me.id)).toEqual(seen);
    // Within the department, an edit is fine.
    expect((await call(me.token, 'POST', `/system/users/edit/${me.id}`, { nickname: '组长' })).body.code).toBe('00000');
  });

  it('a 本部门及以下 lead with sys:dept:edit re-parents no department under their own, nor their own elsewhere', async () => {
    const me = await attacker('esc.dept', ['sys:dept:query', 'sys:dept:edit', 'sys:dept:add'], { scope: 2, dept: '招聘事业部' });
    const seen = await readable(me.id);
    const finance = await deptId('财务部');
    const res = await refused(me.token, 'POST', `/system/depts/${finance}`, { parent_id: await deptId('招聘事业部'), name: '财务部', sort: 1, status: 1 });
    expect(res.body.msg).toContain('数据权限范围以外');
    await refused(me.token, 'POST', `/system/depts/${await deptId('招聘事业部')}`, { parent_id: finance, name: '招聘事业部', sort: 1, status: 1 });
    await refused(me.token, 'POST', '/system/depts', { parent_id: finance, name: '财务三组', sort: 1, status: 1 });
    expect(await readable(me.id)).toEqual(seen);
    // Below their own, they may add and rename.
    expect((await call(me.token, 'POST', '/system/depts', { parent_id: await deptId('招聘一组'), name: '一组A班', sort: 1, status: 1 })).body.code).toBe('00000');
  });

  it('sys:user:add cannot add a user holding ADMIN', async () => {
    const me = await attacker('esc.add', ['sys:user:query', 'sys:user:add']);
    await refused(me.token, 'POST', '/system/users/add', { username: 'sock.puppet', nickname: '马甲', password: 'Puppet1234', role_ids: [await roleId('ADMIN')], status: 1 });
    // A role it could grant (its own) is fine.
    const ok = await call(me.token, 'POST', '/system/users/add', { username: 'sock.ok', nickname: '同权', password: 'Puppet1234', role_ids: [me.role], status: 1 });
    expect(ok.body.code).toBe('00000');
  });

  it('sys:user:import cannot import a user whose role column says ADMIN', async () => {
    const me = await attacker('esc.import', ['sys:user:query', 'sys:user:import']);
    const file = await xlsxFile([['用户名 *', '姓名 *', '初始密码 *', '角色 *', '状态 *'], ['sock.import', '马甲', 'Puppet1234', 'ADMIN', '启用']]);
    const before = await snapshot(t);
    const res = await uploadFile(t, '/v1/api/users/_import', me.token, file);
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(await snapshot(t)).toBe(before);
  });

  it('sys:user:reset-pwd cannot reset admin\'s password, so cannot log in as admin', async () => {
    const me = await attacker('esc.reset', ['sys:user:query', 'sys:user:reset-pwd']);
    await refused(me.token, 'GET', `/system/users/password/${await userId('admin')}`, undefined, { password: 'Taken1234' });
    await expect(t.login('admin', 'Taken1234')).rejects.toThrow();
  });

  it('sys:user:nopwd cannot issue a password-less code for admin', async () => {
    const me = await attacker('esc.nopwd', ['sys:user:query', 'sys:user:nopwd']);
    await refused(me.token, 'POST', '/auth/noPwd/issue', { userId: await userId('admin') });
    expect(await db().selectFrom('sys_one_time_code').select('id').where('user_id', '=', await userId('admin')).execute()).toEqual([]);
  });

  it('sys:role:assign cannot grant its own role every menu', async () => {
    const me = await attacker('esc.assign', ['sys:role:query', 'sys:role:assign']);
    await refused(me.token, 'POST', `/system/roles/${me.role}/menus`, { menuIds: await allMenuIds() });
    expect(await permsOf(me.id)).toEqual(['sys:role:assign', 'sys:role:query']);
  });

  it('sys:menu:edit cannot turn a button its role holds into a permission it lacks', async () => {
    const me = await attacker('esc.menu', ['sys:menu:query', 'sys:menu:edit']);
    await refused(me.token, 'POST', `/system/menus/edit/${await menuId('sys:menu:edit')}`, { perm: 'sys:user:reset-pwd' });
    await refused(me.token, 'POST', '/system/menus/add', { parent_id: 0, type: 'BUTTON', name: '偷来的按钮', perm: 'sys:role:assign', sort: 1 });
    expect(await permsOf(me.id)).toEqual(['sys:menu:edit', 'sys:menu:query']);
  });

  it('nobody but ADMIN touches the ADMIN role, nor enables a role granting what they lack', async () => {
    const me = await attacker('esc.role', ['sys:role:query', 'sys:role:edit']);
    await refused(me.token, 'POST', `/system/roles/edit/${await roleId('ADMIN')}`, { name: '我的' });
    const finance = await roleId('FINANCE');
    await db().updateTable('sys_role').set({ status: 0 }).where('id', '=', finance).execute();
    await refused(me.token, 'POST', `/system/roles/edit/${finance}`, { status: 1 });
    await db().updateTable('sys_role').set({ status: 1 }).where('id', '=', finance).execute();
  });

  it('ADMIN still grants everything: ADMIN to a user, every menu to a role, any permission on a button', async () => {
    const id = (await call(admin, 'POST', '/system/users/add', { username: 'second.admin', nickname: '副管理员', password: 'Second1234', role_ids: [await roleId('ADMIN')], status: 1 })).body.data.id;
    expect(await rolesOf(id)).toEqual(['ADMIN']);
    expect((await call(admin, 'POST', `/system/roles/${await roleId('OPERATOR')}/menus`, { menuIds: await allMenuIds() })).body.code).toBe('00000');
    expect((await call(admin, 'GET', `/system/users/password/${id}`, undefined, { password: 'Again1234' })).body.code).toBe('00000');
    expect((await call(admin, 'POST', '/auth/noPwd/issue', { userId: id })).body.code).toBe('00000');
  });

  it('a partial administrator (11 user, role and department permissions, 本部门) reaches nobody through a role it could not reach directly: 17 attempts', async () => {
    const perms = ['sys:user:query', 'sys:user:add', 'sys:user:edit', 'sys:user:delete', 'sys:user:reset-pwd', 'sys:role:query', 'sys:role:add', 'sys:role:edit', 'sys:role:assign', 'sys:dept:query', 'sys:dept:edit'];
    const me = await attacker('escpartial', perms, { scope: 3, dept: '招聘一组' });
    const [hrRole, financeRole, adminRole, hr01, admin1] = [await roleId('HR'), await roleId('FINANCE'), await roleId('ADMIN'), await userId('hr01'), await userId('admin')];
    // Every menu it may grant (the attack's 99 were all a partial administrator held there).
    const mine = ((await call(me.token, 'GET', '/system/roles/menuTree')).body.data as Array<{ id: number; disabled?: boolean }>).filter((m) => !m.disabled).map((m) => m.id);
    const attempts: Array<[Method, string, object?, Record<string, string>?]> = [
      ['POST', `/system/roles/${hrRole}/menus`, { menuIds: mine }],
      ['POST', `/system/roles/${hrRole}/menus`, { menuIds: [await menuId('sys:user:query')] }],
      ['POST', `/system/roles/${financeRole}/menus`, { menuIds: mine }],
      ['POST', `/system/roles/edit/${hrRole}`, { data_scope: 1 }],
      ['POST', `/system/roles/edit/${hrRole}`, { data_scope: 3 }],
      ['POST', `/system/roles/edit/${hrRole}`, { status: 0 }],
      ['POST', `/system/roles/edit/${adminRole}`, { name: '管理员' }],
      ['POST', `/system/roles/edit/${me.role}`, { data_scope: 1 }],
      ['POST', '/system/roles/add', { code: 'PARTIAL_WIDE', name: '扩大范围', data_scope: 2 }],
      ['POST', `/system/users/edit/${hr01}`, { nickname: '改名' }],
      ['GET', `/system/users/password/${hr01}`, undefined, { password: 'Taken12345' }],
      ['DELETE', `/system/users/delete/${hr01}`],
      ['POST', `/system/users/edit/${me.id}`, { role_ids: [me.role, hrRole] }],
      ['POST', `/system/users/edit/${me.id}`, { role_ids: [financeRole] }],
      ['POST', '/system/users/add', { username: 'esc.partial2', nickname: '新人', password: 'Partial12345', role_ids: [hrRole], dept_id: await deptId('招聘一组'), status: 1 }],
      ['GET', `/system/users/password/${admin1}`, undefined, { password: 'Taken12345' }],
      ['POST', `/system/users/edit/${me.id}`, { dept_id: await deptId('财务部') }],
    ];
    expect(attempts.length).toBe(17);
    for (const [method, url, payload, query] of attempts) await refused(me.token, method, url, payload, query);
    expect(await rolesOf(me.id)).toEqual(['R_ESCPARTIAL']);
    expect(await rolesOf(hr01)).toEqual(['HR']);
  });

  it('the console is told what the caller may not grant: disabled roles and menu entries', async () => {
    const me = await attacker('esc.view', ['sys:user:query', 'sys:role:assign']);
    const options = (await call(me.token, 'GET', '/system/roles/options')).body.data as Array<{ value: number; disabled?: boolean }>;
    expect(options.find((o) => o.value === me.role)?.disabled).toBeUndefined();
    expect(options.find((o) => o.value === 1)?.disabled).toBe(true);
    const tree = (await call(me.token, 'GET', '/system/roles/menuTree')).body.data as Array<{ perm: string | null; disabled?: boolean }>;
    expect(tree.find((m) => m.perm === 'sys:role:assign')?.disabled).toBeUndefined();
    expect(tree.find((m) => m.perm === 'sys:user:delete')?.disabled).toBe(true);
    // Entries it may not grant stay as they are when it assigns the rest (a role nobody holds yet).
    const kept = (await call(admin, 'POST', '/system/roles/add', { code: 'KEEP_UNHELD', name: '未分配的角色', data_scope: 4 })).body.data.id as number;
    expect((await call(admin, 'POST', `/system/roles/${kept}/menus`, { menuIds: [await menuId('sys:user:delete')] })).body.code).toBe('00000');
    const before = (await call(admin, 'GET', `/system/roles/${kept}/menus`)).body.data as number[];
    expect((await call(me.token, 'POST', `/system/roles/${kept}/menus`, { menuIds: [await menuId('sys:role:assign')] })).body.code).toBe('00000');
    const after = (await call(admin, 'GET', `/system/roles/${kept}/menus`)).body.data as number[];
    expect(after).toEqual(expect.arrayContaining(before));
    // A role held by someone it could not edit directly (finance01 holds FINANCE): its menus are not its to change.
    const finance = await roleId('FINANCE');
    const held = await call(me.token, 'POST', `/system/roles/${finance}/menus`, { menuIds: [await menuId('sys:role:assign')] });
    expect([held.status, held.body.msg]).toEqual([403, expect.stringContaining('不能修改这个角色')]);
  });
});

/**
 * Every write route of users, roles, menus and departments, each with the payloads an attacker
 * would send: ids are filled in from `ctx`. A new write route in these areas without an entry
 * here fails the walk below.
 */
interface Ctx {
  self: number; ownRole: number; admin: number; adminRole: number; menus: number[]; roles: number[]; ownMenu: number; dept: number;
  /** The attacker's department (招聘事业部), the root, another (财务部) and a user there (finance01). */
  ownDept: number; rootDept: number; otherDept: number; foreignUser: number;
}
type Attack = (ctx: Ctx) => { method: Method; url: string; payload?: object; query?: Record<string, string>; file?: unknown[][] };
const ATTACKS: Record<string, Attack[]> = {
  'POST /system/users/add': [
    (c) => ({ method: 'POST', url: '/system/users/add', payload: { username: 'm.puppet1', nickname: '马甲', password: 'Puppet1234', role_ids: [c.adminRole], status: 1 } }),
    (c) => ({ method: 'POST', url: '/system/users/add', payload: { username: 'm.puppet2', nickname: '马甲', password: 'Puppet1234', role_ids: c.roles, status: 1 } }),
    (c) => ({ method: 'POST', url: '/system/users/add', payload: { username: 'm.puppet3', nickname: '马甲', password: 'Puppet1234', role_ids: [c.ownRole], dept_id: c.otherDept, status: 1 } }),
  ],
  'POST /system/users/edit/:id': [
    (c) => ({ method: 'POST', url: `/system/users/edit/${c.self}`, payload: { role_ids: [c.adminRole] } }),
    (c) => ({ method: 'POST', url: `/system/users/edit/${c.self}`, payload: { role_ids: c.roles } }),
    (c) => ({ method: 'POST', url: `/system/users/edit/${c.admin}`, payload: { status: 0 } }),
    (c) => ({ method: 'POST', url: `/system/users/edit/${c.admin}`, payload: { role_ids: [c.ownRole] } }),
    // Data scope through departments: oneself to the root, someone else's into one's own.
    (c) => ({ method: 'POST', url: `/system/users/edit/${c.self}`, payload: { dept_id: c.rootDept } }),
    (c) => ({ method: 'POST', url: `/system/users/edit/${c.foreignUser}`, payload: { dept_id: c.ownDept } }),
  ],
  'GET /system/users/password/:id': [(c) => ({ method: 'GET', url: `/system/users/password/${c.admin}`, query: { password: 'Owned1234' } })],
  'DELETE /system/users/delete/:id': [(c) => ({ method: 'DELETE', url: `/system/users/delete/${c.admin}` })],
  'POST /users/_import': [
    () => ({ method: 'POST', url: '/users/_import', file: [['用户名 *', '姓名 *', '初始密码 *', '角色 *', '状态 *'], ['m.import', '马甲', 'Puppet1234', 'ADMIN', '启用']] }),
    () => ({ method: 'POST', url: '/users/_import', file: [['用户名 *', '姓名 *', '初始密码 *', '角色 *', '状态 *'], ['m.import2', '马甲', 'Puppet1234', 'FINANCE', '启用']] }),
  ],
  'POST /auth/noPwd/issue': [(c) => ({ method: 'POST', url: '/auth/noPwd/issue', payload: { userId: c.admin } })],
  'POST /system/roles/add': [() => ({ method: 'POST', url: '/system/roles/add', payload: { code: 'M_ROLE', name: '新角色', sort: 1, status: 1 } })],
  'POST /system/roles/edit/:id': [
    (c) => ({ method: 'POST', url: `/system/roles/edit/${c.adminRole}`, payload: { name: '被改' } }),
    (c) => ({ method: 'POST', url: `/system/roles/edit/${c.ownRole}`, payload: { code: 'ADMIN' } }),
  ],
  'DELETE /system/roles/delete/:id': [(c) => ({ method: 'DELETE', url: `/system/roles/delete/${c.adminRole}` })],
  'POST /system/roles/:id/menus': [
    (c) => ({ method: 'POST', url: `/system/roles/${c.ownRole}/menus`, payload: { menuIds: c.menus } }),
    (c) => ({ method: 'POST', url: `/system/roles/${c.adminRole}/menus`, payload: { menuIds: [] } }),
  ],
  'POST /system/menus/add': [() => ({ method: 'POST', url: '/system/menus/add', payload: { parent_id: 0, type: 'BUTTON', name: '偷', perm: 'sys:user:reset-pwd', sort: 1 } })],
  'POST /system/menus/edit/:id': [(c) => ({ method: 'POST', url: `/system/menus/edit/${c.ownMenu}`, payload: { perm: 'sys:role:assign' } })],
  'DELETE /system/menus/:id': [(c) => ({ method: 'DELETE', url: `/system/menus/${c.ownMenu}` })],
  'POST /system/depts': [() => ({ method: 'POST', url: '/system/depts', payload: { parent_id: 0, name: '新部门', sort: 1, status: 1 } })],
  'POST /system/depts/:id': [
    (c) => ({ method: 'POST', url: `/system/depts/${c.dept}`, payload: { name: '改名部门' } }),
    // Another department under one's own, one's own under the root's parent.
    (c) => ({ method: 'POST', url: `/system/depts/${c.otherDept}`, payload: { parent_id: c.ownDept, name: '财务部', sort: 1, status: 1 } }),
    (c) => ({ method: 'POST', url: `/system/depts/${c.ownDept}`, payload: { parent_id: 0, name: '招聘事业部', sort: 1, status: 1 } }),
  ],
  'DELETE /system/depts/:id': [(c) => ({ method: 'DELETE', url: `/system/depts/${c.dept}` })],
};

/** The write routes of the areas that decide who holds what, hand-written and engine-served. */
function writeRoutes(): string[] {
  const hand = t.app.routeDeclarations
    .filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && /^\/v1\/api\/(system\/(users|roles)|users\/|auth\/noPwd\/issue)/.test(r.url))
    .map((r) => `${r.method} ${r.url.replace('/v1/api', '')}`);
  const engine = ['system/menu', 'system/dept'].flatMap((c) => {
    const api = t.app.engine.screens.get(c)!.schema!.api;
    return (['create', 'update', 'remove', 'import'] as const).flatMap((k) => (api[k] ? [api[k]!.replace(/\{(\w+)\}/g, ':$1')] : []));
  });
  return [...hand, ...engine, 'GET /system/users/password/:id'];
}

describe('the escalation matrix', () => {
  it('names an attack for every write route of users, roles, menus and departments', () => {
    expect(writeRoutes().filter((r) => !ATTACKS[r])).toEqual([]);
  });

  it('leaves no caller holding a permission or role it did not have, whichever single permission it holds', async () => {
    const writes = await db().selectFrom('sys_menu').select('perm')
      .where((eb) => eb.or(['sys:user:%', 'sys:role:%', 'sys:menu:%', 'sys:dept:%'].map((p) => eb('perm', 'like', p)))).execute();
    const perms = writes.map((w) => w.perm!).filter((p) => !p.endsWith(':query'));
    const adminId = await userId('admin');
    const adminRow = async () => db().selectFrom('sys_user').select(['password_hash', 'status', 'locked_until']).where('id', '=', adminId).executeTakeFirstOrThrow();
    const adminBefore = await adminRow();
    const adminMenus = async () => (await db().selectFrom('sys_role_menu').select('menu_id').where('role_id', '=', 1).execute()).length;
    const adminMenusBefore = await adminMenus();
    let n = 0;
    for (const perm of perms) {
      const name = `mx${n++}`;
      const query = `${perm.split(':').slice(0, 2).join(':')}:query`;
      // A 本部门及以下 lead of 招聘事业部: departments decide what they read.
      const me = await attacker(name, [perm, query], { scope: 2, dept: '招聘事业部' });
      const sees = await readable(me.id);
      const users = await db().selectFrom('sys_user').select('id').execute();
      const before = new Map(await Promise.all(users.map(async (u) => [u.id, { perms: await permsOf(u.id), roles: await rolesOf(u.id) }] as const)));
      const ctx: Ctx = {
        self: me.id, ownRole: me.role, admin: adminId, adminRole: await roleId('ADMIN'), menus: await allMenuIds(),
        roles: (await db().selectFrom('sys_role').select('id').execute()).map((r) => r.id),
        ownMenu: await menuId(perm), dept: (await db().selectFrom('sys_dept').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id,
        ownDept: await deptId('招聘事业部'), rootDept: await deptId('快聘集团'), otherDept: await deptId('财务部'), foreignUser: await userId('finance01'),
      };
      for (const attacks of Object.values(ATTACKS)) {
        for (const attack of attacks) {
          const a = attack(ctx);
          const res = a.file
            ? await uploadFile(t, `/v1/api${a.url}`, me.token, await xlsxFile(a.file))
            : await call(me.token, a.method, a.url, a.payload, a.query);
          expect(res.status, `${perm}: ${a.method} ${a.url}`).toBeLessThan(500);
        }
      }
      for (const [id, was] of before) {
        const now = await db().selectFrom('sys_user').select('id').where('id', '=', id).executeTakeFirst();
        if (!now) continue;
        expect((await permsOf(id)).filter((p) => !was.perms.includes(p)), `${perm}: user ${id} gained`).toEqual([]);
        expect((await rolesOf(id)).filter((r) => !was.roles.includes(r)), `${perm}: user ${id} gained a role`).toEqual([]);
      }
      // Its data scope did not grow: nobody new whose records it reads.
      // (Users it added itself, within its department, are no one else's records.)
      const now = await readable(me.id);
      expect(now, `${perm}: it reads everyone's records`).not.toBe('all');
      expect((now as number[]).filter((u) => before.has(u) && !(sees as number[]).includes(u)), `${perm}: its data scope grew`).toEqual([]);
      // Users it made hold nothing it lacks.
      const mine = await permsOf(me.id);
      for (const u of await db().selectFrom('sys_user').select('id').where('id', 'not in', [...before.keys()]).execute()) {
        expect((await permsOf(u.id)).filter((p) => !mine.includes(p)), `${perm}: new user ${u.id}`).toEqual([]);
        expect(await rolesOf(u.id)).not.toContain('ADMIN');
      }
    }
    expect(await adminRow()).toEqual(adminBefore);
    expect(await rolesOf(adminId)).toEqual(['ADMIN']);
    expect(await adminMenus()).toBe(adminMenusBefore);
    expect(await db().selectFrom('sys_one_time_code').select('id').where('user_id', '=', adminId).execute()).toEqual([]);
  }, 120_000);
});
