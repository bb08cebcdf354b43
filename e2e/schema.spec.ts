import { addMenu, dropRawSchema, dropSchema, withDatabase, xlsx } from './backdoor.ts';
import { closeDialog, confirmOk, expect, pickOption, pressUntilClosed, signIn, test, uid } from './fixtures.ts';

type Page = import('@playwright/test').Page;

const dialog = (page: Page) => page.getByTestId('record-dialog');
const row = (page: Page, text: string) => page.getByTestId('crud-table').locator('tbody tr.ant-table-row').filter({ hasText: text });
const field = (page: Page, label: string) => dialog(page).locator('.ant-formily-item').filter({ has: page.locator(`label:text-is("${label}")`) });

async function fillShowcase(page: Page, values: { name: string; mobile: string; code?: string }) {
  await field(page, '姓名').locator('input').fill(values.name);
  if (values.code) await field(page, '编号').locator('input').fill(values.code);
  await field(page, '手机号').locator('input').fill(values.mobile);
  await field(page, '性别').getByText('女').click();
}

test.describe('a schema screen (demo/showcase)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await page.goto('/demo/showcase');
    await expect(page.getByTestId('crud-table')).toBeVisible();
  });

  test('lets a person hide and reorder columns and pick a density, kept across reloads', async ({ page }) => {
    const headers = () => page.getByTestId('crud-table').locator('thead th').allInnerTexts();
    await page.getByRole('button', { name: '列设置' }).click();
    const settings = page.getByTestId('column-settings');
    // A press while the popover is still opening can miss (CI lost one): unticked until the column has gone.
    await expect(async () => {
      const box = settings.getByRole('checkbox', { name: '手机号' });
      if (await box.isChecked()) await box.click({ timeout: 1000 });
      expect((await headers()).join('|')).not.toContain('手机号');
    }).toPass({ timeout: 10_000 });
    await settings.getByRole('button', { name: '上移 性别' }).click();
    const before = (await headers()).map((h) => h.trim()).filter(Boolean);
    await page.getByRole('button', { name: '密度' }).click();
    await page.getByRole('menuitem', { name: '紧凑' }).click();
    await expect(page.locator('.ant-table.ant-table-small')).toHaveCount(1);
    await page.reload();
    await expect(page.locator('.ant-table.ant-table-small')).toHaveCount(1);
    await expect.poll(async () => (await headers()).map((h) => h.trim()).filter(Boolean)).toEqual(before);
    await page.getByRole('button', { name: '列设置' }).click();
    // A press while the popover is still opening can miss (CI lost one): press until the columns are back.
    await expect(async () => {
      await page.getByTestId('column-settings').getByRole('button', { name: '恢复默认' }).click({ timeout: 1000 });
      expect((await headers()).join('|')).toContain('手机号');
    }).toPass({ timeout: 10_000 });
  });

  test('validates on the field with the shared words, then saves and lists the record with formatted columns', async ({ page }) => {
    const name = `赵敏${uid()}`;
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await fillShowcase(page, { name, mobile: '12345', code: `E2E-${uid()}` });
    await field(page, '身份证号').locator('input').fill('110105194912310021');
    // Linkage from form.schema's x-reactions: the salary shows only while 在职 is on.
    await expect(field(page, '期望月薪')).toBeVisible();
    await field(page, '在职').locator('button[role=switch]').click();
    await expect(field(page, '期望月薪')).toHaveCount(0);
    await field(page, '在职').locator('button[role=switch]').click();
    await expect(field(page, '期望月薪')).toBeVisible();
    await dialog(page).getByRole('button', { name: /保\s*存/ }).click();
    await expect(field(page, '手机号')).toContainText('请输入正确的11位手机号码');
    await expect(field(page, '身份证号')).toContainText('请输入正确的18位身份证号码');
    await field(page, '手机号').locator('input').fill('13912345678');
    await field(page, '身份证号').locator('input').fill('11010519491231002X');
    await dialog(page).getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog(page)).toHaveCount(0);
    const created = row(page, name);
    await expect(created).toContainText('女');
    await expect(created).toContainText('是');
    await expect(created).toContainText('无');
  });

  // Issue 26 B1: several dictionary values in one field of a stored screen, shown as tags and searched by any of them.
  test('keeps a multiple choice: picked in the form, shown as tags, found by any one of its values', async ({ page }) => {
    const name = `多选${uid()}`;
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await fillShowcase(page, { name, mobile: '13912345678' });
    const industries = field(page, '意向行业').locator('.ant-select');
    await pickOption(page, industries, '电子');
    await pickOption(page, industries, '互联网');
    await page.keyboard.press('Escape');
    await dialog(page).getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(row(page, name).locator('.ant-tag').filter({ hasText: /^(电子|互联网)$/ })).toHaveCount(2);
    const search = page.getByTestId('search-form');
    await pickOption(page, search.locator('.ant-formily-item').filter({ hasText: '意向行业' }).locator('.ant-select'), '互联网');
    await search.locator('input').first().fill(name);
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(page.getByTestId('crud-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(row(page, name)).toBeVisible();
  });

  test('shows the server\'s duplicate message on the field', async ({ page }) => {
    const code = `DUP-${uid()}`;
    for (const attempt of [1, 2]) {
      await page.getByRole('button', { name: /新\s*增/ }).click();
      await fillShowcase(page, { name: `重复${attempt}`, mobile: '13800001111', code });
      await dialog(page).getByRole('button', { name: /保\s*存/ }).click();
      if (attempt === 1) await expect(dialog(page)).toHaveCount(0);
    }
    await expect(field(page, '编号')).toContainText(`编号「${code}」已存在`);
    await expect(page.locator('.ant-message')).toContainText(`编号「${code}」已存在`);
  });

  test('searches by keyword and filters, edits, shows read-only detail and deletes after confirming', async ({ page }) => {
    const name = `周芷若${uid()}`;
    const edited = `${name}（改）`;
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await fillShowcase(page, { name, mobile: '13811112222' });
    await dialog(page).getByRole('button', { name: /保\s*存/ }).click();
    await expect(row(page, name)).toBeVisible();

    await page.getByTestId('search-form').locator('input').first().fill(name);
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(page.getByTestId('crud-table').locator('tbody tr.ant-table-row')).toHaveCount(1);

    await row(page, name).getByRole('button', { name: '编辑' }).click();
    await field(page, '姓名').locator('input').fill(edited);
    await dialog(page).getByRole('button', { name: /保\s*存/ }).click();
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await expect(row(page, edited)).toBeVisible();

    // 查看, not the masked number's 查看完整号码 beside it: a mobile shows masked to all but its owner (issue 25).
    await row(page, edited).getByRole('button', { name: '查看', exact: true }).click();
    await expect(dialog(page).locator('input')).toHaveCount(0);
    await expect(dialog(page)).toContainText('138****2222');
    await closeDialog(dialog(page));

    await row(page, edited).getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('确定删除这个示例吗？');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(row(page, edited)).toHaveCount(0);
  });

  test('imports: a bad row is reported by row and column and nothing is written; then a good file', async ({ page }) => {
    await page.getByRole('button', { name: /导\s*入/ }).click();
    const importDialog = page.getByTestId('import-dialog');
    const download = page.waitForEvent('download');
    await importDialog.getByRole('button', { name: '下载模板' }).click();
    expect((await download).suggestedFilename()).toBe('组件示例导入模板.xlsx');
    const tag = uid();
    const bad = await xlsx([['姓名 *', '手机号 *', '性别 *'], [`导入甲${tag}`, '13600000001', '男'], [`导入乙${tag}`, '123', '女']]);
    await importDialog.locator('input[type=file]').setInputFiles({ name: 'bad.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bad });
    await expect(page.getByTestId('import-result')).toContainText('导入失败');
    await expect(importDialog.locator('tbody tr.ant-table-row').first()).toContainText('3');
    await expect(importDialog.locator('tbody tr.ant-table-row').first()).toContainText('手机号');
    await expect(importDialog.locator('tbody tr.ant-table-row').first()).toContainText('请输入正确的11位手机号码');
    const good = await xlsx([['姓名 *', '手机号 *', '性别 *'], [`导入甲${tag}`, '13600000001', '男'], [`导入乙${tag}`, '13600000002', '女']]);
    await importDialog.locator('input[type=file]').setInputFiles({ name: 'good.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: good });
    await expect(page.getByTestId('import-result')).toContainText('导入成功：2 条');
    await closeDialog(importDialog);
    await expect(row(page, `导入乙${tag}`)).toBeVisible();
  });

  test('exports the current filter to xlsx', async ({ page }) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^组件示例-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
});

test.describe('a tree screen (system/dept)', () => {
  test('expands, adds a child under a node and lists it there', async ({ page }) => {
    await signIn(page);
    await page.goto('/system/dept');
    await expect(row(page, '招聘一组')).toBeVisible();
    const child = `结算组${uid()}`;
    await row(page, '财务部').getByRole('button', { name: '新增下级' }).click();
    await field(page, '部门名称').locator('input').fill(child);
    await dialog(page).getByRole('button', { name: /保\s*存/ }).click();
    await expect(row(page, child)).toBeVisible();
    const indent = async (name: string) => row(page, name).locator('.ant-table-row-indent').first().evaluate((el) => el.className);
    expect(await indent(child)).not.toBe(await indent('财务部'));
  });
});

test.describe('an analyst\'s new screen', () => {
  test('a schema file and a menu entry dropped into a running server make a working screen', async ({ page }) => {
    const id = uid();
    dropSchema(`lab/e2eNotes${id}`, {
      kind: 'crud', title: '随手记', perms: { query: 'demo:showcase:query', add: 'demo:showcase:add', edit: 'demo:showcase:edit', delete: 'demo:showcase:delete', import: 'demo:showcase:import' },
      api: { list: `GET /lab/notes${id}`, create: `POST /lab/notes${id}/add`, update: `POST /lab/notes${id}/edit/{id}`, remove: `DELETE /lab/notes${id}/delete/{id}`, detail: `GET /lab/notes${id}/{id}`, import: `POST /lab/notes${id}/_import` },
      model: { type: 'object', required: ['title'], properties: {
        title: { type: 'string', title: '标题', maxLength: 20 },
        // A mobile is masked on every screen (schemas:check refuses one without x-mask, issue 25).
        mobile: { type: 'string', title: '联系电话', maxLength: 11, format: 'mobile', 'x-mask': 'mobile' },
        level: { type: 'integer', title: '状态', 'x-dict': 'status', default: 1 },
      } },
      search: { fields: ['level'], keywords: ['title'] },
      list: { columns: ['title', 'mobile', { field: 'level', format: 'dict' }], rowActions: ['edit', 'delete'], toolbar: ['create', 'import'] },
      storage: { table: `lab_e2e_note_${id}` },
    });
    const path = addMenu(`随手记${id}`, `lab/e2eNotes${id}`, ['ADMIN']);
    await signIn(page);
    await page.goto('/dashboard');
    await page.getByTestId('side-menu').getByText(`随手记${id}`).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('crud-table')).toContainText('暂无数据');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    await field(page, '标题').locator('input').fill('第一条');
    await dialog(page).getByRole('button', { name: /保\s*存/ }).click();
    await expect(row(page, '第一条')).toContainText('启用');

    await row(page, '第一条').getByRole('button', { name: '编辑' }).click();
    await field(page, '标题').locator('input').fill('第一条（改）');
    await pressUntilClosed(dialog(page), /保\s*存/);
    await expect(row(page, '第一条（改）')).toBeVisible();

    await page.getByRole('button', { name: /导\s*入/ }).click();
    const importDialog = page.getByTestId('import-dialog');
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await importDialog.locator('input[type=file]').setInputFiles({ name: 'bad.xlsx', mimeType: type, buffer: await xlsx([['标题 *', '联系电话'], ['甲', '13500000001'], ['乙', 'not-a-phone']]) });
    await expect(importDialog.locator('tbody tr.ant-table-row').first()).toContainText('联系电话');
    await importDialog.locator('input[type=file]').setInputFiles({ name: 'good.xlsx', mimeType: type, buffer: await xlsx([['标题 *', '联系电话'], ['甲', '13500000001'], ['乙', '13500000002']]) });
    await expect(page.getByTestId('import-result')).toContainText('导入成功：2 条');
    await closeDialog(importDialog);

    await page.getByTestId('search-form').locator('input').first().fill('乙');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(page.getByTestId('crud-table').locator('tbody tr.ant-table-row')).toHaveCount(1);

    await row(page, '乙').getByRole('button', { name: '删除' }).click();
    await confirmOk(page);
    await expect(page.getByTestId('crud-table')).toContainText('暂无数据');

    // A broken save (issue 26 B3): the screen keeps working on its last good version, and whoever
    // may edit menus sees what is wrong, by file and pointer; the list still answers.
    dropRawSchema(`lab/e2eNotes${id}`, '{ "kind": "crud", "title": "随手记", }');
    await expect.poll(async () => (await (await page.request.get(`/v1/api/screens/lab/e2eNotes${id}`, { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('adminkp_admin_token'))}` } })).json()).data.broken?.length ?? 0).toBe(1);
    await page.reload();
    const broken = page.getByTestId('schema-broken');
    await expect(broken).toContainText('仍在使用上一个可用版本');
    await expect(broken).toContainText(`lab/e2eNotes${id}.json /`);
    await expect(broken).toContainText('不是合法的 JSON');
    await expect(page.getByTestId('crud-table')).toContainText('甲');
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/schema-broken-save-1440.png' });
  });

  test('a search matching more than 10,000 records says 约 and still pages to its real last page', async ({ page }) => {
    const id = uid();
    const table = `lab_e2e_crowd_${id}`;
    dropSchema(`lab/e2eCrowd${id}`, {
      kind: 'crud', title: '大名单', perms: { query: 'demo:showcase:query' }, api: { list: `GET /lab/crowd${id}` },
      model: { type: 'object', required: ['title'], properties: {
        title: { type: 'string', title: '标题', maxLength: 20 },
        level: { type: 'integer', title: '状态', 'x-dict': 'status', default: 1 },
      } },
      search: { fields: ['level'] },
      list: { columns: ['title', { field: 'level', format: 'dict' }] },
      storage: { table },
    });
    const path = addMenu(`大名单${id}`, `lab/e2eCrowd${id}`, ['ADMIN']);
    await signIn(page);
    await page.goto(path);
    await expect(page.getByTestId('crud-table')).toContainText('暂无数据');
    // 10,050 records, 30 of them 停用, written behind the server's back.
    withDatabase((db) => {
      const insert = db.prepare(`insert into ${table} (title, level, created_at, updated_at) values (?, ?, 0, 0)`);
      db.transaction(() => { for (let i = 1; i <= 10_050; i++) insert.run(`第${i}条`, i <= 30 ? 0 : 1); })();
    });
    await page.reload();
    const pager = page.locator('.ant-pagination-total-text');
    await expect(pager).toHaveText('共 10,050 条');
    await pickOption(page, page.getByTestId('search-form').locator('.ant-select').first(), '启用');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(pager).toHaveText('约 10,020 条');
    // The last page is the real one: the oldest 启用 records, 31st to 40th.
    await page.locator('.ant-pagination-item').last().click();
    await expect(row(page, '第31条')).toBeVisible();
    await pickOption(page, page.getByTestId('search-form').locator('.ant-select').first(), '停用');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(pager).toHaveText('共 30 条');
  });

  test('a broken schema shows its problems, never a blank page', async ({ page }) => {
    const id = uid();
    dropSchema(`lab/e2eBroken${id}`, { kind: 'crud', title: '坏页面', perms: { query: 'demo:showcase:query' }, api: { list: 'GET /lab/broken' }, model: { type: 'object', properties: { a: { type: 'string', title: 'A', 'x-component': 'Selct' } } }, list: { columns: ['a'] } });
    const path = addMenu(`坏页面${id}`, `lab/e2eBroken${id}`, ['ADMIN']);
    await signIn(page);
    await page.goto(path);
    await expect(page.getByTestId('schema-problems')).toContainText('「Selct」不是可用的值，你是不是想写「Select」？');
    await expect(page.getByTestId('schema-problems')).toContainText('/model/properties/a/x-component');
  });
});

test.describe('permissions on a schema screen', () => {
  test('a user holding only the query permission sees the list without its buttons, and the API refuses the writes', async ({ page }) => {
    const path = addMenu(`只读示例${uid()}`, 'demo/showcase', ['HR'], ['demo:showcase:query']);
    await signIn(page, 'hr01');
    await page.goto(path);
    await expect(page.getByTestId('crud-table')).toBeVisible();
    for (const name of [/新\s*增/, /导\s*入/, /导\s*出/]) await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByTestId('crud-table').getByRole('button', { name: '删除' })).toHaveCount(0);
    const token = await page.evaluate(() => localStorage.getItem('hr01kp_admin_token'));
    const res = await page.request.post('/v1/api/demo/showcase/add', { headers: { authorization: `Bearer ${token}` }, data: { name: '越权', mobile: '13800000000', gender: 1 } });
    expect(res.status()).toBe(403);
  });
});

test.describe('dictionaries', () => {
  test('a new dictionary entry shows in x-dict fields without a rebuild', async ({ page }) => {
    await signIn(page);
    await page.goto('/system/dictItem');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await pickOption(page, field(page, '字典编码').locator('.ant-select'), '学历');
    const entry = `博士${uid()}`;
    await field(page, '名称').locator('input').fill(entry);
    await field(page, '值').locator('input').fill(`6${uid()}`);
    await dialog(page).getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog(page)).toHaveCount(0);
    await page.getByTestId('search-form').locator('input').first().fill(entry);
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(row(page, entry)).toBeVisible();
    await page.goto('/demo/showcase');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await field(page, '学历').locator('.ant-select').click();
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toContainText(entry);
  });
});
