// Browser tests of the puzzlesat web app (Numberlink), in headless Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, board, clickCell, waitStatus, shot, metric, readText } from './harness.mjs';

let server, browser, context;
const allRequests = [];

before(async () => {
  server = await startServer();
  browser = await launch();
  context = await browser.newContext();
  context.on('request', (r) => allRequests.push(r.url()));
});

after(async () => {
  await browser?.close();
  server?.stop();
});

const seed = readText('puzzles/numberlink/testdata/seed_7x7.txt').replace(/\n$/, '').split('\n');
const seedAnswer = ['┏━┓4━━┓', '┃3┗━25┃', '┃┗━31┃┃', '┃┏━5┃┃┃', '┃┃┏━┛┃┃', '┃┃1┏━┛┃', '2┗━┛4━┛'].join('\n') + '\n';

async function enterSeed(page) {
  await page.fill('#rows', '7');
  await page.fill('#cols', '7');
  await page.click('#new');
  for (let r = 0; r < seed.length; r++) {
    for (let c = 0; c < seed[r].length; c++) {
      if (seed[r][c] === ' ') continue;
      await clickCell(page, r, c, 7);
      await page.keyboard.press(seed[r][c]);
    }
  }
}

test('page loads without console errors and becomes interactive quickly', async () => {
  const t0 = Date.now();
  const page = await openApp(context, server.base);
  metric('interactive_ms', Date.now() - t0);
  metric('boot_ms_in_page', await page.evaluate(() => window.puzzlesatBootMillis));
  assert.deepEqual(page.errors, []);
  assert.equal(await board(page, 'type'), 'numberlink');
  const options = await page.$$eval('#type option', (os) => os.map((o) => o.value));
  assert.ok(options.includes('numberlink'));
  await shot(page, 'load');
  await page.close();
  // A repeat visit, with the module in the browser's caches.
  const t1 = Date.now();
  const again = await openApp(context, server.base);
  metric('interactive_ms_repeat_visit', Date.now() - t1);
  metric('boot_ms_in_page_repeat_visit', await again.evaluate(() => window.puzzlesatBootMillis));
  await again.close();
});

