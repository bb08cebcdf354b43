import { LRUCache } from 'lru-cache';
import { type Changes, isSideTable, type RowChange } from './change-watch.ts';

/**
 * What a kept result was read from: the rows of `table` that `admits` (a list's filters and scope),
 * named by `key` (results of one filter share it); `columns`, those `admits` looks at; and the
 * other tables it reads (`reads`: the labels of its relations). It stands while no row it admits
 * (before or after the write) is written, nor any row of `reads`, nor of any table but side
 * tables (isSideTable) unless it is `closed`.
 */
export interface Dependency {
  table: string;
  key: string;
  columns: string[];
  admits: (row: Record<string, unknown>) => boolean;
  reads: string[];
  /**
   * Whether a row written of `table` may change the result, where that turns on the kind of write
   * and not only on the row (a block of rows by place: an insert or delete below it moves it, an
   * update only of its own rows changes it); without it, whether `admits` the row before or after.
   */
  changedBy?: (change: RowChange) => boolean;
  /**
   * The largest id a row of `table` written may have and change the result (a block of rows by
   * place: its last id), read when the result is kept: a write of rows above it leaves it as it
   * was, and is not tested against it (at 20 inserts a second, testing each of 4,000 kept results
   * took 4.5 % of a list bench process's CPU).
   */
  reach?: () => number;
  /** Left out of the tally (the bench's share of list pages kept): not a list's page. */
  uncounted?: boolean;
  /**
   * Read from `table` and `reads` alone (one statement, every table it reads named): a write of
   * any other table leaves it, not only of a side table. A list's page is not: what it shows
   * may turn on tables it does not name (the caller's department, a dictionary's labels).
   */
  closed?: boolean;
}

/**
 * How many results (list pages as sent) are kept at most, per process. A talent page of 20 is
 * about 6 KB as UTF-8.
 */
export const KEPT_RESULTS = 4000;

interface Group { dependency: Dependency; keys: Set<string> }

/**
 * A table's groups of kept results: those with a reach (Dependency.reach) apart, with the largest
 * reach any of them had since there were none (a write above it passes them all by).
 */
interface TableGroups { open: Map<string, Group>; reaching: Map<string, Group>; reach: number }

/**
 * Results computed from reads (a list's page as sent), each kept until a write could change it
 * (see Dependency) or for as long as `through` is told, if that is sooner; at most `max` of them,
 * the least recently used dropped first. A result computed while a write it depends on was told
 * is not kept: it may have read before the write. Writes it does not depend on leave it keepable:
 * when any write spoiled every result computed meanwhile, at 20 writes a second a page that took
 * 50 ms to read (a deep one queued for a read worker) was seldom kept, and was read again at the
 * next request.
 */
export class KeptResults<T> {
  private readonly results: LRUCache<string, { value: T; group: Group; /** Kept until then at the latest (Date.now()'s ms, the clock an estimate's age is told by; Infinity: until a write). */ until: number }>;
  /** The kept results by table and filter. */
  private readonly groups = new Map<string, TableGroups>();
  /** The results being computed, each spoiled by a write told meanwhile that it depends on. */
  private readonly computing = new Set<{ dependency: Dependency; spoiled: boolean }>();
  /** Kept results answered, and results computed (for the bench's report). */
  readonly tally = { hits: 0, misses: 0 };

  constructor(max: number) {
    this.results = new LRUCache({ max, dispose: ({ group }, key) => this.forget(group, key) });
  }

  private get(key: string, dependency: Dependency): T | undefined {
    let found = this.results.get(key);
    if (found && found.until <= Date.now()) {
      this.results.delete(key);
      found = undefined;
    }
    if (!dependency.uncounted) this.tally[found ? 'hits' : 'misses']++;
    return found?.value;
  }

  /**
   * `key`'s kept result, else `compute`'s, kept until `keepUntil(value)` (Date.now()'s ms; Infinity:
   * until a write changes it; not at all when that is past) when nothing it depends on was written meanwhile.
   */
  async through(key: string, dependency: Dependency, compute: () => Promise<T>, keepUntil: (value: T) => number = () => Infinity): Promise<T> {
    const found = this.get(key, dependency);
    if (found !== undefined) return found;
    const computing = { dependency, spoiled: false };
    this.computing.add(computing);
    try {
      const value = await compute();
      const until = keepUntil(value);
      if (until > Date.now() && !computing.spoiled) this.keep(key, value, dependency, until);
      return value;
    } finally {
      this.computing.delete(computing);
    }
  }

