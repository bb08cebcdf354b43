import { registerUnique, uniqueViolation } from '../db/unique.ts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { indexBuildLock, retryDeadlocked } from '../db/deadlocks.ts';
import type { FieldSchema, ScreenSchema } from '../../schemas/types.ts';
import { isMulti } from './multi-values.ts';
import { syncTally } from './tallies.ts';
import { ensurePendingTable, pendingRowOf, sweepLapsedRange } from './import-pending.ts';
import { PENDING_TABLE, pendingRow } from '../db/pending-table.ts';

/** Columns of the screen's table: its model's fields, plus parent_id for a tree. */
export function storedFields(schema: ScreenSchema): Array<[string, FieldSchema]> {
  return Object.entries(schema.model.properties);
}

export function columnType(field: FieldSchema, dialect: Db['dialect']): string {
  switch (field.type) {
    case 'integer': return 'bigint';
    case 'number': return dialect === 'postgres' ? 'double precision' : 'real';
    case 'boolean': return 'integer';
    // A secret is kept sealed (longer than it is typed).
    default: return field.maxLength && field.maxLength <= 255 && !field['x-secret'] ? `varchar(${field.maxLength})` : 'text';
  }
}

async function existingColumns(db: Db, table: string): Promise<Set<string>> {
  const rows = db.dialect === 'postgres'
    ? (await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db.kysely)).rows
    : (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db.kysely)).rows;
  return new Set(rows.map((r) => r.name));
}

/**
 * The text search fields whose filter matches by "contains": strings that are not dictionaries,
 * enums, options or dates (those match exactly, or as ranges).
 */
export function containsFields(schema: ScreenSchema): string[] {
  return (schema.search?.fields ?? []).filter((name) => {
    const f = schema.model.properties[name];
    return f?.type === 'string' && !f['x-dict'] && !f.enum && !f['x-options'] && f.format !== 'date' && f.format !== 'date-time';
  });
}

/**
 * The fields holding a kept file: uploads (x-upload), drawings (x-drawn) and files the server writes
 * (x-server shown as FileView: a signed contract). A private file is read as the record holding it
 * is, found by the field the file's purpose names.
 */
export function fileFields(schema: ScreenSchema): string[] {
  return storedFields(schema).filter(([, f]) => f['x-upload'] || f['x-drawn'] || (f['x-server'] && (f['x-component'] === 'FileView' || f['x-component'] === 'ImageView'))).map(([n]) => n);
}

/** SQLite: the FTS5 table (trigram tokenizer) that indexes a table's contains fields. */
export const ftsTable = (table: string) => `${table}__fts`;

/**
 * The columns worth an index: filters, keyword fields, sorts, tree parents, unique fields, the
 * owner (every list of a screen with owners filters by it), what the pool-return job compares and
 * the fields holding files (a private file is read as the record holding it is).
 */
