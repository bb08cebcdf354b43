import ExcelJS from 'exceljs';
import { xlsx } from './backdoor.ts';
import { apiLogin, closeDialog, confirmOk, expect, pickOption, rowAction, signIn, test, uid } from './fixtures.ts';

type Page = import('@playwright/test').Page;
const dialog = (page: Page) => page.getByTestId('record-dialog');
const row = (page: Page, text: string) => page.getByTestId('crud-table').locator('tbody tr.ant-table-row').filter({ hasText: text });
const field = (page: Page, label: string) => dialog(page).locator('.ant-formily-item').filter({ has: page.locator(`label:text-is("${label}")`) });
const balance = (page: Page) => page.getByTestId('sum-amount');
const SLIP = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The first sheet of the xlsx that `click` downloads. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<ExcelJS.Worksheet> {
  const download = page.waitForEvent('download');
  await click();
  const chunks: Buffer[] = [];
  for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as never);
  return book.worksheets[0];
}

/** The balance as the card shows it, in fen (¥1,234.56 → 123456). */
async function balanceFen(page: Page): Promise<number> {
  await expect(balance(page)).toContainText('¥');
  const text = (await balance(page).locator('.ant-statistic-content').innerText()).replace(/[¥,\s]/g, '');
  return Math.round(Number(text) * 100);
}

