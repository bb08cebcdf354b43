import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { WHOLE } from '../services/bounds.ts';
import { pageQuery, type PageQuery, paginate } from '../services/paging.ts';

interface LogQuery extends PageQuery {
  username?: string; type?: number; op_type?: number; resource?: string; startTime?: number; endTime?: number;
  start_date?: string; end_date?: string; date?: string;
}

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
/** A calendar day's first millisecond, in the server's time zone. */
const dayStart = (date: string) => new Date(`${date}T00:00:00`).getTime();
const DAY = 24 * 60 * 60 * 1000;

export async function oplogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: LogQuery }>('/system/logs', {
    config: { access: 'sys:log:query' },
    schema: {
      querystring: pageQuery({
        username: { type: 'string', maxLength: 64 },
        type: { type: 'integer', minimum: 0, maximum: 6 },
        resource: { type: 'string', maxLength: 64 },
        startTime: WHOLE,
        endTime: WHOLE,
        // The screen's names for the same filters: the type by its field, the time by calendar days.
        op_type: { type: 'integer', minimum: 0, maximum: 6 },
        start_date: DATE,
        end_date: DATE,
        // The screen's range picker: "from,to", either end may be empty.
        date: { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?,?(\\d{4}-\\d{2}-\\d{2})?$', maxLength: 21 },
      }),
    },
  }, async (req) => {
    const q = req.query;
    let query = app.db.kysely.selectFrom('sys_oplog');
    if (q.username) query = query.where('username', '=', q.username);
    const type = q.type ?? q.op_type;
    if (type !== undefined) query = query.where('op_type', '=', type);
    if (q.resource) query = query.where('resource', '=', q.resource);
    if (q.startTime !== undefined) query = query.where('created_at', '>=', q.startTime);
    if (q.endTime !== undefined) query = query.where('created_at', '<=', q.endTime);
    const [rangeFrom, rangeTo] = (q.date ?? '').split(',');
    const from = q.start_date || rangeFrom || undefined;
    const to = q.end_date || rangeTo || undefined;
    if (from && to && from > to) throw new ApiError('VALIDATION_FAILED', `开始日期 ${from} 晚于结束日期 ${to}`, [{ field: 'date', message: '开始日期不能晚于结束日期' }]);
    if (from) query = query.where('created_at', '>=', dayStart(from));
    if (to) query = query.where('created_at', '<', dayStart(to) + DAY);
    return ok(await paginate(query, q, (qb) => qb.selectAll().orderBy('id', 'desc')));
  });

  // The resources the log names, for the screen's filter.
  app.get('/system/logs/resources', { config: { access: 'sys:log:query' } }, async () => {
    const rows = await app.db.kysely.selectFrom('sys_oplog').select('resource').distinct().orderBy('resource').execute();
    return ok(rows.map((r) => ({ label: r.resource, value: r.resource })));
  });
}
