import { chromium } from '@playwright/test';
import { CHROMIUM, PORTS } from '../playwright.config.ts';
import { expect, signIn, openedMenu, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const openSettings = async (page: import('@playwright/test').Page) => {
  await page.getByTestId('open-settings').click();
  return page.getByTestId('settings-drawer');
};

const stored = (page: import('@playwright/test').Page) => page.evaluate(() => JSON.parse(localStorage.getItem('kp_admin_settings') ?? 'null'));

test.describe('settings drawer (SPEC §3, §9)', () => {
  test('starts from the spec\'s defaults', async ({ page }) => {
    await page.goto('/dashboard');
    const drawer = await openSettings(page);
    for (const key of ['tagsView', 'sidebarLogo', 'fixedHeader']) await expect(drawer.getByTestId(`setting-${key}`)).toBeChecked();
    await expect(drawer.getByTestId('setting-watermark')).not.toBeChecked();
    await expect(drawer.getByTestId('setting-themeColor')).toHaveValue('#409EFF');
    await expect(drawer.getByTestId('setting-theme').locator('.ant-segmented-item-selected')).toHaveText('浅色');
    await expect(drawer.getByTestId('setting-layout').locator('.ant-segmented-item-selected')).toHaveText('左侧模式');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('turns off the tags view, the sidebar logo and the fixed header, and remembers', async ({ page }) => {
    await page.goto('/dashboard');
    const drawer = await openSettings(page);
    await drawer.getByTestId('setting-tagsView').click();
    await drawer.getByTestId('setting-sidebarLogo').click();
    await drawer.getByTestId('setting-fixedHeader').click();
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
    await expect(page.getByTestId('sidebar-logo')).toHaveCount(0);
    await expect(page.getByTestId('header')).not.toHaveClass(/kp-fixed-header/);
    await page.reload();
    await expect(page.getByTestId('greeting')).toBeVisible();
    await expect(page.getByTestId('tags-view')).toHaveCount(0);
    expect(await stored(page)).toMatchObject({ tagsView: false, sidebarLogo: false, fixedHeader: false });
  });

  test('switches to the top layout', async ({ page }) => {
    await page.goto('/dashboard');
    const drawer = await openSettings(page);
    await drawer.getByText('顶部模式').click();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.locator('[data-layout="top"] .ant-menu-horizontal')).toBeVisible();
    await page.reload();
    await expect(page.locator('[data-layout="top"] .ant-menu-horizontal')).toBeVisible();
  });

  test('applies the dark theme, and auto follows the OS', async ({ page }) => {
    await page.goto('/dashboard');
    const drawer = await openSettings(page);
    // A press while the drawer slides in can be lost (it was once, in a full run): press until it takes.
    await expect(async () => {
      await drawer.getByText('深色').click({ timeout: 1000 });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 2500 });
    }).toPass({ timeout: 10_000 });
    await page.emulateMedia({ colorScheme: 'light' });
    await drawer.getByText('跟随系统').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect((await stored(page)).theme).toBe('auto');
  });

  test('takes a theme colour only as #RRGGBB, asking for a valid 16-bit hex colour', async ({ page }) => {
    await page.goto('/dashboard');
    const drawer = await openSettings(page);
    const input = drawer.getByTestId('setting-themeColor');
    await input.fill('#12G');
    await expect(drawer.getByText('请输入有效的16位十六进制颜色')).toBeVisible();
    expect((await stored(page))?.themeColor ?? '#409EFF').toBe('#409EFF');
    await input.fill('#13c2c2');
    await expect(drawer.getByText('请输入有效的16位十六进制颜色')).toHaveCount(0);
    expect((await stored(page)).themeColor).toBe('#13C2C2');
    await page.keyboard.press('Escape');
    await expect(page.locator('.kp-tag--active')).toHaveCSS('background-color', 'rgb(19, 194, 194)');
  });

  test('shows the system name as a watermark, light black on light and light white on dark', async ({ page }) => {
    await page.goto('/dashboard');
    const drawer = await openSettings(page);
    await drawer.getByTestId('setting-watermark').click();
    // antd paints the watermark as a repeated PNG: the page gets one layer for the name and one for
    // the faded logo, and open drawers get their own.
    const marks = page.locator('div[style*="data:image/png"]');
    await expect.poll(() => page.locator('.kp-watermark div[style*="data:image/png"]').count()).toBeGreaterThanOrEqual(2);
    const light = await marks.first().getAttribute('style');
    await drawer.getByText('深色').click();
    await expect.poll(async () => marks.first().getAttribute('style')).not.toBe(light);
    await drawer.getByTestId('setting-watermark').click();
    await expect(marks).toHaveCount(0);
  });

  test('switches language everywhere: shell strings, antd and dates', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByTestId('language-switch').click();
    await (await openedMenu(page)).getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: /Dashboard/ })).toBeVisible();
    await expect(page.getByTestId('greeting')).toContainText('系统管理员!');
    await expect(page.getByText(/Today is \d{4}-\d{2}-\d{2} (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/)).toBeVisible();
    await page.getByTestId('user-menu').click();
    await (await openedMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm.getByRole('button', { name: 'OK' })).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page).toHaveTitle('快聘管理系统 | Dashboard');
    // The server's menus in English too: sidebar, tab, breadcrumb and browser title.
    const menu = page.getByTestId('side-menu');
    await menu.getByText('System', { exact: true }).click();
    await menu.getByRole('menuitem', { name: 'Users' }).click();
    await expect(page).toHaveTitle('快聘管理系统 | Users');
    await expect(page.getByTestId('tags-view')).toContainText('Users');
    await expect(page.getByTestId('header')).toContainText('System');
  });
});

test.describe('developer-tools blocking', () => {
  // Whether it then fires depends on the blocker's own timing heuristics; what the build
  // decides is whether it runs at all.
  const blocker = /\/assets\/disable-devtool[^/]*\.js$/;

  test('is on in the production build: the blocker loads and starts', async ({ page }) => {
    const loaded = page.waitForRequest((r) => blocker.test(new URL(r.url()).pathname), { timeout: 15_000 });
    await page.goto(`http://127.0.0.1:${PORTS.production}/login`);
    await loaded;
    // It starts without firing at this headless browser: the page stays the login page (issue 26 C:
    // trials' automated browsers were sent to about:blank).
    await expect(page.getByTestId('login-system-name')).toBeVisible();
    await page.waitForTimeout(1500);
    expect(page.url()).toBe(`http://127.0.0.1:${PORTS.production}/login`);
    // A person's browser (no navigator.webdriver) gets the blocker too. Whether its timing checks then
    // fire in a headless browser is chance (seen both ways), so this asserts the load, not the firing;
    // runtime/devtools.test.ts checks that only navigator.webdriver is ignored. A browser of its own:
    // a page the blocker does send away throws as it leaves.
    const person = await chromium.launch(CHROMIUM);
    try {
      const unmarked = await person.newPage();
      await unmarked.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
      const started = unmarked.waitForRequest((r) => blocker.test(new URL(r.url()).pathname), { timeout: 15_000 });
      await unmarked.goto(`http://127.0.0.1:${PORTS.production}/login`);
      await started;
    } finally {
      await person.close();
    }
  });

  test('is off in the test build', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/dashboard');
    await page.waitForTimeout(2500);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('greeting')).toBeVisible();
    expect(requested.filter((path) => blocker.test(path))).toEqual([]);
    const prevented = await page.evaluate(() => !document.body.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })));
    expect(prevented).toBe(false);
  });
});