// Recharge (issue 13): finance01 records a top-up in yuan; it is theirs, so they are not offered
// 通过 (and the server refuses them); finance02 approves it, and the balance — the ledger's sum —
// grows by exactly that amount.
test('a top-up recorded by finance01 in yuan, approved by finance02, credits the balance once', async ({ browser }) => {
  const transfer = `TR-E2E-${uid()}`;
  const recorder = await (await browser.newContext()).newPage();
  await signIn(recorder, 'finance01');
  await recorder.goto('/finance/recharge');
  const before = await balanceFen(recorder);

  await recorder.getByRole('button', { name: /新\s*增/ }).click();
  await field(recorder, '充值金额').locator('input').fill('1234.56');
  await field(recorder, '转账流水号').locator('input').fill(transfer);
  await field(recorder, '付款账户').locator('input').fill('集团基本户');
  // The voucher: a scan of the bank's slip, uploaded (the server reads its type from its bytes).
  await field(recorder, '转账凭证').locator('input[type=file]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: SLIP });
  await expect(field(recorder, '转账凭证').getByTestId('file-link')).toBeVisible();
  // The date last: Enter takes it and, as in any field of the form, saves.
  const day = field(recorder, '转账日期').locator('input');
  await day.click();
  await day.fill('2026-11-20');
  await day.press('Enter');
  await expect(dialog(recorder)).toHaveCount(0);
  await expect(row(recorder, transfer)).toContainText('¥1,234.56');
  await expect(row(recorder, transfer)).toContainText('待审核');
  await expect(row(recorder, transfer)).toContainText('王财务');
  // Four eyes: the recorder is offered no review of their own top-up, and the server agrees.
  await expect(row(recorder, transfer).getByRole('button', { name: '通过' })).toHaveCount(0);
  const id = (await (await recorder.request.get(`/v1/api/account/recharge/list?keywords=${transfer}`, { headers: { authorization: `Bearer ${await apiLogin(recorder, 'finance01')}` } })).json()).data.list[0].id;
  const refused = await (await recorder.request.post('/v1/api/actions/finance/recharge/approve', { headers: { authorization: `Bearer ${await apiLogin(recorder, 'finance01')}` }, data: { ids: [id] } })).json();
  expect(refused.msg).toMatch(/^不能通过自己登记的充值/);

  const reviewer = await (await browser.newContext()).newPage();
  await signIn(reviewer, 'finance02');
  await reviewer.goto('/finance/recharge');
  // The reviewer looks at the voucher first: it opens in a tab of its own, read with their token.
  await rowAction(row(reviewer, transfer), '查看');
  const opened = reviewer.waitForEvent('popup');
  await dialog(reviewer).getByTestId('file-link').click();
  // The tab opens at once and shows the file once it is read (slower when the machine is busy).
  const tab = await opened;
  await tab.waitForURL(/^blob:/, { timeout: 20_000 });
  await tab.close();
  await closeDialog(dialog(reviewer));
  await rowAction(row(reviewer, transfer), '通过');
  await confirmOk(reviewer);
  await expect(row(reviewer, transfer)).toContainText('已入账');
  await expect(row(reviewer, transfer)).toContainText('孙会计');
  await expect.poll(() => balanceFen(reviewer)).toBe(before + 123456);

  // The recorder's list shows it credited too, and the balance the same.
  await recorder.reload();
  await expect(row(recorder, transfer)).toContainText('已入账');
  await expect.poll(() => balanceFen(recorder)).toBe(before + 123456);
});

// Payroll (issue 13): finance01 uploads a month's payroll for a company; a file with two bad rows
// is refused row by row and keeps nothing; the corrected file is a batch of 待审核; finance02
// approves it; 确认发放 pays it once — the balance falls by exactly its net total.
test('a payroll batch with two bad rows is refused, then uploaded, approved by finance02 and paid once', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await (await browser.newContext()).newPage();
  const adminToken = await apiLogin(admin, 'admin');
  const auth = { authorization: `Bearer ${adminToken}` };
  // Two people working for one company (its onboarding records), and their ID numbers (revealed, logged).
  const onboards = (await (await admin.request.get('/v1/api/talents/reports?pageSize=500', { headers: auth })).json()).data.list as Array<{ talent_id: number; talent_id_label: string; company_id: number; company_id_label: string; status: string }>;
  const byCompany = new Map<number, typeof onboards>();
  for (const o of onboards.filter((x) => x.status === '0')) byCompany.set(o.company_id, [...(byCompany.get(o.company_id) ?? []), o]);
  const people: Array<{ name: string; id: string }> = [];
  let company = '';
  for (const [, staff] of [...byCompany].sort((a, b) => b[1].length - a[1].length)) {
    people.length = 0;
    for (const o of staff) {
      const id = (await (await admin.request.post('/v1/api/reveal/talents/list', { headers: auth, data: { id: o.talent_id, field: 'id_number' } })).json()).data?.id_number;
      if (id) people.push({ name: o.talent_id_label, id });
    }
    company = staff[0].company_id_label;
    if (people.length >= 2) break;
  }
  expect(people.length).toBeGreaterThanOrEqual(2);
  // A month of its own (the same company and month is one batch), in the future so everyone employed works it.
  const month = `20${30 + Math.floor(Math.random() * 60)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`;
  const header = ['姓名 *', '身份证号 *', '应发 *', '扣款 *', '实发 *'];

  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, 'finance01');
  await page.goto('/finance/salary');
  const before = await balanceFen(page);
  // The batch's month and company are asked in the import dialog itself, the month with a month
  // picker, before any file is sent (issue 26 D3: it said they were optional, then refused).
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const asked = page.getByTestId('import-asked');
  await expect(asked.locator('.ant-picker')).toBeVisible();
  await expect(asked).toContainText('用工单位');
  await page.getByTestId('import-dialog').locator('input[type=file]').setInputFiles({ name: 'payroll.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsx([['姓名 *', '身份证号 *', '应发 *', '扣款 *', '实发 *']]) });
  await expect(asked).toContainText(/请选择(工资月份|用工单位)/);
  await expect(page.getByTestId('import-result')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/salary-import-asks-1440.png' });
  await closeDialog(page.getByTestId('import-dialog'));
  const search = page.getByTestId('search-form');
  await search.locator('.ant-formily-item').filter({ hasText: '工资月份' }).locator('input').fill(month);
  await pickOption(page, search.locator('.ant-formily-item').filter({ hasText: '用工单位' }).locator('.ant-select'), company);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByTestId('import-dialog');
  // Taken from the search form.
  await expect(dialog.getByTestId('import-asked').locator('.ant-picker input')).toHaveValue(month);
  const send = async (rows: unknown[][]) => dialog.locator('input[type=file]').setInputFiles({ name: 'payroll.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsx([header, ...rows]) });
  // Two bad rows: net is not gross − deductions; an ID number the pool does not hold.
  await send([[people[0].name, people[0].id, '6500', '500', '6000'], [people[1].name, people[1].id, '6000', '200', '5900'], ['不在库', '320502198506154711', '3000', '0', '3000']]);
  await expect(page.getByTestId('import-result')).toContainText('导入失败：2 处错误，未写入任何数据');
  const errors = dialog.locator('.ant-table-tbody tr.ant-table-row');
  await expect(errors).toHaveCount(2);
  await expect(errors.nth(0)).toContainText('实发应为应发减扣款：¥6,000.00 − ¥200.00 = ¥5,800.00');
  await expect(errors.nth(1)).toContainText('身份证号');
  await page.screenshot({ path: 'test-results/screenshots/salary-import-errors-1440.png' });
  await send([[people[0].name, people[0].id, '6500', '500', '6000'], [people[1].name, people[1].id, '6000', '200', '5800']]);
  await expect(page.getByTestId('import-result')).toContainText('2');
  await closeDialog(dialog);
  const batch = row(page, month);
  await expect(batch).toContainText('待审核');
  await expect(batch).toContainText('¥11,800.00');
  await expect(batch.getByRole('button', { name: '审核通过' })).toHaveCount(0);

  // The exports as a spreadsheet meets them (issue 26 A4, A5): the batch list with its totals and
  // status, and the batch's own 工资明细; money as numbers of yuan that add up, ID numbers as text.
  const batches = await downloaded(page, () => page.getByTestId('crud-screen').getByRole('button', { name: /导\s*出/ }).click());
  const listHeaders = (batches.getRow(1).values as unknown[]).slice(1);
  expect(listHeaders).toEqual(expect.arrayContaining(['工资月份', '用工单位', '人数', '应发合计', '扣款合计', '实发合计', '状态', '发放时间']));
  const mine = batches.getRows(2, batches.rowCount - 1)!.find((r) => r.getCell(1).value === month)!;
  const at = (title: string) => mine.getCell(listHeaders.indexOf(title) + 1);
  expect([at('人数').value, at('应发合计').value, at('扣款合计').value, at('实发合计').value, at('状态').value]).toEqual([2, 12500, 700, 11800, '待审核']);
  expect(at('实发合计').numFmt).toBe('#,##0.00');
  await rowAction(batch, '查看');
  const lines = page.getByTestId('related-finance/salaryRow');
  await expect(lines.locator('tbody tr.ant-table-row')).toHaveCount(2);
  const rows = await downloaded(page, () => lines.getByRole('button', { name: /导\s*出/ }).click());
  expect((rows.getRow(1).values as unknown[]).slice(1)).toEqual(['姓名', '身份证号', '应发', '扣款', '实发']);
  const net = [2, 3].map((r) => rows.getRow(r).getCell(5));
  expect(net.map((c) => [c.type, c.value])).toEqual([[ExcelJS.ValueType.Number, 6000], [ExcelJS.ValueType.Number, 5800]]);
  expect(rows.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.String);
  expect(rows.getColumn(2).width).toBeGreaterThanOrEqual(20);
  await page.screenshot({ path: 'test-results/screenshots/salary-detail-export-1440.png' });
  await closeDialog(page.getByTestId('record-dialog').locator('.ant-modal'));

  const reviewer = await (await browser.newContext()).newPage();
  await signIn(reviewer, 'finance02');
  await reviewer.goto('/finance/salary');
  await rowAction(row(reviewer, month), '审核通过');
  await confirmOk(reviewer);
  await expect(row(reviewer, month)).toContainText('已审核');

  await page.reload();
  await rowAction(batch, '确认发放');
  await confirmOk(page);
  await expect(batch).toContainText('已发放');
  await expect.poll(() => balanceFen(page)).toBe(before - 1_180_000);
  // Paid is final: no second 确认发放 offered, and the server would refuse one.
  await expect(batch.getByRole('button', { name: '确认发放' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/salary-paid-1440.png' });
});
