// `npm run schemas:check`: every screen file against the meta-schema built from the live
// registries, plus the cross-checks; refreshes schemas/screen.schema.json for editors.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildMetaSchema, checkScreen } from '../schemas/check.ts';
import { META_SCHEMA_FILE, readScreenFiles, SCHEMAS_DIR } from '../schemas/files.ts';
import { liveRegistries } from '../schemas/registries.ts';

const registries = liveRegistries();
const metaPath = join(SCHEMAS_DIR, META_SCHEMA_FILE);
const meta = `${JSON.stringify(buildMetaSchema(registries), null, 2)}\n`;
const stale = readFileSync(metaPath, { encoding: 'utf8', flag: 'a+' }) !== meta;
if (stale) writeFileSync(metaPath, meta);

let problems = 0;
const files = readScreenFiles(process.argv[2] ?? SCHEMAS_DIR);
for (const screen of files) {
  const found = screen.parseError ? [{ file: screen.file, pointer: '/', message: screen.parseError }] : checkScreen(screen.file, screen.json, registries);
  for (const p of found) console.error(`${p.file} ${p.pointer}: ${p.message}`);
  problems += found.length;
}
console.log(`${files.length} 个页面 schema，${problems} 个问题${stale ? '（已更新 screen.schema.json）' : ''}`);
process.exit(problems ? 1 : 0);
