import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, snapshot, type TestApp, uploadFile, userWithPerms } from '../test/harness.ts';

// Seals (issue 13): the server draws each seal from its fields as a transparent PNG at print
// resolution (x-drawn), keeps it private, draws it anew only when what it shows changes, and takes
// an uploaded scan instead when there is one.
let t: TestApp;
let admin: string;
let viewer: string;
let stranger: string;
let serial = 0;

type Row = Record<string, unknown>;
const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.request({ method, url: `/v1/api${url}`, token, payload });
const ok = async (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
  const res = await call(token, method, url, payload);
  expect(res.body.code, `${url}: ${res.body.msg}`).toBe('00000');
  return res.body.data;
};
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const seal = (over: Row = {}) => ({ name: `合同章${++serial}`, type: '2', company_name: '上海快聘人力资源有限公司', text: '合同专用章', serial: '3101150012345', color: '#E60012', shape: 'round', status: '1', ...over });
/** A private file's bytes, as the caller reads it. */
const file = async (token: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
};
/** A PNG's width, height and colour type, from its IHDR. */
const ihdr = (png: Buffer) => ({ signature: png.subarray(1, 4).toString(), width: png.readUInt32BE(16), height: png.readUInt32BE(20), colorType: png[25] });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login('admin');
  viewer = await t.login(await userWithPerms(t, 'sealviewer', ['talents:seal:query']));
  stranger = await t.login(await userWithPerms(t, 'sealstranger', ['talents:list:query']));
});
afterAll(async () => { await t.close(); });

describe('a seal', () => {
  it('is drawn by the server: a private transparent PNG, 720 px across for a round seal, 780 × 520 for an oval', async () => {
    const { id } = await ok(admin, 'POST', '/app/contract/seal/add', seal());
    const row = await ok(admin, 'GET', `/app/contract/seal/detail/${id}`);
    expect(row.image).toMatch(/^\/v1\/api\/files\/private\//);
    const png = await file(admin, row.image);
    expect(png).toMatchObject({ status: 200, type: 'image/png' });
    // RGBA (colour type 6): the paper shows through.
    expect(ihdr(png.bytes)).toEqual({ signature: 'PNG', width: 720, height: 720, colorType: 6 });
    const oval = await ok(admin, 'POST', '/app/contract/seal/add', seal({ shape: 'oval' }));
    const ovalPng = await file(admin, (await ok(admin, 'GET', `/app/contract/seal/detail/${oval.id}`)).image);
    expect(ihdr(ovalPng.bytes)).toMatchObject({ width: 780, height: 520 });
    // Read by those who may open 印章管理, and nobody else.
    expect((await file(viewer, row.image)).status).toBe(200);
    expect((await file(stranger, row.image)).status).toBe(403);
  });

  it('is drawn anew when what it shows changes, and not for a change of its name', async () => {
    const { id } = await ok(admin, 'POST', '/app/contract/seal/add', seal());
    const first = (await ok(admin, 'GET', `/app/contract/seal/detail/${id}`)).image;
    await ok(admin, 'POST', `/app/contract/seal/edit/${id}`, { ...seal(), image: '/v1/api/files/private/forged' });
    expect((await ok(admin, 'GET', `/app/contract/seal/detail/${id}`)).image).toBe(first);
    await ok(admin, 'POST', `/app/contract/seal/edit/${id}`, { ...seal(), color: '#1677FF' });
    const blue = (await ok(admin, 'GET', `/app/contract/seal/detail/${id}`)).image;
    expect(blue).not.toBe(first);
    expect((await file(admin, blue)).bytes.equals((await file(admin, first)).bytes)).toBe(false);
  });

  it('takes an uploaded scan (an image, read from its bytes) in place of the drawing', async () => {
    const up = await uploadFile(t, '/v1/api/uploads/talents/seal', admin, PNG_1PX, { field: 'scan' });
    expect(up.body.code, up.body.msg).toBe('00000');
    const { id } = await ok(admin, 'POST', '/app/contract/seal/add', seal({ scan: up.body.data.url }));
    expect((await ok(admin, 'GET', `/app/contract/seal/detail/${id}`)).image).toBe(up.body.data.url);
    // A PDF is no scan of a seal.
    const pdf = await uploadFile(t, '/v1/api/uploads/talents/seal', admin, PDF, { field: 'scan' });
    expect(pdf.status).toBe(415);
  });

  it('refuses a colour that is no #RRGGBB with the spec\'s words, and writes nothing', async () => {
    const before = await snapshot(t);
    for (const color of ['red', '#E6001', '#GG0012', 'E60012']) {
      const res = await call(admin, 'POST', '/app/contract/seal/add', seal({ color }));
      expect(res.body.code).toBe('A0400');
      expect(res.body.data).toContainEqual({ field: 'color', message: '请输入有效的16位十六进制颜色' });
    }
    const long = await call(admin, 'POST', '/app/contract/seal/add', seal({ text: '合同专用章合同专用' }));
    expect(long.body.data).toContainEqual(expect.objectContaining({ field: 'text' }));
    expect(await snapshot(t)).toBe(before);
  });

  it('is refused to callers without its permissions', async () => {
    expect((await call(stranger, 'GET', '/app/contract/seal/list')).status).toBe(403);
    expect((await call(viewer, 'POST', '/app/contract/seal/add', seal())).status).toBe(403);
  });
});
