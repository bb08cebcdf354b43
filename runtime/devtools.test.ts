import { describe, expect, it, vi } from 'vitest';

const calls: Array<{ disableMenu: boolean; ignore: () => boolean }> = [];
vi.mock('disable-devtool', () => ({ default: (options: { disableMenu: boolean; ignore: () => boolean }) => { calls.push(options); } }));

describe('blockDevtools', () => {
  it('starts disable-devtool with the context menu left enabled, and leaves browsers driven by automation alone', async () => {
    const { blockDevtools, isAutomated } = await import('./devtools.ts');
    await blockDevtools();
    expect(calls).toHaveLength(1);
    expect(calls[0].disableMenu).toBe(false);
    // A person's browser is blocked; a WebDriver/Playwright one (navigator.webdriver) is not (issue 26 C).
    expect(isAutomated({ webdriver: false })).toBe(false);
    expect(isAutomated({})).toBe(false);
    expect(isAutomated({ webdriver: true })).toBe(true);
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    expect(calls[0].ignore()).toBe(true);
    Object.defineProperty(navigator, 'webdriver', { value: false, configurable: true });
    expect(calls[0].ignore()).toBe(false);
  });
});
