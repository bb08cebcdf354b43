import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Changes, RowChange } from './change-watch.ts';
import { indexBuildLock, retryDeadlocked } from './deadlocks.ts';
import { PENDING_TABLE, pendingRow } from './pending-table.ts';

/** Each watched table's stamp: how many write statements of it have committed (see PgChangeWatch). */
export const STAMP_TABLE = 'kp_table_stamp';

const CHANNEL = 'kp_rows';

/** Past this many rows in one statement (both sides of an update counted), the table is told as a whole. */
export const MAX_TOLD_ROWS_PG = 100;

/** How long after failing to listen (PostgreSQL down, too many connections) it is tried again. */
const RETRY_MS = 5000;

/** A row's id in the watch trigger, read as JSON: a watched table need not have an id column. */
const PENDING_ID = "(to_jsonb(a)->>'id')::bigint";

const TRIGGERS = `create or replace function kp_watch_rows() returns trigger language plpgsql as $$
  declare
    s bigint;
    n bigint := 0;
    told jsonb;
    payload text;
  begin
    -- An import's batch of rows no one sees yet (or their undoing): nothing to tell, and no turn
    -- taken on the stamp row, which each writer holds to its commit (import-pending.ts: the import
    -- tells its rows when it publishes them, through the pending table's own stamp).
    if tg_op in ('INSERT', 'DELETE') and to_regclass('${PENDING_TABLE}') is not null
      and exists (select 1 from ${PENDING_TABLE} where tbl = tg_table_name) then
      if tg_op = 'INSERT' then
        select count(*) into n from added a where not ${pendingRow('tg_table_name', PENDING_ID)};
      else
        select count(*) into n from removed a where not ${pendingRow('tg_table_name', PENDING_ID)};
      end if;
      if n = 0 then return null; end if;
    end if;
    update ${STAMP_TABLE} set stamp = stamp + 1 where tbl = tg_table_name returning stamp into s;
    if tg_op = 'INSERT' then
      select count(*), coalesce(jsonb_agg(jsonb_build_array(null, (select jsonb_object_agg(key, value) from jsonb_each(to_jsonb(a)) where key = any(tg_argv)))), '[]')
        into n, told from (select * from added limit ${MAX_TOLD_ROWS_PG + 1}) a;
    elsif tg_op = 'UPDATE' then
      select count(*), coalesce(jsonb_agg(x), '[]') into n, told from (
        select jsonb_build_array((select jsonb_object_agg(key, value) from jsonb_each(to_jsonb(r)) where key = any(tg_argv)), null) as x from (select * from removed limit ${MAX_TOLD_ROWS_PG + 1}) r
        union all
        select jsonb_build_array(null, (select jsonb_object_agg(key, value) from jsonb_each(to_jsonb(a)) where key = any(tg_argv))) from (select * from added limit ${MAX_TOLD_ROWS_PG + 1}) a) u;
    elsif tg_op = 'DELETE' then
      select count(*), coalesce(jsonb_agg(jsonb_build_array((select jsonb_object_agg(key, value) from jsonb_each(to_jsonb(r)) where key = any(tg_argv)), null)), '[]')
        into n, told from (select * from removed limit ${MAX_TOLD_ROWS_PG + 1}) r;
    end if;
    -- A truncate, or too many rows: the table as a whole.
    if tg_op = 'TRUNCATE' or n > ${MAX_TOLD_ROWS_PG} then told := null; end if;
    payload := jsonb_build_object('n', tg_table_schema, 't', tg_table_name, 's', s, 'r', told)::text;
    if length(payload) > 7900 then payload := jsonb_build_object('n', tg_table_schema, 't', tg_table_name, 's', s)::text; end if;
    perform pg_notify('${CHANNEL}', payload);
    return null;
  end $$`;

/** A table's triggers wait while one of its indexes is built (see indexBuildLock), or while a write holds it past TABLE_LOCK_WAIT. */
class TableBusy extends Error {
  constructor(table: string) { super(`${table} 正在建立索引或写入，稍后再监听它的写入`); }
}

