import { proxy } from 'valtio';

/**
 * Counts the writes this console has made (any successful call but a GET): screens kept alive in
 * other tabs read their data again when it moves, so they never show what was just changed.
 */
export const writes = proxy({ epoch: 0 });
