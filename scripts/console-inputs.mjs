// What the console is built from, as one digest: its source folders (tests left out), the files at
// the top that the build reads, and the build's settings. scripts/build-console.mjs compares it
// with the digest kept beside the last build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const FOLDERS = ['runtime', 'widgets', 'schemas', 'validators', 'public'];
const FILES = ['index.html', 'main.tsx', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** Build settings read by vite.config.ts, besides every VITE_ variable (which the console reads). */
const SETTINGS = ['KP_CONSOLE_OUT', 'NODE_ENV'];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) { if (entry.name !== 'node_modules') yield* files(path); } else if (!/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The digest of the console's inputs under `root`, with the build settings read from `env`. */
export function inputsDigest(root, env) {
  const hash = createHash('sha256');
  const paths = [...FOLDERS.filter((f) => existsSync(join(root, f))).flatMap((f) => [...files(join(root, f))]), ...FILES.map((f) => join(root, f)).filter((f) => existsSync(f))].sort();
  for (const path of paths) hash.update(`${relative(root, path)}\0${statSync(path).size}\0`).update(readFileSync(path)).update('\0');
  for (const name of [...SETTINGS, ...Object.keys(env).filter((n) => n.startsWith('VITE_')).sort()]) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

