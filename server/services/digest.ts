import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Hex SHA-256, for high-entropy secrets (codes, captcha answers) that are stored hashed. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Whether two texts are the same, compared in constant time (a digest, a signature, a secret in an address). */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A random URL-safe token of `bytes` bytes of entropy. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
