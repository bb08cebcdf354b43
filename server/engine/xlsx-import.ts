import type { Kysely } from 'kysely';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../errors.ts';
import type { FieldError } from '../plugins/envelope.ts';
import type { RecordCore } from './record-core.ts';
import { fromText } from './record-checks.ts';
import { describeOf, secondColumn, withDescribe } from './relation-labels.ts';
import { isMulti, multiCell } from './multi-values.ts';
import { ownedWithin, type RowScope } from '../services/data-scope.ts';
import { fromSpreadsheet, listFormat, SHEET_BUILT_INS, SHEET_BUILT_INS_EN, SHEET_ID_TITLE, SHEET_ID_TITLE_EN, sheetTitle } from '../../validators/formatters.ts';
import { idFromText, isId } from '../services/bounds.ts';
import { fromSpreadsheetDate, normalizeDateText } from '../../validators/dates.ts';
import { isDateFormat, isMoneyFormat } from '../../validators/formats.ts';
import { fenFromYuan } from '../../validators/money.ts';
import type { FieldSchema } from '../../schemas/types.ts';
import { inflatedBound, NOT_XLSX, readZipDirectory, tooLarge, type ZipEntry } from './zip-guard.ts';
import { slices } from '../services/yield.ts';

export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 200_000;
/** The parser thread's limits: heap (MB) and time (ms). A real 100,000-row file needs ~1 s and well under this heap. */
export const PARSE_LIMITS = { heapMb: 256, timeMs: 30_000 } as const;
/** What an import without its file is told. */
export const XLSX_MISSING = '请在 file 字段上传一个 xlsx、xls、ods 或 csv 文件';

/** A column title as the template writes it: required ones end with " *". */
export const columnTitle = (title: string, required: boolean) => (required ? `${title} *` : title);
const bareTitle = (header: string) => header.replace(/\s*\*\s*$/, '').trim();

export interface ImportRow { line: number; record: Record<string, unknown>; errors: FieldError[] }

/** A related record a name in a file may mean: its id, its second label as shown, and that label's first field as stored (what 「人才（手机号）」 is matched with). */
interface Found { id: number; describe: string; key: string; /** In the pool (a `claimed` relation's target with no owner). */ pooled?: boolean }
/** The prefix of a second column's name among the header's columns (see secondColumn). */
const SECOND = '#second:';
const SECOND_CELL: FieldSchema = { type: 'string', title: '' };

/**
 * Money in fen from a cell: a number cell — a formula's result, 4699.900000000001 where the sheet
 * shows 4,699.90 — is its whole number of fen when it is within a millionth of a fen of one (or
 * within the float's own precision, for amounts past a billion); text as written (two decimals
 * at most).
 */
export function moneyOf(cell: unknown, text: string): number | undefined {
  if (typeof cell !== 'number') return fenFromYuan(withoutThousands(text));
  const fen = cell * 100;
  const whole = Math.round(fen);
  return Number.isSafeInteger(whole) && Math.abs(fen - whole) <= Math.max(1e-6, Math.abs(fen) * Number.EPSILON * 8) ? whole : undefined;
}

/**
 * The rows of an uploaded xlsx as records of the resource's model: headers matched by field
 * title (or name), dictionary labels turned into their values, names of related records into
 * their ids, text into the field's type. `fixed` values (from the binding's query, e.g. the
 * department) apply to every row. Each chunk of rows the parser sends is handed to `onRows` as
 * records, one after another, while the parser reads the next (no further): the server holds a
 * chunk or two, never the whole file. Answers how many data rows the file has; past `rowLimit`
 * rows are counted, not handed on, and the import is refused.
 */
