import type { Kysely } from 'kysely';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ApiError } from '../errors.ts';
import type { Database } from '../db/tables.ts';
import { sameDigest, sha256 } from './digest.ts';
import { AuthPolicy } from './policy.ts';

/**
 * How much work one challenge asks: PBKDF2-SHA-256 at `cost` iterations, tried for each counter
 * from 0 up to a secret one between `counterMin` and `counterMax`. Measured on one core of the
 * project's 2-core server with altcha-lib's own solver: 0.25–0.40 s a challenge (five runs); the
 * widget splits the counters over the phone's cores, so a phone solves it in about a second.
 */
export const CAPTCHA_WORK = { algorithm: 'PBKDF2/SHA-256', cost: 500, counterMin: 1000, counterMax: 3000 } as const;
export type CaptchaWork = { algorithm: string; cost: number; counterMin: number; counterMax: number };

/** The HMAC secrets a challenge is signed with, derived from the server's shared secret. */
export function captchaSecrets(sharedSecret: string) {
  return { challenge: sha256(`captcha-challenge:${sharedSecret}`), key: sha256(`captcha-key:${sharedSecret}`) };
}
type Secrets = ReturnType<typeof captchaSecrets>;

/**
 * A proof-of-work challenge (ALTCHA): no image for a program to read, no third party. It is
 * signed, lives `captchaTtl`, and is remembered (its nonce and signature hashed) so it can be
 * spent once. Each IP may fetch `captchaIssuePerMinute` a minute.
 */
export async function issueCaptcha(db: Kysely<Database>, secrets: Secrets, ip: string, now: number, work: CaptchaWork = CAPTCHA_WORK): Promise<Challenge> {
  const { n } = await db.selectFrom('sys_captcha').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip).where('created_at', '>', now - 60_000).executeTakeFirstOrThrow();
  if (Number(n) >= AuthPolicy.captchaIssuePerMinute) throw new ApiError('RATE_LIMITED', '获取人机验证过于频繁，请稍后再试');
  const challenge = await createChallenge({
    algorithm: work.algorithm, cost: work.cost, counter: randomInt(work.counterMin, work.counterMax), deriveKey,
    // The library checks this against the wall clock; the stored row's expiry follows the server's clock.
    expiresAt: Math.floor((Date.now() + AuthPolicy.captchaTtl) / 1000),
    hmacSignatureSecret: secrets.challenge, hmacKeySignatureSecret: secrets.key,
  });
  await db.deleteFrom('sys_captcha').where('expires_at', '<', now).execute();
  await db.insertInto('sys_captcha').values({
    id: sha256(challenge.parameters.nonce), answer_hash: sha256(challenge.signature ?? ''), expires_at: now + AuthPolicy.captchaTtl, ip, created_at: now,
  }).execute();
  return challenge;
}

/** The `{challenge, solution}` a widget sends (base64 JSON), or null when it is not one. */
function readPayload(text: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const payload = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    const nonce = payload?.challenge?.parameters?.nonce;
    if (typeof nonce !== 'string' || typeof payload?.solution !== 'object' || payload.solution === null) return null;
    return payload;
  } catch {
    return null;
  }
}

/** Spends the challenge the payload answers whatever the outcome, then throws unless it was solved, signed by us and in time. */
export async function checkCaptcha(db: Kysely<Database>, secrets: Secrets, payloadText: string | undefined, now: number) {
  if (!payloadText) throw new ApiError('CAPTCHA_WRONG', '请先完成人机验证');
  const payload = readPayload(payloadText);
  if (!payload) throw new ApiError('CAPTCHA_WRONG', '人机验证结果无效，请重新验证');
  const id = sha256(payload.challenge.parameters.nonce);
  const row = await db.selectFrom('sys_captcha').selectAll().where('id', '=', id).executeTakeFirst();
  // Only one of any number of concurrent uses deletes the row; the others find it gone.
  const taken = row ? (await db.deleteFrom('sys_captcha').where('id', '=', id).executeTakeFirst()).numDeletedRows : 0n;
  if (!row || taken === 0n || Number(row.expires_at) <= now) throw new ApiError('CAPTCHA_EXPIRED');
  if (!sameDigest(row.answer_hash, sha256(payload.challenge.signature ?? ''))) throw new ApiError('CAPTCHA_WRONG', '人机验证结果无效，请重新验证');
  const result = await verifySolution({
    challenge: payload.challenge, solution: payload.solution, deriveKey,
    hmacSignatureSecret: secrets.challenge, hmacKeySignatureSecret: secrets.key,
  }).catch(() => ({ verified: false, expired: false }));
  if (result.expired) throw new ApiError('CAPTCHA_EXPIRED');
  if (!result.verified) throw new ApiError('CAPTCHA_WRONG', '人机验证未通过，请重新验证');
}
