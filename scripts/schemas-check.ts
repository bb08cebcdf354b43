// `npm run schemas:check`: every screen file against the meta-schema built from the live
// registries, plus the cross-checks; refreshes schemas/screen.schema.json and chart.schema.json for editors.
// Dictionaries and permission strings are data: they are checked against the database when
// one is at hand (DATABASE_URL, or the KP_SQLITE_FILE that exists), and otherwise only warned of.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHART_META_SCHEMA, checkChart, isChart } from '../schemas/chart.ts';
import { buildMetaSchema, checkData, checkRelations, checkScreen } from '../schemas/check.ts';
import { CHART_META_SCHEMA_FILE, META_SCHEMA_FILE, readScreenFiles, SCHEMAS_DIR } from '../schemas/files.ts';
import { type DataRegistries, liveRegistries } from '../schemas/registries.ts';
import type { ScreenSchema } from '../schemas/types.ts';
import { loadConfig } from '../server/config.ts';
import { connect } from '../server/db/connect.ts';
import { dataRegistries } from '../server/services/data-registries.ts';

/** The database's dictionaries and permission strings, or why they could not be read. */
async function readData(): Promise<DataRegistries | string> {
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(config.sqliteFile)) return `没有数据库（${config.sqliteFile} 不存在，也没有 DATABASE_URL）`;
  const db = connect({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    return await dataRegistries(db.kysely);
  } catch (error) {
    return `读不了数据库：${(error as Error).message}`;
  } finally {
    await db.close();
  }
}

const registries = liveRegistries();
const metaPath = join(SCHEMAS_DIR, META_SCHEMA_FILE);
const meta = `${JSON.stringify(buildMetaSchema(registries), null, 2)}\n`;
let stale = readFileSync(metaPath, { encoding: 'utf8', flag: 'a+' }) !== meta;
if (stale) writeFileSync(metaPath, meta);
// The chart files' own, for editors too.
const chartMetaPath = join(SCHEMAS_DIR, CHART_META_SCHEMA_FILE);
const chartMeta = `${JSON.stringify(CHART_META_SCHEMA, null, 2)}\n`;
if (readFileSync(chartMetaPath, { encoding: 'utf8', flag: 'a+' }) !== chartMeta) { writeFileSync(chartMetaPath, chartMeta); stale = true; }

const data = await readData();
if (typeof data === 'string') console.warn(`提醒：${data}，字典编码和权限标识未核对（服务器打开页面时会核对）`);
let problems = 0;
let warnings = 0;
const all = readScreenFiles(process.argv[2] ?? SCHEMAS_DIR);
// Chart screens (kind: chart) are checked against the stored screens they count, after those.
const files = all.filter((screen) => !isChart(screen.json));
const found = new Map(files.map((screen) => [screen, screen.parseError ? [{ file: screen.file, pointer: '/', message: screen.parseError }] : checkScreen(screen.file, screen.json, registries)]));
const valid = new Map(files.filter((screen) => !found.get(screen)!.length).map((screen) => [screen.component, screen.json as ScreenSchema]));
for (const screen of files) {
  let list = found.get(screen)!;
  if (!list.length) list = checkRelations(screen.file, screen.json as ScreenSchema, valid);
  if (!list.length && typeof data !== 'string') list = checkData(screen.file, screen.json as ScreenSchema, data);
  for (const p of list) (p.warning ? console.warn : console.error)(`${p.warning ? '提醒：' : ''}${p.file} ${p.pointer}: ${p.message}`);
  problems += list.filter((p) => !p.warning).length;
  warnings += list.filter((p) => p.warning).length;
}
const charts = all.filter((screen) => isChart(screen.json));
for (const chart of charts) {
  const list = checkChart(chart.file, chart.json, valid);
  for (const p of list) console.error(`${p.file} ${p.pointer}: ${p.message}`);
  problems += list.length;
}
console.log(`${files.length} 个页面 schema，${charts.length} 个图表 schema，${problems} 个问题${warnings ? `，${warnings} 个提醒` : ''}${stale ? '（已更新 screen.schema.json / chart.schema.json）' : ''}`);
process.exit(problems ? 1 : 0);
