import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, xlsxFile } from './test/harness.ts';
import { startBundle } from './test/server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'kp-import-kill-'));
const bundle = `dist-server/import-kill-${process.pid}.mjs`;
const file = join(dir, 'kp.db');
/** The pending range's lease in this test: a dead importer's rows are swept this long after its last batch (its transactions end every 40 ms, so some are committed when it is killed). */
const LEASE_MS = 1500;
const ROWS = 40_000;
beforeAll(() => { execFileSync(process.execPath, ['scripts/build-server.mjs', bundle]); });
afterAll(() => { rmSync(dir, { recursive: true, force: true }); rmSync(bundle, { force: true }); });

const start = () => startBundle(bundle, { KP_SQLITE_FILE: file, KP_DEMO_DATA: 'off', KP_ADMIN_PASSWORD: 'Admin#Kill1', KP_DEMO_PASSWORD: 'Demo#Kill1', KP_ROBOT_EVERY_MS: 'off', KP_IMPORT_LEASE_MS: String(LEASE_MS), KP_IMPORT_HOLD_MS: '40' });

/**
 * A SQLite server SIGKILLed while an import writes its batches (import-pending.ts): the rows it
 * wrote were never seen or counted, the next start after the lease deletes them, and the table,
 * its count and the file are as before; the same file then imports whole.
 */
describe.runIf(!TEST_DATABASE_URL)('a server killed in the middle of an import', () => {
  it('shows none of its rows, sweeps them at the next start, and the import then goes in whole', async () => {
    let server = await start();
    const login = async () => (await (await fetch(`${server.url}/v1/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin#Kill1' }) })).json()).data.accessToken as string;
    let token = await login();
    const total = async () => (await (await fetch(`${server.url}/v1/api/demo/showcase?pageSize=1`, { headers: { authorization: `Bearer ${token}` } })).json()).data.total as number;
    const before = await total();
    const sheet = await xlsxFile([['姓名 *', '手机号 *', '性别 *'], ...Array.from({ length: ROWS }, (_, i) => [`中断${i}`, `137${String(i).padStart(8, '0')}`, i % 2 ? '男' : '女'])]);
    const send = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(sheet)]), 'import.xlsx');
      return fetch(`${server.url}/v1/api/demo/showcase/_import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).then((r) => r.json(), () => null);
    };
    const db = new SQLite(file, { readonly: true });
    const pendingRows = () => {
      const range = db.prepare("select lo, hi, holder from kp_import_pending where tbl = 'demo_showcase'").get() as { lo: number; hi: number; holder: string } | undefined;
      return range ? { ...range, written: (db.prepare('select count(*) as n from demo_showcase where id between ? and ?').get(range.lo, range.hi) as { n: number }).n } : undefined;
    };
    try {
      // Killed once its batches have begun and before they end.
      const answer = send();
      let seen: ReturnType<typeof pendingRows>;
      for (let i = 0; i < 3000; i++) {
        seen = pendingRows();
        if (seen && seen.written > 0 && seen.written < ROWS) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      server.proc.kill('SIGKILL');
      await new Promise((resolve) => server.proc.once('exit', resolve));
      expect(await answer).toBeNull();
      expect(seen!.written).toBeGreaterThan(0);
      const left = pendingRows()!;
      expect(left.hi - left.lo + 1).toBe(ROWS);
      expect(left.written).toBeLessThan(ROWS);
      // Its rows are in the table, counted by nothing: the count row is the rows outside the range.
      const all = (db.prepare('select count(*) as n from demo_showcase').get() as { n: number }).n;
      expect((db.prepare("select n from kp_row_count where tbl = 'demo_showcase'").get() as { n: number }).n).toBe(all - left.written);

      // The next start after the lease: the range and its rows are gone; lists, the count row and the file are as before.
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 200));
      server = await start();
      expect(server.output).toContain('清理未完成的导入');
      token = await login();
      expect(pendingRows()).toBeUndefined();
      expect((db.prepare('select count(*) as n from demo_showcase where id between ? and ?').get(left.lo, left.hi) as { n: number }).n).toBe(0);
      expect(await total()).toBe(before);
      expect((db.prepare("select n from kp_row_count where tbl = 'demo_showcase'").get() as { n: number }).n).toBe((db.prepare('select count(*) as n from demo_showcase').get() as { n: number }).n);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      // The same file now imports whole.
      const again = await send();
      expect(again?.code, again?.msg).toBe('00000');
      expect(await total()).toBe(before + ROWS);
    } finally {
      db.close();
      server.proc.kill('SIGKILL');
    }
  });
});
