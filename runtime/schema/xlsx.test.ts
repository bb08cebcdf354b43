import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import showcase from '../../schemas/demo/showcase.json';
import type { ScreenSchema } from '../../schemas/types.ts';
import { exportSheet, importTemplate } from './xlsx.ts';

describe('importTemplate', () => {
  it('titles each column, marks required ones and gives option columns a dropdown', async () => {
    const schema = showcase as unknown as ScreenSchema;
    const options = { gender: [{ label: '男', value: 1 }, { label: '女', value: 2 }], education: [{ label: '本科', value: '4' }] };
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await importTemplate(schema, options, ['dept_id']));
    const sheet = book.getWorksheet('组件示例')!;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers.slice(0, 5)).toEqual(['姓名 *', '编号', '手机号 *', '身份证号', '性别 *']);
    expect(headers).not.toContain('部门');
    const gender = sheet.getCell('E2').dataValidation;
    expect(gender).toMatchObject({ type: 'list', formulae: ["'选项'!$E$1:$E$2"] });
    // The file format writes allowBlank only when true; read back, a required column has none.
    expect(gender?.allowBlank ?? false).toBe(false);
    expect(sheet.getCell('F2').dataValidation).toMatchObject({ type: 'list', allowBlank: true });
    expect(sheet.getCell('A2').dataValidation?.type).toBeUndefined();
    const lists = book.getWorksheet('选项')!;
    expect(lists.state).toBe('veryHidden');
    expect([lists.getCell('E1').value, lists.getCell('E2').value]).toEqual(['男', '女']);
  });
});

describe('exportSheet', () => {
  it('writes cells a spreadsheet would run as formulas with a leading quote, and leaves the rest alone', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exportSheet('导出', ['内容'], [['=HYPERLINK("http://x","y")'], ['+1'], ['-2+3'], ['@SUM(A1)'], ['\tx'], ['普通'], ['a=b']]));
    const cells = book.getWorksheet('导出')!.getColumn(1).values.slice(2);
    expect(cells).toEqual(["'=HYPERLINK(\"http://x\",\"y\")", "'+1", "'-2+3", "'@SUM(A1)", "'\tx", '普通', 'a=b']);
  });
});
