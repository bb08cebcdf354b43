import type { Kysely } from 'kysely';
import type { Database, Menu } from '../db/tables.ts';
import { ADMIN_ROLE } from './access.ts';

/** One route of GET /account/routes, in the shape vue3-element-admin's router takes. */
export interface RouteNode {
  path: string;
  component?: string;
  redirect?: string;
  name?: string;
  meta: { title: string; titleEn?: string; icon?: string; hidden: boolean; roles: string[]; keepAlive: boolean; alwaysShow: boolean };
  children?: RouteNode[];
}

/**
 * Assembles the route tree from menu rows. `grants` maps a menu id to the role codes
 * granted it; `include` says whether the caller may see a menu. A catalog's roles are
 * those of everything under it, and it is kept only while something under it is.
 */
export function assembleRoutes(menus: Menu[], grants: Map<number, string[]>, include: (menu: Menu) => boolean): RouteNode[] {
  const children = new Map<number, Menu[]>();
  for (const menu of menus) {
    const list = children.get(menu.parent_id) ?? [];
    list.push(menu);
    children.set(menu.parent_id, list);
  }
  const build = (menu: Menu): { node: RouteNode; roles: Set<string> } | null => {
    const built = (children.get(menu.id) ?? []).map(build).filter((x) => x !== null);
    const leaf = menu.type !== 'CATALOG';
    if (leaf ? !include(menu) : built.length === 0 && !include(menu)) return null;
    const roles = new Set(grants.get(menu.id) ?? []);
    built.forEach((b) => b.roles.forEach((r) => roles.add(r)));
    if (roles.size === 0) roles.add(ADMIN_ROLE);
    const node: RouteNode = {
      path: menu.route_path ?? '',
      ...(menu.type === 'EXTLINK' ? {} : { component: menu.component ?? undefined }),
      ...(menu.redirect ? { redirect: menu.redirect } : {}),
      ...(menu.route_name ? { name: menu.route_name } : {}),
      meta: {
        title: menu.name,
        ...(menu.name_en ? { titleEn: menu.name_en } : {}),
        ...(menu.icon ? { icon: menu.icon } : {}),
        hidden: menu.hidden === 1,
        roles: [...roles].sort(),
        keepAlive: menu.keep_alive === 1,
        alwaysShow: menu.always_show === 1,
      },
      ...(built.length ? { children: built.map((b) => b.node) } : {}),
    };
    return { node, roles };
  };
  return (children.get(0) ?? []).map(build).filter((x) => x !== null).map((b) => b.node);
}

/** The routes a user with `roles` may visit: every one for ADMIN, else those their roles are granted. */
export async function routesFor(db: Kysely<Database>, roles: string[]): Promise<RouteNode[]> {
  const menus = await db.selectFrom('sys_menu').selectAll().where('type', '!=', 'BUTTON')
    .orderBy('sort').orderBy('id').execute();
  const rows = await db.selectFrom('sys_role_menu as rm').innerJoin('sys_role as r', 'r.id', 'rm.role_id')
    .select(['rm.menu_id', 'r.code']).where('r.status', '=', 1).execute();
  const grants = new Map<number, string[]>();
  for (const row of rows) grants.set(row.menu_id, [...(grants.get(row.menu_id) ?? []), row.code]);
  const isAdmin = roles.includes(ADMIN_ROLE);
  return assembleRoutes(menus, grants, (menu) => isAdmin || (grants.get(menu.id) ?? []).some((r) => roles.includes(r)));
}

/**
 * The path of every screen, whoever may open it: the console tells a screen the caller may not
 * open (403) from one that does not exist (404). Paths only, no titles or components.
 */
export async function allScreenPaths(db: Kysely<Database>): Promise<string[]> {
  const menus = await db.selectFrom('sys_menu').select(['id', 'parent_id', 'route_path', 'type']).where('type', 'in', ['CATALOG', 'MENU']).execute();
  const byId = new Map(menus.map((m) => [m.id, m]));
  const full = (menu: (typeof menus)[number]): string => {
    const own = menu.route_path ?? '';
    if (own.startsWith('/')) return own;
    const parent = byId.get(menu.parent_id);
    return `${parent ? full(parent) : ''}/${own}`.replace(/\/+/g, '/');
  };
  return [...new Set(menus.filter((m) => m.type === 'MENU').map(full))].sort();
}
