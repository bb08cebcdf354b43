import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Input, Space, Spin, Table, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../runtime/antd/feedback.ts';
import { post } from '../../runtime/http/client.ts';
import { Auth } from '../../runtime/perms/Auth.tsx';

interface Entry { key: string; value: string; isNew?: boolean }
const KEY_RULE = /^[a-zA-Z][a-zA-Z0-9_.-]{0,63}$/;

/**
 * system/config: the system's key/value settings through POST /app/system/config/data. Edits
 * collect locally; saving sends the changed and removed keys (null removes one) at once.
 */
export default function ConfigScreen() {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<Record<string, string> | null>(null);
  const [rows, setRows] = useState<Entry[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = (data: Record<string, string>) => {
    setSaved(data);
    setRows(Object.entries(data).map(([key, value]) => ({ key, value })));
  };
  const load = useCallback(() => {
    setError(null);
    setSaved(null);
    post<Record<string, string>>('/app/system/config/data', {}, { silent: true }).then(apply).catch((e: Error) => setError(e.message));
  }, []);
  useEffect(load, [load]);

  const problems = rows.flatMap((r, i) => [
    ...(!KEY_RULE.test(r.key) ? [t('config.badKey', { row: i + 1 })] : []),
    ...(rows.findIndex((o) => o.key === r.key) !== i ? [t('config.duplicateKey', { key: r.key })] : []),
  ]);
  const changes: Record<string, string | null> = {};
  for (const r of rows) if (saved?.[r.key] !== r.value) changes[r.key] = r.value;
  for (const key of Object.keys(saved ?? {})) if (!rows.some((r) => r.key === key)) changes[key] = null;
  const dirty = Object.keys(changes).length > 0;

  const save = async () => {
    setBusy(true);
    try {
      apply(await post<Record<string, string>>('/app/system/config/data', { configs: changes }));
      feedback.message.success(t('common.saved'));
    } catch { /* the http client has said why */ } finally {
      setBusy(false);
    }
  };
  const edit = (i: number, patch: Partial<Entry>) => setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <Card
      title={t('config.title')} data-testid="config-screen"
      extra={(
        <Space>
          <Auth perms={['sys:config:save']}>
            <Button icon={<PlusOutlined />} onClick={() => setRows((list) => [...list, { key: '', value: '', isNew: true }])}>{t('config.add')}</Button>
          </Auth>
          <Auth perms={['sys:config:save']}>
            <Button type="primary" disabled={!dirty || problems.length > 0} loading={busy} onClick={() => void save()}>{t('common.save')}</Button>
          </Auth>
          <Button icon={<ReloadOutlined />} aria-label={t('common.refresh')} onClick={load} />
        </Space>
      )}
    >
      <Typography.Paragraph type="secondary">{t('config.hint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon message={t('error.loadFailed')} description={error} action={<Button size="small" onClick={load}>{t('common.retry')}</Button>} />}
      {!error && saved === null && <Spin style={{ display: 'block', margin: '40px auto' }} />}
      {!error && saved !== null && (
        <>
          {problems.length > 0 && <Alert type="warning" showIcon message={problems.join('；')} style={{ marginBottom: 12 }} />}
          <Table<Entry>
            rowKey={(_, i) => String(i)} size="middle" pagination={false} dataSource={rows}
            locale={{ emptyText: <Empty description={t('config.empty')} /> }}
            columns={[
              { title: t('config.key'), width: 280, render: (_, r, i) => <Input value={r.key} disabled={!r.isNew} placeholder="site.notice" aria-label={t('config.key')} onChange={(e) => edit(i, { key: e.target.value.trim() })} /> },
              { title: t('config.value'), render: (_, r, i) => <Input.TextArea value={r.value} autoSize={{ maxRows: 6 }} maxLength={4000} aria-label={t('config.value')} onChange={(e) => edit(i, { value: e.target.value })} /> },
              { title: t('common.actions'), width: 90, render: (_, _r, i) => <Auth perms={['sys:config:save']}><Button danger type="link" icon={<DeleteOutlined />} onClick={() => setRows((list) => list.filter((_x, j) => j !== i))}>{t('common.delete')}</Button></Auth> },
            ]}
          />
        </>
      )}
    </Card>
  );
}
