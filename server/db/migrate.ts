import { Migrator } from 'kysely';
import type { Db } from './connect.ts';
import { migrationsFor } from './migrations.ts';

/** Brings the database up to the newest migration; throws with the failing step's error. */
export async function migrate(db: Db): Promise<void> {
  const migrations = migrationsFor(db.dialect);
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its tables in every schema unless told which one is ours.
    migrationTableSchema: db.schema,
    migrationTableName: 'kp_migration',
    migrationLockTableName: 'kp_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}: ${String(error)}`, { cause: error });
  }
}
