/**
 * The website's read-only endpoints, no login: the published single pages (GET /site/pages/{key})
 * and what stored screens declare in `site` (GET /site/{key}, GET /site/{key}/{id}: published notes,
 * the job posts the site shows). Only the declared fields leave the server; a picture of the
 * material library is answered as its public address, never its record. Each answer carries an
 * ETag (an unchanged page answers 304 without a body) and every address is held to
 * SITE_CALLS_PER_MINUTE across all server processes (counted in the database).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { formatDate } from '../../validators/formatters.ts';
import { ApiError } from '../errors.ts';
import { countCall } from '../services/rate-limit.ts';
import { publicFileUrl } from '../services/files.ts';
import { isHtmlFormat } from '../../validators/formats.ts';
import type { FieldSchema, ScreenSchema } from '../../schemas/types.ts';
import { API_PREFIX, type LoadedScreen } from './engine.ts';
import type { Row } from './record-core.ts';
import { publishedPage } from './page-store.ts';

export const SITE_PATH = `${API_PREFIX}/site`;
/** Calls one address may make a minute to the public endpoints. */
export const SITE_CALLS_PER_MINUTE = 300;
const MAX_PAGE_SIZE = 50;


/** The screen a relation field points at, when its records are public pictures (an upload field with x-upload.public). */
function publicLibrary(app: FastifyInstance, field: FieldSchema): { table: string; file: string } | null {
  const target = field['x-relation'] && app.engine.screens.get(field['x-relation'].screen);
  const upload = target?.schema && Object.entries(target.schema.model.properties).find(([, f]) => f['x-upload']?.public);
  return target?.resource && upload ? { table: target.resource.table, file: upload[0] } : null;
}

/** A dictionary entry's label, or the value when there is none. */
async function dictLabel(k: Kysely<any>, code: string, value: unknown): Promise<unknown> {
  if (value === null || value === undefined) return null;
  const item = await k.selectFrom('sys_dict_item').select('name').where('type_code', '=', code).where('value', '=', String(value)).executeTakeFirst();
  return item?.name ?? value;
}

/**
 * `data` as the site sees it: only `fields`, a library relation as its file's public address, a
 * dictionary value as its label; `relation.field` reads that field of the related record (its own
 * relation by label), answered under that very name.
 */
async function publicFields(app: FastifyInstance, schema: ScreenSchema, fields: string[], data: Row): Promise<Row> {
  const out: Row = {};
  const k = app.db.kysely as Kysely<any>;
  const related = new Map<string, Row | null>();
  for (const name of fields) {
    const [head, tail] = name.split('.');
    if (tail) {
      const relation = schema.model.properties[head]?.['x-relation'];
      const target = relation && app.engine.screens.get(relation.screen);
      if (!target?.resource || !target.schema) { out[name] = null; continue; }
      if (!related.has(head)) related.set(head, data[head] == null ? null : (await k.selectFrom(target.resource.table).selectAll().where('id', '=', Number(data[head])).executeTakeFirst()) ?? null);
      const row = related.get(head);
      const inner = target.schema.model.properties[tail];
      const value = row?.[tail] ?? null;
      const innerTarget = inner?.['x-relation'] && app.engine.screens.get(inner['x-relation'].screen);
      if (innerTarget?.resource && value !== null) {
        const labelled = await k.selectFrom(innerTarget.resource.table).select(inner!['x-relation']!.label).where('id', '=', Number(value)).executeTakeFirst();
        out[name] = labelled?.[inner!['x-relation']!.label] ?? null;
      } else out[name] = inner?.['x-dict'] ? await dictLabel(k, inner['x-dict'], value) : value;
      continue;
    }
    const field = schema.model.properties[name];
    const value = data[name] ?? null;
    const library = field && publicLibrary(app, field);
    if (library && value !== null) {
      const item = await k.selectFrom(library.table).select(library.file).where('id', '=', Number(value)).executeTakeFirst();
      out[name] = publicFileUrl(item?.[library.file]);
    } else if (field?.['x-upload']?.public) out[name] = publicFileUrl(value);
    else if (field?.['x-dict']) out[name] = await dictLabel(k, field['x-dict'], value);
    else if (field?.type === 'boolean') out[name] = value === null ? null : Boolean(Number(value));
    else out[name] = field && isHtmlFormat(field.format) ? value ?? '' : value;
  }
  return out;
}

