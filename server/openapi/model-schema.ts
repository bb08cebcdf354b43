/**
 * A screen's model as the JSON Schema (2020-12, what OpenAPI 3.1 speaks) of the bodies its
 * bindings take and the records they answer: types, formats, dictionaries with their labels,
 * money in fen, masks, relations and what the server writes itself — from the same model the
 * engine checks records with, so the document cannot say what the server does not do.
 */
import { BUILT_IN_FIELDS, entriesOf, type FieldSchema, type ModelSchema } from '../../schemas/types.ts';
import { FORMATS, HTML_FORMAT, isMoneyFormat } from '../../validators/formats.ts';

type Json = Record<string, unknown>;
/** A dictionary's entries by code: value and label, in their order. */
export type DictLabels = Map<string, Array<{ value: string; label: string }>>;

/**
 * Formats whose meaning in JSON Schema is not ours (RFC 3339 `date-time` has a `T` and a zone; ours
 * is 「2026-11-22 14:30:00」): a pattern and `x-format` say them instead, so any validator reads them right.
 */
const OWN_MEANING: Record<string, { pattern: string; example: string }> = {
  'date-time': { pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', example: '2026-11-22 14:30:00' },
  time: { pattern: '^\\d{2}:\\d{2}:\\d{2}$', example: '14:30:00' },
};

/** Examples of the shared formats, as a form would take them. */
const EXAMPLES: Record<string, string> = {
  idcard: '11010519491231002X', creditCode: '91350100M000100Y43', mobile: '13800138000', hexColor: '#1677ff',
  externalUrl: 'https://example.com/', date: '2026-11-22', month: '2026-11', [HTML_FORMAT]: '<p>正文</p>',
};

function dictEnum(field: FieldSchema, code: string, dicts: DictLabels, type: string | undefined): Json {
  const entries = dicts.get(code) ?? [];
  const values = entries.map((e) => (type === 'integer' || type === 'number' ? Number(e.value) : e.value));
  return {
    ...(entries.length ? { enum: values } : {}),
    'x-dict': code,
    'x-enum-labels': Object.fromEntries(entries.map((e) => [e.value, e.label])),
    description: [field.description, `字典 ${code}：${entries.map((e) => `${e.value}=${e.label}`).join('，') || '（暂无选项）'}`].filter(Boolean).join('。'),
  };
}

/** One field as a request takes it. */
export function fieldSchema(name: string, field: FieldSchema, dicts: DictLabels, component = ''): Json {
  const entry = entriesOf(field);
  if (entry) {
    return {
      type: 'array', title: field.title, ...(field.minItems !== undefined ? { minItems: field.minItems } : {}), ...(field.maxItems !== undefined ? { maxItems: field.maxItems } : {}),
      items: modelSchema({ type: 'object', required: entry.required, properties: entry.properties, allOf: entry.allOf }, dicts, 'entry'),
    };
  }
  if (field.type === 'array') {
    const items = field.items as { type: 'string' | 'integer' } | undefined;
    const dict = field['x-dict'] ? dictEnum(field, field['x-dict'], dicts, items?.type) : undefined;
    return {
      type: 'array', title: field.title, uniqueItems: true,
      ...(field.minItems !== undefined ? { minItems: field.minItems } : {}), ...(field.maxItems !== undefined ? { maxItems: field.maxItems } : {}),
      items: { type: items?.type ?? 'string', ...(dict?.enum ? { enum: dict.enum } : {}) },
      ...(dict ? { 'x-dict': dict['x-dict'], description: dict.description } : {}),
    };
  }
  const out: Json = { type: field.type, title: field.title };
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'pattern', 'default', 'enum'] as const) if (field[key] !== undefined) out[key] = field[key];
  if (field.description) out.description = field.description;
  if (field.format) {
    const own = OWN_MEANING[field.format];
    if (own) Object.assign(out, { pattern: own.pattern, 'x-format': field.format, examples: [own.example] });
    else out.format = field.format;
    if (field.format in EXAMPLES) out.examples = [EXAMPLES[field.format]];
    if (field.format in FORMATS && !own) out.description = [out.description, FORMATS[field.format as keyof typeof FORMATS].message].filter(Boolean).join('。');
  }
  if (isMoneyFormat(field.format)) Object.assign(out, { 'x-unit': 'fen', description: [field.description, '金额，以分为单位的整数（¥12.34 写作 1234）'].filter(Boolean).join('。') });
  const dict = field['x-dict'];
  if (dict) Object.assign(out, dictEnum(field, dict, dicts, field.type));
  const relation = field['x-relation'];
  if (relation) Object.assign(out, { minimum: 1, 'x-relation': { screen: relation.screen, label: relation.label }, description: [field.description, `「${relation.screen}」中一条记录的 id`].filter(Boolean).join('。') });
  if (name === 'parent_id' || field['x-options']) out.minimum = 0;
  if (field['x-mask']) out['x-mask'] = field['x-mask'];
  if (field['x-unique']) out['x-unique'] = true;
  if (field['x-secret']) Object.assign(out, { writeOnly: true, 'x-secret': true });
  if (field['x-upload']) {
    const api = `POST /v1/api/uploads/${component}?field=${name}`;
    Object.assign(out, { 'x-upload': { accept: field['x-upload'].accept, api }, description: [field.description, `文件的地址：先以 multipart 的 file 字段上传到 ${api}，填入它答出的 url`].filter(Boolean).join('。') });
  }
  return out;
}

