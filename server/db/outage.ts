/**
 * Whether an error says the database cannot be reached right now — refused, restarting, shutting
 * down, a connection ended under a query, or no connection within the timeout — as opposed to a
 * statement the database refused. Such a request is answered 503 DATABASE_UNAVAILABLE (the
 * database rolled back whatever it had not committed), and the next request connects anew.
 */
export function isDatabaseDown(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  // PostgreSQL's class 08 (connection exception) and 57P01–57P03 (shut down, crashed, starting up).
  if (/^08/.test(code) || /^57P0[1-3]$/.test(code)) return true;
  if (NODE_CODES.has(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (PG_CLIENT_MESSAGES.some((m) => message.includes(m))) return true;
  return e.cause !== undefined && e.cause !== error && isDatabaseDown(e.cause);
}

const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** node-postgres says these as plain errors, without a code. */
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection ended',
];
