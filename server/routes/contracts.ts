/**
 * Contracts beyond their screens' schemas: a template's placeholders and preview; the flow's
 * server steps (push makes a single-use signing link and sends it by SMS, recall and void kill
 * links); the talent's public signing page (no staff login) that renders the signed PDF and keeps
 * its SHA-256; verification of a PDF against the stored one; and the expiry of unused links.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { sendSms, smsConfig } from '../adapters/sms.ts';
import type { MoveHook } from '../engine/resource.ts';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { ownedWithin, rowScope } from '../services/data-scope.ts';
import { randomToken, sha256 } from '../services/digest.ts';
import { fileBytes, keptFile, privateFileId, readUploadedFile, sniffImage, storeFile } from '../services/files.ts';
import { OpType, logSystemOperation } from '../services/oplog.ts';
import { safeImage } from '../services/images.ts';
import { countCall } from '../services/rate-limit.ts';
import { configInteger } from '../services/settings.ts';
import { readSystemInfo, siteOrigin } from '../services/system-info.ts';
import { isLocalOrigin } from '../../validators/local-address.ts';
import { renderSignedContract } from '../services/contract-pdf.ts';
import { isHtmlBody, unknownPlaceholders, PLACEHOLDERS } from '../../validators/contract-text.ts';
import { cleanHtml } from '../services/html.ts';
import { filledContract, freezeText, frozenText, signingPageId, writeOut } from '../services/contract-text.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { maskValue } from '../../validators/mask.ts';

type Row = Record<string, any>;

/** How long a signing link lives unless 系统配置 contract.sign.linkDays says otherwise. */
export const LINK_DAYS = 7;
/** Wrong ID checks a link survives; the next one kills it. */
export const MAX_FAILURES = 5;
/** Requests to the public signing routes per address per minute. */
export const SIGN_RATE_PER_MINUTE = 30;
/**
 * The page a signing link opens, in the console's app but outside its login: `/s/{code}`, short
 * enough for an SMS template (Aliyun's templates carry the address in their text and the code as
 * a variable: 「…请打开 https://域名/s/${code} 签署」). Links made before keep `/sign/{token}`.
 */
export const SIGN_PAGE = '/s/';
/** A link's code: 12 random bytes, 16 characters (96 bits; only its hash is stored). */
const CODE_BYTES = 12;
/** A code as made now (16 characters) or as made before (32). */
const CODE_SHAPE = /^(?:[A-Za-z0-9_-]{16}|[A-Za-z0-9_-]{32})$/;
const DAY_MS = 86_400_000;
/** How a signing record's delivery note begins when the SMS went out. */
const SMS_SENT = '短信已发送至 ';
const MAX_SIGNATURE_BYTES = 400 * 1024;
/** A drawn signature's pixels at most (the page's canvas is far smaller). */
const SIGNATURE_PIXELS = 4_000_000;

const CONTRACT = 'talents_contract';
const SIGN = 'talents_contract_sign';
const STATE = { draft: '0', ready: '1', pushed: '2', signed: '3', refused: '4', void: '5', expired: '6' } as const;
const SIGN_STATE = { open: '0', signed: '1', refused: '2', revoked: '3', expired: '4' } as const;

const k = (app: FastifyInstance) => app.db.kysely as Kysely<any>;

/** A private file's bytes by its URL. */
async function privateFile(app: FastifyInstance, url: unknown): Promise<{ bytes: Uint8Array; mime: string } | null> {
  const id = privateFileId(url);
  const file = id ? await keptFile(app.db.kysely, id) : null;
  const bytes = file && await fileBytes(app.db.kysely, app.files, file.id);
  return bytes ? { bytes: new Uint8Array(bytes), mime: file.mime } : null;
}

/**
 * A seal's image as the PDF stamps it: always through the image bounds (a scan kept before they
 * existed may be a GIF, a WEBP or a pixel bomb), as PNG or JPEG of at most 1200 px square.
 */
