import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, snapshot, type TestApp, uploadFile, userWithPerms, watchReads, xlsxFile } from '../test/harness.ts';

// talents/list: records with owners (storage.owner), a public pool, masked numbers.
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const TALENT_PERMS = ['talents:list:query', 'talents:list:add', 'talents:list:edit', 'talents:list:delete', 'talents:list:import', 'talents:list:export', 'talents:list:all'];

beforeAll(async () => {
  t = await buildTestApp();
  tokens.admin = await t.login();
  tokens.hr = await t.login('hr01');
  // Colleagues of hr01 (招聘一组) and a lead over 招聘事业部 and its groups.
  await userWithPerms(t, 'scope.group', TALENT_PERMS, { scope: 3, dept: '招聘一组' });
  await userWithPerms(t, 'scope.lead', TALENT_PERMS, { scope: 2, dept: '招聘事业部' });
  await userWithPerms(t, 'scope.other', TALENT_PERMS, { scope: 3, dept: '运营部' });
  // 仅本人 with the right to delete (hr01's seeded role has it no more: a manager's, issue 26 D2).
  await userWithPerms(t, 'scope.own', TALENT_PERMS.filter((p) => p !== 'talents:list:all'), { scope: 4, dept: '招聘一组' });
  for (const name of ['scope.group', 'scope.lead', 'scope.other', 'scope.own']) tokens[name] = await t.login(name);
  ids.hrs = (await add(tokens.hr, '赵一', '13700000001', '11010519491231002X')).body.data.id;
  ids.admins = (await add(tokens.admin, '钱二', '13700000002')).body.data.id;
  ids.pool = (await add(tokens.admin, '孙三', '13700000003')).body.data.id;
  await t.db.kysely.updateTable('talent' as never).set({ owner_id: null } as never).where('id' as never, '=', ids.pool as never).execute();
});
afterAll(async () => { await t.close(); });

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.request({ method, url: `/v1/api${url}`, token, payload });
const add = (token: string, name: string, mobile: string, id_number?: string) => call(token, 'POST', '/talents/talents/add', { name, mobile, id_number, status: '0', owner_id: 1 });
/** What the caller sees in view `view` (全部 by default; a recruiter without it reads 我的人才 and 公海 together). */
const names = async (token: string, views = ['all']) => {
  const lists = await Promise.all(views.map(async (view) => (await call(token, 'GET', `/talents/talents?pageSize=100&view=${view}`)).body.data.list as Array<{ name: string }>));
  return lists.flat().map((r) => r.name).sort();
};
const HR_VIEWS = ['mine', 'pool'];

