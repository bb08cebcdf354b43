import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import * as hb from 'harfbuzzjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_CONTRACT_TEXT } from '../test/long-contract.ts';
import { A4, type BoxDraw, renderSignedContract, type SignedContract, type TextDraw } from './contract-pdf.ts';
import { htmlBlocks } from './contract-blocks.ts';
import { cleanHtml } from './html.ts';
import { fillContract } from '../../validators/contract-text.ts';
import { CJK_REGULAR_FONT } from './fonts.ts';
import { drawSeal } from './seal-image.ts';

// The signed PDF as its reader meets it: every page rendered to pixels by poppler (pdftoppm, as
// .ci/run installs it), and each character drawn compared with the same character drawn from the
// source font's own outline at the same place (resvg). Extracted text proves nothing here: with
// pdf-lib's own font subsetting the text extracted whole while most glyphs rendered blank or wrong.
const DPI = 144;
const PX = DPI / 72;
let dir: string;

interface Page { width: number; height: number; gray: Uint8Array }

/** A binary PGM (P5) as pdftoppm -gray writes it. */
function readPgm(path: string): Page {
  const bytes = readFileSync(path);
  const header = bytes.subarray(0, 64).toString('latin1').match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error(`${path} is not a binary PGM`);
  return { width: Number(header[1]), height: Number(header[2]), gray: bytes.subarray(header[0].length) };
}

function renderPages(pdf: Uint8Array, name: string): Page[] {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  try {
    execFileSync('pdftoppm', ['-r', String(DPI), '-gray', file, join(dir, name)]);
  } catch (error) {
    throw new Error(`pdftoppm (poppler-utils) is needed to look at the PDF: apt-get install -y poppler-utils (${(error as Error).message})`);
  }
  return readdirSync(dir).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.pgm')).sort().map((f) => readPgm(join(dir, f)));
}

/** The source font's outlines (HarfBuzz), in font units with y up. */
function sourceFont() {
  const face = new hb.Face(new hb.Blob(readFileSync(CJK_REGULAR_FONT)));
  const font = new hb.Font(face);
  return {
    upem: face.upem,
    glyph(ch: string) {
      const gid = font.nominalGlyph(ch.codePointAt(0)!);
      if (gid === undefined) throw new Error(`the font has no glyph for ${ch}`);
      return { advance: font.glyphHAdvance(gid), path: font.glyphToPath(gid) };
    },
  };
}

interface Cell { ch: string; page: number; x0: number; x1: number; top: number; bottom: number; level: number }

