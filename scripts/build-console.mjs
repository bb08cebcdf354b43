// `npm start`'s console build: runs `vite build` only when what the console is built from changed
// since the build in dist/ (its sources, public files, the lockfile, the build's settings), so a
// second start serves within seconds. The inputs' digest is kept beside the build (dist/.inputs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inputsDigest } from './console-inputs.mjs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = process.env.KP_CONSOLE_OUT || 'dist';
const stamp = join(root, out, '.inputs');
const digest = inputsDigest(root, process.env);
if (existsSync(join(root, out, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
  console.log(`kp-admin: 控制台的源文件没有改动，沿用 ${out}/ 中的构建`);
} else {
  console.log('kp-admin: 正在构建控制台…');
  const run = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  writeFileSync(stamp, digest);
}
