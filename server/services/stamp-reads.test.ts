import type { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/connect.ts';
import { readStamps, type Stamped } from './stamp-reads.ts';

/** A PostgreSQL Db whose reads are recorded and answered by `answer` (a statement's stamps and counts). */
function recordingDb(answer: (parameters: readonly unknown[]) => Stamped | Error) {
  const reads: { parameters: readonly unknown[]; options: unknown }[] = [];
  const db = {
    dialect: 'postgres',
    read: async (query: CompiledQuery, _snapshot: unknown, options: unknown) => {
      reads.push({ parameters: query.parameters, options });
      const answered = answer(query.parameters);
      if (answered instanceof Error) throw answered;
      return [answered];
    },
  } as unknown as Db;
  return { db, reads };
}
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('readStamps', () => {
  it('reads the stamps a turn of the event loop asks in one statement, written at once when the turn ends', async () => {
    const { db, reads } = recordingDb(() => ({ stamps: { a: 3, b: 4, c: 5 }, counts: { b: [10, 1, 2] } }));
    const first = readStamps(db, ['a', 'b'], 'b');
    const second = readStamps(db, ['b', 'c']);
    expect(reads).toHaveLength(0);
    const [one, two] = await Promise.all([first, second]);
    expect(reads).toHaveLength(1);
    const [tables, counted] = reads[0].parameters as [string[], string[]];
    expect(tables.sort()).toEqual(['a', 'b', 'c']);
    expect(counted).toEqual(['b']);
    expect(reads[0].options).toEqual({ now: true });
    expect(one).toBe(two);
    expect(one.counts?.b).toEqual([10, 1, 2]);
  });

  it('never answers a request with a statement written before it asked', async () => {
    let statements = 0;
    const { db, reads } = recordingDb(() => ({ stamps: { a: ++statements }, counts: null }));
    const first = readStamps(db, ['a']);
    await turn();
    // The first statement is written: whoever asks now waits for the next.
    expect(reads).toHaveLength(1);
    const later = readStamps(db, ['a']);
    expect((await first).stamps).toEqual({ a: 1 });
    expect((await later).stamps).toEqual({ a: 2 });
    expect(reads).toHaveLength(2);
  });

  it('fails every request of a statement that fails, and reads anew for the next', async () => {
    let fail = true;
    const { db } = recordingDb(() => (fail ? new Error('connection lost') : { stamps: { a: 1 }, counts: null }));
    const failed = [readStamps(db, ['a']), readStamps(db, ['b'])].map((p) => p.then(() => 'read', (e: Error) => e.message));
    expect(await Promise.all(failed)).toEqual(['connection lost', 'connection lost']);
    fail = false;
    expect((await readStamps(db, ['a'])).stamps).toEqual({ a: 1 });
  });
});
