// The load of a list benchmark, in a process of its own (so it does not share the server's event
// loop). argv: a JSON file {base or bases, headers, seconds, connections, kinds, writes?, probe?};
// with several bases (server processes sharing one database) the connections and paced requests take turns.
// `connections` loops each send one request at a time, of a kind picked at random; a kind is a path
// template: {rand:a:b} a whole number in [a, b], {pick:x|y|z} one of those (URL-encoded). Besides,
// `writes` POSTs a body (same templates inside its strings) and `probe` GETs a path, each at its
// own rate, whether or not earlier ones have answered. Prints each kind's latencies (ms) and how
// many answered 00000; bench/mix.ts merges several drivers' and summarises them.
// Requests go through undici's Client (one keep-alive connection per loop), not fetch: fetch's
// own cost capped a driver near 5,000 req/s on the bare route, below what the server answers.
import { readFileSync } from 'node:fs';
import { Client, Pool } from 'undici';

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const fill = (template, encode = true) => template.replace(/\{(rand|pick):([^}]*)\}/g, (_, kind, spec) => {
  if (kind === 'rand') { const [a, b] = spec.split(':').map(Number); return String(a + Math.floor(Math.random() * (b - a + 1))); }
  const options = spec.split('|');
  const value = options[Math.floor(Math.random() * options.length)];
  return encode ? encodeURIComponent(value) : value;
});
const quantile = (values, q) => { if (!values.length) return null; const sorted = [...values].sort((a, b) => a - b); return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]; };

const bases = config.bases ?? [config.base];
let turn = 0;
const nextBase = () => bases[turn++ % bases.length];
const names = Object.keys(config.kinds);
// KP_BENCH_TIMELINE=1: the list requests' latencies by half second on stderr (p50, p99, max), to
// see when a mix slowed (an import's parse, its move, just after its commit).
const timeline = process.env.KP_BENCH_TIMELINE ? [] : undefined;
const byKind = Object.fromEntries(names.map((n) => [n, { samples: [], ok: 0, timeline }]));
const end = Date.now() + config.seconds * 1000;
// One connection per loop; the paced writes and the probe each have a pool per base (they do not
// wait for answers), of as many connections as 6 s of their requests: writes held up (an import
// holding SQLite's writer for seconds) filled a shared pool of 16, and the probe's p99 measured its
// wait for a connection (4,691 ms) rather than the server's answer.
const pools = new Map();
const pooled = (base, purpose) => {
  const key = `${purpose} ${base}`;
  if (!pools.has(key)) pools.set(key, new Pool(base, { connections: 128 }));
  return pools.get(key);
};
const timed = async (client, path, init, into) => {
  const start = performance.now();
  try {
    const res = await client.request({ path, method: init.method ?? 'GET', headers: init.headers, body: init.body });
    const body = await res.body.text();
    if (res.statusCode === 200 && body.includes('"code":"00000"')) into.ok++;
  } catch { /* counted as not ok */ }
  into.samples.push(performance.now() - start);
  if (into.timeline) into.timeline.push([Date.now(), performance.now() - start]);
};
const loops = Array.from({ length: config.connections }, async (_, i) => {
  const client = new Client(bases[i % bases.length]);
  while (Date.now() < end) {
    const name = names[Math.floor(Math.random() * names.length)];
    await timed(client, fill(config.kinds[name]), { headers: config.headers }, byKind[name]);
  }
  await client.close();
});
// Writes and the probe keep their own rate: a slow answer does not slow the next one down.
const paced = (perSecond, send) => {
  const pending = [];
  const timer = setInterval(() => { if (Date.now() < end) pending.push(send()); }, 1000 / perSecond);
  return new Promise((resolve) => setTimeout(() => { clearInterval(timer); resolve(Promise.all(pending)); }, config.seconds * 1000));
};
const writes = { samples: [], ok: 0 };
const probe = { samples: [], ok: 0 };
const extra = [];
if (config.writes) {
  extra.push(paced(config.writes.perSecond, () => timed(pooled(nextBase(), 'writes'), config.writes.path, {
    method: 'POST', headers: { ...config.headers, 'content-type': 'application/json' }, body: fill(config.writes.body, false),
  }, writes)));
}
if (config.probe) extra.push(paced(config.probe.perSecond, () => timed(pooled(nextBase(), 'probe'), config.probe.path, {}, probe)));
await Promise.all([...loops, ...extra]);
await Promise.all([...pools.values()].map((p) => p.close()));

if (timeline) {
  const t0 = timeline.reduce((least, [t]) => Math.min(least, t), Infinity);
  const buckets = new Map();
  for (const [t, ms] of timeline) {
    const b = Math.floor((t - t0) / 500);
    if (!buckets.has(b)) buckets.set(b, []);
    buckets.get(b).push(ms);
  }
  for (const [b, v] of [...buckets].sort((x, y) => x[0] - y[0])) {
    console.error(`${new Date(t0 + b * 500).toISOString().slice(11, 23)} ${v.length} answered, p50 ${quantile(v, 0.5).toFixed(0)} ms, p99 ${quantile(v, 0.99).toFixed(0)} ms, max ${quantile(v, 1).toFixed(0)} ms`);
  }
}
const raw = ({ samples, ok }) => ({ samples: samples.map((ms) => Math.round(ms * 100) / 100), ok });
console.log(JSON.stringify({
  kinds: Object.fromEntries(names.map((n) => [n, raw(byKind[n])])),
  ...(config.writes ? { writes: raw(writes) } : {}),
  ...(config.probe ? { probe: raw(probe) } : {}),
  // The driver's own CPU time (ms): on a small machine it shares the cores with the server.
  driverCpuMs: ((used) => (used.user + used.system) / 1000)(process.cpuUsage()),
}));
