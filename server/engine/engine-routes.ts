import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { holdsPermission } from '../services/access.ts';
import { rowScope } from '../services/data-scope.ts';
import { checkData } from '../../schemas/check.ts';
import { dataRegistries } from '../services/data-registries.ts';
import type { Registries } from '../../schemas/registries.ts';
import { type FieldCondition, flowActions, parseBinding, type ScreenAction, type ScreenSchema, type ScreenView, searchField } from '../../schemas/types.ts';
import { resolved } from './conditions.ts';
import { createRecordValidator } from './record-validator.ts';
import { ApiError } from '../errors.ts';
import { ok, okJsonBytes } from '../plugins/envelope.ts';
import { Resource } from './resource.ts';
import { ID, idFromText, isId } from '../services/bounds.ts';
import { fileBytes, keptFile, readUpload, readUploadedFile, storeFile } from '../services/files.ts';
import { MAX_IMPORT_BYTES, readImport, XLSX_MISSING } from './xlsx-import.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { pageRoutes } from './page-routes.ts';
import { siteRoutes } from './site-routes.ts';
import { API_PREFIX, Engine, type EngineHit, type LoadedScreen } from './engine.ts';
import { statsRoutes } from './stats-routes.ts';

/**
 * The engine's HTTP side: each served screen's bindings answered (list, detail, create, update,
 * remove, import) and the routes every schema screen shares — its file, relation pickers, actions,
 * views, totals, uploads, private files, sums and due items. The Engine (engine.ts) loads and matches.
 */

/** Who is shown a broken schema file's problems while its last good version is served. */
const MENU_EDIT = 'sys:menu:edit';
/** The most due items GET /due?all=1 answers per screen. */
const DUE_ALL = 500;

async function handle(req: FastifyRequest) {
  const hit = req.engineHit!;
  const resource = hit.screen.resource!;
  const id = () => {
    const n = idFromText(hit.params.id);
    if (!isId(n)) throw new ApiError('VALIDATION_FAILED', 'id 应为正整数');
    return n;
  };
  switch (hit.api) {
    case 'detail': return resource.detail(id(), await resource.scopeOf(req));
    case 'create': return resource.create(req, req.body);
    case 'update': return resource.update(req, id(), req.body);
    case 'remove': return resource.remove(req, hit.params.id ?? '', req.query as Record<string, string | undefined>);
    case 'import': {
      const bytes = await readUpload(req, { fileSize: MAX_IMPORT_BYTES }, XLSX_MISSING);
      const fixed = fixedValues(hit, req.query as Record<string, string>);
      // A record with lines (a payroll batch): the file holds the lines; the binding's values make the record.
      const lines = hit.screen.schema!.lines && req.server.engine.screens.get(hit.screen.schema!.lines.screen)?.resource;
      if (lines) return resource.importLines(req, await readImport(lines, bytes, {}, undefined, await lines.scopeOf(req, true)), fixed);
      return resource.importFile(req, bytes, fixed);
    }
  }
}

/** Query values the binding maps onto fields (`?deptId={search.dept_id}` sets dept_id on every row). */
function fixedValues(hit: EngineHit, query: Record<string, string>): Record<string, unknown> {
  const schema = hit.screen.schema!;
  const fixed: Record<string, unknown> = {};
  for (const [key, template] of Object.entries(parseBinding(schema.api.import!)!.query)) {
    const field = searchField(template);
    if (!field || query[key] === undefined || query[key] === '') continue;
    const value = hit.screen.resource!.fromText(schema.model.properties[field], query[key]);
    if (value === undefined) throw new ApiError('VALIDATION_FAILED', `参数 ${key} 的值不正确`);
    fixed[field] = value;
  }
  return fixed;
}

/** A POST list's body as query text (page: 2 → "2"); anything but a flat object of scalars is refused. */
function stringValues(body: unknown): Record<string, string> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new ApiError('VALIDATION_FAILED', '请求体应为查询条件的对象，如 {"page": 1, "pageSize": 20}');
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined || value === '') continue;
    if (!['string', 'number', 'boolean'].includes(typeof value)) throw new ApiError('VALIDATION_FAILED', `查询条件 ${key} 应为文本或数字`);
    out[key] = String(value);
  }
  return out;
}

/** Whether the caller holds the screen's perms.sensitive (opens its personal files, x-personal). */
async function holdsSensitive(req: FastifyRequest, schema: ScreenSchema): Promise<boolean> {
  const perm = schema.perms.sensitive;
  return Boolean(perm) && holdsPermission(req.server.db, req.auth!.userId, req.auth!.roles, perm!, req.snapshot);
}

