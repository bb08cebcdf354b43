import { sql, type RawBuilder } from 'kysely';
import { entriesOf, type FieldSchema } from '../../schemas/types.ts';

/**
 * A multiple-choice field of a stored screen (`type: array` of dictionary values, 体检项目): one
 * text column holding the values between commas, `,blood,xray,`. "Has any of" is then a LIKE per
 * value that SQLite and PostgreSQL run alike, and a value is never matched inside another
 * (`,a,` is not in `,ab,`). An empty choice is stored as NULL.
 */
export const isMulti = (field: FieldSchema | undefined) => field?.type === 'array' && !entriesOf(field);

/**
 * An entries field (`items.type: object`: a rule's replies): the entries kept as one JSON text
 * (null for none), read back as the list; never filtered or sorted by.
 */
export const isEntries = (field: FieldSchema | undefined) => Boolean(entriesOf(field));

export const storeEntries = (value: unknown): string | null => (Array.isArray(value) && value.length ? JSON.stringify(value) : null);

export function readEntries(stored: unknown): unknown[] {
  if (Array.isArray(stored)) return stored;
  if (typeof stored !== 'string' || stored === '') return [];
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** The values as the column keeps them; null for none. */
export function storeMulti(values: unknown): string | null {
  const list = Array.isArray(values) ? values.map(String).filter((v) => v !== '') : [];
  return list.length ? `,${list.join(',')},` : null;
}

/** The column's text back as the values, in the order chosen. */
export function readMulti(stored: unknown): string[] {
  if (Array.isArray(stored)) return stored.map(String);
  if (typeof stored !== 'string' || stored === '') return [];
  return stored.split(',').filter((v) => v !== '');
}

/** A search's text (「a,b」, as a list's multiple select sends it) as the values it names. */
export const multiQuery = (text: string) => text.split(/[,，]/).map((v) => v.trim()).filter(Boolean);

/** `text` as a LIKE pattern's literal part: %, _ and \ escaped with \ (a list's contains filter uses it too). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows whose `column` has any of `values`. */
export function hasAnyOf(column: string, values: string[]): RawBuilder<boolean> {
  if (!values.length) return sql<boolean>`1 = 0`;
  return sql<boolean>`(${sql.join(values.map((v) => sql`${sql.ref(column)} like ${`%,${likeLiteral(v)},%`} escape '\\'`), sql` or `)})`;
}

/** The values a multiple choice may not hold: one with a comma would be read back as two. */
export const badMultiValue = (values: unknown[]) => values.map(String).find((v) => v.includes(','));

/** An import cell's text as the labels it lists: 「血常规、胸透」 (or split by ",", "，", ";", "；" or lines). */
export const multiCell = (text: string) => text.split(/[、,，;；\n]/).map((v) => v.trim()).filter(Boolean);
