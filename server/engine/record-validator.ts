import Ajv, { type ErrorObject } from 'ajv';
import localizeZh from 'ajv-i18n/localize/zh/index.js';
import type { FieldError } from '../plugins/envelope.ts';
import { entriesOf, type FieldSchema, type ModelSchema } from '../../schemas/types.ts';
import { MAX_ID } from '../services/bounds.ts';
import { FORMATS, type FormatName, HTML_FORMAT, MONEY_FORMAT } from '../../validators/formats.ts';
import { formatFen } from '../../validators/money.ts';
import { spanErrors } from '../../validators/spans.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
// The same rules and words as the console's form: one table, validators/formats.ts.
for (const [name, format] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: format.validate });
// Money is whole fen; "type": "integer" says so already, and its bounds are the model's.
ajv.addFormat(MONEY_FORMAT, { type: 'number', validate: Number.isSafeInteger });
// Rich text is made safe before it is checked (services/html.ts): any string passes the format itself.
ajv.addFormat(HTML_FORMAT, { type: 'string', validate: () => true });

/**
 * Whole numbers as the database holds them: ids of other records (x-options, a tree's parent)
 * within MAX_ID, any other within the safe integers, unless the model bounds them tighter.
 */
function bounded(name: string, field: FieldSchema): object {
  const whole = (spec: { type?: string; minimum?: number; maximum?: number }, isRef: boolean) => (spec.type !== 'integer' ? spec : {
    ...spec,
    minimum: Math.max(spec.minimum ?? -Number.MAX_SAFE_INTEGER, isRef ? 0 : -Number.MAX_SAFE_INTEGER),
    maximum: Math.min(spec.maximum ?? Number.MAX_SAFE_INTEGER, isRef ? MAX_ID : Number.MAX_SAFE_INTEGER),
  });
  // Entries are a list of objects here; each entry is checked against its own model (entryErrors).
  if (entriesOf(field)) return { type: 'array', minItems: field.minItems, maxItems: field.maxItems, items: { type: 'object' } };
  const isRef = Boolean(field['x-options']) || name === 'parent_id';
  if (field.type === 'array' && field.items) return { ...field, items: whole(field.items, isRef) };
  return whole(field, isRef);
}

/** A record's JSON Schema from the screen's model: x-* keywords are the engine's, not ajv's. */
function recordSchema(model: ModelSchema, extra: Record<string, object>) {
  // A condition holds only when its fields are present: an absent field matches no value.
  const allOf = (model.allOf ?? []).map((rule) => ({ if: { ...rule.if, required: Object.keys(rule.if.properties) }, then: rule.then }));
  const properties = Object.fromEntries(Object.entries(model.properties).map(([name, field]) => [name, bounded(name, field)]));
  return { type: 'object', additionalProperties: false, required: model.required ?? [], properties: { ...properties, ...extra }, ...(allOf.length ? { allOf } : {}) };
}

