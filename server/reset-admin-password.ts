// `npm run reset-admin-password`: sets admin's password on the configured database (the same
// DATABASE_URL / KP_SQLITE_FILE as the server) to KP_ADMIN_PASSWORD, or to a new random one.
import { openDatabase } from './bootstrap.ts';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { resetAdminPassword } from './services/admin-password.ts';
import { randomToken } from './services/digest.ts';

const config = loadConfig();
const { db } = await openDatabase(config, systemClock);
const password = process.env.KP_ADMIN_PASSWORD || randomToken(9);
try {
  await resetAdminPassword(db.kysely, password, systemClock());
  console.log(`已重置 admin 的密码（${config.databaseUrl ? 'PostgreSQL' : config.sqliteFile}），admin 的会话已全部结束：\n  用户名 admin  密码 ${password}`);
} finally {
  await db.close();
}
