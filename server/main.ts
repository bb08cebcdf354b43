import { writeFileSync } from 'node:fs';
import { buildApp } from './app.ts';
import { demoWorldOwed, loginsShown, openDatabase } from './bootstrap.ts';
import { systemClock } from './clock.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import type { Db } from './db/connect.ts';
import { seedDemoWorld } from './db/demo-world.ts';
import { expireSignLinks } from './routes/contracts.ts';
import { JOBS, JOBS_EVERY_MS, startJobs } from './services/jobs.ts';
import { startRobotDispatcher } from './services/robot-calls.ts';
import { startFailure } from './start-failure.ts';
import { positiveEnv } from './env-number.ts';

/** How long a stop waits for requests in flight before it ends the process anyway. */
const STOP_WAIT_MS = positiveEnv('KP_STOP_WAIT_MS', 10_000);

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  // A setting the server cannot honour stops it with the reason, not a stack.
  console.error(`kp-admin 未启动：${(error as Error).message}`);
  process.exit(1);
}

const say = (step: string) => console.log(`kp-admin: ${step}`);
let db: Db | undefined;
try {
  const opened = await openDatabase(config, systemClock, undefined, say);
  db = opened.db;
  const { logins, jwtSecret } = opened;
  // Printed as soon as the seed has committed, before anything else can stop the start.
  if (logins) {
    const where = config.databaseUrl ? 'PostgreSQL' : config.sqliteFile;
    console.log(`\n首次启动：已初始化数据库（${where}）。以下登录信息只显示这一次，请妥善保存：`);
    for (const login of logins) console.log(`  ${login.role.padEnd(8)} 用户名 ${login.username.padEnd(10)} 密码 ${login.password}`);
    console.log('');
  }
  if (!(await loginsShown(db.kysely as never)) && !logins) {
    console.log('kp-admin: 这个数据库的首次启动没有显示完登录信息。如需设置 admin 的密码，请运行：KP_ADMIN_PASSWORD=\'新密码\' npm run reset-admin-password');
  }
  say('正在加载页面 schema 和索引…');
  const app = await buildApp({ config, db, jwtSecret });
  // The demo world (KP_DEMO_DATA=off leaves it out), in the tables the screens made, by whichever
  // start finds it owed: a first start stopped before making it leaves it owed.
  if (await demoWorldOwed(db.kysely as never, config.demoWorld)) {
    say('正在生成演示数据（企业、职位、人才……）…');
    await seedDemoWorld(db.kysely as never, systemClock());
  }

  // Scheduled jobs (talents back to the pool, signing links expired), each run by one process among
  // several (a lease in the database).
  startJobs(app, positiveEnv('KP_JOBS_EVERY_MS', JOBS_EVERY_MS), [
    ...JOBS,
    { name: 'contract-expiry', run: expireSignLinks, done: (n) => `${n} 个签署链接过期未签，已标为已过期` },
  ]);

  // The robot tasks' calls, from the queue in the database (several processes share it).
  if (process.env.KP_ROBOT_EVERY_MS !== 'off') startRobotDispatcher(app, positiveEnv('KP_ROBOT_EVERY_MS', 2000));

  // A clean stop: readiness says so, no new connections, requests in flight finish (STOP_WAIT_MS at
  // most), the jobs' and the robot queue's leases go back (their onClose hooks), the database closes.
  const stop = async (signal: string) => {
    if (app.stopping) return;
    app.stopping = true;
    say(`收到 ${signal}，正在停止：不再接受新连接，等待进行中的请求完成…`);
    const late = setTimeout(() => {
      console.error(`kp-admin: ${STOP_WAIT_MS} ms 内未能停止，强制退出`);
      process.exit(1);
    }, STOP_WAIT_MS);
    late.unref();
    try {
      await app.close();
      await db!.close();
      say('已停止');
      process.exit(0);
    } catch (error) {
      console.error(`kp-admin: 停止时出错：${String(error)}`);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  // KP_KEPT_REPORT=<file> (the benches): at SIGUSR2 the list pages answered kept and computed so far go there.
  if (process.env.KP_KEPT_REPORT) process.on('SIGUSR2', () => writeFileSync(process.env.KP_KEPT_REPORT!, JSON.stringify(db!.keptTally?.() ?? null)));

  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`kp-admin 已启动: ${address.replace('0.0.0.0', 'localhost')}/  (API: /v1/api)`);
} catch (error) {
  // One line with the reason, in both languages; no stack (set LOG_LEVEL=debug for it).
  console.error(`kp-admin 未启动 / did not start: ${startFailure(error, config)}`);
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  await db?.close().catch(() => undefined);
  process.exit(1);
}
