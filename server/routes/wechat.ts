/**
 * The official account's routes beside its schema screens: 测试连接 and the callback address of an
 * account; the follow reply (receive care) as SPEC §7 names it; and the callback WeChat pushes
 * followers' messages to (public: its signature is the credential), in plaintext mode, or in safe
 * mode (AES: opened with the account's EncodingAESKey and answered sealed).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { XMLParser } from 'fast-xml-parser';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { siteOrigin } from '../services/system-info.ts';
import { isLocalOrigin } from '../../validators/local-address.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { imageMedia, testAccount, type WechatAccount, wechatAccount, withToken } from '../adapters/wechat.ts';
import { decryptMessage, encryptMessage, msgSignature } from '../adapters/wechat-crypto.ts';
import { libraryPicture, publicFileUrl } from '../services/files.ts';
import { readEntries } from '../engine/multi-values.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import { refuseNoise } from '../services/push-noise.ts';
import { sameDigest } from '../services/digest.ts';
import { isId } from '../services/bounds.ts';
import { firstSight, forget } from '../services/seen.ts';
import { type MenuButton, menuProblems, wechatButtons } from '../../validators/wechat-menu.ts';

const k = (app: FastifyInstance) => app.db.kysely as Kysely<any>;
const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } } as const;
/** The most a pushed message may weigh (WeChat's are a few hundred bytes). */
const MAX_XML_BYTES = 64 * 1024;
export const CALLBACK_PATH = '/v1/api/wechat/callback';
/** How far a callback's timestamp (WeChat's send time, in seconds) may be from the server's time: a replay past it is refused. */
export const REPLAY_WINDOW_S = 5 * 60;

/** WeChat's signature: sha1 of the token, timestamp and nonce, sorted and joined. */
export const wechatSignature = (token: string, timestamp: string, nonce: string) => createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');


