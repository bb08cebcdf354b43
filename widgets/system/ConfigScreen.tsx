import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Grid, Input, Space, Spin, Table, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../runtime/antd/feedback.ts';
import { get, post } from '../../runtime/http/client.ts';
import { Auth } from '../../runtime/perms/Auth.tsx';

interface Entry { key: string; value: string; isNew?: boolean }
/** A key the product reads (GET /app/system/config/keys). */
interface KnownKey { key: string; title: string; titleEn: string; type: 'integer' | 'text' | 'secret' | 'url'; default: string; example?: string; min?: number; max?: number; source: string }
const KEY_RULE = /^[a-zA-Z][a-zA-Z0-9_.-]{0,63}$/;

/**
 * system/config: the system's key/value settings through POST /app/system/config/data. Edits
 * collect locally; saving sends the changed and removed keys (null removes one) at once.
 */
export default function ConfigScreen() {
  const { t, i18n } = useTranslation();
  // A phone: an entry per card (key and meaning, then the value the screen's full width).
  const narrow = Grid.useBreakpoint().md === false;
  const [saved, setSaved] = useState<Record<string, string> | null>(null);
  const [rows, setRows] = useState<Entry[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [known, setKnown] = useState<KnownKey[]>([]);

  // Known keys first (unset ones too, empty, showing their default), then the others as saved.
  const apply = (data: Record<string, string>, keys = known) => {
    setSaved(data);
    setRows([
      ...keys.map((k) => ({ key: k.key, value: data[k.key] ?? '' })),
      ...Object.entries(data).filter(([key]) => !keys.some((k) => k.key === key)).map(([key, value]) => ({ key, value })),
    ]);
  };
  const load = useCallback(() => {
    setError(null);
    setSaved(null);
    Promise.all([post<Record<string, string>>('/app/system/config/data', {}, { silent: true }), get<KnownKey[]>('/app/system/config/keys', undefined, { silent: true })])
      .then(([data, keys]) => { setKnown(keys); apply(data, keys); })
      .catch((e: Error) => setError(e.message));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(load, [load]);

  const problems = rows.flatMap((r, i) => [
    ...(!KEY_RULE.test(r.key) ? [t('config.badKey', { row: i + 1 })] : []),
    ...(rows.findIndex((o) => o.key === r.key) !== i ? [t('config.duplicateKey', { key: r.key })] : []),
  ]);
  const changes: Record<string, string | null> = {};
  const isKnown = (key: string) => known.find((k) => k.key === key);
  // A known key left empty is unset (its default applies).
  for (const r of rows) if ((saved?.[r.key] ?? '') !== r.value || (!isKnown(r.key) && saved?.[r.key] === undefined)) changes[r.key] = isKnown(r.key) && r.value === '' ? null : r.value;
  for (const [key, value] of Object.entries(changes)) if (value === null && saved?.[key] === undefined) delete changes[key];
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

  const keyCell = (r: Entry, i: number) => {
    const spec = isKnown(r.key);
    return (
      <>
        <Input value={r.key} disabled={!r.isNew} placeholder="site.notice" aria-label={t('config.key')} onChange={(e) => edit(i, { key: e.target.value.trim() })} />
        {spec && <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="config-meaning">{i18n.language === 'en-US' ? spec.titleEn : spec.title}</Typography.Text>}
      </>
    );
  };
  const valueCell = (r: Entry, i: number) => {
    const spec = isKnown(r.key);
    // Its default when it has one, else what a value looks like.
    const placeholder = !spec ? undefined : !spec.default && spec.example ? t('config.exampleIs', { value: spec.example }) : t('config.defaultIs', { value: spec.default || t('config.none') });
    return spec?.type === 'integer'
      ? <Input value={r.value} inputMode="numeric" placeholder={placeholder} aria-label={t('config.value')} onChange={(e) => edit(i, { value: e.target.value.trim() })} addonAfter={spec.min !== undefined && spec.max !== undefined ? `${spec.min}–${spec.max}` : spec.min !== undefined ? `≥ ${spec.min}` : undefined} />
      : <Input.TextArea value={r.value} autoSize={{ maxRows: 6 }} maxLength={4000} placeholder={placeholder} aria-label={t('config.value')} onChange={(e) => edit(i, { value: e.target.value })} />;
  };
  const typeText = (r: Entry) => { const spec = isKnown(r.key); return spec ? t(`config.types.${spec.type}`) : t('config.custom'); };
  const removeButton = (r: Entry, i: number) => (isKnown(r.key) ? null : <Auth perms={['sys:config:save']}><Button danger type="link" icon={<DeleteOutlined />} onClick={() => setRows((list) => list.filter((_x, j) => j !== i))}>{t('common.delete')}</Button></Auth>);

  return (
    <Card
      title={t('config.title')} data-testid="config-screen"
      // The title keeps its width; the buttons wrap beside it on a phone.
      styles={{ title: { flex: 'none', marginInlineEnd: 12 }, extra: { flex: '0 1 auto', minWidth: 0 } }}
      extra={(
        <Space wrap style={{ justifyContent: 'flex-end' }}>
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
          {narrow ? (
            <Space direction="vertical" size={8} style={{ width: '100%' }}>
              {rows.length === 0 && <Empty description={t('config.empty')} />}
              {rows.map((r, i) => (
                <Card key={i} size="small" data-testid="config-card" title={typeText(r)} extra={removeButton(r, i)}>
                  <Space direction="vertical" size={8} style={{ width: '100%' }}>
                    <div>{keyCell(r, i)}</div>
                    {valueCell(r, i)}
                  </Space>
                </Card>
              ))}
            </Space>
          ) : (
            <Table<Entry>
              rowKey={(_, i) => String(i)} size="middle" pagination={false} dataSource={rows}
              locale={{ emptyText: <Empty description={t('config.empty')} /> }}
              columns={[
                { title: t('config.key'), width: 300, render: (_, r, i) => keyCell(r, i) },
                { title: t('config.value'), render: (_, r, i) => valueCell(r, i) },
                { title: t('config.type'), width: 90, render: (_, r) => typeText(r) },
                { title: t('common.actions'), width: 90, render: (_, r, i) => removeButton(r, i) },
              ]}
            />
          )}
        </>
      )}
    </Card>
  );
}
