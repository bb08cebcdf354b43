/**
 * What a unique constraint means to a person, by the constraint: the engine registers each rule's
 * message as it makes its index (storage.unique, x-unique), and a write that breaks one — two
 * processes racing past the same check — is answered 409 with it rather than 500.
 */
const messages = new Map<string, string>();

/** Registers `message` for the unique index `name` on `table`'s `columns`. */
export function registerUnique(name: string, table: string, columns: string[], message: string): void {
  messages.set(name, message);
  messages.set(`${table}(${columns.join(',')})`, message);
}

/**
 * Whether `error` is a unique violation, and if so its message: the registered one, else a
 * general one. PostgreSQL names the constraint (23505); SQLite lists the table's columns.
 */
export function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code === '23505') return messages.get(String(e.constraint)) ?? GENERAL;
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const columns = /UNIQUE constraint failed: (.+)$/.exec(String(e.message))?.[1];
    if (!columns) return GENERAL;
    const parts = columns.split(', ').map((c) => c.split('.'));
    return messages.get(`${parts[0][0]}(${parts.map((p) => p[1]).join(',')})`) ?? GENERAL;
  }
  return undefined;
}

const GENERAL = '数据已存在（可能刚被别人保存），请刷新后重试';
