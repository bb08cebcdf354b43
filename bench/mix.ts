import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One kind of request's figures over a run (latencies in ms). */
export interface KindResult { count: number; ok: number; rps: number; p50: number | null; p99: number | null; max: number | null }
export interface MixResult { mix: KindResult; kinds: Record<string, KindResult>; writes?: KindResult; probe?: KindResult }

export interface MixConfig {
  base: string;
  headers?: Record<string, string>;
  seconds: number;
  connections: number;
  /** Name → path template ({rand:a:b}, {pick:x|y}); each request picks a kind at random. */
  kinds: Record<string, string>;
  writes?: { perSecond: number; path: string; body: string };
  probe?: { perSecond: number; path: string };
}

/** Runs bench/mix-driver.mjs with `config` in a process of its own; the config goes in a file. */
export function runMix(config: MixConfig): Promise<MixResult> {
  const dir = mkdtempSync(join(tmpdir(), 'kp-mix-'));
  const file = join(dir, 'mix.json');
  writeFileSync(file, JSON.stringify({ headers: {}, ...config }));
  return new Promise<MixResult>((resolve, reject) => {
    const child = spawn(process.execPath, [new URL('./mix-driver.mjs', import.meta.url).pathname, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => { out += chunk; });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`mix-driver exited ${code}`))));
  }).finally(() => rmSync(dir, { recursive: true, force: true }));
}

/** The largest resident set size seen while `work` runs, sampled every 100 ms (MB). */
export async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; rssMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 100);
  try {
    const result = await work();
    return { result, rssMb: Math.max(peak, process.memoryUsage().rss) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}
