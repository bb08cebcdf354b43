/**
 * The screen-schema format: one JSON file per screen drives its list, search, form, import
 * dialog, permissions, API bindings and (with `storage`) the server's table and routes.
 * docs/schemas.md documents every keyword; schemas/screen.schema.json is its meta-schema.
 */

/** Columns every stored record has besides its model's. */
export const BUILT_IN_FIELDS = ['id', 'created_at', 'updated_at'] as const;

/** Built-in actions; each maps to a permission key. */
export type ActionName = 'create' | 'edit' | 'detail' | 'delete' | 'import' | 'export' | 'addChild';
/** `sensitive`: opening a record's personal files (x-personal) besides its owner, logged each time. */
export type PermKey = 'query' | 'add' | 'edit' | 'delete' | 'import' | 'export' | 'sensitive' | 'save';
export type ApiName = 'list' | 'detail' | 'create' | 'update' | 'remove' | 'import';
export type ColumnFormat = 'text' | 'date' | 'datetime' | 'seconds' | 'bytes' | 'dict' | 'boolean' | 'money' | 'image' | 'link' | 'switch';

export interface FieldSchema {
  /**
   * `array` of `items`: on a stored screen either a multiple choice of dictionary values (items of
   * type string with x-dict) or entries (items of type object: a rule's replies, kept as JSON).
   */
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array';
  title: string;
  items?: { type: 'string' | 'integer' } | EntrySchema;
  minItems?: number;
  maxItems?: number;
  description?: string;
  default?: string | number | boolean;
  enum?: Array<string | number>;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  /** One of validators/formats.ts: idcard, mobile, hexColor, externalUrl. */
  format?: string;
  /** Options (and list labels) from this dictionary code. */
  'x-dict'?: string;
  /** Options from an API: "GET /path" answering a list of {label, value} or records. */
  'x-options'?: string | { api: string; label: string; value: string };
  /**
   * A record of another stored screen (`screen`: its component path), held by id: a searchable
   * select in forms, `label` of the target in lists and exports (as `<field>_label`), the target's
   * label in imports; the target cannot be deleted while pointed at — unless `onDelete` is
   * `cascade`: then deleting the target deletes these records with it (a contract's signing records).
   */
  'x-relation'?: {
    screen: string; label: string; onDelete?: 'cascade';
    /** Fields of the target shown beside its label in pickers and import errors (namesakes told apart): a relation there by its label, a masked one masked. */
    describe?: string[];
    /** How a picker's typed words match the label: its start (default, indexed) or anywhere in it (small tables: 「包吃住」). */
    match?: 'prefix' | 'contains';
    /**
     * The target must have an owner (its screen has `storage.owner` and `pool`): a record of the pool
     * is shown in the picker as 公海 and refused on saving with 「…在公海中，请先认领」 (an application
     * is for a talent someone is responsible for).
     */
    claimed?: boolean;
  };
  /** Shown masked (138****8000) to everyone but the record's owner; `POST …/_reveal/{id}` shows one, logged. */
  'x-mask'?: 'mobile' | 'idcard';
  /**
   * The relation field naming the record whose number this is a copy of (a signing record's mobile
   * is its talent's): then it is masked for everyone, this record's owner included; the detail shows
   * 查看 reveals it, logged.
   */
  'x-mask-of'?: string;
  /**
   * The file the field holds has personal data in it (a signed contract with the whole ID number):
   * only the record's owner and holders of perms.sensitive open it, each opening logged as 查看号码.
   */
  'x-personal'?: boolean;
  /**
   * A file uploaded into the field (a transfer voucher): `accept` kinds, read from the bytes; at most
   * `maxKb` (2048 by default). The field holds the file's private URL; only those who may open the
   * screen read the file. An image is refused past `maxPixels` (width × height, 40,000,000 at most
   * and by default) before it is decoded, and kept written anew (PNG, or JPEG for a JPEG), shrunk to
   * fit `fit` pixels square when given.
   */
  'x-upload'?: {
    accept: Array<UploadKind>; maxKb?: number | Partial<Record<UploadKind, number>>; maxPixels?: number; fit?: number;
    /** Fields the server fills from the file at upload (x-server fields): what it is, its size, pixels, seconds, a thumbnail. */
    info?: Partial<Record<FileInfoKey, string>>;
    /** The thumbnail's box in pixels (320 by default). */
    thumb?: number;
    /** Served to anyone holding the file's address (128-bit random), as avatars are: material the website and channels show. */
    public?: boolean;
  };
  /**
   * An image the server draws from the record's fields (`by`: a drawing of schemas/registries.ts,
   * such as the seal) whenever they change, kept private as an upload is; when the upload field
   * `unless` holds a file (a scanned seal), the field takes that file instead.
   */
  'x-drawn'?: { by: string; unless?: string };
  /**
   * A number the server gives each new record (a contract's KP-2026-000123): `prefix` (`{yyyy}` is
   * the year of creation) then a counter of `digits` digits, one counter per prefix, never reused,
   * unique under concurrency. Not taken from a create, an edit or an import.
   */
  'x-sequence'?: { prefix: string; digits: number };
  /** No two records share this value. */
  'x-unique'?: boolean;
  /** The widget that edits it; defaults follow the type, format and x-dict. */
  'x-component'?: string;
  'x-component-props'?: Record<string, unknown>;
  /**
   * Written only by the server's own steps (a contract's signed file, its SHA-256, when it was
   * signed): never taken from a create, an edit or an import, and shown read-only.
   */
  'x-server'?: boolean;
  /** A credential (an AppSecret): kept encrypted, answered as ******, unchanged by an edit that sends ****** back. */
  'x-secret'?: boolean;
  /** Read-only in the edit form (still set on create). */
  'x-readonly'?: boolean;
  /** Asked only when the record is created (an initial password): not in the edit or detail form. */
  'x-create-only'?: boolean;
}