function describe(error: ErrorObject, model: ModelSchema): FieldError {
  const field = error.keyword === 'required'
    ? String((error.params as { missingProperty: string }).missingProperty)
    : error.keyword === 'additionalProperties'
      ? String((error.params as { additionalProperty: string }).additionalProperty)
      : error.instancePath.replace(/^\//, '').split('/')[0];
  const title = model.properties[field]?.title ?? field;
  if (error.keyword === 'format') return { field, message: FORMATS[(error.params as { format: FormatName }).format]?.message ?? `${title}格式不正确` };
  if (error.keyword === 'required') return { field, message: `请填写${title}` };
  // Money is told in yuan, as people write it; the API holds fen.
  if (model.properties[field]?.format === MONEY_FORMAT) {
    const limit = Number((error.params as { limit?: number }).limit);
    if (error.keyword === 'minimum' || error.keyword === 'exclusiveMinimum') return { field, message: `${title}不能少于 ${formatFen(limit)}` };
    if (error.keyword === 'maximum' || error.keyword === 'exclusiveMaximum') return { field, message: `${title}不能超过 ${formatFen(limit)}` };
    return { field, message: `${title}应为以分计的整数（如 ¥12.34 写作 1234）` };
  }
  if (error.keyword === 'additionalProperties') return { field, message: `未知字段「${field}」` };
  // Bounds in words, as people say them (ajv's own reads 「应当为 <= 180」).
  const limit = (error.params as { limit?: number }).limit;
  if (error.keyword === 'maximum') return { field, message: `${title}不能大于 ${limit}` };
  if (error.keyword === 'minimum') return { field, message: `${title}不能小于 ${limit}` };
  if (error.keyword === 'exclusiveMaximum') return { field, message: `${title}应小于 ${limit}` };
  if (error.keyword === 'exclusiveMinimum') return { field, message: `${title}应大于 ${limit}` };
  // People are told what to write, never the regular expression.
  if (error.keyword === 'pattern') return { field, message: model.properties[field]?.description ? `${title}格式不正确：${model.properties[field].description}` : `${title}格式不正确` };
  return { field, message: `${title}${error.message ?? '不合法'}` };
}

export type RecordValidator = (record: Record<string, unknown>) => FieldError[];

/**
 * The required fields `record` holds as blank text (「   」) or as no choice ([]): required means something written, in
 * a form, a move's form and an import alike (issue 26: a blank 结果说明 passed a required move).
 */
function blankRequired(record: Record<string, unknown>, model: ModelSchema, required: string[]): FieldError[] {
  const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
  return required.filter((name) => blank(record[name]))
    .map((name) => ({ field: name, message: `请填写${model.properties[name]?.title ?? name}` }));
}

/** The fields a record must hold: the model's, and those of each `allOf` rule whose condition it meets. */
function requiredOf(record: Record<string, unknown>, model: ModelSchema): string[] {
  const conditional = (model.allOf ?? []).filter((rule) => Object.entries(rule.if.properties).every(([name, test]) => {
    const t = test as { const?: unknown; enum?: unknown[] };
    return name in record && ('const' in t ? record[name] === t.const : (t.enum ?? []).includes(record[name]));
  })).flatMap((rule) => rule.then.required);
  return [...new Set([...(model.required ?? []), ...conditional])];
}

/** Checks a whole record against the model: one Chinese message per bad field. */
export function createRecordValidator(model: ModelSchema, extra: Record<string, object> = {}): RecordValidator {
  const validate = ajv.compile(recordSchema(model, extra));
  // Each entry of an entries field against the entry's own model, told as 「回复内容第 2 条：请填写文字」.
  const entryChecks = Object.entries(model.properties).flatMap(([name, field]) => {
    const entry = entriesOf(field);
    return entry ? [{ name, title: field.title, check: createRecordValidator({ ...entry, type: 'object' }) }] : [];
  });
  const entryErrors = (record: Record<string, unknown>): FieldError[] => entryChecks.flatMap(({ name, title, check }) => {
    const list = record[name];
    return Array.isArray(list) ? list.flatMap((entry, i) => (typeof entry === 'object' && entry !== null && !Array.isArray(entry)
      ? check(entry as Record<string, unknown>).slice(0, 1) : [{ message: '应为对象' }]).map((e) => ({ field: name, message: `${title}第 ${i + 1} 条：${e.message}` }))) : [];
  });
  return (record) => {
    const blank = [...blankRequired(record, model, requiredOf(record, model)), ...entryErrors(record)];
    if (validate(record)) return blank.length ? blank : spanErrors(record, model.spans);
    const errors = validate.errors ?? [];
    localizeZh(errors);
    const seen = new Set<string>();
    // An unmet `if` reports itself besides the `then` that failed; only the latter says anything.
    const found = [...blank, ...errors.filter((e) => e.keyword !== 'if').map((e) => describe(e, model))].filter((e) => !seen.has(e.field) && seen.add(e.field));
    return [...found, ...spanErrors(record, model.spans).filter((e) => !seen.has(e.field))];
  };
}
