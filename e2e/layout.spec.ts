import { expect, formLogin, signIn, openedMenu, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

type Page = import('@playwright/test').Page;
const tag = (page: Page, path: string) => page.getByTestId('tags-view').locator(`[data-path="${path}"]`);

/** Right-clicks a tab and picks `action` from its open context menu. */
async function onTag(page: Page, path: string, action: string) {
  await tag(page, path).click({ button: 'right' });
  await (await openedMenu(page)).getByRole('menuitem', { name: action, exact: true }).click();
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
}

test.describe('sidebar', () => {
  test('is built from the routes, with nesting and icons, skipping hidden entries', async ({ page }) => {
    await page.goto('/dashboard');
    const menu = page.getByTestId('side-menu');
    await expect(menu.getByRole('menuitem', { name: /首页/ })).toBeVisible();
    await menu.getByText('系统管理').click();
    await expect(menu.getByRole('menuitem', { name: '用户管理' })).toBeVisible();
    await expect(menu.locator('.anticon').first()).toBeVisible();
    await expect(menu).not.toContainText('个人中心');
    await menu.getByRole('menuitem', { name: '字典管理' }).click();
    await expect(page).toHaveURL(/\/system\/dict$/);
  });

  test('remembers being collapsed', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
  });
});

test.describe('header', () => {
  test('shows the system name and logo, and a breadcrumb of where you are', async ({ page }) => {
    await page.goto('/system/role');
    await expect(page.getByTestId('sidebar-logo')).toContainText('快聘管理系统');
    await expect(page.getByTestId('sidebar-logo').locator('img')).toHaveAttribute('src', '/logo.svg');
    await expect(page.getByTestId('breadcrumb')).toHaveText(/首页\s*\/\s*系统管理\s*\/\s*角色管理/);
  });

  test('switches the component size', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByTestId('size-switch').click();
    await (await openedMenu(page)).getByRole('menuitem', { name: '大型' }).click();
    await page.getByTestId('open-settings').click();
    await expect(page.getByTestId('settings-drawer').locator('.ant-select-lg').first()).toBeVisible();
  });

  test('goes fullscreen and back', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: '全屏' }).click();
    await expect(page.getByRole('button', { name: '退出全屏' })).toBeVisible();
    await page.getByRole('button', { name: '退出全屏' }).click();
    await expect(page.getByRole('button', { name: '全屏' })).toBeVisible();
  });

  test('has a user menu with profile, change password, change avatar and logout', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByTestId('user-menu').click();
    const menu = await openedMenu(page);
    for (const item of ['个人中心', '修改密码', '修改头像', '注销登出']) await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    await menu.getByRole('menuitem', { name: '个人中心' }).click();
    await expect(page).toHaveURL(/\/personal\/index$/);
  });
});

