/**
 * Where the access token lives (SPEC §4): localStorage under `<username>kp_admin_token`,
 * with the username in this tab's sessionStorage, so two tabs can hold two users. A
 * reload or a duplicated tab keeps its user; a fresh tab starts at the login page.
 */
const TOKEN_SUFFIX = 'kp_admin_token';
const USERNAME_KEY = 'kp_admin_username';

export const tokenKey = (username: string) => `${username}${TOKEN_SUFFIX}`;

export function currentUsername(): string | null {
  return sessionStorage.getItem(USERNAME_KEY);
}

export function getToken(): string | null {
  const username = currentUsername();
  return username ? localStorage.getItem(tokenKey(username)) : null;
}

export function setToken(username: string, token: string) {
  sessionStorage.setItem(USERNAME_KEY, username);
  localStorage.setItem(tokenKey(username), token);
}

/** Replaces the current user's token (after a refresh). */
export function replaceToken(token: string) {
  const username = currentUsername();
  if (username) localStorage.setItem(tokenKey(username), token);
}

/** Where the tab's own user waits while it previews someone (预览视角). */
const RETURN_KEY = 'kp_admin_preview_return';

/**
 * This tab looks through `username`'s eyes with a preview token kept apart from any login of theirs
 * (`<username>@preview`); the tab's own user comes back when the preview ends.
 */
export function enterPreview(username: string, token: string) {
  const own = currentUsername();
  if (own) sessionStorage.setItem(RETURN_KEY, own);
  setToken(`${username}@preview`, token);
}

/** Ends this tab's preview: its token goes and the tab's own user is back (false when it was no preview). */
export function leavePreview(): boolean {
  const own = sessionStorage.getItem(RETURN_KEY);
  const current = currentUsername();
  if (!own || !current?.endsWith('@preview')) return false;
  localStorage.removeItem(tokenKey(current));
  sessionStorage.setItem(USERNAME_KEY, own);
  sessionStorage.removeItem(RETURN_KEY);
  return true;
}

/** A session that ended (a 401 confirmed): a preview's gives the tab back to its own user; any other's token goes. */
export function forgetEndedSession() {
  if (!leavePreview()) clearToken();
}

export function clearToken() {
  const username = currentUsername();
  if (username) localStorage.removeItem(tokenKey(username));
  sessionStorage.removeItem(USERNAME_KEY);
}

/** The token's `exp` in ms, read from its payload; null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}
