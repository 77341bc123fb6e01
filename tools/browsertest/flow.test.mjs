// Browser tests of what a person does with a puzzle: import that
// recognises its text, nothing lost (undo of loads, Back/Forward, the last
// puzzle per type), clicks that never destroy, hints one part at a time,
// the answer before the proof, the secondary tools, offline use.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { startServer, launch, openApp, results, root, board, waitStatus, shot, readText, laptop, menu, importText, pressPad, openExample, selectType, waitType } from './harness.mjs';

let server, browser, context;
const allRequests = [];

before(async () => {
  server = await startServer();
  browser = await launch();
  context = await browser.newContext({ ...laptop, acceptDownloads: true });
  context.on('request', (r) => allRequests.push(r.url()));
});

after(async () => {
  await browser?.close();
  server?.stop();
});

const done = ['solved', 'unsat', 'invalid', 'error', 'cancelled', 'hinted', 'deduced', 'explained', 'encoded', 'generated'];

test('import detects the type of every format, whichever type is selected', async () => {
  const page = await openApp(context, server.base);
  const types = await page.$$eval('#type option', (os) => os.map((o) => o.value));
  // Each type's canonical text (with its header) imported while another type is selected.
  for (const type of types) {
    await selectType(page, type);
    const text = await board(page, 'puzzle');
    const other = types[(types.indexOf(type) + 1) % types.length];
    await selectType(page, other);
    assert.equal(await importText(page, text), '', `${type} text imported as ${other}`);
    assert.equal(await board(page, 'type'), type, `importing ${type}'s text selects ${type}`);
  }
  // A puzz.link URL selects its type.
  await selectType(page, 'hidato');
  assert.equal(await importText(page, 'https://puzz.link/p?numlin/5/5/1j2h3m1h2j3'), '');
  assert.equal(await board(page, 'type'), 'numberlink');
  assert.match(await board(page, 'puzzle'), /^#numberlink classic notouch\n1\.\.\.\./);
  // The seed's plain 7x7 grid with Numberlink selected.
  assert.equal(await importText(page, readText('puzzles/numberlink/testdata/seed_7x7.txt')), '');
  await shot(page, 'import');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a failed import says why and never replaces the puzzle', async () => {
  const page = await openApp(context, server.base);
  const before = await board(page, 'puzzle');
  const bad = {
    'hello world': /./,
    '1.2\n..\n': /line 2|appears once/,
    'https://puzz.link/p?kinkonkan/5/5/abc': /kinkonkan/,
    'https://puzz.link/p?numlin/5/5/1j2h3m': /./,
    ['x'.repeat((1 << 20) + 16)]: /./,
    '\uFFFD\uFFFE\u0000garbage': /./,
  };
  for (const [text, want] of Object.entries(bad)) {
    const err = await importText(page, text);
    assert.match(err, /^Not imported: /, `${text.slice(0, 30)} was imported`);
    assert.match(err, want);
    assert.equal(await board(page, 'puzzle'), before, `${text.slice(0, 30)} replaced the puzzle`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('loads are undoable, Back/Forward move between puzzles, each type keeps its last puzzle', async () => {
  const ctx = await browser.newContext(laptop);
  const page = await openApp(ctx, server.base);
  assert.equal(await page.isDisabled('#undo'), true, 'nothing to undo on a first visit');
  assert.equal(await page.isDisabled('#redo'), true);
  const example = await board(page, 'puzzle');
  // An edit: select a cell, then a pad key. Clicks alone change nothing.
  const box = await page.locator('#board').boundingBox();
  await page.mouse.click(box.x + box.width * 0.1, box.y + box.height * 0.5);
  assert.equal(await board(page, 'puzzle'), example, 'a click changed the puzzle');
  await pressPad(page, 'A');
  const edited = await board(page, 'puzzle');
  assert.notEqual(edited, example);
  await selectType(page, 'hidato');
  const hidato = await board(page, 'puzzle');
  // A click on a Hidato clue selects it and changes nothing.
  const hb = await page.locator('#board').boundingBox();
  await page.mouse.click(hb.x + hb.width * (3.3 / 8.6), hb.y + hb.height * (3.8 / 8.6));
  assert.equal(await board(page, 'puzzle'), hidato, 'a click on a Hidato cell changed it');
  await pressPad(page, 'Block');
  assert.notEqual(await board(page, 'puzzle'), hidato, 'the Block key blocks');
  await page.click('#undo');
  // Undo brings the Numberlink puzzle back, the type with it (in its
  // own module: the page reloads).
  await page.click('#undo');
  await waitType(page, 'numberlink');
  assert.equal(await board(page, 'puzzle'), edited);
  assert.equal(await page.textContent('#status'), 'Undone.');
  await page.click('#redo');
  await waitType(page, 'hidato');
  assert.equal(await page.textContent('#status'), 'Redone.');
  // Back and Forward move between the loaded puzzles.
  await page.goBack();
  await page.waitForFunction(() => document.getElementById('board').dataset.type === 'numberlink');
  assert.equal(await board(page, 'puzzle'), edited);
  await page.goForward();
  await page.waitForFunction(() => document.getElementById('board').dataset.type === 'hidato');
  await openExample(page, 1);
  await page.goBack();
  await page.waitForFunction((h) => document.getElementById('board').dataset.puzzle === h, hidato);
  // Switching back to Numberlink restores its last puzzle, also in a new visit.
  await selectType(page, 'numberlink');
  assert.equal(await board(page, 'puzzle'), edited);
  const again = await openApp(ctx, server.base);
  assert.equal(await board(again, 'puzzle'), edited, 'a new visit opens the stored puzzle');
  assert.deepEqual([...page.errors, ...again.errors], []);
  await ctx.close();
});

test('hints reveal one part at a time, in words', async () => {
  const page = await openApp(context, server.base);
  for (const type of ['numberlink', 'hidato']) {
    await selectType(page, type);
    await openExample(page, 0);
    let unknown = Infinity;
    for (let i = 1; i <= 3; i++) {
      await page.click('#hint');
      await page.waitForFunction((n) => document.getElementById('board').dataset.facts === String(n), i);
      assert.match(await page.textContent('#status'), new RegExp(`^Hint ${i}: Row \\d+, column \\d+( is|:) .+\\.$`));
      const left = (await board(page, 'answer')).split('?').length;
      assert.ok(left < unknown, `${type} hint ${i} revealed nothing`);
      assert.ok(left >= unknown - 3 || unknown === Infinity, `${type} hint ${i} revealed ${unknown - left} parts`);
      unknown = left;
    }
    await shot(page, `hint-${type}`);
  }
  await page.click('#tools-menu > summary');
  await page.click('#deduce');
  assert.equal(await waitStatus(page, done), 'deduced');
  assert.doesNotMatch(await board(page, 'answer'), /\?/, 'Deduce shows every forced fact');
  await page.close();
});

// countFrames counts the animation frames the page paints in 500 ms.
function countFrames(page) {
  return page.evaluate(() => new Promise((resolve) => {
    let n = 0;
    const t0 = performance.now();
    const step = () => { n++; if (performance.now() - t0 < 500) requestAnimationFrame(step); else resolve(n); };
    requestAnimationFrame(step);
  }));
}

test('the answer comes before the proof, and Cancel keeps it', async () => {
  const page = await openApp(context, server.base);
  await selectType(page, 'numberlink'); // a bare visit opens the type last used
  assert.equal(await importText(page, readText('puzzles/numberlink/testdata/flowfree/extreme_12x12_28.txt')), '');
  const puzzle = await board(page, 'puzzle');
  const idle = await countFrames(page);
  await page.click('#solve');
  await waitStatus(page, ['counting', 'solved']);
  assert.notEqual(await board(page, 'answer'), '', 'the first answer is drawn');
  if (await board(page, 'status') === 'counting') {
    assert.match(await page.textContent('#status'), /checking for a second solution…/);
    // The page keeps painting frames while the worker searches: at least
    // half as many as when idle (a loaded machine paints fewer of both).
    const frames = await countFrames(page);
    assert.ok(frames >= Math.max(3, idle / 2), `only ${frames} frames in 500 ms while solving (${idle} idle)`);
    if (await board(page, 'status') === 'counting') {
      await page.click('#cancel');
      assert.equal(await waitStatus(page, ['cancelled', 'solved']), 'cancelled');
      assert.match(await page.textContent('#status'), /Stopped checking/);
      assert.notEqual(await board(page, 'answer'), '', 'Cancel keeps the first answer');
    }
  }
  assert.equal(await board(page, 'puzzle'), puzzle);
  await openExample(page, 0);
  await page.click('#solve');
  assert.equal(await waitStatus(page, done), 'solved');
  await page.close();
});

test('tools: other solution, why no solution, encoding, exports, random', async () => {
  const page = await openApp(context, server.base);
  assert.equal(await importText(page, '#numberlink classic\n1...\n....\n...1\n'), '');
  await page.click('#solve');
  assert.equal(await waitStatus(page, done), 'solved');
  assert.match(await page.textContent('#status'), /Not unique/);
  await menu(page, 'tools');
  await page.click('#other');
  assert.match(await page.textContent('#status'), /Second solution: [1-9]\d* parts differ/);
  await menu(page, 'tools');
  await page.selectOption('#encode-format', 'smt2');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#encode')]);
  assert.equal(download.suggestedFilename(), 'numberlink.smt2');
  assert.match(await page.textContent('#status'), /Saved numberlink\.smt2/);
  await menu(page, 'puzzle');
  await Promise.all([page.waitForEvent('download'), page.click('#png')]);
  assert.match(await page.textContent('#status'), /Saved the picture/);
  await Promise.all([page.waitForEvent('download'), page.click('#text')]);
  assert.match(await page.textContent('#status'), /Saved the answer/);

  assert.equal(await importText(page, 'R...G\n.....\n.....\n.....\nG...R\n'), '');
  await menu(page, 'tools');
  await page.click('#explain');
  assert.equal(await waitStatus(page, done), 'explained');
  assert.match(await page.textContent('#status'), /these 2 clues cannot all hold/);
  await shot(page, 'explain');

  await selectType(page, 'magichex');
  await menu(page, 'puzzle');
  assert.equal(await page.textContent('#size'), 'Side ', 'the magic hexagon is sized by its side');
  await selectType(page, 'pipes');
  await menu(page, 'puzzle');
  await page.fill('#rows', '5');
  await page.fill('#cols', '5');
  await page.click('#random');
  assert.equal(await waitStatus(page, done), 'generated');
  assert.match(await board(page, 'puzzle'), /^#pipes/);
  await page.click('#undo');
  assert.notEqual(await board(page, 'puzzle'), '', 'Random is undoable');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a malformed link shows an error and opens an example', async () => {
  const ctx = await browser.newContext(laptop); // a first visit: Numberlink's example
  const page = await openApp(ctx, server.base + '#numberlink/v1/!!!not-base64');
  assert.equal(await board(page, 'status'), 'error');
  assert.match(await page.textContent('#status'), /Could not open the link/);
  assert.match(await board(page, 'puzzle'), /^#numberlink/);
  await ctx.close();
});

// controlled waits until the service worker controls the page.
async function controlled(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    }
  });
}

test('the app works offline after one visit', async () => {
  const ctx = await browser.newContext();
  const page = await openApp(ctx, server.base);
  await controlled(page);
  // The modules are cached by the page itself once they have loaded
  // (app.js, puzzlesat-wasm): going offline before that would find none.
  await page.evaluate(async () => {
    for (let i = 0; i < 300; i++) {
      const cache = await caches.open('puzzlesat-wasm');
      if ((await cache.keys()).length >= 2) return; // page.wasm and worker.wasm
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the module was never cached');
  });
  await ctx.setOffline(true);
  await page.reload();
  await page.waitForSelector('#board[data-ready=true]');
  await page.click('#solve');
  assert.equal(await waitStatus(page, done), 'solved');
  await ctx.close();
});

// A deployed site's service worker serves its files from its cache, and a
// deploy reaches the page through the changed sw.js (its version): the
// visit that finds it still runs the old version, the one after the new.
test('an update of the site reaches a repeat visit, and a solver not kept downloads at once', async () => {
  const site = results + 'update-site/';
  cpSync(root + 'dist/', site, { recursive: true, filter: (f) => !/\/page-(?!numberlink\.)[^/]*\.wasm$/.test(f) });
  const local = await startServer('/', site);
  try {
    const ctx = await browser.newContext();
    const page = await openApp(ctx, local.base);
    await controlled(page);
    const title = await page.title();
    const sw = readFileSync(site + 'sw.js', 'utf8');
    const version = /const VERSION = '([0-9a-f]+)';/.exec(sw)[1];
    writeFileSync(site + 'sw.js', sw.replace(version, 'updated'));
    writeFileSync(site + 'index.html', readFileSync(site + 'index.html', 'utf8').replace('<title>', '<title>updated '));
    await page.reload();
    await page.waitForSelector('#board[data-ready=true]');
    assert.equal(await page.title(), title, 'the visit that finds the update runs the version kept');
    // The new worker has taken over once the old version's cache is gone.
    await page.evaluate(async () => {
      for (let i = 0; i < 300; i++) {
        const keys = await caches.keys();
        if (keys.includes('puzzlesat-v5-updated') && !keys.some((k) => /^puzzlesat-v5-[0-9a-f]+$/.test(k))) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the update was never installed');
    });
    await page.reload();
    await page.waitForSelector('#board[data-ready=true]');
    assert.equal(await page.title(), 'updated ' + title, 'the next visit runs the new version');
    // A repeat visit without this version of the solver's module kept (a
    // deploy changed it, or the browser evicted it) downloads it at once,
    // before the board is interactive, as a first visit does.
    await page.evaluate(async () => {
      const cache = await caches.open('puzzlesat-wasm');
      for (const k of await cache.keys()) if (k.url.includes('/worker.wasm')) await cache.delete(k);
    });
    await page.reload();
    await page.waitForSelector('#board[data-ready=true]');
    const order = await page.evaluate(async () => {
      for (let i = 0; i < 300 && !performance.getEntriesByType('resource').some((r) => r.name.includes('/worker.wasm')); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      const module = performance.getEntriesByType('resource').find((r) => r.name.includes('/worker.wasm'));
      return { module: module ? module.startTime : Infinity, interactive: performance.getEntriesByName('interactive')[0].startTime };
    });
    assert.ok(order.module < order.interactive, `worker.wasm requested at ${order.module} ms, after the board was interactive (${order.interactive} ms)`);
    assert.deepEqual(page.errors, []);
    await ctx.close();
  } finally {
    local.stop();
  }
});

test('the site works from a sub-path, as on GitHub Pages', async () => {
  const sub = await startServer('/puzzlesat/');
  try {
    const ctx = await browser.newContext();
    const page = await openApp(ctx, sub.base);
    await page.click('#solve');
    assert.equal(await waitStatus(page, done), 'solved');
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
