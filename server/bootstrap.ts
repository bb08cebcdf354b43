import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import { connect, type Db } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { seed, type SeededLogin } from './db/seed.ts';
import { randomToken } from './services/digest.ts';

/**
 * Opens the configured database and makes it ready: migrated, seeded on first use,
 * with the token-signing secret every server process shares. `logins` is set only
 * on the start that seeded, so the passwords are printed once.
 */
export async function openDatabase(config: ServerConfig, clock: Clock, pgSchema?: string) {
  const db = connect({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, pgSchema });
  try {
    await migrate(db);
    const logins = await seed(db.kysely, { now: clock(), adminPassword: config.adminPassword, demoPassword: config.demoPassword });
    const jwtSecret = config.jwtSecret ?? (await sharedSecret(db));
    return { db, logins, jwtSecret };
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function sharedSecret(db: Db): Promise<string> {
  await db.kysely.insertInto('sys_meta').values({ key: 'jwt_secret', value: randomToken(48) })
    .onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await db.kysely.selectFrom('sys_meta').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
  return row.value;
}

export type { SeededLogin };
