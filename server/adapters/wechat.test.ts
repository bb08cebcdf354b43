import type { Kysely } from 'kysely';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PNG_1PX, type TestApp, uploadFile } from '../test/harness.ts';
import { contractProblems, type DocumentedCall, type SeenRequest, unmade } from '../test/contract.ts';
import { accessToken, wechatAccount, withToken } from './wechat.ts';
import { wechatSignature } from '../routes/wechat.ts';
import { decryptMessage, encryptMessage, msgSignature } from './wechat-crypto.ts';
import { migrationsFor } from '../db/migrations.ts';

/** A fake of WeChat's API: stable_token hands out numbered tokens (a new one ends the old), menu/create wants the current one. */
let fake: Server;
let issued = 0;
let current = '';
let tokenCalls = 0;
let refuseSecret = false;
const menus: unknown[] = [];
const uploads: Array<{ type: string | null; multipart: boolean; png: boolean }> = [];
const customs: Array<Record<string, unknown>> = [];
let refuseCustom = false;
const SECRET = '0123456789abcdef0123456789abcdef';
const TOKEN = 'kpToken2026';

let t: TestApp;
let ops: string;
let accountId: number;
/** Every request the adapter made, as it came (the contract test at the end reads them). */
const requests: SeenRequest[] = [];

/**
 * A fake WeChat answering as its documents do (developers.weixin.qq.com/doc/offiaccount): the
 * stable token `{access_token, expires_in}` or `{errcode: 40125, errmsg: 'invalid appsecret'}`;
 * `{errcode: 0, errmsg: 'ok'}` for a menu or a customer-service message, 40001 for a token another
 * replaced, 40018 for a button name too long, 45015 past the 48-hour window; a temporary media
 * upload `{type, media_id, created_at}` from a multipart body.
 */
beforeAll(async () => {
  fake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url!, 'http://x');
      const text = Buffer.concat(chunks).toString();
      const body = chunks.length && text.startsWith('{') ? JSON.parse(text) : {};
      requests.push({ method: req.method!, path: url.pathname, type: String(req.headers['content-type'] ?? '').split(';')[0], query: [...url.searchParams.keys()], body: Object.keys(body) });
      const send = (json: object) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (url.pathname === '/cgi-bin/stable_token') {
        tokenCalls++;
        // Slow enough that a second process asks while the first waits.
        await new Promise((done) => setTimeout(done, 150));
        if (refuseSecret || body.secret !== SECRET) return send({ errcode: 40125, errmsg: 'invalid appsecret' });
        current = `TOKEN-${++issued}`;
        return send({ access_token: current, expires_in: 7200 });
      }
      if (url.pathname === '/cgi-bin/menu/create') {
        if (url.searchParams.get('access_token') !== current) return send({ errcode: 40001, errmsg: 'invalid credential' });
        if (JSON.stringify(body).includes('refuse-me')) return send({ errcode: 40018, errmsg: 'invalid button name size' });
        menus.push(body);
        return send({ errcode: 0, errmsg: 'ok' });
      }
      if (url.pathname === '/cgi-bin/media/upload') {
        if (url.searchParams.get('access_token') !== current) return send({ errcode: 40001, errmsg: 'invalid credential' });
        const raw = Buffer.concat(chunks);
        uploads.push({ type: url.searchParams.get('type'), multipart: String(req.headers['content-type']).startsWith('multipart/form-data'), png: raw.includes(Buffer.from([0x89, 0x50, 0x4e, 0x47])) });
        return send({ type: 'image', media_id: `MEDIA-${uploads.length}`, created_at: 1764000000 });
      }
      if (url.pathname === '/cgi-bin/message/custom/send') {
        if (url.searchParams.get('access_token') !== current) return send({ errcode: 40001, errmsg: 'invalid credential' });
        if (refuseCustom) return send({ errcode: 45015, errmsg: 'response out of time limit' });
        customs.push(body);
        return send({ errcode: 0, errmsg: 'ok' });
      }
      if (url.pathname === '/cgi-bin/menu/get') return send({ menu: { button: [{ type: 'click', name: '线上', key: 'LIVE' }] } });
      return send({ errcode: 40004, errmsg: 'unknown' });
    });
  });
  await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done));
  t = await buildTestApp();
  ops = await t.login('ops01');
  const admin = await t.login('admin');
  const { port } = fake.address() as { port: number };
  await t.request({ method: 'POST', url: '/v1/api/app/system/config/data', token: admin, payload: { configs: { 'wechat.apiBase': `http://127.0.0.1:${port}` } } });
});
afterAll(async () => { await t.close(); await new Promise<void>((done) => fake.close(() => done())); });

