import { readFileSync } from 'node:fs';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { apiLogin, confirmOk, expect, rowAction, signIn, test, uid } from './fixtures.ts';

type Page = import('@playwright/test').Page;

const CLIP = readFileSync(new URL('./fixtures/clip.mp4', import.meta.url));
const dialog = (page: Page) => page.getByTestId('record-dialog');
const field = (page: Page, label: string) => dialog(page).locator('.ant-formily-item').filter({ has: page.locator(`label:text-is("${label}")`) });
const row = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });

/** A poster: orange with a white band, 1200 × 800. */
const poster = () => sharp({ create: { width: 1200, height: 800, channels: 3, background: '#fa541c' } })
  .composite([{ input: { create: { width: 1200, height: 160, channels: 3, background: '#ffffff' } }, top: 320, left: 0 }]).png().toBuffer();

/** Adds an item to the library through its form: title, file. */
async function addToLibrary(page: Page, title: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await field(page, '标题').locator('input').fill(title);
  await field(page, '文件').locator('input[type=file]').setInputFiles(file);
  await expect(field(page, '文件').getByTestId('file-link')).toBeVisible();
  await dialog(page).getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(row(page, title)).toBeVisible();
}

/** Picks the library item named `title` in the open library browser. */
async function pickFromLibrary(page: Page, title: string) {
  const browser = page.locator('.ant-modal').filter({ hasText: '从素材库选择' }).last();
  await browser.getByLabel('按标题查找素材').fill(title);
  await browser.getByLabel('按标题查找素材').press('Enter');
  await browser.getByRole('button', { name: title, exact: true }).click();
  await expect(browser).toBeHidden();
}

