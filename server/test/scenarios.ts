/**
 * A screen's `scenarios` run against a fresh database through the real engine and routes: each
 * step as a role (a user of the seed) creates, edits, moves, lists, opens or deletes records, and
 * expects success, a field's error, a message, a status, a count or values (masked ones as shown).
 * A failing step is named in Chinese: the file, the scenario, the step and what came instead.
 * `npm run schemas:test` runs every screen's; schemas/check.ts checks their shape.
 */
import { parseBinding, recordField, type Scenario, type ScenarioStep, type ScreenSchema } from '../../schemas/types.ts';
import { buildTestApp, type TestApp } from './harness.ts';

export interface ScenarioResult { steps: number; failures: string[] }
type Row = Record<string, unknown>;

/** `{{d8}}` → 8 digits unique to this run; `$id:name` → the id a step saved as `name`. */
function fill(value: unknown, saved: Map<string, number>, serial: () => string): unknown {
  if (typeof value === 'string') {
    const ref = /^\$id:(\w+)$/.exec(value);
    if (ref) return saved.get(ref[1]) ?? value;
    return value.replace(/\{\{d(\d{1,2})\}\}/g, (_, n) => serial().slice(-Number(n)).padStart(Number(n), '0'));
  }
  if (Array.isArray(value)) return value.map((v) => fill(v, saved, serial));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, saved, serial)]));
  return value;
}

const what = (step: ScenarioStep) => (step.create ? '新增' : step.update ? `编辑「${step.update}」` : step.action ? `操作「${step.action}」` : step.list ? '查列表' : step.detail ? `查看「${step.detail}」` : step.remove ? `删除「${step.remove}」` : step.as ? `切换为 ${step.as}` : '步骤');

/** Runs the scenarios of `screens` (component → schema) in one fresh app; answers the failures, each named. */
export async function runScenarios(screens: Array<{ file: string; component: string; schema: ScreenSchema }>, app?: TestApp): Promise<ScenarioResult> {
  const t = app ?? await buildTestApp();
  const failures: string[] = [];
  let steps = 0;
  let counter = Date.now() % 100_000_000;
  const serial = () => String(++counter).padStart(10, '0');
  const tokens = new Map<string, string>();
  const tokenOf = async (user: string) => {
    if (!tokens.has(user)) tokens.set(user, await t.login(user));
    return tokens.get(user)!;
  };
  try {
    for (const { file, component, schema } of screens) {
      for (const scenario of schema.scenarios ?? []) {
        const saved = new Map<string, number>();
        const records = new Map<string, Row>();
        let user = 'admin';
        for (const [i, raw] of scenario.steps.entries()) {
          steps++;
          const step = fill(raw, saved, serial) as ScenarioStep;
          const where = `${file} › ${scenario.name} › 第 ${i + 1} 步（${what(raw)}）`;
          if (step.as) { user = step.as; continue; }
          const target = step.screen ? t.app.engine.screens.get(step.screen)?.schema : schema;
          const targetComponent = step.screen ?? component;
          if (!target) { failures.push(`${where}：没有页面「${step.screen}」`); break; }
          const token = await tokenOf(user).catch(() => null);
          if (!token) { failures.push(`${where}：用户 ${user} 登录不了（种子数据里有这个用户吗？）`); break; }
          // A binding of the screen as a request line: its method, its address (with `id`), its query templates.
          const binding = (name: keyof ScreenSchema['api'], id?: number) => {
            const parsed = target.api[name] ? parseBinding(target.api[name]!) : null;
            if (!parsed) throw new Error(`页面没有 api.${name}`);
            return { method: parsed.method as 'POST', url: `/v1/api${parsed.path.replace('{id}', String(id))}`, query: parsed.query };
          };
          const idOf = (name: string) => {
            const id = saved.get(name);
            if (id === undefined) throw new Error(`前面没有步骤保存过「${name}」`);
            return id;
          };
          let res: { status: number; body: any };
          try {
            if (step.create) {
              const b = binding('create');
              res = await t.request({ method: b.method, url: b.url, token, payload: step.create });
            } else if (step.update) {
              const b = binding('update', idOf(step.update));
              res = await t.request({ method: b.method, url: b.url, token, payload: step.values ?? {} });
            } else if (step.action) {
              const ids = ([] as string[]).concat(step.record ?? []).map(idOf);
              res = await t.request({ method: 'POST', url: `/v1/api/actions/${targetComponent}/${step.action}`, token, payload: { ids, ...(step.form ? { form: step.form } : {}) } });
            } else if (step.list) {
              res = await t.request({ method: 'GET', url: binding('list').url, token, query: { pageSize: '100', ...Object.fromEntries(Object.entries(step.list).map(([k, v]) => [k, String(v)])) } });
            } else if (step.detail) {
              res = await t.request({ method: 'GET', url: binding('detail', idOf(step.detail)).url, token });
            } else if (step.remove) {
              const b = binding('remove', idOf(step.remove));
              // A delete whose query names the record's own fields sends them as the console does.
              const query = Object.fromEntries(Object.entries(b.query).map(([k, v]) => [k, String(records.get(step.remove!)?.[recordField(v) ?? ''] ?? '')]));
              res = await t.request({ method: b.method, url: b.url, token, query });
            } else {
              failures.push(`${where}：这一步什么也没做（写 create、update、action、list、detail、remove 或 as）`);
              continue;
            }
          } catch (error) {
            failures.push(`${where}：${(error as Error).message}`);
            break;
          }
          const problem = judge(step, res);
          if (problem) { failures.push(`${where}：${problem}`); break; }
          if (step.save && step.create && res.body?.data?.id) {
            saved.set(step.save, Number(res.body.data.id));
            if (target.api.detail) records.set(step.save, (await t.request({ method: 'GET', url: binding('detail', Number(res.body.data.id)).url, token })).body?.data ?? {});
          }
        }
      }
    }
  } finally {
    if (!app) await t.close();
  }
  return { steps, failures };
}

