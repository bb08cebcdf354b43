import { type APIRequestContext, type Page, type Response, test as base, expect } from '@playwright/test';
import { PASSWORDS, PORTS } from '../playwright.config.ts';
import { type AnswerCheck, answerChecker } from '../server/openapi/answer-check.ts';
import { creditCodeCheck } from '../validators/credit-code.ts';

export { expect };
export const MAIN = `http://127.0.0.1:${PORTS.main}`;

export const passwordOf = (username: string) => (username === 'admin' ? PASSWORDS.admin : PASSWORDS.demo);

/** Logs in through the API (fast) and returns the access token. */
export async function apiLogin(page: Page, username = 'admin', origin = MAIN): Promise<string> {
  const res = await page.request.post(`${origin}/v1/api/auth/login`, { data: { username, password: passwordOf(username) } });
  const body = await res.json();
  if (body.code !== '00000') throw new Error(`login ${username}: ${body.msg}`);
  return body.data.accessToken;
}

/** Puts a session in place as the login page would leave it, before the console loads. */
export async function signIn(page: Page, username = 'admin', origin = MAIN): Promise<string> {
  const token = await apiLogin(page, username, origin);
  await page.addInitScript(([user, jwt]) => {
    // Once per tab: a later logout must stay logged out across reloads.
    if (!sessionStorage.getItem('kp_e2e_seeded')) {
      sessionStorage.setItem('kp_e2e_seeded', '1');
      sessionStorage.setItem('kp_admin_username', user);
      localStorage.setItem(`${user}kp_admin_token`, jwt);
    }
  }, [username, token]);
  return token;
}

