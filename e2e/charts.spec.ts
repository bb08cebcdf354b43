import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { expect, screenshotEverySize, signIn, test } from './fixtures.ts';

// Issue 28: a chart screen from its schema (schemas/dashboard/pie.json) over the demo data.
test('a chart screen draws its statistic, shows the numbers behind it, exports both, and says when a range is empty', async ({ page }) => {
  await signIn(page);
  await page.goto('/statistics/pie');
  const screen = page.getByTestId('chart-screen');
  await expect(screen).toContainText('占比分析');
  // Drawn: a canvas echarts painted (not a blank box).
  const canvas = page.getByTestId('chart-canvas').locator('canvas');
  await expect(canvas).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/chart-pie.png' });

  // The numbers behind it: a row per source, each a count; their sum is what the API says in all.
  await page.getByTestId('chart-view').getByText('表格').click();
  const rows = page.getByTestId('chart-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const shown = (await rows.locator('td:nth-child(2)').allInnerTexts()).map(Number);
  expect(shown.every((n) => Number.isInteger(n) && n > 0)).toBe(true);

  // xlsx: the counts are numbers a SUM adds up.
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('chart-xlsx').click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await xlsx.path())!);
  const sheet = book.worksheets[0];
  const counts = sheet.getColumn(2).values.slice(2) as unknown[];
  expect(counts.every((v) => typeof v === 'number')).toBe(true);
  expect((counts as number[]).reduce((a, b) => a + b, 0)).toBe(shown.reduce((a, b) => a + b, 0));

  // PNG of the chart.
  await page.getByTestId('chart-view').getByText('图表').click();
  await expect(canvas).toBeVisible();
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('chart-png').click()]);
  const bytes = readFileSync((await png.path())!);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');

  // Drill-down: a slice opens the talent list filtered by that source.
  await page.waitForTimeout(1200); // the ring's entry animation
  const box = (await canvas.boundingBox())!;
  const radius = Math.min(box.width, box.height) / 2;
  // The list asks the server for that source's talents only.
  const [asked] = await Promise.all([
    page.waitForRequest((r) => /\/v1\/api\/talents\/talents\?/.test(r.url()) && new URL(r.url()).searchParams.has('source')),
    page.mouse.click(box.x + box.width / 2 + radius * 0.5, box.y + box.height / 2),
  ]);
  await expect(page).toHaveURL(/\/talents\/list\?source=\d/);
  expect(new URL(asked.url()).searchParams.get('source')).toBe(new URL(page.url()).searchParams.get('source'));
  const source = new URL(page.url()).searchParams.get('source');
  const listed = page.getByTestId('crud-table').locator('tbody tr.ant-table-row');
  await expect(listed.first()).toBeVisible();
  await page.goBack();
  await expect(canvas).toBeVisible();
  expect(source).toMatch(/^\d$/);

  // A range with nothing in it: the empty state, never a blank canvas.
  const range = page.getByTestId('chart-range');
  await range.locator('input').first().click();
  await range.locator('input').first().fill('2001-01-01');
  await range.locator('input').nth(1).click();
  await range.locator('input').nth(1).fill('2001-01-31');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chart-empty')).toContainText('所选日期内没有数据');
  await expect(canvas).toHaveCount(0);
});

test('报名统计 opens on the days its applications span (range.default data), not on an empty last month', async ({ page }) => {
  await signIn(page);
  const [answered] = await Promise.all([
    page.waitForResponse((r) => /\/v1\/api\/stats\/dashboard\/apply/.test(r.url())),
    page.goto('/statistics/apply'),
  ]);
  const { data } = await answered.json();
  // Asked with no range, the server said where the data lies, and the picker shows that.
  expect(new URL(answered.url()).searchParams.has('from')).toBe(false);
  const range = page.getByTestId('chart-range');
  await expect(range.locator('input').first()).toHaveValue(data.from);
  await expect(range.locator('input').nth(1)).toHaveValue(data.to);
  await expect(page.locator('[data-testid="chart-canvas"][data-drawn] canvas, [data-testid="chart-empty"]').first()).toBeVisible();
});

test('the six 统计分析 screens each draw: light, dark and English at 1440 × 900, and at 390 px', async ({ page }) => {
  // Twenty-four loads, each pictured once its chart and the page's fade-in have ended.
  test.setTimeout(120_000);
  await signIn(page);
  for (const chart of ['bar', 'apply', 'report', 'funnel', 'pie', 'radar']) {
    // Either drawn or saying there is nothing in the default range; never a blank box or an error.
    await screenshotEverySize(page, `/statistics/${chart}`, `chart-${chart}`, '[data-testid="chart-canvas"][data-drawn] canvas, [data-testid="chart-empty"]');
    await expect(page.locator('.ant-result-error')).toHaveCount(0);
  }
  // In English the groups are named in English where the dictionary has it (talent sources) — the table behind the pie.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => localStorage.setItem('kp_admin_settings', JSON.stringify({ language: 'en' })));
  await page.goto('/statistics/pie');
  await page.locator('.ant-picker-range').click();
  await page.locator('.ant-picker-presets li').last().click();
  await page.getByTestId('chart-view').getByText('Table').click();
  await expect(page.locator('.ant-table')).toContainText(/Douyin|WeChat account|Street|Referral|Job site|Import|Robot call/);
  await expect(page.locator('.ant-table')).not.toContainText(/抖音|公众号|地推|转介绍|招聘网站/);
});

