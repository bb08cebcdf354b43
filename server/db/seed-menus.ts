/**
 * The menu/route tree seeded on first start: a catalog per area of SPEC §1, a menu
 * entry per known screen of SPEC §2 with its component path, and the button
 * permissions each screen's actions need. `roles` names the non-ADMIN roles that
 * are granted a catalog and everything under it.
 */
export interface ScreenSeed {
  title: string;
  path: string;
  component: string;
  icon?: string;
  keepAlive?: boolean;
  hidden?: boolean;
  /** Permission prefix such as `sys:user`; buttons become `sys:user:add` and so on. */
  perm?: string;
  buttons?: string[];
  /** Roles granted this screen, when they differ from its catalog's. */
  roles?: string[];
  /** Buttons kept for ADMIN (a manager's role grants them): the screen's other roles do not get these. */
  managerButtons?: string[];
}

export interface CatalogSeed {
  title: string;
  path: string;
  icon: string;
  roles: string[];
  alwaysShow?: boolean;
  hidden?: boolean;
  children: ScreenSeed[];
}

const CRUD = ['query', 'add', 'edit', 'delete'];
const CRUD_IO = [...CRUD, 'import', 'export'];

/** Names the Chinese label of each button action. */
export const BUTTON_TITLES: Record<string, string> = {
  query: '查询', add: '新增', edit: '编辑', delete: '删除', import: '导入', export: '导出',
  'reset-pwd': '重置密码', nopwd: '签发免密登录码', assign: '分配权限', claim: '认领', public: '公开',
  transfer: '转移', audit: '提交审核', revoke: '撤回审核', publish: '发布', rollback: '回滚',
  push: '推送', sign: '签署', recharge: '充值', approve: '审核', pay: '确认发放', call: '外呼', save: '保存', all: '查看全部', follow: '写跟进',
  sensitive: '查看完整号码', test: '测试连接', preview: '预览视角',
};

/** The English title of each seeded catalog and screen (route meta titleEn; editable in 菜单管理). */
export const MENU_TITLES_EN: Record<string, string> = {
  企业管理: 'Companies', 职位类型: 'Job types', 企业列表: 'Company list', 职位发布: 'Job posts',
  人才管理: 'Talents', 人才列表: 'Talent pool', 报名管理: 'Applications', 入职报告: 'Onboarding report', 合同模板: 'Contract templates', 合同签署: 'Contract signing', 合同列表: 'Signing records', 印章管理: 'Seals',
  财务管理: 'Finance', 账户充值: 'Recharge', 工资发放: 'Payroll',
  呼叫中心: 'Call centre', 外呼工作台: 'Call desk', 通话记录: 'Call records', 转接记录: 'Transfers', 外呼机器人: 'Call robot',
  短视频平台: 'Short video', 小程序版本: 'Mini-program versions', 账号管理: 'Accounts', 视频管理: 'Videos', 评论管理: 'Comments',
  留资卡片: 'Lead cards', 私信卡片: 'Message cards', 小程序卡片: 'Mini-program cards', 头条卡片: 'Toutiao cards',
  公众号: 'WeChat', 公众号账号: 'Official accounts', 关键词回复: 'Keyword replies', 菜单配置: 'Account menu',
  内容工具: 'Content tools', 素材库: 'Materials', 链接生成: 'Links', 笔记: 'Notes', 图片工具: 'Pictures',
  官网内容: 'Website', 公司介绍: 'About us', 加入我们: 'Join us', 招聘岗位: 'Openings',
  统计分析: 'Statistics', 柱状统计: 'Bar charts', 报名统计: 'Applications', 报表统计: 'Reports', 转化漏斗: 'Funnel', 占比分析: 'Shares', 能力雷达: 'Skills radar',
  系统管理: 'System', 用户管理: 'Users', 角色管理: 'Roles', 菜单管理: 'Menus', 部门管理: 'Departments', 字典管理: 'Dictionaries', 字典数据: 'Dictionary entries',
  系统配置: 'Configuration', 系统设置: 'Settings', 操作日志: 'Operation log', 登录日志: 'Login log', 集成日志: 'Integrations', 接口文档: 'API docs', 个人中心: 'Profile',
  示例页面: 'Examples', 组件示例: 'Showcase', 权限演示: 'Permission demo',
};

