import { proxy } from 'valtio';
import { del, get, post } from '../http/client.ts';
import { i18n } from '../i18n/i18n.ts';
import { clearToken, enterPreview, leavePreview, setToken } from './token-store.ts';
import { resetTags } from '../router/tags-store.ts';

export interface Profile {
  userId: number;
  username: string;
  nickname: string;
  avatar: string | null;
  mobile?: string | null;
  email?: string | null;
  roles: string[];
  /** The roles by name (招聘专员), in the order of `roles`' sort. */
  roleNames?: string[];
  perms: string[];
  /** 预览视角: an administrator looking through this user's eyes (read-only). */
  preview?: { by: string } | null;
}

/** One route of GET /account/routes. */
export interface ServerRoute {
  path: string;
  component?: string;
  redirect?: string;
  name?: string;
  meta: { title: string; titleEn?: string; icon?: string; hidden?: boolean; roles?: string[]; keepAlive?: boolean; alwaysShow?: boolean; affix?: boolean };
  children?: ServerRoute[];
}

export interface LoginResult { tokenType: string; accessToken: string; username: string }

export const ADMIN_ROLE = 'ADMIN';

/** The logged-in user and the routes their roles allow; `loaded` once both have arrived. */
export const session = proxy({
  profile: null as Profile | null,
  routes: [] as ServerRoute[],
  loaded: false,
});

/** SPEC §2: keep a route only when its roles meta names one of the user's roles; ADMIN keeps all. */
export function routesForRoles(routes: ServerRoute[], roles: string[]): ServerRoute[] {
  if (roles.includes(ADMIN_ROLE)) return routes;
  return routes
    .filter((r) => (r.meta.roles ?? []).some((role) => roles.includes(role)))
    .map((r) => (r.children ? { ...r, children: routesForRoles(r.children, roles) } : r));
}

/** Fetches the profile, then the routes; throws with SPEC §8's words when the profile is unusable. */
export async function loadSession(): Promise<void> {
  // Both at once; the routes are the caller's own and do not wait on the profile.
  const routesRequest = get<ServerRoute[]>('/account/routes');
  routesRequest.catch(() => undefined); // Reported below, unless the profile fails first.
  const profile = await get<Profile | null>('/account/profile');
  if (!profile) throw new Error(i18n.t('error.profileMissing'));
  if (!Array.isArray(profile.roles) || profile.roles.length === 0) throw new Error(i18n.t('error.rolesMissing'));
  const routes = await routesRequest;
  session.profile = profile;
  session.routes = routesForRoles(routes, profile.roles);
  session.loaded = true;
}

/** Reads the profile again (after the user changed their own details). */
export async function reloadProfile(): Promise<void> {
  const profile = await get<Profile | null>('/account/profile');
  if (profile) session.profile = profile;
}

export function resetSession() {
  clearToken();
  session.profile = null;
  session.routes = [];
  session.loaded = false;
}

/** POST /auth/login; `captcha` is the solved proof-of-work payload when the server asks for one. */
export async function login(form: { username: string; password: string; captcha?: string }) {
  const result = await post<LoginResult>('/auth/login', form);
  setToken(result.username, result.accessToken);
  // A login starts afresh: the tabs of whoever was here before (this tab's last session) go.
  resetTags();
  await loadSession();
}

/** SPEC §2: `?parent&user&code` logs in without a password. */
export async function passwordlessLogin(user: string, code: string) {
  const result = await post<LoginResult>('/auth/noPwd/login', { username: user, id: code });
  setToken(result.username, result.accessToken);
  resetTags();
  await loadSession();
}

/** 预览视角: this tab sees the console as user `userId` (read-only) until the preview ends. */
export async function startPreview(userId: number) {
  const result = await post<LoginResult>('/auth/preview/start', { userId });
  enterPreview(result.username, result.accessToken);
  resetTags();
  window.location.assign('/');
}

/** Ends the preview (its session on the server too) and brings the tab's own user back. */
export async function endPreview() {
  await post('/auth/preview/end', {}, { silent: true }).catch(() => undefined);
  leavePreview();
  resetTags();
  window.location.assign('/system/user');
}

/** DELETE /auth/logout, clear the token and reload (SPEC §4). */
export async function logout() {
  await del('/auth/logout', undefined, { silent: true }).catch(() => undefined);
  clearToken();
  window.location.reload();
}
