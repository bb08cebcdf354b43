/**
 * Secrets kept in the system config (an SMS provider's AccessKey secret) are stored encrypted
 * (AES-256-GCM, under a key derived from the server's own secret) and never shown again: reading
 * the config answers SECRET_MASK for them, and sending SECRET_MASK back leaves them as they are.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const SECRET_MASK = '******';
const PREFIX = 'enc:v1:';

/** Config keys that hold secrets: the last part names a secret (accessKeySecret, password, token). */
export const isSecretKey = (key: string) => /(secret|password|token)$/i.test(key);

/** The encryption key for config secrets, from the server's shared secret. */
export const secretKeyFrom = (sharedSecret: string) => createHash('sha256').update(`config-secret:${sharedSecret}`).digest();

export function sealSecret(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Whether `stored` is a secret sealed by sealSecret (its form, not whether this key opens it). */
export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** The secret in `stored`, or null when it is not one this server sealed (another key, altered, plain). */
export function openSecret(key: Buffer, stored: string): string | null {
  if (!stored.startsWith(PREFIX)) return null;
  try {
    const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
