import { proxy, subscribe } from 'valtio';
import type { Language } from '../i18n/i18n.ts';

export type ThemeMode = 'light' | 'dark' | 'auto';
export type ComponentSize = 'default' | 'large' | 'small';

/** The layout settings of SPEC §3, persisted in localStorage. */
export interface LayoutSettings {
  tagsView: boolean;
  sidebarLogo: boolean;
  fixedHeader: boolean;
  layout: 'left' | 'top';
  theme: ThemeMode;
  themeColor: string;
  watermark: boolean;
  language: Language;
  size: ComponentSize;
  sidebarCollapsed: boolean;
}

/** SPEC §9's defaults. */
export const DEFAULT_SETTINGS: LayoutSettings = {
  tagsView: true,
  sidebarLogo: true,
  fixedHeader: true,
  layout: 'left',
  theme: 'light',
  themeColor: '#409EFF',
  watermark: false,
  language: 'zh-cn',
  size: 'default',
  sidebarCollapsed: false,
};

export const SETTINGS_KEY = 'kp_admin_settings';

function load(): LayoutSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<LayoutSettings>;
    const merged = { ...DEFAULT_SETTINGS };
    for (const key of Object.keys(DEFAULT_SETTINGS) as Array<keyof LayoutSettings>) {
      if (typeof saved[key] === typeof DEFAULT_SETTINGS[key]) (merged as Record<string, unknown>)[key] = saved[key];
    }
    return merged;
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export const settings = proxy<LayoutSettings>(load());

subscribe(settings, () => localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings)));

export function resetSettings() {
  Object.assign(settings, DEFAULT_SETTINGS);
}
