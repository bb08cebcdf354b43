import type { SelectQueryBuilder, UpdateQueryBuilder } from 'kysely';
import type { FieldCondition } from '../../schemas/types.ts';

/** A condition's value with "$me" read as the caller's id. */
export const resolved = (value: FieldCondition, me: number): FieldCondition => (value === '$me' ? me : value);

type Filterable = SelectQueryBuilder<any, any, any> | UpdateQueryBuilder<any, any, any, any>;

/** `qb` narrowed to the rows meeting every condition (an action's `when`, a view's `filter`). */
export function whereConditions<Q extends Filterable>(qb: Q, conditions: Record<string, FieldCondition> | undefined, me: number): Q {
  let out = qb as SelectQueryBuilder<any, any, any>;
  for (const [field, raw] of Object.entries(conditions ?? {})) {
    const value = resolved(raw, me);
    if (value === null) out = out.where(field, 'is', null);
    else if (Array.isArray(value)) out = out.where(field, 'in', value);
    else out = out.where(field, '=', value);
  }
  return out as unknown as Q;
}
