import { relative, sep } from 'node:path';
import chokidar from 'chokidar';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import type { Kysely } from 'kysely';
import { holdsPermission } from '../services/access.ts';
import { rowScope } from '../services/data-scope.ts';
import { checkData, checkRelations, checkScreen, type SchemaProblem } from '../../schemas/check.ts';
import { dataRegistries } from '../services/data-registries.ts';
import { readScreenFiles, type ScreenFile } from '../../schemas/files.ts';
import type { Registries } from '../../schemas/registries.ts';
import { type ApiName, type FieldCondition, flowActions, parseBinding, type PermKey, type ScreenAction, type ScreenSchema, type ScreenView, searchField } from '../../schemas/types.ts';
import { resolved } from './conditions.ts';
import { createRecordValidator } from './record-validator.ts';
import { ApiError } from '../errors.ts';
import { ok, okJson } from '../plugins/envelope.ts';
import { type LinesCheck, type MoveHook, Resource, type WriteGuard } from './resource.ts';
import { syncTable } from './table-sync.ts';
import { ID, idFromText, isId, MAX_PARAM_LENGTH } from '../services/bounds.ts';
import { readUpload, readUploadedFile, storeFile } from '../services/files.ts';
import { MAX_IMPORT_BYTES, readImport, XLSX_MISSING } from './xlsx-import.ts';
import { formatDateTime } from '../../validators/formatters.ts';

/**
 * A screen as served: its schema, or null with the problems that keep it off. `broken` holds the
 * problems of a file edited since its last good version, which is what is still served (`schema`).
 */
export interface LoadedScreen { component: string; file: string; schema: ScreenSchema | null; problems: SchemaProblem[]; broken?: SchemaProblem[]; resource?: Resource }

/** What a request to an engine route resolved to. */
export interface EngineHit { screen: LoadedScreen; api: ApiName; perm: string; params: Record<string, string | undefined>; /** A view's own list binding (views[].api): that view. */ view?: string }

const API_PERM: Record<ApiName, PermKey> = { list: 'query', detail: 'query', create: 'add', update: 'edit', remove: 'delete', import: 'import' };
export const API_PREFIX = '/v1/api';
/** Who is shown a broken schema file's problems while its last good version is served. */
const MENU_EDIT = 'sys:menu:edit';
/** The most due items GET /due?all=1 answers per screen. */
const DUE_ALL = 500;

declare module 'fastify' {
  interface FastifyInstance { engine: Engine }
  interface FastifyRequest { engineHit: EngineHit | null }
}

/**
 * Serves every screen file that has `storage`: its table kept in step with its model and its
 * `api` bindings answered at exactly their methods and paths, with the same access, envelope
 * and op log as hand-written routes. Files are re-read when the folder changes.
 */
export class Engine {
  screens = new Map<string, LoadedScreen>();
  private router = FindMyWay<FindMyWay.HTTPVersion.V1>();

  private checks = new Map<string, { schema: ScreenSchema; resource: Resource }>();
  private guards = new Map<string, WriteGuard>();
  private hooks = new Map<string, MoveHook>();
  private lineChecks = new Map<string, LinesCheck>();
  /** Tables of screens served by hand-written routes (system/user → sys_user), for references to be found. */
  private declaredTables = new Map<string, string>();

  constructor(private readonly app: FastifyInstance, private readonly dir: string, private readonly registries: Registries) {}

  /**
   * The record checks (model, dictionaries, uniqueness) of a screen served by hand-written routes
   * (users, roles) from its schema file, on `table`; rebuilt when the file changes.
   */
  recordChecks(component: string, table: string): Resource {
    const schema = this.screens.get(component)?.schema;
    if (!schema) throw new ApiError('SYSTEM_ERROR', `页面 schema ${component} 缺失或有错误，接口不可用`);
    let checks = this.checks.get(component);
    if (checks?.schema !== schema) {
      checks = { schema, resource: new Resource(this.app.db, { ...schema, storage: { table } }) };
      this.checks.set(component, checks);
    }
    return checks.resource;
  }

  /** Names the table of a screen served by hand-written routes, so its references count (users → departments). */
  declareTable(component: string, table: string) {
    this.declaredTables.set(component, table);
    this.linkReferences();
  }

