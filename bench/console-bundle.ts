// First-load JavaScript of /login, and what is kept out of it: a production build into a
// temporary folder, with a plugin recording each chunk's modules and static imports.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { request } from 'node:http';
import { build } from 'vite';
import { benchServer } from './bench-server.ts';

export const LOGIN_BUDGET_GZIP = 300 * 1024;

export async function measureConsoleBundle() {
  const outDir = mkdtempSync(join(tmpdir(), 'kp-bench-build-'));
  const chunks = new Map<string, { entry: boolean; imports: string[]; modules: string[] }>();
  await build({
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
    plugins: [{
      name: 'kp-chunk-graph',
      generateBundle(_options: unknown, bundle: Record<string, any>) {
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk') chunks.set(item.fileName, { entry: item.isEntry, imports: item.imports, modules: item.moduleIds });
        }
      },
    }],
  });
  const entry = [...chunks].find(([, c]) => c.entry)![0];
  const first = new Set<string>();
  const visit = (file: string) => {
    if (first.has(file)) return;
    first.add(file);
    chunks.get(file)!.imports.forEach(visit);
  };
  visit(entry);
  const gzip = [...first].reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file))).length, 0);
  const firstModules = [...first].flatMap((file) => chunks.get(file)!.modules);
  const leaked = (pattern: RegExp) => firstModules.filter((m) => pattern.test(m));
  const transfer = await servedBytes(outDir, [...first]);
  const result = {
    loginGzip: gzip,
    loginTransfer: transfer,
    loginFiles: first.size,
    echartsInShell: leaked(/node_modules\/echarts\//).length,
    screensInShell: leaked(/\/widgets\/(?!registry\.ts)|\/runtime\/layout\/|NotBuiltScreen/).length,
    chunks: chunks.size,
  };
  rmSync(outDir, { recursive: true, force: true });
  return result;
}

/** The bytes of one GET as they cross the wire (still compressed), with its content-encoding. */
function fetchRaw(base: string, path: string): Promise<{ bytes: number; encoding: string; body: string }> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(parts);
        resolve({ bytes: raw.length, encoding: String(res.headers['content-encoding'] ?? 'identity'), body: res.headers['content-encoding'] ? '' : raw.toString() });
      });
    }).on('error', reject).end();
  });
}

/** What opening /login transfers from the real server: its page, styles and first-load scripts, as served (brotli). */
async function servedBytes(outDir: string, scripts: string[]): Promise<{ bytes: number; files: number; encodings: string[] }> {
  const server = await benchServer({}, { consoleDir: outDir });
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const styles = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]);
    const paths = ['/login', ...[...scripts, ...styles].map((f) => `/${f}`)];
    const answers = await Promise.all(paths.map((p) => fetchRaw(base, p)));
    return { bytes: answers.reduce((sum, a) => sum + a.bytes, 0), files: answers.length, encodings: [...new Set(answers.map((a) => a.encoding))] };
  } finally {
    await server.close();
  }
}
