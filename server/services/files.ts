import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { randomToken } from './digest.ts';

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

/**
 * Keeps an upload in the database, so every server process can serve it,
 * and returns the URL it is served at.
 */
export async function storeFile(db: Kysely<Database>, file: { mime: string; bytes: Buffer; createdBy: number | null; now: number }) {
  const id = randomToken(16);
  await db.insertInto('sys_file').values({
    id, mime: file.mime, size: file.bytes.length, data: file.bytes, created_by: file.createdBy, created_at: file.now,
  }).execute();
  return `${FILES_PATH}/${id}`;
}
