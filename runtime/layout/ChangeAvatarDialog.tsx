import { UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { feedback } from '../antd/feedback.ts';
import { post } from '../http/client.ts';
import { session } from '../session/session-store.ts';

const MAX_BYTES = 2 * 1024 * 1024;

/** POST /auth/change/avatar with one image in the field `file`. */
export function ChangeAvatarDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { profile } = useSnapshot(session);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (file.size > MAX_BYTES) {
      feedback.message.error(t('avatar.tooLarge'));
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setBusy(true);
    try {
      const { avatar } = await post<{ avatar: string }>('/auth/change/avatar', body, { headers: { 'Content-Type': 'multipart/form-data' } });
      if (session.profile) session.profile.avatar = avatar;
      feedback.message.success(t('avatar.success'));
      onClose();
    } catch { /* the http client has said why */ } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('avatar.title')} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Space direction="vertical" align="center" style={{ width: '100%' }}>
        <Avatar size={96} src={profile?.avatar || undefined}>{profile?.nickname?.slice(0, 1)}</Avatar>
        <Upload accept="image/png,image/jpeg,image/gif,image/webp" showUploadList={false} beforeUpload={(file) => { void upload(file); return false; }}>
          <Button icon={<UploadOutlined />} loading={busy}>{t('avatar.choose')}</Button>
        </Upload>
        <Typography.Text type="secondary">{t('avatar.hint')}</Typography.Text>
      </Space>
    </Modal>
  );
}
