/**
 * The signed contract as a PDF (pdf-lib): the filled text, the company's seal and the talent's drawn
 * signature, the signing time and number, and on every page a footer with the document's ID. The
 * bytes are what is stored and hashed (电子签名法 §13).
 *
 * The font is Noto Sans SC cut down by HarfBuzz's subsetter (subset-font) to the characters the
 * contract uses and embedded whole: pdf-lib's own subsetting (@pdf-lib/fontkit 1.1) broke most CJK
 * glyphs, so pages showed blanks while their extracted text was intact (pdf-lib #1232).
 * server/services/contract-pdf.test.ts renders the pages and compares each glyph with its outline.
 */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, type RGB } from 'pdf-lib';
import subsetFont from 'subset-font';
import { CJK_REGULAR_FONT } from './fonts.ts';
import { type Block, htmlBlocks } from './contract-blocks.ts';
import { isHtmlBody } from '../../validators/contract-text.ts';

export interface SignedContract {
  title: string;
  no: string;
  /** The whole text, placeholders filled. */
  text: string;
  company: string;
  talent: string;
  signedAt: string;
  documentId: string;
  seal: { bytes: Uint8Array; mime: string } | null;
  signature: Uint8Array;
  /** How the talent signed, as the PDF states it (what happened, not what was meant to). */
  method: string;
}

/** One line of text as drawn: its page (from 0), left baseline point in PDF units, and size. */
export interface TextDraw { page: number; text: string; x: number; y: number; size: number; color?: RGB }
/** A table's cell, outlined: its page and box (bottom-left corner) in PDF units. */
export interface BoxDraw { page: number; x: number; y: number; width: number; height: number; shaded: boolean }

export const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BODY = 11;
const LINE = 19;
const GREY = rgb(0.35, 0.35, 0.35);
let fontBytes: Buffer | undefined;

/** Punctuation that never starts a line (禁则): it hangs past the margin instead. */
const NO_LINE_START = /[，。、；：！？）》」』】,.;:!?)\]]/;

/** `text` broken into lines no wider than `width` at `size`: by character (Chinese has no spaces), never inside a Latin word when avoidable, never before closing punctuation. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const ch of paragraph) {
      if (font.widthOfTextAtSize(line + ch, size) > width && line && !NO_LINE_START.test(ch)) {
        const cut = /[A-Za-z0-9]$/.test(line) && /[A-Za-z0-9]/.test(ch) ? line.search(/[A-Za-z0-9]+$/) : -1;
        if (cut > 0) { lines.push(line.slice(0, cut)); line = line.slice(cut) + ch; } else { lines.push(line); line = ch; }
      } else line += ch;
    }
    lines.push(line);
  }
  return lines;
}

async function embedImage(doc: PDFDocument, bytes: Uint8Array, mime: string): Promise<PDFImage> {
  return mime === 'image/jpeg' ? doc.embedJpg(bytes) : doc.embedPng(bytes);
}

const SIGN_LABELS = ['甲方（盖章）：', '乙方（签名）：', '签署时间：', '签署方式：', '文档编号 · 合同编号 第 / 页', '0123456789'];

/** Every character the PDF may draw, for the font subset (rich text by its blocks' text, never its markup). */
function charactersOf(c: SignedContract, blocks: Block[] | null): string {
  const body = blocks ? blocks.map((b) => (b.kind === 'table' ? b.rows.flat().map((cell) => cell.text).join('') : `${b.kind === 'item' ? b.mark : ''}${b.text}`)).join('') : c.text;
  return [...new Set([c.title, c.no, body, c.company, c.talent, c.signedAt, c.documentId, c.method, `合同编号：•`, ...SIGN_LABELS].join(''))].join('');
}

const HEADING_SIZES = [16, 14, 12.5, 12, 11.5, 11];
const CELL = 10;
const CELL_LINE = 15;
const CELL_PAD = 5;

/**
 * Rich text's blocks drawn from `y` down on page `page` within `width`: headings larger, list items
 * with their marks and indent, tables as outlined cells (a header row shaded) whose rows never split
 * across pages. Answers where it ended.
 */
