// A 100,000-row valid xlsx imported end to end over HTTP, while a second process measures
// the ping route's latency.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { zipBomb } from '../server/test/harness.ts';
import { ZIP_LIMITS } from '../server/engine/zip-guard.ts';
import { adminHeaders, benchServer } from './bench-server.ts';

export const IMPORT_ROWS = 100_000;

const SCHEMA = {
  kind: 'crud', title: '导入压测', perms: { query: 'talents:list:query', import: 'talents:list:import' },
  api: { list: 'GET /bench/imports', import: 'POST /bench/imports/_import' },
  model: { type: 'object', required: ['name', 'mobile'], properties: {
    name: { type: 'string', title: '姓名', maxLength: 32 },
    mobile: { type: 'string', title: '手机号', maxLength: 11, format: 'mobile', 'x-unique': true, 'x-mask': 'mobile' },
    gender: { type: 'integer', title: '性别', 'x-dict': 'gender' },
    city: { type: 'string', title: '城市', maxLength: 16 },
    age: { type: 'integer', title: '年龄', minimum: 16, maximum: 70 },
  } },
  list: { columns: ['name', 'mobile'] },
  storage: { table: 'bench_import' },
};

async function workbook(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  sheet.addRow(['姓名 *', '手机号 *', '性别', '城市', '年龄']);
  for (let i = 0; i < rows; i++) sheet.addRow([`候选人${i}`, `1${3 + (i % 7)}${String(i).padStart(9, '0')}`, i % 2 ? '男' : '女', '杭州', 18 + (i % 40)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export interface PingStats { count: number; p50: number; p99: number; max: number }
export interface ImportBench { seconds: number; imported: number; ping: PingStats; bytes: number }

/** Latencies of the ping requests a probe process sent while `work` ran. */
async function pingDuring<T>(url: string, work: () => Promise<T>): Promise<{ result: T; ping: PingStats }> {
  const probe = fork(fileURLToPath(new URL('./ping-probe.mjs', import.meta.url)), [url, '2'], { stdio: 'ignore' });
  const samples = new Promise<Array<[number, number]>>((resolve) => probe.once('message', (m) => resolve(m as Array<[number, number]>)));
  await new Promise((r) => setTimeout(r, 500));
  const from = performance.timeOrigin + performance.now();
  const result = await work();
  const to = performance.timeOrigin + performance.now();
  probe.send('stop');
  const inWindow = (await samples).filter(([start]) => start >= from && start <= to).map(([, ms]) => ms).sort((a, b) => a - b);
  const at = (q: number) => inWindow[Math.min(inWindow.length - 1, Math.floor(q * inWindow.length))] ?? NaN;
  return { result, ping: { count: inWindow.length, p50: at(0.5), p99: at(0.99), max: inWindow[inWindow.length - 1] ?? NaN } };
}

export async function benchImport(): Promise<ImportBench> {
  const server = await benchServer({ 'bench-import': SCHEMA });
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const headers = await adminHeaders(base);
  const file = await workbook(IMPORT_ROWS);

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'import.xlsx');
  let seconds = 0;
  const { result: body, ping } = await pingDuring(`${base}/v1/api/ping`, async () => {
    const started = performance.now();
    const res = await fetch(`${base}/v1/api/bench/imports/_import`, { method: 'POST', headers, body: form });
    const answer = await res.json();
    seconds = (performance.now() - started) / 1000;
    return answer;
  });
  await server.close();
  if (body.code !== '00000') throw new Error(`import failed: ${JSON.stringify(body).slice(0, 300)}`);
  return { seconds, imported: body.data.imported, ping, bytes: file.length };
}

export interface BombBench { seconds: number; refused: number; ping: PingStats; bytes: number; rssMb: number }

/**
 * Two zip bombs (each a small xlsx unpacking to just under 300 MiB, one with lying headers) uploaded
 * at once: how long until both are refused, the ping route's latency meanwhile, the server's RSS after.
 */
export async function benchZipBombs(): Promise<BombBench> {
  const server = await benchServer({ 'bench-import': SCHEMA });
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const headers = await adminHeaders(base);
  const bombs = [await zipBomb(ZIP_LIMITS.maxUnpackedBytes - 1024 * 1024), await zipBomb(ZIP_LIMITS.maxUnpackedBytes - 1024 * 1024, { lie: true })];
  const upload = async (file: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), 'bomb.xlsx');
    return (await fetch(`${base}/v1/api/bench/imports/_import`, { method: 'POST', headers, body: form })).json();
  };
  let seconds = 0;
  const { result, ping } = await pingDuring(`${base}/v1/api/ping`, async () => {
    const started = performance.now();
    const answers = await Promise.all(bombs.map(upload));
    seconds = (performance.now() - started) / 1000;
    return answers;
  });
  const rssMb = process.memoryUsage().rss / 1048576;
  await server.close();
  return { seconds, refused: result.filter((a) => a.code === 'A0400').length, ping, bytes: bombs[0].length, rssMb };
}
