// startup-table prints the start-up figures of the last browser start-up
// run (test-results/metrics.json, from tools/browsertest/startup.test.mjs)
// as a Markdown table, with the size of each file of the site in dist/ (the
// page's modules, one per type, as their smallest, median and largest, and
// the first visit's, Numberlink's).
//
//	node tools/scripts/startup-table.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const root = new URL('../../', import.meta.url).pathname;
const metrics = JSON.parse(readFileSync(root + 'test-results/metrics.json', 'utf8'));
const m = metrics.startup_navigation_to_interactive_ms;
// The other build's figures, when STARTUP_BEFORE named one in this run.
const b = metrics.startup_before && metrics.startup_before.rounds.first.length === m.rounds.first.length ? metrics.startup_before : null;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const phase = (runs, name) => median(runs.map((r) => r[name]).filter((x) => x !== undefined));

console.log('| navigation to interactive (ms, median) | minimal Go wasm page | first visit | repeat visit |');
console.log('|---|---|---|---|');
console.log(`| median of ${m.rounds.first.length} rounds | ${m.minimal_go_wasm_page} | ${m.first_visit} | ${m.repeat_visit} |`);
console.log(`| every round | ${m.rounds.minimal.join(', ')} | ${m.rounds.first.join(', ')} | ${m.rounds.repeat.join(', ')} |`);
console.log(`| ratio | 1 | ${m.first_over_minimal} x minimal (target ≤ 2) | ${m.repeat_over_first} x first (target ≤ 0.5) |`);
if (b) {
  console.log(`| before (${b.dist}), same rounds | | ${b.first_visit} | ${b.repeat_visit} |`);
  console.log(`| before, every round | | ${b.rounds.first.join(', ')} | ${b.rounds.repeat.join(', ')} |`);
  console.log(`| before, ratio | 1 | ${b.first_over_minimal} x minimal | ${b.repeat_over_first} x first |`);
}
console.log('');
console.log('| phase (ms since navigation, median) | minimal page | first visit | repeat visit |');
console.log('|---|---|---|---|');
for (const name of ['compiled', 'instantiated', 'go-main', 'interactive']) {
  const was = b ? ` (before ${phase(b.marks.first, name)})` : '';
  const wasRepeat = b ? ` (before ${phase(b.marks.repeat, name)})` : '';
  console.log(`| ${name} | ${phase(m.marks.minimal || [], name) ?? '-'} | ${phase(m.marks.first, name)}${was} | ${phase(m.marks.repeat, name)}${wasRepeat} |`);
}
console.log('');
console.log('| file in dist/ | bytes | gzip (zlib level 9) |');
console.log('|---|---|---|');
const size = (f) => {
  const b = readFileSync(root + 'dist/' + f);
  return { f, raw: b.length, gz: gzipSync(b, { level: 9 }).length };
};
const files = readdirSync(root + 'dist').sort();
const pages = files.filter((f) => /^page-.*\.wasm$/.test(f)).map(size).sort((a, b) => a.gz - b.gz);
for (const f of files.filter((f) => !/^page-.*\.wasm$/.test(f))) {
  const { raw, gz } = size(f);
  console.log(`| ${f} | ${raw} | ${gz} |`);
}
if (pages.length) {
  const row = (what, p) => console.log(`| ${what}: ${p.f} | ${p.raw} | ${p.gz} |`);
  row('page module, first visit', pages.find((p) => p.f === 'page-numberlink.wasm') || pages[0]);
  row(`smallest of ${pages.length} page modules`, pages[0]);
  row('median', pages[Math.floor(pages.length / 2)]);
  row('largest', pages[pages.length - 1]);
}