/**
 * One entry of an entries field (`type: array`, `items.type: object`): a few plain fields of their
 * own, required ones and conditional requirements as a model has; an entry field that some rule
 * requires is shown only while such a rule holds.
 */
export interface EntrySchema {
  type: 'object';
  required?: string[];
  properties: Record<string, FieldSchema>;
  allOf?: ConditionalRequirement[];
}

/** The entry schema of an entries field; undefined for any other field. */
export const entriesOf = (field: FieldSchema | undefined): EntrySchema | undefined =>
  (field?.type === 'array' && field.items?.type === 'object' ? field.items as EntrySchema : undefined);

export interface ModelSchema {
  type: 'object';
  required?: string[];
  properties: Record<string, FieldSchema>;
  /** Requirements that hold only for some values: `{if: {properties: {type: {const: 'BUTTON'}}}, then: {required: ['perm']}}`. */
  allOf?: ConditionalRequirement[];
  /** Rules between two date fields (ends after it starts; a dispatch contract runs two years). */
  spans?: DateSpan[];
}

/**
 * Date field `to` is at least `minDays` days after `from`, or (`minYears`) the term from `from`
 * through `to`, both days counted, is at least that many years; only for records meeting `when`.
 * `message` is the error shown at `to`, naming the rule.
 */
export interface DateSpan { from: string; to: string; minDays?: number; minYears?: number; when?: Record<string, FieldCondition>; message: string }

/** When every named field has one of the given values, the `then` fields are required too. */
export interface ConditionalRequirement {
  if: { properties: Record<string, { const: string | number | boolean } | { enum: Array<string | number | boolean> }> };
  then: { required: string[] };
}

/**
 * A field's condition in an action's `when` or a view's `filter`: a value, one of several, `null`
 * (empty), or `"$me"` (the caller's user id).
 */
export type FieldCondition = string | number | boolean | null | Array<string | number>;

/**
 * A named action beyond CRUD (认领, 公开, 转移): who may run it, on which rows (`when`), what it
 * writes (`set`: a value, null, "$me", or "$form.<field>"), a small form it asks first, the
 * operation type it logs, and an optional daily limit per user read from a system config key.
 */
