import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uploadFile, xlsxFile } from '../test/harness.ts';

// Issue 26 B1: a multiple choice of dictionary values on a stored screen (意向行业 on the showcase,
// the industry dictionary: 制造业 1, 物流仓储 2, 电子 3, …, 互联网 9, 其他 99) was refused by the check,
// and a Select in multiple mode passed it while the server refused the save.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const add = (payload: object) => t.request({ method: 'POST', url: '/v1/api/demo/showcase/add', token: admin, payload: { gender: 1, ...payload } });
const list = async (query: Record<string, string>) => (await t.request({ method: 'GET', url: '/v1/api/demo/showcase', token: admin, query: { pageSize: '100', ...query } })).body.data;

describe('a multiple choice on a stored screen', () => {
  it('is saved, read back as the values chosen and found by "has any of", on either database', async () => {
    for (const [name, industries] of [['多选甲', ['1', '9']], ['多选乙', ['9']], ['多选丙', ['99']], ['多选丁', []]] as const) {
      const res = await add({ name, mobile: '13800138000', industries });
      expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    }
    const rows = (await list({ keywords: '多选' })).list as Array<{ name: string; industries: string[] }>;
    expect(Object.fromEntries(rows.map((r) => [r.name, r.industries]))).toEqual({ 多选甲: ['1', '9'], 多选乙: ['9'], 多选丙: ['99'], 多选丁: [] });
    // 9 is not found inside 99, nor 1 inside 99; two values asked for find records with either.
    const names = async (industries: string) => ((await list({ keywords: '多选', industries })).list as Array<{ name: string }>).map((r) => r.name).sort();
    expect(await names('9')).toEqual(['多选乙', '多选甲']);
    expect(await names('1')).toEqual(['多选甲']);
    expect(await names('1,99')).toEqual(['多选丙', '多选甲']);
    const stored = await (t.db.kysely as Kysely<any>).selectFrom('demo_showcase').select('industries').where('name', '=', '多选甲').executeTakeFirstOrThrow();
    expect(stored.industries).toBe(',1,9,');
  });

  it('is edited as a whole, and an edit to no choice clears it', async () => {
    const { id } = (await add({ name: '多选改', mobile: '13800138000', industries: ['2'] })).body.data;
    const edit = (industries: unknown) => t.request({ method: 'POST', url: `/v1/api/demo/showcase/edit/${id}`, token: admin, payload: { name: '多选改', mobile: '13800138000', gender: 1, industries } });
    expect((await edit(['3', '2'])).body.code).toBe('00000');
    const detail = async () => (await t.request({ method: 'GET', url: `/v1/api/demo/showcase/detail/${id}`, token: admin })).body.data.industries;
    expect(await detail()).toEqual(['3', '2']);
    expect((await edit([])).body.code).toBe('00000');
    expect(await detail()).toEqual([]);
  });

  it('refuses a value not in the dictionary, more than maxItems, and a value that is not text, and writes nothing', async () => {
    const before = (await list({})).total;
    const wrong = await add({ name: '多选错', mobile: '13800138000', industries: ['1', '42'] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toContain('「42」不是「意向行业」的选项');
    const many = await add({ name: '多选多', mobile: '13800138000', industries: ['1', '2', '3', '4', '5', '6'] });
    expect(many.status).toBe(400);
    expect(many.body.data).toEqual([expect.objectContaining({ field: 'industries' })]);
    const shape = await add({ name: '多选形', mobile: '13800138000', industries: '1,2' });
    expect(shape.status).toBe(400);
    expect((await list({})).total).toBe(before);
  });

  it('refuses a dictionary entry whose value holds a comma: it would be read back as two', async () => {
    await (t.db.kysely as Kysely<any>).insertInto('sys_dict_item').values({ type_code: 'industry', name: '电子,通信', value: '3,4', sort: 50, status: 1, created_at: 0, updated_at: 0 }).execute();
    const res = await add({ name: '多选逗号', mobile: '13800138000', industries: ['3,4'] });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('「电子,通信」的值含逗号，不能用于多选的「意向行业」');
    await (t.db.kysely as Kysely<any>).deleteFrom('sys_dict_item').where('type_code', '=', 'industry').where('value', '=', '3,4').execute();
  });

  it('is imported from labels joined by 、 (or commas), and a wrong label fails the whole file', async () => {
    const file = await xlsxFile([['姓名 *', '手机号', '性别 *', '意向行业'], ['多选导入甲', '13800138001', '男', '电子、互联网'], ['多选导入乙', '13800138002', '女', '物流仓储, 其他']]);
    const res = await uploadFile(t, '/v1/api/demo/showcase/_import', admin, file);
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    const rows = (await list({ keywords: '多选导入' })).list as Array<{ name: string; industries: string[] }>;
    expect(Object.fromEntries(rows.map((r) => [r.name, r.industries]))).toEqual({ 多选导入甲: ['3', '9'], 多选导入乙: ['2', '99'] });
    const bad = await uploadFile(t, '/v1/api/demo/showcase/_import', admin, await xlsxFile([['姓名 *', '手机号 *', '性别 *', '意向行业'], ['多选导入丙', '13800138003', '男', '电子、造船']]));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('「造船」不是「意向行业」的选项');
    expect((await list({ keywords: '多选导入丙' })).total).toBe(0);
    // A single choice kept as a number names its labels too, not 「不是数字」 (issue 58).
    const wrong = await uploadFile(t, '/v1/api/demo/showcase/_import', admin, await xlsxFile([['姓名 *', '手机号 *', '性别 *'], ['单选导入', '13800138005', '男性']]));
    expect(wrong.body.data.errors).toEqual([{ row: 2, column: '性别', message: '「男性」不是「性别」的选项（可选：未知、男、女）' }]);
    // A mobile written in groups is its digits (issue 58).
    const grouped = await uploadFile(t, '/v1/api/demo/showcase/_import', admin, await xlsxFile([['姓名 *', '手机号 *', '性别 *'], ['分组手机', '177-9000-0002', '男'], ['空格手机', '177 9000 0003', '女']]));
    expect(grouped.body.code, JSON.stringify(grouped.body)).toBe('00000');
    const stored = await (t.db.kysely as Kysely<any>).selectFrom('demo_showcase').select(['name', 'mobile']).where('name', 'in', ['分组手机', '空格手机']).orderBy('name').execute();
    expect(stored.map((r) => r.mobile).sort()).toEqual(['17790000002', '17790000003']);
  });

  it('is imported from a template or export made in English: English headers, labels and list separator (issue 26 D8)', async () => {
    const file = await xlsxFile([['Name *', 'Mobile *', 'Gender *', 'Industries wanted', 'Employed', 'Created'], ['多选英文', '13800138004', 'Female', 'Electronics, Internet', 'Yes', new Date()]]);
    const res = await uploadFile(t, '/v1/api/demo/showcase/_import', admin, file);
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    expect((await list({ keywords: '多选英文' })).list[0]).toMatchObject({ gender: 2, industries: ['3', '9'], active: true });
  });
});
