import { describe, expect, it } from 'vitest';
import type { ChartSchema } from '../../schemas/chart.ts';
import { optionOf } from './ChartScreen.tsx';

// What a chart draws, as the echarts option says it (issue 58: charts that do not mislead).
type Point = { key: string; label: string; value: number };
const series = (key: string, points: Point[]) => ({ key, title: key, total: points.reduce((n, p) => n + p.value, 0), points, screen: 'talents/list' });
const t = (key: string) => key;
const chart = (type: string, by?: string) => ({ kind: 'chart', title: 'x', chart: { type, by }, stats: [] }) as unknown as ChartSchema;

describe('a chart\'s drawing', () => {
  it('shows every company of 报表统计 (turned when many or long), and leaves out overlapping days only', () => {
    const companies = Array.from({ length: 8 }, (_, i) => ({ key: String(i), label: `某某人力资源服务有限公司${i}`, value: i }));
    const named = optionOf(chart('bar', 'company_id'), { from: '2026-11-01', to: '2026-11-29', by: 'company_id', series: [series('a', companies)] }, (s) => s.title, t) as { xAxis: { axisLabel: Record<string, unknown> } };
    expect(named.xAxis.axisLabel).toMatchObject({ interval: 0, rotate: 35, overflow: 'truncate' });
    const days = optionOf(chart('bar', '$day'), { from: '2026-11-01', to: '2026-11-29', by: '$day', series: [series('a', companies)] }, (s) => s.title, t) as { xAxis: { axisLabel: Record<string, unknown> } };
    expect(days.xAxis.axisLabel).toEqual({ hideOverlap: true });
    // On a phone the names stand upright, cut shorter.
    const phone = optionOf(chart('bar', 'company_id'), { from: '2026-11-01', to: '2026-11-29', by: 'company_id', series: [series('a', companies)] }, (s) => s.title, t, undefined, true) as { xAxis: { axisLabel: Record<string, unknown> } };
    expect(phone.xAxis.axisLabel).toMatchObject({ interval: 0, rotate: 90, width: 80 });
  });

  it('writes the radar\'s figures, and draws no team average for a team of one', () => {
    const stats = (owners: string[]) => ({ from: '2026-11-01', to: '2026-11-29', by: '$owner', series: ['calls', 'follows'].map((k) => series(k, owners.map((o, i) => ({ key: o, label: o, value: i + 1 })))) });
    type Radar = { series: Array<{ label: { show: boolean }; data: Array<{ name: string }> }> };
    const lone = optionOf(chart('radar', '$owner'), stats(['张三']), (s) => s.title, t) as Radar;
    expect(lone.series[0].label.show).toBe(true);
    expect(lone.series[0].data.map((d) => d.name)).toEqual(['张三']);
    const team = optionOf(chart('radar', '$owner'), stats(['张三', '李四']), (s) => s.title, t) as Radar;
    expect(team.series[0].data.map((d) => d.name)).toEqual(['张三', 'chart.teamAverage']);
  });
});
