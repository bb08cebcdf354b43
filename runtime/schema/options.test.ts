import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../http/client.ts';
import { loadFieldOptions } from './options.ts';

const original = http.defaults.adapter;
afterEach(() => { http.defaults.adapter = original; });

describe('loadFieldOptions', () => {
  it('gives each field its own options: a source the caller may not read leaves only that field empty', async () => {
    http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      if (config.url === '/system/depts') {
        const response = { status: 403, data: { code: 'A0301', msg: '没有权限执行此操作（需要 sys:dept:query）', data: null }, statusText: '', headers: {}, config };
        throw new AxiosError('forbidden', undefined, config, undefined, response);
      }
      return { status: 200, data: { code: '00000', msg: '成功', data: [{ label: '招聘专员', value: 2 }, { label: '超级管理员', value: 1, disabled: true }] }, statusText: '', headers: {}, config };
    };
    const options = await loadFieldOptions({
      dept_id: { type: 'integer', title: '部门', 'x-options': { api: 'GET /system/depts', label: 'name', value: 'id' } },
      role_ids: { type: 'array', title: '角色', items: { type: 'integer' }, 'x-options': 'GET /system/roles/options' },
    });
    expect(options.dept_id).toEqual([]);
    expect(options.role_ids).toEqual([{ label: '招聘专员', value: 2 }, { label: '超级管理员', value: 1, disabled: true }]);
  });
});