// No entity is expanded and no DOCTYPE taken: a message is a flat envelope of text fields.
const xml = new XMLParser({ processEntities: false, ignoreDeclaration: true, parseTagValue: false, trimValues: true });
const cdata = (s: string) => `<![CDATA[${s.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

interface Incoming { ToUserName?: string; FromUserName?: string; CreateTime?: string; MsgType?: string; Content?: string; MsgId?: string; Event?: string; EventKey?: string; Encrypt?: string }
type Rule = Record<string, unknown>;
/** One of a rule's replies (its `replies` entries). */
interface Reply { type?: string; text?: string; image_id?: number; title?: string; description?: string; url?: string; cover_id?: number }
/** One of a rule's keywords with its own match mode (its `words` entries). */
interface Word { word?: string; match?: string }

/** A reply made ready to send: the text, WeChat's media_id of the picture, or the news item with its cover's address. */
type Outgoing = { type: 'text'; content: string } | { type: 'image'; mediaId: string } | { type: 'news'; title: string; description: string; url: string; picUrl: string };

/** What a reply sends (the picture uploaded to WeChat as temporary media, its media_id kept for reuse), or null when it cannot be made. */
async function outgoing(app: FastifyInstance, account: WechatAccount, reply: Reply, origin: string): Promise<{ message: Outgoing; summary: string } | null> {
  if (reply.type === 'text' && reply.text) return { message: { type: 'text', content: String(reply.text) }, summary: `文字：${String(reply.text).slice(0, 40)}` };
  if (reply.type === 'news' && reply.title && reply.url) {
    const cover = reply.cover_id ? await k(app).selectFrom('matter').select('file').where('id', '=', Number(reply.cover_id)).executeTakeFirst() : undefined;
    const pic = publicFileUrl(cover?.file);
    return { message: { type: 'news', title: String(reply.title), description: String(reply.description ?? ''), url: String(reply.url), picUrl: pic ? `${origin}${pic}` : '' }, summary: `图文：${String(reply.title)}` };
  }
  if (reply.type === 'image' && reply.image_id) {
    const picture = await libraryPicture(app.db.kysely, app.files, Number(reply.image_id));
    if (!picture) return null;
    const media = await imageMedia(app, account, picture.file, async () => {
      const data = await picture.bytes();
      return data && { data, mime: picture.mime };
    });
    return media.ok ? { message: { type: 'image', mediaId: media.data.mediaId }, summary: '图片' } : null;
  }
  return null;
}

/** A reply as WeChat's passive reply XML (to `to` from `from`). */
function replyXml(message: Outgoing, to: string, from: string, now: number): string {
  const head = `<ToUserName>${cdata(to)}</ToUserName><FromUserName>${cdata(from)}</FromUserName><CreateTime>${Math.floor(now / 1000)}</CreateTime><MsgType>${cdata(message.type)}</MsgType>`;
  if (message.type === 'text') return `<xml>${head}<Content>${cdata(message.content)}</Content></xml>`;
  if (message.type === 'image') return `<xml>${head}<Image><MediaId>${cdata(message.mediaId)}</MediaId></Image></xml>`;
  const item = `<item><Title>${cdata(message.title)}</Title><Description>${cdata(message.description)}</Description><PicUrl>${cdata(message.picUrl)}</PicUrl><Url>${cdata(message.url)}</Url></item>`;
  return `<xml>${head}<ArticleCount>1</ArticleCount><Articles>${item}</Articles></xml>`;
}

/** A reply as a customer-service message (cgi-bin/message/custom/send) to follower `to`. */
function customMessage(message: Outgoing, to: string): object {
  if (message.type === 'text') return { touser: to, msgtype: 'text', text: { content: message.content } };
  if (message.type === 'image') return { touser: to, msgtype: 'image', image: { media_id: message.mediaId } };
  return { touser: to, msgtype: 'news', news: { articles: [{ title: message.title, description: message.description, url: message.url, picurl: message.picUrl }] } };
}

/** The replies a rule sends this time: all of them in order, or one at random (回复方式). */
function chosenReplies(rule: Rule): Reply[] {
  const replies = readEntries(rule.replies) as Reply[];
  if (rule.reply_mode !== 'random' || replies.length < 2) return replies;
  return [replies[Math.min(replies.length - 1, Math.floor(Math.random() * replies.length))]];
}

/** The enabled rule answering message `text` (a keyword matched whole before one contained, then the oldest), or the follow rule. */
async function ruleFor(app: FastifyInstance, accountId: number, trigger: 'keyword' | 'subscribe', text = ''): Promise<Rule | null> {
  const rules = await k(app).selectFrom('wechat_keyword').selectAll().where('account_id', '=', accountId).where('trigger', '=', trigger).where('status', '=', '1').orderBy('id').execute();
  if (trigger === 'subscribe') return rules[0] ?? null;
  const said = text.trim();
  const hits = (rule: Rule, exact: boolean) => (readEntries(rule.words) as Word[]).some((w) => {
    const word = String(w.word ?? '').trim();
    if (!word) return false;
    return exact ? w.match !== 'contains' && word === said : w.match === 'contains' && said.includes(word);
  });
  return rules.find((r) => hits(r, true)) ?? rules.find((r) => hits(r, false)) ?? null;
}

/** The rest of 回复全部 as customer-service messages, one after another; what was sent noted on the message. */
async function sendRest(app: FastifyInstance, account: WechatAccount, messageId: number, summary: string, replies: Reply[], follower: string, origin: string) {
  let sent = 0;
  let failure = '';
  for (const reply of replies) {
    const made = await outgoing(app, account, reply, origin).catch(() => null);
    const answer = made ? await withToken(app, account, '客服消息', 'POST', '/cgi-bin/message/custom/send', customMessage(made.message, follower)).catch(() => null) : null;
    if (answer?.ok) sent++;
    else failure ||= made ? answer?.message ?? '平台不可用' : '回复内容无法生成';
  }
  const noted = `${summary}；客服消息 ${sent}/${replies.length} 条已发出${failure ? `（${failure}）` : ''}`;
  await k(app).updateTable('wechat_message').set({ reply: noted.slice(0, 200) }).where('id', '=', messageId).execute().catch(() => undefined);
}

export async function wechatRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/app/wechat/account/test/:id', { config: { access: 'wechat:account:edit', writes: true }, schema: { summary: '测试公众号账号的连接', params: idParams } }, async (req) => {
    const account = await wechatAccount(app, Number(req.params.id));
    if (!account) throw new ApiError('NOT_FOUND', '公众号账号不存在或已删除');
    const result = await testAccount(app, account);
    return ok({ text: result.message, ok: result.ok });
  });

  app.get<{ Params: { id: string } }>('/app/wechat/account/callback/:id', { config: { access: 'wechat:account:query' }, schema: { summary: '公众号的服务器配置（回调地址与令牌）', params: idParams } }, async (req) => {
    const account = await wechatAccount(app, Number(req.params.id));
    if (!account) throw new ApiError('NOT_FOUND', '公众号账号不存在或已删除');
    const origin = await siteOrigin(req);
    const url = `${origin}${CALLBACK_PATH}/${account.id}`;
    // WeChat's servers cannot reach this machine's own address: said before anyone pastes it.
    const warning = isLocalOrigin(origin) ? `\n\n注意：系统域名未设置（这是本机地址 ${origin}），微信服务器访问不到。请先在 系统管理 › 系统设置 填写系统域名，再复制这里的地址。` : '';
    return ok({ text: `在微信公众平台「设置与开发 › 基本配置 › 服务器配置」中填写：\n服务器地址（URL）：${url}\n令牌（Token）：与本账号保存的令牌相同\n消息加解密方式：${account.aes_key ? '安全模式（只接收加密消息）' : '明文模式'}${warning}`, url, local: Boolean(warning) });
  });

  // 关注回复 (SPEC §7 receive care): the account's follow rule, read and saved as a rule of 关键词回复.
  app.get<{ Querystring: { account_id?: string } }>('/app/wechat/receive/care/config', {
    config: { access: 'wechat:keyword:query' },
    schema: { summary: '关注回复的设置', querystring: { type: 'object', required: ['account_id'], properties: { account_id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } } },
  }, async (req) => {
    const rule = await ruleFor(app, Number(req.query.account_id), 'subscribe');
    return ok(rule ? app.engine.screens.get('wechat/keywords')?.resource?.present(rule) ?? null : null);
  });

  app.post<{ Body: Record<string, unknown> }>('/app/wechat/receive/care/save', { schema: { summary: '保存关注回复' }, config: { access: 'wechat:keyword:edit' } }, async (req) => {
    const rules = app.engine.screens.get('wechat/keywords')?.resource;
    if (!rules) throw new ApiError('NOT_FOUND', '关键词回复不可用');
    const body: Record<string, unknown> = { ...(req.body ?? {}), trigger: 'subscribe', name: String(req.body?.name ?? '关注回复'), status: String(req.body?.status ?? '1') };
    // (An account id that is no id finds nothing: the form's checks then say what is wrong, not the database.)
    const existing = isId(Number(body.account_id)) ? await k(app).selectFrom('wechat_keyword').select('id').where('account_id', '=', Number(body.account_id)).where('trigger', '=', 'subscribe').orderBy('id').executeTakeFirst() : undefined;
    return ok(existing ? await rules.update(req, Number(existing.id), body) : await rules.create(req, body));
  });

  // The callback: its own plugin, for the XML body parser.
  await app.register(async (callback) => {
    callback.addContentTypeParser(['text/xml', 'application/xml', 'text/plain'], { parseAs: 'string', bodyLimit: MAX_XML_BYTES }, (_req, body, done) => done(null, body));
    const verified = async (req: FastifyRequest<{ Params: { id: string }; Querystring: Record<string, string> }>) => {
      const account = await wechatAccount(app, Number(req.params.id));
      const { signature = '', timestamp = '', nonce = '' } = req.query;
      if (!account || account.status !== '1' || !account.token || !sameDigest(wechatSignature(account.token, timestamp, nonce), signature)) {
        req.log.warn({ account: req.params.id }, '公众号回调签名不正确，已拒绝');
        return refuseNoise(app, req, 'wechat', account && account.status === '1' && account.token ? '回调签名不正确' : '账号不存在、未启用或没有令牌');
      }
      // A signed request is good for REPLAY_WINDOW_S around its own time, not for ever (one captured query string would answer any body).
      if (!(Math.abs(app.clock() / 1000 - Number(timestamp)) <= REPLAY_WINDOW_S)) return refuseNoise(app, req, 'wechat', `时间戳与服务器时间相差超过 ${REPLAY_WINDOW_S / 60} 分钟（重放或时钟不准）`);
      return account;
    };
    const route = { config: { access: 'public' as const }, schema: { params: idParams } };

    // WeChat checks the address: the echostr goes back as it came.
    callback.get<{ Params: { id: string }; Querystring: Record<string, string> }>(`/wechat/callback/:id`, { ...route, schema: { ...route.schema, summary: '微信服务器验证回调地址（签名即凭据）', 'x-bare-response': { description: '原样的 echostr', content: { 'text/plain': { schema: { type: 'string' } } } } } }, async (req, reply) => {
      await verified(req);
      return reply.type('text/plain').send(String(req.query.echostr ?? ''));
    });

    callback.post<{ Params: { id: string }; Querystring: Record<string, string>; Body: string }>(`/wechat/callback/:id`, { ...route, schema: { ...route.schema, summary: '微信推送的消息与事件（签名即凭据）', 'x-bare-response': { description: '被动回复的 XML（安全模式下加密），或 success', content: { 'application/xml': { schema: { type: 'string' } }, 'text/plain': { schema: { type: 'string', const: 'success' } } } } } }, async (req, reply) => {
      const account = await verified(req);
      // Within the window each signed request is taken once, by whichever process: its replay (any body) is answered success and does nothing.
      const seen = `${account.id}:${req.query.timestamp}:${req.query.nonce}`;
      if (!(await firstSight(k(app), 'wechat.nonce', seen, app.clock(), 2 * REPLAY_WINDOW_S * 1000))) return reply.type('text/plain').send('success');
      try {
        return await answerMessage(req, reply, account);
      } catch (error) {
        // Not taken after all: WeChat's retry of it is.
        await forget(k(app), 'wechat.nonce', seen).catch(() => undefined);
        throw error;
      }
    });

    const answerMessage = async (req: FastifyRequest<{ Params: { id: string }; Querystring: Record<string, string>; Body: string }>, reply: FastifyReply, account: NonNullable<Awaited<ReturnType<typeof wechatAccount>>>) => {
      const text = typeof req.body === 'string' ? req.body : '';
      const parse = (raw: string): Incoming => {
        if (/<!DOCTYPE|<!ENTITY/i.test(raw)) throw new ApiError('VALIDATION_FAILED', '消息格式不正确');
        try {
          return (xml.parse(raw) as { xml?: Incoming }).xml ?? {};
        } catch {
          throw new ApiError('VALIDATION_FAILED', '消息格式不正确');
        }
      };
      let message = parse(text);
      const now = app.clock();
      // Safe mode: the envelope's own signature checked, the message opened with the account's key;
      // the answer sealed the same way.
      const sealed = message.Encrypt ? String(message.Encrypt) : null;
      // An account with a key (safe mode) takes only sealed messages: a plain one, signed only with the token, is refused.
      if (!sealed && account.aes_key) return refuseNoise(app, req, 'wechat', '安全模式的账号只接收加密消息');
      if (sealed) {
        const { timestamp = '', nonce = '', msg_signature: signed = '' } = req.query;
        if (!account.aes_key || !sameDigest(msgSignature(account.token, timestamp, nonce, sealed), signed)) {
          return refuseNoise(app, req, 'wechat', account.aes_key ? '安全模式的 msg_signature 不正确' : '账号没有消息加解密密钥，不能接收加密消息');
        }
        try {
          message = parse(decryptMessage(account.aes_key, account.app_id, sealed));
        } catch (error) {
          if (error instanceof ApiError) throw error;
          throw new ApiError('VALIDATION_FAILED', '消息无法解密');
        }
      }
      const send = (answer: string) => {
        if (!sealed || answer === 'success') return reply.type(answer === 'success' ? 'text/plain' : 'application/xml').send(answer);
        const timestamp = String(Math.floor(now / 1000));
        const nonce = Math.random().toString(36).slice(2, 12);
        const encrypt = encryptMessage(account.aes_key!, account.app_id, answer);
        return reply.type('application/xml').send(`<xml><Encrypt>${cdata(encrypt)}</Encrypt><MsgSignature>${cdata(msgSignature(account.token, timestamp, nonce, encrypt))}</MsgSignature><TimeStamp>${timestamp}</TimeStamp><Nonce>${cdata(nonce)}</Nonce></xml>`);
      };
      // Once per message across processes: WeChat retries a message it got no answer for in 5 s.
      const key = message.MsgId ? `m:${message.MsgId}` : `e:${message.FromUserName}:${message.CreateTime}:${message.Event ?? ''}`;
      const inserted = await k(app).insertInto('wechat_message').values({
        account_id: account.id, msg_key: `${account.id}:${key}`.slice(0, 120), from_user: String(message.FromUserName ?? '').slice(0, 64), msg_type: String(message.MsgType ?? '').slice(0, 16),
        event: message.Event ? String(message.Event).slice(0, 32) : null, content: message.Content ? String(message.Content).slice(0, 2000) : null, reply: null,
        received_at: formatDateTime(now), created_at: now, updated_at: now,
      }).onConflict((oc) => oc.column('msg_key').doNothing()).returning('id').executeTakeFirst();
      if (!inserted) return send('success');
      const rule = message.MsgType === 'event' && message.Event === 'subscribe' ? await ruleFor(app, account.id, 'subscribe')
        : message.MsgType === 'text' ? await ruleFor(app, account.id, 'keyword', String(message.Content ?? '')) : null;
      if (!rule) return send('success');
      // The first reply that can be made answers at once; the others (回复全部) follow as customer-service
      // messages once the answer is out, in order, each call recorded in the integration log.
      const origin = await siteOrigin(req);
      const follower = String(message.FromUserName ?? '');
      const replies = chosenReplies(rule);
      let first: { message: Outgoing; summary: string } | null = null;
      let rest = replies;
      while (!first && rest.length) {
        first = await outgoing(app, account, rest[0], origin);
        rest = rest.slice(1);
      }
      if (!first) return send('success');
      const summary = `${String(rule.name)} · ${first.summary}`;
      await k(app).updateTable('wechat_message').set({ reply: summary.slice(0, 200) }).where('id', '=', inserted.id).execute();
      if (rest.length) reply.raw.once('finish', () => void sendRest(app, account, inserted.id, summary, rest, follower, origin));
      return send(replyXml(first.message, follower, String(message.ToUserName ?? ''), now));
    };
  });
}

/** The stored menu of account `id`: its draft and what was last published. */
async function storedMenu(app: FastifyInstance, id: number) {
  const row = await k(app).selectFrom('wechat_menu').selectAll().where('account_id', '=', id).executeTakeFirst();
  const parse = (v: unknown) => (typeof v === 'string' && v ? JSON.parse(v) as { button: MenuButton[] } : null);
  return { draft: parse(row?.draft), published: parse(row?.published), published_at: row?.published_at ? Number(row.published_at) : null };
}

/** The menu routes (SPEC §7: POST /app/wechat/menu/config and POST /app/wechat/create/menu, body `{data}`). */
export async function wechatMenuRoutes(app: FastifyInstance) {
  const accountOf = async (value: unknown) => {
    const account = /^[1-9][0-9]{0,15}$/.test(String(value ?? '')) ? await wechatAccount(app, Number(value)) : null;
    if (!account) throw new ApiError('VALIDATION_FAILED', '请选择公众号账号', [{ field: 'account_id', message: '请选择公众号账号' }]);
    return account;
  };
  const checked = (menu: unknown) => {
    const problems = menuProblems(menu);
    if (problems.length) throw new ApiError('VALIDATION_FAILED', problems.map((p) => p.message).join('；'), problems.map((p) => ({ field: p.path, message: p.message })));
    return { button: wechatButtons(menu as { button: MenuButton[] }) };
  };
  const keep = async (id: number, values: Record<string, unknown>) => {
    await k(app).insertInto('wechat_menu').values({ account_id: id, draft: null, published: null, published_at: null, updated_at: app.clock(), ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...values, updated_at: app.clock() })).execute();
  };

  app.get<{ Querystring: { account_id?: string } }>('/app/wechat/menu/config', {
    config: { access: 'wechat:menu:query' },
    schema: { summary: '公众号菜单草稿', querystring: { type: 'object', required: ['account_id'], properties: { account_id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } } },
  }, async (req) => ok(await storedMenu(app, (await accountOf(req.query.account_id)).id)));

  // 保存草稿: checked as WeChat would, kept, nothing sent.
  app.post<{ Body: { data?: { account_id?: unknown; button?: unknown } } }>('/app/wechat/menu/config', { schema: { summary: '保存公众号菜单草稿' }, config: { access: 'wechat:menu:save' } }, async (req) => {
    const account = await accountOf(req.body?.data?.account_id);
    const menu = checked({ button: req.body?.data?.button });
    await keep(account.id, { draft: JSON.stringify(menu) });
    await logOperation(k(app) as never, req, { type: OpType.EDIT, resource: 'wechat_menu', targetId: account.id, summary: `保存公众号「${account.name}」的菜单草稿` });
    return ok(menu);
  });

  // 发布: the draft sent to cgi-bin/menu/create; kept as published only when WeChat said so.
  app.post<{ Body: { data?: { account_id?: unknown } } }>('/app/wechat/create/menu', { schema: { summary: '发布公众号菜单到微信' }, config: { access: 'wechat:menu:publish' } }, async (req) => {
    const account = await accountOf(req.body?.data?.account_id);
    const { draft } = await storedMenu(app, account.id);
    if (!draft) throw new ApiError('VALIDATION_FAILED', '还没有菜单草稿：请先编辑并保存');
    const menu = checked(draft);
    const answer = await withToken(app, account, '发布菜单', 'POST', '/cgi-bin/menu/create', menu);
    if (!answer.ok) throw new ApiError('VALIDATION_FAILED', `发布失败：${answer.message}`);
    await keep(account.id, { published: JSON.stringify(menu), published_at: app.clock() });
    await logOperation(k(app) as never, req, { type: OpType.EDIT, resource: 'wechat_menu', targetId: account.id, summary: `发布公众号「${account.name}」的菜单` });
    return ok({ published: true });
  });

  // 取回线上菜单: what WeChat has now, as the draft.
  app.post<{ Body: { data?: { account_id?: unknown } } }>('/app/wechat/menu/pull', { schema: { summary: '从微信拉取当前菜单' }, config: { access: 'wechat:menu:save' } }, async (req) => {
    const account = await accountOf(req.body?.data?.account_id);
    const answer = await withToken<{ menu?: { button?: MenuButton[] } }>(app, account, '取回菜单', 'GET', '/cgi-bin/menu/get');
    if (!answer.ok) throw new ApiError('VALIDATION_FAILED', answer.code === '46003' ? '公众号现在没有自定义菜单' : `取回失败：${answer.message}`);
    const menu = { button: answer.data.menu?.button ?? [] };
    await keep(account.id, { draft: JSON.stringify(menu) });
    return ok(menu);
  });
}