/** Every answer this file gets, to look for a credential in (there must be none). */
const answers: string[] = [];
const call = async (method: 'GET' | 'POST', url: string, payload?: object, token: string | null = ops) => {
  const res = await t.request({ method, url: `/v1/api${url}`, token: token ?? undefined, payload });
  answers.push(JSON.stringify(res.body));
  return res;
};
afterAll(() => {
  // The AppSecret and the token went in; no answer ever gave either back.
  expect(answers.length).toBeGreaterThan(20);
  expect(answers.filter((a) => a.includes(SECRET) || a.includes(TOKEN))).toEqual([]);
});

describe('official accounts (公众号账号)', () => {
  it('keeps the AppSecret, token and key encrypted, answers them as ******, keeps them when ****** comes back', async () => {
    const created = await call('POST', '/app/wechat/account/add', { name: '快聘招聘', original_id: 'gh_0123456789ab', app_id: 'wx0123456789abcdef', app_secret: SECRET, token: TOKEN, status: '1' });
    expect(created.body.code).toBe('00000');
    accountId = created.body.data.id;
    const stored = await t.db.kysely.selectFrom('wechat_account' as never).selectAll().executeTakeFirstOrThrow() as Record<string, string>;
    expect(stored.app_secret).not.toContain(SECRET);
    expect(stored.token).not.toContain(TOKEN);
    const detail = await call('GET', `/app/wechat/account/detail/${accountId}`);
    expect(detail.body.data).toMatchObject({ app_secret: '******', token: '******', aes_key: null });
    const list = await call('GET', '/app/wechat/account/list');
    expect(JSON.stringify(list.body)).not.toMatch(new RegExp(`${SECRET}|${TOKEN}`));
    // An edit sending ****** back keeps them; a bad new one is refused by its rule.
    const edited = await call('POST', `/app/wechat/account/edit/${accountId}`, { ...detail.body.data, name: '快聘招聘服务号' });
    expect(edited.body.msg).toBe('成功');
    expect((await wechatAccount(t.app, accountId))).toMatchObject({ name: '快聘招聘服务号', app_secret: SECRET, token: TOKEN });
    const bad = await call('POST', `/app/wechat/account/edit/${accountId}`, { app_secret: 'not-a-secret' });
    expect(bad.status).toBe(400);
  });

  it('测试连接 asks WeChat for a token and says what it answered', async () => {
    const good = await call('GET', `/app/wechat/account/test/${accountId}`);
    expect(good.body.data).toMatchObject({ ok: true, text: '连接正常：微信接受了「快聘招聘服务号」的 AppID 和 AppSecret，已取得 access_token' });
    refuseSecret = true;
    const refused = await call('GET', `/app/wechat/account/test/${accountId}`);
    expect(refused.body.data).toMatchObject({ ok: false, text: '连接失败：AppSecret 不正确（40125）' });
    refuseSecret = false;
    // Its calls are in the integration log, with no secret.
    const log = await call('GET', '/system/integrations/list?kind=wechat', undefined, await t.login('admin'));
    expect(log.body.data.list[0]).toMatchObject({ kind: 'wechat', action: '获取 access_token', endpoint: '/cgi-bin/stable_token', ok: false, code: '40125' });
    expect(JSON.stringify(log.body)).not.toContain(SECRET);
  });

  it('gives its callback address, warning while the system domain is unset or this machine\'s own', async () => {
    const local = (await call('GET', `/app/wechat/account/callback/${accountId}`)).body.data;
    expect(local).toMatchObject({ local: true, url: `http://localhost:80/v1/api/wechat/callback/${accountId}` });
    expect(local.text).toContain('系统域名未设置');
    const admin = await t.login('admin');
    expect((await call('POST', '/app/system/save', { systemDomain: 'https://kp.example.com' }, admin)).body.code).toBe('00000');
    const set = (await call('GET', `/app/wechat/account/callback/${accountId}`)).body.data;
    expect(set).toMatchObject({ local: false, url: `https://kp.example.com/v1/api/wechat/callback/${accountId}` });
    expect(set.text).not.toContain('注意');
    expect((await call('POST', '/app/system/save', { systemDomain: '' }, admin)).body.code).toBe('00000');
  });
});