async function stampable(file: { bytes: Uint8Array; mime: string } | null) {
  return file && safeImage(Buffer.from(file.bytes), { what: '印章图片', maxPixels: 16_000_000, fit: 1200 });
}


/** Kills the open links of signing records `signIds` and marks those records 已撤回. */
async function revokeSigns(trx: Kysely<any>, signIds: number[], now: number) {
  if (!signIds.length) return;
  await trx.updateTable('sys_sign_token').set({ dead: 1 }).where('sign_id', 'in', signIds).execute();
  await trx.updateTable(SIGN).set({ status: SIGN_STATE.revoked, updated_at: now }).where('id', 'in', signIds).where('status', '=', SIGN_STATE.open).execute();
}

interface Pushed { contract: Row; signId: number; token: string; mobile: string | null; name: string }

/** The flow's server steps, by the names contract.json's moves give them. */
export function contractHooks(app: FastifyInstance): Record<string, MoveHook<any>> {
  const push: MoveHook<Pushed[]> = {
    // Each contract pushed gets a signing record and a fresh link; links it had before die.
    async during(trx, req, rows) {
      const now = app.clock();
      const days = await configInteger(trx, 'contract.sign.linkDays', LINK_DAYS, 1);
      const out: Pushed[] = [];
      const bySms = Boolean(await smsConfig(trx, app.secretKey));
      for (const contract of rows) {
        const talent = await trx.selectFrom('talent').select(['name', 'mobile', 'id_number']).where('id', '=', contract.user_id).executeTakeFirst();
        // What cannot be signed is not sent: the page checks the ID number, and SMS needs a mobile.
        const who = `合同 ${contract.no} 的人才「${talent?.name ?? ''}」`;
        if (!talent?.id_number) throw new ApiError('VALIDATION_FAILED', `${who}没有身份证号，无法核验身份签署：请先在人才资料中补全身份证号`);
        if (bySms && !talent.mobile) throw new ApiError('VALIDATION_FAILED', `${who}没有手机号，无法发送签署短信：请先补全手机号`);
        const old = await trx.selectFrom(SIGN).select('id').where('contract_id', '=', contract.id).where('status', '=', SIGN_STATE.open).execute();
        await revokeSigns(trx, old.map((r) => Number(r.id)), now);
        const expires = now + days * DAY_MS;
        const { id } = await trx.insertInto(SIGN).values({
          contract_id: contract.id, no: contract.no, user_id: contract.user_id, mobile: talent?.mobile ?? null, delivery: '待发送',
          expires_at: formatDateTime(expires), status: SIGN_STATE.open, owner_id: req.auth!.userId, created_at: now, updated_at: now,
        }).returning('id').executeTakeFirstOrThrow();
        const token = randomToken(CODE_BYTES);
        await trx.insertInto('sys_sign_token').values({ hash: sha256(token), sign_id: id, dead: 0, failures: 0, downloads: 0, created_at: now }).execute();
        // What the talent will read and sign is fixed now; a template edited later changes nothing here.
        await freezeText(trx, Number(id), contract, now);
        out.push({ contract, signId: Number(id), token, mobile: talent?.mobile ? String(talent.mobile) : null, name: String(talent?.name ?? '') });
      }
      return out;
    },
    // After the commit: the SMS, when one is configured; the answer says what happened to each link.
    async after(req, pushed) {
      const origin = await siteOrigin(req);
      const config = await smsConfig(k(app), app.secretKey);
      const links = [];
      // A link at this machine's own address reaches no talent's phone: not sent by SMS until 系统域名 is set.
      const unreachable = isLocalOrigin(origin);
      for (const p of pushed) {
        const url = `${origin}${SIGN_PAGE}${p.token}`;
        let note: string;
        let sent = false;
        if (!config) note = '未配置短信（系统配置 sms.*），没有发送：请把链接或二维码交给人才';
        else if (!p.mobile) note = '人才没有手机号，没有发送：请把链接或二维码交给人才';
        else if (unreachable) note = `系统域名未设置（链接是本机地址 ${origin}），没有发送短信：请在 系统管理 › 系统设置 填写系统域名，或把链接或二维码交给人才`;
        else {
          // The template's text holds the address; its variable the code (Aliyun limits a variable's length).
          const result = await sendSms(config, p.mobile, { name: p.name, no: String(p.contract.no), code: p.token }, undefined, req.server.integrations.log);
          sent = result.sent;
          note = result.sent ? `${SMS_SENT}${maskValue('mobile', p.mobile)}（回执 ${result.id}）` : `短信发送失败：${result.reason}。请把链接或二维码交给人才`;
        }
        await k(app).updateTable(SIGN).set({ delivery: note.slice(0, 200), updated_at: app.clock() }).where('id', '=', p.signId).execute();
        links.push({ label: `${p.contract.no} · ${p.name}`, url, sent, note });
      }
      return { links };
    },
  };
  const recall: MoveHook = {
    async during(trx, _req, rows) {
      const open = await trx.selectFrom(SIGN).select('id').where('contract_id', 'in', rows.map((r) => r.id)).where('status', '=', SIGN_STATE.open).execute();
      await revokeSigns(trx, open.map((r) => Number(r.id)), app.clock());
    },
  };
  // A signing record's link revoked from 合同列表: its contract goes back to 待推送.
  const revoke: MoveHook = {
    async during(trx, _req, rows) {
      const now = app.clock();
      await trx.updateTable('sys_sign_token').set({ dead: 1 }).where('sign_id', 'in', rows.map((r) => r.id)).execute();
      await trx.updateTable(CONTRACT).set({ status: STATE.ready, updated_at: now }).where('id', 'in', rows.map((r) => r.contract_id)).where('status', '=', STATE.pushed).execute();
    },
  };
  return { 'contract.push': push, 'contract.recall': recall, 'contract.revoke': revoke };
}

