/**
 * One way to call an external platform (WeChat, the SMS provider; the short-video platform and
 * telephony follow): a real HTTP call with a timeout, retried with backoff only when the platform
 * says it is busy, its error codes said in Chinese, and every call recorded in the integration log
 * (`sys_integration_log`: the endpoint's path — never its query, where tokens and keys travel — how
 * long it took, and what came of it). Nothing is reported done unless the platform said so.
 */
import type { Kysely } from 'kysely';

export interface CallRecord { kind: string; action: string; method: string; endpoint: string; status: number | null; code: string | null; ok: boolean; message: string | null; durationMs: number }

/** What a platform call came to: the JSON answer, or why not in Chinese (with the platform's code). */
export type CallResult<T> = { ok: true; data: T } | { ok: false; code: string | null; message: string };

/** An image as the multipart part `media` that WeChat's and Douyin's media uploads take. */
export function mediaForm(bytes: Buffer, mime: string): FormData {
  const form = new FormData();
  form.append('media', new Blob([new Uint8Array(bytes)], { type: mime }), mime === 'image/png' ? 'picture.png' : 'picture.jpg');
  return form;
}

export interface PlatformCall<T> {
  /** The adapter's kind (`wechat`, `sms`) and what the call does, for the log (获取 access_token). */
  kind: string;
  action: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  /** Headers of the platform's own (the short-video platform's `access-token`). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** How many more times a busy answer is tried (backoff doubling from `backoffMs`). */
  retries?: number;
  backoffMs?: number;
  /** The platform's error code in its answer, or null when it succeeded. */
  code: (json: T) => string | null;
  /** Whether a code means "busy, try again" (WeChat -1, 45009 is a quota and is not). */
  busy?: (code: string) => boolean;
  /** The code in Chinese, with the platform's own message when the code is not known. */
  describe: (code: string, json: T) => string;
}

/** Every call's record goes here; the console lists them for admins (系统管理 › 集成日志). */
export class IntegrationLog {
  constructor(private readonly db: Kysely<any>, private readonly clock: () => number) {}

  async record(r: CallRecord) {
    await this.db.insertInto('sys_integration_log').values({
      kind: r.kind, action: r.action.slice(0, 64), method: r.method, endpoint: r.endpoint.slice(0, 200), status: r.status, code: r.code?.slice(0, 64) ?? null,
      ok: r.ok ? 1 : 0, message: r.message?.slice(0, 500) ?? null, duration_ms: Math.round(r.durationMs), created_at: this.clock(), updated_at: this.clock(),
    }).execute().catch(() => undefined); // a log that cannot be written never fails the call it records
  }

  /** An adapter's last call and last failure. */
  async state(kind: string) {
    const last = await this.db.selectFrom('sys_integration_log').selectAll().where('kind', '=', kind).orderBy('id', 'desc').limit(1).executeTakeFirst();
    const failed = await this.db.selectFrom('sys_integration_log').selectAll().where('kind', '=', kind).where('ok', '=', 0).orderBy('id', 'desc').limit(1).executeTakeFirst();
    return {
      lastAt: last ? Number(last.created_at) : null, lastOk: last ? Boolean(Number(last.ok)) : null,
      lastError: failed ? { at: Number(failed.created_at), message: String(failed.message ?? failed.code ?? '') } : null,
    };
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Calls the platform once (or again while it is busy), records each try, answers what came of it. */
export async function callPlatform<T>(log: IntegrationLog | undefined, call: PlatformCall<T>): Promise<CallResult<T>> {
  const { timeoutMs = 10_000, retries = 2, backoffMs = 300 } = call;
  const { pathname: endpoint, host } = new URL(call.url);
  for (let attempt = 0; ; attempt++) {
    const started = performance.now();
    const record = (r: Pick<CallRecord, 'status' | 'code' | 'ok' | 'message'>) => log?.record({ kind: call.kind, action: call.action, method: call.method, endpoint, durationMs: performance.now() - started, ...r });
    let status: number | null = null;
    let json: T;
    try {
      const res = await fetch(call.url, {
        method: call.method, signal: AbortSignal.timeout(timeoutMs),
        // A file upload goes as multipart, with its own boundary; URLSearchParams as a form (the
        // platform's OAuth calls); anything else as JSON.
        ...(call.body === undefined ? { headers: call.headers }
          : call.body instanceof FormData ? { body: call.body, headers: call.headers }
          : call.body instanceof URLSearchParams ? { body: call.body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...call.headers } }
          : { body: JSON.stringify(call.body), headers: { 'content-type': 'application/json', ...call.headers } }),
      });
      status = res.status;
      // An image answer (a QR code) is the image: its bytes and type.
      const type = res.headers.get('content-type') ?? '';
      json = (type.startsWith('image/') ? { image: Buffer.from(await res.arrayBuffer()), mime: type.split(';')[0] } : await res.json()) as T;
    } catch (error) {
      const why = (error as Error).name === 'TimeoutError' ? `${timeoutMs / 1000} 秒内没有应答` : status ? `应答不是 JSON（HTTP ${status}）` : '连接失败';
      // Which address did not answer: a wrong base URL in 系统配置 is then plain to see.
      const message = `平台不可用（${host} ${why}）`;
      await record({ status, code: null, ok: false, message });
      return { ok: false, code: null, message };
    }
    const code = call.code(json);
    if (code === null) {
      await record({ status, code: null, ok: true, message: null });
      return { ok: true, data: json };
    }
    const message = call.describe(code, json);
    await record({ status, code, ok: false, message });
    if (!(call.busy?.(code)) || attempt >= retries) return { ok: false, code, message };
    await pause(backoffMs * 2 ** attempt);
  }
}
