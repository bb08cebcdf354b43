import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import showcase from '../../schemas/demo/showcase.json';
import type { ScreenSchema } from '../../schemas/types.ts';
import talents from '../../schemas/talents/list.json';
import callList from '../../schemas/tools/callList.json';
import applies from '../../schemas/talents/apply.json';
import transfers from '../../schemas/tools/trCallList.json';
import { fenFromYuan } from '../../validators/money.ts';
import { i18n } from '../i18n/i18n.ts';
import { localizeSchema } from './localize.ts';
import { exportCell, exportColumns, exportSheet, exportStamp, importTemplate, ooxmlText } from './xlsx.ts';

describe('importTemplate', () => {
  it('is the import: a relation with a second label has its namesakes\' column beside it, and a flow\'s status is not asked (issue 58)', async () => {
    const schema = applies as unknown as ScreenSchema;
    const asked: string[] = [];
    const second = async (_: ScreenSchema, name: string) => { asked.push(name); return name === 'talent_id' ? '人才（手机号）' : undefined; };
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await importTemplate(schema, { channel: [{ label: '地推', value: '1' }] }, [], second));
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers.slice(0, 3)).toEqual(['人才 *', '人才（手机号）', '岗位 *']);
    expect(headers).not.toContain('状态 *');
    expect(headers.some((h) => h.startsWith('状态'))).toBe(false);
    expect(String(sheet.getCell('B1').note ? (sheet.getCell('B1').note as { texts?: Array<{ text: string }> }).texts?.map((t) => t.text).join('') ?? sheet.getCell('B1').note : '')).toContain('同名');
  });

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

