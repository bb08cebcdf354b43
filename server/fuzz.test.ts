import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { parseBinding } from '../schemas/types.ts';
import { buildTestApp, PNG_1PX, snapshot, type TestApp } from './test/harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => { t = await buildTestApp(); admin = await t.login(); });
afterAll(async () => { await t.close(); });

/** Routes whose whole point is to change the caller's own session: fuzzing them with a live token ends it. */
const SESSION_ROUTES = new Set(['DELETE /v1/api/auth/logout', 'POST /v1/api/auth/refreshToken']);

/**
 * Routes a person's browser lands on (the platform sends an account's owner back to it): they
 * answer a page in words, not the envelope. Walked apart below, with the same bounds.
 */
const BROWSER_PAGES = new Set(['GET /v1/api/douyin/oauth/callback']);

/** Every route the server answers: the hand-written ones and each engine binding, as method + pattern. */
function everyRoute(): Array<{ method: string; url: string }> {
  const hand = t.app.routeDeclarations
    .filter((r) => r.method !== 'HEAD' && r.access !== 'engine' && r.url !== '/*' && !SESSION_ROUTES.has(`${r.method} ${r.url}`) && !BROWSER_PAGES.has(`${r.method} ${r.url}`));
  const engine = [...t.app.engine.screens.values()].flatMap((s) => Object.values(s.schema?.api ?? {}).map((b) => {
    const parsed = parseBinding(b)!;
    return { method: parsed.method, url: `/v1/api${parsed.path.replace(/\{(\w+)\}/g, ':$1')}` };
  }));
  return [...hand, ...engine];
}

// Path parameters that name nothing that exists: never a small positive id.
const badSegment = fc.oneof(
  fc.constantFrom('0', '-1', '1e18', '99999999999999999999', 'abc', '%00', '..', '%2e%2e', '..%2f', '%zz', '%20', '1,2,x', '%E4%BD%A0', 'null', '[]'),
  fc.string({ maxLength: 24 }).filter((s) => !/^\s*\d+(\s*,\s*\d+)*\s*$/.test(s)).map(encodeURIComponent),
);
const badValue = fc.oneof(
  fc.constantFrom('1e18', '1e309', '-1', 'NaN', 'Infinity', '', '%', '0x10', "' OR 1=1 --", '[]', '{}', '\u0000', '9'.repeat(40), 'x'.repeat(5000)),
  fc.string({ maxLength: 40 }),
);
const queryKeys = fc.constantFrom('page', 'pageSize', 'keywords', 'status', 'sort', 'order', 'id', 'password', 'deptId', 'type_code', 'dept_id',
  'startTime', 'endTime', 'start_date', '__proto__', 'constructor', 'page[]', 'x');
const fieldNames = fc.constantFrom('username', 'password', 'nickname', 'role_ids', 'status', 'menuIds', 'name', 'code', 'perm', 'parent_id', 'configs',
  'systemName', 'userId', 'oldPassword', 'newPassword', 'captchaKey', 'id', '__proto__', 'sort', 'value', 'type');

