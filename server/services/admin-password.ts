import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { ADMIN_ROLE } from './access.ts';
import { OpType } from './oplog.ts';
import { hashPassword } from './passwords.ts';

/**
 * The way back in when nobody knows admin's password (`npm run reset-admin-password`): sets it,
 * enables the account with its ADMIN role, clears its login waits, ends its sessions, and logs it.
 */
export async function resetAdminPassword(db: Kysely<Database>, password: string, now: number): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const admin = await trx.selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirst();
    if (!admin) throw new Error('数据库里没有 admin 用户');
    await trx.updateTable('sys_user').set({ password_hash: hash, status: 1, locked_until: 0, updated_at: now }).where('id', '=', admin.id).execute();
    const role = await trx.selectFrom('sys_role').select('id').where('code', '=', ADMIN_ROLE).executeTakeFirstOrThrow();
    const holds = await trx.selectFrom('sys_user_role').select('role_id').where('user_id', '=', admin.id).where('role_id', '=', role.id).executeTakeFirst();
    if (!holds) await trx.insertInto('sys_user_role').values({ user_id: admin.id, role_id: role.id }).execute();
    await trx.deleteFrom('sys_login_failure').where('username', 'in', ['admin', 'pwd:admin']).execute();
    await trx.updateTable('sys_session').set({ revoked_at: now }).where('user_id', '=', admin.id).where('revoked_at', 'is', null).execute();
    await trx.insertInto('sys_oplog').values({
      user_id: null, username: null, ip: null, op_type: OpType.EDIT, resource: 'user', target_id: String(admin.id),
      summary: '命令行重置 admin 的密码', created_at: now,
    }).execute();
  });
}
