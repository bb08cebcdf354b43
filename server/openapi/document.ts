/**
 * The API's OpenAPI 3.1 document: the hand-written routes as their own Fastify route schemas
 * describe them (@fastify/swagger reads them as they are registered), every engine binding from its
 * screen's model, and the `{code, msg, data}` envelope around every answer. Served per caller: only
 * the calls they may make.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { type ApiName, flowActions, parseBinding, type ScreenSchema, searchField } from '../../schemas/types.ts';
import { API_PERM, API_PREFIX, type LoadedScreen } from '../engine/engine.ts';
import { ErrorCodes } from '../errors.ts';
import { holdsPermission } from '../services/access.ts';
import { PAGE_LIMITS } from '../services/paging.ts';
import { type DictLabels, modelSchema, recordSchema } from './model-schema.ts';

type Json = Record<string, unknown>;
type Operation = OpenAPIV3_1.OperationObject & { 'x-permission'?: string; 'x-screen'?: string; 'x-binding'?: ApiName };
export type Document = OpenAPIV3_1.Document;

export const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/** What the document says of itself; @fastify/swagger starts from it. */
export const OPENAPI_BASE = {
  openapi: '3.1.0',
  info: {
    title: 'kp-admin API',
    version: '1',
    description: '人力资源管理后台的接口。每个回答都是 `{code, msg, data}`：成功时 code 为 "00000"，失败时 msg 是中文原因，字段错误在 data 中（[{field, message}]）。金额以分为单位的整数；日期 YYYY-MM-DD，时间 YYYY-MM-DD HH:mm:ss。',
  },
  // The paths are absolute (/v1/api/…): the server is wherever the document was fetched from.
  servers: [{ url: '/', description: '本服务（文档所在的地址）' }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'POST /v1/api/auth/login 得到的 accessToken' } } },
  // Every call needs the token unless it says otherwise (security: [] on the public ones).
  security: [{ bearer: [] }],
} as const;

/** The envelope with `data` as `schema` says. */
const envelope = (data: Json = {}): Json => ({
  type: 'object', required: ['code', 'msg', 'data'],
  properties: { code: { type: 'string', const: ErrorCodes.OK.code }, msg: { type: 'string' }, data },
});

/** Each failing HTTP status with the catalogue's codes it carries (errors.ts). */
function failures(): Record<string, OpenAPIV3_1.ResponseObject> {
  const byStatus = new Map<number, string[]>();
  for (const entry of Object.values(ErrorCodes)) if (entry.status !== 200) byStatus.set(entry.status, [...(byStatus.get(entry.status) ?? []), entry.code]);
  return Object.fromEntries([...byStatus].map(([status, codes]) => [`E${status}`, {
    description: Object.values(ErrorCodes).filter((e) => e.status === status).map((e) => `${e.code} ${e.msg}`).join('；'),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
  }]));
}

const FAILURE_SCHEMA = {
  type: 'object', required: ['code', 'msg', 'data'],
  properties: {
    code: { type: 'string', enum: Object.values(ErrorCodes).filter((e) => e.status !== 200).map((e) => e.code) },
    msg: { type: 'string', description: '中文原因' },
    data: { anyOf: [{ type: 'null' }, { type: 'array', items: { $ref: '#/components/schemas/FieldError' } }, {}] },
  },
};
const FIELD_ERROR = { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } };

/**
 * The failures an operation may answer: refused input always, and the service's own weather (503:
 * the database away, a stop under way, the file store down); a write may also find the disk full
 * (507); without a login, with too few rights, absent. `more`: statuses the route declares besides
 * (a signing link's 410, a locked account's 423).
 */
function failureRefs(isPublic: boolean, write: boolean, more: number[] = []): OpenAPIV3_1.ResponsesObject {
  const ref = (status: number) => ({ $ref: `#/components/responses/E${status}` });
  const refs: Record<string, OpenAPIV3_1.ReferenceObject> = Object.fromEntries([400, 404, 409, 413, 415, 429, 500, 503, ...(write ? [507] : []), ...more].map((s) => [s, ref(s)]));
  if (!isPublic) Object.assign(refs, { 401: ref(401), 403: ref(403) });
  return refs;
}

