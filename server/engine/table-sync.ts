import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { FieldSchema, ScreenSchema } from '../../schemas/types.ts';

/** Columns of the screen's table: its model's fields, plus parent_id for a tree. */
export function storedFields(schema: ScreenSchema): Array<[string, FieldSchema]> {
  return Object.entries(schema.model.properties);
}

function columnType(field: FieldSchema, dialect: Db['dialect']): string {
  switch (field.type) {
    case 'integer': return 'bigint';
    case 'number': return dialect === 'postgres' ? 'double precision' : 'real';
    case 'boolean': return 'integer';
    default: return field.maxLength && field.maxLength <= 255 ? `varchar(${field.maxLength})` : 'text';
  }
}

async function existingColumns(db: Db, table: string): Promise<Set<string>> {
  const rows = db.dialect === 'postgres'
    ? (await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db.kysely)).rows
    : (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db.kysely)).rows;
  return new Set(rows.map((r) => r.name));
}

/**
 * The columns worth an index: filters, keyword fields, sorts, tree parents, unique fields, the
 * owner (every list of a screen with owners filters by it) and what the pool-return job compares.
 */
export function indexedFields(schema: ScreenSchema): { plain: string[]; unique: string[] } {
  const unique = storedFields(schema).filter(([, f]) => f['x-unique']).map(([n]) => n);
  const sortable = (schema.list?.columns ?? []).flatMap((c) => (typeof c === 'object' && c.sortable ? [c.field] : []));
  const storage = schema.storage;
  const plain = new Set([...(schema.search?.fields ?? []), ...(schema.search?.keywords ?? []), ...sortable,
    ...(schema.list?.defaultSort ? [schema.list.defaultSort.field] : []), ...(schema.kind === 'tree-crud' ? ['parent_id'] : []),
    ...(storage?.owner ? [storage.owner] : []), ...(storage?.poolReturn?.after ?? [])]);
  ['id', ...unique].forEach((f) => plain.delete(f));
  return { plain: [...plain], unique };
}

/**
 * Creates the screen's table if missing, adds the columns it lacks (never drops one) and
 * the indexes its filters and sorts need. Safe to run from several processes at once.
 */
export async function syncTable(db: Db, schema: ScreenSchema) {
  const table = schema.storage!.table;
  const k = db.kysely as Kysely<any>;
  let create = k.schema.createTable(table).ifNotExists();
  create = db.dialect === 'postgres'
    ? create.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : create.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await create.addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();

  const have = await existingColumns(db, table);
  for (const [name, field] of storedFields(schema)) {
    if (have.has(name)) continue;
    try {
      await k.schema.alterTable(table).addColumn(name, sql.raw(columnType(field, db.dialect))).execute();
    } catch (error) {
      if (!/duplicate column|already exists/i.test(String(error))) throw error;
    }
  }
  const { plain, unique } = indexedFields(schema);
  for (const column of plain) await sql`create index if not exists ${sql.id(`${table}_${column}_idx`)} on ${sql.table(table)} (${sql.ref(column)})`.execute(k);
  for (const column of unique) await sql`create unique index if not exists ${sql.id(`${table}_${column}_uq`)} on ${sql.table(table)} (${sql.ref(column)})`.execute(k);
}
