/**
 * 图片工具: POST /app/picture/apply turns an image of the material library into a new library item
 * (crop, resize, rotate, watermark, format, a size in KB), linked to its source. Needs the tool's
 * permission and — since it adds to the library — the library's own add permission.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { holdsPermission } from '../services/access.ts';
import { fileBytes, privateFileId, storeFile } from '../services/files.ts';
import { applyPicture, MAX_SIDE, PICTURE_FORMATS, type PictureSteps, WATERMARK_PLACES } from '../services/picture.ts';

const LIBRARY = 'matter';

interface ApplyBody {
  source_id: number; title: string; folder?: string; tags?: string;
  rotate?: 0 | 90 | 180 | 270;
  crop?: { left: number; top: number; width: number; height: number };
  resize?: { width?: number; height?: number };
  watermark?: { text?: string; image_id?: number; place?: typeof WATERMARK_PLACES[number]; opacity?: number };
  format: typeof PICTURE_FORMATS[number];
  targetKb?: number;
}

const side = { type: 'integer', minimum: 1, maximum: MAX_SIDE };
const BODY = {
  type: 'object', required: ['source_id', 'title', 'format'], additionalProperties: false,
  properties: {
    source_id: { type: 'integer', minimum: 1 }, title: { type: 'string', minLength: 1, maxLength: 100 },
    folder: { type: 'string', maxLength: 16 }, tags: { type: 'string', maxLength: 120 },
    rotate: { enum: [0, 90, 180, 270] },
    crop: { type: 'object', required: ['left', 'top', 'width', 'height'], additionalProperties: false, properties: { left: { type: 'integer', minimum: 0, maximum: 40_000 }, top: { type: 'integer', minimum: 0, maximum: 40_000 }, width: side, height: side } },
    resize: { type: 'object', additionalProperties: false, properties: { width: side, height: side } },
    watermark: {
      type: 'object', additionalProperties: false,
      properties: { text: { type: 'string', maxLength: 40 }, image_id: { type: 'integer', minimum: 1 }, place: { enum: [...WATERMARK_PLACES] }, opacity: { type: 'number', minimum: 0.1, maximum: 1 } },
    },
    format: { enum: [...PICTURE_FORMATS] },
    targetKb: { type: 'integer', minimum: 10, maximum: 10_240 },
  },
} as const;

export async function pictureRoutes(app: FastifyInstance) {
  app.post<{ Body: ApplyBody }>('/app/picture/apply', { config: { access: 'tools:picture:add' }, schema: { summary: '把图片工具的成品存入素材库', body: BODY } }, async (req) => {
    const library = app.engine.screens.get(LIBRARY);
    const resource = library?.resource;
    if (!resource) throw new ApiError('NOT_FOUND', '素材库不可用');
    const add = library.schema!.perms.add!;
    if (!(await holdsPermission(app.db, req.auth!.userId, req.auth!.roles, add, req.snapshot))) throw new ApiError('FORBIDDEN', `结果要存进素材库：还需要素材库的新增权限（${add}）`);
    const body = req.body;
    /** The bytes of library image `id`, or a 400 that names the field. */
    const imageOf = async (id: number, field: string, what: string) => {
      const item = await resource.detail(id, await resource.scopeOf(req)).catch(() => null) as Record<string, unknown> | null;
      if (!item) throw new ApiError('VALIDATION_FAILED', `${what}不存在或已删除`, [{ field, message: `${what}不存在或已删除` }]);
      if (item.kind !== 'image') throw new ApiError('VALIDATION_FAILED', `「${String(item.title)}」不是图片`, [{ field, message: '请选一张图片' }]);
      const fileId = privateFileId(item.file);
      const bytes = fileId && await fileBytes(app.db.kysely, app.files, fileId);
      if (!bytes) throw new ApiError('NOT_FOUND', `${what}的文件已不存在`);
      return { item, bytes };
    };
    const source = await imageOf(body.source_id, 'source_id', '原图');
    const mark = body.watermark?.image_id ? (await imageOf(body.watermark.image_id, 'watermark.image_id', '水印图片')).bytes : undefined;
    if (body.watermark && !body.watermark.text?.trim() && !mark) throw new ApiError('VALIDATION_FAILED', '水印需要文字或一张素材库图片', [{ field: 'watermark', message: '请填写水印文字或选择水印图片' }]);
    const steps: PictureSteps = {
      rotate: body.rotate, crop: body.crop, resize: body.resize, format: body.format, targetKb: body.targetKb,
      watermark: body.watermark && { text: body.watermark.text?.trim() || undefined, image: mark, place: body.watermark.place ?? 'bottom-right', opacity: body.watermark.opacity ?? 0.6 },
    };
    const result = await applyPicture(source.bytes, steps);
    const upload = resource.uploadOf('file');
    const info = await resource.readInfo(req, upload, { ...result, kind: 'image' });
    const url = await storeFile(app.db.kysely, { mime: result.mime, bytes: result.bytes, createdBy: req.auth!.userId, now: app.clock(), purpose: upload.purpose, info }, app.files);
    const { id } = await resource.create(req, { title: body.title, file: url, folder: body.folder ?? source.item.folder ?? '1', tags: body.tags ?? source.item.tags ?? null });
    // Where it came from (x-server: only the server writes it).
    await app.db.kysely.updateTable(resource.table as never).set({ source_id: body.source_id } as never).where('id' as never, '=', id as never).execute();
    return ok({ id, url, width: result.width, height: result.height, size: result.bytes.length, mime: result.mime });
  });
}
