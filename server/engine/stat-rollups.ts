/**
 * Daily summaries of a statistic (issue 28: a chart over months must not read months of rows).
 * For each statistic a chart declares — a stored screen's records meeting its `where`, counted or
 * summed by day of its `time` field, per owner and per group — `stat_rollup` holds one row per
 * (day, owner, group) with the count and the sum, kept in step by triggers on the screen's table:
 * every write, whatever route or import made it, changes the summary in the same transaction. A
 * statistic then reads a few thousand summary rows for any range, within the caller's scope (the
 * owner is a column), and is what a GROUP BY over the records says.
 *
 * Made the first time a statistic is asked for (Engine.prepareStatistic), with the table's writes
 * held meanwhile: SQLite in the build worker (Db.build), PostgreSQL under a SHARE ROW EXCLUSIVE lock
 * so no write falls between the summary's first fill and its triggers. A statistic it cannot say
 * (a distinct count, conditions on the caller, booleans) reads the records as before.
 */
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { ChartStat } from '../../schemas/chart.ts';
import type { FieldCondition } from '../../schemas/types.ts';
import { formatDate } from '../../validators/formatters.ts';
import type { Db } from '../db/connect.ts';
import { retryDeadlocked } from '../db/deadlocks.ts';
import { sqlId as id, sqlLiteral as literal } from '../db/sql-text.ts';
import { pendingRowOf } from './import-pending.ts';

const DAY_MS = 86_400_000;

/** The form of a summary's triggers: a new form makes each summary again (2: they skip an import's pending rows). */
const FORM = 2;

/** What one summary counts; its id is the hash of all of it, so a changed chart makes a new one. */
export interface RollupSpec {
  id: string;
  form?: number;
  table: string;
  /** The time field, and how it holds a day: a stamp in ms (the local day number) or text starting YYYY-MM-DD (as YYYYMMDD). */
  time: string;
  days: 'stamp' | 'text';
  /** The local time's offset (ms) the stamps' days are counted in; a change makes a new summary. */
  shift: number;
  where: Array<[string, Array<string | number> | null]>;
  owner?: string;
  group?: string;
  field?: string;
}

/**
 * The summary answering `stat` grouped by `by` on `table`, or undefined when it cannot: no time
 * field, a distinct count, or a condition other than plain values.
 */
