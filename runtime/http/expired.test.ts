import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { feedback } from '../antd/feedback.ts';
import { setToken } from '../session/token-store.ts';
import { get, http } from './client.ts';

// A file of its own: the client keeps one expiry dialog per page, so no earlier 401 may have opened it.
const token = (name: string) => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 7200, name }))}.s`;

function refuse() {
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const response = { status: 401, data: { code: 'A0230', msg: '未登录或登录已过期', data: null }, statusText: '', headers: {}, config };
    throw new AxiosError('fail', undefined, config, undefined, response);
  };
}

describe('a 401', () => {
  it('asks to log in again while a token is held, and asks nothing once the session is gone (a late answer of the old one)', async () => {
    const asked = vi.spyOn(feedback.modal, 'confirm').mockImplementation(() => undefined);
    refuse();
    await expect(get('/system/users')).rejects.toMatchObject({ status: 401 });
    expect(asked).not.toHaveBeenCalled();
    setToken('admin', token('held'));
    await expect(get('/system/users')).rejects.toMatchObject({ status: 401 });
    expect(asked).toHaveBeenCalledTimes(1);
    asked.mockRestore();
  });
});
