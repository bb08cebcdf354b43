import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenFromYuan, formatFen, yuanText } from './money.ts';

describe('money in fen', () => {
  it('reads yuan text into fen by its digits', () => {
    expect(fenFromYuan('1234.56')).toBe(123456);
    expect(fenFromYuan('1,234.5')).toBe(123450);
    expect(fenFromYuan('¥ 3')).toBe(300);
    expect(fenFromYuan('0.1')).toBe(10);
    expect(fenFromYuan('-2.05')).toBe(-205);
    expect(fenFromYuan(' 0.07 ')).toBe(7);
  });

  it('refuses what is not an amount with at most two decimals', () => {
    for (const bad of ['', '1.234', 'abc', '1,23.00', '12,3456', '1e5', '.5', '1.', '--1', '99999999999999999999']) expect(fenFromYuan(bad), bad).toBeUndefined();
  });

  it('shows fen as yuan: 123456 → ¥1,234.56, -5 → -¥0.05', () => {
    expect(formatFen(123456)).toBe('¥1,234.56');
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(-5)).toBe('-¥0.05');
    expect(formatFen(100000000)).toBe('¥1,000,000.00');
    expect(yuanText(7)).toBe('0.07');
  });

  it('round-trips every amount: fen → yuan text → fen', () => {
    fc.assert(fc.property(fc.integer({ min: -1e15, max: 1e15 }), (fen) => {
      expect(fenFromYuan(yuanText(fen))).toBe(fen);
      expect(fenFromYuan(formatFen(fen).replace('-¥', '-'))).toBe(fen);
    }));
  });
});
