// Play mode for every type (#26): each playable type's first example is
// played to "Solved" by taps alone on the phone, and by keys alone on the
// laptop; on Sudoku and Slitherlink a wrong entry is checked (its fault
// outlined on the board), a hint's reason is seen shaded and the solving
// path is stepped forward and back.
//
// Nothing here knows a type's answer or its controls: the answer is the
// solver worker's (a solve request, as Solve sends it), turned into play
// entries by the page itself; the values that stand for an empty part are
// the pad's Dot and Cross keys; where a part lies comes from the page.
// The page's test-only hooks (wasm/playhook.go) are
// window.puzzlesatAnswerEntries (an answer as entries),
// window.puzzlesatPartBox (a part's box on the board) and
// window.puzzlesatParts (every part's name). What a tap, a drag or a key
// did is read back from the board's data-selected and data-entries.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { setup, openApp, board, waitStatus, shot, laptop, phone, metric, selectType, root, results } from './harness.mjs';

// Every type, as the Makefile lists the page modules.
// PLAYALL=sudoku,masyu narrows both lists (while working on a type).
const only = process.env.PLAYALL ? process.env.PLAYALL.split(',') : null;
const TYPES = readdirSync(root + 'puzzles/all').filter((f) => /^type_\w+\.go$/.test(f)).map((f) => f.slice(5, -3)).sort()
  .filter((t) => !only || only.includes(t));

// Switches has its own play (press the switches, in the Tools menu); the
// page says Play is not available for it, and the test checks that it
// does. SKIP would hold a type that cannot be played to Solved, with the
// reason (a bug in its Play); none is left.
const NOT_PLAYABLE = { switches: 'its own play: press the switches (Tools menu)' };
const SKIP = {};

// The laptop plays these by keys alone (every kind of part and entry:
// shading, marks, digits cycled and typed, lines between centres and
// between corners, region borders, bridges, pipe tiles).
// PLAYALL_KEYS=all plays every type there (not in make test: the time).
const KEYBOARD = (process.env.PLAYALL_KEYS === 'all' ? TYPES.filter((t) => !NOT_PLAYABLE[t])
  : ['sudoku', 'slitherlink', 'masyu', 'hidato', 'pipes', 'hashi', 'galaxies', 'undead', 'magnets', 'yajilin', 'nonogram', 'slant'])
  .filter((t) => !only || only.includes(t));

// The site's server and the browser, for every test of the file.
const env = setup();

const isLineName = (name) => /,(edge|side)-/.test(name);
const isLine = (kind) => kind.startsWith('edge-') || kind.startsWith('side-');
const upright = (kind) => kind === 'edge-down' || kind === 'side-right';
const entryLine = (f) => `${f.r},${f.c},${f.kind}=${f.value}`;
const entries = async (page) => new Set((await board(page, 'entries')).split('\n').filter(Boolean));

// state is the board's selection and entries, read at once.
async function state(page) {
  const [sel, es] = await page.evaluate(() => {
    const b = document.getElementById('board');
    return [b.dataset.selected, b.dataset.entries || ''];
  });
  return { sel, entries: new Set(es.split('\n').filter(Boolean)) };
}

// parseEntry reads one "r,c,kind=value" line of data-entries.
function parseEntry(line) {
  const eq = line.indexOf('=');
  const [r, c, ...k] = line.slice(0, eq).split(',');
  const kind = k.join(',');
  return { r: +r, c: +c, kind, value: line.slice(eq + 1), name: kind ? `${r},${c},${kind}` : `${r},${c}` };
}

