import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
// The ES builds: the CommonJS ones arrive wrapped in production and antd falls back to English.
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { FeedbackBridge } from './antd/FeedbackBridge.tsx';
import { i18n, LANGUAGES } from './i18n/i18n.ts';
import { AppRouter } from './router/AppRouter.tsx';
import { settings } from './settings/settings-store.ts';
import { useEffectiveTheme } from './settings/use-theme.ts';

const ANTD_LOCALES = { 'zh-cn': zhCN, en: enUS } as const;

/** Theme, colour, size and language from the settings, applied to antd, i18next and dayjs together. */
export function App() {
  const snap = useSnapshot(settings);
  const theme = useEffectiveTheme();
  const language = LANGUAGES[snap.language] ?? LANGUAGES['zh-cn'];

  useEffect(() => {
    void i18n.changeLanguage(language.code);
    dayjs.locale(language.dayjs);
    document.documentElement.lang = language.code;
  }, [language]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return (
    <ConfigProvider
      locale={ANTD_LOCALES[snap.language] ?? zhCN}
      componentSize={snap.size === 'default' ? 'middle' : snap.size}
      theme={{ algorithm: theme === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm, token: { colorPrimary: snap.themeColor } }}
    >
      <AntdApp>
        <FeedbackBridge />
        <AppRouter />
      </AntdApp>
    </ConfigProvider>
  );
}
