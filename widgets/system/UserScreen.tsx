import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../runtime/antd/feedback.ts';
import { get } from '../../runtime/http/client.ts';
import type { ScreenProps } from '../../runtime/router/screen-types.ts';
import { PASSWORD_PATTERN } from '../../validators/patterns.ts';
import { SchemaScreenFor } from '../../runtime/schema/SchemaScreen.tsx';
import { startPreview } from '../../runtime/session/session-store.ts';

const PASSWORD_RULE = new RegExp(PASSWORD_PATTERN);

type User = { id: number; username?: unknown };

/** system/user: the schema screen, plus resetting a user's password. */
export default function UserScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<User | null>(null);
  return (
    <>
      <SchemaScreenFor
        component={route.component}
        extraRowActions={[
          { key: 'resetPassword', label: t('users.resetPassword'), perm: 'sys:user:reset-pwd', onClick: (row) => setTarget(row as User) },
          {
            key: 'preview', label: t('users.preview'), perm: 'sys:user:preview',
            onClick: (row) => Modal.confirm({
              title: t('users.preview'), content: t('users.previewHint', { name: String((row as { nickname?: unknown }).nickname ?? row.username ?? '') }), okText: t('users.preview'),
              onOk: () => startPreview(Number(row.id)).catch(() => undefined),
            }),
          },
        ]}
      />
      {target && <ResetPasswordDialog user={target} onClose={() => setTarget(null)} />}
    </>
  );
}

/** GET /system/users/password/{id}?password=: the user's other sessions end. */
function ResetPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    // A field the form refuses says so under itself; nothing is sent and nothing rejects unhandled.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { password } = values;
    setBusy(true);
    try {
      await get(`/system/users/password/${user.id}`, { password });
      feedback.message.success(t('users.resetDone'));
      onClose();
    } catch { /* the http client has said why */ } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('users.resetPassword')} onOk={submit} onCancel={onClose} confirmLoading={busy} destroyOnHidden okText={t('common.ok')} cancelText={t('common.cancel')} data-testid="reset-password-dialog">
      <Typography.Paragraph type="secondary">{t('users.resetHint', { username: String(user.username ?? user.id) })}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="password" label={t('password.new')} rules={[{ required: true, message: t('password.newRequired') }, { pattern: PASSWORD_RULE, message: t('users.passwordRule') }]}>
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
