import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { ID } from '../services/bounds.ts';
import { guardMenuWrite } from '../services/grants.ts';
import { logOperation, OpType } from '../services/oplog.ts';
import { BUTTON_TITLES } from '../db/seed-menus.ts';
import type { ChartSchema } from '../../schemas/chart.ts';
import { flowActions, type ScreenSchema } from '../../schemas/types.ts';

/** Each permission string a screen (or a chart screen: its perms alone) names, with the name its button gets: 查询, 新增, …, an action's label. */
export function screenButtons(schema: ScreenSchema | ChartSchema): Array<{ perm: string; name: string }> {
  const screen = schema.kind === 'chart' ? undefined : schema;
  const named = [
    ...Object.entries(schema.perms ?? {}).map(([key, perm]) => ({ perm, name: BUTTON_TITLES[key] ?? key })),
    ...(screen?.actions ?? []).map((a) => ({ perm: a.perm, name: a.label })),
    ...(screen ? flowActions(screen) : []).map((a) => ({ perm: a.perm, name: a.label })),
    ...(screen?.views ?? []).map((v) => ({ perm: v.perm, name: v.label })),
  ];
  const seen = new Set<string>();
  return named.flatMap(({ perm, name }) => (perm && !seen.has(perm) && seen.add(perm) ? [{ perm, name: name.slice(0, 32) }] : []));
}

/**
 * 菜单管理 › 从页面生成菜单和按钮 (issue 26 B4): a served schema becomes a sidebar entry under a
 * catalog, with one button per permission string it names that no menu has yet — in one
 * transaction, each row through the menu's own write rule (nobody adds a permission they could not).
 */
export async function menuFromScreenRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  app.post<{ Body: { component: string; parent_id: number } }>('/system/menus/from-screen', {
    config: { access: 'sys:menu:add' },
    schema: { summary: '由页面 schema 生成菜单和按钮', body: { type: 'object', required: ['component', 'parent_id'], additionalProperties: false, properties: { component: { type: 'string', minLength: 1, maxLength: 128 }, parent_id: { ...ID, minimum: 0 } } } },
  }, async (req) => {
    const { component, parent_id: parentId } = req.body;
    // A chart screen (kind chart) gets its entry and its query button as a list screen does.
    const schema = req.server.engine.screens.get(component)?.schema ?? req.server.engine.charts.get(component)?.schema;
    if (!schema) throw new ApiError('NOT_FOUND', `没有可用的页面 schema「${component}」：请先放入文件并改到 0 个问题`);
    const existing = await db.selectFrom('sys_menu').select('name').where('type', '=', 'MENU').where('component', '=', component).executeTakeFirst();
    if (existing) throw new ApiError('VALIDATION_FAILED', `页面「${component}」已有菜单「${existing.name}」`);
    if (parentId !== 0) {
      const parent = await db.selectFrom('sys_menu').select('type').where('id', '=', parentId).executeTakeFirst();
      if (parent?.type !== 'CATALOG') throw new ApiError('VALIDATION_FAILED', '上级菜单应为一个目录');
    }
    const routePath = component.slice(component.lastIndexOf('/') + 1);
    const siblings = await db.selectFrom('sys_menu').select(['route_path', 'sort']).where('parent_id', '=', parentId).execute();
    if (siblings.some((s) => s.route_path === routePath || s.route_path === `/${routePath}`)) throw new ApiError('VALIDATION_FAILED', `这个目录下已有路由地址为「${routePath}」的菜单`);
    const held = new Set((await db.selectFrom('sys_menu').select('perm').where('perm', 'is not', null).execute()).map((m) => m.perm));
    const buttons = screenButtons(schema).filter((b) => !held.has(b.perm));
    const now = app.clock();
    const blank = { route_name: null, redirect: null, icon: null, hidden: 0, keep_alive: 0, always_show: 0, created_at: now, updated_at: now };
    const menu = { ...blank, parent_id: parentId, type: 'MENU' as const, name: schema.title.slice(0, 64), name_en: schema.i18n?.['en-US']?.title?.slice(0, 64) ?? null, route_path: routePath, component, perm: null, sort: Math.max(0, ...siblings.map((s) => s.sort)) + 1 };
    await guardMenuWrite(req, undefined, menu);
    for (const b of buttons) await guardMenuWrite(req, undefined, { type: 'BUTTON', perm: b.perm, parent_id: -1 });
    return ok(await db.transaction().execute(async (trx) => {
      const { id } = await trx.insertInto('sys_menu').values(menu).returning('id').executeTakeFirstOrThrow();
      for (const [i, b] of buttons.entries()) {
        await trx.insertInto('sys_menu').values({ ...blank, parent_id: Number(id), type: 'BUTTON', name: b.name, name_en: null, route_path: null, component: null, perm: b.perm, sort: i + 1 }).execute();
      }
      await logOperation(trx, req, { type: OpType.ADD, resource: 'sys_menu', targetId: Number(id), summary: `从页面 ${component} 生成菜单「${menu.name}」和 ${buttons.length} 个按钮` });
      return { id: Number(id), buttons: buttons.map((b) => b.perm) };
    }));
  });
}
