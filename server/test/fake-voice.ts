/**
 * A local fake of the telephony provider for tests (server and Playwright), in the shape of
 * Aliyun's voice service: ClickToDial (its signature checked with the test's AccessKey secret)
 * answers a CallId and remembers the call; `report` pushes call reports to the server's webhook as
 * Aliyun's HTTP batch push does — a JSON array, UTF-8, nothing signed, the receiver answering HTTP
 * 200 with a numeric `code` (https://help.aliyun.com/zh/vms/voicereport-7,
 * https://help.aliyun.com/zh/vms/voicerecordreport-6); recordings are served at /recordings/{CallId}.wav.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCall { CallId: string; OutId: string; CallerNumber: string; CalledNumber: string; CallerShowNumber: string; VoiceCode?: string; robot?: boolean }
export interface FakeVoice {
  url: string;
  calls: FakeCall[];
  /** The next ClickToDial is refused with this code. */
  refuseNext: string | null;
  /** How long each call waits before it is answered (a provider under load). */
  answerDelayMs: number;
  /** Pushes `reports` to `target` (the address configured for the push: the server's /v1/api/voice/report/{secret}), as Aliyun does. */
  report(target: string, reports: object[]): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

/** A tenth of a second of silence as a WAV file: what a recording is, small. */
export function silentWav(): Buffer {
  const samples = 800;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0); header.writeUInt32LE(36 + samples * 2, 4); header.write('WAVE', 8); header.write('fmt ', 12);
  header.writeUInt32LE(16, 16); header.writeUInt16LE(1, 20); header.writeUInt16LE(1, 22); header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28); header.writeUInt16LE(2, 32); header.writeUInt16LE(16, 34); header.write('data', 36); header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

const percent = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export async function startFakeVoice(accessKeySecret: string): Promise<FakeVoice> {
  const fake: FakeVoice = {
    url: '', calls: [], refuseNext: null, answerDelayMs: 0,
    report: async (target, reports) => {
      const res = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json;charset=utf-8' }, body: JSON.stringify(reports) });
      return { status: res.status, body: await res.text() };
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const answer = (json: object) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ RequestId: 'REQ', ...json }));
    const send = (json: object) => (fake.answerDelayMs ? void setTimeout(() => answer(json), fake.answerDelayMs) : answer(json));
    if (url.pathname.startsWith('/recordings/')) return res.writeHead(200, { 'content-type': 'audio/wav' }).end(silentWav());
    const query = Object.fromEntries(url.searchParams);
    // The RPC signature, checked as the provider checks it.
    const { Signature, ...rest } = query;
    const canonical = Object.keys(rest).sort().map((key) => `${percent(key)}=${percent(rest[key])}`).join('&');
    const wanted = createHmac('sha1', `${accessKeySecret}&`).update(`GET&${percent('/')}&${percent(canonical)}`).digest('base64');
    if (Signature !== wanted) return send({ Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' });
    if (query.Action === 'ClickToDial') {
      if (fake.refuseNext) { const code = fake.refuseNext; fake.refuseNext = null; return send({ Code: code, Message: 'refused' }); }
      const call = { CallId: `CALL-${fake.calls.length + 1}-${Date.now()}`, OutId: query.OutId, CallerNumber: query.CallerNumber, CalledNumber: query.CalledNumber, CallerShowNumber: query.CallerShowNumber };
      fake.calls.push(call);
      return send({ Code: 'OK', Message: 'OK', CallId: call.CallId });
    }
    if (query.Action === 'SmartCall') {
      const call = { CallId: `ROBOT-${fake.calls.length + 1}-${Date.now()}`, OutId: query.OutId, CallerNumber: '', CalledNumber: query.CalledNumber, CallerShowNumber: query.CalledShowNumber, VoiceCode: query.VoiceCode, robot: true };
      fake.calls.push(call);
      return send({ Code: 'OK', Message: 'OK', CallId: call.CallId });
    }
    if (query.Action === 'QueryCallDetailByCallId') return send({ Code: 'OK', Message: 'OK', Data: '' });
    return send({ Code: 'InvalidAction.NotFound', Message: 'unknown action' });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
