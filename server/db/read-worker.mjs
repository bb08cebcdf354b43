// One read-only SQLite connection in a worker thread: runs the reads it is sent, so a slow one
// (a deep page, a scan) keeps this thread busy and never the server's event loop. Plain
// JavaScript: a worker loads it as it is, under any test runner.
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

parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    parentPort.postMessage({ id, rows: prepare(sql).all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
