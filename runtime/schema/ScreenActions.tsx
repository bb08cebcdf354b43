import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { Badge, Button, Modal, Tabs } from 'antd';
import { useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { feedback } from '../antd/feedback.ts';
import { get, post } from '../http/client.ts';
import { usePerms } from '../perms/Auth.tsx';
import { session } from '../session/session-store.ts';
import { currentUsername } from '../session/token-store.ts';
import { type FieldCondition, flowActions, type ScreenAction, type ScreenSchema } from '../../schemas/types.ts';
import { callBinding } from './bindings.ts';
import { SchemaField } from './components.tsx';
import { type SharedLink, showSharedLinks } from './SharedLinks.tsx';
import { recordName, formilyField } from './to-formily.ts';
import { ScreenComponent } from './widgets/relation.tsx';

type Row = Record<string, unknown> & { id: number };

/** Whether `row` meets every condition, as the server will judge it ("$me": the signed-in user). */
export function meets(row: Row, conditions: Record<string, FieldCondition> | undefined, me: number | undefined): boolean {
  return Object.entries(conditions ?? {}).every(([field, raw]) => {
    const value = raw === '$me' ? me : raw;
    const held = row[field] ?? null;
    if (value === null) return held === null;
    if (Array.isArray(value)) return value.some((v) => String(v) === String(held));
    return String(value) === String(held);
  });
}

/**
 * The schema's actions the caller holds, and running one: its confirm or its small form, then
 * POST /actions/{screen}/{key} for the rows; `done` reloads the list.
 */
export function useScreenActions(schema: ScreenSchema, done: () => void) {
  const can = usePerms();
  const { t } = useTranslation();
  const component = useContext(ScreenComponent);
  const { profile } = useSnapshot(session);
  const [asking, setAsking] = useState<{ action: ScreenAction; ids: number[] } | null>(null);
  // The schema's actions, then its status flow's moves (each offered only where it starts).
  const actions = [...(schema.actions ?? []), ...flowActions(schema)].filter((a) => can([a.perm]));
  // Offered where `when` holds, and (four eyes) never on the caller's own records.
  const owner = schema.storage?.owner;
  const offered = (a: ScreenAction, row: Row) => meets(row, a.when, profile?.userId) && !(a.notOwner && owner && String(row[owner]) === String(profile?.userId));

  const send = async (action: ScreenAction, ids: number[], form?: Record<string, unknown>) => {
    // An action served by its own route (a preview) answers with text to read, and changes nothing.
    if (action.api) {
      // A GET reads (the form's values as its query); a POST writes (the form as its body), then the list is read again.
      const writes = action.api.startsWith('POST ');
      const { text, html } = await callBinding<{ text: string; html?: boolean }>(action.api, writes ? { id: ids[0], data: form ?? {} } : { id: ids[0], params: form });
      if (writes) done();
      feedback.modal.info({
        title: action.label, width: 720, okText: t('common.ok'), icon: null,
        // `html`: rich text the server passed through its allow-list (a template written in the editor).
        content: html
          ? <div data-testid="action-text" className="kp-rich-text" style={{ maxHeight: '60vh', overflow: 'auto', lineHeight: 1.8 }} dangerouslySetInnerHTML={{ __html: text }} />
          : <div data-testid="action-text" style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflow: 'auto', lineHeight: 1.8 }}>{text}</div>,
      });
      return;
    }
    const answer = await post<{ done: number; links?: SharedLink[] }>(`/actions/${component}/${action.key}`, { ids, ...(form ? { form } : {}) });
    feedback.message.success(t('crud.actionDone', { action: action.label, count: ids.length, record: recordName(schema) }));
    // Links for someone outside the console (signing links): sent, or to be copied — never hidden.
    if (answer?.links?.length) showSharedLinks(t('links.title', { action: action.label }), answer.links);
    done();
  };
  const start = (action: ScreenAction, ids: number[]) => {
    if (action.form) return setAsking({ action, ids });
    if (action.api) return void send(action, ids).catch(() => undefined);
    Modal.confirm({
      title: action.label,
      content: action.confirm ?? t('crud.actionConfirm', { action: action.label, count: ids.length, record: recordName(schema) }),
      okText: t('common.ok'), cancelText: t('common.cancel'), okButtonProps: { danger: action.danger },
      // A refusal is shown by the http client; the confirm closes either way.
      onOk: () => send(action, ids).catch(() => undefined),
    });
  };
  const dialog = asking && (
    <ActionForm schema={schema} action={asking.action} count={asking.ids.length} onClose={() => setAsking(null)}
      onSubmit={async (form) => { await send(asking.action, asking.ids, form); setAsking(null); }} />
  );
  return {
    /** The actions offered on `row`. */
    forRow: (row: Row) => actions.filter((a) => offered(a, row)).map((a) => ({ key: a.key, label: a.label, danger: a.danger, inline: a.inline, run: () => start(a, [row.id]) })),
    /** Buttons for the selected rows (only those every selected row allows). */
    batch: (rows: Row[]) => actions.filter((a) => a.batch && !a.api).map((a) => {
      const usable = rows.length > 0 && rows.every((r) => offered(a, r));
      return <Button key={a.key} disabled={!usable} danger={a.danger} data-action={a.key} onClick={() => start(a, rows.map((r) => r.id))}>{a.label}{rows.length ? ` (${rows.length})` : ''}</Button>;
    }),
    labels: actions.map((a) => a.label),
    /** The labels of the actions shown first in a row, as buttons of their own. */
    inlineLabels: actions.filter((a) => a.inline).map((a) => a.label),
    dialog,
  };
}

