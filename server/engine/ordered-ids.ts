// The ids of a filtered page in order, where the planner's own choice read far more than the page:
// one arm per combination of a few values (armsOf), and a range of days paged by a bounded walk
// (walkedIds). ListPlanner puts them in its pages' statements.
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/**
 * PostgreSQL: a filter of equalities, one or more of them among several values (a contains filter
 * answered by a field's few values), is paged in id order as one arm per combination of values —
 * each the first rows of an index range in id order — when there are at most MAX_ARMS arms and
 * they read at most ARM_REACH ids in all; else the filter as one condition.
 */
const MAX_ARMS = 24;

const ARM_REACH = 40_000;

/**
 * PostgreSQL, a page filtered by a range of days (see walkedIds): up to how many matches
 * are read from an index and sorted at once, and how many rows from the table's end in id order are
 * walked for more before every match is read and sorted.
 */
export const FEW_MATCHES = 1_000;

export const WALK = 5_000;

/**
 * The first `reach` ids, in order `way`, of rows equal to one value of each field, as one arm per
 * combination of values (at most MAX_ARMS): `status = 1 and city in (上海, 海口)` is the first ids
 * of two index ranges — not a walk of the primary key testing rows (PostgreSQL's pick for the IN
 * list), nor a sort of every match. Undefined past ARM_REACH ids in all. SQLite, for two fields
 * or more (which get an index over them: ListReader.combinedIndexed): it walked one field's
 * index in id order testing the other, all of its range for a combination that matches nothing
 * (65–90 ms a page on a million correlated rows, against 0.2 ms by arms). Each arm reads
 * `within` the caller's scope and a view's filter: 公海 + 状态 + 城市「州」 sorted every match of two
 * cities to page them (95 ms at p99, PostgreSQL).
 */
export function armsOf(k: Kysely<any>, dialect: Db['dialect'], among: Array<[string, unknown[]]>, within: SelectQueryBuilder<any, any, any>) {
  if (dialect !== 'postgres' && among.length < 2) return undefined;
  let combinations: Array<Array<[string, unknown]>> = [[]];
  for (const [field, values] of among) combinations = combinations.flatMap((chosen) => values.map((value) => [...chosen, [field, value] as [string, unknown]]));
  if (combinations.length > MAX_ARMS) return undefined;
  return (way: 'asc' | 'desc', reach: number) => {
    if (combinations.length * reach > ARM_REACH) return undefined;
    const arms = combinations.map((chosen, i) => k.selectFrom(chosen.reduce((q, [field, value]) => q.where(field, '=', value), within.select('id'))
      .orderBy('id', way).limit(reach).as(`arm${i}`)).select('id'));
    return arms.slice(1).reduce((all, next) => all.unionAll(next), arms[0]);
  };
}

/**
 * PostgreSQL: the first `reach` ids in order `way` of rows filtered by a range of days (`rows`):
 * when they are at most FEW_MATCHES, all of them from an index, sorted; else from a walk of the
 * table's first WALK rows in that order (`walk`, the same filter over them) when it finds that
 * many; else from every match, read from an index and sorted. One statement: the first two are
 * kept (materialized CTEs), and each branch runs only when their counts say so.
 * Dates go with ids (rows are added as days pass), which the planner does not know: for a page
 * of an old range in id order it took the matches for spread over the ids and walked the primary
 * key from the newest row — 833,129 rows read for 20 of 2020's (208 ms, the list bench), where
 * reading the 12,536 matches from the index over the filter and sorting them takes 4 ms. The walk
 * keeps what that plan is good for, many matches among the newest rows, at a bounded cost.
 */
export function walkedIds(k: Kysely<any>, rows: SelectQueryBuilder<any, any, any>, walk: SelectQueryBuilder<any, any, any>, way: 'asc' | 'desc', reach: number) {
  const few = sql<number>`(select count(*) from ${sql.table('kp_few')})`;
  const found = sql<number>`(select count(*) from ${sql.table('kp_walk')})`;
  return k.with((cte) => cte('kp_few').materialized(), () => rows.select('id').limit(FEW_MATCHES + 1))
    .with((cte) => cte('kp_walk').materialized(), () => walk.select('id').orderBy('id', way).limit(reach))
    .selectFrom('kp_few').select('id').where(few, '<=', FEW_MATCHES)
    .unionAll(k.selectFrom('kp_walk').select('id').where(few, '>', FEW_MATCHES).where(found, '>=', reach))
    // OFFSET 0 keeps the planner from ordering the matches by walking the primary key again.
    .unionAll(k.selectFrom(rows.select('id').offset(0).as('kp_matches')).select('id').where(few, '>', FEW_MATCHES).where(found, '<', reach));
}
