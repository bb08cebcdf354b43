/**
 * Money is held in integer fen (分) everywhere — database, API, import — and shown in yuan.
 * Text in yuan becomes fen by its digits, never through a float: 0.1 + 0.2 stays 30 fen.
 */

/** The largest amount a money field holds: ¥90,071,992,547,409.91 (a safe integer of fen). */
export const MAX_FEN = Number.MAX_SAFE_INTEGER;

/** 1234.56 (yuan, as text: "1,234.56", "¥1234.5", "-3") → 123456 fen; undefined when it is not an amount with at most two decimals. */
export function fenFromYuan(text: string): number | undefined {
  const match = /^([-+]?)[¥￥]?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, decimals = ''] = match;
  const fen = Number(whole.replaceAll(',', '')) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(fen)) return undefined;
  return sign === '-' && fen !== 0 ? -fen : fen;
}

/** 123456 fen → "1234.56": yuan with two decimals, as a spreadsheet or an input takes it. */
export function yuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const grouped = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** 123456 fen → "¥1,234.56"; a negative amount "-¥1,234.56". */
export function formatFen(fen: number): string {
  const text = yuanText(fen);
  const negative = text.startsWith('-');
  const [whole, decimals] = (negative ? text.slice(1) : text).split('.');
  // Grouping by digits, not by a float: the whole yuan alone are formatted (exact below 2^53).
  return `${negative ? '-' : ''}¥${grouped.format(Number(whole))}.${decimals}`;
}
