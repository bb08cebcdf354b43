/**
 * A list's counts by few-valued fields (issue 27: a filtered list counted up to 10,001 index
 * entries at every request). For a table whose schema names them (`storage.tally`: the owner,
 * status, source, …), `kp_tally` holds one row per combination of those fields' values with how
 * many records have it, kept in step by triggers on the table: every write, whatever route or
 * import made it, changes the counts in the same transaction, so a reader's snapshot sees the
 * counts of exactly the rows it sees. A list filtered only by those fields (the caller's scope, a
 * view, search fields, a contains filter answered by a field's few values) is then counted by
 * summing the rows of its combinations — a few hundred small rows for any filter, exact at any
 * size — instead of reading its records' index entries.
 *
 * A value is kept as text: `=` and the value as the database casts it to text, '' for null (so an
 * empty field and a field holding '' never meet). Made (with `kp_tally` itself) when the table is synced, with the table's
 * writes held meanwhile (SQLite in the build worker, PostgreSQL under a SHARE ROW EXCLUSIVE lock):
 * no write falls between the first fill and the triggers. PostgreSQL: statement triggers over the
 * statement's rows, named after the table's count triggers so each writer takes the table's count
 * row first (writers of one table take turns there: no two wait on each other's tally rows).
 */
import { createHash } from 'node:crypto';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { retryDeadlocked } from '../db/deadlocks.ts';
import { sqlId as id, sqlLiteral as literal } from '../db/sql-text.ts';
import { pendingRowOf } from './import-pending.ts';

export const TALLY_TABLE = 'kp_tally';

/** The most fields a tally counts by (the table's value columns v1…v6). */
export const TALLY_FIELDS = 6;

const VALUE_COLUMNS = Array.from({ length: TALLY_FIELDS }, (_, i) => `v${i + 1}`);

/** A table's tally: its id (the hash of the table and fields, so changed fields make a new one) and fields in column order. */
export interface TallySpec { id: string; table: string; fields: string[] }

/** The form of a tally's triggers: a new form makes every tally again (2: they skip an import's pending rows). */
const FORM = 2;

export function tallySpec(table: string, fields: string[]): TallySpec {
  return { id: `t${createHash('sha256').update(JSON.stringify([table, fields, FORM])).digest('hex').slice(0, 20)}`, table, fields };
}

/** A value as the tally keeps it (see the file's note); null for a field without one. */
export function tallyValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  return `=${typeof value === 'boolean' ? (value ? 1 : 0) : String(value)}`;
}

/** The SQL of one field's value of a row image (`NEW`, `OLD`, or a transition table's alias) as the tally keeps it. */
const valueOf = (row: string, field: string) => `coalesce('=' || cast(${row}.${id(field)} as text), '')`;

const values = (spec: TallySpec, row: string) => spec.fields.map((f) => valueOf(row, f));

const columns = (spec: TallySpec) => VALUE_COLUMNS.slice(0, spec.fields.length);

const upsertTail = (spec: TallySpec) => `ON CONFLICT (tally, ${VALUE_COLUMNS.join(', ')}) DO UPDATE SET n = ${TALLY_TABLE}.n + excluded.n`;

/** Trigger names: after the table's count triggers (`<table>_count_*`) in PostgreSQL's order (by name). */
const triggerNames = (table: string) => ({ ins: `${table}_tally_ins`, del: `${table}_tally_del`, upd: `${table}_tally_upd` });