test('entering the seed by clicks and keys, then Solve, shows the unique answer', async () => {
  const page = await openApp(context, server.base);
  await enterSeed(page);
  assert.equal(await board(page, 'puzzle'), '#numberlink fill\n' + seed.map((r) => r.replaceAll(' ', '.')).join('\n') + '\n');
  const t0 = Date.now();
  await page.click('#solve');
  assert.equal(await waitStatus(page, ['solved', 'unsat', 'invalid', 'error']), 'solved');
  metric('seed_7x7_solve_roundtrip_ms', Date.now() - t0);
  assert.equal(await board(page, 'unique'), 'true');
  assert.equal(await board(page, 'answer'), seedAnswer);
  const status = await page.textContent('#status');
  assert.match(status, /unique solution · \d+ ms · \d+ variables, \d+ clauses/);
  metric('seed_7x7_status', status);
  await shot(page, 'seed-solved');

  // Undo removes the last clue (and the answer); redo brings it back.
  await page.keyboard.press('Control+z');
  assert.notEqual(await board(page, 'puzzle'), await page.evaluate(() => ''));
  assert.equal(await board(page, 'answer'), '');
  await page.keyboard.press('Control+Shift+z');
  assert.match(await board(page, 'puzzle'), /\.\.4\.\.\.$/m);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a shared link reopens the same puzzle', async () => {
  const page = await openApp(context, server.base);
  await enterSeed(page);
  const url = page.url();
  assert.match(url, /#numberlink\/v1\/[A-Za-z0-9_-]+$/);
  const puzzle = await board(page, 'puzzle');
  const other = await openApp(context, url);
  assert.equal(await board(other, 'puzzle'), puzzle);
  await shot(other, 'shared-link');
  await page.close();
  await other.close();
});

test('a malformed link shows an error and an empty puzzle', async () => {
  const page = await openApp(context, server.base + '#numberlink/v1/!!!not-base64');
  assert.equal(await board(page, 'status'), 'error');
  assert.match(await page.textContent('#status'), /Could not open the link/);
  assert.match(await board(page, 'puzzle'), /^#numberlink fill\n(\.{7}\n){7}$/);
  await shot(page, 'malformed-link');
  await page.close();
});

test('import errors are shown next to the input and keep the puzzle', async () => {
  const page = await openApp(context, server.base);
  const before = await board(page, 'puzzle');
  await page.click('#import summary');
  await page.fill('#import-text', '1.2\n..\n');
  await page.click('#import-btn');
  assert.match(await page.textContent('#import-error'), /line 2/);
  assert.equal(await board(page, 'puzzle'), before);
  await page.fill('#import-text', 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3');
  await page.click('#import-btn');
  assert.equal(await page.textContent('#import-error'), '');
  assert.match(await board(page, 'puzzle'), /^#numberlink classic\n1\.\.\.\./);
  await page.click('#solve');
  assert.equal(await waitStatus(page, ['solved', 'unsat', 'invalid', 'error']), 'solved');
  await shot(page, 'import');
  await page.close();
});

test('Cancel stops a long solve and keeps the page responsive', async () => {
  const page = await openApp(context, server.base);
  await page.click('#import summary');
  await page.fill('#import-text', readText('puzzles/numberlink/testdata/flowfree/extreme_12x12_28.txt'));
  await page.click('#import-btn');
  const puzzle = await board(page, 'puzzle');
  await page.click('#solve');
  await waitStatus(page, ['solving']);
  // The page keeps painting frames while the worker searches.
  const frames = await page.evaluate(() => new Promise((resolve) => {
    let n = 0;
    const t0 = performance.now();
    const step = () => { n++; if (performance.now() - t0 < 500) requestAnimationFrame(step); else resolve(n); };
    requestAnimationFrame(step);
  }));
  metric('frames_in_500ms_while_solving', frames);
  assert.ok(frames >= 10, `only ${frames} frames in 500 ms while solving`);
  if (await board(page, 'status') === 'solving') {
    await page.click('#cancel');
    assert.equal(await waitStatus(page, ['cancelled']), 'cancelled');
    assert.match(await page.textContent('#status'), /Cancelled/);
  }
  assert.equal(await board(page, 'puzzle'), puzzle);
  // A fresh worker solves the next puzzle.
  await page.selectOption('#example', '0');
  await page.click('#load-example');
  await page.click('#solve');
  assert.equal(await waitStatus(page, ['solved', 'unsat', 'invalid', 'error']), 'solved');
  await shot(page, 'after-cancel');
  await page.close();
});

test('the app works offline after one visit', async () => {
  const ctx = await browser.newContext();
  const page = await openApp(ctx, server.base);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
  });
  await ctx.setOffline(true);
  await page.reload();
  await page.waitForSelector('#board[data-ready=true]');
  await page.click('#load-example');
  await page.click('#solve');
  assert.equal(await waitStatus(page, ['solved', 'unsat', 'invalid', 'error']), 'solved');
  await shot(page, 'offline');
  await ctx.close();
});

test('the site works from a sub-path, as on GitHub Pages', async () => {
  const sub = await startServer('/puzzlesat/');
  try {
    assert.match(sub.base, /\/puzzlesat\/$/);
    const ctx = await browser.newContext();
    const page = await openApp(ctx, sub.base);
    await page.click('#load-example');
    await page.click('#solve');
    assert.equal(await waitStatus(page, ['solved', 'unsat', 'invalid', 'error']), 'solved');
    assert.deepEqual(page.errors, []);
    await ctx.close();
  } finally {
    sub.stop();
  }
});

test('nothing is requested outside the origin', () => {
  assert.ok(allRequests.length > 5);
  const origin = new URL(server.base).origin;
  const foreign = allRequests.filter((u) => !u.startsWith('blob:') && !u.startsWith('data:') && new URL(u).origin !== origin);
  assert.deepEqual(foreign, []);
});
