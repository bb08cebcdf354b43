import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOUYIN_KEYS } from '../adapters/douyin.ts';
import { SMS_KEYS } from '../adapters/sms.ts';
import { VOICE_KEYS } from '../adapters/voice.ts';
import { WECHAT_BASE_KEY } from '../adapters/wechat.ts';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { isSecretKey } from './secrets.ts';

/** The server's own source files (not tests). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('系统配置 as an administrator meets it', () => {
  let t: TestApp;
  let keys: Array<{ key: string; title: string; type: string; default: string; example?: string }>;
  beforeAll(async () => {
    t = await buildTestApp();
    keys = (await t.request({ method: 'GET', url: '/v1/api/app/system/config/keys', token: await t.login('admin') })).body.data;
  });
  afterAll(async () => t?.close());

  it('lists every key an adapter reads, secret exactly where it is kept encrypted, each with a default or an example', () => {
    const listed = new Map(keys.map((k) => [k.key, k]));
    for (const key of [...Object.values(SMS_KEYS), ...Object.values(VOICE_KEYS), ...Object.values(DOUYIN_KEYS), WECHAT_BASE_KEY]) {
      expect(listed.has(key), key).toBe(true);
      const spec = listed.get(key)!;
      expect([key, spec.type === 'secret']).toEqual([key, isSecretKey(key)]);
      if (spec.type !== 'secret') expect(Boolean(spec.default || spec.example), `${key} has a default or an example`).toBe(true);
    }
  });

  it('names in its messages only keys it lists', () => {
    const listed = new Set(keys.map((k) => k.key));
    const named = new Set<string>();
    for (const file of sources(join(import.meta.dirname, '..'))) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line.includes('系统配置')) continue;
        for (const [key] of line.matchAll(/(?<![\w./-])(?:sms|voice|douyin|wechat)\.[a-z][A-Za-z]+\b/g)) named.add(key);
      }
    }
    expect(named.size).toBeGreaterThan(5);
    expect([...named].filter((key) => !listed.has(key))).toEqual([]);
  });
});
