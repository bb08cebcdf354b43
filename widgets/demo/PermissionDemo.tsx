import { Alert, Button, Card, Descriptions, Space, Tag } from 'antd';
import { useSnapshot } from 'valtio';
import { Auth, usePerms } from '../../runtime/perms/Auth.tsx';
import { session } from '../../runtime/session/session-store.ts';

/** Buttons each behind one permission, so a user sees at a glance which ones their roles grant. */
const GATED = [
  { label: '新增用户', perms: ['sys:user:add'] },
  { label: '删除用户', perms: ['sys:user:delete'] },
  { label: '导出人才', perms: ['talents:list:export'] },
  { label: '导入工资', perms: ['finance:salary:import'] },
  { label: '认领或转移人才', perms: ['talents:list:claim', 'talents:list:transfer'] },
];

/** The demo page of SPEC §5's permission rule: `<Auth>` removes what the user may not use. */
export default function PermissionDemo() {
  const { profile } = useSnapshot(session);
  const can = usePerms();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon message="按钮只在当前用户持有其中任一权限时显示；ADMIN 全部可见。隐藏按钮只是便利，服务端同样校验每个权限。" />
      <Card title="当前用户">
        <Descriptions column={1} size="small">
          <Descriptions.Item label="用户名">{profile?.username}</Descriptions.Item>
          <Descriptions.Item label="角色">{profile?.roles.map((r) => <Tag key={r}>{r}</Tag>)}</Descriptions.Item>
          <Descriptions.Item label="可导出人才（usePerms）">
            <span data-testid="can-export">{can(['talents:list:export']) ? '是' : '否'}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="受权限控制的按钮">
        <Space wrap data-testid="gated-buttons">
          {GATED.map((b) => (
            <Auth key={b.label} perms={b.perms}><Button>{b.label}</Button></Auth>
          ))}
        </Space>
      </Card>
    </Space>
  );
}