  /**
   * Gives each stored screen the check that refuses deleting what other records point at: a field
   * of another screen whose x-options reads this screen's list (department ← user.dept_id,
   * dictionary ← entry.type_code), and, for dictionaries, a schema or a record using it.
   */
  private linkReferences() {
    const screens = [...this.screens.values()].filter((s) => s.schema);
    const tableOf = (s: LoadedScreen) => s.schema!.storage?.table ?? this.declaredTables.get(s.component);
    for (const source of screens) {
      if (!source.resource) continue;
      source.resource.peer = (component) => this.screens.get(component)?.resource;
      // The model's relation fields, and those of the actions' forms as `<action>.<field>` (转移's colleague).
      const formFields = (source.schema!.actions ?? []).flatMap((a) => Object.entries(a.form?.properties ?? {}).map(([name, spec]) => [`${a.key}.${name}`, spec] as const));
      source.resource.relations = [...Object.entries(source.schema!.model.properties), ...formFields].flatMap(([field, spec]) => {
        const relation = spec['x-relation'];
        const target = relation && this.screens.get(relation.screen);
        const table = target?.resource?.table ?? (relation && this.declaredTables.get(relation.screen));
        if (!relation || !target?.schema || !table) return [];
        // Its second label: each field of the target as shown there (a relation by its label, a masked number masked).
        const describe = (relation.describe ?? []).map((name) => {
          const d = target.schema!.model.properties[name];
          const inner = d?.['x-relation'] && this.screens.get(d['x-relation'].screen);
          const innerTable = inner ? inner.resource?.table ?? this.declaredTables.get(d!['x-relation']!.screen) : undefined;
          return { field: name, title: d?.title ?? name, ...(innerTable ? { table: innerTable, label: d!['x-relation']!.label } : {}), ...(d?.['x-mask'] ? { mask: d['x-mask'] } : {}) };
        });
        return [{
          field, title: spec.title, table, label: relation.label, record: target.schema.record ?? target.schema.title, screen: relation.screen,
          owner: target.resource?.owner, pool: target.resource?.pool, ...(relation.onDelete === 'cascade' ? { cascade: true } : {}),
          ...(describe.length ? { describe } : {}), ...(relation.match === 'contains' ? { contains: true } : {}),
        }];
      });
    }
    for (const target of screens) {
      const resource = target.resource;
      if (!resource) continue;
      const listPath = parseBinding(target.schema!.api.list)?.path;
      const pointers = screens.flatMap((s) => Object.entries(s.schema!.model.properties).flatMap(([name, field]) => {
        const spec = field['x-options'];
        if (!spec || typeof spec === 'string' || !tableOf(s) || field.type === 'array') return [];
        const path = parseBinding(spec.api)?.path;
        if (path !== listPath || (s === target && name === 'parent_id')) return [];
        return [{ table: tableOf(s)!, column: name, key: spec.value, what: s.schema!.record ?? s.schema!.title }];
      }));
      // x-relation fields of any stored screen that point at this one, by id: they keep it, or go with it (cascade).
      resource.cascades = [];
      for (const s of screens) {
        for (const r of s.resource?.relations ?? []) {
          if (r.table !== resource.table || r.field.includes('.')) continue;
          const what = s.schema!.record ?? s.schema!.title;
          if (r.cascade) resource.cascades.push({ table: s.resource!.table, field: r.field, what });
          else pointers.push({ table: s.resource!.table, column: r.field, key: 'id', what });
        }
      }
      const dictionary = resource.table === 'sys_dict_type' ? 'type' : resource.table === 'sys_dict_item' ? 'item' : null;
      resource.references = async (rows) => {
        const k = this.app.db.kysely as Kysely<any>;
        if (dictionary === 'type') {
          const codes = new Set(rows.map((r) => String(r.code)));
          const user = screens.find((s) => Object.values(s.schema!.model.properties).some((f) => f['x-dict'] && codes.has(f['x-dict'])));
          if (user) return `页面「${user.schema!.title}」还在使用这个字典，请先修改它的 schema`;
        }
        if (dictionary === 'item') {
          for (const s of screens) {
            const table = tableOf(s);
            if (!table) continue;
            for (const [name, field] of Object.entries(s.schema!.model.properties)) {
              const values = rows.filter((r) => r.type_code === field['x-dict']).map((r) => String(r.value))
                .filter((v) => field.type === 'string' || /^-?\d{1,15}$/.test(v));
              if (!values.length) continue;
              const { n } = await k.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where(name, 'in', values.map((v) => (field.type === 'string' ? v : Number(v)))).executeTakeFirstOrThrow();
              if (Number(n) > 0) return `还有 ${Number(n)} 个${s.schema!.record ?? s.schema!.title}的「${field.title}」是这个选项，请先修改它们`;
            }
          }
        }
        for (const p of pointers) {
          const keys = rows.map((r) => r[p.key]).filter((v) => v !== null && v !== undefined);
          if (!keys.length) continue;
          const { n } = await k.selectFrom(p.table).select((eb) => eb.fn.countAll().as('n')).where(p.column, 'in', keys).executeTakeFirstOrThrow();
          if (Number(n) > 0) return `还有 ${Number(n)} 个${p.what}使用这个${resource.recordName}，请先修改或删除它们`;
        }
        return null;
      };
    }
  }

