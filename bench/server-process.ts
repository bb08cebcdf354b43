// The product as `npm start` runs it (server/main.ts bundled into dist-server/main.mjs), in processes of their own, for benchmarks
// that measure from outside: one on an SQLite file, or several sharing one PostgreSQL database.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess { base: string; pid: number; child: ChildProcess; /** Where it writes its kept pages' tally when asked (KP_KEPT_REPORT). */ keptReport: string }

let built = false;

/**
 * The environment (NAME=value before node) and the Node flags `npm start` runs the server with
 * (package.json's start script), so the bench runs it alike.
 */
const { START_ENV, START_FLAGS } = (() => {
  const start: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start;
  const found = /((?:\b[A-Z_]+=\S+ )*)node ((?:--\S+ )*)dist-server\/main\.mjs/.exec(start);
  if (!found) throw new Error(`package.json's start script does not run node … dist-server/main.mjs: ${start}`);
  const words = (text: string) => text.trim().split(' ').filter(Boolean);
  return {
    START_ENV: Object.fromEntries(words(found[1]).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])) as Record<string, string>,
    START_FLAGS: words(found[2]),
  };
})();

/** Starts the server with `env` on `port` and waits until it answers. */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  if (!built) { execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT }); built = true; }
  // KP_BENCH_CPU_PROF=<folder>: each server writes a CPU profile there when it stops.
  const profile = process.env.KP_BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.KP_BENCH_CPU_PROF}`] : [];
  const keptReport = join(tmpdir(), `kp-kept-${port}.json`);
  const child = spawn(process.execPath, [...profile, ...START_FLAGS, 'dist-server/main.mjs'], {
    cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...START_ENV, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', KP_WATCH_SCHEMAS: 'off', KP_CAPTCHA: 'off', KP_DEMO_DATA: 'off', KP_JOBS_EVERY_MS: '3600000', KP_KEPT_REPORT: keptReport, ...env },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/v1/api/app/system/info`)).ok) break;
    } catch { /* not listening yet */ }
    if (tries > 600) throw new Error('the server did not answer within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, pid: child.pid!, child, keptReport };
}

export async function stopServerProcess(server: ServerProcess) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

/** A process's resident set size now (MB), from /proc. */
export function rssOf(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : 0;
}

/** Milliseconds in one clock tick of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/** A process's CPU time so far, user and system (ms), from /proc; with `thread`, that one thread's (the main thread's id is the pid). */
export function cpuMsOf(pid: number, thread?: number): number {
  const fields = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** CPU time a request: `ms` (summed over server processes) over `count` requests, in µs. */
export const cpuPerRequest = (ms: number[], count: number) => `${((ms.reduce((a, b) => a + b, 0) * 1000) / count).toFixed(0)} µs`;

/** The machine's CPU time so far, busy and in all (ms, summed over its cores), from /proc/stat. */
function machineCpuMs(): { busy: number; all: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const all = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: (all - ticks[3] - ticks[4]) * TICK_MS, all: all * TICK_MS };
}

/**
 * CPU time so far (ms) of each PostgreSQL process on this machine (`postgres` in /proc: the
 * server's backends serving the products' connections, and its own helpers), by pid.
 */
function postgresCpuMs(): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') out.set(Number(entry), cpuMsOf(Number(entry)));
    } catch { /* gone meanwhile */ }
  }
  return out;
}

/**
 * The largest RSS each of `pids` reached while `work` ran, sampled every 100 ms (MB), the CPU time
 * each spent (ms) and of that its main thread's (the event loop's; the rest is read workers, the
 * garbage collector's helpers and libuv's pool), how busy the machine's cores were meanwhile (0–1),
 * and the CPU time PostgreSQL's processes spent (ms; 0 on SQLite, where the database is the product's own threads).
 */
export async function peakRssOf<T>(pids: number[], work: () => Promise<T>): Promise<{ result: T; rssMb: number[]; cpuMs: number[]; mainCpuMs: number[]; machineBusy: number; databaseCpuMs: number }> {
  const peaks = pids.map(rssOf);
  const database = postgresCpuMs();
  const cpu = pids.map((pid) => cpuMsOf(pid));
  const main = pids.map((pid) => cpuMsOf(pid, pid));
  const machine = machineCpuMs();
  const sample = () => pids.forEach((pid, i) => { try { peaks[i] = Math.max(peaks[i], rssOf(pid)); } catch { /* gone */ } });
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    const after = machineCpuMs();
    const databaseCpuMs = [...postgresCpuMs()].reduce((sum, [pid, ms]) => sum + ms - (database.get(pid) ?? 0), 0);
    return { result, rssMb: peaks, cpuMs: pids.map((pid, i) => cpuMsOf(pid) - cpu[i]), mainCpuMs: pids.map((pid, i) => cpuMsOf(pid, pid) - main[i]), machineBusy: (after.busy - machine.busy) / (after.all - machine.all), databaseCpuMs };
  } finally {
    clearInterval(timer);
  }
}

/** The list pages each server has answered kept and computed so far (SQLite's Db.kept; null where none are kept). */
export async function keptTallies(servers: ServerProcess[]): Promise<Array<{ hits: number; misses: number } | null>> {
  return Promise.all(servers.map(async (server) => {
    rmSync(server.keptReport, { force: true });
    process.kill(server.pid, 'SIGUSR2');
    for (let tries = 0; tries < 100; tries++) {
      try {
        return JSON.parse(readFileSync(server.keptReport, 'utf8')) as { hits: number; misses: number } | null;
      } catch { await new Promise((r) => setTimeout(r, 20)); }
    }
    throw new Error(`${server.base} wrote no tally of its kept pages`);
  }));
}

/** The share of list pages answered kept between two keptTallies (undefined where none are kept). */
export function keptShare(before: Array<{ hits: number; misses: number } | null>, after: Array<{ hits: number; misses: number } | null>): number | undefined {
  let hits = 0;
  let all = 0;
  after.forEach((a, i) => {
    if (!a) return;
    hits += a.hits - (before[i]?.hits ?? 0);
    all += a.hits + a.misses - (before[i]?.hits ?? 0) - (before[i]?.misses ?? 0);
  });
  return all ? hits / all : undefined;
}