/**
 * How long the making of a table's triggers waits for the table (CREATE TRIGGER waits for every
 * write in progress on it) before it gives up, to be asked for again later (TableBusy). It holds the
 * stamp table's lock meanwhile, which every process's watching takes, database-wide: without it, behind an
 * import's move (seconds, holding the table) every other table's watching waited, and every index
 * built concurrently in the database waited for them in turn (the suite on PostgreSQL: a cascade of
 * 30-second timeouts after one test held a move open).
 */
const TABLE_LOCK_WAIT = '200ms';

/** PostgreSQL's code for a lock not had within lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * PostgreSQL: which rows every process writes, told to each as its transaction commits. Each write
 * statement of a watched table (`watch`) stamps the table — its row in kp_table_stamp goes up by
 * one, writers of one table taking turns on it until they commit, so stamps follow the order of
 * commits — and NOTIFYs the stamp with the rows' watched columns (the whole table past
 * MAX_TOLD_ROWS_PG rows, or at a truncate). PostgreSQL delivers notifications at commit, in commit
 * order: a process that has been told a table's stamp up to the one a request's snapshot read
 * (`caughtUp`) knows every write of it that request can see.
 */
export class PgChangeWatch {
  private client?: pg.Client;
  private listening?: Promise<boolean>;
  private failedAt = -Infinity;
  private schema?: string;
  /** Each table's latest stamp told. */
  private readonly stamps = new Map<string, number>();
  /** The columns each table's triggers tell (made here or found made). */
  private readonly made = new Map<string, string[]>();
  private readonly making = new Map<string, Promise<void>>();
  /** When tables not watched yet may be asked for again (one asking at a time, a second apart after one failed). */
  private retryAt = 0;

  constructor(private readonly connection: pg.ClientConfig, private readonly kysely: Kysely<any>, private readonly told: (changes: Changes) => void) {}

  /** Whether the tables' writes are told, with at least `columns` of the first, up to the stamps a snapshot read; if not, has them watched for next time. */
  caughtUp(tables: string[], columns: string[], stamps: Record<string, number | string> | undefined): boolean {
    const watched = tables.every((t) => this.made.has(t)) && columns.every((c) => this.made.get(tables[0])!.includes(c));
    if (!watched || !this.client) {
      if (Date.now() >= this.retryAt) {
        this.retryAt = Date.now() + RETRY_MS / 5;
        void this.watch(tables, columns).then(() => { this.retryAt = 0; }, (error) => {
          if (!(error instanceof TableBusy)) console.warn(`未能监听 ${tables.join(', ')} 的写入：${String(error)}`);
        });
      }
      return false;
    }
    return Boolean(stamps) && tables.every((t) => (this.stamps.get(t) ?? -1) >= Number(stamps![t] ?? 0));
  }

  /** Whether the stamps table is there (a snapshot's stamps can be read). */
  get live(): boolean {
    return Boolean(this.client);
  }

  private async watch(tables: string[], columns: string[]) {
    if (!(await this.listen())) return;
    await Promise.all(tables.map((table, i) => this.makeFor(table, i === 0 ? columns : [])));
  }

  /** Listening, with the stamps as they are now (no kept result is older than this: none depends on a table not yet watched). */
  private listen(): Promise<boolean> {
    if (!this.listening && Date.now() - this.failedAt < RETRY_MS) return Promise.resolve(false);
    return this.listening ??= (async () => {
      const client = new pg.Client(this.connection);
      try {
        client.on('notification', (message) => this.notified(message.payload));
        client.on('error', () => this.lost(client));
        client.on('end', () => this.lost(client));
        await client.connect();
        await retryDeadlocked(() => this.kysely.transaction().execute(async (trx) => {
          await sql`select pg_advisory_xact_lock(hashtext(${STAMP_TABLE}))`.execute(trx);
          await sql`create table if not exists ${sql.table(STAMP_TABLE)} (tbl varchar(64) primary key, stamp bigint not null default 0, watched text not null default '[]')`.execute(trx);
          await sql.raw(TRIGGERS).execute(trx);
        }));
        this.schema = (await client.query<{ s: string }>('select current_schema() as s')).rows[0].s;
        await client.query(`listen ${CHANNEL}`);
        this.client = client;
        return true;
      } catch (error) {
        console.warn(`未能监听数据库的写入（${String(error)}），列表页暂不保留`);
        this.failedAt = Date.now();
        this.listening = undefined;
        await client.end().catch(() => undefined);
        return false;
      }
    })();
  }

