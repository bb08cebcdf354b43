import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Runs a bundle of the server (scripts/build-server.mjs) as `npm start` does, on port 0 of the
 * loopback, until it says where it listens; `env` adds to (or overrides) the test defaults.
 * Rejects with what it printed when it exits first or says nothing in `waitMs`.
 */
export function startBundle(bundle: string, env: Record<string, string>, waitMs = 60_000): Promise<{ proc: ChildProcess; url: string; output: string }> {
  const proc = spawn(process.execPath, [bundle], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', KP_CAPTCHA: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), waitMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /已启动: (http:\/\/[^/\s]+)/.exec(output);
      if (match) { clearTimeout(timer); resolve({ proc, url: match[1], output }); }
    };
    proc.stdout!.on('data', read);
    proc.stderr!.on('data', read);
    proc.on('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited ${code}:\n${output}`)); });
  });
}
