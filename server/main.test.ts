import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dir = mkdtempSync(join(tmpdir(), 'kp-start-'));
// The server as `npm start` runs it: bundled by scripts/build-server.mjs (inside the checkout, so
// that its packages are found), its workers and schemas found beside their sources.
const bundle = `dist-server/test-${process.pid}.mjs`;
beforeAll(() => { execFileSync(process.execPath, ['scripts/build-server.mjs', bundle]); });
afterAll(() => { rmSync(dir, { recursive: true, force: true }); rmSync(bundle, { force: true }); });

/** Runs the start command's entry point until it says where it listens. */
function start(env: Record<string, string>): Promise<{ proc: ChildProcess; url: string; output: string }> {
  const proc = spawn(process.execPath, [bundle], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', KP_CAPTCHA: 'off', KP_SQLITE_FILE: join(dir, 'kp.db'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 45_000);
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

function stop(proc: ChildProcess) {
  return new Promise<void>((resolve) => { proc.removeAllListeners('exit'); proc.on('exit', () => resolve()); proc.kill('SIGTERM'); });
}

async function call(url: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${url}/v1/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return res.json() as Promise<{ code: string; msg: string; data: any }>;
}

describe('the start command', () => {
  it('reads its defaults: data/kp-admin.db, port 8080, captcha on', () => {
    expect(loadConfig({})).toMatchObject({ sqliteFile: 'data/kp-admin.db', port: 8080, host: '0.0.0.0', captcha: true });
    expect(loadConfig({ PORT: '9000', HOST: '127.0.0.1', KP_CAPTCHA: 'off' })).toMatchObject({ port: 9000, host: '127.0.0.1', captcha: false });
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT');
  });

  it.each(['mysql://root@db/kp', 'sqlite:data/kp.db', 'file:kp.db', 'kp.db'])('refuses DATABASE_URL=%s instead of quietly using SQLite', (url) => {
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/DATABASE_URL 只支持 PostgreSQL/);
  });

  it('takes postgres:// and postgresql://', () => {
    for (const url of ['postgres://u@h:5432/d', 'postgresql://u@h/d']) expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('stops with the reason when a setting is wrong', async () => {
    await expect(start({ DATABASE_URL: 'mysql://root@localhost/kp' })).rejects.toThrow(/exited 1[\s\S]*kp-admin 未启动：DATABASE_URL 只支持 PostgreSQL/);
  });

  it('creates, seeds and prints the admin login once; a restart keeps every row', async () => {
    const first = await start({});
    const password = /ADMIN\s+用户名 admin\s+密码 (\S+)/.exec(first.output)?.[1];
    expect(password, first.output).toBeTruthy();
    const login = await call(first.url, '/auth/login', { method: 'POST', body: { username: 'admin', password } });
    expect(login.code).toBe('00000');
    const saved = await call(first.url, '/app/system/save', { method: 'POST', token: login.data.accessToken, body: { systemName: '重启测试' } });
    expect(saved.code).toBe('00000');
    await stop(first.proc);

    const second = await start({});
    expect(second.output).not.toContain('密码');
    expect((await call(second.url, '/app/system/info')).data.systemName).toBe('重启测试');
    const again = await call(second.url, '/auth/login', { method: 'POST', body: { username: 'admin', password } });
    expect(again.code).toBe('00000');
    // A screen's list: its schema found beside the sources, read in a read worker.
    const talents = await call(second.url, '/talents/talents?page=1&pageSize=5', { token: again.data.accessToken });
    expect(talents.code, talents.msg).toBe('00000');
    expect(talents.data).toMatchObject({ list: expect.any(Array), total: expect.any(Number) });
    await stop(second.proc);
  });

  it('takes the admin password from KP_ADMIN_PASSWORD', async () => {
    const run = await start({ KP_SQLITE_FILE: join(dir, 'given.db'), KP_ADMIN_PASSWORD: 'Given#Pass1' });
    expect(run.output).toContain('密码 Given#Pass1');
    expect((await call(run.url, '/auth/login', { method: 'POST', body: { username: 'admin', password: 'Given#Pass1' } })).code).toBe('00000');
    await stop(run.proc);
  });
});
