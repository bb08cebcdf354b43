import { apiLogin, expect, pickOption, pressUntilClosed, rowAction, screenshotEverySize, signIn, test, uid } from './fixtures.ts';
import sharp from 'sharp';
import { type FakeDouyin, startFakeDouyin } from '../server/test/fake-douyin.ts';
import { encryptMessage, msgSignature } from '../server/adapters/wechat-crypto.ts';

type Page = import('@playwright/test').Page;

const dialog = (page: Page) => page.getByTestId('record-dialog');
const field = (page: Page, label: string) => dialog(page).locator('.ant-formily-item').filter({ has: page.locator(`label:text-is("${label}")`) });
const COMPONENT = 'tt00000000component';
const AES_KEY = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const PUSH_TOKEN = 'douyinPushToken';

let fake: FakeDouyin;
test.beforeAll(async () => { fake = await startFakeDouyin(); });
test.afterAll(async () => { await fake.close(); });

/** The console configured as a third-party platform pointing at the fake, and the platform's ticket pushed to it. */
async function configure(page: Page) {
  const admin = { authorization: `Bearer ${await apiLogin(page, 'admin')}` };
  const configs = { 'douyin.apiBase': fake.url, 'douyin.componentAppId': COMPONENT, 'douyin.componentSecret': 'componentSecret0123456789', 'douyin.messageToken': PUSH_TOKEN, 'douyin.encodingKeySecret': AES_KEY, 'douyin.clientKey': 'awkpclient', 'douyin.clientSecret': 'clientSecret0123456789' };
  expect((await (await page.request.post('/v1/api/app/system/config/data', { headers: admin, data: { configs } })).json()).code).toBe('00000');
  const Encrypt = encryptMessage(AES_KEY, COMPONENT, JSON.stringify({ MsgType: 'Ticket', Ticket: fake.ticket }));
  const pushed = await page.request.post('/v1/api/douyin/ticket', { data: { Nonce: 'n', TimeStamp: '1764000000', Encrypt, MsgSignature: msgSignature(PUSH_TOKEN, '1764000000', 'n', Encrypt) } });
  expect(await pushed.text()).toBe('success');
}

