import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiLogin, expect, pickOption, pressUntilClosed, rowAction, screenshotEverySize, signIn, test, uid } from './fixtures.ts';

type Page = import('@playwright/test').Page;

const dialog = (page: Page) => page.getByTestId('record-dialog');
const field = (page: Page, label: string) => dialog(page).locator('.ant-formily-item').filter({ has: page.locator(`label:text-is("${label}")`) });
const row = (page: Page, text: string) => page.locator('.ant-table-row').filter({ hasText: text });

/** A fake of WeChat's API: stable_token checks the AppSecret and counts its calls. */
let fake: Server;
const calls: string[] = [];
const menus: unknown[] = [];
const customs: Array<{ touser: string; msgtype: string; text?: { content: string } }> = [];
const SECRET = 'abcdef0123456789abcdef0123456789';
test.beforeAll(async () => {
  fake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      calls.push(new URL(req.url!, 'http://x').pathname);
      const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {};
      if (req.url!.startsWith('/cgi-bin/message/custom/send')) {
        customs.push(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ errcode: 0, errmsg: 'ok' }));
        return;
      }
      if (req.url!.startsWith('/cgi-bin/menu/create')) {
        menus.push(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ errcode: 0, errmsg: 'ok' }));
        return;
      }
      const answer = body.secret === SECRET ? { access_token: `T${calls.length}`, expires_in: 7200 } : { errcode: 40125, errmsg: 'invalid appsecret' };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done));
});
test.afterAll(() => new Promise<void>((done) => fake.close(() => done())));

