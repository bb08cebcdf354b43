import type { Messages } from './zh-CN.ts';

export const enUS: Messages = {
  route: { dashboard: 'Dashboard', login: 'Login', 401: '401', 404: '404', document: 'Document' },
  login: {
    username: 'Username', password: 'Password', captchaCode: 'Captcha code', login: 'Login', title: 'Login',
    usernameRequired: 'Please enter the username', passwordRequired: 'Please enter the password', captchaRequired: 'Please wait for the human check to finish',
    capsLock: 'Caps lock is on', passwordless: 'Logging in without a password…',
    welcome: 'Welcome',
  },
  navbar: {
    dashboard: 'Dashboard', logout: 'Logout', document: 'Document', profile: 'Profile', changePassword: 'Change password',
    changeAvatar: 'Change avatar', fullscreen: 'Fullscreen', exitFullscreen: 'Exit fullscreen', size: 'Size', language: 'Language',
    settings: 'Layout settings', logoutConfirm: 'Log out of the system?', collapseSidebar: 'Collapse menu', expandSidebar: 'Expand menu',
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
    newRequired: 'Please enter a new password', newLength: 'At least 8 characters (at most 64), with letters and digits', mismatch: 'The two passwords differ', success: 'Password changed',
  },
  avatar: { title: 'Change avatar', choose: 'Choose a picture', hint: 'PNG, JPEG, GIF or WEBP, at most 2 MB', success: 'Avatar updated', tooLarge: 'The picture must be 2 MB or less' },
  error: {
    system: 'System error', expiredTitle: 'Notice', expired: 'Your login has expired. Log in again?', confirm: 'OK', cancel: 'Cancel',
    profileMissing: 'Verification failed, please Login again.', rolesMissing: 'roles must be a non-null array!',
    401: 'Sorry, you may not visit this page', 403: 'Sorry, you do not have permission to open this page; ask an administrator', 404: 'Sorry, this page does not exist', backHome: 'Back home', back: 'Go back',
    notBuilt: 'This screen is not built yet', notBuiltDetail: 'The component path {{component}} is registered, but this screen has not been built.',
    loadFailed: 'Failed to load',
  },
  common: {
    ok: 'OK', cancel: 'Cancel', loading: 'Loading…', empty: 'No data', save: 'Save', success: 'Done', saved: 'Saved',
    refresh: 'Refresh', retry: 'Retry', actions: 'Actions', delete: 'Delete', close: 'Close',
    none: 'None', yes: 'Yes', no: 'No', listSeparator: ', ',
  },
  links: { title: '{{action}}: links', qr: 'QR code' },
  upload: { choose: 'Upload a file', replace: 'Upload again', view: 'View file' },
  page: {
    saveDraft: 'Save draft', publish: 'Publish', history: 'Versions', previewPhone: 'Phone preview', previewDesktop: 'Desktop preview', previewTitle: 'Preview ({{width}} px wide)',
    version: 'version {{version}}', none: 'Nothing yet', saved: 'Saved as version {{version}} (draft)', published: 'Version {{version}} is published: the website shows it now', restored: 'Version {{version}} restored as a new draft (version {{made}})',
    publishConfirm: 'Publish this page?', publishHint: 'The website then reads what the form holds now; the version published before stays in the history.',
    restoreConfirm: 'Restore version {{version}}?', restoreHint: 'Its content is saved as a new draft; nothing now in the page is lost. The website changes once you publish.', restore: 'Restore',
    liveIs: 'The website shows version {{version}} (published {{at}})', notLive: 'Not published yet: the website cannot read this page',
    versionColumn: 'Version', statusColumn: 'Status', savedAt: 'Saved / by',
    status: { draft: 'Draft', published: 'Published', old: 'Earlier' },
  },
  library: { title: 'Choose from the library', search: 'Find by title', empty: 'No material of this kind yet: upload it under Content tools › Material library', unavailable: 'The library cannot be opened: you may not view it, or it is unavailable', choose: 'Choose from library', change: 'Change', clear: 'Clear' },
  richText: {
    heading: 'Heading', paragraph: 'Text', bold: 'Bold', italic: 'Italic', bulletList: 'Bulleted list', orderedList: 'Numbered list', link: 'Link', image: 'Image from the library', table: 'Insert table',
    addRow: 'Add row', addColumn: 'Add column', deleteTable: 'Delete table', placeholder: 'Insert placeholder', undo: 'Undo', redo: 'Redo',
    linkTitle: 'Insert link', linkPrompt: 'An address starting with http, https, mailto or tel; empty removes the link', linkInvalid: 'Enter a link starting with http, https, mailto or tel',
  },
  crud: {
    reveal: 'Show the whole number (logged)',
    actionDone: '{{action}}: {{count}} {{record}}(s) done', actionConfirm: '{{action}} {{count}} {{record}}(s)?',
    count: 'Count', moreGroups: '{{count}} more groups: show', fewerGroups: 'Show fewer', relatedNone: 'Nothing yet', relatedAdd: 'Add {{record}}', relationSearch: 'Type the start of a name', relationNone: 'No matching record',
    more: 'More',
    id: 'ID', createdAt: 'Created', updatedAt: 'Updated',
    dialogTitle: '{{action}} {{record}}',
    create: 'New', addChild: 'Add child', edit: 'Edit', detail: 'View', delete: 'Delete', import: 'Import', export: 'Export',
    exporting: 'Exporting {{percent}}%', search: 'Search', reset: 'Reset', expand: 'More filters', collapse: 'Fewer filters', filters: 'Filters', filtersOn: 'Filters ({{count}})', total: '{{total}} in all', totalApprox: 'about {{total}}', approxCount: '~{{total}}', batchDelete: 'Delete selected ({{count}})',
    confirmDelete: 'Delete this {{record}}? This cannot be undone.', confirmDeleteMany: 'Delete the {{count}} selected records ({{record}})? This cannot be undone.',
    deleted: 'Deleted', keywords: 'Keywords', changed: 'Changed', confirmSwitch: 'Change {{field}} of "{{name}}" to "{{value}}"?',
    columns: 'Columns', moveUp: 'Move up', moveDown: 'Move down', resetColumns: 'Reset', densityTitle: 'Density', density: { large: 'Comfortable', middle: 'Default', small: 'Compact' }, discardChanges: 'The form has unsaved changes. Discard them?', discard: 'Discard', keepEditing: 'Keep editing', problems: 'The screen schema has {{count}} problem(s) and cannot be shown', warnings: 'This screen names {{count}} thing(s) not created yet; what depends on them does not work until they are', loadFailed: 'The screen failed to load', broken: 'The screen schema file has {{count}} problem(s) since its last edit; its last good version is still in use and the fix takes effect on saving (only users who may edit menus see this)',
  },
  importing: {
    title: 'Import {{title}}', template: 'Download template', templateFile: '{{title}} import template.xlsx', templateFailed: 'The template could not be made; reload the page and try again', tooLarge: 'The file may not exceed 20 MB',
    hint: 'Headers are the field names; columns marked * are required; columns with options offer a dropdown. Nothing is written unless every row is good.',
    unset: 'Imported records will not get "{{fields}}"; to set it, choose it in the search form first.', drop: 'Click or drop an xlsx, xls or csv file here', sheet: 'Sheet read: {{sheet}}', keyHint: ' An export can be edited and imported again: a row with its ID updates that record, a row without one is added.',
    relationNote: 'The name of an existing record ({{title}}), not its number', dateNote: 'Format: {{format}}; an Excel date works too', moneyNote: 'An amount in yuan, at most two decimals (e.g. 1234.56)',
    multiNote: 'Several allowed, separated by ", " (e.g. {{example}})', pickTitle: 'Please choose', pickError: 'Choose {{title}} from the dropdown list', options: 'Options',
    done: 'Imported: {{count}}', doneUpdated: 'Imported: {{added}} added, {{updated}} updated, {{unchanged}} unchanged', failed: '{{total}} rows, {{count}} problems; nothing was written.', row: 'Row', column: 'Column', problem: 'Problem',
  },
  users: {
    resetPassword: 'Reset password', resetDone: 'Password reset; the user must log in again with it',
    resetHint: 'Set a new password for "{{username}}"; their logins on other devices end.', passwordRule: 'At least 8 characters, with letters and digits',
  },
  menus: {
    fromScreen: 'Menu and buttons from a screen', fromScreenDone: 'Made the menu and {{count}} button(s); once granted to a role, its users see it at their next route load',
    fromScreenHint: 'Makes the sidebar entry of a screen schema the server serves without problems, and one button per permission it names (none twice).', screen: 'Screen', screenRequired: 'Choose a screen', noScreens: 'Every screen has a menu', parent: 'Parent catalog', topLevel: 'Top level',
  },
  roles: {
    searchTree: 'Search menus or permissions', expandAll: 'Expand all', collapseAll: 'Collapse all', selectAll: 'Select all', selectNone: 'Select none', assign: 'Permissions', assigned: 'Saved; the role\'s users get it at their next page load' },
  config: {
    title: 'System config', add: 'Add entry', type: 'Type', custom: 'Custom', none: 'none', defaultIs: 'Default: {{value}}', types: { integer: 'Integer', text: 'Text', secret: 'Secret', url: 'URL' }, key: 'Key', value: 'Value', empty: 'No entries yet', badKey: 'Row {{row}}: a key starts with a letter and holds letters, digits, _ . -',
    duplicateKey: 'Key "{{key}}" appears twice', hint: 'The parameters the system reads are listed first, each with its meaning and default: leave one empty for its default. Custom key/values may be added too; delete a row and save to remove it. In effect once saved.',
  },
  setting: {
    title: 'System settings', name: 'System name', logo: 'System logo', domain: 'System domain', upload: 'Upload image', nameRequired: 'Enter the system name',
    hint: 'Once saved, the header, the browser title, the login page and the watermark use the new name and logo.', domainInvalid: 'Enter an address starting with http:// or https://',
    logoHint: 'PNG, JPEG, GIF or WEBP, at most 2 MB',
  },
  personal: {
    profile: 'Profile', security: 'Security', username: 'Username', nickname: 'Name', mobile: 'Mobile', email: 'Email',
    roles: 'Roles', perms: 'Permissions', changePassword: 'Change password', changeAvatar: 'Change avatar', passwordHint: 'Changing it ends your logins on other devices', edit: 'Edit', saved: 'Saved',
  },
  demo: {
    rule: 'A button shows only when the user holds one of its permissions; ADMIN sees them all. Hiding is a courtesy: the server checks every permission too.',
    currentUser: 'Current user', username: 'Username', roles: 'Roles', canExport: 'May export talents (usePerms)', yes: 'Yes', no: 'No', gated: 'Buttons behind permissions',
    addUser: 'Add user', deleteUser: 'Delete user', exportTalents: 'Export talents', importSalary: 'Import payroll', claimOrTransfer: 'Claim or transfer talents',
  },
  chart: {
    preset: { today: 'Today', week: 'This week', month: 'This month', '30d': 'Last 30 days' },
    range: 'Date range', chart: 'Chart', table: 'Table', exportXlsx: 'Export data', exportPng: 'Export image', loading: 'Loading…', empty: 'No data in the range',
    loadFailed: 'Statistics failed to load', item: 'Item', value: 'Count', rate: 'Of the first step (%)', ofFirst: '{{rate}}% of the first step', teamAverage: 'Team average', recruiter: 'Recruiter',
    by: { day: 'Day', week: 'Week (from)', month: 'Month', owner: 'Owner', dept: 'Department', group: 'Group' },
  },
  home: {
    morning: 'Good morning', noon: 'Good day', afternoon: 'Good afternoon', evening: 'Good evening',
    greeting: '{{time}}, {{name}}!', roles: 'Roles', today: 'Today is {{date}}', shortcuts: 'Shortcuts', noShortcuts: 'No pages to visit',
    noStats: 'No statistics yet', figures: 'Today', vsYesterday: 'vs yesterday {{sign}}{{count}}', account: 'Account', username: 'Username', perms: 'Permissions',
    due: 'To do', noDue: 'Nothing due in the next 7 days', dueAll: 'Show all ({{count}})', overdue: 'Overdue', dueAt: 'due {{time}}',
  },
};
