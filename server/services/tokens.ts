import { createSigner, createVerifier } from 'fast-jwt';
import type { Clock } from '../clock.ts';

const MAX_REMEMBERED = 10_000;

export interface TokenClaims {
  userId: number;
  username: string;
  sessionId: string;
  /** The session's token generation this token belongs to (absent in tokens from before rotation). */
  tokenId?: string;
  /** Expiry in ms since the epoch. */
  expiresAt: number;
}

/**
 * Signs and checks the HS256 access tokens; `exp` and the session id travel inside.
 * fast-jwt verifies synchronously; a token once verified is remembered by its exact text (a
 * signature never stops being valid under one key), and expiry is checked here against the
 * injectable clock on every use.
 */
export class TokenService {
  private readonly signer: (payload: Record<string, unknown>) => string;
  private readonly verifier: (token: string) => Record<string, unknown>;
  private readonly verified = new Map<string, Record<string, unknown>>();

  constructor(secret: string, private readonly clock: Clock) {
    this.signer = createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true });
    this.verifier = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, ignoreNotBefore: true });
  }

  sign(claims: TokenClaims): Promise<string> {
    return Promise.resolve(this.signer({
      sub: String(claims.userId), sid: claims.sessionId, jti: claims.tokenId, username: claims.username,
      iat: Math.floor(this.clock() / 1000), exp: Math.floor(claims.expiresAt / 1000),
    }));
  }

  /** The token's claims, or null when it is malformed, tampered with or expired. */
  async verify(token: string): Promise<TokenClaims | null> {
    let payload = this.verified.get(token);
    if (!payload) {
      try {
        payload = this.verifier(token);
      } catch {
        return null;
      }
      if (this.verified.size >= MAX_REMEMBERED) this.verified.clear();
      this.verified.set(token, payload);
    }
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    if (payload.exp * 1000 <= this.clock()) return null;
    const tokenId = typeof payload.jti === 'string' ? payload.jti : undefined;
    return { userId, username: String(payload.username ?? ''), sessionId: payload.sid, tokenId, expiresAt: payload.exp * 1000 };
  }
}
