import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { ApiError } from '../errors.ts';
import { randomToken } from './digest.ts';
import { type ImageRules, safeImage } from './images.ts';
import { AuthPolicy } from './policy.ts';

export const FILES_PATH = '/v1/api/files';

const SIGNATURES: Array<[string, (b: Buffer) => boolean]> = [
  ['image/png', (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1'))],
  ['image/webp', (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
];

/** The image type read from the file's first bytes (never from its name or header), or null. */
export function sniffImage(bytes: Buffer): string | null {
  return SIGNATURES.find(([, matches]) => matches(bytes))?.[0] ?? null;
}

/** What an upload field may take (`x-upload.accept`): images, PDFs. */
export type UploadKind = 'image' | 'pdf';
export const UPLOAD_KIND_NAMES: Record<UploadKind, string> = { image: 'PNG、JPEG、GIF、WEBP 图片', pdf: 'PDF' };

/** The type of an upload read from its bytes, when it is one of `accept`; else null. */
export function sniffUpload(bytes: Buffer, accept: UploadKind[]): string | null {
  if (accept.includes('image')) {
    const image = sniffImage(bytes);
    if (image) return image;
  }
  if (accept.includes('pdf') && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

/** Where a private file (one uploaded into a record's field) is served, to those who may open its screen. */
export const PRIVATE_FILES_PATH = `${FILES_PATH}/private`;
export const PRIVATE_FILE_URL = /^\/v1\/api\/files\/private\/([A-Za-z0-9_-]{1,64})$/;

/**
 * Keeps an upload in the database, so every server process can serve it,
 * and returns the URL it is served at.
 */
export async function storeFile(db: Kysely<Database>, file: { mime: string; bytes: Buffer; createdBy: number | null; now: number; purpose?: string }) {
  const id = randomToken(16);
  await db.insertInto('sys_file').values({
    id, mime: file.mime, size: file.bytes.length, data: file.bytes, created_by: file.createdBy, created_at: file.now, purpose: file.purpose ?? null,
  }).execute();
  return `${file.purpose ? PRIVATE_FILES_PATH : FILES_PATH}/${id}`;
}

/**
 * The one file of a multipart request's field `file`, within `limits`; `missing` says what was
 * expected. A second file, more text fields than `limits.fields`, or a body cut short is refused.
 */
export async function readUpload(req: FastifyRequest, limits: { fileSize: number; fields?: number }, missing: string): Promise<Buffer> {
  if (!req.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA', '请以 multipart/form-data 上传文件');
  let bytes: Buffer | undefined;
  try {
    for await (const part of req.parts({ limits: { ...limits, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw new ApiError('VALIDATION_FAILED', missing);
      bytes = await part.toBuffer();
    }
  } catch (error) {
    // Fastify's own upload errors (too large, too many files or fields) map onto the catalogue.
    if (error instanceof ApiError || String((error as { code?: unknown }).code ?? '').startsWith('FST_')) throw error;
    throw new ApiError('VALIDATION_FAILED', '上传内容不完整或格式不正确');
  }
  if (!bytes) throw new ApiError('VALIDATION_FAILED', missing);
  return bytes;
}

/**
 * An uploaded file of the kinds `accept`, within `maxBytes`, its type read from its bytes; `what`
 * names it in a refusal, `missing` says what was expected when no file came.
 */
export async function readUploadedFile(req: FastifyRequest, rules: { accept: UploadKind[]; maxBytes: number; what: string; missing: string; image?: Omit<ImageRules, 'what'> }): Promise<{ mime: string; bytes: Buffer }> {
  const bytes = await readUpload(req, { fileSize: rules.maxBytes, fields: 0 }, rules.missing);
  const mime = sniffUpload(bytes, rules.accept);
  if (!mime) throw new ApiError('UNSUPPORTED_MEDIA', `${rules.what}只支持 ${rules.accept.map((k) => UPLOAD_KIND_NAMES[k]).join(' 或 ')}`);
  // An image is never kept as sent: bounded in pixels, decoded off the event loop, written anew.
  if (mime.startsWith('image/')) return safeImage(bytes, { ...rules.image, what: rules.what.trim() });
  return { mime, bytes };
}

/** An uploaded image (avatar, logo): at most 2 MiB and 16 megapixels, kept at most 512 px square. `what` names it in the refusal. */
export const readUploadedImage = (req: FastifyRequest, what: string) =>
  readUploadedFile(req, { accept: ['image'], maxBytes: AuthPolicy.avatarMaxBytes, what, missing: '请在 file 字段上传一张图片', image: { maxPixels: 16_000_000, fit: 512 } });