describe('a template and export in English (issue 26 D8) and a multiple choice (B1)', () => {
  it('notes, headers and lists follow the language; a multiple choice gets a note, not a one-pick dropdown', async () => {
    await i18n.changeLanguage('en-US');
    try {
      const schema = localizeSchema(showcase as unknown as ScreenSchema, 'en-US');
      const options = { industries: [{ label: 'Electronics', value: '3' }, { label: 'Internet', value: '9' }], education: [{ label: 'Bachelor', value: '4' }] };
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await importTemplate(schema, options));
      const sheet = book.worksheets[0];
      const headers = (sheet.getRow(1).values as string[]).slice(1);
      const column = (title: string) => headers.indexOf(title) + 1;
      expect(headers).toContain('Industries wanted');
      expect(sheet.getCell(1, column('Industries wanted')).note).toBe('Several allowed, separated by ", " (e.g. Electronics, Internet)');
      expect(sheet.getCell(2, column('Industries wanted')).dataValidation?.type).toBeUndefined();
      expect(sheet.getCell(1, column('Birthday')).note).toBe('Format: YYYY-MM-DD; an Excel date works too');
      expect(sheet.getCell(2, column('Education')).dataValidation).toMatchObject({ type: 'list', formulae: [expect.stringMatching(/^'Options'!/)], error: 'Choose Education from the dropdown list' });
      expect(exportCell(schema.model.properties.industries, ['3', '9'], options.industries)).toBe('Electronics, Internet');
      expect(exportCell(schema.model.properties.active, true, undefined)).toBe('Yes');
      // The built-in columns too (an English export said 创建时间).
      expect(exportColumns(schema, ['created_at']).at(-1)?.title).toBe('Created');
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
    expect(exportCell((showcase as unknown as ScreenSchema).model.properties.industries, ['3', '9'], [{ label: '电子', value: '3' }, { label: '互联网', value: '9' }])).toBe('电子、互联网');
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

describe('exportCell', () => {
  it('writes numbers as numbers, dates and times as spreadsheet dates, and dictionary values as their labels', async () => {
    const fields = {
      salary: { type: 'number' as const, title: '月薪' },
      at: { type: 'string' as const, title: '面试时间', maxLength: 19, format: 'date-time' as const },
      day: { type: 'string' as const, title: '日期', maxLength: 10, format: 'date' as const },
      status: { type: 'integer' as const, title: '状态', 'x-dict': 'status' },
      active: { type: 'boolean' as const, title: '在职' },
    };
    const options = { status: [{ label: '启用', value: 1 }, { label: '停用', value: 0 }] };
    const row = { salary: 8500.5, at: '2026-11-22 14:30:00', day: '2026-12-01', status: 1, active: false };
    const cells = (Object.keys(fields) as Array<keyof typeof fields>).map((n) => exportCell(fields[n], row[n], options[n as 'status']));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exportSheet('导出', Object.values(fields).map((f) => f.title), [cells]));
    const values = book.getWorksheet('导出')!.getRow(2).values as unknown[];
    expect(values[1]).toBe(8500.5);
    expect(values[2]).toEqual(new Date(Date.UTC(2026, 10, 22, 14, 30, 0)));
    expect(book.getWorksheet('导出')!.getCell('B2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(values[3]).toEqual(new Date(Date.UTC(2026, 11, 1)));
    expect(values.slice(4)).toEqual(['启用', '否']);
  });
});

describe('money cells', () => {
  it('exports fen as numbers of yuan with two decimals shown, which a spreadsheet adds up and an import reads back to the same fen (issue 26 A4)', async () => {
    const field = { type: 'integer', title: '金额', format: 'money' } as const;
    expect(exportCell(field as never, 123456, undefined)).toEqual({ number: 1234.56, numFmt: '#,##0.00' });
    expect(exportCell(field as never, 7, undefined)).toEqual({ number: 0.07, numFmt: '#,##0.00' });
    expect(exportCell(field as never, null, undefined)).toBeNull();
    // Read by another library, as a spreadsheet would: numeric cells in a money format, whose SUM is the fen's.
    const fen = [650050, 7, 123456, 99];
    const bytes = await exportSheet('工资', ['姓名', '实发'], fen.map((f, i) => [`员工${i}`, exportCell(field as never, f, undefined)]));
    const XLSX = await import('@e965/xlsx');
    const sheet = XLSX.read(new Uint8Array(bytes), { cellNF: true }).Sheets['工资'];
    const cells = fen.map((_, i) => sheet[`B${i + 2}`]);
    expect(cells.map((c) => c.t)).toEqual(['n', 'n', 'n', 'n']);
    expect(cells.map((c) => c.z)).toEqual(Array(4).fill('#,##0.00'));
    expect(cells.map((c) => c.w)).toEqual(['6,500.50', '0.07', '1,234.56', '0.99']);
    expect(Math.round(cells.reduce((sum, c) => sum + c.v, 0) * 100)).toBe(fen.reduce((a, b) => a + b, 0));
    // Each reads back to its fen as the importer reads a number cell (its shortest text).
    expect(cells.map((c) => fenFromYuan(String(c.v)))).toEqual(fen);
  });

  it('exports 通话记录 and 转接记录 with their durations as numbers of seconds a spreadsheet adds up', async () => {
    for (const schema of [callList, transfers] as unknown as ScreenSchema[]) {
      const columns = exportColumns(schema, Object.keys(schema.model.properties));
      const seconds = Object.entries(schema.model.properties).filter(([, f]) => f.type === 'integer' && !f['x-relation'] && !f['x-dict']).map(([n]) => n);
      expect(seconds.length, schema.title).toBeGreaterThan(0);
      const rows = [65, 0, 3600].map((s) => columns.map((c) => (seconds.includes(c.name) ? exportCell(c.field, s, undefined) : `值${s}`)));
      const XLSX = await import('@e965/xlsx');
      const sheet = XLSX.read(new Uint8Array(await exportSheet(schema.title, columns.map((c) => c.title), rows))).Sheets[schema.title];
      const column = XLSX.utils.encode_col(columns.findIndex((c) => c.name === seconds[0]));
      const cells = [2, 3, 4].map((r) => sheet[`${column}${r}`]);
      expect(cells.map((c) => c.t), schema.title).toEqual(['n', 'n', 'n']);
      expect(cells.reduce((sum, c) => sum + c.v, 0)).toBe(3665);
      // The header names the unit the number is in (the list shows 01:05).
      expect(sheet[`${column}1`].v, schema.title).toMatch(/（秒）$/);
    }
  });

  it('widens a column to its longest text: an 18-digit ID number shows whole (A4)', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exportSheet('人才', ['姓名', '身份证号'], [['张三', '11010519491231002X']]));
    expect(book.getWorksheet('人才')!.getColumn(2).width).toBeGreaterThanOrEqual(20);
    expect(book.getWorksheet('人才')!.getCell('B2').type).toBe(ExcelJS.ValueType.String);
  });
});

describe('export columns', () => {
  it('are the template\'s, then the list\'s others a person sees: 负责人 and 创建时间 (A5)', () => {
    const schema = talents as unknown as ScreenSchema;
    const columns = exportColumns(schema, ['name', 'owner_id', 'created_at', 'mobile']).map((c) => c.title);
    // 编号 first: the screen's imports round-trip by it (import.key).
    expect(columns).toEqual(['编号', '姓名', '性别', '手机号', '身份证号', '学历', '城市', '意向岗位', '期望月薪', '来源', '状态', '备注', '负责人', '创建时间']);
    // Hidden by the person: not written.
    expect(exportColumns(schema, ['name']).map((c) => c.title)).not.toContain('负责人');
    expect(exportStamp(Date.UTC(2026, 0, 2, 3, 4, 5))).toMatchObject({ numFmt: 'yyyy-mm-dd hh:mm:ss' });
  });

  it('keep a cell that starts with a tab or holds a CR exactly, as Excel keeps it (_x000D_) (A7)', async () => {
    expect(ooxmlText('a\rb')).toBe('a_x000D_b');
    expect(ooxmlText('literal _x000D_')).toBe('literal _x005F_x000D_');
    expect(ooxmlText('\tkeeps\ttabs\nand LF')).toBe('\tkeeps\ttabs\nand LF');
  });
});
