// Replays the reads a server's workers were sent (KP_READ_DUMP=<file> on the server: see
// server/db/read-worker.mjs) on a copy of its database, alone: what SQLite itself spends on them,
// in one thread with one connection, and the same reads sent to a worker thread as the server
// sends them, to tell SQLite's own cost from the cost of getting reads to it and rows back.
//   node bench/read-replay.mjs <dump.jsonl> <database file>
// Prints the CPU time a read (from /proc/thread-self: each thread's own), then the costliest
// statements by their share of the inline time.
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/** This thread's CPU time so far, user and system (ms; /proc's ticks are 10 ms). */
const threadCpuMs = () => {
  const fields = readFileSync('/proc/thread-self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const statements = (file) => {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  const prepared = new Map();
  return (sql) => {
    let statement = prepared.get(sql);
    if (!statement) prepared.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
};

if (!isMainThread) {
  const prepare = statements(workerData.file);
  const started = threadCpuMs();
  parentPort.on('message', (m) => {
    if (m.done) parentPort.postMessage({ cpuMs: threadCpuMs() - started });
    else parentPort.postMessage({ id: m.id, rows: prepare(m.sql).all(...m.parameters) });
  });
} else {
  const [dumpFile, file] = process.argv.slice(2);
  if (!dumpFile || !file) throw new Error('usage: node bench/read-replay.mjs <dump.jsonl> <database file>');
  const reads = readFileSync(dumpFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  const us = (ms) => `${((ms * 1000) / reads.length).toFixed(0)} µs`;

  // Inline: each statement's time, the second time round (the first prepares and warms the cache).
  const prepare = statements(file);
  const byStatement = new Map();
  let inlineCpu = 0;
  for (let round = 0; round < 2; round++) {
    const cpu = threadCpuMs();
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
    inlineCpu = threadCpuMs() - cpu;
  }

  // In a worker, eight reads in flight, as the server sends them.
  const worker = new Worker(new URL(import.meta.url), { workerData: { file } });
  const waiting = new Map();
  worker.on('message', (m) => { if (m.id !== undefined) { waiting.get(m.id)(); waiting.delete(m.id); } });
  const mainCpu = threadCpuMs();
  for (let round = 0; round < 2; round++) {
    let next = 0;
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (next < reads.length) {
        const id = next++;
        await new Promise((resolve) => { waiting.set(id, resolve); worker.postMessage({ id, ...reads[id] }); });
      }
    }));
  }
  const mainMs = (threadCpuMs() - mainCpu) / 2;
  const workerMs = await new Promise((resolve) => { worker.once('message', (m) => resolve(m.cpuMs / 2)); worker.postMessage({ done: true }); });
  await worker.terminate();

  console.log(`${reads.length} reads. Inline, one thread: ${us(inlineCpu)} of CPU a read. Sent to a worker: ${us(workerMs)} in the worker and ${us(mainMs)} in the sending thread.`);
  const total = [...byStatement.values()].reduce((sum, e) => sum + e.ms, 0);
  for (const [sql, e] of [...byStatement].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) {
    console.log(`${((100 * e.ms) / total).toFixed(1).padStart(5)} %  ${String(e.n).padStart(5)} × ${((e.ms * 1000) / e.n).toFixed(0).padStart(5)} µs, ${(e.rows / e.n).toFixed(0).padStart(3)} rows  ${sql.replace(/\s+/g, ' ').slice(0, 240)}`);
  }
}
