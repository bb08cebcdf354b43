import type { ScreenSchema } from '../../schemas/types.ts';
import { callBinding } from './bindings.ts';
import type { Option } from './options.ts';
import { download, exportCell, exportColumns, exportSheet, exportStamp, type SheetColumn } from './xlsx.ts';

type Row = Record<string, unknown>;
interface Page { list: Row[]; total: number }

/** The most rows one export writes. */
export const EXPORT_LIMIT = 50_000;
const PAGE = 500;

/**
 * Exports a screen's records as its list binding answers them for `params` (the search, a view,
 * the record a related list belongs to), 500 at a time, as an xlsx download: the template's columns
 * and the list's others the person sees (exportColumns). `onProgress` hears the percentage read.
 */
export async function exportRecords(schema: ScreenSchema, { params, shown, options, onProgress }: { params: Record<string, unknown>; shown: string[]; options: Record<string, Option[]>; onProgress?: (percent: number) => void }) {
  const columns = exportColumns(schema, shown);
  const rows: Row[] = [];
  for (let p = 1; ; p++) {
    const chunk = await callBinding<Page>(schema.api.list, { params: { ...params, page: p, pageSize: PAGE } });
    rows.push(...chunk.list);
    const wanted = Math.min(chunk.total, EXPORT_LIMIT);
    onProgress?.(Math.min(99, Math.round((rows.length / Math.max(1, wanted)) * 100)));
    if (chunk.list.length < PAGE || rows.length >= wanted) break;
  }
  const cell = (r: Row, { name, field }: SheetColumn) => (name === 'id' ? Number(r.id) : schema.model.properties[name] ? exportCell(field, r[name], options[name], r[`${name}_label`]) : exportStamp(r[name]));
  const bytes = await exportSheet(schema.title, columns.map((c) => c.title), rows.map((r) => columns.map((c) => cell(r, c))));
  download(bytes, `${schema.title}-${new Date().toISOString().slice(0, 10)}.xlsx`);
}
