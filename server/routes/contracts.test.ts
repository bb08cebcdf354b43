import { storageFailure } from '../services/file-store.ts';
import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld } from '../db/demo-world.ts';
import { expireSignLinks, MAX_FAILURES, SIGN_RATE_PER_MINUTE } from './contracts.ts';
import { formatDateTime } from '../../validators/formatters.ts';
import { buildTestApp, snapshot, type TestApp, uploadFile, userWithPerms } from '../test/harness.ts';

// Contracts (issue 13): numbered under concurrency, the labour law's rules, the signing flow
// pushed by SMS through the adapter to a local fake, signed on the public page into a PDF whose
// SHA-256 is kept and verified, refused, expired, recalled; signed contracts are immutable.
let t: TestApp;
let other: TestApp;
let admin: string;
let hr: string;
let sms: Server;
let smsUrl: string;
const received: Array<Record<string, string>> = [];
let smsAnswer: Record<string, string> = { Code: 'OK', Message: 'OK', BizId: 'BIZ-1', RequestId: 'R-1' };

type Row = Record<string, any>;
const k = () => t.db.kysely as Kysely<any>;
const call = (token: string | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, app = t) => app.request({ method, url: `/v1/api${url}`, token, payload });
const ok = async (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const res = await call(token, method, url, payload);
  expect(res.body.code, `${url}: ${res.body.msg}`).toBe('00000');
  return res.body.data;
};
// A drawn stroke: any real PNG will do for the server (the page's canvas gives one).
const SIGNATURE = `data:image/png;base64,${Buffer.from(await import('../services/seal-image.ts').then((m) => m.drawSeal({ company: '签名', color: '#000000', shape: 'oval' }))).toString('base64')}`;

let talent: Row;
let company: Row;
let post: Row;
let seal: number;
let template: number;
/** A talent of admin's, outside hr01's scope (仅本人). */
let colleague: Row;

const contract = (over: Row = {}) => ({
  user_id: talent.id, template_id: template, type: '2', company_id: company.id, post_id: post.id,
  start_date: '2026-12-01', end_date: '2028-11-30', pay: 650000, probation_months: 1, seal_id: seal, ...over,
});
const create = async (over: Row = {}, token = admin) => (await ok(token, 'POST', '/app/contract/add', contract(over))).id as number;
const read = async (id: number) => ok(admin, 'GET', `/app/contract/detail/${id}`);
const move = (key: string, ids: number[], form?: object, token = admin) => call(token, 'POST', `/actions/talents/contract/${key}`, { ids, ...(form ? { form } : {}) });
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
/** Drafts, submits and pushes a contract: its id and the signing link the push answered. */
const pushed = async (over: Row = {}) => {
  const id = await create(over);
  expect((await move('submit', [id])).body.code).toBe('00000');
  const res = await move('push', [id]);
  expect(res.body.code, res.body.msg).toBe('00000');
  return { id, link: res.body.data.links[0] as { url: string; sent: boolean; note: string } };
};
const sign = (token: string, body: Row) => call(undefined, 'POST', `/sign/${token}`, body);
const configure = (configs: Record<string, string | null>) => ok(admin, 'POST', '/app/system/config/data', { configs });
const pdfText = async (bytes: Uint8Array) => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) text += (await (await doc.getPage(i)).getTextContent()).items.map((x: any) => x.str ?? '').join('');
  return text;
};

beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestApp({ shareWith: t });
  await seedDemoWorld(k(), t.clock());
  admin = await t.login('admin');
  hr = await t.login('hr01');
  const hrId = (await k().selectFrom('sys_user').select('id').where('username', '=', 'hr01').executeTakeFirstOrThrow()).id;
  talent = await k().selectFrom('talent').selectAll().where('owner_id', '=', hrId).where('id_number', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  company = await k().selectFrom('company').selectAll().orderBy('id').executeTakeFirstOrThrow();
  post = await k().selectFrom('company_post').selectAll().where('company_id', '=', company.id).orderBy('id').executeTakeFirstOrThrow();
  colleague = await ok(admin, 'POST', '/talents/talents/add', { name: '外人', mobile: '13900001111', status: '0' });
  seal = (await ok(admin, 'POST', '/app/contract/seal/add', { name: '快聘合同章', type: '2', company_name: '上海快聘人力资源有限公司', text: '合同专用章', serial: '3101150012345', color: '#E60012', shape: 'round', status: '1' })).id;
  template = (await ok(admin, 'POST', '/app/contract/template/add', {
    title: '劳务派遣合同（标准版）', type: '2', seal_id: seal, status: '1',
    body: '劳务派遣合同\n合同编号：{{no}}\n甲方：上海快聘人力资源有限公司\n乙方：{{talent.name}}，身份证号 {{talent.id_number}}\n用工单位：{{company.name}}，岗位：{{post.title}}\n期限：{{start_date}} 至 {{end_date}}，月薪 {{salary}} 元，试用期 {{probation_months}} 个月。',
  })).id;
  // The fake SMS provider: records each SendSms and answers as told, in SendSms's documented shape
  // ({Code, Message, BizId, RequestId}; https://help.aliyun.com/zh/sms/developer-reference/api-dysmsapi-2017-05-25-sendsms),
  // its refusals by their documented codes (isv.AMOUNT_NOT_ENOUGH …).
  sms = createServer((req, res) => {
    received.push(Object.fromEntries(new URL(req.url!, 'http://x').searchParams));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(smsAnswer));
  });
  await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', () => resolve()));
  smsUrl = `http://127.0.0.1:${(sms.address() as AddressInfo).port}/`;
});
afterAll(async () => { sms.close(); await other.close(); await t.close(); });

describe('a contract', () => {
  it('is numbered KP-<year>-NNNNNN by the server, once each under 20 parallel creates from two servers', async () => {
    const year = new Date(t.clock()).getFullYear();
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? other : t).request({ method: 'POST', url: '/v1/api/app/contract/add', token: admin, payload: { ...contract(), no: 'KP-1999-000001' } })));
    const numbers = await Promise.all(ids.map(async (res) => { expect(res.body.code, res.body.msg).toBe('00000'); return (await read(res.body.data.id)).no as string; }));
    expect(new Set(numbers).size).toBe(20);
    for (const no of numbers) expect(no).toMatch(new RegExp(`^KP-${year}-\\d{6}$`));
    const seq = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(seq[19] - seq[0]).toBe(19);
  });

  it('refuses a dispatch contract under 2 years naming §58, an end before its start, no pay — and writes nothing', async () => {
    const before = await snapshot(t);
    const refused: Array<[Row, string, string]> = [
      [{ end_date: '2027-11-30' }, 'end_date', '劳务派遣合同期限不得少于 2 年（《劳动合同法》第五十八条）'],
      [{ end_date: '2028-11-29' }, 'end_date', '劳务派遣合同期限不得少于 2 年（《劳动合同法》第五十八条）'],
      [{ type: '1', end_date: '2026-11-30' }, 'end_date', '结束日期须晚于开始日期'],
      [{ pay: 0 }, 'pay', '月薪不能少于 ¥0.01'],
      [{ post_id: null }, 'post_id', '请填写岗位'],
    ];
    for (const [over, field, message] of refused) {
      const res = await call(admin, 'POST', '/app/contract/add', contract(over));
      expect(res.body.code).toBe('A0400');
      expect(res.body.data).toContainEqual({ field, message });
    }
    expect(await snapshot(t)).toBe(before);
    // Exactly two years (through the day before) is enough; a labour contract of one year too.
    await create({ end_date: '2028-11-30' });
    await create({ type: '1', end_date: '2027-11-30' });
  });

  it('is made only for a talent in the caller\'s data scope', async () => {
    const res = await call(hr, 'POST', '/app/contract/add', contract({ user_id: colleague.id }));
    expect(res.body.code).toBe('A0400');
    expect(JSON.stringify(res.body.data)).toContain('user_id');
    expect((await call(hr, 'POST', '/app/contract/add', contract())).body.code).toBe('00000');
  });

  it('is deleted only with its own number and talent, and only unsigned', async () => {
    const id = await create();
    const { no } = await read(id);
    const wrong = await call(admin, 'DELETE', `/app/contract/delete/${id}?talents_contract_id=${id}&no=KP-0000-000000&user_id=${talent.id}`);
    expect(wrong.body.code).toBe('A0400');
    expect((await call(admin, 'DELETE', `/app/contract/delete/${id}`)).body.code).toBe('A0400');
    const right = await call(admin, 'DELETE', `/app/contract/delete/${id}?talents_contract_id=${id}&no=${no}&user_id=${talent.id}`);
    expect(right.body.code, right.body.msg).toBe('00000');
  });
});

