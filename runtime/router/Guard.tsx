import { Spin } from 'antd';
import { type ReactNode, Suspense, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, Navigate, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { feedback } from '../antd/feedback.ts';
import { ApiCallError } from '../http/client.ts';
import { loadSession, passwordlessLogin, resetSession, session } from '../session/session-store.ts';
import { systemInfo } from '../session/system-info.ts';
import { getToken } from '../session/token-store.ts';
import { flattenRoutes } from './route-table.ts';
import { lastRoute } from './last-route.ts';
import { doneProgress, startProgress } from './progress.ts';
import { type RouteHandle, routeTitle, STATIC_HANDLES } from './route-handle.ts';
import { RouteHandleContext, RouteTableContext } from './use-route-handle.ts';

function FullPageSpin() {
  return <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;
}

/** Runs `work` once per mount (StrictMode mounts twice in development) with the progress bar showing. */
function useOnce(work: () => Promise<void>) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startProgress();
    void work().finally(doneProgress);
  }, [work]);
}

const showFailure = (error: unknown) => {
  // The http client has already shown a server's message; say only what it could not.
  if (!(error instanceof ApiCallError)) feedback.message.error((error as Error).message);
};

/** SPEC §2: token present but no roles loaded → fetch the profile, build the routes, retry; on failure back to /login. */
function SessionLoader() {
  const navigate = useNavigate();
  useOnce(async () => {
    try {
      await loadSession();
    } catch (error) {
      showFailure(error);
      resetSession();
      navigate('/login', { replace: true });
    }
  });
  return <FullPageSpin />;
}

/** SPEC §2: `?parent&user&code` logs in without a password, then lands inside. */
function PasswordlessLogin({ user, code }: { user: string; code: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useOnce(async () => {
    try {
      await passwordlessLogin(user, code);
      navigate('/', { replace: true });
    } catch (error) {
      showFailure(error);
      resetSession();
      navigate('/login', { replace: true });
    }
  });
  return <Spin size="large" tip={t('login.passwordless')} style={{ display: 'block', margin: '30vh auto' }}><div /></Spin>;
}

/**
 * The navigation rules of SPEC §2 around the route table: login redirects, loading the
 * session, password-less login, the page title, the progress bar and the last known route.
 */
export function Guard({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const { t, i18n } = useTranslation();
  const { loaded, routes: serverRoutes } = useSnapshot(session);
  const { systemName } = useSnapshot(systemInfo);
  const element = useRoutes(routes);
  const matches = matchRoutes(routes, location);
  const handle = matches?.[matches.length - 1]?.route.handle as RouteHandle | undefined;
  const table = useMemo(() => [STATIC_HANDLES.dashboard, ...flattenRoutes(serverRoutes as never)], [serverRoutes]);

  // Starts before the new route paints and ends once it has; lazy screens and session loads hold it longer.
  useLayoutEffect(startProgress, [location.key]);
  useEffect(doneProgress, [location.key]);

  useEffect(() => {
    if (handle && handle !== STATIC_HANDLES.redirect) lastRoute.path = location.pathname + location.search;
  }, [handle, location.pathname, location.search]);

  useEffect(() => {
    if (handle) document.title = systemName ? `${systemName} | ${routeTitle(handle, t)}` : routeTitle(handle, t);
  }, [handle, systemName, t, i18n.language]);

  const query = new URLSearchParams(location.search);
  const user = query.get('user');
  const code = query.get('code');
  let shown: ReactNode;
  if (query.has('parent') && user && code) shown = <PasswordlessLogin key={code} user={user} code={code} />;
  else if (!getToken()) {
    const back = location.pathname === '/' ? '' : `?redirect=${encodeURIComponent(location.pathname + location.search)}`;
    shown = location.pathname === '/login' ? element : <Navigate to={`/login${back}`} replace />;
  } else if (location.pathname === '/login') shown = <Navigate to="/" replace />;
  else if (!loaded) shown = <SessionLoader />;
  else shown = element;

  return (
    <RouteTableContext.Provider value={table}>
      <RouteHandleContext.Provider value={handle}>
        <Suspense fallback={<FullPageSpin />}>{shown}</Suspense>
      </RouteHandleContext.Provider>
    </RouteTableContext.Provider>
  );
}
