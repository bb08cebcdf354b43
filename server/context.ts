import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/connect.ts';
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
  tokenExpiresAt: number;
  sessionExpiresAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: ServerConfig;
    tokens: TokenService;
    /** Produces a captcha's answer text; tests pass a known one. */
    captchaText: () => string;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