export interface ScreenAction {
  key: string;
  label: string;
  perm: string;
  log: number;
  when?: Record<string, FieldCondition>;
  set: Record<string, FieldCondition>;
  form?: { required?: string[]; properties: Record<string, FieldSchema> };
  confirm?: string;
  /** Offered for the selected rows too (a batch), besides each row. */
  batch?: boolean;
  /** A button of its own, first in the row, where it applies (认领, used all day); otherwise it may fold into 「…」. */
  inline?: boolean;
  danger?: boolean;
  limit?: { config: string; default: number };
  /** Run on each record the action moves (a flow move's effects). */
  effects?: Effect[];
  /** Four eyes: never run by the record's owner (`storage.owner`, who recorded it) on it. */
  notOwner?: boolean;
  /** A flow move's server step (FlowTransition.hook). */
  hook?: string;
  /**
   * Served by the server's own route at this binding instead of POST /actions (a template's
   * preview): GET with `{id}` the row and the form as query. Its answer's `text` is shown, its
   * `links` too; `set` stays empty.
   */
  api?: string;
}

/**
 * A value an effect writes: a literal, null, "$me" (the caller), "$now" (the write's date-time),
 * "$form.<field>" (the action's form), "$record.<field>" (the record that caused it) or
 * "$record.<relation>.<field>" (a field of the record that relation points at).
 */
export type EffectValue = string | number | boolean | null;

/**
 * What a write does besides, in the same transaction: `create` a record of another stored screen
 * (owned by the same owner), or `update` the record a relation field points at (only when it
 * meets `when`). 已入职 creates the onboarding record and moves the talent; a follow-up stamps it.
 */
export interface Effect {
  create?: string;
  update?: string;
  when?: Record<string, FieldCondition>;
  values: Record<string, EffectValue>;
}

/** A move of a status flow: from which states, to which, what must be filled in on entering it, what it does besides. */
export interface FlowTransition {
  key: string; label: string; from: string[]; to: string; require?: string[]; perm?: string; effects?: Effect[]; notOwner?: boolean;
  /**
   * A step of the server's own code run with the move (pushing a contract makes and sends its
   * signing link), registered by name (Engine.hookMoves); a move whose hook is missing is refused.
   */
  hook?: string;
  /** Written with the move besides the state: a value, null, "$me" or "$now" (who reviewed, when). */
  set?: Record<string, FieldCondition>;
}

/**
 * A status field with its allowed moves: records start in `initial`; the field changes only by a
 * transition (an action the server serves and refuses from any other state), never by an edit.
 */
export interface StatusFlow {
  field: string; initial: string; transitions: FlowTransition[];
  /** The states in which a record may be edited (all when absent): a signed contract is immutable. */
  editIn?: string[];
  /** The states in which a record may be deleted (all when absent). */
  deleteIn?: string[];
}

/** Each transition of the screen's flow as the action that runs it (the edit permission unless it names one). */
export function flowActions(schema: ScreenSchema): Array<ScreenAction & { flow: FlowTransition }> {
  const flow = schema.flow;
  if (!flow) return [];
  return flow.transitions.map((t) => ({
    key: t.key, label: t.label, perm: t.perm ?? schema.perms.edit ?? schema.perms.query!, log: 1, flow: t,
    when: { [flow.field]: t.from },
    set: { ...t.set, [flow.field]: t.to, ...Object.fromEntries((t.require ?? []).map((f) => [f, `$form.${f}`])) },
    ...(t.effects ? { effects: t.effects } : {}),
    ...(t.notOwner ? { notOwner: true } : {}),
    ...(t.hook ? { hook: t.hook } : {}),
    ...(t.require?.length
      ? { form: { required: t.require, properties: Object.fromEntries(t.require.map((f) => [f, schema.model.properties[f]])) } }
      : { batch: true }),
  }));
}

