import { get } from '../http/client.ts';
import { i18n } from '../i18n/i18n.ts';
import { entriesOf, type FieldSchema } from '../../schemas/types.ts';
import { callBinding } from './bindings.ts';

/** A choice; `disabled` when the server says this caller may not pick it (e.g. a role they cannot grant). */
export interface Option { label: string; value: string | number; disabled?: boolean; children?: Option[] }

const TTL = 60_000;
const dicts = new Map<string, { at: number; options: Promise<Array<Option & { label_en?: string }>> }>();

/** A dictionary's options: fetched once, reused for a minute, dropped at once by invalidateDict. */
export function dictOptions(code: string): Promise<Array<Option & { label_en?: string }>> {
  const hit = dicts.get(code);
  if (hit && Date.now() - hit.at < TTL) return hit.options;
  const options = get<Array<Option & { label_en?: string }>>(`/system/dicts/${code}/options`, undefined, { silent: true }).catch((error) => { dicts.delete(code); throw error; });
  dicts.set(code, { at: Date.now(), options });
  return options;
}

/** After a dictionary changes here, every x-dict field reads it afresh. */
export function invalidateDict(code?: string) {
  if (code) dicts.delete(code);
  else dicts.clear();
}

/** Options from an x-options binding: records become {label, value}; records with parent_id become a tree. */
export async function remoteOptions(spec: NonNullable<FieldSchema['x-options']>): Promise<Option[]> {
  const { api, label, value } = typeof spec === 'string' ? { api: spec, label: 'label', value: 'value' } : spec;
  const data = await callBinding<unknown>(api, { params: { pageSize: 500 }, silent: true });
  const rows = (Array.isArray(data) ? data : (data as { list: unknown[] }).list) as Array<Record<string, unknown>>;
  const options = rows.map((r) => ({ label: String(r[label]), value: r[value] as string | number, id: r.id, parent: r.parent_id, disabled: r.disabled === true }));
  if (!options.some((o) => o.parent !== undefined)) return options.map(({ label: l, value: v, disabled }) => (disabled ? { label: l, value: v, disabled } : { label: l, value: v }));
  const byId = new Map(options.map((o) => [o.id, { label: o.label, value: o.value, children: [] as Option[] }]));
  const roots: Option[] = [];
  for (const o of options) (byId.get(o.parent)?.children ?? roots).push(byId.get(o.id)!);
  const prune = (list: Option[]): Option[] => list.map((o) => (o.children?.length ? { ...o, children: prune(o.children) } : { label: o.label, value: o.value }));
  return prune(roots);
}

/** Options for every field of a screen that has them, keyed by field name. */
export async function loadFieldOptions(fields: Record<string, FieldSchema>): Promise<Record<string, Option[]>> {
  // An entries field's own fields too, as `<field>.<entry field>` (a reply's kind).
  const all: Array<readonly [string, FieldSchema]> = Object.entries(fields).flatMap(([name, field]) => [[name, field] as const, ...Object.entries(entriesOf(field)?.properties ?? {}).map(([sub, f]) => [`${name}.${sub}`, f] as const)]);
  const entries = await Promise.all(all.map(async ([name, field]) => {
    // In English, an entry's English label where it has one (字典数据 › 英文标签).
    const english = i18n.language.startsWith('en');
    if (field['x-dict']) return [name, (await dictOptions(field['x-dict'])).map((o) => ({ label: english && o.label_en ? o.label_en : o.label, value: field.type === 'string' || field.items?.type === 'string' ? String(o.value) : Number(o.value) }))] as const;
    // A source the caller may not read (a department list without sys:dept:query) leaves that
    // one field without options; the others still get theirs.
    if (field['x-options']) return [name, await remoteOptions(field['x-options']).catch(() => [])] as const;
    if (field.enum) return [name, field.enum.map((v) => ({ label: String(v), value: v }))] as const;
    return null;
  }));
  return Object.fromEntries(entries.filter((e) => e !== null));
}
