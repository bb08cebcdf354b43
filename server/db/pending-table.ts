/**
 * The table of imports' pending ranges (engine/import-pending.ts): ids an import has written and
 * not yet published. Named here, below the engine, because the change feed's trigger reads it too.
 */
export const PENDING_TABLE = 'kp_import_pending';

/**
 * The SQL text (for a trigger) saying whether the row of `table` (a text expression: a literal or
 * PostgreSQL's tg_table_name) whose id is `idExpr` is in an import's pending range.
 */
export const pendingRow = (table: string, idExpr: string) => `EXISTS (SELECT 1 FROM ${PENDING_TABLE} p WHERE p.tbl = ${table} AND ${idExpr} BETWEEN p.lo AND p.hi)`;