  /** Adds `guard` to every write of stored table `table`, now and after each reload. */
  guardWrites(table: string, guard: WriteGuard) {
    this.guards.set(table, guard);
    for (const screen of this.screens.values()) if (screen.resource?.table === table) screen.resource.guard = guard;
  }

  /** The server's step of flow moves naming `name` as their hook (pushing a contract sends its link). */
  hookMoves(name: string, hook: MoveHook) {
    this.hooks.set(name, hook);
  }

  /** The check of imported lines that schemas name as `lines.check` (a payroll's rows). */
  checkLines(name: string, check: LinesCheck) {
    this.lineChecks.set(name, check);
  }

  async reload() {
    const screens = new Map<string, LoadedScreen>();
    // A path parameter may hold a batch of ids (MAX_IDS of up to 16 digits, comma-separated): the
    // router's default of 100 characters cut 17 five-digit ids into 「接口不存在」.
    const router = FindMyWay<FindMyWay.HTTPVersion.V1>({ ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH });
    const taken = new Set<string>();
    const files = readScreenFiles(this.dir);
    const checked = new Map(files.map((file) => [file, file.parseError ? [{ file: file.file, pointer: '/', message: file.parseError }] : checkScreen(file.file, file.json, this.registries)]));
    // A file that was good and is broken now (a save half-way through an edit, a typo) keeps its last
    // good version served: open screens go on working while the file is fixed.
    const lastGood = (file: ScreenFile) => (this.screens.get(file.component)?.file === file.file ? this.screens.get(file.component)!.schema : null);
    const valid = new Map(files.flatMap((file) => {
      const good = !checked.get(file)!.length ? file.json as ScreenSchema : lastGood(file);
      return good ? [[file.component, good] as const] : [];
    }));
    for (const file of files) {
      let problems = checked.get(file)!;
      if (!problems.length) problems = checkRelations(file.file, file.json as ScreenSchema, valid);
      const previous = problems.length ? lastGood(file) : null;
      const screen: LoadedScreen = previous
        ? { component: file.component, file: file.file, schema: previous, problems: [], broken: problems }
        : { component: file.component, file: file.file, schema: problems.length ? null : file.json as ScreenSchema, problems };
      screens.set(file.component, screen);
      if (previous) this.app.log.error({ problems }, `页面 schema ${file.file} 有 ${problems.length} 个问题，仍使用上一个可用版本`);
      else if (problems.length) {
        this.app.log.error({ problems }, `页面 schema ${file.file} 有 ${problems.length} 个问题，未启用`);
        continue;
      }
      if (!screen.schema!.storage) continue;
      await syncTable(this.app.db, screen.schema!);
      await stampOwnedSince(this.app, screen.schema!);
      screen.resource = new Resource(this.app.db, screen.schema!);
      screen.resource.guard = this.guards.get(screen.resource.table);
      screen.resource.hookOf = (name) => this.hooks.get(name);
      screen.resource.linesCheckOf = (name) => this.lineChecks.get(name);
      // Each binding once: the same method and pattern twice is skipped with a warning (find() would
      // also match a static path against a parameter).
      const serve = (what: string, binding: string, hit: Omit<EngineHit, 'params' | 'screen'>) => {
        const parsed = parseBinding(binding)!;
        const path = parsed.path.replace(/\{(\w+)\}/g, ':$1');
        const key = `${parsed.method} ${path.replace(/:\w+/g, ':')}`;
        if (taken.has(key)) return this.app.log.warn(`${file.file} 的 ${what}（${binding}）与已有接口重复，已忽略`);
        taken.add(key);
        router.on(parsed.method, path, () => undefined, { screen, ...hit });
      };
      for (const [api, binding] of Object.entries(screen.schema!.api) as Array<[ApiName, string]>) serve(api, binding, { api, perm: screen.schema!.perms[API_PERM[api]]! });
      // A view's own list binding (the contracts pushed, and not yet).
      for (const view of screen.schema!.views ?? []) {
        if (view.api) serve(`视图 ${view.key}`, view.api, { api: 'list', perm: screen.schema!.perms.query!, view: view.key });
      }
    }
    this.screens = screens;
    this.router = router;
    this.linkReferences();
  }

