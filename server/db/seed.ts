import type { Kysely } from 'kysely';
import { randomToken } from '../services/digest.ts';
import { hashPassword } from '../services/passwords.ts';
import { BUTTON_TITLES, MENU_SEED, MENU_TITLES_EN, SCREEN_ICONS } from './seed-menus.ts';
import type { Database } from './tables.ts';

/**
 * sys_meta's note of the demo world: 'pending' (the first start asked for it, KP_DEMO_DATA on),
 * 'off' (it asked for none), 'done' (made). A start finding 'pending' makes it.
 */
export const DEMO_MARK = 'demo_world';

/** sys_meta's note that the first start's logins were printed (or that the way to set them was). */
export const LOGINS_SHOWN = 'logins_shown';

export interface SeedOptions {
  now: number;
  adminPassword?: string;
  demoPassword?: string;
  /** Whether the new database is to get the demo world (KP_DEMO_DATA): noted for the start that makes it. */
  demoWorld?: boolean;
}

export interface SeededLogin { username: string; password: string; role: string }

export const DEFAULT_SYSTEM_INFO = {
  systemName: '快聘管理系统',
  systemLogo: '/logo.svg',
  // Empty: links (a contract's signing link) use the address the console is reached at until one is set.
  systemDomain: '',
};

/** data_scope (数据权限): 1 全部, 2 本部门及以下, 3 本部门, 4 仅本人. */
export const ROLES = [
  { code: 'ADMIN', name: '超级管理员', data_scope: 1 },
  { code: 'HR', name: '招聘专员', data_scope: 4 },
  { code: 'FINANCE', name: '财务专员', data_scope: 1 },
  { code: 'OPERATOR', name: '运营专员', data_scope: 4 },
];

const DEPTS: Array<[string, string | null]> = [
  ['快聘集团', null], ['总经办', '快聘集团'], ['招聘事业部', '快聘集团'], ['招聘一组', '招聘事业部'],
  ['招聘二组', '招聘事业部'], ['财务部', '快聘集团'], ['运营部', '快聘集团'], ['技术部', '快聘集团'],
];

const STAFF = [
  { username: 'hr01', nickname: '李招聘', role: 'HR', dept: '招聘一组', mobile: '13800000001', gender: 2 },
  { username: 'finance01', nickname: '王财务', role: 'FINANCE', dept: '财务部', mobile: '13800000002', gender: 1 },
  // A second pair of eyes: a top-up one of them records, the other approves.
  { username: 'finance02', nickname: '孙会计', role: 'FINANCE', dept: '财务部', mobile: '13800000004', gender: 2 },
  { username: 'ops01', nickname: '赵运营', role: 'OPERATOR', dept: '运营部', mobile: '13800000003', gender: 1 },
];

