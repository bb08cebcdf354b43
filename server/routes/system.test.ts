import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, userWithPerms } from '../test/harness.ts';

let t: TestApp;
afterEach(async () => { await t?.close(); });

describe('system info', () => {
  it('is public and seeded', async () => {
    t = await buildTestApp();
    const res = await t.request({ method: 'GET', url: '/v1/api/app/system/info' });
    expect(res.body.data).toMatchObject({ systemName: '快聘管理系统', systemLogo: expect.any(String), systemDomain: expect.any(String) });
  });

  it('is saved by a holder of sys:setting:save and logged as an edit', async () => {
    t = await buildTestApp();
    const token = await t.login(await userWithPerms(t, 'setter', ['sys:setting:save']));
    const res = await t.request({ method: 'POST', url: '/v1/api/app/system/save', token, payload: { systemName: '快聘人力', systemDomain: 'https://hr.example.com' } });
    expect(res.body.data).toMatchObject({ systemName: '快聘人力', systemDomain: 'https://hr.example.com' });
    expect((await t.request({ method: 'GET', url: '/v1/api/app/system/info' })).body.data.systemName).toBe('快聘人力');
    const log = await t.db.kysely.selectFrom('sys_oplog').selectAll().execute();
    expect(log).toMatchObject([{ op_type: 1, resource: 'system_info', username: 'setter' }]);
  });

  it('refuses an empty or over-long name and changes nothing', async () => {
    t = await buildTestApp();
    const token = await t.login();
    for (const payload of [{}, { systemName: '' }, { systemName: '名'.repeat(33) }, { other: 1 }]) {
      const res = await t.request({ method: 'POST', url: '/v1/api/app/system/save', token, payload });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('A0400');
    }
    expect((await t.request({ method: 'GET', url: '/v1/api/app/system/info' })).body.data.systemName).toBe('快聘管理系统');
    expect(await t.db.kysely.selectFrom('sys_oplog').selectAll().execute()).toEqual([]);
  });
});

describe('system config', () => {
  it('sets, reads back and removes keys', async () => {
    t = await buildTestApp();
    const token = await t.login();
    const url = '/v1/api/app/system/config/data';
    const set = await t.request({ method: 'POST', url, token, payload: { configs: { 'upload.maxMb': '10', 'site.notice': '欢迎' } } });
    expect(set.body.data).toEqual({ 'site.notice': '欢迎', 'upload.maxMb': '10' });
    const read = await t.request({ method: 'POST', url, token, payload: {} });
    expect(read.body.data).toEqual({ 'site.notice': '欢迎', 'upload.maxMb': '10' });
    const removed = await t.request({ method: 'POST', url, token, payload: { configs: { 'site.notice': null } } });
    expect(removed.body.data).toEqual({ 'upload.maxMb': '10' });
    expect(await t.db.kysely.selectFrom('sys_oplog').select('op_type').execute()).toEqual([{ op_type: 1 }, { op_type: 1 }]);
  });

  it('lets a holder of sys:config:query read but not change, and changes nothing', async () => {
    t = await buildTestApp();
    const token = await t.login(await userWithPerms(t, 'reader', ['sys:config:query']));
    const url = '/v1/api/app/system/config/data';
    expect((await t.request({ method: 'POST', url, token, payload: {} })).body).toMatchObject({ code: '00000', data: {} });
    const write = await t.request({ method: 'POST', url, token, payload: { configs: { 'site.notice': 'x' } } });
    expect(write.status).toBe(403);
    expect(await t.db.kysely.selectFrom('sys_config').selectAll().execute()).toEqual([]);
  });

  it('refuses a malformed key', async () => {
    t = await buildTestApp();
    const res = await t.request({ method: 'POST', url: '/v1/api/app/system/config/data', token: await t.login(), payload: { configs: { 'bad key!': 'x' } } });
    expect(res.status).toBe(400);
    expect(await t.db.kysely.selectFrom('sys_config').selectAll().execute()).toEqual([]);
  });
});

describe('operation log', () => {
  it('pages with page and pageSize, newest first, as {list, total}', async () => {
    t = await buildTestApp();
    const token = await t.login();
    for (let i = 0; i < 7; i++) {
      t.clock.advance(1000);
      await t.request({ method: 'POST', url: '/v1/api/app/system/save', token, payload: { systemName: `名称${i}` } });
    }
    const page1 = await t.request({ method: 'GET', url: '/v1/api/system/logs', token, query: { page: '1', pageSize: '3' } });
    expect(page1.body.data.total).toBe(7);
    expect(page1.body.data.list).toHaveLength(3);
    expect(page1.body.data.list[0]).toMatchObject({ username: 'admin', op_type: 1, resource: 'system_info', ip: '127.0.0.1' });
    const page3 = await t.request({ method: 'GET', url: '/v1/api/system/logs', token, query: { page: '3', pageSize: '3' } });
    expect(page3.body.data.list).toHaveLength(1);
    expect(page3.body.data.list[0].created_at).toBeLessThan(page1.body.data.list[2].created_at);
  });

  it('filters by user, type, resource and time', async () => {
    t = await buildTestApp();
    const admin = await t.login();
    const start = t.clock.now;
    await t.request({ method: 'POST', url: '/v1/api/app/system/save', token: admin, payload: { systemName: 'A' } });
    t.clock.advance(60_000);
    await t.request({ method: 'POST', url: '/v1/api/auth/noPwd/issue', token: admin, payload: { userId: 2 } });
    const list = async (query: Record<string, string>) =>
      (await t.request({ method: 'GET', url: '/v1/api/system/logs', token: admin, query })).body.data;
    expect((await list({ type: '0' })).list.map((r: { resource: string }) => r.resource)).toEqual(['auth_code']);
    expect((await list({ resource: 'system_info' })).total).toBe(1);
    expect((await list({ username: 'hr01' })).total).toBe(0);
    expect((await list({ startTime: String(start + 1) })).total).toBe(1);
    expect((await list({ endTime: String(start) })).total).toBe(1);
  });

  it('rolls the log back with a failed write', async () => {
    t = await buildTestApp();
    const { writeWithLog, OpType } = await import('../services/oplog.ts');
    const req = { auth: { userId: 1, username: 'admin' }, ip: '127.0.0.1', server: t.app } as never;
    await expect(writeWithLog(req, { type: OpType.ADD, resource: 'x', summary: 'x' }, async (trx) => {
      await trx.insertInto('sys_config').values({ key: 'k', value: 'v', updated_at: 1 }).execute();
      throw new Error('write failed');
    })).rejects.toThrow('write failed');
    expect(await t.db.kysely.selectFrom('sys_oplog').selectAll().execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('sys_config').selectAll().execute()).toEqual([]);
  });

  it('refuses a page size over 500', async () => {
    t = await buildTestApp();
    const res = await t.request({ method: 'GET', url: '/v1/api/system/logs', token: await t.login(), query: { pageSize: '501' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('A0400');
  });
});
