import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

interface Pending { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }
interface ReadWorker { worker: Worker; pending: Map<number, Pending> }

/**
 * A few worker threads, each with a read-only connection to the SQLite file, that run reads off
 * the event loop: a read goes to the worker with the fewest waiting. `size` defaults to the
 * machine's cores (KP_READ_WORKERS overrides it). A `long` read (a count or walk whose time grows
 * with the table) goes to a worker of its own, LONG_READ_WORKERS of them beside the others: a
 * worker answers its reads one after another, and a page queued behind a 300 ms count waited
 * 300 ms (issue 27: one slow kind of list took the whole mix down with it).
 */
export const LONG_READ_WORKERS = 1;

export class ReadWorkers {
  private readonly workers: ReadWorker[] = [];
  private readonly longWorkers: ReadWorker[] = [];
  private next = 0;

  constructor(file: string, size = Number(process.env.KP_READ_WORKERS) || Math.max(1, Math.min(4, availableParallelism()))) {
    for (let i = 0; i < size + LONG_READ_WORKERS; i++) {
      const worker = new Worker(new URL('./read-worker.mjs', import.meta.url), { workerData: { file, name: i < size ? `read worker ${i + 1}` : `long reads' worker ${i - size + 1}` } });
      const entry: ReadWorker = { worker, pending: new Map() };
      worker.on('message', ({ id, rows, error }: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
        const waiting = entry.pending.get(id);
        entry.pending.delete(id);
        if (!waiting) return;
        if (error) waiting.reject(Object.assign(new Error(error.message), { code: error.code }));
        else waiting.resolve(rows!);
      });
      // A worker that dies fails what it was asked; the others go on.
      worker.on('error', (error) => { for (const p of entry.pending.values()) p.reject(error); entry.pending.clear(); });
      worker.unref();
      (i < size ? this.workers : this.longWorkers).push(entry);
    }
  }

  /** The rows of `sql` for `parameters`, read in a worker (a `long` one in a long reads' worker). */
  run<R>(sql: string, parameters: readonly unknown[], long = false): Promise<R[]> {
    const entry = (long ? this.longWorkers : this.workers).reduce((best, w) => (w.pending.size < best.pending.size ? w : best));
    const id = this.next++;
    return new Promise<R[]>((resolve, reject) => {
      entry.pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      entry.worker.postMessage({ id, sql, parameters });
    });
  }

  async close() {
    await Promise.all([...this.workers, ...this.longWorkers].map((w) => w.worker.terminate()));
  }
}
