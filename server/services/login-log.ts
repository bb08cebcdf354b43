import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

/** What a refused login came to, by its error code, in words for the 登录日志 screen. */
const OUTCOMES: Record<string, string> = {
  A0210: '用户名或密码错误', A0211: '失败过多，等待中', A0212: '账户已停用', A0213: '此 IP 失败过多',
  A0240: '人机验证未通过', A0242: '人机验证已过期', A0250: '免密登录码无效', A0251: '免密登录码已过期', A0252: '免密登录码已被使用',
  A0400: '请求不完整',
};

/** The outcome of a login attempt that threw `error`. */
export const loginOutcome = (error: unknown) => (error instanceof ApiError ? OUTCOMES[error.code] ?? error.message.slice(0, 32) : '系统出错');

/**
 * Writes one row of the login log: who tried (the name as typed), how (password or a
 * password-less code), what it came to, from which IP and browser. Never fails the login itself.
 */
export async function recordLogin(req: FastifyRequest, entry: { username: string; userId: number | null; method: 'password' | 'nopwd'; result: string }) {
  await req.server.db.kysely.insertInto('sys_login_log').values({
    username: entry.username.slice(0, 64), user_id: entry.userId, method: entry.method === 'password' ? '密码' : '免密', result: entry.result.slice(0, 32),
    ip: req.ip, user_agent: req.headers['user-agent']?.slice(0, 255) ?? null, created_at: req.server.clock(),
  }).execute().catch((error: unknown) => req.log.error({ err: error }, '登录日志写入失败'));
}