// Issue 31: an app added, its three version cards; submitted for review (the buttons change), approved
// by the fake, released, a second version released and rolled back (then 回滚 is disabled); a too
// frequent submission says the platform's 11301 in Chinese.
test('a mini-program\'s versions: audit, release, rollback once, and a refusal in Chinese', async ({ page }) => {
  await configure(page);
  const tag = uid();
  const appId = `tt${Array.from({ length: 16 }, (_, i) => 'abcdef0123456789'[(i * 7 + tag.charCodeAt(i % tag.length)) % 16]).join('')}`;
  await signIn(page, 'ops01');
  await page.goto('/trill/account');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await field(page, 'AppID').locator('input').fill(appId);
  await field(page, '小程序名称').locator('input').fill(`快聘 ${tag}`);
  await pressUntilClosed(dialog(page), /保\s*存/);
  await expect(page.locator('.ant-table-row').filter({ hasText: appId })).toBeVisible();

  await page.goto('/trill/miniapp');
  const screen = page.getByTestId('miniapp-versions');
  await pickOption(page, screen.locator('.ant-select').first(), `快聘 ${tag}`);
  await expect(page.getByTestId('card-latest')).toContainText('还没有测试版');
  await expect(page.getByTestId('card-current')).toContainText('还没有发布过');
  const button = (name: RegExp) => screen.getByRole('button', { name });
  // A press while the box still zooms in can miss: pressed until it has gone.
  const confirm = (name: RegExp) => pressUntilClosed(page.locator('.ant-modal-confirm'), name);
  const refresh = () => screen.getByRole('button', { name: /刷\s*新/ }).click();

  fake.upload('1.0.0');
  await refresh();
  await expect(page.getByTestId('card-latest')).toContainText('1.0.0');
  await expect(page.getByTestId('card-audit')).toContainText('还没有提交审核的版本');
  // A controlled checkbox: clicked, then seen checked once React has rendered the choice.
  await screen.getByRole('checkbox', { name: '今日头条', exact: true }).click();
  await expect(screen.getByRole('checkbox', { name: '今日头条', exact: true })).toBeChecked();
  await button(/^提交审核$/).click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('把测试版 1.0.0 提交到 抖音、今日头条 审核？');
  await confirm(/^提交审核$/);
  await expect(page.getByTestId('audit-status')).toHaveText('审核中');
  expect(fake.audits.at(-1)?.host_names).toEqual(['douyin', 'toutiao']);
  await expect(button(/^提交审核$/)).toBeDisabled();
  await expect(button(/^撤回审核$/)).toBeEnabled();
  await expect(button(/^发\s*布$/)).toBeDisabled();
  await page.screenshot({ path: 'test-results/screenshots/trill-in-review.png' });

  fake.approve();
  await refresh();
  await expect(page.getByTestId('audit-status')).toHaveText('审核通过');
  await button(/^发\s*布$/).click();
  await confirm(/^发\s*布$/);
  await expect(page.getByTestId('card-current')).toContainText('1.0.0');
  await expect(button(/^回\s*滚$/)).toBeDisabled();

  // A second version, released, then rolled back once.
  fake.upload('1.0.1');
  await refresh();
  await button(/^提交审核$/).click();
  await confirm(/^提交审核$/);
  fake.approve();
  await refresh();
  await button(/^发\s*布$/).click();
  await confirm(/^发\s*布$/);
  await expect(page.getByTestId('card-current')).toContainText('1.0.1');
  await expect(button(/^回\s*滚$/)).toBeEnabled();
  await button(/^回\s*滚$/).click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('回退到 1.0.0');
  await confirm(/^回\s*滚$/);
  await expect(page.getByTestId('card-current')).toContainText('1.0.0');
  await expect(button(/^回\s*滚$/)).toBeDisabled();
  expect(fake.state.rollbacks).toBe(1);

  // The QR code of the live version, as the platform drew it.
  await screen.getByTestId('card-current').getByRole('button', { name: '二维码' }).click();
  await expect(page.getByTestId('qr-current')).toBeVisible();

  // Too frequent: the platform's 11301 in Chinese, the version left as it was.
  fake.upload('1.0.2');
  fake.tooFrequent = true;
  await refresh();
  await button(/^提交审核$/).click();
  await confirm(/^提交审核$/);
  await expect(page.locator('.ant-message')).toContainText('提审太频繁，请稍后再试（11301）');
  await expect(page.getByTestId('audit-status')).toHaveText('审核通过');
  await page.screenshot({ path: 'test-results/screenshots/trill-rolled-back.png' });
});

test('链接生成: a URL link made by the platform, 180 days at most, kept with its QR code to copy or scan', async ({ page }) => {
  await configure(page);
  const tag = uid();
  const auth = { authorization: `Bearer ${await apiLogin(page, 'ops01')}` };
  const appId = `tt${Array.from({ length: 16 }, (_, i) => '0123456789abcdef'[(i * 3 + tag.charCodeAt(i % tag.length)) % 16]).join('')}`;
  expect((await (await page.request.post('/v1/api/app/add', { headers: auth, data: { app_id: appId, name: `链接号 ${tag}`, host: 'douyin', status: '1' } })).json()).code).toBe('00000');
  await signIn(page, 'ops01');
  await page.goto('/tools/link');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await pickOption(page, field(page, '小程序').locator('.ant-select'), `链接号 ${tag}`);
  await field(page, '页面路径').locator('input').fill('pages/job/detail');
  await field(page, '页面参数').locator('input').fill(`id=${tag}`);
  await field(page, '有效天数').locator('input').fill('181');
  await dialog(page).getByRole('button', { name: /保\s*存/ }).click();
  await expect(field(page, '有效天数')).toContainText('180');
  await field(page, '有效天数').locator('input').fill('30');
  await pressUntilClosed(dialog(page), /保\s*存/);
  const row = page.locator('.ant-table-row').filter({ hasText: `id=${tag}` });
  await expect(row).toContainText('https://z.douyin.com/');
  expect(fake.links.at(-1)).toMatchObject({ app_id: appId, app_name: 'douyin', path: 'pages/job/detail', query: JSON.stringify({ id: tag }) });
  await row.getByRole('button', { name: /查\s*看/ }).click();
  await expect(dialog(page).getByTestId('link-view').locator('img')).toBeVisible();
  await expect(dialog(page).getByTestId('link-view')).toContainText('https://z.douyin.com/');
  await page.screenshot({ path: 'test-results/screenshots/tools-link-detail.png' });
});