export async function streamImport(resource: RecordCore, bytes: Buffer, fixed: Record<string, unknown>, onRows: (rows: ImportRow[]) => Promise<void>, { rowLimit = MAX_IMPORT_ROWS, scope }: { rowLimit?: number; scope?: RowScope } = {}): Promise<{ rows: number; sheet: string }> {
  const maxInflated = inflatedBound(rowLimit + 1, resource.fields.size);
  let kind = spreadsheetKind(bytes);
  if (!kind) throw new ApiError('VALIDATION_FAILED', NOT_A_SHEET);
  let entries: ZipEntry[] = [];
  if (kind === 'xlsx' || kind === 'ods') {
    const directory = readZipDirectory(bytes, maxInflated);
    if ('refused' in directory) throw new ApiError('VALIDATION_FAILED', kind === 'ods' && directory.refused === NOT_XLSX ? NOT_ODS : directory.refused);
    entries = directory.entries;
    // A zip with an OpenDocument's content and no workbook part is an .ods, whatever its first part.
    const names = new Set(entries.map((e) => e.name));
    if (kind === 'xlsx' && !names.has('xl/workbook.xml') && names.has('content.xml')) kind = 'ods';
  }
  const labels = await dictLabels(resource);
  const relations = new Map(resource.relations.map((r) => [r.field, r]));
  /** Related records' ids by label, as looked up so far (a name is looked up once per file). */
  const known = new Map<string, Map<string, Found[]>>();
  let columns: Array<string | null> | undefined;
  let rows = 0;
  let sheet = '';
  const titles = [...importColumns(resource).keys()];
  await parseOffThread({ bytes, kind, entries, maxInflated, titles }, (name) => { sheet = name; }, async (chunk, lines) => {
    const records: ImportRow[] = [];
    /** The second columns' cells, by line and relation field. */
    const seconds = new Map<string, string>();
    /** Cells naming a related record, by field: resolved to ids for the whole chunk at once. */
    const named = new Map<string, Array<{ row: ImportRow; text: string }>>();
    // A chunk's rows are read a slice at a time: other requests go between.
    const turn = slices();
    for (const [i, cells] of chunk.entries()) {
      await turn.due();
      if (!columns) { columns = headerColumns(resource, cells, fixed, sheet); continue; }
      if (!cells.some((c) => c !== null && c !== undefined && String(c).trim() !== '')) continue;
      // Past the limit the rows are only counted, for the message.
      if (++rows > rowLimit) continue;
      const row: ImportRow = { line: lines[i], record: { ...fixed }, errors: [] };
      columns.forEach((name, i) => {
        const cell = cells[i];
        if (!name || cell === null || cell === undefined || String(cell).trim() === '') return;
        // 「人才（手机号）」: the second label a namesake is told apart by, read with the name.
        if (name.startsWith(SECOND)) {
          // Read as text is (a mobile typed into a General cell is its digits).
          const second = cellText(SECOND_CELL, cell);
          if (second !== null) seconds.set(`${row.line}:${name.slice(SECOND.length)}`, second.trim());
          return;
        }
        if (name === 'id') {
          const id = idFromText(String(typeof cell === 'object' && 'number' in (cell as object) ? (cell as { number: number }).number : cell).trim());
          if (isId(id)) row.record.id = id;
          else row.errors.push({ field: 'id', message: `编号「${String(cell)}」应为导出时的记录编号（正整数）；新记录请留空` });
          return;
        }
        const field = resource.fields.get(name)!;
        const text = cellText(field, cell);
        if (text === null) { row.errors.push({ field: name, message: `该单元格是数字，${field.title}请设置为文本格式` }); return; }
        if (relations.has(name)) {
          const list = named.get(name) ?? [];
          named.set(name, list);
          list.push({ row, text: text.trim() });
          return;
        }
        // A multiple choice lists its labels (「血常规、胸透」), each taken as a dictionary entry is.
        if (isMulti(field)) {
          row.record[name] = multiCell(text).map((label) => labels.get(name)?.get(label) ?? label);
          return;
        }
        // Money is written in yuan and kept in fen; anything else as its type reads it.
        const value = isMoneyFormat(field.format) ? moneyOf(cell, text) : fromText(field, labels.get(name)?.get(text.trim()) ?? text);
        const flow = resource.schema.flow;
        if (flow && name === flow.field && value !== undefined && value !== null && String(value) !== String(flow.initial)) {
          // Written as it would be ignored (the record starts at the flow's start): said, not dropped.
          const start = labels.get(name) ? chineseLabel(labels.get(name)!, String(flow.initial)) : String(flow.initial);
          row.errors.push({ field: name, message: `导入的${resource.recordName}从「${start}」开始：「${field.title}」请留空或填「${start}」，之后用列表中的操作推进` });
        } else if (value === undefined) {
          // A dictionary's field names its labels, as the form's checks do (「男性」 is not one of 男、女).
          const choices = labels.get(name);
          row.errors.push({ field: name, message: choices ? `「${text}」不是「${field.title}」的选项（可选：${[...new Set(choices.values())].map((v) => chineseLabel(choices, v)).slice(0, 20).join('、')}）`
            : `${field.title}「${text}」不是${isMoneyFormat(field.format) ? '金额（以元为单位，最多两位小数）' : field.type === 'boolean' ? '是/否' : '数字'}` });
        } else row.record[name] = value;
      });
      records.push(row);
    }
    for (const [field, cells] of named) {
      const relation = relations.get(field)!;
      const ids = known.get(field) ?? new Map<string, Found[]>();
      known.set(field, ids);
      const missing = new Set(cells.map((c) => c.text).filter((text) => !ids.has(text)));
      for (const [label, found] of await relationIds(resource, relation, missing, scope)) ids.set(label, found);
      for (const text of missing) if (!ids.has(text)) ids.set(text, []);
      const second = secondColumn(relation);
      for (const { row, text } of cells) {
        const all = ids.get(text) ?? [];
        // With the second column filled, the name is the one record whose second label it is.
        const by = seconds.get(`${row.line}:${field}`);
        const found = by ? all.filter((f) => f.key === by) : all;
        // A `claimed` relation takes no record of the pool, as its form does not.
        if (found.length === 1 && found[0].pooled) row.errors.push({ field, message: `${relation.title}「${text}」在公海中，请先认领` });
        else if (found.length === 1) row.record[field] = found[0].id;
        else if (by && all.length) row.errors.push({ field, message: `${all.length > 1 ? `有 ${all.length} 个${relation.record}叫「${text}」，但` : `${relation.record}「${text}」的`}${relation.describe![0].title}${all.length > 1 ? '都' : ''}不是「${by}」` });
        else {
          // Namesakes are told apart by their second labels where the relation has them.
          const which = found.map((f) => f.describe).filter(Boolean);
          const how = second ? `，请在「${second}」列填写${relation.describe![0].title}以区分，或先在${relation.record}中改名` : `，请先在${relation.record}中改名以区分`;
          row.errors.push({ field, message: found.length ? `有 ${found.length} 个${relation.record}叫「${text}」${which.length ? `（${which.slice(0, 5).join('；')}${which.length > 5 ? '；…' : ''}）` : ''}${how}` : `「${text}」不是已有的${relation.record}，请先添加它或改正名称` });
        }
      }
    }
    if (records.length) await onRows(records);
  });
  columns ??= headerColumns(resource, [], fixed, sheet);
  if (rows === 0) throw new ApiError('VALIDATION_FAILED', `${sheetName(sheet)}中没有数据行`);
  if (rows > rowLimit) throw new ApiError('VALIDATION_FAILED', `一次最多导入 ${rowLimit} 行，文件有 ${rows} 行`);
  return { rows, sheet };
}

