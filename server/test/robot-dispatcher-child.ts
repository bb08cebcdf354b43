// A server process that does nothing but dispatch the robot queue, for robot-kill.test.ts to kill:
// the database, schemas and files the test set up (KP_SQLITE_FILE, KP_SCHEMAS_DIR, KP_FILES_DIR).
import { buildApp } from '../app.ts';
import { openDatabase } from '../bootstrap.ts';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { startRobotDispatcher } from '../services/robot-calls.ts';

const config = { ...loadConfig(), watchSchemas: false, logLevel: 'silent' };
const { db, jwtSecret } = await openDatabase(config, systemClock);
const app = await buildApp({ config, db, jwtSecret, logger: false });
startRobotDispatcher(app, Number(process.env.KP_ROBOT_EVERY_MS) || 100);
// The dispatcher's timers do not hold a process open (a server's listening socket does): this one waits to be killed.
setInterval(() => undefined, 60_000);
console.log('dispatching');
