import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../engine/engine.ts';
import { OPENAPI_BASE, openApiDocument } from '../openapi/document.ts';

declare module 'fastify' {
  interface FastifySchema {
    /** What the answer's `data` holds, for the document only: Fastify does not serialize by it (it would drop what it does not list). */
    'x-response'?: object;
    /** What the answer is when it is not in the envelope (the document itself, a file), for the document only. */
    'x-bare-response'?: { description: string; content: Record<string, { schema: object }> };
    /** Failure statuses the route answers besides the usual ones (a signing link's 410), for the document only. */
    'x-statuses'?: number[];
    /** The file a multipart upload carries (read by the route itself, not by Fastify's validation), for the document only. */
    'x-upload'?: { field: string; media: string; description: string };
  }
}

/** Each group of hand-written routes by its path's first segment (two under /app), as the document names it. */
const GROUPS: Record<string, string> = {
  auth: '登录与会话', account: '当前用户', system: '系统管理', users: '用户导入', 'app/system': '系统设置与配置', 'app/call': '外呼',
  'app/contract': '合同', 'app/wechat': '公众号', 'app/trill': '短视频平台', 'app/picture': '图片工具', files: '文件', sign: '合同签署页（人才）',
  site: '官网（公开）', wechat: '微信回调', douyin: '抖音回调', voice: '语音平台回调', reveal: '查看完整号码', screens: '页面 schema', relations: '关联选择',
  actions: '页面操作', views: '视图计数', totals: '合计', 'used-by': '引用', uploads: '上传', sums: '汇总', due: '待办', stats: '统计', pages: '单页',
  fill: '表单填充', ping: '健康检查', health: '健康检查', 'openapi.json': '接口文档',
};
const groupOf = (url: string) => {
  const [first, second] = url.slice(API_PREFIX.length + 1).split('/');
  const key = first === 'app' ? `app/${second}` : first;
  return GROUPS[key] ? `${GROUPS[key]}（${key}）` : key;
};

/** The path parameter a wildcard route (`/screens/*`) is documented with. */
const WILDCARD = { type: 'object', required: ['path'], properties: { path: { type: 'string', description: '页面路径（如 talents/list），操作路径再加操作名' } } };

/**
 * Reads every route as it is registered (@fastify/swagger): its schema is its documentation. The
 * engine's catch-all is left out — its bindings are documented one by one from the screens — and so
 * is everything outside /v1/api (the console's files).
 */
export const openApiReader = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: structuredClone(OPENAPI_BASE) as never,
    transform: ({ schema, url, route }) => {
      const access = route.config?.access;
      if (access === 'engine' || !url.startsWith(`${API_PREFIX}/`)) return { schema: { ...schema, hide: true }, url };
      const described: Record<string, unknown> = { ...schema, 'x-permission': access, tags: schema?.tags ?? [groupOf(url)] };
      if (!url.endsWith('*')) return { schema: described, url };
      return { schema: { ...described, params: WILDCARD }, url: `${url.slice(0, -1)}{path}` };
    },
  });
}, { name: 'openapi-reader' });

/**
 * GET /openapi.json: the document with only the calls the caller may make — bare, not in the
 * envelope, so that tools (linters, validating proxies, client generators) read it as it is:
 * `curl -H "Authorization: Bearer <accessToken>" https://…/v1/api/openapi.json`.
 */
export async function openApiRoutes(app: FastifyInstance) {
  app.get('/openapi.json', {
    config: { access: 'login' },
    schema: {
      summary: '接口文档（OpenAPI 3.1）：调用者可以调用的接口（文档本身，不在 {code, msg, data} 中）',
      'x-bare-response': { description: 'OpenAPI 3.1 文档', content: { 'application/json': { schema: { type: 'object', required: ['openapi', 'info', 'paths'] } } } },
    },
  }, async (req, reply) => reply.type('application/json').send(await openApiDocument(app, req)));
}
