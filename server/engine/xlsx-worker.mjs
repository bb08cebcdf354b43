// Parses an xlsx off the main thread and posts the rows back in chunks the server can take in
// turn. First it inflates every part once, counting bytes and keeping none, and stops at the
// bound the import can need: a zip bomb costs a fraction of a second and a few megabytes, never
// the parser's minutes and gigabytes. Then it reads the first sheet as a stream (inflated piece
// by piece into the saxes XML parser) and posts each CHUNK rows as they are read, waiting for
// the server to take one before it reads on: the thread never holds the sheet's text or all its
// rows. (read-excel-file read the whole sheet first: 160 MB resident for 100,000 rows; ExcelJS's
// streaming reader builds a row and a cell object per cell: twice this CPU for the same rows.)
// The parent also caps this thread's heap and time.
//
// The sheet read is the first visible one whose header row names one of the screen's columns
// (`titles`): an instructions sheet before the data, shown or hidden, is passed over. Its name is
// posted first; when the only such sheet is hidden, its name is posted as hidden and nothing read. A legacy .xls (BIFF8) or an OpenDocument .ods is read whole by SheetJS, a .csv (UTF-8 with or without BOM,
// or GB18030/GBK as Excel in China saves it) by Papa Parse: both within the file's size bound, the
// capped heap and the time budget, and posted in the same chunks.
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { SaxesParser } from 'saxes';

// Rows to a message: each chunk becomes records on the server's event loop, between other requests
// (2,000 to a chunk held the loop up to 110 ms at a time under the list bench's mix; 500, up to 75).
const CHUNK = 500;
// The parser yields the cores to the server's requests when they want them (Linux: the nice
// value is the thread's own, so the server's main thread keeps its priority); where lowering it
// is not allowed, it runs as it is.
try { setPriority(10); } catch { /* unchanged */ }
const { bytes, kind, entries = [], maxInflated, titles = [] } = workerData;
const known = new Set(titles);
/** Whether a header row names one of the screen's columns (a required one is marked " *"). */
const isHeader = (cells) => cells.some((c) => c !== null && c !== undefined && known.has(String(c).replace(/\s*\*\s*$/, '').trim()));
const buffer = Buffer.from(bytes);
let peakHeap = 0;
const heap = () => { peakHeap = Math.max(peakHeap, getHeapStatistics().used_heap_size); return peakHeap; };

class TooLarge extends Error {}
class NotXlsx extends Error {}

/** The packed bytes of a part of the zip. */
function packedOf(entry) {
  const at = entry.offset;
  if (at + 30 > buffer.length || buffer.readUInt32LE(at) !== 0x04034b50) throw new NotXlsx('bad local header');
  const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  return buffer.subarray(start, start + entry.packedSize);
}

/** What `packed` inflates to, in bytes, or TooLarge as soon as it passes `limit`. */
function inflatedSize(packed, limit) {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let size = 0;
    inflate.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) { inflate.destroy(); reject(new TooLarge()); }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', reject);
    inflate.end(packed);
  });
}

async function checkInflated() {
  let total = 0;
  for (const entry of entries) {
    const packed = packedOf(entry);
    const size = entry.method === 0 ? packed.length : await inflatedSize(packed, maxInflated - total);
    total += size;
    if (total > maxInflated) throw new TooLarge();
    heap();
  }
}

const byName = new Map(entries.map((e) => [e.name.replace(/^\/+/, ''), e]));

/** A part's text pieces as they inflate (a stored part at once). */
async function* pieces(name) {
  const entry = byName.get(name);
  if (!entry) return;
  const packed = packedOf(entry);
  if (entry.method === 0) { yield packed.toString('utf8'); return; }
  const inflate = createInflateRaw({ chunkSize: 256 * 1024 });
  inflate.setEncoding('utf8');
  inflate.end(packed);
  for await (const piece of inflate) yield piece;
}