test('视频管理 and 评论管理: an account authorized, videos and threaded comments synced, a reply and a pin sent through the platform', async ({ page }) => {
  await configure(page);
  const tag = uid();
  const auth = { authorization: `Bearer ${await apiLogin(page, 'ops01')}` };
  // The account's owner authorizes on the platform's page, which sends them back with a code.
  const { url } = (await (await page.request.get('/v1/api/app/trill/oauth/url', { headers: auth })).json()).data;
  const state = new URL(url).searchParams.get('state');
  expect(await (await page.request.get(`/v1/api/douyin/oauth/callback?code=USER-${tag}&state=${state}`)).text()).toContain('授权成功');
  fake.videos = [{ item_id: `item-${tag}`, title: `招聘现场 ${tag}`, cover: 'https://p.douyin.example/cover.jpg', create_time: 1764000000, statistics: { play_count: 1234, digg_count: 56, comment_count: 3, share_count: 7 } }];
  fake.comments = [
    { comment_id: `c-${tag}`, item_id: `item-${tag}`, content: `有普工岗位吗 ${tag}`, create_time: 1764000100, top: false },
    { comment_id: `r-${tag}`, item_id: `item-${tag}`, parent_comment_id: `c-${tag}`, content: `我也想问 ${tag}`, create_time: 1764000200, top: false },
  ];
  await signIn(page, 'ops01');
  await page.goto('/trill/video');
  await page.getByTestId('sync-bar').getByRole('button', { name: '同步视频' }).click();
  await expect(page.locator('.ant-message')).toContainText('已同步 1 个抖音号的');
  await expect(page.locator('.ant-table-row').filter({ hasText: `招聘现场 ${tag}` })).toContainText('1234');
  await page.screenshot({ path: 'test-results/screenshots/trill-videos.png' });

  await page.goto('/trill/comment');
  await page.getByTestId('sync-bar').getByRole('button', { name: '同步评论' }).click();
  await expect(page.locator('.ant-message')).toContainText('新增 2 条');
  const comment = page.locator('.ant-table-row').filter({ hasText: `有普工岗位吗 ${tag}` });
  await expect(comment).toBeVisible();
  // The reply sits under its comment.
  await expect(page.locator('.ant-table-row-level-1').filter({ hasText: `我也想问 ${tag}` })).toBeVisible();
  await rowAction(comment, '回复');
  await page.getByRole('dialog').getByLabel('回复内容').fill('有的，欢迎投递');
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
  await expect(page.getByTestId('action-text')).toContainText('已回复，平台已收到');
  expect(fake.sent.at(-1)).toEqual({ path: '/item/comment/reply/', body: { item_id: `item-${tag}`, comment_id: `c-${tag}`, content: '有的，欢迎投递' } });
  await page.locator('.ant-modal-confirm-info').getByRole('button', { name: /确\s*定|知道了|OK/ }).click();
  await expect(page.locator('.ant-table-row-level-1').filter({ hasText: '有的，欢迎投递' })).toBeVisible();
  await rowAction(page.locator('.ant-table-row').filter({ hasText: `有普工岗位吗 ${tag}` }), '置顶');
  await expect(page.getByTestId('action-text')).toContainText('已置顶');
  expect(fake.comments.find((c) => c.comment_id === `c-${tag}`)?.top).toBe(true);
  await page.locator('.ant-modal-confirm-info').getByRole('button', { name: /确\s*定|知道了|OK/ }).click();
  await page.screenshot({ path: 'test-results/screenshots/trill-comments.png' });
});

