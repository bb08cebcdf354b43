/**
 * The CJK fonts the server draws and writes with (seals, signed contracts): Noto Sans SC from npm
 * (OFL), so `npm ci` is all a machine needs — never a system font.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const CJK_BOLD_FONT = require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf');
export const CJK_REGULAR_FONT = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
