import type { Page } from '@playwright/test';
import { apiLogin, expect, signIn, test } from './fixtures.ts';

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

/** Each card's action buttons that do not fit the phone's width (none may: issue 26 D7). */
const actionsOffScreen = (page: Page, width: number) => page.getByTestId('crud-card').evaluateAll((cards, right) => cards.flatMap((card) =>
  [...card.querySelectorAll('[data-testid="card-actions"] button')].filter((b) => b.getBoundingClientRect().right > right || b.getBoundingClientRect().left < 0).map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '')), width);

// On a phone (390×844): the sidebar is a drawer, a card per row, filters behind a button, dialogs fit with labels above values.
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
    // A card per row, no wide table; every row's actions within the screen.
    await expect(page.getByTestId('crud-card').first()).toBeVisible();
    await expect(page.getByTestId('crud-table')).toHaveCount(0);
    expect(await actionsOffScreen(page, 390)).toEqual([]);
    await expect(page.getByTestId('crud-card').first().getByRole('button', { name: '编辑' })).toBeInViewport();
    // The filters wait behind 筛选; a search closes them again and the button counts what is set.
    await expect(page.getByTestId('search-form')).toBeHidden();
    await page.screenshot({ path: 'test-results/screenshots/phone-users.png', fullPage: true });
    await page.getByTestId('filter-toggle').click();
    await expect(page.getByTestId('search-form')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/phone-users-filters.png', fullPage: true });
    await page.getByTestId('search-form').locator('input').first().fill('admin');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(page.getByTestId('search-form')).toBeHidden();
    await expect(page.getByTestId('filter-toggle')).toHaveText(/筛选（1）/);
    await expect(page.getByTestId('crud-card')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByTestId('record-dialog').locator('.ant-modal');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // Each label's text left-aligned above its control.
    await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
    const misplaced = await dialog.locator('.ant-formily-item').evaluateAll((items) => items.flatMap((item) => {
      const label = item.querySelector('.ant-formily-item-label-content');
      const control = item.querySelector('.ant-formily-item-control');
      if (!label || !control) return [];
      const [l, c] = [label.getBoundingClientRect(), control.getBoundingClientRect()];
      return l.bottom <= c.top + 1 && Math.abs(l.left - c.left) <= 2 ? [] : [item.textContent ?? ''];
    }));
    expect(misplaced).toEqual([]);
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

// The business screens built so far, as a recruiter (hr01) and as admin, at 1440×900 and on a phone,
// light and dark, Chinese and English (issue 11's screenshots, growing). Each waits for its rows.
const BUSINESS = [['hr01', '/dashboard'], ['hr01', '/talents/list'], ['hr01', '/talents/apply'], ['hr01', '/talents/report'], ['admin', '/company/list'], ['admin', '/company/post'], ['finance01', '/finance/recharge'], ['finance01', '/finance/salary'],
  ['admin', '/talents/seal'], ['admin', '/talents/contractTemplate'], ['hr01', '/talents/contract'], ['hr01', '/talents/contractList'],
  // What issue 26 changed besides: 从页面生成菜单和按钮, dictionary entries' English labels, a multiple choice.
  ['admin', '/system/menu'], ['admin', '/system/dictItem'], ['admin', '/demo/showcase'], ['admin', '/system/config']] as const;
// Each size in both languages (their labels' lengths are what the layout checks meet) and both
// themes: Chinese light and English dark. The other pairs repeat a language's layout in the other
// theme's colours, and cost CI a minute and a half apiece on its machine.
const LOOKS = [['light', 'zh-cn', 1440, 900], ['dark', 'en', 1440, 900], ['light', 'zh-cn', 390, 844], ['dark', 'en', 390, 844]] as const;
for (const [theme, language, width, height] of LOOKS) {
  test(`screenshots of the business screens, ${theme}, ${language}, ${width}×${height}`, async ({ browser }) => {
    // Sixteen screens: more than the default 30 s on CI's machine.
    test.setTimeout(180_000);
    // One browser per user, signed in once; each screen is a fresh load in it.
    const pages = new Map<string, Page>();
    for (const [user, path] of BUSINESS) {
      let page = pages.get(user);
      if (!page) {
        const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' });
        page = await context.newPage();
        await page.addInitScript(([mode, lang]) => localStorage.setItem('kp_admin_settings', JSON.stringify({ theme: mode, language: lang })), [theme, language]);
        await signIn(page, user);
        pages.set(user, page);
      }
      // The showcase has no seeded rows: one with a multiple choice (issue 26 B1) to show.
      if (path === '/demo/showcase') {
        const token = await apiLogin(page);
        const res = await page.request.post('/v1/api/demo/showcase/add', { headers: { authorization: `Bearer ${token}` }, data: { name: `示例${theme}${width}`, mobile: '13912345678', gender: 2, education: '4', industries: ['3', '9'], active: true, salary: 6500.5 } });
        expect((await res.json()).code).toBe('00000');
      }
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByText('该页面尚未构建')).toHaveCount(0);
      // Not a list: the home (its due follow-ups) and 系统配置 (its known keys).
      const home = path === '/dashboard' || path === '/system/config';
      if (path === '/dashboard') await expect(page.getByTestId('due-item').first()).toBeVisible();
      else if (home) {
        await expect(page.getByTestId('config-meaning').first()).toBeVisible();
        // Each key's meaning in the console's language (issue 26 D8).
        if (language === 'en') await expect(page.getByTestId('config-meaning').first()).not.toContainText(/[\u4e00-\u9fff]/);
      }
      else if (width < 768) await expect(page.getByTestId('crud-card').first()).toBeVisible();
      else await expect(page.getByTestId('crud-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await expect(page.locator('#nprogress')).toHaveCount(0);
      await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
      await page.screenshot({ path: `test-results/screenshots/${path.slice(1).replace(/\//g, '-')}-${user}-${theme}-${language}-${width}.png`, fullPage: width < 768 });
      if (width < 768) {
        // A phone scrolls down, never sideways, and every row's actions are within reach.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // The list's title stays whole beside its toolbar's buttons, however many rows they wrap to.
        if (!home) {
          expect(await actionsOffScreen(page, width), `${path} as ${user}`).toEqual([]);
          const shown = await page.getByTestId('crud-cards').evaluate((cards) => {
            const title = cards.closest('.ant-card')!.querySelector(':scope > .ant-card-head .ant-card-head-title')!;
            return { text: title.textContent ?? '', width: title.clientWidth, needs: title.scrollWidth };
          });
          expect(shown.width > 0 && shown.needs <= shown.width + 1, `${path} as ${user}: ${JSON.stringify(shown)}`).toBe(true);
        }
      } else if (!home) {
        // 操作 is fixed at the right: it must not sit over the last data column — scrolled to the
        // end where the columns are wider than the screen (the menu's), at once where they fit.
        await page.getByTestId('crud-table').locator('.ant-table-content, .ant-table-body').first().evaluate((box) => { box.scrollLeft = box.scrollWidth; });
        const headers = page.getByTestId('crud-table').locator('thead th:not(.ant-table-cell-scrollbar)');
        const actions = await headers.last().boundingBox();
        const lastData = await headers.nth(await headers.count() - 2).boundingBox();
        expect(lastData!.x + lastData!.width, `${path} as ${user}`).toBeLessThanOrEqual(actions!.x + 1);
        // No column's title is cut, and every tag (a dictionary's label) fits its cell whole.
        const cut = await page.getByTestId('crud-table').evaluate((table) => [
          ...[...table.querySelectorAll('thead th, thead .ant-table-column-title')].filter((th) => th.scrollWidth > th.clientWidth + 1).map((th) => `title ${th.textContent}`),
          ...[...table.querySelectorAll('tbody td .ant-tag')].filter((tag) => {
            const cell = tag.closest('td')!;
            return tag.getBoundingClientRect().right > cell.getBoundingClientRect().right - parseFloat(getComputedStyle(cell).paddingRight) + 1 || cell.scrollWidth > cell.clientWidth + 1;
          }).map((tag) => `tag ${tag.textContent}`),
        ]);
        expect([...new Set(cut)], `${path} as ${user}`).toEqual([]);
        // Each search field's control stays inside its column, whatever its label's length (English ones are long).
        const spill = await page.getByTestId('search-form').locator('.ant-formily-item').evaluateAll((items) => items.flatMap((item) => {
          const control = item.querySelector('.ant-formily-item-control');
          return control && control.getBoundingClientRect().right > item.getBoundingClientRect().right + 1 ? [item.textContent ?? ''] : [];
        }));
        expect(spill, `${path} as ${user}`).toEqual([]);
      }
    }
    for (const page of pages.values()) await page.context().close();
  });
}

// The detail views with their related lists: a talent's follow-ups as a timeline, a company's posts and placed talents.
test('screenshots of a talent\'s and a company\'s detail with their related lists, 1440×900', async ({ browser }) => {
  for (const [user, path, related] of [['hr01', '/talents/list', 'related-talents/follow'], ['admin', '/company/list', 'related-company/post']] as const) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await signIn(page, user);
    await page.goto(path);
    const first = page.getByTestId('crud-table').locator('tbody tr.ant-table-row').first();
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: '查看', exact: true }).click();
    const dialog = page.getByTestId('record-dialog');
    await expect(dialog.getByTestId(related)).toBeVisible();
    await expect(dialog.getByTestId(related).locator('.ant-spin')).toHaveCount(0);
    // Opened (no zoom left), and scrolled to the related list.
    await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
    await dialog.getByTestId(related).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/${path.slice(1).replace(/\//g, '-')}-detail-${user}.png` });
    await context.close();
  }
});