export const DICTS: Array<{ code: string; name: string; items: Array<[string, string]> }> = [
  { code: 'gender', name: '性别', items: [['未知', '0'], ['男', '1'], ['女', '2']] },
  { code: 'status', name: '状态', items: [['停用', '0'], ['启用', '1']] },
  { code: 'op_type', name: '操作类型', items: [['新增', '0'], ['编辑', '1'], ['删除', '2'], ['导入', '3'], ['认领', '4'], ['公开', '5'], ['转移', '6'], ['查看号码', '7']] },
  { code: 'education', name: '学历', items: [['初中及以下', '1'], ['高中/中专', '2'], ['大专', '3'], ['本科', '4'], ['硕士及以上', '5']] },
  { code: 'contract_status', name: '合同状态', items: [['草稿', '0'], ['待推送', '1'], ['已推送', '2'], ['已签署', '3'], ['已拒签', '4'], ['已作废', '5'], ['已过期', '6']] },
  { code: 'sign_status', name: '签署状态', items: [['待签署', '0'], ['已签署', '1'], ['已拒签', '2'], ['已撤回', '3'], ['已过期', '4']] },
  { code: 'contract_type', name: '合同类型', items: [['劳动合同', '1'], ['劳务派遣合同', '2'], ['劳务协议', '3'], ['实习协议', '4']] },
  { code: 'seal_type', name: '印章类型', items: [['公章', '1'], ['合同专用章', '2'], ['人事专用章', '3'], ['财务专用章', '4']] },
  { code: 'seal_shape', name: '印章形状', items: [['圆形 42 mm', 'round'], ['椭圆 45×30 mm', 'oval']] },
  { code: 'menu_type', name: '菜单类型', items: [['目录', 'CATALOG'], ['菜单', 'MENU'], ['按钮', 'BUTTON'], ['外链', 'EXTLINK']] },
  { code: 'job_nature', name: '工作性质', items: [['全职', '1'], ['兼职', '2'], ['小时工', '3'], ['实习', '4']] },
  { code: 'industry', name: '行业', items: [['制造业', '1'], ['物流仓储', '2'], ['电子', '3'], ['食品', '4'], ['零售', '5'], ['餐饮酒店', '6'], ['建筑', '7'], ['家政服务', '8'], ['互联网', '9'], ['其他', '99']] },
  { code: 'cooperation_status', name: '合作状态', items: [['洽谈中', '0'], ['合作中', '1'], ['已暂停', '2'], ['已终止', '3']] },
  { code: 'settlement_mode', name: '结算方式', items: [['按小时', '1'], ['按天', '2'], ['按月', '3'], ['按件', '4']] },
  { code: 'talent_source', name: '人才来源', items: [['抖音', '1'], ['公众号', '2'], ['地推', '3'], ['转介绍', '4'], ['招聘网站', '5'], ['导入', '6'], ['机器人外呼', '7']] },
  { code: 'talent_status', name: '人才状态', items: [['新入库', '0'], ['跟进中', '1'], ['已报名', '2'], ['已入职', '3'], ['已离职', '4'], ['黑名单', '5']] },
  { code: 'recharge_status', name: '充值状态', items: [['待审核', '0'], ['已入账', '1'], ['已驳回', '2']] },
  { code: 'salary_status', name: '工资批次状态', items: [['待审核', '0'], ['已审核', '1'], ['已发放', '2'], ['已驳回', '3']] },
  { code: 'ledger_kind', name: '流水类型', items: [['充值入账', '1'], ['工资发放', '2']] },
  { code: 'apply_status', name: '报名状态', items: [['待审核', '0'], ['已通过', '1'], ['已约面', '2'], ['面试通过', '3'], ['面试未过', '4'], ['已入职', '5'], ['已放弃', '6']] },
  { code: 'data_scope', name: '数据权限', items: [['全部', '1'], ['本部门及以下', '2'], ['本部门', '3'], ['仅本人', '4']] },
  { code: 'post_status', name: '岗位状态', items: [['草稿', '0'], ['招聘中', '1'], ['已招满', '2'], ['已关闭', '3']] },
  { code: 'follow_method', name: '跟进方式', items: [['电话', '1'], ['微信', '2'], ['面谈', '3']] },
  { code: 'onboard_status', name: '在职状态', items: [['在职', '0'], ['已离职', '1'], ['待入职', '2']] },
  { code: 'matter_kind', name: '素材类型', items: [['图片', 'image'], ['视频', 'video'], ['音频', 'audio'], ['文档', 'document']] },
  { code: 'matter_folder', name: '素材分组', items: [['默认', '1'], ['招聘海报', '2'], ['企业宣传', '3'], ['培训资料', '4']] },
  { code: 'publish_status', name: '发布状态', items: [['草稿', '0'], ['已发布', '1'], ['已下线', '2']] },
  { code: 'wechat_trigger', name: '公众号回复触发', items: [['关键词', 'keyword'], ['关注时', 'subscribe']] },
  { code: 'wechat_match', name: '关键词匹配', items: [['完全匹配', 'exact'], ['包含', 'contains']] },
  { code: 'wechat_reply', name: '公众号回复类型', items: [['文字', 'text'], ['图片', 'image'], ['图文', 'news']] },
  { code: 'wechat_reply_mode', name: '公众号回复方式', items: [['回复全部', 'all'], ['随机回复一条', 'random']] },
  { code: 'call_status', name: '通话结果', items: [['呼叫中', 'calling'], ['通话中', 'talking'], ['已接通', 'answered'], ['未接通', 'missed'], ['呼叫失败', 'failed']] },
  { code: 'call_hangup', name: '挂断方', items: [['我方', 'caller'], ['对方', 'callee'], ['平台', 'platform']] },
  { code: 'call_source', name: '通话来源', items: [['人工外呼', 'manual'], ['机器人', 'robot']] },
  { code: 'call_grade', name: '意向等级', items: [['A 有意向', 'A'], ['B 可跟进', 'B'], ['C 意向低', 'C'], ['D 无意向', 'D']] },
  { code: 'robot_status', name: '外呼任务状态', items: [['待启动', '0'], ['进行中', '1'], ['已暂停', '2'], ['已完成', '3']] },
  { code: 'transfer_outcome', name: '转接结果', items: [['已约面', 'interview'], ['再联系', 'later'], ['无意向', 'declined'], ['未接起', 'missed']] },
  { code: 'douyin_card_status', name: '卡片审核状态', items: [['待审核', '0'], ['审核通过', '1'], ['审核不通过', '2']] },
  // The 留资卡片's input components by the platform's ids (its components: [1, 2, 3]).
  { code: 'douyin_card_component', name: '留资卡片填写项', items: [['姓名', '1'], ['手机号', '2'], ['城市', '3']] },
  // The host apps as the platform names them (get_audit_hosts, 提审代码v2's host_names).
  { code: 'douyin_host', name: '小程序宿主', items: [['抖音', 'douyin'], ['今日头条', 'toutiao'], ['今日头条极速版', 'tt_lite'], ['抖音极速版', 'douyin_lite'], ['西瓜视频', 'xigua'], ['抖音火山版', 'huoshan']] },
];

