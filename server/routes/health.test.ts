import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

describe('health for load balancers', () => {
  it('says live and ready without a login; while stopping, refuses what arrives in the envelope and closes its connection', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/api/health/live' })).body).toMatchObject({ code: '00000', data: { status: 'live' } });
    expect((await t.request({ method: 'GET', url: '/v1/api/health/ready' })).body).toMatchObject({ code: '00000', data: { status: 'ready' } });
    const token = await t.login('hr01');
    t.app.stopping = true;
    try {
      for (const url of ['/v1/api/health/ready', '/v1/api/account/profile']) {
        const res = await t.request({ method: 'GET', url, token });
        expect([res.status, res.body.code, res.headers.connection, res.headers['retry-after']]).toEqual([503, 'B0212', 'close', '5']);
      }
    } finally {
      t.app.stopping = false;
    }
    expect((await t.request({ method: 'GET', url: '/v1/api/account/profile', token })).status).toBe(200);
  });
});