/** Each screen's icon, so the sidebar and the home screen's tiles tell them apart. */
export const SCREEN_ICONS: Record<string, string> = {
  'company/jobTypes': 'tags', 'company/list': 'bank', 'company/post': 'solution',
  'talents/list': 'team', 'talents/apply': 'file-text', 'talents/report': 'fund', 'talents/contractTemplate': 'profile', 'talents/contract': 'file', 'talents/contractList': 'folder', 'talents/seal': 'safety',
  'finance/recharge': 'wallet', 'finance/salary': 'money-collect',
  'tools/call': 'phone', 'tools/callList': 'profile', 'tools/trCallList': 'contacts', 'tools/robot': 'robot',
  trill: 'mobile', 'tools/trillAccount': 'user', 'tools/video': 'video-camera', 'tools/comment': 'comment', 'tools/trill': 'idcard',
  'tools/trillMessageCard': 'message', 'tools/trillMicroCard': 'appstore', 'tools/toutiaoCard': 'notification',
  'wechat/params': 'wechat', 'wechat/keywords': 'message', 'wechat/menuConfig': 'menu',
  matter: 'database', 'tools/link': 'link', 'tools/note': 'book', 'tools/picture': 'picture',
  'static/company': 'shop', 'static/join': 'mail', 'static/post': 'global',
  'dashboard/bar': 'bar-chart', 'dashboard/apply': 'calendar', 'dashboard/report': 'file-text', 'dashboard/funnel': 'fund', 'dashboard/pie': 'pie-chart', 'dashboard/radar': 'experiment',
  'system/user': 'user', 'system/role': 'safety', 'system/menu': 'menu', 'system/dept': 'apartment', 'system/dict': 'book', 'system/dictItem': 'profile',
  'system/config': 'setting', 'system/setting': 'tool', 'system/log': 'file-text', 'system/loginLog': 'lock', 'system/integration': 'api', 'system/apiDoc': 'code',
  'tools/personal': 'user', 'demo/showcase': 'experiment', 'demo/permission': 'safety',
};

