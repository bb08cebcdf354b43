import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, pngBomb, type TestApp, uploadFile } from '../test/harness.ts';
import { MAX_IMAGE_PIXELS, safeImage } from './images.ts';

// Image bombs (issue 25, item 1): a 30000 × 30000 PNG of under a megabyte was taken as a seal scan,
// an avatar and a voucher; stamping it took 63 s and 7.2 GB. Now the header's size is read first
// and anything past the bound refused before a pixel is decoded; what is taken is decoded with the
// same bound as sharp's own limit and written anew, GIF and WEBP as PNG.
let bomb: Buffer;
let t: TestApp;
let admin: string;

const solid = (format: 'png' | 'gif' | 'webp' | 'jpeg', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: { r: 230, g: 0, b: 18, alpha: 1 } } })[format]().toBuffer();

beforeAll(async () => {
  bomb = await pngBomb(30000, 30000);
  t = await buildTestApp();
  admin = await t.login('admin');
});
afterAll(async () => { await t.close(); });

describe('safeImage', () => {
  it('refuses a 30000 × 30000 PNG from its header, with a Chinese 413, before decoding it', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    await expect(safeImage(bomb, { what: '盖章扫描件' })).rejects.toMatchObject({ status: 413, message: expect.stringContaining('30000×30000') });
    // 900 MB of pixels were never made.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('decodes a header that lies within its own bound: never more pixels than the header claims', async () => {
    const liar = await pngBomb(30000, 30000, { lie: 1000 });
    const kept = await safeImage(liar, { what: '头像', maxPixels: 1_000_000 }).catch((e) => e);
    if (kept instanceof Error) expect(kept).toMatchObject({ status: 415 });
    else expect(kept.width * kept.height).toBeLessThanOrEqual(1_000_000);
  });

  it('keeps a field bound below the global one, and never above it', async () => {
    await expect(safeImage(await solid('png', 3000, 3000), { what: '头像', maxPixels: 4_000_000 })).rejects.toMatchObject({ status: 413 });
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    await expect(safeImage(bomb, { what: '头像', maxPixels: 10 ** 12 })).rejects.toMatchObject({ status: 413 });
  });

  it('writes GIF and WEBP as PNG, JPEG as JPEG, and shrinks to fit', async () => {
    for (const format of ['gif', 'webp', 'png'] as const) {
      const kept = await safeImage(await solid(format), { what: '扫描件' });
      expect(kept.mime).toBe('image/png');
      expect((await sharp(kept.bytes).metadata()).format).toBe('png');
    }
    expect((await safeImage(await solid('jpeg'), { what: '扫描件' })).mime).toBe('image/jpeg');
    const fitted = await safeImage(await solid('png', 2400, 1200), { what: '扫描件', fit: 1200 });
    expect([fitted.width, fitted.height]).toEqual([1200, 600]);
  });

  it('refuses bytes that only start like an image', async () => {
    const png = await solid('png');
    await expect(safeImage(Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]), { what: '头像' })).rejects.toMatchObject({ status: 415 });
  });
});

describe('uploads of a 30000 × 30000 PNG', () => {
  it('are refused as an avatar, a logo, a seal scan and a voucher, and nothing is kept', async () => {
    const files = async () => (await t.db.kysely.selectFrom('sys_file').select('id').execute()).length;
    const before = await files();
    for (const [url, query] of [
      ['/v1/api/auth/change/avatar', undefined],
      ['/v1/api/app/system/logo', undefined],
      ['/v1/api/uploads/talents/seal', { field: 'scan' }],
      ['/v1/api/uploads/finance/recharge', { field: 'voucher' }],
    ] as const) {
      const res = await uploadFile(t, url, admin, bomb, query);
      expect(res.status, url).toBe(413);
      expect(res.body).toMatchObject({ code: 'A0413', msg: expect.stringContaining('尺寸过大') });
    }
    expect(await files()).toBe(before);
  });

  it('keeps a WEBP seal scan as a PNG', async () => {
    const res = await uploadFile(t, '/v1/api/uploads/talents/seal', admin, await solid('webp', 600, 600), { field: 'scan' });
    expect(res.body).toMatchObject({ code: '00000', data: { mime: 'image/png' } });
  });
});
