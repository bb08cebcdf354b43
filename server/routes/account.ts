import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { permissionsOf } from '../services/access.ts';
import { allScreenPaths, routesFor } from '../services/route-tree.ts';
import { invalid } from '../engine/resource.ts';
import { OpType, writeWithLog } from '../services/oplog.ts';
import { USER_SCREEN } from './users.ts';

export async function accountRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/account/profile', { schema: { summary: '当前用户的资料' }, config: { access: 'login' } }, async (req) => {
    const auth = req.auth!;
    const user = await db.selectFrom('sys_user').select(['id', 'username', 'nickname', 'avatar', 'mobile', 'email', 'gender', 'dept_id'])
      .where('id', '=', auth.userId).executeTakeFirstOrThrow();
    // SPEC §5: a profile without a role cannot be used; say so rather than send an empty list.
    if (auth.roles.length === 0) throw new ApiError('FORBIDDEN', '当前用户未分配任何角色，请联系管理员');
    return ok({
      userId: user.id,
      username: user.username,
      nickname: user.nickname,
      avatar: user.avatar,
      mobile: user.mobile,
      email: user.email,
      gender: user.gender,
      deptId: user.dept_id,
      roles: auth.roles,
      roleNames: (await db.selectFrom('sys_role').select('name').where('code', 'in', auth.roles).orderBy('sort').orderBy('id').execute()).map((r) => r.name),
      perms: await permissionsOf(db, auth.userId, auth.roles),
      // 预览视角: who is looking through this user's eyes (the console says so and writes nothing).
      preview: auth.previewBy === undefined ? null
        : { by: (await db.selectFrom('sys_user').select('nickname').where('id', '=', auth.previewBy).executeTakeFirst())?.nickname ?? '' },
    });
  });

  /**
   * The user's own name, mobile and email, checked by the user screen's model (the same words as
   * the user form); nothing else of theirs (roles, status, department) is theirs to change.
   */
  app.post<{ Body: { nickname?: string; mobile?: string | null; email?: string | null } }>('/account/profile', {
    config: { access: 'login' },
    schema: {
      summary: '修改当前用户的资料',
      body: {
        type: 'object', additionalProperties: false, minProperties: 1,
        properties: { nickname: { type: 'string' }, mobile: { type: ['string', 'null'] }, email: { type: ['string', 'null'] } },
      },
    },
  }, async (req) => {
    const auth = req.auth!;
    const checks = app.engine.recordChecks(USER_SCREEN, 'sys_user');
    const current = await db.selectFrom('sys_user').selectAll().where('id', '=', auth.userId).executeTakeFirstOrThrow();
    const changes = Object.fromEntries(Object.entries(req.body).map(([k, v]) => [k, v === '' ? null : v]));
    const errors = checks.fieldErrors({ nickname: current.nickname, mobile: current.mobile, email: current.email, ...changes }, ['nickname', 'mobile', 'email']);
    if (errors.length) invalid(errors);
    await writeWithLog(req, { type: OpType.EDIT, resource: 'user', targetId: auth.userId, summary: `修改个人信息：${auth.username}` }, async (trx) => {
      await trx.updateTable('sys_user').set({ ...changes, updated_at: app.clock() }).where('id', '=', auth.userId).execute();
    });
    return ok(null);
  });

  app.get('/account/routes', { schema: { summary: '当前用户的菜单路由' }, config: { access: 'login' } }, async (req) => ok(await routesFor(db, req.auth!.roles)));

  // Every screen's path, so the console answers a screen the caller may not open with 403, not 404.
  app.get('/account/paths', { schema: { summary: '所有页面的路径（控制台据此区分没有权限与页面不存在）' }, config: { access: 'login' } }, async () => ok(await allScreenPaths(db)));
}