/** A template naming a placeholder that cannot be filled is refused, with the ones there are. */
export async function guardTemplate(_req: FastifyRequest, _before: Row | undefined, after: Row | undefined) {
  const unknown = after && typeof after.body === 'string' ? unknownPlaceholders(after.body) : [];
  if (unknown.length) {
    throw new ApiError('VALIDATION_FAILED', `合同正文有未知的占位符：${unknown.map((n) => `{{${n}}}`).join('、')}`, [
      { field: 'body', message: `未知的占位符 ${unknown.map((n) => `{{${n}}}`).join('、')}；可用的有：${Object.keys(PLACEHOLDERS).map((n) => `{{${n}}}`).join(' ')}` },
    ]);
  }
}

/** The longest a signing link may be extended to, from now. */
export const MAX_LINK_DAYS = 30;

/** A signing record's link extended (合同列表 → 编辑): to a time after now, at most MAX_LINK_DAYS ahead. */
export async function guardSignEdit(req: FastifyRequest, before: Row | undefined, after: Row | undefined) {
  if (!before || !after || after.expires_at === before.expires_at) return;
  const now = req.server.clock();
  const at = String(after.expires_at ?? '');
  if (at <= formatDateTime(now)) invalidExpiry('过期时间须晚于现在');
  if (at > formatDateTime(now + MAX_LINK_DAYS * DAY_MS)) invalidExpiry(`最多延长到自现在起 ${MAX_LINK_DAYS} 天`);
}

function invalidExpiry(message: string): never {
  throw new ApiError('VALIDATION_FAILED', `链接过期时间不正确：${message}`, [{ field: 'expires_at', message }]);
}