// Issue 29's acceptance: the library, the picture tool, a note and 公司介绍, the public endpoints,
// a used item that cannot go, and HTML that cannot carry a script.
test('material flows from the library through the picture tool into a note and 公司介绍, published to the site', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uid();
  await signIn(page, 'ops01');
  const token = await apiLogin(page, 'ops01');
  const auth = { authorization: `Bearer ${token}` };

  // 1. An image and a video into the library; the server reads their kind, pixels and length.
  await page.goto('/tools/matter');
  await addToLibrary(page, `春招海报 ${tag}`, { name: 'poster.png', mimeType: 'image/png', buffer: await poster() });
  await addToLibrary(page, `岗位短片 ${tag}`, { name: 'clip.mp4', mimeType: 'video/mp4', buffer: CLIP });
  await expect(row(page, `春招海报 ${tag}`)).toContainText('图片');
  await expect(row(page, `岗位短片 ${tag}`)).toContainText('视频');
  await expect(row(page, `岗位短片 ${tag}`)).toContainText('00:01');
  // Its detail plays it.
  await rowAction(row(page, `岗位短片 ${tag}`), '查看');
  await expect(dialog(page).getByTestId('video-player')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/matter-video-detail.png' });
  await dialog(page).getByRole('button', { name: /关\s*闭/ }).click();
  // A PDF: its detail draws its first page.
  const leaflet = await PDFDocument.create();
  const sheet = leaflet.addPage([420, 595]);
  sheet.drawRectangle({ x: 40, y: 400, width: 340, height: 120, color: rgb(0.1, 0.4, 0.9) });
  await addToLibrary(page, `岗位说明 ${tag}`, { name: 'leaflet.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await leaflet.save()) });
  await expect(row(page, `岗位说明 ${tag}`)).toContainText('文档');
  await rowAction(row(page, `岗位说明 ${tag}`), '查看');
  const firstPage = dialog(page).getByTestId('pdf-first-page');
  await expect(dialog(page).getByText('1 / 1')).toBeVisible();
  // The blue box is on the canvas: pdf.js drew the page.
  expect(await firstPage.evaluate((c: HTMLCanvasElement) => {
    const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    let blue = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 2] > 180 && data[i] < 80) blue++;
    return blue;
  })).toBeGreaterThan(1000);
  await dialog(page).getByRole('button', { name: /关\s*闭/ }).click();

  // 2. The picture tool: a square crop with a watermark, saved as a new item.
  await page.goto('/tools/picture');
  await page.getByRole('button', { name: '从素材库选择' }).click();
  await pickFromLibrary(page, `春招海报 ${tag}`);
  await page.getByText('1:1', { exact: true }).click();
  await expect(page.getByTestId('crop-box')).toBeVisible();
  await page.getByLabel('水印文字').fill('快聘人力');
  await page.getByLabel('新素材标题').fill(`海报方图 ${tag}`);
  await page.getByRole('button', { name: '生成并存入素材库' }).click();
  await expect(page.getByTestId('picture-result')).toContainText('800×800');
  await page.screenshot({ path: 'test-results/screenshots/picture-tool.png', fullPage: true });
  const square = (await (await page.request.get(`/v1/api/app/matter/list?keywords=${encodeURIComponent(`海报方图 ${tag}`)}`, { headers: auth })).json()).data.list[0];
  expect(square).toMatchObject({ kind: 'image', width: 800, height: 800, source_id_label: `春招海报 ${tag}` });

  // 3. A note with the square as its cover and in its text; published.
  await page.goto('/tools/note');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await field(page, '标题').locator('input').fill(`春季招聘 ${tag}`);
  await field(page, '封面').getByRole('button', { name: /从素材库选择/ }).click();
  await pickFromLibrary(page, `海报方图 ${tag}`);
  const editor = field(page, '正文').getByRole('textbox');
  await editor.click();
  await editor.pressSequentially('三百个岗位等你来');
  await field(page, '正文').getByRole('button', { name: '插入素材库图片' }).click();
  await pickFromLibrary(page, `海报方图 ${tag}`);
  await expect(editor.locator('img')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/note-editor.png' });
  await dialog(page).getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog(page)).toHaveCount(0);
  await rowAction(row(page, `春季招聘 ${tag}`), '发布');
  await confirmOk(page);
  await expect(row(page, `春季招聘 ${tag}`)).toContainText('已发布');

  // The public endpoint, no login: the note with its allow-listed fields, the picture by its public address.
  const squareUrl = String(square.file).replace('/files/private/', '/files/');
  const site = await (await page.request.get('/v1/api/site/notes?pageSize=50')).json();
  const note = site.data.list.find((n: { title: string }) => n.title === `春季招聘 ${tag}`);
  expect(Object.keys(note).sort()).toEqual(['content', 'cover_id', 'id', 'published_at', 'summary', 'tags', 'title']);
  expect(note.cover_id).toBe(squareUrl);
  expect(note.content).toContain(`<img src="${squareUrl}"`);
  expect((await page.request.get(squareUrl)).status()).toBe(200);

  // 4. 公司介绍 with the square in its text, published; the site reads it.
  await page.goto('/static/company');
  const company = page.getByTestId('page-screen');
  await company.getByLabel('页面标题').fill(`关于快聘 ${tag}`);
  const body = company.getByRole('textbox', { name: '正文' });
  await body.click();
  await body.press('Control+a');
  await body.pressSequentially('上海快聘人力资源有限公司');
  await company.getByRole('button', { name: '插入素材库图片' }).click();
  await pickFromLibrary(page, `海报方图 ${tag}`);
  await company.getByRole('button', { name: /^发\s*布$/ }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /^发\s*布$/ }).click();
  await expect(page.getByTestId('page-live')).toContainText('官网正在显示版本');
  const about = await (await page.request.get('/v1/api/site/pages/company')).json();
  expect(about.data.title).toBe(`关于快聘 ${tag}`);
  expect(about.data.content).toContain(`<img src="${squareUrl}"`);
  await page.getByRole('button', { name: '手机预览' }).click();
  await expect(page.getByTestId('page-preview')).toContainText('上海快聘人力资源有限公司');
  await page.screenshot({ path: 'test-results/screenshots/static-company-preview.png' });
  await page.keyboard.press('Escape');

  // 5. The square is used: deleting it is refused, naming its users.
  await page.goto('/tools/matter');
  await rowAction(row(page, `海报方图 ${tag}`), '删除');
  await confirmOk(page);
  await expect(page.locator('.ant-message')).toContainText(`使用这个素材（「春季招聘 ${tag}」）`);
  await expect(row(page, `海报方图 ${tag}`)).toBeVisible();
});

