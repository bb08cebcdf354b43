import type { FastifyInstance } from 'fastify';
import { type ChartSchema, type RangePreset } from '../../schemas/chart.ts';
import { isDate } from '../../validators/dates.ts';
import { formatDate } from '../../validators/formatters.ts';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { holdsPermission } from '../services/access.ts';
import { API_PREFIX } from './engine.ts';
import { DAY_MS, daysOf, midnight, type StatPoint, type StatRange } from './record-stats.ts';

/** The longest range a chart is asked for (days): three years of day buckets stay a small answer. */
export const MAX_RANGE_DAYS = 1100;
/** The key and label of the groups past a chart's `top`, summed. */
export const OTHER = { key: '$other', label: '其他', label_en: 'Others' };


/** A preset's days ending today (the server's): 今天, 本周 (from Monday), 本月, 近30天. */
export function presetRange(preset: RangePreset, now: number): StatRange {
  const today = formatDate(now);
  const d = new Date(now);
  if (preset === 'today') return { from: today, to: today };
  if (preset === 'week') return { from: formatDate(now - ((d.getDay() + 6) % 7) * 86_400_000), to: today };
  if (preset === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: formatDate(now - 29 * 86_400_000), to: today };
}

/** One statistic of a chart as served: its key, title, the total over the range and the figure per group. */
export interface Series { key: string; title: string; total: number; points: StatPoint[]; /** The screen counted (the home links its figure there). */ screen: string }

/**
 * GET /stats/{component}: a chart screen's statistics for the caller, each within their data scope
 * (a recruiter's own records, a manager's department's, admin's all), over ?from=&to= (whole days;
 * the chart's default preset without them). The chart's own permission grants its figures — counts,
 * not records: whoever may open 统计分析 sees the figures of what their scope holds.
 */
export async function statsRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string }; Querystring: { from?: string; to?: string } }>(`${API_PREFIX}/stats/*`, {
    config: { access: 'login' },
    schema: { summary: '图表的统计数据（在调用者的数据范围内）', querystring: { type: 'object', additionalProperties: false, properties: { from: { type: 'string', maxLength: 10 }, to: { type: 'string', maxLength: 10 } } } },
  }, async (req) => {
    // The spec's named statistics (company, post, dept, deptGive, homeToday, homeChart) are files under schemas/stats/.
    const loaded = app.engine.charts.get(req.params['*']) ?? app.engine.charts.get(`stats/${req.params['*']}`);
    if (!loaded) throw new ApiError('NOT_FOUND', `没有图表：${req.params['*']}`);
    if (!loaded.schema) throw new ApiError('SYSTEM_ERROR', `图表 schema ${loaded.file} 有错误，暂不可用`);
    const chart = loaded.schema;
    const holds = (perm: string) => holdsPermission(app.db, req.auth!.userId, req.auth!.roles, perm, req.snapshot);
    if (chart.perms && !(await holds(chart.perms.query))) throw new ApiError('FORBIDDEN', `没有权限查看此图表（需要 ${chart.perms.query}）`);
    // A range asked for is checked first; the `data` preset's is found once the statistics are known.
    const asked = chart.range?.default === 'data' && !req.query.from && !req.query.to ? undefined : rangeOf(chart, req.query, app.clock());
    // The statistics the caller sees, each with the screen it counts and their scope there.
    const counted = [];
    for (const stat of chart.stats) {
      const screen = app.engine.screens.get(stat.over);
      const resource = screen?.resource;
      if (!resource) throw new ApiError('SYSTEM_ERROR', `图表统计的页面「${stat.over}」暂不可用`);
      // A chart without a permission of its own: each statistic for those who may open what it counts.
      if (!chart.perms && !(await holds(screen.schema!.perms.query!))) continue;
      counted.push({ stat, resource, scope: await resource.scopeOf(req) });
    }
    const range = asked ?? await dataRange(counted.map(({ stat, resource, scope }) => () => resource.timeSpan(stat, scope)), app.clock());
    const series: Series[] = [];
    for (const { stat, resource, scope } of counted) {
      app.engine.prepareStatistic(resource, stat, chart.chart.by);
      const points = chart.chart.by ? await resource.statistic(stat, chart.chart.by, range, scope) : [];
      // A count or a sum is its groups' sum (every record is in one group); an average or a distinct count is asked for.
      const summed = chart.chart.by && (!stat.measure || stat.measure === 'count' || stat.measure === 'sum');
      const total = summed ? points.reduce((n, p) => n + p.value, 0) : (await resource.statistic(stat, undefined, range, scope, chart.chart.by))[0].value;
      series.push({ key: stat.key, title: stat.title, total, points, screen: stat.over });
    }
    return ok({ component: loaded.component, ...range, by: chart.chart.by ?? null, series: topOf(series, chart.chart.top) });
  });
}

/**
 * The `data` preset: from the first to the last record the chart's statistics count (each one's
 * `spans` for the caller), its last MAX_RANGE_DAYS days at most; the last 30 days without any.
 */
async function dataRange(spans: Array<() => Promise<StatRange | null>>, now: number): Promise<StatRange> {
  let found: StatRange | undefined;
  for (const span of spans) {
    const each = await span();
    if (!each) continue;
    const [from, to]: [string, string] = found ? [each.from < found.from ? each.from : found.from, each.to > found.to ? each.to : found.to] : [each.from, each.to];
    found = { from, to };
  }
  if (!found) return presetRange('30d', now);
  const earliest = formatDate(midnight(found.to) - (MAX_RANGE_DAYS - 1) * DAY_MS);
  return { from: found.from < earliest ? earliest : found.from, to: found.to };
}

/** The range asked for (both ends, or the chart's default preset), refused when it is not whole days in order or too long. */
function rangeOf(chart: ChartSchema, query: { from?: string; to?: string }, now: number): StatRange {
  if (!query.from && !query.to) return presetRange(chart.range?.default ?? '30d', now);
  const { from, to } = query;
  if (!from || !to || !isDate(from) || !isDate(to) || from > to) throw new ApiError('VALIDATION_FAILED', '日期范围应为开始和结束两个日期（YYYY-MM-DD），开始不晚于结束');
  if (daysOf({ from, to }).length > MAX_RANGE_DAYS) throw new ApiError('VALIDATION_FAILED', `日期范围最多 ${MAX_RANGE_DAYS} 天`);
  return { from, to };
}

/** The `top` largest groups (by the first statistic), the others summed into 其他, the same groups in every series. */
function topOf(series: Series[], top?: number): Series[] {
  if (!top || !series.length || series[0].points.length <= top) return series;
  const kept = new Set(series[0].points.slice(0, top).map((p) => p.key));
  return series.map((s) => {
    const rest = s.points.filter((p) => !kept.has(p.key));
    return { ...s, points: [...s.points.filter((p) => kept.has(p.key)), ...(rest.length ? [{ ...OTHER, value: rest.reduce((n, p) => n + p.value, 0) }] : [])] };
  });
}
