import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One kind of request's figures over a run (latencies in ms). */
export interface KindResult { count: number; ok: number; rps: number; p50: number | null; p99: number | null; max: number | null }
export interface MixResult { mix: KindResult; kinds: Record<string, KindResult>; writes?: KindResult; probe?: KindResult; driverCpuMs: number }

export interface MixConfig {
  base?: string;
  /** Several server processes sharing one database: connections are spread over them. */
  bases?: string[];
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

/** The bare route, in a process of its own, answering `page` under the same client. */
export async function runBare(page: unknown, seconds: number): Promise<MixResult> {
  const dir = mkdtempSync(join(tmpdir(), 'kp-bare-'));
  const file = join(dir, 'page.json');
  writeFileSync(file, JSON.stringify({ code: '00000', msg: '成功', data: page }));
  const port = 18_449;
  const bare = fork(new URL('./bare-server.mjs', import.meta.url).pathname, [String(port), file], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    await new Promise((resolve, reject) => { bare.once('message', resolve); bare.once('exit', reject); });
    const bareMix = { base: `http://127.0.0.1:${port}`, connections: 20, kinds: { bare: '/rows' } };
    await runMix({ ...bareMix, seconds: 3 });
    return await runMix({ ...bareMix, seconds });
  } finally {
    bare.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
