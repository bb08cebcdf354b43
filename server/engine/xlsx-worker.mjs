// Parses an xlsx off the main thread (the parser holds its thread for the better part of a
// second on 100,000 rows) and posts the rows back in chunks the server can take in turn.
import { parentPort, workerData } from 'node:worker_threads';
import { readSheet } from 'read-excel-file/node';

const CHUNK = 5000;
try {
  const rows = await readSheet(Buffer.from(workerData.bytes));
  for (let i = 0; i < rows.length; i += CHUNK) {
    parentPort.postMessage({ rows: rows.slice(i, i + CHUNK).map((row) => row.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : cell))) });
  }
  parentPort.postMessage({ done: true });
} catch (error) {
  parentPort.postMessage({ error: String(error?.message ?? error) });
}
