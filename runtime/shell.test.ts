import { describe, expect, it } from 'vitest';
import { shouldBlockDevtools } from './devtools.ts';
import { i18n } from './i18n/i18n.ts';
import { enUS } from './i18n/en-US.ts';
import { zhCN } from './i18n/zh-CN.ts';
import { DEFAULT_SETTINGS } from './settings/settings-store.ts';
import { watermarkColor } from './settings/watermark.ts';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

describe('shell constants', () => {
  it('has SPEC §9\'s default layout settings', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      layout: 'left', theme: 'light', themeColor: '#409EFF', language: 'zh-cn', size: 'default',
      tagsView: true, fixedHeader: true, sidebarLogo: true, watermark: false,
    });
  });

  it.each([
    [{ PROD: true }, true],
    [{ PROD: true, VITE_BLOCK_DEVTOOLS: 'off' }, false],
    [{ PROD: false }, false],
  ])('blocks developer tools for %j: %s', (env, expected) => {
    expect(shouldBlockDevtools(env)).toBe(expected);
  });

  it('colours the watermark light white on dark, light black otherwise', () => {
    expect(watermarkColor('dark')).toBe('rgba(255, 255, 255, 0.15)');
    expect(watermarkColor('light')).toBe('rgba(0, 0, 0, 0.15)');
  });
});

describe('i18n', () => {
  it('has every shell string in both languages', () => {
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });

  it.each([
    ['route.dashboard', '首页', 'Dashboard'], ['route.document', '项目文档', 'Document'],
    ['login.username', '用户名', 'Username'], ['login.password', '密码', 'Password'], ['login.login', '登录', 'Login'],
    ['login.captchaCode', '验证码', 'Captcha code'], ['navbar.logout', '注销登出', 'Logout'],
  ])('translates %s', async (key, zh, en) => {
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t(key)).toBe(zh);
    await i18n.changeLanguage('en-US');
    expect(i18n.t(key)).toBe(en);
  });

  it('falls back to en-US', async () => {
    await i18n.changeLanguage('fr-FR');
    expect(i18n.t('login.login')).toBe('Login');
    expect(i18n.options.fallbackLng).toEqual(['en-US']);
  });
});
