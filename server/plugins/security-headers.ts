import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // A private recording or video plays from the bytes read with the caller's token (a blob: URL).
      mediaSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      // Staff often reach it over plain http on the office network; upgrading would break that.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
} as const;

/** The headers helmet sets for our options; they never vary by request, so they are worked out once. */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  };
  helmet(OPTIONS)({} as never, res as never, () => undefined);
  return headers;
}

/** Security headers on every answer, envelope or file or console page; `no-store` on the API's. */
export const security = fp(async (app: FastifyInstance) => {
  const { 'strict-transport-security': hsts, ...plain } = securityHeaders();
  // Set as each request arrives (and kept by error answers); a callback hook costs no promise.
  // HSTS only over https (issue 26): over plain http a browser ignores it, and it only misleads.
  const sets = (secure: boolean) => (secure && hsts ? { ...plain, 'strict-transport-security': hsts } : plain);
  const headers = { http: sets(false), https: sets(true) };
  const apiHeaders = { http: { ...headers.http, 'cache-control': 'no-store' }, https: { ...headers.https, 'cache-control': 'no-store' } };
  app.addHook('onRequest', (req, reply, done) => {
    const scheme = req.protocol === 'https' ? 'https' : 'http';
    // Every /v1/api answer may carry personal data (tokens, profiles, records): no cache keeps one.
    // Uploaded files (random ids, images) and the console's own files may be cached.
    reply.headers(req.url.startsWith('/v1/api/') && !req.url.startsWith('/v1/api/files/') ? apiHeaders[scheme] : headers[scheme]);
    done();
  });
}, { name: 'security' });
