// `npm test`'s unit and server suites: vitest on SQLite, and — when KP_TEST_PG_URL names a
// PostgreSQL database (CI sets it) — the server suite once more on PostgreSQL, at the same time
// (two processes on the two cores: each suite runs mostly in one). Fails when either fails.
import { spawn } from 'node:child_process';

const run = (args, env = {}) => new Promise((resolve) => {
  const child = spawn('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});

const pg = process.env.KP_TEST_PG_URL;
// The SQLite run never sees a PostgreSQL URL: its servers are SQLite ones.
const codes = await Promise.all([
  run([], { TEST_DATABASE_URL: '' }),
  ...(pg ? [run(['server', 'validators'], { TEST_DATABASE_URL: pg })] : []),
]);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