  /** The engine route for a request line, or null. */
  match(method: string, url: string): EngineHit | null {
    const path = url.split('?')[0];
    if (!path.startsWith(API_PREFIX)) return null;
    const found = this.router.find(method as FindMyWay.HTTPMethod, path.slice(API_PREFIX.length) || '/');
    if (!found) return null;
    const store = found.store as Omit<EngineHit, 'params'>;
    return { ...store, params: found.params };
  }

  /**
   * Re-reads the folder shortly after anything in it changes, and logs each changed file's
   * outcome. chokidar, not fs.watch: Node's recursive watcher on Linux loses a file for good
   * once an editor saves it by rename (a new inode), so later saves would go unseen.
   */
  async watch(): Promise<void> {
    const changed = new Set<string>();
    let timer: NodeJS.Timeout | undefined;
    const watcher = chokidar.watch(this.dir, { ignoreInitial: true, ignored: (path, stats) => Boolean(stats?.isFile() && !path.endsWith('.json')) });
    watcher.on('all', (_event, path) => {
      changed.add(relative(this.dir, path).split(sep).join('/'));
      clearTimeout(timer);
      timer = setTimeout(() => {
        const files = [...changed];
        changed.clear();
        void this.reload().then(() => this.logReload(files)).catch((e) => this.app.log.error(e, '重新加载页面 schema 失败'));
      }, 100);
    });
    this.app.addHook('onClose', async () => { clearTimeout(timer); await watcher.close(); });
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  }

  /** One log line per changed file: reloaded, removed, or its problems. */
  private logReload(files: string[]) {
    for (const file of files) {
      const screen = [...this.screens.values()].find((s) => s.file === file);
      if (!screen) this.app.log.info(`已移除 ${file}`);
      else if (screen.broken) this.app.log.error({ problems: screen.broken }, `${file} 有 ${screen.broken.length} 个问题，仍使用上一个可用版本：${screen.broken.map((p) => `${p.pointer} ${p.message}`).join('；')}`);
      else if (screen.problems.length) this.app.log.error({ problems: screen.problems }, `${file} 有 ${screen.problems.length} 个问题，未启用：${screen.problems.map((p) => `${p.pointer} ${p.message}`).join('；')}`);
      else this.app.log.info(`已重新加载 ${file}`);
    }
  }
}

/**
 * Owned records without an owned-since time (owned before the field existed) are owned since now:
 * otherwise the pool-return job would take them all back to the pool at its first run.
 */
async function stampOwnedSince(app: FastifyInstance, schema: ScreenSchema) {
  const { table, owner, ownedSince } = schema.storage!;
  if (!owner || !ownedSince) return;
  await (app.db.kysely as Kysely<any>).updateTable(table).set({ [ownedSince]: formatDateTime(app.clock()) })
    .where(owner, 'is not', null).where(ownedSince, 'is', null).execute();
}

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

