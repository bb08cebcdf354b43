import type { Kysely } from 'kysely';
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

  /** Lists here once; how many of the request's statements read sys_session (none: its caller was kept). */
  const sessionReadsOf = async (token: string) => {
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
    return seen.filter((sql) => sql.includes('sys_session')).length;
  };

  /** Lists here until a request reads no session (its caller was kept); how many reads of sys_session that request made. */
  const untilKept = async (token: string) => {
    let sessionReads = -1;
    for (let tries = 0; tries < 100 && sessionReads !== 0; tries++) {
      sessionReads = await sessionReadsOf(token);
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

  it('keep the caller across writes of tables their statement does not read (the list\'s rows, a department)', async () => {
    await userWithPerms(t, 'kc02', ['company:jobType:query']);
    const token = await other.login('kc02', DEMO_PASSWORD);
    expect(await untilKept(token)).toBe(0);
    // Written in another process: a row of the list the caller asks for, and a department (neither
    // read by the caller's statement; a list page kept here would go at either).
    const k = other.db.kysely as unknown as Kysely<any>;
    await k.insertInto('company_job_type').values({ name: '保洁', nature: '1', status: 1, created_at: 0, updated_at: 0 }).execute();
    await k.updateTable('sys_dept').set({ sort: 7 }).where('parent_id', '=', 0).execute();
    await new Promise((r) => setTimeout(r, 300));
    // Told of them here by now, and the caller still as kept: the request reads no sys_session.
    expect(await sessionReadsOf(token)).toBe(0);
  });
});