// frames waits until the page has drawn twice (a finger's moves reach the
// page with the next frame).
const frames = (page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

// Where in a cell part's box a tap goes (fractions across and down): the
// centre, else beside it (a board with lines starts a line's drag at a
// cell's centre), else along a long box (crossing bridges).
const SPOTS = [[0.5, 0.5], [0.9, 0.5], [0.5, 0.9], [0.25, 0.5], [0.75, 0.5], [0.5, 0.25], [0.5, 0.75], [0.15, 0.85]];

// partBox is part f's box in viewport pixels, scrolled into view first
// (the zoomed board's wrapper and the window), with the SPOTS in it that
// a tap would reach the board at (not the Fit board button over the
// board's corner); null if the hook knows no such part.
function partBox(page, f) {
  return page.evaluate(([r, c, kind, spots]) => {
    const b = window.puzzlesatPartBox(r, c, kind);
    if (!b) return null;
    const canvas = document.getElementById('board');
    const wrap = canvas.parentElement;
    const [x, y, w, h] = b;
    if (wrap.scrollWidth > wrap.clientWidth) wrap.scrollLeft = x + w / 2 - wrap.clientWidth / 2;
    if (wrap.scrollHeight > wrap.clientHeight) wrap.scrollTop = y + h / 2 - wrap.clientHeight / 2;
    let rect = canvas.getBoundingClientRect();
    const cy = rect.top + y + h / 2;
    if (cy < 80 || cy > innerHeight - 80) {
      window.scrollBy({ top: cy - innerHeight / 2, behavior: 'instant' });
      rect = canvas.getBoundingClientRect();
    }
    const box = { x: rect.left + x, y: rect.top + y, w, h };
    box.spots = spots.map(([kx, ky]) => ({ x: box.x + w * kx, y: box.y + h * ky }))
      .filter((p) => document.elementFromPoint(p.x, p.y) === canvas);
    return box;
  }, [f.r, f.c, f.kind, SPOTS]);
}

// solution asks the page's solver worker to solve the puzzle on the board
// (as Solve does) and returns its answer as play entries, read by the
// page itself (window.puzzlesatAnswerEntries).
async function solution(page) {
  const t0 = Date.now();
  const text = await page.evaluate(() => new Promise((done, fail) => {
    const b = document.getElementById('board');
    const req = JSON.stringify({ id: 1e6, op: 'solve', type: b.dataset.type, text: b.dataset.puzzle });
    window.puzzlesatWorker.solve(req, 120000, (json) => {
      const r = JSON.parse(json);
      if (!r.answer) fail(new Error(`no answer: ${r.status}: ${r.summary || r.error}`));
      else done(window.puzzlesatAnswerEntries(JSON.stringify(r.answer)));
    }, () => {}, () => {});
  }));
  assert.ok(text, 'the page could not read the answer as entries');
  return { facts: text.split('\n').filter(Boolean).map(parseEntry), ms: Date.now() - t0 };
}

// offValues are the values the pad names Dot or Cross: what an empty part
// stands for (no light, not shaded, no line), never entered.
function offValues(page) {
  return page.evaluate(() => [...document.querySelectorAll('#pad button')]
    .filter((b) => ['Dot', 'Cross'].includes(b.textContent)).map((b) => b.dataset.key));
}

// padKeys are the pad's keys (values) while playing.
function padKeys(page) {
  return page.evaluate(() => [...document.querySelectorAll('#pad button')].map((b) => b.dataset.key));
}

// Phone: taps and drags on the board, taps on the pad.
class Finger {
  constructor(page, cdp) {
    Object.assign(this, { page, cdp, taps: 0, misses: 0, lastDrag: 0 });
  }

  // counts are the taps made so far and the taps Chromium dropped.
  counts() {
    return { taps: this.taps, misses: this.misses };
  }

  // button taps a button of the page by its id.
  async button(id) {
    this.taps++;
    await this.page.locator('#' + id).tap();
  }

  async tap(x, y) {
    this.taps++;
    await this.page.touchscreen.tap(x, y);
  }

  async drag(p, q) {
    this.taps++;
    const touch = (type, pt) => this.cdp.send('Input.dispatchTouchEvent', { type, touchPoints: pt ? [{ x: pt.x, y: pt.y }] : [] });
    await touch('touchStart', p);
    for (const k of [0.5, 1]) await touch('touchMove', { x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k });
    await touch('touchEnd');
    await frames(this.page);
    this.lastDrag = Date.now();
  }

  // pad taps the pad key entering value; Chromium drops a tap that comes
  // within a moment of a finger's drag, so it waits that moment out.
  async pad(value) {
    const wait = this.lastDrag + 400 - Date.now();
    if (wait > 0) await this.page.waitForTimeout(wait);
    const at = await this.page.evaluate((v) => {
      const key = [...document.querySelectorAll('#pad button')].find((b) => b.dataset.key === v);
      if (!key) return null;
      let r = key.getBoundingClientRect();
      if (r.top < 0 || r.bottom > innerHeight) {
        key.scrollIntoView({ block: 'center', behavior: 'instant' });
        r = key.getBoundingClientRect();
      }
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }, value);
    assert.ok(at, `no pad key for ${value}`);
    await this.tap(at.x, at.y);
  }

  // enter gives part f its value: a line is drawn by a drag along it; a
  // cell is tapped (which cycles it to its first value), and when that is
  // not the value, or its number is typed, the pad's keys enter it.
  async enter(f, typed) {
    const want = entryLine(f);
    for (let attempt = 0; attempt < 3; attempt++) {
      const b = await partBox(this.page, f);
      assert.ok(b, `no box for ${f.name}`);
      if (isLine(f.kind)) {
        const [p, q] = upright(f.kind)
          ? [{ x: b.x + b.w / 2, y: b.y }, { x: b.x + b.w / 2, y: b.y + b.h }]
          : [{ x: b.x, y: b.y + b.h / 2 }, { x: b.x + b.w, y: b.y + b.h / 2 }];
        await this.drag(p, q);
        if ((await entries(this.page)).has(want)) return;
        continue; // the first touch on a large board zooms in
      }
      // A tap that selects another part (and cycles it) is undone.
      let st = await state(this.page);
      for (const p of b.spots) {
        const before = [...st.entries].join('\n');
        await this.tap(p.x, p.y);
        st = await state(this.page);
        if (st.sel === f.name) break;
        this.misses++;
        if ([...st.entries].join('\n') !== before) {
          await this.button('undo');
          st = await state(this.page);
          assert.equal([...st.entries].join('\n'), before, 'Undo did not take back a stray tap');
        }
      }
      if (st.sel !== f.name) continue;
      if (st.entries.has(want)) return;
      if (typed) for (const d of f.value) await this.pad(d);
      else await this.pad(f.value);
      assert.ok((await entries(this.page)).has(want), `${want}: the pad did not enter it; entries:\n${await board(this.page, 'entries')}`);
      return;
    }
    assert.fail(`${want}: taps on the board did not enter it (selected ${await board(this.page, 'selected')})`);
  }
}

// Laptop: the keyboard alone, on the focused board.
class Keys {
  constructor(page) {
    Object.assign(this, { page, keys: 0 });
  }

  // counts are the keys pressed so far.
  counts() {
    return { keys: this.keys };
  }

  async press(key) {
    this.keys++;
    await this.page.keyboard.press(key);
  }

  // learn reads where every part is (window.puzzlesatParts names them):
  // the arrows' moves are worked out from it as the page's Play.move
  // makes them (the nearest part that way, the same row or column first).
  async learn() {
    const facts = (await this.page.evaluate(() => window.puzzlesatParts())).map((n) => parseEntry(n + (n.split(',').length === 2 ? ',' : '') + '='));
    const boxes = await this.page.evaluate((ps) => ps.map((p) => window.puzzlesatPartBox(p.r, p.c, p.kind)), facts);
    const parts = facts.map((f, i) => ({ name: f.name, x: boxes[i][0] + boxes[i][2] / 2, y: boxes[i][1] + boxes[i][3] / 2 }));
    const unit = Math.min(...boxes.map((b) => Math.max(b[2], b[3])));
    const dirs = { ArrowUp: [0, -1], ArrowRight: [1, 0], ArrowDown: [0, 1], ArrowLeft: [-1, 0] };
    this.next = new Map(parts.map((p) => [p.name, Object.fromEntries(Object.entries(dirs).map(([key, d]) => {
      let best = p.name, bestD = Infinity;
      for (const q of parts) {
        const dx = (q.x - p.x) / unit, dy = (q.y - p.y) / unit;
        const along = dx * d[0] + dy * d[1], across = Math.abs(dx * d[1] - dy * d[0]);
        if (along < 0.01) continue;
        const dist = 100 * Math.round(across * 100) / 100 + along;
        if (dist < bestD) { best = q.name; bestD = dist; }
      }
      return [key, best];
    }))]));
  }

  // route is the shortest run of arrows from part a to part b.
  route(a, b) {
    const from = new Map([[a, null]]);
    const queue = [a];
    while (queue.length) {
      const p = queue.shift();
      if (p === b) break;
      for (const [key, q] of Object.entries(this.next.get(p) || {})) {
        if (!from.has(q)) { from.set(q, [p, key]); queue.push(q); }
      }
    }
    const keys = [];
    for (let p = b; from.get(p); p = from.get(p)[0]) keys.unshift(from.get(p)[1]);
    return from.has(b) ? keys : null;
  }

  // select moves the selection to part f with the arrow keys.
  async select(f) {
    const sel = await board(this.page, 'selected');
    const keys = this.route(sel, f.name);
    assert.ok(keys, `no run of arrows from ${sel} to ${f.name}`);
    for (const k of keys) await this.press(k);
    assert.equal(await board(this.page, 'selected'), f.name, `the arrows ${keys.join(' ')} from ${sel}`);
  }

  // enter selects part f and types its value: its digits (a number typed
  // digit by digit), its one character, else Space until it is there.
  async enter(f, typed) {
    const want = entryLine(f);
    await this.select(f);
    if (typed || /^[0-9]$/.test(f.value)) for (const d of f.value) await this.press(d);
    else if ([...f.value].length === 1) await this.press(f.value);
    for (let i = 0; i < 12 && !(await entries(this.page)).has(want); i++) await this.press(' ');
    assert.ok((await entries(this.page)).has(want), `${want}: the keys did not enter it; entries:\n${await board(this.page, 'entries')}`);
  }
}

// colour counts the board's pixels of palette colour name (a CSS custom
// property) within a box of CSS pixels from the board's corner (the whole
// board when box is omitted).
function colour(page, name, box) {
  return page.evaluate(([name, box]) => {
    const canvas = document.getElementById('board');
    const hex = getComputedStyle(document.documentElement).getPropertyValue('--' + name).trim();
    const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const k = canvas.width / canvas.clientWidth;
    const [x, y, w, h] = box ? box.map((v) => Math.round(v * k)) : [0, 0, canvas.width, canvas.height];
    const data = canvas.getContext('2d').getImageData(x, y, Math.max(w, 1), Math.max(h, 1)).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i] - want[0]) <= 3 && Math.abs(data[i + 1] - want[1]) <= 3 && Math.abs(data[i + 2] - want[2]) <= 3) n++;
    }
    return n;
  }, [name, box || null]);
}

