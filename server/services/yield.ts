/** Lets the event loop serve other requests; awaiting a promise alone only runs microtasks. */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How long a long piece of work (an import's rows) holds the event loop before letting other
 * requests in: a request that arrives meanwhile waits at most about this long for it.
 */
export const SLICE_MS = 8;

/**
 * A long loop's turns: `due()` yields to the event loop once SLICE_MS have passed since the last
 * yield (else it returns at once), so the loop holds the server a slice at a time, whatever one
 * step costs on this machine.
 */
export function slices(ms = SLICE_MS) {
  let since = performance.now();
  return {
    async due() {
      if (performance.now() - since < ms) return;
      await yieldToLoop();
      since = performance.now();
    },
  };
}

/** Calls `step` for each item, yielding to the event loop a slice at a time (slices), so long loops do not stall the server. */
export async function eachYielding<T>(items: readonly T[], step: (item: T, index: number) => void | Promise<void>) {
  const turn = slices();
  for (let i = 0; i < items.length; i++) {
    await turn.due();
    await step(items[i], i);
  }
}
