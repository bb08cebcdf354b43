import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let admin: string;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kp-watch-'));
  t = await buildTestApp({ schemasDir: dir, watchSchemas: true });
  admin = await t.login();
});
afterAll(async () => { await t.close(); rmSync(dir, { recursive: true, force: true }); });

const screen = (title: string) => JSON.stringify({
  kind: 'crud', title, perms: { query: 'demo:showcase:query' }, api: { list: 'GET /lab/watched' },
  model: { type: 'object', properties: { note: { type: 'string', title: '备注', maxLength: 20 } } }, list: { columns: ['note'] },
});

/** Saves as many editors do: a new file beside it, renamed over the old one. */
function saveByRename(path: string, text: string) {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

/** The title GET /screens/lab/watched serves, polled until it is `title` or 2 s have passed. */
async function served(title: string | null) {
  const read = async () => (await t.request({ method: 'GET', url: '/v1/api/screens/lab/watched', token: admin })).body.data?.schema?.title ?? null;
  await vi.waitFor(async () => expect(await read()).toBe(title), { timeout: 2000, interval: 50 });
}

describe('schema hot reload', () => {
  it('sees every save, by rename, then in place, then by rename again, and logs each outcome', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    const error = vi.spyOn(t.app.log, 'error');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(dir, 'lab'), { recursive: true });
    const file = join(dir, 'lab', 'watched.json');
    saveByRename(file, screen('版本一'));
    await served('版本一');
    writeFileSync(file, screen('版本二'));
    await served('版本二');
    saveByRename(file, screen('版本三'));
    await served('版本三');
    writeFileSync(file, screen('版本四'));
    await served('版本四');
    expect(info.mock.calls.map((c) => c[0])).toContain('已重新加载 lab/watched.json');

    // A broken save is not served as the old version: its problems are, and the log says them.
    writeFileSync(file, '{ "kind": "crud", }');
    await served(null);
    const problems = (await t.request({ method: 'GET', url: '/v1/api/screens/lab/watched', token: admin })).body.data.problems;
    expect(problems[0].message).toMatch(/^不是合法的 JSON：第 1 行第 \d+ 列/);
    await vi.waitFor(() => expect(error.mock.calls.some((c) => String(c[1]).startsWith('lab/watched.json 有 1 个问题'))).toBe(true));
  });
});
