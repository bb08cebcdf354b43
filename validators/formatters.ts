import dayjs from 'dayjs';

/** What an empty value shows as. */
export const EMPTY_TEXT = '无';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Seconds as mm:ss (minutes keep counting past 59: 3725 → 62:05); empty → 无. */
export function formatSeconds(value: number | string | null | undefined): string {
  if (isEmpty(value) || Number.isNaN(Number(value))) return EMPTY_TEXT;
  const total = Math.max(0, Math.floor(Number(value)));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** A file's size: 812 B, 36.4 KB, 12.8 MB (1 KB = 1,024 bytes). */
export function formatBytes(value: number | string | null | undefined): string {
  if (isEmpty(value) || Number.isNaN(Number(value))) return EMPTY_TEXT;
  const n = Math.max(0, Number(value));
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

function formatWith(pattern: string, value: dayjs.ConfigType | null | undefined): string {
  if (isEmpty(value)) return EMPTY_TEXT;
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : EMPTY_TEXT;
}

/** YYYY-MM-DD HH:mm:ss; empty → 无. */
export const formatDateTime = (value: dayjs.ConfigType | null | undefined) => formatWith(DATE_TIME_FORMAT, value);

/** YYYY-MM-DD; empty → 无. */
export const formatDate = (value: dayjs.ConfigType | null | undefined) => formatWith(DATE_FORMAT, value);

/** The message box's defaults (SPEC §5, §9). */
export const MESSAGE_BOX_DEFAULTS = { title: '提示', inputErrorMessage: '输入的数据不合法!' } as const;

/** The titles of the built-in record columns in a sheet: an export writes them, an import passes them over. */
export const SHEET_BUILT_INS = { created_at: '创建时间', updated_at: '更新时间' } as const;

/** The unit a list column's format shows a number in: a sheet writes the number itself, under a title that names it (时长（秒）). */
const SHEET_UNITS: Record<string, { zh: string; en: string }> = { seconds: { zh: '秒', en: 's' }, bytes: { zh: '字节', en: 'bytes' } };

/** A field's title in a sheet: with the unit of its list column's `format`, unless the title names it already. */
export function sheetTitle(title: string, format: string | undefined, english = false): string {
  const unit = format ? SHEET_UNITS[format] : undefined;
  if (!unit || title.includes(`（${unit.zh}）`) || title.includes(`(${unit.en})`)) return title;
  return english ? `${title} (${unit.en})` : `${title}（${unit.zh}）`;
}

/** The format a screen's list shows `field` in, if its column says one. */
export function listFormat(schema: { list?: { columns?: ReadonlyArray<string | { field: string; format?: string }> } }, field: string): string | undefined {
  for (const column of schema.list?.columns ?? []) if (typeof column !== 'string' && column.field === field) return column.format;
  return undefined;
}

/** The column an export of a screen keyed by id (`import.key`) writes each record's id in. */
export const SHEET_ID_TITLE = '编号';

/** Those titles as an export in English writes them (an import reads either language's). */
export const SHEET_BUILT_INS_EN = { created_at: 'Created', updated_at: 'Updated' } as const;
export const SHEET_ID_TITLE_EN = 'ID';

// A cell starting with one of these is a formula to a spreadsheet (OWASP: CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text as an exported cell: a leading ' keeps a spreadsheet from evaluating `=1+1`, `@SUM(…)` and the like. */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** An imported cell's text with the ' that spreadsheetSafe added taken off again. */
export function fromSpreadsheet(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