/** Another screen's records that point at this one, shown in its detail: a talent's follow-ups (a timeline), a company's posts (a table). */
export interface RelatedList {
  screen: string; field: string; title: string; display?: 'table' | 'timeline';
  /** A label (写跟进) that also puts the other screen's add form in each row's actions of this list, the pointing field filled in (for holders of its add permission). */
  rowAction?: string;
}

/** Totals of the list grouped by one field (per company, per recruiter), under the list's filters and scope. */
export interface GroupTotal { field: string; title: string }
/** A figure above the list: the sum of `field` over every record of `screen` (this one by default) the caller may see. */
export interface ListSum { title: string; field: string; screen?: string }

/**
 * The caller's own records due by a date-time field, shown on the home screen (待跟进); with
 * `latestBy`, only the latest record per value of that field counts (a newer follow-up settles an older one).
 */
export interface DueItems { field: string; title: string; latestBy?: string; /** The field each item shows beside its time (the follow-up's content). */ text?: string }

/**
 * A record's lines: `screen` holds them, its relation `field` points here; `count` (this screen's
 * integer field) takes their number and each `sums` field the sum of a line field; `check` names
 * a server step (Engine.checkLines) that checks the lines against the record and the rest of the
 * data (a talent worked for the company that month) and may fill fields the file does not hold.
 */
export interface LinesSpec { screen: string; field: string; count?: string; sums?: Record<string, string>; check?: string }

/** A preset tab over the list (我的人才 / 公海 / 全部): its filter, and a permission when not everyone's. */
export interface ScreenView {
  key: string; label: string; filter?: Record<string, FieldCondition>; perm?: string;
  /** The view's list also served at this binding ("POST /app/contract/push/list": the list's query in the body). */
  api?: string;
}

export interface ColumnSpec {
  field: string;
  format?: ColumnFormat;
  width?: number;
  sortable?: boolean;
}

/** One scenario of a screen: its name and steps, run in order; the first failing step ends it. */
export interface Scenario { name: string; steps: ScenarioStep[] }

/**
 * One step: `as` switches to a seed user; otherwise one call — `create` (values; `save` names the
 * new record), `update` (a saved name, with `values`), `action` (a schema action or flow move on
 * `record`, with `form`), `list` (a filter), `detail` or `remove` (a saved name) — on this screen
 * or `screen`, and what it must come to (`expect`: "ok" by default, or a field's `error`, a
 * `message`, an HTTP `status`, a list's `count`, the record's `values` as shown). Strings may hold
 * `{{d8}}` (digits unique to the run) and `$id:name` (a saved record's id).
 */
export interface ScenarioStep {
  as?: string; screen?: string; save?: string;
  create?: Record<string, unknown>; update?: string; values?: Record<string, unknown>;
  action?: string; record?: string | string[]; form?: Record<string, unknown>;
  list?: Record<string, string | number>; detail?: string; remove?: string;
  expect?: 'ok' | { error?: string; message?: string; status?: number; count?: number; values?: Record<string, unknown> };
}

