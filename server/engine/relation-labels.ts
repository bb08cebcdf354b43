import type { SelectQueryBuilder } from 'kysely';
import { maskValue } from '../../validators/mask.ts';
import type { Relation } from './record-core.ts';

type Row = Record<string, unknown>;
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** `query` over the relation's target with its describe columns (d0, d1, …): a relation there by its label. */
export function withDescribe<Q extends SelectQueryBuilder<any, any, any>>(query: Q, relation: Relation): Q {
  let q = query;
  for (const [i, d] of (relation.describe ?? []).entries()) {
    q = q.select((eb: any) => (d.table ? eb.selectFrom(d.table).select(d.label!).whereRef('id', '=', `${relation.table}.${d.field}`).limit(1).as(`d${i}`) : eb.ref(`${relation.table}.${d.field}`).as(`d${i}`))) as Q;
  }
  return q;
}

/**
 * A record's second label (138****8000 · 上海): its `describe` columns (d0, d1, …) as shown, masked
 * where the target masks them — unless the caller `owns` the record, who sees it whole there too.
 */
export function describeOf(relation: Relation, row: Row, owns = false): string {
  return (relation.describe ?? []).map((d, i) => {
    const value = row[`d${i}`];
    if (isEmpty(value)) return '';
    return d.mask && !owns ? maskValue(d.mask, String(value)) : String(value);
  }).filter(Boolean).join(' · ');
}

/**
 * The import column that tells namesakes apart by the relation's first second label, when that is
 * a plain field of the target: 「人才（手机号）」 beside 「人才」. Undefined for a relation without one.
 */
export function secondColumn(relation: Relation): string | undefined {
  const first = relation.describe?.[0];
  return first && !first.table ? `${relation.title}（${first.title}）` : undefined;
}

