// Time to a painted 20-column × 100-row list with its search form, in Chromium: the schema
// runtime's screen against the same page written by hand in antd, alternating, same run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { CHROMIUM } from '../playwright.config.ts';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const FIELDS = Array.from({ length: 20 }, (_, i) => `f${String(i).padStart(2, '0')}`);
const ROWS = Array.from({ length: 100 }, (_, r) => ({ id: r + 1, ...Object.fromEntries(FIELDS.map((f, i) => [f, i % 4 === 3 ? r * 10 + i : `第${r}行字段${i}`])) }));

export interface PaintBench { schemaMs: number; antdMs: number; runs: number }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchPaint(runs = 7): Promise<PaintBench> {
  const outDir = mkdtempSync(join(tmpdir(), 'kp-paint-'));
  await build({ logLevel: 'silent', root: 'bench/paint', base: '/', plugins: [react()], build: { outDir, emptyOutDir: true } });
  const browser = await chromium.launch(CHROMIUM);
  const times: Record<'schema' | 'antd', number[]> = { schema: [], antd: [] };
  try {
    for (let run = 0; run < runs; run++) {
      for (const mode of (run % 2 ? ['antd', 'schema'] : ['schema', 'antd']) as Array<'schema' | 'antd'>) {
        const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
        await page.route('http://bench.local/**', async (route) => {
          const url = new URL(route.request().url());
          if (url.pathname.startsWith('/v1/api/bench/paint')) return route.fulfill({ json: { code: '00000', msg: '成功', data: { list: ROWS, total: ROWS.length } } });
          const file = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
          try {
            return await route.fulfill({ body: readFileSync(join(outDir, file)), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
          } catch {
            return route.fulfill({ status: 404, body: '' });
          }
        });
        await page.goto(`http://bench.local/?mode=${mode}`);
        await page.waitForFunction(() => (window as unknown as { paintedAt?: number }).paintedAt, undefined, { timeout: 30_000 });
        times[mode].push(await page.evaluate(() => (window as unknown as { paintedAt: number }).paintedAt));
        await page.close();
      }
    }
  } finally {
    await browser.close();
    rmSync(outDir, { recursive: true, force: true });
  }
  return { schemaMs: median(times.schema), antdMs: median(times.antd), runs };
}
