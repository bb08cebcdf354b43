import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { ADMIN_ROLE } from '../services/access.ts';
import { ID } from '../services/bounds.ts';
import { Grants } from '../services/grants.ts';
import { OpType, writeWithLog } from '../services/oplog.ts';
import { pageQuery, type PageQuery, paginate } from '../services/paging.ts';

/** The screen file whose model is the role record's rules, for the form and for this server. */
export const ROLE_SCREEN = 'system/role';

type Row = Record<string, unknown>;
/** The stored columns of a checked role record. */
const columns = (record: Row) => ({ code: String(record.code), name: String(record.name), sort: Number(record.sort ?? 0), status: Number(record.status ?? 1), data_scope: Number(record.data_scope ?? 4) });
const ID_PARAMS = { type: 'object', properties: { id: ID } };

async function findRole(db: Kysely<Database>, id: number) {
  const role = await db.selectFrom('sys_role').selectAll().where('id', '=', id).executeTakeFirst();
  if (!role) throw new ApiError('NOT_FOUND', '角色不存在或已删除');
  return role;
}

/**
 * Roles: CRUD, and the menus and buttons each grants. A change is read by its users' next
 * profile or route load and by every later permission check (nothing is cached per user).
 */
export async function roleRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get<{ Querystring: PageQuery & { keywords?: string; status?: number } }>('/system/roles', {
    config: { access: 'sys:role:query' },
    schema: { summary: '角色列表', querystring: pageQuery({ keywords: { type: 'string', maxLength: 64 }, status: { type: 'integer', enum: [0, 1] } }) },
  }, async (req) => {
    const q = req.query;
    let filtered = db.selectFrom('sys_role');
    const keywords = q.keywords?.trim();
    if (keywords) filtered = filtered.where((eb) => eb.or([eb('code', 'like', `%${keywords}%`), eb('name', 'like', `%${keywords}%`)]));
    if (q.status !== undefined) filtered = filtered.where('status', '=', q.status);
    return ok(await paginate(filtered, q, (qb) => qb.selectAll().orderBy('sort').orderBy('id')));
  });

  // The role picker of the user form: whoever may add or edit users may read it.
  // Roles the caller may not grant come disabled (the server refuses them anyway).
  app.get('/system/roles/options', { schema: { summary: '角色选项（分配角色时）' }, config: { access: 'sys:user:query' } }, async (req) => {
    const roles = await db.selectFrom('sys_role').select(['id', 'name', 'status']).orderBy('sort').orderBy('id').execute();
    const verdicts = await (await Grants.of(req)).roleVerdicts(roles.map((r) => r.id));
    return ok(roles.map((r) => ({
      label: r.status === 1 ? r.name : `${r.name}（停用）`, value: r.id,
      ...(verdicts.get(r.id)?.grantable ? {} : { disabled: true }),
    })));
  });

  app.get<{ Params: { id: number } }>('/system/roles/detail/:id', { config: { access: 'sys:role:query' }, schema: { summary: '角色详情', params: ID_PARAMS } }, async (req) =>
    ok(await findRole(db, req.params.id)));

  app.post<{ Body: Row }>('/system/roles/add', { config: { access: 'sys:role:add' }, schema: { summary: '新增角色', body: { type: 'object' } } }, async (req) => {
    const checks = app.engine.recordChecks(ROLE_SCREEN, 'sys_role');
    const record = checks.created(req.body);
    await checks.check(record);
    const role = columns(record);
    (await Grants.of(req)).refuseScope(role.data_scope);
    const id = await writeWithLog(req, (newId: number) => ({ type: OpType.ADD, resource: 'role', targetId: newId, summary: `新增角色：${role.name}（${role.code}）` }), async (trx) => {
      const now = app.clock();
      const row = await trx.insertInto('sys_role').values({ ...role, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    });
    return ok({ id });
  });

  app.post<{ Params: { id: number }; Body: Row }>('/system/roles/edit/:id', {
    config: { access: 'sys:role:edit' },
    schema: { summary: '编辑角色', params: ID_PARAMS, body: { type: 'object' } },
  }, async (req) => {
    const current = await findRole(db, req.params.id);
    const checks = app.engine.recordChecks(ROLE_SCREEN, 'sys_role');
    const record = checks.edited(current, req.body);
    await checks.check(record, current.id);
    const role = columns(record);
    const grants = await Grants.of(req);
    grants.refuseAdminRole(current.code);
    if (role.data_scope !== current.data_scope) grants.refuseScope(role.data_scope);
    // What the role grants changes its holders: only someone who could edit each of them may.
    if (role.data_scope !== current.data_scope || role.status !== current.status) await grants.refuseRoleHolders(current.id);
    if (current.code === ADMIN_ROLE && (role.code !== ADMIN_ROLE || role.status !== 1)) throw new ApiError('VALIDATION_FAILED', '超级管理员角色的编码和状态不能修改');
    // Enabling a role gives its holders what it grants: only someone who could grant all of it may.
    if (current.status !== 1 && role.status === 1 && !(await grants.roleVerdicts([current.id])).get(current.id)?.grantable) {
      throw new ApiError('FORBIDDEN', `不能启用含有自己没有的权限的角色：${current.name}`);
    }
    await writeWithLog(req, { type: OpType.EDIT, resource: 'role', targetId: current.id, summary: `编辑角色：${role.name}（${role.code}）` }, async (trx) => {
      await trx.updateTable('sys_role').set({ ...role, updated_at: app.clock() }).where('id', '=', current.id).execute();
    });
    return ok({ id: current.id });
  });

  app.delete<{ Params: { id: number } }>('/system/roles/delete/:id', { config: { access: 'sys:role:delete' }, schema: { summary: '删除角色', params: ID_PARAMS } }, async (req) => {
    const role = await findRole(db, req.params.id);
    if (role.code === ADMIN_ROLE) throw new ApiError('VALIDATION_FAILED', '超级管理员角色不能删除');
    const holders = await db.selectFrom('sys_user_role').select((eb) => eb.fn.countAll<number>().as('n')).where('role_id', '=', role.id).executeTakeFirstOrThrow();
    if (Number(holders.n) > 0) throw new ApiError('VALIDATION_FAILED', `还有 ${Number(holders.n)} 个用户持有角色「${role.name}」，请先为他们换掉这个角色`);
    await writeWithLog(req, { type: OpType.DELETE, resource: 'role', targetId: role.id, summary: `删除角色：${role.name}（${role.code}）` }, async (trx) => {
      await trx.deleteFrom('sys_role_menu').where('role_id', '=', role.id).execute();
      await trx.deleteFrom('sys_role').where('id', '=', role.id).execute();
    });
    return ok({ deleted: 1 });
  });

  // Every menu and button, for the assignment tree; entries the caller may not grant come disabled.
  app.get('/system/roles/menuTree', { schema: { summary: '可分配的菜单与按钮树' }, config: { access: 'sys:role:assign' } }, async (req) => {
    const grants = await Grants.of(req);
    const menus = await db.selectFrom('sys_menu').select(['id', 'parent_id', 'name', 'type', 'perm']).orderBy('sort').orderBy('id').execute();
    return ok(menus.map((m) => (grants.mayGrantMenu(m.id) ? m : { ...m, disabled: true })));
  });

  // The menu ids a role grants (checked ones only: a parent shown half-checked is not stored).
  app.get<{ Params: { id: number } }>('/system/roles/:id/menus', { config: { access: 'sys:role:query' }, schema: { summary: '角色拥有的菜单与按钮', params: ID_PARAMS } }, async (req) => {
    const role = await findRole(db, req.params.id);
    const rows = await db.selectFrom('sys_role_menu').select('menu_id').where('role_id', '=', role.id).orderBy('menu_id').execute();
    return ok(rows.map((r) => r.menu_id));
  });

  /**
   * Sets the menus and buttons a role grants. The tree's fully checked ids come with the
   * half-checked parents (so a granted screen's catalog shows in the sidebar); every parent of a
   * granted entry is stored too, whatever the client sends.
   */
  app.post<{ Params: { id: number }; Body: { menuIds: number[] } }>('/system/roles/:id/menus', {
    config: { access: 'sys:role:assign' },
    schema: { summary: '设置角色的菜单与按钮', params: ID_PARAMS, body: { type: 'object', required: ['menuIds'], additionalProperties: false, properties: { menuIds: { type: 'array', maxItems: 5000, items: ID } } } },
  }, async (req) => {
    const role = await findRole(db, req.params.id);
    if (role.code === ADMIN_ROLE) throw new ApiError('VALIDATION_FAILED', '超级管理员拥有全部权限，无需分配');
    const menus = await db.selectFrom('sys_menu').select(['id', 'parent_id']).execute();
    const parentOf = new Map(menus.map((m) => [m.id, m.parent_id]));
    const unknown = req.body.menuIds.filter((id) => !parentOf.has(id));
    if (unknown.length) throw new ApiError('VALIDATION_FAILED', `菜单 ${unknown.slice(0, 5).join('、')} 不存在`);
    const current = (await db.selectFrom('sys_role_menu').select('menu_id').where('role_id', '=', role.id).execute()).map((r) => r.menu_id);
    const grants = await Grants.of(req);
    const chosen = grants.assignment(req.body.menuIds, current);
    await grants.refuseRoleHolders(role.id);
    const granted = new Set<number>();
    for (const id of chosen) for (let at: number | undefined = id; at && !granted.has(at); at = parentOf.get(at)) granted.add(at);
    await writeWithLog(req, { type: OpType.EDIT, resource: 'role', targetId: role.id, summary: `分配权限：${role.name}（${granted.size} 项）` }, async (trx) => {
      await trx.deleteFrom('sys_role_menu').where('role_id', '=', role.id).execute();
      const ids = [...granted];
      for (let i = 0; i < ids.length; i += 500) await trx.insertInto('sys_role_menu').values(ids.slice(i, i + 500).map((menu_id) => ({ role_id: role.id, menu_id }))).execute();
    });
    return ok({ granted: granted.size });
  });
}
