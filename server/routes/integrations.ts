import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { ok } from '../plugins/envelope.ts';

/** 集成日志's adapters: each one's state (configured, last call, last failure) and its 测试连接. */
export async function integrationRoutes(app: FastifyInstance) {
  app.get('/system/integrations/adapters', { schema: { summary: '外部平台适配器及其配置状态' }, config: { access: 'sys:integration:query' } }, async () => ok(await Promise.all(
    app.integrations.list().map(async (a) => ({ kind: a.kind, title: a.title, configured: await a.configured(app), ...(await app.integrations.log.state(a.kind)) })),
  )));

  app.post<{ Params: { kind: string } }>('/system/integrations/test/:kind', {
    config: { access: 'sys:integration:test' },
    schema: { summary: '测试外部平台的连接', params: { type: 'object', properties: { kind: { type: 'string', pattern: '^[a-z]{2,16}$' } } } },
  }, async (req) => {
    const adapter = app.integrations.get(req.params.kind);
    if (!adapter) throw new ApiError('NOT_FOUND', `没有平台「${req.params.kind}」`);
    return ok(await adapter.test(app));
  });
}
