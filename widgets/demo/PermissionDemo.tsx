import { Alert, Button, Card, Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Auth, usePerms } from '../../runtime/perms/Auth.tsx';
import { session } from '../../runtime/session/session-store.ts';

/** Buttons each behind one permission, so a user sees at a glance which ones their roles grant. */
const GATED = [
  { label: 'demo.addUser', perms: ['sys:user:add'] },
  { label: 'demo.deleteUser', perms: ['sys:user:delete'] },
  { label: 'demo.exportTalents', perms: ['talents:list:export'] },
  { label: 'demo.importSalary', perms: ['finance:salary:import'] },
  { label: 'demo.claimOrTransfer', perms: ['talents:list:claim', 'talents:list:transfer'] },
];

/** The demo page of SPEC §5's permission rule: `<Auth>` removes what the user may not use. */
export default function PermissionDemo() {
  const { profile } = useSnapshot(session);
  const can = usePerms();
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('demo.rule')} />
      <Card title={t('demo.currentUser')}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('demo.username')}>{profile?.username}</Descriptions.Item>
          <Descriptions.Item label={t('demo.roles')}>{profile?.roles.map((r) => <Tag key={r}>{r}</Tag>)}</Descriptions.Item>
          <Descriptions.Item label={t('demo.canExport')}>
            <span data-testid="can-export">{can(['talents:list:export']) ? t('demo.yes') : t('demo.no')}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('demo.gated')}>
        <Space wrap data-testid="gated-buttons">
          {GATED.map((b) => (
            <Auth key={b.label} perms={b.perms}><Button>{t(b.label)}</Button></Auth>
          ))}
        </Space>
      </Card>
    </Space>
  );
}
