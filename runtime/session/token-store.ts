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
