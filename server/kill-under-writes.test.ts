import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, TEST_DATABASE_URL } from './test/harness.ts';
import { startBundle } from './test/server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'kp-kill-'));
const bundle = `dist-server/kill-${process.pid}.mjs`;
const file = join(dir, 'kp.db');
const KILLS = 5;
beforeAll(() => { execFileSync(process.execPath, ['scripts/build-server.mjs', bundle]); });
afterAll(() => { rmSync(dir, { recursive: true, force: true }); rmSync(bundle, { force: true }); });

const start = () => startBundle(bundle, { KP_SQLITE_FILE: file, KP_DEMO_DATA: 'off', KP_ADMIN_PASSWORD: 'Admin#Kill1', KP_DEMO_PASSWORD: 'Demo#Kill1', KP_ROBOT_EVERY_MS: 'off' });

/**
 * A SQLite server SIGKILLed at random moments while three people write: talents added, top-ups
 * recorded, top-ups approved (each approval a ledger row). Everything answered 200 is there after
 * the restarts, nothing is half-written, the ledger is exact, and the file is sound.
 */
describe.runIf(!TEST_DATABASE_URL)('a SQLite server killed under a write mix', () => {
  it('keeps every write it answered 200, half-writes nothing, keeps the ledger exact and the file sound', async () => {
    let server = await start();
    const login = async (username: string, password: string) => {
      const res = await fetch(`${server.url}/v1/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
      return (await res.json()).data.accessToken as string;
    };
    // Sessions live in the database: the tokens hold across the restarts.
    const admin = await login('admin', 'Admin#Kill1');
    const finance1 = await login('finance01', 'Demo#Kill1');
    const finance2 = await login('finance02', 'Demo#Kill1');
    const send = async (token: string, method: string, path: string, body?: unknown, raw?: { type: string; data: Buffer }) => {
      try {
        const res = await fetch(`${server.url}/v1/api${path}`, {
          method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : raw ? { 'content-type': raw.type } : {}) },
          body: body ? JSON.stringify(body) : raw ? new Uint8Array(raw.data) : undefined,
        });
        return { status: res.status, body: await res.json().catch(() => null) };
      } catch {
        return { status: 0, body: null };
      }
    };
    const boundary = '----kpkill';
    const voucherBody = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.png"\r\nContent-Type: image/png\r\n\r\n`), PNG_1PX, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    // A voucher is uploaded for each top-up (one voucher, one top-up).
    const upload = async () => (await send(finance1, 'POST', '/uploads/finance/recharge?field=voucher', undefined, { type: `multipart/form-data; boundary=${boundary}`, data: voucherBody })).body?.data?.url as string | undefined;
    expect(await upload()).toMatch(/^\/v1\/api\/files\/private\//);

    const talents = new Set<string>();
    const recharges = new Set<string>();
    const approved = new Set<number>();
    let serial = 0;
    let failed = 0;
    let running = true;
    // Each writer waits a moment after a failure (the server down or starting), as a person's retry would.
    const worker = async (work: () => Promise<void>) => {
      while (running) {
        const before = failed;
        await work();
        if (failed > before) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const workers = [
      worker(async () => {
        const n = ++serial;
        const res = await send(admin, 'POST', '/talents/talents/add', { name: `故障${n}`, mobile: `135${String(n).padStart(8, '0')}`, city: '苏州', source: '3', education: '2', status: '0' });
        if (res.status === 200) talents.add(`故障${n}`); else failed++;
      }),
      worker(async () => {
        const n = ++serial;
        const voucher = await upload();
        if (!voucher) return void failed++;
        const res = await send(finance1, 'POST', '/account/recharge', { amount: 100 * n, transfer_no: `TR-KILL-${n}`, transfer_date: '2026-11-20', payer: '集团基本户', voucher });
        if (res.status === 200) recharges.add(`TR-KILL-${n}`); else failed++;
      }),
      worker(async () => {
        const open = await send(finance2, 'GET', '/account/recharge/list?status=0&pageSize=5');
        const ids = (open.body?.data?.list ?? []).map((r: { id: number }) => r.id);
        if (!ids.length) return void (await new Promise((resolve) => setTimeout(resolve, 20)));
        const res = await send(finance2, 'POST', '/actions/finance/recharge/approve', { ids });
        if (res.status === 200) ids.forEach((id: number) => approved.add(id)); else failed++;
      }),
    ];

    let recoveries = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 1200));
      await new Promise<void>((resolve) => { server.proc.removeAllListeners('exit'); server.proc.on('exit', () => resolve()); server.proc.kill('SIGKILL'); });
      const down = Date.now();
      server = await start();
      recoveries = Math.max(recoveries, Date.now() - down);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(workers);
    await new Promise<void>((resolve) => { server.proc.removeAllListeners('exit'); server.proc.on('exit', () => resolve()); server.proc.kill('SIGTERM'); });

    const db = new SQLite(file, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const names = new Set((db.prepare("select name from talent where name like '故障%'").all() as Array<{ name: string }>).map((r) => r.name));
      expect([...talents].filter((n) => !names.has(n))).toEqual([]);
      const rows = db.prepare("select id, amount, status, transfer_no from finance_recharge where transfer_no like 'TR-KILL-%'").all() as Array<{ id: number; amount: number; status: string; transfer_no: string }>;
      const kept = new Set(rows.map((r) => r.transfer_no));
      expect([...recharges].filter((n) => !kept.has(n))).toEqual([]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect([...approved].filter((id) => byId.get(id)?.status !== '1')).toEqual([]);
      // The ledger: one credit per approved top-up, of its amount; none for any other.
      const ledger = db.prepare('select recharge_id, amount from finance_ledger where recharge_id is not null').all() as Array<{ recharge_id: number; amount: number }>;
      const credited = new Map<number, number[]>();
      for (const l of ledger) credited.set(l.recharge_id, [...(credited.get(l.recharge_id) ?? []), l.amount]);
      for (const r of rows) expect(credited.get(r.id) ?? [], r.transfer_no).toEqual(r.status === '1' ? [r.amount] : []);
      const sum = (db.prepare('select coalesce(sum(amount), 0) as s from finance_ledger').get() as { s: number }).s;
      expect(sum).toBe(rows.filter((r) => r.status === '1').reduce((s, r) => s + r.amount, 0));
      console.info(`SQLite killed ${KILLS} times under writes: ${talents.size} talents, ${recharges.size} top-ups, ${approved.size} approvals answered 200 and all kept; ${failed} writes failed (connection cut by the kill, or refused while it restarted); slowest restart to serving ${recoveries} ms; integrity_check ok; ledger ${sum} fen = the approved top-ups`);
    } finally {
      db.close();
    }
  }, 180_000);
});
