import type { TFunction } from 'i18next';

/** What the shell knows of a route beyond its path: title, tab and cache behaviour. */
export interface RouteHandle {
  path: string;
  /** SPEC §2: a route's name defaults to its path. */
  name: string;
  /** The server's title, shown as is; or an i18n key for the shell's own routes. */
  title: string;
  titleKey?: string;
  component?: string;
  icon?: string;
  keepAlive: boolean;
  hidden: boolean;
  /** Pinned in the tags view. */
  affix: boolean;
  /** Inside the main layout (gets a tab, the sidebar, the header). */
  inLayout: boolean;
}

export const routeTitle = (handle: Pick<RouteHandle, 'title' | 'titleKey'>, t: TFunction) =>
  handle.titleKey ? t(handle.titleKey) : handle.title;

const shell = (path: string, titleKey: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({
  path, name: path, title: '', titleKey, keepAlive: false, hidden: true, affix: false, inLayout: false, ...extra,
});

export const STATIC_HANDLES = {
  login: shell('/login', 'route.login'),
  e401: shell('/401', 'route.401'),
  e404: shell('/404', 'route.404'),
  dashboard: shell('/dashboard', 'route.dashboard', { name: 'Dashboard', component: 'dashboard', icon: 'dashboard', keepAlive: true, hidden: false, affix: true, inLayout: true }),
  redirect: shell('/redirect/*', 'route.dashboard', { inLayout: true }),
};
