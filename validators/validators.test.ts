import { describe, expect, it } from 'vitest';
import { FORMATS, isCreditCode, maskValue, formatDate, formatDateTime, formatSeconds, fromSpreadsheet, fromSpreadsheetDate, isDate, isDateTime, isExternalLink, isHexColor, isIdCard, isMobile, isTime, MESSAGE_BOX_DEFAULTS, normalizeDateText, spreadsheetSafe, toSpreadsheetDate } from './index.ts';

const today = new Date(Date.UTC(2026, 10, 22));

describe('isIdCard', () => {
  it.each([
    ['11010519491231002X', true, 'the standard example, check X'],
    ['11010519491231002x', true, 'lower-case x'],
    ['440524198001010013', true, 'check digit 3'],
    ['320106199511201234', true, 'check digit 4'],
    ['440524198001010014', false, 'check digit off by one'],
    ['110105194912310021', false, 'wrong check digit'],
    ['11010519491231002', false, '17 characters'],
    ['1101051949123100211', false, '19 characters'],
    ['11010519491332002X', false, 'month 13'],
    ['110105194902300026', false, '30 February'],
    ['110105189912310027', false, 'born before 1900'],
    ['110105203012310028', false, 'born in the future'],
    ['11010519491231A02X', false, 'a letter inside'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isIdCard(value, today)).toBe(expected);
  });

  it('accepts 29 February only in a leap year', () => {
    const withCheck = (body: string) => {
      const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
      const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
      return body + '10X98765432'[sum % 11];
    };
    expect(isIdCard(withCheck('11010520000229001'), today)).toBe(true);
    expect(isIdCard(withCheck('11010519990229001'), today)).toBe(false);
  });
});

describe('isMobile', () => {
  it.each([
    ['13800138000', true], ['19912345678', true], ['15000000000', true],
    ['12800138000', false], ['10800138000', false], ['1380013800', false], ['138001380000', false], ['+8613800138000', false], ['1380013800a', false],
  ])('%s → %s', (value, expected) => expect(isMobile(value)).toBe(expected));
});

describe('isHexColor', () => {
  it.each([
    ['#409EFF', true], ['#409eff', true], ['#000000', true],
    ['409EFF', false], ['#409EF', false], ['#409EFFF', false], ['#GGGGGG', false], ['#fff', false], ['', false],
  ])('%s → %s', (value, expected) => expect(isHexColor(value)).toBe(expected));

  it('asks for a valid 16-bit hex colour', () => {
    expect(FORMATS.hexColor.message).toBe('请输入有效的16位十六进制颜色');
  });
});

describe('isExternalLink', () => {
  it.each([
    ['https://example.com/a?b=1', true], ['http://example.com', true], ['mailto:hr@example.com', true], ['tel:+86-10-12345678', true],
    ['ftp://example.com', false], ['javascript:alert(1)', false], ['/dashboard', false], ['example.com', false], ['https://', false],
  ])('%s → %s', (value, expected) => expect(isExternalLink(value)).toBe(expected));
});

describe('formatters', () => {
  it.each([
    [0, '00:00'], [5, '00:05'], [65, '01:05'], [599, '09:59'], [3725, '62:05'], ['90', '01:30'], [12.9, '00:12'],
    [null, '无'], [undefined, '无'], ['', '无'], ['abc', '无'],
  ])('formatSeconds(%s) → %s', (value, expected) => expect(formatSeconds(value as never)).toBe(expected));

  it.each([
    [new Date(2026, 0, 2, 3, 4, 5), '2026-01-02 03:04:05', '2026-01-02'],
    ['2026-11-22 08:00:00', '2026-11-22 08:00:00', '2026-11-22'],
    [null, '无', '无'], ['', '无', '无'], ['not a date', '无', '无'],
  ])('formats %s', (value, dateTime, date) => {
    expect(formatDateTime(value as never)).toBe(dateTime);
    expect(formatDate(value as never)).toBe(date);
  });

  it('gives the message box its defaults', () => {
    expect(MESSAGE_BOX_DEFAULTS).toEqual({ title: '提示', inputErrorMessage: '输入的数据不合法!' });
  });
});

