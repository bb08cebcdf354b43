import { Avatar, Button, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ChangeAvatarDialog } from '../../runtime/layout/ChangeAvatarDialog.tsx';
import { ChangePasswordDialog } from '../../runtime/layout/ChangePasswordDialog.tsx';
import { session } from '../../runtime/session/session-store.ts';

/** tools/personal: the signed-in user's own profile, password and avatar. */
export default function PersonalScreen() {
  const { t } = useTranslation();
  const { profile } = useSnapshot(session);
  const [dialog, setDialog] = useState<'password' | 'avatar' | null>(null);
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
            <Space wrap>{profile.roles.map((r) => <Tag key={r} color="blue">{r}</Tag>)}</Space>
            <Button onClick={() => setDialog('avatar')}>{t('personal.changeAvatar')}</Button>
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card title={t('personal.profile')} style={{ marginBottom: 16 }}>
          <Descriptions column={1} bordered size="middle">
            <Descriptions.Item label={t('personal.username')}>{profile.username}</Descriptions.Item>
            <Descriptions.Item label={t('personal.nickname')}>{profile.nickname || empty}</Descriptions.Item>
            <Descriptions.Item label={t('personal.mobile')}>{profile.mobile || empty}</Descriptions.Item>
            <Descriptions.Item label={t('personal.email')}>{profile.email || empty}</Descriptions.Item>
            <Descriptions.Item label={t('personal.roles')}>{profile.roles.join('、')}</Descriptions.Item>
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
    </Row>
  );
}
