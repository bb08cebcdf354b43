import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { ok, okJson } from './envelope.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.app.get('/v1/api/test/boom', { config: { access: 'public' } }, async () => { throw new Error('secret stack detail'); });
});
afterAll(async () => { await t.close(); });

describe('every answer is the {code, msg, data} envelope', () => {
  it('the envelope written as text is the same envelope', () => {
    const data = { list: [{ id: 1, name: '甲"乙' }], total: 1 };
    expect(JSON.parse(okJson(JSON.stringify(data)))).toEqual(ok(data));
  });

  it('an unknown route is a 404 envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/api/no/such/route' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'A0405', msg: '接口不存在: GET /v1/api/no/such/route', data: null });
  });

  it('an unexpected failure is 系统出错 without a stack', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/api/test/boom' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'B0001', msg: '系统出错', data: null });
  });

  it.each([
    ['malformed JSON', { 'content-type': 'application/json' }, '{"username":', 400, 'A0400'],
    ['text/plain', { 'content-type': 'text/plain' }, 'username=admin', 415, 'A0415'],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 'username=admin', 415, 'A0415'],
    ['a body over 1 MiB', { 'content-type': 'application/json' }, JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }), 413, 'A0413'],
  ])('%s is refused with its status', async (_name, headers, payload, status, code) => {
    const res = await t.request({ method: 'POST', url: '/v1/api/auth/login', headers, payload });
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(typeof res.body.msg).toBe('string');
    expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('a missing token is a 401 envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/api/account/profile' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'A0230', msg: '未登录或登录已过期，请重新登录', data: null });
  });

  it('a token in the wrong scheme is a 401', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/api/account/profile', headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('A0231');
  });
});

describe('security headers', () => {
  it.each(['/v1/api/app/system/info', '/v1/api/no/such/route', '/v1/api/account/profile'])('are on %s', async (url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});