const ok = (description: string, data: Json = {}): OpenAPIV3_1.ResponseObject => ({ description, content: { 'application/json': { schema: envelope(data) as OpenAPIV3_1.SchemaObject } } });

/** The dictionaries' entries, to name each enum value. */
async function dictLabels(app: FastifyInstance): Promise<DictLabels> {
  const rows = await app.db.kysely.selectFrom('sys_dict_item').select(['type_code', 'value', 'name']).where('status', '=', 1).orderBy('type_code').orderBy('sort').orderBy('id').execute();
  const labels: DictLabels = new Map();
  for (const row of rows) labels.set(row.type_code, [...(labels.get(row.type_code) ?? []), { value: String(row.value), label: row.name }]);
  return labels;
}

const API_TITLES: Record<ApiName, string> = { list: '列表', detail: '详情', create: '新增', update: '编辑', remove: '删除', import: '导入' };

/** One engine binding as an operation, from its screen's model. */
function bindingOperation(screen: LoadedScreen, api: ApiName, binding: string, perm: string, dicts: DictLabels, schemas: Record<string, OpenAPIV3_1.SchemaObject>, view?: string): [string, string, Operation] {
  const schema = screen.schema!;
  const parsed = parseBinding(binding)!;
  // A screen's record and bodies once, in components, referred to by each of its calls.
  const name = screen.component.replace(/\W+/g, '_');
  const ref = (suffix: string, make: () => Json) => {
    schemas[`${name}${suffix}`] ??= make() as OpenAPIV3_1.SchemaObject;
    return { $ref: `#/components/schemas/${name}${suffix}` };
  };
  const record = ref('', () => recordSchema(schema.model, dicts));
  const what = schema.record ?? schema.title;
  const parameters: OpenAPIV3_1.ParameterObject[] = [];
  if (parsed.path.includes('{id}')) {
    parameters.push({ name: 'id', in: 'path', required: true, schema: api === 'remove' ? { type: 'string', pattern: '^\\d+(,\\d+)*$', description: '一个或多个 id，逗号分隔' } : { type: 'integer', minimum: 1 } });
  }
  for (const [key, template] of Object.entries(parsed.query)) {
    parameters.push({ name: key, in: 'query', required: false, schema: { type: 'string' }, description: `对应字段 ${searchField(template) ?? template}` });
  }
  const op: Operation = {
    tags: [`${schema.title}（${screen.component}）`], summary: `${what}${API_TITLES[api]}${view ? `（视图 ${view}）` : ''}`,
    operationId: `${screen.component.replace(/\W+/g, '_')}_${api}${view ? `_${view}` : ''}`,
    'x-permission': perm, security: [{ bearer: [] }],
    // Which screen's binding this is: a client (and the test that sends every screen's bodies) finds a screen's calls by it.
    'x-screen': screen.component, 'x-binding': api, ...(view ? { 'x-view': view } : {}),
  };
  if (api === 'list') {
    const filters = listFilters(schema, dicts);
    if (parsed.method === 'GET') parameters.push(...Object.entries(filters).map(([name, s]) => ({ name, in: 'query' as const, required: false, schema: s as never })));
    else op.requestBody = { required: false, content: { 'application/json': { schema: { type: 'object', properties: filters } as OpenAPIV3_1.SchemaObject } } };
    op.responses = { 200: ok(`一页${what}`, { type: 'object', required: ['list', 'total'], properties: { list: { type: 'array', items: record }, total: { type: 'integer', minimum: 0 }, approx: { type: 'boolean', description: '总数为估计值（约）' } } }) };
  } else if (api === 'detail') {
    op.responses = { 200: ok(`一条${what}`, record) };
  } else if (api === 'create' || api === 'update') {
    op.requestBody = { required: true, content: { 'application/json': { schema: ref(api === 'create' ? '_create' : '_update', () => modelSchema(schema.model, dicts, api, screen.component)) } } };
    op.responses = { 200: ok(`已保存的${what}`, { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } }) };
    if (api === 'update') op.description = '只改所给的字段；所给字段为空（null 或 ""）则清空它。';
  } else if (api === 'remove') {
    op.responses = { 200: ok(`删除的条数`, { type: 'object', required: ['deleted'], properties: { deleted: { type: 'integer', minimum: 1 } } }) };
  } else {
    op.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', contentMediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } } } } } };
    op.description = '上传 xlsx：全部行通过才写入，否则一行不写，并答出每行每列的错误。';
    op.responses = { 200: ok('导入结果') };
  }
  if (parameters.length) op.parameters = parameters;
  Object.assign(op.responses!, failureRefs(false, parsed.method !== 'GET'));
  return [`${API_PREFIX}${parsed.path}`, parsed.method.toLowerCase(), op];
}

