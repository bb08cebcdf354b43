// `npm run schemas:test`: every screen's `scenarios` against a fresh database through the real
// engine and routes (server/test/scenarios.ts); a failing step is named — file, scenario, step.
import { isChart } from '../schemas/chart.ts';
import { readScreenFiles } from '../schemas/files.ts';
import type { ScreenSchema } from '../schemas/types.ts';
import { runScenarios } from '../server/test/scenarios.ts';

const screens = readScreenFiles()
  .filter((s) => !s.parseError && !isChart(s.json) && (s.json as ScreenSchema).scenarios?.length)
  .map((s) => ({ file: s.file, component: s.component, schema: s.json as ScreenSchema }));
const started = Date.now();
// The server batches its writes on timers that do not hold the process open (a server has its
// socket for that); a script has nothing else, so it holds itself open while the steps run.
const alive = setInterval(() => undefined, 1000);
const { steps, failures } = await runScenarios(screens);
clearInterval(alive);
const scenarios = screens.reduce((n, s) => n + (s.schema.scenarios?.length ?? 0), 0);
for (const failure of failures) console.error(`✗ ${failure}`);
console.log(`${screens.length} 个页面的 ${scenarios} 个场景，${steps} 步，${failures.length ? `${failures.length} 个失败` : '全部通过'}（${((Date.now() - started) / 1000).toFixed(1)} 秒）`);
process.exit(failures.length ? 1 : 0);
