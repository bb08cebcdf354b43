import type { Kysely } from 'kysely';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../errors.ts';
import type { FieldError } from '../plugins/envelope.ts';
import type { Resource } from './resource.ts';
import { ownedWithin, type RowScope } from '../services/data-scope.ts';
import { fromSpreadsheet } from '../../validators/formatters.ts';
import { fromSpreadsheetDate, normalizeDateText } from '../../validators/dates.ts';
import { isDateFormat } from '../../validators/formats.ts';
import type { FieldSchema } from '../../schemas/types.ts';
import { eachYielding } from '../services/yield.ts';
import { inflatedBound, readZipDirectory, tooLarge, type ZipEntry } from './zip-guard.ts';

export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 200_000;
/** The parser thread's limits: heap (MB) and time (ms). A real 100,000-row file needs ~1 s and well under this heap. */
export const PARSE_LIMITS = { heapMb: 256, timeMs: 30_000 } as const;
/** What an import without its file is told. */
export const XLSX_MISSING = '请在 file 字段上传一个 xlsx 文件';

/** A column title as the template writes it: required ones end with " *". */
export const columnTitle = (title: string, required: boolean) => (required ? `${title} *` : title);
const bareTitle = (header: string) => header.replace(/\s*\*\s*$/, '').trim();

export interface ImportRow { line: number; record: Record<string, unknown>; errors: FieldError[] }

/**
 * The rows of an uploaded xlsx as records of the resource's model: headers matched by field
 * title (or name), dictionary labels turned into their values, text into the field's type.
 * `fixed` values (from the binding's query, e.g. the department) apply to every row.
 */
export async function readImport(resource: Resource, bytes: Buffer, fixed: Record<string, unknown>, rowLimit = MAX_IMPORT_ROWS, scope?: RowScope): Promise<ImportRow[]> {
  const maxInflated = inflatedBound(rowLimit + 1, resource.fields.size);
  const directory = readZipDirectory(bytes, maxInflated);
  if ('refused' in directory) throw new ApiError('VALIDATION_FAILED', directory.refused);
  const sheet = (await parseOffThread(bytes, directory.entries, maxInflated)).rows;
  const [header = [], ...body] = sheet;
  const byTitle = new Map<string, string>();
  for (const [name, field] of resource.fields) { byTitle.set(field.title, name); byTitle.set(name, name); }
  const columns = header.map((cell) => (cell === null || cell === undefined ? null : byTitle.get(bareTitle(String(cell))) ?? `?${String(cell)}`));
  const unknown = columns.filter((c): c is string => c?.startsWith('?') ?? false).map((c) => c.slice(1));
  if (unknown.length) throw new ApiError('VALIDATION_FAILED', `表头「${unknown.join('、')}」不是${resource.schema.title}的字段，请使用下载的模板`);
  const missing = (resource.schema.model.required ?? []).filter((f) => !columns.includes(f) && !(f in fixed));
  if (missing.length) throw new ApiError('VALIDATION_FAILED', `缺少必填列「${missing.map((f) => resource.fields.get(f)!.title).join('、')}」`);
  const rows = body.map((cells, i) => ({ cells, line: i + 2 })).filter(({ cells }) => cells.some((c) => c !== null && c !== undefined && String(c).trim() !== ''));
  if (rows.length === 0) throw new ApiError('VALIDATION_FAILED', '文件中没有数据行');
  if (rows.length > rowLimit) throw new ApiError('VALIDATION_FAILED', `一次最多导入 ${rowLimit} 行，文件有 ${rows.length} 行`);

  const labels = await dictLabels(resource);
  const related = await relationIds(resource, columns, rows.map((r) => r.cells), scope);
  const result: ImportRow[] = [];
  await eachYielding(rows, ({ cells, line }) => {
    const record: Record<string, unknown> = { ...fixed };
    const errors: FieldError[] = [];
    columns.forEach((name, i) => {
      if (!name) return;
      const cell = cells[i];
      if (cell === null || cell === undefined || String(cell).trim() === '') return;
      const field = resource.fields.get(name)!;
      const text = cellText(field, cell);
      const relation = related.get(name);
      if (relation) {
        const ids = relation.ids.get(text.trim()) ?? [];
        if (ids.length === 1) record[name] = ids[0];
        else errors.push({ field: name, message: ids.length ? `有 ${ids.length} 个${relation.record}叫「${text.trim()}」，请先在${relation.record}中改名以区分` : `「${text.trim()}」不是已有的${relation.record}，请先添加它或改正名称` });
        return;
      }
      const mapped = labels.get(name)?.get(text.trim()) ?? text;
      const value = resource.fromText(field, mapped);
      if (value === undefined) errors.push({ field: name, message: `${field.title}「${text}」不是${field.type === 'boolean' ? '是/否' : '数字'}` });
      else record[name] = value;
    });
    result.push({ line, record, errors });
  }, 2000);
  return result;
}

