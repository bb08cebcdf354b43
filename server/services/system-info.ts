import type { Kysely } from 'kysely';
import type { Db } from '../db/connect.ts';
import { DEFAULT_SYSTEM_INFO } from '../db/seed.ts';
import type { Database } from '../db/tables.ts';

export type SystemInfo = typeof DEFAULT_SYSTEM_INFO;
export const SYSTEM_INFO_KEYS = Object.keys(DEFAULT_SYSTEM_INFO) as Array<keyof SystemInfo>;

/**
 * systemName, systemLogo and systemDomain as stored, with the seed's values for any missing. Read
 * as any read is (db.read): never waiting behind a long write such as a 100,000-row import.
 */
export async function readSystemInfo(db: Db): Promise<SystemInfo> {
  const rows = await db.read<{ key: string; value: string }>(db.kysely.selectFrom('sys_meta').select(['key', 'value']).where('key', 'in', SYSTEM_INFO_KEYS).compile(), undefined, { inline: true });
  return { ...DEFAULT_SYSTEM_INFO, ...Object.fromEntries(rows.map((r) => [r.key, r.value])) };
}

/** Inserts or replaces one key of a key/value table, the same way on both dialects. */
export async function upsertMeta(db: Kysely<Database>, key: string, value: string) {
  await db.insertInto('sys_meta').values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}

/** Where links open: the configured system domain, else the address this request came to. */
export async function siteOrigin(req: import('fastify').FastifyRequest): Promise<string> {
  const { systemDomain } = await readSystemInfo(req.server.db);
  if (systemDomain && /^https?:\/\/[^\s/]+/.test(systemDomain)) return systemDomain.replace(/\/+$/, '');
  return `${req.protocol}://${req.host}`;
}
