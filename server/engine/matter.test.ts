import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PNG_1PX, type TestApp, uploadFile } from '../test/harness.ts';
import { LocalFileStore, S3FileStore } from '../services/file-store.ts';
import { mp4Duration, sniffMedia } from '../services/media.ts';

const CLIP = readFileSync(join(import.meta.dirname, '../../e2e/fixtures/clip.mp4'));

/** A mono 16-bit PCM WAV of `seconds` of silence at 8 kHz. */
function wav(seconds: number): Buffer {
  const samples = Math.round(8000 * seconds);
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0, 'latin1'); b.writeUInt32LE(36 + samples * 2, 4); b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16); b.writeUInt16LE(1, 20); b.writeUInt16LE(1, 22); b.writeUInt32LE(8000, 24); b.writeUInt32LE(16000, 28); b.writeUInt16LE(2, 32); b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1'); b.writeUInt32LE(samples * 2, 40);
  return b;
}

let t: TestApp;
let ops: string;
const upload = (bytes: Buffer, token = ops) => uploadFile(t, '/v1/api/uploads/matter', token, bytes, { field: 'file' });
const add = (body: object, token = ops) => t.request({ method: 'POST', url: '/v1/api/app/matter/add', token, payload: body });

beforeAll(async () => {
  t = await buildTestApp();
  ops = await t.login('ops01');
});
afterAll(() => t.close());

describe('the material library (matter)', () => {
  it('reads an image: its size, pixels and a thumbnail, kept in the data folder, served by its address without a login', async () => {
    const poster = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1677ff' } }).jpeg().toBuffer();
    const up = await upload(poster);
    expect(up.body.code).toBe('00000');
    expect(up.body.data).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 1200, height: 800 });
    const created = await add({ title: '春季招聘海报', file: up.body.data.url, folder: '2', tags: '招聘季, 海报' });
    expect(created.body.code).toBe('00000');
    const { body } = await t.request({ method: 'GET', url: `/v1/api/app/matter/detail/${created.body.data.id}`, token: ops });
    expect(body.data).toMatchObject({ kind: 'image', width: 1200, height: 800, mime: 'image/jpeg', size: up.body.data.size });
    // The bytes are in the folder, not the database.
    const id = /([A-Za-z0-9_-]+)$/.exec(body.data.file)![1];
    expect(existsSync(join(t.config.filesDir, id.slice(0, 2), id))).toBe(true);
    const row = await t.db.kysely.selectFrom('sys_file').select(['store', 'data']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.store).toBe('local');
    expect(Buffer.from(row.data).length).toBe(0);
    // Public material: its address serves it (the website shows it); the thumbnail is a WEBP within 320 px.
    const open = await t.request({ method: 'GET', url: `/v1/api/files/${id}` });
    expect(open.status).toBe(200);
    const thumbId = /([A-Za-z0-9_-]+)$/.exec(body.data.thumb)![1];
    const thumb = await t.app.inject({ method: 'GET', url: `/v1/api/files/${thumbId}` });
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213]);
  });

  it('reads a video and an audio file with their durations', async () => {
    const video = await upload(CLIP);
    expect(video.body.data).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    expect(video.body.data.duration).toBeGreaterThan(1.5);
    expect(video.body.data.duration).toBeLessThan(2.5);
    const audio = await upload(wav(3.5));
    expect(audio.body.data).toMatchObject({ kind: 'audio', mime: 'audio/wav', duration: 3.5 });
    const created = await add({ title: '岗位介绍短片', file: video.body.data.url, folder: '3' });
    const list = await t.request({ method: 'GET', url: '/v1/api/app/matter/list', token: ops, query: { kind: 'video' } });
    expect(list.body.data.list.map((r: { id: number }) => r.id)).toEqual([created.body.data.id]);
  });

  it('refuses what it cannot take, by the bytes, with each kind held to its own size', async () => {
    const text = await upload(Buffer.from('我不是图片，只是一段文字。'.repeat(10)));
    expect(text.status).toBe(415);
    expect(text.body.msg).toBe('文件只支持 PNG、JPEG、GIF、WEBP 图片、MP4、MOV、WEBM 视频、MP3、M4A、WAV、OGG、AAC 音频 或 PDF');
    // An image past 10 MB (a video may be 100): refused from its size, before a pixel is read.
    const big = Buffer.concat([PNG_1PX.subarray(0, 16), Buffer.alloc(11 * 1024 * 1024)]);
    const refused = await upload(big);
    expect(refused.status).toBe(413);
    expect(refused.body.msg).toBe('文件（PNG、JPEG、GIF、WEBP 图片）最大 10 MB，这个文件有 11 MB');
    // A file that starts as an MP4 but holds no movie is refused, never kept as a video.
    const fake = Buffer.concat([CLIP.subarray(0, 32), Buffer.from('garbage'.repeat(20))]);
    const odd = await upload(fake);
    expect([odd.status, odd.body.msg]).toEqual([415, '文件无法读取：文件已损坏或与文件头不符']);
    // An iPhone's HEIC photo (an ISO file whose brand is heic): said as such, not as a damaged video (issue 58).
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(2000)]);
    const photo = await upload(heic);
    expect([photo.status, photo.body.msg]).toEqual([415, '文件暂不支持 HEIC 照片，请在手机相机设置中选“兼容性最佳”，或把照片转为 JPG 后再上传']);
  });

  it('keeps a private upload private: a recharge voucher is not served by its address', async () => {
    const finance = await t.login('finance01');
    const voucher = await uploadFile(t, '/v1/api/uploads/finance/recharge', finance, PNG_1PX, { field: 'voucher' });
    const id = /([A-Za-z0-9_-]+)$/.exec(voucher.body.data.url)![1];
    expect((await t.request({ method: 'GET', url: `/v1/api/files/${id}` })).status).toBe(404);
  });

  it('a caller without the screen cannot upload into it', async () => {
    const hr = await t.login('hr01');
    expect((await upload(PNG_1PX, hr)).status).toBe(403);
  });
});

