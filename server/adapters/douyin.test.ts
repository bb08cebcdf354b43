import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { openSecret } from '../services/secrets.ts';
import { contractProblems, type DocumentedCall, unmade } from '../test/contract.ts';
import { buildTestApp, PNG_1PX, type TestApp, uploadFile } from '../test/harness.ts';
import { type FakeDouyin, startFakeDouyin } from '../test/fake-douyin.ts';
import { encryptMessage, msgSignature } from './wechat-crypto.ts';
import { asApp, authorizerToken, douyinCode, douyinConfig } from './douyin.ts';

const COMPONENT = 'tt00000000component';
const SECRET = 'componentSecret0123456789';
const MESSAGE_TOKEN = 'douyinPushToken';
const AES_KEY = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const APP = 'tt0123456789abcdef';

let fake: FakeDouyin;
let t: TestApp;
let ops: string;
const answers: string[] = [];
const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = ops) => {
  const res = await t.request({ method, url: `/v1/api${url}`, token, payload });
  answers.push(JSON.stringify(res.body));
  return res;
};
/** The platform's push of a ticket, sealed and signed as it sends it. */
const push = (ticket: string, sign = true, TimeStamp = '1764000000') => {
  const Encrypt = encryptMessage(AES_KEY, COMPONENT, JSON.stringify({ MsgType: 'Ticket', Ticket: ticket, AppId: COMPONENT }));
  const Nonce = 'n1';
  return t.app.inject({ method: 'POST', url: '/v1/api/douyin/ticket', payload: { Nonce, TimeStamp, Encrypt, MsgSignature: sign ? msgSignature(MESSAGE_TOKEN, TimeStamp, Nonce, Encrypt) : '0'.repeat(40) } });
};

beforeAll(async () => {
  fake = await startFakeDouyin();
  t = await buildTestApp();
  fake.now = () => t.clock();
  ops = await t.login('ops01');
  const admin = await t.login('admin');
  const configs = { 'douyin.apiBase': fake.url, 'douyin.componentAppId': COMPONENT, 'douyin.componentSecret': SECRET, 'douyin.messageToken': MESSAGE_TOKEN, 'douyin.encodingKeySecret': AES_KEY, 'douyin.clientKey': 'awkpclient', 'douyin.clientSecret': 'clientSecret0123456789' };
  expect((await t.request({ method: 'POST', url: '/v1/api/app/system/config/data', token: admin, payload: { configs } })).body.code).toBe('00000');
});
afterAll(async () => {
  await t.close();
  await fake.close();
  // No secret, ticket or token ever came back in an answer.
  expect(answers.filter((a) => [SECRET, AES_KEY, 'clientSecret0123456789', 'AUTH-', 'REFRESH-', 'COMP-', 'TICKET-', 'USERTOKEN-'].some((s) => a.includes(s)))).toEqual([]);
});

