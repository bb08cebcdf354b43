export { creditCodeCheck, isCreditCode } from './credit-code.ts';
export { isIdCard } from './idcard.ts';
export { isExternalLink, isHexColor, isMobile } from './patterns.ts';
export { DATE_FORMATS, type DateFormat, FORMAT_NAMES, FORMATS, type Format, type FormatName, isDateFormat, isMoneyFormat, MONEY_FORMAT } from './formats.ts';
export { fromSpreadsheetDate, isDate, isDateTime, isTime, normalizeDateText, toSpreadsheetDate } from './dates.ts';
export { DATE_FORMAT, DATE_TIME_FORMAT, EMPTY_TEXT, formatDate, formatDateTime, formatSeconds, fromSpreadsheet, MESSAGE_BOX_DEFAULTS, spreadsheetSafe } from './formatters.ts';
export { MASK_NAMES, type MaskName, maskValue } from './mask.ts';
export { fenFromYuan, formatFen, MAX_FEN, yuanText } from './money.ts';
