import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope.ts';

export async function dictRoutes(app: FastifyInstance) {
  /** The enabled entries of one dictionary as options, for every x-dict field; any logged-in user may read them. */
  app.get<{ Params: { code: string } }>('/system/dicts/:code/options', {
    config: { access: 'login' },
    schema: { summary: '字典的选项', params: { type: 'object', properties: { code: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,63}$' } } } },
  }, async (req) => {
    const rows = await app.db.kysely.selectFrom('sys_dict_item').select(['name', 'name_en', 'value'])
      .where('type_code', '=', req.params.code).where('status', '=', 1).orderBy('sort').orderBy('id').execute();
    // The English label beside the Chinese one, where the entry has one: the console shows it in English mode.
    return ok(rows.map((r) => ({ label: r.name, value: r.value, ...(r.name_en ? { label_en: r.name_en } : {}) })));
  });
}