/** The seeded dictionaries' entries in English (字典数据 › 英文标签), by dictionary and value: shown in English mode. */
export const DICT_EN: Record<string, Record<string, string>> = {
  gender: { 0: 'N/A', 1: 'Male', 2: 'Female' },
  status: { 0: 'Disabled', 1: 'Enabled' },
  op_type: { 0: 'Add', 1: 'Edit', 2: 'Delete', 3: 'Import', 4: 'Claim', 5: 'Release', 6: 'Transfer', 7: 'Reveal number' },
  education: { 1: 'Junior high or below', 2: 'Senior high / vocational', 3: 'Junior college', 4: 'Bachelor', 5: 'Master or above' },
  contract_status: { 0: 'Draft', 1: 'To push', 2: 'Pushed', 3: 'Signed', 4: 'Refused', 5: 'Voided', 6: 'Expired' },
  sign_status: { 0: 'To sign', 1: 'Signed', 2: 'Refused', 3: 'Recalled', 4: 'Expired' },
  contract_type: { 1: 'Labour contract', 2: 'Dispatch contract', 3: 'Service agreement', 4: 'Internship agreement' },
  seal_type: { 1: 'Company seal', 2: 'Contract seal', 3: 'HR seal', 4: 'Finance seal' },
  seal_shape: { round: 'Round 42 mm', oval: 'Oval 45×30 mm' },
  menu_type: { CATALOG: 'Catalog', MENU: 'Menu', BUTTON: 'Button', EXTLINK: 'External link' },
  job_nature: { 1: 'Full-time', 2: 'Part-time', 3: 'Hourly', 4: 'Internship' },
  industry: { 1: 'Manufacturing', 2: 'Logistics', 3: 'Electronics', 4: 'Food', 5: 'Retail', 6: 'Hospitality', 7: 'Construction', 8: 'Housekeeping', 9: 'Internet', 99: 'Other' },
  cooperation_status: { 0: 'Negotiating', 1: 'Active', 2: 'Paused', 3: 'Ended' },
  settlement_mode: { 1: 'Hourly', 2: 'Daily', 3: 'Monthly', 4: 'Piecework' },
  talent_source: { 1: 'Douyin', 2: 'WeChat account', 3: 'Street', 4: 'Referral', 5: 'Job site', 6: 'Import', 7: 'Robot call' },
  talent_status: { 0: 'New', 1: 'Following up', 2: 'Applied', 3: 'Onboarded', 4: 'Left', 5: 'Blacklisted' },
  recharge_status: { 0: 'To review', 1: 'Credited', 2: 'Rejected' },
  salary_status: { 0: 'To review', 1: 'Approved', 2: 'Paid', 3: 'Rejected' },
  ledger_kind: { 1: 'Top-up', 2: 'Payroll' },
  apply_status: { 0: 'To review', 1: 'Accepted', 2: 'Interview set', 3: 'Interview passed', 4: 'Interview failed', 5: 'Onboarded', 6: 'Withdrawn' },
  data_scope: { 1: 'All', 2: 'Department and below', 3: 'Department', 4: 'Own only' },
  post_status: { 0: 'Draft', 1: 'Hiring', 2: 'Filled', 3: 'Closed' },
  follow_method: { 1: 'Phone', 2: 'WeChat', 3: 'In person' },
  onboard_status: { 0: 'Working', 1: 'Left', 2: 'Starting soon' },
  matter_kind: { image: 'Image', video: 'Video', audio: 'Audio', document: 'Document' },
  matter_folder: { 1: 'General', 2: 'Hiring posters', 3: 'Company', 4: 'Training' },
  publish_status: { 0: 'Draft', 1: 'Published', 2: 'Withdrawn' },
  wechat_trigger: { keyword: 'Keyword', subscribe: 'On follow' },
  wechat_match: { exact: 'Exact', contains: 'Contains' },
  wechat_reply: { text: 'Text', image: 'Image', news: 'News' },
  wechat_reply_mode: { all: 'Send all', random: 'Send one at random' },
  call_status: { calling: 'Calling', talking: 'Talking', answered: 'Answered', missed: 'Not answered', failed: 'Failed' },
  call_hangup: { caller: 'Us', callee: 'Them', platform: 'Platform' },
  call_source: { manual: 'Desk', robot: 'Robot' },
  call_grade: { A: 'A interested', B: 'B worth a call', C: 'C unlikely', D: 'D not interested' },
  robot_status: { 0: 'Not started', 1: 'Running', 2: 'Paused', 3: 'Done' },
  transfer_outcome: { interview: 'Interview set', later: 'Call later', declined: 'Declined', missed: 'Not taken' },
  douyin_card_status: { 0: 'In review', 1: 'Approved', 2: 'Rejected' },
  douyin_card_component: { 1: 'Name', 2: 'Mobile', 3: 'City' },
  douyin_host: { douyin: 'Douyin', toutiao: 'Toutiao', tt_lite: 'Toutiao Lite', douyin_lite: 'Douyin Lite', xigua: 'Xigua Video', huoshan: 'Douyin Huoshan' },
};