/** A list's query: paging, sort, words, view and each search field as text the list reads. */
function listFilters(schema: ScreenSchema, dicts: DictLabels): Record<string, Json> {
  const filters: Record<string, Json> = {
    page: { type: 'integer', minimum: 1, maximum: PAGE_LIMITS.maxPage, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: PAGE_LIMITS.maxPageSize, default: 10 },
    sort: { type: 'string', description: '排序字段' },
    order: { type: 'string', enum: ['asc', 'desc'] },
  };
  if (schema.search?.keywords?.length) filters.keywords = { type: 'string', description: `按 ${schema.search.keywords.join('、')} 开头匹配` };
  if (schema.views?.length) filters.view = { type: 'string', enum: schema.views.map((v) => v.key), description: schema.views.map((v) => `${v.key}=${v.label}`).join('，') };
  for (const name of schema.search?.fields ?? []) {
    const field = schema.model.properties[name];
    if (!field) continue;
    const dated = field.format === 'date' || field.format === 'date-time';
    const dict = field['x-dict'] ? dicts.get(field['x-dict']) : undefined;
    filters[name] = {
      type: 'string', title: field.title,
      description: dated ? '日期范围「开始,结束」（YYYY-MM-DD），可只写其一' : dict ? `字典 ${field['x-dict']}：${dict.map((e) => `${e.value}=${e.label}`).join('，')}` : field.type === 'array' ? '多个值以逗号分隔，有其一即匹配' : '等于此值（文本字段为包含）',
    };
  }
  return filters;
}

/** Fills the answers a hand-written route's schema leaves out: the envelope on success, the failures. */
function completeHandOperation(op: Operation & { 'x-response'?: Json; 'x-bare-response'?: OpenAPIV3_1.ResponseObject; 'x-statuses'?: number[]; 'x-upload'?: { field: string; media: string; description: string } }, method: string) {
  // A multipart upload's body, which the route reads itself.
  if (op['x-upload']) {
    const { field, media, description } = op['x-upload'];
    op.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: [field], properties: { [field]: { type: 'string', contentMediaType: media, description } } } } } };
    delete op['x-upload'];
  }
  // An answer outside the envelope (the document itself) is declared as it is.
  if (op['x-bare-response']) {
    op.responses = { 200: op['x-bare-response'] };
    delete op['x-bare-response'];
  }
  // A route may say what its answer's data holds without Fastify serializing by it (a response schema would drop what it does not list).
  if (op['x-response']) {
    op.responses = { 200: ok('成功', op['x-response']) };
    delete op['x-response'];
  }
  const responses = op.responses ?? {};
  const described = Object.keys(responses).some((s) => s !== '200' || (responses[s] as OpenAPIV3_1.ResponseObject).content);
  if (!described) op.responses = { 200: ok('成功') };
  Object.assign(op.responses!, failureRefs(op['x-permission'] === 'public', method !== 'get', op['x-statuses']));
  delete op['x-statuses'];
  // A public call says so (no token); the others need the bearer token.
  op.security = op['x-permission'] === 'public' ? [] : [{ bearer: [] }];
}

/**
 * What a wildcard route's `{path}` stands for — a screen's component (`talents/list`), an action
 * (`talents/list/claim`), a chart — by the route's prefix: each one the engine serves.
 */
