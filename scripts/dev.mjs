// `npm run dev`: the server (restarting on change) and Vite with /v1/api proxied to it.
import { spawn } from 'node:child_process';

const run = (args) => spawn('npx', args, { stdio: 'inherit', env: { ...process.env, KP_CAPTCHA: process.env.KP_CAPTCHA ?? 'on', LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' } });
const children = [run(['tsx', 'watch', 'server/main.ts']), run(['vite'])];
const stop = () => { children.forEach((c) => c.kill('SIGTERM')); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { if (code) stop(); }));
