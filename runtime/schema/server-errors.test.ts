import { createForm } from '@formily/core';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../http/client.ts';
import { clearServerErrorsOnInput, showServerErrors } from './server-errors.ts';

describe('server errors on a form', () => {
  it('stand on the fields the server named until that field is edited', () => {
    const form = createForm({ effects: clearServerErrorsOnInput });
    const name = form.createField({ name: 'name' });
    const code = form.createField({ name: 'code' });
    showServerErrors(form, new ApiCallError('请求参数错误', 'A0400', 400, [{ field: 'name', message: '名称已存在' }, { field: 'code', message: '编码已存在' }, { field: 'nothing', message: '无此字段' }]));
    expect(name.selfErrors).toEqual(['名称已存在']);
    expect(code.selfErrors).toEqual(['编码已存在']);
    name.onInput('新名称');
    expect(name.selfErrors).toEqual([]);
    expect(code.selfErrors).toEqual(['编码已存在']);
    // Anything but a refusal with field errors leaves the form as it was.
    showServerErrors(form, new Error('网络错误'));
    expect(code.selfErrors).toEqual(['编码已存在']);
  });
});
