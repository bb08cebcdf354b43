// A chart screen (`kind: "chart"`): statistics declared over stored screens, and how to draw them.
// An analyst adds a chart as they add a list: a JSON file, checked here (meta-schema, then the
// fields each statistic names against the screen it counts), served at GET /stats/{component}.
import Ajv from 'ajv';
import { metaProblems, PERM_PATTERN, type SchemaProblem, suggest } from './check.ts';
import { BUILT_IN_FIELDS, type FieldCondition, type ScreenSchema } from './types.ts';

export const CHART_TYPES = ['bar', 'line', 'stacked', 'pie', 'funnel', 'radar', 'number'] as const;
export type ChartType = typeof CHART_TYPES[number];
/** Groupings that are not a field: a day/week/month of the statistic's time field, its owner, the owner's department. */
export const GROUPINGS = ['$day', '$week', '$month', '$owner', '$dept'] as const;
/** The range a chart opens on: today, this week, this month, the last 30 days, or `data` — from the first to the last record its statistics count (future dates too: courses that start next month). */
export const RANGE_PRESETS = ['today', 'week', 'month', '30d', 'data'] as const;
export type RangePreset = typeof RANGE_PRESETS[number];

/** One statistic: a measure of the records of screen `over` (within the caller's data scope), in the date range on `time`. */
export interface ChartStat {
  key: string;
  title: string;
  over: string;
  /** count (default), distinct values of `field`, sum or average of number field `field`. */
  measure?: 'count' | 'distinct' | 'sum' | 'avg';
  field?: string;
  /** Conditions every counted record meets (as a view's filter): applications in state 已入职. */
  where?: Record<string, FieldCondition>;
  /** The field the date range and day/week/month buckets read: created_at or a date/date-time field. None: the records as they are now, whatever the range (待审核的充值). */
  time?: string;
}

export interface ChartSchema {
  kind: 'chart';
  title: string;
  description?: string;
  /**
   * The permission that shows the chart's figures. None (the home's): open to whoever is signed in,
   * each statistic only to those who may open the screen it counts (the others are left out).
   */
  perms?: { query: string };
  chart: {
    type: ChartType;
    /** What the figures are grouped by: a dictionary or relation field every statistic's screen has, or one of GROUPINGS. None: one figure per statistic (a funnel, number cards). */
    by?: string;
    /** The largest groups kept, the rest summed as 其他. */
    top?: number;
  };
  stats: ChartStat[];
  range?: { default: RangePreset };
  i18n?: Record<string, { title?: string; description?: string; stats?: Record<string, string> }>;
}

export const isChart = (json: unknown): boolean => typeof json === 'object' && json !== null && (json as { kind?: unknown }).kind === 'chart';

const key = { type: 'string', pattern: '^[a-z][a-zA-Z0-9_]{0,31}$' };
const screenPath = { type: 'string', pattern: '^[a-z][a-zA-Z0-9]*(/[a-z][a-zA-Z0-9]*)*$' };
const conditions = { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null', 'array'], items: { type: ['string', 'number'] } } };

export const CHART_META_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://kp-admin.local/chart.schema.json',
  title: 'kp-admin 图表 schema',
  type: 'object',
  required: ['kind', 'title', 'chart', 'stats'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    kind: { const: 'chart' },
    title: { type: 'string', minLength: 1 },
    description: { type: 'string' },
    perms: { type: 'object', required: ['query'], additionalProperties: false, properties: { query: { type: 'string', pattern: PERM_PATTERN } } },
    chart: {
      type: 'object', required: ['type'], additionalProperties: false,
      properties: { type: { enum: [...CHART_TYPES] }, by: { type: 'string', minLength: 1 }, top: { type: 'integer', minimum: 1, maximum: 100 } },
    },
    stats: {
      type: 'array', minItems: 1, maxItems: 8,
      items: {
        type: 'object', required: ['key', 'title', 'over'], additionalProperties: false,
        properties: {
          key, title: { type: 'string', minLength: 1 }, over: screenPath, measure: { enum: ['count', 'distinct', 'sum', 'avg'] },
          field: { type: 'string', minLength: 1 }, where: conditions, time: { type: 'string', minLength: 1 },
        },
      },
    },
    range: { type: 'object', required: ['default'], additionalProperties: false, properties: { default: { enum: [...RANGE_PRESETS] } } },
    i18n: {
      type: 'object', propertyNames: { enum: ['en-US'] },
      additionalProperties: {
        type: 'object', additionalProperties: false,
        properties: { title: { type: 'string', minLength: 1 }, description: { type: 'string' }, stats: { type: 'object', additionalProperties: { type: 'string', minLength: 1 } } },
      },
    },
  },
};

