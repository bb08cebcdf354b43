import type { ScreenLoader } from '../runtime/router/screen-types.ts';
import { PENDING } from './pending.ts';

const notBuilt: ScreenLoader = () => import('../runtime/pages/NotBuiltScreen.tsx');

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
  'system/integration': () => import('./system/IntegrationScreen.tsx'),
  'system/apiDoc': () => import('./system/ApiDocScreen.tsx'),
  'wechat/menuConfig': () => import('./wechat/MenuConfigScreen.tsx'),
  trill: () => import('./trill/VersionScreen.tsx'),
  'tools/call': () => import('./calls/CallDeskScreen.tsx'),
  'tools/video': () => import('./trill/VideoScreen.tsx'),
  'tools/comment': () => import('./trill/CommentScreen.tsx'),
  // 留资卡片 and 小程序卡片, kept on the platform, with their sync; 私信卡片 and 头条卡片 are plain schema screens (no platform API).
  ...Object.fromEntries(['tools/trill', 'tools/trillMicroCard'].map((c) => [c, () => import('./trill/CardScreen.tsx')])),
  'tools/personal': () => import('./tools/PersonalScreen.tsx'),
  'tools/picture': () => import('./tools/PictureScreen.tsx'),
};

/** Registered screens built on their own schema file (SchemaScreenFor inside). */
export const SCHEMA_SCREENS = ['system/user', 'system/role', 'system/menu', 'system/integration', 'tools/video', 'tools/comment', 'tools/trill', 'tools/trillMicroCard'];

/** The personal-centre screen the header's user menu opens. */
export const PROFILE_SCREEN = 'tools/personal';

/** Pages for people outside the console, by path prefix: a talent's contract-signing page (the short link in the SMS, /s/{code}; /sign/{token} for links made before). */
export const PUBLIC_PAGES = {
  '/s/': () => import('./contract/SignPage.tsx'),
  '/sign/': () => import('./contract/SignPage.tsx'),
};
