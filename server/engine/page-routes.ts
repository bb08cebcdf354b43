/**
 * Single pages (`kind: "page"`: 公司介绍, 加入我们): one document per screen with versions. Every
 * save is a new version (a draft); publishing makes one version the page the website reads; any
 * version can be restored as a new draft. The fields are checked by the screen's model, rich text
 * through the server's allow-list, as a record's would be.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import { holdsPermission } from '../services/access.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import type { Database } from '../db/tables.ts';
import type { ScreenSchema } from '../../schemas/types.ts';
import { ok } from '../plugins/envelope.ts';
import { API_PREFIX, type LoadedScreen } from './engine.ts';
import type { Row } from './record-core.ts';
import { type PageRow, pageState, STATUS } from './page-store.ts';

/** The page screen `component`, when the caller holds its permission `action` (else 404 or 403). */
async function pageFor(req: FastifyRequest, component: string, action: 'query' | 'save'): Promise<LoadedScreen & { schema: ScreenSchema }> {
  const screen = req.server.engine.screens.get(component);
  if (!screen?.schema || screen.schema.kind !== 'page') throw new ApiError('NOT_FOUND', `没有单页：${component}`);
  const perm = screen.schema.perms[action]!;
  if (!(await holdsPermission(req.server.db, req.auth!.userId, req.auth!.roles, perm, req.snapshot))) throw new ApiError('FORBIDDEN', `没有权限执行此操作（需要 ${perm}）`);
  return screen as LoadedScreen & { schema: ScreenSchema };
}

export async function pageRoutes(app: FastifyInstance) {
  const db = app.db.kysely;
  const checksOf = (screen: LoadedScreen) => app.engine.recordChecks(screen.component, 'site_page');

  app.get<{ Params: { '*': string } }>(`${API_PREFIX}/pages/*`, { schema: { summary: '单页内容（草稿与已发布）' }, config: { access: 'login' } }, async (req) => {
    const screen = await pageFor(req, req.params['*'], 'query');
    return ok(await pageState(db, screen.component));
  });

  // A save: the fields as the model checks them, kept as a new draft version.
  app.post<{ Params: { '*': string }; Body: { data?: unknown } }>(`${API_PREFIX}/pages/save/*`, { schema: { summary: '保存单页草稿' }, config: { access: 'login' } }, async (req) => {
    const screen = await pageFor(req, req.params['*'], 'save');
    const checks = checksOf(screen);
    const record = checks.created(req.body?.data ?? null);
    await checks.check(record);
    const version = await newVersion(req, screen, record);
    return ok({ version });
  });

  // Publishing: the version given (the newest by default) becomes what the website reads.
  app.post<{ Params: { '*': string }; Body: { version?: number } }>(`${API_PREFIX}/pages/publish/*`, { schema: { summary: '发布单页' }, config: { access: 'login' } }, async (req) => {
    const screen = await pageFor(req, req.params['*'], 'save');
    const now = app.clock();
    const published = await db.transaction().execute(async (trx) => {
      const row = await versionRow(trx, screen.component, req.body?.version);
      await trx.updateTable('site_page').set({ status: STATUS.old }).where('page', '=', screen.component).where('status', '=', STATUS.published).execute();
      await trx.updateTable('site_page').set({ status: STATUS.published, published_at: now }).where('id', '=', row.id).execute();
      await logOperation(trx as never, req, { type: OpType.EDIT, resource: 'site_page', targetId: row.id, summary: `发布${screen.schema.title}（版本 ${row.version}）` });
      return row.version;
    });
    return ok({ version: published });
  });

  // Restoring: an earlier version's fields, checked again, kept as a new draft (nothing is overwritten).
  app.post<{ Params: { '*': string }; Body: { version?: number } }>(`${API_PREFIX}/pages/restore/*`, { schema: { summary: '恢复单页的一个历史版本' }, config: { access: 'login' } }, async (req) => {
    const screen = await pageFor(req, req.params['*'], 'save');
    if (!Number.isInteger(req.body?.version)) throw new ApiError('VALIDATION_FAILED', '请指明要恢复的版本（version）');
    const row = await versionRow(db, screen.component, req.body!.version);
    const checks = checksOf(screen);
    const record = checks.created(JSON.parse(row.data));
    await checks.check(record);
    return ok({ version: await newVersion(req, screen, record, `恢复${screen.schema.title}的版本 ${row.version}`) });
  });

  async function newVersion(req: FastifyRequest, screen: LoadedScreen & { schema: ScreenSchema }, record: Row, summary?: string): Promise<number> {
    const now = app.clock();
    const by = await db.selectFrom('sys_user').select('nickname').where('id', '=', req.auth!.userId).executeTakeFirst();
    return db.transaction().execute(async (trx) => {
      const last = await trx.selectFrom('site_page').select('version').where('page', '=', screen.component).orderBy('version', 'desc').limit(1).executeTakeFirst();
      const version = (last?.version ?? 0) + 1;
      // One draft at a time: the drafts before it are versions of the history now.
      await trx.updateTable('site_page').set({ status: STATUS.old }).where('page', '=', screen.component).where('status', '=', STATUS.draft).execute();
      const { id } = await trx.insertInto('site_page').values({
        page: screen.component, version, status: STATUS.draft, data: JSON.stringify(record), created_by: req.auth!.userId, created_by_name: by?.nickname ?? null, created_at: now, published_at: null,
      }).returning('id').executeTakeFirstOrThrow();
      await logOperation(trx as never, req, { type: OpType.EDIT, resource: 'site_page', targetId: Number(id), summary: summary ?? `保存${screen.schema.title}（版本 ${version}）` });
      return version;
    });
  }
}

/** Version `version` of a page (the newest when absent), or a 404 that says so. */
async function versionRow(db: Kysely<Database>, page: string, version: number | undefined): Promise<PageRow> {
  let query = db.selectFrom('site_page').selectAll().where('page', '=', page);
  query = version === undefined ? query.orderBy('version', 'desc').limit(1) : query.where('version', '=', Number(version));
  const row = await query.executeTakeFirst() as PageRow | undefined;
  if (!row) throw new ApiError('NOT_FOUND', version === undefined ? '还没有保存过内容，请先保存' : `没有版本 ${version}`);
  return row;
}
