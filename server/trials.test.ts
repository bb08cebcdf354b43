import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PNG_1PX, type TestApp, uploadFile, userWithPerms, xlsxFile } from './test/harness.ts';

// What the outside trials tripped over (issue 26), server side.
let t: TestApp;
let admin: string;

const k = () => t.db.kysely as Kysely<any>;
beforeAll(async () => { t = await buildTestApp(); admin = await t.login('admin'); });
afterAll(async () => { await t.close(); });

describe('a batch delete', () => {
  it('takes up to 500 ids in its path: 17 five-digit ids were cut into 「接口不存在」 (C)', async () => {
    const now = t.clock();
    const ids = Array.from({ length: 17 }, (_, i) => 10_001 + i);
    await k().insertInto('company_job_type').values(ids.map((id) => ({ id, name: `批删${id}`, nature: '1', status: '1', created_at: now, updated_at: now }))).execute();
    const res = await t.request({ method: 'DELETE', url: `/v1/api/company/jobTypes/delete/${ids.join(',')}`, token: admin });
    expect(res.body.code, res.body.msg).toBe('00000');
    expect(await k().selectFrom('company_job_type').select('id').where('id', 'in', ids).execute()).toEqual([]);
    // 500 ten-digit ids fit; the 501st is refused in words, not as an unknown route.
    const many = Array.from({ length: 501 }, (_, i) => 1_000_000_000 + i).join(',');
    const refused = await t.request({ method: 'DELETE', url: `/v1/api/company/jobTypes/delete/${many}`, token: admin });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('最多 500 个');
    const users = await t.request({ method: 'DELETE', url: `/v1/api/system/users/delete/${Array.from({ length: 17 }, (_, i) => 90_001 + i).join(',')}`, token: admin });
    // No such users: 「用户不存在」, from the route itself.
    expect(users.body.code).not.toBe('A0405');
    expect(users.body.msg).not.toContain('接口不存在');
  });
});

