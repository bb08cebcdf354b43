/**
 * The short-video platform's card templates (留资卡片, 私信卡片, 小程序卡片, 头条卡片): each kept here and
 * on the platform (`enterprise/im/card/save`, `…/delete`), as the Douyin account it belongs to.
 * A card is written to the platform first and kept only when the platform gave it an id; a card
 * whose content is the same as another's (same kind, title, text, image, link, target) shares that
 * one's template instead of making another; deleting a card deletes its template there too, unless
 * another card still shares it. Review states (待审核, 通过, 不通过) are brought back by a sync.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import { asAccount, douyinConfig } from '../adapters/douyin.ts';
import { publicFileUrl } from './files.ts';
import { siteOrigin } from './system-info.ts';

type Row = Record<string, unknown>;
/** Each card screen's table and the platform's card_type. */
export const CARD_KINDS = {
  douyin_card_leads: 'leads', douyin_card_message: 'message', douyin_card_micro: 'micro_app', douyin_card_toutiao: 'toutiao',
} as const;
export type CardTable = keyof typeof CARD_KINDS;
/** The platform's review states as the dictionary douyin_card_status has them. */
const STATES: Record<string, string> = { 0: '0', auditing: '0', 1: '1', pass: '1', passed: '1', 2: '2', reject: '2', rejected: '2' };

const k = (app: FastifyInstance) => app.db.kysely as Kysely<any>;

/** What the platform is sent as the card's content, and its fingerprint (kind and content). */
async function contentOf(req: FastifyRequest, table: CardTable, card: Row): Promise<{ content: string; key: string }> {
  const app = req.server;
  const image = card.image_id ? await k(app).selectFrom('matter').select('file').where('id', '=', Number(card.image_id)).executeTakeFirst() : undefined;
  const picture = publicFileUrl(image?.file);
  const target = card.app_id ? await k(app).selectFrom('douyin_app').select('app_id').where('id', '=', Number(card.app_id)).executeTakeFirst() : undefined;
  const content = JSON.stringify({
    title: String(card.card_name ?? ''), text: String(card.content ?? ''), image: picture ? `${await siteOrigin(req)}${picture}` : '',
    ...(card.url ? { url: String(card.url) } : {}), ...(target ? { app_id: String(target.app_id), path: String(card.path ?? '') } : {}),
  });
  return { content, key: createHash('sha256').update(`${CARD_KINDS[table]}\n${card.open_id}\n${content}`).digest('hex') };
}

/** Other records of `table` holding platform card `cardId`. */
const sharers = async (app: FastifyInstance, table: CardTable, cardId: unknown, except?: unknown) => {
  let q = k(app).selectFrom(table).select('id').where('card_id', '=', String(cardId));
  if (except !== undefined) q = q.where('id', '!=', Number(except));
  return (await q.execute()).length;
};

/** The write guard of a card table: the platform first, then the record (or nothing). */
export function cardGuard(table: CardTable) {
  return async (req: FastifyRequest, before: Row | undefined, after: Row | undefined) => {
    const app = req.server;
    if (before && !after) {
      if (!before.card_id || await sharers(app, table, before.card_id, before.id)) return;
      const answer = await asAccount(app, String(before.open_id), '删除卡片', 'POST', `/enterprise/im/card/delete/?${new URLSearchParams({ open_id: String(before.open_id) })}`, { card_id: String(before.card_id) });
      // Gone there already is what deleting wanted; any other refusal keeps the record.
      if (!answer.ok && answer.code !== '2190016') throw new ApiError('VALIDATION_FAILED', `删除失败：平台没有删除这张卡片（${answer.message}）`);
      return;
    }
    if (!after) return;
    const card = { ...before, ...after };
    if (before && String(before.open_id) !== String(card.open_id)) throw new ApiError('VALIDATION_FAILED', '卡片属于哪个抖音号不能改：请新建一张');
    const { content, key } = await contentOf(req, table, card);
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
    const answer = await asAccount<{ card_id?: string }>(app, String(card.open_id), before ? '修改卡片' : '创建卡片', 'POST', `/enterprise/im/card/save/?${new URLSearchParams({ open_id: String(card.open_id) })}`,
      { ...(own ? { card_id: own } : {}), card_name: String(card.card_name), card_type: CARD_KINDS[table], content });
    if (!answer.ok) throw new ApiError('VALIDATION_FAILED', `平台没有接受这张卡片：${answer.message}`);
    const cardId = String(answer.data.data?.card_id ?? own ?? '');
    if (!cardId) throw new ApiError('VALIDATION_FAILED', '平台没有给出卡片 ID');
    Object.assign(after, { card_id: cardId.slice(0, 128), status: '0', reject_reason: null, content_key: key });
  };
}

/** Each card's review state from the platform, for every account holding cards of `table`; answers how many changed. */
export async function syncCardStates(app: FastifyInstance, table: CardTable): Promise<{ ok: true; changed: number } | { ok: false; message: string }> {
  // Nothing to ask without the platform: said, not reported as a sync that found no change.
  const config = await douyinConfig(app);
  if (!config?.clientKey || !config.clientSecret) return { ok: false, message: '短视频平台还没有配置：请在 系统管理 › 系统配置 中填写 douyin.clientKey 与 douyin.clientSecret，再授权抖音号' };
  const accounts = (await k(app).selectFrom(table).select('open_id').distinct().execute()).map((r) => String(r.open_id));
  if (!accounts.length) return { ok: false, message: '还没有卡片：这类卡片没有可同步的抖音号' };
  let changed = 0;
  for (const openId of accounts) {
    let cursor = '0';
    for (let page = 0; page < 100; page++) {
      const answer = await asAccount<{ cards?: Array<{ id: string; status?: string | number; reject_reason?: string }>; cursor?: number; has_more?: boolean }>(
        app, openId, '同步卡片状态', 'GET', `/enterprise/im/card/list/?${new URLSearchParams({ open_id: openId, cursor, count: '20' })}`);
      if (!answer.ok) return { ok: false, message: answer.message };
      const data = answer.data.data ?? {};
      for (const card of data.cards ?? []) {
        const status = STATES[String(card.status)];
        if (!status) continue;
        const result = await k(app).updateTable(table).set({ status, reject_reason: card.reject_reason ? String(card.reject_reason).slice(0, 300) : null, updated_at: app.clock() })
          .where('card_id', '=', String(card.id)).where((eb) => eb.or([eb('status', '!=', status), eb('status', 'is', null)])).executeTakeFirst();
        changed += Number(result.numUpdatedRows ?? 0);
      }
      if (!data.has_more || !(data.cards ?? []).length) break;
      cursor = String(data.cursor ?? Number(cursor) + 20);
    }
  }
  return { ok: true, changed };
}