/** 「1,234.50」 (a cell shown with thousands separators, as a CSV writes it) as 「1234.50」; other text as it is. */
const withoutThousands = (text: string) => (/^\s*-?\d{1,3}(,\d{3})+(\.\d+)?\s*$/.test(text) ? text.replace(/,/g, '') : text);

/** What a file that is no spreadsheet we read is told. */
export const NOT_A_SHEET = '文件不是有效的 xlsx、xls、ods 或 csv 表格；请在 Excel 中另存为 .xlsx 后重新导入';

/**
 * Which reader a file needs, by its first bytes: a zip (xlsx), an OLE2 compound file (a legacy
 * .xls), or text without NUL bytes (csv); null for anything else (a PDF, an image, a .docx is a zip
 * and is refused by the xlsx reader).
 */
export function spreadsheetKind(bytes: Buffer): 'xlsx' | 'xls' | 'ods' | 'csv' | null {
  // An OpenDocument file's first part is its uncompressed mimetype (LibreOffice saves one so;
  // others are told by their parts, see streamImport).
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return bytes.subarray(30, 100).includes(ODS_MIMETYPE) ? 'ods' : 'xlsx';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(OLE2)) return 'xls';
  const head = bytes.subarray(0, 8192);
  return head.length && !head.includes(0) ? 'csv' : null;
}
const NOT_ODS = '文件不是有效的 ods；请在表格软件中另存为 .xlsx 后重新导入';
const ODS_MIMETYPE = Buffer.from('mimetypeapplication/vnd.oasis.opendocument.spreadsheet');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** 「工作表「名单」」 for a named sheet, 「文件」 for a CSV. */
const sheetName = (sheet: string) => (sheet ? `工作表「${sheet}」` : '文件');

