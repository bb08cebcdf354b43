import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { fileBytes, keptFile } from '../services/files.ts';

export async function fileRoutes(app: FastifyInstance) {
  // Public by design: ids are 128-bit random, and avatars and logos show on the login page. A file
  // uploaded into a record's field (purpose set) is never served here: see GET /files/private/:id.
  app.get<{ Params: { id: string } }>('/files/:id', {
    config: { access: 'public' },
    schema: { summary: '公开文件（头像、官网素材）', params: { type: 'object', properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } } }, 'x-bare-response': { description: '文件本身（类型为文件的类型）', content: { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } } },
  }, async (req, reply) => {
    const file = await keptFile(app.db.kysely, req.params.id);
    if (file?.purpose && !app.engine.publicPurposes().has(file.purpose)) throw new ApiError('NOT_FOUND', '文件不存在');
    const bytes = file && await fileBytes(app.db.kysely, app.files, file.id);
    if (!file || !bytes) throw new ApiError('NOT_FOUND', '文件不存在');
    return reply.type(file.mime).header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
  });
}
