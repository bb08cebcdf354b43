import type { Messages } from './zh-CN.ts';

export const enUS: Messages = {
  route: { dashboard: 'Dashboard', login: 'Login', 401: '401', 404: '404', document: 'Document' },
  login: {
    username: 'Username', password: 'Password', captchaCode: 'Captcha code', login: 'Login', title: 'Login',
    usernameRequired: 'Please enter the username', passwordRequired: 'Please enter the password', captchaRequired: 'Please enter the captcha code',
    refreshCaptcha: 'Click to get another', capsLock: 'Caps lock is on', passwordless: 'Logging in without a password…',
    welcome: 'Welcome',
  },
  navbar: {
    dashboard: 'Dashboard', logout: 'Logout', document: 'Document', profile: 'Profile', changePassword: 'Change password',
    changeAvatar: 'Change avatar', fullscreen: 'Fullscreen', exitFullscreen: 'Exit fullscreen', size: 'Size', language: 'Language',
    settings: 'Layout settings', logoutConfirm: 'Log out of the system?',
  },
  size: { default: 'Default', large: 'Large', small: 'Small' },
  tags: { refresh: 'Refresh', close: 'Close', closeOthers: 'Close others', closeLeft: 'Close left', closeRight: 'Close right', closeAll: 'Close all' },
  settings: {
    title: 'Settings', interface: 'Interface', tagsView: 'Tags view', sidebarLogo: 'Sidebar logo', fixedHeader: 'Fixed header',
    layout: 'Layout', layoutLeft: 'Left', layoutTop: 'Top', theme: 'Theme', light: 'Light', dark: 'Dark', auto: 'Follow system',
    themeColor: 'Theme colour', watermark: 'Watermark', language: 'Language', size: 'Size', reset: 'Reset',
    invalidColor: 'Please enter a valid 16-bit hex colour',
  },
  password: {
    title: 'Change password', old: 'Old password', new: 'New password', confirm: 'Confirm new password', oldRequired: 'Please enter the old password',
    newRequired: 'Please enter a new password', newLength: 'The new password has 6 to 64 characters', mismatch: 'The two passwords differ', success: 'Password changed',
  },
  avatar: { title: 'Change avatar', choose: 'Choose a picture', hint: 'PNG, JPEG, GIF or WEBP, at most 2 MB', success: 'Avatar updated', tooLarge: 'The picture must be 2 MB or less' },
  error: {
    system: 'System error', expiredTitle: 'Notice', expired: 'Your login has expired. Log in again?', confirm: 'OK', cancel: 'Cancel',
    profileMissing: 'Verification failed, please Login again.', rolesMissing: 'roles must be a non-null array!',
    401: 'Sorry, you may not visit this page', 404: 'Sorry, this page does not exist', backHome: 'Back home', back: 'Go back',
    notBuilt: 'This screen is not built yet', notBuiltDetail: 'The component path {{component}} is registered, but this screen has not been built.',
    loadFailed: 'Failed to load',
  },
  common: { ok: 'OK', cancel: 'Cancel', loading: 'Loading…', empty: 'No data', save: 'Save', success: 'Done' },
  home: {
    morning: 'Good morning', noon: 'Good day', afternoon: 'Good afternoon', evening: 'Good evening',
    greeting: '{{time}}, {{name}}!', roles: 'Roles', today: 'Today is {{date}}', shortcuts: 'Shortcuts', noShortcuts: 'No pages to visit',
    noStats: 'No statistics yet', account: 'Account', username: 'Username', perms: 'Permissions',
  },
};
