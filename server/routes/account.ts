import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { permissionsOf } from '../services/access.ts';
import { allScreenPaths, routesFor } from '../services/route-tree.ts';

export async function accountRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get('/account/profile', { config: { access: 'login' } }, async (req) => {
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
      perms: await permissionsOf(db, auth.userId, auth.roles),
    });
  });

  app.get('/account/routes', { config: { access: 'login' } }, async (req) => ok(await routesFor(db, req.auth!.roles)));

  // Every screen's path, so the console answers a screen the caller may not open with 403, not 404.
  app.get('/account/paths', { config: { access: 'login' } }, async () => ok(await allScreenPaths(db)));
}