export function rollupSpec(table: string, stat: ChartStat, by: string | undefined, owner: string | undefined, stamped: boolean): RollupSpec | undefined {
  if (!stat.time || stat.measure === 'distinct') return undefined;
  const where: RollupSpec['where'] = [];
  for (const [field, raw] of Object.entries(stat.where ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const values = plainValues(raw);
    if (values === undefined) return undefined;
    where.push([field, values]);
  }
  const group = by && !by.startsWith('$') ? by : undefined;
  const measured = stat.measure === 'sum' || stat.measure === 'avg' ? stat.field : undefined;
  const shape = { form: FORM, table, time: stat.time, days: stamped ? 'stamp' as const : 'text' as const, shift: stamped ? -new Date().getTimezoneOffset() * 60_000 : 0, where, owner, group, field: measured };
  const id = `r${createHash('sha256').update(JSON.stringify(shape)).digest('hex').slice(0, 20)}`;
  return { id, ...shape };
}

/** A condition's values as a summary can test them (null: empty); undefined for what it cannot ("$me", booleans). */
function plainValues(raw: FieldCondition): Array<string | number> | null | undefined {
  if (raw === null) return null;
  const list = Array.isArray(raw) ? raw : [raw];
  if (!list.length || list.some((v) => (typeof v !== 'string' && typeof v !== 'number') || v === '$me')) return undefined;
  return list as Array<string | number>;
}


/** The SQL of a row image (`NEW`/`OLD`) for each part of the summary, in the database's own words. */
function parts(spec: RollupSpec, row: 'NEW' | 'OLD', dialect: 'sqlite' | 'postgres') {
  const col = (name: string) => `${row}.${id(name)}`;
  const t = col(spec.time);
  const day = spec.days === 'stamp'
    ? `((${t} + ${spec.shift}) / ${DAY_MS})`
    : dialect === 'sqlite'
      ? `CAST(substr(${t}, 1, 4) || substr(${t}, 6, 2) || substr(${t}, 9, 2) AS INTEGER)`
      : `(substr(${t}, 1, 4) || substr(${t}, 6, 2) || substr(${t}, 9, 2))::integer`;
  const dated = spec.days === 'stamp' ? `${t} IS NOT NULL`
    : dialect === 'sqlite' ? `${t} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'` : `${t} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}'`;
  const conditions = spec.where.map(([field, values]) => (values === null ? `${col(field)} IS NULL` : `${col(field)} IN (${values.map(literal).join(', ')})`));
  const text = dialect === 'sqlite' ? 'TEXT' : 'text';
  return {
    counted: [dated, ...conditions].join(' AND '),
    // Not a row an import has not published (import-pending.ts): publishing adds those (rollupRangeFill).
    settled: `NOT ${pendingRowOf(spec.table, `${row}.id`)}`,
    day,
    owner: spec.owner ? `coalesce(${col(spec.owner)}, 0)` : '0',
    group: spec.group ? `coalesce(CAST(${col(spec.group)} AS ${text}), '')` : `''`,
    total: spec.field ? `coalesce(${col(spec.field)}, 0)` : '0',
  };
}

/** The upsert adding `sign` × a row image to its summary row. */
function upsert(spec: RollupSpec, row: 'NEW' | 'OLD', sign: 1 | -1, dialect: 'sqlite' | 'postgres'): string {
  const p = parts(spec, row, dialect);
  const total = sign === 1 ? p.total : `-${p.total}`;
  return `INSERT INTO stat_rollup (rollup, day, owner, grp, n, total) VALUES ('${spec.id}', ${p.day}, ${p.owner}, ${p.group}, ${sign}, ${total})
    ON CONFLICT (rollup, day, owner, grp) DO UPDATE SET n = stat_rollup.n + excluded.n, total = stat_rollup.total + excluded.total`;
}

/** The columns a write must touch to change what a summary holds (an edit of others leaves it be). */
const watched = (spec: RollupSpec) => [...new Set([spec.time, ...spec.where.map(([f]) => f), spec.owner, spec.group, spec.field].filter((c): c is string => Boolean(c)))];

/** The statements making `spec`'s triggers and its first fill (the records as they are now). */
export function rollupStatements(spec: RollupSpec, dialect: 'sqlite' | 'postgres'): string[] {
  const p = parts(spec, 'NEW', dialect);
  const fill = `INSERT INTO stat_rollup (rollup, day, owner, grp, n, total)
    SELECT '${spec.id}', ${p.day}, ${p.owner}, ${p.group}, count(*), coalesce(sum(${p.total}), 0) FROM ${id(spec.table)} AS NEW WHERE ${p.counted}
    GROUP BY ${[p.day, p.owner, p.group].filter((e) => e !== '0' && e !== "''").join(', ')}`;
  const def = `INSERT INTO stat_rollup_def (id, table_name, spec, created_at) VALUES (${literal(spec.id)}, ${literal(spec.table)}, ${literal(JSON.stringify(spec))}, ${Date.now()})`;
  const columns = watched(spec).map(id).join(', ');
  const old = parts(spec, 'OLD', dialect);
  if (dialect === 'sqlite') {
    const name = (what: string) => id(`kp_${spec.id}_${what}`);
    return [
      `CREATE TRIGGER ${name('i')} AFTER INSERT ON ${id(spec.table)} WHEN ${p.counted} AND ${p.settled} BEGIN ${upsert(spec, 'NEW', 1, dialect)}; END`,
      `CREATE TRIGGER ${name('d')} AFTER DELETE ON ${id(spec.table)} WHEN ${old.counted} AND ${old.settled} BEGIN ${upsert(spec, 'OLD', -1, dialect)}; END`,
      `CREATE TRIGGER ${name('uo')} AFTER UPDATE OF ${columns} ON ${id(spec.table)} WHEN ${old.counted} AND ${old.settled} BEGIN ${upsert(spec, 'OLD', -1, dialect)}; END`,
      `CREATE TRIGGER ${name('un')} AFTER UPDATE OF ${columns} ON ${id(spec.table)} WHEN ${p.counted} AND ${p.settled} BEGIN ${upsert(spec, 'NEW', 1, dialect)}; END`,
      fill, def,
    ];
  }
  const fn = id(`kp_${spec.id}`);
  return [
    `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP <> 'INSERT' AND ${old.counted} AND ${old.settled} THEN ${upsert(spec, 'OLD', -1, dialect)}; END IF;
      IF TG_OP <> 'DELETE' AND ${p.counted} AND ${p.settled} THEN ${upsert(spec, 'NEW', 1, dialect)}; END IF;
      RETURN NULL;
    END $fn$`,
    `CREATE TRIGGER ${id(`kp_${spec.id}_w`)} AFTER INSERT OR DELETE ON ${id(spec.table)} FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
    `CREATE TRIGGER ${id(`kp_${spec.id}_u`)} AFTER UPDATE OF ${columns} ON ${id(spec.table)} FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
    fill, def,
  ];
}

/** The statement adding the rows with ids `lo`…`hi` (an import's, as it publishes them) to `spec`'s summary. */
export function rollupRangeFill(spec: RollupSpec, dialect: 'sqlite' | 'postgres', lo: number, hi: number): string {
  const p = parts(spec, 'NEW', dialect);
  return `INSERT INTO stat_rollup (rollup, day, owner, grp, n, total)
    SELECT '${spec.id}', ${p.day}, ${p.owner}, ${p.group}, count(*), coalesce(sum(${p.total}), 0) FROM ${id(spec.table)} AS NEW WHERE ${p.counted} AND NEW.id BETWEEN ${lo} AND ${hi}
    GROUP BY ${[p.day, p.owner, p.group].filter((e) => e !== '0' && e !== "''").join(', ')}
    ON CONFLICT (rollup, day, owner, grp) DO UPDATE SET n = stat_rollup.n + excluded.n, total = stat_rollup.total + excluded.total`;
}

/**
 * Makes `spec`'s summary unless it is there; answers whether it is there now. One maker at a time
 * per database: SQLite's build worker holds the writer; PostgreSQL locks the table against writes
 * (reads go on) and looks again once it holds the lock, so two processes make it once.
 */
export async function ensureRollup(db: Db, spec: RollupSpec): Promise<boolean> {
  const k = db.kysely as Kysely<any>;
  const made = async (q: Kysely<any>) => Boolean(await q.selectFrom('stat_rollup_def').select('id').where('id', '=', spec.id).executeTakeFirst());
  if (await made(k)) return true;
  if (db.dialect === 'sqlite') {
    // One transaction in the worker: the fill and its triggers together, or neither (a second maker finds it made).
    const statements = rollupStatements(spec, 'sqlite');
    await db.build!([`BEGIN IMMEDIATE; SELECT 1 FROM stat_rollup_def; ${statements.map((s) => `${s};`).join('\n')} COMMIT;`]).catch(async (error) => {
      if (!(await made(k))) throw error;
    });
    return made(k);
  }
  // Made again if PostgreSQL ends it to break a deadlock with a background index build (retryDeadlocked).
  return retryDeadlocked(() => k.transaction().execute(async (trx) => {
    await sql`lock table ${sql.table(spec.table)} in share row exclusive mode`.execute(trx);
    if (await made(trx)) return true;
    for (const statement of rollupStatements(spec, 'postgres')) await sql.raw(statement).execute(trx);
    return true;
  }));
}

/** A day as the summary of `spec` keeps it. */
export function dayKey(spec: RollupSpec, day: string): number {
  if (spec.days === 'text') return Number(day.replaceAll('-', ''));
  return Math.floor((new Date(`${day}T12:00:00`).getTime() + spec.shift) / DAY_MS);
}

/** A summary's day back as YYYY-MM-DD. */
export function dayText(spec: RollupSpec, key: number): string {
  if (spec.days === 'text') return `${String(key).slice(0, 4)}-${String(key).slice(4, 6)}-${String(key).slice(6, 8)}`;
  return formatDate(key * DAY_MS - spec.shift + DAY_MS / 2);
}
