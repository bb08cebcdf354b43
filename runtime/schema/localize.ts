import { entriesOf, type FieldSchema, type ScreenSchema } from '../../schemas/types.ts';

/**
 * The schema with its labels in `language` where its `i18n` block has them (the title, the
 * description, field titles and help texts, the aside's title, the labels of views, actions and flow moves by key, of related lists' row actions by screen, of grouped totals by field and of due items as `due`); anything it does not name stays as written.
 */
export function localizeSchema(schema: ScreenSchema, language: string): ScreenSchema {
  const labels = schema.i18n?.[language];
  if (!labels) return schema;
  const named = (name: string, field: FieldSchema): FieldSchema => ({ ...field, title: labels.fields?.[name] ?? field.title, description: labels.help?.[name] ?? field.description });
  // An entries field's own fields are named as `<field>.<entry field>`.
  const properties = Object.fromEntries(Object.entries(schema.model.properties).map(([name, field]) => {
    const entry = entriesOf(field);
    const own = named(name, field);
    return [name, entry ? { ...own, items: { ...entry, properties: Object.fromEntries(Object.entries(entry.properties).map(([sub, f]) => [sub, named(`${name}.${sub}`, f)])) } } : own];
  }));
  return {
    ...schema,
    title: labels.title ?? schema.title,
    ...(labels.record ?? schema.record ? { record: labels.record ?? schema.record } : {}),
    description: labels.description ?? schema.description,
    model: { ...schema.model, properties },
    ...(schema.list ? {
      list: {
        ...schema.list,
        ...(schema.list.aside && labels.aside ? { aside: { ...schema.list.aside, title: labels.aside } } : {}),
        ...(schema.list.totals ? { totals: schema.list.totals.map((t) => ({ ...t, title: labels.labels?.[t.field] ?? t.title })) } : {}),
        ...(schema.list.sums ? { sums: schema.list.sums.map((s) => ({ ...s, title: labels.labels?.[s.field] ?? s.title })) } : {}),
      },
    } : {}),
    ...(schema.views ? { views: schema.views.map((v) => ({ ...v, label: labels.labels?.[v.key] ?? v.label })) } : {}),
    ...(schema.actions ? { actions: schema.actions.map((a) => ({ ...a, label: labels.labels?.[a.key] ?? a.label })) } : {}),
    ...(schema.due ? { due: { ...schema.due, title: labels.labels?.due ?? schema.due.title } } : {}),
    ...(schema.detail?.related ? { detail: { ...schema.detail, related: schema.detail.related.map((r) => (r.rowAction ? { ...r, rowAction: labels.labels?.[r.screen] ?? r.rowAction } : r)) } } : {}),
    ...(schema.flow ? { flow: { ...schema.flow, transitions: schema.flow.transitions.map((t) => ({ ...t, label: labels.labels?.[t.key] ?? t.label })) } } : {}),
  };
}

