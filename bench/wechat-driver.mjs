// The load of the WeChat callback bench, in a process of its own: `connections` loops, each pushing
// one signed message at a time as WeChat does (followers' texts matching a keyword whole or in part,
// texts matching nothing, follows, and WeChat's retries of a message already answered), for
// `seconds`. argv: a JSON file {base, accountId, token, seconds, connections, kinds: {name: {weight,
// content?, event?, retry?, expect}}}. Each answer is checked against what the kind expects (a
// reply holding `expect`, or `success`); prints each kind's latencies (ms) and how many were right.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'undici';

const config = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const names = Object.keys(config.kinds);
const total = names.reduce((n, k) => n + config.kinds[k].weight, 0);
const pick = () => {
  let r = Math.random() * total;
  for (const name of names) if ((r -= config.kinds[name].weight) < 0) return name;
  return names[names.length - 1];
};
const byKind = Object.fromEntries(names.map((n) => [n, { samples: [], ok: 0 }]));
const sent = [];
let next = 1;
const signed = () => {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = Math.random().toString(36).slice(2, 10);
  const signature = createHash('sha1').update([config.token, timestamp, nonce].sort().join('')).digest('hex');
  return `timestamp=${timestamp}&nonce=${nonce}&signature=${signature}`;
};
const message = (kind, id) => {
  const from = `oBench${id % 5000}`;
  const head = `<ToUserName><![CDATA[gh_bench]]></ToUserName><FromUserName><![CDATA[${from}]]></FromUserName><CreateTime>${1764000000 + id}</CreateTime>`;
  return kind.event
    ? `<xml>${head}<MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${kind.event}]]></Event></xml>`
    : `<xml>${head}<MsgType><![CDATA[text]]></MsgType><Content><![CDATA[${kind.content}]]></Content><MsgId>${id}</MsgId></xml>`;
};
const end = Date.now() + config.seconds * 1000;
const started = process.cpuUsage();
await Promise.all(Array.from({ length: config.connections }, async () => {
  const client = new Client(config.base);
  while (Date.now() < end) {
    const name = pick();
    const kind = config.kinds[name];
    // A retry is WeChat sending again a message it already had an answer for: answered `success`, once handled.
    const xml = kind.retry && sent.length ? sent[Math.floor(Math.random() * sent.length)] : message(kind, next++);
    const start = performance.now();
    try {
      const res = await client.request({ path: `/v1/api/wechat/callback/${config.accountId}?${signed()}`, method: 'POST', headers: { 'content-type': 'text/xml' }, body: xml });
      const body = await res.body.text();
      if (res.statusCode === 200 && (kind.expect === 'success' ? body === 'success' : body.includes(kind.expect))) byKind[name].ok++;
    } catch { /* counted as not right */ }
    byKind[name].samples.push(performance.now() - start);
    if (!kind.retry && !kind.event && sent.length < 2000) sent.push(xml);
  }
  await client.close();
}));
const cpu = process.cpuUsage(started);
process.stdout.write(JSON.stringify({ kinds: byKind, driverCpuMs: (cpu.user + cpu.system) / 1000 }));
