import { SyncOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { feedback } from '../../runtime/antd/feedback.ts';
import { post } from '../../runtime/http/client.ts';
import { Auth } from '../../runtime/perms/Auth.tsx';
import { SchemaScreenFor } from '../../runtime/schema/SchemaScreen.tsx';

/**
 * A schema screen of records brought from the short-video platform (视频管理, 评论管理), under a bar
 * whose 同步 button asks the server to bring what is new; the list is read again after it.
 */
export function SyncedScreen({ component, perm, sync, label, extra }: { component: string; perm: string; sync: string; label: string; extra?: ReactNode }) {
  const [epoch, setEpoch] = useState(0);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const answer = await post<{ text: string }>(sync, {});
      feedback.message.success(answer.text);
      setEpoch((n) => n + 1);
    } catch { /* said by the http client */ } finally { setBusy(false); }
  };
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Auth perms={[perm]}>
        <Space wrap data-testid="sync-bar">
          <Button type="primary" icon={<SyncOutlined />} loading={busy} onClick={() => void run()}>{label}</Button>
          {extra}
        </Space>
      </Auth>
      <SchemaScreenFor key={epoch} component={component} />
    </Space>
  );
}