/**
 * A create's or an edit's body: the model's fields but those only the server writes (x-server,
 * x-sequence, x-drawn) and, on an edit, those set only at creation; fields with a default are not
 * required (the server fills them in). The model's conditional requirements ride along.
 */
export function modelSchema(model: ModelSchema, dicts: DictLabels, mode: 'create' | 'update' | 'entry', component = ''): Json {
  const taken = Object.entries(model.properties).filter(([, f]) => !f['x-server'] && !f['x-sequence'] && !f['x-drawn'] && !(mode === 'update' && f['x-create-only']));
  const names = new Set(taken.map(([n]) => n));
  // An entry's defaults are the form's, not the server's: there a required field is required.
  const required = mode === 'update' ? [] : (model.required ?? []).filter((n) => names.has(n) && (mode === 'entry' || model.properties[n].default === undefined));
  // A condition on a field left out holds when the field's default meets it: the server fills defaults in first.
  const byDefault = (name: string, test: { const: unknown } | { enum: unknown[] }) => {
    const value = mode === 'entry' ? undefined : model.properties[name]?.default;
    return value !== undefined && ('const' in test ? test.const === value : test.enum.includes(value));
  };
  const allOf = (model.allOf ?? []).map((rule) => ({
    if: { ...rule.if, required: Object.entries(rule.if.properties).filter(([n, test]) => !byDefault(n, test)).map(([n]) => n) },
    then: rule.then,
  }));
  return {
    type: 'object',
    properties: Object.fromEntries(taken.map(([name, field]) => [name, fieldSchema(name, field, dicts, component)])),
    ...(required.length ? { required } : {}),
    ...(allOf.length && mode !== 'update' ? { allOf } : {}),
    // Rules between two dates (ends after it starts), as the server checks them: not JSON Schema's to say.
    ...(model.spans?.length && mode !== 'entry' ? { 'x-spans': model.spans } : {}),
    additionalProperties: false,
  };
}

/**
 * A record as the bindings answer it: every field of the model (null when empty), a masked one as
 * its mask shows it, a relation's label beside it as `<field>_label`, a dictionary's as
 * `<field>_label` too where the list shows one; other keys may follow (flows' state names).
 */
export function recordSchema(model: ModelSchema, dicts: DictLabels): Json {
  const properties: Record<string, Json> = { id: { type: 'integer', minimum: 1 } };
  for (const [name, field] of Object.entries(model.properties)) {
    if (field['x-secret']) { properties[name] = { type: ['string', 'null'], description: '凭据：已保存时显示为 ******' }; continue; }
    const type = entriesOf(field) || field.type === 'array' ? 'array' : field.type;
    const shown: Json = { type: [type, 'null'], title: field.title };
    if (field['x-mask']) shown.description = `打码显示（如 138****8000），记录负责人和有权限者看到完整值`;
    else if (isMoneyFormat(field.format)) Object.assign(shown, { 'x-unit': 'fen', description: '金额，以分为单位' });
    else if (field['x-dict']) Object.assign(shown, { 'x-dict': field['x-dict'], description: dictEnum(field, field['x-dict'], dicts, field.type).description });
    properties[name] = shown;
    if (field['x-relation']) properties[`${name}_label`] = { type: ['string', 'null'], description: `「${field.title}」的名称` };
  }
  for (const name of BUILT_IN_FIELDS) properties[name] ??= { type: ['string', 'integer', 'null'] };
  return { type: 'object', required: ['id'], properties, additionalProperties: true };
}
