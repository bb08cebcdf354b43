export { isIdCard } from './idcard.ts';
export { isExternalLink, isHexColor, isMobile } from './patterns.ts';
export { FORMAT_NAMES, FORMATS, type Format, type FormatName } from './formats.ts';
export { DATE_FORMAT, DATE_TIME_FORMAT, EMPTY_TEXT, formatDate, formatDateTime, formatSeconds, fromSpreadsheet, MESSAGE_BOX_DEFAULTS, spreadsheetSafe } from './formatters.ts';
