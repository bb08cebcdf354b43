/**
 * A Douyin account's videos and their comments, brought from the platform into 视频管理 and 评论管理,
 * written by the platform's ids (item_id, comment_id), so running a sync again changes nothing it
 * already has. A video's comments are read whole (their reply counts, likes and pins change); the
 * replies of a thread only from the cursor where the last sync of that thread stopped (kept in
 * `douyin_sync`), and only for threads whose reply count grew past what is kept — at whatever depth
 * the platform gives, each comment put under its parent by the platform's parent id.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { asAccount } from '../adapters/douyin.ts';
import type { CallResult } from '../adapters/platform.ts';
import { formatDateTime } from '../../validators/formatters.ts';

const k = (app: FastifyInstance) => app.db.kysely as Kysely<any>;
/** The most pages one sync reads (20 videos or 50 comments a page): a run stops there and the next goes on. */
const MAX_PAGES = 200;

interface Page<T> { list?: T[]; cursor?: number | string; has_more?: boolean }
interface Video { item_id: string; title?: string; cover?: string; create_time?: number; statistics?: { play_count?: number; digg_count?: number; comment_count?: number; share_count?: number } }
interface Comment { comment_id: string; parent_comment_id?: string; comment_user_id?: string; content?: string; create_time?: number; digg_count?: number; reply_comment_total?: number; top?: boolean }

async function cursorOf(app: FastifyInstance, key: string): Promise<string> {
  return String((await k(app).selectFrom('douyin_sync').select('cursor').where('key', '=', key).executeTakeFirst())?.cursor ?? '0');
}

async function keepCursor(app: FastifyInstance, key: string, cursor: string) {
  await k(app).insertInto('douyin_sync').values({ key, cursor, updated_at: app.clock() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ cursor, updated_at: app.clock() })).execute();
}

/** Reads pages from `cursor` on until the platform says there are no more; `each` keeps a page. */
async function pages<T>(app: FastifyInstance, key: string | null, read: (cursor: string) => Promise<CallResult<{ data?: Page<T> }>>, each: (list: T[]) => Promise<void>): Promise<CallResult<number>> {
  let cursor = key ? await cursorOf(app, key) : '0';
  let seen = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await read(cursor);
    if (!answer.ok) return answer;
    const data = answer.data.data ?? {};
    const list = data.list ?? [];
    await each(list);
    seen += list.length;
    // Where this page ended: the next run starts there (new comments come after it).
    if (data.cursor !== undefined && data.cursor !== null) cursor = String(data.cursor);
    if (key) await keepCursor(app, key, cursor);
    if (!data.has_more || !list.length) break;
  }
  return { ok: true, data: seen };
}

const seconds = (s?: number) => (s ? formatDateTime(s * 1000) : null);

/** The account's videos: new ones added, the figures of known ones brought up to date. */
export async function syncVideos(app: FastifyInstance, openId: string): Promise<CallResult<number>> {
  const now = app.clock();
  const write = async (list: Video[]) => {
    for (const v of list) {
      if (!v?.item_id) continue;
      const values = {
        open_id: openId, title: String(v.title ?? '').slice(0, 200), cover: String(v.cover ?? '').slice(0, 500),
        play_count: Number(v.statistics?.play_count ?? 0), digg_count: Number(v.statistics?.digg_count ?? 0),
        comment_count: Number(v.statistics?.comment_count ?? 0), share_count: Number(v.statistics?.share_count ?? 0),
        published_at: seconds(v.create_time), synced_at: formatDateTime(now), updated_at: now,
      };
      await k(app).insertInto('douyin_video').values({ item_id: String(v.item_id).slice(0, 128), ...values, created_at: now })
        .onConflict((oc) => oc.column('item_id').doUpdateSet(values)).execute();
    }
  };
  // The list is read whole each time: its figures (plays, likes) change on every video.
  return pages<Video>(app, null, (cursor) => asAccount(app, openId, '同步视频', 'GET', `/api/douyin/v1/video/video_list/?${new URLSearchParams({ open_id: openId, cursor, count: '20' })}`), write);
}

/** A video's comments and their replies; answers how many comments are new. */
export async function syncComments(app: FastifyInstance, video: { id: number; item_id: string; open_id: string }): Promise<CallResult<number>> {
  const now = app.clock();
  const count = async () => Number((await k(app).selectFrom('douyin_comment').select((eb) => eb.fn.countAll().as('n')).where('video_id', '=', video.id).executeTakeFirst())?.n ?? 0);
  const before = await count();
  const write = async (list: Comment[], parent?: string) => {
    for (const c of list) {
      if (!c?.comment_id) continue;
      const values = {
        video_id: video.id, content: String(c.content ?? '').slice(0, 1000), user_id: String(c.comment_user_id ?? '').slice(0, 64),
        parent_comment_id: c.parent_comment_id ? String(c.parent_comment_id).slice(0, 128) : parent ?? null,
        digg_count: Number(c.digg_count ?? 0), reply_total: Number(c.reply_comment_total ?? 0), top: c.top ? 1 : 0,
        commented_at: seconds(c.create_time), updated_at: now,
      };
      await k(app).insertInto('douyin_comment').values({ comment_id: String(c.comment_id).slice(0, 128), parent_id: 0, ...values, created_at: now })
        .onConflict((oc) => oc.column('comment_id').doUpdateSet(values)).execute();
    }
  };
  const query = (extra: Record<string, string>) => new URLSearchParams({ open_id: video.open_id, item_id: video.item_id, count: '50', ...extra });
  const top = await pages<Comment>(app, null,
    (cursor) => asAccount(app, video.open_id, '同步评论', 'GET', `/item/comment/list/?${query({ cursor, sort_type: 'time' })}`), (list) => write(list));
  if (!top.ok) return top;
  // Replies under each comment that has more of them than are kept (any depth the platform gives).
  const wanting = await k(app).selectFrom('douyin_comment as c')
    .select(['c.comment_id', 'c.reply_total'])
    .select((eb) => eb.selectFrom('douyin_comment as r').select(eb.fn.countAll().as('n')).whereRef('r.parent_comment_id', '=', 'c.comment_id').as('kept'))
    .where('c.video_id', '=', video.id).where('c.reply_total', '>', 0).execute();
  for (const c of wanting) {
    if (Number(c.kept) >= Number(c.reply_total)) continue;
    const replies = await pages<Comment>(app, `replies:${c.comment_id}`,
      (cursor) => asAccount(app, video.open_id, '同步回复', 'GET', `/item/comment/reply/list/?${query({ comment_id: String(c.comment_id), cursor })}`), (list) => write(list, String(c.comment_id)));
    if (!replies.ok) return replies;
  }
  // Each comment under its parent, by the platform's ids.
  const rows = await k(app).selectFrom('douyin_comment').select(['id', 'comment_id', 'parent_comment_id', 'parent_id']).where('video_id', '=', video.id).execute();
  const byComment = new Map(rows.map((r) => [String(r.comment_id), Number(r.id)]));
  for (const r of rows) {
    const parent = r.parent_comment_id ? byComment.get(String(r.parent_comment_id)) ?? 0 : 0;
    if (parent !== Number(r.parent_id)) await k(app).updateTable('douyin_comment').set({ parent_id: parent }).where('id', '=', r.id).execute();
  }
  return { ok: true, data: (await count()) - before };
}