export interface ScreenSchema {
  $schema?: string;
  kind: 'crud' | 'tree-crud' | 'page';
  /** A single page (kind page): the key the public site reads it by (GET /site/pages/{key}). */
  page?: { key: string };
  /**
   * Read-only public endpoints for the website (GET /site/{key}, GET /site/{key}/{id}), no login:
   * only `fields` of the records meeting `when`, sorted by `sort`.
   */
  site?: { key: string; fields: string[]; when?: Record<string, FieldCondition>; sort?: { field: string; order: 'asc' | 'desc' }; window?: { from: string; to: string } };
  title: string;
  /** What one record is called (用户) apart from the screen's title (用户管理): 新增用户, 确定删除这个用户吗. */
  record?: string;
  /** The field that names one record in messages and the log: a plain text field, or a relation (named by its label). */
  recordLabel?: string;
  description?: string;
  perms: Partial<Record<PermKey, string>>;
  /** "METHOD /path/{id}?name={search.field}" per binding. */
  api: Partial<Record<ApiName, string>> & { list: string };
  model: ModelSchema;
  search?: { fields?: string[]; keywords?: string[] };
  list?: {
    columns: Array<string | ColumnSpec>;
    rowActions?: ActionName[];
    toolbar?: ActionName[];
    batch?: ActionName[];
    pageSize?: number;
    defaultSort?: { field: string; order: 'asc' | 'desc' };
    /** An integer field rows are ordered by, changed by dragging rows (the list sorted by it, ascending). */
    dragSort?: string;
    /** A tree beside the list (departments beside users): choosing a node sets search field `field`. */
    aside?: { title: string; api: string; label: string; value: string; field: string };
    /** Grouped totals above the list (GET /totals/{screen}?by=field). */
    totals?: GroupTotal[];
    /** Sums above the list (an account's balance: its ledger's amounts), GET /sums/{screen}. */
    sums?: ListSum[];
  };
  /** The detail view: the fields it shows (the form's by default, e.g. with the owner and dates besides) and related lists below them. */
  /** `usedBy`: the detail lists who uses the record (「被引用」: GET /used-by/{screen}?id=). */
  detail?: { fields?: string[]; related?: RelatedList[]; usedBy?: boolean };
  form?: {
    fields?: string[];
    /** A full Formily ISchema for the form, where the short form is not enough (x-reactions). */
    schema?: Record<string, unknown>;
    /** Field linkage: picking a record fills other fields from it (see FillRule). */
    fill?: FillRule[];
  };
  /**
   * The server keeps the records in `table`. `owner`: the integer field holding the id of the user
   * a record belongs to — set to the caller on create and import, never by an edit; lists,
   * details, exports and counts keep to the caller's data scope by it. `pool`: records without an
   * owner (公海) are seen by everyone who may open the screen.
   */
  storage?: {
    table: string; owner?: string; pool?: boolean;
    /** A date-time field the server sets to now whenever the owner changes (created, claimed, transferred). */
    ownedSince?: string;
    /**
     * Owned records whose date-time fields `after` are all empty or older than N days (system config
     * `config`, else `default`) go back to the pool by themselves: a scheduled job, logged as type 5.
     */
    poolReturn?: { after: string[]; config: string; default: number };
    /**
     * A status that follows two dates (an onboarding: 待入职 before its start date, 在职 from it,
     * 已离职 from its end date): the server sets `field` on every write and a scheduled job keeps it
     * current as days pass. `before`, `during` and `after` are its values (dictionary values).
     */
    datedStatus?: { field: string; start: string; end: string; before: string; during: string; after: string };
    /** Filter combinations worth one index each (the fields in order: exact-match ones first). */
    indexes?: string[][];
    /**
     * Combinations no two records may share, held by the database (a unique index, partial when
     * `unless` names a field and the value that frees a record from the rule: a rejected batch), so
     * two processes racing cannot both write one; the loser gets 409 `message`.
     */
    unique?: Array<{ fields: string[]; unless?: Record<string, string>; message: string }>;
    /**
     * Few-valued fields (the owner, a status, a source: at most six) whose every combination of
     * values the server keeps a count of, in step with each write: a list filtered by nothing but
     * them (scope, view, search fields, a contains filter among a field's few values), asking the
     * first of them, is counted from those counts — exactly, at any size — not by reading its
     * records (engine/tallies.ts). Put the owner first.
     */
    tally?: string[];
  };
  actions?: ScreenAction[];
  views?: ScreenView[];
  flow?: StatusFlow;
  /** What creating a record does besides (a follow-up stamps its talent's last follow-up time). */
  effects?: { create?: Effect[] };
  due?: DueItems;
  /**
   * Records with lines on another stored screen (a payroll batch and its rows): the import reads
   * the file as that screen's rows, makes one record of this screen from the binding's fixed values,
   * and points every line's `field` at it — all or nothing, errors per row and column.
   */
  lines?: LinesSpec;
  /**
   * Imports that round-trip an export: `key: "id"` has the export write each record's id in a 编号
   * column, and an import edit the record a row names there (edit permission, the caller's scope)
   * and add the rows without one (add permission) — all or nothing.
   */
  /**
   * What finds the record a row of an import updates: `id` (the 编号 column an export writes) or a
   * field with `x-unique` (统一社会信用代码): a row whose value a record has updates it, the rest are new.
   */
  import?: { key: string };
  /** Labels in other languages, by language code: the title, the description, field titles and help texts, the aside's title. */
  i18n?: Record<string, ScreenLabels>;
  /** Steps run as roles against a fresh database by `npm run schemas:test` (server/test/scenarios.ts). */
  scenarios?: Scenario[];
}

