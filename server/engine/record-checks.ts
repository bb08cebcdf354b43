import { isSealed, SECRET_MASK } from '../services/secrets.ts';
import { cleanHtml } from '../services/html.ts';
import { isHtmlFormat } from '../../validators/formats.ts';
import { ApiError } from '../errors.ts';
import type { FieldError } from '../plugins/envelope.ts';
import { isId } from '../services/bounds.ts';
import { type RowScope } from '../services/data-scope.ts';
import { entriesOf, type FieldSchema } from '../../schemas/types.ts';
import { badMultiValue, isMulti } from './multi-values.ts';
import { createRecordValidator, type RecordValidator } from './record-validator.ts';
import { formatDate, formatDateTime } from '../../validators/formatters.ts';
import { PRIVATE_FILE_URL } from '../services/files.ts';
import { RecordCore, type Row, invalid, isEmpty, ofModel, BUILT_INS } from './record-core.ts';

/** A text value (query string, spreadsheet cell) as the field's type; undefined when it is not one. */
export function fromText(field: FieldSchema, text: string): unknown {
  // Text keeps its tabs and line breaks (a cell "\t=1+1" comes back as it went out); only the
  // spaces typed around it go.
  if (field.type === 'string' || !field.type) return text.replace(/^[ \u3000]+|[ \u3000]+$/g, '');
  const value = text.trim();
  if (field.type === 'integer') return /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : undefined;
  if (field.type === 'number') return value !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined;
  if (field.type === 'boolean') {
    if (/^(1|true|是|yes|启用)$/i.test(value)) return true;
    if (/^(0|false|否|no|停用)$/i.test(value)) return false;
    return undefined;
  }
  return value;
}

/**
 * What a stored screen's records must be: the model (ajv), dictionaries, uniqueness, the tree, relations
 * within the caller's scope, uploads; and a record as a form's body makes it (defaults, dated status).
 */
export class RecordChecks {
  readonly validate: RecordValidator;
  /** An edit's check: fields set only on create (x-create-only) are neither needed nor taken. */
  private readonly validateUpdate: RecordValidator;
  /** Every dictionary the model's fields and its entries' fields name (see dictErrors). */
  private readonly dictCodes: string[];

  constructor(readonly core: RecordCore) {
    const { model } = core.schema;
    this.validate = createRecordValidator(model);
    this.validateUpdate = createRecordValidator({
      ...model,
      // A credential kept before is checked when it was typed, not again as its sealed form.
      required: (model.required ?? []).filter((n) => !core.createOnly.has(n) && !core.secrets.includes(n)),
      properties: Object.fromEntries(Object.entries(model.properties).filter(([n]) => !core.createOnly.has(n))),
    });
    const entryFields = core.entries.flatMap((name) => Object.values(entriesOf(core.fields.get(name))!.properties));
    this.dictCodes = [...new Set([...core.fields.values(), ...entryFields].flatMap((f) => (f['x-dict'] ? [f['x-dict']] : [])))];
  }

  /** A text value as the field's type (see fromText). */
  fromText(field: FieldSchema, text: string): unknown {
    return fromText(field, text);
  }

