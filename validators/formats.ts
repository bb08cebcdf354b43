import { isDate, isDateTime, isMonth, isTime } from './dates.ts';
import { isCreditCode } from './credit-code.ts';
import { isIdCard } from './idcard.ts';
import { isExternalLink, isHexColor, isMobile } from './patterns.ts';

export interface Format {
  validate: (value: string) => boolean;
  /** Shown by the form and returned by the server: the same words for the same rule. */
  message: string;
}

/**
 * The string formats a schema may name in `"format"`. The console registers them as
 * Formily formats and the server as ajv formats, both from this one table.
 */
export const FORMATS = {
  idcard: { validate: (v: string) => isIdCard(v), message: '请输入正确的18位身份证号码' },
  creditCode: { validate: isCreditCode, message: '请输入正确的18位统一社会信用代码' },
  mobile: { validate: isMobile, message: '请输入正确的11位手机号码' },
  hexColor: { validate: isHexColor, message: '请输入有效的16位十六进制颜色' },
  externalUrl: { validate: isExternalLink, message: '请输入以 http、https、mailto 或 tel 开头的链接' },
  date: { validate: isDate, message: '请输入日期，格式为 YYYY-MM-DD（如 2026-11-22）' },
  'date-time': { validate: isDateTime, message: '请输入日期和时间，格式为 YYYY-MM-DD HH:mm:ss（如 2026-11-22 14:30:00）' },
  time: { validate: isTime, message: '请输入时间，格式为 HH:mm:ss（如 14:30:00）' },
  month: { validate: isMonth, message: '请选择月份，格式为 YYYY-MM（如 2026-10）' },
} satisfies Record<string, Format>;

/** The formats that are dates or times: their widgets, list cells, search ranges and spreadsheet cells differ. */
export const DATE_FORMATS = ['date', 'date-time', 'time'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const isDateFormat = (format: unknown): format is DateFormat => DATE_FORMATS.includes(format as DateFormat);

/**
 * `money` on an `"type": "integer"` field: an amount in fen (分). The form takes and the list,
 * exports and details show yuan (¥1,234.56); an import reads yuan text (validators/money.ts).
 */
export const MONEY_FORMAT = 'money';
export const isMoneyFormat = (format: unknown): format is typeof MONEY_FORMAT => format === MONEY_FORMAT;

/**
 * `html` on a `"type": "string"` field: rich text (RichText). The server keeps only what its
 * allow-list lets through (server/services/html.ts) before the field's other rules are checked.
 */
export const HTML_FORMAT = 'html';
export const isHtmlFormat = (format: unknown): format is typeof HTML_FORMAT => format === HTML_FORMAT;

export type FormatName = keyof typeof FORMATS;
export const FORMAT_NAMES = Object.keys(FORMATS) as FormatName[];
