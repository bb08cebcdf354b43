/**
 * The seal image (印章): drawn from a seal's fields as SVG, rendered by resvg to a transparent PNG
 * at print resolution with the Noto Sans SC font shipped by npm (never a system font).
 * Round: 42 mm with a star, 720 px across (≈ 435 dpi); oval: 45 × 30 mm, 780 × 520 px.
 */
import { Resvg } from '@resvg/resvg-js';
import { CJK_BOLD_FONT, CJK_REGULAR_FONT } from './fonts.ts';

export interface SealDrawing {
  /** The upper arc: the company's name. */
  company: string;
  /** The horizontal line under the star (合同专用章), at most 8 characters. */
  text?: string | null;
  /** The bottom arc: the serial (防伪码). */
  serial?: string | null;
  /** #RRGGBB. */
  color: string;
  shape: 'round' | 'oval';
}

/** Text safe inside SVG markup. */
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Characters laid one by one along an ellipse (a circle when rx = ry), from angle `from` to `to` (degrees from the top, clockwise). */
function arcText(chars: string[], cx: number, cy: number, rx: number, ry: number, from: number, to: number, size: number, flip: boolean, weight: number): string {
  if (chars.length === 0) return '';
  const step = chars.length === 1 ? 0 : (to - from) / (chars.length - 1);
  return chars.map((ch, i) => {
    const t = ((chars.length === 1 ? (from + to) / 2 : from + step * i) * Math.PI) / 180;
    const x = cx + rx * Math.sin(t);
    const y = cy - ry * Math.cos(t);
    // The character stands on the curve: turned as the tangent, upside for the bottom arc read left to right.
    const angle = (Math.atan2(ry * Math.sin(t), rx * Math.cos(t)) * 180) / Math.PI + (flip ? 180 : 0);
    return `<text x="0" y="${(size * 0.36).toFixed(1)}" font-size="${size}" font-weight="${weight}" text-anchor="middle" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(2)})">${esc(ch)}</text>`;
  }).join('');
}

function star(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const a = (Math.PI / 5) * i;
    return `${(cx + radius * Math.sin(a)).toFixed(1)},${(cy - radius * Math.cos(a)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
}

/** The seal as SVG (exported for tests that read what is drawn). */
export function sealSvg(seal: SealDrawing): string {
  const round = seal.shape === 'round';
  const [w, h] = round ? [720, 720] : [780, 520];
  const cx = w / 2;
  const cy = h / 2;
  const ring = round ? 20 : 16;
  const [rx, ry] = [cx - ring / 2 - 4, cy - ring / 2 - 4];
  const company = [...seal.company];
  // Longer names sit smaller, over a wider arc.
  const size = round ? Math.max(48, Math.min(82, 1100 / Math.max(company.length, 1))) : Math.max(40, Math.min(64, 900 / Math.max(company.length, 1)));
  const span = Math.min(round ? 108 : 100, 24 + company.length * (round ? 13 : 11));
  const inner = [rx - ring / 2 - size * 0.75, ry - ring / 2 - size * 0.75];
  const serial = [...(seal.serial ?? '')];
  const serialSize = round ? 30 : 26;
  const serialSpan = Math.min(48, serial.length * (round ? 3.6 : 3.2));
  const text = [...(seal.text ?? '')];
  const textSize = round ? Math.min(64, 420 / Math.max(text.length, 1)) : Math.min(56, 460 / Math.max(text.length, 1));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`
    + `<g fill="${seal.color}" stroke="none" font-family="Noto Sans SC">`
    + `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${seal.color}" stroke-width="${ring}"/>`
    + arcText(company, cx, cy, inner[0], inner[1], -span, span, size, false, 700)
    + (round ? star(cx, cy, 100) : '')
    + (text.length ? `<text x="${cx}" y="${(round ? cy + 150 : cy + 30).toFixed(1)}" font-size="${textSize.toFixed(1)}" font-weight="700" text-anchor="middle">${esc(text.join(''))}</text>` : '')
    + arcText(serial, cx, cy, rx - ring / 2 - serialSize * 0.7, ry - ring / 2 - serialSize * 0.7, 180 + serialSpan, 180 - serialSpan, serialSize, true, 400)
    + '</g></svg>';
}

/** The seal as a transparent PNG. */
export function drawSeal(seal: SealDrawing): Buffer {
  return svgToPng(sealSvg(seal));
}

/** SVG as a transparent PNG, its text in Noto Sans SC (regular and bold) from npm. */
export function svgToPng(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    background: 'rgba(0,0,0,0)',
    font: { fontFiles: [CJK_BOLD_FONT, CJK_REGULAR_FONT], loadSystemFonts: false, defaultFontFamily: 'Noto Sans SC' },
  });
  return resvg.render().asPng();
}