/** The rows of an uploaded xlsx as records (streamImport), all of them at once: for imports of few rows. */
export async function readImport(resource: RecordCore, bytes: Buffer, fixed: Record<string, unknown>, rowLimit = MAX_IMPORT_ROWS, scope?: RowScope): Promise<ImportRow[]> {
  const all: ImportRow[] = [];
  await streamImport(resource, bytes, fixed, async (rows) => { all.push(...rows); }, { rowLimit, scope });
  return all;
}

/**
 * The titles a header row may hold, each to its field name, or null for a column the file may
 * carry but the import leaves alone: what only the server writes (x-server, x-sequence, x-drawn)
 * and the list's own columns an export adds (负责人, 创建时间).
 */
export function importColumns(resource: RecordCore): Map<string, string | null> {
  const byTitle = new Map<string, string | null>();
  const form = resource.schema.form?.fields;
  for (const [name, field] of resource.fields) {
    const read = !(field['x-server'] || field['x-sequence'] || field['x-drawn']) && (!form || form.includes(name));
    byTitle.set(field.title, read ? name : null);
    byTitle.set(name, read ? name : null);
    // As an export titles a number with its unit (时长（秒）).
    for (const english of [false, true]) {
      const titled = sheetTitle(field.title, listFormat(resource.schema, name), english);
      if (!byTitle.has(titled)) byTitle.set(titled, read ? name : null);
    }
  }
  for (const title of [...Object.values(SHEET_BUILT_INS), ...Object.values(SHEET_BUILT_INS_EN)]) if (!byTitle.has(title)) byTitle.set(title, null);
  // A template or export made in another language (the console in English) titles its columns so.
  for (const labels of Object.values(resource.schema.i18n ?? {})) {
    for (const [name, title] of Object.entries(labels.fields ?? {})) if (!byTitle.has(title)) byTitle.set(title, byTitle.get(resource.fields.get(name)?.title ?? name) ?? null);
  }
  // A screen keyed by id reads the 编号 its export wrote: that row edits the record.
  if (resource.schema.import?.key === 'id') for (const title of [SHEET_ID_TITLE, SHEET_ID_TITLE_EN, 'id']) byTitle.set(title, 'id');
  for (const relation of resource.relations) {
    const second = secondColumn(relation);
    if (second && byTitle.get(relation.title) === relation.field) byTitle.set(second, `${SECOND}${relation.field}`);
  }
  return byTitle;
}

/** The header row's columns as field names (null for an empty or ignored title); refuses unknown titles and missing required columns. */
function headerColumns(resource: RecordCore, header: unknown[], fixed: Record<string, unknown>, sheet: string): Array<string | null> {
  const byTitle = importColumns(resource);
  const columns = header.map((cell) => (cell === null || cell === undefined ? null : byTitle.has(bareTitle(String(cell))) ? byTitle.get(bareTitle(String(cell)))! : `?${String(cell)}`));
  const unknown = columns.filter((c): c is string => c?.startsWith('?') ?? false).map((c) => c.slice(1));
  if (unknown.length) throw new ApiError('VALIDATION_FAILED', `${sheetName(sheet)}的表头「${unknown.join('、')}」不是${resource.schema.title}的字段，请使用下载的模板`);
  // A flow's status is not asked: an import's records start where the flow starts.
  const missing = (resource.schema.model.required ?? []).filter((f) => !columns.includes(f) && !(f in fixed) && f !== resource.schema.flow?.field);
  if (missing.length) throw new ApiError('VALIDATION_FAILED', `缺少必填列「${missing.map((f) => resource.fields.get(f)!.title).join('、')}」`);
  return columns;
}

/**
 * A cell as text for its field: a date cell in the field's date format (its time kept for a
 * date-time), typed dates normalised (2026/11/2 → 2026-11-02), and the quote an export put
 * before a formula-like text taken off again.
 */
