import { expect, signIn, test } from './fixtures.ts';

test.describe('navigation rules (SPEC §2)', () => {
  test('without a token every route but /login goes to /login', async ({ page }) => {
    for (const path of ['/', '/dashboard', '/system/user', '/no/such/page']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login(\?|$)/);
    }
    await expect(page.getByPlaceholder('用户名')).toBeVisible();
  });

  test('with a token /login goes to / and / goes to /dashboard', async ({ page }) => {
    await signIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('greeting')).toContainText('系统管理员');
  });

  test('the page title is the system name, then " | ", then the route title', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('快聘管理系统 | 登录');
    await signIn(page);
    await page.goto('/system/role');
    await expect(page).toHaveTitle('快聘管理系统 | 角色管理');
    await page.goto('/dashboard');
    await expect(page).toHaveTitle('快聘管理系统 | 首页');
  });

  test('an unknown route goes back to the previous route, or to /404 when there is none', async ({ page }) => {
    await signIn(page);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    await page.goto('/static/company');
    await expect(page.getByTestId('page-screen')).toBeVisible();
    await page.evaluate(() => { window.history.pushState({}, '', '/still/not/here'); window.dispatchEvent(new PopStateEvent('popstate')); });
    await expect(page).toHaveURL(/\/static\/company$/);
  });

  test('a deep link with a token loads the profile and routes first, then lands there', async ({ page }) => {
    await signIn(page);
    const calls: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/v1/api/account/')) calls.push(new URL(r.url()).pathname); });
    await page.goto('/static/company');
    await expect(page).toHaveURL(/\/static\/company$/);
    await expect(page.getByTestId('page-screen')).toBeVisible();
    // Both asked for once, side by side; the routes are added once the profile's roles are in (SPEC §2).
    expect(calls.sort()).toEqual(['/v1/api/account/profile', '/v1/api/account/routes']);
  });

  test('a token the server refuses is reset and the user goes to /login', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('kp_e2e_seeded')) return;
      sessionStorage.setItem('kp_e2e_seeded', '1');
      sessionStorage.setItem('kp_admin_username', 'admin');
      localStorage.setItem('adminkp_admin_token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged');
    });
    await page.goto('/system/user');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('adminkp_admin_token'))).toBeNull();
  });

  test('a profile without roles fails with the spec\'s message and goes to /login', async ({ page }) => {
    await signIn(page);
    await page.route('**/v1/api/account/profile', (route) =>
      route.fulfill({ json: { code: '00000', msg: '成功', data: { userId: 1, username: 'admin', nickname: 'x', avatar: null, roles: [], perms: [] } } }));
    await page.goto('/dashboard');
    await expect(page.getByText('roles must be a non-null array!')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a profile with no data fails with the spec\'s message', async ({ page }) => {
    await signIn(page);
    await page.route('**/v1/api/account/profile', (route) => route.fulfill({ json: { code: '00000', msg: '成功', data: null } }));
    await page.goto('/dashboard');
    await expect(page.getByText('Verification failed, please Login again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a progress bar without a spinner runs while routes load', async ({ page }) => {
    await signIn(page);
    await page.route('**/v1/api/account/routes', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    await expect(page.getByTestId('greeting')).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5000 });
  });

  test('routes are kept only for the user\'s roles; ADMIN sees all', async ({ page }) => {
    await signIn(page, 'finance01');
    await page.goto('/dashboard');
    const menu = page.getByTestId('side-menu');
    await expect(menu).toContainText('财务管理');
    await expect(menu).not.toContainText('系统管理');
    await expect(menu).not.toContainText('人才管理');
    // A screen that exists but is not theirs: 403 where they asked, the URL kept.
    await page.goto('/system/user');
    await expect(page).toHaveURL(/\/system\/user$/);
    await expect(page.getByText('抱歉，您没有打开这个页面的权限，如需使用请联系管理员')).toBeVisible();
  });

  test('a route whose meta.roles the user lacks is dropped even if the server sends it', async ({ page }) => {
    await signIn(page, 'finance01');
    await page.route('**/v1/api/account/routes', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.data.push({ path: '/secret', component: 'Layout', meta: { title: '机密', roles: ['ADMIN'] }, children: [{ path: 'x', component: 'system/user', meta: { title: '机密页', roles: ['ADMIN'] } }] });
      await route.fulfill({ json: body });
    });
    await page.goto('/dashboard');
    await expect(page.getByTestId('side-menu')).not.toContainText('机密');
  });

  test('an unknown component path shows the 404 screen inside the layout', async ({ page }) => {
    await signIn(page);
    await page.route('**/v1/api/account/routes', async (route) => {
      const body = await (await route.fetch()).json();
      body.data.push({ path: '/lab', component: 'Layout', meta: { title: '实验室', roles: ['ADMIN'] }, children: [{ path: 'ghost', component: 'no/such/screen', meta: { title: '幽灵页', roles: ['ADMIN'] } }] });
      await route.fulfill({ json: body });
    });
    await page.goto('/lab/ghost');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  });

  test('/redirect/{path} passes straight through', async ({ page }) => {
    await signIn(page);
    await page.goto('/redirect/system/dept');
    await expect(page).toHaveURL(/\/system\/dept$/);
  });

  test('the 401 and 404 pages lead home', async ({ page }) => {
    await signIn(page);
    for (const code of ['401', '404']) {
      await page.goto(`/${code}`);
      await page.getByRole('button', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });
});