describe('data scope', () => {
  it('a new record is its creator\'s, whatever the body says', async () => {
    const hr01 = (await t.db.kysely.selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow()).id;
    expect((await call(tokens.hr, 'GET', `/talents/talents/${ids.hrs}`)).body.data).toMatchObject({ owner_id: hr01, owner_id_label: '李招聘' });
  });

  it('仅本人 sees their own and the pool, in lists, counts and details; another\'s record does not exist for them', async () => {
    expect(await names(tokens.hr, HR_VIEWS)).toEqual(['孙三', '赵一']);
    expect((await call(tokens.hr, 'GET', '/talents/talents?pageSize=1&view=mine')).body.data.total).toBe(1);
    // 全部 is a manager's view.
    expect((await call(tokens.hr, 'GET', '/talents/talents?view=all')).status).toBe(403);
    const before = await snapshot(t);
    for (const [token, method, url, payload] of [
      [tokens.hr, 'GET', `/talents/talents/${ids.admins}`], [tokens.hr, 'POST', `/talents/talents/edit/${ids.admins}`, { remark: '改' }], [tokens['scope.own'], 'DELETE', `/talents/talents/delete/${ids.admins}`],
    ] as const) {
      const res = await call(token, method, url, payload);
      expect(res.status, url).toBe(404);
      expect(res.body.msg).toBe('人才不存在或已删除');
    }
    // A recruiter deletes no talent at all: that is a manager's (issue 26 D2).
    expect((await call(tokens.hr, 'DELETE', `/talents/talents/delete/${ids.hrs}`)).status).toBe(403);
    expect(await snapshot(t)).toBe(before);
  });

  it('本部门 sees the department\'s owners; 本部门及以下 the departments below too; another department none of them', async () => {
    expect(await names(tokens['scope.group'])).toEqual(['孙三', '赵一']);
    expect(await names(tokens['scope.lead'])).toEqual(['孙三', '赵一']);
    expect(await names(tokens['scope.other'])).toEqual(['孙三']);
    expect(await names(tokens.admin)).toEqual(['孙三', '赵一', '钱二']);
  });

  it('a role\'s data scope changed holds from the next request', async () => {
    const role = () => t.db.kysely.updateTable('sys_role').where('code', '=', 'R_SCOPE.OTHER');
    expect(await names(tokens['scope.other'])).toEqual(['孙三']);
    await role().set({ data_scope: 1 }).execute();
    expect(await names(tokens['scope.other'])).toEqual(['孙三', '赵一', '钱二']);
    await role().set({ data_scope: 3 }).execute();
    expect(await names(tokens['scope.other'])).toEqual(['孙三']);
  });

  it('shows each row\'s owner by name, read with the page: no read of the users\' names apart', async () => {
    const reads: string[] = [];
    const restore = watchReads(t.db, (q) => reads.push(q.sql));
    try {
      const { data } = (await call(tokens.admin, 'GET', '/talents/talents?pageSize=100&view=all')).body;
      const nickname = async (username: string) => (await t.db.kysely.selectFrom('sys_user').select('nickname').where('username', '=', username).executeTakeFirstOrThrow()).nickname;
      expect(Object.fromEntries(data.list.map((r: { name: string; owner_id_label: unknown }) => [r.name, r.owner_id_label])))
        .toEqual({ 赵一: await nickname('hr01'), 钱二: await nickname('admin'), 孙三: null });
    } finally {
      restore();
    }
    expect(reads.filter((sql) => sql.includes('as "label"'))).toEqual([]);
  });

  it('counts in each view and search as many records as the caller is shown there (the talents\' tally: storage.tally)', async () => {
    let checked = 0;
    for (const [token, views] of [[tokens.hr, HR_VIEWS], ...['scope.group', 'scope.lead', 'scope.other', 'admin'].map((name) => [tokens[name], ['all', ...HR_VIEWS]])] as Array<[string, string[]]>) {
      for (const view of views) {
        for (const search of ['', '&status=0', '&status=1', '&city=州']) {
          const { data } = (await call(token, 'GET', `/talents/talents?pageSize=100&view=${view}${search}`)).body;
          expect(data.total, `${view}${search}`).toBe(data.list.length);
          checked += data.total;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('masking', () => {
  it('shows numbers whole to the owner only, masked to everyone else, everywhere the list goes', async () => {
    const byName = async (token: string) => Object.fromEntries(((await call(token, 'GET', `/talents/talents?pageSize=100&view=${token === tokens.hr ? 'mine' : 'all'}`)).body.data.list as Array<{ name: string; mobile: string; id_number: string | null }>).map((r) => [r.name, r]));
    const hr = await byName(tokens.hr);
    expect(hr['赵一']).toMatchObject({ mobile: '13700000001', id_number: '11010519491231002X' });
    expect((await call(tokens.hr, 'GET', '/talents/talents?view=pool')).body.data.list[0].mobile).toBe('137****0003');
    const admin = await byName(tokens.admin);
    expect(admin['赵一']).toMatchObject({ mobile: '137****0001', id_number: '110***********002X' });
    expect(admin['钱二'].mobile).toBe('13700000002');
    expect((await call(tokens.admin, 'GET', `/talents/talents/${ids.hrs}`)).body.data.mobile).toBe('137****0001');
    // A search by the number still finds it, masked.
    expect((await call(tokens.admin, 'GET', '/talents/talents?view=all&keywords=1370000000')).body.data.list.every((r: { mobile: string }) => r.mobile.includes('****') || r.mobile === '13700000002')).toBe(true);
  });

  it('an edit that sends a masked number back as shown keeps the number', async () => {
    const shown = (await call(tokens.admin, 'GET', `/talents/talents/${ids.hrs}`)).body.data;
    const form = { name: shown.name, mobile: shown.mobile, id_number: shown.id_number, status: shown.status, remark: '管理员备注' };
    const res = await call(tokens.admin, 'POST', `/talents/talents/edit/${ids.hrs}`, form);
    expect(res.body.code, res.body.msg).toBe('00000');
    const stored = await t.db.kysely.selectFrom('talent' as never).selectAll().where('id' as never, '=', ids.hrs as never).executeTakeFirstOrThrow() as { mobile: string; id_number: string; owner_id: number; remark: string };
    expect(stored).toMatchObject({ mobile: '13700000001', id_number: '11010519491231002X', remark: '管理员备注' });
  });

  it('reveals one number to whoever may open the record, and logs it as 查看号码', async () => {
    const res = await call(tokens.hr, 'POST', '/reveal/talents/list', { id: ids.pool, field: 'mobile' });
    expect(res.body.data).toEqual({ mobile: '13700000003' });
    const log = await t.db.kysely.selectFrom('sys_oplog').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ op_type: 7, resource: 'talent', target_id: String(ids.pool), username: 'hr01', summary: '查看人才「孙三」的手机号' });
    expect((await call(tokens.hr, 'POST', '/reveal/talents/list', { id: ids.admins, field: 'mobile' })).status).toBe(404);
    expect((await call(tokens.hr, 'POST', '/reveal/talents/list', { id: ids.pool, field: 'name' })).status).toBe(400);
  });

  it('an import goes into the importer\'s own pool; a duplicate number is reported masked, and nothing is written', async () => {
    const header = ['姓名 *', '手机号 *', '状态 *'];
    const before = await snapshot(t);
    const bad = await uploadFile(t, '/v1/api/talents/talents/_import', tokens.hr, await xlsxFile([header, ['周四', '13700000002', '新入库'], ['吴五', '13700000005', '新入库']]));
    expect(bad.body.data.errors).toEqual([{ row: 2, column: '手机号', message: '手机号「137****0002」已存在' }]);
    expect(await snapshot(t)).toBe(before);
    const good = await uploadFile(t, '/v1/api/talents/talents/_import', tokens.hr, await xlsxFile([header, ['吴五', '13700000005', '新入库']]));
    expect(good.body.data).toEqual({ imported: 1, added: 1, updated: 0, unchanged: 0, sheet: 'Sheet1' });
    expect(await names(tokens.hr, HR_VIEWS)).toEqual(['吴五', '孙三', '赵一']);
  });
});
