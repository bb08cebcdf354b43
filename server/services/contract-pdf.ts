/**
 * The signed contract as a PDF (pdf-lib + fontkit, Noto Sans SC subset embedded): the filled text,
 * the company's seal and the talent's drawn signature, the signing time and number, and on every
 * page a footer with the document's ID. The bytes are what is stored and hashed (电子签名法 §13).
 */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import { CJK_REGULAR_FONT } from './fonts.ts';

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
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const BODY = 11;
const LINE = 19;
let fontBytes: Buffer | undefined;

/** `text` broken into lines no wider than `width` at `size`: by character (Chinese has no spaces), never inside a Latin word when avoidable. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const ch of paragraph) {
      if (font.widthOfTextAtSize(line + ch, size) > width && line) {
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

/** The signed contract's PDF bytes. */
export async function renderSignedContract(c: SignedContract): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  fontBytes ??= readFileSync(CJK_REGULAR_FONT);
  const font = await doc.embedFont(fontBytes, { subset: true });
  doc.setTitle(`${c.title}（${c.no}）`);
  doc.setSubject(`文档编号 ${c.documentId}`);
  doc.setCreator('kp-admin');
  doc.setProducer('kp-admin');
  // Fixed dates: the same contract signed at the same time gives the same bytes.
  doc.setCreationDate(new Date(`${c.signedAt.replace(' ', 'T')}+08:00`));
  doc.setModificationDate(new Date(`${c.signedAt.replace(' ', 'T')}+08:00`));
  const width = A4.width - MARGIN * 2;
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const newPage = () => { page = doc.addPage([A4.width, A4.height]); pages.push(page); y = A4.height - MARGIN; };
  newPage();
  const title = c.title;
  const titleSize = 18;
  page.drawText(title, { x: (A4.width - font.widthOfTextAtSize(title, titleSize)) / 2, y: y - titleSize, size: titleSize, font });
  y -= titleSize + 12;
  const meta = `合同编号：${c.no}`;
  page.drawText(meta, { x: A4.width - MARGIN - font.widthOfTextAtSize(meta, 9), y: y - 9, size: 9, font, color: rgb(0.35, 0.35, 0.35) });
  y -= 9 + 18;
  for (const line of wrap(font, c.text, BODY, width)) {
    if (y - LINE < MARGIN + 24) newPage();
    page.drawText(line, { x: MARGIN, y: y - BODY, size: BODY, font });
    y -= LINE;
  }
  // The signing block: the company with its seal, the talent with their signature and the time.
  const block = 170;
  if (y - block < MARGIN + 24) newPage();
  y -= 24;
  const half = width / 2;
  page.drawText(`甲方（盖章）：${c.company}`, { x: MARGIN, y: y - BODY, size: BODY, font });
  page.drawText(`乙方（签名）：${c.talent}`, { x: MARGIN + half, y: y - BODY, size: BODY, font });
  if (c.seal) {
    const seal = await embedImage(doc, c.seal.bytes, c.seal.mime);
    const scaled = seal.scaleToFit(120, 120);
    page.drawImage(seal, { x: MARGIN + 30, y: y - 24 - scaled.height, width: scaled.width, height: scaled.height });
  }
  const signature = await doc.embedPng(c.signature);
  const sig = signature.scaleToFit(170, 70);
  page.drawImage(signature, { x: MARGIN + half, y: y - 24 - sig.height, width: sig.width, height: sig.height });
  page.drawText(`签署时间：${c.signedAt}`, { x: MARGIN + half, y: y - 24 - 70 - 20, size: 10, font });
  page.drawText(`签署方式：电子签名（短信链接 + 身份核验 + 手写签名）`, { x: MARGIN + half, y: y - 24 - 70 - 36, size: 8, font, color: rgb(0.35, 0.35, 0.35) });
  pages.forEach((p, i) => {
    const footer = `文档编号 ${c.documentId} · 合同编号 ${c.no} · 第 ${i + 1} / ${pages.length} 页`;
    p.drawText(footer, { x: (A4.width - font.widthOfTextAtSize(footer, 8)) / 2, y: MARGIN / 2, size: 8, font, color: rgb(0.45, 0.45, 0.45) });
  });
  return doc.save({ useObjectStreams: true });
}
