import { AppstoreAddOutlined } from '@ant-design/icons';
import { Form, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../runtime/antd/feedback.ts';
import { get, post } from '../../runtime/http/client.ts';
import type { ScreenProps } from '../../runtime/router/screen-types.ts';
import { SchemaScreenFor } from '../../runtime/schema/SchemaScreen.tsx';

interface MenuRow { id: number; name: string; type: string; component?: string | null; children?: MenuRow[] }
interface Served { component: string; title: string | null }

/** system/menu: the schema screen, plus making a served screen's entry and buttons at once (issue 26 B4). */
export default function MenuScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<(() => void) | null>(null);
  return (
    <>
      <SchemaScreenFor
        component={route.component}
        extraToolbar={[{ key: 'fromScreen', label: t('menus.fromScreen'), perm: 'sys:menu:add', icon: <AppstoreAddOutlined />, onClick: (reload) => setOpen(() => reload) }]}
      />
      {open && <FromScreenDialog onClose={() => setOpen(null)} onDone={() => { open(); setOpen(null); }} />}
    </>
  );
}

const flatten = (rows: MenuRow[]): MenuRow[] => rows.flatMap((r) => [r, ...flatten(r.children ?? [])]);

/** Picks a served schema without a menu and the catalog to put it under; the server makes both. */
function FromScreenDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ component: string; parent_id: number }>();
  const [choices, setChoices] = useState<{ screens: Served[]; catalogs: MenuRow[] } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void Promise.all([get<Served[]>('/screens'), get<MenuRow[] | { list: MenuRow[] }>('/system/menus')]).then(([screens, menus]) => {
      const all = flatten(Array.isArray(menus) ? menus : menus.list);
      const menued = new Set(all.filter((m) => m.type === 'MENU').map((m) => m.component));
      setChoices({ screens: screens.filter((s) => s.title && !menued.has(s.component)), catalogs: all.filter((m) => m.type === 'CATALOG') });
    }).catch(onClose);
  }, [onClose]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const made = await post<{ id: number; buttons: string[] }>('/system/menus/from-screen', values);
      feedback.message.success(t('menus.fromScreenDone', { count: made.buttons.length }));
      onDone();
    } catch { /* the http client has said why */ } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('menus.fromScreen')} onOk={submit} onCancel={onClose} confirmLoading={busy} destroyOnHidden okText={t('common.ok')} cancelText={t('common.cancel')} data-testid="from-screen-dialog">
      <Typography.Paragraph type="secondary">{t('menus.fromScreenHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ parent_id: 0 }}>
        <Form.Item name="component" label={t('menus.screen')} rules={[{ required: true, message: t('menus.screenRequired') }]}>
          <Select showSearch loading={!choices} optionFilterProp="label" notFoundContent={t('menus.noScreens')}
            options={(choices?.screens ?? []).map((s) => ({ value: s.component, label: `${s.title}（${s.component}）` }))} />
        </Form.Item>
        <Form.Item name="parent_id" label={t('menus.parent')}>
          <Select showSearch optionFilterProp="label" options={[{ value: 0, label: t('menus.topLevel') }, ...(choices?.catalogs ?? []).map((c) => ({ value: c.id, label: c.name }))]} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
