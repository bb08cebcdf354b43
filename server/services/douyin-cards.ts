/**
 * The short-video platform's card templates (留资卡片, 私信卡片, 小程序卡片, 头条卡片), each kept here
 * and, where the platform publishes an API for its kind, on the platform as the Douyin account it
 * belongs to (the account's user token; its authorization asks the `enterprise.im` scope):
 *
 * - 留资卡片 — 企业号 留资卡片 (…/dop/develop/openapi/interaction-management/business-tool/
 *   retain-consult-card/): `POST /im/save/retain_consult_card/?open_id=` with {card_id?, title,
 *   media_id, components}, answered `card_id` beside `data`; `GET /im/get/retain_consult_card/`
 *   answering `cards`; `POST /im/del/retain_consult_card/?open_id=&card_id=`. Its picture is a
 *   素材 uploaded first (`POST /enterprise/media/upload`, multipart `media`, access_token in the
 *   query: data.media.media_id). The card has no text of its own: 说明 stays here.
 * - 小程序卡片 — 小程序卡片模板 (…/business-tool/micro-app-card/): `POST /api/douyin/v1/im/
 *   set_applet_template/` with {card_template_id?, card_type, title, content, media_id, app_id},
 *   answered data.card_template_id; `…/get_applet_template/` pages of data.list with status and
 *   reject_reasons; `…/del_applet_template/?card_template_id=`. The page path is given when a
 *   card is sent, not in the template: it stays here.
 * - 私信卡片 and 头条卡片 — no API for them is published (neither in the open platform's
 *   documents nor in the SDKs that follow them): they are kept here only, and say so. Nothing is
 *   sent for them and no review state is claimed.
 *
 * A card is written to the platform first and kept only when the platform gave it an id; a card
 * whose content is the same as another's (same kind, account and content) shares that one's
 * template instead of making another; deleting a card deletes its template there too, unless
 * another card still shares it. Review states are brought back by a sync.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import { asAccount, douyinConfig } from '../adapters/douyin.ts';
import { type CallResult, mediaForm } from '../adapters/platform.ts';
import { libraryPicture } from './files.ts';

type Row = Record<string, unknown>;

/** Each card screen's table and how the platform keeps that kind: by the 留资卡片 API, the 小程序卡片模板 API, or not at all. */
export const CARD_KINDS = {
  douyin_card_leads: 'retain_consult', douyin_card_message: null, douyin_card_micro: 'applet', douyin_card_toutiao: null,
} as const;
export type CardTable = keyof typeof CARD_KINDS;

/** The card_type the 小程序卡片模板 is made with (the document's example; the only type it describes). */
const APPLET_CARD_TYPE = 1;

/** The platform's review states as the dictionary douyin_card_status has them (0 待审核, 1 通过, 2 不通过). */
const STATES: Record<string, string> = { 0: '0', 1: '1', 2: '2' };

const k = (app: FastifyInstance) => app.db.kysely as Kysely<any>;

/** A multiple choice as the record holds it: an array from a form, ",1,2," from the table. */
const choices = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : String(value ?? '').split(',').filter(Boolean));

/** What the platform keeps of the card (its picture as the library item), and the card's fingerprint: kind, account and that. */
async function templateOf(app: FastifyInstance, table: CardTable, card: Row): Promise<{ fields: Row; key: string }> {
  const fields: Row = CARD_KINDS[table] === 'retain_consult'
    ? { title: String(card.card_name ?? ''), image_id: Number(card.image_id), components: choices(card.components).map(Number).sort((a, b) => a - b) }
    : { title: String(card.card_name ?? ''), content: String(card.content ?? ''), image_id: Number(card.image_id),
      app_id: card.app_id ? String((await k(app).selectFrom('douyin_app').select('app_id').where('id', '=', Number(card.app_id)).executeTakeFirst())?.app_id ?? '') : '' };
  return { fields, key: createHash('sha256').update(`${table}\n${card.open_id}\n${JSON.stringify(fields)}`).digest('hex') };
}

