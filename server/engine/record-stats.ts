import { type Kysely, sql } from 'kysely';
import type { ChartStat } from '../../schemas/chart.ts';
import { formatDate } from '../../validators/formatters.ts';
import type { RowScope } from '../services/data-scope.ts';
import type { ListPlanner } from './list-planner.ts';
import type { RecordCore, Row } from './record-core.ts';
import { dayKey, dayText, type RollupSpec, rollupSpec } from './stat-rollups.ts';

/** The summaries made (or found made) in this process, by database: a statistic reads one once it is there. */
const readyRollups = new WeakMap<object, Set<string>>();
export const rollupsReady = (db: object) => {
  if (!readyRollups.has(db)) readyRollups.set(db, new Set());
  return readyRollups.get(db)!;
};

export const DAY_MS = 86_400_000;
/** A statistic over more days than this reads in the long reads' lane (Db.read's long). */
export const LONG_RANGE_DAYS = 31;

/** A statistic's date range: whole days, both ends included (YYYY-MM-DD). */
export interface StatRange { from: string; to: string }
/** One group's figure: `key` as stored (a dictionary value, an id, a day), its label (`label_en` where it has an English one: a dictionary's, or the server's own words), the measure. */
export interface StatPoint { key: string; label: string; label_en?: string; value: number }

/** The groups the server names itself, in both languages. */
export const OWN_LABELS = {
  pool: { label: '公海', label_en: 'Pool' }, noDept: { label: '无部门', label_en: 'No department' }, unfilled: { label: '未填写', label_en: 'Not filled' },
} as const;

/** Local midnight of day `day` (YYYY-MM-DD), in ms. */
export const midnight = (day: string) => new Date(`${day}T00:00:00`).getTime();

/**
 * The columns an index answering `stat` grouped by `by` holds, the range's field first: with the
 * conditions, the grouping, the owner (the caller's scope) and the measured field after it, a
 * statistic reads the range of that one index and no row (an index-only scan).
 */
export function statIndexColumns(stat: ChartStat, by: string | undefined, owner: string | undefined): string[] {
  const group = by === '$owner' || by === '$dept' ? owner : by && !by.startsWith('$') ? by : undefined;
  const columns = [stat.time, ...Object.keys(stat.where ?? {}), group, owner, stat.field].filter((c): c is string => Boolean(c));
  return [...new Set(columns)];
}

/** Every day from `from` to `to`. */
export function daysOf({ from, to }: StatRange): string[] {
  const out: string[] = [];
  for (let at = midnight(from); formatDate(at) <= to; at += DAY_MS) {
    const day = formatDate(at);
    if (out[out.length - 1] !== day) out.push(day);
    // A day of 23 or 25 hours (where clocks change) moves the next midnight: set it again.
    at = midnight(day);
  }
  return out;
}

/** The bucket a day falls in: itself, its week's Monday, or its month. */
export function bucketOf(day: string, by: '$day' | '$week' | '$month'): string {
  if (by === '$month') return day.slice(0, 7);
  if (by === '$day') return day;
  const d = new Date(`${day}T12:00:00`);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return formatDate(d.getTime());
}

/**
 * A stored screen's statistics (chart screens, GET /stats): a measure of its records within the
 * caller's data scope — the same rows its list shows them (ListPlanner.filtered) — in a date range,
 * grouped by a field, its owner, the owner's department, or a day/week/month.
 */
export class RecordStats {
  constructor(readonly core: RecordCore, readonly planner: ListPlanner) {}

  /** The daily summary that answers `stat` grouped by `by` (stat-rollups.ts), when one can. */
  rollupOf(stat: ChartStat, by: string | undefined): RollupSpec | undefined {
    return rollupSpec(this.core.table, stat, by, this.core.owner, stat.time === 'created_at' || stat.time === 'updated_at');
  }

  /** The days of the first and last records `stat` counts in the caller's scope, by its time field; null without records or a time field. */
  async timeSpan(stat: ChartStat, scope?: RowScope): Promise<StatRange | null> {
    if (!stat.time) return null;
    const rows = this.planner.filtered({}, [], this.planner.ownersIn(scope), stat.where).rows;
    const found = await rows.select([sql<unknown>`min(${sql.ref(stat.time)})`.as('lo'), sql<unknown>`max(${sql.ref(stat.time)})`.as('hi')]).executeTakeFirst() as { lo: unknown; hi: unknown } | undefined;
    if (found?.lo === null || found?.lo === undefined) return null;
    const day = (value: unknown) => (stat.time === 'created_at' || stat.time === 'updated_at' ? formatDate(Number(value)) : String(value).slice(0, 10));
    return { from: day(found.lo), to: day(found.hi) };
  }

