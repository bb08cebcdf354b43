import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { rawQuery, type ReadSnapshot } from '../db/connect.ts';
import type { Database } from '../db/tables.ts';
import { ADMIN_ROLE, rememberedGrants } from './access.ts';

/** 数据权限: which owners' records a role's holders see. A smaller number sees more. */
export const DataScope = { ALL: 1, DEPT_AND_BELOW: 2, DEPT: 3, SELF: 4 } as const;

/** The owners whose records the caller sees (`null`: everyone's), and the caller. */
export interface RowScope { owners: number[] | null; me: number }

/**
 * The condition "owned within the scope": `owner` one of `owners`, or (with a pool) nobody — for
 * a list, a relation picker and an import's names alike.
 */
export function ownedWithin(owner: string, owners: number[], pool: boolean) {
  return (eb: ExpressionBuilder<any, any>) => (pool ? eb.or([eb(owner, 'in', owners), eb(owner, 'is', null)]) : eb(owner, 'in', owners));
}

/** The data scopes of user `user`'s (an SQL expression) enabled roles: read alone (SCOPES) and with the caller's session (findLiveCaller). */
export const roleScopes = (user: string) => `select sr.data_scope from sys_user_role sur join sys_role sr on sr.id = sur.role_id where sur.user_id = ${user} and sr.status = 1`;

const SCOPES = rawQuery(roleScopes('?'));

/**
 * The widest data scope among `userId`'s enabled roles (仅本人 when none says more): a read as every
 * request makes (see holdsPermission), with the request's snapshot.
 */
export async function widestScope(db: FastifyRequest['server']['db'], userId: number, snapshot?: ReadSnapshot): Promise<number> {
  const known = rememberedGrants(snapshot, userId)?.scope;
  if (known !== undefined) return Math.min(DataScope.SELF, ...(known === null ? [] : [known]));
  const scopes = await db.read<{ data_scope: number }>(SCOPES(db, [userId]), snapshot);
  return Math.min(DataScope.SELF, ...scopes.map((r) => Number(r.data_scope)));
}

/**
 * The caller's row scope, read now: the widest data scope among their enabled roles (ADMIN sees
 * all), as the user ids it covers — their own, their department's, or their department's and
 * every department below it.
 */
export async function rowScope(req: FastifyRequest): Promise<RowScope> {
  const auth = req.auth!;
  const me = auth.userId;
  if (auth.roles.includes(ADMIN_ROLE)) return { owners: null, me };
  const db = req.server.db.kysely;
  const depts = await scopeDepts(db, me, await widestScope(req.server.db, me, req.snapshot));
  if (depts === null) return { owners: null, me };
  if (!depts.length) return { owners: [me], me };
  const users = await db.selectFrom('sys_user').select('id').where('dept_id', 'in', depts).execute();
  return { owners: [...new Set([me, ...users.map((u) => u.id)])], me };
}

/**
 * The departments data scope `scope` gives user `me`: null for 全部; their department (and, for
 * 本部门及以下, every one below it); none for 仅本人 or a user in no department.
 */
export async function scopeDepts(db: Kysely<Database>, me: number, scope: number): Promise<number[] | null> {
  if (scope === DataScope.ALL) return null;
  if (scope === DataScope.SELF) return [];
  const user = await db.selectFrom('sys_user').select('dept_id').where('id', '=', me).executeTakeFirst();
  if (!user?.dept_id) return [];
  if (scope !== DataScope.DEPT_AND_BELOW) return [user.dept_id];
  const all = await db.selectFrom('sys_dept').select(['id', 'parent_id']).execute();
  const below = new Set([user.dept_id]);
  for (let grown = true; grown;) {
    grown = false;
    for (const d of all) if (!below.has(d.id) && d.parent_id !== null && below.has(d.parent_id)) { below.add(d.id); grown = true; }
  }
  return [...below];
}