/** The library picture `imageId` uploaded as the account's 素材: its media_id. */
async function mediaOf(app: FastifyInstance, openId: string, imageId: number): Promise<CallResult<string>> {
  const picture = await libraryPicture(app.db.kysely, app.files, imageId);
  const bytes = picture && await picture.bytes();
  if (!picture || !bytes) return { ok: false, code: null, message: '卡片的图片文件已不存在：请重新选择图片' };
  const answer = await asAccount<{ media?: { media_id?: string } }>(app, openId, '上传卡片图片', 'POST', `/enterprise/media/upload?${new URLSearchParams({ open_id: openId })}`, mediaForm(bytes, picture.mime), 'query');
  if (!answer.ok) return answer;
  const mediaId = String(answer.data.data?.media?.media_id ?? '');
  return mediaId ? { ok: true, data: mediaId } : { ok: false, code: null, message: '平台没有给出图片的 media_id' };
}

/** Writes the template on the platform (a new one, or `own` changed): its id there. */
async function saveTemplate(app: FastifyInstance, table: CardTable, openId: string, fields: Row, own: string | undefined, action: string): Promise<CallResult<string>> {
  const media = await mediaOf(app, openId, Number(fields.image_id));
  if (!media.ok) return media;
  if (CARD_KINDS[table] === 'retain_consult') {
    const answer = await asAccount(app, openId, action, 'POST', `/im/save/retain_consult_card/?${new URLSearchParams({ open_id: openId })}`,
      { ...(own ? { card_id: own } : {}), title: fields.title, media_id: media.data, components: fields.components });
    if (!answer.ok) return answer;
    return { ok: true, data: String(answer.data.card_id ?? own ?? '') };
  }
  const answer = await asAccount<{ card_template_id?: string }>(app, openId, action, 'POST', '/api/douyin/v1/im/set_applet_template/',
    { ...(own ? { card_template_id: own } : {}), card_type: APPLET_CARD_TYPE, title: fields.title, content: fields.content, media_id: media.data, app_id: fields.app_id });
  if (!answer.ok) return answer;
  return { ok: true, data: String(answer.data.data?.card_template_id ?? own ?? '') };
}

/** Deletes template `cardId` on the platform. */
function deleteTemplate(app: FastifyInstance, table: CardTable, openId: string, cardId: string) {
  return CARD_KINDS[table] === 'retain_consult'
    ? asAccount(app, openId, '删除卡片', 'POST', `/im/del/retain_consult_card/?${new URLSearchParams({ open_id: openId, card_id: cardId })}`, {})
    : asAccount(app, openId, '删除卡片', 'POST', `/api/douyin/v1/im/del_applet_template/?${new URLSearchParams({ card_template_id: cardId })}`, {});
}

/** Other records of `table` holding platform card `cardId`. */
const sharers = async (app: FastifyInstance, table: CardTable, cardId: unknown, except?: unknown) => {
  let q = k(app).selectFrom(table).select('id').where('card_id', '=', String(cardId));
  if (except !== undefined) q = q.where('id', '!=', Number(except));
  return (await q.execute()).length;
};

/** The write guard of a card table the platform keeps (CARD_KINDS): the platform first, then the record (or nothing). */
export function cardGuard(table: CardTable) {
  return async (req: FastifyRequest, before: Row | undefined, after: Row | undefined) => {
    const app = req.server;
    if (before && !after) {
      if (!before.card_id || await sharers(app, table, before.card_id, before.id)) return;
      const answer = await deleteTemplate(app, table, String(before.open_id), String(before.card_id));
      if (!answer.ok) throw new ApiError('VALIDATION_FAILED', `删除失败：平台没有删除这张卡片（${answer.message}）`);
      return;
    }
    if (!after) return;
    const card = { ...before, ...after };
    if (before && String(before.open_id) !== String(card.open_id)) throw new ApiError('VALIDATION_FAILED', '卡片属于哪个抖音号不能改：请新建一张');
    const { fields, key } = await templateOf(app, table, card);
    if (before && before.content_key === key) return;
    // The same content as a card kept already: its template, not a new one.
    const twin = await k(app).selectFrom(table).select(['card_id', 'status', 'reject_reason']).where('content_key', '=', key).where('card_id', 'is not', null)
      .$if(Boolean(before), (q) => q.where('id', '!=', Number(before!.id))).executeTakeFirst();
    if (twin) {
      Object.assign(after, { card_id: twin.card_id, status: twin.status, reject_reason: twin.reject_reason, content_key: key });
      return;
    }
    // An edit changes its own template unless another card shares it (then it gets one of its own).
    const own = before?.card_id && !(await sharers(app, table, before.card_id, before.id)) ? String(before.card_id) : undefined;
    const saved = await saveTemplate(app, table, String(card.open_id), fields, own, before ? '修改卡片' : '创建卡片');
    if (!saved.ok) throw new ApiError('VALIDATION_FAILED', `平台没有接受这张卡片：${saved.message}`);
    if (!saved.data) throw new ApiError('VALIDATION_FAILED', '平台没有给出卡片 ID');
    Object.assign(after, { card_id: saved.data.slice(0, 128), status: '0', reject_reason: null, content_key: key });
  };
}

