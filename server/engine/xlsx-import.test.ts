import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uploadFile, xlsxFile } from '../test/harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => { t = await buildTestApp(); admin = await t.login(); });
afterAll(async () => { await t.close(); });

describe('import of an exported sheet', () => {
  it('reads a cell the export quoted (\'=…) back as the text it was', async () => {
    const file = await xlsxFile([['字典编码 *', '名称 *', '值 *', '状态 *'], ['gender', "'=HYPERLINK(\"http://x\",\"y\")", "'-9", '启用'], ['gender', "'plain", 'p1', '启用']]);
    const res = await uploadFile(t, '/v1/api/system/dict/items/_import', admin, file);
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    const rows = await t.db.kysely.selectFrom('sys_dict_item').select(['name', 'value']).where('type_code', '=', 'gender').where('value', 'in', ['-9', 'p1']).orderBy('value').execute();
    // Only a quote before a formula character is the export's; any other stays as typed.
    expect(rows).toEqual([{ name: '=HYPERLINK("http://x","y")', value: '-9' }, { name: "'plain", value: 'p1' }]);
  });
});

describe('import of every kind of value', () => {
  it('keeps texts, numbers, dictionary values and booleans as the form would (an empty 在职 takes its default, true), in file order', async () => {
    const file = await xlsxFile([['姓名 *', '手机号 *', '性别 *', '在职', '期望月薪', '通话时长'], ['导入甲', '13900000001', '男', '是', '8000.5', 90], ['导入乙', '13900000002', '女', '否', null, null], ['导入丙"\\', '13900000003', '男', null, 0, 0]]);
    const res = await uploadFile(t, '/v1/api/demo/showcase/_import', admin, file);
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    const rows: Array<Record<string, unknown>> = await (t.db.kysely as never as Kysely<any>).selectFrom('demo_showcase').select(['name', 'mobile', 'gender', 'active', 'salary', 'call_seconds']).where('mobile', 'like', '139000000%').orderBy('id').execute();
    expect(rows.map((r) => ({ ...r, gender: Number(r.gender), active: r.active === null ? null : Number(r.active) }))).toEqual([
      { name: '导入甲', mobile: '13900000001', gender: 1, active: 1, salary: 8000.5, call_seconds: 90 },
      { name: '导入乙', mobile: '13900000002', gender: 2, active: 0, salary: null, call_seconds: null },
      { name: '导入丙"\\', mobile: '13900000003', gender: 1, active: 1, salary: 0, call_seconds: 0 },
    ]);
  });
});