/** A small part's whole text, or '' when the zip has none. */
function textOf(name) {
  const entry = byName.get(name);
  if (!entry) return '';
  const packed = packedOf(entry);
  return (entry.method === 0 ? packed : inflateRawSync(packed)).toString('utf8');
}

/** A parser whose tags are seen by local name (x:row as row), fed `handlers`. */
function parser({ open, close, text }) {
  const sax = new SaxesParser({ position: false });
  const local = (name) => name.slice(name.indexOf(':') + 1);
  if (open) sax.on('opentag', (tag) => open(local(tag.name), tag.attributes));
  if (close) sax.on('closetag', (tag) => close(local(tag.name)));
  if (text) { sax.on('text', text); sax.on('cdata', text); }
  sax.on('error', (error) => { throw new NotXlsx(error.message); });
  return sax;
}

/** Parses a whole small part with `handlers`; a part the file does not have is passed over. */
function parseWhole(name, handlers) {
  if (!byName.has(name)) return;
  parser(handlers).write(textOf(name)).close();
}

/** A relationship target as a path in the zip ("worksheets/sheet1.xml" from xl/ → "xl/worksheets/sheet1.xml"). */
function partPath(target) {
  if (target.startsWith('/')) return target.slice(1);
  const parts = ['xl'];
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

/** The workbook's sheets in order (name, part, whether hidden) and whether it counts dates from 1904. */
function workbookSheets() {
  const listed = [];
  let date1904 = false;
  parseWhole('xl/workbook.xml', {
    open(name, attrs) {
      if (name === 'workbookPr') date1904 = attrs.date1904 === '1' || attrs.date1904 === 'true';
      if (name === 'sheet') listed.push({ name: attrs.name ?? '', id: Object.entries(attrs).find(([key]) => key === 'r:id' || key.endsWith(':id'))?.[1], hidden: attrs.state === 'hidden' || attrs.state === 'veryHidden' });
    },
  });
  const targets = new Map();
  parseWhole('xl/_rels/workbook.xml.rels', {
    open(name, attrs) { if (name === 'Relationship') targets.set(attrs.Id, partPath(attrs.Target)); },
  });
  const sheets = listed.map((sheet) => ({ ...sheet, path: targets.get(sheet.id) })).filter((sheet) => sheet.path && byName.has(sheet.path));
  if (!sheets.length) {
    const path = [...byName.keys()].filter((n) => /^xl\/worksheets\/[^/]+\.xml$/.test(n)).sort()[0];
    if (!path) throw new NotXlsx('no sheet');
    sheets.push({ name: '', path, hidden: false });
  }
  return { sheets, date1904 };
}

// Number formats Excel shows as dates and times without naming them in styles.xml (ids 14–22,
// 27–36 and 50–58 are the East Asian date formats, 45–47 times).
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** Whether a number format writes a date or time: a d, m, y, h or s outside quotes, brackets and escapes. */
function isDateFormat(code) {
  const bare = code.split(';')[0].replace(/"[^"]*"/g, '').replace(/\[(?!h\]|m\]|s\])[^\]]*\]/gi, '').replace(/\\./g, '').replace(/_.|\*./g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

/** The style indexes (a cell's s) whose number format is a date or time. */
function dateStyles() {
  const custom = new Map();
  const dates = new Set();
  let inXfs = false;
  let index = 0;
  parseWhole('xl/styles.xml', {
    open(name, attrs) {
      if (name === 'numFmt') custom.set(Number(attrs.numFmtId), attrs.formatCode ?? '');
      else if (name === 'cellXfs') inXfs = true;
      else if (name === 'xf' && inXfs) {
        const id = Number(attrs.numFmtId ?? 0);
        if (custom.has(id) ? isDateFormat(custom.get(id)) : BUILT_IN_DATES.has(id)) dates.add(index);
        index++;
      }
    },
    close(name) { if (name === 'cellXfs') inXfs = false; },
  });
  return dates;
}

/**
 * The shared strings: each item's text, its runs joined, phonetic hints (rPh) left out. A file
 * written with inline strings only (openpyxl and other generators) has none.
 */
async function sharedStrings() {
  const strings = [];
  if (!byName.has('xl/sharedStrings.xml')) return strings;
  let text = null;
  let phonetic = 0;
  let inT = false;
  const sax = parser({
    open(name) {
      if (name === 'si') text = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && !phonetic) inT = true;
    },
    close(name) {
      if (name === 'si') { strings.push(unescapeText(text)); text = null; }
      else if (name === 'rPh') phonetic--;
      else if (name === 't') inT = false;
    },
    text(value) { if (inT && text !== null) text += value; },
  });
  for await (const piece of pieces('xl/sharedStrings.xml')) sax.write(piece);
  sax.close();
  return strings;
}

/** "C12" → 2 (the column's index from 0), or undefined without a reference. */
function columnOf(ref) {
  if (!ref) return undefined;
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column - 1;
}

/**
 * The merged ranges of a sheet that span rows ({c1, r1, c2, r2}, columns from 0, rows as numbered),
 * read from its <mergeCell ref="A2:A3"/> elements by a plain scan of its text (they follow the
 * rows, so a stream of rows would meet them too late).
 */
async function mergeRanges(path) {
  const found = [];
  const pattern = /<(?:\w+:)?mergeCell\b[^>]*?\bref="([A-Z]+)(\d+):([A-Z]+)(\d+)"/g;
  let tail = '';
  for await (const piece of pieces(path)) {
    const text = tail + piece;
    let at = 0;
    for (let m; (m = pattern.exec(text));) {
      at = pattern.lastIndex;
      const [r1, r2] = [Number(m[2]), Number(m[4])];
      if (r2 > r1) found.push({ c1: columnOf(m[1]), r1, c2: columnOf(m[3]), r2 });
    }
    // An element cut between two pieces is read whole with the next.
    tail = text.slice(Math.max(at, text.length - 200));
    pattern.lastIndex = 0;
  }
  return found.sort((a, b) => a.r1 - b.r1);
}

/**
 * `rows` with the cells of each merged range that spans rows given its first row's values (a 部门
 * written once over three people's rows is each one's), as the sheet shows them.
 */
async function* filledMerges(rows, merges) {
  if (!merges.length) { yield* rows; return; }
  let next = 0;
  let open = [];
  for await (const item of rows) {
    while (next < merges.length && merges[next].r1 <= item.line) open.push({ ...merges[next++], top: null });
    open = open.filter((m) => m.r2 >= item.line);
    for (const m of open) {
      if (m.r1 === item.line) m.top = item.row;
      else if (m.top) {
        for (let c = m.c1; c <= m.c2; c++) {
          while (item.row.length <= c) item.row.push(null);
          if (item.row[c] === null || item.row[c] === undefined) item.row[c] = m.top[c] ?? null;
        }
      }
    }
    yield item;
  }
}

/** Waits until the server asks for the next chunk. */
const taken = () => new Promise((resolve) => parentPort.once('message', resolve));

/**
 * OOXML's escapes in text: _xHHHH_ is the character HHHH (Excel writes a CR as _x000D_, which XML
 * would otherwise turn into LF), _x005F_ an underscore that starts a literal "_xHHHH_". NUL stays as written.
 */
function unescapeText(text) {
  return text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (all, hex) => (hex === '0000' ? all : String.fromCharCode(parseInt(hex, 16)))) : text;
}

