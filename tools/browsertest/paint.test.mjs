// Browser test of painting Sudoku regions and killer cages (issue #23):
// the 9x9 jigsaw and killer examples are entered on a blank board by taps
// and drags alone, on a laptop (mouse) and a phone (touch), counting every
// tap (a tap or a drag on the board, a pad key); each must take at most
// 120. The counts go to test-results/metrics.json.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, board, waitStatus, shot, metric, laptop, phone, menu, pressPad, openExample, selectType } from './harness.mjs';

// The site's server and the browser, for every test of the file.
const env = setup();

const pad = 0.3; // the scene's margin, in cells (wasm/canvas.go)

// Board drives the board of a 9x9 puzzle with a mouse or a finger and
// counts the taps.
class Board {
  constructor(page, touch, cdp) {
    Object.assign(this, { page, touch, cdp, taps: 0 });
  }

  // at is the page point at the centre of cell (r, c).
  async at(r, c) {
    await this.page.locator('#board').scrollIntoViewIfNeeded();
    const box = await this.page.locator('#board').boundingBox();
    const scale = box.width / (9 + 2 * pad);
    return { x: box.x + (c + 0.5 + pad) * scale, y: box.y + (r + 0.5 + pad) * scale };
  }

  // stroke taps cells[0] and, when there are more, drags on through the
  // others' centres: one tap.
  async stroke(cells) {
    this.taps++;
    const pts = [];
    for (const [r, c] of cells) pts.push(await this.at(r, c));
    if (this.touch) {
      const touch = (type, p) => this.cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
      await touch('touchStart', pts[0]);
      for (const p of pts.slice(1)) {
        const q = pts[pts.indexOf(p) - 1];
        for (const k of [0.5, 1]) await touch('touchMove', { x: q.x + (p.x - q.x) * k, y: q.y + (p.y - q.y) * k });
      }
      await touch('touchEnd');
      // Chromium hands a finger's moves to the page with the next frame:
      // the stroke is done once two frames have passed.
      await this.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // Chromium swallows a tap that comes within a moment of a finger's
      // drag (no click follows it): a hand takes longer than that to go
      // from the board to the pad; the test waits as long.
      if (pts.length > 1) await this.page.waitForTimeout(350);
    } else {
      const m = this.page.mouse;
      await m.move(pts[0].x, pts[0].y);
      await m.down();
      for (const p of pts.slice(1)) await m.move(p.x, p.y, { steps: 2 });
      await m.up();
    }
  }

  async key(label) {
    this.taps++;
    await pressPad(this.page, label, this.touch);
  }
}

// parse reads a canonical 9x9 Sudoku text: givens, region letters, cages.
function parse(text) {
  const lines = text.split('\n');
  const grid = lines.slice(1, 10);
  const at = lines.indexOf('regions:');
  const regions = at < 0 ? null : lines.slice(at + 1, at + 10);
  const ck = lines.indexOf('cages:');
  const cages = ck < 0 ? [] : lines.slice(ck + 1).filter(Boolean).map((l) => {
    const [sum, rest] = l.split(':');
    return { sum: sum.trim(), cells: rest.trim().split(/\s+/).map((w) => /^r(\d+)c(\d+)$/.exec(w).slice(1).map((n) => n - 1)) };
  });
  return { grid, regions, cages };
}

// walk is a path through a cage's cells from its first, each step to an
// orthogonal neighbour inside the cage (stepping back where it branches).
function walk(cells) {
  const key = ([r, c]) => r * 9 + c;
  const inCage = new Map(cells.map((x) => [key(x), x]));
  const seen = new Set();
  const path = [];
  const visit = (x) => {
    seen.add(key(x));
    path.push(x);
    for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
      const y = inCage.get(key([x[0] + dr, x[1] + dc]));
      if (y && x[1] + dc >= 0 && x[1] + dc < 9 && !seen.has(key(y))) { // (a column step never wraps a row)
        visit(y);
        path.push(x);
      }
    }
  };
  visit(cells[0]);
  while (path.indexOf(path.at(-1)) < path.length - 1) path.pop(); // the steps back at the end
  assert.equal(seen.size, cells.length, `cage ${JSON.stringify(cells)} is not connected`);
  return path;
}

// enterGivens taps each given's cell and its digit.
async function enterGivens(b, grid) {
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (grid[r][c] !== '.') {
        await b.stroke([[r, c]]);
        await b.key(grid[r][c]);
      }
    }
  }
}

// enterJigsaw paints want's regions: it matches each region of want
// with the board's region sharing most cells with it, chooses the
// board's region as the brush and taps each cell that must move into
// it, and so on, reading the board's letters again after each region
// (they are named by their first cells, so painting may rename them).
async function enterJigsaw(b, page, regions) {
  await b.key('Mode: givens'); // now regions: the board shows the letters
  assert.ok(await page.getByRole('button', { name: 'Mode: regions', exact: true }).isVisible());
  let shown = false;
  for (let round = 0; round < 20; round++) {
    const now = parse(await board(page, 'puzzle')).regions ?? boxes;
    const overlap = [];
    for (const w of new Set(regions.join(''))) {
      for (const l of new Set(now.join(''))) {
        let n = 0;
        for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) if (regions[r][c] === w && now[r][c] === l) n++;
        overlap.push({ w, l, n });
      }
    }
    overlap.sort((x, y) => y.n - x.n);
    const to = new Map();
    const used = new Set();
    for (const { w, l } of overlap) {
      if (!to.has(w) && !used.has(l)) { to.set(w, l); used.add(l); }
    }
    let todo = null;
    for (const l of 'ABCDEFGHI') {
      const cells = [];
      for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) if (to.get(regions[r][c]) === l && now[r][c] !== l) cells.push([r, c]);
      if (cells.length) { todo = { l, cells }; break; }
    }
    if (!todo) return;
    await b.key(todo.l);
    assert.equal(await page.getAttribute(`#pad button[data-key="brush-${todo.l}"]`, 'aria-pressed'), 'true', `${todo.l} shows as the brush`);
    for (const cell of todo.cells) await b.stroke([cell]);
    if (!shown) {
      await shot(page, `${b.touch ? 'phone' : 'laptop'}-sudoku-painting-regions`);
      shown = true;
    }
  }
  assert.fail('the regions did not come out in 20 rounds');
}

