import { SCHEMAS_DIR } from '../schemas/files.ts';

/**
 * Every setting the server reads from the environment. The README's settings table
 * mirrors this list; defaults give the embedded SQLite product on port 8080.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** `postgres://...` switches to PostgreSQL; anything else keeps SQLite. */
  databaseUrl?: string;
  sqliteFile: string;
  captcha: boolean;
  adminPassword?: string;
  demoPassword?: string;
  /** HMAC key for access tokens; when unset, one is generated once and kept in the database. */
  jwtSecret?: string;
  trustProxy: boolean;
  logLevel: string;
  /** Folder of the built console; served at / when it exists. */
  consoleDir: string;
  /** Folder of the screen schemas the engine serves. */
  schemasDir: string;
  /** Re-read the schemas when their folder changes. */
  watchSchemas: boolean;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !/^(0|off|false|no)$/i.test(value.trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT 无效: ${env.PORT}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: env.KP_SQLITE_FILE || 'data/kp-admin.db',
    captcha: flag(env.KP_CAPTCHA, true),
    adminPassword: env.KP_ADMIN_PASSWORD || undefined,
    demoPassword: env.KP_DEMO_PASSWORD || undefined,
    jwtSecret: env.KP_JWT_SECRET || undefined,
    trustProxy: flag(env.KP_TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL || 'info',
    consoleDir: env.KP_CONSOLE_DIR || 'dist',
    schemasDir: env.KP_SCHEMAS_DIR || SCHEMAS_DIR,
    watchSchemas: flag(env.KP_WATCH_SCHEMAS, true),
  };
}
