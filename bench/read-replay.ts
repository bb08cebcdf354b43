// Replays the reads a server's workers were sent (KP_READ_DUMP=<file> on the server: see
// server/db/read-worker.mjs) on a copy of its database, alone: what SQLite itself spends on them,
// in this thread on one connection, and the same reads sent to the server's read worker
// (ReadWorkers, one worker, eight reads in flight), to tell SQLite's own cost from the cost of
// getting reads to it and rows back.
//   npx tsx bench/read-replay.ts <dump.jsonl> <database file>
// Prints the CPU time a read (from /proc: this thread's, and the rest of the process's — the
// worker, with the garbage collector's helpers), then the costliest statements by their share of
// the inline time.
import { readFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { preparedStatements } from '../server/db/prepared.ts';
import { ReadWorkers } from '../server/db/read-workers.ts';
import { cpuMsOf } from './server-process.ts';

const [dumpFile, file] = process.argv.slice(2);
if (!dumpFile || !file) throw new Error('usage: npx tsx bench/read-replay.ts <dump.jsonl> <database file>');
const reads = readFileSync(dumpFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { sql: string; parameters: unknown[] });
const us = (ms: number) => `${((ms * 1000) / reads.length).toFixed(0)} µs`;
/** This process's CPU so far (ms), and of it the main thread's (its id is the pid). */
const cpu = () => ({ all: cpuMsOf(process.pid), main: cpuMsOf(process.pid, process.pid) });

// Inline: each statement's time, the second time round (the first prepares and warms the cache).
const prepare = preparedStatements(new SQLite(file, { readonly: true, fileMustExist: true }));
const byStatement = new Map<string, { n: number; ms: number; rows: number }>();
let inlineMs = 0;
for (let round = 0; round < 2; round++) {
  const before = cpu().main;
  for (const { sql, parameters } of reads) {
    const start = performance.now();
    const rows = prepare(sql).all(...parameters);
    if (round === 0) continue;
    const entry = byStatement.get(sql) ?? { n: 0, ms: 0, rows: 0 };
    entry.n++;
    entry.ms += performance.now() - start;
    entry.rows += rows.length;
    byStatement.set(sql, entry);
  }
  inlineMs = cpu().main - before;
}

// Through the server's read worker, eight reads in flight; the second round measured.
const workers = new ReadWorkers(file, 1);
// The workers are unref'd (they never keep a server's process up): this timer keeps it up while they read.
const alive = setInterval(() => undefined, 1000);
let before = cpu();
for (let round = 0; round < 2; round++) {
  if (round === 1) before = cpu();
  let next = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < reads.length) {
      const { sql, parameters } = reads[next++];
      await workers.run(sql, parameters);
    }
  }));
}
const after = cpu();
clearInterval(alive);
await workers.close();

console.log(`${reads.length} reads. Inline, one thread: ${us(inlineMs)} of CPU a read. Sent to a read worker: ${us(after.all - before.all - (after.main - before.main))} outside the sending thread (the worker and the garbage collector's helpers) and ${us(after.main - before.main)} in it.`);
const total = [...byStatement.values()].reduce((sum, e) => sum + e.ms, 0);
for (const [sql, e] of [...byStatement].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
  console.log(`${((100 * e.ms) / total).toFixed(1).padStart(5)} %  ${String(e.n).padStart(5)} × ${((e.ms * 1000) / e.n).toFixed(0).padStart(5)} µs, ${(e.rows / e.n).toFixed(0).padStart(3)} rows  ${sql.replace(/\s+/g, ' ').slice(0, 240)}`);
}
