import { confirmOk, creditCode, expect, pickOption, signIn, test, uid } from './fixtures.ts';

type Page = import('@playwright/test').Page;
const dialog = (page: Page) => page.getByTestId('record-dialog');
const row = (page: Page, text: string) => page.getByTestId('crud-table').locator('tbody tr.ant-table-row').filter({ hasText: text });
const field = (page: Page, label: string) => dialog(page).locator('.ant-formily-item').filter({ has: page.locator(`label:text-is("${label}")`) });
const save = (page: Page) => dialog(page).getByRole('button', { name: /保\s*存/ }).click();


test('a company and a job post that points at it: the credit code checked, the company found by typing, shown by name, kept while pointed at', async ({ page }) => {
  const id = uid();
  const name = `星河电子${id}有限公司`;
  const token = await signIn(page);
  const jobTypeName = `普工${id}`;
  const made = await page.request.post('/v1/api/company/jobTypes/add', { headers: { authorization: `Bearer ${token}` }, data: { name: jobTypeName, nature: '1', status: 1 } });
  expect((await made.json()).code).toBe('00000');
  await page.goto('/company/list');
  await page.getByRole('button', { name: /新\s*增$/ }).click();
  await field(page, '企业名称').locator('input').fill(name);
  await field(page, '统一社会信用代码').locator('input').fill('91320500ABCDEFGH1X');
  await field(page, '统一社会信用代码').locator('input').blur();
  await expect(field(page, '统一社会信用代码')).toContainText('请输入正确的18位统一社会信用代码');
  await field(page, '统一社会信用代码').locator('input').fill(creditCode(id));
  await pickOption(page, field(page, '行业').locator('.ant-select'), '电子');
  await field(page, '城市').locator('input').fill('苏州');
  await field(page, '联系人').locator('input').fill('张经理');
  await field(page, '联系电话').locator('input').fill('13912345678');
  await save(page);
  await expect(dialog(page)).toHaveCount(0);
  await expect(row(page, name)).toContainText('合作中');

  await page.goto('/company/post');
  await page.getByRole('button', { name: /新\s*增$/ }).click();
  // The company is found by the start of its name, asked of the server as one types.
  const company = field(page, '企业').locator('.ant-select');
  await company.click();
  await company.locator('input').fill(`星河电子${id}`);
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(options).toHaveCount(1);
  await options.filter({ hasText: name }).click();
  await expect(company).toContainText(name);
  const jobType = field(page, '职位类型').locator('.ant-select');
  await jobType.click();
  await jobType.locator('input').fill(jobTypeName);
  await options.filter({ hasText: jobTypeName }).click();
  await expect(jobType).toContainText(jobTypeName);
  const title = `装配工${id}`;
  await field(page, '岗位名称').locator('input').fill(title);
  await field(page, '招聘人数').locator('input').fill('12');
  await field(page, '薪资下限').locator('input').fill('5200');
  await field(page, '城市').locator('input').fill('苏州');
  await save(page);
  await expect(dialog(page)).toHaveCount(0);
  await expect(row(page, title)).toContainText(name);

  // Its detail shows the company by name, and the company stays while the post points at it.
  await row(page, title).getByRole('button', { name: '查看', exact: true }).click();
  await expect(field(page, '企业')).toContainText(name);
  await dialog(page).getByRole('button', { name: /关\s*闭|取\s*消/ }).first().click();
  await page.goto('/company/list');
  await row(page, name).getByRole('button', { name: '删除' }).click();
  await confirmOk(page);
  await expect(page.getByText(/^还有 1 个岗位使用这个企业（「.+」），请先修改或删除它们$/)).toBeVisible();
  await expect(row(page, name)).toBeVisible();
});
