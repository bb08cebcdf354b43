import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, snapshot, type TestApp, uploadFile, xlsxFile } from '../test/harness.ts';
import { creditCodeCheck } from '../../validators/index.ts';

// x-relation, as company/post uses it: a post points at a company (company/list) and a job type.
let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  ids.acme = (await call('POST', '/company/companies/add', company('星河电子有限公司', '91110000600037341L'))).body.data.id;
  ids.bravo = (await call('POST', '/company/companies/add', company('星光物流有限公司', '91310000775785552L'))).body.data.id;
  ids.worker = (await call('POST', '/company/jobTypes/add', { name: '普工', nature: '1', status: 1 })).body.data.id;
});
afterAll(async () => { await t.close(); });

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) => t.request({ method, url: `/v1/api${url}`, token, payload });
function company(name: string, credit_code: string) {
  return { name, credit_code, industry: '3', city: '苏州', contact_name: '张经理', contact_mobile: '13912345678', status: '1', settlement: '3' };
}
const post = (title: string, company_id: number) => ({ company_id, job_type_id: ids.worker, title, headcount: 10, pay_min: 500000, pay_unit: '3', city: '苏州', status: '1' });

describe('a company', () => {
  it('needs a real unified social credit code, in the words the form uses', async () => {
    const res = await call('POST', '/company/companies/add', company('错码公司', '91110000600037341X'));
    expect(res.status).toBe(400);
    expect(res.body.data).toContainEqual({ field: 'credit_code', message: '请输入正确的18位统一社会信用代码' });
  });
});

describe('a company import', () => {
  it('round-trips an export: a row whose credit code a company has updates it, its masked phone as exported unchanged; the rest are added (issue 58)', async () => {
    const listed = (await call('GET', '/company/companies?pageSize=50')).body.data.list as Array<Record<string, unknown>>;
    const acme = listed.find((c) => c.id === ids.acme)!;
    // As the export writes it: the phone masked.
    expect(acme.contact_mobile).toBe('139****5678');
    const header = ['企业名称', '统一社会信用代码', '行业', '城市', '联系人', '联系电话', '合作状态', '结算方式'];
    const file = await xlsxFile([header,
      [acme.name, acme.credit_code, '电子', '无锡', '张经理', acme.contact_mobile, '合作中', '按月'],
      ['新来电子有限公司', `91320000134763212${creditCodeCheck('91320000134763212')}`, '电子', '南京', '王经理', '13700001111', '合作中', '按月']]);
    const res = await uploadFile(t, '/v1/api/company/companies/_import', admin, file);
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    expect(res.body.data).toMatchObject({ added: 1, updated: 1, unchanged: 0 });
    const stored = await t.db.kysely.selectFrom('company' as never).selectAll().where('id' as never, '=', ids.acme as never).executeTakeFirstOrThrow() as Record<string, unknown>;
    expect(stored).toMatchObject({ city: '无锡', contact_mobile: '13912345678', name: '星河电子有限公司' });
    // The same file again: nothing new, nothing changed.
    const again = await uploadFile(t, '/v1/api/company/companies/_import', admin, await xlsxFile([header, [acme.name, acme.credit_code, '电子', '无锡', '张经理', acme.contact_mobile, '合作中', '按月']]));
    expect(again.body.data).toMatchObject({ added: 0, updated: 0, unchanged: 1 });
  });
});

describe('a relation field', () => {
  it('is listed, shown in the detail and searched with the label of what it points at', async () => {
    const created = await call('POST', '/company/posts/add', post('装配工', ids.acme));
    expect(created.body.code).toBe('00000');
    await call('POST', '/company/posts/add', post('叉车司机', ids.bravo));
    const list = (await call('GET', `/company/posts?company_id=${ids.acme}`)).body.data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ title: '装配工', company_id: ids.acme, company_id_label: '星河电子有限公司', job_type_id_label: '普工' });
    const detail = (await call('GET', `/company/posts/${created.body.data.id}`)).body.data;
    expect(detail.company_id_label).toBe('星河电子有限公司');
  });

  it('refuses an id that points at nothing, and changes nothing', async () => {
    const before = await snapshot(t);
    const res = await call('POST', '/company/posts/add', post('幽灵岗位', 999_999));
    expect(res.status).toBe(400);
    expect(res.body.data).toContainEqual({ field: 'company_id', message: '所选企业不存在或已删除，请重新选择' });
    expect(await snapshot(t)).toBe(before);
  });

  it('offers the target\'s records by label prefix or by id, to holders of the screen\'s permissions only', async () => {
    const byWords = (await call('GET', `/relations/company/post?field=company_id&keywords=${encodeURIComponent('星河')}`)).body.data;
    expect(byWords).toEqual([{ label: '星河电子有限公司', value: ids.acme }]);
    const byIds = (await call('GET', `/relations/company/post?field=company_id&ids=${ids.bravo},${ids.acme}`)).body.data;
    expect(byIds.map((o: { value: number }) => o.value).sort()).toEqual([ids.acme, ids.bravo].sort());
    expect((await call('GET', '/relations/company/post?field=title')).status).toBe(404);
    expect((await call('GET', '/relations/company/post?field=company_id&ids=1,x')).status).toBe(400);
    // ops01 holds no company screen: refused, however asked.
    const ops = await t.login('ops01');
    const refused = await call('GET', '/relations/company/post?field=company_id', undefined, ops);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('A0301');
  });

  it('keeps the company while posts point at it, and says how many', async () => {
    const before = await snapshot(t);
    const res = await call('DELETE', `/company/companies/delete/${ids.bravo}`);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('还有 1 个岗位使用这个企业（「叉车司机」），请先修改或删除它们');
    expect(await snapshot(t)).toBe(before);
  });

  it('is imported by the label, with a per-row error for a name that is no company, and nothing written then', async () => {
    const header = ['企业 *', '职位类型 *', '岗位名称 *', '招聘人数 *', '薪资下限 *', '计薪方式 *', '城市 *', '状态 *'];
    const before = await snapshot(t);
    const bad = await uploadFile(t, '/v1/api/company/posts/_import', admin, await xlsxFile([
      header, ['星河电子有限公司', '普工', '质检员', 3, 4800, '按月', '苏州', '招聘中'], ['月亮电子', '普工', '包装工', 2, 4500, '按月', '苏州', '招聘中'],
    ]));
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([{ row: 3, column: '企业', message: '「月亮电子」不是已有的企业，请先添加它或改正名称' }]);
    expect(await snapshot(t)).toBe(before);
    const good = await uploadFile(t, '/v1/api/company/posts/_import', admin, await xlsxFile([header, ['星河电子有限公司', '普工', '质检员', 3, 4800, '按月', '苏州', '招聘中']]));
    expect(good.body.data).toEqual({ imported: 1, added: 1, updated: 0, unchanged: 0, sheet: 'Sheet1' });
    const list = (await call('GET', `/company/posts?company_id=${ids.acme}&keywords=${encodeURIComponent('质检')}`)).body.data.list;
    // The pay was written in yuan: held in fen.
    expect(list[0]).toMatchObject({ company_id_label: '星河电子有限公司', headcount: 3, pay_min: 480000 });
  });
});
