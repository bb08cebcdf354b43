import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, snapshot, type TestApp, uploadFile, xlsxFile, zipBomb } from '../test/harness.ts';
import { parseOffThread, PARSE_LIMITS } from './xlsx-import.ts';
import { inflatedBound, readZipDirectory, ZIP_LIMITS } from './zip-guard.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => { t = await buildTestApp(); admin = await t.login(); });
afterAll(async () => { await t.close(); });

const IMPORT = '/v1/api/system/dict/items/_import';
const entriesOf = (file: Buffer) => {
  const read = readZipDirectory(file, Number.MAX_SAFE_INTEGER);
  if ('refused' in read) throw new Error(read.refused);
  return read.entries;
};

describe('zip bombs', () => {
  it('bound what a file may unpack to by the rows an import can take', () => {
    expect(inflatedBound(2001, 10)).toBeLessThan(8 * 1024 * 1024);
    expect(inflatedBound(200_001, 4)).toBeLessThan(ZIP_LIMITS.maxUnpackedBytes / 2);
  });

  it('refuses a small xlsx that unpacks to just under 300 MiB, writing nothing', async () => {
    const bomb = await zipBomb(ZIP_LIMITS.maxUnpackedBytes - 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await snapshot(t);
    const res = await uploadFile(t, IMPORT, admin, bomb, { type_code: 'gender' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^文件解压后超过 \d+ MB，已拒绝/);
    expect(await snapshot(t)).toBe(before);
  }, 60_000);

  it('counts what the parts really inflate to when the headers lie about it, within the worker\'s capped heap', async () => {
    const bomb = await zipBomb(200 * 1024 * 1024, { lie: true });
    // The directory believes it; the worker's running count does not.
    expect('entries' in readZipDirectory(bomb, inflatedBound(200_001, 4))).toBe(true);
    const refused = parseOffThread({ bytes: bomb, entries: entriesOf(bomb), maxInflated: inflatedBound(200_001, 4) }, () => {}, () => {});
    // Refused for its size, not for running out of the heap cap (which says 超出内存上限).
    await expect(refused).rejects.toThrow(/^文件解压后超过 \d+ MB/);
    expect(PARSE_LIMITS.heapMb).toBeLessThanOrEqual(256);
  }, 60_000);

  it('still parses an honest file, reporting the worker\'s heap well under its cap', async () => {
    const file = await xlsxFile([['名称', '值'], ...Array.from({ length: 2000 }, (_, i) => [`项${i}`, String(i)])]);
    const rows: unknown[][] = [];
    const { peakHeap } = await parseOffThread({ bytes: file, entries: entriesOf(file), maxInflated: inflatedBound(2001, 2) }, () => {}, (chunk) => { rows.push(...chunk); });
    expect(rows).toHaveLength(2001);
    expect(peakHeap).toBeGreaterThan(0);
    expect(peakHeap).toBeLessThan(PARSE_LIMITS.heapMb * 1024 * 1024);
  });
});