// Issue 30 (the part built): an account added in the console, 测试连接 against the fake WeChat, a
// keyword rule and a follow reply, then signed messages pushed to the callback.
test('an official account: added, its connection tested, a keyword rule and a follow reply answering signed messages', async ({ page }) => {
  const tag = uid();
  const admin = { authorization: `Bearer ${await apiLogin(page, 'admin')}` };
  await page.request.post('/v1/api/app/system/config/data', { headers: admin, data: { configs: { 'wechat.apiBase': `http://127.0.0.1:${(fake.address() as AddressInfo).port}` } } });
  await signIn(page, 'ops01');
  const auth = { authorization: `Bearer ${await apiLogin(page, 'ops01')}` };

  await page.goto('/wechat/account');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const name = `快聘招聘 ${tag}`;
  const hex = (n: number) => Array.from({ length: n }, (_, i) => '0123456789abcdef'[(i * 7 + tag.charCodeAt(i % tag.length)) % 16]).join('');
  await field(page, '公众号名称').locator('input').fill(name);
  await field(page, '原始 ID').locator('input').fill(`gh_${hex(12)}`);
  await field(page, 'AppID').locator('input').fill(`wx${hex(16)}`);
  await field(page, 'AppSecret').locator('input').fill(SECRET);
  await field(page, '令牌（Token）').locator('input').fill(`kp${tag}`);
  await pressUntilClosed(dialog(page), /保\s*存/);
  await expect(row(page, name)).toBeVisible();
  // The secret never comes back: the detail shows ******.
  const id = (await (await page.request.get(`/v1/api/app/wechat/account/list?keywords=${encodeURIComponent(name)}`, { headers: auth })).json()).data.list[0].id;
  const detail = await (await page.request.get(`/v1/api/app/wechat/account/detail/${id}`, { headers: auth })).json();
  expect(detail.data).toMatchObject({ app_secret: '******', token: '******' });

  await rowAction(row(page, name), '测试连接');
  await expect(page.getByTestId('action-text')).toContainText('连接正常');
  expect(calls.filter((c) => c === '/cgi-bin/stable_token').length).toBeGreaterThanOrEqual(1);
  await page.screenshot({ path: 'test-results/screenshots/wechat-test-connection.png' });
  await page.locator('.ant-modal-confirm-info').getByRole('button', { name: /确\s*定/ }).click();
  await rowAction(row(page, name), '回调地址');
  await expect(page.getByTestId('action-text')).toContainText(`/v1/api/wechat/callback/${id}`);
  await page.locator('.ant-modal-confirm-info').getByRole('button', { name: /确\s*定/ }).click();

  // A keyword rule through the form; the follow reply through SPEC's receive-care call.
  await page.goto('/wechat/keywords');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await pickOption(page, field(page, '公众号').locator('.ant-select'), name);
  await field(page, '规则名称').locator('input').fill(`找工作 ${tag}`);
  // Keywords each with its own match mode; two replies, both sent (the second as a customer-service message).
  const words = field(page, '关键词').first();
  await words.getByRole('button', { name: '添加一条' }).click();
  await field(page, '词语').last().locator('input').fill('工作');
  await pickOption(page, field(page, '匹配方式').last().locator('.ant-select'), '包含');
  await words.getByRole('button', { name: '添加一条' }).click();
  await field(page, '词语').last().locator('input').fill('找活');
  const replies = field(page, '回复内容').first();
  await replies.getByRole('button', { name: '添加一条' }).click();
  // A text reply asks for its text only: the news fields show for news.
  await expect(field(page, '图文标题')).toHaveCount(0);
  await field(page, '文字').last().locator('textarea').fill('回复「岗位」看最新岗位');
  await replies.getByRole('button', { name: '添加一条' }).click();
  await pickOption(page, field(page, '类型').last().locator('.ant-select'), '图文');
  await expect(field(page, '图文标题').last()).toBeVisible();
  await expect(field(page, '图文封面').last()).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/wechat-keywords-form.png' });
  await pickOption(page, field(page, '类型').last().locator('.ant-select'), '文字');
  await expect(field(page, '图文标题')).toHaveCount(0);
  await field(page, '文字').last().locator('textarea').fill('岗位每天更新');
  await dialog(page).getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(row(page, `找工作 ${tag}`)).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/wechat-keywords-rule.png' });
  const care = await (await page.request.post('/v1/api/app/wechat/receive/care/save', { headers: auth, data: { account_id: id, reply_mode: 'all', replies: [{ type: 'text', text: '欢迎关注快聘！' }] } })).json();
  expect(care.code).toBe('00000');

  // Signed messages, as WeChat pushes them.
  const token = `kp${tag}`;
  const signed = () => {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = uid();
    return `timestamp=${timestamp}&nonce=${nonce}&signature=${createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex')}`;
  };
  const push = (xml: string, query = signed()) => page.request.post(`/v1/api/wechat/callback/${id}?${query}`, { headers: { 'content-type': 'text/xml' }, data: xml });
  const text = (content: string, msgId: string) => `<xml><ToUserName><![CDATA[gh_x]]></ToUserName><FromUserName><![CDATA[oFan${tag}]]></FromUserName><CreateTime>1764000000</CreateTime><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[${content}]]></Content><MsgId>${msgId}</MsgId></xml>`;
  const msg = `${Date.now()}`;
  const hit = await push(text('有工作吗', msg));
  expect(await hit.text()).toContain('<Content><![CDATA[回复「岗位」看最新岗位]]></Content>');
  await expect.poll(() => customs.filter((c) => c.touser === `oFan${tag}`)).toEqual([{ touser: `oFan${tag}`, msgtype: 'text', text: { content: '岗位每天更新' } }]);
  // 「找活」matches only as the whole message.
  expect(await (await push(text('我想找活干', `${msg}1`))).text()).toBe('success');
  expect(await (await push(text('有工作吗', msg))).text()).toBe('success');
  const follow = await push(`<xml><ToUserName><![CDATA[gh_x]]></ToUserName><FromUserName><![CDATA[oNew${tag}]]></FromUserName><CreateTime>${Math.floor(Date.now() / 1000)}</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event></xml>`);
  expect(await follow.text()).toContain('<Content><![CDATA[欢迎关注快聘！]]></Content>');
  expect((await push(text('有工作吗', `${msg}9`), 'timestamp=1&nonce=2&signature=bad')).status()).toBe(403);

  // The messages are listed under the account.
  await page.goto('/wechat/account');
  await rowAction(row(page, name), '查看');
  await expect(dialog(page)).toContainText('有工作吗');
  await page.screenshot({ path: 'test-results/screenshots/wechat-account-messages.png' });
});