/**
 * A cell as text for its field: a date cell in the field's date format (its time kept for a
 * date-time), typed dates normalised (2026/11/2 → 2026-11-02), and the quote an export put
 * before a formula-like text taken off again.
 */
function cellText(field: FieldSchema, cell: unknown): string {
  const format = isDateFormat(field.format) ? field.format : null;
  if (typeof cell === 'object' && cell !== null && 'date' in cell) {
    const date = new Date(Number((cell as { date: number }).date));
    if (format) return fromSpreadsheetDate(date, format);
    return fromSpreadsheetDate(date, date.getUTCHours() || date.getUTCMinutes() || date.getUTCSeconds() ? 'date-time' : 'date');
  }
  const text = fromSpreadsheet(String(cell));
  return format ? normalizeDateText(text, format) : text;
}

/**
 * For each x-relation column: the target's ids by label, for the labels the file names; where the
 * target's records have owners, only those within the importer's `scope` (or the pool), as a form's picker.
 */
async function relationIds(resource: Resource, columns: Array<string | null>, cells: unknown[][], scope?: RowScope) {
  const result = new Map<string, { record: string; ids: Map<string, number[]> }>();
  for (const relation of resource.relations) {
    const at = columns.indexOf(relation.field);
    if (at < 0) continue;
    const texts = [...new Set(cells.map((c) => c[at]).filter((c) => c !== null && c !== undefined).map((c) => fromSpreadsheet(String(c)).trim()).filter(Boolean))];
    const ids = new Map<string, number[]>();
    for (let i = 0; i < texts.length; i += 500) {
      let query = (resource.db.kysely as Kysely<any>).selectFrom(relation.table).select(['id', `${relation.label} as label`]).where(relation.label, 'in', texts.slice(i, i + 500));
      if (relation.owner && scope?.owners) query = query.where(ownedWithin(relation.owner, scope.owners, Boolean(relation.pool)));
      const found = await query.execute();
      for (const row of found as Array<{ id: number; label: unknown }>) ids.set(String(row.label), [...(ids.get(String(row.label)) ?? []), Number(row.id)]);
    }
    result.set(relation.field, { record: relation.record, ids });
  }
  return result;
}

/** For each x-dict field: the entry label → its value, so people may type 男 rather than 1. */
async function dictLabels(resource: Resource): Promise<Map<string, Map<string, string>>> {
  const result = new Map<string, Map<string, string>>();
  for (const [name, field] of resource.fields) {
    if (!field['x-dict']) continue;
    const rows = await (resource.db.kysely as Kysely<any>).selectFrom('sys_dict_item').select(['name', 'value']).where('type_code', '=', field['x-dict']).execute();
    result.set(name, new Map(rows.map((r: { name: string; value: string }) => [r.name, r.value])));
  }
  return result;
}

/**
 * The sheet's rows, parsed in a worker thread so the server keeps answering meanwhile; the
 * worker first checks what the parts really inflate to against `maxInflated`, runs with a capped
 * heap, and is stopped when it takes longer than the time budget. `peakHeap` is its heap's peak.
 */
export function parseOffThread(bytes: Buffer, entries: ZipEntry[], maxInflated: number): Promise<{ rows: unknown[][]; peakHeap: number }> {
  return new Promise((resolve, reject) => {
    const rows: unknown[][] = [];
    const copy = new Uint8Array(bytes);
    const worker = new Worker(new URL('./xlsx-worker.mjs', import.meta.url), {
      workerData: { bytes: copy, entries, maxInflated },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: PARSE_LIMITS.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    const fail = (msg: string) => { clearTimeout(timer); reject(new ApiError('VALIDATION_FAILED', msg)); void worker.terminate(); };
    const timer = setTimeout(() => fail(`文件解析超过 ${PARSE_LIMITS.timeMs / 1000} 秒，已停止；请检查文件或分批导入`), PARSE_LIMITS.timeMs);
    worker.on('message', (message: { rows?: unknown[][]; done?: boolean; error?: string; peakHeap?: number }) => {
      if (message.rows) rows.push(...message.rows);
      else if (message.done) { clearTimeout(timer); resolve({ rows, peakHeap: message.peakHeap ?? 0 }); void worker.terminate(); }
      else fail(message.error === 'too-large' ? tooLarge(maxInflated) : '文件不是有效的 xlsx');
    });
    // A worker past its heap cap ends with ERR_WORKER_OUT_OF_MEMORY.
    worker.on('error', (error: Error & { code?: string }) => fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? '文件内容过大，解析时超出内存上限，已拒绝' : '文件不是有效的 xlsx'));
    // Settling twice is harmless; this catches a worker that ends without a word.
    worker.on('exit', () => fail('文件解析中断，请重试'));
  });
}