test('hr01\'s home: today\'s figures equal what their talent list counts, and follow a new talent', async ({ page }) => {
  const token = await signIn(page, 'hr01');
  const headers = { authorization: `Bearer ${token}` };
  /** Talents hr01's list shows that were made today — their 我的人才 tab and the 公海 tab — read page by page from the list API. */
  const madeToday = async () => {
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    let n = 0;
    for (const view of ['mine', 'pool']) {
      for (let page = 1, seen = 0; ; page++) {
        const body = await (await page_.request.get(`/v1/api/talents/talents?view=${view}&page=${page}&pageSize=100`, { headers })).json();
        n += body.data.list.filter((r: { created_at: number }) => r.created_at >= start.getTime()).length;
        seen += body.data.list.length;
        if (seen >= body.data.total || !body.data.list.length) break;
      }
    }
    return n;
  };
  const page_ = page;
  await page.goto('/dashboard');
  const talents = page.getByTestId('figure-talents');
  await expect(talents).toBeVisible();
  await expect(talents.locator('.ant-statistic-content-value')).toHaveText(String(await madeToday()));
  // No finance figure for a recruiter.
  await expect(page.getByTestId('figure-recharges')).toHaveCount(0);
  await expect(page.getByTestId('today-figures')).toContainText('跟进');
  await page.screenshot({ path: 'test-results/screenshots/home-hr01.png', fullPage: true });

  const add = await page.request.post('/v1/api/talents/talents/add', { headers, data: { name: '今日新人', mobile: `139${String(Date.now()).slice(-8)}`, status: '0' } });
  expect((await add.json()).code).toBe('00000');
  await page.reload();
  await expect(talents.locator('.ant-statistic-content-value')).toHaveText(String(await madeToday()));
  // The card opens the list it counts.
  await talents.click();
  await expect(page).toHaveURL(/\/talents\/list/);
});

test('hr01\'s home: every figure equals what the list it counts shows them for today', async ({ page }) => {
  const token = await signIn(page, 'hr01');
  const headers = { authorization: `Bearer ${token}` };
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const isToday = (value: unknown) => (typeof value === 'number' ? value >= start.getTime() && value < start.getTime() + 86_400_000 : typeof value === 'string' && value.startsWith(today));
  /** Rows of a list API, every page, that meet `where` and whose `time` is today. */
  const counted = async (path: string, time: string, where: Record<string, string> = {}) => {
    let n = 0;
    for (let p = 1, seen = 0; ; p++) {
      const body = await (await page.request.get(`/v1/api${path}${path.includes('?') ? '&' : '?'}page=${p}&pageSize=200`, { headers })).json();
      expect(body.code, body.msg).toBe('00000');
      n += body.data.list.filter((r: Record<string, unknown>) => isToday(r[time]) && Object.entries(where).every(([f, v]) => String(r[f]) === v)).length;
      seen += body.data.list.length;
      if (seen >= body.data.total || !body.data.list.length) return n;
    }
  };
  // Something today in each list hr01 sees: a talent of theirs with a follow-up and an application interviewed today.
  const mobile = `139${String(Date.now()).slice(-8)}`;
  const talent = await (await page.request.post('/v1/api/talents/talents/add', { headers, data: { name: '今日数据', mobile, status: '0' } })).json();
  expect(talent.code, talent.msg).toBe('00000');
  const follow = await (await page.request.post('/v1/api/talents/follows/add', { headers, data: { talent_id: talent.data.id, method: '1', content: '电话沟通，今日首页' } })).json();
  expect(follow.code, follow.msg).toBe('00000');
  // The talent screen's figure is the caller's scope: their own talents and the pool's (two views, no overlap).
  const expected: Record<string, number> = {
    talents: (await counted('/talents/talents?view=mine', 'created_at')) + (await counted('/talents/talents?view=pool', 'created_at')),
    follows: await counted('/talents/follows', 'created_at'),
    applies: await counted('/talents/applies', 'created_at'),
    interviews: await counted('/talents/applies', 'interview_at'),
    hires: await counted('/talents/reports', 'start_date'),
    signed: await counted('/app/contract/sign/list', 'signed_at', { status: '1' }),
  };
  expect(expected.talents).toBeGreaterThan(0);
  expect(expected.follows).toBeGreaterThan(0);
  await page.goto('/dashboard');
  for (const [key, n] of Object.entries(expected)) {
    await expect(page.getByTestId(`figure-${key}`).locator('.ant-statistic-content-value'), key).toHaveText(String(n));
  }
  // A recruiter is shown no finance figure.
  await expect(page.getByTestId('figure-recharges')).toHaveCount(0);
  await expect(page.getByTestId('figure-payroll')).toHaveCount(0);
});

for (const [name, settings] of [['dark', { theme: 'dark' }], ['English', { language: 'en' }]] as const) {
  test(`the bar chart in ${name}, and a range change redraws it with the new range's figures`, async ({ page }) => {
    await page.addInitScript((saved) => localStorage.setItem('kp_admin_settings', JSON.stringify(saved)), settings);
    const token = await signIn(page);
    await page.goto('/statistics/bar');
    await expect(page.getByTestId('chart-canvas').locator('canvas')).toBeVisible();
    if (name === 'English') await expect(page.getByTestId('chart-screen')).toContainText('By department');
    await expect(page.locator('[data-testid="chart-canvas"][data-drawn]')).toBeVisible(); // the bars' entry animation has ended
    await page.screenshot({ path: `test-results/screenshots/chart-bar-${name}.png` });
    // Today only: the chart asks for today's figures and shows them in its table.
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/v1/api/stats/dashboard/bar') && r.url().includes(`from=${day}`)),
      (async () => { await page.locator('.ant-picker-range').click(); await page.locator('.ant-picker-presets li').first().click(); })(),
    ]);
    const body = await answer.json();
    const expected = await (await page.request.get(`/v1/api/stats/dashboard/bar?from=${day}&to=${day}`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(body.data.series.map((s: { total: number }) => s.total)).toEqual(expected.data.series.map((s: { total: number }) => s.total));
  });
}
