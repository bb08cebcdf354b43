import type { Kysely } from 'kysely';
import type { DataRegistries } from '../../schemas/registries.ts';
import type { Database } from '../db/tables.ts';

/** The dictionary codes and menu permission strings a database holds now. */
export async function dataRegistries(db: Kysely<Database>): Promise<DataRegistries> {
  const [dicts, perms, items, menus] = await Promise.all([
    db.selectFrom('sys_dict_type').select('code').execute(),
    db.selectFrom('sys_menu').select('perm').distinct().where('perm', 'is not', null).execute(),
    db.selectFrom('sys_dict_item').select(['type_code', 'value']).execute(),
    db.selectFrom('sys_menu').select('component').distinct().where('type', '=', 'MENU').where('component', 'is not', null).execute(),
  ]);
  const dictValues: Record<string, string[]> = {};
  for (const item of items) (dictValues[item.type_code] ??= []).push(String(item.value));
  return { dicts: dicts.map((d) => d.code), perms: perms.map((p) => p.perm as string), dictValues, components: menus.map((m) => m.component as string) };
}
