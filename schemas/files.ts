import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the product's screen files. */
export const SCHEMAS_DIR = fileURLToPath(new URL('.', import.meta.url));
export const META_SCHEMA_FILE = 'screen.schema.json';

export interface ScreenFile { component: string; file: string; json: unknown; parseError?: string }

/** Every `*.json` screen under `dir` but the meta-schema and fixtures; its component path is its path without `.json`. */
export function readScreenFiles(dir = SCHEMAS_DIR): ScreenFile[] {
  const found: ScreenFile[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) { if (name !== 'fixtures' && name !== 'node_modules') walk(path); continue; }
      if (!name.endsWith('.json') || name === META_SCHEMA_FILE) continue;
      const file = relative(dir, path).split(sep).join('/');
      found.push({ component: file.replace(/\.json$/, ''), file, ...parse(readFileSync(path, 'utf8')) });
    }
  };
  walk(dir);
  return found;
}

function parse(text: string): { json: unknown; parseError?: string } {
  try {
    return { json: JSON.parse(text) };
  } catch (error) {
    return { json: null, parseError: `不是合法的 JSON：${(error as Error).message}` };
  }
}
