import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pngBomb, type TestApp, uploadFile, userWithPerms } from '../test/harness.ts';

let t: TestApp;
let ops: string;
let source: number;

/** Uploads `bytes` into the library as `title`; answers the item's id. */
async function libraryItem(bytes: Buffer, title: string, token = ops): Promise<number> {
  const up = await uploadFile(t, '/v1/api/uploads/matter', token, bytes, { field: 'file' });
  if (up.body.code !== '00000') throw new Error(JSON.stringify(up.body));
  const created = await t.request({ method: 'POST', url: '/v1/api/app/matter/add', token, payload: { title, file: up.body.data.url, folder: '1' } });
  return created.body.data.id;
}

const apply = (payload: object, token = ops) => t.request({ method: 'POST', url: '/v1/api/app/picture/apply', token, payload });

/** The bytes of a library item, as the website reads them. */
async function bytesOf(id: number): Promise<Buffer> {
  const item = await t.request({ method: 'GET', url: `/v1/api/app/matter/detail/${id}`, token: ops });
  const res = await t.app.inject({ method: 'GET', url: item.body.data.file.replace('/files/private/', '/files/') });
  return res.rawPayload;
}

beforeAll(async () => {
  t = await buildTestApp();
  ops = await t.login('ops01');
  // Left half blue, right half red: where a crop lands shows in its pixels.
  const half = { width: 400, height: 600, channels: 3 as const };
  const blue = await sharp({ create: { ...half, background: '#0000ff' } }).png().toBuffer();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ff0000' } }).composite([{ input: blue, left: 0, top: 0 }]).jpeg({ quality: 95 }).toBuffer();
  source = await libraryItem(photo, '门店照片');
});
afterAll(() => t.close());

describe('the picture tool', () => {
  it('crops, watermarks and converts into a new library item linked to its source', async () => {
    const res = await apply({ source_id: source, title: '门店照片（裁剪）', crop: { left: 0, top: 0, width: 400, height: 300 }, watermark: { text: '快聘', place: 'bottom-right', opacity: 0.8 }, format: 'png' });
    expect(res.body.code).toBe('00000');
    expect(res.body.data).toMatchObject({ width: 400, height: 300, mime: 'image/png' });
    const item = await t.request({ method: 'GET', url: `/v1/api/app/matter/detail/${res.body.data.id}`, token: ops });
    expect(item.body.data).toMatchObject({ kind: 'image', width: 400, height: 300, mime: 'image/png', source_id: source, source_id_label: '门店照片' });
    // The crop took the blue half; the watermark drew light pixels in the bottom-right corner.
    const { data, info } = await sharp(await bytesOf(res.body.data.id)).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [r, g, b] = at(10, 10);
    expect(r < 16 && g < 16 && b > 240).toBe(true);
    let light = 0;
    for (let y = 240; y < 300; y++) for (let x = 300; x < 400; x++) if (at(x, y).every((c) => c > 200)) light++;
    expect(light).toBeGreaterThan(50);
  });

  it('resizes, turns and compresses to a size, or says it cannot', async () => {
    const turned = await apply({ source_id: source, title: '竖版', rotate: 90, resize: { width: 300 }, format: 'jpeg' });
    expect(turned.body.data).toMatchObject({ width: 300, height: 400 });
    const small = await apply({ source_id: source, title: '压缩版', format: 'webp', targetKb: 10 });
    expect(small.body.data.size).toBeLessThanOrEqual(10 * 1024);
    const noise = await sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } }).png().toBuffer();
    const busy = await libraryItem(noise, '噪点');
    const refused = await apply({ source_id: busy, title: 'x', format: 'png', targetKb: 10 });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('无法压缩到 10 KB 以内：请缩小尺寸或换成 JPEG/WEBP 再试');
  });

  it('refuses a crop outside the picture, a source that is no image, and changes nothing', async () => {
    const before = (await t.request({ method: 'GET', url: '/v1/api/app/matter/list', token: ops })).body.data.total;
    const outside = await apply({ source_id: source, title: 'x', crop: { left: 700, top: 0, width: 200, height: 100 }, format: 'png' });
    expect([outside.status, outside.body.msg]).toEqual([400, '裁剪区域超出了图片（图片 800×600，裁剪到 900×100）']);
    const wav = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.from([16, 0, 0, 0, 1, 0, 1, 0, 0x40, 0x1f, 0, 0, 0x80, 0x3e, 0, 0, 2, 0, 16, 0]), Buffer.from('data\x00\x00\x00\x00', 'latin1')]);
    const audio = await libraryItem(wav, '提示音');
    const notImage = await apply({ source_id: audio, title: 'x', format: 'png' });
    expect([notImage.status, notImage.body.msg]).toEqual([400, '「提示音」不是图片']);
    expect((await t.request({ method: 'GET', url: '/v1/api/app/matter/list', token: ops })).body.data.total).toBe(before + 1);
  });

  it('a decompression bomb never reaches the tool: the library refuses it at upload', async () => {
    const bomb = await pngBomb(20_000, 20_000);
    const up = await uploadFile(t, '/v1/api/uploads/matter', ops, bomb, { field: 'file' });
    expect(up.status).toBe(413);
  });

  it('needs the tool and the library: nobody adds to a library they may not add to', async () => {
    const toolOnly = await t.login(await userWithPerms(t, 'pictureonly', ['tools:picture:add', 'tools:matter:query']));
    const res = await apply({ source_id: source, title: 'x', format: 'png' }, toolOnly);
    expect([res.status, res.body.msg]).toEqual([403, '结果要存进素材库：还需要素材库的新增权限（tools:matter:add）']);
    const hr = await t.login('hr01');
    expect((await apply({ source_id: source, title: 'x', format: 'png' }, hr)).status).toBe(403);
  });
});
