import type { Kysely } from 'kysely';
import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import { connect, type Db } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_MARK, LOGINS_SHOWN, seed, type SeededLogin } from './db/seed.ts';
import { randomToken } from './services/digest.ts';

/** What a start says while it works: the server's log line, or nothing (tests). */
export type Progress = (step: string) => void;

/**
 * Opens the configured database and makes it ready: migrated, seeded on first use,
 * with the token-signing secret every server process shares. `logins` is set only
 * on the start that seeded, so the passwords are printed once. Each step is atomic
 * (a migration, the seed) or resumable, so a start stopped anywhere is completed by the next.
 */
export async function openDatabase(config: ServerConfig, clock: Clock, pgSchema?: string, progress: Progress = () => {}) {
  const db = connect({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, pgSchema });
  try {
    progress('正在检查数据库迁移…');
    await migrate(db);
    const logins = await seed(db.kysely, { now: clock(), adminPassword: config.adminPassword, demoPassword: config.demoPassword, demoWorld: config.demoWorld });
    if (logins) progress('已初始化数据库：系统信息、角色、部门、用户、字典和菜单');
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

/**
 * Whether this database still owes its demo world: its first start asked for one and no start
 * has made it yet (it is made in one transaction with its mark). A database from before the
 * mark gets it when its business tables are empty and KP_DEMO_DATA is on.
 */
export async function demoWorldOwed(k: Kysely<any>, wanted: boolean): Promise<boolean> {
  const mark = await k.selectFrom('sys_meta').select('value').where('key', '=', DEMO_MARK).executeTakeFirst();
  if (mark) return mark.value === 'pending';
  const any = await k.selectFrom('company').select('id').limit(1).executeTakeFirst()
    ?? await k.selectFrom('talent').select('id').limit(1).executeTakeFirst();
  await k.insertInto('sys_meta').values({ key: DEMO_MARK, value: any || !wanted ? 'off' : 'pending' }).onConflict((oc) => oc.column('key').doNothing()).execute();
  return !any && wanted;
}

/**
 * Whether the first start's logins were shown: false once for a database whose seeding start
 * stopped before printing them (the next start then says how to set admin's password).
 */
export async function loginsShown(k: Kysely<any>): Promise<boolean> {
  const marked = await k.insertInto('sys_meta').values({ key: LOGINS_SHOWN, value: '1' }).onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst();
  return Number(marked.numInsertedOrUpdatedRows ?? 0) === 0;
}

export type { SeededLogin };
