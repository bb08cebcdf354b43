import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the product's screen files. */
export const SCHEMAS_DIR = fileURLToPath(new URL('.', import.meta.url));
export const META_SCHEMA_FILE = 'screen.schema.json';
/** The chart files' meta-schema, for editors (schemas/chart.ts CHART_META_SCHEMA). */
export const CHART_META_SCHEMA_FILE = 'chart.schema.json';

export interface ScreenFile { component: string; file: string; json: unknown; parseError?: string }

/** Every `*.json` screen under `dir` but the meta-schema and fixtures; its component path is its path without `.json`. */
export function readScreenFiles(dir = SCHEMAS_DIR): ScreenFile[] {
  const found: ScreenFile[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) { if (name !== 'fixtures' && name !== 'node_modules') walk(path); continue; }
      if (!name.endsWith('.json') || name === META_SCHEMA_FILE || name === CHART_META_SCHEMA_FILE) continue;
      const file = relative(dir, path).split(sep).join('/');
      found.push({ component: file.replace(/\.json$/, ''), file, ...parse(readFileSync(path, 'utf8')) });
    }
  };
  walk(dir);
  return found;
}

// V8's JSON.parse messages, in words an analyst reads.
const REASONS: Array<[RegExp, (m: RegExpExecArray) => string]> = [
  [/^Expected double-quoted property name/, () => '这里应是用双引号括起来的属性名（或者上一项后面多了一个逗号）'],
  [/^Expected property name or '}'/, () => '这里应是用双引号括起来的属性名'],
  [/^Expected ',' or '}' after property value/, () => '上一个属性后面缺少逗号，或者缺少右花括号 }'],
  [/^Expected ',' or '\]' after array element/, () => '上一个元素后面缺少逗号，或者缺少右方括号 ]'],
  [/^Expected ':' after property name/, () => '属性名后面缺少冒号'],
  [/^Unterminated string/, () => '字符串缺少结束的双引号'],
  [/^Bad control character in string literal/, () => '字符串里有未转义的换行或控制字符（换行请写 \\n）'],
  [/^Bad escaped character/, () => '字符串里有不合法的转义（反斜杠 \\ 要写成 \\\\）'],
  [/^Unexpected end of JSON input/, () => '文件在中途结束了：有括号或引号没有闭合'],
  [/^Unexpected non-whitespace character after JSON/, () => 'JSON 已经结束，后面还有多余的内容（多了一个括号？）'],
  [/^Unexpected token '(.)'/, (m) => `这里不应出现「${m[1]}」（字符串要用双引号，true/false/null 要小写）`],
];

/** Where `char` first stands outside a double-quoted string (V8 does not say where its token was). */
function outsideStrings(text: string, char: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (quoted && text[i] === '\\') { i++; continue; }
    if (text[i] === '"') quoted = !quoted;
    else if (!quoted && text[i] === char) return i;
  }
  return 0;
}

/** Where a JSON syntax error is (line and column, 1-based) and what it is, in Chinese. */
export function describeJsonError(text: string, error: Error): string {
  const message = error.message;
  const at = /at position (\d+)/.exec(message);
  // A message without a position ("Unexpected end", some "Unexpected token") points at the end or the token's first match.
  const token = /^Unexpected token '(.)',/.exec(message);
  const position = at ? Number(at[1]) : message.startsWith('Unexpected end') ? text.length : token ? outsideStrings(text, token[1]) : 0;
  const before = text.slice(0, position).split('\n');
  const where = `第 ${before.length} 行第 ${before[before.length - 1].length + 1} 列`;
  const reason = REASONS.map(([pattern, say]) => { const m = pattern.exec(message); return m ? say(m) : null; }).find(Boolean);
  return `不是合法的 JSON：${where}，${reason ?? '这里的写法不对'}`;
}

function parse(text: string): { json: unknown; parseError?: string } {
  try {
    const json = JSON.parse(text);
    // A single page (kind page) has no bindings of its own: it is read as having none.
    if (json && typeof json === 'object' && json.kind === 'page' && json.api === undefined) json.api = {};
    return { json };
  } catch (error) {
    return { json: null, parseError: describeJsonError(text, error as Error) };
  }
}
