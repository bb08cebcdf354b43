import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from './connect.ts';
import { DICT_EN, DICTS } from './seed.ts';
import { BUTTON_TITLES, MENU_TITLES_EN, SCREEN_ICONS } from './seed-menus.ts';

/**
 * The schema's history, oldest first. Each entry is applied once, in a transaction,
 * under Kysely's migration lock, so several processes may start together.
 */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  // SQLite's INTEGER PRIMARY KEY is the rowid; PostgreSQL needs an identity column.
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const time = 'bigint';
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  const stamps = <T extends string>(table: CreateTableBuilder<T, never>) =>
    table.addColumn('created_at', time, (c) => c.notNull()).addColumn('updated_at', time, (c) => c.notNull());

  return {
    '0001_core': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('sys_meta')
          .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull()).execute();

        await stamps(withId(db.schema.createTable('sys_dept'))
          .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('name', 'varchar(64)', (c) => c.notNull())
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))).execute();
        await db.schema.createIndex('sys_dept_parent').on('sys_dept').column('parent_id').execute();

        await stamps(withId(db.schema.createTable('sys_role'))
          .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
          .addColumn('name', 'varchar(64)', (c) => c.notNull())
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))).execute();

        await stamps(withId(db.schema.createTable('sys_menu'))
          .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('type', 'varchar(16)', (c) => c.notNull())
          .addColumn('name', 'varchar(64)', (c) => c.notNull())
          .addColumn('route_name', 'varchar(64)')
          .addColumn('route_path', 'varchar(128)')
          .addColumn('component', 'varchar(128)')
          .addColumn('redirect', 'varchar(128)')
          .addColumn('perm', 'varchar(128)')
          .addColumn('icon', 'varchar(64)')
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('keep_alive', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('always_show', 'integer', (c) => c.notNull().defaultTo(0))).execute();
        await db.schema.createIndex('sys_menu_parent').on('sys_menu').column('parent_id').execute();
        await db.schema.createIndex('sys_menu_perm').on('sys_menu').column('perm').execute();

        await db.schema.createTable('sys_role_menu')
          .addColumn('role_id', 'integer', (c) => c.notNull())
          .addColumn('menu_id', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('sys_role_menu_pk', ['role_id', 'menu_id']).execute();
        await db.schema.createIndex('sys_role_menu_menu').on('sys_role_menu').column('menu_id').execute();

        await stamps(withId(db.schema.createTable('sys_user'))
          .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
          .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
          .addColumn('mobile', 'varchar(16)')
          .addColumn('email', 'varchar(128)')
          .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('avatar', 'varchar(255)')
          .addColumn('dept_id', 'integer')
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('locked_until', time, (c) => c.notNull().defaultTo(0))).execute();
        await db.schema.createIndex('sys_user_dept').on('sys_user').column('dept_id').execute();

        await db.schema.createTable('sys_user_role')
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('role_id', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('sys_user_role_pk', ['user_id', 'role_id']).execute();
        await db.schema.createIndex('sys_user_role_role').on('sys_user_role').column('role_id').execute();

        await stamps(withId(db.schema.createTable('sys_dict_type'))
          .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('name', 'varchar(64)', (c) => c.notNull())
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('remark', 'varchar(255)')).execute();

        await stamps(withId(db.schema.createTable('sys_dict_item'))
          .addColumn('type_code', 'varchar(64)', (c) => c.notNull())
          .addColumn('name', 'varchar(64)', (c) => c.notNull())
          .addColumn('value', 'varchar(64)', (c) => c.notNull())
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
          .addUniqueConstraint('sys_dict_item_value', ['type_code', 'value'])).execute();

        await db.schema.createTable('sys_config')
          .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .addColumn('updated_at', time, (c) => c.notNull()).execute();

        await db.schema.createTable('sys_session')
          .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('expires_at', time, (c) => c.notNull())
          .addColumn('refreshed_at', time, (c) => c.notNull())
          .addColumn('revoked_at', time)
          .addColumn('ip', 'varchar(64)')
          .addColumn('user_agent', 'varchar(255)').execute();
        await db.schema.createIndex('sys_session_user').on('sys_session').column('user_id').execute();

        await db.schema.createTable('sys_captcha')
          .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('answer_hash', 'varchar(128)', (c) => c.notNull())
          .addColumn('expires_at', time, (c) => c.notNull()).execute();
        await db.schema.createIndex('sys_captcha_expires').on('sys_captcha').column('expires_at').execute();

        await withId(db.schema.createTable('sys_login_failure'))
          .addColumn('username', 'varchar(64)', (c) => c.notNull())
          .addColumn('ip', 'varchar(64)', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull()).execute();
        await db.schema.createIndex('sys_login_failure_user').on('sys_login_failure').columns(['username', 'created_at']).execute();
        await db.schema.createIndex('sys_login_failure_ip').on('sys_login_failure').columns(['ip', 'created_at']).execute();

        await withId(db.schema.createTable('sys_one_time_code'))
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('code_hash', 'varchar(128)', (c) => c.notNull().unique())
          .addColumn('created_by', 'integer')
          .addColumn('created_at', time, (c) => c.notNull())
          .addColumn('expires_at', time, (c) => c.notNull())
          .addColumn('used_at', time)
          .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.createIndex('sys_one_time_code_user').on('sys_one_time_code').column('user_id').execute();

        await db.schema.createTable('sys_file')
          .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('mime', 'varchar(64)', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('data', blob, (c) => c.notNull())
          .addColumn('created_by', 'integer')
          .addColumn('created_at', time, (c) => c.notNull()).execute();

        await withId(db.schema.createTable('sys_oplog'))
          .addColumn('user_id', 'integer')
          .addColumn('username', 'varchar(64)')
          .addColumn('ip', 'varchar(64)')
          .addColumn('op_type', 'integer', (c) => c.notNull())
          .addColumn('resource', 'varchar(64)', (c) => c.notNull())
          .addColumn('target_id', 'varchar(64)')
          .addColumn('summary', 'varchar(500)', (c) => c.notNull())
          .addColumn('created_at', time, (c) => c.notNull()).execute();
        for (const column of ['created_at', 'user_id', 'op_type', 'resource'] as const) {
          await db.schema.createIndex(`sys_oplog_${column}`).on('sys_oplog').column(column).execute();
        }
      },
    },
    // The menu screen's type options. A new database gets them from the seed; one seeded before has none.
    '0002_menu_type_dict': {
      async up(db: Kysely<any>) {
        await addMissingDicts(db, ['menu_type']);
      },
    },
    // A captcha is a proof-of-work challenge now, fetched at most so often per IP; an access
    // token names its generation, so a refresh makes the previous one stop working.
    '0003_security': {
      async up(db: Kysely<any>) {
        await db.schema.alterTable('sys_captcha').addColumn('ip', 'varchar(64)').execute();
        await db.schema.alterTable('sys_captcha').addColumn('created_at', time, (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.createIndex('sys_captcha_ip').on('sys_captcha').columns(['ip', 'created_at']).execute();
        await db.schema.alterTable('sys_session').addColumn('token_id', 'varchar(32)').execute();
      },
    },
    // Every login attempt, kept apart from the operation log; and, for a database seeded before, its screen.
    '0004_login_log': {
      async up(db: Kysely<any>) {
        await withId(db.schema.createTable('sys_login_log'))
          .addColumn('username', 'varchar(64)', (c) => c.notNull())
          .addColumn('user_id', 'integer')
          .addColumn('method', 'varchar(16)', (c) => c.notNull())
          .addColumn('result', 'varchar(32)', (c) => c.notNull())
          .addColumn('ip', 'varchar(64)')
          .addColumn('user_agent', 'varchar(255)')
          .addColumn('created_at', time, (c) => c.notNull()).execute();
        await db.schema.createIndex('sys_login_log_created').on('sys_login_log').column('created_at').execute();
        await db.schema.createIndex('sys_login_log_user').on('sys_login_log').columns(['username', 'created_at']).execute();
        const system = await db.selectFrom('sys_menu').select('id').where('route_path', '=', '/system').where('type', '=', 'CATALOG').executeTakeFirst();
        const present = await db.selectFrom('sys_menu').select('id').where('component', '=', 'system/loginLog').executeTakeFirst();
        if (!system || present) return;
        const now = Date.now();
        const base = { route_name: null, redirect: null, icon: null, hidden: 0, keep_alive: 0, always_show: 0, created_at: now, updated_at: now };
        const menu = await db.insertInto('sys_menu').values({ ...base, parent_id: system.id, type: 'MENU', name: '登录日志', route_path: 'loginLog', component: 'system/loginLog', perm: null, sort: 10 })
          .returning('id').executeTakeFirstOrThrow();
        await db.insertInto('sys_menu').values({ ...base, parent_id: menu.id, type: 'BUTTON', name: '查询', route_path: null, component: null, perm: 'sys:loginLog:query', sort: 1 }).execute();
      },
    },
    // Menus get an English title, for the console in English: sidebar, breadcrumb, tabs and browser title;
    // screens get icons of their own.
    '0005_menu_title_en': {
      async up(db: Kysely<any>) {
        await db.schema.alterTable('sys_menu').addColumn('name_en', 'varchar(64)').execute();
        for (const [name, en] of Object.entries(MENU_TITLES_EN)) {
          await db.updateTable('sys_menu').set({ name_en: en }).where('name', '=', name).where('type', 'in', ['CATALOG', 'MENU']).execute();
        }
        // And each seeded screen its own icon, where it has none.
        for (const [component, icon] of Object.entries(SCREEN_ICONS)) {
          await db.updateTable('sys_menu').set({ icon }).where('component', '=', component).where('type', '=', 'MENU').where('icon', 'is', null).execute();
        }
      },
    },
    // The companies and job posts are screens now: a database seeded before gets their
    // dictionaries and the job posts' import and export buttons (granted where the screen is).
    '0006_company_screens': {
      async up(db: Kysely<any>) {
        await addMissingDicts(db, ['industry', 'cooperation_status', 'settlement_mode', 'post_status']);
        await addButtons(db, 'company/post', [['company:post:import', '导入', 5], ['company:post:export', '导出', 6]], true);
      },
    },
    // A role has a data scope (数据权限): which owners' records its holders see. New roles see
    // only their own; the administrator and finance, everything. Viewing a masked number is logged (7).
    // And the talents' dictionaries, for the talent list.
    '0007_data_scope': {
      async up(db: Kysely<any>) {
        await db.schema.alterTable('sys_role').addColumn('data_scope', 'integer', (c) => c.notNull().defaultTo(4)).execute();
        await db.updateTable('sys_role').set({ data_scope: 1 }).where('code', 'in', ['ADMIN', 'FINANCE']).execute();
        if (!(await addMissingDicts(db, ['data_scope', 'talent_source', 'talent_status']))) return;
        const now = Date.now();
        // The talent list's 查看全部 button (the 全部 tab), and 转移 taken back from recruiters: both are a manager's.
        await addButtons(db, 'talents/list', [['talents:list:all', '查看全部', 10]], false);
        const hr = await db.selectFrom('sys_role').select('id').where('code', '=', 'HR').executeTakeFirst();
        const transfer = await db.selectFrom('sys_menu').select('id').where('perm', '=', 'talents:list:transfer').executeTakeFirst();
        if (hr && transfer) await db.deleteFrom('sys_role_menu').where('role_id', '=', hr.id).where('menu_id', '=', transfer.id).execute();
        if (!(await db.selectFrom('sys_dict_item').select('id').where('type_code', '=', 'op_type').where('value', '=', '7').executeTakeFirst())) {
          await db.insertInto('sys_dict_item').values({ type_code: 'op_type', name: '查看号码', value: '7', sort: 7, status: 1, created_at: now, updated_at: now }).execute();
        }
      },
    },
    // Applications are a screen now: their status dictionary, for a database seeded before.
    '0008_applications': {
      async up(db: Kysely<any>) {
        await addMissingDicts(db, ['apply_status']);
      },
    },
    // Follow-ups and onboarding records are screens now: their dictionaries, the talent list's
    // 写跟进 button (granted where the list is), and the lease that lets one server process
    // among several run a scheduled job (talents back to the pool).
    '0009_follow_ups': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('sys_job_lease')
          .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('holder', 'varchar(64)', (c) => c.notNull())
          .addColumn('until', time, (c) => c.notNull())
          .addColumn('ran_at', time).execute();
        await addMissingDicts(db, ['follow_method', 'onboard_status']);
        await addButtons(db, 'talents/list', [['talents:list:follow', '写跟进', 11]], true);
      },
    },
    // Recharge is a screen now: its dictionaries and the 审核 button (granted where the screen is;
    // the screen's own schema keeps anyone from approving what they recorded).
    '0010_recharge': {
      async up(db: Kysely<any>) {
        await addMissingDicts(db, ['recharge_status', 'ledger_kind']);
        await addButtons(db, 'finance/recharge', [['finance:recharge:approve', '审核', 3]], true);
      },
    },
    // A file uploaded into a record's field (a transfer voucher) is private: `purpose` names the
    // table and field (finance_recharge.voucher), and only those who may open that screen read it.
    '0011_private_files': {
      async up(db: Kysely<any>) {
        await db.schema.alterTable('sys_file').addColumn('purpose', 'varchar(160)').execute();
      },
    },
    // Seals and contracts: number counters; their dictionaries; the contract states become the signing flow's
    // (草稿 → 待推送 → 已推送 → 已签署 / 已拒签 / 已作废 / 已过期); no contract was stored before.
    '0012_contracts': {
      async up(db: Kysely<any>) {
        // Counters of numbers the server gives (x-sequence), one row per prefix: KP-2026-.
        await db.schema.createTable('sys_sequence').ifNotExists()
          .addColumn('name', 'varchar(160)', (c) => c.primaryKey())
          .addColumn('value', 'bigint', (c) => c.notNull()).execute();
        // Signing links: only the SHA-256 of each 192-bit token, bound to one signing record.
        await db.schema.createTable('sys_sign_token').ifNotExists()
          .addColumn('hash', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('sign_id', 'bigint', (c) => c.notNull())
          .addColumn('dead', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
        await db.schema.createIndex('sys_sign_token_sign').ifNotExists().on('sys_sign_token').column('sign_id').execute();
        if (!(await addMissingDicts(db, ['contract_type', 'seal_type', 'seal_shape', 'sign_status', 'salary_status']))) return;
        await db.deleteFrom('sys_dict_item').where('type_code', '=', 'contract_status').execute();
        const now = Date.now();
        const items = DICTS.find((d) => d.code === 'contract_status')!.items;
        await db.insertInto('sys_dict_item').values(items.map(([name, value], sort) => ({ type_code: 'contract_status', name, value, sort, status: 1, created_at: now, updated_at: now }))).execute();
        // Payroll: approving (four eyes) and paying are buttons of their own.
        await addButtons(db, 'finance/salary', [['finance:salary:approve', BUTTON_TITLES.approve, 7], ['finance:salary:pay', BUTTON_TITLES.pay, 8]], true);
        // A signing record's link may be extended (POST /app/contract/sign/edit/{id}).
        await addButtons(db, 'talents/contractList', [['talents:contractList:edit', BUTTON_TITLES.edit, 2]], true);
        // 合同模板 beside 合同签署, for the roles that hold 合同签署.
        const contract = await db.selectFrom('sys_menu').selectAll().where('component', '=', 'talents/contract').where('type', '=', 'MENU').executeTakeFirst();
        if (!contract || (await db.selectFrom('sys_menu').select('id').where('component', '=', 'talents/contractTemplate').executeTakeFirst())) return;
        const roles = await db.selectFrom('sys_role_menu').select('role_id').where('menu_id', '=', contract.id).execute();
        const blank = { route_name: null, redirect: null, hidden: 0, keep_alive: 0, always_show: 0, created_at: now, updated_at: now };
        const menu = await db.insertInto('sys_menu').values({
          ...blank, parent_id: contract.parent_id, type: 'MENU', name: '合同模板', name_en: 'Contract templates', route_path: 'contractTemplate',
          component: 'talents/contractTemplate', perm: null, icon: 'profile', sort: contract.sort,
        }).returning('id').executeTakeFirstOrThrow();
        if (roles.length) await db.insertInto('sys_role_menu').values(roles.map((r) => ({ role_id: r.role_id, menu_id: menu.id }))).execute();
        await addButtons(db, 'talents/contractTemplate', ['query', 'add', 'edit', 'delete'].map((a, i) => [`talents:contractTemplate:${a}`, BUTTON_TITLES[a], i + 1]), true);
      },
    },
    // Money in fen everywhere: the pay and fee fields held yuan (a number) become whole fen.
    '0013_money_in_fen': {
      async up(db: Kysely<any>) {
        const tables = await ownTables(db, dialect);
        for (const [table, column] of YUAN_COLUMNS) {
          if (!tables.has(table)) continue;
          if (dialect === 'postgres') await sql.raw(`alter table ${table} alter column ${column} type bigint using round(${column} * 100)`).execute(db);
          else await sql.raw(`update ${table} set ${column} = cast(round(${column} * 100) as integer) where ${column} is not null`).execute(db);
        }
      },
    },
    // Issue 25: what a pushed contract says, frozen per signing record with its hash; counters shared by
    // every process (public signing's rate limit); a system domain left at the old seed's localhost
    // is cleared, so links follow the address the console is reached at until one is set.
    '0014_contract_trust': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('sys_contract_text').ifNotExists()
          .addColumn('sign_id', 'bigint', (c) => c.primaryKey())
          .addColumn('contract_id', 'bigint', (c) => c.notNull())
          .addColumn('title', 'varchar(200)', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('vals', 'text', (c) => c.notNull())
          .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
        await db.schema.createTable('sys_rate_window').ifNotExists()
          .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
          .addColumn('window_start', 'bigint', (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull()).execute();
        await db.updateTable('sys_meta').set({ value: '' }).where('key', '=', 'systemDomain').where('value', '=', 'http://localhost:8080').execute();
        // 查看完整号码: a manager's button, granted to nobody by itself.
        for (const [component, perm, sort] of [['talents/list', 'talents:list:sensitive', 12], ['talents/contract', 'talents:contract:sensitive', 8], ['talents/contractList', 'talents:contractList:sensitive', 5], ['company/list', 'company:list:sensitive', 7]] as const) {
          await addButtons(db, component, [[perm, BUTTON_TITLES.sensitive, sort]], false);
        }
      },
    },
    '0016_dict_english': {
      async up(db: Kysely<any>) {
        // An entry's English label (issue 26 D8): English mode shows it where there is one.
        await db.schema.alterTable('sys_dict_item').addColumn('name_en', 'varchar(64)').execute();
        await labelInEnglish(db, Object.keys(DICT_EN));
      },
    },
    '0017_file_store': {
      async up(db: Kysely<any>) {
        // Files may live outside the database (issue 29): where each one's bytes are, and what was read of it.
        await db.schema.alterTable('sys_file').addColumn('store', 'varchar(16)').execute();
        await db.schema.alterTable('sys_file').addColumn('info', 'text').execute();
        // The material library's and the notes' dictionaries, with their English labels.
        await addMissingDictsInEnglish(db, ['matter_kind', 'matter_folder', 'publish_status']);
      },
    },
    '0018_site_pages': {
      async up(db: Kysely<any>) {
        // The versions of single pages (kind page: 公司介绍, 加入我们): each save one row; one published per page.
        await withId(db.schema.createTable('site_page'))
          .addColumn('page', 'varchar(64)', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('status', 'varchar(12)', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('created_by', 'integer')
          .addColumn('created_by_name', 'varchar(64)')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('published_at', 'bigint').execute();
        await db.schema.createIndex('site_page_version').unique().on('site_page').columns(['page', 'version']).execute();
        await db.schema.createIndex('site_page_status').on('site_page').columns(['page', 'status']).execute();
      },
    },
    '0019_integrations': {
      async up(db: Kysely<any>) {
        // Every call to an external platform (issue 30): which, what, how long, what came of it; never a secret.
        await withId(db.schema.createTable('sys_integration_log'))
          .addColumn('kind', 'varchar(16)', (c) => c.notNull())
          .addColumn('action', 'varchar(64)', (c) => c.notNull())
          .addColumn('method', 'varchar(8)', (c) => c.notNull())
          .addColumn('endpoint', 'varchar(200)', (c) => c.notNull())
          .addColumn('status', 'integer')
          .addColumn('code', 'varchar(64)')
          .addColumn('ok', 'integer', (c) => c.notNull())
          .addColumn('message', 'varchar(500)')
          .addColumn('duration_ms', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull()).execute();
        await db.schema.createIndex('sys_integration_log_kind').on('sys_integration_log').columns(['kind', 'id']).execute();
        // An official account's access_token, shared by every server process (a new one ends the old).
        await db.schema.createTable('wechat_token')
          .addColumn('account_id', 'integer', (c) => c.primaryKey())
          .addColumn('token', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull()).execute();
        // A library picture uploaded to WeChat as temporary media (3 days) for image replies: its media_id.
        await db.schema.createTable('wechat_media')
          .addColumn('account_id', 'integer', (c) => c.notNull())
          .addColumn('file', 'varchar(120)', (c) => c.notNull())
          .addColumn('media_id', 'varchar(200)', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('wechat_media_pk', ['account_id', 'file']).execute();
        // An official account's menu: the draft being edited, and what was last published to WeChat.
        await db.schema.createTable('wechat_menu')
          .addColumn('account_id', 'integer', (c) => c.primaryKey())
          .addColumn('draft', 'text')
          .addColumn('published', 'text')
          .addColumn('published_at', 'bigint')
          .addColumn('updated_at', 'bigint', (c) => c.notNull()).execute();
        // The official account's reply rules' dictionaries, with their English labels.
        await addMissingDictsInEnglish(db, ['wechat_trigger', 'wechat_match', 'wechat_reply']);
        await addSystemScreen(db, { name: '集成日志', name_en: 'Integrations', route_path: 'integration', component: 'system/integration', icon: 'api', sort: 11 },
          [['sys:integration:query', '查询'], ['sys:integration:test', '测试连接']]);
      },
    },
    '0020_wechat_rule_entries': {
      async up(db: Kysely<any>) {
        await addMissingDictsInEnglish(db, ['wechat_reply_mode']);
        // A rule's keywords each with its own match mode, and several replies (issue 30): the rules
        // kept before become entries — their keywords with the rule's one mode, their one reply.
        if (!(await ownTables(db, dialect)).has('wechat_keyword')) return;
        await db.schema.alterTable('wechat_keyword').addColumn('words', 'text').execute();
        await db.schema.alterTable('wechat_keyword').addColumn('replies', 'text').execute();
        await db.schema.alterTable('wechat_keyword').addColumn('reply_mode', 'varchar(10)').execute();
        const rules = await db.selectFrom('wechat_keyword').selectAll().execute();
        for (const r of rules) {
          const words = String(r.keywords ?? '').split(/[,，\s]+/).map((w) => w.trim()).filter(Boolean).map((word) => ({ word, match: r.match === 'contains' ? 'contains' : 'exact' }));
          const reply = r.reply_type === 'text' ? { type: 'text', text: r.reply_text }
            : r.reply_type === 'image' ? { type: 'image', image_id: r.reply_image_id === null ? undefined : Number(r.reply_image_id) }
              : { type: 'news', title: r.news_title, description: r.news_description ?? undefined, url: r.news_url, cover_id: r.news_image_id === null ? undefined : Number(r.news_image_id) };
          await db.updateTable('wechat_keyword').set({ words: words.length ? JSON.stringify(words) : null, replies: JSON.stringify([reply]), reply_mode: 'all' }).where('id', '=', r.id).execute();
        }
      },
    },
    '0021_douyin': {
      async up(db: Kysely<any>) {
        await addMissingDictsInEnglish(db, ['douyin_host', 'douyin_card_status']);
        // The short-video platform's pushed ticket, component token and each mini-program's authorizer
        // token with its refresh token (sealed), shared by every server process (issue 31).
        await db.schema.createTable('douyin_token')
          .addColumn('key', 'varchar(80)', (c) => c.primaryKey())
          .addColumn('token', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addColumn('refresh', 'text')
          .addColumn('refresh_expires_at', 'bigint')
          .addColumn('updated_at', 'bigint', (c) => c.notNull()).execute();
        // Where each sync stopped (a Douyin account's video list, a video's comments): the platform's cursor.
        await db.schema.createTable('douyin_sync')
          .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
          .addColumn('cursor', 'varchar(200)', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull()).execute();
      },
    },
    '0022_calls': {
      async up(db: Kysely<any>) {
        // The call centre's dictionaries (issue 32).
        await addMissingDictsInEnglish(db, ['call_status', 'call_hangup', 'call_source', 'call_grade', 'robot_status', 'transfer_outcome']);
        // The robot tasks' queue: each talent of a started task once; claimed by one process at a time.
        await withId(db.schema.createTable('call_robot_item'))
          .addColumn('task_id', 'bigint', (c) => c.notNull())
          .addColumn('talent_id', 'bigint', (c) => c.notNull())
          .addColumn('status', 'varchar(10)', (c) => c.notNull())
          .addColumn('record_id', 'bigint')
          .addColumn('holder', 'varchar(64)')
          .addColumn('lease_until', 'bigint')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull()).execute();
        await db.schema.createIndex('call_robot_item_task_status').on('call_robot_item').columns(['task_id', 'status']).execute();
      },
    },
    '0023_preview': {
      async up(db: Kysely<any>) {
        // 预览视角 (issue 33): a session opened by an administrator to see the console as someone, read-only.
        await db.schema.alterTable('sys_session').addColumn('preview_by', 'bigint').execute();
        await addButtons(db, 'system/user', [['sys:user:preview', '预览视角', 9]], false);
      },
    },
    '0024_api_doc': {
      async up(db: Kysely<any>) {
        // 接口文档 (issue 33): the API's OpenAPI document, browsable; for administrators (no role is granted it).
        await addSystemScreen(db, { name: '接口文档', name_en: 'API docs', route_path: 'apiDoc', component: 'system/apiDoc', icon: 'code', sort: 12 }, [['sys:apiDoc:query', '查询']]);
      },
    },
    '0025_stat_rollups': {
      async up(db: Kysely<any>) {
        // Statistics' daily summaries (issue 28), kept in step by triggers the engine makes per statistic (engine/stat-rollups.ts).
        await db.schema.createTable('stat_rollup')
          .addColumn('rollup', 'varchar(24)', (c) => c.notNull())
          .addColumn('day', 'integer', (c) => c.notNull())
          .addColumn('owner', 'bigint', (c) => c.notNull())
          .addColumn('grp', 'varchar(200)', (c) => c.notNull())
          .addColumn('n', 'bigint', (c) => c.notNull())
          .addColumn('total', 'double precision', (c) => c.notNull())
          .addPrimaryKeyConstraint('stat_rollup_pk', ['rollup', 'day', 'owner', 'grp']).execute();
        await db.schema.createTable('stat_rollup_def')
          .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
          .addColumn('table_name', 'varchar(64)', (c) => c.notNull())
          .addColumn('spec', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
      },
    },
    '0026_pushes': {
      async up(db: Kysely<any>) {
        // Pushes already taken (issue 57): a WeChat nonce, a call report, a ticket — remembered by every
        // process for as long as a replay of them could be accepted (services/seen.ts).
        await db.schema.createTable('sys_seen')
          .addColumn('kind', 'varchar(24)', (c) => c.notNull())
          .addColumn('key', 'varchar(128)', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('sys_seen_pk', ['kind', 'key']).execute();
        await db.schema.createIndex('sys_seen_expires').on('sys_seen').column('expires_at').execute();
        // Pushes refused for their credentials, one row per adapter and minute with a count (services/push-noise.ts):
        // noise is counted, never logged row by row, and never taken for an adapter's last failure.
        await db.schema.createTable('sys_push_refusal')
          .addColumn('kind', 'varchar(24)', (c) => c.notNull())
          .addColumn('minute', 'bigint', (c) => c.notNull())
          .addColumn('count', 'bigint', (c) => c.notNull())
          .addColumn('why', 'varchar(200)', (c) => c.notNull())
          .addColumn('address', 'varchar(64)')
          .addPrimaryKeyConstraint('sys_push_refusal_pk', ['kind', 'minute']).execute();
      },
    },
    '0027_douyin_hosts': {
      async up(db: Kysely<any>) {
        // The host apps as the platform names them (issue 57): toutiao_lite is tt_lite; xigua and huoshan join.
        const seeded = await db.selectFrom('sys_dict_type').select('id').where('code', '=', 'douyin_host').executeTakeFirst();
        if (!seeded) return;
        const now = Date.now();
        await db.updateTable('sys_dict_item').set({ value: 'tt_lite', name: '今日头条极速版', updated_at: now }).where('type_code', '=', 'douyin_host').where('value', '=', 'toutiao_lite').execute();
        // The mini-programs' table is the engine's (made from its schema after the migrations): only where it is there already.
        if ((await ownTables(db, dialect)).has('douyin_app')) await db.updateTable('douyin_app').set({ host: 'tt_lite' }).where('host', '=', 'toutiao_lite').execute();
        for (const [name, value, sort] of [['西瓜视频', 'xigua', 5], ['抖音火山版', 'huoshan', 6]] as const) {
          if (await db.selectFrom('sys_dict_item').select('id').where('type_code', '=', 'douyin_host').where('value', '=', value).executeTakeFirst()) continue;
          await db.insertInto('sys_dict_item').values({ type_code: 'douyin_host', name, value, sort, status: 1, created_at: now, updated_at: now }).execute();
        }
        await labelInEnglish(db, ['douyin_host']);
      },
    },
    '0028_card_components': {
      async up(db: Kysely<any>) {
        // The 留资卡片's input components (issue 57: the card API sends them; a database seeded before has none).
        await addMissingDictsInEnglish(db, ['douyin_card_component']);
      },
    },
    '0015_dated_status': {
      async up(db: Kysely<any>) {
        // An onboarding before its start date is 待入职 (issue 26 D5): the value the status now takes.
        const seeded = await db.selectFrom('sys_dict_type').select('id').where('code', '=', 'onboard_status').executeTakeFirst();
        const present = await db.selectFrom('sys_dict_item').select('id').where('type_code', '=', 'onboard_status').where('value', '=', '2').executeTakeFirst();
        if (seeded && !present) {
          const now = Date.now();
          await db.insertInto('sys_dict_item').values({ type_code: 'onboard_status', name: '待入职', value: '2', sort: 2, status: 1, created_at: now, updated_at: now }).execute();
        }
      },
    },
  };
}

/** This schema's tables (PostgreSQL's introspection lists every schema's). */
const ownTables = async (db: Kysely<any>, dialect: Dialect) => new Set(dialect === 'postgres'
  ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)).rows.map((r) => r.name)
  : (await db.introspection.getTables()).map((t) => t.name));

/** The columns that held yuan before money was kept in fen (migration 0013). */
const YUAN_COLUMNS = [
  ['company_job_type', 'salary_floor'], ['company', 'service_fee'], ['company_post', 'pay_min'], ['company_post', 'pay_max'],
  ['talent', 'expected_pay'], ['talent_onboard', 'pay'],
] as const;

/**
 * Adds the seed's dictionaries `codes` a database seeded before lacks; a database not seeded yet
 * gets them from the seed. Answers whether the database was seeded.
 */
async function addMissingDicts(db: Kysely<any>, codes: string[]): Promise<boolean> {
  const seeded = await db.selectFrom('sys_dict_type').select('id').limit(1).executeTakeFirst();
  if (!seeded) return false;
  const now = Date.now();
  for (const code of codes) {
    if (await db.selectFrom('sys_dict_type').select('id').where('code', '=', code).executeTakeFirst()) continue;
    const dict = DICTS.find((d) => d.code === code)!;
    await db.insertInto('sys_dict_type').values({ code, name: dict.name, status: 1, remark: null, created_at: now, updated_at: now }).execute();
    await db.insertInto('sys_dict_item').values(dict.items.map(([name, value], sort) => ({ type_code: code, name, value, sort, status: 1, created_at: now, updated_at: now }))).execute();
  }
  return true;
}

/** Gives the entries of dictionaries `codes` their seeded English label where they have none. */
async function labelInEnglish(db: Kysely<any>, codes: string[]) {
  for (const code of codes) {
    for (const [value, en] of Object.entries(DICT_EN[code] ?? {})) {
      await db.updateTable('sys_dict_item').set({ name_en: en }).where('type_code', '=', code).where('value', '=', value).where('name_en', 'is', null).execute();
    }
  }
}

/** addMissingDicts, then the English labels of those dictionaries (a database seeded before the column had none). */
async function addMissingDictsInEnglish(db: Kysely<any>, codes: string[]) {
  if (await addMissingDicts(db, codes)) await labelInEnglish(db, codes);
}

/**
 * Adds a screen to 系统管理 in a database seeded before it (a fresh one gets it from the seed), with
 * its buttons [perm, name]; granted to no role (administrators hold every permission).
 */
async function addSystemScreen(db: Kysely<any>, screen: { name: string; name_en: string; route_path: string; component: string; icon: string; sort: number }, buttons: Array<[string, string]>) {
  const system = await db.selectFrom('sys_menu').select('id').where('route_path', '=', '/system').where('type', '=', 'CATALOG').executeTakeFirst();
  const present = await db.selectFrom('sys_menu').select('id').where('component', '=', screen.component).executeTakeFirst();
  if (!system || present) return;
  const now = Date.now();
  const base = { route_name: null, redirect: null, hidden: 0, keep_alive: 0, always_show: 0, created_at: now, updated_at: now };
  const menu = await db.insertInto('sys_menu').values({ ...base, ...screen, parent_id: system.id, type: 'MENU', perm: null }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('sys_menu').values(buttons.map(([perm, name], i) => ({ ...base, parent_id: menu.id, type: 'BUTTON', name, route_path: null, component: null, icon: null, perm, sort: i + 1 }))).execute();
}

/**
 * Adds buttons [perm, name, sort] under screen `component`'s menu where missing; with `grant`, to
 * every role that holds the screen (a manager's buttons are not granted).
 */
async function addButtons(db: Kysely<any>, component: string, buttons: Array<[string, string, number]>, grant: boolean) {
  const screen = await db.selectFrom('sys_menu').select('id').where('component', '=', component).where('type', '=', 'MENU').executeTakeFirst();
  if (!screen) return;
  const roles = grant ? await db.selectFrom('sys_role_menu').select('role_id').where('menu_id', '=', screen.id).execute() : [];
  const now = Date.now();
  for (const [perm, name, sort] of buttons) {
    if (await db.selectFrom('sys_menu').select('id').where('perm', '=', perm).executeTakeFirst()) continue;
    const button = await db.insertInto('sys_menu').values({
      parent_id: screen.id, type: 'BUTTON', name, route_path: null, route_name: null, component: null, redirect: null, perm,
      icon: null, sort, hidden: 0, keep_alive: 0, always_show: 0, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    if (roles.length) await db.insertInto('sys_role_menu').values(roles.map((r) => ({ role_id: r.role_id, menu_id: button.id }))).execute();
  }
}