function wildcardTargets(app: FastifyInstance, prefix: string): string[] {
  const screens = [...app.engine.screens.values()].filter((s) => s.schema);
  const stored = screens.filter((s) => s.resource).map((s) => s.component);
  switch (prefix.split('/')[0]) {
    // Every screen and chart, those with problems too (the answer then lists them).
    case 'screens': return [...app.engine.screens.keys(), ...app.engine.charts.keys()];
    // A chart by its component; the spec's named statistics (files under schemas/stats/) also by their name alone (/stats/homeToday).
    case 'stats': return [...new Set([...app.engine.charts.keys()].flatMap((c) => [c, c.replace(/^stats\//, '')]))];
    // Its actions and its flow's moves, but those with a route of their own.
    case 'actions': return screens.filter((s) => s.resource).flatMap((s) => [...(s.schema!.actions ?? []), ...flowActions(s.schema!)].filter((a) => !a.api).map((a) => `${s.component}/${a.key}`));
    case 'pages': return screens.filter((s) => s.schema!.kind === 'page').map((s) => s.component);
    case 'fill': return screens.filter((s) => s.schema!.form?.fill?.length).map((s) => s.component);
    case 'views': return screens.filter((s) => s.resource && s.schema!.views?.length).map((s) => s.component);
    default: return stored;
  }
}

/**
 * A wildcard route (`/screens/{path}`) as one path per thing it serves (`/screens/talents/list`):
 * a path parameter cannot hold the `/` a component has, so a tool matching requests to the document
 * (a validating proxy, a client generator) would find none. Each keeps the route's operation.
 */
function expandWildcards(app: FastifyInstance, doc: Document) {
  for (const [path, item] of Object.entries(doc.paths!)) {
    if (!path.endsWith('/{path}')) continue;
    const prefix = path.slice(`${API_PREFIX}/`.length, -'/{path}'.length);
    for (const target of wildcardTargets(app, prefix)) {
      const concrete = `${path.slice(0, -'{path}'.length)}${target}`;
      const expanded: Record<string, Operation> = {};
      for (const method of METHODS) {
        const op = item?.[method] as Operation | undefined;
        if (!op) continue;
        const copy = structuredClone(op);
        copy.parameters = (copy.parameters as OpenAPIV3_1.ParameterObject[] | undefined)?.filter((p) => !(p.in === 'path' && p.name === 'path'));
        if (!copy.parameters?.length) delete copy.parameters;
        delete copy.operationId;
        expanded[method] = copy;
      }
      doc.paths![concrete] = { ...(doc.paths![concrete] ?? {}), ...expanded };
    }
    delete doc.paths![path];
  }
}

/** An operation's id from its method and path: `GET /v1/api/app/call/state/{id}` → `getAppCallStateById`. */
export function operationIdOf(method: string, path: string): string {
  const words = path.replace(`${API_PREFIX}/`, '').split(/[/._-]+/).filter(Boolean)
    .map((part) => (/^\{(\w+)\}$/.test(part) ? `By${part.slice(1, -1).replace(/^\w/, (c) => c.toUpperCase())}` : part.replace(/^\w/, (c) => c.toUpperCase())));
  return `${method.toLowerCase()}${words.join('').replace(/[^A-Za-z0-9]/g, '')}`;
}

/** The whole document, or with `req` only the operations its caller may call. */
export async function openApiDocument(app: FastifyInstance, req?: FastifyRequest): Promise<Document> {
  const doc = structuredClone(app.swagger()) as unknown as Document;
  doc.paths ??= {};
  for (const item of Object.values(doc.paths)) for (const method of METHODS) if (item?.[method]) completeHandOperation(item[method] as Operation, method);
  expandWildcards(app, doc);
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item?.[method] as Operation | undefined;
      if (!op) continue;
      // Every operation has an id, unique in the document (a client generator names its functions by them).
      let id = op.operationId ?? operationIdOf(method, path);
      for (let n = 2; ids.has(id); n++) id = `${operationIdOf(method, path)}${n}`;
      op.operationId = id;
      ids.add(id);
    }
  }
  const dicts = await dictLabels(app);
  const schemas: Record<string, OpenAPIV3_1.SchemaObject> = {};
  for (const screen of [...app.engine.screens.values()].sort((a, b) => a.component.localeCompare(b.component))) {
    if (!screen.resource) continue;
    const schema = screen.schema!;
    const bindings: Array<[ApiName, string, string, string?]> = [];
    for (const [api, binding] of Object.entries(schema.api) as Array<[ApiName, string]>) bindings.push([api, binding, schema.perms[API_PERM[api]]!]);
    for (const view of schema.views ?? []) if (view.api) bindings.push(['list', view.api, schema.perms.query!, view.key]);
    for (const [api, binding, perm, view] of bindings) {
      const [path, method, op] = bindingOperation(screen, api, binding, perm, dicts, schemas, view);
      doc.paths[path] ??= {};
      (doc.paths[path] as Record<string, Operation>)[method] ??= op;
    }
  }
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, ...schemas, Failure: FAILURE_SCHEMA as OpenAPIV3_1.SchemaObject, FieldError: FIELD_ERROR as OpenAPIV3_1.SchemaObject },
    responses: failures(),
  };
  if (req) await keepCallable(app, req, doc);
  return doc;
}

/** Drops the operations whose permission the caller does not hold (public and login ones stay). */
async function keepCallable(app: FastifyInstance, req: FastifyRequest, doc: Document) {
  const held = new Map<string, boolean>();
  const holds = async (perm: string) => {
    if (perm === 'public' || perm === 'login') return true;
    if (!held.has(perm)) held.set(perm, await holdsPermission(app.db, req.auth!.userId, req.auth!.roles, perm, req.snapshot));
    return held.get(perm)!;
  };
  for (const [path, item] of Object.entries(doc.paths!)) {
    for (const method of METHODS) {
      const op = item?.[method] as Operation | undefined;
      if (op && !(await holds(op['x-permission'] ?? ''))) delete item![method];
    }
    if (!METHODS.some((m) => item?.[m])) delete doc.paths![path];
  }
  // The components none of the calls left refers to go too: a caller reads no model of a screen they cannot call.
  const schemas = doc.components?.schemas ?? {};
  const used = new Set<string>();
  let pending = JSON.stringify(doc.paths);
  for (;;) {
    const found = [...pending.matchAll(/#\/components\/schemas\/(\w+)/g)].map((m) => m[1]).filter((n) => !used.has(n));
    if (!found.length) break;
    for (const n of found) used.add(n);
    pending = JSON.stringify(found.map((n) => schemas[n]));
  }
  pending = JSON.stringify(doc.components?.responses ?? {});
  for (const n of pending.matchAll(/#\/components\/schemas\/(\w+)/g)) used.add(n[1]);
  for (const n of ['Failure', 'FieldError']) used.add(n);
  for (const n of Object.keys(schemas)) if (!used.has(n)) delete schemas[n];
  const tags = new Set(Object.values(doc.paths!).flatMap((item) => METHODS.flatMap((m) => (item?.[m] as Operation | undefined)?.tags ?? [])));
  // By the path in each name's brackets (account, app/call, talents/list…): related calls side by side, in any language.
  const keyOf = (tag: string) => /（(.+)）$/.exec(tag)?.[1] ?? tag;
  doc.tags = [...tags].sort((a, b) => keyOf(a).localeCompare(keyOf(b))).map((name) => ({ name }));
}

/** A route path as the document writes it: `:id` as `{id}`, a trailing `*` as `{path}`. */
const documentedPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

/**
 * The calls `doc` leaves out or names no summary for, as "METHOD /path": every route under /v1/api
 * (but the engine's catch-all, which its bindings stand for) and every binding of every served screen.
 */
export function undocumented(app: FastifyInstance, doc: Document): string[] {
  const calls = new Set<string>();
  for (const route of app.routeDeclarations) {
    if (route.method === 'HEAD' || route.access === 'engine' || !route.url.startsWith(`${API_PREFIX}/`)) continue;
    calls.add(`${route.method} ${documentedPath(route.url)}`);
  }
  for (const screen of app.engine.screens.values()) {
    if (!screen.resource) continue;
    const bindings = [...Object.values(screen.schema!.api), ...(screen.schema!.views ?? []).flatMap((v) => (v.api ? [v.api] : []))];
    for (const binding of bindings) {
      const parsed = parseBinding(binding)!;
      calls.add(`${parsed.method} ${API_PREFIX}${parsed.path}`);
    }
  }
  return [...calls].filter((call) => {
    const [method, path] = call.split(' ');
    // A wildcard route is documented by its expansions (expandWildcards).
    const paths = path.endsWith('/{path}') ? Object.keys(doc.paths ?? {}).filter((p) => p.startsWith(path.slice(0, -'{path}'.length))) : [path];
    return !paths.some((p) => (doc.paths?.[p] as Record<string, Operation> | undefined)?.[method.toLowerCase()]?.summary);
  });
}
