import { uniqueViolation } from '../db/unique.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { MAX_IMPORT_BYTES, readImport, XLSX_MISSING } from '../engine/xlsx-import.ts';
import { readUpload } from '../services/files.ts';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { ADMIN_ROLE } from '../services/access.ts';
import { ID, isId } from '../services/bounds.ts';
import { Grants } from '../services/grants.ts';
import { OpType, logOperation, writeWithLog } from '../services/oplog.ts';
import { pageQuery, type PageQuery, paginate } from '../services/paging.ts';
import { hashPassword } from '../services/passwords.ts';
import { PASSWORD_PATTERN } from '../../validators/patterns.ts';
import { maskValue } from '../../validators/mask.ts';
import { revokeOtherSessions } from '../services/sessions.ts';

/** The screen file whose model is the user record's rules, for the form and for this server. */
export const USER_SCREEN = 'system/user';
const MAX_USER_IMPORT = 2000;

type Row = Record<string, unknown>;
interface UserQuery extends PageQuery { keywords?: string; status?: number; dept_id?: number }

/**
 * The user record's checks (model, dictionaries, unique username) from `system/user`'s schema.
 * Users are not a generic resource: passwords are hashed, roles live in their own table; so
 * the engine serves no routes for them, these routes do.
 */
const userChecks = (app: FastifyInstance) => app.engine.recordChecks(USER_SCREEN, 'sys_user');

/** A department and every department under it. */
async function deptAndBelow(db: Kysely<Database>, deptId: number): Promise<number[]> {
  const rows = await db.selectFrom('sys_dept').select(['id', 'parent_id']).execute();
  const ids = [deptId];
  for (let i = 0; i < ids.length; i++) for (const r of rows) if (r.parent_id === ids[i] && !ids.includes(r.id)) ids.push(r.id);
  return ids;
}

/** Users as the screen shows them: no password hash; role ids and names, department name. */
async function present(db: Kysely<Database>, users: Row[]): Promise<Row[]> {
  if (!users.length) return [];
  const ids = users.map((u) => Number(u.id));
  const roles = await db.selectFrom('sys_user_role as ur').innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.id', 'r.name']).where('ur.user_id', 'in', ids).orderBy('r.sort').orderBy('r.id').execute();
  return users.map((u) => {
    const own = roles.filter((r) => r.user_id === u.id);
    return { ...u, role_ids: own.map((r) => r.id), role_names: own.map((r) => r.name).join('、') };
  });
}

/** A user as `req`'s caller sees them: their mobile masked unless it is the caller's own or the caller is ADMIN. */
function shownTo(req: FastifyRequest, user: Row): Row {
  const whole = req.auth!.userId === Number(user.id) || req.auth!.roles.includes(ADMIN_ROLE);
  return whole || typeof user.mobile !== 'string' ? user : { ...user, mobile: maskValue('mobile', user.mobile) };
}

const USER_COLUMNS = ['u.id', 'u.username', 'u.nickname', 'u.mobile', 'u.email', 'u.gender', 'u.avatar', 'u.dept_id', 'u.status', 'u.created_at', 'u.updated_at'] as const;

async function findUser(db: Kysely<Database>, id: number): Promise<Row> {
  const user = await db.selectFrom('sys_user as u').leftJoin('sys_dept as d', 'd.id', 'u.dept_id')
    .select([...USER_COLUMNS, 'd.name as dept_name']).where('u.id', '=', id).executeTakeFirst();
  if (!user) throw new ApiError('NOT_FOUND', '用户不存在或已删除');
  return (await present(db, [user]))[0];
}

/** Role ids that exist; unknown ones are a field error. */
async function checkRoles(db: Kysely<Database>, roleIds: unknown): Promise<number[]> {
  const ids = [...new Set((roleIds as number[] | undefined) ?? [])];
  if (!ids.length) return [];
  const found = await db.selectFrom('sys_role').select('id').where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw new ApiError('VALIDATION_FAILED', '请求参数错误：角色不存在', [{ field: 'role_ids', message: '所选角色不存在或已删除' }]);
  return ids;
}

async function checkDept(db: Kysely<Database>, deptId: unknown) {
  if (deptId === undefined || deptId === null) return;
  const dept = await db.selectFrom('sys_dept').select('id').where('id', '=', Number(deptId)).executeTakeFirst();
  if (!dept) throw new ApiError('VALIDATION_FAILED', '请求参数错误：部门不存在', [{ field: 'dept_id', message: '所选部门不存在或已删除' }]);
}

