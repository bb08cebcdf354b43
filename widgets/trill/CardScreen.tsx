import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../runtime/router/screen-types.ts';
import { SyncedScreen } from './SyncBar.tsx';

/** Each card screen's sync route and the permission that runs it. */
const SYNC: Record<string, { path: string; perm: string }> = {
  'tools/trill': { path: '/app/trill/card/leads/sync', perm: 'tools:trill:add' },
  'tools/trillMicroCard': { path: '/app/trill/card/micro/sync', perm: 'tools:trillMicroCard:add' },
};

/** 留资卡片 and 小程序卡片: the schema's list and form, with 同步审核状态 from the platform. */
export default function CardScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const sync = SYNC[route.component];
  return <SyncedScreen component={route.component} perm={sync.perm} sync={sync.path} label={t('douyinContent.syncCards')} />;
}