/** Each character of each draw: its cell in page pixels, and one SVG per page drawing them all from the source outlines. */
function referencePages(draws: TextDraw[], pages: number) {
  const font = sourceFont();
  const cells: Cell[] = [];
  const paths: string[][] = Array.from({ length: pages }, () => []);
  for (const d of draws) {
    const k = (d.size / font.upem) * PX;
    let x = d.x * PX;
    const baseline = (A4.height - d.y) * PX;
    for (const ch of d.text) {
      const { advance, path } = font.glyph(ch);
      if (path) paths[d.page].push(`<path transform="translate(${x} ${baseline}) scale(${k} ${-k})" d="${path}"/>`);
      cells.push({ ch, page: d.page, x0: Math.floor(x), x1: Math.ceil(x + advance * k), top: Math.floor(baseline - 1.15 * d.size * PX), bottom: Math.ceil(baseline + 0.3 * d.size * PX), level: d.color?.red ?? 0 });
      x += advance * k;
    }
  }
  const width = Math.round(A4.width * PX);
  const height = Math.round(A4.height * PX);
  const alpha = paths.map((p) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${p.join('')}</svg>`;
    const rgba = new Resvg(svg, { fitTo: { mode: 'original' } }).render().pixels;
    const out = new Uint8Array(width * height);
    for (let i = 0; i < out.length; i++) out[i] = rgba[i * 4 + 3];
    return out;
  });
  return { cells, alpha, width, height };
}

/** The share of `a`'s ink within one pixel of `b`'s ink, over a cell. */
function covered(a: (x: number, y: number) => boolean, b: (x: number, y: number) => boolean, c: Cell): { share: number; ink: number } {
  let ink = 0;
  let near = 0;
  for (let y = c.top; y < c.bottom; y++) {
    for (let x = c.x0; x < c.x1; x++) {
      if (!a(x, y)) continue;
      ink += 1;
      if (b(x, y) || b(x - 1, y) || b(x + 1, y) || b(x, y - 1) || b(x, y + 1) || b(x - 1, y - 1) || b(x + 1, y + 1) || b(x - 1, y + 1) || b(x + 1, y - 1)) near += 1;
    }
  }
  return { share: ink ? near / ink : 1, ink };
}

/** The characters whose rendered ink does not match their outline's ink, with both shares. */
function mismatches(pages: Page[], draws: TextDraw[]) {
  const ref = referencePages(draws, pages.length);
  const bad = new Map<string, string>();
  for (const c of ref.cells) {
    const page = pages[c.page];
    expect(page.width).toBe(ref.width);
    // Ink: at least half the way from white to the text's own colour (grey footers included).
    const floor = 255 - (255 - 255 * c.level) / 2;
    const drawn = (x: number, y: number) => x >= 0 && y >= 0 && x < page.width && y < page.height && page.gray[y * page.width + x] < floor;
    const outline = (x: number, y: number) => x >= 0 && y >= 0 && x < ref.width && y < ref.height && ref.alpha[c.page][y * ref.width + x] >= 128;
    const recall = covered(outline, drawn, c);
    const precision = covered(drawn, outline, c);
    const blankOk = recall.ink < 4 && precision.ink < 4;
    if (!blankOk && (recall.share < 0.9 || precision.share < 0.9)) bad.set(c.ch, `${c.ch}: outline ink shown ${(recall.share * 100).toFixed(0)}%, page ink on outline ${(precision.share * 100).toFixed(0)}%`);
  }
  return [...bad.values()];
}

const contract = async (): Promise<SignedContract> => ({
  title: '劳务派遣劳动合同（标准版）', no: 'KP-2026-000123', text: LONG_CONTRACT_TEXT, company: '上海快聘人力资源有限公司', talent: '欧阳晓敏',
  signedAt: '2026-11-25 10:30:00', documentId: 'KP-2026-000123-S7', method: '签署链接（经办人转交）+ 身份证号后六位核验 + 手写签名',
  seal: { bytes: drawSeal({ company: '上海快聘人力资源有限公司', text: '合同专用章', serial: '3101150012345', color: '#E60012', shape: 'round' }), mime: 'image/png' },
  signature: drawSeal({ company: '欧阳晓敏', color: '#000000', shape: 'oval' }),
});

beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'kp-pdf-')); });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the signed contract PDF, rendered', () => {
  // Two sizes: pdf-lib's subsetting broke glyphs of the ~150-character contract the attack signed
  // and happened to draw the 300-character one whole; both must render.
  it.each([
    ['a contract of over 300 distinct characters', LONG_CONTRACT_TEXT, 300],
    ['a short contract (about 150 distinct characters)', LONG_CONTRACT_TEXT.slice(0, LONG_CONTRACT_TEXT.indexOf('第三条')), 100],
  ])('draws every character of %s as its font outline, on every page', async (name, text, least) => {
    const c = { ...(await contract()), text };
    const distinct = new Set([...`${c.title}${c.text}${c.company}${c.talent}`.replace(/\s/g, '')]);
    expect(distinct.size).toBeGreaterThanOrEqual(least);
    const draws: TextDraw[] = [];
    const pdf = await renderSignedContract(c, draws);
    const file = least >= 300 ? 'long' : 'short';
    const pages = renderPages(pdf, file);
    // Every character of the text is drawn somewhere (none lost in the layout).
    const drawn = new Set(draws.flatMap((d) => [...d.text]));
    expect([...distinct].filter((ch) => !drawn.has(ch))).toEqual([]);
    expect(mismatches(pages, draws), name).toEqual([]);
    if (file === 'long') {
      expect(pages.length).toBeGreaterThanOrEqual(2);
      // Page 1 as a person sees it, kept beside the console's screenshots.
      const shots = join(process.cwd(), 'test-results', 'screenshots');
      mkdirSync(shots, { recursive: true });
      execFileSync('pdftoppm', ['-r', '110', '-png', '-f', '1', '-l', '1', '-singlefile', join(dir, `${file}.pdf`), join(dir, 'page1')]);
      copyFileSync(join(dir, 'page1.png'), join(shots, 'contract-render-long-page1.png'));
    }
  });

  it('finds a glyph drawn from another character (the check can fail)', async () => {
    const c = await contract();
    const draws: TextDraw[] = [];
    const pdf = await renderSignedContract({ ...c, text: '甲乙丙丁' }, draws);
    const pages = renderPages(pdf, 'swapped');
    const line = draws.find((d) => d.text === '甲乙丙丁')!;
    // Claim the line says something else: every one of its characters must then be found wrong.
    const lies = mismatches(pages, draws.map((d) => (d === line ? { ...d, text: '丁丙乙甲' } : d)));
    expect(lies.map((m) => m[0]).sort()).toEqual(['丁', '丙', '乙', '甲'].sort());
  });
});

describe('a template written in the editor (rich text), rendered', () => {
  // What the editor writes: a heading, paragraphs, a bulleted and a numbered list, a table with a header row.
  const template = cleanHtml('<h2>第一条 合同期限</h2><p>乙方 {{talent.name}} 自 {{start_date}} 起在用工单位工作。</p>'
    + '<ul><li><p>包吃包住</p></li><li><p>每月按时发放工资</p></li></ul><ol><li><p>试用期 {{probation_months}} 个月</p></li><li><p>期满后转正</p></li></ol>'
    + '<table><tbody><tr><th><p>项目</p></th><th><p>标准</p></th></tr><tr><td><p>月薪</p></td><td><p>{{salary}} 元</p></td></tr><tr><td><p>加班</p></td><td><p>按国家规定</p></td></tr></tbody></table>'
    + '<p>本合同一式两份，双方各执一份。</p>');

  it('reads its blocks in order: heading, paragraph, marked items, a table', () => {
    const text = fillContract(template, { 'talent.name': '李<四>', start_date: '2026-12-01', probation_months: '2', salary: '6,500.00' });
    expect(text).toContain('李&lt;四&gt;');
    expect(htmlBlocks(text)).toEqual([
      { kind: 'heading', level: 2, text: '第一条 合同期限' },
      { kind: 'paragraph', text: '乙方 李<四> 自 2026-12-01 起在用工单位工作。' },
      { kind: 'item', mark: '•', depth: 0, text: '包吃包住' },
      { kind: 'item', mark: '•', depth: 0, text: '每月按时发放工资' },
      { kind: 'item', mark: '1.', depth: 0, text: '试用期 2 个月' },
      { kind: 'item', mark: '2.', depth: 0, text: '期满后转正' },
      { kind: 'table', rows: [
        [{ text: '项目', header: true, span: 1 }, { text: '标准', header: true, span: 1 }],
        [{ text: '月薪', header: false, span: 1 }, { text: '6,500.00 元', header: false, span: 1 }],
        [{ text: '加班', header: false, span: 1 }, { text: '按国家规定', header: false, span: 1 }],
      ] },
      { kind: 'paragraph', text: '本合同一式两份，双方各执一份。' },
    ]);
  });

  it('prints the heading larger, the lists with their marks, the table in outlined cells — every glyph its outline', async () => {
    const text = fillContract(template, { 'talent.name': '李四', start_date: '2026-12-01', probation_months: '2', salary: '6,500.00' });
    const draws: TextDraw[] = [];
    const pdf = await renderSignedContract({ ...(await contract()), text }, draws);
    const pages = renderPages(pdf, 'rich');
    expect(mismatches(pages, draws)).toEqual([]);
    const at = (t: string) => draws.find((d) => d.text === t)!;
    expect(at('第一条 合同期限').size).toBe(14);
    expect(at('包吃包住').size).toBe(11);
    // Marks sit left of their items, the items indented past the body's margin.
    expect(at('•').x).toBeLessThan(at('包吃包住').x);
    expect(at('1.').x).toBeLessThan(at('试用期 2 个月').x);
    expect(at('包吃包住').x).toBeGreaterThan(at('本合同一式两份，双方各执一份。').x);
    // The table: header cells side by side, rows below each other; its cell borders are on the page.
    expect(at('项目').y).toBe(at('标准').y);
    expect(at('月薪').y).toBeLessThan(at('项目').y);
    expect(at('标准').x).toBeGreaterThan(at('项目').x);
    const page = pages[0];
    const dark = (x: number, y: number) => page.gray[Math.round(y) * page.width + Math.round(x)] < 160;
    const cellOf = (t: string): BoxDraw => {
      const d = at(t);
      // The box whose left edge is the cell's (5 pt before its text) and that holds its line.
      return { page: 0, x: d.x - 5, y: d.y - 4, width: 0, height: 0, shaded: false };
    };
    const { x, y } = cellOf('月薪');
    // Along the cell's left border, 8 points of its height: dark all the way (a drawn line, not text).
    let inked = 0;
    for (let k = 0; k < 8; k++) if (dark(x * PX, (A4.height - y - k) * PX) || dark(x * PX + 1, (A4.height - y - k) * PX)) inked++;
    expect(inked).toBe(8);
    // The order on the page: heading, paragraph, list, table, closing paragraph.
    const ys = ['第一条 合同期限', '包吃包住', '期满后转正', '项目', '加班', '本合同一式两份，双方各执一份。'].map((t) => at(t).y);
    expect([...ys].sort((a, b) => b - a)).toEqual(ys);
    const shots = join(process.cwd(), 'test-results', 'screenshots');
    mkdirSync(shots, { recursive: true });
    execFileSync('pdftoppm', ['-r', '110', '-png', '-f', '1', '-l', '1', '-singlefile', join(dir, 'rich.pdf'), join(dir, 'rich1')]);
    copyFileSync(join(dir, 'rich1.png'), join(shots, 'contract-render-rich-page1.png'));
  });
});

