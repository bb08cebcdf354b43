/**
 * The official account's routes beside its schema screens: 测试连接 and the callback address of an
 * account; the follow reply (receive care) as SPEC §7 names it; and the callback WeChat pushes
 * followers' messages to (public: its signature is the credential), in plaintext mode, or in safe
 * mode (AES: opened with the account's EncodingAESKey and answered sealed).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { XMLParser } from 'fast-xml-parser';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { siteOrigin } from '../services/system-info.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { imageMedia, testAccount, type WechatAccount, wechatAccount, withToken } from '../adapters/wechat.ts';
import { decryptMessage, encryptMessage, msgSignature } from '../adapters/wechat-crypto.ts';
import { fileBytes, privateFileId, publicFileUrl } from '../services/files.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import { type MenuButton, menuProblems, wechatButtons } from '../../validators/wechat-menu.ts';

const k = (app: FastifyInstance) => app.db.kysely as Kysely<any>;
const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } } as const;
/** The most a pushed message may weigh (WeChat's are a few hundred bytes). */
const MAX_XML_BYTES = 64 * 1024;
export const CALLBACK_PATH = '/v1/api/wechat/callback';

/** WeChat's signature: sha1 of the token, timestamp and nonce, sorted and joined. */
export const wechatSignature = (token: string, timestamp: string, nonce: string) => createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

