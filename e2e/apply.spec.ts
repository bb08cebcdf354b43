import { creditCodeCheck } from '../validators/credit-code.ts';
import { apiLogin, expect, rowAction, signIn, test, uid } from './fixtures.ts';

type Page = import('@playwright/test').Page;
const row = (page: Page, text: string) => page.getByTestId('crud-table').locator('tbody tr.ant-table-row').filter({ hasText: text });
const openPanel = (page: Page) => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden):not([class*="-leave"])');

/** Answers the confirm that is open, and waits for it to go (a closing one must not take the next answer). */
async function confirm(page: Page) {
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
}

/** Picks in a relation select by typing the start of the name, as a person would. */
async function pickRelated(page: Page, select: import('@playwright/test').Locator, text: string) {
  await select.click();
  await select.locator('input').fill(text);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: text }).first().click();
  await expect(select).toContainText(text);
}

test('a recruiter moves an application through its flow: 通过, 约面 (time required), 面试通过, 入职', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const id = uid();
  const admin = await signIn(page, 'admin');
  const auth = { authorization: `Bearer ${admin}` };
  const body = `91320500${id.toUpperCase().replace(/[^0-9A-HJ-NPQRTUWXY]/g, '0').padStart(9, '0')}`;
  const company = (await (await page.request.post('/v1/api/company/companies/add', { headers: auth, data: { name: `流程${id}有限公司`, credit_code: body + creditCodeCheck(body), industry: '1', city: '苏州', contact_name: '周经理', contact_mobile: '13912345678', status: '1', settlement: '3' } })).json()).data.id;
  const type = (await (await page.request.get(`/v1/api/company/jobTypes?pageSize=1`, { headers: auth })).json()).data.list[0].id;
  const post = await (await page.request.post('/v1/api/company/posts/add', { headers: auth, data: { company_id: company, job_type_id: type, title: `装配${id}`, headcount: 5, pay_min: 5000, pay_unit: '3', city: '苏州', status: '1' } })).json();
  expect(post.code, post.msg).toBe('00000');

  const hr = await apiLogin(page, 'hr01');
  const talent = await (await page.request.post('/v1/api/talents/talents/add', { headers: { authorization: `Bearer ${hr}` }, data: { name: `应聘${id}`, mobile: `135${String(Date.now() % 1e8).padStart(8, '0')}`, status: '0' } })).json();
  expect(talent.code, talent.msg).toBe('00000');

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const me = await context.newPage();
  await signIn(me, 'hr01');
  await me.goto('/talents/apply');
  await me.getByRole('button', { name: /新\s*增$/ }).click();
  const dialog = me.getByTestId('record-dialog');
  const field = (label: string) => dialog.locator('.ant-formily-item').filter({ has: me.locator(`label:text-is("${label}")`) });
  await pickRelated(me, field('人才').locator('.ant-select'), `应聘${id}`);
  await pickRelated(me, field('岗位').locator('.ant-select'), `装配${id}`);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toHaveCount(0);
  const mine = row(me, `应聘${id}`);
  await expect(mine).toContainText('待审核');
  await expect(mine).toContainText(`装配${id}`);

  // 通过: a confirm, then the next state; only the moves from here are offered.
  await rowAction(mine, '通过');
  await confirm(me);
  await expect(mine).toContainText('已通过');

  // 约面 asks for the time and place; the time is required.
  await rowAction(mine, '约面');
  const form = me.getByTestId('action-dialog');
  await form.locator('.ant-formily-item').filter({ hasText: '面试地点' }).locator('input').fill('园区人才市场三楼');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form).toContainText('该字段是必填字段');
  const time = form.locator('.ant-formily-item').filter({ hasText: '面试时间' }).locator('input');
  await time.click();
  await time.fill('2026-11-25 14:00:00');
  await openPanel(me).locator('.ant-picker-ok button').click();
  await expect(openPanel(me)).toHaveCount(0);
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form).toHaveCount(0);
  await expect(mine).toContainText('已约面');
  await expect(mine).toContainText('2026-11-25 14:00:00');

  await rowAction(mine, '面试通过');
  await confirm(me);
  await expect(mine).toContainText('面试通过');

  await rowAction(mine, '入职');
  const day = me.getByTestId('action-dialog').locator('.ant-formily-item').filter({ hasText: '入职日期' }).locator('input');
  await day.click();
  await day.fill('2026-12-01');
  await day.press('Enter');
  await me.getByTestId('action-dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(mine).toContainText('已入职');
  await expect(mine).toContainText('2026-12-01');
  await context.close();
});
