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
