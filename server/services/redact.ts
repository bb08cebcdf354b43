/**
 * What a log line may say of a request: its URL with every credential blanked. The spec's own
 * calls carry some in the query (`GET /system/users/password/{id}?password=…`, a one-time login's
 * `code`, a platform's `access_token`) and some in the path (a signing link's token, a callback's
 * secret); pino logs the URL of every request, refused ones too.
 */
import type { FastifyRequest } from 'fastify';

/** Query names whose values are credentials: password, pwd, secret, token, code, ticket, and names ending so (access_token, appsecret). */
export const SECRET_NAME = /(password|passwd|pwd|secret|token|code|ticket)$/i;
/** Path parameters that are credentials (a route's `:token`, `:secret`). */
const SECRET_PARAM = /^(token|secret)$/i;
export const CENSOR = '***';

/** `url` with the values of credential query fields replaced by CENSOR (the names kept, so the line still says what was asked). */
export function redactQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url.slice(mark + 1).split('&').map((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 0) return pair;
    let name = pair.slice(0, equals);
    try { name = decodeURIComponent(name.replace(/\+/g, ' ')); } catch { /* a name that does not decode is judged as written */ }
    return SECRET_NAME.test(name) ? `${pair.slice(0, equals)}=${CENSOR}` : pair;
  });
  return `${url.slice(0, mark)}?${query.join('&')}`;
}

/** The request's URL for a log line: credential query values and credential path parameters blanked. */
export function loggedUrl(request: Pick<FastifyRequest, 'url' | 'params'>): string {
  let url = redactQuery(request.url);
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    if (!SECRET_PARAM.test(name) || typeof value !== 'string' || !value) continue;
    // As it stands in the path: encoded as the client sent it, or as read.
    for (const form of new Set([encodeURIComponent(value), value])) url = url.split(`/${form}`).join(`/${CENSOR}`);
  }
  return url;
}

/** pino's request serializer (Fastify's fields), with loggedUrl for the URL. */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: loggedUrl(request), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}