function layoutBlocks(blocks: Block[], font: PDFFont, width: number, at: { page: number; y: number }, draws: TextDraw[], boxes: BoxDraw[], newPage: () => void) {
  const room = (height: number) => { if (at.y - height < MARGIN + 24) { newPage(); } };
  for (const block of blocks) {
    if (block.kind === 'heading') {
      const size = HEADING_SIZES[block.level - 1];
      at.y -= 6;
      for (const line of wrap(font, block.text, size, width)) {
        room(size + 8);
        draws.push({ page: at.page, text: line, x: MARGIN, y: at.y - size, size });
        at.y -= size + 8;
      }
      at.y -= 2;
    } else if (block.kind === 'paragraph' || block.kind === 'item') {
      const indent = block.kind === 'item' ? 18 + block.depth * 18 : 0;
      const lines = wrap(font, block.text, BODY, width - indent);
      lines.forEach((line, i) => {
        room(LINE);
        if (i === 0 && block.kind === 'item') draws.push({ page: at.page, text: block.mark, x: MARGIN + indent - 14, y: at.y - BODY, size: BODY });
        if (line) draws.push({ page: at.page, text: line, x: MARGIN + indent, y: at.y - BODY, size: BODY });
        at.y -= LINE;
      });
      if (block.kind === 'paragraph') at.y -= 4;
    } else {
      const columns = Math.max(...block.rows.map((r) => r.reduce((n, cell) => n + cell.span, 0)));
      const unit = width / columns;
      at.y -= 4;
      for (const row of block.rows) {
        const cells = row.map((cell) => ({ ...cell, lines: wrap(font, cell.text, CELL, cell.span * unit - CELL_PAD * 2) }));
        const height = Math.max(...cells.map((cell) => cell.lines.length)) * CELL_LINE + CELL_PAD * 2;
        room(height);
        let x = MARGIN;
        for (const cell of cells) {
          const w = cell.span * unit;
          boxes.push({ page: at.page, x, y: at.y - height, width: w, height, shaded: cell.header });
          cell.lines.forEach((line, i) => { if (line) draws.push({ page: at.page, text: line, x: x + CELL_PAD, y: at.y - CELL_PAD - CELL - 2.5 - i * CELL_LINE, size: CELL }); });
          x += w;
        }
        at.y -= height;
      }
      at.y -= 10;
    }
  }
}

/** The contract's text lines and where they go, page by page; `pages` is how many there are. */
function layout(c: SignedContract, blocks: Block[] | null, font: PDFFont): { draws: TextDraw[]; boxes: BoxDraw[]; pages: number; signBlock: { page: number; y: number } } {
  const draws: TextDraw[] = [];
  const boxes: BoxDraw[] = [];
  const width = A4.width - MARGIN * 2;
  let page = 0;
  let y = A4.height - MARGIN;
  const newPage = () => { page += 1; y = A4.height - MARGIN; };
  const titleSize = 18;
  draws.push({ page, text: c.title, x: (A4.width - font.widthOfTextAtSize(c.title, titleSize)) / 2, y: y - titleSize, size: titleSize });
  y -= titleSize + 12;
  const meta = `合同编号：${c.no}`;
  draws.push({ page, text: meta, x: A4.width - MARGIN - font.widthOfTextAtSize(meta, 9), y: y - 9, size: 9, color: GREY });
  y -= 9 + 18;
  if (blocks) {
    const at = { page, y };
    layoutBlocks(blocks, font, width, at, draws, boxes, () => { at.page += 1; at.y = A4.height - MARGIN; });
    ({ page, y } = at);
  } else {
    for (const line of wrap(font, c.text, BODY, width)) {
      if (y - LINE < MARGIN + 24) newPage();
      if (line) draws.push({ page, text: line, x: MARGIN, y: y - BODY, size: BODY });
      y -= LINE;
    }
  }
  // The signing block: the company with its seal, the talent with their signature and the time.
  const block = 170;
  if (y - block < MARGIN + 24) newPage();
  y -= 24;
  const half = width / 2;
  draws.push({ page, text: `甲方（盖章）：${c.company}`, x: MARGIN, y: y - BODY, size: BODY });
  draws.push({ page, text: `乙方（签名）：${c.talent}`, x: MARGIN + half, y: y - BODY, size: BODY });
  draws.push({ page, text: `签署时间：${c.signedAt}`, x: MARGIN + half, y: y - 24 - 70 - 20, size: 10 });
  for (const [i, line] of wrap(font, `签署方式：${c.method}`, 8, half).entries()) {
    draws.push({ page, text: line, x: MARGIN + half, y: y - 24 - 70 - 36 - i * 12, size: 8, color: GREY });
  }
  const pages = page + 1;
  for (let p = 0; p < pages; p++) {
    const footer = `文档编号 ${c.documentId} · 合同编号 ${c.no} · 第 ${p + 1} / ${pages} 页`;
    draws.push({ page: p, text: footer, x: (A4.width - font.widthOfTextAtSize(footer, 8)) / 2, y: MARGIN / 2, size: 8, color: rgb(0.45, 0.45, 0.45) });
  }
  return { draws, boxes, pages, signBlock: { page, y } };
}

