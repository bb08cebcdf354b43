// `npm test` after the schema checks: the unit and server suites (scripts/test-units.mjs) and the
// browser suite (npm run test:e2e) at the same time. The browser suite waits on pages and servers
// more than it computes (about 0.4 of a core on the 2-core machine), so the unit suites run beside
// it at the lowest priority (nice 19): they take the cores it leaves idle, and it keeps the CPU it
// asks for, as when it ran alone (its expectations wait 7 s). One after the other they took 36 min
// on a slow day of this machine; CI has 30. Fails when either fails.
import { spawn } from 'node:child_process';

const run = (command, args) => new Promise((resolve) => {
  const child = spawn(command, args, { stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});

const [units, e2e] = await Promise.all([
  run('nice', ['-n', '19', process.execPath, 'scripts/test-units.mjs']),
  run('npm', ['run', 'test:e2e']),
]);
if (units !== 0) console.error(`the unit and server suites failed (exit ${units})`);
if (e2e !== 0) console.error(`the browser suite failed (exit ${e2e})`);
process.exit(units !== 0 || e2e !== 0 ? 1 : 0);
