import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { RedirectPage } from '../pages/RedirectPage.tsx';
import type { ServerRoute } from '../session/session-store.ts';
import type { RouteHandle } from './route-handle.ts';
import { STATIC_HANDLES } from './route-handle.ts';
import { ScreenOutlet } from './ScreenOutlet.tsx';
import { UnknownRoute } from './UnknownRoute.tsx';

const MainLayout = lazy(() => import('../layout/MainLayout.tsx'));

export const LAYOUT = 'Layout';
const isExternal = (path: string) => /^(https?:|mailto:|tel:)/.test(path);
const join = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

/** Every page route of the server's tree with its absolute path and handle, depth first. */
export function flattenRoutes(routes: readonly ServerRoute[], base = '', top = true): Array<RouteHandle & { redirect?: string }> {
  return routes.flatMap((route) => {
    if (isExternal(route.path)) return [];
    const path = join(base || '/', route.path);
    const handle = {
      path, name: route.name || path, title: route.meta.title, component: route.component, icon: route.meta.icon,
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

/** The router's table: the static routes of SPEC §2 plus the user's routes, all screens through the registry. */
export function buildRouteObjects(serverRoutes: readonly ServerRoute[]): RouteObject[] {
  const pages = flattenRoutes(serverRoutes);
  const toRoute = (page: RouteHandle & { redirect?: string }): RouteObject => ({
    path: page.path,
    handle: page,
    element: page.redirect ? <Navigate to={join(page.path, page.redirect)} replace /> : <ScreenOutlet handle={page} />,
  });
  return [
    { path: '/login', element: <LoginPage />, handle: STATIC_HANDLES.login },
    { path: '/401', element: <ErrorPage status={401} />, handle: STATIC_HANDLES.e401 },
    { path: '/404', element: <ErrorPage status={404} />, handle: STATIC_HANDLES.e404 },
    {
      element: <MainLayout />,
      children: [
        { path: '/dashboard', element: <ScreenOutlet handle={STATIC_HANDLES.dashboard} />, handle: STATIC_HANDLES.dashboard },
        { path: '/redirect/*', element: <RedirectPage />, handle: STATIC_HANDLES.redirect },
        ...pages.filter((p) => p.inLayout && p.path !== '/dashboard').map(toRoute),
      ],
    },
    ...pages.filter((p) => !p.inLayout).map(toRoute),
    { path: '/', element: <Navigate to="/dashboard" replace /> },
    { path: '*', element: <UnknownRoute /> },
  ];
}
