/** Every string of the shell, in Chinese. Keys are shared with en-US.ts. */
export const zhCN = {
  route: { dashboard: '首页', login: '登录', 401: '401', 404: '404', document: '项目文档' },
  login: {
    username: '用户名', password: '密码', captchaCode: '验证码', login: '登录', title: '登录',
    usernameRequired: '请输入用户名', passwordRequired: '请输入密码', captchaRequired: '请等待人机验证完成',
    capsLock: '大写锁定已打开', passwordless: '正在免密登录…',
    welcome: '欢迎登录',
  },
  navbar: {
    dashboard: '首页', logout: '注销登出', document: '项目文档', profile: '个人中心', changePassword: '修改密码',
    changeAvatar: '修改头像', fullscreen: '全屏', exitFullscreen: '退出全屏', size: '布局大小', language: '语言',
    settings: '布局设置', logoutConfirm: '确定注销并退出系统吗？', collapseSidebar: '收起菜单', expandSidebar: '展开菜单',
  },
  size: { default: '默认', large: '大型', small: '小型' },
  tags: { refresh: '刷新', close: '关闭', closeOthers: '关闭其它', closeLeft: '关闭左侧', closeRight: '关闭右侧', closeAll: '关闭所有' },
  settings: {
    title: '项目配置', interface: '界面设置', tagsView: '开启 Tags-View', sidebarLogo: '侧边栏 Logo', fixedHeader: '固定 Header',
    layout: '导航布局', layoutLeft: '左侧模式', layoutTop: '顶部模式', theme: '主题', light: '浅色', dark: '深色', auto: '跟随系统',
    themeColor: '主题颜色', watermark: '开启水印', language: '语言', size: '组件尺寸', reset: '恢复默认',
    invalidColor: '请输入有效的16位十六进制颜色',
  },
  password: {
    title: '修改密码', old: '原密码', new: '新密码', confirm: '确认新密码', oldRequired: '请输入原密码',
    newRequired: '请输入新密码', newLength: '新密码至少 8 位（最多 64 位），需同时包含字母和数字', mismatch: '两次输入的密码不一致', success: '密码已修改',
  },
  avatar: { title: '修改头像', choose: '选择图片', hint: '支持 PNG、JPEG、GIF、WEBP，不超过 2 MB', success: '头像已更新', tooLarge: '图片不能超过 2 MB' },
  error: {
    system: '系统出错', expiredTitle: '提示', expired: '您的登录已过期，是否重新登录', confirm: '确定', cancel: '取消',
    profileMissing: 'Verification failed, please Login again.', rolesMissing: 'roles must be a non-null array!',
    401: '抱歉，您无权访问此页面', 403: '抱歉，您没有打开这个页面的权限，如需使用请联系管理员', 404: '抱歉，您访问的页面不存在', backHome: '返回首页', back: '返回上页',
    notBuilt: '该页面尚未构建', notBuiltDetail: '组件路径 {{component}} 已登记，但这个页面的功能还没有实现。',
    loadFailed: '加载失败',
  },
  common: {
    ok: '确定', cancel: '取消', loading: '加载中…', empty: '暂无数据', save: '保存', success: '操作成功', saved: '保存成功',
    refresh: '刷新', retry: '重试', actions: '操作', delete: '删除', close: '关闭',
    none: '无', yes: '是', no: '否', listSeparator: '、',
  },
  links: { title: '{{action}}：链接', qr: '二维码' },
  upload: { choose: '上传文件', replace: '重新上传', view: '查看文件' },
  page: {
    saveDraft: '保存草稿', publish: '发布', history: '历史版本', previewPhone: '手机预览', previewDesktop: '电脑预览', previewTitle: '预览（{{width}} 像素宽）',
    version: '版本 {{version}}', none: '还没有内容', saved: '已保存为版本 {{version}}（草稿）', published: '版本 {{version}} 已发布，官网现在显示它', restored: '版本 {{version}} 的内容已恢复为新的草稿（版本 {{made}}）',
    publishConfirm: '发布这个页面吗？', publishHint: '发布后官网读到的就是现在表单里的内容；之前发布的版本留在历史里，可以随时恢复。',
    restoreConfirm: '恢复版本 {{version}} 吗？', restoreHint: '它的内容会另存为一个新的草稿版本，现在的内容不会丢失。发布后官网才会变。', restore: '恢复',
    liveIs: '官网正在显示版本 {{version}}（{{at}} 发布）', notLive: '还没有发布：官网的公开接口暂时读不到这个页面',
    versionColumn: '版本', statusColumn: '状态', savedAt: '保存时间 / 人',
    status: { draft: '草稿', published: '已发布', old: '历史' },
  },
  integrations: { test: '测试连接', configured: '已配置', notConfigured: '未配置', lastCall: '最近一次调用', lastError: '最近一次失败', ok: '成功', failed: '失败', never: '还没有调用过' },
  library: { title: '从素材库选择', search: '按标题查找素材', empty: '素材库里还没有这类素材，请先到 内容工具 › 素材库 上传', unavailable: '无法打开素材库：没有素材库的查看权限，或素材库暂不可用', choose: '从素材库选择', change: '更换', clear: '清除' },
  richText: {
    heading: '标题', paragraph: '正文', bold: '加粗', italic: '斜体', bulletList: '无序列表', orderedList: '有序列表', link: '链接', image: '插入素材库图片', table: '插入表格',
    addRow: '加一行', addColumn: '加一列', deleteTable: '删除表格', placeholder: '插入占位符', undo: '撤销', redo: '重做',
    linkTitle: '插入链接', linkPrompt: '以 http、https、mailto 或 tel 开头的地址；留空则去掉链接', linkInvalid: '请输入以 http、https、mailto 或 tel 开头的链接',
  },
  crud: {
    usedBy: '被引用', usedByNone: '没有被使用，可以删除', usedByMore: '另有 {{count}} 个',
    reordered: '顺序已保存',
    reveal: '查看完整号码（会记录在操作日志）',
    actionDone: '已{{action}} {{count}} 个{{record}}', actionConfirm: '确定{{action}}这 {{count}} 个{{record}}吗？',
    count: '数量', moreGroups: '另有 {{count}} 组，展开', fewerGroups: '收起', relatedNone: '还没有记录', relatedAdd: '添加{{record}}', relationSearch: '输入名称的开头查找', relationNone: '没有匹配的记录',
    more: '更多',
    id: 'ID', createdAt: '创建时间', updatedAt: '更新时间',
    dialogTitle: '{{action}}{{record}}',
    create: '新增', addChild: '新增下级', edit: '编辑', detail: '查看', delete: '删除', import: '导入', export: '导出',
    exporting: '导出中 {{percent}}%', search: '搜索', reset: '重置', expand: '展开', collapse: '收起', filters: '筛选', filtersOn: '筛选（{{count}}）', total: '共 {{total}} 条', totalApprox: '约 {{total}} 条', approxCount: '约 {{total}}', batchDelete: '批量删除（{{count}}）',
    confirmDelete: '确定删除这个{{record}}吗？此操作不可恢复。', confirmDeleteMany: '确定删除选中的 {{count}} 个{{record}}吗？此操作不可恢复。',
    deleted: '删除成功', keywords: '关键字', changed: '修改成功', confirmSwitch: '确定将「{{name}}」的{{field}}改为「{{value}}」吗？',
    columns: '列设置', moveUp: '上移', moveDown: '下移', resetColumns: '恢复默认', densityTitle: '密度', density: { large: '宽松', middle: '默认', small: '紧凑' }, discardChanges: '表单有未保存的修改，确定放弃吗？', discard: '放弃修改', keepEditing: '继续编辑', problems: '页面 schema 有 {{count}} 个问题，无法显示', warnings: '这个页面引用了 {{count}} 项尚未创建的数据，相关功能暂不可用', loadFailed: '页面加载失败', broken: '页面 schema 文件改后有 {{count}} 个问题，仍在使用上一个可用版本；改正后自动生效（只有可编辑菜单的用户看到这条提示）',
  },
  importing: {
    title: '导入{{title}}', template: '下载模板', templateFile: '{{title}}导入模板.xlsx', templateFailed: '模板生成失败，请刷新页面后重试', tooLarge: '文件不能超过 20 MB',
    hint: '表头为字段名称，带 * 的列必填；有选项的列可从下拉中选择。全部行无误才会写入。',
    unset: '导入的数据将不设置「{{fields}}」；如需设置，请先在搜索条件中选择。', drop: '点击或拖拽 xlsx、xls 或 csv 文件到这里上传', sheet: '读取的工作表：{{sheet}}', keyHint: '导出的文件改后可再导入：带编号的行更新该记录，没有编号的行新增。',
    relationNote: '填写已有记录的名称（{{title}}），不是编号', dateNote: '格式：{{format}}，可直接填 Excel 日期', moneyNote: '金额，以元为单位，最多两位小数（如 1234.56）',
    multiNote: '可填多个，用「、」分隔（如 {{example}}）', pickTitle: '请选择', pickError: '请从下拉列表中选择{{title}}', options: '选项',
    done: '导入成功：{{count}} 条', doneUpdated: '导入成功：新增 {{added}} 条，更新 {{updated}} 条，{{unchanged}} 条未变', failed: '共 {{total}} 行，{{count}} 处错误，未写入任何数据。', row: '行', column: '列', problem: '问题',
  },
  users: {
    resetPassword: '重置密码', resetDone: '密码已重置，该用户需用新密码重新登录',
    resetHint: '为「{{username}}」设置新密码；他在其他设备上的登录会被注销。', passwordRule: '至少 8 位，需同时包含字母和数字',
  },
  menus: {
    fromScreen: '从页面生成菜单和按钮', fromScreenDone: '已生成菜单和 {{count}} 个按钮；授权给角色后，对应用户下次加载路由时可见',
    fromScreenHint: '为一个已放入服务器、没有问题的页面 schema 生成侧边栏菜单，并按它的权限标识生成按钮（已有的不重复生成）。', screen: '页面', screenRequired: '请选择页面', noScreens: '没有尚无菜单的页面', parent: '上级目录', topLevel: '顶级',
  },
  roles: {
    searchTree: '搜索菜单或权限标识', expandAll: '展开全部', collapseAll: '收起全部', selectAll: '全选', selectNone: '全不选', assign: '分配权限', assigned: '权限已保存，该角色的用户下次加载页面时生效' },
  config: {
    title: '系统配置', add: '添加配置项', type: '类型', custom: '自定义', none: '无', defaultIs: '默认：{{value}}', types: { integer: '整数', text: '文本', secret: '密钥', url: '网址' }, key: '键', value: '值', empty: '还没有配置项', badKey: '第 {{row}} 行的键应以字母开头，只含字母、数字和 _ . -',
    duplicateKey: '键「{{key}}」重复', hint: '系统读取的参数列在上面，每项写明含义和默认值：留空即用默认值。也可以添加自定义的键值；删除一行并保存即删除该配置项。保存后立即生效。',
  },
  setting: {
    title: '系统设置', name: '系统名称', logo: '系统 Logo', domain: '系统域名', upload: '上传图片', nameRequired: '请输入系统名称',
    hint: '保存后页头、浏览器标题、登录页和水印立即使用新的名称和 Logo。', domainInvalid: '请输入 http:// 或 https:// 开头的地址',
    logoHint: 'PNG、JPEG、GIF、WEBP，不超过 2 MB',
  },
  personal: {
    profile: '基本资料', security: '账号安全', username: '用户名', nickname: '姓名', mobile: '手机号', email: '邮箱',
    roles: '角色', perms: '权限', changePassword: '修改密码', changeAvatar: '修改头像', passwordHint: '修改后其他设备上的登录会被注销', edit: '编辑资料', saved: '资料已保存',
  },
  demo: {
    rule: '按钮只在当前用户持有其中任一权限时显示；ADMIN 全部可见。隐藏按钮只是便利，服务端同样校验每个权限。',
    currentUser: '当前用户', username: '用户名', roles: '角色', canExport: '可导出人才（usePerms）', yes: '是', no: '否', gated: '受权限控制的按钮',
    addUser: '新增用户', deleteUser: '删除用户', exportTalents: '导出人才', importSalary: '导入工资', claimOrTransfer: '认领或转移人才',
  },
  chart: {
    preset: { today: '今天', week: '本周', month: '本月', '30d': '近30天' },
    range: '日期范围', chart: '图表', table: '表格', exportXlsx: '导出数据', exportPng: '导出图片', loading: '加载中…', empty: '所选日期内没有数据',
    loadFailed: '统计加载失败', item: '项目', value: '数量', rate: '占第一步（%）', ofFirst: '占第一步 {{rate}}%', teamAverage: '团队平均', recruiter: '招聘专员',
    by: { day: '日期', week: '周（起始日）', month: '月份', owner: '负责人', dept: '部门', group: '分组' },
  },
  home: {
    morning: '早上好', noon: '中午好', afternoon: '下午好', evening: '晚上好',
    greeting: '{{time}}，{{name}}！', roles: '角色', today: '今天是 {{date}}', shortcuts: '快捷入口', noShortcuts: '暂无可访问的页面',
    noStats: '暂无统计数据', figures: '今日数据', vsYesterday: '较昨日 {{sign}}{{count}}', account: '账号信息', username: '用户名', perms: '权限数',
    due: '待办提醒', noDue: '近 7 天没有待办', dueAll: '查看全部（{{count}}）', overdue: '已逾期', dueAt: '{{time}} 到期',
  },
};

export type Messages = typeof zhCN;