/**
 * A sheet's rows as they are read, each with its row number in the sheet. A cell is text, a
 * number, a boolean, null, or a date as its instant ({date}; the importer writes it in its field's
 * format, time kept): a number in a date format, or a typed date. A number a double cannot hold
 * exactly (an ID typed into a General cell) comes with the digits the file wrote ({number, raw}).
 * Rich and inline text is its text, a formula its result, an error value its code (#N/A).
 */
async function* sheetRows(path, { dates, strings, epoch }) {
  let ready = [];
  let row = null;
  let line = 0;
  let cell = null;
  let value = null;
  let inValue = false;
  let inline = 0;
  let phonetic = 0;
  const cellValue = () => {
    const { type, style } = cell;
    if (type === 'inlineStr') return unescapeText(value);
    if (value === null) return null;
    if (type === 's') return strings[Number(value)] ?? null;
    if (type === 'str') return unescapeText(value);
    if (type === 'e') return value;
    if (type === 'b') return value === '1' || value === 'true';
    if (type === 'd') return { date: Date.parse(value) };
    const number = Number(value);
    if (value.trim() === '' || Number.isNaN(number)) return value;
    if (dates.has(style)) return { date: Math.round(epoch + number * 86_400_000) };
    return Number.isInteger(number) && !Number.isSafeInteger(number) ? { number, raw: value.trim() } : number;
  };
  const sax = parser({
    open(name, attrs) {
      if (name === 'row') {
        line = attrs.r ? Number(attrs.r) : line + 1;
        row = [];
      } else if (name === 'c' && row) {
        cell = { column: columnOf(attrs.r) ?? row.length, type: attrs.t ?? 'n', style: Number(attrs.s ?? 0) };
        value = cell.type === 'inlineStr' ? '' : null;
      } else if (name === 'v' && cell) {
        inValue = true;
        value = '';
      } else if (name === 'is') inline++;
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && inline && !phonetic) inValue = true;
    },
    close(name) {
      if (name === 'v' || name === 't') inValue = false;
      else if (name === 'is') inline--;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c' && cell) {
        while (row.length < cell.column) row.push(null);
        row[cell.column] = cellValue();
        cell = null;
      } else if (name === 'row' && row) {
        ready.push({ row, line });
        row = null;
      }
    },
    text(piece) { if (inValue && cell) value += piece; },
  });
  for await (const piece of pieces(path)) {
    sax.write(piece);
    if (ready.length) {
      const out = ready;
      ready = [];
      yield* out;
    }
  }
  sax.close();
  yield* ready;
}

