import { describe, expect, it } from 'vitest';
import { parseDayRange } from './dates.ts';
describe('parseDayRange', () => {
  it('reads both ends, either end alone, and nothing', () => {
    expect(parseDayRange('2026-01-01,2026-01-31')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(parseDayRange('2026-01-01,')).toEqual({ from: '2026-01-01', to: undefined });
    expect(parseDayRange(',2026-01-31')).toEqual({ from: undefined, to: '2026-01-31' });
    expect(parseDayRange('')).toEqual({ from: undefined, to: undefined });
  });
  it('refuses a day that does not exist, a reversed range and a third part', () => {
    expect(parseDayRange('2026-02-30,')).toBeNull();
    expect(parseDayRange('2026-02-01,2026-01-01')).toBeNull();
    expect(parseDayRange('2026-01-01,2026-01-02,2026-01-03')).toBeNull();
  });
});
