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
