import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { buildTestApp, DEMO_PASSWORD, genericPlan, snapshot, type TestApp, userWithPerms, watchReads } from '../test/harness.ts';
import { isAccess } from './access.ts';

/** Routes anyone may call; adding one here is a decision, not an accident. */
const PUBLIC = [
  'GET /v1/api/auth/captcha',
  // For load balancers: whether the process runs, whether it can serve (says nothing of the data).
  'GET /v1/api/health/live',
  'HEAD /v1/api/health/live',
  'GET /v1/api/health/ready',
  'HEAD /v1/api/health/ready',
  'HEAD /v1/api/auth/captcha',
  'POST /v1/api/auth/login',
  'POST /v1/api/auth/noPwd/login',
  'GET /v1/api/app/system/info',
  'HEAD /v1/api/app/system/info',
  'GET /v1/api/files/:id',
  'HEAD /v1/api/files/:id',
  'GET /v1/api/ping',
  'HEAD /v1/api/ping',
  // A talent's signing page: the link's single-use token is the credential (routes/contracts.ts).
  'GET /v1/api/sign/:token',
  'HEAD /v1/api/sign/:token',
  'POST /v1/api/sign/:token',
  'POST /v1/api/sign/:token/refuse',
  'GET /v1/api/sign/:token/pdf',
  'HEAD /v1/api/sign/:token/pdf',
  // The website's read-only content: published pages, notes and posts, allow-listed fields (engine/site-routes.ts).
  'GET /v1/api/site/pages/:key',
  'HEAD /v1/api/site/pages/:key',
  'GET /v1/api/site/:key',
  'HEAD /v1/api/site/:key',
  'GET /v1/api/site/:key/:id',
  'HEAD /v1/api/site/:key/:id',
  // The official account's callback: WeChat's signature is the credential (routes/wechat.ts).
  'GET /v1/api/wechat/callback/:id',
  'HEAD /v1/api/wechat/callback/:id',
  'POST /v1/api/wechat/callback/:id',
  'POST /v1/api/douyin/ticket',
  'POST /v1/api/voice/report/:secret',
  'POST /v1/api/voice/robot-report/:secret',
  'GET /v1/api/douyin/oauth/callback',
  'HEAD /v1/api/douyin/oauth/callback',
];

/** A valid request for each protected route, so the allowed cases can succeed. */
/**
 * `holder`: who holds a login route whose permission its screen names (a page's save), hr01 by default;
 * `alsoHolds`: what a route needs besides its declared permission (the picture tool adds to the library).
 */