function cellText(field: FieldSchema, cell: unknown): string | null {
  const format = isDateFormat(field.format) ? field.format : null;
  // A whole number past 2^53 (an ID typed into a General cell): the digits the file wrote, when a
  // double holds them exactly; else the digits are lost (3.20583198203031E+17) and the row is told why.
  if (typeof cell === 'object' && cell !== null && 'number' in cell) {
    const { number, raw } = cell as { number: number; raw?: string };
    if (field.type !== 'string') return String(number);
    return raw && /^\d+$/.test(raw) && BigInt(number) === BigInt(raw) ? raw : null;
  }
  if (typeof cell === 'object' && cell !== null && 'date' in cell) {
    const date = new Date(Number((cell as { date: number }).date));
    if (format) return fromSpreadsheetDate(date, format);
    return fromSpreadsheetDate(date, date.getUTCHours() || date.getUTCMinutes() || date.getUTCSeconds() ? 'date-time' : 'date');
  }
  const text = fromSpreadsheet(String(cell));
  // A mobile written in groups (177-9000-0002, 177 9000 0002) is its 11 digits.
  if (field.format === 'mobile' && /^1\d{2}[-\s]\d{4}[-\s]\d{4}$/.test(text.trim())) return text.trim().replace(/[-\s]/g, '');
  return format ? normalizeDateText(text, format) : text;
}

/**
 * The ids of `relation`'s records by label, for the labels a file names; where the target's
 * records have owners, only those within the importer's `scope` (or the pool), as a form's picker.
 */
async function relationIds(resource: RecordCore, relation: RecordCore['relations'][number], texts: Set<string>, scope?: RowScope) {
  const labels = [...texts].filter(Boolean);
  const ids = new Map<string, Found[]>();
  for (let i = 0; i < labels.length; i += 500) {
    const columns = ['id', `${relation.label} as label`, ...(relation.claimed ? [`${relation.owner} as kp_owner`] : [])];
    let query = withDescribe((resource.db.kysely as Kysely<any>).selectFrom(relation.table).select(columns), relation).where(relation.label, 'in', labels.slice(i, i + 500));
    if (relation.owner && scope?.owners) query = query.where(ownedWithin(relation.owner, scope.owners, Boolean(relation.pool)));
    // In the order they were made: the namesakes an error lists, the same way every time.
    for (const row of (await query.orderBy('id').execute()) as Array<{ id: number; label: unknown; kp_owner?: unknown }>) {
      const found = { id: Number(row.id), describe: describeOf(relation, row), key: String((row as Record<string, unknown>).d0 ?? ''), ...(relation.claimed && (row.kp_owner === null || row.kp_owner === undefined) ? { pooled: true } : {}) };
      ids.set(String(row.label), [...(ids.get(String(row.label)) ?? []), found]);
    }
  }
  return ids;
}

/** For each x-dict field: the entry label → its value, so people may type 男 rather than 1. */
/** A dictionary value's label as `labels` holds it: the last one given (the Chinese, set after the English). */
const chineseLabel = (labels: Map<string, string>, value: string) => [...labels].filter(([, v]) => v === value).at(-1)?.[0] ?? value;

async function dictLabels(resource: RecordCore): Promise<Map<string, Map<string, string>>> {
  const result = new Map<string, Map<string, string>>();
  for (const [name, field] of resource.fields) {
    if (!field['x-dict']) continue;
    const rows = await (resource.db.kysely as Kysely<any>).selectFrom('sys_dict_item').select(['name', 'name_en', 'value']).where('type_code', '=', field['x-dict']).execute();
    // An English export imported back: its labels are taken too (the Chinese ones first).
    result.set(name, new Map([
      ...rows.flatMap((r: { name_en: string | null; value: string }) => (r.name_en ? [[r.name_en, r.value] as const] : [])),
      ...rows.map((r: { name: string; value: string }) => [r.name, r.value] as const),
    ]));
  }
  return result;
}

/**
 * The sheet's rows, parsed in a worker thread so the server keeps answering meanwhile, handed to
 * `onRows` chunk by chunk, in order (an error it throws stops the parse and is the answer); the
 * worker reads the next chunk while `onRows` works on this one, and no further, so a busy server
 * holds two chunks, never the file. The worker first checks what the parts really inflate to against `maxInflated`, runs with
 * a capped heap, and is stopped when its own time (not the time `onRows` takes) passes the budget.
 * `peakHeap` is its heap's peak.
 */
