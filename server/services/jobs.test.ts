import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { buildTestApp, type TestApp } from '../test/harness.ts';
import { LEASE_MS, releaseLease, takeScheduled } from './jobs.ts';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });
const k = () => t.db.kysely as Kysely<any>;
const EVERY = 10 * 60_000;

describe('a scheduled job\'s lease', () => {
  it('is taken by one of several processes, free again within LEASE_MS when its holder dies, and runs once a period', async () => {
    const now = t.clock();
    const takers = await Promise.all(['a', 'b', 'c'].map((who) => takeScheduled(k(), 'lease-test', who, now, EVERY)));
    expect(takers.filter(Boolean)).toHaveLength(1);
    // Its holder killed mid-run (no renewal, nothing given back): another takes it once the lease runs out, not a period later.
    expect(await takeScheduled(k(), 'lease-test', 'b', now + LEASE_MS - 1, EVERY)).toBe(false);
    expect(await takeScheduled(k(), 'lease-test', 'b', now + LEASE_MS, EVERY)).toBe(true);
    // Finished: not due again in this period, due in the next.
    await releaseLease(k(), 'lease-test', 'b', now + LEASE_MS);
    expect(await takeScheduled(k(), 'lease-test', 'c', now + LEASE_MS + 60_000, EVERY)).toBe(false);
    expect(await takeScheduled(k(), 'lease-test', 'c', now + LEASE_MS + EVERY, EVERY)).toBe(true);
    // A run that failed gives the lease back without marking the period: the next tick runs it again.
    await releaseLease(k(), 'lease-test', 'c');
    expect(await takeScheduled(k(), 'lease-test', 'a', now + LEASE_MS + EVERY + 1, EVERY)).toBe(true);
  });
});
