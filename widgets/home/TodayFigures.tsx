import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ChartSchema } from '../../schemas/chart.ts';
import { get } from '../../runtime/http/client.ts';
import { useRouteTable } from '../../runtime/router/use-route-handle.ts';
import { fetchSchema } from '../../runtime/schema/schema-source.ts';

const ChartScreen = lazy(() => import('../../runtime/schema/ChartScreen.tsx'));

interface Series { key: string; title: string; total: number; screen: string }
interface Stats { series: Series[] }
const DAY = 'YYYY-MM-DD';

/**
 * 今日数据: the caller's figures of today (GET /stats/homeToday) within their data scope, each beside
 * yesterday's, each opening the screen it counts; only the figures of screens they may open.
 */
export function TodayFigures() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const routes = useRouteTable();
  const [figures, setFigures] = useState<{ today: Stats; yesterday: Stats; schema: ChartSchema | null } | null>(null);
  useEffect(() => {
    let live = true;
    const day = (d: dayjs.Dayjs) => ({ from: d.format(DAY), to: d.format(DAY) });
    Promise.all([get<Stats>('/stats/homeToday', day(dayjs()), { silent: true }), get<Stats>('/stats/homeToday', day(dayjs().subtract(1, 'day')), { silent: true }), fetchSchema('stats/homeToday')])
      .then(([today, yesterday, loaded]) => live && setFigures({ today, yesterday, schema: loaded.schema as unknown as ChartSchema | null }))
      .catch(() => live && setFigures({ today: { series: [] }, yesterday: { series: [] }, schema: null }));
    return () => { live = false; };
  }, []);
  const titles = figures?.schema?.i18n?.['en-US']?.stats;
  const title = (s: Series) => (i18n.language.startsWith('en') && titles?.[s.key]) || s.title;
  return (
    <Card title={t('home.figures')} loading={figures === null} data-testid="today-figures">
      {figures && !figures.today.series.length ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noStats')} /> : (
        <Row gutter={[12, 12]}>
          {figures?.today.series.map((s) => {
            const before = figures.yesterday.series.find((y) => y.key === s.key)?.total ?? 0;
            const change = s.total - before;
            const path = routes.find((r) => r.component === s.screen)?.path;
            return (
              <Col key={s.key} xs={12} md={6}>
                <Card
                  size="small" style={{ cursor: path ? 'pointer' : undefined }} data-testid={`figure-${s.key}`}
                  {...(path ? { role: 'link', tabIndex: 0, onClick: () => navigate(path), onKeyDown: (e: React.KeyboardEvent) => e.key === 'Enter' && navigate(path) } : {})}
                >
                  <Statistic title={title(s)} value={s.total} />
                  <Typography.Text type={change > 0 ? 'success' : change < 0 ? 'danger' : 'secondary'} style={{ fontSize: 12 }} data-testid="figure-change">
                    {change > 0 ? <ArrowUpOutlined /> : change < 0 ? <ArrowDownOutlined /> : null} {t('home.vsYesterday', { count: Math.abs(change), sign: change > 0 ? '+' : change < 0 ? '-' : '±' })}
                  </Typography.Text>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </Card>
  );
}

/** 近30天趋势: the home's line of the caller's days (stats/homeChart), drawn as a chart screen is. */
export function HomeTrend() {
  const [schema, setSchema] = useState<ChartSchema | null | undefined>();
  useEffect(() => {
    let live = true;
    fetchSchema('stats/homeChart').then((loaded) => live && setSchema(loaded.schema as unknown as ChartSchema | null)).catch(() => live && setSchema(null));
    return () => { live = false; };
  }, []);
  if (!schema) return null;
  return <Suspense fallback={null}><ChartScreen schema={schema} component="stats/homeChart" compact /></Suspense>;
}
