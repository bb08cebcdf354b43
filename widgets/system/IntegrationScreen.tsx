import { ApiOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Col, Row, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../runtime/antd/feedback.ts';
import { get, post } from '../../runtime/http/client.ts';
import { Auth } from '../../runtime/perms/Auth.tsx';
import type { ScreenProps } from '../../runtime/router/screen-types.ts';
import { SchemaScreenFor } from '../../runtime/schema/SchemaScreen.tsx';
import { formatDateTime } from '../../validators/formatters.ts';

interface AdapterState { kind: string; title: string; configured: boolean; lastAt: number | null; lastOk: boolean | null; lastError: { at: number; message: string } | null }

/**
 * system/integration: each external platform's state (configured or not, its last call, its last
 * failure) with 测试连接, above the log of every call.
 */
export default function IntegrationScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [adapters, setAdapters] = useState<AdapterState[] | null>(null);
  const [testing, setTesting] = useState<string | null>(null);
  const [epoch, setEpoch] = useState(0);
  const load = useCallback(() => get<AdapterState[]>('/system/integrations/adapters').then(setAdapters).catch(() => setAdapters([])), []);
  useEffect(() => { void load(); }, [load, epoch]);
  const test = async (kind: string) => {
    setTesting(kind);
    try {
      const result = await post<{ ok: boolean; message: string }>(`/system/integrations/test/${kind}`, {});
      (result.ok ? feedback.message.success : feedback.message.error)(result.message);
    } catch { /* said by the http client */ } finally {
      setTesting(null);
      setEpoch((n) => n + 1);
    }
  };
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Row gutter={[12, 12]} data-testid="adapters">
        {(adapters ?? []).map((a) => (
          <Col key={a.kind} xs={24} md={12} xl={8}>
            <Card size="small" title={<Space><ApiOutlined />{a.title}</Space>} data-testid={`adapter-${a.kind}`}
              extra={<Auth perms={['sys:integration:test']}><Button size="small" loading={testing === a.kind} onClick={() => void test(a.kind)}>{t('integrations.test')}</Button></Auth>}>
              <Space direction="vertical" size={2}>
                <Badge status={a.configured ? 'success' : 'default'} text={a.configured ? t('integrations.configured') : t('integrations.notConfigured')} />
                <Typography.Text type="secondary">{t('integrations.lastCall')}：{a.lastAt ? `${formatDateTime(a.lastAt)} · ${a.lastOk ? t('integrations.ok') : t('integrations.failed')}` : t('integrations.never')}</Typography.Text>
                {a.lastError && <Typography.Text type="danger">{t('integrations.lastError')}：{formatDateTime(a.lastError.at)} {a.lastError.message}</Typography.Text>}
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      <SchemaScreenFor key={epoch} component={route.component} />
    </Space>
  );
}
