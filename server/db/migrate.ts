import { Migrator, sql } from 'kysely';
import type { Db } from './connect.ts';
import { migrationsFor } from './migrations.ts';

/** Brings the database up to the newest migration; throws with the failing step's error. */
export async function migrate(db: Db): Promise<void> {
  const migrations = migrationsFor(db.dialect);
  // Kysely looks for its tables in every schema unless told which one is ours: the pinned one, or
  // the first of the search path (a DATABASE_URL may set it: ?options=-c%20search_path%3Dkp).
  const schema = db.dialect === 'postgres'
    ? db.schema ?? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
    migrationTableName: 'kp_migration',
    migrationLockTableName: 'kp_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}: ${String(error)}`, { cause: error });
  }
}