const SAMPLES: Record<string, { url?: string; payload?: object; query?: Record<string, string>; holder?: string; alsoHolds?: string[] }> = {
  'GET /v1/api/screens/*': { url: '/v1/api/screens/system/dept' },
  'GET /v1/api/system/dicts/:code/options': { url: '/v1/api/system/dicts/gender/options' },
  'DELETE /v1/api/auth/logout': {},
  'POST /v1/api/auth/refreshToken': {},
  'POST /v1/api/auth/change/password': { payload: { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD } },
  'POST /v1/api/auth/change/avatar': {},
  'POST /v1/api/auth/noPwd/issue': { payload: { userId: 999999 } },
  'GET /v1/api/account/profile': {},
  'GET /v1/api/account/routes': {},
  'GET /v1/api/account/paths': {},
  'GET /v1/api/openapi.json': {},
  'POST /v1/api/account/profile': { payload: { nickname: '新名字' } },
  'POST /v1/api/app/system/save': { payload: { systemName: '测试系统' } },
  'POST /v1/api/app/system/config/data': { payload: {} },
  'GET /v1/api/app/system/config/keys': {},
  'GET /v1/api/system/logs': { query: { page: '1', pageSize: '5' } },
  'GET /v1/api/system/logs/resources': {},
  'GET /v1/api/system/loginLogs': { query: { page: '1', pageSize: '5' } },
  'GET /v1/api/screens': {},
  'GET /v1/api/relations/*': { url: '/v1/api/relations/company/post', query: { field: 'company_id' } },
  'GET /v1/api/fill/*': { url: '/v1/api/fill/talents/contract', query: { rule: '0', id: '1' } },
  'POST /v1/api/actions/*': { url: '/v1/api/actions/talents/list/claim', payload: { ids: [999999] } },
  'GET /v1/api/views/*': { url: '/v1/api/views/talents/list' },
  'POST /v1/api/reveal/*': { url: '/v1/api/reveal/company/list', payload: { id: 1, field: 'contact_mobile' } },
  'POST /v1/api/reveal/system/user': { payload: { id: 1, field: 'mobile' } },
  // A screen that has its menu already: a holder is refused in words (400), never 403; nothing written.
  'POST /v1/api/system/menus/from-screen': { payload: { component: 'demo/showcase', parent_id: 0 } },
  'GET /v1/api/totals/*': { url: '/v1/api/totals/talents/report', query: { by: 'company_id' } },
  'GET /v1/api/due': { url: '/v1/api/due' },
  'GET /v1/api/stats/*': { url: '/v1/api/stats/dashboard/pie' },
  'GET /v1/api/pages/*': { url: '/v1/api/pages/static/company', holder: 'ops01' },
  'GET /v1/api/system/integrations/adapters': {},
  'GET /v1/api/app/wechat/menu/config': { query: { account_id: '999999' } },
  'POST /v1/api/app/wechat/menu/config': { payload: { data: { account_id: 999999, button: [] } } },
  'POST /v1/api/app/wechat/create/menu': { payload: { data: { account_id: 999999 } } },
  'POST /v1/api/app/wechat/menu/pull': { payload: { data: { account_id: 999999 } } },
  'GET /v1/api/app/wechat/account/test/:id': { url: '/v1/api/app/wechat/account/test/999999' },
  'GET /v1/api/app/wechat/account/callback/:id': { url: '/v1/api/app/wechat/account/callback/999999' },
  'GET /v1/api/app/wechat/receive/care/config': { query: { account_id: '999999' } },
  'POST /v1/api/app/wechat/receive/care/save': { payload: { account_id: 999999, reply_mode: 'all', replies: [{ type: 'text', text: '欢迎' }] } },
  'POST /v1/api/app/trill/version/info': { payload: { app_id: 'tt9999999999999999' } },
  'POST /v1/api/app/trill/audit': { payload: { app_id: 'tt9999999999999999', host_names: ['douyin'] } },
  'POST /v1/api/app/trill/audit/hosts': { payload: { app_id: 'tt9999999999999999' } },
  'POST /v1/api/app/trill/revoke': { payload: { app_id: 'tt9999999999999999' } },
  'POST /v1/api/app/trill/public': { payload: { app_id: 'tt9999999999999999' } },
  'POST /v1/api/app/trill/rollback': { payload: { app_id: 'tt9999999999999999' } },
  'POST /v1/api/app/trill/qcode': { payload: { app_id: 'tt9999999999999999', version: 'current' } },
  'POST /v1/api/app/trill/video/sync': { payload: {} },
  'GET /v1/api/app/trill/oauth/url': {},
  'GET /v1/api/app/trill/accounts': {},
  'GET /v1/api/app/call/desk': {},
  'POST /v1/api/auth/preview/start': { payload: { userId: 999999 } },
  'POST /v1/api/auth/preview/end': {},
  'POST /v1/api/app/call/dial': { payload: { talent_id: 999999 } },
  'GET /v1/api/app/call/state/:id': { url: '/v1/api/app/call/state/999999' },
  'POST /v1/api/app/trill/card/leads/sync': {},
  'POST /v1/api/app/trill/card/micro/sync': {},
  'POST /v1/api/app/trill/comment/sync': { payload: { video_id: 999999 } },
  'POST /v1/api/app/trill/comment/reply/:id': { url: '/v1/api/app/trill/comment/reply/999999', payload: { content: '你好' } },
  'POST /v1/api/app/trill/comment/pin/:id': { url: '/v1/api/app/trill/comment/pin/999999' },
  'POST /v1/api/app/trill/comment/unpin/:id': { url: '/v1/api/app/trill/comment/unpin/999999' },
  'POST /v1/api/system/integrations/test/:kind': { url: '/v1/api/system/integrations/test/sms' },
  'GET /v1/api/used-by/*': { url: '/v1/api/used-by/matter', query: { id: '1' }, holder: 'ops01' },
  'POST /v1/api/app/picture/apply': { payload: { source_id: 999999, title: '裁剪', format: 'png' }, alsoHolds: ['tools:matter:add'] },
  'POST /v1/api/pages/save/*': { url: '/v1/api/pages/save/static/company', payload: { data: { title: '短' } }, holder: 'ops01' },
  'POST /v1/api/pages/publish/*': { url: '/v1/api/pages/publish/static/company', payload: {}, holder: 'ops01' },
  'POST /v1/api/pages/restore/*': { url: '/v1/api/pages/restore/static/company', payload: { version: 99 }, holder: 'ops01' },
  'GET /v1/api/sums/*': { url: '/v1/api/sums/talents/list' },
  'POST /v1/api/uploads/*': { url: '/v1/api/uploads/talents/list', query: { field: 'name' } },
  'GET /v1/api/files/private/:id': { url: '/v1/api/files/private/AAAAAAAAAAAAAAAAAAAAAA' },
  'POST /v1/api/app/system/logo': {},
  'GET /v1/api/system/users': { query: { page: '1', pageSize: '5' } },
  'GET /v1/api/system/users/detail/:id': { url: '/v1/api/system/users/detail/2' },
  'POST /v1/api/system/users/add': { payload: { username: 'x', nickname: '' } },
  'POST /v1/api/system/users/edit/:id': { url: '/v1/api/system/users/edit/999999', payload: { nickname: '财务一号' } },
  'GET /v1/api/system/users/password/:id': { url: '/v1/api/system/users/password/999999', query: { password: 'Reset@1234' } },
  'DELETE /v1/api/system/users/delete/:id': { url: '/v1/api/system/users/delete/999999' },
  'POST /v1/api/users/_import': {},
  'GET /v1/api/system/roles': {},
  'GET /v1/api/system/roles/options': {},
  'GET /v1/api/system/roles/detail/:id': { url: '/v1/api/system/roles/detail/2' },
  'POST /v1/api/system/roles/add': { payload: { code: 'x', name: '' } },
  'POST /v1/api/system/roles/edit/:id': { url: '/v1/api/system/roles/edit/999999', payload: { name: '不存在' } },
  'DELETE /v1/api/system/roles/delete/:id': { url: '/v1/api/system/roles/delete/999999' },
  'GET /v1/api/app/contract/template/preview/:id': { url: '/v1/api/app/contract/template/preview/999999', query: { user_id: '1' } },
  'POST /v1/api/app/contract/verify': {},
  'GET /v1/api/system/roles/menuTree': {},
  'GET /v1/api/system/roles/:id/menus': { url: '/v1/api/system/roles/2/menus' },
  'POST /v1/api/system/roles/:id/menus': { url: '/v1/api/system/roles/999999/menus', payload: { menuIds: [] } },
};

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); await t.app.ready(); });
afterAll(async () => { await t.close(); });

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('route declarations', () => {
  it('every registered route declares public, login or a permission string', () => {
    const undeclared = t.app.routeDeclarations.filter((r) => !isAccess(r.access)).map(key);
    expect(undeclared).toEqual([]);
    expect(t.app.routeDeclarations.length).toBeGreaterThan(10);
  });

  it('the public routes are exactly the intended ones', () => {
    const open = t.app.routeDeclarations.filter((r) => r.access === 'public').map(key).sort();
    expect(open).toEqual([...PUBLIC].sort());
  });

  it('refuses a route that declares nothing', async () => {
    const bare = await buildTestApp();
    bare.app.get('/v1/api/undeclared', async () => ({ code: '00000', msg: '成功', data: 'leak' }));
    const res = await bare.request({ method: 'GET', url: '/v1/api/undeclared' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('A0301');
    expect(bare.app.routeDeclarations.find((r) => r.url === '/v1/api/undeclared')?.access).toBeUndefined();
    await bare.close();
  });

  it('has a sample request for every protected route', () => {
    const protectedRoutes = t.app.routeDeclarations.filter((r) => r.access !== 'public' && r.access !== 'engine' && r.method !== 'HEAD').map(key);
    expect(protectedRoutes.filter((k) => !(k in SAMPLES))).toEqual([]);
  });
});

describe('each protected route', () => {
  const cases = Object.keys(SAMPLES);

  it.each(cases)('%s: refuses no token, a tampered token and a revoked one; admits its holders', async (route) => {
    const [method, url] = route.split(' ') as ['GET' | 'POST' | 'DELETE', string];
    const declared = t.app.routeDeclarations.find((r) => key(r) === route)!.access!;
    const sample = SAMPLES[route];
    const call = (token?: string) => t.request({ method, url: sample.url ?? url, token, payload: sample.payload, query: sample.query });

    const holder = declared === 'login' ? sample.holder ?? 'hr01' : await userWithPerms(t, `u${Math.random().toString(36).slice(2, 8)}`, [declared, ...(sample.alsoHolds ?? [])]);
    const valid = await t.login(holder);
    const [h, p, s] = valid.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: '1', username: 'admin' })).toString('base64url')}.${s}`;
    const revoked = await t.login(holder);
    await t.request({ method: 'DELETE', url: '/v1/api/auth/logout', token: revoked });
    // A user holding no permission at all (ops01 now holds the content tools' own).
    const outsider = declared === 'login' ? undefined : await t.login(await userWithPerms(t, `n${Math.random().toString(36).slice(2, 8)}`, []));

    const before = await snapshot(t);
    expect((await call()).status).toBe(401);
    expect((await call(tampered)).status).toBe(401);
    expect((await call(revoked)).status).toBe(401);
    if (outsider) {
      const denied = await call(outsider);
      expect(denied.status).toBe(403);
      expect(denied.body.code).toBe('A0301');
    }
    expect(await snapshot(t)).toBe(before);

    for (const token of [valid, await t.login('admin')]) {
      const res = await call(token);
      expect([401, 403]).not.toContain(res.status);
      // In the envelope, or (the API document itself) the document.
      expect(res.body).toHaveProperty(url === '/v1/api/openapi.json' ? 'openapi' : 'code');
    }
  });
});

describe('a permission taken away', () => {
  it('is refused at the next request, and given back, admitted at the next', async () => {
    const holder = await userWithPerms(t, `p${Math.random().toString(36).slice(2, 8)}`, ['company:jobType:query']);
    const token = await t.login(holder);
    const call = async () => (await t.request({ method: 'GET', url: '/v1/api/company/jobTypes', token })).status;
    expect(await call()).toBe(200);
    expect(await call()).toBe(200);
    const role = await t.db.kysely.selectFrom('sys_role').select('id').where('code', '=', `R_${holder.toUpperCase()}`).executeTakeFirstOrThrow();
    const grants = await t.db.kysely.selectFrom('sys_role_menu').selectAll().where('role_id', '=', role.id).execute();
    await t.db.kysely.deleteFrom('sys_role_menu').where('role_id', '=', role.id).execute();
    expect(await call()).toBe(403);
    await t.db.kysely.insertInto('sys_role_menu').values(grants).execute();
    expect(await call()).toBe(200);
  });
});

describe('the caller, their permission and their data scope', () => {
  it('are read in one statement per request, and a change to any of them holds at the next request', async () => {
    const holder = await userWithPerms(t, `s${Math.random().toString(36).slice(2, 8)}`, ['talents:list:query', 'talents:list:all'], { scope: 4 });
    const token = await t.login(holder);
    // Someone else's talent: seen with 全部, not with 仅本人.
    await t.db.kysely.insertInto('talent' as never).values({ name: '他人的人才', mobile: `139${String(Date.now()).slice(-8)}`, owner_id: 1, created_at: 0, updated_at: 0 } as never).execute();
    const seen: Array<{ sql: string; parameters: readonly unknown[] }> = [];
    const restore = watchReads(t.db, (q) => seen.push(q));
    try {
      const list = async () => t.request({ method: 'GET', url: '/v1/api/talents/talents', token, query: { view: 'all' } });
      const before = await list();
      expect(before.body.code).toBe('00000');
      // The session's read answers both; neither is read on its own (the view's own permission is).
      expect(seen.filter((q) => /sys_session/.test(q.sql))).toHaveLength(1);
      const others = seen.filter((q) => !/sys_session/.test(q.sql) && /sys_role/.test(q.sql));
      expect(others.map((q) => q.parameters.filter((p) => typeof p === 'string'))).toEqual([['talents:list:all']]);
      const role = await t.db.kysely.selectFrom('sys_role').select('id').where('code', '=', `R_${holder.toUpperCase()}`).executeTakeFirstOrThrow();
      const everyone = Number((await t.db.kysely.selectFrom('talent' as never).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      expect(before.body.data.total).toBeLessThan(everyone);
      // 仅本人 → 全部: the next list is everyone's.
      await t.db.kysely.updateTable('sys_role').set({ data_scope: 1 }).where('id', '=', role.id).execute();
      expect((await list()).body.data.total).toBe(everyone);
      await t.db.kysely.updateTable('sys_role').set({ status: 0 }).where('id', '=', role.id).execute();
      expect((await list()).status).toBe(403);
    } finally {
      restore();
    }
  });

  it('is read for the caller alone: whether they hold the permission is looked up from their own roles, however many others hold it', async () => {
    const token = await t.login('hr01');
    const seen: CompiledQuery[] = [];
    const restore = watchReads(t.db, (q) => seen.push(q));
    try {
      expect((await t.request({ method: 'GET', url: '/v1/api/talents/talents', token })).body.code).toBe('00000');
    } finally {
      restore();
    }
    const caller = seen.find((q) => /sys_session/.test(q.sql))!;
    const undo = new Error('rolled back');
    let plan = '';
    // hr01's role held by 500 more recruiters (all rolled back after); the tables' statistics as a
    // new database has them — none, as the benches' were (PostgreSQL here runs without autovacuum).
    await t.db.kysely.transaction().execute(async (trx) => {
      const { role_id: role } = await trx.selectFrom('sys_user_role').innerJoin('sys_user', 'sys_user.id', 'sys_user_role.user_id')
        .select('sys_user_role.role_id').where('sys_user.username', '=', 'hr01').executeTakeFirstOrThrow();
      const stamps = { created_at: 0, updated_at: 0, gender: 0, status: 1, locked_until: 0, password_hash: 'x' };
      for (let i = 0; i < 500; i++) {
        const { id } = await trx.insertInto('sys_user').values({ username: `holder${i}`, nickname: `招聘${i}`, ...stamps }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('sys_user_role').values({ user_id: id, role_id: role }).execute();
      }
      if (t.db.dialect === 'postgres') {
        // As the server runs it: prepared, with the plan PostgreSQL keeps for any values.
        plan = await genericPlan(trx, caller);
      } else {
        const { rows } = await trx.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${caller.sql}`, [...caller.parameters]));
        plan = rows.map((r) => r.detail).join('\n');
      }
      throw undo;
    }).catch((error) => { if (error !== undo) throw error; });
    // Each read of sys_user_role is by user: one by role reads every holder's row at every request
    // (PostgreSQL planned the permission's EXISTS so: a hash of all holders of the role).
    if (t.db.dialect === 'postgres') {
      const userRoles = [...plan.matchAll(/\{[^{}]*"Relation Name":"sys_user_role"[^{}]*\}/g)].map((m) => m[0]);
      expect(userRoles.length, plan).toBeGreaterThan(0);
      for (const node of userRoles) expect(node, plan).toMatch(/"Index Cond":"\(+user_id = /);
    } else {
      const userRoles = plan.split('\n').filter((line) => /sys_user_role/.test(line));
      expect(userRoles.length, plan).toBeGreaterThan(0);
      for (const line of userRoles) expect(line, plan).toMatch(/\(user_id=\?/);
    }
  });
});