export function parseOffThread(
  { bytes, kind = 'xlsx', entries = [], maxInflated, titles = [] }: { bytes: Buffer; kind?: 'xlsx' | 'xls' | 'ods' | 'csv'; entries?: ZipEntry[]; maxInflated: number; titles?: string[] },
  onSheet: (name: string) => void,
  onRows: (rows: unknown[][], lines: number[]) => void | Promise<void>,
): Promise<{ peakHeap: number }> {
  const unreadable = kind === 'xlsx' ? NOT_XLSX : kind === 'ods' ? NOT_ODS : kind === 'csv' ? '文件不是有效的 csv；请在 Excel 中另存为 .xlsx 后重新导入' : '文件不是有效的 xls；请在 Excel 中另存为 .xlsx 后重新导入';
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(bytes);
    const worker = new Worker(new URL('./xlsx-worker.mjs', import.meta.url), {
      workerData: { bytes: copy, kind, entries, maxInflated, titles },
      transferList: [copy.buffer],
      // A small young generation: the parse's garbage is short-lived, and a large one is resident while it lasts.
      resourceLimits: { maxOldGenerationSizeMb: PARSE_LIMITS.heapMb, maxYoungGenerationSizeMb: 8 },
    });
    let timer: NodeJS.Timeout | undefined;
    // Chunks are handed to onRows one after another (`working`). The worker reads on while the
    // server works on a chunk, but no further than one chunk ahead: a chunk that comes while another
    // is still being worked on is acknowledged once that one is done.
    let working = Promise.resolve();
    let held = 0;
    let waiting = false;
    // The answer waits for the chunk in hand: nothing of the import runs on after it. The first
    // error wins — onRows's own, or the worker's, or its time — and later chunks are not handed on.
    let stopping = false;
    let first: Error | undefined;
    const stop = (error?: Error, peakHeap = 0) => {
      if (stopping) return;
      stopping = true;
      first ??= error;
      clearTimeout(timer);
      void worker.terminate();
      void working.then(() => (first ? reject(first) : resolve({ peakHeap })));
    };
    const fail = (msg: string) => stop(new ApiError('VALIDATION_FAILED', msg));
    // The worker's time runs while it parses, not while it waits for the server to take a chunk.
    let budget = PARSE_LIMITS.timeMs;
    let since = performance.now();
    const run = () => {
      since = performance.now();
      timer = setTimeout(() => fail(`文件解析超过 ${PARSE_LIMITS.timeMs / 1000} 秒，已停止；请检查文件或分批导入`), budget);
    };
    run();
    const next = () => { run(); worker.postMessage('next'); };
    worker.on('message', (message: { sheet?: string; hidden?: boolean; rows?: unknown[][]; lines?: number[]; done?: boolean; error?: string; peakHeap?: number }) => {
      if (stopping) return;
      if (message.hidden) fail(`数据所在的工作表「${message.sheet}」是隐藏的，请在表格软件中取消隐藏（右键工作表标签 › 取消隐藏）后再导入`);
      else if (message.sheet !== undefined) onSheet(message.sheet);
      else if (message.rows) {
        clearTimeout(timer);
        budget -= performance.now() - since;
        held += 1;
        working = working.then(() => (stopping ? undefined : onRows(message.rows!, message.lines!))).then(() => {
          held -= 1;
          if (stopping || !waiting) return;
          waiting = false;
          next();
        }, (error) => { first ??= error as Error; stop(); });
        if (held === 1) next();
        else waiting = true;
      } else if (message.done) stop(undefined, message.peakHeap ?? 0);
      else fail(message.error === 'too-large' ? tooLarge(maxInflated) : unreadable);
    });
    // A worker past its heap cap ends with ERR_WORKER_OUT_OF_MEMORY.
    worker.on('error', (error: Error & { code?: string }) => fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? '文件内容过大，解析时超出内存上限，已拒绝' : unreadable));
    // This catches a worker that ends without a word (once stopping it does nothing).
    worker.on('exit', () => fail('文件解析中断，请重试'));
  });
}
