import { Spin } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { get } from '../http/client.ts';
import { getToken } from '../session/token-store.ts';
import { lastRoute } from './last-route.ts';

const ErrorPage = lazy(() => import('../pages/ErrorPage.tsx'));

let paths: Promise<string[]> | undefined;
/** Every screen's path (GET /account/paths), asked once per load. */
const screenPaths = () => (paths ??= get<string[]>('/account/paths', undefined, { silent: true }).catch(() => { paths = undefined; return []; }));

/**
 * A path the router does not have. A screen that exists but is not the caller's shows 403 where
 * it was asked for (the URL stays); otherwise, SPEC §2: back to the previous route, or /404.
 */
export function UnknownRoute() {
  const { pathname } = useLocation();
  const [known, setKnown] = useState<boolean | null>(getToken() ? null : false);
  useEffect(() => {
    if (!getToken()) return;
    let live = true;
    void screenPaths().then((list) => { if (live) setKnown(list.includes(pathname.replace(/\/$/, ''))); });
    return () => { live = false; };
  }, [pathname]);
  if (known === null) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (known) return <Suspense><ErrorPage status={403} /></Suspense>;
  return <Navigate to={lastRoute.path ?? '/404'} replace />;
}
