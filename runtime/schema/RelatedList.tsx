import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Modal, Space, Spin, Table, Timeline, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../antd/feedback.ts';
import { usePerms } from '../perms/Auth.tsx';
import { formatDateTime } from '../../validators/index.ts';
import type { RelatedList as Related, ScreenSchema } from '../../schemas/types.ts';
import { callBinding } from './bindings.ts';
import { exportRecords } from './export-records.ts';
import { tableColumns } from './columns.tsx';
import { SchemaField } from './components.tsx';
import { localizeSchema } from './localize.ts';
import { loadFieldOptions, type Option } from './options.ts';
import { fetchSchema } from './schema-source.ts';
import { recordFormSchema } from './to-formily.ts';
import { ScreenComponent } from './widgets/relation.tsx';

type Row = Record<string, unknown> & { id: number };
/** How many related records the detail shows (newest first); the screen itself has the rest. */
const RELATED_ROWS = 50;

/** The related lists of a record's detail (schema.detail.related), each shown when the caller may read it. */
export function RelatedLists({ schema, id, onAdded }: { schema: ScreenSchema; id: number; onAdded?: () => void }) {
  return <>{(schema.detail?.related ?? []).map((r) => <RelatedList key={`${r.screen}:${r.field}`} related={r} id={id} onAdded={onAdded} />)}</>;
}

/**
 * Another screen's records pointing at record `id`: a timeline (newest first, its list columns
 * per item) or a small table, and, for whoever may add there, a form to add one to this record.
 */
function RelatedList({ related, id, onAdded }: { related: Related; id: number; onAdded?: () => void }) {
  const { t, i18n } = useTranslation();
  const can = usePerms();
  const [target, setTarget] = useState<ScreenSchema | null>(null);
  // Formily keeps a field's first options: the add form renders once they are in.
  const [options, setOptions] = useState<Record<string, Option[]> | null>(null);
  const [adding, setAdding] = useState(related.display === 'timeline');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [exporting, setExporting] = useState(false);
  useEffect(() => {
    let live = true;
    fetchSchema(related.screen).then((loaded) => {
      if (!live || !loaded.schema) return;
      setTarget(loaded.schema);
      void loadFieldOptions(loaded.schema.model.properties).then((o) => live && setOptions(o));
    }).catch(() => undefined);
    return () => { live = false; };
  }, [related.screen]);
  const localized = useMemo(() => (target ? localizeSchema(target, i18n.language) : null), [target, i18n.language]);
  const readable = Boolean(localized?.perms.query && can([localized.perms.query]));
  const load = useCallback(async () => {
    if (!localized || !readable) return;
    const page = await callBinding<{ list: Row[] }>(localized.api.list, { params: { [related.field]: id, pageSize: RELATED_ROWS, sort: 'id', order: 'desc' }, silent: true });
    setRows(page.list);
  }, [localized, readable, related.field, id]);
  useEffect(() => { void load().catch(() => setRows([])); }, [load]);

  if (!localized || !readable) return null;
  const columns = tableColumns(localized, options ?? {}).filter((c) => c.key !== related.field);
  const addable = Boolean(localized.api.create && localized.perms.add && can([localized.perms.add]));
  // The related records of this one, all of them (not only the rows shown), for whoever may export that screen.
  const exportable = Boolean(localized.list?.toolbar?.includes('export') && localized.perms.export && can([localized.perms.export]));
  const exportAll = async () => {
    setExporting(true);
    try {
      await exportRecords(localized, { params: { [related.field]: id, sort: 'id', order: 'asc' }, shown: columns.map((c) => String(c.key)), options: options ?? {} });
    } catch { /* the http client has said why */ } finally {
      setExporting(false);
    }
  };
  return (
    <ScreenComponent.Provider value={related.screen}>
      <Card
        size="small" title={related.title} style={{ marginTop: 16 }} data-testid={`related-${related.screen}`}
        // A timeline has its form open (a follow-up is written where it is read); a table's opens on asking.
        extra={(
          <Space size={8}>
            {exportable && <Button size="small" icon={<DownloadOutlined />} loading={exporting} disabled={!rows?.length} onClick={() => void exportAll()}>{t('crud.export')}</Button>}
            {addable && !adding && <Button size="small" onClick={() => setAdding(true)}>{t('crud.relatedAdd', { record: localized.record ?? localized.title })}</Button>}
          </Space>
        )}
      >
        {addable && adding && options && <AddRelated schema={localized} field={related.field} id={id} options={options} onAdded={async () => { await load(); onAdded?.(); }} />}
        {rows === null ? <Spin /> : rows.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.relatedNone')} />
          : related.display === 'timeline'
            ? (
              <Timeline style={{ marginTop: 12 }} items={rows.map((row) => ({
                key: row.id,
                children: (
                  <div data-testid="timeline-item">
                    <Typography.Text type="secondary">{formatDateTime(row.created_at as number)}</Typography.Text>
                    {columns.map((c) => {
                      const value = c.render ? c.render(row[c.key as string], row, 0) : row[c.key as string];
                      return <div key={String(c.key)}><Typography.Text type="secondary">{c.title as string}：</Typography.Text>{value as React.ReactNode}</div>;
                    })}
                  </div>
                ),
              }))} />
            )
            : <Table<Row> size="small" rowKey="id" columns={columns as never} dataSource={rows} pagination={{ pageSize: 5, hideOnSinglePage: true }} scroll={{ x: 'max-content' }} />}
      </Card>
    </ScreenComponent.Provider>
  );
}

