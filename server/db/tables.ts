import type { Generated, Selectable } from 'kysely';

/** Times are milliseconds since the epoch in both dialects; flags are 0/1 integers. */
type Id = Generated<number>;

export interface MetaTable { key: string; value: string }

export interface DeptTable {
  id: Id; parent_id: number; name: string; sort: number; status: number;
  created_at: number; updated_at: number;
}

export interface RoleTable {
  id: Id; code: string; name: string; sort: number; status: number;
  /** 1 全部, 2 本部门及以下, 3 本部门, 4 仅本人: which owners' records its holders see. */
  data_scope: Generated<number>;
  created_at: number; updated_at: number;
}

export type MenuType = 'CATALOG' | 'MENU' | 'BUTTON' | 'EXTLINK';

export interface MenuTable {
  id: Id; parent_id: number; type: MenuType; name: string; name_en: string | null;
  route_name: string | null; route_path: string | null; component: string | null;
  redirect: string | null; perm: string | null; icon: string | null; sort: number;
  hidden: number; keep_alive: number; always_show: number;
  created_at: number; updated_at: number;
}

export interface RoleMenuTable { role_id: number; menu_id: number }

export interface UserTable {
  id: Id; username: string; nickname: string; password_hash: string;
  mobile: string | null; email: string | null; gender: number; avatar: string | null;
  dept_id: number | null; status: number; locked_until: number;
  created_at: number; updated_at: number;
}

export interface UserRoleTable { user_id: number; role_id: number }

export interface DictTypeTable {
  id: Id; code: string; name: string; status: number; remark: string | null;
  created_at: number; updated_at: number;
}

export interface DictItemTable {
  id: Id; type_code: string; name: string; name_en: string | null; value: string; sort: number; status: number;
  created_at: number; updated_at: number;
}

export interface ConfigTable { key: string; value: string; updated_at: number }

export interface SessionTable {
  id: string; user_id: number; created_at: number; expires_at: number;
  refreshed_at: number; revoked_at: number | null; ip: string | null; user_agent: string | null;
  /** The generation of access token that is current; null for sessions opened before tokens had one. */
  token_id: string | null;
  /** The administrator who opened this session to preview the console as its user (read-only); null for a login. */
  preview_by?: number | null;
}

/** A proof-of-work challenge not yet spent: `id` hashes its nonce, `answer_hash` its signature. */
export interface CaptchaTable { id: string; answer_hash: string; expires_at: number; ip: string | null; created_at: number }

export interface LoginFailureTable { id: Id; username: string; ip: string; created_at: number }

export interface OneTimeCodeTable {
  id: Id; user_id: number; code_hash: string; created_by: number | null;
  created_at: number; expires_at: number; used_at: number | null; failures: number;
}

export interface FileTable {
  id: string; mime: string; size: number; data: Uint8Array; created_by: number | null; created_at: number;
  /** `<table>.<field>` for a file uploaded into a record's field (private), null for an avatar or logo (public). */
  purpose?: string | null;
  /** Where its bytes are: `local` (the data folder), `s3` (a bucket); null: in `data` (files kept before the store, the demo world's). */
  store?: string | null;
  /** What the server read of it at upload, as JSON (MediaInfo: kind, width, height, duration, thumb). */
  info?: string | null;
}

/** One version of a single page (kind page): `status` draft | published | old; `data` its fields as JSON. */
export interface SitePageTable {
  id: Id; page: string; version: number; status: string; data: string; created_by: number | null; created_by_name: string | null;
  created_at: number; published_at: number | null;
}

export interface OplogTable {
  id: Id; user_id: number | null; username: string | null; ip: string | null; op_type: number;
  resource: string; target_id: string | null; summary: string; created_at: number;
}

/** One login attempt: `method` password | nopwd; `result` what it came to, in Chinese. */
export interface LoginLogTable {
  id: Id; username: string; user_id: number | null; method: string; result: string;
  ip: string | null; user_agent: string | null; created_at: number;
}

/** Every table the migrations create, as Kysely sees them. */
export interface Database {
  sys_meta: MetaTable;
  sys_dept: DeptTable;
  sys_role: RoleTable;
  sys_menu: MenuTable;
  sys_role_menu: RoleMenuTable;
  sys_user: UserTable;
  sys_user_role: UserRoleTable;
  sys_dict_type: DictTypeTable;
  sys_dict_item: DictItemTable;
  sys_config: ConfigTable;
  sys_session: SessionTable;
  sys_captcha: CaptchaTable;
  sys_login_failure: LoginFailureTable;
  sys_one_time_code: OneTimeCodeTable;
  sys_file: FileTable;
  site_page: SitePageTable;
  sys_oplog: OplogTable;
  sys_login_log: LoginLogTable;
}

export type User = Selectable<UserTable>;
export type Menu = Selectable<MenuTable>;
