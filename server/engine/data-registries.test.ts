import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMAS_DIR } from '../../schemas/files.ts';
import { buildTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let admin: string;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kp-data-'));
  mkdirSync(join(dir, 'talent'));
  cpSync(join(SCHEMAS_DIR, 'system'), join(dir, 'system'), { recursive: true });
  writeFileSync(join(dir, 'talent', 'interview.json'), JSON.stringify({
    kind: 'crud', title: '面试', perms: { query: 'demo:showcase:query', add: 'demo:showcase:add' },
    api: { list: 'GET /talent/interviews', create: 'POST /talent/interviews' },
    model: { type: 'object', required: ['name'], properties: {
      name: { type: 'string', title: '姓名', maxLength: 20 },
      status: { type: 'string', title: '面试状态', maxLength: 16, 'x-dict': 'interview_status' },
    } },
    list: { columns: ['name', 'status'] }, storage: { table: 'lab_interview' },
  }));
  t = await buildTestApp({ schemasDir: dir });
  admin = await t.login();
});
afterAll(async () => { await t.close(); rmSync(dir, { recursive: true, force: true }); });

const call = (method: 'GET' | 'POST', url: string, payload?: object) => t.request({ method, url: `/v1/api${url}`, token: admin, payload });

describe('a dictionary made in 字典管理', () => {
  it('is served with a warning until it exists, then works with no restart', async () => {
    const before = (await call('GET', '/screens/talent/interview')).body.data;
    expect(before.schema.title).toBe('面试');
    expect(before.warnings).toEqual([expect.objectContaining({ pointer: '/model/properties/status/x-dict', message: expect.stringContaining('请在 系统管理 › 字典管理 中新增编码为 interview_status 的字典') })]);
    expect((await call('POST', '/talent/interviews', { name: '张三', status: '1' })).body.msg).toContain('「面试状态」的字典「interview_status」还没有选项：请先在 字典管理 中添加');

    expect((await call('POST', '/system/dict/types', { code: 'interview_status', name: '面试状态', status: 1 })).body.code).toBe('00000');
    expect((await call('POST', '/system/dict/items', { type_code: 'interview_status', name: '已约面', value: '1', sort: 1, status: 1 })).body.code).toBe('00000');
    expect((await call('GET', '/screens/talent/interview')).body.data.warnings).toEqual([]);
    expect((await call('POST', '/talent/interviews', { name: '张三', status: '1' })).body.code).toBe('00000');
  });
});
