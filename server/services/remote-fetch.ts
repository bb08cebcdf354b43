/**
 * Fetching a file at an address a platform pushed (a call's recording): only what the platform
 * can mean, never a way into our own network. The address must be https, its host one of the
 * allowed (exactly, or under an allowed `.suffix`), and every address its name resolves to a
 * public one — checked as the connection is made, so a name that resolves differently the second
 * time (DNS rebinding) is caught too. Redirects are followed only onto allowed hosts, at most
 * MAX_REDIRECTS; the answer is read up to `maxBytes` within `timeoutMs`, else abandoned.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';

/** Addresses no platform's file lives at: this machine, private and shared networks, link-local (cloud metadata, 169.254.169.254), multicast, reserved. */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32]] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

const MAX_REDIRECTS = 3;

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, as a dual-stack socket reports an IPv4 peer) as its IPv4; any other as it is. */
export const unmapped = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;

/** Whether `address` (IPv4 or IPv6, an IPv4-mapped IPv6 judged as its IPv4) is one no fetch may reach. */
export function isForbiddenAddress(address: string): boolean {
  const plain = unmapped(address);
  const family = isIP(plain);
  return family ? FORBIDDEN.check(plain, family === 4 ? 'ipv4' : 'ipv6') : true;
}

/** Whether `host` is allowed by `hosts` (exact names, or `.suffix` for a domain's hosts). */
export function hostAllowed(host: string, hosts: string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return hosts.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    if (!allowed) return false;
    return allowed.startsWith('.') ? name.endsWith(allowed) && name.length > allowed.length : name === allowed;
  });
}

export interface RemoteFetch {
  /** Allowed hosts: exact names, or `.suffix`. */
  hosts: string[];
  maxBytes: number;
  timeoutMs: number;
  /** Tests only (the fake platforms listen on 127.0.0.1 over http): loopback addresses and http allowed, the host list still applies. */
  loopback?: boolean;
}

export type FetchedFile = { ok: true; status: number; mime: string; bytes: Buffer } | { ok: false; status: number | null; message: string };

class Refused extends Error {}

/** The file at `url`, within the rules above; a refusal or failure says why, in Chinese. */
export async function fetchRemoteFile(url: string, rules: RemoteFetch): Promise<FetchedFile> {
  const refusedAddress = (address: string) => isForbiddenAddress(address) && !(rules.loopback && /^(127\.|::1$)/.test(unmapped(address)));
  // Every connection's addresses checked as it is made (the name resolved once, here, and used).
  const lookup = (hostname: string, options: object, callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => refusedAddress(a.address));
      if (bad || !list.length) return callback(new Refused(`地址 ${hostname} 指向内网或本机（${bad?.address ?? '无地址'}），不取`), []);
      if ((options as { all?: boolean }).all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
  const agent = new Agent({ connect: { lookup } as never, connections: 1 });
  const signal = AbortSignal.timeout(rules.timeoutMs);
  try {
    let target = url;
    for (let hop = 0; ; hop++) {
      let parsed: URL;
      try { parsed = new URL(target); } catch { return { ok: false, status: null, message: '录音地址不是网址' }; }
      if (parsed.protocol !== 'https:' && !(rules.loopback && parsed.protocol === 'http:')) return { ok: false, status: null, message: `只取 https 地址（${parsed.protocol}）` };
      if (parsed.username || parsed.password) return { ok: false, status: null, message: '地址里不能带账号密码' };
      const host = parsed.hostname.replace(/^\[|\]$/g, '');
      if (!hostAllowed(host, rules.hosts)) return { ok: false, status: null, message: `主机 ${host} 不在允许的录音地址中` };
      // A literal address is connected to without a lookup: judged here.
      if (isIP(host) && refusedAddress(host)) return { ok: false, status: null, message: `地址 ${host} 是内网或本机，不取` };
      const res = await undiciFetch(parsed, { dispatcher: agent, redirect: 'manual', signal });
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        await res.body?.cancel();
        if (hop >= MAX_REDIRECTS) return { ok: false, status: res.status, message: `跳转超过 ${MAX_REDIRECTS} 次` };
        target = new URL(res.headers.get('location')!, parsed).toString();
        continue;
      }
      const mime = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      const declared = Number(res.headers.get('content-length') ?? NaN);
      if (declared > rules.maxBytes) {
        await res.body?.cancel();
        return { ok: false, status: res.status, message: `文件超过 ${Math.round(rules.maxBytes / 1024 / 1024)} MB` };
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body ?? []) {
        size += (chunk as Uint8Array).length;
        if (size > rules.maxBytes) return { ok: false, status: res.status, message: `文件超过 ${Math.round(rules.maxBytes / 1024 / 1024)} MB` };
        chunks.push(Buffer.from(chunk as Uint8Array));
      }
      if (!res.ok) return { ok: false, status: res.status, message: `平台答 HTTP ${res.status}` };
      return { ok: true, status: res.status, mime, bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof Refused) return { ok: false, status: null, message: cause.message };
    if (error instanceof Refused) return { ok: false, status: null, message: error.message };
    if ((error as Error).name === 'TimeoutError' || signal.aborted) return { ok: false, status: null, message: `${rules.timeoutMs / 1000} 秒内没有取完` };
    return { ok: false, status: null, message: `取文件失败：${(error as Error).message}` };
  } finally {
    await agent.close().catch(() => undefined);
  }
}
