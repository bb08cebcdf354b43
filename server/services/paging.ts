import type { SelectQueryBuilder } from 'kysely';
import { ApiError } from '../errors.ts';

/** `page` is 1-based; `pageSize` 1..500, 10 when absent. */
export interface PageQuery { page: number; pageSize: number }

/**
 * The bounds of every list's paging, hand-written or engine-served: a page past `maxPage`
 * (1e18, say) would make an OFFSET no database integer holds, so it is refused as bad input.
 */
export const PAGE_LIMITS = { maxPage: 10_000_000, maxPageSize: 500 } as const;

type FieldErrors = Array<{ field: string; message: string }>;

/** What is wrong with a page and page size (NaN for text that is no number), or nothing. */
function pageErrors(page: number, pageSize: number): FieldErrors {
  const bad = (n: number, max: number) => !Number.isSafeInteger(n) || n < 1 || n > max;
  return [
    ...(bad(page, PAGE_LIMITS.maxPage) ? [{ field: 'page', message: `page 应为 1 到 ${PAGE_LIMITS.maxPage} 的整数` }] : []),
    ...(bad(pageSize, PAGE_LIMITS.maxPageSize) ? [{ field: 'pageSize', message: `pageSize 应为 1 到 ${PAGE_LIMITS.maxPageSize} 的整数` }] : []),
  ];
}

/** `page` and `pageSize` from query text, or the field errors that refuse them. */
export function parsePage(query: { page?: string; pageSize?: string }, defaultSize = 10): PageQuery | { errors: FieldErrors } {
  const read = (text: string | undefined, fallback: number) => (text === undefined || text === '' ? fallback : /^\d{1,9}$/.test(text) ? Number(text) : NaN);
  const page = read(query.page, 1);
  const pageSize = read(query.pageSize, defaultSize);
  const errors = pageErrors(page, pageSize);
  return errors.length ? { errors } : { page, pageSize };
}

/** A querystring schema with `page` and `pageSize` plus the list's own filters. */
export function pageQuery(filters: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: PAGE_LIMITS.maxPage, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: PAGE_LIMITS.maxPageSize, default: 10 },
      ...filters,
    },
  };
}

/** Runs the filtered query as one page plus the total: `{list, total}`. */
export async function paginate<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  { page, pageSize }: PageQuery,
  select: (qb: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
): Promise<{ list: O[]; total: number }> {
  // The querystring schema has coerced them; what it let through (1e309 is Infinity) stops here.
  const errors = pageErrors(page, pageSize);
  if (errors.length) throw new ApiError('VALIDATION_FAILED', `请求参数错误：${errors.map((e) => e.message).join('；')}`, errors);
  const [list, count] = await Promise.all([
    select(filtered).limit(pageSize).offset((page - 1) * pageSize).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number((count as { total: number | string }).total) };
}