/** The stored screen `component`, when the caller holds one of its permissions `actions` (else 404 or 403). */
export async function screenFor(req: FastifyRequest, component: string, actions: Array<'query' | 'add' | 'edit'>): Promise<LoadedScreen> {
  const screen = req.server.engine.screens.get(component);
  if (!screen?.resource) throw new ApiError('NOT_FOUND', `没有页面：${component}`);
  const perms = actions.map((a) => screen.schema!.perms[a]).filter((p): p is string => Boolean(p));
  const held = await Promise.all(perms.map((perm) => holdsPermission(req.server.db, req.auth!.userId, req.auth!.roles, perm, req.snapshot)));
  if (!held.some(Boolean)) throw new ApiError('FORBIDDEN', `没有权限执行此操作（需要 ${perms.join(' 或 ')}）`);
  return screen;
}

/**
 * The preset filter of view `key` ("$me" read as the caller), after its permission; no key means
 * the first view the caller may use. A screen without views has no filter.
 */
async function viewFilter(req: FastifyRequest, schema: ScreenSchema, key: string | undefined): Promise<Record<string, FieldCondition> | undefined> {
  if (!schema.views?.length) return undefined;
  const may = async (view: ScreenView) => !view.perm || holdsPermission(req.server.db, req.auth!.userId, req.auth!.roles, view.perm, req.snapshot);
  let view: ScreenView | undefined;
  if (key) {
    view = schema.views.find((v) => v.key === key);
    if (!view) throw new ApiError('VALIDATION_FAILED', `没有视图「${key}」`);
    if (!(await may(view))) throw new ApiError('FORBIDDEN', `没有权限查看「${view.label}」（需要 ${view.perm}）`);
  } else {
    for (const v of schema.views) if (!view && (await may(v))) view = v;
    if (!view) throw new ApiError('FORBIDDEN', '没有可以查看的视图');
  }
  return Object.fromEntries(Object.entries(view.filter ?? {}).map(([field, value]) => [field, resolved(value, req.auth!.userId)]));
}

/**
 * An action's form, checked by its model; a user it names (转移 to a colleague) must be an
 * enabled user within the caller's data scope — records go to no one the caller cannot see.
 */
async function actionForm(req: FastifyRequest, resource: Resource, action: ScreenAction, body: Record<string, unknown>) {
  const model = { type: 'object' as const, required: action.form?.required ?? [], properties: action.form?.properties ?? {} };
  const unknown = Object.keys(body).filter((k) => !(k in model.properties));
  if (unknown.length) throw new ApiError('VALIDATION_FAILED', `表单没有字段：${unknown.join('、')}`);
  const errors = createRecordValidator(model)(body);
  if (errors.length) throw new ApiError('VALIDATION_FAILED', errors.map((e) => e.message).join('；'), errors);
  for (const [name, field] of Object.entries(model.properties)) {
    if (field['x-relation']?.screen !== 'system/user' || body[name] === undefined || body[name] === null) continue;
    const user = await req.server.db.kysely.selectFrom('sys_user').select(['id', 'status']).where('id', '=', Number(body[name])).executeTakeFirst();
    const scope = await resource.scopeOf(req);
    if (!user || user.status !== 1 || (scope?.owners && !scope.owners.includes(user.id))) {
      throw new ApiError('VALIDATION_FAILED', `${field.title}：用户不存在、已停用或不在你的数据范围内`, [{ field: name, message: '用户不存在、已停用或不在你的数据范围内' }]);
    }
  }
  return body;
}

