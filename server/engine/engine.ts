import { isHtmlFormat } from '../../validators/formats.ts';
import { privateFileId } from '../services/files.ts';
import { pagesUsing } from './page-store.ts';
import { relative, sep } from 'node:path';
import chokidar from 'chokidar';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import type { Kysely } from 'kysely';
import { type ChartSchema, type ChartStat, checkChart, isChart } from '../../schemas/chart.ts';
import { checkRelations, checkScreen, type SchemaProblem } from '../../schemas/check.ts';
import { readScreenFiles, type ScreenFile } from '../../schemas/files.ts';
import type { Registries } from '../../schemas/registries.ts';
import { type ApiName, entriesOf, parseBinding, type PermKey, type ScreenSchema } from '../../schemas/types.ts';
import { ApiError } from '../errors.ts';
import { type LinesCheck, type MoveHook, Resource, type WriteGuard } from './resource.ts';
import type { Row, UsedBy } from './record-core.ts';
import { ensureCompositeIndex, syncTable } from './table-sync.ts';
import { rollupsReady, statIndexColumns } from './record-stats.ts';
import { ensureRollup } from './stat-rollups.ts';
import { MAX_PARAM_LENGTH } from '../services/bounds.ts';
import { formatDateTime } from '../../validators/formatters.ts';

/**
 * A screen as served: its schema, or null with the problems that keep it off. `broken` holds the
 * problems of a file edited since its last good version, which is what is still served (`schema`).
 */
export interface LoadedScreen { component: string; file: string; schema: ScreenSchema | null; problems: SchemaProblem[]; broken?: SchemaProblem[]; resource?: Resource }

/** A chart screen as served (kind: chart, GET /stats/{component}): its schema, or null with its problems. */
export interface LoadedChart { component: string; file: string; schema: ChartSchema | null; problems: SchemaProblem[] }

/** What a request to an engine route resolved to. */
export interface EngineHit { screen: LoadedScreen; api: ApiName; perm: string; params: Record<string, string | undefined>; /** A view's own list binding (views[].api): that view. */ view?: string }