export function indexedFields(schema: ScreenSchema): { plain: string[]; unique: string[] } {
  const unique = storedFields(schema).filter(([, f]) => f['x-unique']).map(([n]) => n);
  const sortable = (schema.list?.columns ?? []).flatMap((c) => (typeof c === 'object' && c.sortable ? [c.field] : []));
  const storage = schema.storage;
  const plain = new Set([...(schema.search?.fields ?? []), ...(schema.search?.keywords ?? []), ...sortable,
    ...(schema.list?.defaultSort ? [schema.list.defaultSort.field] : []), ...(schema.kind === 'tree-crud' ? ['parent_id'] : []),
    ...(storage?.owner ? [storage.owner] : []), ...(storage?.poolReturn?.after ?? []),
    ...fileFields(schema)]);
  // A multiple choice is searched by LIKE (multi-values.ts), which an index on it does not serve.
  ['id', ...unique, ...storedFields(schema).filter(([, f]) => isMulti(f)).map(([n]) => n)].forEach((f) => plain.delete(f));
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
  for (const column of plain) {
    if (db.dialect === 'sqlite') {
      // SQLite's index holds the rowid (the id) after the column: (column, id) already.
      await sql`create index if not exists ${sql.id(`${table}_${column}_idx`)} on ${sql.table(table)} (${sql.ref(column)})`.execute(k);
    } else {
      // Every list orders by its column and then by id (or filters by it and orders by id): an index
      // on the column alone leaves PostgreSQL sorting every row for ORDER BY column, id.
      await sql`create index if not exists ${sql.id(`${table}_${column}_id_idx`)} on ${sql.table(table)} (${sql.ref(column)}, id)`.execute(k);
      await sql`drop index if exists ${sql.id(`${table}_${column}_idx`)}`.execute(k);
    }
  }
  for (const column of unique) {
    await sql`create unique index if not exists ${sql.id(`${table}_${column}_uq`)} on ${sql.table(table)} (${sql.ref(column)})`.execute(k);
    const field = schema.model.properties[column] as { title?: string };
    registerUnique(`${table}_${column}_uq`, table, [column], `${field.title ?? column}已存在（可能刚被别人保存），请刷新后重试`);
  }
  for (const rule of schema.storage?.unique ?? []) await uniqueTogether(db, table, rule);
  // Filter combinations the schema declares: counting status = x and city in (…) reads one index
  // range; on PostgreSQL with id last, so a page of them in id order is read in that order too.
  for (const columns of schema.storage?.indexes ?? []) {
    const withId = db.dialect === 'postgres' ? [...columns, 'id'] : columns;
    await sql`create index if not exists ${sql.id(compositeIndex(table, columns, db.dialect))} on ${sql.table(table)} (${sql.join(withId.map((c) => sql.ref(c)))})`.execute(k);
    if (db.dialect === 'postgres') {
      await sql`drop index if exists ${sql.id(`${table}_${columns.join('_')}_idx`)}`.execute(k);
      await combinedStatistics(k, table, columns);
    }
  }
  await ensurePendingTable(db);
  // An import whose process died left its rows unseen: deleted once its lease has lapsed.
  await sweepLapsedRange(k, table);
  if (schema.kind === 'tree-crud') return;
  if (db.dialect === 'sqlite') {
    // Ids alone, in order: a page far into the list skips over these instead of whole rows.
    await sql`create index if not exists ${sql.id(`${table}_id_idx`)} on ${sql.table(table)} (id)`.execute(k);
  }
  await syncTrigramIndex(db, table, containsFields(schema));
  await syncRowCount(db, table);
  await syncTally(db, table, schema.storage?.tally);
}

/**
 * A storage.unique rule as a unique index (partial when `unless` frees some records from it). A
 * table already holding two records the rule forbids keeps running without the index, said in the
 * log with the records to settle; the next start tries again.
 */
async function uniqueTogether(db: Db, table: string, rule: NonNullable<NonNullable<ScreenSchema['storage']>['unique']>[number]) {
  const k = db.kysely as Kysely<any>;
  const name = `${table}_${rule.fields.join('_')}_uq`.slice(0, 63);
  const unless = Object.entries(rule.unless ?? {});
  const where = unless.length ? sql` where ${sql.join(unless.map(([f, v]) => sql`${sql.ref(f)} <> ${sql.lit(v)}`), sql` and `)}` : sql``;
  try {
    await sql`create unique index if not exists ${sql.id(name)} on ${sql.table(table)} (${sql.join(rule.fields.map((f) => sql.ref(f)))})${where}`.execute(k);
    registerUnique(name, table, rule.fields, rule.message);
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    // Which records to settle: the first repeated values, each with its records' ids.
    const fields = rule.fields.map((f) => sql.ref(f));
    const ids = db.dialect === 'postgres' ? sql`string_agg(cast(id as text), ',' order by id)` : sql`group_concat(id, ',')`;
    const repeated = (await sql<Record<string, unknown>>`select ${sql.join(fields)}, ${ids} as ids from ${sql.table(table)}${where} group by ${sql.join(fields)} having count(*) > 1 limit 5`.execute(k)).rows;
    const shown = repeated.map((r) => `${rule.fields.map((f) => `${f}=${String(r[f])}`).join(' ')}（编号 ${String(r.ids)}）`).join('；');
    console.warn(`${table} 中已有违反「${rule.message}」的记录，唯一约束（${rule.fields.join(', ')}）暂未建立：${shown}。请处理这些重复的记录后重启`);
  }
}

