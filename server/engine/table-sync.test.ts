import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreenSchema } from '../../schemas/types.ts';
import { connect, type Db } from '../db/connect.ts';
import { createPgSchema, dropPgSchema, TEST_DATABASE_URL } from '../test/harness.ts';
import { ROW_COUNT_TABLE, syncTable } from './table-sync.ts';

// The counts kp_row_count keeps by triggers (rows, deletes, updates), on SQLite or, with
// TEST_DATABASE_URL, PostgreSQL — and a database whose count table predates `updated`.
const schema = { kind: 'crud', title: '计数', model: { type: 'object', properties: { name: { type: 'string', title: '名称', maxLength: 16 } } }, storage: { table: 'sync_counted' } } as unknown as ScreenSchema;
let db: Db;
let dir: string;
let pgSchema: string | undefined;
const k = () => db.kysely as never as Kysely<any>;
const counts = async () => (await sql<{ n: number; deleted: number; updated: number }>`select n, deleted, updated from ${sql.table(ROW_COUNT_TABLE)} where tbl = 'sync_counted'`.execute(k())).rows.map((r) => ({ n: Number(r.n), deleted: Number(r.deleted), updated: Number(r.updated) }))[0];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kp-sync-'));
  if (TEST_DATABASE_URL) pgSchema = await createPgSchema();
  db = connect({ databaseUrl: TEST_DATABASE_URL, sqliteFile: join(dir, 'db.sqlite'), pgSchema });
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
  if (pgSchema) await dropPgSchema(pgSchema);
});

describe('kp_row_count', () => {
  it('counts rows, deletes and updates in the writing statement', async () => {
    await k().schema.createTable('sync_counted').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0)).addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await k().insertInto('sync_counted').values([1, 2, 3].map((id) => ({ id, name: `旧${id}` }))).execute();
    // Rows already there are counted when the triggers are made.
    await syncTable(db, schema);
    expect(await counts()).toEqual({ n: 3, deleted: 0, updated: 0 });
    await k().insertInto('sync_counted').values([4, 5].map((id) => ({ id, name: `新${id}` }))).execute();
    await k().updateTable('sync_counted').set({ name: '改' }).where('id', '<=', 2).execute();
    await k().deleteFrom('sync_counted').where('id', '=', 5).execute();
    expect(await counts()).toEqual({ n: 4, deleted: 1, updated: 2 });
    // Run again (every start does): nothing is counted twice.
    await syncTable(db, schema);
    expect(await counts()).toEqual({ n: 4, deleted: 1, updated: 2 });
  });

  it('gains the update count on a database made before it, keeping the row count', async () => {
    // As an earlier release left it: no `updated` column, no update trigger.
    await sql`drop trigger if exists sync_counted_count_upd ${sql.raw(db.dialect === 'postgres' ? 'on sync_counted' : '')}`.execute(k());
    await sql`alter table ${sql.table(ROW_COUNT_TABLE)} drop column updated`.execute(k());
    await k().insertInto('sync_counted').values({ id: 6, name: '其间' }).execute();
    await syncTable(db, schema);
    expect(await counts()).toEqual({ n: 5, deleted: 1, updated: 0 });
    await k().updateTable('sync_counted').set({ name: '再改' }).execute();
    expect(await counts()).toEqual({ n: 5, deleted: 1, updated: 5 });
  });
});

describe('storage.unique over records already breaking it', () => {
  const ruled = { kind: 'crud', title: '批次', model: { type: 'object', properties: { company: { type: 'integer', title: '单位' }, month: { type: 'string', title: '月份', maxLength: 7 }, status: { type: 'string', title: '状态', maxLength: 2 } } }, storage: { table: 'sync_ruled', unique: [{ fields: ['company', 'month'], unless: { status: '9' }, message: '同一单位同一月份只能有一个批次' }] } } as unknown as ScreenSchema;

  it('keeps the server running without the index, names the records to settle, and makes the index once they are settled', async () => {
    await k().schema.createTable('sync_ruled').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('company', 'integer').addColumn('month', 'text').addColumn('status', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0)).addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    // Two batches of one company and month (as a race before the rule left them), and one rejected that the rule frees.
    await k().insertInto('sync_ruled').values([{ id: 1, company: 7, month: '2026-10', status: '1' }, { id: 2, company: 7, month: '2026-10', status: '1' }, { id: 3, company: 7, month: '2026-10', status: '9' }]).execute();
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => { warned.push(String(message)); };
    try {
      await syncTable(db, ruled);
    } finally {
      console.warn = warn;
    }
    expect(warned.filter((w) => w.includes('sync_ruled'))).toEqual([expect.stringContaining('company=7 month=2026-10（编号 1,2）')]);
    // Running on without it: a third is not refused by the database.
    await k().insertInto('sync_ruled').values({ id: 4, company: 8, month: '2026-10', status: '1' }).execute();
    // Settled, the next start makes the index, and it holds.
    await k().updateTable('sync_ruled').set({ status: '9' }).where('id', '=', 2).execute();
    await syncTable(db, ruled);
    await expect(k().insertInto('sync_ruled').values({ id: 5, company: 7, month: '2026-10', status: '1' }).execute()).rejects.toThrow();
    await k().insertInto('sync_ruled').values({ id: 6, company: 7, month: '2026-10', status: '9' }).execute();
  });
});
