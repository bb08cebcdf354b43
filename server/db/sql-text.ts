/**
 * SQL text for statements that cannot take parameters (trigger bodies, DDL made at start): an
 * identifier in double quotes, a value as a literal in single quotes, each quote inside doubled.
 */
export const sqlId = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const sqlLiteral = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);