/** Answers `data` with its ETag, or 304 when the caller already holds it. */
function cached(req: FastifyRequest, reply: FastifyReply, data: unknown) {
  const body = JSON.stringify({ code: '00000', msg: '成功', data });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=60').header('vary', 'accept-encoding');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The stored screen whose `site.key` is `key`, or a 404. */
function siteScreen(app: FastifyInstance, key: string): LoadedScreen & { schema: ScreenSchema } {
  const screen = [...app.engine.screens.values()].find((s) => s.resource && s.schema?.site?.key === key);
  if (!screen) throw new ApiError('NOT_FOUND', '没有这个公开内容');
  return screen as LoadedScreen & { schema: ScreenSchema };
}

export async function siteRoutes(app: FastifyInstance) {
  const k = app.db.kysely as Kysely<any>;
  const publicRoute = { config: { access: 'public' as const } };
  const limit = (req: FastifyRequest) => countCall(k, `site:${req.ip}`, SITE_CALLS_PER_MINUTE, app.clock(), '访问太频繁，请一分钟后再试');

  app.get<{ Params: { key: string } }>(`${SITE_PATH}/pages/:key`, { ...publicRoute, schema: { summary: '官网：已发布的单页', params: { type: 'object', properties: { key: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,31}$' } } } } }, async (req, reply) => {
    await limit(req);
    const page = await publishedPage(app.db.kysely, app.engine.screens.values(), req.params.key);
    if (!page) throw new ApiError('NOT_FOUND', '这个页面还没有发布');
    const schema = page.screen.schema!;
    return cached(req, reply, { ...(await publicFields(app, schema, Object.keys(schema.model.properties), page.data)), published_at: page.published_at });
  });

  /**
   * The records of a `site` screen meeting its `when` (a `relation.field` condition on the related
   * record) and, with `window`, whose dates hold today (either end may be empty).
   */
  const published = (schema: ScreenSchema, table: string) => {
    let query = k.selectFrom(table);
    const meets = <Q extends { where: (...a: any[]) => Q }>(q: Q, field: string, value: unknown): Q => {
      if (value === null) return q.where(field, 'is', null);
      if (Array.isArray(value)) return q.where(field, 'in', value);
      return q.where(field, '=', value);
    };
    for (const [field, value] of Object.entries(schema.site!.when ?? {})) {
      const [head, tail] = field.split('.');
      const relation = tail ? schema.model.properties[head]?.['x-relation'] : undefined;
      const target = relation && app.engine.screens.get(relation.screen)?.resource;
      if (tail && target) query = query.where(head, 'in', meets(k.selectFrom(target.table).select('id'), tail, value));
      else if (!tail) query = meets(query, field, value);
      else query = query.where(sql<boolean>`1 = 0`);
    }
    const window = schema.site!.window;
    if (window) {
      const today = formatDate(app.clock());
      query = query.where((eb) => eb.and([
        eb.or([eb(window.from, 'is', null), eb(window.from, '<=', today)]),
        eb.or([eb(window.to, 'is', null), eb(window.to, '>=', today)]),
      ]));
    }
    return query;
  };

  app.get<{ Params: { key: string }; Querystring: { page?: number; pageSize?: number } }>(`${SITE_PATH}/:key`, {
    ...publicRoute,
    schema: {
      summary: '官网：已发布的内容列表',
      params: { type: 'object', properties: { key: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,31}$' } } },
      querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: 10_000 }, pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE } } },
    },
  }, async (req, reply) => {
    await limit(req);
    const screen = siteScreen(app, req.params.key);
    const { site } = screen.schema;
    const table = screen.resource!.table;
    const size = req.query.pageSize ?? 10;
    const page = req.query.page ?? 1;
    const { n } = await published(screen.schema, table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const sort = site!.sort ?? { field: 'id', order: 'desc' as const };
    const rows = await published(screen.schema, table).selectAll().orderBy(sort.field, sort.order).orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute();
    const list = [];
    for (const row of rows) list.push({ id: Number(row.id), ...(await publicFields(app, screen.schema, site!.fields.filter((f) => f !== 'id'), row)) });
    return cached(req, reply, { list, total: Number(n) });
  });

  app.get<{ Params: { key: string; id: number } }>(`${SITE_PATH}/:key/:id`, {
    ...publicRoute,
    schema: { summary: '官网：一条已发布的内容', params: { type: 'object', properties: { key: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,31}$' }, id: { type: 'integer', minimum: 1, maximum: 2 ** 53 - 1 } } } },
  }, async (req, reply) => {
    await limit(req);
    const screen = siteScreen(app, req.params.key);
    const row = await published(screen.schema, screen.resource!.table).selectAll().where('id', '=', req.params.id).executeTakeFirst();
    if (!row) throw new ApiError('NOT_FOUND', '内容不存在或已下线');
    return cached(req, reply, { id: Number(row.id), ...(await publicFields(app, screen.schema, screen.schema.site!.fields.filter((f) => f !== 'id'), row)) });
  });
}
