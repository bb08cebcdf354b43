import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { ApiError } from '../errors.ts';
import { ADMIN_ROLE } from './access.ts';
import { scopeDepts, widestScope } from './data-scope.ts';

interface MenuEntry { id: number; parent_id: number; name: string; perm: string | null }
type Row = Record<string, unknown>;

const refuse = (msg: string): never => { throw new ApiError('FORBIDDEN', msg); };

/**
 * The grant rule, in one place: a caller gives nobody (themselves included) a role, a menu
 * entry or a permission they do not hold, and nobody but ADMIN touches an ADMIN user or the
 * ADMIN role. "Holding" an entry means one of the caller's enabled roles grants it, or grants
 * its permission string; a catalog above a held entry is held too (it only shows the way).
 * Every route that changes who holds what asks this class before it writes.
 */
export class Grants {
  private constructor(
    private readonly db: Kysely<Database>,
    readonly admin: boolean,
    private readonly perms: Set<string>,
    private readonly grantable: Set<number>,
    private readonly menus: Map<number, MenuEntry>,
    /** The widest data scope among the caller's enabled roles (1 全部 … 4 仅本人; smaller is wider). */
    readonly scope: number,
    private readonly me: number,
  ) {}

  /** What `req`'s caller holds, read now (a grant taken away a moment ago is already gone). */
  static async of(req: FastifyRequest): Promise<Grants> {
    const auth = req.auth!;
    const db = req.server.db.kysely;
    const admin = auth.roles.includes(ADMIN_ROLE);
    const menus = new Map((await db.selectFrom('sys_menu').select(['id', 'parent_id', 'name', 'perm']).execute()).map((m) => [m.id, m]));
    if (admin) return new Grants(db, true, new Set(), new Set(menus.keys()), menus, 1, auth.userId);
    const scope = await widestScope(req.server.db, auth.userId, req.snapshot);
    const held = await db.selectFrom('sys_role_menu as rm')
      .innerJoin('sys_user_role as ur', 'ur.role_id', 'rm.role_id')
      .innerJoin('sys_role as r', 'r.id', 'rm.role_id')
      .select('rm.menu_id').where('ur.user_id', '=', auth.userId).where('r.status', '=', 1).execute();
    const perms = new Set(held.flatMap((h) => { const p = menus.get(h.menu_id)?.perm; return p ? [p] : []; }));
    const heldIds = new Set(held.map((h) => h.menu_id));
    const grantable = new Set<number>();
    for (const m of menus.values()) {
      if (!heldIds.has(m.id) && !(m.perm && perms.has(m.perm))) continue;
      for (let at: number | undefined = m.id; at && !grantable.has(at); at = menus.get(at)?.parent_id) grantable.add(at);
    }
    return new Grants(db, false, perms, grantable, menus, scope, auth.userId);
  }

  /** Refuses (403) a data scope wider than the caller's own (a smaller number sees more). */
  refuseScope(scope: number) {
    if (!this.admin && scope < this.scope) refuse('不能设置比自己更大的数据权限');
  }

  /** Whether the caller may grant menu entry `id`. */
  mayGrantMenu(id: number): boolean {
    return this.admin || this.grantable.has(id);
  }

  /** Whether the caller holds permission string `perm` (an empty one is nothing to hold). */
  holdsPerm(perm: unknown): boolean {
    return this.admin || perm === null || perm === undefined || perm === '' || this.perms.has(String(perm));
  }

  /** For each role id: whether the caller may give it to someone (it grants nothing they lack). */
  async roleVerdicts(roleIds: number[]): Promise<Map<number, { name: string; code: string; grantable: boolean }>> {
    const verdicts = new Map<number, { name: string; code: string; grantable: boolean }>();
    if (!roleIds.length) return verdicts;
    const roles = await this.db.selectFrom('sys_role').select(['id', 'code', 'name', 'data_scope']).where('id', 'in', roleIds).execute();
    const entries = this.admin ? [] : await this.db.selectFrom('sys_role_menu').select(['role_id', 'menu_id']).where('role_id', 'in', roleIds).execute();
    for (const role of roles) {
      // A role is given whole: its menus and its data scope, none beyond the caller's.
      const grantable = this.admin || (role.code !== ADMIN_ROLE && role.data_scope >= this.scope
        && entries.every((e) => e.role_id !== role.id || this.grantable.has(e.menu_id)));
      verdicts.set(role.id, { name: role.name, code: role.code, grantable });
    }
    return verdicts;
  }

  /** Refuses (403) unless every role of `roleIds` may be granted by the caller. */
  async refuseRoles(roleIds: number[]) {
    if (this.admin) return;
    const denied = [...(await this.roleVerdicts(roleIds)).values()].filter((v) => !v.grantable);
    if (denied.length) refuse(`不能授予自己没有的角色或权限：${denied.map((v) => v.name).join('、')}`);
  }