const boxes = ['AAABBBCCC', 'AAABBBCCC', 'AAABBBCCC', 'DDDEEEFFF', 'DDDEEEFFF', 'DDDEEEFFF', 'GGGHHHIII', 'GGGHHHIII', 'GGGHHHIII'];

// enterCages paints each cage with one stroke through its cells, then
// types its sum.
async function enterCages(b, cages) {
  await b.key('Mode: givens');
  await b.key('Mode: regions'); // now cages
  for (const k of cages) {
    await b.stroke(walk(k.cells));
    const line = ': ' + k.cells.map(([r, c]) => `r${r + 1}c${c + 1}`).join(' ') + '\n';
    await b.page.waitForFunction((l) => document.getElementById('board').dataset.puzzle.includes('?' + l), line, { timeout: 5000 });
    if (k.sum === '?') continue;
    for (let i = 1; i <= k.sum.length; i++) {
      await b.key(k.sum[i - 1]);
      await typed(b, k.sum.slice(0, i) + line);
    }
  }
}

// typed waits for the board's text to hold want. Under load Chromium may
// still swallow the first pad tap after a finger's drag (see stroke): the
// key is pressed once more, and the retry is counted apart from the
// person's taps.
async function typed(b, want) {
  const has = (w) => document.getElementById('board').dataset.puzzle.includes('\n' + w);
  try {
    await b.page.waitForFunction(has, want, { timeout: 2000 });
  } catch {
    b.retries = (b.retries || 0) + 1;
    await pressPad(b.page, want[want.indexOf(':') - 1], b.touch);
    await b.page.waitForFunction(has, want, { timeout: 5000 });
  }
}

for (const [name, device] of [['laptop', laptop], ['phone', phone]]) {
  test(`${name}: the 9x9 jigsaw and killer examples are painted in at most 120 taps each`, () => env.withApp(device, async (page, ctx) => {
    const touch = name === 'phone';
    const cdp = touch ? await ctx.newCDPSession(page) : null;
    await selectType(page, 'sudoku');
    const counts = {};
    for (const [example, index] of [['jigsaw', 2], ['killer', 3]]) {
      await openExample(page, index);
      const want = await board(page, 'puzzle');
      assert.match(want, new RegExp(`^#sudoku 9 .*${example}`));
      await menu(page, 'puzzle');
      assert.equal(await page.inputValue('#rows'), '9');
      if (touch) await page.tap('#new'); else await page.click('#new');
      assert.match(await board(page, 'puzzle'), /^#sudoku 9 box=3x3\n(\.{9}\n){9}$/);
      const b = new Board(page, touch, cdp);
      const { grid, regions, cages } = parse(want);
      await enterGivens(b, grid);
      if (regions) await enterJigsaw(b, page, regions);
      if (cages.length) await enterCages(b, cages);
      await shot(page, `${name}-sudoku-${example}-painted`);
      assert.equal(await board(page, 'puzzle'), want, `${example}: the painted puzzle`);
      counts[example] = b.taps;
      assert.ok(b.taps <= 120, `${example}: ${b.taps} taps, want at most 120`);
      // It solves, and one Undo takes back a whole stroke (the last
      // cage, or the last painted cell).
      await page.click('#solve');
      assert.equal(await waitStatus(page, ['solved', 'unsat', 'invalid', 'error']), 'solved', await page.textContent('#status'));
      await shot(page, `${name}-sudoku-${example}-painted-solved`);
    }
    metric(`${name}_sudoku_paint_taps`, counts);
  }));
}

test('phone: a jigsaw whose regions do not tile names a region the board shows', () => env.withApp(phone, async (page, ctx) => {
  const cdp = await ctx.newCDPSession(page);
  await selectType(page, 'sudoku');
  await menu(page, 'puzzle');
  await page.tap('#new');
  const b = new Board(page, true, cdp);
  await b.key('Mode: givens');
  await b.key('B');
  await b.stroke([[0, 0], [0, 1], [1, 1]]); // a drag paints three cells of A into B
  // Regions are named by their first cells, on the board as in the text
  // and the messages: the painted region is now A.
  assert.match(await board(page, 'puzzle'), /regions:\nAABAAACCC\nBABAAACCC\n/);
  await page.tap('#solve');
  await waitStatus(page, ['solved', 'unsat', 'invalid', 'error']);
  assert.match(await page.textContent('#status'), /region A has 12 cells, want 9/);
  await shot(page, 'phone-sudoku-region-error');
}));