/** An open link by its token: the token row, its signing record and contract; else why not, as the page shows it. */
async function openLink(app: FastifyInstance, token: string, forDownload = false) {
  const db = k(app);
  const link = CODE_SHAPE.test(token) ? await db.selectFrom('sys_sign_token').selectAll().where('hash', '=', sha256(token)).executeTakeFirst() : undefined;
  const sign = link ? await db.selectFrom(SIGN).selectAll().where('id', '=', link.sign_id).executeTakeFirst() : undefined;
  const contract = sign ? await db.selectFrom(CONTRACT).selectAll().where('id', '=', sign.contract_id).executeTakeFirst() : undefined;
  if (!link || !sign || !contract) throw new ApiError('NOT_FOUND', '签署链接无效：请核对短信中的链接，或联系经办人重新推送');
  if (forDownload) return { link, sign, contract };
  if (sign.status === SIGN_STATE.signed) throw new ApiError('GONE', '这份合同已经签署，链接已失效');
  if (sign.status === SIGN_STATE.refused) throw new ApiError('GONE', '这份合同已拒签，链接已失效');
  if (link.dead || sign.status !== SIGN_STATE.open) throw new ApiError('GONE', '签署链接已失效（已撤回或核验失败次数过多），请联系经办人重新推送');
  if (String(sign.expires_at) <= formatDateTime(app.clock())) throw new ApiError('GONE', '签署链接已过期，请联系经办人重新推送');
  return { link, sign, contract };
}

