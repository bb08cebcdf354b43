import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../session/session-store.ts';
import { buildRouteObjects } from './build-routes.tsx';
import { flattenRoutes } from './route-table.ts';
import { showsSchema, preloadScreen } from './screen-registry.ts';
import { preloadSchema } from '../schema/schema-source.ts';
import { Guard } from './Guard.tsx';

/** The router: static routes always, the user's routes once their roles are loaded. */
export function AppRouter() {
  const { routes } = useSnapshot(session);
  const table = useMemo(() => buildRouteObjects(routes as never), [routes]);
  // The page's first screen: its code and schema start loading beside the layout's code.
  useMemo(() => {
    const first = flattenRoutes(routes as never).find((r) => r.path === window.location.pathname);
    if (!first?.component) return;
    preloadScreen(first.component);
    if (showsSchema(first.component)) preloadSchema(first.component);
  }, [routes]);
  return (
    <BrowserRouter>
      <Guard routes={table} />
    </BrowserRouter>
  );
}