describe('a required field', () => {
  it('is not filled by blank text: not in a form, nor in a move\'s form (B5)', async () => {
    const blank = await t.request({ method: 'POST', url: '/v1/api/company/jobTypes/add', token: admin, payload: { name: '   ', nature: '1', status: '1' } });
    expect(blank.body.code).toBe('A0400');
    expect(blank.body.data).toContainEqual({ field: 'name', message: '请填写类型名称' });
    // A top-up rejected with a blank reason (驳回 requires 审核意见).
    const [f1, f2] = [await t.login('finance01'), await t.login('finance02')];
    const voucher = (await uploadFile(t, '/v1/api/uploads/finance/recharge', f1, PNG_1PX, { field: 'voucher' })).body.data.url;
    const id = (await t.request({ method: 'POST', url: '/v1/api/account/recharge', token: f1, payload: { amount: 10000, transfer_no: 'TR-BLANK-1', transfer_date: '2026-11-20', payer: '集团基本户', voucher } })).body.data.id;
    const reject = await t.request({ method: 'POST', url: '/v1/api/actions/finance/recharge/reject', token: f2, payload: { ids: [id], form: { review_note: ' \t ' } } });
    expect(reject.body.code).toBe('A0400');
    expect(JSON.stringify(reject.body.data)).toContain('review_note');
    expect((await k().selectFrom('finance_recharge').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('0');
  });
});

// Office files as Chinese offices save them (A1–A3, A7): each read through the same row checks.
describe('office files', () => {
  const HEADER = ['姓名 *', '手机号 *', '身份证号', '状态 *', '期望月薪', '备注'];
  const importTalents = (file: Buffer, token = admin) => uploadFile(t, '/v1/api/talents/talents/_import', token, file);
  const stored = (mobile: string) => k().selectFrom('talent').selectAll().where('mobile', '=', mobile).executeTakeFirst();
  let n = 0;
  /** A mobile no seeded talent has. */
  const mobile = () => `1990000${String(++n).padStart(4, '0')}`;

  it('reads a legacy .xls written by SheetJS, numbers as numbers (A1)', async () => {
    const XLSX = await import('@e965/xlsx');
    const m = mobile();
    const sheet = XLSX.utils.aoa_to_sheet([HEADER, ['旧格式', Number(m), '11010519491231002X', '新入库', 6500.5, 'xls']]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, '人才');
    const file = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }));
    expect(file.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const res = await importTalents(file);
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    expect(res.body.data).toMatchObject({ imported: 1, sheet: '人才' });
    expect(await stored(m)).toMatchObject({ name: '旧格式', id_number: '11010519491231002X', expected_pay: 650050, remark: 'xls' });
  });

  it('reads an OpenDocument .ods as LibreOffice and WPS save one (issue 58: 「文件不是有效的 xlsx」)', async () => {
    const XLSX = await import('@e965/xlsx');
    const m = mobile();
    const book = XLSX.utils.book_new();
    const id = idNumber(`11010519850101${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`);
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ['开放格式', m, id, '新入库', 6500.5, 'ods']]), '人才');
    const file = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'ods' }));
    const res = await importTalents(file);
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    expect(res.body.data).toMatchObject({ imported: 1, sheet: '人才' });
    expect(await stored(m)).toMatchObject({ name: '开放格式', id_number: id, expected_pay: 650050, remark: 'ods' });
    // A broken one is named as an .ods: cut short (its mimetype first, as LibreOffice writes), or with content that is no sheet.
    const JSZip = (await import('jszip')).default;
    const zip = new JSZip();
    zip.file('mimetype', 'application/vnd.oasis.opendocument.spreadsheet', { compression: 'STORE' });
    zip.file('content.xml', '<office:document-content><broken');
    const odsLike = await zip.generateAsync({ type: 'nodebuffer' });
    const notOds = '文件不是有效的 ods；请在表格软件中另存为 .xlsx 后重新导入';
    expect((await importTalents(odsLike.subarray(0, 120))).body.msg).toBe(notOds);
    expect((await importTalents(odsLike)).body.msg).toBe(notOds);
  });

  it('reads a .csv in UTF-8 with and without a BOM, and in GBK as Excel in China saves it (A1)', async () => {
    const iconv = (await import('iconv-lite')).default;
    const [a, b, c] = [mobile(), mobile(), mobile()];
    const csv = (m: string, name: string) => `${HEADER.join(',')}\r\n${name},${m},,新入库,"1,234.5","逗号,引号""和
换行"\r\n`;
    for (const [file, m, name] of [
      [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv(a, '带BOM'))]), a, '带BOM'],
      [Buffer.from(csv(b, '无BOM')), b, '无BOM'],
      [iconv.encode(csv(c, '国标编码'), 'gbk'), c, '国标编码'],
    ] as const) {
      const res = await importTalents(file);
      expect(res.body.code, `${name}: ${JSON.stringify(res.body)}`).toBe('00000');
      // An amount as Excel writes a cell with thousands separators.
      expect(await stored(m)).toMatchObject({ name, remark: '逗号,引号"和\n换行', expected_pay: 123450 });
    }
  });

  it('says an ID typed into a number cell lost its digits, and takes one whose digits the file kept (A2)', async () => {
    const lost = mobile();
    const file = await xlsxFile([HEADER, ['数字身份证', Number(lost), 320583198203031234, '新入库']]);
    const res = await importTalents(file);
    expect(res.body.code).toBe('A0400');
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ row: 2, column: '身份证号', message: '该单元格是数字，身份证号请设置为文本格式' }));
    expect(await stored(lost)).toBeUndefined();
    // The same cell where the file wrote all 18 digits and a double holds them exactly: taken.
    const exact = exactIdNumber();
    const kept = mobile();
    const patched = await patchSheet(await xlsxFile([HEADER, ['数字身份证', Number(kept), 7777777, '新入库']]), (xml) => xml.replace('<v>7777777</v>', `<v>${exact}</v>`));
    const ok = await importTalents(patched);
    expect(ok.body.code, JSON.stringify(ok.body)).toBe('00000');
    expect((await stored(kept))!.id_number).toBe(exact);
  });

  it('reads the first visible sheet whose header matches, past an instructions sheet shown or hidden, and names it (A3)', async () => {
    for (const state of ['visible', 'hidden'] as const) {
      const m = mobile();
      const book = new ExcelJS.Workbook();
      book.addWorksheet('填写说明', { state }).addRows([['请按下表填写'], ['手机号请填 11 位']]);
      book.addWorksheet('人才名单').addRows([HEADER, [`第二页${state}`, m, null, '新入库']]);
      const res = await importTalents(Buffer.from(await book.xlsx.writeBuffer()));
      expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
      expect(res.body.data.sheet).toBe('人才名单');
      expect((await stored(m))!.name).toBe(`第二页${state}`);
    }
    // No sheet with the screen's columns: the first visible one is named in the answer.
    const book = new ExcelJS.Workbook();
    book.addWorksheet('隐藏', { state: 'hidden' }).addRows([['杂项']]);
    book.addWorksheet('说明').addRows([['请按下表填写']]);
    const res = await importTalents(Buffer.from(await book.xlsx.writeBuffer()));
    expect(res.body.msg).toContain('工作表「说明」的表头「请按下表填写」不是');
    // Only a hidden sheet has them (issue 58): the answer says the data is hidden, and nothing is written.
    const m = mobile();
    for (const state of ['hidden', 'veryHidden'] as const) {
      const hidden = new ExcelJS.Workbook();
      hidden.addWorksheet('说明').addRows([['请按下表填写']]);
      hidden.addWorksheet('名单', { state }).addRows([HEADER, ['藏着', m, null, '新入库']]);
      const answer = await importTalents(Buffer.from(await hidden.xlsx.writeBuffer()));
      expect(answer.body.code).toBe('A0400');
      expect(answer.body.msg).toBe('数据所在的工作表「名单」是隐藏的，请在表格软件中取消隐藏（右键工作表标签 › 取消隐藏）后再导入');
      expect(await stored(m)).toBeUndefined();
    }
  });

  it('round-trips cells that start with a tab or hold a CR, and passes over the export\'s own columns (A5, A7)', async () => {
    const { exportSheet } = await import('../runtime/schema/xlsx.ts');
    const m = mobile();
    const remark = '\t=1+1 a\rb\r\nc _x000D_ d';
    const file = Buffer.from(await exportSheet('人才', [...HEADER, '负责人', '创建时间'], [['往返', m, null, '新入库', { number: 6500.5, numFmt: '#,##0.00' }, remark, '张三', { date: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)), numFmt: 'yyyy-mm-dd hh:mm:ss' }]]));
    const res = await importTalents(file);
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    const row = await stored(m);
    expect(row).toMatchObject({ remark, expected_pay: 650050 });
    // 负责人 in the file changes nothing: an import's records are the importer's.
    expect(row!.owner_id).toBe((await k().selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id);
  });

  it('refuses what is no spreadsheet with what to do (A1)', async () => {
    const res = await importTalents(Buffer.from('%PDF-1.7\n\0\0'));
    expect(res.body.msg).toBe('文件不是有效的 xlsx、xls、ods 或 csv 表格；请在 Excel 中另存为 .xlsx 后重新导入');
  });
});

