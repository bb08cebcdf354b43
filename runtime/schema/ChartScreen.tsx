// A chart screen (schema kind "chart"): its statistics from GET /stats/{component} over a date
// range, drawn by echarts (this module is its own chunk, loaded when a chart screen opens), with
// the numbers behind it as a table, and both exported (xlsx with numbers as numbers, PNG).
import { Button, Card, DatePicker, Empty, Grid, Result, Segmented, Select, Space, Spin, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { BarChart, FunnelChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRouteTable } from '../router/use-route-handle.ts';
import type { ChartSchema, RangePreset } from '../../schemas/chart.ts';
import { get } from '../http/client.ts';
import { useEffectiveTheme } from '../settings/use-theme.ts';
import { download, exportSheet } from './xlsx.ts';

echarts.use([BarChart, LineChart, PieChart, FunnelChart, RadarChart, GridComponent, LegendComponent, TooltipComponent, RadarComponent, CanvasRenderer]);

interface Point { key: string; label: string; label_en?: string; value: number }
interface Series { key: string; title: string; total: number; points: Point[]; screen: string }
interface Stats { from: string; to: string; by: string | null; series: Series[] }

const DAY = 'YYYY-MM-DD';
/** A preset's first day, ending today. */
const presetStart: Record<RangePreset, () => Dayjs> = {
  today: () => dayjs().startOf('day'),
  week: () => dayjs().subtract((dayjs().day() + 6) % 7, 'day'),
  month: () => dayjs().startOf('month'),
  '30d': () => dayjs().subtract(29, 'day'),
  // From the first record on: the server says where that is (the picker shows the last 30 days until then).
  data: () => dayjs().subtract(29, 'day'),
};

/** Rounds a figure for show: whole numbers as they are, others to two places. */
const shown = (n: number) => (Number.isInteger(n) ? n : Math.round(n * 100) / 100);

/** The groups of every series in order (the first series' order, then any others'), each with its label. */
function categories(series: Series[]): Point[] {
  const seen = new Map<string, Point>();
  for (const s of series) for (const p of s.points) if (!seen.has(p.key)) seen.set(p.key, p);
  return [...seen.values()];
}

/** The echarts option drawing `stats` as `chart` says; `owner` picks the radar's recruiter. */
export function optionOf(chart: ChartSchema, stats: Stats, titles: (s: Series) => string, t: (key: string, o?: Record<string, unknown>) => string, owner?: string, narrow = false): echarts.EChartsCoreOption {
  const type = chart.chart.type;
  const tooltip = { trigger: type === 'pie' || type === 'funnel' ? 'item' : 'axis', confine: true };
  if (type === 'pie') {
    const [s] = stats.series;
    return { tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' }, legend: { type: 'scroll', bottom: 0 }, series: [{ type: 'pie', radius: ['35%', '65%'], name: titles(s), data: s.points.map((p) => ({ name: p.label, value: p.value, key: p.key })) }] };
  }
  if (type === 'funnel') {
    const first = stats.series[0]?.total || 0;
    return {
      tooltip: { trigger: 'item', formatter: (p: { name: string; value: number; dataIndex: number }) => `${p.name}: ${p.value}${p.dataIndex > 0 && first ? ` (${t('chart.ofFirst', { rate: ((p.value / first) * 100).toFixed(1) })})` : ''}` },
      series: [{
        type: 'funnel', sort: 'none', left: '10%', width: '80%', minSize: '8%',
        label: { formatter: (p: { name: string; value: number; dataIndex: number }) => {
          const before = p.dataIndex > 0 ? stats.series[p.dataIndex - 1].total : 0;
          return p.dataIndex > 0 ? `${p.name} ${p.value}（${before ? ((p.value / before) * 100).toFixed(1) : '—'}%）` : `${p.name} ${p.value}`;
        } },
        data: stats.series.map((s) => ({ name: titles(s), value: s.total })),
      }],
    };
  }
  if (type === 'radar') {
    const owners = categories(stats.series);
    const valueOf = (s: Series, key: string) => s.points.find((p) => p.key === key)?.value ?? 0;
    const average = (s: Series) => (owners.length ? s.points.reduce((n, p) => n + p.value, 0) / owners.length : 0);
    const picked = owner ?? owners[0]?.key;
    return {
      tooltip: { trigger: 'item' }, legend: { bottom: 0 },
      radar: { nameGap: 26, indicator: stats.series.map((s) => ({ name: titles(s), max: Math.max(1, ...s.points.map((p) => p.value)) })) },
      // Each figure written at its point; a team of one has no average to set against (it drew one line over the other).
      series: [{ type: 'radar', label: { show: true, formatter: (p: { value: number }) => String(p.value) }, data: [
        { name: owners.find((o) => o.key === picked)?.label ?? '', value: stats.series.map((s) => valueOf(s, picked ?? '')) },
        ...(owners.length > 1 ? [{ name: t('chart.teamAverage'), value: stats.series.map((s) => shown(average(s))), label: { show: false } }] : []),
      ] }],
    };
  }
  const groups = categories(stats.series);
  const kind = type === 'line' ? 'line' : 'bar';
  return {
    tooltip, legend: { type: 'scroll', bottom: 0 }, grid: { left: 48, right: 24, top: 24, bottom: 64, containLabel: true },
    // Days follow each other, so a few may be left out where they would overlap; names (companies) are
    // each shown, turned when many or long (upright on a phone), and cut with … past 140 px (80 on a
    // phone; the tooltip has them whole).
    xAxis: { type: 'category', data: groups.map((g) => g.label), axisLabel: stats.by?.startsWith('$') && stats.by !== '$owner' && stats.by !== '$dept'
      ? { hideOverlap: true }
      : { interval: 0, rotate: narrow && groups.length > 3 ? 90 : groups.length > 6 || groups.some((g) => g.label.length > 6) ? 35 : 0, width: narrow ? 80 : 140, overflow: 'truncate' } },
    yAxis: { type: 'value', minInterval: 1 },
    series: stats.series.map((s) => ({
      type: kind, name: titles(s), ...(type === 'stacked' ? { stack: 'all' } : {}), smooth: kind === 'line',
      data: groups.map((g) => s.points.find((p) => p.key === g.key)?.value ?? 0),
    })),
  };
}

/** The screen: range, chart or table, exports. */
export default function ChartScreen({ schema, component, compact = false }: { schema: ChartSchema; component: string; /** On the home: no description, no exports, a lower chart. */ compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const theme = useEffectiveTheme();
  const navigate = useNavigate();
  const routes = useRouteTable();
  const local = i18n.language.startsWith('en') ? schema.i18n?.['en-US'] : undefined;
  const titles = (s: Series) => local?.stats?.[s.key] ?? s.title;
  const preset = schema.range?.default ?? '30d';
  // The `data` preset's range is the server's to say (its first and last records): none until it has.
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(() => (preset === 'data' ? null : [presetStart[preset](), dayjs()]));
  const answered = useRef('');
  const [fetched, setStats] = useState<Stats | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [owner, setOwner] = useState<string | undefined>();
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<echarts.ECharts | null>(null);

  const from = range?.[0].format(DAY);
  const to = range?.[1].format(DAY);
  useEffect(() => {
    // The range just taken from an answer is the answer's: not asked again.
    if (range && answered.current === `${from}:${to}`) return undefined;
    let live = true;
    setLoading(true);
    get<Stats>(`/stats/${component}`, range ? { from, to } : {}, { silent: true })
      .then((found) => {
        if (!live) return;
        setStats(found);
        setFailed(null);
        if (!range) {
          answered.current = `${found.from}:${found.to}`;
          setRange([dayjs(found.from), dayjs(found.to)]);
        }
      })
      .catch((error: Error) => live && setFailed(error.message))
      .finally(() => live && setLoading(false));
    return () => { live = false; };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `range` is read through from and to
  }, [component, from, to]);

  // Group labels in the reader's language where the server gave one (a dictionary's English, 公海 as Pool).
  const english = i18n.language.startsWith('en');
  const stats = useMemo(() => (fetched && english
    ? { ...fetched, series: fetched.series.map((s) => ({ ...s, points: s.points.map((p) => ({ ...p, label: p.label_en ?? p.label })) })) }
    : fetched), [fetched, english]);
  const empty = !stats || stats.series.every((s) => s.total === 0);
  const narrow = Grid.useBreakpoint().md === false;
  const option = useMemo(() => (stats && !empty ? optionOf(schema, stats, titles, (key, o) => t(key, o ?? {}) as string, owner, narrow) : null), [schema, stats, empty, owner, t, i18n.language, narrow]);

  // Drawn anew when the theme changes (echarts takes its theme at init), resized with its box.
  useEffect(() => {
    if (!box.current || !option || view !== 'chart') return undefined;
    const canvas = box.current;
    canvas.removeAttribute('data-drawn');
    const chart = echarts.init(canvas, theme === 'dark' ? 'dark' : undefined, { renderer: 'canvas' });
    // Said once the entry animation has ended: a picture taken then shows the chart, not its fade-in.
    chart.on('finished', () => canvas.setAttribute('data-drawn', 'true'));
    chart.setOption({ ...option, backgroundColor: 'transparent' });
    // Drill-down: a bar or slice of a field's group opens the list it counts, filtered by that group.
    const by = stats?.by;
    if (by && !by.startsWith('$')) {
      chart.on('click', (event) => {
        const series = stats!.series[schema.chart.type === 'pie' ? 0 : event.seriesIndex ?? 0];
        const point = schema.chart.type === 'pie' ? series?.points[event.dataIndex] : categories(stats!.series)[event.dataIndex];
        const path = routes.find((r) => r.component === series?.screen)?.path;
        if (path && point && point.key !== '$other' && point.key !== '') navigate(`${path}?${new URLSearchParams({ [by]: point.key })}`);
      });
    }
    drawn.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(box.current);
    return () => { observer.disconnect(); chart.dispose(); drawn.current = null; };
  }, [option, theme, view, stats, routes, navigate, schema]);

  const rows = stats ? tableRows(schema, stats, titles) : [];
  const columns = stats ? tableColumns(schema, stats, titles, t) : [];
  const title = local?.title ?? schema.title;
  const exportXlsx = async () => {
    if (!stats) return;
    const headers = columns.map((c) => String(c.title));
    const bytes = await exportSheet(title.slice(0, 31), headers, rows.map((r) => columns.map((c) => r[c.dataIndex] as string | number)));
    download(bytes, `${title}_${from}_${to}.xlsx`);
  };
  const exportPng = () => {
    const url = drawn.current?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: theme === 'dark' ? '#141414' : '#ffffff' });
    if (!url) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = `${title}_${from}_${to}.png`;
    a.click();
  };
  const owners = stats && schema.chart.type === 'radar' ? categories(stats.series) : [];

  return (
    <Card
      title={<Space direction="vertical" size={0}><span>{title}</span>{!compact && (local?.description ?? schema.description) ? <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13, whiteSpace: 'normal' }}>{local?.description ?? schema.description}</Typography.Text> : null}</Space>}
      data-testid="chart-screen"
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <span data-testid="chart-range"><DatePicker.RangePicker
          value={range ?? undefined} allowClear={false} aria-label={t('chart.range')}
          onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
          presets={(['today', 'week', 'month', '30d'] as const).map((p) => ({ label: t(`chart.preset.${p}`), value: [presetStart[p](), dayjs()] as [Dayjs, Dayjs] }))}
        /></span>
        {owners.length > 0 && (
          <Select style={{ minWidth: 140 }} value={owner ?? owners[0].key} onChange={setOwner} options={owners.map((o) => ({ value: o.key, label: o.label }))} data-testid="chart-owner" aria-label={t('chart.recruiter')} />
        )}
        <Segmented value={view} onChange={(v) => setView(v as 'chart' | 'table')} options={[{ value: 'chart', label: t('chart.chart') }, { value: 'table', label: t('chart.table') }]} data-testid="chart-view" />
        {!compact && <Button onClick={() => void exportXlsx()} disabled={!stats || empty} data-testid="chart-xlsx">{t('chart.exportXlsx')}</Button>}
        {!compact && <Button onClick={exportPng} disabled={!stats || empty || view !== 'chart'} data-testid="chart-png">{t('chart.exportPng')}</Button>}
      </Space>
      <Spin spinning={loading}>
        {failed ? <Result status="error" title={t('chart.loadFailed')} subTitle={failed} />
          : empty ? <Empty style={{ padding: '80px 0' }} description={loading ? t('chart.loading') : t('chart.empty')} data-testid="chart-empty" />
            : view === 'table' ? <Table size="small" rowKey="key" pagination={false} columns={columns} dataSource={rows} data-testid="chart-table" />
              : <div ref={box} role="img" aria-label={title} style={{ width: '100%', height: compact ? 300 : 420 }} data-testid="chart-canvas" />}
      </Spin>
    </Card>
  );
}