const rowsJson = new WeakMap<object[], string>();

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

  // The component paths that have a schema file (the menu screen offers them).
  app.get(`${API_PREFIX}/screens`, { config: { access: 'login' } }, async () =>
    ok([...instance.screens.values()].map((s) => ({ component: s.component, title: s.schema?.title ?? null })).sort((a, b) => a.component.localeCompare(b.component))));

  // A screen's schema for the console, with the checker's problems if it has any.
  app.get<{ Params: { '*': string } }>(`${API_PREFIX}/screens/*`, { config: { access: 'login' } }, async (req) => {
    const screen = instance.screens.get(req.params['*']);
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
    schema: { querystring: { type: 'object', required: ['field'], properties: { field: { type: 'string', maxLength: 64 }, keywords: { type: 'string', maxLength: 64 }, ids: { type: 'string', maxLength: 4000 } } } },
  }, async (req) => {
    const screen = await screenFor(req, req.params['*'], ['query', 'add', 'edit']);
    return ok(await screen.resource!.relationOptions(req.query.field!, req.query, async (owned) => (owned ? rowScope(req) : undefined)));
  });

  // A schema action (认领, 公开, 转移) on rows: its permission, its form, then all rows or none.
  app.post<{ Params: { '*': string }; Body: { ids: number[]; form?: Record<string, unknown> } }>(`${API_PREFIX}/actions/*`, {
    config: { access: 'login' },
    schema: { body: { type: 'object', required: ['ids'], additionalProperties: false, properties: { ids: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: ID }, form: { type: 'object' } } } },
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
  app.get<{ Params: { '*': string } }>(`${API_PREFIX}/views/*`, { config: { access: 'login' } }, async (req) => {
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
  app.get<{ Params: { '*': string }; Querystring: Record<string, string> }>(`${API_PREFIX}/totals/*`, { config: { access: 'login' } }, async (req) => {
    const screen = await screenFor(req, req.params['*'], ['query']);
    const query = req.query;
    if (!query.by) throw new ApiError('VALIDATION_FAILED', '请用 by 指明按哪个字段合计');
    const filter = await viewFilter(req, screen.schema!, query.view);
    return ok(await screen.resource!.groupTotals(query, query.by, await screen.resource!.scopeOf(req), filter));
  });

  // A file for a record's upload field (x-upload: a transfer voucher), by those who may add or edit
  // the screen's records: its type read from its bytes, within its size; kept private, its URL answered.
  app.post<{ Params: { '*': string }; Querystring: { field?: string } }>(`${API_PREFIX}/uploads/*`, { config: { access: 'login' } }, async (req) => {
    const screen = await screenFor(req, req.params['*'], ['add', 'edit']);
    const upload = screen.resource!.uploadOf(String(req.query.field ?? ''));
    // A file past maxBytes is refused by the multipart reader itself (413).
    const { mime, bytes } = await readUploadedFile(req, { accept: upload.accept, maxBytes: upload.maxBytes, image: upload.image, what: upload.title, missing: `请在 file 字段上传${upload.title}` });
    const url = await storeFile(app.db.kysely, { mime, bytes, createdBy: req.auth!.userId, now: app.clock(), purpose: upload.purpose });
    return ok({ url, mime, size: bytes.length });
  });

  // A private file (uploaded into a record's field), to those who may open the screen it belongs to.
  app.get<{ Params: { id: string } }>(`${API_PREFIX}/files/private/:id`, {
    config: { access: 'login' },
    schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } } } },
  }, async (req, reply) => {
    const file = await app.db.kysely.selectFrom('sys_file').select(['mime', 'data', 'purpose', 'created_by']).where('id', '=', req.params.id).where('purpose', 'is not', null).executeTakeFirst();
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
    return reply.type(file.mime).header('cache-control', 'private, no-store').header('content-disposition', 'inline').send(Buffer.from(file.data));
  });

  // A list's sums (list.sums: an account's balance, the sum of its ledger): each over the whole of its
  // screen, as far as the caller's data scope there goes, and only where they may open that screen.
  app.get<{ Params: { '*': string } }>(`${API_PREFIX}/sums/*`, { config: { access: 'login' } }, async (req) => {
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
    schema: { querystring: { type: 'object', additionalProperties: false, properties: { all: { type: 'string', enum: ['1'] } } } },
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
    schema: { body: { type: 'object', required: ['id', 'field'], additionalProperties: false, properties: { id: ID, field: { type: 'string', maxLength: 64 } } } },
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
      // A list page is sent as text; the text of a page's rows is kept while the rows are (read cache).
      const resource = req.engineHit!.screen.resource!;
      // A view's own binding may be a POST: its query is the body.
      const query = { ...(req.query as Record<string, string>), ...(req.method === 'POST' ? stringValues(req.body) : {}), ...(req.engineHit!.view ? { view: req.engineHit!.view } : {}) };
      const filter = await viewFilter(req, req.engineHit!.screen.schema!, query.view);
      const page = await resource.list(query, req.snapshot, await resource.scopeOf(req), filter);
      await resource.logMaskedSearch(req, (query as Record<string, string | undefined>).keywords, page.total);
      let rows = rowsJson.get(page.list);
      if (rows === undefined) {
        rows = JSON.stringify(page.list);
        rowsJson.set(page.list, rows);
      }
      return reply.type('application/json; charset=utf-8').send(okJson(`{"list":${rows},"total":${page.total}${page.approx ? ',"approx":true' : ''}}`));
    },
  });
}, { name: 'engine', dependencies: ['access'] });