function ActionForm({ schema, action, count, onClose, onSubmit }: { schema: ScreenSchema; action: ScreenAction; count: number; onClose: () => void; onSubmit: (form: Record<string, unknown>) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useMemo(() => createForm(), []);
  const [busy, setBusy] = useState(false);
  const required = new Set(action.form?.required ?? []);
  const properties = Object.fromEntries(Object.entries(action.form?.properties ?? {}).map(([name, field]) => [
    name, formilyField(field, undefined, { required: required.has(name) }, `${action.key}.${name}`),
  ]));
  const submit = async () => {
    try {
      await form.validate();
    } catch { return; }
    setBusy(true);
    try {
      await onSubmit({ ...form.values });
    } catch { /* the http client has said why */ } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={`${action.label}${recordName(schema)}（${count}）`} onCancel={onClose} onOk={submit} confirmLoading={busy}
      okText={t('common.ok')} cancelText={t('common.cancel')} destroyOnHidden data-testid="action-dialog">
      <FormProvider form={form}>
        <SchemaField schema={{ type: 'object', properties: { layout: { type: 'void', 'x-component': 'FormLayout', 'x-component-props': { layout: 'vertical' }, properties } } }} />
      </FormProvider>
    </Modal>
  );
}

/** The screen's preset views as tabs, each with how many records it holds for the caller. */
/**
 * The view a list opens on: the one the person last picked there, while it is still offered; else
 * the first with rows (admin's 我的人才 is empty while 全部 has 600); else the first.
 */
export function firstView(counts: Array<{ key: string; total: number }>, remembered: string | null): string {
  return counts.find((c) => c.key === remembered)?.key ?? counts.find((c) => c.total > 0)?.key ?? counts[0].key;
}

/** The view last picked on each screen, per user, kept in this browser. */
const lastView = {
  key: (component: string) => `kp_admin_view:${currentUsername() ?? ''}:${component}`,
  get(component: string): string | null {
    try { return localStorage.getItem(this.key(component)); } catch { return null; }
  },
  set(component: string, view: string) {
    try { localStorage.setItem(this.key(component), view); } catch { /* storage full or off: not remembered */ }
  },
};

export function ViewTabs({ schema, active, onChange, epoch }: { schema: ScreenSchema; active: string | undefined; onChange: (key: string) => void; epoch: unknown }) {
  const { t } = useTranslation();
  const component = useContext(ScreenComponent);
  const [counts, setCounts] = useState<Array<{ key: string; total: number; approx?: boolean }> | null>(null);
  useEffect(() => {
    let live = true;
    get<Array<{ key: string; total: number; approx?: boolean }>>(`/views/${component}`, undefined, { silent: true })
      .then((found) => {
        if (!live) return;
        setCounts(found);
        if (!active && found.length) onChange(firstView(found, lastView.get(component)));
      }).catch(() => undefined);
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [component, epoch]);
  if (!counts) return null;
  const views = (schema.views ?? []).filter((v) => counts.some((c) => c.key === v.key));
  return (
    <Tabs activeKey={active} onChange={(key) => { lastView.set(component, key); onChange(key); }} data-testid="view-tabs" style={{ marginBottom: -8 }}
      items={views.map((v) => {
        const count = counts.find((c) => c.key === v.key);
        // An estimate reads as one: 约 120,000.
        const shown = count?.approx ? t('crud.approxCount', { total: count.total.toLocaleString('en-US') }) : count?.total ?? 0;
        return { key: v.key, label: <span>{v.label} <Badge count={shown} showZero overflowCount={99999} color="#8c8c8c" /></span> };
      })} />
  );
}
