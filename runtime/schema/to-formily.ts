import type { ISchema } from '@formily/json-schema';
import { type ConditionalRequirement, entriesOf, type EntrySchema, type FieldSchema, type ScreenSchema } from '../../schemas/types.ts';
import { i18n } from '../i18n/i18n.ts';
import type { Option } from './options.ts';

export type FormMode = 'create' | 'edit' | 'detail';

/** What one record of the screen is called: its `record`, or (for a schema without one) its title. */
export const recordName = (schema: ScreenSchema) => schema.record ?? schema.title;

/** The widget that edits a field when the schema names none. */
export function defaultWidget(field: FieldSchema): string {
  if (field['x-component']) return field['x-component'];
  if (field.format === 'date' || field.format === 'date-time' || field.format === 'month') return 'DatePicker';
  if (field.format === 'time') return 'TimePicker';
  if (field.format === 'money') return 'MoneyInput';
  if (field.format === 'html') return 'RichText';
  if (field['x-upload']) return 'FileUpload';
  if (field['x-drawn']) return 'ImageView';
  if (field['x-relation']) return 'RelationSelect';
  if (field['x-dict'] || field.enum || field['x-options']) return 'Select';
  if (field.type === 'boolean') return 'Switch';
  if (field.type === 'integer' || field.type === 'number') return 'NumberPicker';
  return 'Input';
}

/** A model field as a Formily field: decorator, widget, options, the shared format rule. */
export function formilyField(field: FieldSchema, options: Option[] | undefined, extra: ISchema = {}, name = ''): ISchema {
  const widget = defaultWidget(field);
  // Named for assistive technology and for getByLabel: Formily's label is not tied to its input.
  const props: Record<string, unknown> = { 'aria-label': field.title, ...field['x-component-props'] };
  if (widget === 'TreeSelect') Object.assign(props, { treeData: [{ label: '（无）', value: 0 }, ...(options ?? [])], treeDefaultExpandAll: true, allowClear: true });
  if (widget === 'Select') Object.assign(props, { allowClear: true, showSearch: true, optionFilterProp: 'label', ...(field.type === 'array' ? { mode: 'multiple' } : {}) });
  if (widget === 'NumberPicker') Object.assign(props, { style: { width: '100%' } });
  if (widget === 'RelationSelect') props.field = name;
  if (widget === 'FileUpload') Object.assign(props, { field: name, accept: field['x-upload']?.accept, ...(field['x-upload']?.public ? { public: true } : {}) });
  if (widget === 'MaterialPicker') props.screen = field['x-relation']?.screen;
  // The stored text is the shown text: a date-time keeps its time (showTime), never cut to the day.
  if (widget === 'DatePicker' && field.format === 'month') Object.assign(props, { picker: 'month', format: 'YYYY-MM', valueFormat: 'YYYY-MM', style: { width: '100%' } });
  else if (widget === 'DatePicker') {
    const pattern = field.format === 'date-time' || props.showTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
    Object.assign(props, { format: pattern, valueFormat: pattern, ...(pattern.length > 10 ? { showTime: true } : {}), style: { width: '100%' } });
  }
  if (widget === 'TimePicker') Object.assign(props, { format: 'HH:mm:ss', valueFormat: 'HH:mm:ss', style: { width: '100%' } });
  if (field.maxLength && (widget === 'Input' || widget === 'Input.TextArea')) props.maxLength = field.maxLength;
  return {
    type: field.type === 'integer' ? 'number' : field.type,
    ...(field.type === 'array' ? { minItems: field.minItems, maxItems: field.maxItems } : {}),
    title: field.title,
    description: field.description,
    default: field.default,
    ...(options && widget !== 'TreeSelect' ? { enum: options } : {}),
    maxLength: field.maxLength,
    minLength: field.minLength,
    maximum: field.maximum,
    minimum: field.minimum,
    // A credential's rule is the server's: the form holds ****** for the one kept.
    pattern: field['x-secret'] ? undefined : field.pattern,
    'x-decorator': 'FormItem',
    'x-component': widget,
    'x-component-props': props,
    // Money's rule is its type (whole fen); the others are the shared string formats. The required
    // rule names its field (「请填写跟进内容」, not 「该字段是必填字段」): a reaction that makes the field
    // required sets this rule, message kept.
    'x-validator': [
      ...(field.format && field.format !== 'money' && field.format !== 'html' ? [{ [field.format]: true }] : []),
      { required: Boolean(extra.required), message: i18n.t(options || widget === 'RelationSelect' || widget === 'TreeSelect' || widget === 'DatePicker' || widget === 'FileUpload' ? 'form.chooseField' : 'form.fillField', { title: field.title }) },
    ],
    ...extra,
  };
}

