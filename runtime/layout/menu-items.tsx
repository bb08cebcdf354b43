import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ServerRoute } from '../session/session-store.ts';
import { isExternal, joinPath as join } from '../router/route-table.ts';
import { MenuIcon } from './icons.tsx';
import { localTitle } from '../router/route-handle.ts';

type Item = Required<MenuProps>['items'][number];


/**
 * Sidebar items from the route tree: hidden routes skipped; a catalog with one visible child
 * shows that child directly unless it says alwaysShow; keys are absolute paths.
 */
export function menuItems(routes: readonly ServerRoute[], t: TFunction, base = '/'): Item[] {
  const items: Item[] = [{ key: '/dashboard', icon: <MenuIcon name="dashboard" />, label: t('route.dashboard') }];
  return base === '/' ? [...items, ...branch(routes, base)] : branch(routes, base);
}

const title = (route: ServerRoute) => localTitle(route.meta.title, route.meta.titleEn);

function branch(routes: readonly ServerRoute[], base: string): Item[] {
  return routes.filter((r) => !r.meta.hidden).flatMap((route): Item[] => {
    const path = join(base, route.path);
    const children = (route.children ?? []).filter((c) => !c.meta.hidden);
    if (children.length === 0) {
      if (route.children?.length) return [];
      const label = isExternal(path) ? <a href={path} target="_blank" rel="noreferrer">{title(route)}</a> : title(route);
      return [{ key: path, icon: <MenuIcon name={route.meta.icon} />, label }];
    }
    if (children.length === 1 && !route.meta.alwaysShow && !children[0].children?.length) {
      const only = children[0];
      return [{ key: join(path, only.path), icon: <MenuIcon name={only.meta.icon ?? route.meta.icon} />, label: title(only) }];
    }
    return [{ key: path, icon: <MenuIcon name={route.meta.icon} />, label: title(route), children: branch(children, path) }];
  });
}

/** The keys of the submenus that hold `pathname`, for opening them. */
export function ancestorsOf(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
}

/** The chain of titles from the top of the tree down to `pathname`, for the breadcrumb. */
export function trailOf(routes: readonly ServerRoute[], pathname: string, base = '/'): string[] {
  for (const route of routes) {
    const path = join(base, route.path);
    if (path === pathname) return [title(route)];
    if (route.children && pathname.startsWith(`${path}/`)) {
      const rest = trailOf(route.children, pathname, path);
      // A catalog named as its one screen (个人中心 › 个人中心) is said once.
      if (rest.length) return rest[0] === title(route) ? rest : [title(route), ...rest];
    }
  }
  return [];
}
