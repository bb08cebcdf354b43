// The official account's callback under the load WeChat brings (issue 30): WeChat waits 5 seconds
// for an answer and otherwise retries, then gives up. The product as `npm start` runs it (SQLite),
// a fake WeChat beside it (tokens; customer-service messages), rules set through the API: keywords
// matched whole and in part, a rule answering everything (its second and third replies sent as
// customer-service messages), a follow reply with a news item; then 50 connections push signed
// messages for 15 s — hits, misses, follows and retries of messages already answered.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { adminHeaders, benchServer, processEnv } from './bench-server.ts';
import type { KindResult } from './mix.ts';
import { peakRssOf, startServerProcess, stopServerProcess } from './server-process.ts';

/** WeChat's limit for an answer to a pushed message. */
export const CALLBACK_LIMIT_MS = 5000;
const TOKEN = 'benchToken2026';
const SECRET = '0123456789abcdef0123456789abcdef';

export interface WechatBench {
  seconds: number; connections: number; total: KindResult; kinds: Record<string, KindResult>;
  /** Customer-service messages the fake received, against those the answered 回复全部 hits owed. */
  customs: { received: number; owed: number };
  cpuMs: number[]; driverCpuMs: number; rssMb: number[];
}

const KINDS = {
  'keyword matched whole (回复全部: 1 answered, 2 as customer-service messages)': { weight: 35, content: '工资', expect: '工资每月 10 日发放' },
  'keyword contained in the message': { weight: 25, content: '请问现在有什么工作吗', expect: '回复「岗位」看最新岗位' },
  'no keyword (answered success)': { weight: 20, content: '你好', expect: 'success' },
  'follow (news reply)': { weight: 10, event: 'subscribe', expect: '<Title><![CDATA[欢迎关注快聘]]></Title>' },
  'WeChat retrying an answered message (success)': { weight: 10, retry: true, expect: 'success' },
};

export async function benchWechat(seconds = 15, connections = 50): Promise<WechatBench> {
  let customs = 0;
  const fake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url!, 'http://x').pathname;
      const send = (json: object) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (path === '/cgi-bin/stable_token') return send({ access_token: 'BENCH-TOKEN', expires_in: 7200 });
      if (path === '/cgi-bin/message/custom/send') { customs++; return send({ errcode: 0, errmsg: 'ok' }); }
      return send({ errcode: 40004, errmsg: 'unknown' });
    });
  });
  await new Promise<void>((done) => fake.listen(0, '127.0.0.1', done));
  const dir = mkdtempSync(join(tmpdir(), 'kp-wechat-'));
  const setup = await benchServer({}, { dir });
  const env = processEnv(setup.config);
  await setup.close({ keep: true });
  const server = await startServerProcess(18_520, env);
  try {
    const auth = await adminHeaders(server.base);
    const headers = { ...auth, 'content-type': 'application/json' };
    const api = async (path: string, body: object) => {
      const answer = await (await fetch(`${server.base}/v1/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json() as { code: string; msg: string; data: { id?: number } };
      if (answer.code !== '00000') throw new Error(`${path}: ${answer.msg}`);
      return answer.data;
    };
    await api('/app/system/config/data', { configs: { 'wechat.apiBase': `http://127.0.0.1:${(fake.address() as AddressInfo).port}` } });
    const account = await api('/app/wechat/account/add', { name: '压测公众号', original_id: 'gh_0123456789ab', app_id: 'wx0123456789abcdef', app_secret: SECRET, token: TOKEN, status: '1' });
    const rule = (name: string, words: object[], replies: object[]) => api('/app/wechat/keyword/add', { account_id: account.id, name, trigger: 'keyword', words, reply_mode: 'all', replies, status: '1' });
    // Rules a real account has beside the ones hit: the callback reads them all for each message.
    for (let i = 0; i < 30; i++) await rule(`规则 ${i}`, [{ word: `口令${i}`, match: 'exact' }, { word: `活动${i}`, match: 'contains' }], [{ type: 'text', text: `第 ${i} 条规则的回复` }]);
    await rule('找工作', [{ word: '工作', match: 'contains' }, { word: '岗位', match: 'contains' }], [{ type: 'text', text: '回复「岗位」看最新岗位' }]);
    // A news item's cover from the material library.
    const form = new FormData();
    form.append('file', new Blob([await sharp({ create: { width: 600, height: 320, channels: 3, background: '#1677ff' } }).png().toBuffer()], { type: 'image/png' }), 'cover.png');
    const upload = await (await fetch(`${server.base}/v1/api/uploads/matter?field=file`, { method: 'POST', headers: auth, body: form })).json() as { msg: string; data: { url: string } | null };
    if (!upload.data) throw new Error(`the cover's upload: ${upload.msg}`);
    const cover = await api('/app/matter/add', { title: '欢迎封面', file: upload.data.url, folder: '1' });
    const news = (title: string, url: string) => ({ type: 'news', title, url, description: '快聘', cover_id: cover.id });
    await rule('工资', [{ word: '工资', match: 'exact' }], [{ type: 'text', text: '工资每月 10 日发放' }, { type: 'text', text: '详情见官网' }, news('工资说明', 'https://kp.example/pay')]);
    await api('/app/wechat/receive/care/save', { account_id: account.id, reply_mode: 'all', replies: [news('欢迎关注快聘', 'https://kp.example/jobs')] });

    const file = join(dir, 'wechat-driver.json');
    writeFileSync(file, JSON.stringify({ base: server.base, accountId: account.id, token: TOKEN, seconds, connections, kinds: KINDS }));
    const { result, rssMb, cpuMs } = await peakRssOf([server.pid], () => new Promise<{ kinds: Record<string, { samples: number[]; ok: number }>; driverCpuMs: number }>((resolve, reject) => {
      const child = spawn(process.execPath, [new URL('./wechat-driver.mjs', import.meta.url).pathname, file], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (chunk) => { out += chunk; });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`wechat-driver exited ${code}`))));
    }));
    const whole = Object.keys(KINDS)[0];
    const owed = result.kinds[whole].ok * 2;
    // The customer-service messages go out after each answer: wait for the last of them (at most 30 s).
    for (let i = 0; i < 300 && customs < owed; i++) await new Promise((r) => setTimeout(r, 100));
    const all = { samples: Object.values(result.kinds).flatMap((k) => k.samples), ok: Object.values(result.kinds).reduce((n, k) => n + k.ok, 0) };
    return {
      seconds, connections, total: summary(all, seconds),
      kinds: Object.fromEntries(Object.entries(result.kinds).map(([name, k]) => [name, summary(k, seconds)])),
      customs: { received: customs, owed }, cpuMs, driverCpuMs: result.driverCpuMs, rssMb,
    };
  } finally {
    await stopServerProcess(server);
    await new Promise<void>((done) => fake.close(() => done()));
    rmSync(dir, { recursive: true, force: true });
  }
}

function summary({ samples, ok }: { samples: number[]; ok: number }, seconds: number): KindResult {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null);
  return { count: sorted.length, ok, rps: sorted.length / seconds, p50: at(0.5), p99: at(0.99), max: sorted.length ? sorted[sorted.length - 1] : null };
}
