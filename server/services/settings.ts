import type { Kysely } from 'kysely';

/**
 * A whole number from the system config (系统配置) key `key`, or `fallback` when it is unset, not
 * a whole number or below `min`: a typo in 系统配置 never stops the feature that reads it.
 */
export async function configInteger(k: Kysely<any>, key: string, fallback: number, min = 0): Promise<number> {
  const row = await k.selectFrom('sys_config').select('value').where('key', '=', key).executeTakeFirst();
  const value = Number(row?.value);
  return row && Number.isInteger(value) && value >= min ? value : fallback;
}

/** The entries of 系统配置 key `key`, a list separated by commas or spaces (，too); none when unset. */
export async function configList(k: Kysely<any>, key: string): Promise<string[]> {
  const row = await k.selectFrom('sys_config').select('value').where('key', '=', key).executeTakeFirst();
  return String(row?.value ?? '').split(/[\s,，]+/).filter(Boolean);
}
