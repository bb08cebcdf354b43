import { Navigate } from 'react-router-dom';
import { lastRoute } from './last-route.ts';

/** SPEC §2: an unknown route goes back to the previous route, or to /404 when there is none. */
export function UnknownRoute() {
  return <Navigate to={lastRoute.path ?? '/404'} replace />;
}
