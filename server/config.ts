import { dirname, join } from 'node:path';
import { SCHEMAS_DIR } from '../schemas/files.ts';
import type { S3Settings } from './services/file-store.ts';

/**
 * Every setting the server reads from the environment. The README's settings table
 * mirrors this list; defaults give the embedded SQLite product on port 8080.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** `postgres://...` switches to PostgreSQL; unset keeps SQLite; any other scheme is refused. */
  databaseUrl?: string;
  sqliteFile: string;
  captcha: boolean;
  adminPassword?: string;
  demoPassword?: string;
  /** A new database gets the demo world (`KP_DEMO_DATA`, on unless `off`). */
  demoWorld: boolean;
  /** HMAC key for access tokens; when unset, one is generated once and kept in the database. */
  jwtSecret?: string;
  trustProxy: boolean;
  logLevel: string;
  /** `pretty` (pino-pretty, for people reading a terminal: `npm run dev`) or `json` (production). */
  logFormat: 'pretty' | 'json';
  /** Folder of the built console; served at / when it exists. */
  consoleDir: string;
  /** Folder of the screen schemas the engine serves. */
  schemasDir: string;
  /** Re-read the schemas when their folder changes. */
  watchSchemas: boolean;
  /** The folder kept files live in (`KP_FILES_DIR`; beside the SQLite file by default), unless `s3` is set. */
  filesDir: string;
  /** An S3-compatible bucket for kept files instead (`KP_S3_BUCKET`, `KP_S3_ENDPOINT`, `KP_S3_REGION`, `KP_S3_PREFIX`). */
  s3?: S3Settings;
  /**
   * Tests only (`KP_TEST_LOOPBACK_FETCH`): files a platform points at (a recording) may be fetched
   * from 127.0.0.1 over http, where the tests' fake platforms listen. Off in every real setting.
   */
  loopbackFetch?: boolean;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !/^(0|off|false|no)$/i.test(value.trim());
}

/** A DATABASE_URL this server can use, or an error that says what it takes; unset means SQLite. */
function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^postgres(ql)?:\/\//i.test(value)) return value;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1] ?? value.slice(0, 20);
  throw new Error(`DATABASE_URL 只支持 PostgreSQL（postgres://用户@主机:5432/库名），收到的是「${scheme}」；要用内置 SQLite 请不设置 DATABASE_URL，用 KP_SQLITE_FILE 指定文件`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT 无效: ${env.PORT}`);
  const logFormat = env.LOG_FORMAT || 'json';
  if (logFormat !== 'pretty' && logFormat !== 'json') throw new Error(`LOG_FORMAT 只能是 pretty 或 json: ${logFormat}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: databaseUrl(env.DATABASE_URL),
    sqliteFile: env.KP_SQLITE_FILE || 'data/kp-admin.db',
    captcha: flag(env.KP_CAPTCHA, true),
    adminPassword: env.KP_ADMIN_PASSWORD || undefined,
    demoPassword: env.KP_DEMO_PASSWORD || undefined,
    demoWorld: flag(env.KP_DEMO_DATA, true),
    jwtSecret: env.KP_JWT_SECRET || undefined,
    trustProxy: flag(env.KP_TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat,
    consoleDir: env.KP_CONSOLE_DIR || 'dist',
    schemasDir: env.KP_SCHEMAS_DIR || SCHEMAS_DIR,
    watchSchemas: flag(env.KP_WATCH_SCHEMAS, true),
    filesDir: env.KP_FILES_DIR || join(dirname(env.KP_SQLITE_FILE || 'data/kp-admin.db'), 'files'),
    loopbackFetch: flag(env.KP_TEST_LOOPBACK_FETCH, false),
    s3: env.KP_S3_BUCKET ? { bucket: env.KP_S3_BUCKET, endpoint: env.KP_S3_ENDPOINT || undefined, region: env.KP_S3_REGION || undefined, prefix: env.KP_S3_PREFIX || undefined } : undefined,
  };
}
