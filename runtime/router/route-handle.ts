import type { TFunction } from 'i18next';
import { i18n } from '../i18n/i18n.ts';

/** What the shell knows of a route beyond its path: title, tab and cache behaviour. */
export interface RouteHandle {
  path: string;
  /** SPEC §2: a route's name defaults to its path. */
  name: string;
  /** The server's title, shown as is; or an i18n key for the shell's own routes. */
  title: string;
  /** The server's English title, shown when the console is in English. */
  titleEn?: string;
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

/** A route's title in the console's language: the shell's own by key, a server route's English one when there is one. */
export const routeTitle = (handle: Pick<RouteHandle, 'title' | 'titleKey' | 'titleEn'>, t: TFunction) =>
  handle.titleKey ? t(handle.titleKey) : localTitle(handle.title, handle.titleEn);

/** `title`, or `titleEn` while the console is in English. */
export const localTitle = (title: string, titleEn?: string) => (titleEn && i18n.language.startsWith('en') ? titleEn : title);

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
