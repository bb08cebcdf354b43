import { sql } from 'kysely';

/** PostgreSQL's code for a transaction it ended to break a deadlock. */
const DEADLOCK = '40P01';

/** How many times a transaction is made when PostgreSQL ends it to break a deadlock. */
const ATTEMPTS = 5;

/**
 * Runs `transaction` (the whole of one transaction: nothing of it is kept when it fails) again
 * when PostgreSQL ends it to break a deadlock, a little later each time, up to ATTEMPTS times.
 * The makers of a table's triggers and summaries lock the table against writes; a background
 * index build on it (CREATE INDEX CONCURRENTLY, begun by a search) waits for such a transaction
 * to end while holding the lock it asks for, and PostgreSQL then ends one of the two (seen in the
 * suite on PostgreSQL: a tally's sync right after searches had begun a build).
 */
export async function retryDeadlocked<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== DEADLOCK || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * PostgreSQL: the advisory lock one process holds while it builds an index on `table` (in this
 * schema: the tests' schemas hold tables of the same names). One build a table at a time: two
 * concurrent builds on one table wait for each other's transactions, and PostgreSQL ends one as a
 * deadlock, leaving its index invalid (seen in the list bench: two of three combined indexes).
 * Whoever changes the table's triggers takes it too (PgChangeWatch): a build waits for the
 * transactions begun before it, and one of them asking for the table's lock meanwhile deadlocked
 * with it (the talent bench: two combined indexes ended so).
 */
export const indexBuildLock = (table: string) => sql`hashtext(current_schema() || ${`.${table}:index-build`})`;
