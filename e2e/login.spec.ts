import { PASSWORDS, PORTS } from '../playwright.config.ts';
import { apiLogin, expect, formLogin, MAIN, test } from './fixtures.ts';

const CAPTCHA = `http://127.0.0.1:${PORTS.captcha}`;

test.describe('login page', () => {
  test('shows the system name and logo from GET /app/system/info', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-system-name')).toHaveText('快聘管理系统');
    await expect(page.locator('.kp-login__logo')).toHaveAttribute('src', '/logo.svg');
  });

  test('hides the captcha when the server has it off', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByPlaceholder('用户名')).toBeVisible();
    await expect(page.getByTestId('captcha')).toHaveCount(0);
  });

  test('solves the proof-of-work captcha by itself when the server has it on; a failed login gets a new one', async ({ page }) => {
    const challenges: string[] = [];
    page.on('response', (r) => { if (r.url().endsWith('/v1/api/auth/captcha')) challenges.push(r.url()); });
    await page.goto(`${CAPTCHA}/login`);
    const widget = page.getByTestId('captcha').locator('altcha-widget');
    // Nothing to read or type: the browser's workers solve it, and the widget says so.
    await expect(widget.locator('input[name="altcha"]')).toHaveValue(/^[A-Za-z0-9+/=]{40,}$/, { timeout: 20_000 });
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill('wrong-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.locator('.ant-message')).toContainText('用户名或密码错误');
    await expect.poll(() => challenges.length).toBe(2);
    await expect(widget.locator('input[name="altcha"]')).toHaveValue(/^[A-Za-z0-9+/=]{40,}$/, { timeout: 20_000 });
    await page.getByPlaceholder('密码').fill(PASSWORDS.admin);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('says clearly when the password is wrong, and asks for empty fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    await formLogin(page, 'finance01', 'not-the-password');
    await expect(page.locator('.ant-message')).toContainText('用户名或密码错误');
    await expect(page).toHaveURL(/\/login/);
  });

  test('logs in with Enter and returns to the page asked for', async ({ page }) => {
    await page.goto('/system/config');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fconfig/);
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill((await import('../playwright.config.ts')).PASSWORDS.admin);
    await page.getByPlaceholder('密码').press('Enter');
    await expect(page).toHaveURL(/\/system\/config$/);
  });

  test('switches language: the labels follow', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('language-switch').getByText('English').click();
    await expect(page.getByPlaceholder('Username')).toBeVisible();
    await expect(page.getByPlaceholder('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveTitle('快聘管理系统 | Login');
    await page.reload();
    await expect(page.getByPlaceholder('Username')).toBeVisible();
    await page.getByTestId('language-switch').getByText('简体中文').click();
    await expect(page.getByPlaceholder('用户名')).toBeVisible();
  });
});

test.describe('password-less login (SPEC §2)', () => {
  async function issueCode(page: import('@playwright/test').Page, userId: number) {
    const admin = await apiLogin(page);
    const res = await page.request.post(`${MAIN}/v1/api/auth/noPwd/issue`, { headers: { authorization: `Bearer ${admin}` }, data: { userId } });
    return (await res.json()).data as { code: string; loginUrl: string; username: string };
  }

  test('a URL with parent, user and code logs in and lands inside', async ({ page }) => {
    const issued = await issueCode(page, 3);
    const request = page.waitForRequest((r) => r.url().endsWith('/v1/api/auth/noPwd/login'));
    await page.goto(issued.loginUrl);
    expect((await request).postDataJSON()).toEqual({ username: issued.username, id: issued.code });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('user-menu')).toContainText('王财务');
    expect(await page.evaluate((u) => localStorage.getItem(`${u}kp_admin_token`), issued.username)).toBeTruthy();
  });

  test('a used or wrong code shows the server\'s msg and stays out', async ({ page }) => {
    const issued = await issueCode(page, 4);
    await page.request.post(`${MAIN}/v1/api/auth/noPwd/login`, { data: { username: issued.username, id: issued.code } });
    await page.goto(`/?parent=admin&user=${issued.username}&code=${issued.code}`);
    await expect(page.locator('.ant-message')).toContainText('免密登录码已被使用');
    await expect(page).toHaveURL(/\/login/);
    await page.goto(`/?parent=admin&user=${issued.username}&code=guess`);
    await expect(page.locator('.ant-message')).toContainText('免密登录码无效');
  });
});
