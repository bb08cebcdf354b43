/** Lets the event loop serve other requests; awaiting a promise alone only runs microtasks. */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Calls `step` for each item, yielding to the event loop every `every` items, so long loops do not stall the server. */
export async function eachYielding<T>(items: readonly T[], step: (item: T, index: number) => void | Promise<void>, every = 1000) {
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % every === 0) await yieldToLoop();
    await step(items[i], i);
  }
}
