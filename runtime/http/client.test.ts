import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, replaceToken, setToken } from '../session/token-store.ts';
import { get, http, post } from './client.ts';
import { writes } from './writes.ts';

const token = (name: string) => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 7200, name }))}.s`;
const original = http.defaults.adapter;
afterEach(() => { http.defaults.adapter = original; clearToken(); });

/** A fake server: what each request's Authorization said, and an answer from `answer`. */
function serve(answer: (auth: string, n: number) => { status: number; data: unknown }) {
  const seen: string[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const auth = String(AxiosHeaders.from(config.headers).get('Authorization'));
    seen.push(auth);
    const { status, data } = answer(auth, seen.length);
    const response = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('fail', undefined, config, undefined, response);
    return response;
  };
  return seen;
}

describe('writes', () => {
  it('count every successful call but a GET and the auth calls, so kept-alive screens read again', async () => {
    setToken('admin', token('w'));
    serve(() => ({ status: 200, data: { code: '00000', msg: '成功', data: null } }));
    const before = writes.epoch;
    await get('/system/users');
    await post('/system/users/add', {});
    await post('/auth/change/password', {});
    expect(writes.epoch).toBe(before + 1);
  });
});

describe('http client errors', () => {
  it.each([
    ['<html><body><h1>502 Bad Gateway</h1></body></html>', '系统出错'],
    ['Bad Gateway', 'Bad Gateway'],
    ['x'.repeat(500), '系统出错'],
    ['', '系统出错'],
  ])('shows a non-JSON error body %j as %j, never markup', async (body, shown) => {
    setToken('admin', token('t'));
    serve(() => ({ status: 500, data: body }));
    await expect(get('/system/users', undefined, { silent: true })).rejects.toMatchObject({ message: shown, status: 500 });
  });
});

describe('http client and a rotated token', () => {
  it('sends a request refused while a refresh replaced its token once more, with the new token', async () => {
    setToken('admin', token('old'));
    const seen = serve((auth, n) => {
      if (n === 1) { replaceToken(token('new')); return { status: 401, data: { code: 'A0231', msg: '访问令牌已被刷新，请使用新令牌', data: null } }; }
      return { status: 200, data: { code: '00000', msg: '成功', data: auth } };
    });
    expect(await get('/account/profile')).toBe(`Bearer ${token('new')}`);
    expect(seen).toEqual([`Bearer ${token('old')}`, `Bearer ${token('new')}`]);
  });

  it('does not send again when the token did not change: that 401 is a real one', async () => {
    setToken('admin', token('only'));
    const seen = serve(() => ({ status: 401, data: { code: 'A0231', msg: '访问令牌无效或已过期', data: null } }));
    await expect(get('/account/profile', undefined, { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(1);
  });
});
