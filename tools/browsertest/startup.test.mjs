// Start-up, measured side by side in one browser: navigation to an
// interactive board on a first visit (nothing cached) and on a repeat
// visit, against a minimal Go WebAssembly page that only draws a canvas
// (tools/browsertest/minimal, built here). The medians go to
// test-results/metrics.json (make bench-startup prints them as a table).
// STARTUP_ROUNDS sets the number of rounds (3). STARTUP_BEFORE names
// another build's dist/ folder (an earlier commit's, say): each round
// then visits it too, first and repeat, the two builds in turns, so that
// both meet the same load (its medians go to startup_before).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { startServer, launch, openApp, interactiveMs, metric, results, root, run } from './harness.mjs';

const rounds = +(process.env.STARTUP_ROUNDS || 3);
const beforeDir = process.env.STARTUP_BEFORE || '';
let app, minimal, browser, before_;

before(async () => {
  const site = results + 'minimal-site/';
  mkdirSync(site, { recursive: true });
  await run('go', ['build', '-trimpath', '-ldflags=-s -w', '-o', site + 'minimal.wasm', './tools/browsertest/minimal'],
    { GOOS: 'js', GOARCH: 'wasm' });
  const goroot = execFileSync('go', ['env', 'GOROOT'], { encoding: 'utf8' }).trim();
  copyFileSync(goroot + '/lib/wasm/wasm_exec.js', site + 'wasm_exec.js');
  for (const f of ['index.html', 'boot.js']) copyFileSync(root + 'tools/browsertest/minimal/' + f, site + f);
  app = await startServer();
  minimal = await startServer('/', site);
  if (beforeDir) before_ = await startServer('/', beforeDir);
  browser = await launch();
  await warm(app.base, ['page-numberlink.wasm', 'worker.wasm']); // a first visit's type
  if (before_) await warm(before_.base, ['page-numberlink.wasm', 'worker.wasm']);
  await warm(minimal.base, ['minimal.wasm']);
});

// warm asks the server for each module once, so that its gzip encoding
// (made on the first request) is ready before any visit is timed.
async function warm(base, files) {
  for (const f of files) {
    const res = await fetch(base + f, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(res.status, 200, base + f);
    await res.arrayBuffer();
  }
}

after(async () => {
  await browser?.close();
  app?.stop();
  minimal?.stop();
  before_?.stop();
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// marks are the page's start-up marks (module compiled, instantiated, Go
// started, interactive), in ms since navigation started.
function marks(page) {
  return page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)])));
}

// wasmCached waits until the page has kept both modules in CacheStorage.
async function wasmCached(page) {
  await page.waitForFunction(async () => (await (await caches.open('puzzlesat-wasm')).keys()).length >= 2);
}

test('start-up: first and repeat visits against a minimal Go wasm page', async () => {
  const times = { minimal: [], first: [], repeat: [] };
  const phases = { minimal: [], first: [], repeat: [] };
  const was = { first: [], repeat: [], firstMarks: [], repeatMarks: [] };
  for (let i = 0; i < rounds; i++) {
    const ctx = await browser.newContext();
    const floor = await openApp(ctx, minimal.base);
    times.minimal.push(await interactiveMs(floor));
    phases.minimal.push(await marks(floor));
    await ctx.close();
    // This build, and the other one in turns (first in odd rounds).
    const builds = [() => visits(app.base, times, phases)];
    if (before_) builds[i % 2 ? 'unshift' : 'push'](() => visits(before_.base, was, { first: was.firstMarks, repeat: was.repeatMarks }));
    for (const visit of builds) await visit();
  }
  const m = { minimal: median(times.minimal), first: median(times.first), repeat: median(times.repeat) };
  metric('startup_navigation_to_interactive_ms', {
    minimal_go_wasm_page: m.minimal,
    first_visit: m.first,
    repeat_visit: m.repeat,
    first_over_minimal: +(m.first / m.minimal).toFixed(2),
    repeat_over_first: +(m.repeat / m.first).toFixed(2),
    rounds: times,
    marks: phases,
  });
  if (before_) {
    const b = { first: median(was.first), repeat: median(was.repeat) };
    metric('startup_before', {
      dist: beforeDir,
      first_visit: b.first,
      repeat_visit: b.repeat,
      first_over_minimal: +(b.first / m.minimal).toFixed(2),
      repeat_over_first: +(b.repeat / b.first).toFixed(2),
      rounds: { first: was.first, repeat: was.repeat },
      marks: { first: was.firstMarks, repeat: was.repeatMarks },
    });
  }
});

// visits times a first visit to the site at base in a fresh context, then
// a repeat visit once the first has settled, into times and phases.
async function visits(base, times, phases) {
  const ctx = await browser.newContext();
  const first = await openApp(ctx, base);
  times.first.push(await interactiveMs(first));
  phases.first.push(await marks(first));
  // The solver's module downloads from the start, beside the page's (a
  // Solve never waits for a download that could have started earlier);
  // its worker starts once the board is interactive.
  await first.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/worker.wasm')));
  const order = await first.evaluate(() => {
    const at = (part) => performance.getEntriesByType('resource').find((r) => r.name.includes(part))?.startTime ?? Infinity;
    return { worker: at('/worker.js'), module: at('/worker.wasm'), interactive: performance.getEntriesByName('interactive')[0].startTime };
  });
  assert.ok(order.worker >= order.interactive, `worker.js requested at ${order.worker} ms, before the board was interactive (${order.interactive} ms)`);
  assert.ok(order.module < order.interactive, `worker.wasm requested at ${order.module} ms, after the board was interactive (${order.interactive} ms)`);
  // A repeat visit comes after the first has settled: the module is kept,
  // and the worker's warm-up (which V8's code cache follows) is done.
  await wasmCached(first);
  await first.waitForSelector('#board[data-warm=done]', { timeout: 120000 });
  await first.waitForTimeout(3000);
  await first.close();

  const repeat = await openApp(ctx, base);
  times.repeat.push(await interactiveMs(repeat));
  phases.repeat.push(await marks(repeat));
  assert.deepEqual(repeat.requests.filter((u) => u.includes('.wasm')), [], 'a repeat visit loads the module from its cache');
  assert.deepEqual([...first.errors, ...repeat.errors], []);
  await ctx.close();
}
