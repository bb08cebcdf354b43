import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';

/**
 * The document as outside tools read it: fetched bare with a token (as `curl -H "Authorization:
 * Bearer …" /v1/api/openapi.json` does), then linted by Redocly with its recommended rules.
 */
describe('the API document, linted by Redocly', () => {
  let t: TestApp;
  let served: { status: number; body: any; headers: Record<string, unknown> };
  beforeAll(async () => {
    t = await buildTestApp();
    served = await t.request({ method: 'GET', url: '/v1/api/openapi.json', token: await t.login() });
  });
  afterAll(async () => t?.close());

  it('has no errors under the recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(served.body), absoluteRef: '/v1/api/openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    const warnings = problems.filter((p) => p.severity === 'warn');
    const tally = (list: typeof problems) => list.reduce<Record<string, number>>((n, p) => ({ ...n, [p.ruleId]: (n[p.ruleId] ?? 0) + 1 }), {});
    console.info(`redocly lint (recommended): ${errors.length} errors ${JSON.stringify(tally(errors))}, ${warnings.length} warnings ${JSON.stringify(tally(warnings))}`);
    expect(errors.map((e) => `${e.ruleId}: ${e.message} @ ${e.location?.[0]?.pointer ?? ''}`)).toEqual([]);
  });
});
