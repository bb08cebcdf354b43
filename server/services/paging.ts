import type { SelectQueryBuilder } from 'kysely';

/** `page` is 1-based; `pageSize` 1..500, 10 when absent. */
export interface PageQuery { page: number; pageSize: number }

/** A querystring schema with `page` and `pageSize` plus the list's own filters. */
export function pageQuery(filters: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 10 },
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
  const [list, count] = await Promise.all([
    select(filtered).limit(pageSize).offset((page - 1) * pageSize).execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number((count as { total: number | string }).total) };
}
