import { xlsx } from './backdoor.ts';
import { apiLogin, closeDialog, confirmOk, expect, rowAction, signIn, test, uid } from './fixtures.ts';

type Page = import('@playwright/test').Page;
const table = (page: Page) => page.getByTestId('crud-table');
const row = (page: Page, text: string) => table(page).locator('tbody tr.ant-table-row').filter({ hasText: text });
const tab = (page: Page, name: string) => page.getByTestId('view-tabs').getByRole('tab', { name: new RegExp(`^${name}`) });

/** A talent put in the pool by admin (created, then released with a reason), by API. */
async function poolTalent(page: Page, token: string, name: string, mobile: string) {
  const auth = { authorization: `Bearer ${token}` };
  const made = await (await page.request.post('/v1/api/talents/talents/add', { headers: auth, data: { name, mobile, status: '0' } })).json();
  expect(made.code, made.msg).toBe('00000');
  const released = await (await page.request.post('/v1/api/actions/talents/list/release', { headers: auth, data: { ids: [made.data.id], form: { reason: '放入公海' } } })).json();
  expect(released.code, released.msg).toBe('00000');
  return made.data.id as number;
}

test('a recruiter (仅本人) finds a pool talent by keyword, sees its number masked, claims it, and has no 转移', async ({ page }) => {
  const id = uid();
  const admin = await apiLogin(page);
  const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await poolTalent(page, admin, `池中人${id}`, mobile);
  await signIn(page, 'hr01');
  await page.goto('/talents/list');
  await expect(tab(page, '我的人才')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('view-tabs')).not.toContainText('全部');
  await tab(page, '公海').click();
  await page.getByTestId('search-form').locator('input').first().fill(`池中人${id}`);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(table(page).locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(row(page, `池中人${id}`)).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  await expect(row(page, `池中人${id}`).getByRole('button', { name: '转移' })).toHaveCount(0);
  // One number asked for whole, explicitly (the server logs it as 查看号码).
  await row(page, `池中人${id}`).getByRole('button', { name: /查看完整号码/ }).click();
  await expect(row(page, `池中人${id}`)).toContainText(mobile);
  // Used all day: a button of its own in the row, not folded into 「…」 (issue 26 D6).
  await expect(row(page, `池中人${id}`).getByRole('button', { name: '认领', exact: true })).toBeVisible();
  await rowAction(row(page, `池中人${id}`), '认领');
  await confirmOk(page);
  await expect(page.getByText('已认领 1 个人才')).toBeVisible();
  // Theirs now: gone from the pool, in 我的人才 with the number whole.
  await expect(table(page)).toContainText('暂无数据');
  await tab(page, '我的人才').click();
  await expect(row(page, `池中人${id}`)).toContainText(mobile);
  await expect(page.getByRole('button', { name: /转移/ })).toHaveCount(0);

  // 写跟进 from the row, without opening the record (issue 58): an empty one names what is missing.
  await rowAction(row(page, `池中人${id}`), '写跟进');
  const follow = page.getByRole('dialog').filter({ hasText: `写跟进：池中人${id}` });
  await follow.getByRole('button', { name: /添加跟进/ }).click();
  await expect(follow).toContainText('请填写跟进内容');
  await follow.locator('textarea').fill(`认领后电话沟通${id}`);
  await follow.getByRole('button', { name: /添加跟进/ }).click();
  await expect(follow).toHaveCount(0);
  // Kept against the talent: its detail's timeline shows it.
  await rowAction(row(page, `池中人${id}`), '查看');
  await expect(page.getByTestId('timeline-item').first()).toContainText(`认领后电话沟通${id}`);
  // The detail shows when the talent was added (detail.fields may name created_at).
  await expect(page.locator('.ant-formily-item').filter({ has: page.locator('label:text-is("创建时间")') })).toContainText(/20\d\d-\d\d-\d\d \d\d:\d\d:\d\d/);
});

test('a manager transfers two talents in a batch to a colleague, with a reason', async ({ page }) => {
  const id = uid();
  const token = await signIn(page);
  const auth = { authorization: `Bearer ${token}` };
  for (const [i, name] of ['转一', '转二'].entries()) {
    const res = await (await page.request.post('/v1/api/talents/talents/add', { headers: auth, data: { name: `${name}${id}`, mobile: `158${String(Date.now() % 1e7).padStart(7, '0')}${i}`, status: '0' } })).json();
    expect(res.code, res.msg).toBe('00000');
  }
  await page.goto('/talents/list');
  await expect(tab(page, '我的人才')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('search-form').locator('input').first().fill(`转`);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  for (const name of ['转一', '转二']) await row(page, `${name}${id}`).locator('.ant-checkbox-input').check();
  await page.locator('[data-action="transfer"]').click();
  const dialog = page.getByTestId('action-dialog');
  const to = dialog.locator('.ant-select');
  await to.click();
  await to.locator('input').fill('李');
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '李招聘' }).click();
  await dialog.locator('textarea').fill('岗位调整，交给李招聘跟进');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已转移 2 个人才')).toBeVisible();
  await tab(page, '全部').click();
  for (const name of ['转一', '转二']) await expect(row(page, `${name}${id}`)).toContainText('李招聘');
});