let validate: ReturnType<Ajv['compile']> | undefined;

/**
 * Every problem of a chart file: the meta-schema's, then what no JSON Schema says — each statistic's
 * screen exists and is stored, its fields are there and of the right kind, the grouping is one every
 * statistic's screen has, and the chart can draw what is declared.
 */
export function checkChart(file: string, json: unknown, screens: Map<string, ScreenSchema>): SchemaProblem[] {
  validate ??= new Ajv({ allErrors: true, verbose: true, strict: false }).compile(CHART_META_SCHEMA);
  const problems: SchemaProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  if (!validate(json)) {
    metaProblems(validate.errors ?? [], json, add);
    return problems;
  }
  const chart = json as ChartSchema;
  const keys = new Set<string>();
  const by = chart.chart.by;
  chart.stats.forEach((stat, i) => {
    const at = `/stats/${i}`;
    if (keys.has(stat.key)) add(`${at}/key`, `统计「${stat.key}」重复`);
    keys.add(stat.key);
    const screen = screens.get(stat.over);
    const stored = [...screens].filter(([, s]) => s.storage).map(([c]) => c);
    if (!screen) return add(`${at}/over`, `没有页面「${stat.over}」${suggest(stat.over, stored)}`);
    if (!screen.storage) return add(`${at}/over`, `页面「${stat.over}」不由服务器保存数据（没有 storage），不能统计`);
    const fields = screen.model.properties;
    const names = [...Object.keys(fields), ...BUILT_IN_FIELDS];
    const exists = (name: string, pointer: string) => {
      if (!names.includes(name)) add(pointer, `「${stat.over}」没有字段「${name}」${suggest(name, names)}`);
      return names.includes(name);
    };
    const timeBuckets = by === '$day' || by === '$week' || by === '$month';
    if (!stat.time && timeBuckets) add(at, `按${by}分组需要 time（时间字段）`);
    if (stat.time && exists(stat.time, `${at}/time`) && !['created_at', 'updated_at'].includes(stat.time) && !['date', 'date-time'].includes(fields[stat.time].format ?? '')) {
      add(`${at}/time`, `时间字段「${stat.time}」应为 created_at、updated_at 或 format 为 date / date-time 的字段`);
    }
    const measure = stat.measure ?? 'count';
    if (measure === 'count' && stat.field) add(`${at}/field`, 'count 按记录计数，不需要 field');
    if (measure !== 'count') {
      if (!stat.field) add(at, `${measure} 需要 field（要统计的字段）`);
      else if (exists(stat.field, `${at}/field`) && measure !== 'distinct' && !['integer', 'number'].includes(fields[stat.field]?.type ?? '')) add(`${at}/field`, `${measure} 只能用于数字字段，「${stat.field}」不是`);
    }
    for (const name of Object.keys(stat.where ?? {})) exists(name, `${at}/where/${name}`);
    if (by === '$owner' || by === '$dept') {
      if (!screen.storage.owner) add('/chart/by', `「${stat.over}」的记录没有负责人（storage.owner），不能按${by === '$owner' ? '负责人' : '部门'}分组`);
    } else if (by && !by.startsWith('$')) {
      if (exists(by, '/chart/by') && !fields[by]?.['x-dict'] && !fields[by]?.['x-relation'] && !fields[by]?.enum) add('/chart/by', `分组字段「${by}」应为字典（x-dict）、关联（x-relation）或枚举字段`);
    } else if (by && !(GROUPINGS as readonly string[]).includes(by)) add('/chart/by', `「${by}」不是可用的分组${suggest(by, [...GROUPINGS])}`);
  });
  const type = chart.chart.type;
  if ((type === 'funnel' || type === 'number') && by) add('/chart/by', `${type} 每个统计一个数，不分组`);
  if (type !== 'funnel' && type !== 'number' && !by) add('/chart', `${type} 图需要 by（分组）`);
  if (type === 'funnel' && chart.stats.length < 2) add('/stats', '漏斗至少需要两个统计（两个阶段）');
  if (type === 'radar' && (by !== '$owner' || chart.stats.length < 3)) add('/chart', '雷达图按负责人分组（by: "$owner"），每个统计是一个维度，至少三个');
  if (type === 'pie' && chart.stats.length !== 1) add('/stats', '饼图只画一个统计');
  return problems;
}
