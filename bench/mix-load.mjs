// Drives a mix of URLs with autocannon in a process of its own: each request picks one of the
// URLs at random (pages, views, filters differ), so no single answer is reused until a cache
// serves it. argv: a JSON file {urls, headers, connections, seconds}; prints {rps, p50, p99, errors, non2xx}.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const { urls, headers, connections, seconds } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const first = new URL(urls[0]);
const result = await autocannon({
  url: first.origin, connections, duration: seconds, headers,
  requests: [{ setupRequest: (req) => ({ ...req, path: (() => { const u = new URL(urls[Math.floor(Math.random() * urls.length)]); return u.pathname + u.search; })() }) }],
});
console.log(JSON.stringify({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx }));
