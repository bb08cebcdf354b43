import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import localizeZh from 'ajv-i18n/localize/zh/index.js';
import { ApiError, ErrorCodes, type ErrorKind } from '../errors.ts';
import { isDatabaseDown } from '../db/outage.ts';
import { uniqueViolation } from '../db/unique.ts';

/** The success envelope: `{code: '00000', msg: '成功', data}`. */
export function ok<T>(data: T) {
  return { code: ErrorCodes.OK.code, msg: ErrorCodes.OK.msg, data };
}

const OK_PREFIX = JSON.stringify(ok(null)).replace(/null}$/, '');

/** The success envelope as JSON text around `dataJson`, already JSON text itself. */
export function okJson(dataJson: string): string {
  return `${OK_PREFIX}${dataJson}}`;
}

const [OK_BYTES, CLOSE_BYTES] = [Buffer.from(OK_PREFIX), Buffer.from('}')];

/** okJson in UTF-8 bytes, around `dataJson`'s. */
export function okJsonBytes(dataJson: Buffer): Buffer {
  return Buffer.concat([OK_BYTES, dataJson, CLOSE_BYTES]);
}

export function failure(kind: ErrorKind, msg?: string, data: unknown = null) {
  return { code: ErrorCodes[kind].code, msg: msg ?? ErrorCodes[kind].msg, data };
}

export interface FieldError { field: string; message: string }

type AjvError = NonNullable<FastifyError['validation']>[number] & { params: Record<string, unknown> };

/** Ajv's errors as one Chinese message per field, e.g. `{field: 'username', message: '不应少于 1 个字符'}`. */
export function fieldErrors(errors: AjvError[]): FieldError[] {
  localizeZh(errors as never);
  return errors.map((e) => {
    const path = e.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const missing = typeof e.params.missingProperty === 'string' ? e.params.missingProperty : '';
    const extra = typeof e.params.additionalProperty === 'string' ? e.params.additionalProperty : '';
    const message = missing ? '为必填项' : extra ? '是未知字段' : e.message ?? '不合法';
    return { field: [path, missing || extra].filter(Boolean).join('.') || '(根)', message };
  });
}

// Fastify's own client errors, mapped onto the catalogue.
const fastifyErrors: Record<string, [ErrorKind, string?]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['PAYLOAD_TOO_LARGE', '请求体过大'],
  FST_REQ_FILE_TOO_LARGE: ['PAYLOAD_TOO_LARGE', '上传文件过大'],
  FST_FILES_LIMIT: ['VALIDATION_FAILED', '只能上传一个文件'],
  FST_PARTS_LIMIT: ['VALIDATION_FAILED', '上传内容的字段过多'],
  FST_FIELDS_LIMIT: ['VALIDATION_FAILED', '上传内容只应包含一个 file 字段'],
  FST_PROTO_VIOLATION: ['VALIDATION_FAILED', '上传内容不合法'],
  FST_INVALID_MULTIPART_CONTENT_TYPE_BOUNDARY: ['VALIDATION_FAILED', '上传内容格式不正确'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_MEDIA', '不支持的内容类型，请使用 JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['VALIDATION_FAILED', '请求体长度不正确'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['VALIDATION_FAILED', '请求体为空'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['VALIDATION_FAILED', '请求体不是合法的 JSON'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['UNSUPPORTED_MEDIA', '请以 multipart/form-data 上传文件'],
};

/**
 * Makes every answer the `{code, msg, data}` envelope: thrown ApiErrors, schema
 * validation (Chinese message per field), Fastify's client errors, unknown routes,
 * and anything unexpected (logged, shown as 系统出错 without a stack).
 */
export const envelope = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send({ code: error.code, msg: error.message, data: error.data });
    if (error.validation) {
      const fields = fieldErrors(error.validation as AjvError[]);
      const where = error.validationContext === 'body' ? '' : `（${error.validationContext}）`;
      const msg = `请求参数错误${where}：${fields.map((f) => `${f.field} ${f.message}`).join('；')}`;
      return reply.code(400).send(failure('VALIDATION_FAILED', msg, fields));
    }
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) return reply.code(ErrorCodes[known[0]].status).send(failure(known[0], known[1]));
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.code(400).send(failure('VALIDATION_FAILED', '请求格式不正确'));
    }
    if (error.statusCode === 429) return reply.code(429).send(failure('RATE_LIMITED'));
    // SQLite shared by several processes: a write that waited out busy_timeout was rolled back whole.
    if (/^SQLITE_BUSY/.test(String(error.code ?? ''))) {
      req.log.warn({ err: error }, 'database busy');
      return reply.code(503).send(failure('SYSTEM_BUSY'));
    }
    // Two writers racing past the same check: the database kept one; the other is told why.
    const duplicate = uniqueViolation(error);
    if (duplicate) return reply.code(409).send(failure('DUPLICATE', duplicate));
    if (isDatabaseDown(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(failure('DATABASE_UNAVAILABLE'));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure('SYSTEM_ERROR'));
  });

  // A stop in progress: what arrives now (on a kept-alive connection) is told so in the envelope and
  // its connection closed, so a client or balancer retries elsewhere; requests already running finish.
  app.addHook('onRequest', async (_req, reply) => {
    if (app.stopping) return reply.code(503).header('connection', 'close').header('retry-after', '5').send(failure('STOPPING'));
  });

  app.setNotFoundHandler((req, reply) => reply.code(404).send(failure('ROUTE_NOT_FOUND', `接口不存在: ${req.method} ${req.url.split('?')[0]}`)));
}, { name: 'envelope' });
