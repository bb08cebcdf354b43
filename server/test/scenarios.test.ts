import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import talents from '../../schemas/talents/list.json';
import type { ScreenSchema } from '../../schemas/types.ts';
import { buildTestApp, type TestApp } from './harness.ts';
import { runScenarios } from './scenarios.ts';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

const screen = (scenarios: ScreenSchema['scenarios']) => [{ file: 'talents/list.json', component: 'talents/list', schema: { ...(talents as unknown as ScreenSchema), scenarios } }];

describe('schema scenarios (npm run schemas:test)', () => {
  it('pass when the screen does what they say: a field error, a save, masked values, a refusal by role', async () => {
    const result = await runScenarios(screen([{ name: '核对', steps: [
      { as: 'hr01' },
      { create: { name: '甲一', mobile: '1390000', status: '0' }, expect: { error: 'mobile' } },
      { create: { name: '甲一', mobile: '13900000{{d3}}', status: '0' }, save: 'a' },
      { detail: 'a', expect: { values: { name: '甲一' } } },
      { as: 'ops01' },
      { detail: 'a', expect: { status: 403 } },
    ] }]), t);
    expect(result).toEqual({ steps: 6, failures: [] });
  });

  it('fail on a wrong expectation, naming the file, the scenario and the step in Chinese, and stop that scenario there', async () => {
    const result = await runScenarios(screen([{ name: '故意写错', steps: [
      { as: 'hr01' },
      { create: { name: '乙二', mobile: '13900001{{d3}}', status: '0' }, save: 'b' },
      { detail: 'b', expect: { values: { name: '丙三' } } },
      { detail: 'b' },
    ] }, { name: '错的字段', steps: [{ as: 'hr01' }, { create: { name: '丁四', mobile: '13900002{{d3}}', status: '0' }, expect: { error: 'mobile' } }] }]), t);
    expect(result.failures).toEqual([
      'talents/list.json › 故意写错 › 第 3 步（查看「b」）：「name」应为 "丙三"，实际 "乙二"',
      'talents/list.json › 错的字段 › 第 2 步（新增）：应为字段「mobile」的错误，实际成功了',
    ]);
    expect(result.steps).toBe(5);
  });
});
