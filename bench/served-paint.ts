// A list screen's first paint through the served console: a production build behind the real
// server (static files precompressed, API on the same origin), opened cold in Chromium with a
// session in place, timed from navigation start to the first table row on screen.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM } from '../playwright.config.ts';
import { adminHeaders, benchServer } from './bench-server.ts';

/** The whole console's way to a list (session, layout, menus, schema) may cost half again a bare antd list page. */
export const SERVED_PAINT_BOUND = 1.5;
export const SERVED_PAINT_SCREEN = '/system/user';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchServedPaint(runs = 7): Promise<{ ms: number; warmMs: number; runs: number }> {
  const outDir = mkdtempSync(join(tmpdir(), 'kp-served-'));
  // The production build, without developer-tools blocking (it blanks a page driven by automation).
  const blocking = process.env.VITE_BLOCK_DEVTOOLS;
  process.env.VITE_BLOCK_DEVTOOLS = 'off';
  try {
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  } finally {
    if (blocking === undefined) delete process.env.VITE_BLOCK_DEVTOOLS;
    else process.env.VITE_BLOCK_DEVTOOLS = blocking;
  }
  const server = await benchServer({}, { consoleDir: outDir });
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch(CHROMIUM);
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const token = (await adminHeaders(base)).authorization.slice('Bearer '.length);
      // A new context per run: an empty HTTP cache, as on a first visit.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      await context.addInitScript((jwt) => {
        sessionStorage.setItem('kp_admin_username', 'admin');
        localStorage.setItem('adminkp_admin_token', jwt);
      }, token);
      const page = await context.newPage();
      for (const times of [cold, warm]) {
        await page.goto(`${base}${SERVED_PAINT_SCREEN}`);
        await page.locator('[data-testid=crud-table] tbody tr.ant-table-row').first().waitFor();
        times.push(await page.evaluate(() => performance.now()));
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  return { ms: median(cold), warmMs: median(warm), runs };
}