/** Routes under /v1/api: the template preview, the public signing calls and verification. */
export async function contractRoutes(app: FastifyInstance) {
  const db = k(app);
  // Per address, counted in the database: every process sharing it holds the same limit.
  const limit = (ip: string, now: number) => countCall(db, `sign:${ip}`, SIGN_RATE_PER_MINUTE, now);
  const publicRoute = { config: { access: 'public' as const } };
  const tokenParams = { type: 'object', properties: { token: { type: 'string', maxLength: 64 } } };

  // A template filled with one talent's data (the caller's scope holds the talent).
  app.get<{ Params: { id: string }; Querystring: { user_id?: string } }>('/app/contract/template/preview/:id', {
    config: { access: 'talents:contractTemplate:query' },
    schema: { summary: '预览合同模板（以示例数据填充）', params: { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } }, querystring: { type: 'object', required: ['user_id'], properties: { user_id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } } },
  }, async (req) => {
    const template = await db.selectFrom('talents_contract_template').select(['id']).where('id', '=', Number(req.params.id)).executeTakeFirst();
    if (!template) throw new ApiError('NOT_FOUND', '合同模板不存在或已删除');
    const scope = await rowScope(req);
    let talent = db.selectFrom('talent').select('id').where('id', '=', Number(req.query.user_id));
    if (scope?.owners) talent = talent.where(ownedWithin('owner_id', scope.owners, true));
    if (!(await talent.executeTakeFirst())) throw new ApiError('NOT_FOUND', '人才不存在或不在你的范围内');
    const today = formatDateTime(app.clock()).slice(0, 10);
    const sample = { template_id: template.id, user_id: Number(req.query.user_id), no: 'KP-0000-000000（预览）', start_date: today, end_date: today, pay: 0, probation_months: 0 };
    const { title, text } = await filledContract(db, sample, false);
    // Rich text (a template written in the editor) is answered as HTML through the allow-list, and said so.
    return ok(isHtmlBody(text) ? { title, text: cleanHtml(text), html: true } : { title, text });
  });

  // The signing page's contract: filled in, the ID number masked until it is checked.
  app.get<{ Params: { token: string } }>('/sign/:token', { ...publicRoute, schema: { summary: '签署页：待签的合同', params: tokenParams, 'x-statuses': [410] } }, async (req) => {
    await limit(req.ip, app.clock());
    const { sign, contract } = await openLink(app, req.params.token);
    // The frozen text, the ID number showing none of the six characters the page asks for.
    const { title, text, talent, company } = writeOut(await frozenText(db, Number(sign.id), contract, app.clock()), signingPageId);
    const rich = isHtmlBody(text);
    return ok({ title, text: rich ? cleanHtml(text) : text, ...(rich ? { html: true } : {}), no: contract.no, talent: talent.name, company, expiresAt: sign.expires_at, idShown: signingPageId(talent.idNumber) });
  });

  // Signing: the ID check, consent and a drawn signature; the PDF rendered, stored and hashed; the link used.
  app.post<{ Params: { token: string }; Body: { idLast6: string; consent: boolean; signature: string } }>('/sign/:token', {
    ...publicRoute,
    schema: {
      summary: '签署合同',
      params: tokenParams,
      'x-statuses': [410],
      body: {
        type: 'object', required: ['idLast6', 'consent', 'signature'], additionalProperties: false,
        properties: { idLast6: { type: 'string', maxLength: 6 }, consent: { type: 'boolean' }, signature: { type: 'string', maxLength: Math.ceil(MAX_SIGNATURE_BYTES * 1.4) } },
      },
    },
  }, async (req) => {
    const now = app.clock();
    await limit(req.ip, now);
    const { link, sign, contract } = await openLink(app, req.params.token);
    const { idLast6, consent, signature } = req.body;
    if (!consent) throw new ApiError('VALIDATION_FAILED', '请先阅读合同并勾选同意', [{ field: 'consent', message: '请勾选同意' }]);
    const drawn = Buffer.from(signature.replace(/^data:image\/png;base64,/, ''), 'base64');
    if (sniffImage(drawn) !== 'image/png' || drawn.length > MAX_SIGNATURE_BYTES || drawn.length < 100) {
      throw new ApiError('VALIDATION_FAILED', '请在签名区手写签名后再提交', [{ field: 'signature', message: '签名不能为空' }]);
    }
    // The page's canvas sends a PNG of a few hundred pixels; anything larger is never decoded here.
    const png = (await safeImage(drawn, { what: '签名图片', maxPixels: SIGNATURE_PIXELS, fit: 800 })).bytes;
    const { title, text, talent, company } = writeOut(await frozenText(db, Number(sign.id), contract, now));
    // A try is taken before the check, atomically: across processes no more than MAX_FAILURES are ever evaluated.
    const taken = await db.updateTable('sys_sign_token').set({ failures: sql`failures + 1` }).where('hash', '=', link.hash).where('dead', '=', 0).where('failures', '<', MAX_FAILURES).returning('failures').executeTakeFirst();
    if (!taken) throw new ApiError('GONE', '签署链接已失效（已撤回或核验失败次数过多），请联系经办人重新推送');
    if (!talent.idNumber || talent.idNumber.slice(-6).toUpperCase() !== idLast6.trim().toUpperCase()) {
      const failures = Number(taken.failures);
      if (failures >= MAX_FAILURES) await db.updateTable('sys_sign_token').set({ dead: 1 }).where('hash', '=', link.hash).execute();
      const left = MAX_FAILURES - failures;
      throw new ApiError('VALIDATION_FAILED', left > 0 ? `身份证号后六位不正确，还可以再试 ${left} 次` : '身份证号后六位多次不正确，链接已失效，请联系经办人', [{ field: 'idLast6', message: '身份证号后六位不正确' }]);
    }
    // A right answer spends no try: whatever fails after this (a full disk, the store down) is ours, not the signer's.
    await db.updateTable('sys_sign_token').set({ failures: sql`failures - 1` }).where('hash', '=', link.hash).where('failures', '>', 0).execute();
    // 甲方 is whoever stamps: the seal's company (the dispatching agency), else the client company.
    const seal = await db.selectFrom('talents_seal').select(['image', 'company_name']).where('id', '=', contract.seal_id).executeTakeFirst();
    const signedAt = formatDateTime(now);
    const pdf = Buffer.from(await renderSignedContract({
      title, no: String(contract.no), text, company: seal?.company_name ?? company, talent: talent.name, signedAt,
      documentId: `${contract.no}-S${sign.id}`, seal: await stampable(await privateFile(app, seal?.image)), signature: png,
      // What happened, not what was meant to: an SMS only when one was sent.
      method: `${String(sign.delivery ?? '').startsWith(SMS_SENT) ? '短信签署链接' : '签署链接（经办人转交）'} + 身份证号核验 + 手写签名`,
    }));
    const hash = createHash('sha256').update(pdf).digest('hex');
    await db.transaction().execute(async (trx) => {
      // Once: of two submits of one link, the first to get here signs.
      const used = await trx.updateTable(SIGN).set({ status: SIGN_STATE.signed, signed_at: signedAt, sha256: hash, updated_at: now })
        .where('id', '=', sign.id).where('status', '=', SIGN_STATE.open).executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw new ApiError('GONE', '这份合同已经签署，链接已失效');
      const url = await storeFile(trx as never, { mime: 'application/pdf', bytes: pdf, createdBy: null, now, purpose: `${CONTRACT}.pdf` }, app.files);
      await trx.updateTable(SIGN).set({ pdf: url }).where('id', '=', sign.id).execute();
      const moved = await trx.updateTable(CONTRACT).set({ status: STATE.signed, signed_at: signedAt, pdf: url, sha256: hash, updated_at: now })
        .where('id', '=', contract.id).where('status', '=', STATE.pushed).executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new ApiError('GONE', '这份合同已撤回或作废，链接已失效');
      await trx.updateTable('sys_sign_token').set({ dead: 1 }).where('hash', '=', link.hash).execute();
      await logSystemOperation(trx as never, now, { type: OpType.EDIT, resource: CONTRACT, targetId: Number(contract.id), summary: `人才「${talent.name}」签署合同：${contract.no}（SHA-256 ${hash.slice(0, 16)}…）` });
    });
    return ok({ signed: true, no: contract.no, signedAt, sha256: hash });
  });

  // Refusal, with a reason: the contract is 已拒签 and the link dies.
  app.post<{ Params: { token: string }; Body: { reason: string } }>('/sign/:token/refuse', {
    ...publicRoute,
    schema: { summary: '拒绝签署', params: tokenParams, 'x-statuses': [410], body: { type: 'object', required: ['reason'], additionalProperties: false, properties: { reason: { type: 'string', minLength: 1, maxLength: 200 } } } },
  }, async (req) => {
    const now = app.clock();
    await limit(req.ip, now);
    const { link, sign, contract } = await openLink(app, req.params.token);
    const reason = req.body.reason.trim();
    if (!reason) throw new ApiError('VALIDATION_FAILED', '请写明拒签原因', [{ field: 'reason', message: '请写明拒签原因' }]);
    await db.transaction().execute(async (trx) => {
      const done = await trx.updateTable(SIGN).set({ status: SIGN_STATE.refused, refuse_reason: reason, updated_at: now }).where('id', '=', sign.id).where('status', '=', SIGN_STATE.open).executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw new ApiError('GONE', '签署链接已失效');
      await trx.updateTable(CONTRACT).set({ status: STATE.refused, refuse_reason: reason, updated_at: now }).where('id', '=', contract.id).where('status', '=', STATE.pushed).execute();
      await trx.updateTable('sys_sign_token').set({ dead: 1 }).where('hash', '=', link.hash).execute();
      await logSystemOperation(trx as never, now, { type: OpType.EDIT, resource: CONTRACT, targetId: Number(contract.id), summary: `人才拒签合同：${contract.no}，原因：${reason}` });
    });
    return ok({ refused: true });
  });

  // The signed PDF, once more, from the page that signed it.
  app.get<{ Params: { token: string } }>('/sign/:token/pdf', { ...publicRoute, schema: { summary: '签署页：合同 PDF', params: tokenParams, 'x-statuses': [410], 'x-bare-response': { description: '签好的合同 PDF', content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } } } } }, async (req, reply) => {
    await limit(req.ip, app.clock());
    const { link, sign } = await openLink(app, req.params.token, true);
    if (sign.status !== SIGN_STATE.signed) throw new ApiError('NOT_FOUND', '这份合同还没有签署');
    const taken = await db.updateTable('sys_sign_token').set({ downloads: Number(link.downloads) + 1 }).where('hash', '=', link.hash).where('downloads', '<', 1).executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw new ApiError('GONE', '签署后的合同只能在此下载一次；如需副本请联系经办人');
    const file = await privateFile(app, sign.pdf);
    if (!file) throw new ApiError('NOT_FOUND', '文件不存在');
    return reply.type('application/pdf').header('cache-control', 'private, no-store').header('content-disposition', `attachment; filename="${sign.no}.pdf"`).send(Buffer.from(file.bytes));
  });

  // Whether a PDF is the one stored for a signed contract: its SHA-256 against the stored one.
  app.post<{ Querystring: { id?: string } }>('/app/contract/verify', {
    config: { access: 'talents:contract:sign' },
    schema: { summary: '核验已签合同文件的真伪', querystring: { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } }, 'x-upload': { field: 'file', media: 'application/pdf', description: '待核验的合同 PDF' } },
  }, async (req) => {
    const { bytes } = await readUploadedFile(req, { accept: ['pdf'], maxBytes: 20 * 1024 * 1024, what: '待核验的合同', missing: '请在 file 字段上传合同 PDF' });
    const hash = createHash('sha256').update(bytes).digest('hex');
    const scope = await rowScope(req);
    let q = db.selectFrom(CONTRACT).select(['id', 'no', 'signed_at', 'sha256', 'owner_id']).where('status', '=', STATE.signed);
    q = req.query.id ? q.where('id', '=', Number(req.query.id)) : q.where('sha256', '=', hash);
    if (scope?.owners) q = q.where(ownedWithin('owner_id', scope.owners, false));
    const contract = await q.executeTakeFirst();
    if (!contract) return ok({ intact: false, sha256: hash, message: req.query.id ? '没有这份已签署的合同（或不在你的范围内）' : '没有与这份文件一致的已签署合同：文件被改动过，或不是本系统签署的' });
    const intact = contract.sha256 === hash;
    return ok({ intact, sha256: hash, stored: contract.sha256, no: contract.no, signedAt: contract.signed_at, message: intact ? '文件与签署时保存的一致，未被改动' : '文件与签署时保存的不一致：已被改动' });
  });
}