/** What is wrong with `res` for what `step` expects, in words; null when it is as expected. */
function judge(step: ScenarioStep, res: { status: number; body: any }): string | null {
  const expect = step.expect ?? 'ok';
  const got = `${res.status}「${String(res.body?.msg ?? '')}」`;
  if (expect === 'ok') return res.body?.code === '00000' ? null : `应为成功，实际 ${got}`;
  if (expect.status !== undefined && res.status !== expect.status) return `应为 HTTP ${expect.status}，实际 ${got}`;
  if (expect.error !== undefined) {
    const errors: Array<{ field: string; message: string }> = Array.isArray(res.body?.data) ? res.body.data : [];
    const hit = errors.find((e) => e.field === expect.error);
    if (res.body?.code === '00000') return `应为字段「${expect.error}」的错误，实际成功了`;
    if (!hit) return `应为字段「${expect.error}」的错误，实际 ${got}${errors.length ? `，出错的是 ${errors.map((e) => e.field).join('、')}` : ''}`;
    if (expect.message && !hit.message.includes(expect.message)) return `字段「${expect.error}」的错误应含「${expect.message}」，实际「${hit.message}」`;
    return null;
  }
  if (expect.message !== undefined && !String(res.body?.msg ?? '').includes(expect.message)) return `提示应含「${expect.message}」，实际 ${got}`;
  if (expect.count !== undefined) {
    if (res.body?.code !== '00000') return `应能查询，实际 ${got}`;
    if (Number(res.body.data?.total) !== expect.count) return `应有 ${expect.count} 条，实际 ${res.body.data?.total} 条`;
  }
  if (expect.values) {
    if (res.body?.code !== '00000') return `应能查看，实际 ${got}`;
    const row = Array.isArray(res.body.data?.list) ? res.body.data.list[0] : res.body.data;
    for (const [field, value] of Object.entries(expect.values)) {
      if (JSON.stringify(row?.[field]) !== JSON.stringify(value)) return `「${field}」应为 ${JSON.stringify(value)}，实际 ${JSON.stringify(row?.[field])}`;
    }
  }
  return null;
}
