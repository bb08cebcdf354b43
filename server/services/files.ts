import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { ApiError } from '../errors.ts';
import { randomToken } from './digest.ts';
import { type ImageRules, safeImage } from './images.ts';
import { AuthPolicy } from './policy.ts';
import type { FileStore } from './file-store.ts';
import { isHeif, sniffMedia } from './media.ts';
import type { UploadKind } from '../../schemas/types.ts';

export type { UploadKind };

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

export const UPLOAD_KIND_NAMES: Record<UploadKind, string> = { image: 'PNG、JPEG、GIF、WEBP 图片', pdf: 'PDF', video: 'MP4、MOV、WEBM 视频', audio: 'MP3、M4A、WAV、OGG、AAC 音频' };

/** The type of an upload read from its bytes and which of `accept` it is; else null. */
export function sniffUpload(bytes: Buffer, accept: UploadKind[]): { mime: string; kind: UploadKind } | null {
  const image = sniffImage(bytes);
  if (image) return accept.includes('image') ? { mime: image, kind: 'image' } : null;
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return accept.includes('pdf') ? { mime: 'application/pdf', kind: 'pdf' } : null;
  const media = sniffMedia(bytes);
  return media && accept.includes(media.kind) ? media : null;
}

/** How large a file of `kind` an upload field takes, in bytes (x-upload.maxKb: one bound, or one per kind; 2 MiB by default). */
export function uploadBound(maxKb: number | Partial<Record<UploadKind, number>> | undefined, kind: UploadKind): number {
  const kb = typeof maxKb === 'number' ? maxKb : maxKb?.[kind] ?? 2048;
  return kb * 1024;
}