/** Logs in through the form, as a person would. */
export async function formLogin(page: Page, username: string, password: string = passwordOf(username)) {
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/**
 * Every test fails on an error the page did not handle (an uncaught exception or an unhandled
 * rejection), in any page it opens, including pages of contexts it makes itself.
 */
/** Each e2e server's OpenAPI document (read as admin), as a checker of answers; the main server's for one whose admin cannot log in by the API (the captcha server). */
const checkers = new Map<string, Promise<AnswerCheck>>();
async function fetchChecker(request: APIRequestContext, origin: string): Promise<AnswerCheck> {
  for (const from of [origin, MAIN]) {
    const login = await (await request.post(`${from}/v1/api/auth/login`, { data: { username: 'admin', password: PASSWORDS.admin } })).json().catch(() => null);
    if (login?.code !== '00000') continue;
    const doc = await (await request.get(`${from}/v1/api/openapi.json`, { headers: { authorization: `Bearer ${login.data.accessToken}` } })).json();
    return answerChecker(doc);
  }
  throw new Error(`no OpenAPI document from ${origin}`);
}
const checkerFor = (request: APIRequestContext, origin: string, fresh = false) => {
  if (fresh || !checkers.has(origin)) checkers.set(origin, fetchChecker(request, origin));
  return checkers.get(origin)!;
};

/** What the console's own traffic is checked for: its calls of the API (and the files it shows), not the page loads. */
const CHECKED_TYPES = new Set(['xhr', 'fetch', 'image', 'media']);

export const test = base.extend<{ failOnPageErrors: void; answersAsDocumented: void }>({
  /**
   * Every answer of /v1/api the console received during a test is checked against the document the
   * server serves (answer-check.ts): the call in it, its status declared, its content type, its
   * JSON body fitting the schema. A screen made during the test (a schema saved) is looked for in a
   * document fetched again.
   */
  answersAsDocumented: [async ({ context, browser, playwright }, use) => {
    const pending: Array<Promise<string | null>> = [];
    const request = await playwright.request.newContext();
    const watch = (response: Response) => {
      const url = new URL(response.url());
      const type = response.request().resourceType();
      if (!url.pathname.startsWith('/v1/api/') || !CHECKED_TYPES.has(type) || response.status() === 304 || url.pathname === '/v1/api/openapi.json') return;
      pending.push((async () => {
        // An answer the test made up (page.route) is not the server's.
        if (!(await response.serverAddr())) return null;
        const contentType = response.headers()['content-type'] ?? '';
        const body = contentType.includes('json') ? await response.json().catch(() => undefined) : undefined;
        if (contentType.includes('json') && body === undefined) return null;
        const method = response.request().method();
        const path = decodeURIComponent(url.pathname);
        const problem = (await checkerFor(request, url.origin))(method, path, response.status(), contentType, body);
        if (!problem?.includes('不在文档中')) return problem;
        return (await checkerFor(request, url.origin, true))(method, path, response.status(), contentType, body);
      })().catch((error: Error) => `${response.url()}: ${error.message}`));
    };
    const watchContext = (c: typeof context) => c.on('response', watch);
    watchContext(context);
    const created = browser.newContext.bind(browser);
    browser.newContext = async (...args) => { const c = await created(...args); watchContext(c); return c; };
    await use();
    browser.newContext = created;
    const problems = [...new Set((await Promise.all(pending)).filter((p): p is string => Boolean(p)))];
    await request.dispose();
    expect(problems, 'answers the API document does not declare').toEqual([]);
  }, { auto: true }],

  failOnPageErrors: [async ({ context, browser }, use) => {
    const errors: string[] = [];
    const watch = (page: Page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const watchContext = (c: typeof context) => { c.pages().forEach(watch); c.on('page', watch); };
    watchContext(context);
    const created = browser.newContext.bind(browser);
    browser.newContext = async (...args) => { const c = await created(...args); watchContext(c); return c; };
    await use();
    browser.newContext = created;
    expect(errors, 'errors the page did not handle').toEqual([]);
  }, { auto: true }],
});

/** A short random suffix, so records and files a test makes are its own when tests repeat or run side by side. */
export const uid = () => Math.random().toString(36).slice(2, 7);

/**
 * The dropdown menu that is open, once it has finished sliding in: clicking an item
 * mid-animation can press and release over different spots.
 */
export async function openedMenu(page: Page) {
  // A menu closed a moment ago may still be sliding out; it is not the one to pick from.
  const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-leave"])');
  await expect(open).toHaveCount(1);
  await expect(open).not.toHaveClass(/-(enter|appear)/);
  return open;
}

/** Picks `text` in an antd Select once its dropdown has settled, and checks the choice took. */
export async function pickOption(page: Page, select: import('@playwright/test').Locator, text: string) {
  await select.click();
  // A long list is virtual (only some options are in the page): narrow it by typing, as a person would.
  const search = select.locator('input.ant-select-selection-search-input:not([readonly])');
  if (await search.count()) await search.fill(text);
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])');
  await expect(dropdown).toHaveCount(1);
  await expect(dropdown).not.toHaveClass(/-(enter|appear)/);
  // A related record may show a second label after its name (胡桂英 · 139****0001 · 上海).
  await dropdown.locator('.ant-select-item-option').getByText(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( · .*)?$`)).first().click();
  await expect(select).toContainText(text);
}

/** Presses a row's action: its own button, or the entry under the row's 更多 menu. */
export async function rowAction(row: import('@playwright/test').Locator, name: string) {
  const page = row.page();
  // The row as rendered now, with its actions (a list reloading re-renders them).
  await expect(row.locator('[data-action]').first()).toBeVisible();
  const inline = row.getByRole('button', { name, exact: true });
  if (await inline.count()) return inline.click();
  await row.getByRole('button', { name: /更\s*多/ }).click();
  const menu = await openedMenu(page);
  await menu.getByRole('menuitem', { name, exact: true }).click();
}

/** A valid unified social credit code (GB 32100-2015) made from `tail`. */
export const creditCode = (tail: string) => {
  const body = `91320500${tail.toUpperCase().replace(/[^0-9A-HJ-NPQRTUWXY]/g, '0').padStart(9, '0').slice(-9)}`;
  return body + creditCodeCheck(body);
};

/**
 * Presses the dialog's button `name` (保存, 关闭) until the dialog has gone: a press while it is
 * still zooming in can miss, so it presses again while the dialog is there, never after.
 */
export async function pressUntilClosed(dialog: import('@playwright/test').Locator, name: RegExp) {
  await expect(dialog.getByRole('button', { name })).toBeVisible();
  await expect(async () => {
    if (await dialog.count()) await dialog.getByRole('button', { name }).click({ timeout: 1000 });
    await expect(dialog).toHaveCount(0, { timeout: 2500 });
  }).toPass({ timeout: 10_000 });
}

export const closeDialog = (dialog: import('@playwright/test').Locator) => pressUntilClosed(dialog, /关\s*闭/);

/**
 * Presses 确定 in the confirm box; a press while it is still zooming in can miss, so it presses
 * again while the box is there, until it has gone (a box already gone needs no press: the last
 * one took, and its zoom-out outlasted the wait).
 */
export const confirmOk = (page: Page) => pressUntilClosed(page.locator('.ant-modal-confirm'), /确\s*定/);

/**
 * Waits for the page's finite CSS animations and transitions to end (the route's fade-in, a button
 * turning enabled): a picture taken during them shows a pale page. Endless ones (a spinner) do not count.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || !Number.isFinite(Number(a.effect?.getComputedTiming().endTime))), undefined, { timeout: 5000 });
}

/**
 * A screen as it is looked at: at 1440 × 900 in light, dark and English (`ready` visible, nothing
 * loading), then at 390 × 844 with nothing wider than the phone; each a screenshot named `shot`.
 */
export async function screenshotEverySize(page: Page, path: string, shot: string, ready: string) {
  for (const [variant, settings] of [['light', {}], ['dark', { theme: 'dark' }], ['en', { language: 'en' }]] as const) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript((saved) => localStorage.setItem('kp_admin_settings', JSON.stringify(saved)), settings);
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await settled(page);
    await page.screenshot({ path: `test-results/screenshots/${shot}-${variant}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `test-results/screenshots/${shot}-390.png`, fullPage: true });
}
