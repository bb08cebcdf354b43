import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.ts';

export interface TokenClaims {
  userId: number;
  username: string;
  sessionId: string;
  /** Expiry in ms since the epoch. */
  expiresAt: number;
}

/** Signs and checks the HS256 access tokens; `exp` and the session id travel inside. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly clock: Clock) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, username: claims.username })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(Math.floor(this.clock() / 1000))
      .setExpirationTime(Math.floor(claims.expiresAt / 1000))
      .sign(this.key);
  }

  /** The token's claims, or null when it is malformed, tampered with or expired. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.clock()),
        clockTolerance: 0,
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      return { userId, username: String(payload.username ?? ''), sessionId: payload.sid, expiresAt: payload.exp * 1000 };
    } catch {
      return null;
    }
  }
}
