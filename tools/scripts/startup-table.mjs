// startup-table prints the start-up figures of the last browser start-up
// run (test-results/metrics.json, from tools/browsertest/startup.test.mjs)
// as a Markdown table, with the size of each file of the site in dist/.
//
//	node tools/scripts/startup-table.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const root = new URL('../../', import.meta.url).pathname;
const m = JSON.parse(readFileSync(root + 'test-results/metrics.json', 'utf8')).startup_navigation_to_interactive_ms;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const phase = (runs, name) => median(runs.map((r) => r[name]).filter((x) => x !== undefined));

console.log('| navigation to interactive (ms, median) | minimal Go wasm page | first visit | repeat visit |');
console.log('|---|---|---|---|');
console.log(`| median of ${m.rounds.first.length} rounds | ${m.minimal_go_wasm_page} | ${m.first_visit} | ${m.repeat_visit} |`);
console.log(`| every round | ${m.rounds.minimal.join(', ')} | ${m.rounds.first.join(', ')} | ${m.rounds.repeat.join(', ')} |`);
console.log(`| ratio | 1 | ${m.first_over_minimal} x minimal (target ≤ 1.5) | ${m.repeat_over_first} x first (target ≤ 0.5) |`);
console.log('');
console.log('| phase (ms since navigation, median) | minimal page | first visit | repeat visit |');
console.log('|---|---|---|---|');
for (const name of ['compiled', 'instantiated', 'go-main', 'interactive']) {
  console.log(`| ${name} | ${phase(m.marks.minimal || [], name) ?? '-'} | ${phase(m.marks.first, name)} | ${phase(m.marks.repeat, name)} |`);
}
console.log('');
console.log('| file in dist/ | bytes | gzip (zlib level 9) |');
console.log('|---|---|---|');
for (const f of readdirSync(root + 'dist').sort()) {
  const b = readFileSync(root + 'dist/' + f);
  console.log(`| ${f} | ${b.length} | ${gzipSync(b, { level: 9 }).length} |`);
}
