// playtimes: the play-and-learn targets of #26 timed in headless Chromium
// (the WASM worker, on this machine), not a test run by make test:
//
//	make bench-play                    # PLAY_ROUNDS rounds (3), bench/play.md
//
// On each board of puzzles/learn's benchmarks (a 9x9 Sudoku, Tatham
// Unreasonable; a 10x10 Light Up, Hard; a 10x10 Slitherlink, Loopy Hard;
// a 15x15 Nonogram) half of the solver's answer is put in the play
// entries (every other entry, as a person's saved progress); then Check
// ("correct so far", target 100 ms) and Hint (target 300 ms) are clicked
// in turn, and on the Sudoku the whole solving path (target 5 s). Each
// time runs in the page, from the button's click to the status that
// reports its result.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { setup, openApp, laptop, importText, board, readText, metric, root } from './harness.mjs';

const rounds = +(process.env.PLAY_ROUNDS || 3);
const firstLine = (path) => readText(path).split('\n')[0].trim();
const BOARDS = [
  { name: 'Sudoku 9x9 (Tatham Unreasonable)', type: 'sudoku', text: firstLine('puzzles/learn/testdata/tatham/solo_3x3du.txt'), path: true },
  { name: 'Light Up 10x10 (Tatham Hard)', type: 'lightup', text: firstLine('puzzles/learn/testdata/tatham/lightup_10x10d2.txt') },
  { name: 'Slitherlink 10x10 (Loopy Hard)', type: 'slitherlink', text: '10x10t0:2b1b1b32311a22b1a2d223a2a1a212a13a1a13b3a3a1c2c2b1d3221222c1b1a221212223a2a3b2b' },
  { name: 'Nonogram 15x15', type: 'nonogram', text: '15x15:3.4/2.1/3.3/3.1.1.3/3.6/5.4/4.5/4.6/1.1.1.4/3.1.1.2/2.6.1/2.6.1/2.5.1/1.4.1/1.1.3.1/10/1.3.4/10.1/8/4.2.1/5/5/4/1.4/1.7/5.2.1/1.1.5/1.7/1.8/3.3.4' },
];

// The site's server and the browser, for every test of the file.
const env = setup();

// answerEntries is the worker's answer to the puzzle on the board, as play
// entries (the page's test hook, wasm/playhook.go).
function answerEntries(page) {
  return page.evaluate(() => new Promise((done, fail) => {
    const b = document.getElementById('board');
    const req = JSON.stringify({ id: 1e6, op: 'solve', type: b.dataset.type, text: b.dataset.puzzle });
    window.puzzlesatWorker.solve(req, 120000, (json) => {
      const r = JSON.parse(json);
      if (!r.answer) fail(new Error(`no answer: ${r.status}`));
      else done(window.puzzlesatAnswerEntries(JSON.stringify(r.answer)));
    }, () => {}, () => {});
  }));
}

// timed clicks button id and resolves with the milliseconds, measured in
// the page, until the board's status is one of states.
function timed(page, id, states, timeout = 120000) {
  return page.evaluate(([id, states, timeout]) => new Promise((done, fail) => {
    const b = document.getElementById('board');
    const t0 = performance.now();
    const stop = setTimeout(() => fail(new Error(`${id}: no ${states} within ${timeout} ms`)), timeout);
    const obs = new MutationObserver(() => {
      if (!states.includes(b.dataset.status)) return;
      obs.disconnect();
      clearTimeout(stop);
      done(Math.round(performance.now() - t0));
    });
    obs.observe(b, { attributes: true, attributeFilter: ['data-status'] });
    document.getElementById(id).click();
  }), [id, states, timeout]);
}

// halfEntered opens bd in play with every other entry of its answer, as
// saved progress (the page restores it when play starts).
async function halfEntered(page, bd) {
  assert.equal(await importText(page, bd.text), '');
  await page.waitForFunction((t) => document.getElementById('board').dataset.type === t, bd.type);
  const lines = (await answerEntries(page)).split('\n').filter(Boolean);
  const half = lines.filter((_, i) => i % 2 === 0);
  await page.click('#playmode'); // start, so the puzzle's key is saved
  await page.click('#playmode'); // stop
  const entered = await page.evaluate(([type, text]) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith(`puzzlesat:play:${type}:`));
    localStorage.setItem(key, '0 0\n' + text);
    return key;
  }, [bd.type, half.join('\n') + '\n']);
  assert.ok(entered, 'no saved play for the puzzle');
  await page.click('#playmode');
  await page.waitForFunction((n) => (document.getElementById('board').dataset.entries || '').split('\n').filter(Boolean).length === n, half.length);
  return { entries: half.length, of: lines.length };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

test(`check, hint and path times in Chromium, ${rounds} rounds`, { timeout: 30 * 60000 }, async () => {
  const rows = [];
  for (const bd of BOARDS) {
    const context = await env.browser.newContext(laptop);
    const page = await openApp(context, env.server.base + '#' + bd.type);
    const { entries, of } = await halfEntered(page, bd);
    const row = { name: bd.name, entries, of, check: [], hint: [], path: [] };
    for (let i = 0; i < rounds; i++) {
      row.check.push(await timed(page, 'check', ['checked', 'faulty']));
      assert.equal(await board(page, 'status'), 'checked', `${bd.name}: half the answer is not correct so far`);
      row.hint.push(await timed(page, 'hint', ['hinted']));
    }
    if (bd.path) {
      for (let i = 0; i < rounds; i++) {
        row.path.push(await timed(page, 'path', ['path']));
        await page.click('#path'); // Close path
      }
    }
    assert.deepEqual(page.errors, []);
    rows.push(row);
    await context.close();
  }
  metric('play_targets_ms', rows);
  const cell = (xs) => (xs.length ? `**${median(xs)}**; ${xs.join(', ')}` : '—');
  const table = ['| board (half the answer entered) | entries | Check ms (target 100) | Hint ms (target 300) | whole solving path ms (target 5000) |', '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.entries} of ${r.of} | ${cell(r.check)} | ${cell(r.hint)} | ${cell(r.path)} |`)].join('\n');
  mkdirSync(root + 'bench', { recursive: true });
  writeFileSync(root + 'bench/play.md', table + '\n');
  console.log(table);
});
