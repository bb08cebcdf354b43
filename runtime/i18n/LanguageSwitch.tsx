import { TranslationOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { IconButton } from '../antd/IconButton.tsx';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { settings } from '../settings/settings-store.ts';
import { type Language, LANGUAGES } from './i18n.ts';

/** A globe button whose menu switches the console's language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language } = useSnapshot(settings);
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: (Object.keys(LANGUAGES) as Language[]).map((key) => ({ key, label: LANGUAGES[key].label })),
        onClick: ({ key }) => { settings.language = key as Language; },
      }}
    >
      <IconButton icon={<TranslationOutlined />} label={t('navbar.language')} data-testid="language-switch" />
    </Dropdown>
  );
}