test('the menu: built in the editor with a click and a view button, a 17-byte name refused, published as WeChat expects it', async ({ page }) => {
  const tag = uid();
  const admin = { authorization: `Bearer ${await apiLogin(page, 'admin')}` };
  await page.request.post('/v1/api/app/system/config/data', { headers: admin, data: { configs: { 'wechat.apiBase': `http://127.0.0.1:${(fake.address() as AddressInfo).port}` } } });
  const auth = { authorization: `Bearer ${await apiLogin(page, 'ops01')}` };
  const hex = (n: number) => Array.from({ length: n }, (_, i) => '0123456789abcdef'[(i * 5 + tag.charCodeAt(i % tag.length)) % 16]).join('');
  const made = await (await page.request.post('/v1/api/app/wechat/account/add', { headers: auth, data: { name: `菜单号 ${tag}`, original_id: `gh_${hex(12)}`, app_id: `wx${hex(16)}`, app_secret: SECRET, token: `kp${tag}`, status: '1' } })).json();
  expect(made.code).toBe('00000');
  await signIn(page, 'ops01');
  await page.goto('/wechat/menu');
  const editor = page.getByTestId('menu-editor');
  await pickOption(page, editor.locator('.ant-select').first(), `菜单号 ${tag}`);
  // A click button: its name over 16 bytes is refused as it is typed, then fixed.
  await editor.getByRole('button', { name: '添加菜单' }).click();
  const name = editor.getByLabel('菜单名称');
  // 17 bytes: five Chinese characters (15) and two letters.
  await name.fill('招聘岗位查AB');
  await expect(page.getByTestId('menu-problem')).toContainText('最多 16 字节（约 5 个汉字），现在 17 字节');
  await expect(editor.getByTestId('name-bytes')).toHaveText('17 / 16 字节');
  await expect(editor.getByRole('button', { name: /保存草稿/ })).toBeDisabled();
  await name.fill('找工作');
  await editor.getByLabel('KEY').fill('JOBS');
  // A view button.
  await editor.getByRole('button', { name: '添加菜单' }).click();
  await name.fill('官网');
  await editor.getByText('打开网页').click();
  await editor.getByLabel('网页地址').fill('https://kp.example/');
  await expect(page.getByTestId('menu-problem')).toHaveCount(0);
  // Dragged: 官网 first, then back (the ↑/↓ buttons are the keyboard's way).
  await editor.getByTestId('menu-top-1').dragTo(editor.getByTestId('menu-top-0'));
  await expect(editor.getByTestId('menu-top-0')).toHaveText(/官\s*网/);
  await editor.getByRole('button', { name: '后移' }).click();
  await expect(editor.getByTestId('menu-top-0')).toHaveText('找工作');
  await page.screenshot({ path: 'test-results/screenshots/wechat-menu-editor.png' });
  await editor.getByRole('button', { name: /^发\s*布$/ }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /^发\s*布$/ }).click();
  await expect(page.getByTestId('menu-published')).toContainText('上次发布');
  expect(menus.at(-1)).toEqual({ button: [{ type: 'click', name: '找工作', key: 'JOBS' }, { type: 'view', name: '官网', url: 'https://kp.example/' }] });
});

for (const [path, shot] of [['/wechat/account', 'wechat-params'], ['/wechat/keywords', 'wechat-keywords'], ['/system/integration', 'system-integration'], ['/wechat/menu', 'wechat-menu']] as const) {
  test(`${path} at 1440 (light, dark, English) and 390`, async ({ page }) => {
    await signIn(page, path.startsWith('/system') ? 'admin' : 'ops01');
    await screenshotEverySize(page, path, shot, path === '/wechat/menu' ? '[data-testid=menu-editor]' : '.ant-table');
  });
}