/** 「PNG、JPEG、GIF、WEBP 图片 或 PDF」: the kinds named, the last after 或. */
const kindsText = (kinds: UploadKind[]) => (kinds.length === 1 ? UPLOAD_KIND_NAMES[kinds[0]] : `${kinds.slice(0, -1).map((k) => UPLOAD_KIND_NAMES[k]).join('、')} 或 ${UPLOAD_KIND_NAMES[kinds[kinds.length - 1]]}`);

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`);

/** Where a private file (one uploaded into a record's field) is served, to those who may open its screen. */
export const PRIVATE_FILES_PATH = `${FILES_PATH}/private`;
export const PRIVATE_FILE_URL = /^\/v1\/api\/files\/private\/([A-Za-z0-9_-]{1,64})$/;

/**
 * Keeps a file and returns the URL it is served at: its row in `sys_file` (through `db`, so inside
 * the caller's transaction), its bytes in `store` — or in the row when no store is given (the demo
 * world's seed). Bytes put in a store by a transaction that then rolls back stay unreferenced.
 */
export async function storeFile(db: Kysely<Database>, file: { mime: string; bytes: Buffer; createdBy: number | null; now: number; purpose?: string; info?: object }, store?: FileStore) {
  const id = randomToken(16);
  if (store) await store.put(id, file.bytes, file.mime);
  await db.insertInto('sys_file').values({
    id, mime: file.mime, size: file.bytes.length, data: store ? Buffer.alloc(0) : file.bytes, created_by: file.createdBy, created_at: file.now,
    purpose: file.purpose ?? null, store: store?.kind ?? null, info: file.info ? JSON.stringify(file.info) : null,
  }).execute();
  return `${file.purpose ? PRIVATE_FILES_PATH : FILES_PATH}/${id}`;
}

/** A kept file's row without its bytes. */
export interface KeptFile { id: string; mime: string; size: number; purpose: string | null; created_by: number | null; info: string | null }

/** The row of kept file `id`, `kind` public (an avatar, a logo) or private (a record's), or null. */
export async function keptFile(db: Kysely<Database>, id: string, kind: 'public' | 'private' | 'any' = 'any'): Promise<KeptFile | null> {
  let query = db.selectFrom('sys_file').select(['id', 'mime', 'size', 'purpose', 'created_by', 'info']).where('id', '=', id);
  if (kind !== 'any') query = query.where('purpose', kind === 'public' ? 'is' : 'is not', null);
  return (await query.executeTakeFirst() as KeptFile | undefined) ?? null;
}

/** The bytes of kept file `id`, from wherever its row says they are; null when they are gone. */
export async function fileBytes(db: Kysely<Database>, store: FileStore, id: string): Promise<Buffer | null> {
  const row = await db.selectFrom('sys_file').select(['store']).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  if (!row.store) {
    const held = await db.selectFrom('sys_file').select('data').where('id', '=', id).executeTakeFirst();
    return held ? Buffer.from(held.data) : null;
  }
  if (row.store !== store.kind) throw new ApiError('NOT_FOUND', `文件保存在「${row.store}」，本服务器现在用的是「${store.kind}」，请检查 KP_S3_BUCKET / KP_FILES_DIR 配置`);
  return store.get(id);
}

/**
 * A library picture (素材库, the engine's `matter` table) by its id: its file's address and type,
 * and its bytes read when asked (null when the file is gone); null when there is no such picture.
 */
export async function libraryPicture(db: Kysely<Database>, store: FileStore, id: number): Promise<{ file: string; mime: string; bytes: () => Promise<Buffer | null> } | null> {
  const item = await (db as Kysely<any>).selectFrom('matter').select(['file', 'mime']).where('id', '=', id).executeTakeFirst();
  const fileId = privateFileId(item?.file);
  if (!item || !fileId) return null;
  return { file: String(item.file), mime: String(item.mime ?? 'image/jpeg'), bytes: () => fileBytes(db, store, fileId) };
}

/** The address anyone may read a public file at (a library picture): its private URL without /private. */
export const publicFileUrl = (url: unknown) => (typeof url === 'string' && url ? url.replace(`${PRIVATE_FILES_PATH}/`, `${FILES_PATH}/`) : null);

/** The id in a private file's URL, or null. */
export const privateFileId = (url: unknown) => (typeof url === 'string' ? PRIVATE_FILE_URL.exec(url)?.[1] ?? null : null);

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
export async function readUploadedFile(req: FastifyRequest, rules: { accept: UploadKind[]; maxBytes: number; what: string; missing: string; image?: Omit<ImageRules, 'what'>; boundOf?: (kind: UploadKind) => number }): Promise<{ mime: string; kind: UploadKind; bytes: Buffer; width?: number; height?: number }> {
  const bytes = await readUpload(req, { fileSize: rules.maxBytes, fields: 0 }, rules.missing);
  const sniffed = sniffUpload(bytes, rules.accept);
  // An iPhone's photo: said as such (the image library here does not decode HEVC), with what to do.
  if (!sniffed && isHeif(bytes)) throw new ApiError('UNSUPPORTED_MEDIA', `${rules.what}暂不支持 HEIC 照片，请在手机相机设置中选“兼容性最佳”，或把照片转为 JPG 后再上传`);
  if (!sniffed) throw new ApiError('UNSUPPORTED_MEDIA', `${rules.what}只支持 ${kindsText(rules.accept)}`);
  // Each kind within its own bound (a field taking videos and images keeps images small).
  const bound = rules.boundOf?.(sniffed.kind) ?? rules.maxBytes;
  if (bytes.length > bound) throw new ApiError('PAYLOAD_TOO_LARGE', `${rules.what.trim()}（${UPLOAD_KIND_NAMES[sniffed.kind]}）最大 ${sizeText(bound)}，这个文件有 ${sizeText(bytes.length)}`);
  // An image is never kept as sent: bounded in pixels, decoded off the event loop, written anew.
  if (sniffed.kind === 'image') return { ...await safeImage(bytes, { ...rules.image, what: rules.what.trim() }), kind: 'image' };
  return { ...sniffed, bytes };
}

/** An uploaded image (avatar, logo): at most 2 MiB and 16 megapixels, kept at most 512 px square. `what` names it in the refusal. */
export const readUploadedImage = (req: FastifyRequest, what: string) =>
  readUploadedFile(req, { accept: ['image'], maxBytes: AuthPolicy.avatarMaxBytes, what, missing: '请在 file 字段上传一张图片', image: { maxPixels: 16_000_000, fit: 512 } });

/** How old a file with no row (or a temporary one) must be before the sweep removes it: older than any write in progress. */
const SWEEP_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes what a crash or a failed write leaves in the store: files no `sys_file` row references
 * (their bytes were put, then the transaction that was to reference them rolled back or its
 * process died) and temporary `.part` files, each older than SWEEP_AFTER_MS. Answers how many.
 */
export async function sweepFiles(db: Kysely<Database>, store: FileStore, now: number): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const settle = async () => {
    if (!batch.length) return;
    const known = new Set((await db.selectFrom('sys_file').select('id').where('id', 'in', batch).execute()).map((r) => r.id));
    for (const id of batch) {
      if (known.has(id)) continue;
      await store.remove(id);
      removed++;
    }
    batch = [];
  };
  for await (const entry of store.list()) {
    if (now - entry.at < SWEEP_AFTER_MS) continue;
    if (entry.partial) {
      await store.removePartial?.(entry);
      removed++;
      continue;
    }
    batch.push(entry.id);
    if (batch.length >= 500) await settle();
  }
  await settle();
  return removed;
}
