import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { positiveEnv } from '../env-number.ts';

/** How often the thread copies the write-ahead log into the file (ms); KP_CHECKPOINT_MS sets it. */
const CHECKPOINT_MS = positiveEnv('KP_CHECKPOINT_MS', 100);
/** The server's own connection checkpoints only past this many pages of log (40 MB): a backstop, should the thread fall behind. */
const WRITER_BACKSTOP_PAGES = 10_000;
/** SQLite's default, put back on the server's connection while the thread is gone. */
const WRITER_DEFAULT_PAGES = 1_000;

/**
 * How the server's own connection and the thread take turns at SQLite's one write lock: a turn of
 * the thread's begins only when the connection is idle and no query waits for it, and the queries
 * arriving meanwhile wait for it asynchronously (never in SQLite's busy handler, which would hold
 * the event loop). `wanted` counts them, shared with the thread so that it ends its turn.
 */
export interface WriterGate {
  readonly wanted: Int32Array;
  turn<T>(work: () => Promise<T>): Promise<T>;
}

interface Pending { resolve: (value: unknown) => void; reject: (error: Error) => void }

/**
 * A second writable connection in a thread of its own (writer-thread.mjs): it checkpoints the
 * write-ahead log, and an import stages its rows and moves them into the table there, off the event
 * loop. Started again at its next use if it dies; the server's connection checkpoints meanwhile.
 */
export class WriterThread {
  private worker?: Worker;
  private exited?: Promise<void>;
  private readonly pending = new Map<number, Pending>();
  private next = 0;

  constructor(private readonly file: string, private readonly writer: SQLite.Database, readonly gate: WriterGate, private readonly warn: (message: string) => void) {
    this.start();
  }

  private start() {
    this.writer.pragma(`wal_autocheckpoint = ${WRITER_BACKSTOP_PAGES}`);
    const worker = new Worker(new URL('./writer-thread.mjs', import.meta.url), { workerData: { file: this.file, wanted: this.gate.wanted.buffer, checkpointMs: CHECKPOINT_MS } });
    worker.unref();
    worker.on('message', ({ id, result, error, checkpointError }: { id?: number; result?: unknown; error?: { message: string; code?: string }; checkpointError?: string }) => {
      if (checkpointError) return this.fellBack(`checkpoints stopped: ${checkpointError}`);
      const waiting = this.pending.get(id!);
      this.pending.delete(id!);
      if (error) waiting?.reject(Object.assign(new Error(error.message), { code: error.code }));
      else waiting?.resolve(result);
    });
    worker.on('error', (error) => this.fellBack(error.message));
    this.exited = new Promise((resolve) => worker.once('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      for (const p of this.pending.values()) p.reject(new Error('SQLite writer thread stopped'));
      this.pending.clear();
      resolve();
    }));
    this.worker = worker;
  }

  private fellBack(message: string) {
    if (this.writer.open) this.writer.pragma(`wal_autocheckpoint = ${WRITER_DEFAULT_PAGES}`);
    this.warn(`SQLite writer thread: ${message}; the server's connection checkpoints again`);
  }

  private call<T>(op: string, args: unknown): Promise<T> {
    if (!this.worker) this.start();
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker!.postMessage({ id, op, args });
    });
  }

  /** Statements that make or drop the thread's scratch tables (its own temporary ones). */
  exec(sql: string) { return this.call<void>('exec', { sql }); }

  /** Rows (arrays of values) into a scratch table by a one-row insert. */
  insert(sql: string, rows: unknown[][]) { return this.call<void>('insert', { sql, rows }); }

  /**
   * One turn of a move (see writer-thread.mjs): `sql` run with (from, to] ranges of `step` from
   * `from` until `count`, someone wanting the writer or `holdMs`; where it stopped and whether it was wanted.
   */
  move(sql: string, from: number, count: number, step: number, holdMs: number) {
    return this.gate.turn(() => this.call<{ at: number; wanted: boolean }>('move', { sql, from, count, step, holdMs }));
  }

  /** Stops the thread and closes its connection (before the server's, whose close then checkpoints the rest and removes the log). */
  async close() {
    const worker = this.worker;
    if (!worker) return;
    // Held until it has exited: unreferenced, a process with nothing else to do would end first.
    worker.ref();
    worker.postMessage({ op: 'stop' });
    await this.exited;
  }
}
