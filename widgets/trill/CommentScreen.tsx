import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../runtime/router/screen-types.ts';
import { SyncedScreen } from './SyncBar.tsx';

/** 评论管理: the videos' comments as threads, with 同步评论 (what is new since the last sync). */
export default function CommentScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return <SyncedScreen component={route.component} perm="tools:comment:add" sync="/app/trill/comment/sync" label={t('douyinContent.syncComments')} />;
}
