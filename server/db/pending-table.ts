/**
 * The table of imports' pending ranges (engine/import-pending.ts): ids an import has written and
 * not yet published. Named here, below the engine, because the change feed's trigger reads it too.
 */
export const PENDING_TABLE = 'kp_import_pending';