describe('each engine binding', () => {
  // The screens' bindings, and views' own list bindings (the contracts pushed, and not yet).
  const bindings = () => [...t.app.engine.screens.values()].filter((s) => s.resource).flatMap((screen) => [
    ...Object.entries(screen.schema!.api).map(([api, binding]) => ({ screen, api, binding })),
    ...(screen.schema!.views ?? []).flatMap((v) => (v.api ? [{ screen, api: 'list', binding: v.api }] : [])),
  ]);

  it('is served for every stored screen', () => {
    expect(bindings().length).toBeGreaterThanOrEqual(20);
  });

  it('refuses no token, a tampered or revoked token and a user without its permission, and changes nothing; admits its holders', async () => {
    // A user holding no permission at all (the operator now holds the content screens' own).
    const outsider = await t.login(await userWithPerms(t, 'noperm01', []));
    // A revoked token stays revoked; one holder per permission (logins hash passwords: the walk grows with the screens).
    const revoked = await t.login('admin');
    await t.request({ method: 'DELETE', url: '/v1/api/auth/logout', token: revoked });
    const admin = await t.login('admin');
    const holders = new Map<string, string>();
    const walk = bindings().map(({ screen, api, binding }) => {
      const [method, pathAndQuery] = binding.split(' ') as ['GET' | 'POST' | 'DELETE', string];
      const url = `/v1/api${pathAndQuery.split('?')[0].replace('{id}', api === 'remove' ? '999999' : '1')}`;
      const perm = screen.schema!.perms[({ list: 'query', detail: 'query', create: 'add', update: 'edit', remove: 'delete', import: 'import' } as const)[api as 'list']]!;
      return { binding, perm, call: (token?: string) => t.request({ method, url, token, payload: method === 'GET' ? undefined : {} }) };
    });
    for (const { perm } of walk) if (!holders.has(perm)) holders.set(perm, await t.login(await userWithPerms(t, `e${Math.random().toString(36).slice(2, 8)}`, [perm])));
    // Every refusal first, the database read before and after them all (a snapshot per binding read
    // every table some hundred times: the walk grows with the screens).
    const before = await snapshot(t);
    for (const { binding, perm, call } of walk) {
      expect((await call()).status, `${binding} without a token`).toBe(401);
      expect((await call(`${holders.get(perm)!.slice(0, -4)}AAAA`)).status, `${binding} tampered`).toBe(401);
      expect((await call(revoked)).status, `${binding} revoked`).toBe(401);
      expect((await call(outsider)).status, `${binding} outsider`).toBe(403);
    }
    expect(await snapshot(t), 'the refused calls changed something').toBe(before);
    for (const { binding, perm, call } of walk) {
      for (const token of [holders.get(perm)!, admin]) expect([401, 403], `${binding} holder`).not.toContain((await call(token)).status);
    }
    // Its time grows with the screens (a real login, argon2 verified, per permission): four seconds
    // alone on this machine, more than thirty beside the other files in CI.
  }, 120_000);
});
