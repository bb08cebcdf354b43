import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { feedback } from '../antd/feedback.ts';
import { i18n } from '../i18n/i18n.ts';
import { forgetEndedSession, getToken, replaceToken, tokenExpiry } from '../session/token-store.ts';
import { writes } from './writes.ts';

/** The `{code, msg, data}` envelope of every /v1/api answer. */
export interface Envelope<T = unknown> { code: string; msg: string; data: T }

export const SUCCESS = '00000';
export const API_BASE = '/v1/api';
export const REQUEST_TIMEOUT = 50_000;
/** Refresh the token first when less than this much validity remains (SPEC §9). */
export const REFRESH_MARGIN = 1_200_000;
export const REFRESH_URL = '/auth/refreshToken';

/** A failed call: the server's code and msg, or the HTTP status. */
export class ApiCallError extends Error {
  constructor(message: string, readonly code?: string, readonly status?: number, readonly data?: unknown) {
    super(message);
  }
}

export const http = axios.create({ baseURL: API_BASE, timeout: REQUEST_TIMEOUT, headers: { 'Content-Type': 'application/json' } });

// Every request that finds the token near its end waits on the same refresh.
let refreshing: Promise<void> | null = null;

async function refreshToken(token: string) {
  const res = await axios.post<Envelope<{ accessToken: string }>>(`${API_BASE}${REFRESH_URL}`, null, {
    timeout: REQUEST_TIMEOUT, headers: { Authorization: `Bearer ${token}` },
  });
  if (res.data.code === SUCCESS) replaceToken(res.data.data.accessToken);
}

async function freshToken(now = Date.now()): Promise<string | null> {
  const token = getToken();
  if (!token) return null;
  const exp = tokenExpiry(token);
  if (exp !== null && exp > now && exp - now < REFRESH_MARGIN) {
    refreshing ??= refreshToken(token).catch(() => undefined).finally(() => { refreshing = null; });
    await refreshing;
    return getToken();
  }
  return token;
}

http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  const token = config.url === REFRESH_URL ? getToken() : await freshToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** A short plain-text error body (a proxy's "Bad Gateway"); never markup, never a page of text. */
function plainText(body: unknown): string | null {
  if (typeof body !== 'string') return null;
  const text = body.trim();
  return text && text.length <= 200 && !/[<>]/.test(text) ? text : null;
}

let expiredDialogOpen = false;

/** SPEC §8: one warning dialog; confirming clears the token (or ends this tab's preview) and reloads. */
function askToLogInAgain() {
  if (expiredDialogOpen) return;
  expiredDialogOpen = true;
  feedback.modal.confirm({
    type: 'warning',
    title: i18n.t('error.expiredTitle'),
    content: i18n.t('error.expired'),
    okText: i18n.t('error.confirm'),
    cancelText: i18n.t('error.cancel'),
    onOk: () => { forgetEndedSession(); window.location.reload(); },
    onCancel: () => { expiredDialogOpen = false; },
  });
}

http.interceptors.response.use(
  (response) => {
    if (response.config.responseType === 'blob' || response.config.responseType === 'arraybuffer' || (response.config as { bare?: boolean }).bare) return response;
    const body = response.data as Envelope;
    if (body && body.code === SUCCESS) {
      const method = (response.config.method ?? 'get').toLowerCase();
      if (method !== 'get' && !String(response.config.url ?? '').startsWith('/auth/')) writes.epoch += 1;
      return response;
    }
    const msg = body?.msg || i18n.t('error.system');
    if (!(response.config as { silent?: boolean }).silent) feedback.message.error(msg);
    return Promise.reject(new ApiCallError(msg, body?.code, response.status, body?.data));
  },
  (error: AxiosError<Envelope | string>) => {
    const status = error.response?.status;
    // A refresh (here or in another tab) replaced the token while this request was on its way:
    // the server no longer takes the old one, so send it once more with the new one.
    const config = error.config as (InternalAxiosRequestConfig & { retried?: boolean }) | undefined;
    const current = getToken();
    if (status === 401 && config && !config.retried && current && config.headers?.get?.('Authorization') !== `Bearer ${current}`) {
      return http.request({ ...config, retried: true } as AxiosRequestConfig);
    }
    const body = error.response?.data;
    const msg = (typeof body === 'object' && body?.msg) || plainText(body) || i18n.t('error.system');
    const silent = (error.config as { silent?: boolean } | undefined)?.silent;
    // With no token left (logged out, or the session ended in this tab) there is nothing to renew:
    // the router takes the user to /login, and a late answer of the old session asks nothing.
    if (status === 401) { if (current) askToLogInAgain(); }
    else if (!silent) feedback.message.error(msg);
    return Promise.reject(new ApiCallError(msg, typeof body === 'object' ? body?.code : undefined, status, typeof body === 'object' ? body?.data : undefined));
  },
);

export interface CallOptions extends AxiosRequestConfig {
  /** Leave the error toast to the caller. */
  silent?: boolean;
  /** The answer is not in the envelope (the API's OpenAPI document): resolved as it came. */
  bare?: boolean;
}

/** Calls /v1/api and resolves with the envelope's `data`; rejects (after the toast) on failure. */
export async function request<T>(config: CallOptions): Promise<T> {
  const res = await http.request<Envelope<T>>(config);
  return res.data.data;
}

/** A GET whose answer is not in the envelope (the OpenAPI document), resolved as it came. */
export async function getBare<T>(url: string, options?: CallOptions): Promise<T> {
  return (await http.request<T>({ ...options, method: 'GET', url, bare: true } as AxiosRequestConfig)).data;
}

export const get = <T>(url: string, params?: object, options?: CallOptions) => request<T>({ ...options, method: 'GET', url, params });
export const post = <T>(url: string, data?: unknown, options?: CallOptions) => request<T>({ ...options, method: 'POST', url, data });
export const del = <T>(url: string, params?: object, options?: CallOptions) => request<T>({ ...options, method: 'DELETE', url, params });
