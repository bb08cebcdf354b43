import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CHART_META_SCHEMA, checkChart, isChart } from './chart.ts';
import { CHART_META_SCHEMA_FILE, readScreenFiles, SCHEMAS_DIR } from './files.ts';
import type { ScreenSchema } from './types.ts';

const files = readScreenFiles();
const screens = new Map(files.filter((f) => !isChart(f.json)).map((f) => [f.component, f.json as ScreenSchema]));
const messages = (json: unknown) => checkChart('dashboard/t.json', json, screens).map((p) => `${p.pointer}: ${p.message}`);
const pie = { kind: 'chart', title: '来源', perms: { query: 'stat:pie:query' }, chart: { type: 'pie', by: 'source' }, stats: [{ key: 'talents', title: '新增人才', over: 'talents/list', time: 'created_at' }] };

describe('chart screens (kind: chart)', () => {
  it('passes the six 统计分析 charts and the named statistics of the product', () => {
    const charts = files.filter((f) => isChart(f.json));
    expect(charts.map((c) => c.component).filter((c) => c.startsWith('dashboard/')).sort()).toEqual(['dashboard/apply', 'dashboard/bar', 'dashboard/funnel', 'dashboard/pie', 'dashboard/radar', 'dashboard/report']);
    expect(charts.map((c) => c.component).filter((c) => c.startsWith('stats/')).sort()).toEqual(['stats/company', 'stats/dept', 'stats/deptGive', 'stats/homeChart', 'stats/homeToday', 'stats/post']);
    for (const chart of charts) expect(checkChart(chart.file, chart.json, screens), chart.file).toEqual([]);
  });

  it('gives editors the chart meta-schema: schemas/chart.schema.json in step with the checker, named by every chart file', () => {
    expect(JSON.parse(readFileSync(`${SCHEMAS_DIR}/${CHART_META_SCHEMA_FILE}`, 'utf8'))).toEqual(CHART_META_SCHEMA);
    const charts = readScreenFiles().filter((f) => isChart(f.json));
    expect(charts.length).toBeGreaterThanOrEqual(12);
    for (const chart of charts) expect((chart.json as { $schema?: string }).$schema, chart.file).toBe('../chart.schema.json');
  });

  it('says where a chart is wrong, with the name meant', () => {
    expect(messages({ ...pie, chart: { type: 'pi', by: 'source' } })).toEqual(['/chart/type: 「pi」不是可用的值，你是不是想写「pie」？']);
    expect(messages({ ...pie, stats: [{ ...pie.stats[0], over: 'talents/lst' }] })).toEqual(['/stats/0/over: 没有页面「talents/lst」，你是不是想写「talents/list」？']);
    expect(messages({ ...pie, chart: { type: 'pie', by: 'sourse' } })).toEqual(['/chart/by: 「talents/list」没有字段「sourse」，你是不是想写「source」？']);
    expect(messages({ ...pie, stats: [{ ...pie.stats[0], time: 'name' }] })).toEqual(['/stats/0/time: 时间字段「name」应为 created_at、updated_at 或 format 为 date / date-time 的字段']);
    expect(messages({ ...pie, chart: { type: 'pie', by: 'name' } })).toEqual(['/chart/by: 分组字段「name」应为字典（x-dict）、关联（x-relation）或枚举字段']);
    expect(messages({ ...pie, stats: [{ ...pie.stats[0], measure: 'sum', field: 'name' }] })).toEqual(['/stats/0/field: sum 只能用于数字字段，「name」不是']);
    expect(messages({ ...pie, chart: { type: 'bar', by: '$dpt' } })).toEqual(['/chart/by: 「$dpt」不是可用的分组，你是不是想写「$dept」？']);
    expect(messages({ ...pie, chart: { type: 'funnel' } })).toEqual(['/stats: 漏斗至少需要两个统计（两个阶段）']);
    expect(messages({ ...pie, chart: { type: 'bar', by: '$dept' }, stats: [{ ...pie.stats[0], over: 'company/list' }] })).toEqual(['/chart/by: 「company/list」的记录没有负责人（storage.owner），不能按部门分组']);
    expect(messages({ ...pie, chart: { type: 'line', by: '$day' }, stats: [{ key: 'a', title: 'A', over: 'talents/list' }] })).toEqual(['/stats/0: 按$day分组需要 time（时间字段）']);
    expect(messages({ ...pie, extra: 1 })).toEqual(['/extra: 未知的关键字「extra」；可用的有：$schema、kind、title、description、perms、chart、stats、range、i18n']);
  });
});
