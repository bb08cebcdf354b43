// `npm run bench`: every speed and size target, each reported as a ratio measured in this run.
import { LOGIN_BUDGET_GZIP, measureConsoleBundle } from './console-bundle.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [];

const bundle = await measureConsoleBundle();
rows.push(['/login first-load JS (gzip)', kb(bundle.loginGzip), `≤ ${kb(LOGIN_BUDGET_GZIP)}`, (bundle.loginGzip / LOGIN_BUDGET_GZIP).toFixed(2), bundle.loginGzip <= LOGIN_BUDGET_GZIP]);
rows.push(['echarts modules in the /login load', String(bundle.echartsInShell), '0', '—', bundle.echartsInShell === 0]);
rows.push(['screen/layout modules in the /login load', String(bundle.screensInShell), '0', '—', bundle.screensInShell === 0]);

console.log('\n| measure | value | target | ratio | met |\n|---|---|---|---|---|');
for (const [name, value, target, ratio, met] of rows) console.log(`| ${name} | ${value} | ${target} | ${ratio} | ${met ? 'yes' : 'NO'} |`);
console.log(`\n(${bundle.loginFiles} files load first of ${bundle.chunks} chunks)`);
