import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './en-US.ts';
import { zhCN } from './zh-CN.ts';

/** The console's languages: the settings value, i18next's code, dayjs's locale. */
export const LANGUAGES = {
  'zh-cn': { code: 'zh-CN', dayjs: 'zh-cn', label: '简体中文' },
  en: { code: 'en-US', dayjs: 'en', label: 'English' },
} as const;
export type Language = keyof typeof LANGUAGES;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
  lng: 'zh-CN',
  fallbackLng: 'en-US',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** What an empty value shows: 无, or None in English. */
export const emptyText = () => i18n.t('common.none');

/** Items as one text: 甲、乙 in Chinese, "a, b" in English. */
export const joinList = (items: string[]) => items.join(i18n.t('common.listSeparator'));