/** The stored columns of a checked user record. */
function columns(record: Row) {
  return {
    nickname: String(record.nickname),
    mobile: (record.mobile as string | undefined) ?? null,
    email: (record.email as string | undefined) ?? null,
    gender: Number(record.gender ?? 0),
    dept_id: record.dept_id === undefined || record.dept_id === null ? null : Number(record.dept_id),
    status: Number(record.status ?? 1),
  };
}

async function setRoles(trx: Kysely<Database>, userId: number, roleIds: number[]) {
  await trx.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
  if (roleIds.length) await trx.insertInto('sys_user_role').values(roleIds.map((role_id) => ({ user_id: userId, role_id }))).execute();
}

/** Body of the create and edit calls: an object, its fields checked by the schema's model. */
const RECORD_BODY = { type: 'object' } as const;

/** Users (SPEC §7): list, detail, add, edit, reset password, delete, import. */
export async function userRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  app.get<{ Querystring: UserQuery }>('/system/users', {
    config: { access: 'sys:user:query' },
    schema: {
      summary: '用户列表',
      querystring: pageQuery({
        keywords: { type: 'string', maxLength: 64 },
        status: { type: 'integer', enum: [0, 1] },
        dept_id: { ...ID, minimum: 0 },
        sort: { type: 'string', enum: ['created_at', 'id'] },
        order: { type: 'string', enum: ['asc', 'desc'] },
      }),
    },
  }, async (req) => {
    const q = req.query as UserQuery & { sort?: 'created_at' | 'id'; order?: 'asc' | 'desc' };
    let filtered = db.selectFrom('sys_user as u').leftJoin('sys_dept as d', 'd.id', 'u.dept_id');
    const keywords = q.keywords?.trim();
    if (keywords) {
      filtered = filtered.where((eb) => eb.or([
        // A mobile only by its whole value: a part would read a masked number back digit by digit.
        eb('u.username', 'like', `%${keywords}%`), eb('u.nickname', 'like', `%${keywords}%`), eb('u.mobile', '=', keywords),
      ]));
    }
    if (q.status !== undefined) filtered = filtered.where('u.status', '=', q.status);
    if (q.dept_id) filtered = filtered.where('u.dept_id', 'in', await deptAndBelow(db, q.dept_id));
    const page = await paginate(filtered, q, (qb) => qb.select([...USER_COLUMNS, 'd.name as dept_name']).orderBy(`u.${q.sort ?? 'id'}`, q.order ?? 'desc'));
    return ok({ list: (await present(db, page.list)).map((u) => shownTo(req, u)), total: page.total });
  });

  app.get<{ Params: { id: number } }>('/system/users/detail/:id', {
    config: { access: 'sys:user:query' },
    schema: { summary: '用户详情', params: { type: 'object', properties: { id: ID } } },
  }, async (req) => ok(shownTo(req, await findUser(db, req.params.id))));

  // A staff user's mobile whole (the list's 查看完整号码), for whoever may list users: logged as 查看号码.
  app.post<{ Body: { id: number; field: string } }>('/reveal/system/user', {
    config: { access: 'sys:user:query' },
    schema: { summary: '查看用户的完整手机号（记入操作日志）', body: { type: 'object', required: ['id', 'field'], additionalProperties: false, properties: { id: ID, field: { type: 'string', enum: ['mobile'] } } } },
  }, async (req) => {
    const user = await findUser(db, req.body.id);
    await logOperation(db, req, { type: OpType.REVEAL, resource: 'user', targetId: req.body.id, summary: `查看用户「${String(user.username)}」的手机号` });
    return ok({ mobile: user.mobile ?? null });
  });

  app.post<{ Body: Row }>('/system/users/add', { config: { access: 'sys:user:add' }, schema: { summary: '新增用户', body: RECORD_BODY } }, async (req) => {
    const checks = userChecks(app);
    const record = checks.created(req.body);
    await checks.check(record);
    await checkDept(db, record.dept_id);
    const roleIds = await checkRoles(db, record.role_ids);
    const grants = await Grants.of(req);
    await grants.refuseRoles(roleIds);
    await grants.refuseUserMove(undefined, record.dept_id == null ? null : Number(record.dept_id));
    const passwordHash = await hashPassword(String(record.password));
    const id = await writeWithLog(req, (newId: number) => ({ type: OpType.ADD, resource: 'user', targetId: newId, summary: `新增用户：${String(record.username)}` }), async (trx) => {
      const now = app.clock();
      const { id: newId } = await trx.insertInto('sys_user').values({
        username: String(record.username), password_hash: passwordHash, avatar: null, locked_until: 0, ...columns(record), created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow();
      await setRoles(trx, Number(newId), roleIds);
      return Number(newId);
    }).catch(duplicateUsername);
    return ok({ id });
  });

  app.post<{ Params: { id: number }; Body: Row }>('/system/users/edit/:id', {
    config: { access: 'sys:user:edit' },
    schema: { summary: '编辑用户', params: { type: 'object', properties: { id: ID } }, body: RECORD_BODY },
  }, async (req) => {
    const id = req.params.id;
    const checks = userChecks(app);
    const current = await findUser(db, id);
    const grants = await Grants.of(req);
    await grants.refuseUsers([id]);
    // The username is read-only and the password create-only in the schema: an edit changes neither.
    const record = checks.edited(current, req.body);
    await checks.check(record, id);
    await checkDept(db, record.dept_id);
    const roleIds = await checkRoles(db, record.role_ids);
    await grants.refuseRoles(roleIds);
    await grants.refuseUserMove(current.dept_id == null ? null : Number(current.dept_id), record.dept_id == null ? null : Number(record.dept_id));
    const self = req.auth!.userId === id;
    if (self && Number(record.status) !== 1) throw new ApiError('VALIDATION_FAILED', '不能停用自己的账号', [{ field: 'status', message: '不能停用自己的账号' }]);
    if (self && req.auth!.roles.includes(ADMIN_ROLE) && !(await rolesInclude(db, roleIds, ADMIN_ROLE))) {
      throw new ApiError('VALIDATION_FAILED', '不能去掉自己的超级管理员角色', [{ field: 'role_ids', message: '不能去掉自己的超级管理员角色' }]);
    }
    await writeWithLog(req, { type: OpType.EDIT, resource: 'user', targetId: id, summary: `编辑用户：${String(current.username)}` }, async (trx) => {
      const now = app.clock();
      await trx.updateTable('sys_user').set({ ...columns(record), updated_at: now }).where('id', '=', id).execute();
      await setRoles(trx, id, roleIds);
      // A disabled user's sessions end now, not at their next refresh.
      if (Number(record.status) !== 1) await revokeOtherSessions(trx, id, '', now);
    });
    return ok({ id });
  });

  app.get<{ Params: { id: number }; Querystring: { password: string } }>('/system/users/password/:id', {
    config: { access: 'sys:user:reset-pwd', writes: true },
    schema: {
      summary: '重置用户密码',
      params: { type: 'object', properties: { id: ID } },
      querystring: { type: 'object', required: ['password'], properties: { password: { type: 'string', minLength: 8, maxLength: 64, pattern: PASSWORD_PATTERN } } },
    },
  }, async (req) => {
    const user = await findUser(db, req.params.id);
    await (await Grants.of(req)).refuseUsers([user.id as number]);
    const passwordHash = await hashPassword(req.query.password);
    await writeWithLog(req, { type: OpType.EDIT, resource: 'user', targetId: req.params.id, summary: `重置密码：${String(user.username)}` }, async (trx) => {
      const now = app.clock();
      await trx.updateTable('sys_user').set({ password_hash: passwordHash, locked_until: 0, updated_at: now }).where('id', '=', req.params.id).execute();
      // The owner starts afresh with the new password: no wait left from earlier failures.
      await trx.deleteFrom('sys_login_failure').where('username', '=', String(user.username)).execute();
      // Whoever held the old password is signed out everywhere (except the admin's own session).
      await revokeOtherSessions(trx, req.params.id, req.auth!.sessionId, now);
    });
    return ok(null);
  });

  app.delete<{ Params: { id: string } }>('/system/users/delete/:id', {
    config: { access: 'sys:user:delete' },
    schema: { summary: '删除用户', params: { type: 'object', properties: { id: { type: 'string', pattern: '^\\d+(,\\d+){0,499}$' } } } },
  }, async (req) => {
    const ids = [...new Set(req.params.id.split(',').map(Number))];
    if (!ids.every(isId)) throw new ApiError('VALIDATION_FAILED', 'id 应为正整数，多个用逗号分隔');
    if (ids.includes(req.auth!.userId)) throw new ApiError('VALIDATION_FAILED', '不能删除自己的账号');
    const users = await db.selectFrom('sys_user').select(['id', 'username']).where('id', 'in', ids).execute();
    if (!users.length) throw new ApiError('NOT_FOUND', '用户不存在或已删除');
    await (await Grants.of(req)).refuseUsers(users.map((u) => u.id));
    await writeWithLog(req, { type: OpType.DELETE, resource: 'user', targetId: ids.join(','), summary: `删除用户：${users.map((u) => u.username).join('、')}` }, async (trx) => {
      const found = users.map((u) => u.id);
      await trx.deleteFrom('sys_user_role').where('user_id', 'in', found).execute();
      await trx.updateTable('sys_session').set({ revoked_at: app.clock() }).where('user_id', 'in', found).where('revoked_at', 'is', null).execute();
      await trx.deleteFrom('sys_one_time_code').where('user_id', 'in', found).execute();
      await trx.deleteFrom('sys_user').where('id', 'in', found).execute();
    });
    return ok({ deleted: users.length });
  });

  app.post<{ Querystring: { deptId?: number } }>('/users/_import', {
    config: { access: 'sys:user:import' },
    schema: { summary: '导入用户（xlsx）', querystring: { type: 'object', properties: { deptId: ID } }, 'x-upload': { field: 'file', media: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'xlsx' } },
  }, async (req) => ok(await importUsers(app, req)));
}

/** One xlsx of users, every row checked (model, dictionaries, roles, unique usernames) before any is written. */
async function importUsers(app: FastifyInstance, req: FastifyRequest<{ Querystring: { deptId?: number } }>) {
  const db = app.db.kysely;
  const bytes = await readUpload(req, { fileSize: MAX_IMPORT_BYTES }, XLSX_MISSING);
  const deptId = req.query.deptId;
  if (deptId !== undefined) await checkDept(db, deptId).catch(() => { throw new ApiError('VALIDATION_FAILED', '参数 deptId 对应的部门不存在'); });
  const checks = userChecks(app);
  const rows = await readImport(checks, bytes, deptId === undefined ? {} : { dept_id: deptId }, MAX_USER_IMPORT);

  // Roles are written by name or code, several separated by 、 or commas.
  const roles = await db.selectFrom('sys_role').select(['id', 'code', 'name']).execute();
  const roleId = new Map(roles.flatMap((r) => [[r.name, r.id], [r.code, r.id]] as Array<[string, number]>));
  for (const row of rows) {
    const text = row.record.role_ids;
    if (text === undefined) continue;
    const names = String(text).split(/[,，、;；]/).map((s) => s.trim()).filter(Boolean);
    const unknown = names.filter((n) => !roleId.has(n));
    if (unknown.length) { row.errors.push({ field: 'role_ids', message: `角色「${unknown.join('、')}」不存在` }); delete row.record.role_ids; }
    else row.record.role_ids = [...new Set(names.map((n) => roleId.get(n)!))];
  }
  await checks.checkImport(rows);
  const grants = await Grants.of(req);
  await grants.refuseRoles([...new Set(rows.flatMap((r) => (r.record.role_ids as number[] | undefined) ?? []))]);
  for (const dept of new Set(rows.map((r) => (r.record.dept_id == null ? null : Number(r.record.dept_id))))) await grants.refuseUserMove(undefined, dept);

  const hashes = await Promise.all(rows.map((r) => hashPassword(String(r.record.password))));
  return db.transaction().execute(async (trx) => {
    const now = app.clock();
    for (const [i, { record }] of rows.entries()) {
      const { id } = await trx.insertInto('sys_user').values({
        username: String(record.username), password_hash: hashes[i], avatar: null, locked_until: 0, ...columns(record), created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow();
      await setRoles(trx, Number(id), record.role_ids as number[]);
    }
    await logOperation(trx, req, { type: OpType.IMPORT, resource: 'user', targetId: null, summary: `导入用户 ${rows.length} 个` });
    return { imported: rows.length };
  }).catch(duplicateUsername);
}

const rolesInclude = async (db: Kysely<Database>, roleIds: number[], code: string) =>
  roleIds.length > 0 && Boolean(await db.selectFrom('sys_role').select('id').where('id', 'in', roleIds).where('code', '=', code).executeTakeFirst());

/** A username taken between the check and the insert (two admins at once) is still a 409. */
function duplicateUsername(error: unknown): never {
  if (uniqueViolation(error)) throw new ApiError('DUPLICATE', '用户名已存在', [{ field: 'username', message: '用户名已存在' }]);
  throw error;
}