/** The engine plugin: loads the screens, then serves their bindings and GET /screens/{component}. */
export const engine = fp(async (app: FastifyInstance, options: { dir: string; registries: Registries; watch?: boolean }) => {
  const instance = new Engine(app, options.dir, options.registries);
  app.decorate('engine', instance);
  app.decorateRequest('engineHit', null);
  await instance.reload();
  if (options.watch) await instance.watch();
  await statsRoutes(app);
  await pageRoutes(app);
  await siteRoutes(app);

  // The component paths that have a schema file (the menu screen offers them).
  app.get(`${API_PREFIX}/screens`, { schema: { summary: '有 schema 文件的页面路径（菜单管理选用）' }, config: { access: 'login' } }, async () =>
    ok([...instance.screens.values(), ...instance.charts.values()].map((s) => ({ component: s.component, title: s.schema?.title ?? null })).sort((a, b) => a.component.localeCompare(b.component))));

  // A screen's schema for the console, with the checker's problems if it has any.
  app.get<{ Params: { '*': string } }>(`${API_PREFIX}/screens/*`, { schema: { summary: '一个页面的 schema，以及检查出的问题' }, config: { access: 'login' } }, async (req) => {
    const screen = instance.screens.get(req.params['*']);
    const chart = instance.charts.get(req.params['*']);
    if (chart) return ok({ component: chart.component, schema: chart.schema, problems: chart.problems, warnings: [] });
    if (!screen) throw new ApiError('NOT_FOUND', `没有页面 schema：${req.params['*']}`);
    // Read live, so a dictionary or button created a moment ago counts, in every process, with no restart.
    const warnings = screen.schema ? checkData(screen.file, screen.schema, await dataRegistries(app.db.kysely)) : [];
    // The problems of a broken edit, to whoever may fix menus and screens; the others see the last good version only.
    const broken = screen.broken && await holdsPermission(app.db, req.auth!.userId, req.auth!.roles, MENU_EDIT, req.snapshot) ? screen.broken : undefined;
    return ok({ component: screen.component, schema: screen.schema, problems: screen.problems, warnings, ...(broken ? { broken } : {}) });
  });

  // A relation field's picker: the target's records by label prefix, or by id (to show a saved value).
  // Open to whoever may read or write the field's own screen; it reveals only ids and labels.
  app.get<{ Params: { '*': string }; Querystring: { field?: string; keywords?: string; ids?: string } }>(`${API_PREFIX}/relations/*`, {
    config: { access: 'login' },
    schema: { summary: '关联字段的选择器：按名称开头或按 id 找目标记录', querystring: { type: 'object', required: ['field'], properties: { field: { type: 'string', maxLength: 64 }, keywords: { type: 'string', maxLength: 64 }, ids: { type: 'string', maxLength: 4000 } } } },
  }, async (req) => {
    const screen = await screenFor(req, req.params['*'], ['query', 'add', 'edit']);
    return ok(await screen.resource!.relationOptions(req.query.field!, req.query, async (owned) => (owned ? rowScope(req) : undefined), req.auth!.userId));
  });

  // A schema action (认领, 公开, 转移) on rows: its permission, its form, then all rows or none.
  app.post<{ Params: { '*': string }; Body: { ids: number[]; form?: Record<string, unknown> } }>(`${API_PREFIX}/actions/*`, {
    config: { access: 'login' },
    schema: { summary: '在选中的记录上执行页面操作（认领、公开、转移、流转）', body: { type: 'object', required: ['ids'], additionalProperties: false, properties: { ids: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: ID }, form: { type: 'object' } } } },
  }, async (req) => {
    const path = req.params['*'];
    const component = path.slice(0, path.lastIndexOf('/'));
    const key = path.slice(path.lastIndexOf('/') + 1);
    const screen = instance.screens.get(component);
    // An action with its own route (api) is served there, not here.
    const action = screen?.resource && [...(screen.schema!.actions ?? []), ...flowActions(screen.schema!)].find((a) => a.key === key && !a.api);
    if (!screen || !action) throw new ApiError('NOT_FOUND', `没有这个操作：${path}`);
    if (!(await holdsPermission(app.db, req.auth!.userId, req.auth!.roles, action.perm, req.snapshot))) throw new ApiError('FORBIDDEN', `没有权限执行此操作（需要 ${action.perm}）`);
    const form = await actionForm(req, screen.resource!, action, req.body.form ?? {});
    return ok(await screen.resource!.act(req, action, req.body.ids, form));
  });

  // How many records each view of a screen holds for the caller (the tabs' counts).
  app.get<{ Params: { '*': string } }>(`${API_PREFIX}/views/*`, { schema: { summary: '页面每个视图（标签页）的记录数' }, config: { access: 'login' } }, async (req) => {
    const screen = await screenFor(req, req.params['*'], ['query']);
    const counts: Array<{ key: string; total: number; approx?: true }> = [];
    for (const view of screen.schema!.views ?? []) {
      if (view.perm && !(await holdsPermission(app.db, req.auth!.userId, req.auth!.roles, view.perm, req.snapshot))) continue;
      const filter = await viewFilter(req, screen.schema!, view.key);
      const { total, approx } = await screen.resource!.list({ page: '1', pageSize: '1' }, req.snapshot, await screen.resource!.scopeOf(req), filter);
      counts.push({ key: view.key, total, ...(approx ? { approx } : {}) });
    }
    return ok(counts);
  });

  // A list's totals grouped by one field (per company, per recruiter), under the same filters, view and scope.
  app.get<{ Params: { '*': string }; Querystring: Record<string, string> }>(`${API_PREFIX}/totals/*`, { schema: { summary: '列表的合计行' }, config: { access: 'login' } }, async (req) => {
    const screen = await screenFor(req, req.params['*'], ['query']);
    const query = req.query;
    if (!query.by) throw new ApiError('VALIDATION_FAILED', '请用 by 指明按哪个字段合计');
    const filter = await viewFilter(req, screen.schema!, query.view);
    return ok(await screen.resource!.groupTotals(query, query.by, await screen.resource!.scopeOf(req), filter));
  });

  // Who uses a record (「被引用」): the kinds of records pointing at it or showing its files, with the first names.
  app.get<{ Params: { '*': string }; Querystring: { id?: number } }>(`${API_PREFIX}/used-by/*`, {
    config: { access: 'login' },
    schema: { summary: '一条记录被哪些记录引用', querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2 ** 53 - 1 } } } },
  }, async (req) => {
    const screen = await screenFor(req, req.params['*'], ['query']);
    const row = await screen.resource!.findInScope(Number(req.query.id), await screen.resource!.scopeOf(req));
    return ok(await screen.resource!.usedBy([row], 10));
  });

  // A file for a record's upload field (x-upload: a transfer voucher), by those who may add or edit
  // the screen's records: its type read from its bytes, within its size; kept private, its URL answered.
  app.post<{ Params: { '*': string }; Querystring: { field?: string } }>(`${API_PREFIX}/uploads/*`, { schema: { summary: '上传文件到记录的上传字段', 'x-upload': { field: 'file', media: 'application/octet-stream', description: '字段声明的类型（图片、PDF）' } }, config: { access: 'login' } }, async (req) => {
    const screen = await screenFor(req, req.params['*'], ['add', 'edit']);
    const upload = screen.resource!.uploadOf(String(req.query.field ?? ''));
    // A file past maxBytes is refused by the multipart reader itself (413).
    const file = await readUploadedFile(req, { accept: upload.accept, maxBytes: upload.maxBytes, boundOf: upload.boundOf, image: upload.image, what: upload.title, missing: `请在 file 字段上传${upload.title}` });
    const info = await screen.resource!.readInfo(req, upload, file);
    const url = await storeFile(app.db.kysely, { mime: file.mime, bytes: file.bytes, createdBy: req.auth!.userId, now: app.clock(), purpose: upload.purpose, info }, app.files);
    return ok({ url, ...info });
  });

  // A private file (uploaded into a record's field), to those who may open the screen it belongs to.
  app.get<{ Params: { id: string } }>(`${API_PREFIX}/files/private/:id`, {
    config: { access: 'login' },
    schema: { summary: '读取私有文件（需能打开该页面）', params: { type: 'object', properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } } }, 'x-bare-response': { description: '文件本身（类型为文件的类型）', content: { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } } },
  }, async (req, reply) => {
    const file = await keptFile(app.db.kysely, req.params.id, 'private');
    const [table, field] = file?.purpose?.split('.') ?? [];
    const owner = table ? [...instance.screens.values()].find((s) => s.schema?.storage?.table === table) : undefined;
    if (!file || !owner?.resource) throw new ApiError('NOT_FOUND', '文件不存在');
    await screenFor(req, owner.component, ['query']);
    // As its record is: within the caller's data scope; a file no record holds yet, its uploader's alone.
    const url = `${API_PREFIX}/files/private/${req.params.id}`;
    const visible = await owner.resource.fileVisible(field, url, await owner.resource.scopeOf(req));
    if (visible === false || (visible === null && file.created_by !== req.auth!.userId)) throw new ApiError('NOT_FOUND', '文件不存在');
    // A file with personal data in it (a signed contract: the whole ID number) only for the record's
    // owner and holders of the screen's sensitive permission, each opening logged (issue 25).
    if (owner.resource.isPersonalFile(field) && !(await owner.resource.openPersonalFile(req, field, url, await holdsSensitive(req, owner.schema!)))) throw new ApiError('NOT_FOUND', '文件不存在');
    const bytes = await fileBytes(app.db.kysely, app.files, file.id);
    if (!bytes) throw new ApiError('NOT_FOUND', '文件不存在');
    return reply.type(file.mime).header('cache-control', 'private, no-store').header('content-disposition', 'inline').send(bytes);
  });

  // A list's sums (list.sums: an account's balance, the sum of its ledger): each over the whole of its
  // screen, as far as the caller's data scope there goes, and only where they may open that screen.
  app.get<{ Params: { '*': string } }>(`${API_PREFIX}/sums/*`, { schema: { summary: '按条件汇总金额' }, config: { access: 'login' } }, async (req) => {
    const screen = await screenFor(req, req.params['*'], ['query']);
    const out: Array<{ title: string; field: string; screen: string | null; value: number; money: boolean }> = [];
    for (const sum of screen.schema!.list?.sums ?? []) {
      // A sum over a screen the caller may not open is left out, not refused.
      const of = sum.screen ? await screenFor(req, sum.screen, ['query']).catch((error) => { if (error instanceof ApiError) return undefined; throw error; }) : screen;
      if (!of?.resource) continue;
      const money = of.schema!.model.properties[sum.field]?.format === 'money';
      out.push({ title: sum.title, field: sum.field, screen: sum.screen ?? null, value: await of.resource.sum(sum.field, await of.resource.scopeOf(req)), money });
    }
    return ok(out);
  });

  // The caller's due items (待跟进) of every screen that declares them and they may open, soonest first.
  app.get<{ Querystring: { all?: string } }>(`${API_PREFIX}/due`, {
    config: { access: 'login' },
    schema: { summary: '首页的待办事项', querystring: { type: 'object', additionalProperties: false, properties: { all: { type: 'string', enum: ['1'] } } } },
  }, async (req) => {
    const out = [];
    for (const screen of instance.screens.values()) {
      const perm = screen.schema?.perms.query;
      if (!screen.resource || !screen.schema?.due || !perm) continue;
      if (!(await holdsPermission(app.db, req.auth!.userId, req.auth!.roles, perm, req.snapshot))) continue;
      const { title, field, latestBy, text } = screen.schema.due;
      // What each item is about (the talent), and the screen that lists those: the home links there.
      const about = latestBy ? screen.schema.model.properties[latestBy]['x-relation']?.screen ?? null : null;
      // The title in other languages (i18n labels.due), for the home to pick by its own.
      const titles = Object.fromEntries(Object.entries(screen.schema.i18n ?? {}).flatMap(([lang, l]) => (l.labels?.due ? [[lang, l.labels.due]] : [])));
      // The first items, or with ?all=1 up to DUE_ALL of them (the home's 查看全部), and how many in all.
      const { items, total } = await screen.resource.dueItems(req.auth!.userId, app.clock(), req.query.all ? DUE_ALL : undefined);
      out.push({ component: screen.component, title, titles, field, latestBy: latestBy ?? null, text: text ?? null, about, now: formatDateTime(app.clock()), items, total });
    }
    return ok(out);
  });

  // One masked value in full (a talent's mobile), for whoever may open the record: logged as 查看号码.
  app.post<{ Params: { '*': string }; Body: { id: number; field: string } }>(`${API_PREFIX}/reveal/*`, {
    config: { access: 'login' },
    schema: { summary: '查看一个打码字段的完整值（记入操作日志）', body: { type: 'object', required: ['id', 'field'], additionalProperties: false, properties: { id: ID, field: { type: 'string', maxLength: 64 } } } },
  }, async (req) => {
    const screen = await screenFor(req, req.params['*'], ['query']);
    return ok(await screen.resource!.reveal(req, req.body.id, req.body.field, await screen.resource!.scopeOf(req)));
  });

  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: `${API_PREFIX}/*`,
    config: { access: 'engine' },
    handler: async (req, reply) => {
      if (req.engineHit!.api !== 'list') return ok(await handle(req));
      // A list page is sent as text (on SQLite kept across the writes that leave it as it was: ListReader.listJson).
      const resource = req.engineHit!.screen.resource!;
      // A view's own binding may be a POST: its query is the body.
      const query = { ...(req.query as Record<string, string>), ...(req.method === 'POST' ? stringValues(req.body) : {}), ...(req.engineHit!.view ? { view: req.engineHit!.view } : {}) };
      const filter = await viewFilter(req, req.engineHit!.screen.schema!, query.view);
      const page = await resource.listJson(query, req.snapshot, await resource.scopeOf(req), filter);
      await resource.logMaskedSearch(req, (query as Record<string, string | undefined>).keywords, page.total);
      return reply.type('application/json; charset=utf-8').send(okJsonBytes(page.json));
    },
  });
}, { name: 'engine', dependencies: ['access'] });
