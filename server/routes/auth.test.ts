import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthPolicy } from '../services/policy.ts';
import { CAPTCHA_WORK } from '../services/captcha.ts';
import { ADMIN_PASSWORD, buildTestApp, DEMO_PASSWORD, solveCaptcha, type TestApp } from '../test/harness.ts';

const LOGIN = '/v1/api/auth/login';
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----kpboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
afterEach(async () => { await t?.close(); });

describe('captcha', () => {
  const login = (captcha?: string) => t.request({ method: 'POST', url: LOGIN, payload: { username: 'admin', password: ADMIN_PASSWORD, captcha } });

  it('issues a signed proof-of-work challenge, no image, and keeps only hashes of it', async () => {
    t = await buildTestApp({ captcha: true });
    const res = await t.request({ method: 'GET', url: '/v1/api/auth/captcha' });
    expect(res.body.code).toBe('00000');
    expect(res.body.data.enabled).toBe(true);
    expect(res.body.data.challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', nonce: expect.any(String), salt: expect.any(String) });
    expect(res.body.data.challenge.signature).toEqual(expect.any(String));
    const rows = await t.db.kysely.selectFrom('sys_captcha').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(res.body.data.challenge.parameters.nonce);
  });

  it('asks the tuned work in production', () => {
    expect(CAPTCHA_WORK).toEqual({ algorithm: 'PBKDF2/SHA-256', cost: 500, counterMin: 1000, counterMax: 3000 });
  });

  it('lets a login through with a solved challenge, once; a replay is refused', async () => {
    t = await buildTestApp({ captcha: true });
    const payload = await solveCaptcha(t);
    expect((await login(payload)).body.code).toBe('00000');
    const again = await login(payload);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('A0242');
  });

  it('logs in at most once when one solution is used by 50 at once', async () => {
    t = await buildTestApp({ captcha: true });
    const payload = await solveCaptcha(t);
    const results = await Promise.all(Array.from({ length: 50 }, () => login(payload)));
    expect(results.filter((r) => r.body.code === '00000')).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'A0242')).toHaveLength(49);
  });

  it('refuses a wrong solution, a forged challenge and garbage, and burns the challenge', async () => {
    t = await buildTestApp({ captcha: true });
    const payload = JSON.parse(Buffer.from(await solveCaptcha(t), 'base64').toString());
    const key: string = payload.solution.derivedKey;
    const wrong = { ...payload, solution: { ...payload.solution, derivedKey: `${key[0] === '0' ? '1' : '0'}${key.slice(1)}` } };
    const res = await login(Buffer.from(JSON.stringify(wrong)).toString('base64'));
    expect(res.body).toMatchObject({ code: 'A0240' });
    expect((await login(Buffer.from(JSON.stringify(payload)).toString('base64'))).body.code).toBe('A0242');
    const other = JSON.parse(Buffer.from(await solveCaptcha(t), 'base64').toString());
    const forged = { ...other, challenge: { ...other.challenge, parameters: { ...other.challenge.parameters, cost: 1 } } };
    expect((await login(Buffer.from(JSON.stringify(forged)).toString('base64'))).body.code).toBe('A0240');
    expect((await login('not base64 json')).body.code).toBe('A0240');
  });

  it('expires after two minutes', async () => {
    t = await buildTestApp({ captcha: true });
    const payload = await solveCaptcha(t);
    t.clock.advance(AuthPolicy.captchaTtl + 1);
    expect((await login(payload)).body).toMatchObject({ code: 'A0242', msg: '验证码已过期，请刷新后重试' });
  });

  it('limits how many challenges one IP may fetch a minute', async () => {
    t = await buildTestApp({ captcha: true });
    const fetch = (remoteAddress: string) => t.request({ method: 'GET', url: '/v1/api/auth/captcha', remoteAddress });
    for (let i = 0; i < AuthPolicy.captchaIssuePerMinute; i++) expect((await fetch('10.3.0.1')).body.code).toBe('00000');
    const limited = await fetch('10.3.0.1');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('A0429');
    expect((await fetch('10.3.0.2')).body.code).toBe('00000');
    t.clock.advance(60_001);
    expect((await fetch('10.3.0.1')).body.code).toBe('00000');
  });

  it('is required when on, and says it is off when KP_CAPTCHA=off', async () => {
    t = await buildTestApp({ captcha: true });
    const missing = await login();
    expect(missing.body).toMatchObject({ code: 'A0240', msg: '请先完成人机验证' });
    await t.close();
    t = await buildTestApp({ captcha: false });
    const res = await t.request({ method: 'GET', url: '/v1/api/auth/captcha' });
    expect(res.body.data).toEqual({ enabled: false, challenge: null });
    expect((await t.request({ method: 'GET', url: '/v1/api/app/system/info' })).body.data.captchaEnabled).toBe(false);
    expect((await login()).body.code).toBe('00000');
  });
});

