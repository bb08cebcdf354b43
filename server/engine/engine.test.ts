import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORMATS } from '../../validators/formats.ts';
import { buildTestApp, type TestApp, uploadFile, xlsxFile } from '../test/harness.ts';
import { SCHEMAS_DIR } from '../../schemas/files.ts';
import { refuseZip } from './zip-guard.ts';

let t: TestApp;
let admin: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kp-engine-'));
  cpSync(SCHEMAS_DIR, dir, { recursive: true, filter: (src) => !src.includes('fixtures') && !src.endsWith('.ts') });
  t = await buildTestApp({ schemasDir: dir });
  admin = await t.login();
});
afterAll(async () => { await t.close(); rmSync(dir, { recursive: true, force: true }); });

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, query?: Record<string, string>) =>
  t.request({ method, url: `/v1/api${url}`, token: admin, payload, query });

const xlsx = xlsxFile;
const upload = (url: string, file: Buffer, query?: Record<string, string>) => uploadFile(t, `/v1/api${url}`, admin, file, query);

const count = async (table: string) => Number((await t.db.kysely.selectFrom(table as 'sys_oplog').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('resource engine: CRUD at the schema\'s own bindings', () => {
  it('creates the table with its columns and indexes', async () => {
    const cols = await t.db.kysely.selectFrom('company_job_type' as 'sys_oplog').selectAll().limit(0).execute();
    expect(cols).toEqual([]);
    const res = await call('GET', '/company/jobTypes');
    expect(res.body).toEqual({ code: '00000', msg: '成功', data: { list: [], total: 0 } });
  });

  it('creates, reads, edits and deletes at POST .../add, GET, POST .../edit/{id}, DELETE .../delete/{id}, logging each', async () => {
    const created = await call('POST', '/company/jobTypes/add', { name: '普工', nature: '1', salary_floor: 450000, status: 1 });
    expect(created.body.code).toBe('00000');
    const id = created.body.data.id;
    expect((await call('GET', `/company/jobTypes/${id}`)).body.data).toMatchObject({ id, name: '普工', nature: '1', salary_floor: 450000, sort: 0 });
    const edited = await call('POST', `/company/jobTypes/edit/${id}`, { name: '普工（长白班）', salary_floor: null });
    expect(edited.body.code).toBe('00000');
    expect((await call('GET', `/company/jobTypes/${id}`)).body.data).toMatchObject({ name: '普工（长白班）', nature: '1', status: 1, salary_floor: null });
    expect((await call('DELETE', `/company/jobTypes/delete/${id}`)).body.data).toEqual({ deleted: 1 });
    expect((await call('GET', `/company/jobTypes/${id}`)).status).toBe(404);
    const log = await t.db.kysely.selectFrom('sys_oplog').select(['op_type', 'resource', 'target_id']).where('resource', '=', 'company_job_type').orderBy('id').execute();
    expect(log).toEqual([0, 1, 2].map((op_type) => ({ op_type, resource: 'company_job_type', target_id: String(id) })));
  });

  it('refuses a bad record field by field, with the validators\' own words, and writes nothing', async () => {
    const res = await call('POST', '/demo/showcase/add', { name: '张', mobile: '12345', idcard: '110105194912310021', gender: 9, color: 'red', homepage: 'javascript:alert(1)', extra: 1 });
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(res.body.data.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(byField).toMatchObject({
      mobile: FORMATS.mobile.message, idcard: FORMATS.idcard.message, color: FORMATS.hexColor.message,
      homepage: FORMATS.externalUrl.message, extra: '未知字段「extra」',
    });
    expect(byField.name).toContain('姓名');
    expect(await count('demo_showcase')).toBe(0);
  });

  it('refuses a value that is not in the field\'s dictionary', async () => {
    const res = await call('POST', '/demo/showcase/add', { name: '张三', mobile: '13800000009', gender: 9 });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([{ field: 'gender', message: '「9」不是「性别」的选项（可选：未知、男、女）' }]);
  });

  it('answers 409 with the field for a duplicate x-unique value', async () => {
    await call('POST', '/company/jobTypes/add', { name: '焊工', nature: '1', status: 1 });
    const res = await call('POST', '/company/jobTypes/add', { name: '焊工', nature: '2', status: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'A0409', msg: '类型名称「焊工」已存在', data: [{ field: 'name', message: '类型名称「焊工」已存在' }] });
  });

  it('pages, filters, searches keywords and sorts', async () => {
    for (let i = 0; i < 25; i++) {
      const res = await call('POST', '/demo/showcase/add', { name: `候选人${String(i).padStart(2, '0')}`, mobile: `139${String(i).padStart(8, '0')}`, gender: (i % 2) + 1, salary: 3000 + i * 100, active: i % 3 !== 0 });
      expect(res.body.code).toBe('00000');
    }
    const page = await call('GET', '/demo/showcase', undefined, { page: '2', pageSize: '10', sort: 'salary', order: 'asc' });
    expect(page.body.msg).toBe('成功');
    expect(page.body.data.total).toBe(25);
    expect(page.body.data.list.map((r: { salary: number }) => r.salary)).toEqual(Array.from({ length: 10 }, (_, i) => 4000 + i * 100));
    const byGender = await call('GET', '/demo/showcase', undefined, { gender: '2' });
    expect(byGender.body.msg).toBe('成功');
    expect(byGender.body.data.total).toBe(12);
    const inactive = await call('GET', '/demo/showcase', undefined, { active: 'false' });
    expect(inactive.body.msg).toBe('成功');
    expect((await call('GET', '/demo/showcase', undefined, { active: 'false' })).body.data.total).toBe(9);
    expect((await call('GET', '/demo/showcase', undefined, { keywords: '候选人1' })).body.data.total).toBe(10);
    expect((await call('GET', '/demo/showcase', undefined, { keywords: '13900000007' })).body.data.list[0]).toMatchObject({ name: '候选人07', active: true });
    expect((await call('GET', '/demo/showcase', undefined, { pageSize: '501' })).status).toBe(400);
  });

  it('sees a write made behind its back (another process) at the next list: its rows and its total', async () => {
    const name = `外部写入${Date.now()}`;
    const query = { keywords: name };
    expect((await call('GET', '/company/jobTypes', undefined, query)).body.data).toEqual({ list: [], total: 0 });
    const now = Date.now();
    await t.db.kysely.insertInto('company_job_type' as 'sys_oplog')
      .values({ name, nature: '1', status: 1, sort: 0, created_at: now, updated_at: now } as never).execute();
    const after = (await call('GET', '/company/jobTypes', undefined, query)).body.data;
    expect(after.list.map((r: { name: string }) => r.name)).toEqual([name]);
    expect(after.total).toBe(1);
  });

  it('deletes several ids at once', async () => {
    const ids = [];
    for (const name of ['甲类', '乙类', '丙类']) ids.push((await call('POST', '/company/jobTypes/add', { name, nature: '2', status: 1 })).body.data.id);
    expect((await call('DELETE', `/company/jobTypes/delete/${ids.join(',')}`)).body.data).toEqual({ deleted: 3 });
    expect((await call('DELETE', '/company/jobTypes/delete/1,abc')).status).toBe(400);
  });
});

describe('tree screens', () => {
  it('list every node with id and parent_id', async () => {
    const res = await call('GET', '/system/depts');
    expect(res.body.data.list.length).toBeGreaterThanOrEqual(8);
    expect(res.body.data.list[0]).toHaveProperty('parent_id');
  });

  it('add a child, move it, and refuse a cycle or deleting a parent with children', async () => {
    const root = (await call('POST', '/system/depts', { name: '华南区', status: 1 })).body.data.id;
    const child = (await call('POST', '/system/depts', { name: '深圳站', parent_id: root, status: 1 })).body.data.id;
    expect((await call('POST', `/system/depts/${root}`, { name: '华南区', parent_id: child, status: 1 })).body.data).toEqual([{ field: 'parent_id', message: '不能把上级设为自己的下级' }]);
    expect((await call('POST', `/system/depts/${root}`, { name: '华南区', parent_id: root, status: 1 })).body.data).toEqual([{ field: 'parent_id', message: '上级不能是自己' }]);
    expect((await call('DELETE', `/system/depts/${root}`)).body.msg).toBe('请先删除或移走下级，再删除上级');
    expect((await call('POST', `/system/depts/${child}`, { name: '深圳站', parent_id: 1, status: 1 })).body.code).toBe('00000');
    expect((await call('DELETE', `/system/depts/${root}`)).body.code).toBe('00000');
  });
});

describe('import', () => {
  it('refuses a file with a bad row, naming row, column and message, and writes nothing', async () => {
    const before = await count('company_job_type');
    const file = await xlsx([['类型名称 *', '工作性质 *', '最低月薪', '状态 *'], ['电工', '全职', 5000, '启用'], ['钳工', '远程', 'abc', '启用'], ['电工', '兼职', 3000, '启用']]);
    const res = await upload('/company/jobTypes/_import', file);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      { row: 3, column: '最低月薪', message: '最低月薪「abc」不是金额（以元为单位，最多两位小数）' },
      { row: 3, column: '工作性质', message: '「远程」不是「工作性质」的选项（可选：全职、兼职、小时工、实习）' },
      { row: 4, column: '类型名称', message: '类型名称「电工」与第 2 行重复' },
    ]);
    expect(await count('company_job_type')).toBe(before);
  });

  it('writes every row of a good file in one go, dictionary labels and binding query included', async () => {
    const deptId = (await call('GET', '/system/depts')).body.data.list[2].id;
    const file = await xlsx([['姓名 *', '手机号 *', '性别 *', '在职'], ['李四', '13700000001', '男', '是'], ['王五', '13700000002', '女', '否']]);
    const res = await upload('/demo/showcase/_import', file, { deptId: String(deptId) });
    expect(res.body).toMatchObject({ code: '00000', data: { imported: 2 } });
    // (Not found by a mobile prefix: a masked field matches only its whole value, issue 25.)
    const rows = (await call('GET', '/demo/showcase', undefined, { pageSize: '100' })).body.data.list;
    expect(rows).toEqual(expect.arrayContaining([
      expect.objectContaining({ name: '李四', gender: 1, active: true, dept_id: deptId }),
      expect.objectContaining({ name: '王五', gender: 2, active: false, dept_id: deptId }),
    ]));
    const log = await t.db.kysely.selectFrom('sys_oplog').selectAll().where('op_type', '=', 3).execute();
    expect(log).toMatchObject([{ resource: 'demo_showcase', summary: '导入示例 2 条' }]);
  });

  /** Scratch tables an import left behind (there should be none). */
  // The scratch tables are kp_import_<pid>_<n> (not the table of pending ranges, kp_import_pending).
  const stage = `kp_import_${process.pid}_%`;
  const stagesLeft = async () => (t.db.dialect === 'postgres'
    ? (await sql<{ n: string }>`select count(*) as n from pg_class where relname like ${stage}`.execute(t.db.kysely)).rows
    : (await sql<{ n: string }>`select count(*) as n from sqlite_temp_master where name like ${stage}`.execute(t.db.kysely)).rows)[0].n;

  /** The table's row count as its triggers keep it (kp_row_count), and as counted. */
  const counts = async (table: string) => ({
    kept: Number((await sql<{ n: number }>`select n from kp_row_count where tbl = ${table}`.execute(t.db.kysely)).rows[0].n),
    counted: await count(table),
  });

  it('checks a file of several chunks as one: a repeat across them and a bad row late in it write nothing', async () => {
    const before = await count('company_job_type');
    const rows = Array.from({ length: 4500 }, (_, i) => [`分块工种${i}`, '全职', 4000 + i, '启用']);
    rows[4000][0] = '分块工种9';
    rows[4400][1] = '远程';
    const res = await upload('/company/jobTypes/_import', await xlsx([['类型名称 *', '工作性质 *', '最低月薪', '状态 *'], ...rows]));
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({ total: 4500, errors: [
      { row: 4002, column: '类型名称', message: '类型名称「分块工种9」与第 11 行重复' },
      { row: 4402, column: '工作性质', message: '「远程」不是「工作性质」的选项（可选：全职、兼职、小时工、实习）' },
    ] });
    expect(await count('company_job_type')).toBe(before);
    expect(Number(await stagesLeft())).toBe(0);
    const after = await counts('company_job_type');
    expect(after.kept).toBe(after.counted);
  });

  it('writes a file of several chunks in file order, in one go, leaving no scratch table', async () => {
    const before = await count('company_job_type');
    const rows = Array.from({ length: 4500 }, (_, i) => [`顺序工种${i}`, i % 2 ? '兼职' : '全职', i % 3 ? 4000 + i : null, '启用']);
    const res = await upload('/company/jobTypes/_import', await xlsx([['类型名称 *', '工作性质 *', '最低月薪', '状态 *'], ...rows]));
    expect(res.body).toMatchObject({ code: '00000', data: { imported: 4500 } });
    expect(await count('company_job_type')).toBe(before + 4500);
    const written = (await sql<{ name: string; salary_floor: number | null }>`select name, salary_floor from company_job_type where name like ${'顺序工种%'} order by id`.execute(t.db.kysely)).rows;
    expect(written.map((r) => r.name)).toEqual(rows.map((r) => r[0]));
    expect(written.slice(0, 3).map((r) => r.salary_floor)).toEqual([null, 400100, 400200]);
    expect(Number(await stagesLeft())).toBe(0);
    const after = await counts('company_job_type');
    expect(after.kept).toBe(after.counted);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL: another write to the table goes through while an import is staging, and the count comes out right', async () => {
    const before = await counts('company_job_type');
    const vacuumed = async () => (await sql<{ at: Date | null }>`select last_vacuum as at from pg_stat_user_tables where relid = 'company_job_type'::regclass`.execute(t.db.kysely)).rows[0].at?.getTime() ?? null;
    const vacuumedBefore = await vacuumed();
    const rows = Array.from({ length: 40_000 }, (_, i) => [`并行工种${i}`, '全职', 4000 + i, '启用']);
    let landed = false;
    const importing = upload('/company/jobTypes/_import', await xlsx([['类型名称 *', '工作性质 *', '最低月薪', '状态 *'], ...rows])).then((res) => { landed = true; return res; });
    // Once the import is staging its rows (its scratch table has some)…
    const staged = sql<{ n: number }>`select count(*) as n from pg_class c where c.relname like 'kp_import_%'`;
    for (let tries = 0; tries < 400 && !landed && Number((await staged.execute(t.db.kysely)).rows[0].n) === 0; tries++) await new Promise((r) => setTimeout(r, 25));
    expect(landed, 'the import was over before it was seen staging: make its file larger').toBe(false);
    // …a record added by someone else is saved at once, not after the import.
    const added = await call('POST', '/company/jobTypes/add', { name: '并行新增工种', nature: '1', status: 1 });
    expect(added.body.code).toBe('00000');
    expect(landed).toBe(false);
    expect((await importing).body).toMatchObject({ code: '00000', data: { imported: 40_000 } });
    // Its rows' pages are then marked all-visible (a VACUUM of the table), not left to autovacuum.
    await vi.waitFor(async () => expect(await vacuumed()).not.toEqual(vacuumedBefore), { timeout: 10_000, interval: 100 });
    const after = await counts('company_job_type');
    expect(after).toEqual({ kept: before.kept + 40_001, counted: before.counted + 40_001 });
  });

  it('refuses unknown headers and non-xlsx files', async () => {
    expect((await upload('/company/jobTypes/_import', await xlsx([['名称', '性质']]))).body.msg).toContain('的表头「名称、性质」不是职位类型的字段');
    // A PDF is no sheet; text is read as a CSV (and its header is checked as any file's).
    expect((await upload('/company/jobTypes/_import', Buffer.from('%PDF-1.7\n\0\0binary'))).body.msg).toBe('文件不是有效的 xlsx、xls、ods 或 csv 表格；请在 Excel 中另存为 .xlsx 后重新导入');
    expect((await upload('/company/jobTypes/_import', Buffer.from('PK\u0003\u0004not a zip'))).body.msg).toBe('文件不是有效的 xlsx；请在 Excel 中另存为 .xlsx 后重新导入');
    expect((await upload('/company/jobTypes/_import', Buffer.from('not a zip'))).body.msg).toContain('文件的表头「not a zip」不是职位类型的字段');
  });

  it('refuses a zip bomb from its directory, without inflating it', () => {
    const entry = (name: string, size: number) => {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt32LE(size, 24);
      header.writeUInt16LE(name.length, 28);
      return Buffer.concat([header, Buffer.from(name)]);
    };
    const directory = Buffer.concat(Array.from({ length: 3 }, (_, i) => entry(`xl/worksheets/sheet${i}.xml`, 200 * 1024 * 1024)));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(3, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(0, 16);
    expect(refuseZip(Buffer.concat([directory, end]))).toBe('文件解压后超过 300 MB，已拒绝（行数过多时请分批导入）');
    end.writeUInt16LE(5000, 10);
    expect(refuseZip(Buffer.concat([directory, end]))).toBe('文件包含 5000 个部件，超过上限 2000，已拒绝');
  });
});

describe('schema files', () => {
  it('serve a new file dropped into the folder, after a reload: table, routes and screen', async () => {
    writeFileSync(join(dir, 'lab.json'), JSON.stringify({
      kind: 'crud', title: '实验记录', perms: { query: 'demo:showcase:query', add: 'demo:showcase:add' },
      api: { list: 'GET /lab/records', create: 'POST /lab/records' },
      model: { type: 'object', required: ['title'], properties: { title: { type: 'string', title: '标题', maxLength: 20 } } },
      list: { columns: ['title'], toolbar: ['create'] }, storage: { table: 'lab_record' },
    }));
    expect((await call('GET', '/lab/records')).status).toBe(404);
    await t.app.engine.reload();
    expect((await call('POST', '/lab/records', { title: '第一条' })).body.code).toBe('00000');
    expect((await call('GET', '/lab/records')).body.data.total).toBe(1);
    expect((await call('GET', '/screens/lab')).body.data.schema.title).toBe('实验记录');
  });

  it('add a column for a new field and never drop one', async () => {
    writeFileSync(join(dir, 'lab.json'), JSON.stringify({
      kind: 'crud', title: '实验记录', perms: { query: 'demo:showcase:query', add: 'demo:showcase:add' },
      api: { list: 'GET /lab/records', create: 'POST /lab/records' },
      model: { type: 'object', properties: { note: { type: 'string', title: '备注', maxLength: 200 } } },
      list: { columns: ['note'] }, storage: { table: 'lab_record' },
    }));
    await t.app.engine.reload();
    expect((await call('POST', '/lab/records', { note: '新字段' })).body.code).toBe('00000');
    const rows = (await call('GET', '/lab/records', undefined, { sort: 'id', order: 'asc' })).body.data.list;
    expect(rows[0]).toMatchObject({ title: '第一条', note: null });
    expect(rows[1]).toMatchObject({ title: null, note: '新字段' });
  });

  it('do not serve a broken file, and show its problems to the console', async () => {
    writeFileSync(join(dir, 'broken.json'), JSON.stringify({ kind: 'crud', title: '坏', perms: { query: 'demo:showcase:query' }, api: { list: 'GET /lab/broken' }, model: { type: 'object', properties: { a: { type: 'string', title: 'A', 'x-component': 'Inptu' } } }, list: { columns: ['a'] }, storage: { table: 'lab_broken' } }));
    await t.app.engine.reload();
    expect((await call('GET', '/lab/broken')).status).toBe(404);
    const screen = (await call('GET', '/screens/broken')).body.data;
    expect(screen.schema).toBeNull();
    expect(screen.problems).toEqual([{ file: 'broken.json', pointer: '/model/properties/a/x-component', message: '「Inptu」不是可用的值，你是不是想写「Input」？' }]);
  });
});
