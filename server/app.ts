import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { resolve } from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type Clock, systemClock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import './context.ts';
import type { Db } from './db/connect.ts';
import { HAND_WRITTEN_TABLES, liveRegistries } from '../schemas/registries.ts';
import { engine } from './engine/engine-routes.ts';
import { access } from './plugins/access.ts';
import { envelope, failure } from './plugins/envelope.ts';
import { noNul } from './plugins/no-nul.ts';
import { routeValidator } from './plugins/validators.ts';
import { security, securityHeaders } from './plugins/security-headers.ts';
import { ErrorCodes } from './errors.ts';
import { accountRoutes } from './routes/account.ts';
import { authRoutes } from './routes/auth.ts';
import { dictRoutes } from './routes/dicts.ts';
import { fileRoutes } from './routes/files.ts';
import { oplogRoutes } from './routes/oplog.ts';
import { roleRoutes } from './routes/roles.ts';
import { systemRoutes } from './routes/system.ts';
import { menuFromScreenRoutes } from './routes/menu-from-screen.ts';
import { openApiReader, openApiRoutes } from './routes/openapi.ts';
import { healthRoutes } from './routes/health.ts';
import { fillRoutes } from './engine/fill.ts';
import { userRoutes } from './routes/users.ts';
import { CAPTCHA_WORK, captchaSecrets, type CaptchaWork } from './services/captcha.ts';
import { secretKeyFrom } from './services/secrets.ts';
import { contractHooks, contractRoutes, guardSignEdit, guardTemplate } from './routes/contracts.ts';
import { pictureRoutes } from './routes/picture.ts';
import { integrationRoutes } from './routes/integrations.ts';
import { wechatMenuRoutes, wechatRoutes } from './routes/wechat.ts';
import { callRoutes } from './routes/calls.ts';
import { guardRobotTask, startRobotTask } from './services/robot-calls.ts';
import { douyinRoutes, makeLink } from './routes/douyin.ts';
import { CARD_KINDS, type CardTable, cardGuard } from './services/douyin-cards.ts';
import { checkPayrollRows, payPayroll } from './routes/payroll.ts';
import { guardDeptWrite, guardMenuWrite } from './services/grants.ts';
import { MAX_PARAM_LENGTH } from './services/bounds.ts';
import { TokenService } from './services/tokens.ts';
import { requestForLog } from './services/redact.ts';
import { fileStoreFor } from './services/file-store.ts';
import { Integrations } from './adapters/registry.ts';
import { PLATFORM_ADAPTERS } from './adapters/platforms.ts';

export const API_PREFIX = '/v1/api';

export interface AppOptions {
  config: ServerConfig;
  db: Db;
  jwtSecret: string;
  clock?: Clock;
  /** How much work a captcha asks; the tuned default unless a test asks less. */
  captchaWork?: CaptchaWork;
  logger?: boolean;
  /** Where the log goes instead of stdout (a test reading what a request left in it). */
  logStream?: NodeJS.WritableStream;
}