export interface ScreenLabels {
  title?: string; record?: string; description?: string; fields?: Record<string, string>; aside?: string;
  /** Field help texts (their `description`) by field name. */
  help?: Record<string, string>;
  /** Views, actions and flow moves by key, grouped totals by field, and the due items' title as `due`. */
  labels?: Record<string, string>;
}

/** Which permission each action needs. */
export const ACTION_PERM: Record<ActionName, PermKey> = {
  create: 'add', addChild: 'add', edit: 'edit', detail: 'query', delete: 'delete', import: 'import', export: 'export',
};

/** Which API binding each action calls. */
export const ACTION_API: Record<ActionName, ApiName> = {
  create: 'create', addChild: 'create', edit: 'update', detail: 'detail', delete: 'remove', import: 'import', export: 'list',
};

export interface ApiBinding { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; query: Record<string, string> }

/** "POST /users/_import?deptId={search.deptId}" → its method, path and query templates. */
export function parseBinding(binding: string): ApiBinding | null {
  const match = /^(GET|POST|PUT|DELETE)\s+(\/[^\s?]*)(?:\?(\S+))?$/.exec(binding.trim());
  if (!match) return null;
  return { method: match[1] as ApiBinding['method'], path: match[2], query: Object.fromEntries(new URLSearchParams(match[3] ?? '')) };
}

/** The record field a remove binding's query template sends (`{record.no}` → `no`), or undefined. */
export function recordField(template: string): string | undefined {
  return /^\{record\.(\w+)\}$/.exec(template)?.[1];
}

/** The search field a binding's query template takes its value from (`{search.dept_id}` → `dept_id`), or undefined. */
export function searchField(template: string): string | undefined {
  return /^\{search\.(\w+)\}$/.exec(template)?.[1];
}

/** A field whose value is a person's own words: text without a dictionary, options, a format or a mask. */
/** What an upload field may take: images, PDFs, videos (MP4, MOV, WEBM), audio (MP3, M4A, WAV, OGG, AAC). */
export type UploadKind = 'image' | 'pdf' | 'video' | 'audio';
/** What the server reads of an uploaded file for `x-upload.info`. */
export const FILE_INFO = ['kind', 'mime', 'size', 'width', 'height', 'duration', 'thumb'] as const;
export type FileInfoKey = typeof FILE_INFO[number];
/** The largest video a field may take, in KiB (100 MiB): an upload is held in memory while it is read. */
export const MAX_VIDEO_KB = 102_400;

export const isPlainText = (f: FieldSchema) => f.type === 'string' && !f['x-dict'] && !f['x-options'] && !f.enum && !f.format && !f['x-mask'] && !f['x-upload'] && !f['x-drawn'];

/**
 * Field linkage in a form: when a person picks a record in the relation field `when`, the form's
 * fields `set` names take the values of the source's fields — the picked record itself (a
 * template's type and seal), or with `from`, the latest record of another stored screen pointing at
 * it by `by`, newest by `latest` (a talent's current onboarding: its company and post). Values the
 * person typed since are overwritten only by a new pick.
 */
export interface FillRule {
  when: string;
  from?: { screen: string; by: string; latest: string };
  /** This form's field → the source's field. */
  set: Record<string, string>;
}
