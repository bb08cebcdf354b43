import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { parseOffThread } from './xlsx-import.ts';
import { inflatedBound, readZipDirectory } from './zip-guard.ts';

/** The rows the import's worker reads from `file`, with their line numbers. */
async function rowsOf(file: Buffer) {
  const read = readZipDirectory(file, Number.MAX_SAFE_INTEGER);
  if ('refused' in read) throw new Error(read.refused);
  const rows: unknown[][] = [];
  const lines: number[] = [];
  await parseOffThread({ bytes: file, entries: read.entries, maxInflated: inflatedBound(10_001, 20) }, () => {}, (chunk, at) => { rows.push(...chunk); lines.push(...at); });
  return { rows, lines };
}

describe('the import worker reads a sheet', () => {
  it('as each cell\'s value: text, numbers, booleans, dates, rich text, formulas, links and errors', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('导入');
    sheet.addRow(['文本', '数字', '是否', '日期', '时间', '富文本', '公式', '链接', '错误']);
    const row = sheet.addRow([
      '张三 & <李四>', 12.5, true, new Date(Date.UTC(2026, 10, 2)), new Date(Date.UTC(2026, 10, 2, 8, 30)),
      { richText: [{ text: '上海' }, { font: { bold: true }, text: '浦东' }] },
      { formula: 'B2*2', result: 25 }, { text: '官网', hyperlink: 'https://example.com' }, { error: '#N/A' },
    ]);
    row.getCell(4).numFmt = 'yyyy-mm-dd';
    row.getCell(5).numFmt = 'yyyy"年"m"月"d"日" hh:mm';
    sheet.addRow([]);
    sheet.addRow(['第四行', 0, false]);
    const { rows, lines } = await rowsOf(Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows[1]).toEqual(['张三 & <李四>', 12.5, true, { date: Date.UTC(2026, 10, 2) }, { date: Date.UTC(2026, 10, 2, 8, 30) }, '上海浦东', 25, '官网', '#N/A']);
    // A line is the sheet's own row number, rows left empty counted.
    expect(lines).toEqual([1, 2, 4]);
    expect(rows[2]).toEqual(['第四行', 0, false]);
  });

  it('from the workbook\'s first sheet, and cells after a gap in their own columns', async () => {
    const book = new ExcelJS.Workbook();
    const first = book.addWorksheet('人才');
    const second = book.addWorksheet('说明');
    second.addRow(['不是这张']);
    first.getCell('A1').value = '姓名';
    first.getCell('C1').value = '城市';
    first.getCell('C2').value = '苏州';
    const { rows } = await rowsOf(Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows).toEqual([['姓名', null, '城市'], [null, null, '苏州']]);
  });

  it('gives a cell merged over several rows to each of them, as the sheet shows it (issue 58: the second row had null)', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('导入');
    sheet.addRows([['部门', '姓名', '城市'], ['仓储部', '甲', '上海'], [null, '乙', null], [null, '丙', '苏州'], ['行政部', '丁', '杭州']]);
    sheet.mergeCells('A2:A4');
    sheet.mergeCells('C2:C3');
    const { rows } = await rowsOf(Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows).toEqual([['部门', '姓名', '城市'], ['仓储部', '甲', '上海'], ['仓储部', '乙', '上海'], ['仓储部', '丙', '苏州'], ['行政部', '丁', '杭州']]);
    // An .xls (SheetJS reads it) alike.
    const XLSX = await import('@e965/xlsx');
    const legacy = XLSX.utils.aoa_to_sheet([['部门', '姓名'], ['仓储部', '甲'], [null, '乙']]);
    legacy['!merges'] = [{ s: { r: 1, c: 0 }, e: { r: 2, c: 0 } }];
    const old = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(old, legacy, '导入');
    const bytes = Buffer.from(XLSX.write(old, { type: 'buffer', bookType: 'biff8' }));
    const got: unknown[][] = [];
    await parseOffThread({ bytes, kind: 'xls', maxInflated: inflatedBound(10, 5) }, () => {}, (chunk) => { got.push(...chunk); });
    expect(got).toEqual([['部门', '姓名'], ['仓储部', '甲'], ['仓储部', '乙']]);
  });

  it('refuses a sheet that is not well-formed XML with the importer\'s message', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('导入').addRow(['姓名']);
    const zip = await JSZip.loadAsync(await book.xlsx.writeBuffer());
    zip.file('xl/worksheets/sheet1.xml', '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>姓名</t></is></c>');
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    await expect(rowsOf(file)).rejects.toThrow('文件不是有效的 xlsx');
  });

  it('reads inline strings, leaving phonetic hints out', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('导入').addRow(['姓名']);
    const zip = await JSZip.loadAsync(await book.xlsx.writeBuffer());
    zip.file('xl/worksheets/sheet1.xml', '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
      + '<row r="1"><c r="A1" t="inlineStr"><is><t>姓名</t></is></c><c r="B1" t="inlineStr"><is><r><t>王</t></r><r><t>芳</t></r><rPh sb="0" eb="1"><t>ワン</t></rPh></is></c></row>'
      + '<row r="3"><c r="B3" t="str"><f>A1</f><v>姓名</v></c><c r="C3" t="b"><v>1</v></c></row></sheetData></worksheet>');
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await rowsOf(file)).toEqual({ rows: [['姓名', '王芳'], [null, '姓名', true]], lines: [1, 3] });
  });

  it('reads a workbook with inline strings only and no shared strings part, as openpyxl writes one (issue 58)', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('人才').addRow(['姓名']);
    const zip = await JSZip.loadAsync(await book.xlsx.writeBuffer());
    // openpyxl: no xl/sharedStrings.xml, an absolute relationship target, text as numeric character references.
    zip.remove('xl/sharedStrings.xml');
    const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
    zip.file('xl/_rels/workbook.xml.rels', rels.replace(/Target="(\/?xl\/)?worksheets\/sheet1\.xml"/, 'Target="/xl/worksheets/sheet1.xml"'));
    zip.file('xl/worksheets/sheet1.xml', '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
      + '<row r="1"><c r="A1" t="inlineStr"><is><t>&#22995;&#21517; *</t></is></c><c r="B1" t="inlineStr"><is><t>&#25163;&#26426;&#21495; *</t></is></c></row>'
      + '<row r="2"><c r="A2" t="inlineStr"><is><t>&#24352;&#19977;</t></is></c><c r="B2" t="inlineStr"><is><t>13800138001</t></is></c></row></sheetData></worksheet>');
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(Object.keys(zip.files)).not.toContain('xl/sharedStrings.xml');
    expect(await rowsOf(file)).toEqual({ rows: [['姓名 *', '手机号 *'], ['张三', '13800138001']], lines: [1, 2] });
  });
});
