/**
 * The versions of single pages (kind page) in table site_page: what the console edits, what the
 * website reads, and which pages use a file or a record (a refusal to delete names them).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import type { ScreenSchema } from '../../schemas/types.ts';
import type { Row } from './record-core.ts';

export const STATUS = { draft: 'draft', published: 'published', old: 'old' } as const;
/** The versions a page keeps listed (the newest); older ones stay in the table. */
const LISTED = 50;

/** A screen as the page store needs it. */
interface PageScreen { component: string; schema: ScreenSchema | null }

export type PageRow = { id: number; page: string; version: number; status: string; data: string; created_by: number | null; created_by_name: string | null; created_at: number; published_at: number | null };
const view = (row: PageRow | undefined) => row && {
  version: row.version, status: row.status, data: JSON.parse(row.data) as Row, by: row.created_by_name, created_at: row.created_at, published_at: row.published_at,
};

/** The page's current version (the newest), its published one, and the latest versions. */
export async function pageState(db: Kysely<Database>, component: string) {
  const rows = await db.selectFrom('site_page').selectAll().where('page', '=', component).orderBy('version', 'desc').limit(LISTED).execute() as PageRow[];
  const published = rows.find((r) => r.status === STATUS.published)
    ?? await db.selectFrom('site_page').selectAll().where('page', '=', component).where('status', '=', STATUS.published).executeTakeFirst() as PageRow | undefined;
  return {
    current: view(rows[0]) ?? null,
    published: view(published) ?? null,
    versions: rows.map((r) => ({ version: r.version, status: r.status, by: r.created_by_name, created_at: r.created_at, published_at: r.published_at })),
  };
}

/** The published fields of the page the website reads by `key`, or null. */
export async function publishedPage<S extends PageScreen>(db: Kysely<Database>, screens: Iterable<S>, key: string): Promise<{ screen: S; data: Row; published_at: number } | null> {
  const screen = [...screens].find((s) => s.schema?.kind === 'page' && s.schema.page?.key === key);
  if (!screen) return null;
  const row = await db.selectFrom('site_page').selectAll().where('page', '=', screen.component).where('status', '=', STATUS.published).executeTakeFirst() as PageRow | undefined;
  return row ? { screen, data: JSON.parse(row.data), published_at: row.published_at ?? row.created_at } : null;
}

/** The page versions (current draft and published) that show a kept file or point at a record: for the refusal to delete it. */
export async function pagesUsing(db: Kysely<Database>, screens: Iterable<PageScreen>, uses: (data: Row, schema: ScreenSchema) => boolean): Promise<string[]> {
  const names: string[] = [];
  for (const screen of screens) {
    if (screen.schema?.kind !== 'page') continue;
    const state = await pageState(db, screen.component);
    if (state.current && uses(state.current.data, screen.schema)) names.push(`${screen.schema.title}（${state.current.status === STATUS.published ? '已发布' : '草稿'}）`);
    else if (state.published && uses(state.published.data, screen.schema)) names.push(`${screen.schema.title}（已发布）`);
  }
  return names;
}