const boardBox = (page, f) => page.evaluate(([r, c, k]) => window.puzzlesatPartBox(r, c, k), [f.r, f.c, f.kind]);

// checks enters a wrong entry by keys, checks it (its fault outlined and
// shaded on the board), takes it back, takes a hint (its reason shaded,
// its fact outlined) and steps the path forward and back.
async function checks(page, input, type, facts) {
  // A wrong entry: a line where the answer has none, or another digit.
  let wrong;
  const drawn = new Set(facts.filter((f) => f.value === 'line').map((f) => f.name));
  const spare = (await page.evaluate(() => window.puzzlesatParts())).find((n) => n.split(',').length === 3 && isLineName(n) && !drawn.has(n));
  if (facts.some((f) => isLine(f.kind))) {
    assert.ok(spare, 'no line part is off in the answer');
    wrong = { ...parseEntry(spare + '=line') };
    await input.select(wrong);
    await input.press('l');
  } else {
    const f = facts.find((x) => /^[0-9]$/.test(x.value));
    await input.select(f);
    for (const d of '123456789') {
      if (d === f.value) continue;
      await input.press(d);
      wrong = { ...f, value: d };
      if ((await entries(page)).has(entryLine(wrong))) break;
    }
  }
  assert.ok((await entries(page)).has(entryLine(wrong)), `the wrong entry ${entryLine(wrong)} is not on the board`);
  await page.keyboard.press('Escape'); // nothing selected: the fault's marks show
  const box = await boardBox(page, wrong);
  assert.equal(await colour(page, 'differedge', box), 0, 'an outline before any check');
  const t0 = Date.now();
  await page.click('#check');
  await waitStatus(page, ['faulty']);
  metric(`playall-check-${type}-ms`, Date.now() - t0);
  assert.match(await page.textContent('#status'), /^Not correct/);
  assert.ok(await colour(page, 'differedge', box) > 0, 'the faulty entry is not outlined');
  assert.ok(await colour(page, 'differ', box) > 0, 'the faulty entry is not shaded');
  await shot(page, `playall-check-${type}`);
  await page.click('#undo');
  assert.ok(!(await entries(page)).has(entryLine(wrong)), 'Undo left the wrong entry');
  assert.equal(await colour(page, 'differedge'), 0, 'the fault is still outlined after Undo');
  // A hint: its reason (clues, entries) shaded, its fact outlined.
  const shadeBefore = await colour(page, 'shade');
  const t1 = Date.now();
  await page.click('#hint');
  await waitStatus(page, ['hinted']);
  metric(`playall-hint-${type}-ms`, Date.now() - t1);
  assert.match(await page.textContent('#status'), /^Hint: .+: with (this|these)/);
  assert.ok(await colour(page, 'shade') > shadeBefore, 'the hint\'s reason is not shaded');
  assert.ok(await colour(page, 'differedge') > 0, 'the hint\'s fact is not outlined');
  await shot(page, `playall-hint-${type}`);
  // The path: Next, Back, and the arrow keys on the board.
  await page.click('#path');
  await waitStatus(page, ['path']);
  assert.equal(await board(page, 'step'), '0');
  assert.equal(await board(page, 'entries'), '', 'the path starts from the givens');
  await page.click('#path-next');
  assert.equal(await board(page, 'step'), '1');
  assert.match(await page.textContent('#status'), /^Step 1 of \d+\. .+: with /);
  assert.equal((await entries(page)).size, 1, 'step 1 shows one fact');
  assert.ok(await colour(page, 'differedge') > 0, 'step 1\'s fact is not outlined');
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  assert.equal(await board(page, 'step'), '2');
  assert.equal((await entries(page)).size, 2);
  await page.keyboard.press('ArrowLeft');
  await page.click('#path-back');
  assert.equal(await board(page, 'step'), '0');
  assert.equal(await board(page, 'entries'), '');
  await page.click('#path'); // Close path
  await waitStatus(page, ['playing']);
  assert.equal(await board(page, 'entries'), '', 'closing the path brings the (no) entries back');
}

