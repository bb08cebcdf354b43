/**
 * Dates and times as the product stores and shows them (SPEC §9): `YYYY-MM-DD`,
 * `YYYY-MM-DD HH:mm:ss` and `HH:mm:ss`, local time, compared as text.
 */
export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
export const TIME_PATTERN = /^(\d{2}):(\d{2}):(\d{2})$/;

const isDay = (y: number, m: number, d: number) => m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
const isClock = (h: number, min: number, s: number) => h <= 23 && min <= 59 && s <= 59;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  return Boolean(m && isDay(+m[1], +m[2], +m[3]));
}

/** A month written YYYY-MM (2026-10): a payroll's month, a report's period. */
export function isMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** A real moment written YYYY-MM-DD HH:mm:ss. */
export function isDateTime(value: string): boolean {
  const m = DATE_TIME_PATTERN.exec(value);
  return Boolean(m && isDay(+m[1], +m[2], +m[3]) && isClock(+m[4], +m[5], +m[6]));
}

/** A time of day written HH:mm:ss. */
export function isTime(value: string): boolean {
  const m = TIME_PATTERN.exec(value);
  return Boolean(m && isClock(+m[1], +m[2], +m[3]));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A spreadsheet date cell as text of the field's format. Spreadsheet dates carry no time zone:
 * the parser gives them as UTC, so their UTC parts are the wall-clock time that was typed,
 * to the nearest second.
 */
export function fromSpreadsheetDate(cell: Date, format: 'date' | 'date-time' | 'time'): string {
  // A spreadsheet keeps a moment as a fraction of a day: 10:15:00 may come back as 10:14:59.999.
  const date = new Date(Math.round(cell.getTime() / 1000) * 1000);
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return format === 'date' ? day : format === 'time' ? time : `${day} ${time}`;
}

/** The same wall-clock moment as a Date a spreadsheet writer stores as a date cell (UTC parts). */
export function toSpreadsheetDate(text: string): Date | null {
  const dt = DATE_TIME_PATTERN.exec(text) ?? DATE_PATTERN.exec(text);
  if (dt) return new Date(Date.UTC(+dt[1], +dt[2] - 1, +dt[3], +(dt[4] ?? 0), +(dt[5] ?? 0), +(dt[6] ?? 0)));
  const t = TIME_PATTERN.exec(text);
  return t ? new Date(Date.UTC(1899, 11, 30, +t[1], +t[2], +t[3])) : null;
}

/**
 * Typed text a person may write for a date or time, as the stored form: `2026/11/22`,
 * `2026-11-22 9:05`, `9:05` become `2026-11-22`, `2026-11-22 09:05:00`, `09:05:00`; anything
 * else is returned as it was, for the format check to refuse.
 */
export function normalizeDateText(text: string, format: 'date' | 'date-time' | 'time'): string {
  const value = text.trim();
  const d = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/.exec(value);
  if (d && format !== 'time') {
    const day = `${d[1]}-${pad(+d[2])}-${pad(+d[3])}`;
    if (format === 'date') return d[4] === undefined ? day : value;
    return `${day} ${pad(+(d[4] ?? 0))}:${pad(+(d[5] ?? 0))}:${pad(+(d[6] ?? 0))}`;
  }
  const t = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/.exec(value);
  if (t && format === 'time') return `${pad(+t[1])}:${pad(+t[2])}:${pad(+(t[3] ?? 0))}`;
  return value;
}

/**
 * A range of days as list filters write it, "from,to" with either end left empty: its two days,
 * or null when a day is not a real date, there are more than two, or the first is after the last.
 */
export function parseDayRange(text: string): { from?: string; to?: string } | null {
  const parts = text.split(',').map((s) => s.trim());
  if (parts.length > 2) return null;
  const [from = '', to = ''] = parts;
  if ((from && !isDate(from)) || (to && !isDate(to)) || (from && to && from > to)) return null;
  return { from: from || undefined, to: to || undefined };
}