describe('a template', () => {
  it('refuses a placeholder it cannot fill, and previews with a talent in scope', async () => {
    const bad = await call(admin, 'POST', '/app/contract/template/add', { title: '坏模板', type: '1', status: '1', body: '乙方：{{talent.nmae}}，这是一份测试用的合同正文。' });
    expect(bad.body.code).toBe('A0400');
    expect(bad.body.msg).toContain('{{talent.nmae}}');
    const preview = await ok(hr, 'GET', `/app/contract/template/preview/${template}?user_id=${talent.id}`);
    expect(preview.text).toContain(`乙方：${talent.name}`);
    expect(preview.text).not.toContain(talent.id_number);
    expect((await call(hr, 'GET', `/app/contract/template/preview/${template}?user_id=${colleague.id}`)).body.code).toBe('A0404');
  });
});

describe('pushing', () => {
  it('without SMS configured says so and hands over the link; it never claims a message sent', async () => {
    const { link } = await pushed();
    expect(link).toMatchObject({ sent: false });
    expect(link.note).toContain('未配置短信');
    expect(link.url).toMatch(/\/s\/[A-Za-z0-9_-]{16}$/);
    const record = await k().selectFrom('talents_contract_sign').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(record.delivery).toContain('未配置短信');
    // Only the link's hash is stored.
    expect(JSON.stringify(await k().selectFrom('sys_sign_token').selectAll().execute())).not.toContain(tokenOf(link.url));
  });

  it('sends Aliyun SendSms, signed, to the fake provider, with the link; the secret is stored encrypted and never shown', async () => {
    await configure({ 'sms.endpoint': smsUrl, 'sms.accessKeyId': 'LTAI-test', 'sms.accessKeySecret': 'very-secret', 'sms.signName': '快聘', 'sms.templateCode': 'SMS_123' });
    const stored = await k().selectFrom('sys_config').select('value').where('key', '=', 'sms.accessKeySecret').executeTakeFirstOrThrow();
    expect(stored.value).not.toContain('very-secret');
    expect((await ok(admin, 'POST', '/app/system/config/data', {}))['sms.accessKeySecret']).toBe('******');
    // At this machine's own address the link reaches no phone: not sent, and said why.
    received.length = 0;
    const local = await pushed();
    expect(local.link.sent).toBe(false);
    expect(local.link.note).toContain('系统域名未设置');
    expect(received).toHaveLength(0);
    await ok(admin, 'POST', '/app/system/save', { systemDomain: 'https://kp.example.com' });
    const { link } = await pushed();
    expect(link.sent).toBe(true);
    expect(link.url).toMatch(/^https:\/\/kp\.example\.com\/s\/[A-Za-z0-9_-]{16}$/);
    expect(link.note).toContain('短信已发送至');
    expect(received).toHaveLength(1);
    const got = received[0];
    expect(got).toMatchObject({ Action: 'SendSms', PhoneNumbers: talent.mobile, SignName: '快聘', TemplateCode: 'SMS_123', AccessKeyId: 'LTAI-test', SignatureMethod: 'HMAC-SHA1', Version: '2017-05-25' });
    // The address is in the template's text; its variable the code, within Aliyun's variable length.
    expect(JSON.parse(got.TemplateParam)).toEqual({ name: talent.name, no: expect.stringMatching(/^KP-/), code: tokenOf(link.url) });
    expect(tokenOf(link.url).length).toBeLessThanOrEqual(20);
    // The signature is the provider's: HMAC-SHA1 over the sorted, encoded query, with "secret&".
    const enc = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const canonical = Object.keys(got).filter((key) => key !== 'Signature').sort().map((key) => `${enc(key)}=${enc(got[key])}`).join('&');
    expect(got.Signature).toBe(createHmac('sha1', 'very-secret&').update(`GET&${enc('/')}&${enc(canonical)}`).digest('base64'));
    // Sending the masked value back changes nothing.
    await configure({ 'sms.accessKeySecret': '******' });
    expect((await k().selectFrom('sys_config').select('value').where('key', '=', 'sms.accessKeySecret').executeTakeFirstOrThrow()).value).toBe(stored.value);
  });

  it('tells a provider\'s refusal in Chinese and still hands over the link', async () => {
    smsAnswer = { Code: 'isv.AMOUNT_NOT_ENOUGH', Message: 'account balance not enough' };
    const { link } = await pushed();
    smsAnswer = { Code: 'OK', Message: 'OK', BizId: 'BIZ-2' };
    expect(link).toMatchObject({ sent: false });
    expect(link.note).toContain('短信账户余额不足');
  });

  it('is refused without the push permission, and a recall kills the link', async () => {
    const id = await create();
    await move('submit', [id]);
    const clerk = await t.login(await userWithPerms(t, 'contractclerk', ['talents:contract:query', 'talents:contract:edit']));
    expect((await move('push', [id], undefined, clerk)).status).toBe(403);
    const res = await move('push', [id]);
    const token = tokenOf(res.body.data.links[0].url);
    expect((await move('recall', [id])).body.code).toBe('00000');
    expect((await read(id)).status).toBe('1');
    expect((await call(undefined, 'GET', `/sign/${token}`)).status).toBe(410);
  });
});

