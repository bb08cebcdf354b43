import { LinkOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { get } from '../../runtime/http/client.ts';
import type { ScreenProps } from '../../runtime/router/screen-types.ts';
import { SyncedScreen } from './SyncBar.tsx';

/** 视频管理: the authorized accounts' videos, with 同步视频 and 授权抖音号 (the platform's page, in a new tab). */
export default function VideoScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const authorize = async () => {
    // Opened at once (a popup blocker allows it), pointed at the platform once the server says where.
    const tab = window.open('', '_blank');
    try {
      const { url } = await get<{ url: string }>('/app/trill/oauth/url');
      if (tab) tab.location.href = url; else window.location.href = url;
    } catch { tab?.close(); }
  };
  return <SyncedScreen component={route.component} perm="tools:video:add" sync="/app/trill/video/sync" label={t('douyinContent.syncVideos')}
    extra={<Button icon={<LinkOutlined />} onClick={() => void authorize()}>{t('douyinContent.authorize')}</Button>} />;
}
