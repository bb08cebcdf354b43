import { Alert, Avatar, Button, Card, Col, Descriptions, Empty, Row, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { MenuIcon } from '../../runtime/layout/icons.tsx';
import { routeTitle } from '../../runtime/router/route-handle.ts';
import { useRouteTable } from '../../runtime/router/use-route-handle.ts';
import { PENDING } from '../pending.ts';
import { session } from '../../runtime/session/session-store.ts';
import { systemInfo } from '../../runtime/session/system-info.ts';
import { usePerms } from '../../runtime/perms/Auth.tsx';
import { isLocalOrigin } from '../../validators/local-address.ts';
import { DueCard } from './DueCard.tsx';
import { HomeTrend, TodayFigures } from './TodayFigures.tsx';

function partOfDay(hour: number): 'morning' | 'noon' | 'afternoon' | 'evening' {
  if (hour < 11) return 'morning';
  if (hour < 13) return 'noon';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/**
 * The home screen at /dashboard: a greeting, the account, shortcuts to the screens the user
 * may open, what is due (follow-ups with a next time), today's figures beside yesterday's and the
 * last 30 days, all within the caller's data scope (GET /stats/homeToday, /stats/homeChart).
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile } = useSnapshot(session);
  const { systemDomain } = useSnapshot(systemInfo);
  const can = usePerms();
  // Links in SMS and the platforms' callback addresses are built on the system domain: while it is unset
  // or this machine's own, those who can set it are told on the first screen they see.
  const domainMissing = can(['sys:setting:save']) && (!systemDomain || isLocalOrigin(systemDomain));
  // Screens the user may open that do something: not the ones still waiting to be built.
  const shortcuts = useRouteTable().filter((r) => !r.hidden && r.path !== '/dashboard' && r.component && !PENDING.includes(r.component)).slice(0, 8);
  const now = dayjs();

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {domainMissing && (
        <Alert type="warning" showIcon data-testid="domain-warning" message={t('home.domainMissing')}
          action={<Button size="small" onClick={() => navigate('/system/setting')}>{t('home.domainSet')}</Button>} />
      )}
      <Card>
        <Space size={16}>
          <Avatar size={64} src={profile?.avatar || undefined}>{profile?.nickname?.slice(0, 1)}</Avatar>
          <div>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="greeting">
              {t('home.greeting', { time: t(`home.${partOfDay(now.hour())}`), name: profile?.nickname || profile?.username })}
            </Typography.Title>
            <Typography.Text type="secondary">{t('home.today', { date: now.format('YYYY-MM-DD dddd') })}</Typography.Text>
          </div>
        </Space>
      </Card>
      <TodayFigures />
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <HomeTrend />
          <Card title={t('home.shortcuts')} style={{ marginTop: 16 }}>
            {shortcuts.length === 0 ? <Empty description={t('home.noShortcuts')} /> : (
              <Row gutter={[12, 12]}>
                {shortcuts.map((r) => (
                  <Col key={r.path} xs={12} md={6}>
                    <Card hoverable size="small" onClick={() => navigate(r.path)} style={{ textAlign: 'center' }}>
                      <div style={{ fontSize: 22 }}><MenuIcon name={r.icon ?? 'appstore'} /></div>
                      <div>{routeTitle(r, t)}</div>
                    </Card>
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <DueCard />
          <Card title={t('home.account')} style={{ marginTop: 16 }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('home.username')}>{profile?.username}</Descriptions.Item>
              <Descriptions.Item label={t('home.roles')}>{profile?.roles.map((r) => <Tag key={r}>{r}</Tag>)}</Descriptions.Item>
              <Descriptions.Item label={t('home.perms')}>{profile?.perms.length ?? 0}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
