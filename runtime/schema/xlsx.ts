import type { ScreenSchema } from '../../schemas/types.ts';
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

/**
 * The import template: one column per form field titled as the server expects (required ones
 * marked " *"), and a dropdown of labels for every field with options.
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

/** Rows as a sheet: headers are the column titles, cells the text the list shows, never a formula. */
export async function exportSheet(title: string, headers: string[], rows: string[][]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(title);
  sheet.addRow(headers).font = { bold: true };
  sheet.addRows(rows.map((row) => row.map(spreadsheetSafe)));
  headers.forEach((h, i) => { sheet.getColumn(i + 1).width = Math.max(12, h.length * 2 + 4); });
  return book.xlsx.writeBuffer();
}
