import { describe, expect, it } from 'vitest';
import { reordered } from './drag-sort.tsx';

describe('rows put in order by dragging', () => {
  const rows = [{ id: 1, sort: 10 }, { id: 2, sort: 20 }, { id: 3, sort: 30 }, { id: 4, sort: 40 }];
  it('hands the values out in the new order: only the rows that moved are saved', () => {
    // The last row dragged to the top.
    expect([...reordered(rows, 'sort', 3, 0)]).toEqual([[4, 10], [1, 20], [2, 30], [3, 40]]);
    // The second moved one down: two rows change.
    expect([...reordered(rows, 'sort', 1, 2)]).toEqual([[3, 20], [2, 30]]);
    expect(reordered(rows, 'sort', 2, 2).size).toBe(0);
  });
  it('spreads rows that shared a value ten apart, keeping the order asked for', () => {
    const same = [{ id: 1, sort: 1000 }, { id: 2, sort: 1000 }, { id: 3, sort: 1000 }];
    expect([...reordered(same, 'sort', 2, 0)]).toEqual([[1, 1010], [2, 1020]]);
  });
});