// playType opens type's first example, plays it to Solved with input and
// returns what it took.
async function playType(page, type, touch, input) {
  await selectType(page, type);
  const t0 = Date.now();
  if (touch) await page.locator('#playmode').tap(); else await page.click('#playmode');
  if (NOT_PLAYABLE[type]) {
    assert.match(await page.textContent('#status'), /^Play is not available for /);
    return null;
  }
  await waitStatus(page, ['playing']);
  assert.equal(await board(page, 'entries'), '', 'a first visit starts with no entries');
  const sol = await solution(page);
  const off = await offValues(page);
  const typed = (await padKeys(page)).includes('Backspace');
  const todo = sol.facts.filter((f) => !off.includes(f.value));
  assert.ok(todo.length > 0, 'the answer has no entries to make');
  if (!touch) {
    await input.learn();
    await page.focus('#board');
    if (type === 'sudoku' || type === 'slitherlink') {
      await checks(page, input, type, sol.facts);
      await page.focus('#board');
    }
  }
  let wonEarly = '';
  for (const [i, f] of todo.entries()) {
    await input.enter(f, typed);
    if (i < todo.length - 1 && (await board(page, 'status')) === 'won') wonEarly ||= `after ${i + 1} of ${todo.length}`;
  }
  await waitStatus(page, ['won'], 10000).catch(async () => {
    assert.fail(`not solved: status "${await page.textContent('#status')}" with every entry of the answer made`);
  });
  assert.match(await page.textContent('#status'), /^Solved in \d+:\d\d: the .+ rules all hold\./);
  assert.deepEqual(page.errors, []);
  return { facts: todo.length, solveMs: sol.ms, ms: Date.now() - t0, wonEarly };
}

