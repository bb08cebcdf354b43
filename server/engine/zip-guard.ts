/** Limits on an uploaded xlsx (a zip): what it may unpack to, and how many parts it may hold. */
export const ZIP_LIMITS = { maxEntries: 2000, maxUnpackedBytes: 300 * 1024 * 1024 } as const;

/**
 * Reads the zip's central directory (no inflating) and says why the file must be refused,
 * or null: not a zip, too many entries, or an absurd unpacked size (a zip bomb).
 */
export function refuseZip(bytes: Buffer, limits = ZIP_LIMITS): string | null {
  const minEnd = Math.max(0, bytes.length - 65_557);
  let end = -1;
  for (let i = bytes.length - 22; i >= minEnd; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) { end = i; break; }
  }
  if (end < 0) return '文件不是有效的 xlsx';
  const entries = bytes.readUInt16LE(end + 10);
  const dirOffset = bytes.readUInt32LE(end + 16);
  if (entries === 0xffff || dirOffset === 0xffffffff) return '文件过大或结构异常（ZIP64），已拒绝';
  if (entries > limits.maxEntries) return `文件包含 ${entries} 个部件，超过上限 ${limits.maxEntries}，已拒绝`;
  let unpacked = 0;
  let at = dirOffset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return '文件不是有效的 xlsx';
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff) return '文件过大或结构异常（ZIP64），已拒绝';
    unpacked += size;
    if (unpacked > limits.maxUnpackedBytes) return `文件解压后超过 ${Math.round(limits.maxUnpackedBytes / 1048576)} MB，已拒绝`;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return null;
}
