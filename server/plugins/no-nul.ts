import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors.ts';

/** Whether any string in `value` (nested objects and arrays included) holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/**
 * Refuses text with a NUL character in the path, query or JSON body: no person types one,
 * PostgreSQL cannot store one, and SQLite would cut strings at it.
 */
export const noNul = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    if (holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body)) throw new ApiError('VALIDATION_FAILED', '请求内容不能包含空字符');
  });
}, { name: 'no-nul' });