  /**
   * `stat` within the caller's scope over `range`, grouped by `by` (none: one figure). `summaryBy`
   * is the chart's grouping: its summary answers the ungrouped total too, once it is made.
   */
  async points(stat: ChartStat, by: string | undefined, range: StatRange, scope?: RowScope, summaryBy = by): Promise<StatPoint[]> {
    const spec = this.rollupOf(stat, summaryBy);
    if (spec && rollupsReady(this.core.db).has(spec.id)) return this.fromRollup(spec, stat, by, range, scope);
    let rows = this.planner.filtered({}, [], this.planner.ownersIn(scope), stat.where).rows;
    const time = sql.ref(stat.time ?? 'created_at');
    const stamped = stat.time === 'created_at' || stat.time === 'updated_at';
    const format = stat.time ? this.core.fields.get(stat.time)?.format : undefined;
    if (!stat.time) {
      // No time field: the records as they are now (a backlog), whatever the range.
    } else if (stamped) {
      rows = rows.where(stat.time, '>=', midnight(range.from)).where(stat.time, '<', midnight(formatDate(midnight(range.to) + DAY_MS * 1.5)));
    } else {
      rows = rows.where(stat.time, '>=', range.from).where(stat.time, '<=', format === 'date-time' ? `${range.to} 23:59:59` : range.to);
    }
    // Read off the event loop (Db.read): a range of a month or less among the other reads, a longer
    // one (or none) in the long reads' worker or pool, where it cannot hold up the pages and counts.
    const long = !stat.time || daysOf(range).length > LONG_RANGE_DAYS;
    const measure = stat.measure ?? 'count';
    const value = measure === 'count' ? sql<number>`count(*)`
      : measure === 'distinct' ? sql<number>`count(distinct ${sql.ref(stat.field!)})`
        : measure === 'sum' ? sql<number>`coalesce(sum(${sql.ref(stat.field!)}), 0)`
          : sql<number>`avg(${sql.ref(stat.field!)})`;
    const timeBucket = by === '$day' || by === '$week' || by === '$month';
    // Days: a stamp's local day as a day number (the same integer arithmetic on both databases), a date's first ten characters.
    const shift = -new Date().getTimezoneOffset() * 60_000;
    const group = !by ? undefined
      : timeBucket ? (stamped ? sql`(${time} + ${sql.lit(shift)}) / ${sql.lit(DAY_MS)}` : sql`substr(${time}, 1, 10)`)
        : sql.ref(by === '$owner' || by === '$dept' ? this.core.owner! : by);
    if (!group) {
      const [row] = await this.core.db.read<Row>(rows.select(value.as('v')).compile(), undefined, { long });
      return [{ key: 'all', label: '', value: Number(row?.v ?? 0) }];
    }
    const found = await this.core.db.read<Row>(rows.select([group.as('g'), value.as('v')]).groupBy(group as never).compile(), undefined, { long });
    const raw = found.map((r) => ({ key: r.g === null || r.g === undefined ? '' : String(r.g), value: Number(r.v ?? 0) }));
    if (timeBucket) return this.buckets(raw.map((r) => ({ ...r, key: stamped ? formatDate(Number(r.key) * DAY_MS - shift + DAY_MS / 2) : r.key })), by, range, measure);
    if (by === '$dept') return this.departments(raw, measure);
    return this.labelled(raw, by === '$owner' ? this.core.owner! : by!);
  }

  /** `stat` read from its daily summary: rows of (day, owner, group) in the range and the scope, summed. */
  private async fromRollup(spec: RollupSpec, stat: ChartStat, by: string | undefined, range: StatRange, scope?: RowScope): Promise<StatPoint[]> {
    const k = this.core.k as Kysely<any>;
    let q = k.selectFrom('stat_rollup').where('rollup', '=', spec.id).where('day', '>=', dayKey(spec, range.from)).where('day', '<=', dayKey(spec, range.to));
    const owners = this.planner.ownersIn(scope);
    if (spec.owner && owners) {
      const pool = this.core.pool;
      if (!owners.length && !pool) return by ? [] : [{ key: 'all', label: '', value: 0 }];
      q = q.where((eb) => (pool ? eb.or([...(owners.length ? [eb('owner', 'in', owners)] : []), eb('owner', '=', 0)]) : eb('owner', 'in', owners)));
    }
    const timeBucket = by === '$day' || by === '$week' || by === '$month';
    const column = !by ? undefined : timeBucket ? 'day' : by === '$owner' || by === '$dept' ? 'owner' : 'grp';
    const sums = [sql<number>`sum(n)`.as('n'), sql<number>`sum(total)`.as('t')];
    const query = column ? q.select([sql.ref(column).as('g'), ...sums]).groupBy(column) : q.select(sums);
    const found = await this.core.db.read<Row>(query.compile(), undefined, {});
    const measure = stat.measure ?? 'count';
    const valueOf = (n: number, t: number) => (measure === 'count' ? n : measure === 'sum' ? t : n ? t / n : 0);
    if (!column) return [{ key: 'all', label: '', value: valueOf(Number(found[0]?.n ?? 0), Number(found[0]?.t ?? 0)) }];
    if (timeBucket) {
      // Counts and sums per bucket, then the measure: an average of a week is its records', not its days'.
      const out = new Map(daysOf(range).map((day) => [bucketOf(day, by), { n: 0, t: 0 }]));
      for (const r of found) {
        const bucket = out.get(bucketOf(dayText(spec, Number(r.g)), by));
        if (bucket) { bucket.n += Number(r.n); bucket.t += Number(r.t); }
      }
      return [...out].map(([key, b]) => ({ key, label: key, value: valueOf(b.n, b.t) }));
    }
    const raw = found.filter((r) => Number(r.n) !== 0).map((r) => ({ key: column === 'owner' ? (Number(r.g) ? String(r.g) : '') : String(r.g ?? ''), value: valueOf(Number(r.n), Number(r.t)) }));
    if (by === '$dept') return this.departments(raw, measure);
    return this.labelled(raw, by === '$owner' ? this.core.owner! : by!);
  }