/** The signed contract's PDF bytes; `trace`, when given, receives every line of text as drawn. */
export async function renderSignedContract(c: SignedContract, trace?: TextDraw[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  fontBytes ??= readFileSync(CJK_REGULAR_FONT);
  // Without GSUB/GPOS each character is its font's own glyph at its own advance: fontkit's shaping
  // of mixed lines picked full-width digit forms with proportional advances (「id=0 0 0 1 2 3」).
  // Rich text read into blocks once: the font subset and the layout both work from them.
  const blocks = isHtmlBody(c.text) ? htmlBlocks(c.text) : null;
  const subset = await subsetFont(fontBytes, charactersOf(c, blocks), { targetFormat: 'sfnt', dropTables: ['GSUB', 'GPOS'] });
  const font = await doc.embedFont(subset, { subset: false });
  doc.setTitle(`${c.title}（${c.no}）`);
  doc.setSubject(`文档编号 ${c.documentId}`);
  doc.setCreator('kp-admin');
  doc.setProducer('kp-admin');
  // Fixed dates: the same contract signed at the same time gives the same bytes.
  doc.setCreationDate(new Date(`${c.signedAt.replace(' ', 'T')}+08:00`));
  doc.setModificationDate(new Date(`${c.signedAt.replace(' ', 'T')}+08:00`));
  const { draws, boxes, pages: count, signBlock } = layout(c, blocks, font);
  const pages: PDFPage[] = Array.from({ length: count }, () => doc.addPage([A4.width, A4.height]));
  for (const b of boxes) pages[b.page].drawRectangle({ x: b.x, y: b.y, width: b.width, height: b.height, borderColor: rgb(0.3, 0.3, 0.3), borderWidth: 0.6, ...(b.shaded ? { color: rgb(0.93, 0.93, 0.93) } : {}) });
  for (const d of draws) pages[d.page].drawText(d.text, { x: d.x, y: d.y, size: d.size, font, ...(d.color ? { color: d.color } : {}) });
  trace?.push(...draws);
  const page = pages[signBlock.page];
  const half = (A4.width - MARGIN * 2) / 2;
  if (c.seal) {
    const seal = await embedImage(doc, c.seal.bytes, c.seal.mime);
    const scaled = seal.scaleToFit(120, 120);
    page.drawImage(seal, { x: MARGIN + 30, y: signBlock.y - 24 - scaled.height, width: scaled.width, height: scaled.height });
  }
  const signature = await doc.embedPng(c.signature);
  const sig = signature.scaleToFit(170, 70);
  page.drawImage(signature, { x: MARGIN + half, y: signBlock.y - 24 - sig.height, width: sig.width, height: sig.height });
  return doc.save({ useObjectStreams: true });
}
