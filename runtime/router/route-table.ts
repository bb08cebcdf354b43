import type { ServerRoute } from '../session/session-store.ts';
import type { RouteHandle } from './route-handle.ts';

export const LAYOUT = 'Layout';
export const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path);

/** A child route's absolute path: absolute and external paths stand as they are. */
export const joinPath = (base: string, path: string) =>
  (isExternal(path) || path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

/** Every page route of the server's tree with its absolute path and handle, depth first. */
export function flattenRoutes(routes: readonly ServerRoute[], base = '', top = true): Array<RouteHandle & { redirect?: string }> {
  return routes.flatMap((route) => {
    if (isExternal(route.path)) return [];
    const path = joinPath(base || '/', route.path);
    const handle = {
      path, name: route.name || path, title: route.meta.title, titleEn: route.meta.titleEn, component: route.component, icon: route.meta.icon,
      keepAlive: Boolean(route.meta.keepAlive), hidden: Boolean(route.meta.hidden), affix: Boolean(route.meta.affix),
      inLayout: !top || route.component === LAYOUT,
    };
    if (route.children?.length) {
      const children = flattenRoutes(route.children, path, false).map((c) => ({ ...c, inLayout: c.inLayout || handle.inLayout }));
      return route.redirect ? [{ ...handle, redirect: route.redirect, hidden: true }, ...children] : children;
    }
    return [handle];
  });
}
