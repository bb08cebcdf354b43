import { DesktopOutlined, HistoryOutlined, MobileOutlined } from '@ant-design/icons';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { PreviewText } from '@formily/antd-v5';
import { Alert, Button, Card, Drawer, Grid, Modal, Segmented, Space, Spin, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../antd/feedback.ts';
import { get, post } from '../http/client.ts';
import { clearServerErrorsOnInput, showServerErrors } from './server-errors.ts';
import { emptyText } from '../i18n/i18n.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import type { ScreenSchema } from '../../schemas/types.ts';
import { usePerms } from '../perms/Auth.tsx';
import { registerFormats, SchemaField } from './components.tsx';
import { loadFieldOptions, type Option } from './options.ts';
import { recordFormSchema } from './to-formily.ts';
import { MaterialView } from './widgets/material.tsx';
import { RichTextView } from './widgets/rich-text.tsx';

registerFormats();

interface Version { version: number; status: 'draft' | 'published' | 'old'; by: string | null; created_at: number; published_at: number | null }
interface PageState {
  current: (Version & { data: Record<string, unknown> }) | null;
  published: (Version & { data: Record<string, unknown> }) | null;
  versions: Version[];
}

const STATUS_COLORS: Record<Version['status'], string> = { draft: 'orange', published: 'green', old: 'default' };
/** The widths the preview shows the page at: a phone's and a desktop's. */
const PREVIEW_WIDTHS = { phone: 390, desktop: 1024 } as const;

/**
 * A single page (`kind: "page"`: 公司介绍): its fields in a form; 保存草稿 keeps a new version, 发布
 * makes the newest the page the website reads; the history lists the versions, each restorable as
 * a new draft; the preview shows the page at a phone's and a desktop's width.
 */
export default function PageScreen({ schema, component }: { schema: ScreenSchema; component: string }) {
  const { t } = useTranslation();
  const can = usePerms();
  const canSave = can([schema.perms.save!]);
  const [state, setState] = useState<PageState | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [options, setOptions] = useState<Record<string, Option[]>>({});
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [history, setHistory] = useState(false);
  const [preview, setPreview] = useState<keyof typeof PREVIEW_WIDTHS | null>(null);
  const md = Grid.useBreakpoint().md;
  const stacked = md === undefined ? window.matchMedia('(max-width: 767.98px)').matches : !md;

  const load = useCallback(() => get<PageState>(`/pages/${component}`).then(setState).catch((e: Error) => setFailed(e.message)), [component]);
  useEffect(() => { void load(); loadFieldOptions(schema.model.properties).then(setOptions).catch(() => undefined); }, [load, schema]);
  const form = useMemo(() => createForm({ initialValues: state?.current?.data ?? {}, readPretty: !canSave, effects: clearServerErrorsOnInput }), [state?.current?.version, canSave]); // eslint-disable-line react-hooks/exhaustive-deps
  const formSchema = useMemo(() => recordFormSchema(schema, 'create', options, stacked), [schema, options, stacked]);

  const values = () => Object.fromEntries(Object.keys(schema.model.properties).map((name) => [name, form.values[name] === '' || form.values[name] === undefined ? null : form.values[name]]));
  const save = async (): Promise<number | null> => {
    try { await form.validate(); } catch { return null; }
    setBusy('save');
    try {
      const { version } = await post<{ version: number }>(`/pages/save/${component}`, { data: values() });
      feedback.message.success(t('page.saved', { version }));
      await load();
      return version;
    } catch (error) {
      showServerErrors(form, error);
      return null;
    } finally { setBusy(null); }
  };
  // 发布: what is in the form now (saved first when changed), then that version goes live.
  const publish = () => feedback.modal.confirm({
    title: t('page.publishConfirm'), content: t('page.publishHint'), okText: t('page.publish'),
    onOk: async () => {
      const version = form.modified || !state?.current ? await save() : state.current.version;
      if (version === null) return;
      setBusy('publish');
      try {
        await post(`/pages/publish/${component}`, { version });
        feedback.message.success(t('page.published', { version }));
        await load();
      } finally { setBusy(null); }
    },
  });
  const restore = (version: number) => feedback.modal.confirm({
    title: t('page.restoreConfirm', { version }), content: t('page.restoreHint'), okText: t('page.restore'),
    onOk: async () => {
      const { version: made } = await post<{ version: number }>(`/pages/restore/${component}`, { version });
      feedback.message.success(t('page.restored', { version, made }));
      setHistory(false);
      await load();
    },
  });

  if (failed) return <Alert type="error" showIcon message={failed} />;
  if (!state) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const current = state.current;
  const live = state.published;
  return (
    <Card
      title={<Space wrap>{schema.title}{current ? <Tag color={STATUS_COLORS[current.status]} data-testid="page-status">{t(`page.status.${current.status}`)} · {t('page.version', { version: current.version })}</Tag> : <Tag>{t('page.none')}</Tag>}</Space>}
      data-testid="page-screen"
    >
      {/* The buttons under the title, not beside it: on a phone the title keeps its line. */}
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<MobileOutlined />} onClick={() => setPreview('phone')}>{t('page.previewPhone')}</Button>
        <Button icon={<DesktopOutlined />} onClick={() => setPreview('desktop')}>{t('page.previewDesktop')}</Button>
        <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)} disabled={!state.versions.length}>{t('page.history')}</Button>
        {canSave && <Button onClick={() => void save()} loading={busy === 'save'}>{t('page.saveDraft')}</Button>}
        {canSave && <Button type="primary" onClick={publish} loading={busy === 'publish'}>{t('page.publish')}</Button>}
      </Space>
      {schema.description && <Typography.Paragraph type="secondary">{schema.description}</Typography.Paragraph>}
      <Typography.Paragraph type="secondary" data-testid="page-live">
        {live ? t('page.liveIs', { version: live.version, at: formatDateTime(live.published_at ?? live.created_at) }) : t('page.notLive')}
      </Typography.Paragraph>
      <FormProvider form={form}>
        <PreviewText.Placeholder value={emptyText()}><SchemaField key={`${current?.version}-${stacked}`} schema={formSchema} /></PreviewText.Placeholder>
      </FormProvider>
      <Drawer open={history} onClose={() => setHistory(false)} title={t('page.history')} width={Math.min(560, window.innerWidth)} destroyOnHidden>
        <Table<Version> rowKey="version" size="small" pagination={false} dataSource={state.versions} data-testid="page-versions" columns={[
          { title: t('page.versionColumn'), dataIndex: 'version', width: 70 },
          { title: t('page.statusColumn'), dataIndex: 'status', width: 90, render: (s: Version['status']) => <Tag color={STATUS_COLORS[s]}>{t(`page.status.${s}`)}</Tag> },
          { title: t('page.savedAt'), dataIndex: 'created_at', render: (at: number, v) => <>{formatDateTime(at)}<br /><Typography.Text type="secondary">{v.by ?? emptyText()}</Typography.Text></> },
          ...(canSave ? [{ title: '', key: 'restore', width: 80, render: (_: unknown, v: Version) => <Button size="small" onClick={() => restore(v.version)}>{t('page.restore')}</Button> }] : []),
        ]} />
      </Drawer>
      <Modal open={preview !== null} onCancel={() => setPreview(null)} footer={null} width={Math.min((preview ? PREVIEW_WIDTHS[preview] : 390) + 48, window.innerWidth - 16)} title={t('page.previewTitle', { width: preview ? PREVIEW_WIDTHS[preview] : 0 })} destroyOnHidden>
        <Segmented value={preview ?? 'phone'} onChange={(v) => setPreview(v as keyof typeof PREVIEW_WIDTHS)} style={{ marginBottom: 12 }}
          options={[{ value: 'phone', label: t('page.previewPhone') }, { value: 'desktop', label: t('page.previewDesktop') }]} />
        <div style={{ width: preview ? PREVIEW_WIDTHS[preview] : 390, maxWidth: '100%', margin: '0 auto', border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 8, padding: 16, overflow: 'auto' }} data-testid="page-preview">
          <PagePreview schema={schema} values={form.values} />
        </div>
      </Modal>
    </Card>
  );
}

/** The page as the website would show it: its title, banner, then its body. */
function PagePreview({ schema, values }: { schema: ScreenSchema; values: Record<string, unknown> }) {
  return (
    <article>
      {Object.entries(schema.model.properties).map(([name, field]) => {
        const value = values[name];
        if (field.format === 'html') return <RichTextView key={name} value={value as string} />;
        if (field['x-component'] === 'MaterialPicker' && field['x-relation']) return value ? <MaterialView key={name} value={value as number} screen={field['x-relation'].screen} /> : null;
        return name === 'title' ? <h1 key={name} style={{ fontSize: 24 }}>{String(value ?? '')}</h1> : null;
      })}
    </article>
  );
}
