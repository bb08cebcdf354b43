import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startBundle } from './test/server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'kp-start-'));
// The server as `npm start` runs it: bundled by scripts/build-server.mjs (inside the checkout, so
// that its packages are found), its workers and schemas found beside their sources.
const bundle = `dist-server/test-${process.pid}.mjs`;
beforeAll(() => { execFileSync(process.execPath, ['scripts/build-server.mjs', bundle]); });
afterAll(() => { rmSync(dir, { recursive: true, force: true }); rmSync(bundle, { force: true }); });

/** Runs the start command's entry point until it says where it listens. */
const start = (env: Record<string, string>) => startBundle(bundle, { KP_SQLITE_FILE: join(dir, 'kp.db'), ...env }, 45_000);

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

describe('a start that is stopped or cannot go on', () => {
  it('a first start killed while making the demo world is completed by the next: the world appears, the logins were printed once', async () => {
    const file = join(dir, 'killed.db');
    const proc = spawn(process.execPath, [bundle], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', KP_CAPTCHA: 'off', KP_SQLITE_FILE: file, KP_ADMIN_PASSWORD: 'Killed#Pass1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no demo world step:\n${output}`)), 45_000);
      proc.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        // Killed the moment it begins the world, as a power cut would.
        if (output.includes('正在生成演示数据')) { clearTimeout(timer); proc.kill('SIGKILL'); resolve(); }
      });
    });
    await new Promise((resolve) => proc.on('exit', resolve));
    // The logins came before anything that could stop the start.
    expect(output).toContain('密码 Killed#Pass1');

    const next = await start({ KP_SQLITE_FILE: file });
    expect(next.output).toContain('正在生成演示数据');
    expect(next.output).not.toContain('Killed#Pass1');
    const login = await call(next.url, '/auth/login', { method: 'POST', body: { username: 'admin', password: 'Killed#Pass1' } });
    const companies = await call(next.url, '/company/companies?pageSize=1', { token: login.data.accessToken });
    expect(companies.code, companies.msg).toBe('00000');
    expect(companies.data.total).toBe(30);
    await stop(next.proc);
    // Made once: a third start makes nothing more.
    const third = await start({ KP_SQLITE_FILE: file });
    expect(third.output).not.toContain('正在生成演示数据');
    await stop(third.proc);
  });

  it('KP_DEMO_DATA=off at the first start is kept: a later start without it makes no demo world', async () => {
    const file = join(dir, 'no-demo.db');
    const first = await start({ KP_SQLITE_FILE: file, KP_DEMO_DATA: 'off' });
    await stop(first.proc);
    const second = await start({ KP_SQLITE_FILE: file });
    expect(second.output).not.toContain('正在生成演示数据');
    await stop(second.proc);
  });

  it('an unwritable data folder is one line in Chinese and English, exit 1, no stack', async () => {
    const locked = mkdtempSync(join(tmpdir(), 'kp-locked-'));
    // Root ignores permission bits: the folder is made immutable instead (ext4's chattr +i).
    execFileSync('chattr', ['+i', locked]);
    try {
      const failed = await start({ KP_SQLITE_FILE: join(locked, 'kp.db') }).then(() => '', (error: Error) => error.message);
      expect(failed).toMatch(/exited 1/);
      const said = failed.split('\n').filter((line) => line.trim() && !/^server exited/.test(line));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/kp-admin 未启动 \/ did not start: 数据目录不可写.*the data folder is not writable/);
      expect(failed).not.toMatch(/\n\s+at /);
    } finally {
      execFileSync('chattr', ['-i', locked]);
      rmSync(locked, { recursive: true, force: true });
    }
  });

  it('SIGTERM stops cleanly: exit 0, the job leases given back', async () => {
    const file = join(dir, 'stop.db');
    const run = await start({ KP_SQLITE_FILE: file, KP_DEMO_DATA: 'off' });
    const exited = new Promise<number | null>((resolve) => { run.proc.removeAllListeners('exit'); run.proc.on('exit', (code) => resolve(code)); });
    // Readiness while serving; the scheduled jobs have run and hold nothing.
    const ready = await fetch(`${run.url}/v1/api/health/ready`);
    expect(ready.status).toBe(200);
    run.proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    const sqlite = new (await import('better-sqlite3')).default(file, { readonly: true });
    try {
      const held = sqlite.prepare('select name from sys_job_lease where until > ?').all(Date.now());
      expect(held).toEqual([]);
    } finally {
      sqlite.close();
    }
  });
});

describe('the console build npm start reuses', () => {
  it('is built again only when a source, a top file or a VITE_ setting changed, not for a test file', async () => {
    const { inputsDigest } = await import('../scripts/console-inputs.mjs');
    const root = mkdtempSync(join(tmpdir(), 'kp-inputs-'));
    try {
      mkdirSync(join(root, 'runtime'));
      writeFileSync(join(root, 'runtime', 'a.tsx'), 'export const a = 1;');
      writeFileSync(join(root, 'index.html'), '<html></html>');
      const first = inputsDigest(root, {});
      expect(inputsDigest(root, {})).toBe(first);
      writeFileSync(join(root, 'runtime', 'a.test.tsx'), 'test');
      expect(inputsDigest(root, {})).toBe(first);
      expect(inputsDigest(root, { VITE_BLOCK_DEVTOOLS: 'off' })).not.toBe(first);
      writeFileSync(join(root, 'runtime', 'a.tsx'), 'export const a = 2;');
      expect(inputsDigest(root, {})).not.toBe(first);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