  /**
   * Refuses (403) unless the caller may act on each user of `userIds` (edit, disable, reset
   * password, log in as, delete): an ADMIN user only by ADMIN, anyone else only when every role
   * they hold is one the caller could grant, so acting as them gives the caller nothing new.
   */
  async refuseUsers(userIds: number[]) {
    if (this.admin || !userIds.length) return;
    const held = await this.db.selectFrom('sys_user_role as ur').innerJoin('sys_user as u', 'u.id', 'ur.user_id')
      .select(['ur.user_id', 'ur.role_id', 'u.username']).where('ur.user_id', 'in', userIds).execute();
    const verdicts = await this.roleVerdicts([...new Set(held.map((h) => h.role_id))]);
    const admins = held.filter((h) => verdicts.get(h.role_id)?.code === ADMIN_ROLE);
    if (admins.length) refuse('只有超级管理员可以操作超级管理员账号');
    const stronger = [...new Set(held.filter((h) => !verdicts.get(h.role_id)?.grantable).map((h) => h.username))];
    if (stronger.length) refuse(`不能操作拥有自己没有的权限的用户：${stronger.join('、')}`);
  }

  /**
   * Refuses (403) changing what role `roleId` grants (its menus, data scope or status) unless the
   * caller may act on every user who holds it, as editing each of them directly would ask
   * (refuseUsers): a role is a way to reach its holders, and through it nobody is reached whom the
   * caller could not edit one by one.
   */
  async refuseRoleHolders(roleId: number) {
    if (this.admin) return;
    const holders = await this.db.selectFrom('sys_user_role').select('user_id').where('role_id', '=', roleId).execute();
    const others = holders.map((h) => h.user_id).filter((id) => id !== this.me);
    try {
      await this.refuseUsers(others);
    } catch (error) {
      if (error instanceof ApiError) refuse(`不能修改这个角色：${error.message}（这些用户持有它）`);
      throw error;
    }
  }

  /**
   * Refuses (403) moving a user from department `from` to `to` (an add: `from` undefined) unless
   * both lie within the caller's data scope: moving someone in would let the caller read their
   * records, moving oneself out would widen one's own scope (issue 25: a 本部门 lead moved
   * themselves and others into another department, then read its talents).
   */
  async refuseUserMove(from: number | null | undefined, to: number | null) {
    if (this.admin || (from !== undefined && from === to)) return;
    const depts = await this.depts();
    if (depts === null) return;
    if (from !== undefined && from !== null && !depts.has(from)) refuse('不能调动自己数据权限范围以外部门的用户');
    if (to !== null && !depts.has(to)) refuse('不能把用户调到自己数据权限范围以外的部门');
  }

  /**
   * Refuses (403) a department added or moved outside the caller's data scope: a moved department
   * must be within it, and so must the new parent (re-parenting another department under one's own
   * would widen 本部门及以下). Renames and deletions move nobody's records.
   */
  async refuseDeptWrite(before: Row | undefined, after: Row | undefined) {
    if (this.admin) return;
    const depts = await this.depts();
    if (depts === null) return;
    const parentBefore = before ? (before.parent_id ?? null) : undefined;
    const parentAfter = after ? (after.parent_id ?? null) : undefined;
    // A rename or a deletion moves nobody; a new department, or one moved, must land within scope.
    if (!after || parentAfter === parentBefore) return;
    if (before && !depts.has(Number(before.id))) refuse('不能移动自己数据权限范围以外的部门');
    if (parentAfter === null || !depts.has(Number(parentAfter))) refuse('不能把部门放到自己数据权限范围以外的部门下');
  }

  private scopeDeptSet?: Promise<Set<number> | null>;
  /** The departments within the caller's data scope (null: all). */
  private depts(): Promise<Set<number> | null> {
    return (this.scopeDeptSet ??= scopeDepts(this.db, this.me, this.scope).then((d) => (d === null ? null : new Set(d))));
  }

  /** Refuses (403) unless the caller may touch the role: ADMIN's only by ADMIN. */
  refuseAdminRole(code: string) {
    if (!this.admin && code === ADMIN_ROLE) refuse('只有超级管理员可以修改超级管理员角色');
  }

  /**
   * The menu entries a role grants after an assignment: what the caller may grant as they chose,
   * and what they may not left as it was. Asking for an entry they may not grant is refused.
   */
  assignment(requested: number[], current: number[]): number[] {
    if (this.admin) return requested;
    const denied = requested.filter((id) => !this.grantable.has(id) && !current.includes(id));
    if (denied.length) refuse(`不能授予自己没有的菜单或权限：${denied.slice(0, 5).map((id) => this.menus.get(id)?.name ?? id).join('、')}`);
    return [...new Set([...requested.filter((id) => this.grantable.has(id)), ...current.filter((id) => !this.grantable.has(id))])];
  }

  /** Refuses (403) a menu write that would make a permission string the caller lacks (before or after). */
  refuseMenuWrite(before: Row | undefined, after: Row | undefined) {
    for (const perm of [before?.perm, after?.perm]) {
      if (!this.holdsPerm(perm)) refuse(`不能设置或修改自己没有的权限标识：${String(perm)}`);
    }
  }
}

/** The engine's write guard for the department table: see Grants.refuseDeptWrite. */
export async function guardDeptWrite(req: FastifyRequest, before: Row | undefined, after: Row | undefined) {
  await (await Grants.of(req)).refuseDeptWrite(before, after);
}

/** The engine's write guard for the menu table: see Grants.refuseMenuWrite. */
export async function guardMenuWrite(req: FastifyRequest, before: Row | undefined, after: Row | undefined) {
  (await Grants.of(req)).refuseMenuWrite(before, after);
}