describe('the platform credentials', () => {
  it('takes a pushed ticket only when it is signed and sealed for this platform; then 测试连接 gets a component token', async () => {
    expect((await push(fake.ticket, false)).statusCode).toBe(403);
    const admin = await t.login('admin');
    const before = await call('POST', '/system/integrations/test/douyin', {}, admin);
    expect(before.body.data).toMatchObject({ ok: false });
    expect(before.body.data.message).toContain('还没有收到平台推送的 component_ticket');
    const pushed = await push(fake.ticket);
    expect([pushed.statusCode, pushed.body]).toEqual([200, 'success']);
    const test = await call('POST', '/system/integrations/test/douyin', {}, admin);
    expect(test.body.data).toEqual({ ok: true, message: '连接正常：平台接受了第三方平台的 AppID 和密钥，已取得 component_access_token' });
  });

  it('never lets a replayed older push roll the kept ticket back', async () => {
    const kept = async () => openSecret(t.app.secretKey, String((await (t.db.kysely as Kysely<any>).selectFrom('douyin_token').select('token').where('key', '=', 'ticket').executeTakeFirstOrThrow()).token));
    expect((await push('ticket-newer', true, '1764000600')).body).toBe('success');
    expect(await kept()).toBe('ticket-newer');
    // An older push, signed and sealed as it was then, answered as the platform expects and not kept.
    expect((await push('ticket-older', true, '1764000000')).body).toBe('success');
    expect(await kept()).toBe('ticket-newer');
    expect((await push(fake.ticket, true, '1764001200')).body).toBe('success');
    expect(await kept()).toBe(fake.ticket);
  });

  it('adds an app with its secret kept sealed; deletes only with the matching AppID', async () => {
    const made = await call('POST', '/app/add', { app_id: APP, name: '快聘找工作', host: 'douyin', app_secret: 'appSecret0123456789abcdef', status: '1' });
    expect(made.body.code).toBe('00000');
    const list = await call('GET', '/app/list');
    expect(list.body.data.list[0]).toMatchObject({ app_id: APP, name: '快聘找工作', app_secret: '******' });
    const spare = await call('POST', '/app/add', { app_id: 'tt1111111111111111', name: '备用', host: 'toutiao', status: '1' });
    const wrong = await call('DELETE', `/app/delete/${spare.body.data.id}?app_id=tt2222222222222222`);
    expect(wrong.status).toBe(400);
    expect((await call('DELETE', `/app/delete/${spare.body.data.id}?app_id=tt1111111111111111`)).body.code).toBe('00000');
  });

  it('fetches an authorizer token once for two processes, refreshes with the newest refresh token, and again when the platform says it expired', async () => {
    const other = await buildTestApp({ shareWith: t });
    try {
      const config = (await douyinConfig(t.app))!;
      const before = fake.issued.authorizer;
      const [a, b] = await Promise.all([authorizerToken(t.app, config, APP), authorizerToken(other.app, config, APP)]);
      expect(fake.issued.authorizer - before).toBe(1);
      expect(a).toEqual(b);
      // Forced twice in a row, from each process: each time with the refresh token the last one kept.
      expect((await authorizerToken(other.app, config, APP, true)).ok).toBe(true);
      expect((await authorizerToken(t.app, config, APP, true)).ok).toBe(true);
      expect(fake.issued.authorizer - before).toBe(3);
    } finally {
      await other.close();
    }
    // The platform forgets its tokens: the next call is refused 28001008, a new token fetched, the call made again.
    fake.expireTokens();
    const info = await call('POST', '/app/trill/version/info', { app_id: APP });
    expect(info.body).toMatchObject({ code: '00000' });
  });
});

