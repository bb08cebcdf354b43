import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp, userWithPerms } from '../test/harness.ts';

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
  model: { type: 'object', properties: { note: { type: 'string', title: '备注', maxLength: 20 } } }, list: { columns: ['note'] }, storage: { table: 'lab_watched' },
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

    // A broken save keeps the last good version served (issue 26 B3: open tabs said 「接口不存在」):
    // its routes answer, and its problems go to the log and to whoever may edit menus.
    writeFileSync(file, '{ "kind": "crud", }');
    await vi.waitFor(() => expect(error.mock.calls.some((c) => String(c[1]).startsWith('lab/watched.json 有 1 个问题，仍使用上一个可用版本'))).toBe(true));
    const shown = (await t.request({ method: 'GET', url: '/v1/api/screens/lab/watched', token: admin })).body.data;
    expect(shown.schema.title).toBe('版本四');
    expect(shown.problems).toEqual([]);
    expect(shown.broken[0]).toMatchObject({ file: 'lab/watched.json', pointer: '/' });
    expect(shown.broken[0].message).toMatch(/^不是合法的 JSON：第 1 行第 \d+ 列/);
    expect((await t.request({ method: 'GET', url: '/v1/api/lab/watched', token: admin })).body.code).toBe('00000');
    // A reader without sys:menu:edit sees the screen, not the file's problems.
    const reader = await t.login(await userWithPerms(t, 'watchreader', ['demo:showcase:query']));
    const read = (await t.request({ method: 'GET', url: '/v1/api/screens/lab/watched', token: reader })).body.data;
    expect(read.schema.title).toBe('版本四');
    expect(read.broken).toBeUndefined();
    // Fixed: served, the problems gone.
    writeFileSync(file, screen('版本五'));
    await served('版本五');
    expect((await t.request({ method: 'GET', url: '/v1/api/screens/lab/watched', token: admin })).body.data.broken).toBeUndefined();
  });

  it('serves a file broken from the start as its problems: there is no good version to keep', async () => {
    const file = join(dir, 'lab', 'fresh.json');
    writeFileSync(file, '{ "kind": "crud", }');
    await vi.waitFor(async () => expect((await t.request({ method: 'GET', url: '/v1/api/screens/lab/fresh', token: admin })).body.data?.problems?.length).toBe(1), { timeout: 2000, interval: 50 });
    expect((await t.request({ method: 'GET', url: '/v1/api/screens/lab/fresh', token: admin })).body.data.schema).toBeNull();
  });
});
