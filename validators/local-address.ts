/**
 * Whether an address reaches only this machine or its own network — localhost, 127.x, ::1, a
 * private (10/8, 172.16/12, 192.168/16, 100.64/10) or link-local (169.254/16, fe80::/10, fc00::/7)
 * address, or a name without a dot: a link there opens on no talent's phone and no platform's
 * server. Pure, for the console's warnings and the server's refusals alike.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  if (!host || host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.includes(':')) return host === '::' || host === '::1' || /^(fe[89ab]|f[cd])/.test(host) || (/^::ffff:/.test(host) && isLocalHost(host.slice(7)));
  const quad = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)?.slice(1).map(Number);
  if (!quad) return !host.includes('.');
  const [a, b] = quad;
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
}

/** isLocalHost of an origin or URL's host; an address that does not parse counts as local (it reaches no one). */
export function isLocalOrigin(origin: string): boolean {
  try {
    return isLocalHost(new URL(origin).hostname);
  } catch {
    return true;
  }
}
