// A writable SQLite connection in a worker thread for one index build: runs the statements it is
// given (CREATE INDEX, ANALYZE), then closes. A million rows take about 0.6 s to index, which on
// the server's own connection held its event loop (and every request) that long. Plain
// JavaScript: a worker loads it as it is, under any test runner.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
try {
  for (const statement of workerData.statements) db.exec(statement);
  parentPort.postMessage({});
} catch (error) {
  parentPort.postMessage({ error: String(error?.message ?? error) });
} finally {
  db.close();
}
