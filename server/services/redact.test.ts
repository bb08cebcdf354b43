import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { loggedUrl, redactQuery } from './redact.ts';

describe('a request in the log', () => {
  let t: TestApp;
  let log = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => { log += chunk.toString(); });
    t = await buildTestApp({ logStream: stream });
  });
  afterAll(async () => t?.close());

  it('never carries a password, token, secret or code, sent or refused', async () => {
    const admin = await t.login('admin');
    const hr = await t.login('hr01');
    const id = (await t.db.kysely.selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow()).id;
    // The spec's reset call, refused (no permission) and done, and a login with a wrong password.
    expect((await t.request({ method: 'GET', url: `/v1/api/system/users/password/${id}?password=Refused1234x`, token: hr })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/api/system/users/password/${id}?password=Reset%2Fpass1234`, token: admin })).body.code).toBe('00000');
    await t.request({ method: 'POST', url: '/v1/api/auth/login', payload: { username: 'admin', password: 'WrongPass9876' } });
    // A signing link's token in the path, a platform's token and a one-time code in the query.
    await t.request({ method: 'GET', url: '/v1/api/sign/SigningToken0123456789abcdef' });
    await t.request({ method: 'GET', url: '/v1/api/ping?access_token=PlatformToken42&code=OneTime777&page=2' });
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(log).toContain('/v1/api/system/users/password/');
    for (const secret of ['Reset', 'pass1234', 'Refused1234x', 'WrongPass9876', 'SigningToken0123456789abcdef', 'PlatformToken42', 'OneTime777']) expect(log).not.toContain(secret);
    // What was asked is still there to read.
    expect(log).toContain('password=***');
    expect(log).toContain('/v1/api/sign/***');
    expect(log).toContain('page=2');
  });

  it('blanks the values of credential names only', () => {
    expect(redactQuery('/a?name=x&appsecret=s&ticket=t&pwd=p&keyword=k')).toBe('/a?name=x&appsecret=***&ticket=***&pwd=***&keyword=k');
    expect(redactQuery('/a')).toBe('/a');
    expect(loggedUrl({ url: '/v1/api/voice/report/s%2Fx?x=1', params: { secret: 's/x' } })).toBe('/v1/api/voice/report/***?x=1');
  });
});
