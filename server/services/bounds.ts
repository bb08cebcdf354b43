/**
 * The integer ranges the database holds. Record ids are 32-bit (`integer` on PostgreSQL), other
 * whole numbers 64-bit (`bigint`) but only JavaScript's safe integers round-trip. A number past
 * these is bad input (400), never a query the database refuses (500).
 */
export const MAX_ID = 2_147_483_647;

/** The JSON Schema of a record id. */
export const ID = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;

/** The JSON Schema of a whole number that is no id (a time, a count). */
export const WHOLE = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;

/** Whether `n` is a record id the database can hold. */
export const isId = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_ID;

/** An id written in a path as digits only, else NaN: Number() would take " 1" as 1 and "1e3" as 1000. */
export const idFromText = (text: string | undefined) => (/^[0-9]{1,16}$/.test(text ?? '') ? Number(text) : NaN);

/** The most records one batch call names (a batch delete's ids in its path). */
export const MAX_IDS = 500;

/**
 * The longest path parameter a route takes: room for more than MAX_IDS ids of 10 digits,
 * comma-separated, so a batch too long is answered in words by the count check. Routers cut at
 * 100 characters by default, and 17 five-digit ids answered 「接口不存在」.
 */
export const MAX_PARAM_LENGTH = 8192;