describe('two server processes', () => {
  it('share the data folder: a file uploaded through one is served by the other', async () => {
    const other = await buildTestApp({ shareWith: t });
    try {
      const up = await upload(PNG_1PX);
      const id = /([A-Za-z0-9_-]+)$/.exec(up.body.data.url)![1];
      const read = await other.app.inject({ method: 'GET', url: `/v1/api/files/${id}` });
      expect(read.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('media containers', () => {
  it('reads a plain MP4 movie header and a fragmented one', () => {
    const box = (type: string, ...parts: Buffer[]) => { const body = Buffer.concat(parts); const h = Buffer.alloc(8); h.writeUInt32BE(8 + body.length); h.write(type, 4, 'latin1'); return Buffer.concat([h, body]); };
    const mvhd = Buffer.alloc(100); mvhd.writeUInt32BE(600, 12); mvhd.writeUInt32BE(600 * 75, 16);
    const plain = Buffer.concat([box('ftyp', Buffer.from('isom\0\0\0\0isom')), box('moov', box('mvhd', mvhd))]);
    expect(sniffMedia(plain)).toEqual({ mime: 'video/mp4', kind: 'video' });
    expect(mp4Duration(plain)).toBe(75);
    expect(mp4Duration(CLIP)).toBeGreaterThan(1.5);
    // A box claiming more than its parent holds ends the walk rather than reading past it.
    const lying = Buffer.concat([box('ftyp', Buffer.from('isom\0\0\0\0isom')), Buffer.from([0x7f, 0xff, 0xff, 0xff]), Buffer.from('moov')]);
    expect(() => mp4Duration(lying)).toThrow('no movie box');
  });
});

describe('file stores', () => {
  it('the data folder keeps, reads and removes a file', async () => {
    const store = new LocalFileStore(join(t.config.filesDir, '..', 'store-test'));
    await store.put('AbCdEf0123456789', Buffer.from('内容'));
    expect((await store.get('AbCdEf0123456789'))!.toString()).toBe('内容');
    await store.remove('AbCdEf0123456789');
    expect(await store.get('AbCdEf0123456789')).toBeNull();
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow('不是文件编号');
  });

  describe('an S3-compatible bucket (a local fake of the S3 REST calls: PUT, GET, DELETE of an object, path-style)', () => {
    let server: Server;
    const objects = new Map<string, { body: Buffer; type?: string }>();
    const seen: string[] = [];
    beforeAll(async () => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c) => chunks.push(c));
        req.on('end', () => {
          const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
          seen.push(`${req.method} ${key} ${req.headers.authorization?.startsWith('AWS4-HMAC-SHA256') ? 'signed' : 'unsigned'}`);
          if (req.method === 'PUT') { objects.set(key, { body: Buffer.concat(chunks), type: req.headers['content-type'] }); res.writeHead(200, { etag: '"1"' }).end(); return; }
          if (req.method === 'DELETE') { objects.delete(key); res.writeHead(204).end(); return; }
          const found = objects.get(key);
          if (!found) { res.writeHead(404, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>'); return; }
          res.writeHead(200, { 'content-type': found.type ?? 'application/octet-stream', 'content-length': found.body.length }).end(found.body);
        });
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    it('serves a server whose files live in the bucket: an upload kept there, read back by its address', async () => {
      const { port } = server.address() as { port: number };
      const s3 = await buildTestApp({ s3: { bucket: 'media', endpoint: `http://127.0.0.1:${port}`, credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' } } });
      try {
        const token = await s3.login('ops01');
        const up = await uploadFile(s3, '/v1/api/uploads/matter', token, PNG_1PX, { field: 'file' });
        const id = /([A-Za-z0-9_-]+)$/.exec(up.body.data.url)![1];
        expect(objects.has(`/media/${id}`)).toBe(true);
        expect((await s3.db.kysely.selectFrom('sys_file').select('store').where('id', '=', id).executeTakeFirstOrThrow()).store).toBe('s3');
        const read = await s3.app.inject({ method: 'GET', url: `/v1/api/files/${id}` });
        expect([read.statusCode, read.rawPayload.equals(objects.get(`/media/${id}`)!.body)]).toEqual([200, true]);
      } finally {
        await s3.close();
      }
    });

    it('puts, gets and removes through the AWS SDK, signed, under the prefix', async () => {
      const { port } = server.address() as { port: number };
      const store = new S3FileStore({ bucket: 'kp', endpoint: `http://127.0.0.1:${port}`, prefix: 'files/', credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' } });
      await store.put('AbCdEf0123456789', Buffer.from('海报'), 'image/png');
      expect(objects.get('/kp/files/AbCdEf0123456789')).toMatchObject({ type: 'image/png' });
      expect((await store.get('AbCdEf0123456789'))!.toString()).toBe('海报');
      await store.remove('AbCdEf0123456789');
      expect(await store.get('AbCdEf0123456789')).toBeNull();
      expect(seen.slice(-4).map((s) => s.split(' ')[0])).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
      expect(seen.every((s) => s.endsWith('signed') && !s.endsWith('unsigned'))).toBe(true);
    });
  });
});
