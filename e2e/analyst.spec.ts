import ExcelJS from 'exceljs';
import { dropSchema, xlsx } from './backdoor.ts';
import { apiLogin, closeDialog, expect, formLogin, pickOption, signIn, test, uid } from './fixtures.ts';

type Page = import('@playwright/test').Page;
const dialog = (page: Page) => page.getByTestId('record-dialog');
const row = (page: Page, text: string) => page.getByTestId('crud-table').locator('tbody tr.ant-table-row').filter({ hasText: text });
const field = (page: Page, label: string) => dialog(page).locator('.ant-formily-item').filter({ has: page.locator(`label:text-is("${label}")`) });
const save = (page: Page) => dialog(page).getByRole('button', { name: /保\s*存/ }).click();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function roleId(page: Page, token: string, name: string): Promise<number> {
  const res = await page.request.get(`/v1/api/system/roles?keywords=${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data.list[0].id;
}

/** Types a moment into a date-time picker, as a person would, and confirms it. */
async function pickDateTime(page: Page, label: string, value: string) {
  const input = field(page, label).locator('input');
  await input.click();
  await input.fill(value);
  // The panel's 确定 takes what was typed and closes the panel, which would otherwise cover the dialog's buttons.
  const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden):not([class*="-leave"])');
  await panel.locator('.ant-picker-ok button').click();
  await expect(panel).toHaveCount(0);
  await expect(input).toHaveValue(value);
}

// docs/analyst-guide.md, step by step, on a running server: no TypeScript, no restart.
test('an analyst adds a screen by the guide: a dictionary in the UI, a schema file, a menu for a role of its own', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const id = uid();
  const dict = `visit_result_${id}`;
  const started = Date.now();

  // The dictionary is data: made in 系统管理 › 字典管理, with its entries in 字典数据.
  await signIn(page);
  await page.goto('/system/dict');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await field(page, '字典编码').locator('input').fill(dict);
  await field(page, '字典名称').locator('input').fill(`拜访结果${id}`);
  await save(page);
  await expect(dialog(page)).toHaveCount(0);
  await page.goto('/system/dictItem');
  for (const [name, value] of [['有意向', '1'], ['需回访', '2']]) {
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await pickOption(page, field(page, '字典编码').locator('.ant-select'), `拜访结果${id}`);
    await field(page, '名称').locator('input').fill(name);
    await field(page, '值').locator('input').fill(value);
    await save(page);
    await expect(dialog(page)).toHaveCount(0);
  }

  // The schema file: a date-time, the new dictionary, and a field required only for 需回访.
  const component = `lab/visits${id}`;
  dropSchema(component, {
    kind: 'crud', title: '客户拜访', record: '拜访',
    perms: { query: `lab:visit${id}:query`, add: `lab:visit${id}:add`, edit: `lab:visit${id}:edit`, import: `lab:visit${id}:import`, export: `lab:visit${id}:export`, delete: `lab:visit${id}:delete` },
    api: {
      list: `GET /lab/visits${id}`, create: `POST /lab/visits${id}/add`, update: `POST /lab/visits${id}/edit/{id}`,
      remove: `DELETE /lab/visits${id}/delete/{id}`, import: `POST /lab/visits${id}/_import`,
    },
    model: {
      type: 'object', required: ['company', 'visited_at', 'result'],
      allOf: [{ if: { properties: { result: { const: '2' } } }, then: { required: ['next_at'] } }],
      properties: {
        company: { type: 'string', title: '企业', maxLength: 32 },
        visited_at: { type: 'string', title: '拜访时间', maxLength: 19, format: 'date-time' },
        result: { type: 'string', title: '结果', maxLength: 8, 'x-dict': dict },
        next_at: { type: 'string', title: '回访时间', maxLength: 19, format: 'date-time' },
      },
    },
    search: { fields: ['visited_at', 'result'], keywords: ['company'] },
    list: { columns: ['company', 'visited_at', { field: 'result', format: 'dict' }, 'next_at'], rowActions: ['edit', 'delete'], toolbar: ['create', 'import', 'export'] },
    storage: { table: `lab_visit_${id}` },
  });
  // Step 5 of the guide, in the console: 角色管理 gets a role of its own (so no other test's
  // users gain anything), 菜单管理 a catalog, the screen and a button per permission, and
  // 分配权限 grants them to the role; delete has no button and is not granted.
  const ROLE = `拜访专员${id}`;
  await page.goto('/system/role');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await field(page, '角色编码').locator('input').fill(`VISIT_${id.toUpperCase()}`);
  await field(page, '角色名称').locator('input').fill(ROLE);
  await save(page);
  await expect(row(page, ROLE)).toBeVisible();

  await page.goto('/system/menu');
  const CATALOG = `客户管理${id}`;
  const SCREEN = `客户拜访${id}`;
  await page.getByRole('button', { name: /新\s*增$/ }).click();
  await field(page, '类型').getByRole('radio', { name: '目录' }).check();
  await field(page, '菜单名称').locator('input').fill(CATALOG);
  await field(page, '路由路径').locator('input').fill(`/customers${id}`);
  await save(page);
  await expect(dialog(page)).toHaveCount(0);
  await row(page, CATALOG).getByRole('button', { name: '新增下级' }).click();
  await field(page, '类型').getByRole('radio', { name: '菜单' }).check();
  await field(page, '菜单名称').locator('input').fill(SCREEN);
  await field(page, '路由路径').locator('input').fill('visits');
  await field(page, '组件路径').locator('input').fill(component);
  await page.locator('.ant-select-item-option').filter({ hasText: component }).click();
  await expect(page.getByTestId('component-warning')).toHaveCount(0);
  await field(page, '权限标识').locator('input').fill(`lab:visit${id}:query`);
  await save(page);
  await expect(dialog(page)).toHaveCount(0);
  // The entry a child was added under opens to show it.
  await expect(row(page, SCREEN)).toBeVisible();
  for (const [name, action] of [['新增', 'add'], ['编辑', 'edit'], ['导入', 'import'], ['导出', 'export']]) {
    await row(page, SCREEN).getByRole('button', { name: '新增下级' }).click();
    // A press while the dialog is still zooming in can miss: press until it took.
    await expect(async () => { await field(page, '类型').getByRole('radio', { name: '按钮' }).check({ timeout: 1000 }); }).toPass({ timeout: 10_000 });
    await field(page, '菜单名称').locator('input').fill(`${name}拜访`);
    await field(page, '权限标识').locator('input').fill(`lab:visit${id}:${action}`);
    await save(page);
    await expect(dialog(page)).toHaveCount(0);
    await expect(row(page, `${name}拜访`)).toBeVisible();
  }

  await page.goto('/system/role');
  await row(page, ROLE).getByRole('button', { name: '分配权限' }).click();
  const assign = page.getByTestId('assign-dialog');
  await assign.getByLabel('搜索菜单或权限标识').fill(SCREEN);
  const box = (title: string) => assign.locator('.ant-tree-treenode').filter({ has: page.locator(`.ant-tree-title:text-is("${title}")`) }).locator('.ant-tree-checkbox');
  const button = (name: string) => assign.locator('.ant-tree-treenode').filter({ hasText: `${name}拜访` }).locator('.ant-tree-checkbox');
  // The screen found by its name brings its buttons; a tick under a narrower search keeps the rest.
  await box(SCREEN).click();
  await expect(button('导出')).toHaveClass(/ant-tree-checkbox-checked/);
  await assign.getByLabel('搜索菜单或权限标识').fill(`lab:visit${id}:export`);
  await expect(button('新增')).toHaveCount(0);
  await button('导出').click();
  await button('导出').click();
  await assign.getByLabel('搜索菜单或权限标识').fill('');
  for (const name of ['新增', '编辑', '导入', '导出']) await expect(button(name)).toHaveClass(/ant-tree-checkbox-checked/);
  await assign.getByRole('button', { name: /确\s*定/ }).click();
  await expect(assign).toHaveCount(0);
  const admin = await apiLogin(page);
  const username = `visit_${id}`;
  const created = await page.request.post('/v1/api/system/users/add', {
    headers: { authorization: `Bearer ${admin}` },
    data: { username, nickname: '拜访专员', password: 'Visit1234', role_ids: [(await roleId(page, admin, ROLE))], status: 1 },
  });
  expect((await created.json()).code).toBe('00000');

  // That user, in a browser of their own.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const hr = await context.newPage();
  await hr.goto('/login');
  await formLogin(hr, username, 'Visit1234');
  await expect(hr).toHaveURL(/\/dashboard$/);
  // The entry is in their sidebar (a catalog with one entry shows the entry itself).
  const menu = hr.getByTestId('side-menu');
  await expect(async () => {
    await menu.getByRole('menuitem', { name: SCREEN }).click();
    await expect(hr).toHaveURL(new RegExp(`/customers${id}/visits$`), { timeout: 1000 });
  }).toPass();
  await expect(hr.getByTestId('crud-table')).toContainText('暂无数据');
  // The role's view: no delete (its button is not granted), the rest there.
  await expect(hr.getByRole('button', { name: /新\s*增/ })).toBeVisible();

  // Create: 需回访 asks for 回访时间 before anything is sent.
  await hr.getByRole('button', { name: /新\s*增/ }).click();
  await field(hr, '企业').locator('input').fill('甲公司');
  await pickDateTime(hr, '拜访时间', '2026-11-20 14:30:00');
  await pickOption(hr, field(hr, '结果').locator('.ant-select'), '需回访');
  await save(hr);
  await expect(field(hr, '回访时间')).toContainText('请选择回访时间');
  await pickDateTime(hr, '回访时间', '2026-11-27 09:00:00');
  await save(hr);
  await expect(dialog(hr)).toHaveCount(0);
  await expect(row(hr, '甲公司')).toContainText('2026-11-20 14:30:00');
  await expect(row(hr, '甲公司')).toContainText('需回访');
  await expect(row(hr, '甲公司').getByRole('button', { name: '删除' })).toHaveCount(0);

  // Edit.
  await row(hr, '甲公司').getByRole('button', { name: '编辑' }).click();
  await pickOption(hr, field(hr, '结果').locator('.ant-select'), '有意向');
  await save(hr);
  await expect(row(hr, '甲公司')).toContainText('有意向');

  // Import, with a real spreadsheet date-time cell.
  await hr.getByRole('button', { name: /导\s*入/ }).click();
  const importDialog = hr.getByTestId('import-dialog');
  const file = await xlsx([['企业 *', '拜访时间 *', '结果 *', '回访时间'], ['乙公司', new Date(Date.UTC(2026, 10, 21, 10, 15, 0)), '有意向', null]]);
  await importDialog.locator('input[type=file]').setInputFiles({ name: 'visits.xlsx', mimeType: XLSX, buffer: file });
  await expect(hr.getByTestId('import-result')).toContainText('导入成功：1 条');
  await closeDialog(importDialog);
  await expect(row(hr, '乙公司')).toContainText('2026-11-21 10:15:00');

  // Search: by keyword, and by a range of days.
  await hr.getByTestId('search-form').locator('input').first().fill('乙');
  await hr.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(hr.getByTestId('crud-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await hr.getByRole('button', { name: /重\s*置/ }).click();
  await expect(hr.getByTestId('crud-table').locator('tbody tr.ant-table-row')).toHaveCount(2);

  // Export, and the export imported again: the same rows once more, times kept.
  const download = hr.waitForEvent('download');
  await hr.getByRole('button', { name: /导\s*出/ }).click();
  const exported = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of exported) chunks.push(chunk as Buffer);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as never);
  const sheet = book.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['企业', '拜访时间', '结果', '回访时间']);
  const times = [2, 3].map((r) => sheet.getRow(r).getCell(2).value);
  expect(times.every((v) => v instanceof Date)).toBe(true);
  await hr.getByRole('button', { name: /导\s*入/ }).click();
  await importDialog.locator('input[type=file]').setInputFiles({ name: 'again.xlsx', mimeType: XLSX, buffer: Buffer.concat(chunks) });
  await expect(hr.getByTestId('import-result')).toContainText('导入成功：2 条');
  await closeDialog(importDialog);
  await expect(hr.getByTestId('crud-table').locator('tbody tr.ant-table-row').filter({ hasText: '2026-11-21 10:15:00' })).toHaveCount(2);
  await context.close();
  console.log(`analyst guide e2e: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