describe('signing', () => {
  it('shows the filled contract, checks the ID\'s last 6, signs once into a PDF whose SHA-256 is kept, downloadable once', async () => {
    const { id, link } = await pushed();
    const token = tokenOf(link.url);
    const page = await call(undefined, 'GET', `/sign/${token}`);
    expect(page.body.code).toBe('00000');
    expect(page.body.data.text).toContain(talent.name);
    expect(page.body.data.text).not.toContain(talent.id_number);
    const wrong = await sign(token, { idLast6: '000000', consent: true, signature: SIGNATURE });
    expect(wrong.body.msg).toContain(`还可以再试 ${MAX_FAILURES - 1} 次`);
    expect((await sign(token, { idLast6: talent.id_number.slice(-6), consent: false, signature: SIGNATURE })).body.code).toBe('A0400');
    expect((await sign(token, { idLast6: talent.id_number.slice(-6), consent: true, signature: 'data:image/png;base64,AAAA' })).body.code).toBe('A0400');
    // Our failure (the files disk full as the PDF is kept), told as ours, and spending none of the signer's tries, however often.
    const put = t.app.files.put;
    t.app.files.put = async () => { throw storageFailure(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })); };
    try {
      for (let i = 0; i < 3; i++) {
        const full = await sign(token, { idLast6: talent.id_number.slice(-6), consent: true, signature: SIGNATURE });
        expect([full.status, full.body.code]).toEqual([507, 'B0220']);
      }
    } finally {
      t.app.files.put = put;
    }
    const stillWrong = await sign(token, { idLast6: '000001', consent: true, signature: SIGNATURE });
    expect(stillWrong.body.msg).toContain(`还可以再试 ${MAX_FAILURES - 2} 次`);
    const done = await sign(token, { idLast6: talent.id_number.slice(-6), consent: true, signature: SIGNATURE });
    expect(done.body.code, done.body.msg).toBe('00000');
    const row = await read(id);
    expect(row).toMatchObject({ status: '3', sha256: done.body.data.sha256 });
    // The stored PDF is the one hashed, and reads as the contract.
    const file = await t.app.inject({ method: 'GET', url: row.pdf, headers: { authorization: `Bearer ${admin}` } });
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(row.sha256);
    const text = await pdfText(file.rawPayload);
    expect(text).toContain(talent.name);
    expect(text).toContain(row.no);
    expect(text).toContain(talent.id_number);
    // 甲方 is the company whose seal stamps it (the agency), not the client company it dispatches to.
    expect(text).toContain('甲方（盖章）：上海快聘人力资源有限公司');
    // Used: the link is dead; the PDF may be taken once more from the page, then no more.
    expect((await sign(token, { idLast6: talent.id_number.slice(-6), consent: true, signature: SIGNATURE })).status).toBe(410);
    const download = await t.app.inject({ method: 'GET', url: `/v1/api/sign/${token}/pdf` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(file.rawPayload)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/v1/api/sign/${token}/pdf` })).statusCode).toBe(410);
    // Signed is final: no edit, no delete, no void.
    expect((await call(admin, 'POST', `/app/contract/edit/${id}`, contract({ pay: 1 }))).body.msg).toContain('不能再编辑');
    expect((await call(admin, 'DELETE', `/app/contract/delete/${id}?talents_contract_id=${id}&no=${row.no}&user_id=${talent.id}`)).body.msg).toContain('不能删除');
    expect((await move('void', [id], { void_reason: '测试' })).body.code).toBe('A0400');

    // Verification: the stored bytes are intact; one byte changed is not.
    const verify = (bytes: Buffer, query = '') => uploadFile(t, `/v1/api/app/contract/verify${query}`, admin, bytes);
    expect((await verify(file.rawPayload)).body.data).toMatchObject({ intact: true, no: row.no });
    const changed = Buffer.from(file.rawPayload);
    changed[Math.floor(changed.length / 2)] ^= 1;
    expect((await verify(changed)).body.data.intact).toBe(false);
    expect((await verify(changed, `?id=${id}`)).body.data).toMatchObject({ intact: false, stored: row.sha256 });
    const reader = await t.login(await userWithPerms(t, 'contractreader', ['talents:contract:query']));
    expect((await uploadFile(t, '/v1/api/app/contract/verify', reader, file.rawPayload)).status).toBe(403);
  });

  it('answers a wrong link clearly, and kills a link after too many wrong ID checks', async () => {
    expect((await call(undefined, 'GET', '/sign/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).body).toMatchObject({ code: 'A0404' });
    const { link } = await pushed();
    const token = tokenOf(link.url);
    for (let i = 0; i < MAX_FAILURES; i++) await sign(token, { idLast6: '000000', consent: true, signature: SIGNATURE });
    const after = await sign(token, { idLast6: talent.id_number.slice(-6), consent: true, signature: SIGNATURE });
    expect(after.status).toBe(410);
  });

  it('goes with its signing records when an unsigned contract is deleted: the link dies too', async () => {
    const { id, link } = await pushed();
    const { no } = await read(id);
    expect(await k().selectFrom('talents_contract_sign').select('id').where('contract_id', '=', id).execute()).toHaveLength(1);
    const res = await call(admin, 'DELETE', `/app/contract/delete/${id}?talents_contract_id=${id}&no=${no}&user_id=${talent.id}`);
    expect(res.body.code, res.body.msg).toBe('00000');
    expect(await k().selectFrom('talents_contract_sign').select('id').where('contract_id', '=', id).execute()).toHaveLength(0);
    expect((await call(undefined, 'GET', `/sign/${tokenOf(link.url)}`)).status).toBe(404);
  });

  it('records a refusal with its reason', async () => {
    const { id, link } = await pushed();
    const res = await call(undefined, 'POST', `/sign/${tokenOf(link.url)}/refuse`, { reason: '薪资与面谈不符' });
    expect(res.body.code).toBe('00000');
    expect(await read(id)).toMatchObject({ status: '4', refuse_reason: '薪资与面谈不符' });
  });

  it('may have its link extended while unsigned (sign edit), never into the past nor past 30 days', async () => {
    const { link } = await pushed();
    const record = await k().selectFrom('talents_contract_sign').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    const at = (days: number) => formatDateTime(t.clock() + days * 86_400_000);
    for (const days of [-1, 31]) {
      const res = await call(admin, 'POST', `/app/contract/sign/edit/${record.id}`, { expires_at: at(days) });
      expect(res.body.code).toBe('A0400');
      expect(res.body.data[0].field).toBe('expires_at');
    }
    expect((await call(admin, 'POST', `/app/contract/sign/edit/${record.id}`, { expires_at: at(20) })).body.code).toBe('00000');
    t.clock.advance(10 * 86_400_000);
    await expireSignLinks(t.app);
    expect((await call(undefined, 'GET', `/sign/${tokenOf(link.url)}`)).body.code).toBe('00000');
    admin = await t.login('admin');
  });

  it('expires unused links by the scheduled job: the record and its contract 已过期', async () => {
    const { id, link } = await pushed();
    t.clock.advance(8 * 86_400_000);
    expect(await expireSignLinks(t.app)).toBeGreaterThanOrEqual(1);
    admin = await t.login('admin');
    expect((await read(id)).status).toBe('6');
    expect((await call(undefined, 'GET', `/sign/${tokenOf(link.url)}`)).status).toBe(410);
    // Pushed again, it gets a fresh link.
    expect((await move('push', [id])).body.code).toBe('00000');
  });
});

// What an outside attack found (issue 25): each of these failed on the code before it.
describe('signing you can trust', () => {
  const page = (token: string, remoteAddress?: string) => t.request({ method: 'GET', url: `/v1/api/sign/${token}`, remoteAddress });
  const freshMinute = () => t.clock.advance(61_000);

  it('shows none of the six ID characters it asks for: only the first three', async () => {
    freshMinute();
    const { link } = await pushed();
    const shown = (await page(tokenOf(link.url))).body.data;
    const id = String(talent.id_number);
    expect(shown.idShown).toBe(`${id.slice(0, 3)}${'*'.repeat(15)}`);
    expect(shown.text).toContain(shown.idShown);
    expect(shown.text).not.toContain(id.slice(-4));
  });

  it('signs the text frozen at push: a template edited afterwards changes neither the page nor the PDF', async () => {
    freshMinute();
    const own = (await ok(admin, 'POST', '/app/contract/template/add', { title: '冻结测试合同', type: '2', seal_id: seal, status: '1', body: '第一条 原条款：月薪 {{salary}} 元。乙方 {{talent.name}}，身份证号 {{talent.id_number}}。' })).id;
    const { id, link } = await pushed({ template_id: own });
    const token = tokenOf(link.url);
    const before = (await page(token)).body.data.text;
    await ok(admin, 'POST', `/app/contract/template/edit/${own}`, { title: '冻结测试合同', type: '2', seal_id: seal, status: '1', body: '第一条 新条款：乙方放弃一切权利。{{talent.name}}' });
    expect((await page(token)).body.data.text).toBe(before);
    const done = await sign(token, { idLast6: talent.id_number.slice(-6), consent: true, signature: SIGNATURE });
    expect(done.body.code, done.body.msg).toBe('00000');
    const file = await t.app.inject({ method: 'GET', url: (await read(id)).pdf, headers: { authorization: `Bearer ${admin}` } });
    const text = (await pdfText(file.rawPayload)).replace(/\s/g, '');
    expect(text).toContain('原条款');
    expect(text).not.toContain('新条款');
    // The hash taken at push is of that text, the ID number whole.
    const frozen = await k().selectFrom('sys_contract_text').selectAll().where('contract_id', '=', id).executeTakeFirstOrThrow();
    expect(frozen.sha256).toBe(createHash('sha256').update(`冻结测试合同\n${before.replace(/\*{15}/, talent.id_number.slice(3))}`).digest('hex'));
  });

  it('refuses to sign a frozen text changed in the database', async () => {
    freshMinute();
    const { id, link } = await pushed();
    await k().updateTable('sys_contract_text').set({ body: '篡改后的条款 {{talent.name}}' }).where('contract_id', '=', id).execute();
    expect((await page(tokenOf(link.url))).status).toBe(410);
    expect((await sign(tokenOf(link.url), { idLast6: talent.id_number.slice(-6), consent: true, signature: SIGNATURE })).status).toBe(410);
    expect((await read(id)).status).toBe('2');
  });

  it('refuses to push what cannot be signed, with the reason, and writes nothing', async () => {
    const nobody = await ok(admin, 'POST', '/talents/talents/add', { name: '无证人', mobile: '13900002222', status: '0' });
    const id = await create({ user_id: nobody.id });
    await move('submit', [id]);
    const before = await snapshot(t);
    const res = await move('push', [id]);
    expect(res.body.code).toBe('A0400');
    expect(res.body.msg).toContain('没有身份证号');
    expect(await snapshot(t)).toBe(before);
  });

  it('says in the PDF how it was signed: handed over when no SMS went out, by SMS when one did', async () => {
    freshMinute();
    for (const [configured, method] of [[false, '签署链接（经办人转交）'], [true, '短信签署链接']] as const) {
      await configure(configured
        ? { 'sms.endpoint': smsUrl, 'sms.accessKeyId': 'LTAI-test', 'sms.accessKeySecret': 'very-secret', 'sms.signName': '快聘', 'sms.templateCode': 'SMS_123' }
        : { 'sms.endpoint': null, 'sms.accessKeyId': null, 'sms.accessKeySecret': null, 'sms.signName': null, 'sms.templateCode': null });
      const { id, link } = await pushed();
      expect(link.sent).toBe(configured);
      expect((await sign(tokenOf(link.url), { idLast6: talent.id_number.slice(-6), consent: true, signature: SIGNATURE })).body.code).toBe('00000');
      const file = await t.app.inject({ method: 'GET', url: (await read(id)).pdf, headers: { authorization: `Bearer ${admin}` } });
      const text = (await pdfText(file.rawPayload)).replace(/\s/g, '');
      expect(text).toContain(`签署方式：${method}`);
    }
    await configure({ 'sms.endpoint': null, 'sms.accessKeyId': null, 'sms.accessKeySecret': null, 'sms.signName': null, 'sms.templateCode': null });
  });

  it('builds links on the system domain when set, else on the address the request came to — never a fixed localhost', async () => {
    const { systemName, systemLogo } = await ok(admin, 'GET', '/app/system/info');
    const info = { systemName, systemLogo };
    await ok(admin, 'POST', '/app/system/save', { ...info, systemDomain: '' });
    const res = await t.request({ method: 'POST', url: '/v1/api/actions/talents/contract/push', token: admin, headers: { host: 'hr.kp.test:9443' }, payload: { ids: [await create().then(async (id) => { await move('submit', [id]); return id; })] } });
    expect(res.body.data.links[0].url).toMatch(/^http:\/\/hr\.kp\.test:9443\/s\//);
    await ok(admin, 'POST', '/app/system/save', { ...info, systemDomain: 'https://sign.kp.example/' });
    expect((await pushed()).link.url).toMatch(/^https:\/\/sign\.kp\.example\/s\/[A-Za-z0-9_-]{16}$/);
    await ok(admin, 'POST', '/app/system/save', { ...info, systemDomain: '' });
  });

  it('stamps a seal scanned as WEBP, and refuses a signature image past its pixel bound without taking a try', async () => {
    freshMinute();
    const sharp = (await import('sharp')).default;
    const webp = await sharp({ create: { width: 500, height: 500, channels: 4, background: { r: 230, g: 0, b: 18, alpha: 0.9 } } }).webp().toBuffer();
    const up = await uploadFile(t, '/v1/api/uploads/talents/seal', admin, webp, { field: 'scan' });
    expect(up.body.data.mime).toBe('image/png');
    const scanned = (await ok(admin, 'POST', '/app/contract/seal/add', { name: '扫描章', type: '2', company_name: '上海快聘人力资源有限公司', color: '#E60012', shape: 'round', status: '1', scan: up.body.data.url })).id;
    const { link } = await pushed({ seal_id: scanned });
    const token = tokenOf(link.url);
    const bomb = await sharp({ create: { width: 2500, height: 2000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    const refused = await sign(token, { idLast6: talent.id_number.slice(-6), consent: true, signature: `data:image/png;base64,${bomb.toString('base64')}` });
    expect(refused.status).toBe(413);
    const signed = await sign(token, { idLast6: talent.id_number.slice(-6), consent: true, signature: SIGNATURE });
    expect(signed.body.code, signed.body.msg).toBe('00000');
  });

  it('counts wrong ID checks across two processes: never more than the allowed tries are checked', async () => {
    freshMinute();
    const { link } = await pushed();
    const token = tokenOf(link.url);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? other : t).request({ method: 'POST', url: `/v1/api/sign/${token}`, payload: { idLast6: '000000', consent: true, signature: SIGNATURE }, remoteAddress: `127.0.1.${i}` })));
    expect(answers.filter((a) => a.body.data?.[0]?.field === 'idLast6')).toHaveLength(MAX_FAILURES);
    expect(answers.filter((a) => a.status === 410)).toHaveLength(12 - MAX_FAILURES);
    expect((await sign(token, { idLast6: talent.id_number.slice(-6), consent: true, signature: SIGNATURE })).status).toBe(410);
  });

  it('limits the public signing calls per address across two processes', async () => {
    freshMinute();
    const answers = [];
    for (let i = 0; i < 70; i++) answers.push(await (i % 2 ? other : t).request({ method: 'GET', url: '/v1/api/sign/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', remoteAddress: '127.0.2.1' }));
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(SIGN_RATE_PER_MINUTE);
    expect(answers.at(-1)!.body).toMatchObject({ code: 'A0429' });
    // Another address is not held up by it; a minute later the first is let through again.
    expect((await t.request({ method: 'GET', url: '/v1/api/sign/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', remoteAddress: '127.0.2.2' })).status).toBe(404);
    freshMinute();
    expect((await other.request({ method: 'GET', url: '/v1/api/sign/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', remoteAddress: '127.0.2.1' })).status).toBe(404);
  });
});
