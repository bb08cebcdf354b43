// First-load JavaScript of /login, and what is kept out of it: a production build into a
// temporary folder, with a plugin recording each chunk's modules and static imports.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

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
  const result = {
    loginGzip: gzip,
    loginFiles: first.size,
    echartsInShell: leaked(/node_modules\/echarts\//).length,
    screensInShell: leaked(/\/widgets\/(?!registry\.ts)|\/runtime\/layout\/|NotBuiltScreen/).length,
    chunks: chunks.size,
  };
  rmSync(outDir, { recursive: true, force: true });
  return result;
}
