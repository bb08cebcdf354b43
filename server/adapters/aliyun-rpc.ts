/**
 * Aliyun's RPC style, shared by the SMS and the voice providers: the parameters with the common
 * ones (AccessKeyId, Action, Format, SignatureMethod HMAC-SHA1, SignatureNonce, Timestamp, Version),
 * sorted, RFC 3986-encoded and signed with the AccessKey secret; the signature goes first.
 */
import { createHmac } from 'node:crypto';

export interface AliyunKeys { accessKeyId: string; accessKeySecret: string }

/** RFC 3986 encoding as the RPC signature wants it (space %20, * %2A, ~ kept). */
const percent = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The signed query string of `action` (API `version`) with `params`, at `now`, for a GET. */
export function aliyunQuery(keys: AliyunKeys, action: string, version: string, params: Record<string, string>, now: Date, nonce: string): string {
  const query: Record<string, string> = {
    AccessKeyId: keys.accessKeyId, Action: action, Format: 'JSON', RegionId: 'cn-hangzhou',
    SignatureMethod: 'HMAC-SHA1', SignatureNonce: nonce, SignatureVersion: '1.0',
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'), Version: version, ...params,
  };
  const canonical = Object.keys(query).sort().map((k) => `${percent(k)}=${percent(query[k])}`).join('&');
  const signature = createHmac('sha1', `${keys.accessKeySecret}&`).update(`GET&${percent('/')}&${percent(canonical)}`).digest('base64');
  return `Signature=${percent(signature)}&${canonical}`;
}
