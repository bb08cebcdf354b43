import { Segmented } from 'antd';
import { useSnapshot } from 'valtio';
import { settings } from '../settings/settings-store.ts';
import { type Language, LANGUAGES } from './i18n.ts';

/** The login page's language switch: light enough for the first load (no menu, no popup). */
export function LanguageToggle() {
  const { language } = useSnapshot(settings);
  return (
    <Segmented<Language>
      size="small" value={language} onChange={(v) => { settings.language = v; }} data-testid="language-switch"
      options={(Object.keys(LANGUAGES) as Language[]).map((key) => ({ value: key, label: LANGUAGES[key].label }))}
    />
  );
}
