import { apiLogin, expect, screenshotEverySize, signIn, test } from './fixtures.ts';

// Issue 33 §1: the API's OpenAPI document, browsable by whoever holds 接口文档 (admin), in Chromium.
test('admin browses the API document: every call they may make, a screen binding with its model, tried as themselves', async ({ page }) => {
  // Swagger UI (1.5 MB) and admin's document (270 calls) are loaded six times: at four sizes, then to browse.
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/system/apiDoc');
  const doc = page.getByTestId('api-doc');
  // The run's first test: Swagger UI's chunk (1.5 MB) fetched and parsed cold, right after the
  // servers start; on a slow day of the 2-core machine its title was drawn just after 7 s, once.
  await expect(doc.locator('.swagger-ui .info .title')).toContainText('kp-admin API', { timeout: 20_000 });
  const served = await (await page.request.get('/v1/api/openapi.json', { headers: { authorization: `Bearer ${await apiLogin(page, 'admin')}` } })).json();
  const count = Object.values(served.paths as Record<string, object>).reduce((n, item) => n + Object.keys(item).length, 0);
  await expect(page.getByTestId('api-doc-count')).toHaveText(`${count} 个接口`);
  await screenshotEverySize(page, '/system/apiDoc', 'api-doc', '.swagger-ui .info .title');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/system/apiDoc');
  // The talent screen's calls, its create with the model's fields, dictionary labels and money in fen.
  await doc.locator('.swagger-ui .filter input').fill('人才列表');
  const tag = doc.locator('.opblock-tag-section').filter({ hasText: '人才列表（talents/list）' });
  // Filtering opens the matching tag; open it if it is not.
  await expect(async () => {
    if (!(await tag.locator('.opblock').first().isVisible())) await tag.locator('.opblock-tag').click();
    await expect(tag.locator('.opblock').first()).toBeVisible({ timeout: 1000 });
  }).toPass();
  const create = tag.locator('.opblock').filter({ hasText: '/v1/api/talents/talents/add' });
  await create.locator('.opblock-summary').click();
  await expect(create).toContainText('人才新增');
  await create.getByRole('tab', { name: 'Schema' }).first().click();
  // The model's fields; a field opened shows what the document says of it.
  await expect(create.getByRole('tabpanel', { name: 'Schema' })).toContainText('talents_list_create');
  await create.getByRole('button', { name: 'expected_pay', exact: true }).click();
  await expect(create).toContainText('以分为单位');
  await create.getByRole('button', { name: 'gender', exact: true }).click();
  await expect(create).toContainText('1=男');
  await page.screenshot({ path: 'test-results/screenshots/api-doc-admin.png' });
  // 「Try it out」 on the list calls the server as admin: the answer is the envelope with rows.
  const list = tag.locator('.opblock').filter({ has: page.locator('.opblock-summary-path', { hasText: /^\/v1\/api\/talents\/talents$/ }) }).first();
  await list.locator('.opblock-summary').click();
  await list.getByRole('button', { name: 'Try it out' }).click();
  await list.getByRole('button', { name: 'Execute' }).click();
  await expect(list.locator('.responses-wrapper .live-responses-table')).toContainText('"code": "00000"');
});

test('a recruiter may not open 接口文档, and their own document holds no administration call', async ({ page }) => {
  const token = await signIn(page, 'hr01');
  await page.goto('/system/apiDoc');
  await expect(page.getByText(/没有权限|403/).first()).toBeVisible();
  await expect(page.getByTestId('api-doc')).toHaveCount(0);
  const own = await (await page.request.get('/v1/api/openapi.json', { headers: { authorization: `Bearer ${token}` } })).json();
  expect(Object.keys(own.paths)).toContain('/v1/api/talents/talents');
  expect(Object.keys(own.paths).filter((p) => p.startsWith('/v1/api/system/users'))).toEqual([]);
});
