import { UploadOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Card, Form, Input, Space, Spin, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../runtime/antd/feedback.ts';
import { get, post } from '../../runtime/http/client.ts';
import { usePerms } from '../../runtime/perms/Auth.tsx';
import { applySystemInfo, type SystemInfo } from '../../runtime/session/system-info.ts';

const MAX_LOGO_BYTES = 2 * 1024 * 1024;
type Values = Pick<SystemInfo, 'systemName' | 'systemLogo' | 'systemDomain'>;

/**
 * system/setting: the system's name, logo and domain (POST /app/system/save). Saved values
 * go straight into the shell's system info, so the header, title, login page and watermark follow.
 */
export default function SettingScreen() {
  const { t } = useTranslation();
  const can = usePerms();
  const editable = can(['sys:setting:save']);
  const [form] = Form.useForm<Values>();
  const [loaded, setLoaded] = useState<Values | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const logo = Form.useWatch('systemLogo', form);

  const load = () => {
    setError(null);
    get<Values>('/app/system/info', undefined, { silent: true })
      // No domain saved yet: the address this console is served from is the natural one.
      .then((info) => { setLoaded(info); form.setFieldsValue({ ...info, systemDomain: info.systemDomain || window.location.origin }); })
      .catch((e: Error) => setError(e.message));
  };
  useEffect(load, [form]);

  const upload = async (file: File) => {
    if (file.size > MAX_LOGO_BYTES) { feedback.message.error(t('avatar.tooLarge')); return; }
    const body = new FormData();
    body.append('file', file);
    setUploading(true);
    try {
      const { url } = await post<{ url: string }>('/app/system/logo', body, { headers: { 'Content-Type': 'multipart/form-data' } });
      form.setFieldValue('systemLogo', url);
    } catch { /* the http client has said why */ } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const saved = await post<Values>('/app/system/save', { ...values, systemDomain: values.systemDomain ?? '' });
      applySystemInfo(saved);
      setLoaded(saved);
      feedback.message.success(t('common.saved'));
    } catch { /* the http client has said why */ } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('setting.title')} data-testid="setting-screen" style={{ maxWidth: 760 }}>
      <Typography.Paragraph type="secondary">{t('setting.hint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon message={t('error.loadFailed')} description={error} action={<Button size="small" onClick={load}>{t('common.retry')}</Button>} />}
      {!error && !loaded && <Spin style={{ display: 'block', margin: '40px auto' }} />}
      <Form form={form} layout="vertical" disabled={!editable} onFinish={() => void save()} hidden={!loaded}>
        <Form.Item name="systemName" label={t('setting.name')} rules={[{ required: true, whitespace: true, message: t('setting.nameRequired') }, { max: 32 }]}>
          <Input maxLength={32} showCount />
        </Form.Item>
        <Form.Item label={t('setting.logo')} extra={t('setting.logoHint')}>
          <Space align="center">
            <Avatar shape="square" size={64} src={logo || undefined} data-testid="logo-preview">{loaded?.systemName?.slice(0, 1)}</Avatar>
            <Upload accept="image/png,image/jpeg,image/gif,image/webp" showUploadList={false} beforeUpload={(file) => { void upload(file); return false; }}>
              <Button icon={<UploadOutlined />} loading={uploading}>{t('setting.upload')}</Button>
            </Upload>
          </Space>
        </Form.Item>
        <Form.Item name="systemLogo" hidden rules={[{ required: true }]}><Input /></Form.Item>
        <Form.Item name="systemDomain" label={t('setting.domain')} rules={[{ pattern: /^(https?:\/\/\S+)?$/, message: t('setting.domainInvalid') }, { max: 255 }]}>
          <Input placeholder="https://hr.example.com" />
        </Form.Item>
        {editable && <Button type="primary" htmlType="submit" loading={busy}>{t('common.save')}</Button>}
      </Form>
    </Card>
  );
}
