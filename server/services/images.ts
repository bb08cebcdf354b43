/**
 * Uploaded images, made safe once at upload (sharp, on libuv's threads, never the event loop): the
 * header's size read first and anything past the pixel bound refused before a pixel is decoded;
 * then decoded with that same bound as sharp's own limit (a file whose header lies still cannot
 * blow up), turned upright, shrunk to fit where a use asks, and written anew — PNG, GIF and WEBP as
 * PNG (what a PDF can stamp, transparency kept), JPEG as JPEG (its metadata dropped).
 */
import sharp, { type Metadata } from 'sharp';
import { ApiError } from '../errors.ts';

// Decoded images are not kept between calls: a cache would hold an attacker's pixels.
sharp.cache(false);

/** No image past this many pixels is read at all (the 40 megapixels). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface ImageRules {
  /** What the image is, for messages (头像, 盖章扫描件). */
  what: string;
  /** The most pixels (width × height) accepted; at most MAX_IMAGE_PIXELS. */
  maxPixels?: number;
  /** Kept images are shrunk to fit a square of this many pixels (never enlarged). */
  fit?: number;
}

const megapixels = (n: number) => `${Math.round(n / 10_000)} 万`;

/** `bytes` as the image kept for it: checked, bounded, written anew; or a Chinese 413/415. */
export async function safeImage(bytes: Buffer, rules: ImageRules): Promise<{ mime: 'image/png' | 'image/jpeg'; bytes: Buffer; width: number; height: number }> {
  const limit = Math.min(rules.maxPixels ?? MAX_IMAGE_PIXELS, MAX_IMAGE_PIXELS);
  let meta: Metadata;
  try {
    // The header alone: nothing is decoded here.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError('UNSUPPORTED_MEDIA', `${rules.what}无法读取：文件已损坏或不是图片`);
  }
  const { width = 0, height = 0, format } = meta;
  if (!width || !height || !['png', 'jpeg', 'gif', 'webp'].includes(String(format))) throw new ApiError('UNSUPPORTED_MEDIA', `${rules.what}只支持 PNG、JPEG、GIF、WEBP 图片`);
  if (width * height > limit) {
    throw new ApiError('PAYLOAD_TOO_LARGE', `${rules.what}的尺寸过大（${width}×${height} 像素），最多 ${megapixels(limit)}像素，请缩小后再上传`);
  }
  try {
    let image = sharp(bytes, { limitInputPixels: limit, failOn: 'error', pages: 1 }).rotate();
    if (rules.fit) image = image.resize({ width: rules.fit, height: rules.fit, fit: 'inside', withoutEnlargement: true });
    const jpeg = format === 'jpeg';
    const { data, info } = await (jpeg ? image.jpeg({ quality: 90, mozjpeg: true }) : image.png({ compressionLevel: 9 })).toBuffer({ resolveWithObject: true });
    return { mime: jpeg ? 'image/jpeg' : 'image/png', bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) throw new ApiError('PAYLOAD_TOO_LARGE', `${rules.what}的尺寸过大，最多 ${megapixels(limit)}像素`);
    throw new ApiError('UNSUPPORTED_MEDIA', `${rules.what}无法读取：图片数据已损坏或与文件头不符`);
  }
}

/** A small WEBP of an image already made safe (safeImage): fit into `box` pixels square, for lists and pickers. */
export async function thumbnail(bytes: Buffer, box: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, pages: 1 }).resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}
