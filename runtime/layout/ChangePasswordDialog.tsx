import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../antd/feedback.ts';
import { post } from '../http/client.ts';
import { PASSWORD_PATTERN } from '../../validators/patterns.ts';

interface Values { oldPassword: string; newPassword: string; confirm: string }

/** POST /auth/change/password; the server ends the user's other sessions. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    // A field the form refuses says so under itself; nothing is sent and nothing rejects unhandled.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { oldPassword, newPassword } = values;
    setBusy(true);
    try {
      await post('/auth/change/password', { oldPassword, newPassword });
      feedback.message.success(t('password.success'));
      form.resetFields();
      onClose();
    } catch { /* the http client has said why */ } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('password.title')} open={open} onOk={submit} onCancel={onClose} confirmLoading={busy} destroyOnHidden okText={t('common.ok')} cancelText={t('common.cancel')}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="oldPassword" label={t('password.old')} rules={[{ required: true, message: t('password.oldRequired') }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Form.Item name="newPassword" label={t('password.new')} rules={[{ required: true, message: t('password.newRequired') }, { pattern: new RegExp(PASSWORD_PATTERN), message: t('password.newLength') }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm" label={t('password.confirm')} dependencies={['newPassword']}
          rules={[{ required: true, message: t('password.newRequired') }, ({ getFieldValue }) => ({
            validator: (_r, value) => (value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch')))),
          })]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