  /**
   * The fields of `body` without the built-ins. An optional field sent empty is listed in
   * `cleared` (an edit empties it) rather than kept as an empty value.
   */
  private pick(body: unknown): { record: Row; cleared: Set<string> } {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) invalid([{ field: '(根)', message: '请求体应为对象' }]);
    const record: Row = {};
    const cleared = new Set<string>();
    for (const [key, value] of Object.entries(body as Row)) {
      if (BUILT_INS.has(key) || this.core.fields.get(key)?.['x-server']) continue;
      // ****** is what the form shows for a credential kept: sent back, it changes nothing.
      if (value === SECRET_MASK && this.core.secrets.includes(key)) continue;
      if (isEmpty(value) && !(this.core.schema.model.required ?? []).includes(key)) cleared.add(key);
      else record[key] = value;
    }
    this.cleanRichText(record);
    for (const [key, value] of Object.entries(record)) if (value === '' && !(this.core.schema.model.required ?? []).includes(key)) { delete record[key]; cleared.add(key); }
    return { record, cleared };
  }

  /** Rich text (format html) as the allow-list keeps it, before any other rule sees it. */
  cleanRichText(record: Row) {
    for (const [name, field] of this.core.fields) {
      if (isHtmlFormat(field.format) && typeof record[name] === 'string') record[name] = cleanHtml(record[name] as string);
    }
  }

  /** Values of x-dict fields must be entries of their dictionary; the message lists the choices by name. */
  async dictErrors(record: Row, cache = new Map<string, Map<string, string>>()): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    // At the first value asked about, every dictionary the model names, in one statement (a
    // talent's four were four round trips of each write).
    const dict = async (code: string) => {
      if (!cache.has(code)) {
        const unread = [...new Set([code, ...this.dictCodes])].filter((c) => !cache.has(c));
        const rows = await this.core.k.selectFrom('sys_dict_item').select(['type_code', 'value', 'name']).where('type_code', 'in', unread).orderBy('type_code').orderBy('sort').execute();
        for (const c of unread) cache.set(c, new Map());
        for (const r of rows as Row[]) cache.get(String(r.type_code))!.set(String(r.value), String(r.name));
      }
      return cache.get(code)!;
    };
    // An entry's dictionary fields (a reply's kind), each entry's value one of the dictionary's.
    for (const name of this.core.entries) {
      const spec = entriesOf(this.core.fields.get(name))!;
      if (!Array.isArray(record[name])) continue;
      for (const [i, entry] of (record[name] as Row[]).entries()) {
        for (const [sub, field] of Object.entries(spec.properties)) {
          const code = field['x-dict'];
          if (!code || isEmpty(entry?.[sub])) continue;
          const entries = await dict(code);
          if (!entries.has(String(entry[sub]))) errors.push({ field: name, message: `${this.core.fields.get(name)!.title}第 ${i + 1} 条：「${String(entry[sub])}」不是「${field.title}」的选项（可选：${[...entries.values()].slice(0, 20).join('、')}）` });
        }
      }
    }
    for (const [name, field] of this.core.fields) {
      const code = field['x-dict'];
      if (!code || isEmpty(record[name])) continue;
      const entries = await dict(code);
      // A multiple choice: each of its values (an array is checked by the model to be one).
      const values = Array.isArray(record[name]) ? (record[name] as unknown[]) : [record[name]];
      // An entry whose value holds a comma would be read back as two (multi-values.ts).
      const split = isMulti(field) ? badMultiValue(values) : undefined;
      if (split !== undefined) {
        errors.push({ field: name, message: `「${entries.get(split) ?? split}」的值含逗号，不能用于多选的「${field.title}」：请在 字典管理 中改它的值` });
        continue;
      }
      const wrong = values.find((v) => !entries.has(String(v)));
      if (wrong === undefined) continue;
      const choices = [...entries.values()];
      errors.push({ field: name, message: choices.length
        ? `「${String(wrong)}」不是「${field.title}」的选项（可选：${choices.slice(0, 20).join('、')}）`
        : `「${field.title}」的字典「${code}」还没有选项：请先在 字典管理 中添加` });
    }
    return errors;
  }

  private async uniqueErrors(record: Row, exceptId?: number): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    for (const [name, field] of this.core.fields) {
      if (!field['x-unique'] || isEmpty(record[name])) continue;
      let q = this.core.k.selectFrom(this.core.table).select('id').where(name, '=', record[name]);
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      if (await q.executeTakeFirst()) errors.push({ field: name, message: `${field.title}「${this.core.shown(name, record[name])}」已存在` });
    }
    return errors;
  }

  private async treeErrors(record: Row, selfId?: number): Promise<FieldError[]> {
    if (!this.core.isTree || isEmpty(record.parent_id) || record.parent_id === 0) return [];
    const parentId = Number(record.parent_id);
    if (parentId === selfId) return [{ field: 'parent_id', message: '上级不能是自己' }];
    const rows: Row[] = await this.core.k.selectFrom(this.core.table).select(['id', 'parent_id']).execute();
    const parentOf = new Map(rows.map((r) => [Number(r.id), Number(r.parent_id)]));
    if (!parentOf.has(parentId)) return [{ field: 'parent_id', message: '上级不存在' }];
    for (let at: number | undefined = parentId, steps = 0; at && steps <= rows.length; at = parentOf.get(at), steps++) {
      if (at === selfId) return [{ field: 'parent_id', message: '不能把上级设为自己的下级' }];
    }
    return [];
  }

  /** The model's errors for just the fields `names` of `record` (the rest are not asked about). */
  fieldErrors(record: Row, names: string[]): FieldError[] {
    const present = Object.fromEntries(names.filter((n) => record[n] !== null && record[n] !== undefined).map((n) => [n, record[n]]));
    const errors = this.validateUpdate(present).filter((e) => names.includes(e.field));
    const missing = (this.core.schema.model.required ?? []).filter((n) => names.includes(n) && !(n in present) && !errors.some((e) => e.field === n));
    return [...missing.map((n) => ({ field: n, message: `请填写${this.core.fields.get(n)?.title ?? n}` })), ...errors];
  }

  /** Model, dictionaries, tree and uniqueness; `selfId` makes it an edit's check, `uploader` the caller whose files it may hold. Throws the field errors. */
  async check(record: Row, selfId?: number, scope?: RowScope, before?: Row, uploader?: number) {
    // A credential already sealed (kept from before) is not checked again as text.
    const sealed = this.core.secrets.filter((n) => typeof record[n] === 'string' && record[n] === before?.[n] && isSealed(record[n] as string));
    const subject = sealed.length ? Object.fromEntries(Object.entries(record).filter(([k]) => !sealed.includes(k))) : record;
    const errors = (selfId === undefined ? this.validate : this.validateUpdate)(subject);
    if (errors.length) invalid(errors);
    const more = [...(await this.dictErrors(record)), ...(await this.treeErrors(record, selfId)), ...(await this.relationErrors(record, scope, before)), ...(await this.uploadErrors(record, before, selfId, uploader))];
    if (more.length) invalid(more);
    const duplicates = await this.uniqueErrors(record, selfId);
    if (duplicates.length) throw new ApiError('DUPLICATE', duplicates.map((e) => e.message).join('；'), duplicates);
  }

  /**
   * Relation values must be records that exist and, where the target's records have owners,
   * within the caller's `scope` (their own, or the pool's): no application for a colleague's talent.
   * An edit keeps what it does not change (`before`), in scope or not.
   */
  private async relationErrors(record: Row, scope?: RowScope, before?: Row): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    for (const r of this.core.relations.filter(ofModel)) {
      const id = record[r.field];
      if (isEmpty(id) || !isId(Number(id)) || (before && Number(before[r.field]) === Number(id))) continue;
      const found: Row | undefined = await this.core.k.selectFrom(r.table).select(r.owner ? ['id', r.owner, `${r.label} as kp_label`] : ['id']).where('id', '=', Number(id)).executeTakeFirst();
      const owner = r.owner ? found?.[r.owner] : undefined;
      const pooled = Boolean(r.owner) && (owner === null || owner === undefined);
      const outside = r.owner && scope?.owners && !(pooled ? r.pool : scope.owners.includes(Number(owner)));
      if (!found || outside) errors.push({ field: r.field, message: `所选${r.title}不存在或已删除，请重新选择` });
      else if (r.claimed && pooled) errors.push({ field: r.field, message: `${r.title}「${String(found.kp_label ?? '')}」在公海中，请先认领` });
    }
    // An entry's relation (a reply's picture): each id one that exists.
    for (const r of this.core.relations) {
      const [name, sub] = r.field.split('.');
      if (!sub || !this.core.entries.includes(name) || !Array.isArray(record[name])) continue;
      const entries = record[name] as Row[];
      for (const [i, entry] of entries.entries()) {
        const id = entry?.[sub];
        if (isEmpty(id)) continue;
        const found = isId(Number(id)) && await this.core.k.selectFrom(r.table).select('id').where('id', '=', Number(id)).executeTakeFirst();
        if (!found) errors.push({ field: name, message: `${this.core.fields.get(name)?.title ?? name}第 ${i + 1} 条：所选${r.title}不存在或已删除，请重新选择` });
      }
    }
    return errors;
  }

  /**
   * An upload field (x-upload) holds a file uploaded for it: its private URL, the file there, kept
   * for this table's field by `uploader` (the caller), and held by no other record — never another
   * address, a file uploaded for something else or by someone else, nor one voucher for two recharges.
   */
  private async uploadErrors(record: Row, before?: Row, selfId?: number, uploader?: number): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    for (const [name, field] of this.core.fields) {
      const value = record[name];
      if (!field['x-upload'] || isEmpty(value) || value === before?.[name]) continue;
      const id = PRIVATE_FILE_URL.exec(String(value))?.[1];
      let file = id ? this.core.k.selectFrom('sys_file').select('id').where('id', '=', id).where('purpose', '=', `${this.core.table}.${name}`) : undefined;
      if (file && uploader !== undefined) file = file.where('created_by', '=', uploader);
      if (!file || !(await file.executeTakeFirst())) {
        errors.push({ field: name, message: `请用上传按钮上传${field.title}` });
        continue;
      }
      let held = this.core.k.selectFrom(this.core.table).select('id').where(name, '=', String(value));
      if (selfId !== undefined) held = held.where('id', '!=', selfId);
      if (await held.executeTakeFirst()) errors.push({ field: name, message: `这份${field.title}已用于另一条${this.core.recordName}，请重新上传` });
    }
    return errors;
  }

  /** A new record from a create's body: built-ins dropped, optional empties left out, defaults filled in. */
  created(body: unknown): Row {
    return this.withDefaults(this.pick(body).record);
  }

  /**
   * The record an edit's body makes of `current`: fields it leaves out keep their values, fields
   * it sends empty are cleared; read-only and create-only fields are not edited. Keys that are no
   * field stay, for the check to refuse.
   */
  edited(current: Row, body: unknown): Row {
    const { record: changes, cleared } = this.pick(body);
    for (const name of this.core.fields.keys()) {
      if (this.core.fields.get(name)?.['x-readonly'] || this.core.createOnly.has(name)) { delete changes[name]; cleared.delete(name); }
    }
    const record: Row = {};
    for (const name of this.core.fields.keys()) {
      if (this.core.createOnly.has(name)) continue;
      const value = name in changes ? changes[name] : cleared.has(name) ? null : current[name];
      if (!isEmpty(value)) record[name] = value;
    }
    for (const [key, value] of Object.entries(changes)) if (!this.core.fields.has(key)) record[key] = value;
    return record;
  }

  /** Fields left empty in an update are cleared. */
  nullsFor(record: Row): Row {
    return Object.fromEntries([...this.core.fields.keys()].filter((n) => !(n in record)).map((n) => [n, null]));
  }

  withDefaults(record: Row): Row {
    for (const [name, field] of this.core.fields) if (!(name in record) && field.default !== undefined) record[name] = field.default;
    if (this.core.isTree && isEmpty(record.parent_id)) record.parent_id = 0;
    return record;
  }

  /**
   * A status that follows its dates (storage.datedStatus), as of `now`: before the start date, from
   * it, and from the end date on. Set on every write; the dated-status job keeps stored rows current.
   */
  withDatedStatus(record: Row, now: number): Row {
    const rule = this.core.schema.storage?.datedStatus;
    if (!rule) return record;
    const today = formatDate(now);
    const start = record[rule.start];
    const end = record[rule.end];
    record[rule.field] = !isEmpty(end) && String(end) <= today ? rule.after : !isEmpty(start) && String(start) > today ? rule.before : rule.during;
    return record;
  }

  /** A record another screen's effect creates here: owned by `owner`, at the start of the flow, with defaults. */
  startOf(values: Row, owner: unknown, now: number): Row {
    const record = this.withDatedStatus({ ...values }, now);
    if (this.core.owner && !(this.core.owner in record)) record[this.core.owner] = owner ?? null;
    if (this.core.owner && this.core.ownedSince && !isEmpty(record[this.core.owner])) record[this.core.ownedSince] = formatDateTime(now);
    if (this.core.schema.flow && isEmpty(record[this.core.schema.flow.field])) record[this.core.schema.flow.field] = this.core.schema.flow.initial;
    return this.core.stored(this.withDefaults(record));
  }
}
