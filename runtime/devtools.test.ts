import { describe, expect, it, vi } from 'vitest';

const calls: unknown[] = [];
vi.mock('disable-devtool', () => ({ default: (options: unknown) => { calls.push(options); } }));

describe('blockDevtools', () => {
  it('starts disable-devtool with the context menu left enabled', async () => {
    const { blockDevtools } = await import('./devtools.ts');
    await blockDevtools();
    expect(calls).toEqual([{ disableMenu: false }]);
  });
});
