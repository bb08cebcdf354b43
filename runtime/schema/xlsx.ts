import type { FieldSchema, ScreenSchema } from '../../schemas/types.ts';
import { toSpreadsheetDate } from '../../validators/dates.ts';
import { type DateFormat, isDateFormat, isMoneyFormat } from '../../validators/formats.ts';
import { formatDateTime, listFormat, SHEET_BUILT_INS, SHEET_BUILT_INS_EN, SHEET_ID_TITLE, SHEET_ID_TITLE_EN, sheetTitle, spreadsheetSafe } from '../../validators/formatters.ts';
import { i18n, joinList } from '../i18n/i18n.ts';
import type { Option } from './options.ts';

const flat = (options: Option[]): Option[] => options.flatMap((o) => [o, ...flat(o.children ?? [])]);

/** Saves bytes as a download named `name`. */
export function download(bytes: ArrayBuffer | Uint8Array, name: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const DATE_CELL_FORMATS: Record<DateFormat, string> = { date: 'yyyy-mm-dd', 'date-time': 'yyyy-mm-dd hh:mm:ss', time: 'hh:mm:ss' };
const DATE_HINTS: Record<DateFormat, string> = { date: 'YYYY-MM-DD', 'date-time': 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' };

/** The columns a template has and an export writes: the form's fields (never a create-only one, such as a password). */
export function sheetFields(schema: ScreenSchema, fixed: string[] = []): string[] {
  return (schema.form?.fields ?? Object.keys(schema.model.properties)).filter((n) => !fixed.includes(n) && schema.model.properties[n] && !schema.model.properties[n]['x-create-only']);
}

/** A column of an export: the field it shows, its title, and its schema (a built-in stamp is a date-time). */
export interface SheetColumn { name: string; title: string; field: FieldSchema }

/**
 * The columns an export writes: the template's (so that it can be imported again), then each list
 * column the person sees that the template has not (负责人, 创建时间), in the order they see them.
 */
export function exportColumns(schema: ScreenSchema, shown: string[]): SheetColumn[] {
  const names = sheetFields(schema);
  const extra = shown.filter((name) => !names.includes(name) && (schema.model.properties[name] || name in SHEET_BUILT_INS));
  // A screen whose imports round-trip by id: each record's id first, so that an edited row finds its record.
  // The built-in columns' titles in the console's language.
  const english = i18n.language === 'en-US';
  const idTitle = english ? SHEET_ID_TITLE_EN : SHEET_ID_TITLE;
  const id: SheetColumn[] = schema.import?.key === 'id' ? [{ name: 'id', title: idTitle, field: { type: 'integer', title: idTitle } }] : [];
  return [...id, ...[...names, ...extra].map((name) => {
    const field = schema.model.properties[name] ?? { type: 'integer', title: (english ? SHEET_BUILT_INS_EN : SHEET_BUILT_INS)[name as keyof typeof SHEET_BUILT_INS], format: 'date-time' } as FieldSchema;
    // A number the list shows as a duration or a size is written as the number, its unit in the title.
    return { name, title: sheetTitle(field.title, listFormat(schema, name)), field };
  })];
}

/** A built-in column's cell: the stamps (milliseconds) as spreadsheet dates. */
export function exportStamp(value: unknown): ExportCell {
  if (value === null || value === undefined || value === '') return null;
  const date = toSpreadsheetDate(formatDateTime(Number(value)));
  return date ? { date, numFmt: DATE_CELL_FORMATS['date-time'] } : String(value);
}

/**
 * The title of the column beside relation `name` that tells namesakes apart (「人才（手机号）」), as
 * the server reads it: its first `describe` field's title, when that is a plain field of the target.
 */
export async function secondColumnTitle(schema: ScreenSchema, name: string): Promise<string | undefined> {
  const field = schema.model.properties[name];
  const first = field['x-relation']?.describe?.[0];
  if (!first) return undefined;
  const { fetchSchema } = await import('./schema-source.ts');
  const target = (await fetchSchema(field['x-relation']!.screen).catch(() => null))?.schema?.model.properties[first];
  return target && !target['x-relation'] ? `${field.title}（${target.title}）` : undefined;
}

/**
 * The import template: one column per form field titled as the server expects (required ones
 * marked " *"), a dropdown of labels for every field with one option to choose (a multiple choice
 * says how to list several instead), and date and time columns formatted as such, each with a
 * note, in the console's language, saying how to write them. A relation with a second label has
 * its column for namesakes beside it (`secondTitle`); a flow's status is left out (an import's
 * records start where the flow starts, and a later state in the file is refused).
 */
export async function importTemplate(schema: ScreenSchema, options: Record<string, Option[]>, fixed: string[] = [], secondTitle: (schema: ScreenSchema, name: string) => Promise<string | undefined> = secondColumnTitle): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(schema.title);
  const listsName = i18n.t('importing.options');
  const lists = book.addWorksheet(listsName, { state: 'veryHidden' });
  const required = new Set(schema.model.required ?? []);
  const names = (schema.form?.fields ?? Object.keys(schema.model.properties)).filter((n) => !fixed.includes(n) && n !== schema.flow?.field);
  // Each field's column, and after a relation's its namesakes' column.
  const columns: Array<{ name: string; second?: string }> = [];
  for (const name of names) {
    columns.push({ name });
    const second = await secondTitle(schema, name);
    if (second) columns.push({ name, second });
  }
  sheet.addRow(columns.map(({ name, second }) => second ?? `${schema.model.properties[name].title}${required.has(name) ? ' *' : ''}`));
  sheet.getRow(1).font = { bold: true };
  columns.forEach(({ name, second }, i) => {
    const column = sheet.getColumn(i + 1);
    if (second) {
      column.width = Math.max(14, second.length * 2 + 4);
      sheet.getCell(1, i + 1).note = i18n.t('importing.secondNote', { title: schema.model.properties[name].title });
      return;
    }
    column.width = Math.max(12, schema.model.properties[name].title.length * 2 + 4);
    const format = schema.model.properties[name].format;
    const relation = schema.model.properties[name]['x-relation'];
    const note = (text: string) => { sheet.getCell(1, i + 1).note = text; };
    if (relation) note(i18n.t('importing.relationNote', { title: schema.model.properties[name].title }));
    if (isDateFormat(format)) {
      column.numFmt = DATE_CELL_FORMATS[format];
      column.width = Math.max(column.width, 20);
      note(i18n.t('importing.dateNote', { format: DATE_HINTS[format] }));
    }
    if (isMoneyFormat(format)) note(i18n.t('importing.moneyNote'));
    const labels = flat(options[name] ?? []).map((o) => o.label);
    if (!labels.length) return;
    // Several labels in one cell are no dropdown's pick: the note says how to list them.
    if (schema.model.properties[name].type === 'array') {
      note(i18n.t('importing.multiNote', { example: joinList(labels.slice(0, 2)) }));
      return;
    }
    labels.forEach((label, row) => { lists.getCell(row + 1, i + 1).value = label; });
    const letter = column.letter;
    for (let row = 2; row <= 1001; row++) {
      sheet.getCell(`${letter}${row}`).dataValidation = {
        type: 'list', allowBlank: !required.has(name), formulae: [`'${listsName}'!$${letter}$1:$${letter}$${labels.length}`],
        showErrorMessage: true, errorTitle: i18n.t('importing.pickTitle'), error: i18n.t('importing.pickError', { title: schema.model.properties[name].title }),
      };
    }
  });
  return book.xlsx.writeBuffer();
}

/** A cell of an export: text, a number, or a date or number written in `numFmt` (a real spreadsheet date, yuan with two decimals). */
export type ExportCell = string | number | { date: Date; numFmt: string } | { number: number; numFmt: string } | null;

/** Money's cell format: yuan with two decimals, which SUM adds up. */
export const MONEY_CELL_FORMAT = '#,##0.00';

/** How wide a cell's text shows, in character widths (a CJK character counts two). */
const shownWidth = (text: string) => [...text].reduce((sum, c) => sum + (c.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);

/**
 * A text as OOXML keeps it exactly: a CR and the other control characters XML cannot hold (or
 * would turn into LF) as _xHHHH_, and a literal "_xHHHH_" with its underscore escaped (_x005F_),
 * as Excel writes them; tabs and LF are kept as they are.
 */
export function ooxmlText(text: string): string {
  return text.replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1').replace(/[\x00-\x08\x0B-\x1F]/g, (c) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`);
}

/** Rows as a sheet: headers are the column titles; text cells never a formula, numbers and dates as such. */
export async function exportSheet(title: string, headers: string[], rows: ExportCell[][]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(title);
  sheet.addRow(headers).font = { bold: true };
  // Each column as wide as its widest text (an ID number's 18 digits whole), within reason.
  const widths = headers.map((h) => shownWidth(h) + 4);
  for (const row of rows) {
    const added = sheet.addRow(row.map((cell) => (typeof cell === 'string' ? ooxmlText(spreadsheetSafe(cell)) : cell && typeof cell === 'object' ? ('date' in cell ? cell.date : cell.number) : cell)));
    row.forEach((cell, i) => {
      if (cell && typeof cell === 'object') added.getCell(i + 1).numFmt = cell.numFmt;
      const shown = typeof cell === 'string' ? shownWidth(cell) : cell && typeof cell === 'object' ? ('date' in cell ? cell.numFmt.length : 14) : String(cell ?? '').length;
      widths[i] = Math.max(widths[i], shown + 2);
    });
  }
  widths.forEach((width, i) => { sheet.getColumn(i + 1).width = Math.min(60, Math.max(12, width)); });
  return book.xlsx.writeBuffer();
}

/**
 * A record's field as an export cell that an import reads back to the same value: dictionary
 * values as their labels, booleans as 是/否, numbers as numbers, dates and times as spreadsheet dates.
 */
export function exportCell(field: FieldSchema, value: unknown, options: Option[] | undefined, label?: unknown): ExportCell {
  if (value === null || value === undefined || value === '') return null;
  // A relation as the label an import takes back (the server sends it beside the id).
  if (field['x-relation']) return label === null || label === undefined ? String(value) : String(label);
  if (isDateFormat(field.format)) {
    const date = toSpreadsheetDate(String(value));
    return date ? { date, numFmt: DATE_CELL_FORMATS[field.format] } : String(value);
  }
  if (Array.isArray(value)) return joinList(value.map((v) => flat(options ?? []).find((o) => String(o.value) === String(v))?.label ?? String(v)));
  if (field['x-dict']) return flat(options ?? []).find((o) => String(o.value) === String(value))?.label ?? String(value);
  if (field.type === 'boolean') return i18n.t(value ? 'common.yes' : 'common.no');
  // Money as a number of yuan with two decimals shown: a spreadsheet adds it up, and an import
  // reads it back to the same fen (fen / 100 is the double nearest the two-decimal yuan).
  if (isMoneyFormat(field.format) && Number.isSafeInteger(Number(value))) return { number: Number(value) / 100, numFmt: MONEY_CELL_FORMAT };
  if ((field.type === 'integer' || field.type === 'number') && Number.isFinite(Number(value))) return Number(value);
  return String(value);
}
