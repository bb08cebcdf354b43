import { afterEach, describe, expect, it } from 'vitest';
import { AuthPolicy } from '../services/policy.ts';
import { buildTestApp, type TestApp, userWithPerms } from '../test/harness.ts';

let t: TestApp;
afterEach(async () => { await t?.close(); });

async function issue(t: TestApp, username = 'hr01') {
  const admin = await t.login();
  const user = await t.db.kysely.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const res = await t.request({ method: 'POST', url: '/v1/api/auth/noPwd/issue', token: admin, payload: { userId: user.id } });
  expect(res.body.code).toBe('00000');
  return res.body.data as { code: string; username: string; expiresAt: number; loginUrl: string };
}

const redeem = (t: TestApp, username: string, id: string) =>
  t.request({ method: 'POST', url: '/v1/api/auth/noPwd/login', payload: { username, id } });

describe('password-less login', () => {
  it('issues a code and a login URL with parent, user and code', async () => {
    t = await buildTestApp();
    const issued = await issue(t);
    expect(issued.code.length).toBeGreaterThanOrEqual(32);
    expect(issued.expiresAt - t.clock.now).toBe(AuthPolicy.oneTimeCodeTtl);
    const url = new URL(issued.loginUrl, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ parent: 'admin', user: 'hr01', code: issued.code });
    const stored = await t.db.kysely.selectFrom('sys_one_time_code').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(issued.code);
  });

  it('logs in exactly once with the code', async () => {
    t = await buildTestApp();
    const { code } = await issue(t);
    const first = await redeem(t, 'hr01', code);
    expect(first.body.code).toBe('00000');
    expect(first.body.data).toMatchObject({ tokenType: 'Bearer', username: 'hr01' });
    const profile = await t.request({ method: 'GET', url: '/v1/api/account/profile', token: first.body.data.accessToken });
    expect(profile.body.data.username).toBe('hr01');
    const second = await redeem(t, 'hr01', code);
    expect(second.body).toMatchObject({ code: 'A0252', msg: '免密登录码已被使用' });
  });

  it('refuses a code after 5 minutes', async () => {
    t = await buildTestApp();
    const { code } = await issue(t);
    t.clock.advance(AuthPolicy.oneTimeCodeTtl);
    expect((await redeem(t, 'hr01', code)).body).toMatchObject({ code: 'A0251', msg: '免密登录码已过期' });
  });

  it('binds the code to its user', async () => {
    t = await buildTestApp();
    const { code } = await issue(t, 'hr01');
    expect((await redeem(t, 'ops01', code)).body.code).toBe('A0250');
    expect((await redeem(t, 'hr01', code)).body.code).toBe('00000');
  });

  it('kills the code after 5 wrong tries', async () => {
    t = await buildTestApp();
    const { code } = await issue(t);
    for (let i = 0; i < AuthPolicy.oneTimeCodeMaxFailures; i++) {
      const res = await redeem(t, 'hr01', `guess-${i}`);
      expect(res.body).toMatchObject({ code: 'A0250', msg: '免密登录码无效' });
    }
    const res = await redeem(t, 'hr01', code);
    expect(res.body.code).toBe('A0250');
    expect(res.body.msg).toContain('已失效');
  });

  it('lets exactly one of 50 concurrent redemptions of one code succeed', async () => {
    t = await buildTestApp();
    const { code } = await issue(t);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      t.request({ method: 'POST', url: '/v1/api/auth/noPwd/login', remoteAddress: `10.9.0.${i + 1}`, payload: { username: 'hr01', id: code } })));
    const wins = results.filter((r) => r.body.code === '00000');
    expect(wins).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'A0252')).toHaveLength(49);
    const sessions = await t.db.kysely.selectFrom('sys_session').selectAll().where('user_id', '=', (await t.db.kysely.selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow()).id).execute();
    expect(sessions).toHaveLength(1);
  });

  it('is issued only by holders of sys:user:nopwd, and logged', async () => {
    t = await buildTestApp();
    const plain = await t.login('hr01');
    expect((await t.request({ method: 'POST', url: '/v1/api/auth/noPwd/issue', token: plain, payload: { userId: 1 } })).status).toBe(403);
    const issuer = await t.login(await userWithPerms(t, 'issuer', ['sys:user:nopwd']));
    // hr01 holds what the issuer does not: logging in as them would be an escalation.
    expect((await t.request({ method: 'POST', url: '/v1/api/auth/noPwd/issue', token: issuer, payload: { userId: 2 } })).status).toBe(403);
    await userWithPerms(t, 'plain.target', []);
    const target = (await t.db.kysely.selectFrom('sys_user').select('id').where('username', '=', 'plain.target').executeTakeFirstOrThrow()).id;
    const res = await t.request({ method: 'POST', url: '/v1/api/auth/noPwd/issue', token: issuer, payload: { userId: target } });
    expect(res.body.code).toBe('00000');
    const log = await t.db.kysely.selectFrom('sys_oplog').selectAll().where('resource', '=', 'auth_code').execute();
    expect(log).toMatchObject([{ op_type: 0, username: 'issuer', target_id: String(target) }]);
  });
});
