import type { FieldSchema, ScreenSchema } from '../../schemas/types.ts';
import { toSpreadsheetDate } from '../../validators/dates.ts';
import { type DateFormat, isDateFormat, isMoneyFormat } from '../../validators/formats.ts';
import { yuanText } from '../../validators/money.ts';
import { spreadsheetSafe } from '../../validators/formatters.ts';
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

/**
 * The import template: one column per form field titled as the server expects (required ones
 * marked " *"), a dropdown of labels for every field with options, and date and time columns
 * formatted as such with a note saying how to write them.
 */
export async function importTemplate(schema: ScreenSchema, options: Record<string, Option[]>, fixed: string[] = []): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(schema.title);
  const lists = book.addWorksheet('选项', { state: 'veryHidden' });
  const required = new Set(schema.model.required ?? []);
  const names = (schema.form?.fields ?? Object.keys(schema.model.properties)).filter((n) => !fixed.includes(n));
  sheet.addRow(names.map((n) => `${schema.model.properties[n].title}${required.has(n) ? ' *' : ''}`));
  sheet.getRow(1).font = { bold: true };
  names.forEach((name, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.max(12, schema.model.properties[name].title.length * 2 + 4);
    const format = schema.model.properties[name].format;
    const relation = schema.model.properties[name]['x-relation'];
    if (relation) sheet.getCell(1, i + 1).note = `填写已有记录的名称（${schema.model.properties[name].title}），不是编号`;
    if (isDateFormat(format)) {
      column.numFmt = DATE_CELL_FORMATS[format];
      column.width = Math.max(column.width, 20);
      sheet.getCell(1, i + 1).note = `格式：${DATE_HINTS[format]}，可直接填 Excel 日期`;
    }
    if (isMoneyFormat(format)) sheet.getCell(1, i + 1).note = '金额，以元为单位，最多两位小数（如 1234.56）';
    const labels = flat(options[name] ?? []).map((o) => o.label);
    if (!labels.length) return;
    labels.forEach((label, row) => { lists.getCell(row + 1, i + 1).value = label; });
    const letter = column.letter;
    for (let row = 2; row <= 1001; row++) {
      sheet.getCell(`${letter}${row}`).dataValidation = {
        type: 'list', allowBlank: !required.has(name), formulae: [`'选项'!$${letter}$1:$${letter}$${labels.length}`],
        showErrorMessage: true, errorTitle: '请选择', error: `请从下拉列表中选择${schema.model.properties[name].title}`,
      };
    }
  });
  return book.xlsx.writeBuffer();
}

/** A cell of an export: text, a number, or a date (written as a real spreadsheet date in `numFmt`). */
export type ExportCell = string | number | { date: Date; numFmt: string } | null;

/** Rows as a sheet: headers are the column titles; text cells never a formula, numbers and dates as such. */
export async function exportSheet(title: string, headers: string[], rows: ExportCell[][]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(title);
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(row.map((cell) => (typeof cell === 'string' ? spreadsheetSafe(cell) : cell && typeof cell === 'object' ? cell.date : cell)));
    row.forEach((cell, i) => { if (cell && typeof cell === 'object') added.getCell(i + 1).numFmt = cell.numFmt; });
  }
  headers.forEach((h, i) => { sheet.getColumn(i + 1).width = Math.max(12, h.length * 2 + 4); });
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
  if (Array.isArray(value)) return value.map((v) => flat(options ?? []).find((o) => String(o.value) === String(v))?.label ?? String(v)).join('、');
  if (field['x-dict']) return flat(options ?? []).find((o) => String(o.value) === String(value))?.label ?? String(value);
  if (field.type === 'boolean') return value ? '是' : '否';
  // Money as exact yuan text (1234.56), which an import reads back to the same fen.
  if (isMoneyFormat(field.format) && Number.isSafeInteger(Number(value))) return yuanText(Number(value));
  if ((field.type === 'integer' || field.type === 'number') && Number.isFinite(Number(value))) return Number(value);
  return String(value);
}
