import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';
import { ID } from '../services/bounds.ts';
import { ownedWithin, rowScope } from '../services/data-scope.ts';
import { screenFor } from './engine-routes.ts';

/**
 * Field linkage (schema `form.fill`): the values a picked record gives a form's other fields — the
 * record itself, or the latest record of another screen pointing at it — for whoever may add or
 * edit on the form's screen, read within their data scope (a record they may not pick gives nothing).
 */
export async function fillRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string }; Querystring: { rule: number; id: number } }>('/fill/*', {
    config: { access: 'login' },
    schema: { summary: '按关联记录填充表单字段', querystring: { type: 'object', required: ['rule', 'id'], additionalProperties: false, properties: { rule: { type: 'integer', minimum: 0, maximum: 9 }, id: ID } } },
  }, async (req) => {
    const screen = await screenFor(req, req.params['*'], ['add', 'edit']);
    const rule = screen.schema!.form?.fill?.[req.query.rule];
    const picked = rule && screen.resource!.relations.find((r) => r.field === rule.when);
    if (!rule || !picked) throw new ApiError('NOT_FOUND', `页面 ${req.params['*']} 没有第 ${req.query.rule} 条带入规则`);
    const k = app.db.kysely as Kysely<any>;
    const scope = await rowScope(req);
    // The picked record only if its picker would offer it (the picker's own scope rule, colleagues' included).
    const none = Object.fromEntries(Object.keys(rule.set).map((to) => [to, null]));
    const offered = await screen.resource!.relationOptions(rule.when, { ids: String(req.query.id) }, async () => scope);
    if (!offered.length) return ok(none);
    const fields = [...new Set(Object.values(rule.set))];
    let row: Record<string, unknown> | undefined;
    if (rule.from) {
      const source = req.server.engine.screens.get(rule.from.screen)?.resource;
      if (!source) return ok(none);
      let q = k.selectFrom(source.table).select(fields).where(rule.from.by, '=', req.query.id);
      if (source.owner && scope?.owners) q = q.where(ownedWithin(source.owner, scope.owners, source.pool));
      row = await q.orderBy(rule.from.latest, 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    } else {
      row = await k.selectFrom(picked.table).select(fields).where('id', '=', req.query.id).executeTakeFirst();
    }
    return ok(Object.fromEntries(Object.entries(rule.set).map(([to, of]) => [to, row?.[of] ?? null])));
  });
}
