// Sends requests to the URL one after another on each of N loops until stopped, then prints
// every request's start time and latency (ms) as JSON; the parent keeps the ones in its window.
const [url, loops = '2'] = process.argv.slice(2);
const samples = [];
let running = true;
process.on('message', () => { running = false; });
await Promise.all(Array.from({ length: Number(loops) }, async () => {
  while (running) {
    const start = performance.timeOrigin + performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    samples.push([start, performance.timeOrigin + performance.now() - start]);
  }
}));
process.send(samples, () => process.exit(0));