test('留资卡片: made on the platform through the form with a library image, its review synced back', async ({ page }) => {
  await configure(page);
  const tag = uid();
  const auth = { authorization: `Bearer ${await apiLogin(page, 'ops01')}` };
  const { url } = (await (await page.request.get('/v1/api/app/trill/oauth/url', { headers: auth })).json()).data;
  await page.request.get(`/v1/api/douyin/oauth/callback?code=USER-${tag}&state=${new URL(url).searchParams.get('state')}`);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1677ff' } }).png().toBuffer();
  const upload = await (await page.request.post('/v1/api/uploads/matter?field=file', { headers: auth, multipart: { file: { name: 'card.png', mimeType: 'image/png', buffer: png } } })).json();
  expect((await (await page.request.post('/v1/api/app/matter/add', { headers: auth, data: { title: `卡片图 ${tag}`, file: upload.data.url, folder: '1' } })).json()).code).toBe('00000');
  await signIn(page, 'ops01');
  await page.goto('/trill/trillCard');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await pickOption(page, field(page, '抖音号').locator('.ant-select'), 'open-kp-1');
  await field(page, '卡片标题').locator('input').fill(`普工急招 ${tag}`);
  const items = field(page, '要填的项').locator('.ant-select');
  await pickOption(page, items, '姓名');
  await pickOption(page, items, '手机号');
  await page.keyboard.press('Escape');
  await field(page, '说明（只在本系统）').locator('textarea').fill('留下电话，今天回电');
  await field(page, '图片').getByRole('button', { name: /从素材库选择/ }).click();
  const browser = page.locator('.ant-modal').filter({ hasText: '从素材库选择' }).last();
  await browser.getByLabel('按标题查找素材').fill(`卡片图 ${tag}`);
  await browser.getByLabel('按标题查找素材').press('Enter');
  await browser.getByRole('button', { name: `卡片图 ${tag}`, exact: true }).click();
  await pressUntilClosed(dialog(page), /保\s*存/);
  const row = page.locator('.ant-table-row').filter({ hasText: `普工急招 ${tag}` });
  await expect(row).toContainText('待审核');
  const made = [...fake.cards.entries()].find(([, c]) => c.title === `普工急招 ${tag}`)!;
  // The items to fill in (姓名, 手机号) went as the platform's component ids.
  expect(made[1]).toMatchObject({ kind: 'retain', components: [1, 2] });
  made[1].status = 1;
  await page.getByTestId('sync-bar').getByRole('button', { name: '同步审核状态' }).click();
  await expect(row).toContainText('审核通过');
  await page.screenshot({ path: 'test-results/screenshots/trill-card.png' });
});

for (const [path, shot, ready] of [['/trill/account', 'trill-account', '.ant-table'], ['/trill/miniapp', 'trill-versions', '[data-testid=miniapp-versions]'], ['/tools/link', 'tools-link', '.ant-table'], ['/trill/video', 'trill-video', '.ant-table'], ['/trill/comment', 'trill-comment', '.ant-table'], ['/trill/trillCard', 'trill-card-list', '.ant-table'], ['/trill/messageCard', 'trill-message-card', '.ant-table'], ['/trill/microCard', 'trill-micro-card', '.ant-table'], ['/trill/toutiaoCard', 'trill-toutiao-card', '.ant-table']] as const) {
  test(`${path} at 1440 (light, dark, English) and 390`, async ({ page }) => {
    await configure(page);
    await signIn(page, 'ops01');
    await screenshotEverySize(page, path, shot, ready);
  });
}
