// One read-only SQLite connection in a worker thread: runs the reads it is sent, so a slow one
// (a deep page, a scan) keeps this thread busy and never the server's event loop. Plain
// JavaScript: a worker loads it as it is, under any test runner.
import { appendFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();
const prepare = (sql) => {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (statements.size >= 2000) statements.clear();
    statements.set(sql, statement);
  }
  return statement;
};

// KP_READ_PROFILE=1: each statement's reads and time, the costliest on stderr every 5,000 reads
// (to see which reads a workload spends the workers on).
const profile = process.env.KP_READ_PROFILE ? new Map() : undefined;
let profiled = 0;
const timed = (sql, run) => {
  if (!profile) return run();
  const start = performance.now();
  try { return run(); } finally {
    const entry = profile.get(sql) ?? { n: 0, ms: 0 };
    entry.n++;
    entry.ms += performance.now() - start;
    profile.set(sql, entry);
    if (++profiled % 5000 === 0) {
      const top = [...profile].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8);
      process.stderr.write(`read profile (${workerData.name ?? 'a read worker'}, ${profiled} reads):\n${top.map(([q, e]) => `  ${e.ms.toFixed(0)} ms / ${e.n} = ${(e.ms / e.n).toFixed(2)} ms  ${q.slice(0, 300)}`).join('\n')}\n`);
    }
  }
};

// KP_READ_DUMP=<file>: each read sent to this worker, a JSON line {sql, parameters, worker, at, ms}
// appended to the file once read (the first 20,000 of each worker: which worker, when, how long it
// took here), to replay them alone: bench/read-replay.ts.
const dump = process.env.KP_READ_DUMP;
let dumped = 0;

parentPort.on('message', ({ id, sql, parameters }) => {
  const start = performance.now();
  try {
    const rows = timed(sql, () => prepare(sql).all(...parameters));
    if (dump && dumped++ < 20_000) appendFileSync(dump, `${JSON.stringify({ sql, parameters, worker: workerData.name, at: Date.now(), ms: performance.now() - start })}\n`);
    parentPort.postMessage({ id, rows });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
