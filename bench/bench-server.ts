import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/bootstrap.ts';
import { systemClock } from '../server/clock.ts';
import { loadConfig, type ServerConfig } from '../server/config.ts';
import type { Db } from '../server/db/connect.ts';
import { SCHEMAS_DIR } from '../schemas/files.ts';

export const BENCH_PASSWORD = 'Bench@1234';

export interface BenchServer { app: FastifyInstance; db: Db; config: ServerConfig; close(options?: { keep?: boolean }): Promise<void> }

/**
 * The real server on a fresh SQLite file in a temporary folder (or `dir`; or on `databaseUrl`),
 * with the product's schemas plus `extra` ones. `close({keep: true})` leaves the folder.
 */
export async function benchServer(extra: Record<string, object>, options: { consoleDir?: string; dir?: string; databaseUrl?: string } = {}): Promise<BenchServer> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'kp-bench-'));
  const schemasDir = join(dir, 'schemas');
  cpSync(SCHEMAS_DIR, schemasDir, { recursive: true, filter: (src) => !src.includes('fixtures') && !src.endsWith('.ts') });
  for (const [name, schema] of Object.entries(extra)) writeFileSync(join(schemasDir, `${name}.json`), JSON.stringify(schema));
  const config: ServerConfig = {
    ...loadConfig({}), sqliteFile: join(dir, 'kp.db'), schemasDir, watchSchemas: false, captcha: false,
    adminPassword: BENCH_PASSWORD, logLevel: 'silent', consoleDir: options.consoleDir ?? join(dir, 'none'), databaseUrl: options.databaseUrl,
  };
  const { db, jwtSecret } = await openDatabase(config, systemClock);
  const app = await buildApp({ config, db, jwtSecret, logger: false });
  await app.ready();
  return {
    app, db, config,
    close: async ({ keep = false } = {}) => { await app.close(); await db.close(); if (!keep) rmSync(dir, { recursive: true, force: true }); },
  };
}

/**
 * The environment that starts the product in a process of its own (bench/server-process.ts) on the
 * database, schemas and console folder a bench server was set up with (`close({keep: true})` first).
 */
export const processEnv = (config: ServerConfig): Record<string, string> => ({
  KP_SQLITE_FILE: config.sqliteFile, KP_SCHEMAS_DIR: config.schemasDir, KP_CONSOLE_DIR: config.consoleDir,
  KP_JWT_SECRET: 'bench-secret-bench-secret-bench-secret', DATABASE_URL: config.databaseUrl ?? '',
});

/** Logs the admin in over HTTP; returns the Authorization header. */
export async function adminHeaders(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/v1/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: BENCH_PASSWORD }) });
  const body = await res.json() as { data: { accessToken: string } };
  if (!body.data) throw new Error(`admin login answered ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.data.accessToken}` };
}
