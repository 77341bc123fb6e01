// Play mode (#26): a person fills in the answer by taps (phone) and by
// keys (laptop) to "Solved in m:ss", checks a wrong entry, takes a hint
// with its reason highlighted and steps through the solving path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, board, waitStatus, shot, laptop, phone, metric, selectType } from './harness.mjs';

// The site's server and the browser, for every test of the file.
const env = setup();

// solutionByPath walks the solving path to its end and returns its facts
// ("r,c,kind=value" lines), then closes it.
async function solutionByPath(page, tag, touch) {
  await page.click('#path');
  await waitStatus(page, ['path']);
  assert.equal(await board(page, 'step'), '0');
  const next = page.locator('#path-next');
  if (touch) await next.tap(); else await next.click();
  assert.equal(await board(page, 'step'), '1');
  assert.match(await page.textContent('#status'), /^Step 1 of \d+\. .+: with /);
  await shot(page, `play-path-${tag}`);
  if (touch) await page.locator('#path-back').tap(); else await page.click('#path-back');
  assert.equal(await board(page, 'step'), '0');
  while (!(await next.isDisabled())) await next.click();
  const facts = (await board(page, 'entries')).trim().split('\n');
  await page.click('#path'); // Close path
  return facts;
}

// cellPoint is the page point of cell (r, c) on a scene with a margin of
// 0.3 cells around a cols-wide grid.
async function cellPoint(page, r, c, cols) {
  const box = await page.locator('#board').boundingBox();
  const scale = box.width / (cols + 0.6);
  return [box.x + (c + 0.8) * scale, box.y + (r + 0.8) * scale];
}

test('phone: Light Up played to Solved by taps, a wrong light checked, a hint, the path', () => env.withApp(phone, async (page) => {
  await selectType(page, 'lightup');
  await page.locator('#playmode').tap();
  await waitStatus(page, ['playing']);
  // The play bar keeps one row at 390 px: Next beside Check.
  const first = await page.locator('#check').boundingBox();
  const last = await page.locator('#path-next').boundingBox();
  assert.equal(Math.round(last.y), Math.round(first.y), 'the play bar wraps: Next is on a row of its own');
  const cols = (await board(page, 'puzzle')).trim().split('\n').slice(1)[0].length;
  const facts = await solutionByPath(page, 'phone', true);
  const lights = facts.filter((f) => f.endsWith('=lights')).map((f) => f.split(',').slice(0, 2).map(Number));
  assert.ok(lights.length > 0);
  // A wrong light first: next to the first light of the answer.
  const [r0, c0] = lights[0];
  const wrong = lights.some(([r, c]) => r === r0 && c === c0 + 1) ? [r0 + 1, c0] : [r0, c0 + 1];
  let [x, y] = await cellPoint(page, wrong[0], wrong[1], cols);
  await page.touchscreen.tap(x, y);
  assert.match(await board(page, 'entries'), new RegExp(`^${wrong[0]},${wrong[1]},=lights`, 'm'));
  const t0 = Date.now();
  await page.locator('#check').tap();
  const state = await waitStatus(page, ['faulty', 'checked']);
  metric('play-check-phone-ms', Date.now() - t0);
  await shot(page, 'play-check-phone');
  if (state === 'faulty') assert.match(await page.textContent('#status'), /^Not correct/);
  assert.equal(await page.locator('#mistakes').isDisabled(), false);
  await page.locator('#mistakes').tap();
  assert.match(await page.textContent('#status'), /differ from the solution/);
  // Take the wrong light away (a tap makes it a dot, another clears it).
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
  const t1 = Date.now();
  await page.locator('#hint').tap();
  await waitStatus(page, ['hinted']);
  metric('play-hint-phone-ms', Date.now() - t1);
  assert.match(await page.textContent('#status'), /^Hint: Row \d+, column \d+ (has|is) .+: with (this|these)/);
  await shot(page, 'play-hint-phone');
  for (const [r, c] of lights) {
    [x, y] = await cellPoint(page, r, c, cols);
    await page.touchscreen.tap(x, y);
  }
  await waitStatus(page, ['won']);
  assert.match(await page.textContent('#status'), /^Solved in \d+:\d\d/);
  await shot(page, 'play-solved-phone');
  // The entries survive a reload.
  const entries = await board(page, 'entries');
  await page.reload();
  await page.waitForSelector('#board[data-ready=true]');
  await page.locator('#playmode').tap();
  assert.equal(await board(page, 'entries'), entries);
  assert.match(await page.textContent('#status'), /^Solved in/);
}));

test('laptop: Light Up played to Solved by keyboard, undo/redo; Numberlink plays too', () => env.withApp(laptop, async (page) => {
  await selectType(page, 'numberlink');
  await page.click('#playmode');
  await waitStatus(page, ['playing']);
  await page.click('#playmode'); // back to editing
  assert.equal(await page.getAttribute('#playmode', 'aria-pressed'), 'false');
  await selectType(page, 'lightup');
  await page.click('#playmode');
  await waitStatus(page, ['playing']);
  const facts = await solutionByPath(page, 'laptop', false);
  await page.focus('#board');
  const want = new Map(facts.filter((f) => f.endsWith('=lights')).map((f) => [f.split(',').slice(0, 2).join(','), 'l']));
  // Arrows reach each empty cell; its digit is typed.
  for (const [at, v] of want) {
    const [r, c] = at.split(',').map(Number);
    const tried = new Set();
    for (let i = 0; i < 60; i++) {
      const sel = await board(page, 'selected');
      const [sr, sc] = sel.split(',').map(Number);
      if (sr === r && sc === c) break;
      // Along the column first, unless that was tried from here (a given
      // in the way): then along the row.
      let key = sr < r ? 'ArrowDown' : sr > r ? 'ArrowUp' : '';
      if (!key || tried.has(sel + key)) key = sc < c ? 'ArrowRight' : sc > c ? 'ArrowLeft' : (sr < r ? 'ArrowDown' : 'ArrowUp');
      tried.add(sel + key);
      await page.keyboard.press(key);
    }
    assert.equal(await board(page, 'selected'), at);
    if (want.size - 1 === [...want.keys()].indexOf(at)) {
      // The last light: a dot first (wrong), checked, undone.
      await page.keyboard.press('d');
      const t0 = Date.now();
      await page.click('#check');
      await waitStatus(page, ['faulty']);
      metric('play-check-laptop-ms', Date.now() - t0);
      await shot(page, 'play-check-laptop');
      await page.click('#undo');
      assert.doesNotMatch(await board(page, 'entries'), new RegExp(`^${r},${c},=`, 'm'));
      await page.click('#redo');
      await page.keyboard.press('Control+z');
      const t1 = Date.now();
      await page.click('#hint');
      await waitStatus(page, ['hinted']);
      metric('play-hint-laptop-ms', Date.now() - t1);
      assert.match(await page.textContent('#status'), /^Hint: Row \d+, column \d+ (has|is) .+: with (this|these)/);
      await shot(page, 'play-hint-laptop');
      await page.focus('#board');
    }
    await page.keyboard.press(v);
  }
  await waitStatus(page, ['won']);
  assert.match(await page.textContent('#status'), /^Solved in \d+:\d\d: the Light Up.* rules all hold\./);
  await shot(page, 'play-solved-laptop');
}));
