import type { ScreenSchema } from '../../schemas/types.ts';
import type { ConfigKey } from '../adapters/config-key.ts';
import { PLATFORM_ADAPTERS } from '../adapters/platforms.ts';

export type { ConfigKey };
import { LINK_DAYS, MAX_LINK_DAYS } from '../routes/contracts.ts';

/** The keys the server's own features read (schemas declare theirs: see configKeys). */
const SERVER_KEYS: ConfigKey[] = [
  { key: 'contract.sign.linkDays', title: '合同签署链接有效天数（推送短信后，链接多少天内可打开签署）', titleEn: 'Days a signing link stays open after its SMS is sent', type: 'integer', default: String(LINK_DAYS), min: 1, max: MAX_LINK_DAYS, source: '合同签署' },
  // Every key a platform's adapter reads, as the adapter declares it (one place: the adapter).
  ...PLATFORM_ADAPTERS.flatMap((adapter) => adapter.keys),
];

/**
 * Every known key: the server's, and those the served schemas declare — an action's daily limit
 * (`actions[].limit`), a pool's return rule (`storage.poolReturn`). The list 系统配置 shows, and what
 * a save is checked against (checkConfigValue).
 */
export function configKeys(schemas: Array<{ component: string; schema: ScreenSchema }>): ConfigKey[] {
  const keys = new Map(SERVER_KEYS.map((k) => [k.key, k]));
  for (const { component, schema } of schemas) {
    const en = schema.i18n?.['en-US'];
    for (const action of schema.actions ?? []) {
      if (action.limit) keys.set(action.limit.config, { key: action.limit.config, title: `${schema.title}：每人每天最多${action.label}几个`, titleEn: `${en?.title ?? schema.title}: at most this many "${en?.labels?.[action.key] ?? action.label}" per person per day`, type: 'integer', default: String(action.limit.default), min: 0, source: component });
    }
    const pool = schema.storage?.poolReturn;
    if (pool) keys.set(pool.config, { key: pool.config, title: `${schema.title}：多少天没有跟进就回到公海`, titleEn: `${en?.title ?? schema.title}: days without a follow-up before a record returns to the pool`, type: 'integer', default: String(pool.default), min: 1, source: component });
  }
  return [...keys.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** Why `value` will not do for `key`, or null (unknown keys take any text; a secret sent back masked is no change). */
export function checkConfigValue(known: ConfigKey[], key: string, value: string): string | null {
  const spec = known.find((k) => k.key === key);
  if (!spec) return null;
  if (spec.type === 'integer') {
    const n = Number(value.trim());
    if (!/^-?\d+$/.test(value.trim()) || (spec.min !== undefined && n < spec.min) || (spec.max !== undefined && n > spec.max)) {
      return `「${key}」（${spec.title}）应为${spec.min !== undefined && spec.max !== undefined ? ` ${spec.min} 到 ${spec.max} 之间的` : spec.min !== undefined ? `不小于 ${spec.min} 的` : ''}整数`;
    }
  }
  if (spec.type === 'url' && value.trim() && !/^https?:\/\/[^\s]+$/.test(value.trim())) return `「${key}」（${spec.title}）应为 http:// 或 https:// 开头的网址`;
  return null;
}
