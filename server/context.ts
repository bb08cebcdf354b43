import type { Integrations } from './adapters/registry.ts';
import type { FileStore } from './services/file-store.ts';
import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/connect.ts';
import type { CaptchaWork } from './services/captcha.ts';
import type { TokenService } from './services/tokens.ts';

/**
 * What a route declares about who may call it (deny by default: a route without one
 * is refused, and a test fails): anyone, any logged-in user, one permission string, or
 * 'engine' for the schema engine's dispatcher, whose every binding names its permission.
 */
export type Access = 'public' | 'login' | 'engine' | `${string}:${string}`;

/** The caller of an authenticated request. */
export interface AuthContext {
  userId: number;
  username: string;
  sessionId: string;
  roles: string[];
  /** The session's current token generation (the one this request's token carries). */
  tokenId: string | null;
  tokenExpiresAt: number;
  sessionExpiresAt: number;
  /** The administrator previewing the console as this user (预览视角): every write is refused. */
  previewBy?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: ServerConfig;
    tokens: TokenService;
    /** The HMAC secrets captcha challenges are signed with (from the shared secret). */
    captchaSecrets: { challenge: string; key: string };
    /** The key config secrets are encrypted with (services/secrets.ts). */
    secretKey: Buffer;
    /** How much work a captcha challenge asks; tests ask little. */
    captchaWork: CaptchaWork;
    /** Where kept files' bytes go (services/file-store.ts). */
    files: FileStore;
    /** The external platforms' adapters and the integration log (adapters/registry.ts). */
    integrations: Integrations;
    /** Set once a stop has begun (SIGTERM/SIGINT): readiness answers 503 so balancers send no more. */
    stopping: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** A token already replaced by a refresh, presented here, ends its whole session (token reuse). */
    endsSessionOnReuse?: boolean;
    /** Served during a preview (预览视角) though it is not a GET: the session's own calls, ending the preview. */
    inPreview?: boolean;
    /** A GET that changes something (SPEC's password reset, a platform's test connection): refused during a preview like any write. */
    writes?: boolean;
  }
}