describe('login', () => {
  it('returns a Bearer JWT with a 2-hour exp and a session id', async () => {
    t = await buildTestApp();
    const res = await t.request({ method: 'POST', url: LOGIN, payload: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(res.body.data).toMatchObject({ tokenType: 'Bearer', username: 'admin' });
    const claims = JSON.parse(Buffer.from(res.body.data.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.exp * 1000 - t.clock.now).toBe(AuthPolicy.accessTokenTtl);
    expect(typeof claims.sid).toBe('string');
    const session = await t.db.kysely.selectFrom('sys_session').selectAll().where('id', '=', claims.sid).executeTakeFirst();
    expect(session?.user_id).toBe(1);
  });

  it('stores passwords as argon2id hashes', async () => {
    t = await buildTestApp();
    const rows = await t.db.kysely.selectFrom('sys_user').select('password_hash').execute();
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['an unknown user', 'nobody', 'whatever'],
    ['a wrong password', 'admin', 'wrong-password'],
  ])('refuses %s with the same message', async (_case, username, password) => {
    t = await buildTestApp();
    const res = await t.request({ method: 'POST', url: LOGIN, payload: { username, password } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'A0210', msg: '用户名或密码错误', data: null });
  });

  it('answers an unknown name exactly as a known one, failure after failure, waits included', async () => {
    t = await buildTestApp();
    const attempt = (username: string) => t.request({ method: 'POST', url: LOGIN, payload: { username, password: 'bad' } });
    for (let i = 0; i < AuthPolicy.lockAfterFailures + 2; i++) {
      const [known, unknown] = [await attempt('hr01'), await attempt('nobody.here')];
      expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    }
    expect((await attempt('nobody.here')).body.code).toBe('A0211');
  });

  it('makes a name wait after 5 failures from one IP, longer after each further one, while the owner logs in from elsewhere', async () => {
    t = await buildTestApp();
    const from = (remoteAddress: string, password: string) => t.request({ method: 'POST', url: LOGIN, remoteAddress, payload: { username: 'hr01', password } });
    for (let i = 0; i < 4; i++) expect((await from('10.2.0.1', 'bad')).body.code).toBe('A0210');
    const fifth = await from('10.2.0.1', 'bad');
    expect(fifth.status).toBe(423);
    expect(fifth.body).toEqual({ code: 'A0211', msg: '登录失败次数过多，请 1 分钟后再试', data: null });
    expect((await from('10.2.0.1', DEMO_PASSWORD)).body.code).toBe('A0211');
    // The owner, elsewhere, is not locked out by a stranger's guesses.
    expect((await from('10.2.0.2', DEMO_PASSWORD)).body.code).toBe('00000');
    t.clock.advance(AuthPolicy.firstDelay);
    expect((await from('10.2.0.1', 'bad')).body.msg).toBe('登录失败次数过多，请 2 分钟后再试');
    t.clock.advance(AuthPolicy.firstDelay);
    expect((await from('10.2.0.1', DEMO_PASSWORD)).body.code).toBe('A0211');
    t.clock.advance(AuthPolicy.firstDelay);
    expect((await from('10.2.0.1', DEMO_PASSWORD)).body.code).toBe('00000');
  });

  it('limits wrong old passwords on change-password the same way', async () => {
    t = await buildTestApp();
    const token = await t.login('hr01');
    const change = (oldPassword: string) => t.request({ method: 'POST', url: '/v1/api/auth/change/password', token, payload: { oldPassword, newPassword: 'Changed1234' } });
    for (let i = 0; i < 4; i++) expect((await change('guess')).body.code).toBe('A0214');
    expect((await change('guess')).body.code).toBe('A0211');
    expect((await change(DEMO_PASSWORD)).body.code).toBe('A0211');
    t.clock.advance(AuthPolicy.firstDelay);
    expect((await change(DEMO_PASSWORD)).body.code).toBe('00000');
  });

  it('does not lock for failures spread beyond the window', async () => {
    t = await buildTestApp();
    for (let i = 0; i < 8; i++) {
      await t.request({ method: 'POST', url: LOGIN, payload: { username: 'hr01', password: 'bad' } });
      t.clock.advance(4 * 60_000);
    }
    expect((await t.request({ method: 'POST', url: LOGIN, payload: { username: 'hr01', password: DEMO_PASSWORD } })).body.code).toBe('00000');
  });

  it('limits failures per IP across usernames', async () => {
    t = await buildTestApp();
    const from = (remoteAddress: string, username: string, password = 'bad') =>
      t.request({ method: 'POST', url: LOGIN, remoteAddress, payload: { username, password } });
    for (let i = 0; i < AuthPolicy.ipFailureLimit; i++) await from('10.1.1.1', `ghost${i}`);
    const blocked = await from('10.1.1.1', 'admin', ADMIN_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('A0213');
    expect((await from('10.1.1.2', 'admin', ADMIN_PASSWORD)).body.code).toBe('00000');
  });

  it('refuses a disabled user even with the right password', async () => {
    t = await buildTestApp();
    await t.db.kysely.updateTable('sys_user').set({ status: 0 }).where('username', '=', 'hr01').execute();
    const res = await t.request({ method: 'POST', url: LOGIN, payload: { username: 'hr01', password: DEMO_PASSWORD } });
    expect(res.body).toMatchObject({ code: 'A0212', msg: '账户已停用，请联系管理员' });
  });

  it('rejects a body that is not the login shape', async () => {
    t = await buildTestApp();
    const res = await t.request({ method: 'POST', url: LOGIN, payload: { username: '' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('A0400');
    expect(res.body.data).toEqual(expect.arrayContaining([{ field: 'password', message: '为必填项' }]));
  });
});

describe('tokens and sessions', () => {
  it('accepts a token until its exp and refuses it after', async () => {
    t = await buildTestApp();
    const token = await t.login();
    expect((await t.request({ method: 'GET', url: '/v1/api/account/profile', token })).status).toBe(200);
    t.clock.advance(AuthPolicy.accessTokenTtl);
    const res = await t.request({ method: 'GET', url: '/v1/api/account/profile', token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('A0231');
  });

  it('refreshes a live token into a fresh one for the same session', async () => {
    t = await buildTestApp();
    const token = await t.login();
    t.clock.advance(110 * 60_000);
    const res = await t.request({ method: 'POST', url: '/v1/api/auth/refreshToken', token });
    expect(res.body.code).toBe('00000');
    const fresh = res.body.data.accessToken;
    const sid = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()).sid;
    expect(sid(fresh)).toBe(sid(token));
    // The old token stops working at once, not when it expires; the new one works.
    const old = await t.request({ method: 'GET', url: '/v1/api/account/profile', token });
    expect(old.status).toBe(401);
    expect(old.body.msg).toBe('访问令牌已被刷新，请使用新令牌');
    expect((await t.request({ method: 'GET', url: '/v1/api/account/profile', token: fresh })).status).toBe(200);
    expect((await t.request({ method: 'POST', url: '/v1/api/auth/refreshToken', token })).status).toBe(401);
  });

  it('lets one of two refreshes racing with the same token win', async () => {
    t = await buildTestApp();
    const token = await t.login();
    const results = await Promise.all([1, 2, 3].map(() => t.request({ method: 'POST', url: '/v1/api/auth/refreshToken', token })));
    const won = results.filter((r) => r.body.code === '00000');
    expect(won).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/v1/api/account/profile', token: won[0].body.data.accessToken })).status).toBe(200);
  });

  it('marks login, refresh, profile and every personal answer no-store', async () => {
    t = await buildTestApp();
    const res = await t.request({ method: 'POST', url: LOGIN, payload: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(res.headers['cache-control']).toBe('no-store');
    const token = res.body.data.accessToken;
    for (const url of ['/v1/api/account/profile', '/v1/api/system/users', '/v1/api/system/depts', '/v1/api/auth/refreshToken']) {
      const answer = await t.request({ method: url.endsWith('refreshToken') ? 'POST' : 'GET', url, token });
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('stops refreshing at the 7-day session lifetime', async () => {
    t = await buildTestApp();
    let token = await t.login();
    let refreshed = 0;
    for (;;) {
      t.clock.advance(100 * 60_000);
      const res = await t.request({ method: 'POST', url: '/v1/api/auth/refreshToken', token });
      if (res.body.code !== '00000') {
        expect(res.status).toBe(401);
        expect(['A0232', 'A0231']).toContain(res.body.code);
        break;
      }
      token = res.body.data.accessToken;
      refreshed++;
    }
    expect(refreshed * 100 * 60_000).toBeLessThanOrEqual(AuthPolicy.sessionLifetime);
    expect((refreshed + 2) * 100 * 60_000).toBeGreaterThan(AuthPolicy.sessionLifetime);
  });

  it('refuses a tampered token', async () => {
    t = await buildTestApp();
    const token = await t.login('hr01');
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${s}`;
    const res = await t.request({ method: 'GET', url: '/v1/api/account/profile', token: forged });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('A0231');
  });

  it('logout revokes the session at once', async () => {
    t = await buildTestApp();
    const token = await t.login();
    const out = await t.request({ method: 'DELETE', url: '/v1/api/auth/logout', token });
    expect(out.body.code).toBe('00000');
    const res = await t.request({ method: 'GET', url: '/v1/api/account/profile', token });
    expect(res.status).toBe(401);
    expect((await t.request({ method: 'POST', url: '/v1/api/auth/refreshToken', token })).status).toBe(401);
  });
});

describe('change password', () => {
  it('needs the old password', async () => {
    t = await buildTestApp();
    const token = await t.login('hr01');
    const res = await t.request({ method: 'POST', url: '/v1/api/auth/change/password', token, payload: { oldPassword: 'nope', newPassword: 'NewPass#1' } });
    expect(res.body).toMatchObject({ code: 'A0214', msg: '原密码错误' });
  });

  it('changes it, keeps this session and revokes the others', async () => {
    t = await buildTestApp();
    const other = await t.login('hr01');
    const token = await t.login('hr01');
    const res = await t.request({ method: 'POST', url: '/v1/api/auth/change/password', token, payload: { oldPassword: DEMO_PASSWORD, newPassword: 'NewPass#1' } });
    expect(res.body.code).toBe('00000');
    expect((await t.request({ method: 'GET', url: '/v1/api/account/profile', token })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/api/account/profile', token: other })).status).toBe(401);
    await expect(t.login('hr01')).rejects.toThrow();
    await expect(t.login('hr01', 'NewPass#1')).resolves.toBeTypeOf('string');
    const log = await t.db.kysely.selectFrom('sys_oplog').selectAll().where('resource', '=', 'user').execute();
    expect(log).toMatchObject([{ op_type: 1, username: 'hr01', summary: '修改密码：hr01' }]);
  });
});

describe('change avatar', () => {
  it('stores an image sniffed by its bytes, written anew, and serves it back', async () => {
    t = await buildTestApp();
    const token = await t.login('hr01');
    const res = await t.request({ method: 'POST', url: '/v1/api/auth/change/avatar', token, ...multipart('file', 'me.txt', 'text/plain', PNG_1PX) });
    expect(res.body.code).toBe('00000');
    const url: string = res.body.data.avatar;
    expect(url).toMatch(/^\/v1\/api\/files\/[\w-]+$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    // Written anew by the image bounds (issue 25): the same one pixel, not the same bytes.
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const { data: sent } = await sharp(PNG_1PX).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1, 1]);
    expect(data.equals(sent)).toBe(true);
    const profile = await t.request({ method: 'GET', url: '/v1/api/account/profile', token });
    expect(profile.body.data.avatar).toBe(url);
  });

  it('refuses what is not an image, whatever it is called', async () => {
    t = await buildTestApp();
    const token = await t.login('hr01');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await t.request({ method: 'POST', url: '/v1/api/auth/change/avatar', token, ...multipart('file', 'a.png', 'image/png', svg) });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('A0415');
    const user = await t.db.kysely.selectFrom('sys_user').select('avatar').where('username', '=', 'hr01').executeTakeFirstOrThrow();
    expect(user.avatar).toBeNull();
  });

  it('refuses an image over 2 MiB', async () => {
    t = await buildTestApp();
    const token = await t.login('hr01');
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(AuthPolicy.avatarMaxBytes)]);
    const res = await t.request({ method: 'POST', url: '/v1/api/auth/change/avatar', token, ...multipart('file', 'big.png', 'image/png', big) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('A0413');
    expect(await t.db.kysely.selectFrom('sys_file').selectAll().execute()).toHaveLength(0);
  });
});
