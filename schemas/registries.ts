import { DICTS } from '../server/db/seed.ts';
import { MENU_SEED } from '../server/db/seed-menus.ts';
import { FORMAT_NAMES } from '../validators/formats.ts';
import { WIDGET_NAMES } from '../runtime/schema/widget-names.ts';

/** What a schema may name, read from the live registries; the meta-schema and checker use it. */
export interface Registries {
  widgets: string[];
  formats: string[];
  dicts: string[];
  perms: string[];
}

export function liveRegistries(): Registries {
  const perms = MENU_SEED.flatMap((c) => c.children.flatMap((s) => (s.buttons ?? []).map((b) => `${s.perm}:${b}`)));
  return { widgets: [...WIDGET_NAMES], formats: [...FORMAT_NAMES], dicts: DICTS.map((d) => d.code), perms };
}