  /** The triggers telling `table`'s writes with `columns` (and those already told), its stamp from now on. */
  private makeFor(table: string, columns: string[]): Promise<void> {
    const had = this.made.get(table);
    if (had && columns.every((c) => had.includes(c))) return Promise.resolve();
    const running = this.making.get(table);
    if (running) return running.then(() => this.makeFor(table, columns));
    const making = retryDeadlocked(() => this.kysely.transaction().execute(async (trx) => {
      // Not while an index of the table is being built (see indexBuildLock): asked again later.
      const { rows: [{ got }] } = await sql<{ got: boolean }>`select pg_try_advisory_xact_lock(${indexBuildLock(table)}) as got`.execute(trx);
      if (!got) throw new TableBusy(table);
      await sql`select pg_advisory_xact_lock(hashtext(${STAMP_TABLE}))`.execute(trx);
      // (After that lock: its holders wait no longer than this for their tables, so it is had soon;
      // with the timeout on it too, watching in a busy database gave up and came back a second later.)
      await sql.raw(`set local lock_timeout = '${TABLE_LOCK_WAIT}'`).execute(trx);
      // Another process's triggers may tell more columns already: they keep them (`watched`).
      const { rows } = await sql<{ watched: string }>`select watched from ${sql.table(STAMP_TABLE)} where tbl = ${table}`.execute(trx);
      const before: string[] = rows[0] ? JSON.parse(rows[0].watched) : [];
      const wanted = [...new Set([...before, ...(had ?? []), ...columns])].sort();
      if (!rows[0] || wanted.length !== before.length) {
        const t = sql.table(table);
        const args = sql.join(wanted.map((c) => sql.lit(c)));
        await sql`create or replace trigger kp_watch_ins after insert on ${t} referencing new table as added for each statement execute function kp_watch_rows(${args})`.execute(trx);
        await sql`create or replace trigger kp_watch_upd after update on ${t} referencing old table as removed new table as added for each statement execute function kp_watch_rows(${args})`.execute(trx);
        await sql`create or replace trigger kp_watch_del after delete on ${t} referencing old table as removed for each statement execute function kp_watch_rows(${args})`.execute(trx);
        await sql`create or replace trigger kp_watch_trunc after truncate on ${t} for each statement execute function kp_watch_rows(${args})`.execute(trx);
        await sql`insert into ${sql.table(STAMP_TABLE)} (tbl, watched) values (${table}, ${JSON.stringify(wanted)}) on conflict (tbl) do update set watched = excluded.watched`.execute(trx);
      }
      // The stamp as of now: every later write is told (listening began before).
      const [{ stamp }] = (await sql<{ stamp: string }>`select stamp from ${sql.table(STAMP_TABLE)} where tbl = ${table}`.execute(trx)).rows;
      this.stamps.set(table, Math.max(Number(stamp), this.stamps.get(table) ?? -1));
      return wanted;
    })).then((wanted) => { this.made.set(table, wanted); }, (error) => {
      throw (error as { code?: unknown }).code === LOCK_NOT_AVAILABLE ? new TableBusy(table) : error;
    }).finally(() => this.making.delete(table));
    this.making.set(table, making);
    return making;
  }

  private notified(payload: string | undefined) {
    if (!payload) return;
    const { n, t, s, r } = JSON.parse(payload) as { n: string; t: string; s: number; r?: Array<[Record<string, unknown> | null, Record<string, unknown> | null]> };
    if (n !== this.schema) return;
    this.stamps.set(t, Math.max(Number(s), this.stamps.get(t) ?? -1));
    this.told(r ? r.map(([before, after]): RowChange => ({ table: t, ...(before ? { before } : {}), ...(after ? { after } : {}) })) : [{ table: t }]);
  }

  /** The connection lost: nothing kept can be trusted, and nothing is kept until listening again. */
  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    this.listening = undefined;
    this.stamps.clear();
    this.made.clear();
    this.told('all');
    void client.end().catch(() => undefined);
  }

  async close() {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