test('an import with a duplicate mobile and a bad ID number shows both rows\' errors and writes nothing', async ({ page }) => {
  const id = uid();
  const token = await signIn(page, 'hr01');
  const auth = { authorization: `Bearer ${token}` };
  const taken = `136${String(Date.now() % 1e8).padStart(8, '0')}`;
  const existing = await (await page.request.post('/v1/api/talents/talents/add', { headers: auth, data: { name: `已有${id}`, mobile: taken, status: '0' } })).json();
  expect(existing.code, existing.msg).toBe('00000');
  const before = (await (await page.request.get('/v1/api/talents/talents?view=mine&pageSize=1', { headers: auth })).json()).data.total;
  const file = await xlsx([
    ['姓名', '手机号', '身份证号', '状态'],
    [`导入甲${id}`, taken, '', '新入库'],
    [`导入乙${id}`, '13800001111', '110101199003071234', '新入库'],
    [`导入丙${id}`, '13800002222', '', '新入库'],
  ]);
  await page.goto('/talents/list');
  await expect(tab(page, '我的人才')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByTestId('import-dialog');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'talents.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await expect(page.getByTestId('import-result')).toContainText('导入失败：2 处错误，未写入任何数据');
  const errors = dialog.locator('.ant-table-tbody tr.ant-table-row');
  await expect(errors).toHaveCount(2);
  await expect(errors.nth(0)).toContainText('2');
  await expect(errors.nth(0)).toContainText(`手机号「${taken.slice(0, 3)}****${taken.slice(-4)}」已存在`);
  await expect(errors.nth(1)).toContainText('3');
  await expect(errors.nth(1)).toContainText('身份证号');
  await closeDialog(dialog);
  // Nothing was written: not even the good third row.
  expect((await (await page.request.get('/v1/api/talents/talents?view=mine&pageSize=1', { headers: auth })).json()).data.total).toBe(before);
  await page.getByTestId('search-form').locator('input').first().fill(`导入`);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(table(page)).not.toContainText(`导入丙${id}`);
});

// Issue 26 D6: admin owns no talents; the list opens on a view with rows, then on the one last picked.
test('a list opens on the first view with rows, then on the view last picked there', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/talents/list');
  await expect(page.getByTestId('view-tabs')).toBeVisible();
  const selected = page.getByTestId('view-tabs').locator('[role=tab][aria-selected=true]');
  await expect(selected).not.toContainText('我的人才');
  await expect(table(page).locator('tbody tr.ant-table-row').first()).toBeVisible();
  // The search shows its first row; 展开 shows the rest, 收起 folds them again.
  const fields = page.getByTestId('search-form').locator('.ant-formily-item:visible');
  const folded = await fields.count();
  await page.getByTestId('search-toggle').click();
  await expect.poll(() => fields.count()).toBeGreaterThan(folded);
  await page.getByTestId('search-toggle').click();
  await expect.poll(() => fields.count()).toBe(folded);
  await tab(page, '全部').click();
  await expect(tab(page, '全部')).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(tab(page, '全部')).toHaveAttribute('aria-selected', 'true');
  await expect(table(page).locator('tbody tr.ant-table-row').first()).toBeVisible();
});

// Issue 26 D5: the onboarding report's grouped totals open whole, and a start date to come reads 待入职.
test('the onboarding report: 另有 N 组 opens every group; statuses follow the dates', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/talents/report');
  const card = page.getByTestId('totals-company_id');
  await expect(card.locator('tbody tr.ant-table-row')).toHaveCount(8);
  const toggle = card.getByTestId('groups-toggle');
  const more = Number((await toggle.textContent())!.match(/\d+/)![0]);
  await toggle.click();
  await expect(card.locator('tbody tr.ant-table-row')).toHaveCount(8 + more);
  await expect(toggle).toHaveText(/收\s*起/);
  await page.screenshot({ path: 'test-results/screenshots/report-groups-open-1440.png', fullPage: true });
  // Every row's status as its dates say (the server's today).
  const token = await page.evaluate(() => localStorage.getItem('adminkp_admin_token'));
  const rows = (await (await page.request.get('/v1/api/talents/reports?pageSize=500', { headers: { authorization: `Bearer ${token}` } })).json()).data.list as Array<{ start_date: string; leave_date: string | null; status: string }>;
  expect(rows.some((r) => r.leave_date && r.leave_date < r.start_date)).toBe(false);
  expect(rows.filter((r) => r.status === '2').every((r) => !r.leave_date)).toBe(true);
});

// Issue 26 D8: in English, dictionary values (statuses, sources, genders) show their English labels.
test('in English the list shows dictionary values by their English labels', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kp_admin_settings', JSON.stringify({ language: 'en' })));
  await signIn(page, 'hr01');
  await page.goto('/talents/list');
  const table = page.getByTestId('crud-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const text = await table.locator('tbody').innerText();
  expect(text).toMatch(/Male|Female/);
  expect(text).not.toMatch(/新入库|跟进中|已报名|男|女/);
});