/** The 18-digit ID number of a 17-digit `body`, with its check digit. */
function idNumber(body: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  return body + '10X98765432'[[...body].reduce((sum, d, i) => sum + Number(d) * weights[i], 0) % 11];
}

/** An 18-digit ID number (valid check digit) that a double holds exactly. */
function exactIdNumber(): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  for (let seq = 0; seq < 1000; seq++) {
    const body = `11010519900307${String(seq).padStart(3, '0')}`;
    const check = '10X98765432'[[...body].reduce((sum, d, i) => sum + Number(d) * weights[i], 0) % 11];
    const id = body + check;
    if (check !== 'X' && BigInt(Number(id)) === BigInt(id)) return id;
  }
  throw new Error('no such ID');
}

/** The workbook with its first sheet's XML changed by `edit`. */
async function patchSheet(file: Buffer, edit: (xml: string) => string): Promise<Buffer> {
  const JSZip = (await import('jszip')).default;
  const zip = await JSZip.loadAsync(file);
  const path = 'xl/worksheets/sheet1.xml';
  zip.file(path, edit(await zip.file(path)!.async('string')));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

// A6: an export imported back edits the records its 编号 names and adds the rest, all or nothing.
describe('an import keyed by 编号', () => {
  const HEADER = ['编号', '姓名 *', '手机号 *', '状态 *', '备注', '负责人', '创建时间'];
  const importAs = (token: string, rows: unknown[][]) => xlsxFile([HEADER, ...rows]).then((file) => uploadFile(t, '/v1/api/talents/talents/_import', token, file));
  const count = async () => Number((await k().selectFrom('talent').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const byId = (id: number) => k().selectFrom('talent').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('edits the rows it names and adds those without one; nothing duplicated, the rest unchanged (A6)', async () => {
    const [a, b] = await k().selectFrom('talent').selectAll().where('owner_id', 'is not', null).orderBy('id').limit(2).execute();
    const before = await count();
    const other = await byId(b.id);
    // As an export writes them: hr01 sees numbers of talents it does not own masked; sent back so, they are kept.
    const status = (await k().selectFrom('sys_dict_item').select('name').where('type_code', '=', 'talent_status').where('value', '=', String(b.status)).executeTakeFirstOrThrow()).name;
    const res = await importAs(admin, [
      [a.id, a.name, a.mobile, '跟进中', '往返后改的备注', '某人', '2026-01-01 00:00:00'],
      [null, '往返新人', '19911112222', '新入库', null, null, null],
      // Sent back as it was: no change, not counted as one.
      [b.id, b.name, b.mobile, status, b.remark, null, null],
    ]);
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    expect(res.body.data).toMatchObject({ imported: 3, added: 1, updated: 1, unchanged: 1 });
    expect(await count()).toBe(before + 1);
    const edited = await byId(a.id);
    expect(edited).toMatchObject({ remark: '往返后改的备注', status: '1', mobile: a.mobile, owner_id: a.owner_id, id_number: a.id_number });
    expect(await byId(b.id)).toEqual(other);
  });

  it('edits only within the caller\'s scope and with the edit permission; a bad 编号 is that row\'s error; all or nothing (A6)', async () => {
    const hr = await t.login('hr01');
    const hrId = (await k().selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow()).id;
    const now = t.clock();
    const adminId = (await k().selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const talent = (name: string, mobile: string, owner: number) => k().insertInto('talent').values({ name, mobile, status: '0', gender: 1, owner_id: owner, remark: '原备注', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow().then(({ id }) => byId(Number(id)));
    const mine = await talent('我的人才', '19922220001', hrId);
    const theirs = await talent('别人的人才', '19922220002', adminId);
    const before = await count();
    const res = await importAs(hr, [
      [mine.id, mine.name, mine.mobile, '新入库', '我的', null, null],
      [theirs.id, theirs.name, '13900000000', '新入库', '别人的', null, null],
      ['abc', '乱编号', '19911113333', '新入库', null, null, null],
      [mine.id, mine.name, mine.mobile, '新入库', '重复', null, null],
      [null, '新人', '19911114444', '新入库', null, null, null],
    ]);
    expect(res.body.code).toBe('A0400');
    const errors = res.body.data.errors as Array<{ row: number; column: string; message: string }>;
    expect(errors).toContainEqual({ row: 3, column: '编号', message: `编号 ${theirs.id} 的人才不存在，或不在你的数据范围内` });
    expect(errors).toContainEqual({ row: 4, column: '编号', message: '编号「abc」应为导出时的记录编号（正整数）；新记录请留空' });
    expect(errors).toContainEqual({ row: 5, column: '编号', message: `编号 ${mine.id} 与第 2 行重复` });
    expect(await count()).toBe(before);
    expect((await byId(mine.id)).remark).toBe(mine.remark);
    // Without the edit permission, rows with 编号 are refused as a whole.
    const importer = await t.login(await userWithPerms(t, 'importonly', ['talents:list:query', 'talents:list:import', 'talents:list:add'], { scope: 1 }));
    const refused = await importAs(importer, [[mine.id, mine.name, mine.mobile, '新入库', '改', null, null]]);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('文件中有 1 行带编号（更新已有人才），你没有编辑人才的权限');
    expect((await byId(mine.id)).remark).toBe(mine.remark);
  });
});

// D10: 系统配置 lists the keys the product reads, and a save is checked against them.
describe('系统配置 keys', () => {
  const save = (configs: Record<string, string | null>) => t.request({ method: 'POST', url: '/v1/api/app/system/config/data', token: admin, payload: { configs } });

  it('are listed with meaning, type and default, from the server and the schemas (D10)', async () => {
    const keys = (await t.request({ method: 'GET', url: '/v1/api/app/system/config/keys', token: admin })).body.data as Array<{ key: string; type: string; default: string; title: string; titleEn: string; source: string }>;
    const byKey = Object.fromEntries(keys.map((k) => [k.key, k]));
    expect(byKey['contract.sign.linkDays']).toMatchObject({ type: 'integer', default: '7', min: 1, max: 30 });
    expect(byKey['talent.claim.daily']).toMatchObject({ type: 'integer', source: 'talents/list' });
    expect(byKey['talent.claim.daily'].title).toContain('认领');
    // In English too (D8): the schema's English title and action label.
    expect(byKey['talent.claim.daily'].titleEn).toBe('Talents: at most this many "Claim" per person per day');
    expect(keys.every((k) => /^[\x20-\x7e]+$/.test(k.titleEn.replace(/快聘/, ''))), JSON.stringify(keys.map((k) => k.titleEn))).toBe(true);
    expect(byKey['talent.pool.returnDays']).toMatchObject({ type: 'integer', default: '30' });
    expect(byKey['sms.accessKeySecret']).toMatchObject({ type: 'secret' });
  });

  it('take only what their readers can use; other keys take any text (D10)', async () => {
    const refused = await save({ 'contract.sign.linkDays': '七天', 'talent.pool.returnDays': '0', 'sms.endpoint': 'dysmsapi' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.map((e: { field: string }) => e.field).sort()).toEqual(['contract.sign.linkDays', 'sms.endpoint', 'talent.pool.returnDays']);
    expect(refused.body.msg).toContain('「contract.sign.linkDays」（合同签署链接有效天数');
    expect(refused.body.msg).toContain('应为 1 到 30 之间的整数');
    expect(await k().selectFrom('sys_config').select('key').where('key', 'in', ['contract.sign.linkDays', 'talent.pool.returnDays']).execute()).toEqual([]);
    const saved = await save({ 'contract.sign.linkDays': '10', 'site.notice': '周五停机维护' });
    expect(saved.body.code, saved.body.msg).toBe('00000');
    expect(saved.body.data).toMatchObject({ 'contract.sign.linkDays': '10', 'site.notice': '周五停机维护' });
    await save({ 'contract.sign.linkDays': null, 'site.notice': null });
  });
});

// B6, D1: namesakes in relation pickers, and a post found by any part of its title.
describe('relation pickers', () => {
  it('tell namesakes apart by a second label (masked), and find a post by any part of its title (B6, D1)', async () => {
    const now = t.clock();
    const stamps = { created_at: now, updated_at: now };
    const company = Number((await k().insertInto('company').values({ name: '天津某某物流有限公司', ...stamps }).returning('id').executeTakeFirstOrThrow()).id);
    for (const title of ['保洁员（包吃住）', '仓库管理员', '包装工（包吃住）']) await k().insertInto('company_post').values({ company_id: company, title, city: '天津', ...stamps }).execute();
    const posts = (await t.request({ method: 'GET', url: '/v1/api/relations/talents/apply', token: admin, query: { field: 'post_id', keywords: '包吃住' } })).body.data as Array<{ label: string; describe: string }>;
    expect(posts.map((p) => p.label).sort()).toEqual(['保洁员（包吃住）', '包装工（包吃住）']);
    expect(posts[0].describe).toBe('天津某某物流有限公司 · 天津');

    for (const [mobile, city] of [['13912340001', '上海'], ['13912340002', '天津']]) await k().insertInto('talent').values({ name: '胡桂英', mobile, city, status: '0', gender: 2, owner_id: null, ...stamps }).execute();
    const namesakes = (await t.request({ method: 'GET', url: '/v1/api/relations/talents/apply', token: admin, query: { field: 'talent_id', keywords: '胡桂英' } })).body.data as Array<{ label: string; describe: string }>;
    // Both in the pool: an application takes only a claimed talent (x-relation claimed), so the picker says so (issue 58).
    expect(namesakes.map((n) => n.describe).sort()).toEqual(['139****0001 · 上海 · 公海', '139****0002 · 天津 · 公海']);
    // The talent's owner sees their own talent's number whole in the picker, a colleague's masked (issue 58).
    const adminId = Number((await k().selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id);
    await k().updateTable('talent').set({ owner_id: adminId }).where('mobile', '=', '13912340001').execute();
    const owned = (await t.request({ method: 'GET', url: '/v1/api/relations/talents/apply', token: admin, query: { field: 'talent_id', keywords: '胡桂英' } })).body.data as Array<{ label: string; describe: string }>;
    expect(owned.map((n) => n.describe).sort()).toEqual(['139****0002 · 天津 · 公海', '13912340001 · 上海']);
    // An import naming one of them by name alone is told which two there are.
    const file = await xlsxFile([['人才 *', '岗位 *', '报名渠道 *'], ['胡桂英', '仓库管理员', '地推']]);
    const res = await uploadFile(t, '/v1/api/talents/applies/_import', admin, file);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ column: '人才', message: '有 2 个人才叫「胡桂英」（139****0001 · 上海；139****0002 · 天津），请在「人才（手机号）」列填写手机号以区分，或先在人才中改名' }));
    // The second column tells them apart (a mobile typed as a number too); a mobile neither has is refused by name.
    const told = await xlsxFile([['人才 *', '人才（手机号）', '岗位 *', '报名渠道 *'], ['胡桂英', 13912340002, '仓库管理员', '地推'], ['胡桂英', '13900000000', '仓库管理员', '地推']]);
    const refused = await uploadFile(t, '/v1/api/talents/applies/_import', admin, told);
    expect(refused.body.data.errors).toEqual([
      expect.objectContaining({ row: 2, column: '人才', message: '人才「胡桂英」在公海中，请先认领' }),
      expect.objectContaining({ row: 3, column: '人才', message: '有 2 个人才叫「胡桂英」，但手机号都不是「13900000000」' }),
    ]);
    const [tianjin] = await k().selectFrom('talent').select('id').where('mobile', '=', '13912340002').execute();
    // Nor by the form: a pool talent is refused until claimed.
    const post = Number((await k().selectFrom('company_post').select('id').where('title', '=', '仓库管理员').executeTakeFirstOrThrow()).id);
    const byForm = await t.request({ method: 'POST', url: '/v1/api/talents/applies/add', token: admin, payload: { talent_id: tianjin.id, post_id: post, channel: '1', status: '0' } });
    expect(byForm.body.msg).toContain('人才「胡桂英」在公海中，请先认领');
    await k().updateTable('talent').set({ owner_id: adminId }).where('id', '=', tianjin.id).execute();
    const before = Number((await k().selectFrom('talent_apply').select((eb) => eb.fn.countAll().as('n')).where('talent_id', '=', tianjin.id).executeTakeFirstOrThrow()).n);
    const ok = await uploadFile(t, '/v1/api/talents/applies/_import', admin, await xlsxFile([['人才 *', '人才（手机号）', '岗位 *', '报名渠道 *', '状态'], ['胡桂英', 13912340002, '仓库管理员', '地推', '待审核']]));
    expect(ok.body.code, JSON.stringify(ok.body)).toBe('00000');
    expect(Number((await k().selectFrom('talent_apply').select((eb) => eb.fn.countAll().as('n')).where('talent_id', '=', tianjin.id).executeTakeFirstOrThrow()).n)).toBe(before + 1);
    // The template's columns are the import's: no 状态 column needed (the flow starts at 待审核), and a
    // later state written in one is said, not dropped (issue 58: 结业 arrived as 已报名 — its start, silently).
    const plain = await uploadFile(t, '/v1/api/talents/applies/_import', admin, await xlsxFile([['人才 *', '人才（手机号）', '岗位 *', '报名渠道 *'], ['胡桂英', 13912340002, '仓库管理员', '地推']]));
    expect(plain.body.code, JSON.stringify(plain.body)).toBe('00000');
    const later = await uploadFile(t, '/v1/api/talents/applies/_import', admin, await xlsxFile([['人才 *', '人才（手机号）', '岗位 *', '报名渠道 *', '状态'], ['胡桂英', 13912340002, '仓库管理员', '地推', '已入职']]));
    expect(later.body.data.errors).toEqual([expect.objectContaining({ row: 2, column: '状态', message: '导入的报名从「待审核」开始：「状态」请留空或填「待审核」，之后用列表中的操作推进' })]);
  });
});

// D5: an onboarding's status follows its dates (storage.datedStatus).
describe('an onboarding record', () => {
  it('is 待入职 before its start date, 在职 from it, 已离职 from its leave date — when written and as days pass (D5)', async () => {
    const { settleDatedStatuses } = await import('./services/jobs.ts');
    const report = t.app.engine.screens.get('talents/report')!.resource!;
    const now = t.clock();
    const day = (offset: number) => new Date(now + offset * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(report.startOf({ start_date: day(3) }, 1, now).status).toBe('2');
    expect(report.startOf({ start_date: day(0) }, 1, now).status).toBe('0');
    expect(report.startOf({ start_date: day(-30), leave_date: day(0) }, 1, now).status).toBe('1');
    const stamps = { created_at: now, updated_at: now };
    const ids = [];
    for (const [start, leave, status] of [[day(5), null, '0'], [day(-10), null, '2'], [day(-10), day(-1), '0'], [day(-10), day(20), '1']] as const) {
      ids.push(Number((await k().insertInto('talent_onboard').values({ talent_id: 1, company_id: 1, post_id: 1, start_date: start, leave_date: leave, status, owner_id: 1, ...stamps }).returning('id').executeTakeFirstOrThrow()).id));
    }
    expect(await settleDatedStatuses(t.app)).toBeGreaterThanOrEqual(4);
    const after = await k().selectFrom('talent_onboard').select(['id', 'status']).where('id', 'in', ids).orderBy('id').execute();
    expect(after.map((r) => r.status)).toEqual(['2', '0', '1', '0']);
    expect(await settleDatedStatuses(t.app)).toBe(0);
  });
});

// D9: field linkage (form.fill) — a template fills 合同类型 and its seal; a talent their company and post.
describe('field linkage', () => {
  it('fills from the picked record, or from the latest record pointing at it, within the caller\'s scope (D9)', async () => {
    const now = t.clock();
    const stamps = { created_at: now, updated_at: now };
    const seal = Number((await k().insertInto('talents_seal').values({ name: '带入测试章', ...stamps }).returning('id').executeTakeFirstOrThrow()).id);
    const template = Number((await k().insertInto('talents_contract_template').values({ title: '带入测试模板', type: '2', seal_id: seal, body: '正文', ...stamps }).returning('id').executeTakeFirstOrThrow()).id);
    const fill = (rule: number, id: number, token = admin) => t.request({ method: 'GET', url: '/v1/api/fill/talents/contract', token, query: { rule: String(rule), id: String(id) } });
    expect((await fill(0, template)).body.data).toEqual({ type: '2', seal_id: seal });
    const hrId = Number((await k().selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow()).id);
    const talent = Number((await k().insertInto('talent').values({ name: '带入人才', mobile: '19933330001', status: '3', gender: 1, owner_id: hrId, ...stamps }).returning('id').executeTakeFirstOrThrow()).id);
    for (const [company, post, start] of [[11, 21, '2026-01-01'], [12, 22, '2026-06-01']]) {
      await k().insertInto('talent_onboard').values({ talent_id: talent, company_id: company, post_id: post, start_date: start, pay: 500000, status: '0', owner_id: hrId, ...stamps }).execute();
    }
    expect((await fill(1, talent)).body.data).toEqual({ company_id: 12, post_id: 22, pay: 500000 });
    // Another recruiter's talent gives a 仅本人 caller nothing; a caller without add or edit is refused.
    const other = await t.login(await userWithPerms(t, 'fillother', ['talents:contract:query', 'talents:contract:add'], { scope: 4 }));
    expect((await fill(1, talent, other)).body.data).toEqual({ company_id: null, post_id: null, pay: null });
    const reader = await t.login(await userWithPerms(t, 'fillreader', ['talents:contract:query']));
    expect((await fill(0, template, reader)).status).toBe(403);
  });
});

// D8: dictionary entries have an English label; English mode shows it, and an English export imports back.
describe('dictionary entries in English', () => {
  it('come with their English labels, and an import takes either label (D8)', async () => {
    const options = (await t.request({ method: 'GET', url: '/v1/api/system/dicts/talent_status/options', token: admin })).body.data;
    expect(options).toContainEqual({ label: '新入库', value: '0', label_en: 'New' });
    const m = '19955550001';
    const res = await uploadFile(t, '/v1/api/talents/talents/_import', admin, await xlsxFile([['手机号 *', '姓名 *', '状态 *', '性别'], [m, 'English export', 'Following up', 'Female']]));
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    expect(await k().selectFrom('talent').select(['status', 'gender']).where('mobile', '=', m).executeTakeFirstOrThrow()).toEqual({ status: '1', gender: 2 });
    // 字典数据 edits it like any field.
    const item = await k().selectFrom('sys_dict_item').select('id').where('type_code', '=', 'follow_method').where('value', '=', '3').executeTakeFirstOrThrow();
    const edit = await t.request({ method: 'POST', url: `/v1/api/system/dict/items/${item.id}`, token: admin, payload: { name_en: 'Face to face' } });
    expect(edit.body.code, edit.body.msg).toBe('00000');
    expect((await t.request({ method: 'GET', url: '/v1/api/system/dicts/follow_method/options', token: admin })).body.data).toContainEqual({ label: '面谈', value: '3', label_en: 'Face to face' });
  });
});
