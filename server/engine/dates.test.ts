import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uploadFile, xlsxFile } from '../test/harness.ts';

let t: TestApp;
let admin: string;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kp-dates-'));
  writeFileSync(join(dir, 'interview.json'), JSON.stringify({
    kind: 'crud', title: '面试', perms: { query: 'demo:showcase:query', add: 'demo:showcase:add', import: 'demo:showcase:import' },
    api: { list: 'GET /lab/interviews', create: 'POST /lab/interviews', import: 'POST /lab/interviews/_import' },
    model: { type: 'object', required: ['name', 'at'], properties: {
      name: { type: 'string', title: '姓名', maxLength: 20 },
      at: { type: 'string', title: '面试时间', maxLength: 19, format: 'date-time' },
      day: { type: 'string', title: '到岗日期', maxLength: 10, format: 'date' },
      code: { type: 'string', title: '工号', maxLength: 8, pattern: '^KP\\d{4}$', description: 'KP 加 4 位数字，如 KP0001' },
    } },
    search: { fields: ['at', 'day'] },
    list: { columns: ['name', 'at', 'day'] }, storage: { table: 'lab_interview_at' },
  }));
  t = await buildTestApp({ schemasDir: dir });
  admin = await t.login();
});
afterAll(async () => { await t.close(); rmSync(dir, { recursive: true, force: true }); });

const call = (method: 'GET' | 'POST', url: string, payload?: object, query?: Record<string, string>) => t.request({ method, url: `/v1/api${url}`, token: admin, payload, query });

describe('date and date-time fields', () => {
  it('store a date-time with its time, and refuse words or a day alone, saying the format', async () => {
    expect((await call('POST', '/lab/interviews', { name: '甲', at: '2026-11-22 14:30:00', day: '2026-12-01' })).body.code).toBe('00000');
    const words = await call('POST', '/lab/interviews', { name: '乙', at: '明天下午' });
    expect(words.body.data).toEqual([{ field: 'at', message: '请输入日期和时间，格式为 YYYY-MM-DD HH:mm:ss（如 2026-11-22 14:30:00）' }]);
    expect((await call('POST', '/lab/interviews', { name: '乙', at: '2026-11-22' })).status).toBe(400);
    expect((await call('POST', '/lab/interviews', { name: '乙', at: '2026-11-22 10:00:00', day: '2026-02-30' })).body.data[0].field).toBe('day');
    const list = (await call('GET', '/lab/interviews')).body.data.list;
    expect(list[0]).toMatchObject({ at: '2026-11-22 14:30:00', day: '2026-12-01' });
  });

  it('are searched by a range of days, either end open', async () => {
    await call('POST', '/lab/interviews', { name: '丙', at: '2026-11-23 09:00:00' });
    const names = async (query: Record<string, string>) => (await call('GET', '/lab/interviews', undefined, query)).body.data.list.map((r: { name: string }) => r.name).sort();
    expect(await names({ at: '2026-11-22,2026-11-22' })).toEqual(['甲']);
    expect(await names({ at: '2026-11-23,' })).toEqual(['丙']);
    expect(await names({ at: ',2026-11-23' })).toEqual(['丙', '甲']);
    expect(await names({ day: '2026-12-01,2026-12-31' })).toEqual(['甲']);
    expect((await call('GET', '/lab/interviews', undefined, { at: '明天' })).status).toBe(400);
  });

  it('import a real spreadsheet date-time cell with its time, and typed dates in any usual writing', async () => {
    const file = await xlsxFile([
      ['姓名 *', '面试时间 *', '到岗日期'],
      ['丁', new Date(Date.UTC(2026, 10, 24, 15, 45, 0)), new Date(Date.UTC(2026, 11, 2))],
      ['戊', '2026/11/25 9:05', '2026.12.3'],
    ]);
    const res = await uploadFile(t, '/v1/api/lab/interviews/_import', admin, file);
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    const rows = await t.db.kysely.selectFrom('lab_interview_at' as never).select(['name', 'at', 'day'] as never[]).where('name' as never, 'in', ['丁', '戊'] as never).orderBy('name' as never).execute();
    expect(rows).toEqual([{ name: '丁', at: '2026-11-24 15:45:00', day: '2026-12-02' }, { name: '戊', at: '2026-11-25 09:05:00', day: '2026-12-03' }]);
  });

  it('tell people what to write for a pattern, never the regular expression', async () => {
    const res = await call('POST', '/lab/interviews', { name: '己', at: '2026-11-22 10:00:00', code: 'X1' });
    expect(res.body.data).toEqual([{ field: 'code', message: '工号格式不正确：KP 加 4 位数字，如 KP0001' }]);
  });
});