test('公司介绍 edited with a script and an onerror image: neither is kept, the site serves the clean HTML, the console runs nothing', async ({ page }) => {
  const token = await signIn(page, 'ops01');
  const auth = { authorization: `Bearer ${token}` };
  const hostile = '<h2>加入我们</h2><script>window.__owned = 1</script><p>欢迎<img src="x" onerror="window.__owned = 2"></p><a href="javascript:window.__owned=3">链接</a>';
  const saved = await (await page.request.post('/v1/api/pages/save/static/join', { headers: auth, data: { data: { title: '加入快聘', content: hostile } } })).json();
  expect(saved.code).toBe('00000');
  await page.request.post('/v1/api/pages/publish/static/join', { headers: auth, data: {} });
  const state = await (await page.request.get('/v1/api/pages/static/join', { headers: auth })).json();
  expect(state.data.current.data.content).toBe('<h2>加入我们</h2><p>欢迎</p><a>链接</a>');
  const site = await (await page.request.get('/v1/api/site/pages/join')).json();
  expect(site.data.content).toBe('<h2>加入我们</h2><p>欢迎</p><a>链接</a>');
  await page.goto('/static/join');
  await expect(page.getByTestId('page-screen')).toContainText('加入我们');
  await page.getByRole('button', { name: '电脑预览' }).click();
  await expect(page.getByTestId('page-preview')).toContainText('欢迎');
  expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
});

// Each new screen at 1440 × 900 in light, dark and English, and at 390 × 844.
for (const [path, name] of [['/tools/matter', 'matter'], ['/tools/note', 'note'], ['/tools/picture', 'picture'], ['/static/company', 'static-company'], ['/static/join', 'static-join'], ['/static/post', 'static-post']] as const) {
  test(`${path} at 1440 (light, dark, English) and 390`, async ({ page }) => {
    await signIn(page, 'ops01');
    for (const [variant, settings] of [['light', {}], ['dark', { theme: 'dark' }], ['en', { language: 'en' }]] as const) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.evaluate((saved) => localStorage.setItem('kp_admin_settings', JSON.stringify(saved)), settings).catch(() => undefined);
      await page.addInitScript((saved) => localStorage.setItem('kp_admin_settings', JSON.stringify(saved)), settings);
      await page.goto(path);
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await expect(page.locator('main, .ant-layout-content').first()).toBeVisible();
      if (variant === 'en' && name === 'matter') await expect(page.getByText('Material library').first()).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/${name}-${variant}.png` });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screenshots/${name}-390.png`, fullPage: true });
  });
}

test('招聘岗位: posts put in order by dragging and by the keyboard\'s buttons; the site lists them in that order', async ({ page }) => {
  const token = await signIn(page, 'ops01');
  const auth = { authorization: `Bearer ${token}` };
  // The operator sees posts only through this screen's picker; admin lists three that are hiring.
  const admin = { authorization: `Bearer ${await apiLogin(page, 'admin')}` };
  const hiring = (await (await page.request.get('/v1/api/company/posts?status=1&pageSize=3', { headers: admin })).json()).data.list;
  expect(hiring.length).toBe(3);
  const existing = (await (await page.request.get('/v1/api/app/site/post/list?pageSize=100', { headers: auth })).json()).data.list;
  for (const r of existing) await page.request.delete(`/v1/api/app/site/post/delete/${r.id}`, { headers: auth });
  for (const [i, post] of hiring.entries()) {
    const res = await (await page.request.post('/v1/api/app/site/post/add', { headers: auth, data: { post_id: post.id, sort: (i + 1) * 10 } })).json();
    expect(res.code).toBe('00000');
  }
  const titles = async () => (await (await page.request.get('/v1/api/site/posts')).json()).data.list.map((r: Record<string, string>) => r['post_id.title']);
  expect(await titles()).toEqual(hiring.map((p: { title: string }) => p.title));
  await page.goto('/static/post');
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(3);
  // The third dragged onto the first: it goes first.
  await rows.nth(2).dragTo(rows.nth(0));
  await expect(page.locator('.ant-message')).toContainText('顺序已保存');
  await expect.poll(titles).toEqual([hiring[2].title, hiring[0].title, hiring[1].title]);
  // The keyboard's way: the (new) second row moved down.
  await expect(rows.nth(1)).toContainText(hiring[0].title);
  await rows.nth(1).getByRole('button', { name: '下移' }).click();
  await expect.poll(titles).toEqual([hiring[2].title, hiring[1].title, hiring[0].title]);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(rows.nth(2)).toContainText(hiring[0].title);
  await page.screenshot({ path: 'test-results/screenshots/static-post.png' });
});
