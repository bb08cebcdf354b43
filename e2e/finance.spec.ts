import { apiLogin, closeDialog, confirmOk, expect, rowAction, signIn, test, uid } from './fixtures.ts';

type Page = import('@playwright/test').Page;
const dialog = (page: Page) => page.getByTestId('record-dialog');
const row = (page: Page, text: string) => page.getByTestId('crud-table').locator('tbody tr.ant-table-row').filter({ hasText: text });
const field = (page: Page, label: string) => dialog(page).locator('.ant-formily-item').filter({ has: page.locator(`label:text-is("${label}")`) });
const balance = (page: Page) => page.getByTestId('sum-amount');
const SLIP = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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
  await expect.poll(async () => (await opened).url()).toMatch(/^blob:/);
  await (await opened).close();
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