export const API_PERM: Record<ApiName, PermKey> = { list: 'query', detail: 'query', create: 'add', update: 'edit', remove: 'delete', import: 'import' };
export const API_PREFIX = '/v1/api';

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
  charts = new Map<string, LoadedChart>();
  /** Statistics' indexes being made one after another (indexStatistic), and those asked for. */
  private chartIndexes: Promise<void> = Promise.resolve();
  private readonly chartIndexed = new Set<string>();
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
      // And those of an entries field's entries as `<field>.<entry field>` (a reply's library picture).
      const entryFields = Object.entries(source.schema!.model.properties).flatMap(([name, f]) => Object.entries(entriesOf(f)?.properties ?? {}).map(([sub, spec]) => [`${name}.${sub}`, spec] as const));
      source.resource.relations = [...Object.entries(source.schema!.model.properties), ...formFields, ...entryFields].flatMap(([field, spec]) => {
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
          ...(relation.claimed && target.resource?.owner ? { claimed: true } : {}),
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
        return [{ table: tableOf(s)!, column: name, key: spec.value, what: s.schema!.record ?? s.schema!.title, name: s.resource ? (row: Row) => s.resource!.label(row) : undefined }];
      }));
      // Rich text of any stored screen showing one of this screen's public files (an image of the material library).
      const shown = Object.entries(target.schema!.model.properties).flatMap(([name, f]) => (f['x-upload']?.public ? [name, ...(f['x-upload'].info?.thumb ? [f['x-upload'].info.thumb] : [])] : []));
      const showers = shown.length ? screens.flatMap((s) => Object.entries(s.schema!.model.properties)
        .flatMap(([name, f]) => (isHtmlFormat(f.format) && s.resource ? [{ resource: s.resource, column: name, what: s.schema!.record ?? s.schema!.title }] : []))) : [];
      // Single pages that may use it: by a relation to this screen, or (its files being public) by rich text.
      const pageUsers = screens.filter((s) => s.schema!.kind === 'page' && Object.values(s.schema!.model.properties)
        .some((f) => f['x-relation']?.screen === target.component || (shown.length > 0 && isHtmlFormat(f.format))));
      // x-relation fields of any stored screen that point at this one, by id: they keep it, or go with it (cascade).
      resource.cascades = [];
      // Entries pointing at it from inside a record's JSON (a reply's library picture: `replies.image_id`).
      const entryPointers: Array<{ resource: Resource; column: string; sub: string; what: string }> = [];
      for (const s of screens) {
        for (const r of s.resource?.relations ?? []) {
          const [column, sub] = r.field.split('.');
          if (r.table === resource.table && sub && entriesOf(s.schema!.model.properties[column])) entryPointers.push({ resource: s.resource!, column, sub, what: s.schema!.record ?? s.schema!.title });
          if (r.table !== resource.table || r.field.includes('.')) continue;
          const what = s.schema!.record ?? s.schema!.title;
          if (r.cascade) resource.cascades.push({ table: s.resource!.table, field: r.field, what });
          else pointers.push({ table: s.resource!.table, column: r.field, key: 'id', what, name: (row: Row) => s.resource!.label(row) });
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
        // The refusal names the first few users, so the person knows where to look.
        const [first] = await resource.usedBy(rows, 3, true);
        if (!first) return null;
        const names = first.names.map((n) => `「${n}」`).join('');
        if (first.page) return `还有 ${first.count} 个单页使用这个${resource.recordName}（${names}），请先修改它们`;
        return `还有 ${first.count} 个${first.what}使用这个${resource.recordName}${names ? `（${names}${first.count > first.names.length ? ' 等' : ''}）` : ''}，请先修改或删除它们`;
      };
      // Who uses these records (「被引用」): records pointing at them by a relation or a list's options, rich
      // text showing their public files, single pages; each group with its count and up to `limit` names.
      resource.usedBy = async (rows, limit, firstOnly = false) => {
        const k = this.app.db.kysely as Kysely<any>;
        const groups: UsedBy[] = [];
        // A record using them twice (a note's cover and an image in its text) counts once, in one group per table.
        const seen = new Map<string, { group: UsedBy; ids: Set<number> }>();
        /** `users` of `table` into that table's group, each record once; true when the first group is all that was asked. */
        const add = (table: string, what: string, users: Row[], label: (row: Row) => string): boolean => {
          const known = seen.get(table);
          const fresh = users.filter((u) => !known?.ids.has(Number(u.id)));
          if (!fresh.length) return false;
          if (known) {
            known.group.count += fresh.length;
            fresh.forEach((u) => { known.ids.add(Number(u.id)); if (known.group.names.length < limit) known.group.names.push(label(u)); });
            return false;
          }
          const group = { what, count: fresh.length, names: fresh.slice(0, limit).map(label) };
          groups.push(group);
          seen.set(table, { group, ids: new Set(fresh.map((u) => Number(u.id))) });
          return firstOnly;
        };
        for (const p of pointers) {
          const keys = rows.map((r) => r[p.key]).filter((v) => v !== null && v !== undefined);
          if (!keys.length) continue;
          const { n } = await k.selectFrom(p.table).select((eb) => eb.fn.countAll().as('n')).where(p.column, 'in', keys).executeTakeFirstOrThrow();
          if (Number(n) === 0) continue;
          const users = await k.selectFrom(p.table).selectAll().where(p.column, 'in', keys).orderBy('id').limit(firstOnly ? limit : 1000).execute();
          const group = { what: p.what, count: Number(n), names: p.name ? users.slice(0, limit).map((u: Row) => p.name!(u)) : [] };
          groups.push(group);
          if (firstOnly) return groups;
          const known = seen.get(p.table);
          if (known) { known.group.count += group.count; groups.pop(); known.group.names.push(...group.names.filter((x) => !known.group.names.includes(x))); }
          else seen.set(p.table, { group, ids: new Set(users.map((u: Row) => Number(u.id))) });
        }
        // Entries kept as JSON text: candidates by the text `"image_id":12`, then each entry read for the id itself.
        const wanted = rows.map((r) => Number(r.id));
        for (const e of entryPointers) {
          const candidates = await k.selectFrom(e.resource.table).selectAll()
            .where((eb) => eb.or(wanted.map((id) => eb(e.column, 'like', `%"${e.sub}":${id}%`)))).orderBy('id').limit(1000).execute();
          const users = candidates.filter((u: Row) => {
            try {
              const list = JSON.parse(String(u[e.column] ?? '[]')) as Row[];
              return Array.isArray(list) && list.some((entry) => wanted.includes(Number(entry?.[e.sub])));
            } catch { return false; }
          });
          if (add(e.resource.table, e.what, users, (u) => e.resource.label(u))) return groups;
        }
        const ids = rows.flatMap((r) => shown.map((f) => privateFileId(r[f]))).filter((id): id is string => Boolean(id));
        for (const s of showers) {
          if (!ids.length) break;
          let query = k.selectFrom(s.resource.table).selectAll();
          query = query.where((eb) => eb.or(ids.map((id) => eb(s.column, 'like', `%/v1/api/files/${id}"%`))));
          // LIKE's `_` matches any character: the rows are checked for the address itself.
          const users = (await query.orderBy('id').limit(50).execute()).filter((u: Row) => ids.some((id) => String(u[s.column]).includes(`/v1/api/files/${id}"`)));
          if (add(s.resource.table, s.what, users, (u) => s.resource.label(u))) return groups;
        }
        // Single pages (公司介绍): their current draft and published version, by a relation or an image in rich text.
        const keys = new Set(rows.map((r) => Number(r.id)));
        const pages = await pagesUsing(k, pageUsers, (data, schema) => Object.entries(schema.model.properties).some(([name, f]) => (f['x-relation']?.screen === target.component && keys.has(Number(data[name])))
          || (isHtmlFormat(f.format) && ids.some((id) => String(data[name] ?? '').includes(`/v1/api/files/${id}"`)))));
        if (pages.length) groups.push({ what: '单页', count: pages.length, names: pages.slice(0, limit), page: true });
        return groups;
      };
    }
  }

  /** Adds `guard` to every write of stored table `table`, now and after each reload. */
  guardWrites(table: string, guard: WriteGuard) {
    this.guards.set(table, guard);
    for (const screen of this.screens.values()) if (screen.resource?.table === table) screen.resource.guard = guard;
  }

  /**
   * The purposes (`<table>.<field>`) of kept files anyone may read by their address: uploads into a
   * field with `x-upload.public` (material the website shows) and their thumbnails.
   */
  publicPurposes(): Set<string> {
    const purposes = new Set<string>();
    for (const screen of this.screens.values()) {
      const table = screen.schema?.storage?.table;
      for (const [name, field] of Object.entries(screen.schema?.model?.properties ?? {})) {
        const upload = field['x-upload'];
        if (!table || !upload?.public) continue;
        purposes.add(`${table}.${name}`);
        if (upload.info?.thumb) purposes.add(`${table}.${upload.info.thumb}`);
      }
    }
    return purposes;
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
    const all = readScreenFiles(this.dir);
    // Chart screens count stored screens' records: checked against them, served apart (stats-routes.ts).
    const files = all.filter((file) => !isChart(file.json));
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
    const charts = new Map<string, LoadedChart>();
    for (const file of all.filter((f) => isChart(f.json))) {
      const problems = checkChart(file.file, file.json, valid);
      charts.set(file.component, { component: file.component, file: file.file, schema: problems.length ? null : file.json as ChartSchema, problems });
      if (problems.length) this.app.log.error({ problems }, `图表 schema ${file.file} 有 ${problems.length} 个问题，未启用`);
    }
    this.screens = screens;
    this.charts = charts;
    this.router = router;
    this.linkReferences();
  }

  /**
   * Readies what answers `stat` grouped by `by` at scale, in the background, the first time it is
   * asked for: its daily summary (stat-rollups.ts) when one can say it, else its index. One after
   * another; until it is there the records are read.
   */
  prepareStatistic(resource: Resource, stat: ChartStat, by: string | undefined) {
    const spec = resource.rollupOf(stat, by);
    if (!spec) return this.indexStatistic(resource, stat, by);
    const ready = rollupsReady(this.app.db);
    if (ready.has(spec.id) || this.chartIndexed.has(spec.id)) return;
    this.chartIndexed.add(spec.id);
    this.chartIndexes = this.chartIndexes.then(async () => {
      try {
        if (await ensureRollup(this.app.db, spec)) ready.add(spec.id);
        else this.chartIndexed.delete(spec.id);
      } catch (error) {
        this.chartIndexed.delete(spec.id);
        this.app.log.warn(`${resource.table} 的统计汇总（${stat.title}）未能建立：${String(error)}`);
      }
    });
  }

  /**
   * Has the index answering `stat` grouped by `by` made in the background (statIndexColumns), the
   * first time the statistic is asked for — so a chart over a million records reads one index
   * range, not the table. One build after another, as a combination of filters is
   * (ensureCompositeIndex: SQLite in a worker, PostgreSQL concurrently); once per columns.
   */
  indexStatistic(resource: Resource, stat: ChartStat, by: string | undefined) {
    if (!stat.time) return;
    const columns = statIndexColumns(stat, by, resource.owner);
    const key = `${resource.table}(${columns.join(',')})`;
    if (this.chartIndexed.has(key)) return;
    this.chartIndexed.add(key);
    this.chartIndexes = this.chartIndexes.then(async () => {
      try {
        if (!(await ensureCompositeIndex(this.app.db, resource.table, columns))) this.chartIndexed.delete(key);
      } catch (error) {
        this.chartIndexed.delete(key);
        this.app.log.warn(`${resource.table} (${columns.join(', ')}) 的统计索引未能建立：${String(error)}`);
      }
    });
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
      const screen = [...this.screens.values(), ...this.charts.values()].find((s) => s.file === file) as LoadedScreen | undefined;
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
