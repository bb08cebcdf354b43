import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../router/screen-types.ts';

/** Says plainly that a registered screen has no implementation yet; never a fake screen. */
export default function NotBuiltScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return <Result status="info" title={t('error.notBuilt')} subTitle={t('error.notBuiltDetail', { component: route.component })} />;
}