export const MENU_SEED: CatalogSeed[] = [
  {
    title: '企业管理', path: '/company', icon: 'bank', roles: ['HR'],
    children: [
      { title: '职位类型', path: 'jobTypes', component: 'company/jobTypes', perm: 'company:jobType', buttons: CRUD_IO, managerButtons: ['add', 'edit', 'delete', 'import'] },
      { title: '企业列表', path: 'list', component: 'company/list', perm: 'company:list', buttons: [...CRUD_IO, 'sensitive'], managerButtons: ['delete', 'sensitive'], keepAlive: true },
      { title: '职位发布', path: 'post', component: 'company/post', perm: 'company:post', buttons: CRUD_IO },
    ],
  },
  {
    title: '人才管理', path: '/talents', icon: 'team', roles: ['HR'],
    children: [
      { title: '人才列表', path: 'list', component: 'talents/list', perm: 'talents:list', buttons: [...CRUD_IO, 'claim', 'public', 'transfer', 'all', 'follow', 'sensitive'], managerButtons: ['delete', 'transfer', 'all', 'sensitive'], keepAlive: true },
      { title: '报名管理', path: 'apply', component: 'talents/apply', perm: 'talents:apply', buttons: CRUD_IO },
      { title: '入职报告', path: 'report', component: 'talents/report', perm: 'talents:report', buttons: ['query', 'export'] },
      { title: '合同模板', path: 'contractTemplate', component: 'talents/contractTemplate', perm: 'talents:contractTemplate', buttons: CRUD, managerButtons: ['add', 'edit', 'delete'] },
      { title: '合同签署', path: 'contract', component: 'talents/contract', perm: 'talents:contract', buttons: [...CRUD, 'sign', 'push', 'sensitive'], managerButtons: ['sensitive'] },
      { title: '合同列表', path: 'contractList', component: 'talents/contractList', perm: 'talents:contractList', buttons: ['query', 'edit', 'delete', 'export', 'sensitive'], managerButtons: ['delete', 'sensitive'] },
      { title: '印章管理', path: 'seal', component: 'talents/seal', perm: 'talents:seal', buttons: CRUD, managerButtons: ['add', 'edit', 'delete'] },
    ],
  },
  {
    title: '财务管理', path: '/finance', icon: 'account-book', roles: ['FINANCE'],
    children: [
      { title: '账户充值', path: 'recharge', component: 'finance/recharge', perm: 'finance:recharge', buttons: ['query', 'recharge', 'approve', 'export'] },
      { title: '工资发放', path: 'salary', component: 'finance/salary', perm: 'finance:salary', buttons: ['query', 'import', 'export', 'approve', 'pay'] },
    ],
  },
  {
    title: '呼叫中心', path: '/call', icon: 'phone', roles: ['HR', 'OPERATOR'],
    children: [
      { title: '外呼工作台', path: 'call', component: 'tools/call', perm: 'tools:call', buttons: ['query', 'call'] },
      { title: '通话记录', path: 'callList', component: 'tools/callList', perm: 'tools:callList', buttons: ['query', 'export'] },
      { title: '转接记录', path: 'trCallList', component: 'tools/trCallList', perm: 'tools:trCallList', buttons: ['query', 'export'] },
      { title: '外呼机器人', path: 'robot', component: 'tools/robot', perm: 'tools:robot', buttons: CRUD },
    ],
  },
  {
    title: '短视频平台', path: '/trill', icon: 'video-camera', roles: ['OPERATOR'],
    children: [
      { title: '小程序版本', path: 'miniapp', component: 'trill', perm: 'trill:version', buttons: ['query', 'audit', 'revoke', 'publish', 'rollback'] },
      { title: '账号管理', path: 'account', component: 'tools/trillAccount', perm: 'tools:trillAccount', buttons: CRUD },
      { title: '视频管理', path: 'video', component: 'tools/video', perm: 'tools:video', buttons: CRUD },
      { title: '评论管理', path: 'comment', component: 'tools/comment', perm: 'tools:comment', buttons: ['query', 'add', 'delete'] },
      { title: '留资卡片', path: 'trillCard', component: 'tools/trill', perm: 'tools:trill', buttons: CRUD },
      { title: '私信卡片', path: 'messageCard', component: 'tools/trillMessageCard', perm: 'tools:trillMessageCard', buttons: CRUD },
      { title: '小程序卡片', path: 'microCard', component: 'tools/trillMicroCard', perm: 'tools:trillMicroCard', buttons: CRUD },
      { title: '头条卡片', path: 'toutiaoCard', component: 'tools/toutiaoCard', perm: 'tools:toutiaoCard', buttons: CRUD },
    ],
  },
  {
    title: '公众号', path: '/wechat', icon: 'wechat', roles: ['OPERATOR'],
    children: [
      { title: '公众号账号', path: 'account', component: 'wechat/params', perm: 'wechat:account', buttons: CRUD },
      { title: '关键词回复', path: 'keywords', component: 'wechat/keywords', perm: 'wechat:keyword', buttons: CRUD },
      { title: '菜单配置', path: 'menu', component: 'wechat/menuConfig', perm: 'wechat:menu', buttons: ['query', 'save', 'publish'] },
    ],
  },
  {
    title: '内容工具', path: '/tools', icon: 'tool', roles: ['OPERATOR'],
    children: [
      { title: '素材库', path: 'matter', component: 'matter', perm: 'tools:matter', buttons: CRUD },
      { title: '链接生成', path: 'link', component: 'tools/link', perm: 'tools:link', buttons: ['query', 'add'] },
      { title: '笔记', path: 'note', component: 'tools/note', perm: 'tools:note', buttons: CRUD },
      { title: '图片工具', path: 'picture', component: 'tools/picture', perm: 'tools:picture', buttons: ['query', 'add'] },
    ],
  },
  {
    title: '官网内容', path: '/static', icon: 'global', roles: ['OPERATOR'],
    children: [
      { title: '公司介绍', path: 'company', component: 'static/company', perm: 'static:company', buttons: ['query', 'save'] },
      { title: '加入我们', path: 'join', component: 'static/join', perm: 'static:join', buttons: ['query', 'save'] },
      { title: '招聘岗位', path: 'post', component: 'static/post', perm: 'static:post', buttons: CRUD },
    ],
  },
  {
    title: '统计分析', path: '/statistics', icon: 'bar-chart', roles: ['HR', 'FINANCE'],
    children: [
      { title: '柱状统计', path: 'bar', component: 'dashboard/bar', perm: 'stat:bar', buttons: ['query'] },
      { title: '报名统计', path: 'apply', component: 'dashboard/apply', perm: 'stat:apply', buttons: ['query'] },
      { title: '报表统计', path: 'report', component: 'dashboard/report', perm: 'stat:report', buttons: ['query'] },
      { title: '转化漏斗', path: 'funnel', component: 'dashboard/funnel', perm: 'stat:funnel', buttons: ['query'] },
      { title: '占比分析', path: 'pie', component: 'dashboard/pie', perm: 'stat:pie', buttons: ['query'] },
      { title: '能力雷达', path: 'radar', component: 'dashboard/radar', perm: 'stat:radar', buttons: ['query'] },
    ],
  },
  {
    title: '系统管理', path: '/system', icon: 'setting', roles: [],
    children: [
      { title: '用户管理', path: 'user', component: 'system/user', perm: 'sys:user', buttons: [...CRUD_IO, 'reset-pwd', 'nopwd', 'preview'], keepAlive: true },
      { title: '角色管理', path: 'role', component: 'system/role', perm: 'sys:role', buttons: [...CRUD, 'assign'] },
      { title: '菜单管理', path: 'menu', component: 'system/menu', perm: 'sys:menu', buttons: CRUD },
      { title: '部门管理', path: 'dept', component: 'system/dept', perm: 'sys:dept', buttons: CRUD },
      { title: '字典管理', path: 'dict', component: 'system/dict', perm: 'sys:dict', buttons: CRUD },
      { title: '字典数据', path: 'dictItem', component: 'system/dictItem' },
      { title: '系统配置', path: 'config', component: 'system/config', perm: 'sys:config', buttons: ['query', 'save'] },
      { title: '系统设置', path: 'setting', component: 'system/setting', perm: 'sys:setting', buttons: ['query', 'save'] },
      { title: '操作日志', path: 'log', component: 'system/log', perm: 'sys:log', buttons: ['query'] },
      { title: '登录日志', path: 'loginLog', component: 'system/loginLog', perm: 'sys:loginLog', buttons: ['query'] },
      { title: '集成日志', path: 'integration', component: 'system/integration', perm: 'sys:integration', buttons: ['query', 'test'] },
      { title: '接口文档', path: 'apiDoc', component: 'system/apiDoc', perm: 'sys:apiDoc', buttons: ['query'] },
    ],
  },
  {
    title: '个人中心', path: '/personal', icon: 'user', roles: ['HR', 'FINANCE', 'OPERATOR'], hidden: true,
    children: [{ title: '个人中心', path: 'index', component: 'tools/personal' }],
  },
  {
    title: '示例页面', path: '/demo', icon: 'experiment', roles: ['HR', 'FINANCE', 'OPERATOR'], alwaysShow: true,
    children: [
      { title: '组件示例', path: 'showcase', component: 'demo/showcase', perm: 'demo:showcase', buttons: CRUD_IO, roles: [] },
      { title: '权限演示', path: 'permission', component: 'demo/permission', icon: 'safety' },
    ],
  },
];

/**
 * What each seeded role is granted, screen by screen, in words (the README's table of users is
 * this, and a test keeps the two the same): a screen's buttons the role holds, by their names.
 */
export function roleGrants(role: string): string[] {
  return MENU_SEED.flatMap((catalog) => catalog.children.flatMap((screen) => {
    if (!(screen.roles ?? catalog.roles).includes(role)) return [];
    const held = (screen.buttons ?? []).filter((b) => !screen.managerButtons?.includes(b)).map((b) => BUTTON_TITLES[b] ?? b);
    return [`${screen.title}（${held.join('、') || '查看'}）`];
  }));
}