const filled = (cells) => cells.some((c) => c !== null && c !== undefined && String(c).trim() !== '');

/** Posts rows CHUNK at a time, each chunk once the server has taken the one before. */
async function postAll(rowsWithLines) {
  let rows = [];
  let lines = [];
  for await (const { row, line } of rowsWithLines) {
    rows.push(row);
    lines.push(line);
    if (rows.length >= CHUNK) {
      parentPort.postMessage({ rows, lines });
      heap();
      rows = [];
      lines = [];
      await taken();
    }
  }
  if (rows.length) {
    parentPort.postMessage({ rows, lines });
    await taken();
  }
}

/**
 * Of `sheets` (in order, {name, hidden, header}), the first visible one whose header names a
 * column; else a hidden one whose header does (`hidden`: the data is there, and the person is told
 * to show it rather than read a sheet they cannot see); else the first visible one.
 */
async function chooseSheet(sheets, headerOf) {
  const visible = sheets.filter((sheet) => !sheet.hidden);
  for (const sheet of visible) if (isHeader(await headerOf(sheet))) return { sheet };
  for (const sheet of sheets) if (sheet.hidden && isHeader(await headerOf(sheet))) return { sheet, hidden: true };
  return { sheet: visible[0] ?? sheets[0] };
}

async function postXlsx() {
  await checkInflated();
  const { sheets, date1904 } = workbookSheets();
  const context = { dates: dateStyles(), strings: await sharedStrings(), epoch: date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30) };
  heap();
  const { sheet, hidden } = await chooseSheet(sheets, async ({ path }) => {
    for await (const { row } of sheetRows(path, context)) if (filled(row)) return row;
    return [];
  });
  parentPort.postMessage({ sheet: sheet.name, sheets: sheets.filter((s) => !s.hidden).length, hidden });
  if (!hidden) await postAll(filledMerges(sheetRows(sheet.path, context), await mergeRanges(sheet.path)));
}

