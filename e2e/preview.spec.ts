import { apiLogin, expect, rowAction, signIn, test, uid } from './fixtures.ts';

type Page = import('@playwright/test').Page;
const table = (page: Page) => page.getByTestId('crud-table');
const row = (page: Page, text: string) => table(page).locator('tbody tr.ant-table-row').filter({ hasText: text });
const tab = (page: Page, name: string) => page.getByTestId('view-tabs').getByRole('tab', { name: new RegExp(`^${name}`) });

// Issue 33 §3: admin sees the console as hr01 — hr01's sidebar, masked numbers, 我的人才 with hr01's
// rows, no 转移 — a save is refused, the preview ends, and both ends are in the operation log.
test('admin previews the console as hr01, read-only, and the log holds both ends', async ({ page }) => {
  const id = uid();
  const hr = { authorization: `Bearer ${await apiLogin(page, 'hr01')}` };
  const admin = { authorization: `Bearer ${await apiLogin(page, 'admin')}` };
  const mine = `${139}${String(Date.now()).slice(-8)}`;
  expect((await (await page.request.post('/v1/api/talents/talents/add', { headers: hr, data: { name: `预览我的${id}`, mobile: mine, status: '0', gender: 1 } })).json()).code).toBe('00000');
  const pool = `${137}${String(Date.now() + 7).slice(-8)}`;
  const made = await (await page.request.post('/v1/api/talents/talents/add', { headers: admin, data: { name: `预览公海${id}`, mobile: pool, status: '0', gender: 2 } })).json();
  await page.request.post('/v1/api/actions/talents/list/release', { headers: admin, data: { ids: [made.data.id], form: { reason: '放入公海' } } });

  await signIn(page, 'admin');
  await page.goto('/system/user');
  await page.getByTestId('search-form').locator('input').first().fill('hr01');
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await rowAction(row(page, 'hr01'), '预览视角');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '预览视角' }).click();
  const banner = page.getByTestId('preview-banner');
  await expect(banner).toContainText('正在以「李招聘」的视角预览（只读），由 系统管理员 发起');
  // hr01's sidebar: talents yes, system administration no.
  await expect(page.getByTestId('sidebar')).toContainText('人才管理');
  await expect(page.getByTestId('sidebar')).not.toContainText('系统管理');
  await page.goto('/talents/list');
  await expect(tab(page, '我的人才')).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, `预览我的${id}`)).toContainText(mine);
  await expect(table(page)).not.toContainText(`预览公海${id}`);
  await expect(page.getByRole('button', { name: /转移/ })).toHaveCount(0);
  await tab(page, '公海').click();
  await page.getByTestId('search-form').locator('input').first().fill(`预览公海${id}`);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(row(page, `预览公海${id}`)).toContainText(`${pool.slice(0, 3)}****${pool.slice(-4)}`);
  await page.screenshot({ path: 'test-results/screenshots/preview-as-hr01.png' });
  // A save is refused, in words.
  await tab(page, '我的人才').click();
  await page.getByTestId('search-form').locator('input').first().fill(`预览我的${id}`);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await rowAction(row(page, `预览我的${id}`), '编辑');
  const dialog = page.getByTestId('record-dialog');
  await dialog.locator('.ant-formily-item').filter({ has: page.locator('label:text-is("姓名")') }).locator('input').fill(`改名${id}`);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ant-message')).toContainText('正在以「hr01」的视角预览，只能查看：不能保存或改动');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  // Leaving a changed form asks first.
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '放弃修改' }).click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await expect(dialog).toBeHidden();
  // The preview ends: admin again, and the log says when it started and ended.
  await banner.getByRole('button', { name: '结束预览' }).click();
  await expect(page).toHaveURL(/\/system\/user/);
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  await expect(page.getByTestId('sidebar')).toContainText('系统管理');
  const logs = await (await page.request.get('/v1/api/system/logs?pageSize=30', { headers: admin })).json();
  const lines = logs.data.list.map((r: { username: string; summary: string }) => `${r.username}：${r.summary}`);
  expect(lines).toEqual(expect.arrayContaining(['admin：开始以「李招聘」（hr01）的视角预览', 'admin：结束以「hr01」的视角预览']));
  const kept = await (await page.request.get(`/v1/api/talents/talents?keywords=${encodeURIComponent(`预览我的${id}`)}`, { headers: hr })).json();
  expect(kept.data.list[0].name).toBe(`预览我的${id}`);
});
