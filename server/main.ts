import { writeFileSync } from 'node:fs';
import { buildApp } from './app.ts';
import { openDatabase } from './bootstrap.ts';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { seedDemoWorld } from './db/demo-world.ts';
import { expireSignLinks } from './routes/contracts.ts';
import { JOBS, JOBS_EVERY_MS, startJobs } from './services/jobs.ts';
import { startRobotDispatcher } from './services/robot-calls.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A setting the server cannot honour stops it with the reason, not a stack.
  console.error(`kp-admin 未启动：${(error as Error).message}`);
  process.exit(1);
}
const { db, logins, jwtSecret } = await openDatabase(config, systemClock);
const app = await buildApp({ config, db, jwtSecret });

// A new database gets a small, believable world to look at (KP_DEMO_DATA=off leaves it empty).
if (logins && process.env.KP_DEMO_DATA !== 'off') await seedDemoWorld(db.kysely as never, systemClock());

if (logins) {
  const where = config.databaseUrl ? 'PostgreSQL' : config.sqliteFile;
  console.log(`\n首次启动：已初始化数据库（${where}）。以下登录信息只显示这一次，请妥善保存：`);
  for (const login of logins) console.log(`  ${login.role.padEnd(8)} 用户名 ${login.username.padEnd(10)} 密码 ${login.password}`);
  console.log('');
}

// Scheduled jobs (talents back to the pool, signing links expired), each run by one process among
// several (a lease in the database).
startJobs(app, Number(process.env.KP_JOBS_EVERY_MS) > 0 ? Number(process.env.KP_JOBS_EVERY_MS) : JOBS_EVERY_MS, [
  ...JOBS,
  { name: 'contract-expiry', run: expireSignLinks, done: (n) => `${n} 个签署链接过期未签，已标为已过期` },
]);

// The robot tasks' calls, from the queue in the database (several processes share it).
if (process.env.KP_ROBOT_EVERY_MS !== 'off') startRobotDispatcher(app, Number(process.env.KP_ROBOT_EVERY_MS) > 0 ? Number(process.env.KP_ROBOT_EVERY_MS) : 2000);

const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
// KP_KEPT_REPORT=<file> (the benches): at SIGUSR2 the list pages answered kept and computed so far go there.
if (process.env.KP_KEPT_REPORT) process.on('SIGUSR2', () => writeFileSync(process.env.KP_KEPT_REPORT!, JSON.stringify(db.keptTally?.() ?? null)));

const address = await app.listen({ port: config.port, host: config.host });
console.log(`kp-admin 已启动: ${address.replace('0.0.0.0', 'localhost')}/  (API: /v1/api)`);
