import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.ts';

// Issue 26 B7: a record's name in messages and the log was its first text field, a dictionary
// code (「体检预约「ik_ja」现在是「合格」」) when that came first.
let t: TestApp;
let admin: string;
let dir: string;
const screen = (title: string, table: string, perm: string, extra: object) => ({
  kind: 'crud', title, record: title, perms: { query: `${perm}:query`, add: `${perm}:add`, edit: `${perm}:edit` },
  api: { list: `GET /lab/${table}`, create: `POST /lab/${table}`, update: `PUT /lab/${table}/{id}` },
  model: { type: 'object', required: ['item'], properties: {
    item: { type: 'string', title: '体检项目', maxLength: 8, enum: ['ik_ja', 'ik_nein'] },
    mobile: { type: 'string', title: '手机号', maxLength: 11, format: 'mobile', 'x-mask': 'mobile' },
    person: { type: 'string', title: '姓名', maxLength: 20 },
    nickname: { type: 'string', title: '称呼', maxLength: 20 },
  } },
  list: { columns: ['item', 'person'] }, storage: { table }, ...extra,
});
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kp-record-name-'));
  writeFileSync(join(dir, 'checkup.json'), JSON.stringify(screen('体检预约', 'lab_checkup', 'demo:showcase', {})));
  writeFileSync(join(dir, 'named.json'), JSON.stringify(screen('复检预约', 'lab_recheck', 'company:jobType', { recordLabel: 'nickname' })));
  t = await buildTestApp({ schemasDir: dir });
  admin = await t.login();
});
afterAll(async () => { await t.close(); rmSync(dir, { recursive: true, force: true }); });

const lastSummary = async () => (await (t.db.kysely as Kysely<any>).selectFrom('sys_oplog').select('summary').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).summary;

describe('a record\'s name', () => {
  it('is its first plain text field: not a code, not a masked number', async () => {
    const res = await t.request({ method: 'POST', url: '/v1/api/lab/lab_checkup', token: admin, payload: { item: 'ik_ja', mobile: '13800138000', person: '胡桂英', nickname: '小胡' } });
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    expect(await lastSummary()).toBe('新增体检预约：胡桂英');
  });

  it('is the field `recordLabel` names', async () => {
    const res = await t.request({ method: 'POST', url: '/v1/api/lab/lab_recheck', token: admin, payload: { item: 'ik_nein', person: '胡桂英', nickname: '小胡' } });
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    expect(await lastSummary()).toBe('新增复检预约：小胡');
  });
});
