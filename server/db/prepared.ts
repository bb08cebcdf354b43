import type SQLite from 'better-sqlite3';

/**
 * `prepare` for one connection, reusing statements by their SQL (at most `limit` kept):
 * preparing costs more than running a short query.
 */
export function preparedStatements(sqlite: SQLite.Database, limit = 2000): (sql: string) => SQLite.Statement {
  const statements = new Map<string, SQLite.Statement>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      // A transaction takes the write lock when it begins (Kysely says plain "begin"): a deferred one
      // that read first could not upgrade while another process wrote, and failed at once with
      // "database is locked" instead of waiting out busy_timeout.
      statement = sqlite.prepare(/^begin$/i.test(sql.trim()) ? 'begin immediate' : sql);
      if (statements.size >= limit) statements.clear();
      statements.set(sql, statement);
    }
    return statement;
  };
}