type TableRow = Record<string, string | number> & { key: string };

/** The numbers behind the chart: a row per group (a column per statistic), or a row per statistic when it is not grouped. */
function tableRows(schema: ChartSchema, stats: Stats, titles: (s: Series) => string): TableRow[] {
  if (!stats.by) {
    const first = stats.series[0]?.total || 0;
    return stats.series.map((s, i) => ({ key: s.key, name: titles(s), value: s.total, ...(schema.chart.type === 'funnel' ? { rate: i && first ? Math.round((s.total / first) * 1000) / 10 : 100 } : {}) }));
  }
  return categories(stats.series).map((g) => ({ key: g.key, name: g.label, ...Object.fromEntries(stats.series.map((s) => [s.key, s.points.find((p) => p.key === g.key)?.value ?? 0])) }));
}

function tableColumns(schema: ChartSchema, stats: Stats, titles: (s: Series) => string, t: (key: string) => string): Array<{ title: string; dataIndex: string; key: string; align?: 'right' }> {
  if (!stats.by) {
    return [{ title: t('chart.item'), dataIndex: 'name', key: 'name' }, { title: t('chart.value'), dataIndex: 'value', key: 'value', align: 'right' },
      ...(schema.chart.type === 'funnel' ? [{ title: t('chart.rate'), dataIndex: 'rate', key: 'rate', align: 'right' as const }] : [])];
  }
  return [{ title: t(`chart.by.${stats.by.startsWith('$') ? stats.by.slice(1) : 'group'}`), dataIndex: 'name', key: 'name' },
    ...stats.series.map((s) => ({ title: titles(s), dataIndex: s.key, key: s.key, align: 'right' as const }))];
}
