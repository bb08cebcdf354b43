/**
 * The error catalogue of /v1/api. Every failure the server reports is one of these
 * codes, with its HTTP status and a Chinese message for the person who caused it.
 * docs/api.md lists them; tests assert on the codes, never on free text alone.
 */
export const ErrorCodes = {
  OK: { code: '00000', status: 200, msg: '成功' },
  TOKEN_MISSING: { code: 'A0230', status: 401, msg: '未登录或登录已过期，请重新登录' },
  TOKEN_INVALID: { code: 'A0231', status: 401, msg: '访问令牌无效或已过期' },
  REFRESH_FAILED: { code: 'A0232', status: 401, msg: '刷新令牌失败，请重新登录' },
  BAD_CREDENTIALS: { code: 'A0210', status: 400, msg: '用户名或密码错误' },
  ACCOUNT_LOCKED: { code: 'A0211', status: 423, msg: '登录失败次数过多，账户已锁定，请稍后再试' },
  ACCOUNT_DISABLED: { code: 'A0212', status: 403, msg: '账户已停用，请联系管理员' },
  TOO_MANY_ATTEMPTS: { code: 'A0213', status: 429, msg: '登录失败次数过多，请稍后再试' },
  OLD_PASSWORD_WRONG: { code: 'A0214', status: 400, msg: '原密码错误' },
  CAPTCHA_WRONG: { code: 'A0240', status: 400, msg: '验证码错误' },
  CAPTCHA_EXPIRED: { code: 'A0242', status: 400, msg: '验证码已过期，请刷新后重试' },
  CODE_INVALID: { code: 'A0250', status: 400, msg: '免密登录码无效' },
  CODE_EXPIRED: { code: 'A0251', status: 400, msg: '免密登录码已过期' },
  CODE_USED: { code: 'A0252', status: 400, msg: '免密登录码已被使用' },
  FORBIDDEN: { code: 'A0301', status: 403, msg: '没有权限执行此操作' },
  VALIDATION_FAILED: { code: 'A0400', status: 400, msg: '请求参数错误' },
  NOT_FOUND: { code: 'A0404', status: 404, msg: '资源不存在' },
  GONE: { code: 'A0410', status: 410, msg: '链接已失效' },
  ROUTE_NOT_FOUND: { code: 'A0405', status: 404, msg: '接口不存在' },
  DUPLICATE: { code: 'A0409', status: 409, msg: '数据已存在' },
  PAYLOAD_TOO_LARGE: { code: 'A0413', status: 413, msg: '上传内容过大' },
  UNSUPPORTED_MEDIA: { code: 'A0415', status: 415, msg: '不支持的内容类型' },
  RATE_LIMITED: { code: 'A0429', status: 429, msg: '请求过于频繁，请稍后再试' },
  HEADERS_TOO_LARGE: { code: 'A0431', status: 431, msg: '请求头过大' },
  SYSTEM_ERROR: { code: 'B0001', status: 500, msg: '系统出错' },
  SYSTEM_BUSY: { code: 'B0210', status: 503, msg: '系统繁忙，请稍后重试（本次操作没有保存）' },
  STORAGE_FULL: { code: 'B0220', status: 507, msg: '存储空间不足，请联系管理员（本次操作没有保存）' },
  STORAGE_UNAVAILABLE: { code: 'B0221', status: 503, msg: '文件存储暂时不可用，请稍后重试（本次操作没有保存）' },
  STOPPING: { code: 'B0212', status: 503, msg: '服务正在重启，请稍后重试（本次操作没有保存）' },
  DATABASE_UNAVAILABLE: { code: 'B0211', status: 503, msg: '数据库暂时不可用，请稍后重试（本次操作没有保存）' },
} as const;

export type ErrorKind = keyof typeof ErrorCodes;

/** A failure that reaches the client as `{code, msg, data}` with the catalogue's status. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(kind: ErrorKind, msg?: string, readonly data: unknown = null) {
    const entry = ErrorCodes[kind];
    super(msg ?? entry.msg);
    this.code = entry.code;
    this.status = entry.status;
  }
}
