import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, userWithPerms } from '../test/harness.ts';

// Issue 26 B4: the guide's order (menu first, or the served file first?) had no way through.
let t: TestApp;
let admin: string;
let dir: string;
const k = () => t.db.kysely as Kysely<any>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kp-menu-from-screen-'));
  mkdirSync(join(dir, 'lab'));
  writeFileSync(join(dir, 'lab', 'checkups.json'), JSON.stringify({
    kind: 'crud', title: '体检预约', i18n: { 'en-US': { title: 'Checkups' } },
    perms: { query: 'lab:checkup:query', add: 'lab:checkup:add', edit: 'lab:checkup:edit' },
    api: { list: 'GET /lab/checkups', create: 'POST /lab/checkups', update: 'PUT /lab/checkups/{id}' },
    model: { type: 'object', properties: { person: { type: 'string', title: '姓名', maxLength: 20 } } },
    list: { columns: ['person'] }, storage: { table: 'lab_checkup_menu' },
  }));
  t = await buildTestApp({ schemasDir: dir });
  admin = await t.login();
});
afterAll(async () => { await t.close(); rmSync(dir, { recursive: true, force: true }); });

const generate = (payload: object, token = admin) => t.request({ method: 'POST', url: '/v1/api/system/menus/from-screen', token, payload });
const catalog = async (name: string) => Number((await k().selectFrom('sys_menu').select('id').where('type', '=', 'CATALOG').where('name', '=', name).executeTakeFirstOrThrow()).id);

describe('从页面生成菜单和按钮', () => {
  it('warns of the missing buttons until then, and makes the entry with one button per permission at once', async () => {
    const before = (await t.request({ method: 'GET', url: '/v1/api/screens/lab/checkups', token: admin })).body.data;
    expect(before.problems).toEqual([]);
    expect(before.warnings.map((w: { pointer: string; warning?: boolean }) => [w.pointer, w.warning])).toEqual([['/perms/query', true], ['/perms/add', true], ['/perms/edit', true]]);
    expect(before.warnings[0].message).toContain('从页面生成菜单和按钮');

    const res = await generate({ component: 'lab/checkups', parent_id: await catalog('系统管理') });
    expect(res.body.code, res.body.msg).toBe('00000');
    expect(res.body.data.buttons).toEqual(['lab:checkup:query', 'lab:checkup:add', 'lab:checkup:edit']);
    const menu = await k().selectFrom('sys_menu').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(menu).toMatchObject({ type: 'MENU', name: '体检预约', name_en: 'Checkups', route_path: 'checkups', component: 'lab/checkups' });
    const buttons = await k().selectFrom('sys_menu').select(['name', 'perm', 'type']).where('parent_id', '=', menu.id).orderBy('sort').execute();
    expect(buttons).toEqual([{ name: '查询', perm: 'lab:checkup:query', type: 'BUTTON' }, { name: '新增', perm: 'lab:checkup:add', type: 'BUTTON' }, { name: '编辑', perm: 'lab:checkup:edit', type: 'BUTTON' }]);
    expect((await t.request({ method: 'GET', url: '/v1/api/screens/lab/checkups', token: admin })).body.data.warnings).toEqual([]);
    // Once: a second time says where the menu is.
    expect((await generate({ component: 'lab/checkups', parent_id: await catalog('系统管理') })).body.msg).toBe('页面「lab/checkups」已有菜单「体检预约」');
  });

  it('takes a chart screen too: its entry and its query button (issue 58: it was listed, then refused)', async () => {
    writeFileSync(join(dir, 'lab', 'checkupChart.json'), JSON.stringify({
      kind: 'chart', title: '体检统计', perms: { query: 'lab:checkupChart:query' }, chart: { type: 'number' },
      stats: [{ key: 'all', title: '预约数', over: 'lab/checkups', time: 'created_at' }], range: { default: '30d' },
    }));
    await t.app.engine.reload();
    expect(t.app.engine.charts.get('lab/checkupChart')?.problems.map((p) => p.message)).toEqual([]);
    const res = await generate({ component: 'lab/checkupChart', parent_id: await catalog('系统管理') });
    expect(res.body.code, res.body.msg).toBe('00000');
    expect(res.body.data.buttons).toEqual(['lab:checkupChart:query']);
    const menu = await k().selectFrom('sys_menu').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(menu).toMatchObject({ type: 'MENU', name: '体检统计', route_path: 'checkupChart', component: 'lab/checkupChart' });
  });

  it('needs a served screen and a catalog, and a caller who may set those permissions', async () => {
    expect((await generate({ component: 'lab/nothing', parent_id: 0 })).status).toBe(404);
    const aMenu = Number((await k().selectFrom('sys_menu').select('id').where('type', '=', 'MENU').limit(1).executeTakeFirstOrThrow()).id);
    writeFileSync(join(dir, 'lab', 'visits.json'), JSON.stringify({
      kind: 'crud', title: '回访', perms: { query: 'lab:visit:query' }, api: { list: 'GET /lab/visits' },
      model: { type: 'object', properties: { person: { type: 'string', title: '姓名', maxLength: 20 } } }, list: { columns: ['person'] },
    }));
    await t.app.engine.reload();
    expect((await generate({ component: 'lab/visits', parent_id: aMenu })).body.msg).toBe('上级菜单应为一个目录');
    // A menu manager who does not hold lab:visit:query cannot make a button of it (nor a menu, then).
    const manager = await t.login(await userWithPerms(t, 'menumaker', ['sys:menu:query', 'sys:menu:add']));
    const refused = await generate({ component: 'lab/visits', parent_id: 0 }, manager);
    expect(refused.status).toBe(403);
    expect(await k().selectFrom('sys_menu').select('id').where('component', '=', 'lab/visits').execute()).toEqual([]);
  });
});