  /** `compute`'s result, not kept (what it depends on is not watched yet): counted as computed. */
  bypass(dependency: Dependency, compute: () => Promise<T>): Promise<T> {
    if (!dependency.uncounted) this.tally.misses++;
    return compute();
  }

  private keep(key: string, value: T, dependency: Dependency, until: number) {
    // (Any result kept under the key before leaves its group first: its group may go with it.)
    this.results.delete(key);
    const table = this.groups.get(dependency.table) ?? { open: new Map<string, Group>(), reaching: new Map<string, Group>(), reach: -Infinity };
    this.groups.set(dependency.table, table);
    const byKey = dependency.reach ? table.reaching : table.open;
    if (dependency.reach) table.reach = Math.max(table.reach, dependency.reach());
    let group = byKey.get(dependency.key);
    if (!group) byKey.set(dependency.key, group = { dependency, keys: new Set() });
    // (In its group before it is held: holding it may drop the group's only other result.)
    group.keys.add(key);
    this.results.set(key, { value, group, until });
  }

  /** Drops what `changes` may have changed. */
  written(changes: Changes) {
    if (changes !== 'all' && !changes.length) return;
    if (changes === 'all') {
      this.results.clear();
      for (const computing of this.computing) computing.spoiled = true;
      return;
    }
    const tables = new Set(changes.map((c) => c.table));
    // Once a table: what the results of each table read from, kept or being computed, drop.
    const byTable = new Map<string, ReturnType<typeof dropsFrom>>();
    const dropsOf = (table: string) => {
      if (!byTable.has(table)) byTable.set(table, dropsFrom(table, changes, tables));
      return byTable.get(table);
    };
    for (const computing of this.computing) if (dropsOf(computing.dependency.table)?.(computing.dependency)) computing.spoiled = true;
    for (const [table, { open, reaching, reach }] of this.groups) {
      const drops = dropsOf(table);
      if (!drops) continue;
      for (const group of [...open.values()]) if (drops(group.dependency)) this.drop(group);
      // (Rows of this table alone, each above every reach.)
      if (tables.size === 1 && tables.has(table) && changes.every((c) => (idOf(c.after) ?? idOf(c.before) ?? -Infinity) > reach)) continue;
      for (const group of [...reaching.values()]) if (drops(group.dependency)) this.drop(group);
    }
  }

  private drop(group: Group) {
    for (const key of [...group.keys]) this.results.delete(key);
  }

  private forget(group: Group, key: string) {
    group.keys.delete(key);
    if (group.keys.size) return;
    const table = this.groups.get(group.dependency.table);
    if (!table) return;
    (group.dependency.reach ? table.reaching : table.open).delete(group.dependency.key);
    if (!table.reaching.size) table.reach = -Infinity;
    if (!table.open.size && !table.reaching.size) this.groups.delete(group.dependency.table);
  }
}

/**
 * Of the results read from `table`, which `changes` (of `tables`) may have changed; undefined when
 * none. Another table but a side one written: every one; a side one, those reading it; a row of
 * `table`, those admitting it before or after.
 */
function dropsFrom(table: string, changes: RowChange[], tables: Set<string>): ((dependency: Dependency) => boolean) | undefined {
  const others = [...tables].filter((t) => t !== table);
  const own = tables.has(table) ? changes.filter((c) => c.table === table) : [];
  if (!own.length && !others.length) return undefined;
  const anyOther = others.some((t) => !isSideTable(t));
  return (dependency) => (anyOther && !dependency.closed) || others.some((t) => dependency.reads.includes(t)) || own.some((c) => touches(c, dependency));
}

/** An id as a write told it (a column not told: undefined). */
export const idOf = (row: Record<string, unknown> | undefined) => (row && 'id' in row && row.id !== null ? Number(row.id) : undefined);

/** Whether a written row was, or now is, among those `dependency` admits (a row told without its values: may be). */
function touches(change: RowChange, dependency: Dependency): boolean {
  if (!change.before && !change.after) return true;
  if (dependency.changedBy) return dependency.changedBy(change);
  return [change.before, change.after].some((row) => row && dependency.admits(row));
}
