import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFor } from '../db/migrations.ts';
import { buildTestApp, snapshot, type TestApp, uploadFile, xlsxFile } from '../test/harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => { t = await buildTestApp(); admin = await t.login(); });
afterAll(async () => { await t.close(); });

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, query?: Record<string, string>, token = admin) =>
  t.request({ method, url: `/v1/api${url}`, token, payload, query });

const roleId = async (code: string) => (await t.db.kysely.selectFrom('sys_role').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const deptId = async (name: string) => (await t.db.kysely.selectFrom('sys_dept').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

const xlsx = xlsxFile;
const upload = (url: string, file: Buffer, query?: Record<string, string>) => uploadFile(t, `/v1/api${url}`, admin, file, query);

describe('users', () => {
  it('adds a user with roles and a department, who can then log in; the list shows them without any hash', async () => {
    const hr = await roleId('HR');
    const res = await call('POST', '/system/users/add', {
      username: 'zhang.san', nickname: '张三', password: 'Start1234', mobile: '13812345678', email: 'zs@example.com',
      gender: 1, dept_id: await deptId('招聘一组'), role_ids: [hr], status: 1,
    });
    expect(res.body).toMatchObject({ code: '00000', data: { id: expect.any(Number) } });
    const list = await call('GET', '/system/users', undefined, { keywords: 'zhang' });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ username: 'zhang.san', nickname: '张三', role_ids: [hr], dept_name: '招聘一组', role_names: '招聘专员' });
    expect(JSON.stringify(list.body)).not.toMatch(/password|argon/);
    expect(await t.login('zhang.san', 'Start1234')).toEqual(expect.any(String));
    const log = await t.db.kysely.selectFrom('sys_oplog').select(['op_type', 'summary']).where('resource', '=', 'user').execute();
    expect(log).toContainEqual({ op_type: 0, summary: '新增用户：zhang.san' });
  });

  it('refuses a bad mobile, a short password, a taken username and an unknown role, field by field, writing nothing', async () => {
    const before = await snapshot(t);
    const bad = await call('POST', '/system/users/add', { username: 'li.si', nickname: '李四', password: 'short', mobile: '12345', role_ids: [await roleId('HR')], status: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual(expect.arrayContaining([
      { field: 'mobile', message: '请输入正确的11位手机号码' },
      expect.objectContaining({ field: 'password' }),
    ]));
    const taken = await call('POST', '/system/users/add', { username: 'admin', nickname: '重名', password: 'Start1234', role_ids: [await roleId('HR')], status: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body.data).toEqual([{ field: 'username', message: '用户名「admin」已存在' }]);
    const noRole = await call('POST', '/system/users/add', { username: 'wang.wu', nickname: '王五', password: 'Start1234', role_ids: [999], status: 1 });
    expect(noRole.body.data).toEqual([{ field: 'role_ids', message: '所选角色不存在或已删除' }]);
    const none = await call('POST', '/system/users/add', { username: 'wang.wu', nickname: '王五', password: 'Start1234', role_ids: [], status: 1 });
    expect(none.status).toBe(400);
    expect(await snapshot(t)).toBe(before);
  });

  it('edits (never the username or password), disables, filters by department below, resets the password and deletes', async () => {
    const id = (await call('POST', '/system/users/add', { username: 'zhao.liu', nickname: '赵六', password: 'Start1234', role_ids: [await roleId('FINANCE')], dept_id: await deptId('招聘二组'), status: 1 })).body.data.id;
    const session = await t.login('zhao.liu', 'Start1234');
    const edited = await call('POST', `/system/users/edit/${id}`, { nickname: '赵六六', username: 'hijack', password: 'Other1234', mobile: null });
    expect(edited.body.code).toBe('00000');
    expect((await call('GET', `/system/users/detail/${id}`)).body.data).toMatchObject({ username: 'zhao.liu', nickname: '赵六六', mobile: null });
    expect(await t.login('zhao.liu', 'Start1234')).toEqual(expect.any(String));

    const parent = (await t.db.kysely.selectFrom('sys_dept').select('parent_id').where('id', '=', await deptId('招聘二组')).executeTakeFirstOrThrow()).parent_id;
    const below = await call('GET', '/system/users', undefined, { dept_id: String(parent), pageSize: '100' });
    expect(below.body.data.list.map((u: { username: string }) => u.username)).toContain('zhao.liu');

    expect((await call('POST', `/system/users/edit/${id}`, { status: 0 })).body.code).toBe('00000');
    expect((await call('GET', '/account/profile', undefined, undefined, session)).status).toBe(401);
    await call('POST', `/system/users/edit/${id}`, { status: 1 });

    const weak = await call('GET', `/system/users/password/${id}`, undefined, { password: '123' });
    expect(weak.status).toBe(400);
    expect((await call('GET', `/system/users/password/${id}`, undefined, { password: 'Reset9876' })).body.code).toBe('00000');
    expect(await t.login('zhao.liu', 'Reset9876')).toEqual(expect.any(String));

    expect((await call('DELETE', `/system/users/delete/${id}`)).body.data).toEqual({ deleted: 1 });
    expect((await call('GET', `/system/users/detail/${id}`)).status).toBe(404);
  });

  it('will not let an admin delete, disable or demote themselves', async () => {
    const me = (await t.db.kysely.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const before = await snapshot(t);
    expect((await call('DELETE', `/system/users/delete/${me}`)).status).toBe(400);
    expect((await call('POST', `/system/users/edit/${me}`, { status: 0 })).body.data).toEqual([{ field: 'status', message: '不能停用自己的账号' }]);
    expect((await call('POST', `/system/users/edit/${me}`, { role_ids: [await roleId('HR')] })).body.data).toEqual([{ field: 'role_ids', message: '不能去掉自己的超级管理员角色' }]);
    expect(await snapshot(t)).toBe(before);
  });

  it('imports every row into the department of ?deptId=, or none with each bad row named', async () => {
    const header = ['用户名 *', '姓名 *', '初始密码 *', '手机号', '性别', '角色 *', '状态 *'];
    const before = await snapshot(t);
    const bad = await upload('/users/_import', await xlsx([
      header,
      ['imp.one', '导入一', 'Start1234', '13900000001', '男', '招聘专员', '启用'],
      ['imp.two', '导入二', 'Start1234', '1390000', '女', '不存在的角色', '启用'],
      ['imp.one', '导入三', 'Start1234', '13900000003', '男', 'HR', '启用'],
    ]), { deptId: String(await deptId('招聘一组')) });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual(expect.arrayContaining([
      { row: 3, column: '手机号', message: '请输入正确的11位手机号码' },
      { row: 3, column: '角色', message: '角色「不存在的角色」不存在' },
      { row: 4, column: '用户名', message: '用户名「imp.one」与第 2 行重复' },
    ]));
    expect(await snapshot(t)).toBe(before);

    const good = await upload('/users/_import', await xlsx([
      header,
      ['imp.one', '导入一', 'Start1234', '13900000001', '男', '招聘专员', '启用'],
      ['imp.two', '导入二', 'Start1234', '', '女', 'HR、FINANCE', '停用'],
    ]), { deptId: String(await deptId('招聘一组')) });
    expect(good.body).toMatchObject({ code: '00000', data: { imported: 2 } });
    const two = (await call('GET', '/system/users', undefined, { keywords: 'imp.two' })).body.data.list[0];
    expect(two).toMatchObject({ dept_name: '招聘一组', status: 0, gender: 2, role_ids: expect.arrayContaining([await roleId('HR'), await roleId('FINANCE')]) });
    expect(await t.login('imp.one', 'Start1234')).toEqual(expect.any(String));
  });
});

describe('roles', () => {
  it('creates a role, grants it a screen and a button, and its users see exactly that at their next load', async () => {
    const created = await call('POST', '/system/roles/add', { code: 'AUDITOR', name: '审计员', sort: 5, status: 1 });
    expect(created.body.code).toBe('00000');
    const id = created.body.data.id;
    expect((await call('POST', '/system/roles/add', { code: 'AUDITOR', name: '重复' })).status).toBe(409);
    const lower = await call('POST', '/system/roles/add', { code: 'auditor', name: '小写' });
    expect(lower.status).toBe(400);
    expect(lower.body.data).toEqual([expect.objectContaining({ field: 'code' })]);

    const menus = (await call('GET', '/system/roles/menuTree')).body.data as Array<{ id: number; parent_id: number; perm: string | null; name: string }>;
    const query = menus.find((m) => m.perm === 'sys:log:query')!;
    const set = await call('POST', `/system/roles/${id}/menus`, { menuIds: [query.id] });
    // The button's screen and catalog come with it.
    expect(set.body.data.granted).toBe(3);
    const granted = (await call('GET', `/system/roles/${id}/menus`)).body.data;
    expect(granted).toEqual(expect.arrayContaining([query.id, query.parent_id]));

    await call('POST', '/system/users/add', { username: 'auditor1', nickname: '审计一', password: 'Audit1234', role_ids: [id], status: 1 });
    const token = await t.login('auditor1', 'Audit1234');
    expect((await call('GET', '/account/profile', undefined, undefined, token)).body.data).toMatchObject({ roles: ['AUDITOR'], perms: ['sys:log:query'] });
    const routes = (await call('GET', '/account/routes', undefined, undefined, token)).body.data;
    expect(routes).toHaveLength(1);
    expect(routes[0].children.map((c: { component: string }) => c.component)).toEqual(['system/log']);
    expect((await call('GET', '/system/logs', undefined, undefined, token)).body.code).toBe('00000');
    expect((await call('GET', '/system/users', undefined, undefined, token)).status).toBe(403);

    // Taking the grant away is seen at the very next call.
    await call('POST', `/system/roles/${id}/menus`, { menuIds: [] });
    expect((await call('GET', '/system/logs', undefined, undefined, token)).status).toBe(403);
    expect((await call('GET', '/account/routes', undefined, undefined, token)).body.data).toEqual([]);

    expect((await call('DELETE', `/system/roles/delete/${id}`)).body.msg).toBe('还有 1 个用户持有角色「审计员」，请先为他们换掉这个角色');
  });

  it('keeps ADMIN whole: its code, its status and its existence', async () => {
    const adminRole = await roleId('ADMIN');
    const before = await snapshot(t);
    expect((await call('POST', `/system/roles/edit/${adminRole}`, { status: 0 })).status).toBe(400);
    expect((await call('DELETE', `/system/roles/delete/${adminRole}`)).status).toBe(400);
    expect((await call('POST', `/system/roles/${adminRole}/menus`, { menuIds: [] })).status).toBe(400);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('menus', () => {
  it('adds a menu through the engine at POST /system/menus/add, and it is routed to whoever is granted it', async () => {
    const system = (await t.db.kysely.selectFrom('sys_menu').select('id').where('route_path', '=', '/system').executeTakeFirstOrThrow()).id;
    const res = await call('POST', '/system/menus/add', {
      parent_id: system, type: 'MENU', name: '公告管理', route_path: 'notice', component: 'system/notice', icon: 'notification', sort: 20, keep_alive: true,
    });
    expect(res.body.code).toBe('00000');
    const listed = await call('GET', '/system/menus', undefined, { page: '1' });
    expect(listed.body.data.list.find((m: { id: number }) => m.id === res.body.data.id)).toMatchObject({ name: '公告管理', keep_alive: true, hidden: false });
    const routes = (await call('GET', '/account/routes')).body.data;
    const systemRoute = routes.find((r: { path: string }) => r.path === '/system');
    expect(systemRoute.children).toContainEqual(expect.objectContaining({ path: 'notice', component: 'system/notice', meta: expect.objectContaining({ title: '公告管理', keepAlive: true }) }));
    expect((await call('POST', '/system/menus/add', { type: 'NOPE', name: 'x', sort: 0 })).status).toBe(400);
    // model.allOf: what each type needs.
    const button = await call('POST', '/system/menus/add', { parent_id: res.body.data.id, type: 'BUTTON', name: '发布', sort: 1 });
    expect(button.body.data).toEqual([{ field: 'perm', message: '请填写权限标识' }]);
    const menu = await call('POST', '/system/menus/add', { parent_id: system, type: 'MENU', name: '无组件', route_path: 'x', sort: 1 });
    expect(menu.body.data).toEqual([{ field: 'component', message: '请填写组件路径' }]);
    expect((await call('DELETE', `/system/menus/${system}`)).body.msg).toBe('请先删除或移走下级，再删除上级');
    expect((await call('DELETE', `/system/menus/${res.body.data.id}`)).body.data).toEqual({ deleted: 1 });
    const logged = await t.db.kysely.selectFrom('sys_oplog').select(['op_type', 'summary']).where('resource', '=', 'sys_menu').execute();
    expect(logged).toEqual([{ op_type: 0, summary: '新增菜单：公告管理' }, { op_type: 2, summary: '删除菜单：公告管理' }]);
  });
});

describe('an older database', () => {
  it('gains the menu types by migration when it was seeded before they existed', async () => {
    const k = t.db.kysely;
    await k.deleteFrom('sys_dict_item').where('type_code', '=', 'menu_type').execute();
    await k.deleteFrom('sys_dict_type').where('code', '=', 'menu_type').execute();
    // 0002 on such a database (running it alone: later migrations stay as they are).
    await migrationsFor(t.db.dialect)['0002_menu_type_dict'].up(k);
    const items = await k.selectFrom('sys_dict_item').select(['name', 'value']).where('type_code', '=', 'menu_type').orderBy('sort').execute();
    expect(items).toEqual([{ name: '目录', value: 'CATALOG' }, { name: '菜单', value: 'MENU' }, { name: '按钮', value: 'BUTTON' }, { name: '外链', value: 'EXTLINK' }]);
  });

  it('gains the login log screen and English menu titles by migration on a database seeded before them', async () => {
    const k = t.db.kysely;
    await k.deleteFrom('sys_menu').where('component', '=', 'system/loginLog').execute();
    await k.deleteFrom('sys_menu').where('perm', '=', 'sys:loginLog:query').execute();
    await k.schema.dropTable('sys_login_log').execute();
    await k.schema.alterTable('sys_menu').dropColumn('name_en').execute();
    await migrationsFor(t.db.dialect)['0004_login_log'].up(k);
    await migrationsFor(t.db.dialect)['0005_menu_title_en'].up(k);
    const screen = await k.selectFrom('sys_menu').select(['name', 'name_en', 'route_path']).where('component', '=', 'system/loginLog').executeTakeFirstOrThrow();
    expect(screen).toEqual({ name: '登录日志', name_en: 'Login log', route_path: 'loginLog' });
    const users = await k.selectFrom('sys_menu').select('name_en').where('component', '=', 'system/user').executeTakeFirstOrThrow();
    expect(users.name_en).toBe('Users');
  });

  it('gains 集成日志 and 接口文档 with their buttons by migration on a database seeded before them, once', async () => {
    const k = t.db.kysely as never as import('kysely').Kysely<any>;
    for (const component of ['system/integration', 'system/apiDoc']) {
      const screen = await k.selectFrom('sys_menu').select('id').where('component', '=', component).executeTakeFirstOrThrow();
      await k.deleteFrom('sys_menu').where('parent_id', '=', screen.id).execute();
      await k.deleteFrom('sys_menu').where('id', '=', screen.id).execute();
    }
    for (const name of ['0019_integrations', '0024_api_doc']) {
      if (name === '0019_integrations') for (const table of ['sys_integration_log', 'wechat_token', 'wechat_media', 'wechat_menu']) await k.schema.dropTable(table).execute();
      await migrationsFor(t.db.dialect)[name].up(k);
    }
    await migrationsFor(t.db.dialect)['0024_api_doc'].up(k);
    const screens = await k.selectFrom('sys_menu as m').innerJoin('sys_menu as p', 'p.id', 'm.parent_id').select(['m.name', 'm.name_en', 'm.route_path', 'm.icon', 'p.route_path as parent'])
      .where('m.component', 'in', ['system/integration', 'system/apiDoc']).orderBy('m.sort').execute();
    expect(screens).toEqual([
      { name: '集成日志', name_en: 'Integrations', route_path: 'integration', icon: 'api', parent: '/system' },
      { name: '接口文档', name_en: 'API docs', route_path: 'apiDoc', icon: 'code', parent: '/system' },
    ]);
    const buttons = await k.selectFrom('sys_menu').select(['perm', 'name']).where('perm', 'in', ['sys:integration:query', 'sys:integration:test', 'sys:apiDoc:query']).orderBy('perm').execute();
    expect(buttons).toEqual([{ perm: 'sys:apiDoc:query', name: '查询' }, { perm: 'sys:integration:query', name: '查询' }, { perm: 'sys:integration:test', name: '测试连接' }]);
    // Admin opens both (every permission), as before.
    expect((await call('GET', '/system/integrations/adapters')).status).toBe(200);
  });

  it('holds its pay and fees in fen after migration 0013, where they were yuan', async () => {
    const k = t.db.kysely as never as import('kysely').Kysely<any>;
    const stamps = { created_at: 0, updated_at: 0 };
    // The old database held yuan, in a column of floating type on PostgreSQL.
    if (t.db.dialect === 'postgres') await k.schema.alterTable('company_job_type').alterColumn('salary_floor', (c) => c.setDataType('double precision')).execute();
    const { id } = await k.insertInto('company_job_type').values({ name: '旧库工种', nature: '1', salary_floor: 4200.5, sort: 0, status: 1, ...stamps }).returning('id').executeTakeFirstOrThrow();
    await migrationsFor(t.db.dialect)['0013_money_in_fen'].up(k);
    const row = await k.selectFrom('company_job_type').select('salary_floor').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.salary_floor)).toBe(420050);
    const read = await call('GET', `/company/jobTypes/${id}`);
    expect(read.body.data.salary_floor).toBe(420050);
  });
});

describe('operation log', () => {
  it('filters by the screen\'s names: op_type and calendar days', async () => {
    const all = (await call('GET', '/system/logs', undefined, { pageSize: '500' })).body.data;
    const adds = (await call('GET', '/system/logs', undefined, { op_type: '0', pageSize: '500' })).body.data;
    expect(adds.total).toBeGreaterThan(0);
    expect(adds.total).toBeLessThan(all.total);
    expect(adds.list.every((r: { op_type: number }) => r.op_type === 0)).toBe(true);
    const day = new Date(t.clock()).toISOString().slice(0, 10);
    expect((await call('GET', '/system/logs', undefined, { start_date: '2000-01-01', end_date: '2000-01-02' })).body.data.total).toBe(0);
    expect((await call('GET', '/system/logs', undefined, { start_date: day, end_date: day, pageSize: '500' })).body.data.total).toBe(all.total);
    expect((await call('GET', '/system/logs', undefined, { date: `${day},${day}`, pageSize: '500' })).body.data.total).toBe(all.total);
    expect((await call('GET', '/system/logs', undefined, { date: `${day},` })).body.data.total).toBe(all.total);
    const reversed = await call('GET', '/system/logs', undefined, { date: '2026-12-31,2026-01-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toBe('开始日期 2026-12-31 晚于结束日期 2026-01-01');
    expect((await call('GET', '/system/logs/resources')).body.data).toEqual(expect.arrayContaining([{ label: '用户', value: 'user' }, { label: '角色', value: 'role' }]));
  });
});
