import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../pages/LoginPage.tsx';
import { RedirectPage } from '../pages/RedirectPage.tsx';
import type { ServerRoute } from '../session/session-store.ts';
import { type RouteHandle, STATIC_HANDLES } from './route-handle.ts';
import { flattenRoutes, joinPath } from './route-table.ts';
import { ScreenOutlet } from './ScreenOutlet.tsx';
import { UnknownRoute } from './UnknownRoute.tsx';

const MainLayout = lazy(() => import('../layout/MainLayout.tsx'));
const ErrorPage = lazy(() => import('../pages/ErrorPage.tsx'));

/** The router's table: the static routes of SPEC §2 plus the user's routes, all screens through the registry. */
export function buildRouteObjects(serverRoutes: readonly ServerRoute[]): RouteObject[] {
  const pages = flattenRoutes(serverRoutes);
  const toRoute = (page: RouteHandle & { redirect?: string }): RouteObject => ({
    path: page.path,
    handle: page,
    element: page.redirect ? <Navigate to={joinPath(page.path, page.redirect)} replace /> : <ScreenOutlet handle={page} />,
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