  /** Days folded into `by`'s buckets, every bucket of the range there (0 where nothing happened), in order. */
  private buckets(days: Array<{ key: string; value: number }>, by: '$day' | '$week' | '$month', range: StatRange, measure: string): StatPoint[] {
    const out = new Map(daysOf(range).map((day) => [bucketOf(day, by), 0]));
    // An average of days is not the average of their records: averages are given per day only.
    for (const { key, value } of days) if (out.has(bucketOf(key, by))) out.set(bucketOf(key, by), measure === 'avg' ? value : out.get(bucketOf(key, by))! + value);
    return [...out].map(([key, value]) => ({ key, label: key, value }));
  }

  /** Owners' figures summed by their department (无部门 for none). */
  private async departments(byOwner: Array<{ key: string; value: number }>, measure: string): Promise<StatPoint[]> {
    const k = this.core.k as Kysely<any>;
    const ids = byOwner.map((r) => Number(r.key)).filter((id) => id > 0);
    const users = ids.length ? await k.selectFrom('sys_user').leftJoin('sys_dept', 'sys_dept.id', 'sys_user.dept_id').select(['sys_user.id as id', 'sys_dept.id as dept', 'sys_dept.name as name']).where('sys_user.id', 'in', ids).execute() as Row[] : [];
    const deptOf = new Map(users.map((u) => [String(u.id), u.dept === null ? { key: '', ...OWN_LABELS.noDept } : { key: String(u.dept), label: String(u.name) }]));
    const out = new Map<string, StatPoint>();
    for (const { key, value } of byOwner) {
      const dept: Omit<StatPoint, 'value'> = deptOf.get(key) ?? { key: '', ...(key ? OWN_LABELS.noDept : OWN_LABELS.pool) };
      const point = out.get(dept.key) ?? { ...dept, value: 0 };
      point.value = measure === 'avg' ? value : point.value + value;
      out.set(dept.key, point);
    }
    return [...out.values()].sort((a, b) => b.value - a.value);
  }

  /** Groups of a dictionary, relation or enumerated field (or the owner), with their labels, largest first. */
  private async labelled(raw: Array<{ key: string; value: number }>, field: string): Promise<StatPoint[]> {
    const k = this.core.k as Kysely<any>;
    const spec = this.core.fields.get(field);
    const labels = new Map<string, string>();
    const english = new Map<string, string>();
    const relation = this.core.relations.find((r) => r.field === field);
    const keys = raw.map((r) => r.key).filter(Boolean);
    if (spec?.['x-dict'] && keys.length) {
      for (const item of await k.selectFrom('sys_dict_item').select(['value', 'name', 'name_en']).where('type_code', '=', spec['x-dict']).execute() as Row[]) {
        labels.set(String(item.value), String(item.name));
        if (item.name_en) english.set(String(item.value), String(item.name_en));
      }
    } else if (relation && keys.length) {
      for (const found of await k.selectFrom(relation.table).select(['id', `${relation.label} as label`]).where('id', 'in', keys.map(Number)).execute() as Row[]) labels.set(String(found.id), String(found.label));
    }
    const none = field === this.core.owner ? OWN_LABELS.pool : OWN_LABELS.unfilled;
    return raw.map(({ key, value }): StatPoint => (key ? { key, label: labels.get(key) ?? key, ...(english.has(key) ? { label_en: english.get(key) } : {}), value } : { key, ...none, value }))
      .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  }
}
