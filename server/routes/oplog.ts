import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope.ts';
import { pageQuery, type PageQuery, paginate } from '../services/paging.ts';

interface LogQuery extends PageQuery {
  username?: string; type?: number; resource?: string; startTime?: number; endTime?: number;
}

export async function oplogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: LogQuery }>('/system/logs', {
    config: { access: 'sys:log:query' },
    schema: {
      querystring: pageQuery({
        username: { type: 'string', maxLength: 64 },
        type: { type: 'integer', minimum: 0, maximum: 6 },
        resource: { type: 'string', maxLength: 64 },
        startTime: { type: 'integer', minimum: 0 },
        endTime: { type: 'integer', minimum: 0 },
      }),
    },
  }, async (req) => {
    const q = req.query;
    let query = app.db.kysely.selectFrom('sys_oplog');
    if (q.username) query = query.where('username', '=', q.username);
    if (q.type !== undefined) query = query.where('op_type', '=', q.type);
    if (q.resource) query = query.where('resource', '=', q.resource);
    if (q.startTime !== undefined) query = query.where('created_at', '>=', q.startTime);
    if (q.endTime !== undefined) query = query.where('created_at', '<=', q.endTime);
    return ok(await paginate(query, q, (qb) => qb.selectAll().orderBy('id', 'desc')));
  });
}
