import { expect, signIn, test } from './fixtures.ts';
test('probe', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/menu');
  await expect(page.getByTestId('crud-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/menu-desktop.png' });
  const heads = await page.getByTestId('crud-table').locator('thead th').evaluateAll((ths) => ths.map((th) => `${th.textContent}:${Math.round(th.getBoundingClientRect().x)}+${Math.round(th.getBoundingClientRect().width)}`));
  console.log(heads.join(' | '));
});
