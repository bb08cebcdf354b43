import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { peakRssOf } from './server-process.ts';

/** One kind of request's figures over a run (latencies in ms). */
export interface KindResult { count: number; ok: number; rps: number; p50: number | null; p99: number | null; max: number | null }
export interface MixResult { mix: KindResult; kinds: Record<string, KindResult>; writes?: KindResult; probe?: KindResult; driverCpuMs: number; /** The bare server's CPU time over the run (ms), to see whether it or the client was full. */ serverCpuMs?: number; /** The client: how many driver processes, over how many connections. */ client: string }

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

interface Samples { samples: number[]; ok: number }
interface DriverOutput { kinds: Record<string, Samples>; writes?: Samples; probe?: Samples; driverCpuMs: number }

/**
 * How many driver processes share the connections (KP_BENCH_DRIVERS, 1 unless set). One undici
 * driver drove the bare route at 13,470 req/s on this 2-core machine (the fetch driver of before:
 * ≈ 4,800, issue 27), two at 11,113 and three at 11,061: past one, the drivers take the core the
 * server needs. The report gives the driver's CPU beside the server's, to see which one was full.
 */
export const DRIVERS = Math.max(1, Number(process.env.KP_BENCH_DRIVERS) || 1);

/**
 * Runs bench/mix-driver.mjs with `config` in DRIVERS processes of their own, each with its share of
 * the connections (the paced writes and probe in the first only), and merges their samples.
 */
export async function runMix(config: MixConfig): Promise<MixResult> {
  // (At least one: a run of paced writes and probe alone has no connections.)
  const drivers = Math.max(1, Math.min(DRIVERS, config.connections));
  const dir = mkdtempSync(join(tmpdir(), 'kp-mix-'));
  try {
    const outputs = await Promise.all(Array.from({ length: drivers }, (_, d) => {
      const share = Math.floor(config.connections / drivers) + (d < config.connections % drivers ? 1 : 0);
      const file = join(dir, `mix-${d}.json`);
      writeFileSync(file, JSON.stringify({ headers: {}, ...config, connections: share, ...(d > 0 ? { writes: undefined, probe: undefined } : {}) }));
      return new Promise<DriverOutput>((resolve, reject) => {
        const child = spawn(process.execPath, [new URL('./mix-driver.mjs', import.meta.url).pathname, file], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        child.stdout.on('data', (chunk) => { out += chunk; });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`mix-driver exited ${code}`))));
      });
    }));
    const merged = (pick: (o: DriverOutput) => Samples | undefined): Samples => {
      const parts = outputs.map(pick).filter((p): p is Samples => !!p);
      return { samples: parts.flatMap((p) => p.samples), ok: parts.reduce((n, p) => n + p.ok, 0) };
    };
    const names = Object.keys(config.kinds);
    const kinds = Object.fromEntries(names.map((n) => [n, merged((o) => o.kinds[n])]));
    const all = { samples: names.flatMap((n) => kinds[n].samples), ok: names.reduce((n, k) => n + kinds[k].ok, 0) };
    return {
      mix: summary(all, config.seconds),
      kinds: Object.fromEntries(names.map((n) => [n, summary(kinds[n], config.seconds)])),
      ...(config.writes ? { writes: summary(merged((o) => o.writes), config.seconds) } : {}),
      ...(config.probe ? { probe: summary(merged((o) => o.probe), config.seconds) } : {}),
      driverCpuMs: outputs.reduce((n, o) => n + o.driverCpuMs, 0),
      client: `undici, ${drivers} driver process${drivers > 1 ? 'es' : ''}, ${config.connections} connections`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function quantile(sorted: number[], q: number): number | null {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null;
}

function summary({ samples, ok }: Samples, seconds: number): KindResult {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, ok, rps: sorted.length / seconds, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: quantile(sorted, 1) };
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
    const { result, cpuMs: [serverCpuMs] } = await peakRssOf([bare.pid!], () => runMix({ ...bareMix, seconds }));
    return { ...result, serverCpuMs };
  } finally {
    bare.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}
