import { PENDING_TABLE } from '../db/pending-table.ts';
import type { Dependency } from '../db/kept-results.ts';
import type { RowScope } from '../services/data-scope.ts';
import type { FieldCondition } from '../../schemas/types.ts';
import { resolved } from './conditions.ts';
import { isMulti } from './multi-values.ts';
import type { ListPlanner } from './list-planner.ts';
import { isEmpty, ofModel, type RecordCore, type Row } from './record-core.ts';

type Test = (row: Row) => boolean;

/** Lower case, as a superset of how LIKE and ILIKE compare (SQLite folds Latin letters only). */
const lower = (text: unknown) => String(text).toLowerCase();

/** Whether a stored value may equal a filter's: as text or as a number (a column's affinity may turn one into the other). */
function mayEqual(stored: unknown, wanted: unknown): boolean {
  if (stored === null || stored === undefined || wanted === null || wanted === undefined) return (stored ?? null) === (wanted ?? null);
  if (String(stored) === String(wanted)) return true;
  const [a, b] = [Number(stored), Number(wanted)];
  return typeof stored !== 'string' || typeof wanted !== 'string' ? a === b && !Number.isNaN(a) : false;
}

/**
 * The rows a list's query may show or count, as a test of a row's values in JS, and the columns
 * it looks at: what its kept page depends on (KeptResults). It mirrors ListPlanner.filtered —
 * the caller's scope, a view's filter, the search fields, contains filters and keywords — and
 * errs only one way: a row it cannot tell about (a range of days, a multiple choice, a column
 * not told) it takes as admitted, so a page is dropped more often than it must, never kept when
 * a write changed it. Undefined when the list cannot be kept (a tree).
 */
export function listDependency(planner: ListPlanner, query: Record<string, string | undefined>, scope?: RowScope, filter?: Record<string, FieldCondition>): Dependency | undefined {
  const { core, checks } = planner;
  if (core.isTree) return undefined;
  const tests: Test[] = [];
  const columns: string[] = [];
  // A column the write did not tell (not watched, or not in the table): may be anything.
  const on = (column: string, test: (value: unknown) => boolean) => {
    columns.push(column);
    tests.push((row) => !(column in row) || test(row[column]));
  };
  const owners = planner.ownersIn(scope);
  if (core.owner && owners) on(core.owner, (v) => owners.some((o) => mayEqual(v, o)) || (core.pool && (v === null || v === undefined)));
  for (const [name, raw] of Object.entries(filter ?? {})) {
    const value = resolved(raw, 0);
    on(name, (v) => (Array.isArray(value) ? value.some((w) => mayEqual(v, w)) : mayEqual(v, value)));
  }
  for (const name of core.schema.search?.fields ?? []) {
    const raw = query[name];
    if (isEmpty(raw)) continue;
    const field = core.fields.get(name)!;
    if (core.containsFields.has(name)) {
      const text = lower(String(raw).trim());
      if (text) on(name, (v) => v !== null && v !== undefined && lower(v).includes(text));
      continue;
    }
    if (field.format === 'date' || field.format === 'date-time' || isMulti(field)) continue;
    const parsed = checks.fromText(field, String(raw));
    if (parsed === undefined) continue;
    const value = field.type === 'boolean' ? (parsed ? 1 : 0) : parsed;
    on(name, (v) => mayEqual(v, value));
  }
  const keywords = query.keywords?.trim();
  const keywordFields = core.schema.search?.keywords ?? [];
  if (keywords && keywordFields.length) {
    const prefix = lower(keywords);
    columns.push(...keywordFields);
    tests.push((row) => keywordFields.some((f) => !(f in row) || (row[f] !== null && row[f] !== undefined && lower(row[f]).startsWith(prefix))));
  }
  const [, ...related] = listTables(core);
  return {
    table: core.table,
    key: JSON.stringify([owners, filter ?? null, ...(core.schema.search?.fields ?? []).map((f) => query[f] ?? null), keywords ?? null]),
    columns: [...new Set(columns)],
    // A relation to the list's own table shows another row's label: any row written may change the page.
    admits: related.includes(core.table) ? () => true : (row) => tests.every((test) => test(row)),
    reads: related.filter((t) => t !== core.table),
  };
}

const tablesOf = new WeakMap<RecordCore['relations'], readonly string[]>();

/**
 * The tables a list's page is read from: the list's, then those its relations' labels come from
 * and the imports' pending ranges.
 * Asked at every list request (its dependency, its first statement's stamps): made once per set of
 * relations the engine gives the screen.
 */
export function listTables(core: RecordCore): readonly string[] {
  let tables = tablesOf.get(core.relations);
  if (!tables) {
    const related = core.relations.filter(ofModel).flatMap((r) => [r.table, ...(r.describe ?? []).flatMap((d) => (d.table ? [d.table] : []))]);
    // (The list's own table again when a relation points back into it.) And the imports' pending
    // ranges: a publish shows rows without writing the list's table (import-pending.ts).
    tablesOf.set(core.relations, tables = [core.table, ...new Set([...related, PENDING_TABLE])]);
  }
  return tables;
}

/**
 * What a full page of a whole table sorted by number field `field` depends on, apart from its
 * total: the rows `base` admits that sort at or before its last row (`last`: that row's value and
 * id, filled in once it is read; until then every row), ties broken by id the same way. A row
 * sorting after it (an insert of age 30 beside a page of 18-year-olds) leaves the page's rows as
 * they were. A value that is not a number (null: SQLite sorts it first, PostgreSQL last) is taken
 * as sorting before. Keyed `key`: each page has its own last row.
 */
export function sortedDependency(base: Dependency, key: string, field: string, order: 'asc' | 'desc', last: { value?: number; id?: number }): Dependency {
  const before = (row: Record<string, unknown>) => {
    if (last.value === undefined || last.id === undefined || !(field in row) || !('id' in row)) return true;
    const [value, id] = [row[field], Number(row.id)];
    if (typeof value !== 'number') return true;
    return order === 'asc' ? value < last.value || (value === last.value && id <= last.id) : value > last.value || (value === last.value && id >= last.id);
  };
  return { ...base, key, columns: [...new Set([...base.columns, field, 'id'])], admits: (row) => base.admits(row) && before(row) };
}