describe('链接生成', () => {
  it('makes a URL link on the platform first and keeps it with its expiry; past 180 days, or refused by the platform, nothing is kept', async () => {
    const appRow = (await call('GET', '/app/list')).body.data.list.find((a: { app_id: string }) => a.app_id === APP);
    const made = await call('POST', '/app/trill/link', { app_id: appRow.id, path: 'pages/job/detail', query: 'id=12&from=sms', expire_days: 30 });
    expect(made.body.code).toBe('00000');
    // As the platform takes it: the host app it opens in, the parameters as a JSON object.
    expect(fake.links.at(-1)).toMatchObject({ app_id: APP, app_name: 'douyin', path: 'pages/job/detail', query: '{"id":"12","from":"sms"}' });
    expect(fake.links.at(-1)!.expire_time - Math.floor(t.clock() / 1000)).toBe(30 * 86400);
    const detail = await call('GET', `/app/trill/link/detail/${made.body.data.id}`);
    expect(detail.body.data).toMatchObject({ app_id_label: '快聘找工作', url_link: expect.stringMatching(/^https:\/\/z\.douyin\.com\/link/), expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
    const before = fake.links.length;
    const long = await call('POST', '/app/trill/link', { app_id: appRow.id, path: 'pages/home', expire_days: 181 });
    expect([long.status, long.body.data]).toEqual([400, [{ field: 'expire_days', message: '有效天数不能大于 180' }]]);
    // The server's own value for the link is never taken from the caller.
    const forged = await call('POST', '/app/trill/link', { app_id: appRow.id, path: 'pages/home', expire_days: 7, url_link: 'https://evil.example/' });
    expect((await call('GET', `/app/trill/link/detail/${forged.body.data.id}`)).body.data.url_link).toMatch(/^https:\/\/z\.douyin\.com\//);
    const refused = await call('POST', '/app/trill/link', { app_id: appRow.id, path: '.hidden', expire_days: 7 });
    expect(refused.status).toBe(400);
    const count = (await call('GET', '/app/trill/link/list')).body.data.total;
    expect([fake.links.length - before, count]).toEqual([1, 2]);
  });
});

describe('videos and comments of an authorized Douyin account', () => {
  it('takes an authorization only back from the console\'s own link, once', async () => {
    const started = await call('GET', '/app/trill/oauth/url');
    const link = new URL(started.body.data.url);
    expect([link.pathname, link.searchParams.get('client_key'), link.searchParams.get('scope')]).toEqual(['/platform/oauth/connect/', 'awkpclient', 'video.list.bind,item.comment,enterprise.im']);
    const state = link.searchParams.get('state')!;
    expect(link.searchParams.get('redirect_uri')).toMatch(/\/v1\/api\/douyin\/oauth\/callback$/);
    const forged = await t.app.inject({ method: 'GET', url: `/v1/api/douyin/oauth/callback?code=USER-1&state=${'0'.repeat(32)}` });
    expect(forged.body).toContain('授权链接已失效');
    const back = await t.app.inject({ method: 'GET', url: `/v1/api/douyin/oauth/callback?code=USER-1&state=${state}` });
    expect(back.body).toContain('授权成功');
    expect((await t.app.inject({ method: 'GET', url: `/v1/api/douyin/oauth/callback?code=USER-1&state=${state}` })).body).toContain('授权链接已失效');
  });

  it('syncs 1,000 comments in threads by cursor; a second run changes nothing; new comments come on the next', async () => {
    fake.videos = [1, 2].map((n) => ({ item_id: `item-${n}`, title: `招聘视频 ${n}`, cover: `https://p.douyin.example/${n}.jpg`, create_time: 1764000000 + n, statistics: { play_count: 1000 * n, digg_count: 10 * n, comment_count: 500, share_count: n } }));
    // 600 top comments on the first video, 400 replies: under comments, and replies to replies (depth 3).
    fake.comments = [];
    for (let i = 0; i < 600; i++) fake.comments.push({ comment_id: `c${i}`, item_id: 'item-1', content: `评论 ${i}`, create_time: 1764000000 + i, top: false });
    for (let i = 0; i < 300; i++) fake.comments.push({ comment_id: `r${i}`, item_id: 'item-1', parent_comment_id: `c${i % 50}`, content: `回复 ${i}`, create_time: 1764001000 + i, top: false });
    for (let i = 0; i < 100; i++) fake.comments.push({ comment_id: `rr${i}`, item_id: 'item-1', parent_comment_id: `r${i}`, content: `再回复 ${i}`, create_time: 1764002000 + i, top: false });
    expect((await call('POST', '/app/trill/video/sync')).body.data).toMatchObject({ count: 2 });
    const videos = (await call('GET', '/app/trill/video/list')).body.data;
    expect(videos.list.map((v: { title: string; play_count: number }) => [v.title, v.play_count])).toEqual([['招聘视频 2', 2000], ['招聘视频 1', 1000]]);
    const first = videos.list.find((v: { item_id: string }) => v.item_id === 'item-1').id;
    const rows = async () => (await t.db.kysely.selectFrom('douyin_comment' as never).selectAll().orderBy('comment_id' as never).execute()) as Array<Record<string, unknown>>;
    expect((await call('POST', '/app/trill/comment/sync', { video_id: first })).body.data).toMatchObject({ count: 1000 });
    const once = await rows();
    expect(once.length).toBe(1000);
    const byId = new Map(once.map((r) => [r.comment_id, r]));
    expect(byId.get('rr7')!.parent_id).toBe(byId.get('r7')!.id);
    expect(byId.get('r7')!.parent_id).toBe(byId.get('c7')!.id);
    expect(byId.get('c7')!.parent_id).toBe(0);
    expect((await call('POST', '/app/trill/comment/sync', { video_id: first })).body.data).toMatchObject({ count: 0 });
    expect(await rows()).toEqual(once);
    // A thread is read from where it stopped, and only when its reply count grew.
    const reads = fake.calls.length;
    fake.comments.push({ comment_id: 'c600', item_id: 'item-1', content: '新评论', create_time: 1764003000, top: false });
    fake.comments.push({ comment_id: 'r300', item_id: 'item-1', parent_comment_id: 'c3', content: '新回复', create_time: 1764003001, top: false });
    const again = await call('POST', '/app/trill/comment/sync', { video_id: first });
    expect(again.body.data.count).toBe(2);
    expect(fake.calls.slice(reads).filter((p) => p === '/item/comment/reply/list/')).toEqual(['/item/comment/reply/list/']);
    expect((await rows()).length).toBe(1002);
    // The screen lists a video's comments as a tree: replies under their comment.
    const list = await call('GET', `/app/trill/comment/list?video_id=${first}&keywords=${encodeURIComponent('回复 7')}`);
    expect(list.body.data.list[0]).toMatchObject({ content: '回复 7', video_id_label: '招聘视频 1' });
  });

  it('replies and pins through the platform, kept once it accepts; deletes here only', async () => {
    const target = (await t.db.kysely.selectFrom('douyin_comment' as never).select('id' as never).where('comment_id' as never, '=', 'c1' as never).executeTakeFirstOrThrow()) as { id: number };
    const replied = await call('POST', `/app/trill/comment/reply/${target.id}`, { content: '欢迎投递简历' });
    expect(replied.body.data).toEqual({ text: '已回复，平台已收到' });
    expect(fake.sent.at(-1)).toEqual({ path: '/item/comment/reply/', body: { item_id: 'item-1', comment_id: 'c1', content: '欢迎投递简历' } });
    const reply = (await t.db.kysely.selectFrom('douyin_comment' as never).selectAll().where('content' as never, '=', '欢迎投递简历' as never).executeTakeFirstOrThrow()) as Record<string, unknown>;
    expect(reply.parent_id).toBe(target.id);
    expect((await call('POST', `/app/trill/comment/reply/${target.id}`, { content: '   ' })).status).toBe(400);
    expect((await call('POST', `/app/trill/comment/pin/${target.id}`)).body.data).toEqual({ text: '已置顶' });
    expect(fake.comments.find((c) => c.comment_id === 'c1')!.top).toBe(true);
    expect((await call('POST', `/app/trill/comment/pin/${reply.id}`)).body.msg).toBe('只有视频下的评论能置顶，回复不能');
    // The platform refuses (the comment is gone there): said, and nothing kept.
    fake.comments = fake.comments.filter((c) => c.comment_id !== 'c2');
    const c2 = (await t.db.kysely.selectFrom('douyin_comment' as never).select('id' as never).where('comment_id' as never, '=', 'c2' as never).executeTakeFirstOrThrow()) as { id: number };
    const gone = await call('POST', `/app/trill/comment/reply/${c2.id}`, { content: '你好' });
    expect(gone.body.msg).toMatch(/^回复失败：平台拒绝：comment not found（2190015）$/);
    expect((await call('DELETE', `/app/trill/comment/delete/${reply.id}`)).body.code).toBe('00000');
    expect(fake.comments.some((c) => c.content === '欢迎投递简历')).toBe(true);
  });
});

describe('cards (留资卡片, 小程序卡片; 私信卡片 and 头条卡片 kept here only)', () => {
  it('留资卡片: its picture uploaded as a 素材, made by the 留资卡片 API, shared when identical, its review synced, deleted there too', async () => {
    const up = await uploadFile(t, '/v1/api/uploads/matter', ops, PNG_1PX, { field: 'file' });
    const image = (await call('POST', '/app/matter/add', { title: '卡片图', file: up.body.data.url, folder: '1' })).body.data.id;
    const accounts = (await call('GET', '/app/trill/accounts')).body.data;
    expect(accounts).toEqual([{ label: 'open-kp-1', value: 'open-kp-1' }]);
    const card = { open_id: 'open-kp-1', card_name: '普工急招', components: ['2', '1'], content: '留下电话，今天回电', image_id: image };
    const first = await call('POST', '/app/trill/card/leads/add', card);
    expect(first.body.code, first.body.msg).toBe('00000');
    const row = (await call('GET', `/app/trill/card/leads/detail/${first.body.data.id}`)).body.data;
    expect(row).toMatchObject({ card_id: '@retain-1', status: '0' });
    // On the platform: the title, the uploaded picture and the components as numbers — no text (the card has none).
    const made = fake.cards.get('@retain-1')!;
    expect(made).toMatchObject({ kind: 'retain', open_id: 'open-kp-1', title: '普工急招', components: [1, 2] });
    expect(made.content).toBeUndefined();
    expect(fake.media.get(made.media_id)).toMatchObject({ open_id: 'open-kp-1' });
    expect(fake.media.get(made.media_id)!.size).toBeGreaterThan(PNG_1PX.length);
    // The same content again: the same template, nothing new on the platform.
    const twin = await call('POST', '/app/trill/card/leads/add', { ...card, content: '另一段说明（只在本系统）' });
    expect((await call('GET', `/app/trill/card/leads/detail/${twin.body.data.id}`)).body.data.card_id).toBe('@retain-1');
    expect([fake.cards.size, fake.media.size]).toEqual([1, 1]);
    // The platform's review comes back by a sync.
    made.status = 2;
    expect((await call('POST', '/app/trill/card/leads/sync')).body.data).toMatchObject({ count: 2 });
    expect((await call('GET', `/app/trill/card/leads/detail/${first.body.data.id}`)).body.data).toMatchObject({ status: '2' });
    // Editing what stays here (说明) changes nothing there; editing what the card holds gives a card sharing its template one of its own.
    expect((await call('POST', `/app/trill/card/leads/edit/${twin.body.data.id}`, { content: '留下电话，明天回电' })).body.code).toBe('00000');
    expect(fake.cards.size).toBe(1);
    expect((await call('POST', `/app/trill/card/leads/edit/${twin.body.data.id}`, { components: ['1', '2', '3'] })).body.code).toBe('00000');
    expect((await call('GET', `/app/trill/card/leads/detail/${twin.body.data.id}`)).body.data).toMatchObject({ card_id: '@retain-2', status: '0' });
    expect(fake.cards.get('@retain-2')!.components).toEqual([1, 2, 3]);
    // Deleting: the template goes once no card holds it.
    expect((await call('DELETE', `/app/trill/card/leads/delete/${twin.body.data.id}`)).body.code).toBe('00000');
    expect(fake.cards.has('@retain-2')).toBe(false);
    // A card without components is refused before anything is sent.
    const sent = fake.requests.length;
    const none = await call('POST', '/app/trill/card/leads/add', { ...card, components: [] });
    expect(none.status).toBe(400);
    expect(fake.requests.length).toBe(sent);
    // An expired user token (2190008) is refreshed once and the call made again.
    fake.expireTokens();
    expect((await call('DELETE', `/app/trill/card/leads/delete/${first.body.data.id}`)).body.code).toBe('00000');
    expect(fake.cards.has('@retain-1')).toBe(false);
  });

  it('小程序卡片: a template by the 小程序卡片模板 API (the target mini-program\'s AppID, not the page path); its review and reason synced', async () => {
    const up = await uploadFile(t, '/v1/api/uploads/matter', ops, PNG_1PX, { field: 'file' });
    const image = (await call('POST', '/app/matter/add', { title: '小程序卡片图', file: up.body.data.url, folder: '1' })).body.data.id;
    const target = await (t.db.kysely as Kysely<any>).selectFrom('douyin_app').select('id').where('app_id', '=', APP).executeTakeFirstOrThrow();
    const micro = await call('POST', '/app/trill/card/micro/add', { open_id: 'open-kp-1', card_name: '查看岗位', content: '点开看附近的岗位', image_id: image, app_id: target.id, path: 'pages/jobs/index' });
    expect(micro.body.code, micro.body.msg).toBe('00000');
    const id = (await call('GET', `/app/trill/card/micro/detail/${micro.body.data.id}`)).body.data.card_id;
    expect(fake.cards.get(id)).toMatchObject({ kind: 'applet', title: '查看岗位', content: '点开看附近的岗位', app_id: APP, card_type: 1 });
    fake.cards.get(id)!.status = 2;
    fake.cards.get(id)!.reject_reasons = '图片含联系方式';
    expect((await call('POST', '/app/trill/card/micro/sync')).body.data).toMatchObject({ count: 1 });
    expect((await call('GET', `/app/trill/card/micro/detail/${micro.body.data.id}`)).body.data).toMatchObject({ status: '2', reject_reason: '图片含联系方式' });
    // One the platform refuses (no title) is not kept.
    const refused = await call('POST', '/app/trill/card/micro/add', { open_id: 'open-kp-1', card_name: '', content: 'x', image_id: image, app_id: target.id, path: 'p' });
    expect(refused.status).toBe(400);
    expect((await call('GET', '/app/trill/card/micro/list')).body.data.total).toBe(1);
    expect((await call('DELETE', `/app/trill/card/micro/delete/${micro.body.data.id}`)).body.code).toBe('00000');
    expect(fake.cards.has(id)).toBe(false);
  });

  it('私信卡片 and 头条卡片: kept here only (no published API), nothing sent, no review claimed', async () => {
    const up = await uploadFile(t, '/v1/api/uploads/matter', ops, PNG_1PX, { field: 'file' });
    const image = (await call('POST', '/app/matter/add', { title: '私信卡片图', file: up.body.data.url, folder: '1' })).body.data.id;
    const sent = fake.requests.length;
    const message = await call('POST', '/app/trill/card/message/add', { open_id: 'open-kp-1', card_name: '联系我们', content: '点开留言', image_id: image, url: 'https://example.com/jobs' });
    expect(message.body.code, message.body.msg).toBe('00000');
    const row = (await call('GET', `/app/trill/card/message/detail/${message.body.data.id}`)).body.data;
    expect(row).toMatchObject({ card_name: '联系我们' });
    expect(row).not.toHaveProperty('status');
    expect(fake.requests.length).toBe(sent);
    // No sync route claims a review for them.
    expect((await call('POST', '/app/trill/card/message/sync')).status).toBe(404);
    expect((await call('POST', '/app/trill/card/toutiao/sync')).status).toBe(404);
  });
});

describe('a version\'s lifecycle', () => {
  const move = (path: string, extra: object = {}) => call('POST', `/app/trill/${path}`, { app_id: APP, ...extra });

  it('goes upload → audit → approve → release → rollback once, each move allowed only when the version info says so', async () => {
    let info = (await move('version/info')).body.data;
    expect(info).toMatchObject({ latest: null, audit: null, current: null, allowed: { audit: false, revoke: false, publish: false, rollback: false } });
    expect((await move('audit', { host_names: ['douyin'] })).body.msg).toBe('提交审核：还没有测试版：请先上传代码');
    fake.upload('1.0.0');
    info = (await move('audit', { host_names: ['douyin', 'toutiao'], audit_note: '首次提审' })).body.data;
    expect(fake.audits.at(-1)).toEqual({ host_names: ['douyin', 'toutiao'], audit_note: '首次提审' });
    expect(info).toMatchObject({ audit: { version: '1.0.0', status: 0 }, allowed: { audit: false, revoke: true, publish: false } });
    expect((await move('public')).body.msg).toBe('发布：没有通过审核的版本可发布');
    fake.approve();
    info = (await move('public')).body.data;
    expect(info).toMatchObject({ current: { version: '1.0.0', rollback: { can_rollback: false } }, allowed: { publish: false, rollback: false } });
    // Approved by the host apps it was submitted to, named as the platform names them.
    expect(info.current.approved_apps).toEqual(['抖音', '今日头条']);
    // A second version: rejected once, then approved and released; it can be rolled back once.
    fake.upload('1.0.1');
    await move('audit', { host_names: ['douyin'] });
    fake.reject('页面含有未备案的外链');
    info = (await move('version/info')).body.data;
    expect(info.audit).toMatchObject({ status: 2, reason: '抖音: 页面含有未备案的外链', reason_detail: { 抖音: ['页面含有未备案的外链'] } });
    expect(info.allowed).toMatchObject({ audit: true, publish: false });
    await move('audit', { host_names: ['douyin'] });
    fake.approve();
    info = (await move('public')).body.data;
    expect(info).toMatchObject({ current: { version: '1.0.1', rollback: { can_rollback: true, last_version: '1.0.0' } }, allowed: { rollback: true } });
    info = (await move('rollback')).body.data;
    expect(info).toMatchObject({ current: { version: '1.0.0', rollback: { can_rollback: false } }, allowed: { rollback: false } });
    expect((await move('rollback')).body.msg).toBe('回滚：线上版现在不能回退（没有上一个版本，或已回退过）');
    // The hosts it may be submitted to are the platform's (get_audit_hosts); another is refused before the platform is asked.
    expect((await move('audit/hosts')).body.data).toEqual({ hosts: ['douyin', 'toutiao', 'tt_lite'] });
    fake.upload('1.0.2');
    const audits = fake.audits.length;
    expect((await move('audit', { host_names: ['douyin', 'xigua'] })).body.msg).toBe('提交审核：平台现在不接受提审到 xigua（可提审：douyin、toutiao、tt_lite）');
    expect(fake.audits.length).toBe(audits);
    expect((await move('audit', { host_names: ['toutiao_lite'] })).status).toBe(400);
    expect(fake.state.rollbacks).toBe(1);
  });

  it('says the platform\'s refusals in Chinese (too frequent, logged with its code) and its own (already in audit)', async () => {
    fake.upload('1.0.2');
    fake.tooFrequent = true;
    const frequent = await move('audit', { host_names: ['douyin'] });
    expect([frequent.status, frequent.body.msg]).toEqual([400, '提交审核失败：提审太频繁，请稍后再试（11301）']);
    expect((await move('audit', { host_names: ['douyin'] })).body.code).toBe('00000');
    expect((await move('audit', { host_names: ['douyin'] })).body.msg).toBe('提交审核：已有版本在审核中：请等审核结束或先撤回');
    const revoked = await move('revoke');
    expect(revoked.body.data.audit.status).toBe(3);
    const log = await call('GET', '/system/integrations/list?kind=douyin&pageSize=100', undefined, await t.login('admin'));
    expect(log.body.data.list.some((r: { code: string; message: string }) => r.code === '11301' && r.message === '提审太频繁，请稍后再试（11301）')).toBe(true);
  });

  it('says each of the platform\'s out-of-order refusals in Chinese when asked directly (the console asks the version info first)', async () => {
    const direct = (path: string, body: object = {}) => asApp(t.app, APP, '直接调用', 'POST', path, body);
    fake.state.audit = { version: '9.9.9', status: 0 };
    expect(await direct('/api/apps/v2/package_version/audit/', { host_names: ['douyin'] })).toEqual({ ok: false, code: '11303', message: '已有版本在审核中：请等审核结束或先撤回（11303）' });
    expect(await direct('/api/apps/v1/package_version/release/')).toEqual({ ok: false, code: '11403', message: '版本还在审核中，不能发布（11403）' });
    fake.state.audit = { version: '9.9.9', status: 2, reason: '不合规' };
    expect(await direct('/api/apps/v1/package_version/release/')).toEqual({ ok: false, code: '11404', message: '版本未通过审核，不能发布（11404）' });
    expect(await direct('/api/apps/v1/package_version/revoke_audit/')).toEqual({ ok: false, code: '11304', message: '没有可撤回的审核（11304）' });
    fake.state.audit = null;
    expect(await direct('/api/apps/v1/package_version/release/')).toEqual({ ok: false, code: '11402', message: '审核版本未找到（11402）' });
    fake.state.current = { version: '1.0.0', rollback: { can_rollback: false, last_version: '' } };
    expect(await direct('/api/apps/v1/package_version/rollback/')).toEqual({ ok: false, code: '11502', message: '没有可回退的版本（11502）' });
    fake.denied = true;
    expect(await asApp(t.app, APP, '直接调用', 'GET', '/api/apps/v1/package_version/versions/')).toEqual({ ok: false, code: '40020', message: '小程序没有授权这个权限给第三方平台（40020）' });
    fake.denied = false;
  });

  it('gives the QR code of a version as an image, and refuses what is not allowed', async () => {
    const qr = await move('qcode', { version: 'current' });
    expect(qr.body.data.image).toMatch(/^data:image\/png;base64,iVBOR/);
    expect((await move('qcode', { version: 'beta' })).status).toBe(400);
    const outsider = await t.login('hr01');
    expect((await call('POST', '/app/trill/audit', { app_id: APP, host_names: ['douyin'] }, outsider)).status).toBe(403);
    expect((await call('POST', '/app/trill/version/info', { app_id: 'tt9999999999999999' })).body.msg).toBe('小程序不存在：请先在 账号管理 中添加');
  });
});

describe('a card sync with no platform configured', () => {
  it('says so, rather than reporting a sync that found no change', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.request({ method: 'POST', url: '/v1/api/app/trill/card/leads/sync', token: await bare.login('admin') });
      expect([res.status, res.body.msg]).toEqual([400, expect.stringContaining('短视频平台还没有配置')]);
    } finally {
      await bare.close();
    }
  });
});

/**
 * Every request the adapter made in this file's flows, against the platform's documents: its
 * method, its content type (JSON for the open API, GETs too; a form for the OAuth token calls) and
 * the parameters the document marks required. The pages: 提审代码v2 and 获取可选审核宿主端列表
 * (partner.open-douyin.com …/auth-app-manage/develop/), url_link/generate (app_name, query "{}"),
 * 获取授权小程序列表V2 and the authorizer token pages (…/thirdparty/API/smallprogram/authorization/),
 * the OAuth access_token / refresh_token pages (application/x-www-form-urlencoded), the comment
 * pages, 留资卡片 (…/business-tool/retain-consult-card/), 小程序卡片模板 (…/business-tool/micro-app-card/)
 * and 素材上传 (…/tools-ability/material-management/upload-material-interface; access_token in the
 * query, the file as multipart `media`) under …/dop/develop/openapi/.
 */
const DOCUMENTED: Record<string, DocumentedCall> = {
  '/openapi/v2/auth/tp/token/': { method: 'GET', type: 'application/json', query: ['component_appid', 'component_appsecret', 'component_ticket'] },
  '/api/tpapp/v2/auth/retrieve_auth_code/': { method: 'POST', type: 'application/json', body: ['authorization_appid'] },
  '/api/tpapp/v2/auth/get_auth_token/': { method: 'GET', type: 'application/json', query: ['grant_type'] },
  '/api/apps/v1/package_version/versions/': { method: 'GET', type: 'application/json' },
  '/api/apps/v1/package_version/get_audit_hosts/': { method: 'GET', type: 'application/json' },
  '/api/apps/v2/package_version/audit/': { method: 'POST', type: 'application/json', body: ['host_names'] },
  '/api/apps/v1/package_version/revoke_audit/': { method: 'POST', type: 'application/json' },
  '/api/apps/v1/package_version/release/': { method: 'POST', type: 'application/json' },
  '/api/apps/v1/package_version/rollback/': { method: 'POST', type: 'application/json' },
  '/api/apps/v1/url_link/generate/': { method: 'POST', type: 'application/json', body: ['app_id', 'app_name', 'path', 'query', 'expire_time'] },
  '/api/apps/v2/basic_info/get_qr_code/': { method: 'POST', type: 'application/json', body: ['version'] },
  '/oauth/access_token/': { method: 'POST', type: 'application/x-www-form-urlencoded', body: ['client_key', 'client_secret', 'code', 'grant_type'] },
  '/oauth/refresh_token/': { method: 'POST', type: 'application/x-www-form-urlencoded', body: ['client_key', 'grant_type', 'refresh_token'] },
  '/api/douyin/v1/video/video_list/': { method: 'GET', type: 'application/json', query: ['open_id', 'cursor', 'count'] },
  '/item/comment/list/': { method: 'GET', type: 'application/json', query: ['open_id', 'item_id', 'cursor', 'count'] },
  '/item/comment/reply/list/': { method: 'GET', type: 'application/json', query: ['open_id', 'item_id', 'comment_id', 'cursor', 'count'] },
  '/item/comment/reply/': { method: 'POST', type: 'application/json', query: ['open_id'], body: ['item_id', 'comment_id', 'content'] },
  '/item/comment/top/': { method: 'POST', type: 'application/json', query: ['open_id'], body: ['item_id', 'comment_id', 'top'] },
  '/enterprise/media/upload': { method: 'POST', type: 'multipart/form-data', query: ['open_id', 'access_token'], body: ['media'] },
  '/im/save/retain_consult_card/': { method: 'POST', type: 'application/json', query: ['open_id'], body: ['title', 'media_id', 'components'] },
  '/im/get/retain_consult_card/': { method: 'GET', type: 'application/json', query: ['open_id'] },
  '/im/del/retain_consult_card/': { method: 'POST', type: 'application/json', query: ['open_id', 'card_id'] },
  '/api/douyin/v1/im/set_applet_template/': { method: 'POST', type: 'application/json', body: ['card_type', 'title', 'content', 'media_id', 'app_id'] },
  '/api/douyin/v1/im/get_applet_template/': { method: 'POST', type: 'application/json', body: ['cursor', 'count'] },
  '/api/douyin/v1/im/del_applet_template/': { method: 'POST', type: 'application/json', query: ['card_template_id'] },
};

describe('the adapter\'s requests, as the documents ask them', () => {
  it('every request: a documented call, its method, its content type and its required parameters', () => {
    const made = fake.requests.filter((r) => r.path !== '/platform/oauth/connect/');
    expect(made.length).toBeGreaterThan(20);
    expect(contractProblems(made, DOCUMENTED)).toEqual([]);
    // The v2 component token's errors are {errno, message}: the code is read from there too.
    expect(douyinCode({ errno: 28001016, message: 'invalid component ticket' })).toBe('28001016');
    // Each documented call the console makes was made here at least once.
    expect(unmade(made, DOCUMENTED)).toEqual([]);
  });
});
