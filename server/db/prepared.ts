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
      statement = sqlite.prepare(sql);
      if (statements.size >= limit) statements.clear();
      statements.set(sql, statement);
    }
    return statement;
  };
}
