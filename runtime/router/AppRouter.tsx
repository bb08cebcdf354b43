import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../session/session-store.ts';
import { buildRouteObjects } from './build-routes.tsx';
import { Guard } from './Guard.tsx';

/** The router: static routes always, the user's routes once their roles are loaded. */
export function AppRouter() {
  const { routes } = useSnapshot(session);
  const table = useMemo(() => buildRouteObjects(routes as never), [routes]);
  return (
    <BrowserRouter>
      <Guard routes={table} />
    </BrowserRouter>
  );
}
