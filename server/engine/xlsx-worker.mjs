// Parses an xlsx off the main thread (the parser holds its thread for the better part of a
// second on 100,000 rows) and posts the rows back in chunks the server can take in turn.
// First it inflates every part once, counting bytes and keeping none, and stops at the bound
// the import can need: a zip bomb costs a fraction of a second and a few megabytes, never the
// parser's minutes and gigabytes. The parent also caps this thread's heap and time.
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { createInflateRaw } from 'node:zlib';
import { readSheet } from 'read-excel-file/node';

// Rows to a message: each chunk becomes records on the server's event loop, between other requests.
const CHUNK = 2000;
const { bytes, entries, maxInflated } = workerData;
const buffer = Buffer.from(bytes);
let peakHeap = 0;
const heap = () => { peakHeap = Math.max(peakHeap, getHeapStatistics().used_heap_size); return peakHeap; };

class TooLarge extends Error {}

/** What `packed` inflates to, in bytes, or TooLarge as soon as it passes `limit`. */
function inflatedSize(packed, limit) {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let size = 0;
    inflate.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) { inflate.destroy(); reject(new TooLarge()); }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', reject);
    inflate.end(packed);
  });
}

async function checkInflated() {
  let total = 0;
  for (const entry of entries) {
    const at = entry.offset;
    if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== 0x04034b50) throw new Error('bad local header');
    const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
    const packed = buffer.subarray(start, start + entry.packedSize);
    const size = entry.method === 0 ? packed.length : await inflatedSize(packed, maxInflated - total);
    total += size;
    if (total > maxInflated) throw new TooLarge();
    heap();
  }
}

try {
  await checkInflated();
  const rows = await readSheet(buffer);
  heap();
  for (let i = 0; i < rows.length; i += CHUNK) {
    // A date cell goes as its instant ({date}); the importer writes it in its field's format, time kept.
    parentPort.postMessage({ rows: rows.slice(i, i + CHUNK).map((row) => row.map((cell) => (cell instanceof Date ? { date: cell.getTime() } : cell))) });
  }
  parentPort.postMessage({ done: true, peakHeap: heap() });
} catch (error) {
  parentPort.postMessage({ error: error instanceof TooLarge ? 'too-large' : String(error?.message ?? error), peakHeap: heap() });
}
