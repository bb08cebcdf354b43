import type { ServerConfig } from './config.ts';
import { isDatabaseDown } from './db/outage.ts';

/**
 * Why the server could not start, as one line in Chinese and English for the person at the
 * terminal (no stack: they did nothing wrong in the code). Errors the server does not know are
 * said by their message alone.
 */
export function startFailure(error: unknown, config: Pick<ServerConfig, 'databaseUrl' | 'sqliteFile'>): string {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  // The step's own wording (数据库迁移失败…) may wrap the error that says what is wrong.
  while (e && typeof e.code !== 'string' && e.cause) e = e.cause as typeof e;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = (error as { message?: unknown })?.message;
  const said = typeof message === 'string' ? message : String(error);
  const where = config.databaseUrl ? 'PostgreSQL' : config.sqliteFile;
  if (/^(SQLITE_READONLY|SQLITE_CANTOPEN|SQLITE_PERM|SQLITE_IOERR)/.test(code) || ['EACCES', 'EROFS', 'EPERM', 'ENOTDIR'].includes(code)) {
    return `数据目录不可写（${where}）：请检查该文件和它所在文件夹的权限，或用 KP_SQLITE_FILE 指定可写的位置 / the data folder is not writable (${where}): check the permissions of the file and its folder, or set KP_SQLITE_FILE to a writable place [${code}]`;
  }
  if (code === 'ENOSPC' || code === 'SQLITE_FULL') {
    return `磁盘空间不足（${where}） / the disk is full (${where}) [${code}]`;
  }
  if (isDatabaseDown(error)) {
    return `无法连接数据库（${where}）：请确认 PostgreSQL 已启动、DATABASE_URL 正确 / cannot reach the database (${where}): check that PostgreSQL is running and DATABASE_URL is right [${code || said}]`;
  }
  return `${said.split('\n')[0]}${code ? ` [${code}]` : ''}`;
}
