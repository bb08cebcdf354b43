import { expect, signIn, test } from './fixtures.ts';

const cases = [
  { user: 'admin', visible: ['新增用户', '删除用户', '导出人才', '导入工资', '认领或转移人才'], canExport: '是' },
  { user: 'hr01', visible: ['导出人才', '认领或转移人才'], canExport: '是' },
  { user: 'finance01', visible: ['导入工资'], canExport: '否' },
];

test.describe('<Auth> and usePerms (SPEC §5)', () => {
  for (const { user, visible, canExport } of cases) {
    test(`${user} sees only the buttons their permissions allow`, async ({ page }) => {
      await signIn(page, user);
      await page.goto('/demo/permission');
      const buttons = page.getByTestId('gated-buttons').getByRole('button');
      await expect(buttons).toHaveText(visible);
      await expect(page.getByTestId('can-export')).toHaveText(canExport);
    });
  }
});
