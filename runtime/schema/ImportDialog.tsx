import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Space, Table, Upload } from 'antd';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../antd/feedback.ts';
import { ApiCallError } from '../http/client.ts';
import type { ScreenSchema } from '../../schemas/types.ts';
import { parseBinding, searchField } from '../../schemas/types.ts';
import { callBinding } from './bindings.ts';
import type { Option } from './options.ts';
import { SchemaField } from './components.tsx';
import { fetchSchema } from './schema-source.ts';
import { recordFormSchema } from './to-formily.ts';
import { download, importTemplate } from './xlsx.ts';

const MAX_BYTES = 20 * 1024 * 1024;
interface RowError { row: number; column: string; message: string }
type Outcome = { imported: number; added?: number; updated?: number; unchanged?: number; sheet?: string } | { total: number; errors: RowError[]; message: string } | null;

/**
 * The import dialog: a template from the schema, one file sent in the field `file` with the
 * binding's query from the search form, upload progress, then counts or every bad row.
 */
export function ImportDialog({ schema, options, search, onClose, onImported }: {
  schema: ScreenSchema; options: Record<string, Option[]>; search: Record<string, unknown>; onClose: () => void; onImported: () => void;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fixed = useMemo(() => Object.values(parseBinding(schema.api.import!)?.query ?? {}).flatMap((t) => searchField(t) ?? []), [schema]);
  // A record with lines (a payroll batch) imports its lines: the template is the lines screen's.
  const [lines, setLines] = useState<ScreenSchema | null>(null);
  useEffect(() => {
    if (schema.lines) void fetchSchema(schema.lines.screen).then((loaded) => setLines(loaded.schema)).catch(() => undefined);
  }, [schema.lines]);
  // A record with lines is made of the binding's values (a payroll's month and company): the ones it
  // requires are asked here, with their own widgets (a month picker), before any file is sent.
  const asked = useMemo(() => (schema.lines ? fixed.filter((f) => schema.model.required?.includes(f) && schema.model.properties[f]) : []), [schema, fixed]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const askForm = useMemo(() => createForm({ initialValues: Object.fromEntries(asked.map((f) => [f, search[f] === '' ? undefined : search[f]])) }), [asked]);
  const askSchema = useMemo(() => (asked.length ? recordFormSchema({ ...schema, form: { ...schema.form, fields: asked } }, 'create', options) : null), [asked, schema, options]);
  const fixedUnset = fixed.filter((f) => !asked.includes(f) && (search[f] === undefined || search[f] === '' || search[f] === null));
  // The template is written here (ExcelJS, loaded on first use): the button spins meanwhile, and a failure says so.
  const [templating, setTemplating] = useState(false);
  const template = async () => {
    setTemplating(true);
    try {
      download(lines ? await importTemplate(lines, {}) : await importTemplate(schema, options, fixed), t('importing.templateFile', { title: schema.title }));
    } catch {
      feedback.message.error(t('importing.templateFailed'));
    } finally {
      setTemplating(false);
    }
  };

  const send = async (file: File) => {
    setOutcome(null);
    if (file.size > MAX_BYTES) { setOutcome({ total: 0, errors: [], message: t('importing.tooLarge') }); return; }
    if (asked.length && !(await askForm.validate().then(() => true, () => false))) return;
    const body = new FormData();
    body.append('file', file);
    setPercent(0);
    try {
      const result = await callBinding<{ imported: number; added?: number; updated?: number; unchanged?: number; sheet?: string }>(schema.api.import!, {
        data: body, search: { ...search, ...askForm.values }, headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: (e) => setPercent(e.total ? Math.round((e.loaded / e.total) * 90) : 50),
      });
      setOutcome(result);
      onImported();
    } catch (error) {
      const data = error instanceof ApiCallError ? (error.data as { total?: number; errors?: RowError[] } | null) : null;
      setOutcome({ total: data?.total ?? 0, errors: data?.errors ?? [], message: (error as Error).message });
    } finally {
      setPercent(null);
    }
  };

  return (
    <Modal open title={t('importing.title', { title: schema.title })} width={720} onCancel={onClose} footer={<Button onClick={onClose}>{t('common.close')}</Button>} destroyOnHidden data-testid="import-dialog">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <Button disabled={Boolean(schema.lines) && !lines} loading={templating} onClick={() => void template()}>{t('importing.template')}</Button>
          <span>{t('importing.hint')}{schema.import?.key === 'id' ? t('importing.keyHint') : schema.import?.key ? t('importing.keyFieldHint', { field: schema.model.properties[schema.import.key]?.title ?? schema.import.key }) : ''}</span>
        </Space>
        {askSchema && <FormProvider form={askForm}><div data-testid="import-asked"><SchemaField schema={askSchema} /></div></FormProvider>}
        {fixedUnset.length > 0 && <Alert type="info" showIcon message={t('importing.unset', { fields: fixedUnset.map((f) => schema.model.properties[f].title).join('、') })} />}
        <Upload.Dragger accept=".xlsx,.xls,.ods,.csv" maxCount={1} showUploadList={false} disabled={percent !== null} beforeUpload={(file) => { void send(file); return false; }}>
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p>{t('importing.drop')}</p>
        </Upload.Dragger>
        {percent !== null && <Progress percent={percent} status="active" data-testid="import-progress" />}
        {outcome && 'imported' in outcome && <Alert type="success" showIcon message={outcome.updated || outcome.unchanged ? t('importing.doneUpdated', { added: outcome.added ?? 0, updated: outcome.updated, unchanged: outcome.unchanged ?? 0 }) : t('importing.done', { count: outcome.imported })} description={outcome.sheet ? t('importing.sheet', { sheet: outcome.sheet }) : undefined} data-testid="import-result" />}
        {outcome && 'errors' in outcome && (
          <>
            <Alert type="error" showIcon message={outcome.message} description={outcome.total ? t('importing.failed', { total: outcome.total, count: outcome.errors.length }) : undefined} data-testid="import-result" />
            {outcome.errors.length > 0 && (
              <Table<RowError> size="small" rowKey={(r) => `${r.row}-${r.column}-${r.message}`} dataSource={outcome.errors} pagination={{ pageSize: 8 }}
                columns={[{ title: t('importing.row'), dataIndex: 'row', width: 70 }, { title: t('importing.column'), dataIndex: 'column', width: 140 }, { title: t('importing.problem'), dataIndex: 'message' }]} />
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}
