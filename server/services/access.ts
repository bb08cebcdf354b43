import type { Kysely } from 'kysely';
import { type Db, rawQuery, type ReadSnapshot } from '../db/connect.ts';
import type { Database } from '../db/tables.ts';

export const ADMIN_ROLE = 'ADMIN';

/**
 * The rows (menus) by which user `user` (an SQL expression) holds the permission given as the next
 * parameter: a menu of one of their enabled roles. The one rule, read alone (HOLDS) and with the
 * caller's session (findLiveCaller).
 */
export const grantingMenus = (user: string) => `select gm.id from sys_user_role gur
  join sys_role gr on gr.id = gur.role_id join sys_role_menu grm on grm.role_id = gur.role_id join sys_menu gm on gm.id = grm.menu_id
  where gur.user_id = ${user} and gr.status = 1 and gm.perm = ?`;

const HOLDS = rawQuery(`${grantingMenus('?')} limit 1`);

/** Per request (its snapshot): what the caller's first read found of their grants (see findLiveCaller). */
const remembered = new WeakMap<ReadSnapshot, { userId: number; perms: Map<string, boolean>; scope?: number | null }>();

/** Keeps, for the request of `snapshot`, whether user `userId` holds `perm` and their widest data scope (null: no enabled role says one). */
export function rememberGrants(snapshot: ReadSnapshot, userId: number, found: { perm?: string; holds?: boolean; scope?: number | null }) {
  let kept = remembered.get(snapshot);
  if (!kept || kept.userId !== userId) remembered.set(snapshot, kept = { userId, perms: new Map() });
  if (found.perm !== undefined) kept.perms.set(found.perm, Boolean(found.holds));
  if (found.scope !== undefined) kept.scope = found.scope;
}

/** What the request of `snapshot` already read of user `userId`'s grants (rememberGrants). */
export function rememberedGrants(snapshot: ReadSnapshot | undefined, userId: number) {
  const kept = snapshot && remembered.get(snapshot);
  return kept && kept.userId === userId ? kept : undefined;
}

/**
 * True when one of the user's enabled roles grants `perm`; ADMIN holds every permission. A read as
 * every request makes (SQLite: reused until anything commits; PostgreSQL: a prepared statement),
 * with the request's snapshot — and not read again within the request.
 */
export async function holdsPermission(db: Db, userId: number, roles: string[], perm: string, snapshot?: ReadSnapshot) {
  if (roles.includes(ADMIN_ROLE)) return true;
  const known = rememberedGrants(snapshot, userId)?.perms.get(perm);
  if (known !== undefined) return known;
  const holds = (await db.read(HOLDS(db, [userId, perm]), snapshot)).length > 0;
  if (snapshot) rememberGrants(snapshot, userId, { perm, holds });
  return holds;
}

/** Every permission string the user holds, sorted; for ADMIN, every one the menus declare. */
export async function permissionsOf(db: Kysely<Database>, userId: number, roles: string[]): Promise<string[]> {
  let query = db.selectFrom('sys_menu as m').select('m.perm').distinct().where('m.perm', 'is not', null);
  if (!roles.includes(ADMIN_ROLE)) {
    query = query
      .innerJoin('sys_role_menu as rm', 'rm.menu_id', 'm.id')
      .innerJoin('sys_user_role as ur', 'ur.role_id', 'rm.role_id')
      .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
      .where('ur.user_id', '=', userId).where('r.status', '=', 1);
  }
  const rows = await query.execute();
  return rows.map((r) => r.perm as string).sort();
}