describe('spreadsheet cells', () => {
  it.each(['=1+1', '+1', '-1', '@cmd', '\tx', '\rx', '普通', "'quoted", 'a=b'])('round-trips %j through export and import', (text) => {
    expect(fromSpreadsheet(spreadsheetSafe(text))).toBe(text);
  });

  it('quotes exactly the cells that start like a formula', () => {
    expect(['=1', '+1', '-1', '@a', '\ta', '\ra', 'a', '1-'].map(spreadsheetSafe)).toEqual(["'=1", "'+1", "'-1", "'@a", "'\ta", "'\ra", 'a', '1-']);
  });
});

describe('dates and times', () => {
  it.each([
    ['2026-11-22', true], ['2026-02-29', false], ['2028-02-29', true], ['2026-13-01', false], ['明天下午', false], ['2026-11-22 10:00:00', false],
  ])('date %j → %j', (v, ok) => expect(isDate(v)).toBe(ok));

  it.each([
    ['2026-11-22 14:30:00', true], ['2026-11-22 24:00:00', false], ['2026-11-22T14:30:00', false], ['2026-11-22', false], ['明天下午', false],
  ])('date-time %j → %j', (v, ok) => expect(isDateTime(v)).toBe(ok));

  it.each([['14:30:00', true], ['14:60:00', false], ['2:30', false]])('time %j → %j', (v, ok) => expect(isTime(v)).toBe(ok));

  it('reads what people type into the stored form', () => {
    expect(normalizeDateText('2026/11/2', 'date')).toBe('2026-11-02');
    expect(normalizeDateText('2026-11-22 9:05', 'date-time')).toBe('2026-11-22 09:05:00');
    expect(normalizeDateText('2026-11-22', 'date-time')).toBe('2026-11-22 00:00:00');
    expect(normalizeDateText('9:05', 'time')).toBe('09:05:00');
    expect(normalizeDateText('明天下午', 'date-time')).toBe('明天下午');
  });

  it('turns a spreadsheet date cell into text and back, time kept', () => {
    const cell = toSpreadsheetDate('2026-11-22 14:30:05')!;
    expect(fromSpreadsheetDate(cell, 'date-time')).toBe('2026-11-22 14:30:05');
    expect(fromSpreadsheetDate(cell, 'date')).toBe('2026-11-22');
    expect(fromSpreadsheetDate(toSpreadsheetDate('08:15:00')!, 'time')).toBe('08:15:00');
    // A day's fraction that falls a hair short of the second still reads as that second.
    expect(fromSpreadsheetDate(new Date(Date.UTC(2026, 10, 21, 10, 14, 59, 999)), 'date-time')).toBe('2026-11-21 10:15:00');
  });
});

describe('isCreditCode (GB 32100-2015)', () => {
  it.each([
    ['91350100M000100Y43', true], ['91110000600037341L', true], ['91310000775785552L', true],
    ['91350100M000100Y44', false], // check character off by one
    ['91350100M000100Y4', false], // 17 characters
    ['91350100I000100Y43', false], // I is not in the standard's alphabet
    ['9135010OM000100Y43', false], // the division code is digits
    ['91350100m000100y43', false], // capitals only
  ])('%s → %s', (value, expected) => {
    expect(isCreditCode(value)).toBe(expected);
  });
  it('the form and the server share its words', () => {
    expect(FORMATS.creditCode.validate('91110000600037341L')).toBe(true);
    expect(FORMATS.creditCode.message).toBe('请输入正确的18位统一社会信用代码');
  });
});

describe('maskValue', () => {
  it('keeps the first three and last four of a mobile and an ID number', () => {
    expect(maskValue('mobile', '13800138000')).toBe('138****8000');
    expect(maskValue('idcard', '11010519900307123X')).toBe('110***********123X');
  });
  it('hides a value too short to mask, whole', () => {
    expect(maskValue('mobile', '12345')).toBe('*****');
  });
});
