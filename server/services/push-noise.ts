/**
 * Pushes refused for their credentials (a wrong signature, a wrong secret in the address, a sender
 * off the allow-list): noise from the internet as often as a misconfiguration. Each adapter's
 * refusals are counted per minute in one row (`sys_push_refusal`: how many, the last reason and
 * sender), not logged row by row, and never taken for the adapter's last failure; an address
 * refused too often in a minute is answered 429 without more work.
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { ApiError } from '../errors.ts';
import { countCall } from './rate-limit.ts';
import { unmapped } from './remote-fetch.ts';

/** Refused pushes one address may send an adapter in a minute before it is answered 429. */
export const REFUSALS_PER_MINUTE = 30;

/** Counts a refused push of `kind` and refuses it: 403, or 429 past REFUSALS_PER_MINUTE from its address. */
export async function refuseNoise(app: FastifyInstance, req: FastifyRequest, kind: string, why: string): Promise<never> {
  const k = app.db.kysely as Kysely<any>;
  const now = app.clock();
  await countCall(k, `push:${kind}:${req.ip}`, REFUSALS_PER_MINUTE, now, '推送被拒绝的次数过多，请稍后再试');
  const minute = Math.floor(now / 60_000) * 60_000;
  await k.insertInto('sys_push_refusal').values({ kind, minute, count: 1, why: why.slice(0, 200), address: req.ip.slice(0, 64) })
    .onConflict((oc) => oc.columns(['kind', 'minute']).doUpdateSet({ count: sql`sys_push_refusal.count + 1`, why: why.slice(0, 200), address: req.ip.slice(0, 64) }))
    .execute().catch((error: unknown) => req.log.warn({ err: error }, '拒绝推送的计数未能写入'));
  // The reason stays in the count (for the administrator), not in the answer (for whoever knocked).
  throw new ApiError('FORBIDDEN', '推送未通过校验');
}

/** Whether `address` is one of `allowed` (addresses, or networks as `a.b.c.d/n`, IPv4 or IPv6). */
export function addressWithin(address: string, allowed: string[]): boolean {
  const list = new BlockList();
  for (const entry of allowed) {
    const [network, bits] = entry.split('/');
    const family = isIP(network);
    if (!family) continue;
    if (bits === undefined) list.addAddress(network, family === 4 ? 'ipv4' : 'ipv6');
    else list.addSubnet(network, Number(bits), family === 4 ? 'ipv4' : 'ipv6');
  }
  const plain = unmapped(address);
  const family = isIP(plain);
  return family ? list.check(plain, family === 4 ? 'ipv4' : 'ipv6') : false;
}
