/**
 * Video and audio uploads (素材库): the type read from the first bytes, never the name; the
 * duration read from the container. Audio through music-metadata; a video's duration from its
 * MP4/MOV boxes by hand (music-metadata reports none for video), a fragmented MP4 (what a browser's
 * recorder and many phones' live captures write) by summing its fragments. A WebM's duration is
 * not read (its recorder writes none). A poster frame needs a video decoder: none that runs without
 * a system binary is maintained for Node, so the console shows the player's own first frame.
 */
import { parseBuffer } from 'music-metadata';
import { ApiError } from '../errors.ts';

export type MediaKind = 'image' | 'video' | 'audio' | 'document';

const latin = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');

/** The brands of an ISO media file that is a HEIF/HEIC still image (an iPhone's photo), not a video. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis']);

/** Whether the bytes are a HEIF/HEIC (or AVIF) still image, by their ftyp box's brand. */
export const isHeif = (b: Buffer) => b.length >= 12 && latin(b, 4, 8) === 'ftyp' && HEIF_BRANDS.has(latin(b, 8, 12));

/** A video or audio file's type from its first bytes, or null. */
export function sniffMedia(b: Buffer): { mime: string; kind: 'video' | 'audio' } | null {
  if (b.length < 12) return null;
  if (latin(b, 4, 8) === 'ftyp') {
    const brand = latin(b, 8, 12);
    // A phone's photo, not a video (it was refused as a damaged MP4).
    if (HEIF_BRANDS.has(brand)) return null;
    if (brand === 'M4A ' || brand === 'M4B ') return { mime: 'audio/mp4', kind: 'audio' };
    return { mime: brand === 'qt  ' ? 'video/quicktime' : 'video/mp4', kind: 'video' };
  }
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return { mime: 'video/webm', kind: 'video' };
  if (latin(b, 0, 4) === 'RIFF' && latin(b, 8, 12) === 'WAVE') return { mime: 'audio/wav', kind: 'audio' };
  if (latin(b, 0, 4) === 'OggS') return { mime: 'audio/ogg', kind: 'audio' };
  if (latin(b, 0, 3) === 'ID3') return { mime: 'audio/mpeg', kind: 'audio' };
  if (b[0] === 0xff && (b[1] & 0xf6) === 0xf0) return { mime: 'audio/aac', kind: 'audio' };
  if (b[0] === 0xff && (b[1] & 0xe0) === 0xe0) return { mime: 'audio/mpeg', kind: 'audio' };
  return null;
}

interface Box { type: string; start: number; body: number; end: number }

/** The boxes of an ISO media file between `from` and `to` (sizes checked: a box never reaches past its parent). */
function boxes(b: Buffer, from: number, to: number): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= to && found.length < 100_000) {
    let size = b.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(b.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < body - at || at + size > to) break;
    found.push({ type: latin(b, at + 4, at + 8), start: at, body, end: at + size });
    at += size;
  }
  return found;
}

const child = (b: Buffer, parent: Box, type: string) => boxes(b, parent.body, parent.end).find((x) => x.type === type);

/**
 * Seconds from an MP4/MOV's movie header, or from its fragments when the header says 0; null when
 * neither says. A file without a movie box is no video: it throws.
 */
export function mp4Duration(b: Buffer): number | null {
  const top = boxes(b, 0, b.length);
  const moov = top.find((x) => x.type === 'moov');
  if (!moov) throw new Error('no movie box');
  const mvhd = moov && child(b, moov, 'mvhd');
  if (!mvhd || mvhd.end - mvhd.body < 32) return null;
  const v1 = b[mvhd.body] === 1;
  const scale = b.readUInt32BE(mvhd.body + (v1 ? 20 : 12));
  const length = v1 ? Number(b.readBigUInt64BE(mvhd.body + 24)) : b.readUInt32BE(mvhd.body + 16);
  if (scale > 0 && length > 0 && length !== 0xffffffff) return length / scale;
  return fragmentedDuration(b, top, moov!);
}

/** A fragmented MP4's length: its first track's sample durations summed over every fragment, in that track's time scale. */
function fragmentedDuration(b: Buffer, top: Box[], moov: Box): number | null {
  const trak = child(b, moov, 'trak');
  const mdia = trak && child(b, trak, 'mdia');
  const mdhd = mdia && child(b, mdia, 'mdhd');
  const tkhd = trak && child(b, trak, 'tkhd');
  if (!mdhd || !tkhd) return null;
  const scale = b.readUInt32BE(mdhd.body + (b[mdhd.body] === 1 ? 20 : 12));
  const trackId = b.readUInt32BE(tkhd.body + (b[tkhd.body] === 1 ? 20 : 12));
  const mvex = child(b, moov, 'mvex');
  const trex = mvex && boxes(b, mvex.body, mvex.end).find((x) => x.type === 'trex' && b.readUInt32BE(x.body + 4) === trackId);
  let fallback = trex ? b.readUInt32BE(trex.body + 12) : 0;
  let total = 0;
  for (const moof of top.filter((x) => x.type === 'moof')) {
    for (const traf of boxes(b, moof.body, moof.end).filter((x) => x.type === 'traf')) {
      const inner = boxes(b, traf.body, traf.end);
      const tfhd = inner.find((x) => x.type === 'tfhd');
      if (!tfhd || b.readUInt32BE(tfhd.body + 4) !== trackId) continue;
      const flags = b.readUInt32BE(tfhd.body) & 0xffffff;
      let at = tfhd.body + 8 + (flags & 0x1 ? 8 : 0) + (flags & 0x2 ? 4 : 0);
      let sampleDefault = fallback;
      if (flags & 0x8) sampleDefault = b.readUInt32BE(at), at += 4;
      for (const trun of inner.filter((x) => x.type === 'trun')) {
        const tflags = b.readUInt32BE(trun.body) & 0xffffff;
        const count = b.readUInt32BE(trun.body + 4);
        let pos = trun.body + 8 + (tflags & 0x1 ? 4 : 0) + (tflags & 0x4 ? 4 : 0);
        const each = [0x100, 0x200, 0x400, 0x800].filter((f) => tflags & f).length * 4;
        if (!(tflags & 0x100)) { total += count * sampleDefault; continue; }
        for (let i = 0; i < count && pos + 4 <= trun.end; i++, pos += each) total += b.readUInt32BE(pos);
      }
      fallback = sampleDefault;
    }
  }
  return scale > 0 && total > 0 ? total / scale : null;
}

/** A video's or audio's duration in seconds (two decimals), null when the container does not say; a file that cannot be read is refused. */
export async function mediaDuration(bytes: Buffer, mime: string, what: string): Promise<number | null> {
  try {
    const seconds = mime === 'video/mp4' || mime === 'video/quicktime' || mime === 'audio/mp4'
      ? mp4Duration(bytes)
      : mime === 'video/webm' ? null : (await parseBuffer(bytes, { mimeType: mime, size: bytes.length }, { duration: true, skipCovers: true })).format.duration ?? null;
    return seconds === null || !Number.isFinite(seconds) ? null : Math.round(seconds * 100) / 100;
  } catch {
    throw new ApiError('UNSUPPORTED_MEDIA', `${what}无法读取：文件已损坏或与文件头不符`);
  }
}
