import { expect, signIn, test } from './fixtures.ts';

// Artifacts for a reviewer: login and home, light and dark, at 1440×900 (not committed).
for (const theme of ['light', 'dark'] as const) {
  test(`screenshots of login and home, ${theme}`, async ({ page }, info) => {
    await page.addInitScript((mode) => {
      localStorage.setItem('kp_admin_settings', JSON.stringify({ theme: mode }));
    }, theme);
    await page.goto('/login');
    await expect(page.getByTestId('login-system-name')).toHaveText('快聘管理系统');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.screenshot({ path: `test-results/screenshots/login-${theme}.png` });
    await signIn(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('greeting')).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.screenshot({ path: `test-results/screenshots/home-${theme}.png` });
    expect(info.project.use.viewport).toEqual({ width: 1440, height: 900 });
  });
}

// On a phone (390×844): the sidebar is a drawer, the table scrolls sideways, dialogs fit.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('screenshots of login, home, the drawer, a list and a dialog; nothing wider than the screen', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-system-name')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/phone-login.png' });
    await signIn(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('greeting')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/phone-home.png' });
    await page.getByTestId('sidebar-toggle').click();
    const drawer = page.getByTestId('sidebar-drawer');
    await expect(drawer.getByText('系统管理')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/phone-drawer.png' });
    await drawer.getByText('系统管理').click();
    await drawer.getByRole('menuitem', { name: '用户管理' }).click();
    await expect(page).toHaveURL(/\/system\/user$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('crud-table')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/phone-users.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByTestId('record-dialog').locator('.ant-modal');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/screenshots/phone-dialog.png' });
  });
});

// At 1440×900 the fixed 操作 column sits beside the last column, never over it (issue 10 B12).
test('the user list at 1440×900: 操作 does not cover 创建时间', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/user');
  const table = page.getByTestId('crud-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  const created = await table.locator('thead th').filter({ hasText: '创建时间' }).boundingBox();
  const actions = await table.locator('thead th').filter({ hasText: '操作' }).boundingBox();
  expect(created && actions).toBeTruthy();
  await page.screenshot({ path: 'test-results/screenshots/users-desktop.png' });
  expect(created!.x + created!.width).toBeLessThanOrEqual(actions!.x + 1);
});

// The business screens built so far, as a recruiter and as admin (issue 11's screenshots, growing).
for (const [user, path, name] of [['hr01', '/talents/list', 'talents-hr01'], ['admin', '/company/list', 'companies'], ['admin', '/company/post', 'posts']] as const) {
  test(`screenshot of ${path} as ${user} at 1440×900`, async ({ page }) => {
    await signIn(page, user);
    await page.goto(path);
    await expect(page.getByTestId('crud-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByTestId('crud-table').locator('.ant-spin-spinning')).toHaveCount(0);
    await page.screenshot({ path: `test-results/screenshots/${name}.png` });
  });
}