/**
 * Fills a new database: system info, roles, departments, users, dictionaries and the
 * menu tree. Runs once: the `seeded` marker row is inserted first, so a second
 * process seeding the same database at the same time fails and rolls back.
 * Returns the logins it created, for printing once.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<SeededLogin[] | null> {
  const done = await db.selectFrom('sys_meta').select('value').where('key', '=', 'seeded').executeTakeFirst();
  if (done) return null;
  const adminPassword = options.adminPassword ?? randomToken(9);
  const demoPassword = options.demoPassword ?? randomToken(9);
  const [adminHash, demoHash] = await Promise.all([hashPassword(adminPassword), hashPassword(demoPassword)]);
  const stamps = { created_at: options.now, updated_at: options.now };

  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('sys_meta').values({ key: 'seeded', value: String(options.now) }).execute();
      await trx.insertInto('sys_meta').values(Object.entries(DEFAULT_SYSTEM_INFO).map(([key, value]) => ({ key, value }))).execute();
      await trx.insertInto('sys_meta').values({ key: DEMO_MARK, value: options.demoWorld ? 'pending' : 'off' }).execute();

      const roleIds = new Map<string, number>();
      for (const [i, role] of ROLES.entries()) {
        const row = await trx.insertInto('sys_role').values({ ...role, sort: i, status: 1, ...stamps }).returning('id').executeTakeFirstOrThrow();
        roleIds.set(role.code, row.id);
      }

      const deptIds = new Map<string, number>();
      for (const [i, [name, parent]] of DEPTS.entries()) {
        const row = await trx.insertInto('sys_dept')
          .values({ name, parent_id: parent ? deptIds.get(parent)! : 0, sort: i, status: 1, ...stamps })
          .returning('id').executeTakeFirstOrThrow();
        deptIds.set(name, row.id);
      }

      const users = [
        { username: 'admin', nickname: '系统管理员', role: 'ADMIN', dept: '总经办', mobile: '13800000000', gender: 1, hash: adminHash },
        ...STAFF.map((s) => ({ ...s, hash: demoHash })),
      ];
      for (const u of users) {
        const row = await trx.insertInto('sys_user').values({
          username: u.username, nickname: u.nickname, password_hash: u.hash, mobile: u.mobile,
          email: `${u.username}@kp.example.com`, gender: u.gender, avatar: null, dept_id: deptIds.get(u.dept)!,
          status: 1, locked_until: 0, ...stamps,
        }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('sys_user_role').values({ user_id: row.id, role_id: roleIds.get(u.role)! }).execute();
      }

      for (const dict of DICTS) {
        await trx.insertInto('sys_dict_type').values({ code: dict.code, name: dict.name, status: 1, remark: null, ...stamps }).execute();
        await trx.insertInto('sys_dict_item').values(dict.items.map(([name, value], sort) => ({
          type_code: dict.code, name, name_en: DICT_EN[dict.code]?.[value] ?? null, value, sort, status: 1, ...stamps,
        }))).execute();
      }

      await seedMenus(trx, roleIds, options.now);
    });
  } catch (error) {
    const raced = await db.selectFrom('sys_meta').select('value').where('key', '=', 'seeded').executeTakeFirst();
    if (raced) return null;
    throw error;
  }

  return [
    { username: 'admin', password: adminPassword, role: 'ADMIN' },
    ...STAFF.map((s) => ({ username: s.username, password: demoPassword, role: s.role })),
  ];
}

async function seedMenus(trx: Kysely<Database>, roleIds: Map<string, number>, now: number) {
  const stamps = { created_at: now, updated_at: now };
  const grants: Array<{ role_id: number; menu_id: number }> = [];
  const grant = (roles: string[], menuId: number) => roles.forEach((r) => grants.push({ role_id: roleIds.get(r)!, menu_id: menuId }));
  const blank = { route_name: null, redirect: null, perm: null, icon: null, hidden: 0, keep_alive: 0, always_show: 0 };

  for (const [i, catalog] of MENU_SEED.entries()) {
    const { id: catalogId } = await trx.insertInto('sys_menu').values({
      name_en: MENU_TITLES_EN[catalog.title] ?? null,
      ...blank, ...stamps, parent_id: 0, type: 'CATALOG', name: catalog.title, route_path: catalog.path, component: 'Layout',
      redirect: `${catalog.path}/${catalog.children[0].path}`, icon: catalog.icon, sort: i + 1,
      hidden: catalog.hidden ? 1 : 0, always_show: catalog.alwaysShow ? 1 : 0,
    }).returning('id').executeTakeFirstOrThrow();
    grant(catalog.roles, catalogId);

    for (const [j, screen] of catalog.children.entries()) {
      const { id: menuId } = await trx.insertInto('sys_menu').values({
        ...blank, ...stamps, parent_id: catalogId, type: 'MENU', name: screen.title, name_en: MENU_TITLES_EN[screen.title] ?? null, route_path: screen.path,
        component: screen.component, icon: screen.icon ?? SCREEN_ICONS[screen.component] ?? null, sort: j + 1,
        hidden: screen.hidden ? 1 : 0, keep_alive: screen.keepAlive ? 1 : 0,
      }).returning('id').executeTakeFirstOrThrow();
      const roles = screen.roles ?? catalog.roles;
      grant(roles, menuId);

      for (const [k, action] of (screen.buttons ?? []).entries()) {
        const { id: buttonId } = await trx.insertInto('sys_menu').values({
          ...blank, ...stamps, parent_id: menuId, type: 'BUTTON', name: BUTTON_TITLES[action] ?? action,
          route_path: null, component: null, perm: `${screen.perm}:${action}`, sort: k + 1,
        }).returning('id').executeTakeFirstOrThrow();
        if (!screen.managerButtons?.includes(action)) grant(roles, buttonId);
      }
    }
  }
  if (grants.length) await trx.insertInto('sys_role_menu').values(grants).execute();
}