/** The statements making `spec`'s triggers and its first fill (the records as they are now). */
export function tallyStatements(spec: TallySpec, dialect: 'sqlite' | 'postgres'): string[] {
  const t = id(spec.table);
  const cols = columns(spec).join(', ');
  const names = triggerNames(spec.table);
  const fill = `INSERT INTO ${TALLY_TABLE} (tally, ${cols}, n) SELECT ${literal(spec.id)}, ${values(spec, 'r').join(', ')}, count(*) FROM ${t} AS r GROUP BY ${values(spec, 'r').join(', ')}`;
  const def = `INSERT INTO kp_tally_def (tbl, tally, fields) VALUES (${literal(spec.table)}, ${literal(spec.id)}, ${literal(JSON.stringify(spec.fields))})`;
  if (dialect === 'sqlite') {
    const upsert = (row: 'NEW' | 'OLD', sign: 1 | -1) => `INSERT INTO ${TALLY_TABLE} (tally, ${cols}, n) VALUES (${literal(spec.id)}, ${values(spec, row).join(', ')}, ${sign}) ${upsertTail(spec)}`;
    const changed = spec.fields.map((f) => `OLD.${id(f)} IS NOT NEW.${id(f)}`).join(' OR ');
    const settled = (row: 'NEW' | 'OLD') => `NOT ${pendingRowOf(spec.table, `${row}.id`)}`;
    return [
      `CREATE TRIGGER ${id(names.ins)} AFTER INSERT ON ${t} WHEN ${settled('NEW')} BEGIN ${upsert('NEW', 1)}; END`,
      `CREATE TRIGGER ${id(names.del)} AFTER DELETE ON ${t} WHEN ${settled('OLD')} BEGIN ${upsert('OLD', -1)}; END`,
      `CREATE TRIGGER ${id(names.upd)} AFTER UPDATE OF ${spec.fields.map(id).join(', ')} ON ${t} WHEN (${changed}) AND ${settled('OLD')} BEGIN ${upsert('OLD', -1)}; ${upsert('NEW', 1)}; END`,
      fill, def,
    ];
  }
  // The statement's rows grouped by combination, added minus removed, in key order (each writer
  // locks tally rows in the same order).
  const grouped = (parts: string[]) => `INSERT INTO ${TALLY_TABLE} (tally, ${cols}, n)
      SELECT ${literal(spec.id)}, ${cols}, sum(d) FROM (${parts.join(' UNION ALL ')}) AS c GROUP BY ${cols} HAVING sum(d) <> 0 ORDER BY ${cols}
      ${upsertTail(spec)}`;
  // An import's pending rows are skipped (import-pending.ts): publishing adds them (tallyRangeFill).
  const from = (table: string, sign: 1 | -1) => `SELECT ${values(spec, table).map((v, i) => `${v} AS v${i + 1}`).join(', ')}, ${sign} AS d FROM ${table} WHERE NOT ${pendingRowOf(spec.table, `${table}.id`)}`;
  const fn = id(`kp_${spec.id}`);
  return [
    `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN ${grouped([from('added', 1)])};
      ELSIF TG_OP = 'DELETE' THEN ${grouped([from('removed', -1)])};
      ELSE ${grouped([from('added', 1), from('removed', -1)])};
      END IF;
      RETURN NULL;
    END $fn$`,
    `CREATE TRIGGER ${id(names.ins)} AFTER INSERT ON ${t} REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${id(names.del)} AFTER DELETE ON ${t} REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${id(names.upd)} AFTER UPDATE ON ${t} REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    fill, def,
  ];
}

/** The statement adding the rows with ids `lo`…`hi` (an import's, as it publishes them) to the tally `tally` over `fields`. */
export function tallyRangeFill(table: string, tally: string, fields: string[], lo: number, hi: number): string {
  const spec = { id: tally, table, fields };
  const grouped = values(spec, 'r').join(', ');
  return `INSERT INTO ${TALLY_TABLE} (tally, ${columns(spec).join(', ')}, n) SELECT ${literal(tally)}, ${grouped}, count(*) FROM ${id(table)} AS r
    WHERE r.id BETWEEN ${lo} AND ${hi} GROUP BY ${grouped} ${upsertTail(spec)}`;
}

/** The statements removing a tally: its triggers, its function, its rows and its definition. */
function dropStatements(table: string, tally: string, dialect: 'sqlite' | 'postgres'): string[] {
  const names = Object.values(triggerNames(table));
  return [
    ...names.map((name) => `DROP TRIGGER IF EXISTS ${id(name)}${dialect === 'postgres' ? ` ON ${id(table)}` : ''}`),
    ...(dialect === 'postgres' ? [`DROP FUNCTION IF EXISTS ${id(`kp_${tally}`)}()`] : []),
    `DELETE FROM ${TALLY_TABLE} WHERE tally = ${literal(tally)}`,
    `DELETE FROM kp_tally_def WHERE tbl = ${literal(table)}`,
  ];
}

/** Per database, `kp_tally` and `kp_tally_def` made (once, not at every table synced). */
const tablesMade = new WeakMap<Db, Promise<void>>();

function tallyTables(db: Db): Promise<void> {
  let made = tablesMade.get(db);
  if (!made) {
    made = (db.kysely as Kysely<any>).transaction().execute(async (trx) => {
      // PostgreSQL: one process at a time (CREATE TABLE IF NOT EXISTS races another doing the same).
      if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${TALLY_TABLE}))`.execute(trx);
      // A count is read from the key's index alone: PostgreSQL's carries n (INCLUDE), SQLite's is the table (WITHOUT ROWID).
      const key = `PRIMARY KEY (tally, ${VALUE_COLUMNS.join(', ')})${db.dialect === 'postgres' ? ' INCLUDE (n)' : ''}`;
      await sql.raw(`CREATE TABLE IF NOT EXISTS ${TALLY_TABLE} (tally varchar(24) NOT NULL, ${VALUE_COLUMNS.map((v) => `${v} text NOT NULL DEFAULT ''`).join(', ')}, n bigint NOT NULL, ${key})${db.dialect === 'sqlite' ? ' WITHOUT ROWID' : ''}`).execute(trx);
      await sql.raw('CREATE TABLE IF NOT EXISTS kp_tally_def (tbl varchar(64) PRIMARY KEY, tally varchar(24) NOT NULL, fields text NOT NULL)').execute(trx);
    });
    // A failure is not kept: the next sync tries again.
    made.catch(() => tablesMade.delete(db));
    tablesMade.set(db, made);
  }
  return made;
}