/**
 * The table of row counts kept by triggers: COUNT(*) of a million rows reads them all (PostgreSQL)
 * or every page of the smallest index (SQLite), tens to hundreds of milliseconds at every list.
 */
export const ROW_COUNT_TABLE = 'kp_row_count';

/**
 * `kp_row_count` keeps, per table, its number of rows (`n`), how many were ever deleted
 * (`deleted`) and how many updates of a row there ever were (`updated`), in step by triggers — in
 * the writing transaction, so a reader's snapshot sees the counts of exactly the rows it sees.
 * `deleted + updated` bounds how many rows can have left any filter since (resource.ts: an
 * estimated total stays one without a recount). PostgreSQL: statement triggers, writers of one
 * table taking turns on its count row until they commit. SQLite: row triggers under its single writer.
 */
async function syncRowCount(db: Db, table: string) {
  const postgres = db.dialect === 'postgres';
  const [t, count] = [sql.table(table), sql.table(ROW_COUNT_TABLE)];
  const names = { ins: `${table}_count_ins`, del: `${table}_count_del`, upd: `${table}_count_upd` };
  // Made again if PostgreSQL ends it to break a deadlock with a background index build (retryDeadlocked).
  await retryDeadlocked(() => (db.kysely as Kysely<any>).transaction().execute(async (trx) => {
    // PostgreSQL: one process at a time (the function is shared; the count must start from a quiet table).
    if (postgres) await sql`select pg_advisory_xact_lock(hashtext('kp_row_count'))`.execute(trx);
    await sql`create table if not exists ${count} (tbl varchar(64) primary key, n bigint not null, deleted bigint not null default 0, updated bigint not null default 0)`.execute(trx);
    // What the bound of an earlier design's import was kept in (pending ranges replaced it).
    if (postgres) await sql`drop table if exists kp_move_bound`.execute(trx);
    const columns = postgres
      ? (await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${ROW_COUNT_TABLE}`.execute(trx)).rows
      : (await sql<{ name: string }>`select name from pragma_table_info(${ROW_COUNT_TABLE})`.execute(trx)).rows;
    if (!columns.some((c) => c.name === 'updated')) await sql`alter table ${count} add column updated bigint not null default 0`.execute(trx);
    if (postgres) {
      // A statement's rows in an import's pending range are not counted (import-pending.ts): the
      // import's batches then take no lock on the count row.
      await sql.raw(`create or replace function kp_count_rows() returns trigger language plpgsql as $$
        declare c bigint;
        begin
          if tg_op = 'INSERT' then
            select count(*) into c from added a where not ${pendingRow('tg_table_name', 'a.id')};
            if c > 0 then update ${ROW_COUNT_TABLE} set n = n + c where tbl = tg_table_name; end if;
          else
            select count(*) into c from removed a where not ${pendingRow('tg_table_name', 'a.id')};
            if c > 0 and tg_op = 'UPDATE' then update ${ROW_COUNT_TABLE} set updated = updated + c where tbl = tg_table_name;
            elsif c > 0 then update ${ROW_COUNT_TABLE} set n = n - c, deleted = deleted + c where tbl = tg_table_name;
            end if;
          end if;
          return null;
        end $$`).execute(trx);
    }
    const { rows } = postgres
      ? await sql<{ name: string; text: string }>`select tgname as name, '' as text from pg_trigger where tgrelid = ${table}::regclass`.execute(trx)
      : await sql<{ name: string; text: string }>`select name, sql as text from sqlite_master where type = 'trigger' and tbl_name = ${table}`.execute(trx);
    // SQLite: triggers made before imports had pending ranges are made again (the count stays: they kept it right).
    const outdated = rows.filter((r) => !postgres && Object.values(names).includes(r.name) && !r.text.includes(PENDING_TABLE));
    for (const { name } of outdated) await sql`drop trigger ${sql.id(name)}`.execute(trx);
    const have = new Set(rows.filter((r) => !outdated.includes(r)).map((r) => r.name));
    const counted = have.has(names.ins) || outdated.some((r) => r.name === names.ins);
    if (Object.values(names).every((name) => have.has(name))) return;
    if (postgres) await sql`lock table ${t} in share row exclusive mode`.execute(trx);
    const name = sql.lit(table);
    const triggers = postgres
      ? {
        ins: sql`create trigger ${sql.id(names.ins)} after insert on ${t} referencing new table as added for each statement execute function kp_count_rows()`,
        del: sql`create trigger ${sql.id(names.del)} after delete on ${t} referencing old table as removed for each statement execute function kp_count_rows()`,
        upd: sql`create trigger ${sql.id(names.upd)} after update on ${t} referencing old table as removed for each statement execute function kp_count_rows()`,
      }
      : {
        ins: sql`create trigger ${sql.id(names.ins)} after insert on ${t} when not ${sql.raw(pendingRowOf(table, 'new.id'))} begin update ${count} set n = n + 1 where tbl = ${name}; end`,
        del: sql`create trigger ${sql.id(names.del)} after delete on ${t} when not ${sql.raw(pendingRowOf(table, 'old.id'))} begin update ${count} set n = n - 1, deleted = deleted + 1 where tbl = ${name}; end`,
        upd: sql`create trigger ${sql.id(names.upd)} after update on ${t} when not ${sql.raw(pendingRowOf(table, 'old.id'))} begin update ${count} set updated = updated + 1 where tbl = ${name}; end`,
      };
    for (const [key, create] of Object.entries(triggers)) if (!have.has(names[key as keyof typeof names])) await create.execute(trx);
    // Counted once the triggers are in place, the table locked against writers meanwhile.
    if (!counted) await sql`insert into ${count} (tbl, n) select ${table}, count(*) from ${t} where true on conflict (tbl) do update set n = excluded.n`.execute(trx);
  }));
}

/** A text field's contains filter picks among the field's distinct values when it has at most this many. */
export const FEW_VALUES = 1000;

/**
 * The distinct non-null values of `field`, at most FEW_VALUES + 1 of them, in order: a loose index
 * scan, from each value to the next larger one (an index seek each, on the field's index).
 */
export function distinctValuesQuery(k: Kysely<any>, table: string, field: string) {
  const [t, f] = [sql.table(table), sql.ref(field)];
  return sql<{ v: unknown }>`with recursive d(v) as (select min(${f}) from ${t} union all select (select min(${f}) from ${t} where ${f} > d.v) from d where d.v is not null) select v from d where v is not null limit ${sql.lit(FEW_VALUES + 1)}`;
}

/** PostgreSQL: the name of a contains field's pg_trgm GIN index. */
const trigramIndex = (table: string, column: string) => `${table}_${column}_trgm`;

/** PostgreSQL: the schema pg_trgm is in, made in public when missing; undefined (with a warning) where it cannot be. */
async function trigramSchema(k: Kysely<any>): Promise<string | undefined> {
  const find = async () => (await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(k)).rows[0]?.schema;
  const found = await find();
  if (found) return found;
  // In public, not in a schema of the search path that may come and go (the tests' schemas do).
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(k);
  } catch (error) {
    if (!/already exists|duplicate key/i.test(String(error))) {
      console.warn(`pg_trgm 不可用，「包含」搜索将逐行比较：${String(error)}`);
      return undefined;
    }
  }
  return find();
}

/**
 * The trigram index of the contains fields `columns`. SQLite: an FTS5 table with the trigram
 * tokenizer over the table's own rows, kept in step by triggers (rebuilt when the fields change).
 * PostgreSQL: a pg_trgm GIN index per field that has more than FEW_VALUES distinct values, made
 * when a search first needs it (ensureTrigramIndex); a field of fewer values is searched by its
 * values (resource.ts), so an index it has is dropped here: each one costs every insert (a tenth
 * of an import's move into a table of a million rows, two such indexes measured).
 */
async function syncTrigramIndex(db: Db, table: string, columns: string[]) {
  const k = db.kysely as Kysely<any>;
  if (db.dialect === 'postgres') {
    if (!columns.length || !(await trigramSchema(k))) return;
    for (const column of columns) {
      const name = trigramIndex(table, column);
      const { rows: [had] } = await sql<{ oid: unknown }>`select to_regclass(${name}) as oid`.execute(k);
      if (!had?.oid) continue;
      const { rows } = await distinctValuesQuery(k, table, column).execute(k);
      if (rows.length <= FEW_VALUES) await sql`drop index if exists ${sql.id(name)}`.execute(k);
    }
    return;
  }
  const fts = ftsTable(table);
  const have = (await sql<{ name: string }>`select name from pragma_table_info(${fts})`.execute(k)).rows.map((r) => r.name);
  if (have.join(',') === columns.join(',')) return;
  // The fields changed (or there is none yet): drop what was, make it anew and fill it from the table.
  await k.transaction().execute(async (trx) => {
    for (const suffix of ['ai', 'ad', 'au']) await sql`drop trigger if exists ${sql.id(`${fts}_${suffix}`)}`.execute(trx);
    await sql`drop table if exists ${sql.table(fts)}`.execute(trx);
    if (!columns.length) return;
    const [list, news, olds] = [sql.join(columns.map((c) => sql.ref(c))), sql.join(columns.map((c) => sql`new.${sql.ref(c)}`)), sql.join(columns.map((c) => sql`old.${sql.ref(c)}`))];
    await sql`create virtual table ${sql.table(fts)} using fts5(${list}, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(trx);
    await sql`create trigger ${sql.id(`${fts}_ai`)} after insert on ${sql.table(table)} begin insert into ${sql.table(fts)} (rowid, ${list}) values (new.id, ${news}); end`.execute(trx);
    await sql`create trigger ${sql.id(`${fts}_ad`)} after delete on ${sql.table(table)} begin insert into ${sql.table(fts)} (${sql.table(fts)}, rowid, ${list}) values ('delete', old.id, ${olds}); end`.execute(trx);
    await sql`create trigger ${sql.id(`${fts}_au`)} after update of ${list} on ${sql.table(table)} begin insert into ${sql.table(fts)} (${sql.table(fts)}, rowid, ${list}) values ('delete', old.id, ${olds}); insert into ${sql.table(fts)} (rowid, ${list}) values (new.id, ${news}); end`.execute(trx);
    await sql`insert into ${sql.table(fts)} (${sql.table(fts)}) values ('rebuild')`.execute(trx);
  });
}

/**
 * PostgreSQL: statistics of `columns` taken together (their most common combinations), of each
 * run of them from the first — stage and city, then stage, city and the day joined — read at
 * once. Without them the planner multiplies each field's share as if they were independent —
 * stage 4 is a sixth of the rows, 苏州 an eighth, so 1/48 of them hold both — and walks the
 * primary key for a page of a combination that holds none, reading the whole table (issue 27).
 * Each run has its own: over a field of many values (a day) there are no common combinations to
 * keep, and statistics over stage, city and day alone left stage and city without theirs — the
 * bench's pages of an empty stage × city read a million rows (1,065 ms where 0.5 ms with them).
 */
async function combinedStatistics(k: Kysely<any>, table: string, columns: string[]) {
  const runs = columns.slice(1).map((_, i) => columns.slice(0, i + 2));
  // (PostgreSQL cuts names at 63 bytes; the columns' names are ASCII.)
  const names = runs.map((run) => `${table}_${run.join('_')}_stat`.slice(0, 63));
  // Made once and read at once (then autovacuum's analyses keep them current): a restart analyzes
  // again only those never read (made by a process that stopped before its ANALYZE ended) of a
  // table with rows — ANALYZE of an empty table leaves them unread.
  const { rows } = await sql<{ name: string; read: boolean }>`select s.stxname as name, exists (select 1 from pg_statistic_ext_data d where d.stxoid = s.oid) as read
    from pg_statistic_ext s where s.stxnamespace = current_schema()::regnamespace and s.stxname = any(${names})`.execute(k);
  const made = names.every((name) => rows.some((r) => r.name === name));
  if (made && (rows.every((r) => r.read) || !(await sql`select 1 from ${sql.table(table)} limit 1`.execute(k)).rows.length)) return;
  for (const [i, run] of runs.entries()) {
    await sql`create statistics if not exists ${sql.id(names[i])} (mcv, dependencies) on ${sql.join(run.map((c) => sql.ref(c)))} from ${sql.table(table)}`.execute(k);
  }
  await sql`analyze ${sql.table(table)}`.execute(k);
}

/**
 * The name of the index over `columns` (and, on PostgreSQL, the id after them): what syncTable
 * makes for a declared `storage.indexes` entry, and ensureCompositeIndex for an observed one; with
 * `nulls`, of the rows where those fields are null only.
 */
export const compositeIndex = (table: string, columns: string[], dialect: Db['dialect'], nulls: string[] = []) =>
  `${table}_${[...(dialect === 'postgres' ? [...columns, 'id'] : columns), ...nulls.map((n) => `no_${n}`)].join('_')}_idx`;

/**
 * Makes the index over `columns` unless it is there (SQLite in a worker, PostgreSQL concurrently:
 * see buildConcurrently); with `nulls` (PostgreSQL), a partial index of the rows where those
 * fields are null — its planner orders by an index past `x = 1` but not past `x is null`, so an
 * index led by the null field answered a pool's count but not its pages in id order (issue 27).
 */
export async function ensureCompositeIndex(db: Db, table: string, columns: string[], nulls: string[] = []): Promise<boolean> {
  const k = db.kysely as Kysely<any>;
  const name = compositeIndex(table, columns, db.dialect, nulls);
  const withId = db.dialect === 'postgres' ? [...columns, 'id'] : columns;
  const on = sql`${sql.table(table)} (${sql.join(withId.map((c) => sql.ref(c)))})`;
  if (db.dialect === 'sqlite') {
    if (nulls.length) throw new Error('SQLite orders by an index past a null field as past an equal one: no partial index is made');
    // Off the event loop: a million rows take about 0.6 s to index (Db.build). In one transaction
    // with its statistics: other connections load an index's statistics with the schema, when it
    // changes, and not again when ANALYZE commits after it — a reader that met the index between
    // the two planned with none for it, took it for the most selective and sorted the third of a
    // million talents of the pool by id for every page (60 ms each where the owner's index read
    // 20 rows in 1 ms), until the next index came. Whole statistics (80 ms an index of a million
    // rows), of the new index and of those with none or gone stale (sqlite_stat1's row count off
    // by half): sampled ones (analysis_limit) took the first 1,000 entries of each index for all
    // of it, and with the new index's alone beside the others' missing, SQLite kept to a narrower
    // index and read every row of the range.
    const stale = await staleStatistics(db, table);
    const statements = [sql`create index if not exists ${sql.id(name)} on ${on}`, ...[name, ...stale.filter((s) => s !== name)].map((s) => sql`analyze ${sql.id(s)}`)];
    await db.build!([`BEGIN IMMEDIATE; ${statements.map((s) => `${s.compile(k).sql};`).join(' ')} COMMIT;`]);
    return true;
  }
  const partial = nulls.length ? sql`${on} where ${sql.join(nulls.map((n) => sql`${sql.ref(n)} is null`), sql` and `)}` : on;
  const together = [...nulls, ...columns];
  return buildConcurrently(k, table, name, partial, together.length >= 2 ? (c) => combinedStatistics(c, table, together) : undefined);
}

/**
 * SQLite: the indexes of `table` whose statistics (sqlite_stat1) are missing or counted a table
 * less than half or more than twice its rows now (its count row: no row is counted). On the
 * server's own connection, not a read of Db.read: a list's reads are what those are.
 */
async function staleStatistics(db: Db, table: string): Promise<string[]> {
  const k = db.kysely as Kysely<any>;
  const there = new Set((await sql<{ name: string }>`select name from sqlite_master where name in ('sqlite_stat1', ${ROW_COUNT_TABLE})`.execute(k)).rows.map((r) => r.name));
  const indexes = sql`select name from sqlite_master where type = 'index' and tbl_name = ${table}`;
  const counted = there.has(ROW_COUNT_TABLE) ? sql`(select n from ${sql.table(ROW_COUNT_TABLE)} where tbl = ${table})` : sql`null`;
  const { rows } = await (there.has('sqlite_stat1')
    ? sql<{ name: string; stat: number | null; rows: number | null }>`select i.name, cast(s.stat as integer) as stat, ${counted} as rows
        from (${indexes}) as i left join sqlite_stat1 as s on s.tbl = ${table} and s.idx = i.name`
    : sql<{ name: string; stat: null; rows: null }>`select name, null as stat, null as rows from (${indexes})`).execute(k);
  return rows.filter((r) => r.stat === null || (r.rows !== null && (r.stat * 2 < r.rows || r.stat > r.rows * 2))).map((r) => r.name);
}

/**
 * PostgreSQL: makes the pg_trgm GIN index of `table`'s contains field `column` unless it is there
 * (buildConcurrently). Until it is valid, searches read every row. Throws when pg_trgm cannot be had.
 */
export async function ensureTrigramIndex(db: Db, table: string, column: string): Promise<boolean> {
  const k = db.kysely as Kysely<any>;
  const schema = await trigramSchema(k);
  if (!schema) throw new Error('pg_trgm 不可用');
  return buildConcurrently(k, table, trigramIndex(table, column), sql`${sql.table(table)} using gin (${sql.ref(column)} ${sql.id(schema)}.gin_trgm_ops)`);
}

/**
 * PostgreSQL: makes index `name` (`create index concurrently … on ${on}`) unless it is there and
 * valid, without blocking writes, on a connection of its own; `after` runs once it is built. One
 * process builds one index of a table at a time (indexBuildLock; the others answer false and ask
 * again later), and a build left unfinished (an invalid index, its process gone) is dropped and
 * made again. Answers whether the index is there and valid.
 */
async function buildConcurrently(k: Kysely<any>, table: string, name: string, on: RawBuilder<unknown>, after?: (c: Kysely<any>) => Promise<void>): Promise<boolean> {
  const lock = indexBuildLock(table);
  return k.connection().execute(async (c) => {
    const valid = async () => (await sql<{ valid: boolean }>`select indisvalid as valid from pg_index where indexrelid = to_regclass(${name})`.execute(c)).rows[0]?.valid;
    if (await valid()) return true;
    const { rows: [{ got }] } = await sql<{ got: boolean }>`select pg_try_advisory_lock(${lock}) as got`.execute(c);
    if (!got) return false;
    try {
      const found = await valid();
      if (found) return true;
      if (found === false) await sql`drop index concurrently if exists ${sql.id(name)}`.execute(c);
      await sql`create index concurrently if not exists ${sql.id(name)} on ${on}`.execute(c);
      await after?.(c);
      return Boolean(await valid());
    } finally {
      await sql`select pg_advisory_unlock(${lock})`.execute(c);
    }
  });
}