/**
 * Unused links past their time: each signing record 已过期, and a contract left with no open link
 * 已过期 too. Run by the scheduled jobs under their lease; answers how many records expired.
 */
export async function expireSignLinks(app: FastifyInstance): Promise<number> {
  const now = app.clock();
  return k(app).transaction().execute(async (trx) => {
    const moved = await trx.updateTable(SIGN).set({ status: SIGN_STATE.expired, updated_at: now })
      .where('status', '=', SIGN_STATE.open).where('expires_at', '<=', formatDateTime(now)).returning(['id', 'contract_id', 'no']).execute();
    if (!moved.length) return 0;
    await trx.updateTable('sys_sign_token').set({ dead: 1 }).where('sign_id', 'in', moved.map((r) => r.id)).execute();
    for (const row of moved) {
      const open = await trx.selectFrom(SIGN).select('id').where('contract_id', '=', row.contract_id).where('status', '=', SIGN_STATE.open).executeTakeFirst();
      if (open) continue;
      const done = await trx.updateTable(CONTRACT).set({ status: STATE.expired, updated_at: now }).where('id', '=', row.contract_id).where('status', '=', STATE.pushed).executeTakeFirst();
      if (Number(done.numUpdatedRows) === 1) await logSystemOperation(trx as never, now, { type: OpType.EDIT, resource: CONTRACT, targetId: Number(row.contract_id), summary: `签署链接过期未签，合同已过期：${row.no}` });
    }
    return moved.length;
  });
}
