import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { WHOLE } from '../services/bounds.ts';
import { parseDayRange } from '../../validators/dates.ts';
import { OpType } from '../services/oplog.ts';
import { pageQuery, type PageQuery, paginate } from '../services/paging.ts';

interface LogQuery extends PageQuery {
  username?: string; type?: number; op_type?: number; resource?: string; startTime?: number; endTime?: number;
  start_date?: string; end_date?: string; date?: string;
}

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
/** A calendar day's first millisecond, in the server's time zone. */
const dayStart = (date: string) => new Date(`${date}T00:00:00`).getTime();
const DAY = 24 * 60 * 60 * 1000;

/** The resources hand-written routes log, by the names the screens use. */
const HAND_WRITTEN_RESOURCES: Record<string, string> = { user: '用户', role: '角色', system_info: '系统设置', system_config: '系统配置', auth_code: '免密登录码' };

const DATE_RANGE = { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?,?(\\d{4}-\\d{2}-\\d{2})?$', maxLength: 21 };

/**
 * The times a day filter covers: the screen's range "from,to" (either end may be empty) or
 * separate first and last days; a first day after the last is refused.
 */
function dayBounds(range?: string, first?: string, last?: string): { from?: number; to?: number } {
  const [rangeFrom, rangeTo] = (range ?? '').split(',').map((s) => s.trim());
  const from = first || rangeFrom || undefined;
  const to = last || rangeTo || undefined;
  if (from && to && from > to) throw new ApiError('VALIDATION_FAILED', `开始日期 ${from} 晚于结束日期 ${to}`, [{ field: 'date', message: '开始日期不能晚于结束日期' }]);
  if ((range ?? '').split(',').length > 2 || !parseDayRange(`${from ?? ''},${to ?? ''}`)) throw new ApiError('VALIDATION_FAILED', '日期不正确：应为 YYYY-MM-DD 的真实日期', [{ field: 'date', message: '日期不正确' }]);
  return { from: from ? dayStart(from) : undefined, to: to ? dayStart(to) + DAY : undefined };
}

export async function oplogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: LogQuery }>('/system/logs', {
    config: { access: 'sys:log:query' },
    schema: {
      summary: '操作日志',
      querystring: pageQuery({
        username: { type: 'string', maxLength: 64 },
        type: { type: 'integer', minimum: 0, maximum: OpType.REVEAL },
        resource: { type: 'string', maxLength: 64 },
        startTime: WHOLE,
        endTime: WHOLE,
        // The screen's names for the same filters: the type by its field, the time by calendar days.
        op_type: { type: 'integer', minimum: 0, maximum: OpType.REVEAL },
        start_date: DATE,
        end_date: DATE,
        // The screen's range picker: "from,to", either end may be empty.
        date: DATE_RANGE,
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
    const { from, to } = dayBounds(q.date, q.start_date, q.end_date);
    if (from !== undefined) query = query.where('created_at', '>=', from);
    if (to !== undefined) query = query.where('created_at', '<', to);
    return ok(await paginate(query, q, (qb) => qb.selectAll().orderBy('id', 'desc')));
  });

  // Every login attempt: who (as typed), how, what it came to, from where.
  app.get<{ Querystring: PageQuery & { username?: string; result?: string; method?: string; date?: string } }>('/system/loginLogs', {
    config: { access: 'sys:loginLog:query' },
    schema: {
      summary: '登录日志',
      querystring: pageQuery({
        username: { type: 'string', maxLength: 64 }, result: { type: 'string', maxLength: 32 },
        method: { type: 'string', enum: ['密码', '免密'] }, date: DATE_RANGE,
      }),
    },
  }, async (req) => {
    const q = req.query;
    let query = app.db.kysely.selectFrom('sys_login_log');
    if (q.username) query = query.where('username', '=', q.username);
    if (q.result) query = query.where('result', '=', q.result);
    if (q.method) query = query.where('method', '=', q.method);
    const { from, to } = dayBounds(q.date);
    if (from !== undefined) query = query.where('created_at', '>=', from);
    if (to !== undefined) query = query.where('created_at', '<', to);
    return ok(await paginate(query, q, (qb) => qb.selectAll().orderBy('id', 'desc')));
  });

  // The resources the log names, for the screen's filter.
  // Labelled as people know them: a stored screen's table by its record name (demo_showcase → 示例).
  app.get('/system/logs/resources', { schema: { summary: '操作日志中出现过的资源类型' }, config: { access: 'sys:log:query' } }, async () => {
    const rows = await app.db.kysely.selectFrom('sys_oplog').select('resource').distinct().orderBy('resource').execute();
    const titles = new Map<string, string>(Object.entries(HAND_WRITTEN_RESOURCES));
    for (const screen of app.engine.screens.values()) {
      const table = screen.schema?.storage?.table;
      if (table) titles.set(table, screen.schema!.record ?? screen.schema!.title);
    }
    return ok(rows.map((r) => ({ label: titles.get(r.resource) ?? r.resource, value: r.resource })));
  });
}