// playsAll plays each of types to Solved (see playType), as the tests of
// a describe, on a page of device opened on the first type, with the
// input that input makes of the page and its context (a Finger or a
// Keys); the metric name records each type's time and what its input
// counted (see counts). On the phone (touch) the screen, solved, is kept.
function playsAll(name, device, types, touch, input) {
  let context, page, by;
  const took = {};
  before(async () => {
    context = await env.browser.newContext(device);
    page = await openApp(context, env.server.base + '#' + types[0]);
    by = await input(page, context);
  });
  after(async () => {
    metric(name, took);
    await context?.close();
  });
  for (const type of types) {
    test(type, { skip: SKIP[type] }, async () => {
      page.errors.length = 0;
      const start = by.counts();
      const r = await playType(page, type, touch, by);
      if (r) {
        took[type] = { ...r, ...Object.fromEntries(Object.entries(by.counts()).map(([k, n]) => [k, n - start[k]])) };
        if (touch) await page.screenshot({ path: `${results}${name}-${type}.png` }); // the screen, solved
      }
    });
  }
}

describe('phone: every playable type played to Solved by taps alone', { skip: process.env.PLAYALL_KEYS === 'all' && 'PLAYALL_KEYS=all: the laptop alone' }, () => {
  playsAll('playall-phone', phone, TYPES, true, async (page, context) => new Finger(page, await context.newCDPSession(page)));
});

describe('laptop: types played to Solved by keys alone; a wrong entry, a hint and the path', () => {
  playsAll('playall-laptop', laptop, KEYBOARD, false, (page) => new Keys(page));
});
