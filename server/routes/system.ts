import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { checkConfigValue, configKeys } from '../services/config-registry.ts';
import { ok } from '../plugins/envelope.ts';
import { holdsPermission } from '../services/access.ts';
import { readUploadedImage, storeFile } from '../services/files.ts';
import { OpType, writeWithLog } from '../services/oplog.ts';
import { readSystemInfo, type SystemInfo, upsertMeta } from '../services/system-info.ts';
import { isSecretKey, SECRET_MASK, sealSecret } from '../services/secrets.ts';

type ConfigValues = Record<string, string | null>;

async function readConfig(app: FastifyInstance): Promise<Record<string, string>> {
  const rows = await app.db.kysely.selectFrom('sys_config').select(['key', 'value']).orderBy('key').execute();
  // A secret is never shown again, encrypted or not.
  return Object.fromEntries(rows.map((r) => [r.key, isSecretKey(r.key) ? SECRET_MASK : r.value]));
}

export async function systemRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  // Liveness for load balancers and monitors: answers without touching the database.
  app.get('/ping', { schema: { summary: '健康检查' }, config: { access: 'public' } }, async () => ok({ now: app.clock() }));

  // Public: the login page shows the system's name and logo before anyone logs in.
  app.get('/app/system/info', { schema: { summary: '系统名称与标志（登录页使用）' }, config: { access: 'public' } }, async () =>
    ok({ ...(await readSystemInfo(app.db)), captchaEnabled: app.config.captcha }));

  app.post<{ Body: Partial<SystemInfo> }>('/app/system/save', {
    config: { access: 'sys:setting:save' },
    schema: {
      summary: '修改系统名称等设置',
      body: {
        type: 'object', additionalProperties: false, minProperties: 1,
        properties: {
          systemName: { type: 'string', minLength: 1, maxLength: 32 },
          systemLogo: { type: 'string', minLength: 1, maxLength: 512 },
          systemDomain: { type: 'string', maxLength: 255 },
        },
      },
    },
  }, async (req) => {
    const changes = Object.entries(req.body) as Array<[keyof SystemInfo, string]>;
    await writeWithLog(req, { type: OpType.EDIT, resource: 'system_info', summary: `修改系统信息：${changes.map(([k]) => k).join('、')}` }, async (trx) => {
      for (const [key, value] of changes) await upsertMeta(trx, key, value);
    });
    return ok(await readSystemInfo(app.db));
  });

  // The logo image for the settings screen: stored, and its URL answered; POST /app/system/save sets it.
  app.post('/app/system/logo', { schema: { summary: '上传系统标志', 'x-upload': { field: 'file', media: 'image/*', description: 'PNG、JPEG 或 WEBP' } }, config: { access: 'sys:setting:save' } }, async (req) => {
    const { mime, bytes } = await readUploadedImage(req, 'Logo ');
    const url = await storeFile(db, { mime, bytes, createdBy: req.auth!.userId, now: app.clock() }, app.files);
    return ok({ url });
  });

  const knownKeys = () => configKeys([...app.engine.screens.values()].flatMap((s) => (s.schema ? [{ component: s.component, schema: s.schema }] : [])));

  // The keys the product reads, with their meaning, type and default (系统配置 lists them).
  app.get('/app/system/config/keys', { schema: { summary: '系统配置项及其说明' }, config: { access: 'sys:config:query' } }, async () => ok(knownKeys()));

  /** Reads the system config; with `configs`, first sets those keys (null removes one). */
  // Reading needs sys:config:query; a body that changes anything needs sys:config:save too.
  app.post<{ Body: { configs?: ConfigValues } }>('/app/system/config/data', {
    config: { access: 'sys:config:query' },
    schema: {
      summary: '保存系统配置',
      body: {
        type: 'object', additionalProperties: false,
        properties: {
          configs: {
            type: 'object', maxProperties: 200,
            propertyNames: { pattern: '^[a-zA-Z][a-zA-Z0-9_.-]{0,63}$' },
            additionalProperties: { type: ['string', 'null'], maxLength: 4000 },
          },
        },
      },
    },
  }, async (req) => {
    const changes = Object.entries(req.body?.configs ?? {});
    if (changes.length && !(await holdsPermission(app.db, req.auth!.userId, req.auth!.roles, 'sys:config:save', req.snapshot))) {
      throw new ApiError('FORBIDDEN', '没有权限执行此操作（需要 sys:config:save）');
    }
    // A known key takes only what its reader can use: a typo is refused here, not ignored later.
    const known = knownKeys();
    const wrong = changes.flatMap(([key, value]) => {
      const why = value === null || (isSecretKey(key) && value === SECRET_MASK) ? null : checkConfigValue(known, key, value);
      return why ? [{ field: key, message: why }] : [];
    });
    if (wrong.length) throw new ApiError('VALIDATION_FAILED', wrong.map((w) => w.message).join('；'), wrong);
    if (changes.length) {
      await writeWithLog(req, { type: OpType.EDIT, resource: 'system_config', summary: `修改系统配置：${changes.map(([k]) => k).join('、')}` }, async (trx) => {
        const now = app.clock();
        for (const [key, given] of changes) {
          // A secret sent back as shown is unchanged; a new one is stored encrypted.
          if (isSecretKey(key) && given === SECRET_MASK) continue;
          const value = given !== null && isSecretKey(key) ? sealSecret(app.secretKey, given) : given;
          if (value === null) await trx.deleteFrom('sys_config').where('key', '=', key).execute();
          else await trx.insertInto('sys_config').values({ key, value, updated_at: now })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now })).execute();
        }
      });
    }
    return ok(await readConfig(app));
  });
}