/** A related list's add form offered in each row of this screen's list (`related.rowAction`). */
export interface RelatedRowAction { key: string; label: string; perm: string; onClick: (row: Record<string, unknown>, reload: () => void) => void }

/**
 * The row actions of a list whose detail's related lists have a `rowAction` (写跟进): each opens
 * that screen's add form in a dialog, the pointing field filled in with the row's id; offered to
 * holders of that screen's add permission (the server checks it again). `dialog` is to be rendered.
 */
export function useRelatedRowActions(schema: ScreenSchema): { actions: RelatedRowAction[]; dialog: React.ReactNode } {
  const { i18n } = useTranslation();
  const wanted = useMemo(() => (schema.detail?.related ?? []).filter((r) => r.rowAction), [schema]);
  const [targets, setTargets] = useState<Array<{ related: Related; schema: ScreenSchema; options: Record<string, Option[]> }>>([]);
  const [open, setOpen] = useState<{ related: Related; row: Record<string, unknown>; reload: () => void } | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all(wanted.map(async (related) => {
      const loaded = await fetchSchema(related.screen).catch(() => null);
      if (!loaded?.schema) return null;
      return { related, schema: loaded.schema, options: await loadFieldOptions(loaded.schema.model.properties) };
    })).then((found) => live && setTargets(found.filter((f): f is NonNullable<typeof f> => f !== null)));
    return () => { live = false; };
  }, [wanted]);
  const actions = targets.filter((t) => t.schema.perms.add && t.schema.api.create).map(({ related, schema: target }) => ({
    key: `related:${related.screen}`, label: related.rowAction!, perm: target.perms.add!,
    onClick: (row: Record<string, unknown>, reload: () => void) => setOpen({ related, row, reload }),
  }));
  const target = open && targets.find((t) => t.related === open.related);
  const name = open ? String(open.row[schema.search?.keywords?.[0] ?? 'name'] ?? `#${String(open.row.id)}`) : '';
  const dialog = open && target ? (
    <Modal open title={`${open.related.rowAction}：${name}`} footer={null} onCancel={() => setOpen(null)} destroyOnHidden width={640}>
      <ScreenComponent.Provider value={open.related.screen}>
        <AddRelated schema={localizeSchema(target.schema, i18n.language)} field={open.related.field} id={Number(open.row.id)} options={target.options}
          onAdded={async () => { const { reload } = open; setOpen(null); reload(); }} />
      </ScreenComponent.Provider>
    </Modal>
  ) : null;
  return { actions, dialog };
}

/** The related screen's create form, without the field that points here (it is this record). */
function AddRelated({ schema, field, id, options, onAdded }: { schema: ScreenSchema; field: string; id: number; options: Record<string, Option[]>; onAdded: () => Promise<void> }) {
  const { t } = useTranslation();
  const form = useMemo(() => createForm(), []);
  const [saving, setSaving] = useState(false);
  const formSchema = useMemo(() => {
    // Not the field pointing here, nor what the server sets itself (the owner, a flow's status).
    const fields = (schema.form?.fields ?? Object.keys(schema.model.properties)).filter((n) => n !== field && n !== schema.flow?.field && !schema.model.properties[n]?.['x-readonly']);
    return recordFormSchema({ ...schema, form: { ...schema.form, fields } }, 'create', options);
  }, [schema, field, options]);
  const submit = async () => {
    try {
      await form.validate();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await callBinding(schema.api.create!, { data: { ...form.values, [field]: id } });
      feedback.message.success(t('common.saved'));
      // Back to the form's defaults (跟进方式 stays 电话), with no field marked as missing.
      await form.reset('*');
      form.clearErrors('*');
      await onAdded();
    } catch {
      // The http client has shown the server's word.
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormProvider form={form}>
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }} data-testid="related-add">
        <SchemaField schema={formSchema} />
        <div style={{ textAlign: 'right' }}>
          <Button type="primary" htmlType="submit" loading={saving}>{t('crud.relatedAdd', { record: schema.record ?? schema.title })}</Button>
        </div>
      </form>
    </FormProvider>
  );
}