const require = createRequire(import.meta.url);

/** A legacy .xls (BIFF8, what Excel 97–2003 and WPS save) read by SheetJS, cells as the xlsx reader gives them. */
async function postXls() {
  const XLSX = require('@e965/xlsx');
  let book;
  try {
    book = XLSX.read(buffer, { type: 'buffer', dense: true, cellDates: false, cellNF: true, cellHTML: false, cellFormula: false });
  } catch (error) { throw new NotXlsx(String(error?.message ?? error)); }
  heap();
  const epoch = book.Workbook?.WBProps?.date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  const value = (cell) => {
    if (!cell || cell.v === undefined || cell.v === null) return null;
    if (cell.t === 'n') return cell.z && XLSX.SSF.is_date(cell.z) ? { date: Math.round(epoch + cell.v * 86_400_000) } : (Number.isInteger(cell.v) && !Number.isSafeInteger(cell.v) ? { number: cell.v } : cell.v);
    if (cell.t === 'b') return Boolean(cell.v);
    if (cell.t === 'e') return cell.w ?? '#ERROR';
    if (cell.t === 'd') return { date: new Date(cell.v).getTime() };
    return String(cell.v);
  };
  // A merged range spanning rows gives its first row's values to the rest, as the xlsx reader does.
  const rowsOf = (sheet) => {
    const data = sheet?.['!data'] ?? [];
    const rows = data.map((cells, r) => ({ row: (cells ?? []).map(value), line: r + 1 }));
    for (const { s, e } of sheet?.['!merges'] ?? []) {
      for (let r = s.r + 1; r <= e.r && r < rows.length; r++) {
        if (!rows[r] || !rows[s.r]) continue;
        for (let c = s.c; c <= e.c; c++) {
          const row = rows[r].row;
          while (row.length <= c) row.push(null);
          if (row[c] === null || row[c] === undefined) row[c] = rows[s.r].row[c] ?? null;
        }
      }
    }
    return rows;
  };
  const sheets = book.SheetNames.map((name, i) => ({ name, hidden: Boolean(book.Workbook?.Sheets?.[i]?.Hidden), rows: rowsOf(book.Sheets[name]) }));
  book = null;
  const { sheet, hidden } = await chooseSheet(sheets, async ({ rows }) => rows.find(({ row }) => filled(row))?.row ?? []);
  parentPort.postMessage({ sheet: sheet.name, sheets: sheets.filter((s) => !s.hidden).length, hidden });
  if (!hidden) await postAll(sheet.rows);
}

/**
 * A .csv: UTF-8 (a BOM or none) when it decodes as such, else GB18030 (a superset of GBK, what
 * Excel in China writes); every cell text, as a CSV has no types.
 */
async function postCsv() {
  const Papa = require('papaparse');
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('gb18030').decode(buffer);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const parsed = Papa.parse(text, { header: false, skipEmptyLines: false, dynamicTyping: false });
  text = null;
  heap();
  const rows = parsed.data.map((cells, i) => ({ row: cells.map((c) => (c === '' ? null : c)), line: i + 1 }));
  parentPort.postMessage({ sheet: '', sheets: 1 });
  await postAll(rows);
}

try {
  // An .ods is read by SheetJS too, once its parts are known to inflate within the bound.
  await (kind === 'xls' ? postXls() : kind === 'ods' ? checkInflated().then(postXls) : kind === 'csv' ? postCsv() : postXlsx());
  parentPort.postMessage({ done: true, peakHeap: heap() });
} catch (error) {
  parentPort.postMessage({ error: error instanceof TooLarge ? 'too-large' : String(error?.message ?? error), peakHeap: heap() });
}