/** The whole server: plugins, then every /v1/api route, then the built console if there is one. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : {
      level: config.logLevel,
      // A request's URL without the credentials some carry (services/redact.ts).
      serializers: { req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
      ...(config.logFormat === 'pretty' && !options.logStream ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
    },
    trustProxy: config.trustProxy,
    // A batch of ids in a path (DELETE …/delete/1,2,…): up to MAX_IDS of them.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    bodyLimit: 1024 * 1024,
    // No plugin has a fixed time to start in: loading the screens and building their indexes take
    // as long as the machine needs (a busy 2-core machine took over Fastify's default 10 s), and
    // the log says what is being done meanwhile.
    pluginTimeout: 0,
    // Requests arriving during a stop are answered by the envelope's own 503 (plugins/envelope.ts).
    return503OnClosing: false,
    // Node's own limit, said out loud: a larger header block is answered 431 in the envelope below.
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    // What Fastify answers before any route or hook runs (a URL it cannot decode) gets the envelope too.
    frameworkErrors: answerBadUrl,
    clientErrorHandler: answerClientError,
  });
  // Bodies as sent, paths and queries read as their types (plugins/validators.ts).
  app.setValidatorCompiler(routeValidator);
  const clock = options.clock ?? systemClock;
  app.decorate('db', options.db);
  app.decorate('clock', clock);
  app.decorate('config', config);
  app.decorate('stopping', false);
  app.decorate('tokens', new TokenService(options.jwtSecret, clock));
  app.decorate('captchaSecrets', captchaSecrets(options.jwtSecret));
  app.decorate('secretKey', secretKeyFrom(options.jwtSecret));
  app.decorate('captchaWork', options.captchaWork ?? CAPTCHA_WORK);
  app.decorate('files', fileStoreFor(config));
  app.decorate('integrations', new Integrations(app));
  for (const adapter of PLATFORM_ADAPTERS) app.integrations.register(adapter);

  // JSON only, except the upload routes' multipart bodies.
  app.removeContentTypeParser(['text/plain']);
  await app.register(envelope);
  await app.register(security);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 20, parts: 25 } });
  await app.register(access);
  await app.register(noNul);
  // Every route's schema is read as it is registered: the OpenAPI document (GET /openapi.json).
  await app.register(openApiReader);

  await app.register(async (api) => {
    await api.register(authRoutes);
    await api.register(accountRoutes);
    await api.register(systemRoutes);
    await api.register(oplogRoutes);
    await api.register(fileRoutes);
    await api.register(dictRoutes);
    await api.register(userRoutes);
    await api.register(roleRoutes);
    await api.register(contractRoutes);
    await api.register(pictureRoutes);
    await api.register(integrationRoutes);
    await api.register(wechatRoutes);
    await api.register(wechatMenuRoutes);
    await api.register(douyinRoutes);
    await api.register(callRoutes);
    await api.register(menuFromScreenRoutes);
    await api.register(openApiRoutes);
    await api.register(healthRoutes);
  }, { prefix: API_PREFIX });
  await app.register(engine, { dir: config.schemasDir, registries: liveRegistries(), watch: config.watchSchemas });
  await app.register(fillRoutes, { prefix: API_PREFIX });
  // Menus are served by the engine; who may write which permission string is the grant rule's.
  app.engine.guardWrites('sys_menu', guardMenuWrite);
  app.engine.guardWrites('sys_dept', guardDeptWrite);
  app.engine.guardWrites('douyin_link', makeLink);
  app.engine.guardWrites('call_robot_task', guardRobotTask);
  app.engine.hookMoves('robot.start', startRobotTask);
  for (const table of Object.keys(CARD_KINDS) as CardTable[]) if (CARD_KINDS[table]) app.engine.guardWrites(table, cardGuard(table));
  // Contracts: a template's placeholders are checked; push, recall and revoke run the server's steps.
  app.engine.guardWrites('talents_contract_template', guardTemplate);
  app.engine.guardWrites('talents_contract_sign', guardSignEdit);
  for (const [name, hook] of Object.entries(contractHooks(app))) app.engine.hookMoves(name, hook);
  // Payroll: each uploaded row checked against the pool and onboarding; paying debits the ledger once.
  app.engine.checkLines('payroll.rows', checkPayrollRows);
  app.engine.hookMoves('payroll.pay', payPayroll);
  // Users are served by hand-written routes; the engine still counts them as pointing at departments.
  for (const [component, table] of Object.entries(HAND_WRITTEN_TABLES)) app.engine.declareTable(component, table);

  await serveConsole(app, resolve(config.consoleDir));
  return app;
}

const MAX_HEADER_BYTES = 16 * 1024;

function answerBadUrl(_error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  void reply.code(400).headers(securityHeaders()).send(failure('VALIDATION_FAILED', '请求地址不正确'));
}

/** Requests Node refuses before Fastify sees them (headers too large, garbage): answered in the envelope, then closed. */
function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return;
  const kind = error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'VALIDATION_FAILED';
  const body = JSON.stringify(failure(kind, kind === 'VALIDATION_FAILED' ? '请求格式不正确' : undefined));
  const { 'strict-transport-security': _hsts, ...plain } = securityHeaders();
  const headers = { ...plain, 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
  const status = ErrorCodes[kind].status;
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`);
}

const IMMUTABLE = { maxAge: '365d', immutable: true } as const;
const OWN_CACHE_HEADER = { cacheControl: false } as const;

/** Serves the built console, with index.html for every client-side route. */
async function serveConsole(app: FastifyInstance, root: string) {
  if (!existsSync(resolve(root, 'index.html'))) return;
  // The build's .br/.gz copies are sent to browsers that accept them (preCompressed).
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  app.get<{ Params: { '*': string } }>('/*', { config: { access: 'public' } }, (req, reply) => {
    const path = req.params['*'];
    if (path.startsWith('v1/')) return reply.callNotFound();
    // Only plain paths inside the folder: "..", backslashes and NUL never reach the file system.
    if (/(^|\/)\.\.(\/|$)|\\|\0/.test(path)) return reply.callNotFound();
    // Files under assets/ carry their content's hash in their name: kept a year. The rest are asked again each time.
    // A file may be sent as its .br/.gz copy by the request's Accept-Encoding: caches must key on it.
    reply.header('vary', 'accept-encoding');
    if (/\.[a-z0-9]+$/i.test(path)) return path.startsWith('assets/') ? reply.sendFile(path, IMMUTABLE) : reply.header('cache-control', 'no-cache').sendFile(path, OWN_CACHE_HEADER);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', OWN_CACHE_HEADER);
  });
}
