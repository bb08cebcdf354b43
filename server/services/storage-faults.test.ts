import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PNG_1PX, type TestApp } from '../test/harness.ts';
import { LocalFileStore } from './file-store.ts';
import { sweepFiles } from './files.ts';

/** An avatar upload: a file kept and a row pointing at it, in one request. */
function avatar(t: TestApp, token: string) {
  const boundary = '----kpstorage';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG_1PX, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.request({ method: 'POST', url: '/v1/api/auth/change/avatar', token, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

const fileRows = async (t: TestApp) => Number((await t.db.kysely.selectFrom('sys_file').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const allFiles = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));

describe('a full disk under the files folder', () => {
  const mount = mkdtempSync(join(tmpdir(), 'kp-full-'));
  let t: TestApp;
  beforeAll(async () => {
    // A small file system of its own, filled to the last byte (root may mount tmpfs; the CI runs as root).
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', mount]);
    t = await buildTestApp({ filesDir: join(mount, 'files') });
  });
  afterAll(async () => {
    await t?.close();
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  });

  it('answers 507 B0220, keeps no row and leaves no .part file; once there is room the same upload works', async () => {
    const token = await t.login('hr01');
    mkdirSync(join(mount, 'files'), { recursive: true });
    try { writeFileSync(join(mount, 'filler'), Buffer.alloc(1024 * 1024)); } catch { /* full: what it was for */ }
    const rows = await fileRows(t);
    const before = (await t.request({ method: 'GET', url: '/v1/api/account/profile', token })).body.data.avatar;
    const full = await avatar(t, token);
    expect([full.status, full.body.code, full.body.msg]).toEqual([507, 'B0220', '存储空间不足，请联系管理员（本次操作没有保存）']);
    expect(await fileRows(t)).toBe(rows);
    expect(allFiles(join(mount, 'files')).filter((f) => f.endsWith('.part'))).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/v1/api/account/profile', token })).body.data.avatar).toBe(before);

    rmSync(join(mount, 'filler'));
    const roomy = await avatar(t, token);
    expect(roomy.body.code, roomy.body.msg).toBe('00000');
    expect(await fileRows(t)).toBe(rows + 1);
  });
});

describe('an object store that is down or stalls', () => {
  let stalled: Server;
  const held: Array<{ destroy(): void }> = [];
  beforeAll(async () => {
    // Takes every request and never answers, as a frozen MinIO would.
    stalled = createServer((req) => { held.push(req.socket); });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => stalled.close(resolve));
  });

  for (const how of ['stalled', 'down'] as const) {
    it(`answers 503 B0221 when it is ${how}, within its timeout, and keeps no row`, async () => {
      // 'down': a port nobody listens on (the stalled server's, closed for this one).
      const port = how === 'stalled' ? (stalled.address() as AddressInfo).port : await freePort();
      const t = await buildTestApp({ s3: { bucket: 'kp', endpoint: `http://127.0.0.1:${port}`, credentials: { accessKeyId: 'k', secretAccessKey: 's' }, timeoutMs: 400 } });
      try {
        const token = await t.login('hr01');
        const rows = await fileRows(t);
        const res = await avatar(t, token);
        expect([res.status, res.body.code, res.body.msg]).toEqual([503, 'B0221', '文件存储暂时不可用，请稍后重试（本次操作没有保存）']);
        expect(await fileRows(t)).toBe(rows);
      } finally {
        await t.close();
      }
    });
  }
});

describe('the sweep of what crashes leave', () => {
  it('removes old files no row references and old .part files, and nothing else', async () => {
    const t = await buildTestApp();
    const dir = mkdtempSync(join(tmpdir(), 'kp-sweep-'));
    try {
      const store = new LocalFileStore(dir);
      const token = await t.login('hr01');
      expect((await avatar(t, token)).body.code).toBe('00000');
      const kept = (await t.db.kysely.selectFrom('sys_file').select('id').orderBy('created_at', 'desc').executeTakeFirstOrThrow()).id;
      await store.put(kept, PNG_1PX);
      await store.put('orphanOrphanOrphan01', PNG_1PX);
      await store.put('orphanButNew0000001', PNG_1PX);
      writeFileSync(join(dir, 'or', 'orphanOrphanOrphan01.abc123.part'), 'half');
      const old = new Date(Date.now() - 2 * 3600_000);
      for (const f of allFiles(dir)) if (!f.includes('orphanButNew')) utimesSync(f, old, old);
      expect(await sweepFiles(t.db.kysely, store, Date.now())).toBe(2);
      expect(allFiles(dir).map((f) => f.slice(dir.length + 4)).sort()).toEqual([kept, 'orphanButNew0000001'].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await t.close();
    }
  });
});

function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) => probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as AddressInfo;
    probe.close(() => resolve(port));
  }));
}