/**
 * Makes the table's tally as `fields` asks (none: removes it), unless it is there as asked. One
 * maker at a time per database: SQLite's build worker holds the writer; PostgreSQL locks the table
 * against writes (reads go on) and looks again once it holds the lock, so two processes make it once.
 */
export async function syncTally(db: Db, table: string, fields: string[] | undefined): Promise<void> {
  const k = db.kysely as Kysely<any>;
  const spec = fields?.length ? tallySpec(table, fields) : undefined;
  await tallyTables(db);
  const current = async (q: Kysely<any>) => (await q.selectFrom('kp_tally_def').select('tally').where('tbl', '=', table).executeTakeFirst())?.tally as string | undefined;
  const kept = await current(k);
  if (kept === spec?.id) return;
  const statements = (found: string | undefined) => [...(found ? dropStatements(table, found, db.dialect) : []), ...(spec ? tallyStatements(spec, db.dialect) : [])];
  if (db.dialect === 'sqlite') {
    // One transaction in the worker: the old tally gone and the new one filled with its triggers, or neither.
    await db.build!([`BEGIN IMMEDIATE; ${statements(kept).map((s) => `${s};`).join('\n')} COMMIT;`]).catch(async (error) => {
      if ((await current(k)) !== spec?.id) throw error;
    });
    return;
  }
  // Made again if PostgreSQL ends it to break a deadlock with a background index build (retryDeadlocked).
  await retryDeadlocked(() => k.transaction().execute(async (trx) => {
    await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
    const found = await current(trx);
    if (found === spec?.id) return;
    for (const statement of statements(found)) await sql.raw(statement).execute(trx);
  }));
}

/**
 * A count of the records meeting `conditions` (each a field of the tally and the values it may
 * hold, null among them for none) from the tally: the sum of their combinations' counts.
 */
export function tallyCount(spec: TallySpec, conditions: Array<[string, unknown[]]>): RawBuilder<number> {
  // Conditions on one field as one (我的人才: the scope's owners and the pool, and the view's owner,
  // is the view's owner alone): as two, PostgreSQL read the pool's combinations to drop them.
  const wanted = new Map<string, string[]>();
  for (const [field, values] of conditions) {
    const texts = [...new Set(values.map(tallyValue))];
    const had = wanted.get(field);
    wanted.set(field, had ? had.filter((v) => texts.includes(v)) : texts);
  }
  const where = [...wanted].map(([field, texts]) => {
    const column = sql.ref(VALUE_COLUMNS[spec.fields.indexOf(field)]);
    return texts.length ? sql`${column} in (${sql.join(texts)})` : sql`1 = 0`;
  });
  return sql<number>`(select coalesce(sum(n), 0) from ${sql.table(TALLY_TABLE)} where tally = ${spec.id}${sql.join(where.map((w) => sql` and ${w}`), sql``)})`;
}
