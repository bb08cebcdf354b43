// The load of a list benchmark, in a process of its own (so it does not share the server's event
// loop). argv: a JSON file {base or bases, headers, seconds, connections, kinds, writes?, probe?};
// with several bases (server processes sharing one database) the connections and paced requests take turns.
// `connections` loops each send one request at a time, of a kind picked at random; a kind is a path
// template: {rand:a:b} a whole number in [a, b], {pick:x|y|z} one of those (URL-encoded). Besides,
// `writes` POSTs a body (same templates inside its strings) and `probe` GETs a path, each at its
// own rate, whether or not earlier ones have answered. Prints per-kind counts and latencies.
import { readFileSync } from 'node:fs';

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const fill = (template, encode = true) => template.replace(/\{(rand|pick):([^}]*)\}/g, (_, kind, spec) => {
  if (kind === 'rand') { const [a, b] = spec.split(':').map(Number); return String(a + Math.floor(Math.random() * (b - a + 1))); }
  const options = spec.split('|');
  const value = options[Math.floor(Math.random() * options.length)];
  return encode ? encodeURIComponent(value) : value;
});
const quantile = (values, q) => { if (!values.length) return null; const sorted = [...values].sort((a, b) => a - b); return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]; };
const summary = (samples, ok, seconds) => ({ count: samples.length, ok, rps: samples.length / seconds, p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), max: quantile(samples, 1) });

const bases = config.bases ?? [config.base];
let turn = 0;
const nextBase = () => bases[turn++ % bases.length];
const names = Object.keys(config.kinds);
// KP_BENCH_TIMELINE=1: the list requests' latencies by half second on stderr (p50, p99, max), to
// see when a mix slowed (an import's parse, its move, just after its commit).
const timeline = process.env.KP_BENCH_TIMELINE ? [] : undefined;
const byKind = Object.fromEntries(names.map((n) => [n, { samples: [], ok: 0, timeline }]));
const end = Date.now() + config.seconds * 1000;
const timed = async (url, init, into) => {
  const start = performance.now();
  try {
    const res = await fetch(url, init);
    const body = await res.text();
    if (res.ok && body.includes('"code":"00000"')) into.ok++;
  } catch { /* counted as not ok */ }
  into.samples.push(performance.now() - start);
  if (into.timeline) into.timeline.push([Date.now(), performance.now() - start]);
};
const loops = Array.from({ length: config.connections }, async (_, i) => {
  const base = bases[i % bases.length];
  while (Date.now() < end) {
    const name = names[Math.floor(Math.random() * names.length)];
    await timed(base + fill(config.kinds[name]), { headers: config.headers }, byKind[name]);
  }
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
  extra.push(paced(config.writes.perSecond, () => timed(nextBase() + config.writes.path, {
    method: 'POST', headers: { ...config.headers, 'content-type': 'application/json' }, body: fill(config.writes.body, false),
  }, writes)));
}
if (config.probe) extra.push(paced(config.probe.perSecond, () => timed(nextBase() + config.probe.path, {}, probe)));
await Promise.all([...loops, ...extra]);

if (timeline) {
  const t0 = Math.min(...timeline.map(([t]) => t));
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
const all = names.flatMap((n) => byKind[n].samples);
console.log(JSON.stringify({
  mix: summary(all, names.reduce((n, k) => n + byKind[k].ok, 0), config.seconds),
  kinds: Object.fromEntries(names.map((n) => [n, summary(byKind[n].samples, byKind[n].ok, config.seconds)])),
  ...(config.writes ? { writes: summary(writes.samples, writes.ok, config.seconds) } : {}),
  ...(config.probe ? { probe: summary(probe.samples, probe.ok, config.seconds) } : {}),
  // The driver's own CPU time (ms): on a small machine it shares the cores with the server.
  driverCpuMs: ((used) => (used.user + used.system) / 1000)(process.cpuUsage()),
}));