const asList = (value: unknown): unknown[] => (value === undefined ? [] : ([] as unknown[]).concat(value));

/** form.schema over a generated field: props merged, reactions added to the generated ones. */
const merge = (base: ISchema, over: ISchema | undefined): ISchema => {
  if (!over) return base;
  const reactions = [...asList(base['x-reactions']), ...asList(over['x-reactions'])];
  return { ...base, ...over, 'x-component-props': { ...base['x-component-props'], ...over['x-component-props'] }, ...(reactions.length ? { 'x-reactions': reactions as ISchema['x-reactions'] } : {}) };
};

/** allOf's conditional requirements as reactions, so the form asks what the server will. */
function conditionalRequired(rules: ConditionalRequirement[] = []): Map<string, unknown[]> {
  const byField = new Map<string, unknown[]>();
  for (const rule of rules) {
    const fields = Object.keys(rule.if.properties);
    const test = conditionTest(rule);
    for (const target of rule.then.required) {
      byField.set(target, [...(byField.get(target) ?? []), { dependencies: fields, fulfill: { state: { required: `{{${test}}}` } } }]);
    }
  }
  return byField;
}

/** A rule's condition as an expression over `$deps`, its fields in order (`$deps[first + i]`). */
function conditionTest(rule: ConditionalRequirement, first = 0): string {
  return Object.keys(rule.if.properties).map((f, i) => {
    const condition = rule.if.properties[f];
    const values = 'const' in condition ? [condition.const] : condition.enum;
    return `(${values.map((v) => `$deps[${first + i}] === ${JSON.stringify(v)}`).join(' || ')})`;
  }).join(' && ');
}

/**
 * An entries field (a rule's replies) as cards, one per entry, each with its fields, its number,
 * move and remove; 添加 below. An entry field only some rules require shows while one holds.
 */
function entriesField(name: string, field: FieldSchema, entry: EntrySchema, options: Record<string, Option[]>, extra: ISchema): ISchema {
  const required = new Set(entry.required ?? []);
  const properties: Record<string, ISchema> = { index: { type: 'void', 'x-component': 'ArrayCards.Index' } };
  Object.entries(entry.properties).forEach(([sub, spec], i) => {
    // Shown and required while any rule requiring it holds: its conditions read the same entry's fields (`.type`).
    const rules = (entry.allOf ?? []).filter((r) => r.then.required.includes(sub));
    const deps = rules.flatMap((r) => Object.keys(r.if.properties).map((f) => `.${f}`));
    let first = 0;
    const any = rules.map((rule) => {
      const test = `(${conditionTest(rule, first)})`;
      first += Object.keys(rule.if.properties).length;
      return test;
    }).join(' || ');
    properties[sub] = formilyField(spec, options[`${name}.${sub}`], {
      required: required.has(sub), 'x-index': i,
      ...(rules.length ? { 'x-reactions': [{ dependencies: deps, fulfill: { state: { visible: `{{${any}}}`, required: `{{${any}}}` } } }] as ISchema['x-reactions'] } : {}),
    }, `${name}.${sub}`);
  });
  Object.assign(properties, {
    moveUp: { type: 'void', 'x-component': 'ArrayCards.MoveUp' },
    moveDown: { type: 'void', 'x-component': 'ArrayCards.MoveDown' },
    remove: { type: 'void', 'x-component': 'ArrayCards.Remove' },
  });
  return {
    type: 'array', title: field.title, description: field.description, minItems: field.minItems, maxItems: field.maxItems,
    'x-decorator': 'FormItem', 'x-component': 'ArrayCards', 'x-component-props': { title: field.title, size: 'small', 'aria-label': field.title },
    items: { type: 'object', properties },
    properties: { add: { type: 'void', title: i18n.t('crud.addEntry'), 'x-component': 'ArrayCards.Addition' } },
    ...extra,
  };
}

/**
 * The add / edit / detail form: the schema's form fields (or all), with form.schema merged over them.
 * `stacked` (a phone): each label left-aligned above its value, the value the dialog's full width.
 */