/** A body no route may accept: not JSON, not an object, or an object with a key no route knows. */
const badJson = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom('{"a":', '{"__proto__":{"isAdmin":true}}', 'null', '[]', '"x"', '1e309', '{}{}', '\u0000'),
  fc.jsonValue({ maxDepth: 3 }).filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)).map((v) => JSON.stringify(v)),
  fc.dictionary(fieldNames, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }).map((o) => JSON.stringify({ ...o, '\u0000fuzz': 1 })),
);
const multipart = fc.constantFrom(
  '--fz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nabc',
  '--fz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image\r\n--fz\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\n\r\nagain\r\n--fz--\r\n',
  '--fz\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--fz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx\r\n--fz--\r\n',
  '--fz\r\nContent-Disposition: form-data; name="other"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004\r\n--fz--\r\n',
  '--fz--\r\n',
  'garbage',
);
const contentType = fc.constantFrom(undefined, 'application/json', 'text/plain', 'multipart/form-data', 'multipart/form-data; boundary=fz',
  'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'image/png');

const request = (routes: Array<{ method: string; url: string }>, token: () => string) => fc.record({
  route: fc.constantFrom(...routes),
  segments: fc.array(badSegment, { minLength: 3, maxLength: 3 }),
  suffix: fc.constantFrom('', '', '', '/', '/..', '/%zz', '/x/y', '?', '//'),
  query: fc.dictionary(queryKeys, badValue, { maxKeys: 4 }),
  auth: fc.constantFrom('token', 'token', 'token', 'none', 'extra', 'scheme', 'garbage', 'long'),
  type: contentType,
  body: fc.oneof(fc.constant(undefined), badJson, multipart),
}).map((r) => {
  let i = 0;
  const path = r.route.url.replace(/:\w+|\*/g, () => r.segments[i++ % 3]) + r.suffix;
  const authorization = { token: `Bearer ${token()}`, none: undefined, extra: `Bearer ${token()} extra`, scheme: `Basic ${token()}`, garbage: 'Bearer a.b.c', long: `Bearer ${'x'.repeat(9000)}` }[r.auth];
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (r.type) headers['content-type'] = r.type;
  return { method: r.route.method, url: path, query: r.query, headers, payload: r.body };
});

describe('bad input, on every route', () => {
  it('never answers 5xx, always answers the envelope with security headers, and writes nothing', async () => {
    const routes = everyRoute();
    expect(routes.length).toBeGreaterThan(40);
    const before = await snapshot(t);
    const seen = new Map<number, number>();
    // FUZZ_SEED runs another walk (CI keeps the fixed one, so a failure is reproducible).
    await fc.assert(fc.asyncProperty(request(routes, () => admin), async (req) => {
      const res = await t.app.inject({ method: req.method as 'GET', url: req.url, query: req.query, headers: req.headers, payload: req.payload });
      seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
      expect(res.statusCode, `${req.method} ${req.url} ${res.body.slice(0, 200)}`).toBeLessThan(500);
      const body = JSON.parse(res.body);
      // The envelope, but for the API document itself (answered bare, as tools read it).
      if (req.url.split('?')[0] === '/v1/api/openapi.json' && res.statusCode === 200) expect(body).toMatchObject({ openapi: '3.1.0', paths: expect.any(Object) });
      else {
        expect(Object.keys(body).sort(), `${req.method} ${req.url}`).toEqual(['code', 'data', 'msg']);
        if (body.code !== '00000') expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }), { numRuns: 600, seed: Number(process.env.FUZZ_SEED ?? 20261122) });
    expect(await snapshot(t)).toBe(before);
    // The walk reached the handlers, not only the door.
    expect(seen.get(400) ?? 0).toBeGreaterThan(50);
  }, 120_000);

  it('answers bad input on a page a browser lands on with a page in words, never 5xx, and writes nothing', async () => {
    const routes = [...BROWSER_PAGES].map((r) => ({ method: r.split(' ')[0], url: r.split(' ')[1] }));
    const before = await snapshot(t);
    await fc.assert(fc.asyncProperty(request(routes, () => admin), async (req) => {
      const res = await t.app.inject({ method: req.method as 'GET', url: req.url, query: req.query, headers: req.headers, payload: req.payload });
      expect(res.statusCode, `${req.method} ${req.url} ${res.body.slice(0, 200)}`).toBeLessThan(500);
      // Not found (a bad path) in the envelope; the page itself in words.
      if (res.headers['content-type']?.toString().startsWith('text/html')) expect(res.body).toMatch(/[\u4e00-\u9fa5]/);
      else expect(Object.keys(JSON.parse(res.body)).sort()).toEqual(['code', 'data', 'msg']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }), { numRuns: 100, seed: Number(process.env.FUZZ_SEED ?? 20261122) });
    expect(await snapshot(t)).toBe(before);
  });

  it.each([
    ['/v1/api/system/users'], ['/v1/api/system/roles'], ['/v1/api/system/logs'], ['/v1/api/company/jobTypes'], ['/v1/api/system/dict/types'], ['/v1/api/demo/showcase'],
  ])('refuses page=1e18 and pageSize=1e309 on %s with 400 in the envelope', async (url) => {
    for (const query of [{ page: '1e18' }, { pageSize: '1e309' }, { page: '9007199254740993' }] as Array<Record<string, string>>) {
      const res = await t.request({ method: 'GET', url, query, token: admin });
      expect(res.status, `${url} ${JSON.stringify(query)} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.code).toBe('A0400');
    }
  });

  it('refuses ids and numbers past what the database holds with 400, on SQLite and PostgreSQL alike', async () => {
    const big = '99999999999999999999';
    for (const [method, url, payload] of [
      ['DELETE', `/v1/api/system/menus/${big}`], ['GET', `/v1/api/system/menus/detail/${2 ** 31}`], ['GET', `/v1/api/system/users/detail/${2 ** 31}`],
      ['DELETE', `/v1/api/system/users/delete/1,${2 ** 31}`], ['POST', '/v1/api/system/depts', { parent_id: 2 ** 31, name: '大', sort: 1, status: 1 }],
      ['POST', '/v1/api/auth/noPwd/issue', { userId: 2 ** 40 }], ['GET', `/v1/api/system/logs?startTime=${big}`],
    ] as Array<[string, string, object?]>) {
      const res = await t.request({ method: method as 'GET', url, payload, token: admin });
      expect(res.status, `${method} ${url} ${JSON.stringify(res.body)}`).toBeLessThan(500);
      expect(res.body.code, `${method} ${url}`).not.toBe('00000');
    }
  });

  it('refuses a NUL character in a path, query or body with 400', async () => {
    for (const [method, url, payload] of [['GET', '/v1/api/system/menus?keywords=%00'], ['GET', '/v1/api/system/users?keywords=a%00'], ['POST', '/v1/api/system/depts', { name: 'a\u0000b', parent_id: 0, sort: 1, status: 1 }]] as Array<[string, string, object?]>) {
      const res = await t.request({ method: method as 'GET', url, payload, token: admin });
      expect(res.body, url).toMatchObject({ code: 'A0400', msg: '请求内容不能包含空字符' });
    }
  });

  it('refuses a Bearer header with anything after the token', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/api/account/profile', headers: { authorization: `Bearer ${admin} extra` } })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v1/api/account/profile', headers: { authorization: `Bearer  ${admin}` } })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v1/api/account/profile', token: admin })).status).toBe(200);
  });

  it('answers an undecodable URL in the envelope with the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/%zz' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'A0400', msg: '请求地址不正确' });
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('answers an avatar or logo upload with two files, an extra field or a cut body with 400, not 500', async () => {
    // A whole 1 × 1 PNG: uploads are decoded now (issue 25), and the one this held had half a pixel.
    const png = PNG_1PX;
    const part = (name: string, filename?: string, bytes: Buffer = png) => Buffer.concat([
      Buffer.from(`--fz\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n${filename ? 'Content-Type: image/png\r\n' : ''}\r\n`), bytes, Buffer.from('\r\n'),
    ]);
    const send = (url: string, payload: Buffer) => t.request({ method: 'POST', url, token: admin, payload, headers: { 'content-type': 'multipart/form-data; boundary=fz' } });
    for (const url of ['/v1/api/auth/change/avatar', '/v1/api/app/system/logo']) {
      const two = await send(url, Buffer.concat([part('file', 'a.png'), part('file', 'b.png'), Buffer.from('--fz--\r\n')]));
      expect(two.status).toBe(400);
      expect(two.body.msg).toBe('只能上传一个文件');
      const extra = await send(url, Buffer.concat([part('note'), part('file', 'a.png'), Buffer.from('--fz--\r\n')]));
      expect(extra.status).toBe(400);
      const cut = await send(url, part('file', 'a.png').subarray(0, 60));
      expect(cut.status).toBe(400);
      expect((await send(url, Buffer.concat([part('file', 'a.png'), Buffer.from('--fz--\r\n')]))).status).toBe(200);
    }
  });
});

describe('a running server', () => {
  let base: { port: number; close: () => Promise<void> };
  beforeAll(async () => {
    const consoleDir = mkdtempSync(join(tmpdir(), 'kp-console-'));
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>kp</title>');
    writeFileSync(join(consoleDir, 'app.js'), 'console.log(1)');
    mkdirSync(join(consoleDir, 'assets'));
    const script = 'console.log("kp");'.repeat(200);
    writeFileSync(join(consoleDir, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(consoleDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(consoleDir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    const app = await buildApp({ config: { ...t.config, consoleDir }, db: t.db, jwtSecret: 'fuzz-secret', clock: t.clock, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    base = { port, close: async () => { await app.close(); rmSync(consoleDir, { recursive: true, force: true }); } };
  });
  afterAll(async () => { await base.close(); });

  /** A raw HTTP request, so nothing between us and the server tidies the path or headers. */
  const raw = (path: string, headers: Record<string, string> = {}) => new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: base.port, path, headers }, (res) => {
      let body = '';
      res.on('data', (c) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });

  it('answers a header block over 16 KB with 431 in the envelope', async () => {
    const res = await raw('/v1/api/account/profile', { authorization: `Bearer ${'x'.repeat(20_000)}` });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'A0431', msg: '请求头过大' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/%2e%2e%2fpackage.json', '/..\\package.json', '/a/../../package.json', '/%5c..%5cpackage.json'])(
    'answers the static-file traversal %s with 404, never 500 or the file', async (path) => {
      const res = await raw(path);
      expect(res.status, res.body.slice(0, 200)).toBe(404);
      expect(res.body).not.toContain('"dependencies"');
    });

  it('still serves the console and its files', async () => {
    expect((await raw('/app.js')).status).toBe(200);
    expect((await raw('/system/user')).body).toContain('<title>kp</title>');
  });

  it('sends hashed assets compressed and cached for a year, index.html asked again each time', async () => {
    const br = await raw('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw('/assets/index-abc123.js', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await raw('/assets/index-abc123.js')).headers['content-encoding']).toBeUndefined();
    for (const path of ['/', '/system/user', '/app.js']) expect((await raw(path)).headers['cache-control'], path).toBe('no-cache');
  });

  // Issue 26 (D10): a cache must key a compressed copy on the encoding asked for; HSTS only over https.
  it('says its files vary by Accept-Encoding, and sends no HSTS over plain http', async () => {
    for (const path of ['/assets/index-abc123.js', '/app.js', '/']) expect((await raw(path, { 'accept-encoding': 'br' })).headers.vary, path).toMatch(/accept-encoding/i);
    for (const path of ['/', '/v1/api/app/system/info', '/v1/api/nowhere']) expect((await raw(path)).headers['strict-transport-security'], path).toBeUndefined();
  });
});