/** A card's review state as the platform said it. */
interface CardState { id: string; status: unknown; reason?: unknown }

/** Every card's state on the platform for account `openId`, as its kind's API lists them. */
async function statesOf(app: FastifyInstance, table: CardTable, openId: string): Promise<CallResult<CardState[]>> {
  if (CARD_KINDS[table] === 'retain_consult') {
    const answer = await asAccount(app, openId, '同步卡片状态', 'GET', `/im/get/retain_consult_card/?${new URLSearchParams({ open_id: openId })}`);
    if (!answer.ok) return answer;
    const cards = (answer.data.cards ?? []) as Array<{ card_id?: string; status?: unknown }>;
    return { ok: true, data: cards.map((c) => ({ id: String(c.card_id), status: c.status })) };
  }
  const states: CardState[] = [];
  let cursor = 0;
  for (let page = 0; page < 100; page++) {
    const answer = await asAccount<{ list?: Array<{ card_template_id?: string; status?: unknown; reject_reasons?: unknown }>; cursor?: number; has_more?: boolean }>(
      app, openId, '同步卡片状态', 'POST', '/api/douyin/v1/im/get_applet_template/', { cursor, count: 50 });
    if (!answer.ok) return answer;
    const data = answer.data.data ?? {};
    states.push(...(data.list ?? []).map((c) => ({ id: String(c.card_template_id), status: c.status, reason: c.reject_reasons })));
    if (!data.has_more || !(data.list ?? []).length) break;
    cursor = Number(data.cursor ?? cursor + 50);
  }
  return { ok: true, data: states };
}

/** Each card's review state from the platform, for every account holding cards of `table`; answers how many changed. */
export async function syncCardStates(app: FastifyInstance, table: CardTable): Promise<{ ok: true; changed: number } | { ok: false; message: string }> {
  if (!CARD_KINDS[table]) return { ok: false, message: '平台没有公开这类卡片的接口：它们只保存在本系统，没有审核状态可同步' };
  // Nothing to ask without the platform: said, not reported as a sync that found no change.
  const config = await douyinConfig(app);
  if (!config?.clientKey || !config.clientSecret) return { ok: false, message: '短视频平台还没有配置：请在 系统管理 › 系统配置 中填写 douyin.clientKey 与 douyin.clientSecret，再授权抖音号' };
  const accounts = (await k(app).selectFrom(table).select('open_id').distinct().execute()).map((r) => String(r.open_id));
  if (!accounts.length) return { ok: false, message: '还没有卡片：这类卡片没有可同步的抖音号' };
  let changed = 0;
  for (const openId of accounts) {
    const states = await statesOf(app, table, openId);
    if (!states.ok) return { ok: false, message: states.message };
    for (const card of states.data) {
      const status = STATES[String(card.status)];
      if (!status) continue;
      const reason = card.reason ? String(card.reason).slice(0, 300) : null;
      const result = await k(app).updateTable(table).set({ status, reject_reason: reason, updated_at: app.clock() })
        .where('card_id', '=', card.id).where('open_id', '=', openId)
        .where((eb) => eb.or([eb('status', '!=', status), eb('status', 'is', null), ...(reason ? [eb('reject_reason', 'is', null), eb('reject_reason', '!=', reason)] : [])])).executeTakeFirst();
      changed += Number(result.numUpdatedRows ?? 0);
    }
  }
  return { ok: true, changed };
}
