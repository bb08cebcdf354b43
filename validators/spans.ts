/**
 * Rules between two dates of one record (DateSpan of the schema format): an end after its start,
 * a dispatch contract of at least two years (劳动合同法 §58). Pure, shared by the console and server.
 */
import { isDate } from './dates.ts';

export interface SpanRule { from: string; to: string; minDays?: number; minYears?: number; when?: Record<string, unknown>; message: string }

const DAY = 86_400_000;
const utc = (text: string) => { const [y, m, d] = text.split('-').map(Number); return Date.UTC(y, m - 1, d); };

/** The day before `text` plus `years` years (a term of one year from 2026-01-15 runs through 2027-01-14); 29 Feb lands on 28 Feb. */
export function termEnd(text: string, years: number): string {
  const [y, m, d] = text.split('-').map(Number);
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  const end = Date.UTC(y + years, m - 1, Math.min(d, last)) - DAY;
  return new Date(end).toISOString().slice(0, 10);
}

const meets = (record: Record<string, unknown>, when: SpanRule['when']) => Object.entries(when ?? {}).every(([field, want]) =>
  (Array.isArray(want) ? want.map(String) : [String(want)]).includes(String(record[field] ?? '')));

/** The rules `record` breaks, each as {field: its `to`, message}; dates missing or malformed are other checks' to tell. */
export function spanErrors(record: Record<string, unknown>, rules: readonly SpanRule[] | undefined): Array<{ field: string; message: string }> {
  const out: Array<{ field: string; message: string }> = [];
  for (const rule of rules ?? []) {
    const [from, to] = [record[rule.from], record[rule.to]];
    if (typeof from !== 'string' || typeof to !== 'string' || !isDate(from) || !isDate(to) || !meets(record, rule.when)) continue;
    const short = (rule.minDays !== undefined && utc(to) - utc(from) < rule.minDays * DAY)
      || (rule.minYears !== undefined && to < termEnd(from, rule.minYears));
    if (short && !out.some((e) => e.field === rule.to)) out.push({ field: rule.to, message: rule.message });
  }
  return out;
}
