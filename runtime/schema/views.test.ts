import { describe, expect, it } from 'vitest';
import { firstView } from './ScreenActions.tsx';

describe('the view a list opens on (issue 26 D6)', () => {
  const counts = [{ key: 'mine', total: 0 }, { key: 'pool', total: 120 }, { key: 'all', total: 600 }];
  it('is the one last picked, while offered; else the first with rows; else the first', () => {
    expect(firstView(counts, 'all')).toBe('all');
    expect(firstView(counts, null)).toBe('pool');
    expect(firstView(counts, 'gone')).toBe('pool');
    expect(firstView([{ key: 'mine', total: 0 }, { key: 'pool', total: 0 }], null)).toBe('mine');
  });
});
