import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors.ts';

/** The first string in `value` (nested objects and arrays, keys included) that `bad` finds, or undefined. */
function findString(value: unknown, bad: (s: string) => boolean, depth = 0): string | undefined {
  if (typeof value === 'string') return bad(value) ? value : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    if (bad(k)) return k;
    const found = findString(v, bad, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

const INTEGER_TEXT = /^-?[0-9]{1,16}$/;
// With the u flag a surrogate pair reads as one code point: what is left matching is alone.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** The path and query values a route's schema reads as integers that are not written as plain digits. */
function looseIntegers(req: FastifyRequest): string[] {
  const schema = req.routeOptions.schema as { params?: { properties?: Record<string, any> }; querystring?: { properties?: Record<string, any> } } | undefined;
  const out: string[] = [];
  for (const [props, values] of [[schema?.params?.properties, req.params], [schema?.querystring?.properties, req.query]] as const) {
    if (!props || !values || typeof values !== 'object') continue;
    for (const [name, prop] of Object.entries(props)) {
      const integer = [prop?.type, prop?.items?.type].flat().some((t) => t === 'integer');
      const raw = (values as Record<string, unknown>)[name];
      if (integer && raw !== undefined && [raw].flat().some((v) => typeof v === 'string' && !INTEGER_TEXT.test(v))) out.push(name);
    }
  }
  return out;
}

/**
 * Refuses text no person types, before validation: a NUL character (PostgreSQL cannot store one,
 * SQLite would cut strings at it) or a lone UTF-16 surrogate (stored, it came back as «���») in the
 * path, query or JSON body; and an integer in the path or query written other than as digits
 * (ajv would read " 1" as 1 and "1e3" as 1000).
 */
export const noNul = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (req) => {
    // One walk of each part; the string it stops at says which refusal.
    for (const part of [req.params, req.query, req.body]) {
      const bad = findString(part, (s) => s.includes('\u0000') || LONE_SURROGATE.test(s));
      if (bad === undefined) continue;
      throw new ApiError('VALIDATION_FAILED', bad.includes('\u0000') ? '请求内容不能包含空字符' : '请求内容含有无效的字符（不成对的 UTF-16 代理项），请检查后重试');
    }
    const loose = looseIntegers(req);
    if (loose.length) throw new ApiError('VALIDATION_FAILED', `${loose.join('、')} 应为整数（只能是数字）`);
  });
}, { name: 'no-nul' });