test.describe('tags view', () => {
  test('pins the dashboard and opens a tab per visited page', async ({ page }) => {
    await page.goto('/system/user');
    await page.goto('/system/role');
    await expect(tag(page, '/dashboard')).toBeVisible();
    await expect(tag(page, '/dashboard').locator('.kp-tag__close')).toHaveCount(0);
    await page.getByTestId('side-menu').getByRole('menuitem', { name: '部门管理' }).click();
    await expect(tag(page, '/system/role')).toBeVisible();
    await expect(tag(page, '/system/dept')).toHaveAttribute('aria-selected', 'true');
    await tag(page, '/system/role').click();
    await expect(page).toHaveURL(/\/system\/role$/);
  });

  test('closes, closes others, closes left and right from the context menu', async ({ page }) => {
    await page.goto('/dashboard');
    const menu = page.getByTestId('side-menu');
    await menu.getByText('系统管理').click();
    // Pressed until each opens its screen: a press while the submenu still slides can miss.
    for (const [name, path] of [['用户管理', 'user'], ['角色管理', 'role'], ['菜单管理', 'menu'], ['部门管理', 'dept'], ['字典管理', 'dict']]) {
      await expect(async () => {
        await menu.getByRole('menuitem', { name }).click();
        await expect(page).toHaveURL(new RegExp(`/system/${path}$`), { timeout: 1000 });
      }).toPass();
      // As a person does: the next press once this screen shows (a route left before it renders gets no tab).
      await expect(page.getByTestId('tags-view').locator(`[data-path="/system/${path}"]`)).toBeVisible();
    }
    const paths = async () => page.getByTestId('tags-view').locator('[data-path]').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));
    await expect.poll(paths).toEqual(['/dashboard', '/system/user', '/system/role', '/system/menu', '/system/dept', '/system/dict']);

    await onTag(page, '/system/menu', '关闭右侧');
    await expect.poll(paths).toEqual(['/dashboard', '/system/user', '/system/role', '/system/menu']);
    await expect(page).toHaveURL(/\/system\/menu$/);

    await onTag(page, '/system/role', '关闭左侧');
    await expect.poll(paths).toEqual(['/dashboard', '/system/role', '/system/menu']);

    await onTag(page, '/system/menu', '关闭');
    await expect.poll(paths).toEqual(['/dashboard', '/system/role']);
    await expect(page).toHaveURL(/\/system\/role$/);

    await menu.getByRole('menuitem', { name: '用户管理' }).click();
    await onTag(page, '/system/user', '关闭其它');
    await expect.poll(paths).toEqual(['/dashboard', '/system/user']);
  });

  test('closes all but the pinned dashboard; a login as someone else in this tab starts with no one else\'s tabs', async ({ page }) => {
    await page.goto('/dashboard');
    const menu = page.getByTestId('side-menu');
    await menu.getByText('系统管理').click();
    // A press while the submenu is still sliding open can land beside the entry: press until it opens the screen.
    const open = async (name: string, path: RegExp) => {
      await expect(async () => {
        await menu.getByRole('menuitem', { name }).click({ timeout: 1000 });
        await expect(page).toHaveURL(path, { timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await expect(page.getByTestId('tags-view').locator('[data-path]').filter({ hasText: name })).toBeVisible();
    };
    await open('用户管理', /\/system\/user$/);
    await open('角色管理', /\/system\/role$/);
    const paths = async () => page.getByTestId('tags-view').locator('[data-path]').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));
    await onTag(page, '/system/role', '关闭所有');
    await expect.poll(paths).toEqual(['/dashboard']);
    await expect(page).toHaveURL(/\/dashboard$/);

    await open('用户管理', /\/system\/user$/);
    await expect.poll(paths).toEqual(['/dashboard', '/system/user']);
    // The session ends (its token gone); someone else logs in in the same tab, without a reload.
    await page.evaluate(() => localStorage.removeItem(`${sessionStorage.getItem('kp_admin_username')}kp_admin_token`));
    await page.evaluate(() => { window.history.pushState({}, '', '/system/role'); window.dispatchEvent(new PopStateEvent('popstate')); });
    await expect(page).toHaveURL(/\/login/);
    await formLogin(page, 'hr01');
    // Back where the session ended: a screen hr01 may not open, so 403 there; then home.
    await expect(page.getByText('抱歉，您没有打开这个页面的权限，如需使用请联系管理员')).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(paths).toEqual(['/dashboard']);
  });

  test('keeps a keepAlive page\'s state across tab switches, and refresh starts it afresh', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('greeting')).toBeVisible();
    // Mark the mounted page; a remount would lose the mark.
    await page.getByTestId('greeting').evaluate((el) => el.setAttribute('data-mark', 'kept'));
    await page.getByTestId('side-menu').getByText('官网内容').click();
    // A press while the submenu is still sliding open can land beside the entry: press until it opens the screen.
    await expect(async () => {
      await page.getByTestId('side-menu').getByRole('menuitem', { name: '公司介绍' }).click({ timeout: 1000 });
      await expect(page).toHaveURL(/\/static\/company$/, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByTestId('page-screen')).toBeVisible();
    await page.getByTestId('page-screen').evaluate((el) => el.setAttribute('data-mark', 'kept'));
    await tag(page, '/dashboard').click();
    await expect(page.getByTestId('greeting')).toHaveAttribute('data-mark', 'kept');
    await tag(page, '/static/company').click();
    await expect(page.getByTestId('page-screen')).toBeVisible();
    await expect(page.getByTestId('page-screen')).not.toHaveAttribute('data-mark', 'kept');

    await tag(page, '/dashboard').click();
    await onTag(page, '/dashboard', '刷新');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('greeting')).toBeVisible();
    await expect(page.getByTestId('greeting')).not.toHaveAttribute('data-mark', 'kept');
  });
});

// Issue 26 D10: the header's icon buttons say what they do, on hover and on keyboard focus.
test('the header\'s icon buttons name themselves in a tooltip', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByTestId('greeting')).toBeVisible();
  for (const [id, name] of [['sidebar-toggle', '收起菜单'], ['fullscreen', '全屏'], ['size-switch', '布局大小'], ['language-switch', '语言'], ['open-settings', '布局设置']] as const) {
    const button = page.getByTestId(id);
    await expect(button).toHaveAccessibleName(name);
    await button.hover();
    await expect(page.locator('.ant-tooltip:not(.ant-tooltip-hidden)').filter({ hasText: name })).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(page.locator('.ant-tooltip:not(.ant-tooltip-hidden)')).toHaveCount(0);
  }
  await page.getByTestId('sidebar-toggle').focus();
  await expect(page.locator('.ant-tooltip:not(.ant-tooltip-hidden)').filter({ hasText: '收起菜单' })).toBeVisible();
});
