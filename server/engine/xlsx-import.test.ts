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
