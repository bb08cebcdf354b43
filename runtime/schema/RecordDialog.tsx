import { createForm, onFieldInputValueChange } from '@formily/core';
import { FormProvider } from '@formily/react';
import { PreviewText } from '@formily/antd-v5';
import { Grid, Modal } from 'antd';
import { useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../antd/feedback.ts';
import { emptyText } from '../i18n/i18n.ts';
import { get } from '../http/client.ts';
import type { ScreenSchema } from '../../schemas/types.ts';
import { callBinding } from './bindings.ts';
import { RelatedLists } from './RelatedList.tsx';
import { UsedByList } from './UsedBy.tsx';
import { registerFormats, SchemaField } from './components.tsx';
import type { Option } from './options.ts';
import { type FormMode, recordFormSchema, recordName } from './to-formily.ts';
import { ScreenComponent } from './widgets/relation.tsx';
import { clearServerErrorsOnInput, showServerErrors } from './server-errors.ts';

registerFormats();

/**
 * The add / edit / detail dialog, rendered declaratively. Server-side field errors come back
 * onto their fields; a field emptied in an edit is sent as null so the server clears it.
 */
export function RecordDialog({ schema, mode, record, options, onClose, onSaved }: {
  schema: ScreenSchema; mode: FormMode; record?: Record<string, unknown>; options: Record<string, Option[]>;
  onClose: () => void; onSaved: () => void;
}) {
  // A server's word on a field (用户名已存在) stands until that field is changed, not for good.
  const component = useContext(ScreenComponent);
  const form = useMemo(() => createForm({
    initialValues: record ?? {}, readPretty: mode === 'detail',
    effects() {
      clearServerErrorsOnInput();
      // Field linkage (form.fill): a record picked by the person fills the fields it names.
      (schema.form?.fill ?? []).forEach((rule, i) => {
        onFieldInputValueChange(rule.when, (field) => {
          const id = (field as { value?: unknown }).value;
          if (id === null || id === undefined || id === '') return;
          void get<Record<string, unknown>>(`/fill/${component}`, { rule: i, id }, { silent: true }).then((values) => {
            for (const [to, value] of Object.entries(values)) if (value !== null && value !== undefined) form.setFieldState(to, (state) => { (state as { value?: unknown }).value = value; });
          }).catch(() => undefined);
        });
      });
    },
  }), [record, mode]);
  // On a phone a label sits left-aligned above its value (issue 26 D7). The breakpoint is read at
  // once (useBreakpoint knows it only after the first render, and the form keeps its first layout).
  const md = Grid.useBreakpoint().md;
  const stacked = md === undefined ? window.matchMedia('(max-width: 767.98px)').matches : !md;
  const formSchema = useMemo(() => recordFormSchema(schema, mode, options, stacked), [schema, mode, options, stacked]);
  const [saving, setSaving] = useState(false);
  const { t } = useTranslation();
  // A record added below the detail (a follow-up) may change what it shows (最近跟进): read it again.
  const refresh = async () => {
    if (!schema.api.detail || record?.id === undefined) return;
    const fresh = await callBinding<Record<string, unknown>>(schema.api.detail, { id: String(record.id) }).catch(() => null);
    if (fresh) form.setValues(fresh, 'overwrite');
  };

  const submit = async () => {
    try {
      await form.validate();
    } catch {
      return;
    }
    const values: Record<string, unknown> = {};
    for (const name of schema.form?.fields ?? Object.keys(schema.model.properties)) {
      const field = form.query(name).take();
      if (!field || field.display !== 'visible') continue;
      const value = form.values[name];
      values[name] = value === undefined || value === '' ? null : value;
    }
    setSaving(true);
    try {
      if (mode === 'create') await callBinding(schema.api.create!, { data: values });
      else await callBinding(schema.api.update!, { id: String(record?.id), data: values });
      feedback.message.success(t('common.saved'));
      onSaved();
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  // Closing a form with changes in it asks first: an Escape meant for a date picker loses nothing.
  const cancel = () => {
    if (mode === 'detail' || !form.modified) { onClose(); return; }
    feedback.modal.confirm({ title: t('error.expiredTitle'), content: t('crud.discardChanges'), okText: t('crud.discard'), cancelText: t('crud.keepEditing'), okButtonProps: { danger: true }, onOk: onClose });
  };

  return (
    <Modal
      open title={t('crud.dialogTitle', { action: t(`crud.${mode}`), record: recordName(schema) })} width={mode === 'detail' && schema.detail?.related ? 880 : 720} onCancel={cancel} onOk={submit} confirmLoading={saving}
      okText={t('common.save')} cancelText={mode === 'detail' ? t('common.close') : t('common.cancel')} destroyOnHidden
      footer={mode === 'detail' ? (_origin, { CancelBtn }) => <CancelBtn /> : undefined}
      data-testid="record-dialog"
    >
      <FormProvider form={form}>
        <form onSubmit={(e) => { e.preventDefault(); void submit(); }}>
          {/* An empty value reads 无 in the detail view, as in the list (not Formily's N/A). */}
          <PreviewText.Placeholder value={emptyText()}><SchemaField key={String(stacked)} schema={formSchema} /></PreviewText.Placeholder>
          <button type="submit" hidden aria-hidden />
        </form>
      </FormProvider>
      {mode === 'detail' && record?.id !== undefined && schema.detail?.usedBy && <UsedByList id={Number(record.id)} />}
      {mode === 'detail' && record?.id !== undefined && <RelatedLists schema={schema} id={Number(record.id)} onAdded={() => void refresh()} />}
    </Modal>
  );
}
