import type { ScreenLoader } from '../runtime/router/screen-registry.ts';

const notBuilt: ScreenLoader = () => import('../runtime/pages/NotBuiltScreen.tsx');

/**
 * Every known screen of SPEC §2 whose implementation is still to come; each says so plainly.
 * Screens described by a file under schemas/ need no entry: the runtime finds them.
 */
export const PENDING = [
  'matter', 'trill', 'wechat/keywords', 'wechat/menuConfig', 'wechat/params',
  'dashboard/bar', 'dashboard/apply', 'dashboard/report', 'dashboard/funnel', 'dashboard/pie', 'dashboard/radar',
  'static/company', 'static/join', 'static/post',
  'tools/call', 'tools/callList', 'tools/trCallList', 'tools/comment', 'tools/link', 'tools/note',
  'tools/picture', 'tools/robot', 'tools/toutiaoCard', 'tools/trill', 'tools/trillAccount', 'tools/trillMessageCard',
  'tools/trillMicroCard', 'tools/video',
];

/** The one registry of screens, by the component path GET /account/routes names. */
export const SCREENS: Record<string, ScreenLoader> = {
  ...Object.fromEntries(PENDING.map((path) => [path, notBuilt])),
  dashboard: () => import('./home/HomeScreen.tsx'),
  'demo/permission': () => import('./demo/PermissionDemo.tsx'),
  // Schema screens with a custom action beside the schema's own.
  'system/user': () => import('./system/UserScreen.tsx'),
  'system/role': () => import('./system/RoleScreen.tsx'),
  'system/menu': () => import('./system/MenuScreen.tsx'),
  'system/config': () => import('./system/ConfigScreen.tsx'),
  'system/setting': () => import('./system/SettingScreen.tsx'),
  'tools/personal': () => import('./tools/PersonalScreen.tsx'),
};

/** Registered screens built on their own schema file (SchemaScreenFor inside). */
export const SCHEMA_SCREENS = ['system/user', 'system/role', 'system/menu'];

/** The personal-centre screen the header's user menu opens. */
export const PROFILE_SCREEN = 'tools/personal';

/** Pages for people outside the console, by path prefix: a talent's contract-signing page (the link in the SMS). */
export const PUBLIC_PAGES = {
  '/sign/': () => import('./contract/SignPage.tsx'),
};
