/**
 * The picture tool (图片工具): one image of the material library turned, cropped, resized,
 * watermarked and written as JPEG, PNG or WEBP — optionally within a size in KB — by sharp on
 * libuv's threads. The source was bounded when it was uploaded and is read again within the same
 * pixel bound, so a decompression bomb never gets decoded; the result is bounded too.
 */
import sharp from 'sharp';
import { ApiError } from '../errors.ts';
import { MAX_IMAGE_PIXELS } from './images.ts';
import { esc, svgToPng } from './seal-image.ts';

export const PICTURE_FORMATS = ['jpeg', 'png', 'webp'] as const;
export type PictureFormat = typeof PICTURE_FORMATS[number];
export const WATERMARK_PLACES = ['center', 'top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
/** The longest side a result may have. */
export const MAX_SIDE = 8000;

export interface PictureSteps {
  rotate?: 0 | 90 | 180 | 270;
  /** In the pixels of the (turned) source. */
  crop?: { left: number; top: number; width: number; height: number };
  /** Fit inside this box (never enlarged past MAX_SIDE). */
  resize?: { width?: number; height?: number };
  watermark?: { text?: string; image?: Buffer; place: typeof WATERMARK_PLACES[number]; opacity: number };
  format: PictureFormat;
  /** The most KB the result may take: the quality is lowered until it fits, or it is refused. */
  targetKb?: number;
}

const GRAVITY: Record<typeof WATERMARK_PLACES[number], string> = { center: 'centre', 'top-left': 'northwest', 'top-right': 'northeast', 'bottom-left': 'southwest', 'bottom-right': 'southeast' };

/** A text watermark for an image `width` wide: white text with a dark edge, a fifth of the width at most. */
function textMark(text: string, width: number, opacity: number): Buffer {
  const size = Math.max(14, Math.min(64, Math.round(width / Math.max(8, text.length * 1.6))));
  const w = Math.ceil(size * (text.length + 2) * 1.05);
  const h = Math.ceil(size * 1.8);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><text x="${w / 2}" y="${h * 0.68}" font-size="${size}" font-weight="700" text-anchor="middle" fill="#ffffff" fill-opacity="${opacity}" stroke="#000000" stroke-opacity="${opacity * 0.6}" stroke-width="${Math.max(1, size / 16)}">${esc(text)}</text></svg>`;
  return svgToPng(svg);
}

/** The image `source` after `steps`, with its size; a Chinese 400 when a step does not fit it. */
export async function applyPicture(source: Buffer, steps: PictureSteps): Promise<{ bytes: Buffer; width: number; height: number; mime: string }> {
  const input = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const, pages: 1 };
  let image = sharp(source, input).rotate(); // upright by its own orientation first
  if (steps.rotate) image = sharp(await image.rotate(steps.rotate).toBuffer(), input);
  const meta = await image.metadata();
  let width = meta.width ?? 0;
  let height = meta.height ?? 0;
  if (steps.crop) {
    const { left, top, width: w, height: h } = steps.crop;
    if (left + w > width || top + h > height) throw new ApiError('VALIDATION_FAILED', `裁剪区域超出了图片（图片 ${width}×${height}，裁剪到 ${left + w}×${top + h}）`, [{ field: 'crop', message: '裁剪区域超出了图片' }]);
    image = sharp(await image.extract({ left, top, width: w, height: h }).toBuffer(), input);
    [width, height] = [w, h];
  }
  if (steps.resize && (steps.resize.width || steps.resize.height)) {
    const box = { width: steps.resize.width, height: steps.resize.height };
    image = sharp(await image.resize({ ...box, fit: 'inside' }).toBuffer(), input);
    const m = await image.metadata();
    [width, height] = [m.width ?? width, m.height ?? height];
  }
  if (width > MAX_SIDE || height > MAX_SIDE) throw new ApiError('VALIDATION_FAILED', `结果太大（${width}×${height}），边长最多 ${MAX_SIDE} 像素`);
  if (steps.watermark && (steps.watermark.text || steps.watermark.image)) {
    const { text, place, opacity } = steps.watermark;
    let mark = text ? textMark(text, width, opacity) : steps.watermark.image!;
    // An image mark: at most a quarter of the width, at the opacity asked.
    if (!text) {
      const faded = await sharp(mark, input).resize({ width: Math.max(16, Math.round(width / 4)), height: Math.max(16, Math.round(height / 4)), fit: 'inside' }).ensureAlpha().png().toBuffer({ resolveWithObject: true });
      const alpha = Buffer.from(faded.data);
      mark = await sharp(alpha).composite([{ input: Buffer.from([255, 255, 255, Math.round(255 * opacity)]), raw: { width: 1, height: 1, channels: 4 }, tile: true, blend: 'dest-in' }]).png().toBuffer();
    }
    const markMeta = await sharp(mark).metadata();
    if ((markMeta.width ?? 0) > width || (markMeta.height ?? 0) > height) mark = await sharp(mark).resize({ width, height, fit: 'inside' }).png().toBuffer();
    image = sharp(await image.composite([{ input: mark, gravity: GRAVITY[place] }]).toBuffer(), input);
  }
  const write = (quality: number) => {
    const copy = image.clone();
    if (steps.format === 'png') return copy.png({ compressionLevel: 9, palette: quality < 90, quality }).toBuffer();
    if (steps.format === 'webp') return copy.webp({ quality }).toBuffer();
    return copy.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
  };
  let bytes: Buffer = await write(90);
  if (steps.targetKb) {
    const target = steps.targetKb * 1024;
    // The lowest quality first: when even it does not fit, nothing will (a picture of fine detail as
    // PNG took eight encodings, 15 s, to say so). Else halving the quality range above it until the
    // result fits, the lowest kept when nothing above it does.
    let best: Buffer | null = bytes.length <= target ? bytes : null;
    const lowest = best ? null : await write(10);
    if (lowest && lowest.length <= target) {
      let [low, high] = [11, 89];
      while (!best && low <= high) {
        const mid = Math.floor((low + high) / 2);
        const tried = await write(mid);
        if (tried.length <= target) { best = tried; low = mid + 1; } else high = mid - 1;
      }
      best ??= lowest;
    }
    if (!best) throw new ApiError('VALIDATION_FAILED', `无法压缩到 ${steps.targetKb} KB 以内：请缩小尺寸或换成 JPEG/WEBP 再试`, [{ field: 'targetKb', message: '压缩不到这个大小' }]);
    bytes = best;
  }
  return { bytes, width, height, mime: `image/${steps.format}` };
}
