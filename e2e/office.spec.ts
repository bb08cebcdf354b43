import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import * as XLSX from '@e965/xlsx';
import { closeDialog, expect, signIn, test, uid } from './fixtures.ts';

type Page = import('@playwright/test').Page;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const rows = (page: Page) => page.getByTestId('crud-table').locator('tbody tr.ant-table-row');

/** The bytes `click` downloads. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const mobile = () => `199${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

// Issue 26, the office round trip: the template filled as LibreOffice saves it (numbers as numbers),
// a GBK CSV and an .xls made by a real library, imported; exported, one cell edited, imported back.
test('office round trip: template, GBK CSV and .xls in; export, one cell edited, back in — one record changed, none duplicated', async ({ page }) => {
  test.setTimeout(60_000);
  const tag = `往返${uid()}`;
  const token = await signIn(page, 'hr01');
  const auth = { authorization: `Bearer ${token}` };
  await page.goto('/talents/list');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByTestId('import-dialog');
  const send = async (name: string, mimeType: string, buffer: Buffer) => dialog.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });

  // The template, filled: the mobile typed into a General cell (a number), the pay a number.
  const template = new ExcelJS.Workbook();
  await template.xlsx.load(await downloaded(page, () => dialog.getByRole('button', { name: '下载模板' }).click()) as never);
  const sheet = template.worksheets[0];
  const headers = (sheet.getRow(1).values as string[]).slice(1);
  expect(headers).toEqual(expect.arrayContaining(['姓名 *', '手机号 *', '身份证号', '状态 *', '期望月薪', '备注']));
  const at = (title: string) => headers.indexOf(title) + 1;
  const filled = sheet.getRow(2);
  filled.getCell(at('姓名 *')).value = `${tag}模板`;
  filled.getCell(at('手机号 *')).value = Number(mobile());
  filled.getCell(at('状态 *')).value = '新入库';
  filled.getCell(at('期望月薪')).value = 6500.5;
  filled.getCell(at('备注')).value = '来自模板';
  await send('人才.xlsx', XLSX_TYPE, Buffer.from(await template.xlsx.writeBuffer()));
  await expect(page.getByTestId('import-result')).toContainText('导入成功：1 条');

  // A CSV as Excel in China saves one: GBK.
  const csv = iconv.encode(`姓名,手机号,状态,备注\r\n${tag}国标,${mobile()},新入库,来自CSV\r\n`, 'gbk');
  await send('人才.csv', 'text/csv', csv);
  await expect(page.getByTestId('import-result')).toContainText('导入成功：1 条');

  // A legacy .xls (BIFF8) by SheetJS, an instructions sheet before the data.
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['填写说明：手机号填 11 位']]), '说明');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['姓名', '手机号', '状态', '备注'], [`${tag}旧版`, Number(mobile()), '新入库', '来自xls']]), '名单');
  await send('人才.xls', 'application/vnd.ms-excel', Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'biff8' })));
  await expect(page.getByTestId('import-result')).toContainText('导入成功：1 条');
  await expect(page.getByTestId('import-result')).toContainText('读取的工作表：名单');
  await closeDialog(dialog);

  // The three, exported.
  await page.getByTestId('search-form').locator('input').first().fill(tag);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(rows(page)).toHaveCount(3);
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.load(await downloaded(page, () => page.getByTestId('crud-screen').getByRole('button', { name: /导\s*出/ }).click()) as never);
  const out = exported.worksheets[0];
  const titles = (out.getRow(1).values as string[]).slice(1);
  expect(titles[0]).toBe('编号');
  expect(titles).toEqual(expect.arrayContaining(['负责人', '创建时间']));
  expect(out.rowCount).toBe(4);
  const pay = out.getRows(2, 3)!.map((r) => r.getCell(titles.indexOf('期望月薪') + 1)).find((c) => c.value !== null)!;
  expect([pay.type, pay.value, pay.numFmt]).toEqual([ExcelJS.ValueType.Number, 6500.5, '#,##0.00']);

  // One cell edited, the file imported back.
  const csvRow = out.getRows(2, 3)!.find((r) => r.getCell(titles.indexOf('姓名') + 1).value === `${tag}国标`)!;
  const id = Number(csvRow.getCell(1).value);
  csvRow.getCell(titles.indexOf('备注') + 1).value = '往返后改过';
  await page.getByRole('button', { name: /导\s*入/ }).click();
  await send('导出后修改.xlsx', XLSX_TYPE, Buffer.from(await exported.xlsx.writeBuffer()));
  await expect(page.getByTestId('import-result')).toContainText('导入成功：新增 0 条，更新 1 条，2 条未变');
  await page.screenshot({ path: 'test-results/screenshots/office-round-trip-1440.png' });
  await closeDialog(dialog);

  const list = (await (await page.request.get(`/v1/api/talents/talents?view=mine&keywords=${encodeURIComponent(tag)}&pageSize=50`, { headers: auth })).json()).data.list as Array<{ id: number; name: string; remark: string | null }>;
  expect(list.map((r) => r.name).sort()).toEqual([`${tag}国标`, `${tag}旧版`, `${tag}模板`].sort());
  expect(Object.fromEntries(list.map((r) => [r.name, r.remark]))).toEqual({ [`${tag}模板`]: '来自模板', [`${tag}国标`]: '往返后改过', [`${tag}旧版`]: '来自xls' });
  expect(list.find((r) => r.name === `${tag}国标`)!.id).toBe(id);
});