export function recordFormSchema(schema: ScreenSchema, mode: FormMode, options: Record<string, Option[]>, stacked = false): ISchema {
  // A create-only field (an initial password) is asked once, never shown again.
  // The detail view shows its own fields where the schema names them (the owner, the dates).
  const shown = (mode === 'detail' ? schema.detail?.fields : undefined) ?? schema.form?.fields ?? Object.keys(schema.model.properties);
  const names = shown.filter((n) => schema.model.properties[n] && (mode === 'create' || !schema.model.properties[n]['x-create-only']));
  const overrides = (schema.form?.schema?.properties ?? {}) as Record<string, ISchema>;
  const required = new Set(schema.model.required ?? []);
  const conditional = conditionalRequired(schema.model.allOf);
  const properties: Record<string, ISchema> = {};
  names.forEach((name, index) => {
    const field = schema.model.properties[name];
    const entry = entriesOf(field);
    if (entry) {
      properties[name] = merge(entriesField(name, field, entry, options, { required: required.has(name), 'x-index': index }), overrides[name]);
      return;
    }
    // The detail view shows values, not how to type them.
    properties[name] = merge(formilyField(mode === 'detail' ? { ...field, description: undefined } : field, options[name], {
      required: required.has(name),
      ...(conditional.has(name) ? { 'x-reactions': conditional.get(name) as ISchema['x-reactions'] } : {}),
      'x-index': index,
      ...((mode === 'edit' && field['x-readonly']) || field['x-server'] ? { 'x-disabled': true } : {}),
      // A flow's status moves by its actions only: shown, never typed (a new record starts at `initial`).
      ...(schema.flow?.field === name ? { 'x-disabled': true, default: schema.flow.initial } : {}),
    }, name), overrides[name]);
  });
  // The detail may show a record's built-in times (detail.fields: created_at, updated_at).
  if (mode === 'detail') {
    shown.forEach((name, index) => {
      if (!schema.model.properties[name] && (name === 'created_at' || name === 'updated_at')) {
        properties[name] = { type: 'number', title: i18n.t(name === 'created_at' ? 'crud.createdAt' : 'crud.updatedAt'), 'x-decorator': 'FormItem', 'x-component': 'StampText', 'x-index': index };
      }
    });
  }
  for (const [name, extra] of Object.entries(overrides)) if (!properties[name] && !schema.model.properties[name]?.['x-create-only']) properties[name] = extra;
  const layout = stacked ? { layout: 'vertical', labelAlign: 'left', wrapperCol: 24 } : { labelCol: 6, wrapperCol: 16 };
  return { type: 'object', properties: { layout: { type: 'void', 'x-component': 'FormLayout', 'x-component-props': layout, properties } } };
}

/** The search form: the keywords box, then each search field, without required marks or defaults. */
export function searchFormSchema(schema: ScreenSchema, options: Record<string, Option[]>, grid?: unknown): ISchema {
  const properties: Record<string, ISchema> = {};
  if (schema.search?.keywords?.length) {
    const titles = schema.search.keywords.map((k) => schema.model.properties[k].title).join(' / ');
    properties.keywords = { type: 'string', title: i18n.t('crud.keywords'), 'x-decorator': 'FormItem', 'x-component': 'Input', 'x-component-props': { placeholder: titles, allowClear: true } };
  }
  for (const name of schema.search?.fields ?? []) {
    const model = schema.model.properties[name];
    // A date or date-time is searched by a range of days: the server takes "from,to".
    if (model.format === 'date' || model.format === 'date-time') {
      properties[name] = {
        type: 'array', title: model.title, 'x-decorator': 'FormItem', 'x-component': 'DatePicker.RangePicker',
        'x-component-props': { format: 'YYYY-MM-DD', valueFormat: 'YYYY-MM-DD', allowClear: true, style: { width: '100%' } },
      };
      continue;
    }
    // A month is picked as one (and matched exactly); other formats search as plain text.
    const field = { ...model, default: undefined, format: model.format === 'month' ? model.format : undefined, description: model.format === 'month' ? undefined : model.description };
    const boolean = field.type === 'boolean';
    properties[name] = formilyField(
      boolean ? { ...field, type: 'string', 'x-component': 'Select' } : field,
      boolean ? [{ label: i18n.t('common.yes'), value: 'true' }, { label: i18n.t('common.no'), value: 'false' }] : options[name],
      {}, name,
    );
  }
  // With a grid of the caller's (FormGrid.createFormGrid), the grid's own settings apply: it collapses to its first row.
  return { type: 'object', properties: { grid: { type: 'void', 'x-component': 'FormGrid', 'x-component-props': grid ? { grid } : { minColumns: 1, maxColumns: 4, minWidth: 240, columnGap: 16 }, properties } } };
}
