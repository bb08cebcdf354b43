import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import { OpType, logOperation } from '../services/oplog.ts';
import { type RowScope } from '../services/data-scope.ts';
import { fileFields } from './table-sync.ts';
import { RecordCore, type Row } from './record-core.ts';

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
    return { accept: upload.accept, maxBytes: (upload.maxKb ?? 2048) * 1024, image: { maxPixels: upload.maxPixels, fit: upload.fit }, purpose: `${this.core.table}.${name}`, title: this.core.fields.get(name)!.title };
  }
}
