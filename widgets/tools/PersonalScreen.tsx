import { Avatar, Button, Card, Col, Descriptions, Form, Input, Modal, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ChangeAvatarDialog } from '../../runtime/layout/ChangeAvatarDialog.tsx';
import { ChangePasswordDialog } from '../../runtime/layout/ChangePasswordDialog.tsx';
import { feedback } from '../../runtime/antd/feedback.ts';
import { ApiCallError, post } from '../../runtime/http/client.ts';
import { reloadProfile, session } from '../../runtime/session/session-store.ts';
import { FORMATS } from '../../validators/formats.ts';

/** tools/personal: the signed-in user's own profile, password and avatar. */
export default function PersonalScreen() {
  const { t } = useTranslation();
  const { profile } = useSnapshot(session);
  const [dialog, setDialog] = useState<'password' | 'avatar' | 'profile' | null>(null);
  if (!profile) return null;
  const empty = <Typography.Text type="secondary">无</Typography.Text>;
  return (
    <Row gutter={16} data-testid="personal-screen">
      <Col xs={24} lg={8}>
        <Card>
          <Space direction="vertical" align="center" style={{ width: '100%' }}>
            <Avatar size={96} src={profile.avatar || undefined}>{profile.nickname?.slice(0, 1)}</Avatar>
            <Typography.Title level={4} style={{ margin: 0 }}>{profile.nickname}</Typography.Title>
            <Typography.Text type="secondary">{profile.username}</Typography.Text>
            <Space wrap>{(profile.roleNames ?? profile.roles).map((r) => <Tag key={r} color="blue">{r}</Tag>)}</Space>
            <Button onClick={() => setDialog('avatar')}>{t('personal.changeAvatar')}</Button>
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title={t('personal.profile')} style={{ marginBottom: 16 }} extra={<Button onClick={() => setDialog('profile')}>{t('personal.edit')}</Button>}>
          <Descriptions column={1} bordered size="middle">
            <Descriptions.Item label={t('personal.username')}>{profile.username}</Descriptions.Item>
            <Descriptions.Item label={t('personal.nickname')}>{profile.nickname || empty}</Descriptions.Item>
            <Descriptions.Item label={t('personal.mobile')}>{profile.mobile || empty}</Descriptions.Item>
            <Descriptions.Item label={t('personal.email')}>{profile.email || empty}</Descriptions.Item>
            <Descriptions.Item label={t('personal.roles')}>{(profile.roleNames ?? profile.roles).join('、')}</Descriptions.Item>
            <Descriptions.Item label={t('personal.perms')}>{profile.roles.includes('ADMIN') ? '*' : profile.perms.length}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={t('personal.security')}>
          <Space direction="vertical">
            <Typography.Text type="secondary">{t('personal.passwordHint')}</Typography.Text>
            <Button type="primary" onClick={() => setDialog('password')}>{t('personal.changePassword')}</Button>
          </Space>
        </Card>
      </Col>
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <ChangeAvatarDialog open={dialog === 'avatar'} onClose={() => setDialog(null)} />
      {dialog === 'profile' && <ProfileDialog initial={{ nickname: profile.nickname, mobile: profile.mobile ?? '', email: profile.email ?? '' }} onClose={() => setDialog(null)} />}
    </Row>
  );
}

interface OwnDetails { nickname: string; mobile: string; email: string }

/** The user's own name, mobile and email; the server checks them with the user form's rules. */
function ProfileDialog({ initial, onClose }: { initial: OwnDetails; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OwnDetails>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await post('/account/profile', values, { silent: true });
      await reloadProfile();
      feedback.message.success(t('personal.saved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiCallError && Array.isArray(error.data)) {
        form.setFields((error.data as Array<{ field: keyof OwnDetails; message: string }>).map((e) => ({ name: e.field, errors: [e.message] })));
      } else feedback.message.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={t('personal.edit')} onOk={submit} onCancel={onClose} confirmLoading={busy} destroyOnHidden okText={t('common.save')} cancelText={t('common.cancel')} data-testid="profile-dialog">
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="nickname" label={t('personal.nickname')} rules={[{ required: true, whitespace: true }, { max: 32 }]}><Input maxLength={32} /></Form.Item>
        <Form.Item name="mobile" label={t('personal.mobile')} rules={[{ validator: async (_r, v: string) => { if (v && !FORMATS.mobile.validate(v)) throw new Error(FORMATS.mobile.message); } }]}><Input maxLength={11} /></Form.Item>
        <Form.Item name="email" label={t('personal.email')} rules={[{ type: 'email' }, { max: 128 }]}><Input maxLength={128} /></Form.Item>
      </Form>
    </Modal>
  );
}
