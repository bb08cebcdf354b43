import { Navigate, useLocation } from 'react-router-dom';

/** /redirect/{path} passes straight through to /{path}; the tags view uses it to reload a page. */
export function RedirectPage() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${pathname.replace(/^\/redirect/, '') || '/'}${search}`} replace />;
}