// No entity is expanded and no DOCTYPE taken: a message is a flat envelope of text fields.
const xml = new XMLParser({ processEntities: false, ignoreDeclaration: true, parseTagValue: false, trimValues: true });
const cdata = (s: string) => `<![CDATA[${s.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

interface Incoming { ToUserName?: string; FromUserName?: string; CreateTime?: string; MsgType?: string; Content?: string; MsgId?: string; Event?: string; EventKey?: string; Encrypt?: string }
type Rule = Record<string, unknown>;

/** The rule's answer as WeChat's reply XML (to `to` from `from`), or null when it cannot be made. */
async function replyXml(app: FastifyInstance, account: WechatAccount, rule: Rule, to: string, from: string, now: number, origin: string): Promise<{ xml: string; summary: string } | null> {
  const head = `<ToUserName>${cdata(to)}</ToUserName><FromUserName>${cdata(from)}</FromUserName><CreateTime>${Math.floor(now / 1000)}</CreateTime>`;
  const publicUrl = async (id: unknown) => {
    const item = id ? await k(app).selectFrom('matter').select('file').where('id', '=', Number(id)).executeTakeFirst() : undefined;
    return publicFileUrl(item?.file);
  };
  if (rule.reply_type === 'text' && rule.reply_text) return { xml: `<xml>${head}<MsgType>${cdata('text')}</MsgType><Content>${cdata(String(rule.reply_text))}</Content></xml>`, summary: `文字：${String(rule.reply_text).slice(0, 40)}` };
  if (rule.reply_type === 'news' && rule.news_title && rule.news_url) {
    const pic = await publicUrl(rule.news_image_id);
    const item = `<item><Title>${cdata(String(rule.news_title))}</Title><Description>${cdata(String(rule.news_description ?? ''))}</Description><PicUrl>${cdata(pic ? `${origin}${pic}` : '')}</PicUrl><Url>${cdata(String(rule.news_url))}</Url></item>`;
    return { xml: `<xml>${head}<MsgType>${cdata('news')}</MsgType><ArticleCount>1</ArticleCount><Articles>${item}</Articles></xml>`, summary: `图文：${String(rule.news_title)}` };
  }
  // An image reply is the picture uploaded to WeChat as temporary media (its media_id kept for reuse).
  if (rule.reply_type === 'image' && rule.reply_image_id) {
    const item = await k(app).selectFrom('matter').select(['file', 'mime']).where('id', '=', Number(rule.reply_image_id)).executeTakeFirst();
    const id = privateFileId(item?.file);
    if (!item || !id) return null;
    const media = await imageMedia(app, account, String(item.file), async () => {
      const data = await fileBytes(app.db.kysely, app.files, id);
      return data && { data, mime: String(item.mime ?? 'image/jpeg') };
    });
    if (!media.ok) return null;
    return { xml: `<xml>${head}<MsgType>${cdata('image')}</MsgType><Image><MediaId>${cdata(media.data.mediaId)}</MediaId></Image></xml>`, summary: '图片' };
  }
  return null;
}

/** The enabled rule answering message `text` (exact before contains, then the oldest), or the follow rule. */
async function ruleFor(app: FastifyInstance, accountId: number, trigger: 'keyword' | 'subscribe', text = ''): Promise<Rule | null> {
  const rules = await k(app).selectFrom('wechat_keyword').selectAll().where('account_id', '=', accountId).where('trigger', '=', trigger).where('status', '=', '1').orderBy('id').execute();
  if (trigger === 'subscribe') return rules[0] ?? null;
  const words = (r: Rule) => String(r.keywords ?? '').split(/[,，\s]+/).map((w) => w.trim()).filter(Boolean);
  const said = text.trim();
  return rules.find((r) => r.match === 'exact' && words(r).some((w) => w === said))
    ?? rules.find((r) => r.match === 'contains' && words(r).some((w) => said.includes(w))) ?? null;
}

export async function wechatRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/app/wechat/account/test/:id', { config: { access: 'wechat:account:edit' }, schema: { params: idParams } }, async (req) => {
    const account = await wechatAccount(app, Number(req.params.id));
    if (!account) throw new ApiError('NOT_FOUND', '公众号账号不存在或已删除');
    const result = await testAccount(app, account);
    return ok({ text: result.message, ok: result.ok });
  });

  app.get<{ Params: { id: string } }>('/app/wechat/account/callback/:id', { config: { access: 'wechat:account:query' }, schema: { params: idParams } }, async (req) => {
    const account = await wechatAccount(app, Number(req.params.id));
    if (!account) throw new ApiError('NOT_FOUND', '公众号账号不存在或已删除');
    const url = `${await siteOrigin(req)}${CALLBACK_PATH}/${account.id}`;
    return ok({ text: `在微信公众平台「设置与开发 › 基本配置 › 服务器配置」中填写：\n服务器地址（URL）：${url}\n令牌（Token）：与本账号保存的令牌相同\n消息加解密方式：明文模式`, url });
  });

  // 关注回复 (SPEC §7 receive care): the account's follow rule, read and saved as a rule of 关键词回复.
  app.get<{ Querystring: { account_id?: string } }>('/app/wechat/receive/care/config', {
    config: { access: 'wechat:keyword:query' },
    schema: { querystring: { type: 'object', required: ['account_id'], properties: { account_id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } } },
  }, async (req) => ok((await ruleFor(app, Number(req.query.account_id), 'subscribe')) ?? null));

  app.post<{ Body: Record<string, unknown> }>('/app/wechat/receive/care/save', { config: { access: 'wechat:keyword:edit' } }, async (req) => {
    const rules = app.engine.screens.get('wechat/keywords')?.resource;
    if (!rules) throw new ApiError('NOT_FOUND', '关键词回复不可用');
    const body: Record<string, unknown> = { ...(req.body ?? {}), trigger: 'subscribe', name: String(req.body?.name ?? '关注回复'), status: String(req.body?.status ?? '1') };
    const existing = await k(app).selectFrom('wechat_keyword').select('id').where('account_id', '=', Number(body.account_id)).where('trigger', '=', 'subscribe').orderBy('id').executeTakeFirst();
    return ok(existing ? await rules.update(req, Number(existing.id), body) : await rules.create(req, body));
  });

  // The callback: its own plugin, for the XML body parser.
  await app.register(async (callback) => {
    callback.addContentTypeParser(['text/xml', 'application/xml', 'text/plain'], { parseAs: 'string', bodyLimit: MAX_XML_BYTES }, (_req, body, done) => done(null, body));
    const verified = async (req: FastifyRequest<{ Params: { id: string }; Querystring: Record<string, string> }>) => {
      const account = await wechatAccount(app, Number(req.params.id));
      const { signature = '', timestamp = '', nonce = '' } = req.query;
      if (!account || account.status !== '1' || !account.token || !sameText(wechatSignature(account.token, timestamp, nonce), signature)) {
        req.log.warn({ account: req.params.id }, '公众号回调签名不正确，已拒绝');
        await app.integrations.log.record({ kind: 'wechat', action: '回调签名不正确', method: req.method, endpoint: `${CALLBACK_PATH}/${req.params.id}`, status: 403, code: null, ok: false, message: '签名不正确或账号未启用', durationMs: 0 });
        throw new ApiError('FORBIDDEN', '签名不正确');
      }
      return account;
    };
    const route = { config: { access: 'public' as const }, schema: { params: idParams } };

    // WeChat checks the address: the echostr goes back as it came.
    callback.get<{ Params: { id: string }; Querystring: Record<string, string> }>(`/wechat/callback/:id`, route, async (req, reply) => {
      await verified(req);
      return reply.type('text/plain').send(String(req.query.echostr ?? ''));
    });

    callback.post<{ Params: { id: string }; Querystring: Record<string, string>; Body: string }>(`/wechat/callback/:id`, route, async (req, reply) => {
      const account = await verified(req);
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
      if (sealed) {
        const { timestamp = '', nonce = '', msg_signature: signed = '' } = req.query;
        if (!account.aes_key || !sameText(msgSignature(account.token, timestamp, nonce, sealed), signed)) {
          await app.integrations.log.record({ kind: 'wechat', action: '回调安全模式签名不正确', method: 'POST', endpoint: `${CALLBACK_PATH}/${account.id}`, status: 403, code: null, ok: false, message: account.aes_key ? 'msg_signature 不正确' : '账号没有消息加解密密钥', durationMs: 0 });
          throw new ApiError('FORBIDDEN', '签名不正确');
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
      const answer = rule && await replyXml(app, account, rule, String(message.FromUserName ?? ''), String(message.ToUserName ?? ''), now, await siteOrigin(req));
      if (!answer) return send('success');
      await k(app).updateTable('wechat_message').set({ reply: `${String(rule!.name)} · ${answer.summary}`.slice(0, 200) }).where('id', '=', inserted.id).execute();
      return send(answer.xml);
    });
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
    schema: { querystring: { type: 'object', required: ['account_id'], properties: { account_id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } } },
  }, async (req) => ok(await storedMenu(app, (await accountOf(req.query.account_id)).id)));

  // 保存草稿: checked as WeChat would, kept, nothing sent.
  app.post<{ Body: { data?: { account_id?: unknown; button?: unknown } } }>('/app/wechat/menu/config', { config: { access: 'wechat:menu:save' } }, async (req) => {
    const account = await accountOf(req.body?.data?.account_id);
    const menu = checked({ button: req.body?.data?.button });
    await keep(account.id, { draft: JSON.stringify(menu) });
    await logOperation(k(app) as never, req, { type: OpType.EDIT, resource: 'wechat_menu', targetId: account.id, summary: `保存公众号「${account.name}」的菜单草稿` });
    return ok(menu);
  });

  // 发布: the draft sent to cgi-bin/menu/create; kept as published only when WeChat said so.
  app.post<{ Body: { data?: { account_id?: unknown } } }>('/app/wechat/create/menu', { config: { access: 'wechat:menu:publish' } }, async (req) => {
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
  app.post<{ Body: { data?: { account_id?: unknown } } }>('/app/wechat/menu/pull', { config: { access: 'wechat:menu:save' } }, async (req) => {
    const account = await accountOf(req.body?.data?.account_id);
    const answer = await withToken<{ menu?: { button?: MenuButton[] } }>(app, account, '取回菜单', 'GET', '/cgi-bin/menu/get');
    if (!answer.ok) throw new ApiError('VALIDATION_FAILED', answer.code === '46003' ? '公众号现在没有自定义菜单' : `取回失败：${answer.message}`);
    const menu = { button: answer.data.menu?.button ?? [] };
    await keep(account.id, { draft: JSON.stringify(menu) });
    return ok(menu);
  });
}
