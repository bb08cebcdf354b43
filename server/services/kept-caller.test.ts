import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO_PASSWORD, type TestApp, TEST_DATABASE_URL, userWithPerms } from '../test/harness.ts';

// PostgreSQL keeps the caller's statement's rows across the writes that leave them as they were
// (keptCaller): a request then reads the stamps alone. Whatever another process writes of the
// session, the user or their roles is seen at the very next request here, as when it was read anew.
describe.runIf(TEST_DATABASE_URL)('the caller kept across requests (PostgreSQL)', () => {
  let t: TestApp;
  let other: TestApp;
  const url = '/v1/api/company/jobTypes';

  beforeAll(async () => {
    t = await buildTestApp();
    other = await buildTestApp({ shareWith: t });
    await userWithPerms(t, 'kc01', ['company:jobType:query']);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  /** Lists here until a request reads no session (its caller was kept); how many reads of sys_session that request made. */
  const untilKept = async (token: string) => {
    let sessionReads = -1;
    for (let tries = 0; tries < 100 && sessionReads !== 0; tries++) {
      // (Watched without turning kept results off, as watchReads does.)
      const seen: string[] = [];
      const { read } = t.db;
      t.db.read = (query, ...rest) => { seen.push(query.sql); return read(query, ...rest); };
      try {
        const res = await t.request({ method: 'GET', url, token });
        expect(res.body.code, res.body.msg).toBe('00000');
      } finally {
        t.db.read = read;
      }
      sessionReads = seen.filter((sql) => sql.includes('sys_session')).length;
      if (sessionReads) await new Promise((r) => setTimeout(r, 20));
    }
    return sessionReads;
  };

  /** The next request's status and code here, and again once this process has surely been told the write (its kept caller dropped, not passed by). */
  const nowAndTold = async (token: string) => {
    const now = await t.request({ method: 'GET', url, token });
    await new Promise((r) => setTimeout(r, 300));
    const told = await t.request({ method: 'GET', url, token });
    return [[now.status, now.body.code], [told.status, told.body.code]];
  };

  it('refuse at once a session logged out in another process', async () => {
    const token = await other.login('kc01', DEMO_PASSWORD);
    expect(await untilKept(token)).toBe(0);
    expect((await other.request({ method: 'DELETE', url: '/v1/api/auth/logout', token })).body.code).toBe('00000');
    expect(await nowAndTold(token)).toEqual([[401, 'A0231'], [401, 'A0231']]);
  });

  it('refuse at once a permission taken from the role, or a user disabled, in another process', async () => {
    const token = await other.login('kc01', DEMO_PASSWORD);
    expect(await untilKept(token)).toBe(0);
    const k = other.db.kysely;
    const role = await k.selectFrom('sys_role').select('id').where('code', '=', 'R_KC01').executeTakeFirstOrThrow();
    const granted = await k.selectFrom('sys_role_menu').selectAll().where('role_id', '=', role.id).execute();
    await k.deleteFrom('sys_role_menu').where('role_id', '=', role.id).execute();
    expect(await nowAndTold(token)).toEqual([[403, 'A0301'], [403, 'A0301']]);
    // Granted again: answered again, then kept again; then the user is disabled.
    await k.insertInto('sys_role_menu').values(granted).execute();
    expect(await untilKept(token)).toBe(0);
    await k.updateTable('sys_user').set({ status: 0 }).where('username', '=', 'kc01').execute();
    expect(await nowAndTold(token)).toEqual([[401, 'A0231'], [401, 'A0231']]);
  });
});
