import { afterEach, describe, expect, it } from 'vitest';
import { AuthPolicy } from './services/policy.ts';
import { ADMIN_PASSWORD, buildTestApp, DEMO_PASSWORD, solveCaptcha, type TestApp } from './test/harness.ts';

/** Two app instances on one database, as two server processes would be: nothing shared but the database. */
let a: TestApp;
let b: TestApp;
afterEach(async () => { await b?.close(); await a?.close(); });

async function pair(captcha = false) {
  a = await buildTestApp({ captcha });
  b = await buildTestApp({ captcha, shareWith: a });
}

describe('several server processes on one database', () => {
  it('accept each other\'s tokens, and a logout on one is seen by the other at once', async () => {
    await pair();
    const token = await a.login('hr01');
    expect((await b.request({ method: 'GET', url: '/v1/api/account/profile', token })).status).toBe(200);
    await a.request({ method: 'DELETE', url: '/v1/api/auth/logout', token });
    const res = await b.request({ method: 'GET', url: '/v1/api/account/profile', token });
    expect(res.status).toBe(401);
  });

  it('answer a list page with what the other has just written, though each keeps its pages (Db.kept)', async () => {
    await pair();
    const token = await a.login('hr01');
    const mine = async (app: TestApp) => (await app.request({ method: 'GET', url: '/v1/api/talents/talents', token, query: { view: 'mine', pageSize: '50', city: '杭州' } })).body.data;
    for (let i = 0; i < 8; i++) {
      // Kept on both, then written on one and asked at once of the other (and of itself).
      const before = [await mine(a), await mine(b)];
      expect(before[1]).toEqual(before[0]);
      const [writer, reader] = i % 2 ? [a, b] : [b, a];
      const added = await writer.request({ method: 'POST', url: '/v1/api/talents/talents/add', token, payload: { name: `杭州人${i}`, mobile: `1350000000${i}`, city: '杭州', source: '1', education: '2', status: '0' } });
      expect(added.body.code, added.body.msg).toBe('00000');
      const after = await mine(reader);
      expect(after.total).toBe(before[0].total + 1);
      expect(after.list.map((r: { name: string }) => r.name)).toContain(`杭州人${i}`);
      expect(await mine(writer)).toEqual(after);
    }
    // And each keeps its pages: once told of the last write (a notification, which under a busy
    // database may come after the requests above did), a page asked again is answered as kept.
    for (const app of [a, b]) {
      let kept = false;
      for (let tries = 0; tries < 50 && !kept; tries++) {
        await new Promise((r) => setTimeout(r, 100));
        const first = await mine(app);
        const hits = app.db.keptTally!()!.hits;
        expect(await mine(app)).toEqual(first);
        kept = app.db.keptTally!()!.hits === hits + 1;
      }
      expect(kept).toBe(true);
    }
  });

  it('check a captcha issued by the other', async () => {
    await pair(true);
    const captcha = await solveCaptcha(a);
    const res = await b.request({ method: 'POST', url: '/v1/api/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD, captcha } });
    expect(res.body.code).toBe('00000');
  });

  it('count login failures together', async () => {
    await pair();
    for (let i = 0; i < AuthPolicy.lockAfterFailures; i++) {
      await (i % 2 ? a : b).request({ method: 'POST', url: '/v1/api/auth/login', payload: { username: 'hr01', password: 'wrong' } });
    }
    const res = await a.request({ method: 'POST', url: '/v1/api/auth/login', payload: { username: 'hr01', password: DEMO_PASSWORD } });
    expect(res.body.code).toBe('A0211');
  });

  it('redeem a one-time code once across both', async () => {
    await pair();
    const admin = await a.login();
    const { data } = (await a.request({ method: 'POST', url: '/v1/api/auth/noPwd/issue', token: admin, payload: { userId: 2 } })).body;
    const results = await Promise.all([a, b, a, b].map((t) =>
      t.request({ method: 'POST', url: '/v1/api/auth/noPwd/login', payload: { username: data.username, id: data.code } })));
    expect(results.filter((r) => r.body.code === '00000')).toHaveLength(1);
  });
});