describe('the access token', () => {
  it('is fetched once and shared by two server processes asking at once', async () => {
    await t.db.kysely.deleteFrom('wechat_token' as never).execute();
    const other = await buildTestApp({ shareWith: t });
    try {
      const before = tokenCalls;
      const account = (await wechatAccount(t.app, accountId))!;
      const [a, b] = await Promise.all([accessToken(t.app, account), accessToken(other.app, account)]);
      expect(tokenCalls - before).toBe(1);
      expect(a).toEqual(b);
      expect(a).toEqual({ ok: true, data: { token: current } });
      // Kept: a third ask takes it from the database.
      await accessToken(other.app, account);
      expect(tokenCalls - before).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('is fetched anew when WeChat says 40001 (another token replaced it), and the call is made once more', async () => {
    const account = (await wechatAccount(t.app, accountId))!;
    await accessToken(t.app, account);
    current = 'TOKEN-from-elsewhere';
    const before = tokenCalls;
    const made = await withToken(t.app, account, '创建菜单', 'POST', '/cgi-bin/menu/create', { button: [{ type: 'click', name: '招聘', key: 'JOBS' }] });
    expect(made.ok).toBe(true);
    expect(tokenCalls - before).toBe(1);
    expect(menus.at(-1)).toEqual({ button: [{ type: 'click', name: '招聘', key: 'JOBS' }] });
  });
});

describe('the callback', () => {
  // As WeChat signs each push: its own time (seconds) and a new nonce.
  let nonces = 0;
  const sign = (query: Record<string, string> = {}, timestamp = String(Math.floor(t.clock() / 1000))) => {
    const nonce = `n0nce${++nonces}`;
    return new URLSearchParams({ timestamp, nonce, signature: wechatSignature(TOKEN, timestamp, nonce), ...query }).toString();
  };
  const push = async (xml: string, query = sign()) => {
    const res = await t.app.inject({ method: 'POST', url: `/v1/api/wechat/callback/${accountId}?${query}`, headers: { 'content-type': 'text/xml' }, payload: xml });
    answers.push(res.body);
    return res;
  };
  const text = (content: string, msgId: string, from = 'oFollower1') => `<xml><ToUserName><![CDATA[gh_0123456789ab]]></ToUserName><FromUserName><![CDATA[${from}]]></FromUserName><CreateTime>1764000000</CreateTime><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[${content}]]></Content><MsgId>${msgId}</MsgId></xml>`;

  beforeAll(async () => {
    const add = (body: object) => call('POST', '/app/wechat/keyword/add', { account_id: accountId, status: '1', ...body });
    expect((await add({ name: '找工作', trigger: 'keyword', words: [{ word: '工作', match: 'contains' }, { word: '岗位', match: 'contains' }], reply_mode: 'all', replies: [{ type: 'text', text: '回复「岗位」看最新岗位' }] })).body.code).toBe('00000');
    const up = await uploadFile(t, '/v1/api/uploads/matter', ops, PNG_1PX, { field: 'file' });
    const cover = await call('POST', '/app/matter/add', { title: '欢迎封面', file: up.body.data.url, folder: '1' });
    const news = { type: 'news', title: '欢迎关注快聘', url: 'https://kp.example/jobs', description: '三百个岗位', cover_id: cover.body.data.id };
    const follow = await call('POST', '/app/wechat/receive/care/save', { account_id: accountId, reply_mode: 'all', replies: [news] });
    expect(follow.body.code).toBe('00000');
    expect((await call('GET', `/app/wechat/receive/care/config?account_id=${accountId}`)).body.data).toMatchObject({ trigger: 'subscribe', replies: [news] });
  });

  it('answers WeChat\'s address check with its echostr, and refuses a bad signature', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/v1/api/wechat/callback/${accountId}?${sign({ echostr: 'echo-123' })}` });
    expect([ok.statusCode, ok.body]).toEqual([200, 'echo-123']);
    const bad = await t.app.inject({ method: 'GET', url: `/v1/api/wechat/callback/${accountId}?timestamp=1&nonce=2&signature=${'0'.repeat(40)}&echostr=x` });
    expect(bad.statusCode).toBe(403);
    expect((await push(text('工作', '1'), 'timestamp=1&nonce=2&signature=bad')).statusCode).toBe(403);
  });

  it('answers a keyword with its rule, a follow with the follow reply, a duplicate and an unmatched message with success', async () => {
    const hit = await push(text('有什么工作吗', '1001'));
    expect(hit.headers['content-type']).toContain('xml');
    expect(hit.body).toBe('<xml><ToUserName><![CDATA[oFollower1]]></ToUserName><FromUserName><![CDATA[gh_0123456789ab]]></FromUserName><CreateTime>' + Math.floor(t.clock() / 1000) + '</CreateTime><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[回复「岗位」看最新岗位]]></Content></xml>');
    // WeChat's retry of the same message is answered once only.
    expect((await push(text('有什么工作吗', '1001'))).body).toBe('success');
    expect((await push(text('你好', '1002'))).body).toBe('success');
    const follow = await push('<xml><ToUserName><![CDATA[gh_0123456789ab]]></ToUserName><FromUserName><![CDATA[oNew]]></FromUserName><CreateTime>1764000001</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event></xml>');
    expect(follow.body).toContain('<MsgType><![CDATA[news]]></MsgType><ArticleCount>1</ArticleCount>');
    expect(follow.body).toContain('<Title><![CDATA[欢迎关注快聘]]></Title>');
    expect(follow.body).toContain('<Url><![CDATA[https://kp.example/jobs]]></Url>');
    const messages = await call('GET', `/app/wechat/message/list?account_id=${accountId}`);
    expect(messages.body.data.total).toBe(3);
    expect(messages.body.data.list.find((m: { content: string }) => m.content === '有什么工作吗').reply).toBe('找工作 · 文字：回复「岗位」看最新岗位');
    // No entity expansion, no DOCTYPE.
    expect((await push('<!DOCTYPE x [<!ENTITY a "b">]><xml><Content>&a;</Content></xml>')).statusCode).toBe(400);
  });

  it('refuses a signed request from outside its five minutes, and takes one signed request once, whatever body comes with it again', async () => {
    const stale = String(Math.floor(t.clock() / 1000) - 301);
    expect((await push(text('有什么工作吗', '2001'), sign({}, stale))).statusCode).toBe(403);
    expect((await push(text('有什么工作吗', '2002'), sign({}, '978307200'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/v1/api/wechat/callback/${accountId}?${sign({ echostr: 'e' }, stale)}` })).statusCode).toBe(403);
    const rows = async () => Number((await (t.db.kysely as Kysely<any>).selectFrom('wechat_message').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await rows();
    const captured = sign();
    expect((await push(text('有什么工作吗', '2003'), captured)).body).toContain('回复「岗位」看最新岗位');
    // The captured query string with another message: no second reply, no second row.
    const replay = await push(text('有什么工作吗', '2004', 'oAttacker'), captured);
    expect([replay.statusCode, replay.body]).toEqual([200, 'success']);
    expect(await rows()).toBe(before + 1);
  });

  it('answers with a library picture as an image: uploaded to WeChat once, its media_id kept', async () => {
    const up = await uploadFile(t, '/v1/api/uploads/matter', ops, PNG_1PX, { field: 'file' });
    const item = await call('POST', '/app/matter/add', { title: '二维码', file: up.body.data.url, folder: '1' });
    expect((await call('POST', '/app/wechat/keyword/add', { account_id: accountId, status: '1', name: '二维码', trigger: 'keyword', words: [{ word: '二维码', match: 'exact' }], reply_mode: 'all', replies: [{ type: 'image', image_id: item.body.data.id }] })).body.code).toBe('00000');
    const first = await push(text('二维码', '7001'));
    expect(first.body).toContain('<MsgType><![CDATA[image]]></MsgType><Image><MediaId><![CDATA[MEDIA-1]]></MediaId></Image>');
    expect(uploads).toEqual([{ type: 'image', multipart: true, png: true }]);
    const again = await push(text('二维码', '7002', 'oOther'));
    expect(again.body).toContain('<MediaId><![CDATA[MEDIA-1]]></MediaId>');
    expect(uploads.length).toBe(1);
    // The rule keeps its picture: the library will not delete what a reply shows, and says who uses it.
    const refused = await t.request({ method: 'DELETE', url: `/v1/api/app/matter/delete/${item.body.data.id}`, token: await t.login() });
    expect([refused.status, refused.body.msg]).toEqual([400, '还有 1 个回复规则使用这个素材（「二维码」），请先修改或删除它们']);
    expect((await call('GET', `/used-by/matter?id=${item.body.data.id}`)).body.data).toEqual([{ what: '回复规则', count: 1, names: ['二维码'] }]);
    // Another library item is not held by it.
    const other = await call('POST', '/app/matter/add', { title: '另一张', file: (await uploadFile(t, '/v1/api/uploads/matter', ops, PNG_1PX, { field: 'file' })).body.data.url, folder: '1' });
    expect((await call('GET', `/used-by/matter?id=${other.body.data.id}`)).body.data).toEqual([]);
  });

  it('matches each keyword by its own mode, sends every reply (the rest as customer-service messages) or one at random', async () => {
    const add = (body: object) => call('POST', '/app/wechat/keyword/add', { account_id: accountId, status: '1', trigger: 'keyword', reply_mode: 'all', ...body });
    // An entry is checked as a record is: its kind's dictionary, what its kind needs, the rule's limits.
    const bad = await add({ name: '坏规则', words: [{ word: '工资', match: 'exact' }], replies: [{ type: 'text', text: '好' }, { type: 'news', title: '标题' }] });
    expect([bad.status, bad.body.data]).toEqual([400, [{ field: 'replies', message: '回复内容第 2 条：请填写图文链接' }]]);
    const fuzzy = await add({ name: '坏规则', words: [{ word: '工资', match: 'fuzzy' }], replies: [{ type: 'text', text: '好' }] });
    expect(fuzzy.body.data).toEqual([{ field: 'words', message: '关键词第 1 条：「fuzzy」不是「匹配方式」的选项（可选：完全匹配、包含）' }]);
    const none = await add({ name: '坏规则', words: [], replies: [{ type: 'text', text: '好' }] });
    expect(none.body.data).toEqual([{ field: 'words', message: '请填写关键词' }]);
    const many = await add({ name: '太多', words: [{ word: 'x', match: 'exact' }], replies: Array(6).fill({ type: 'text', text: 'x' }) });
    expect([many.status, many.body.data[0]]).toEqual([400, { field: 'replies', message: '回复内容不应多于 5 个项' }]);
    const ghost = await add({ name: '无图', words: [{ word: 'y', match: 'exact' }], replies: [{ type: 'image', image_id: 99999 }] });
    expect(ghost.body.data).toEqual([{ field: 'replies', message: '回复内容第 1 条：所选图片不存在或已删除，请重新选择' }]);

    expect((await add({ name: '工资', words: [{ word: '工资', match: 'exact' }, { word: '薪资', match: 'contains' }], replies: [
      { type: 'text', text: '工资每月 10 日发放' }, { type: 'text', text: '详情见官网' }, { type: 'news', title: '工资说明', url: 'https://kp.example/pay', description: '发放与个税', cover_id: (await call('GET', '/app/matter/list?pageSize=1')).body.data.list[0].id },
    ] })).body.code).toBe('00000');
    // 「工资」matches whole only; 「薪资」anywhere in the message.
    expect((await push(text('我的工资呢', '9001'))).body).toBe('success');
    customs.length = 0;
    const whole = await push(text('工资', '9002', 'oPay'));
    expect(whole.body).toContain('<Content><![CDATA[工资每月 10 日发放]]></Content>');
    await expect.poll(() => customs.length).toBe(2);
    expect(customs).toEqual([
      { touser: 'oPay', msgtype: 'text', text: { content: '详情见官网' } },
      { touser: 'oPay', msgtype: 'news', news: { articles: [expect.objectContaining({ title: '工资说明', url: 'https://kp.example/pay', description: '发放与个税', picurl: expect.stringMatching(/^http.*\/files\//) })] } },
    ]);
    await expect.poll(async () => (await call('GET', `/app/wechat/message/list?account_id=${accountId}&pageSize=50`)).body.data.list.find((m: { content: string }) => m.content === '工资')?.reply)
      .toBe('工资 · 文字：工资每月 10 日发放；客服消息 2/2 条已发出');
    expect((await push(text('问下薪资怎么算', '9003'))).body).toContain('工资每月 10 日发放');
    // A customer-service message WeChat refuses is said so, never counted as sent.
    refuseCustom = true;
    await push(text('工资', '9004', 'oLate'));
    await expect.poll(async () => (await call('GET', `/app/wechat/message/list?account_id=${accountId}&pageSize=50`)).body.data.list.find((m: { from_user: string }) => m.from_user === 'oLate')?.reply)
      .toMatch(/^工资 · 文字：工资每月 10 日发放；客服消息 0\/2 条已发出（.+45015）/);
    refuseCustom = false;

    // 随机回复一条: one of the replies, nothing more.
    const rule = (await call('GET', `/app/wechat/keyword/list?account_id=${accountId}&pageSize=50`)).body.data.list.find((r: { name: string }) => r.name === '工资');
    expect((await call('POST', `/app/wechat/keyword/edit/${rule.id}`, { reply_mode: 'random' })).body.code).toBe('00000');
    customs.length = 0;
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const answer = await push(text('工资', String(9100 + i), `oRandom${i}`));
      seen.add(/<MsgType><!\[CDATA\[(\w+)\]\]><\/MsgType>(?:<Content><!\[CDATA\[([^\]]+))?/.exec(answer.body)!.slice(1).join(':'));
    }
    expect([...seen].sort()).toEqual(['news:', 'text:工资每月 10 日发放', 'text:详情见官网']);
    await new Promise((done) => setTimeout(done, 50));
    expect(customs).toEqual([]);
  });

  it('answers 200 messages at once, each its own reply', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => push(text(`想找工作 ${i}`, String(5000 + i), `oMany${i}`))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(200).fill(200));
    expect(answers.every((a, i) => a.body.includes(`<ToUserName><![CDATA[oMany${i}]]></ToUserName>`) && a.body.includes('回复「岗位」看最新岗位'))).toBe(true);
  });
  it('in safe mode (AES): opens a sealed message, answers it sealed and signed; a wrong envelope signature is refused', async () => {
    const aesKey = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    expect((await call('POST', `/app/wechat/account/edit/${accountId}`, { aes_key: aesKey })).body.code).toBe('00000');
    const appId = 'wx0123456789abcdef';
    const inner = text('找工作', '8001', 'oSafe');
    const encrypt = encryptMessage(aesKey, appId, inner);
    // What WeChat's own layout says is inside: 16 random bytes, the length, the message, the AppID.
    expect(decryptMessage(aesKey, appId, encrypt)).toBe(inner);
    expect(() => decryptMessage(aesKey, 'wx0000000000000000', encrypt)).toThrow('AppID 不符');
    const timestamp = String(Math.floor(t.clock() / 1000));
    const nonce = 'safe1';
    const envelope = `<xml><ToUserName><![CDATA[gh_0123456789ab]]></ToUserName><Encrypt><![CDATA[${encrypt}]]></Encrypt></xml>`;
    const query = new URLSearchParams({ timestamp, nonce, signature: wechatSignature(TOKEN, timestamp, nonce), encrypt_type: 'aes', msg_signature: msgSignature(TOKEN, timestamp, nonce, encrypt) }).toString();
    const answer = await push(envelope, query);
    const sealed = /<Encrypt><!\[CDATA\[([^\]]+)\]\]><\/Encrypt><MsgSignature><!\[CDATA\[([0-9a-f]{40})\]\]><\/MsgSignature><TimeStamp>(\d+)<\/TimeStamp><Nonce><!\[CDATA\[([^\]]+)\]\]><\/Nonce>/.exec(answer.body)!;
    expect(sealed).not.toBeNull();
    expect(sealed[2]).toBe(msgSignature(TOKEN, sealed[3], sealed[4], sealed[1]));
    const opened = decryptMessage(aesKey, appId, sealed[1]);
    expect(opened).toContain('<ToUserName><![CDATA[oSafe]]></ToUserName>');
    expect(opened).toContain('回复「岗位」看最新岗位');
    const forged = new URLSearchParams({ timestamp, nonce: 'safe2', signature: wechatSignature(TOKEN, timestamp, 'safe2'), encrypt_type: 'aes', msg_signature: '0'.repeat(40) }).toString();
    expect((await push(envelope, forged)).statusCode).toBe(403);
    // A plain message to a safe-mode account, signed with the token alone: refused.
    expect((await push(text('找工作', '8002', 'oPlain'))).statusCode).toBe(403);
  });

});

describe('rules kept before keywords had their own modes (migration 0020)', () => {
  it('become entries: the keywords each with the rule\'s mode, the one reply, sent whole', async () => {
    const other = await buildTestApp();
    try {
      const k = other.db.kysely as never as import('kysely').Kysely<any>;
      await k.schema.alterTable('wechat_keyword').dropColumn('words').execute();
      await k.schema.alterTable('wechat_keyword').dropColumn('replies').execute();
      await k.schema.alterTable('wechat_keyword').dropColumn('reply_mode').execute();
      for (const column of ['keywords', 'match', 'reply_type', 'reply_text', 'news_title', 'news_description', 'news_url']) await k.schema.alterTable('wechat_keyword').addColumn(column, 'text').execute();
      for (const column of ['reply_image_id', 'news_image_id']) await k.schema.alterTable('wechat_keyword').addColumn(column, 'bigint').execute();
      const stamps = { created_at: 0, updated_at: 0, status: '1', account_id: 1 };
      await k.insertInto('wechat_keyword').values([
        { ...stamps, name: '找工作', trigger: 'keyword', keywords: '工作，岗位', match: 'contains', reply_type: 'text', reply_text: '看岗位' },
        { ...stamps, name: '关注', trigger: 'subscribe', keywords: null, match: 'exact', reply_type: 'news', news_title: '欢迎', news_url: 'https://kp.example/', news_image_id: 7 },
      ]).execute();
      await migrationsFor(other.db.dialect)['0020_wechat_rule_entries'].up(k);
      const rows = await k.selectFrom('wechat_keyword').select(['name', 'words', 'replies', 'reply_mode']).orderBy('id').execute();
      expect(rows.map((r) => ({ ...r, words: JSON.parse(r.words ?? 'null'), replies: JSON.parse(r.replies) }))).toEqual([
        { name: '找工作', words: [{ word: '工作', match: 'contains' }, { word: '岗位', match: 'contains' }], replies: [{ type: 'text', text: '看岗位' }], reply_mode: 'all' },
        { name: '关注', words: null, replies: [{ type: 'news', title: '欢迎', url: 'https://kp.example/', cover_id: 7 }], reply_mode: 'all' },
      ]);
    } finally {
      await other.close();
    }
  });
});

describe('the menu', () => {
  const save = (button: unknown[]) => call('POST', '/app/wechat/menu/config', { data: { account_id: accountId, button } });
  it('saves a draft checked as WeChat checks it, publishes exactly the button JSON, and pulls the live one back', async () => {
    const long = await save([{ name: '招聘岗位查询', type: 'click', key: 'JOBS' }]);
    expect([long.status, long.body.msg]).toEqual([400, '第 1 个菜单「招聘岗位查询」的名称最多 16 字节（约 5 个汉字），现在 18 字节']);
    expect(long.body.data).toEqual([{ field: 'button[0].name', message: '第 1 个菜单「招聘岗位查询」的名称最多 16 字节（约 5 个汉字），现在 18 字节' }]);
    const menu = [{ name: '找工作', type: 'click', key: 'JOBS' }, { name: '官网', type: 'view', url: 'https://kp.example/' }];
    expect((await save(menu)).body.code).toBe('00000');
    const published = await call('POST', '/app/wechat/create/menu', { data: { account_id: accountId } });
    expect(published.body.data).toEqual({ published: true });
    expect(menus.at(-1)).toEqual({ button: [{ type: 'click', name: '找工作', key: 'JOBS' }, { type: 'view', name: '官网', url: 'https://kp.example/' }] });
    const stored = await call('GET', `/app/wechat/menu/config?account_id=${accountId}`);
    expect(stored.body.data.published).toEqual(menus.at(-1));
    // WeChat's refusal in Chinese; nothing kept as published.
    await save([{ name: 'refuse-me', type: 'click', key: 'X' }]);
    const refused = await call('POST', '/app/wechat/create/menu', { data: { account_id: accountId } });
    expect(refused.body.msg).toBe('发布失败：菜单按钮名称过长：一级最多 16 字节、子菜单最多 60 字节（40018）');
    expect((await call('GET', `/app/wechat/menu/config?account_id=${accountId}`)).body.data.published).toEqual(menus.at(-1));
    const pulled = await call('POST', '/app/wechat/menu/pull', { data: { account_id: accountId } });
    expect(pulled.body.data).toEqual({ button: [{ type: 'click', name: '线上', key: 'LIVE' }] });
    // Publishing needs its own permission: the operator holds it; hr01 holds none of these.
    expect((await call('POST', '/app/wechat/create/menu', { data: { account_id: accountId } }, await t.login('hr01'))).status).toBe(403);
  });
});

/**
 * Every request the WeChat adapter made in this file's flows, against WeChat's documents
 * (developers.weixin.qq.com/doc/offiaccount): getStableAccessToken (POST JSON grant_type, appid,
 * secret), 自定义菜单 创建/查询 (menu/create with button; menu/get), 客服消息 (message/custom/send:
 * touser, msgtype), 临时素材 (media/upload: multipart with media, type in the query); the token in
 * the access_token query on every call but the token's own.
 */
const WECHAT_DOCUMENTED: Record<string, DocumentedCall> = {
  '/cgi-bin/stable_token': { method: 'POST', type: 'application/json', body: ['grant_type', 'appid', 'secret'] },
  '/cgi-bin/menu/create': { method: 'POST', type: 'application/json', query: ['access_token'], body: ['button'] },
  '/cgi-bin/menu/get': { method: 'GET', query: ['access_token'] },
  '/cgi-bin/message/custom/send': { method: 'POST', type: 'application/json', query: ['access_token'], body: ['touser', 'msgtype'] },
  '/cgi-bin/media/upload': { method: 'POST', type: 'multipart/form-data', query: ['access_token', 'type'] },
};

describe('the WeChat adapter\'s requests, as the documents ask them', () => {
  it('every request: a documented call, its method, content type and required parameters', () => {
    expect(requests.length).toBeGreaterThan(10);
    expect(contractProblems(requests, WECHAT_DOCUMENTED)).toEqual([]);
    expect(unmade(requests, WECHAT_DOCUMENTED)).toEqual([]);
  });
});
