import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as svgCaptchaModule from 'svg-captcha';
import { ApiError } from '../errors.ts';
import type { Database } from '../db/tables.ts';
import { randomToken, sameDigest, sha256 } from './digest.ts';
import { AuthPolicy } from './policy.ts';

// No look-alikes (0/O, 1/l/I) so a person can read what they type.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function randomCaptchaText(length = 4): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

// The package's module.exports is the render function itself; its typings only list the helpers.
const renderCaptcha = ((svgCaptchaModule as { default?: unknown }).default ?? svgCaptchaModule) as
  (text: string, options: svgCaptchaModule.ConfigObject) => string;

const digest = (id: string, answer: string) => sha256(`${id}:${answer.trim().toLowerCase()}`);

/** Stores a new single-use captcha (hashed answer, 2-minute life) and returns its key and SVG image. */
export async function issueCaptcha(db: Kysely<Database>, text: string, now: number) {
  const id = randomToken(16);
  await db.deleteFrom('sys_captcha').where('expires_at', '<', now).execute();
  await db.insertInto('sys_captcha')
    .values({ id, answer_hash: digest(id, text), expires_at: now + AuthPolicy.captchaTtl }).execute();
  const svg = renderCaptcha(text, { width: 120, height: 40, fontSize: 44, noise: 2, color: true, background: '#f0f2f5' });
  return { captchaKey: id, captchaBase64: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Consumes the captcha `id` whatever the answer, then throws unless `answer` was right and in time. */
export async function checkCaptcha(db: Kysely<Database>, id: string | undefined, answer: string | undefined, now: number) {
  if (!id || !answer) throw new ApiError('CAPTCHA_WRONG', '请输入验证码');
  const row = await db.selectFrom('sys_captcha').selectAll().where('id', '=', id).executeTakeFirst();
  const taken = row ? (await db.deleteFrom('sys_captcha').where('id', '=', id).executeTakeFirst()).numDeletedRows : 0n;
  if (!row || taken === 0n || row.expires_at <= now) throw new ApiError('CAPTCHA_EXPIRED');
  if (!sameDigest(row.answer_hash, digest(id, answer))) throw new ApiError('CAPTCHA_WRONG');
}
