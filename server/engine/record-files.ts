import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import { type RowScope } from '../services/data-scope.ts';
import { RecordCore, type Row } from './record-core.ts';
import { privateFileId, storeFile, uploadBound } from '../services/files.ts';
import { mediaDuration } from '../services/media.ts';
import { thumbnail } from '../services/images.ts';
import type { FileInfoKey, UploadKind } from '../../schemas/types.ts';

/** What the server read of an uploaded file (kept as sys_file.info). */
export type FileInfo = { kind: string; mime: string; size: number; width?: number; height?: number; duration?: number | null; thumb?: string } & Partial<Record<FileInfoKey, unknown>>;

/** The files a stored screen's records hold: who may see or open them, and an upload field's rules. */
export class RecordFiles {
  constructor(readonly core: RecordCore) {}

  /**
   * Whether the caller (within `scope`) sees the record whose upload field `field` holds `url`:
   * true or false, or null when no record holds it (uploaded, not saved yet).
   */
  async fileVisible(field: string, url: string, scope?: RowScope): Promise<boolean | null> {
    // The field the file was kept for (its purpose): an upload, a drawing, or a file the server wrote.
    if (!this.core.fileFields.has(field)) return false;
    const rows = await this.recordsHolding(field, url);
    if (rows.length === 0) return null;
    return rows.some((row) => this.core.inScope(row, scope));
  }

  /** The records whose field `field` holds the file at `url` (a few at most). */
  recordsHolding(field: string, url: string): Promise<Row[]> {
    return this.core.k.selectFrom(this.core.table).selectAll().where(field, '=', url).limit(20).execute();
  }

  /**
   * Whether `me` may open the personal file (x-personal) at `url` in field `field`: they own a
   * record holding it, or `sensitive` (they hold perms.sensitive). Each opening is logged as a reveal.
   */
  async openPersonalFile(req: FastifyRequest, field: string, url: string, sensitive: boolean): Promise<boolean> {
    const rows = await this.recordsHolding(field, url);
    const mine = rows.find((r) => this.core.owner && r[this.core.owner] === req.auth!.userId);
    const row = mine ?? (sensitive ? rows[0] : undefined);
    if (!row) return false;
    await logOperation(this.core.k as never, req, { type: OpType.REVEAL, resource: this.core.table, targetId: Number(row.id), summary: `打开${this.core.recordName}「${this.core.label(row)}」的${this.core.fields.get(field)?.title ?? field}` });
    return true;
  }

  /** Whether field `name` holds a file with personal data in it (x-personal). */
  isPersonalFile(name: string): boolean {
    return Boolean(this.core.fields.get(name)?.['x-personal']);
  }

  /** The upload field `name`'s rules (x-upload), or an error saying it has none. */
  uploadOf(name: string) {
    const upload = this.core.fields.get(name)?.['x-upload'];
    if (!upload) throw new ApiError('VALIDATION_FAILED', `「${name}」不是可上传文件的字段`);
    const boundOf = (kind: UploadKind) => uploadBound(upload.maxKb, kind);
    return {
      name, accept: upload.accept, maxBytes: Math.max(...upload.accept.map(boundOf)), boundOf, image: { maxPixels: upload.maxPixels, fit: upload.fit },
      purpose: `${this.core.table}.${name}`, title: this.core.fields.get(name)!.title, info: upload.info, thumb: upload.thumb ?? 320,
    };
  }

  /**
   * What the server reads of a file uploaded into upload field `upload` (its x-upload.info): its
   * kind, type, size, pixels, seconds, and a thumbnail of an image kept as a private file of the
   * thumbnail field (so it is read as the record holding it is).
   */
  async readInfo(req: FastifyRequest, upload: ReturnType<RecordFiles['uploadOf']>, file: { mime: string; kind: UploadKind; bytes: Buffer; width?: number; height?: number }): Promise<FileInfo> {
    const info: FileInfo = { kind: file.kind === 'pdf' ? 'document' : file.kind, mime: file.mime, size: file.bytes.length };
    if (file.width) Object.assign(info, { width: file.width, height: file.height });
    if (file.kind === 'video' || file.kind === 'audio') info.duration = await mediaDuration(file.bytes, file.mime, upload.title);
    const thumbField = upload.info?.thumb;
    if (thumbField && file.kind === 'image') {
      const thumb = await thumbnail(file.bytes, upload.thumb);
      info.thumb = await storeFile(req.server.db.kysely, { mime: 'image/webp', bytes: thumb, createdBy: req.auth!.userId, now: req.server.clock(), purpose: `${this.core.table}.${thumbField}` }, req.server.files);
    }
    return info;
  }

  /**
   * Fills the fields an upload's x-upload.info names from what was read of the file it now holds
   * (when it changed), or empties them when it holds none.
   */
  async fillInfo(record: Row, before?: Row) {
    for (const [name, field] of this.core.fields) {
      const wanted = field['x-upload']?.info;
      if (!wanted || (before && record[name] === before[name])) continue;
      const id = privateFileId(record[name]);
      const row = id ? await this.core.k.selectFrom('sys_file').select('info').where('id', '=', id).executeTakeFirst() : undefined;
      const info: Partial<FileInfo> = row?.info ? JSON.parse(row.info) : {};
      for (const [key, target] of Object.entries(wanted)) record[target] = info[key as keyof FileInfo] ?? null;
    }
  }
}
