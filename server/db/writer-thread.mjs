// A second writable SQLite connection in a thread of its own, for the writing that would hold the
// server's event loop: copying the write-ahead log into the file (checkpoints), and an import's
// staging and its moves into the table. Plain JavaScript: a worker loads it as it is, under any
// test runner.
//
// Checkpoints: left to the writer (wal_autocheckpoint), the commit that crossed a thousand pages
// paid for copying them and for the file's fsync, on the event loop. Here they run between this
// thread's other work, so an import's commit never waits behind the fsync of a checkpoint.
//
// An import's moves: a move is one transaction, begun only when the server's own connection holds
// nothing and no query waits for it (writer-thread.ts), ended between two statements as soon as one
// does (`wanted`, shared with the server), or after `holdMs`.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('foreign_keys = ON');
db.pragma('wal_autocheckpoint = 0');
const wanted = new Int32Array(workerData.wanted);

const statements = new Map();
const prepare = (sql) => {
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = db.prepare(sql)));
  return statement;
};

const checkpoint = db.prepare('pragma wal_checkpoint(PASSIVE)');
const timer = setInterval(() => {
  try {
    checkpoint.get();
  } catch (error) {
    // The server then has its own connection checkpoint again.
    clearInterval(timer);
    parentPort.postMessage({ checkpointError: String(error?.message ?? error) });
  }
}, workerData.checkpointMs);

const ops = {
  /** Statements that change tables (a scratch table made or dropped): prepared statements may name them. */
  exec({ sql }) {
    statements.clear();
    db.exec(sql);
  },
  /** `rows` (arrays of values) into a scratch table, by a one-row insert `sql`, in one transaction. */
  insert({ sql, rows }) {
    const statement = prepare(sql);
    db.transaction(() => { for (const row of rows) statement.run(row); })();
  },
  /**
   * One transaction of an import's move: `sql` run with (from, from + step) from `from` on, until
   * `count`, a query of the server wants the writer, or `holdMs` has passed. Answers where it
   * stopped and whether it was wanted.
   */
  move({ sql, from, count, step, holdMs }) {
    const statement = prepare(sql);
    const began = performance.now();
    let at = from;
    db.exec('begin immediate');
    try {
      do {
        statement.run(at, at + step);
        at += step;
      } while (at < count && Atomics.load(wanted, 0) === 0 && performance.now() - began < holdMs);
      db.exec('commit');
    } catch (error) {
      if (db.inTransaction) db.exec('rollback');
      throw error;
    }
    return { at, wanted: Atomics.load(wanted, 0) > 0 };
  },
  stop() {
    clearInterval(timer);
    db.close();
    parentPort.close();
  },
};

parentPort.on('message', ({ id, op, args }) => {
  try {
    const result = ops[op](args);
    if (op !== 'stop') parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
