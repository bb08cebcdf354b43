/** Limits on an uploaded xlsx (a zip): how many parts it may hold, and what it may unpack to at most. */
export const ZIP_LIMITS = { maxEntries: 2000, maxUnpackedBytes: 300 * 1024 * 1024 } as const;

/**
 * What one cell of a sheet may take unpacked, markup and text together, on average. Real files
 * take about 55 bytes (100,000 rows × 5 columns from ExcelJS: 27.7 MB unpacked).
 */
const BYTES_PER_CELL = 128;
/** Styles, theme, relationships: the parts every workbook has whatever its size. */
const WORKBOOK_OVERHEAD = 4 * 1024 * 1024;

/** The most an import of `rows` rows × `columns` columns can honestly unpack to. */
export function inflatedBound(rows: number, columns: number): number {
  return Math.min(ZIP_LIMITS.maxUnpackedBytes, rows * Math.max(columns, 1) * BYTES_PER_CELL + WORKBOOK_OVERHEAD);
}

/** Where one part's packed bytes are, as the central directory says. */
export interface ZipEntry { name: string; method: number; offset: number; packedSize: number }

/**
 * Reads the zip's central directory (no inflating): its parts, or why the file must be refused
 * (not a zip, too many parts, ZIP64, or a declared unpacked size over `maxUnpacked`). Declared
 * sizes can lie; the import worker counts what each part really inflates to (xlsx-worker.mjs).
 */
export function readZipDirectory(bytes: Buffer, maxUnpacked: number = ZIP_LIMITS.maxUnpackedBytes): { entries: ZipEntry[] } | { refused: string } {
  const minEnd = Math.max(0, bytes.length - 65_557);
  let end = -1;
  for (let i = bytes.length - 22; i >= minEnd; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) { end = i; break; }
  }
  if (end < 0) return { refused: NOT_XLSX };
  const count = bytes.readUInt16LE(end + 10);
  const dirOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) return { refused: '文件过大或结构异常（ZIP64），已拒绝' };
  if (count > ZIP_LIMITS.maxEntries) return { refused: `文件包含 ${count} 个部件，超过上限 ${ZIP_LIMITS.maxEntries}，已拒绝` };
  const entries: ZipEntry[] = [];
  let unpacked = 0;
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return { refused: NOT_XLSX };
    const size = bytes.readUInt32LE(at + 24);
    const packedSize = bytes.readUInt32LE(at + 20);
    if (size === 0xffffffff || packedSize === 0xffffffff) return { refused: '文件过大或结构异常（ZIP64），已拒绝' };
    unpacked += size;
    if (unpacked > maxUnpacked) return { refused: tooLarge(maxUnpacked) };
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({ name: bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'), method: bytes.readUInt16LE(at + 10), offset: bytes.readUInt32LE(at + 42), packedSize });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries };
}

/** What a file that starts as a zip but is no readable one is told. */
export const NOT_XLSX = '文件不是有效的 xlsx；请在 Excel 中另存为 .xlsx 后重新导入';

/** What a file unpacking past `bound` is told. */
export const tooLarge = (bound: number) => `文件解压后超过 ${Math.max(1, Math.round(bound / 1048576))} MB，已拒绝（行数过多时请分批导入）`;

/** Why the file must be refused on its directory alone, or null. */
export function refuseZip(bytes: Buffer, maxUnpacked: number = ZIP_LIMITS.maxUnpackedBytes): string | null {
  const read = readZipDirectory(bytes, maxUnpacked);
  return 'refused' in read ? read.refused : null;
}
