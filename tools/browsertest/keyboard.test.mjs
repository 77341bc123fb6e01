// Browser tests of the keyboard and of statuses: every type's first
// example entered from a blank board with the keyboard alone (the strokes
// come from Go, app.KeyScript via tools/browsertest/keyscript), statuses
// that never outlive the board they describe, the type last used opening
// a bare visit, and pad keys that do not stay highlighted after a tap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { setup, openApp, board, waitStatus, shot, metric, root, laptop, phone, menu, importText, pressPad, openExample, selectType, waitType } from './harness.mjs';

// The site's server and the browser, for every test of the file.
const env = setup();

const scripts = JSON.parse(execFileSync('go', ['run', './tools/browsertest/keyscript'], { cwd: root, encoding: 'utf8' }));

const active = (page) => page.evaluate(() => {
  const e = document.activeElement;
  return e ? (e.id || e.textContent.trim() || e.tagName) : '';
});

// tabTo presses Tab until the focus is on what is named (an id, or a
// button's text), at most 60 times.
async function tabTo(page, name) {
  for (let i = 0; i < 60; i++) {
    if (await active(page) === name) return i;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${name}`);
}

test('keyboard alone: every type\'s first example entered from a blank board', () => env.withApp(laptop, async (page) => {
  const counts = {};
  for (const { type, size, strokes, want } of scripts) {
    const t0 = Date.now();
    await page.focus('#type');
    await selectType(page, type);
    // Puzzle → New empty of the example's size, by keyboard.
    await page.focus('#puzzle-menu > summary');
    await page.keyboard.press('Enter');
    await tabTo(page, 'rows');
    for (const [i, f] of size.entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      await page.keyboard.press('Control+A');
      await page.keyboard.type(String(f.value));
    }
    await page.keyboard.press('Tab');
    assert.equal(await active(page), 'new');
    await page.keyboard.press('Enter');
    assert.equal(await active(page), 'board', `${type}: after New empty the focus is on the board`);
    assert.equal(await board(page, 'selected') !== '', true, `${type}: the board's focus selects a target`);
    let pads = 0;
    for (const s of strokes) {
      if (s.pad) {
        const tabs = await tabTo(page, s.pad);
        assert.ok(tabs > 0 && tabs < 25, `${type}: ${tabs} Tabs to the pad key ${s.pad}`);
        await page.keyboard.press('Enter');
        assert.equal(await active(page), 'board', `${type}: after the pad key ${s.pad} the focus is back on the board`);
        pads++;
      } else if (s.key === ' ') {
        await page.keyboard.press('Space');
      } else if (s.key.length === 1) {
        await page.keyboard.type(s.key);
      } else {
        await page.keyboard.press(s.key);
      }
    }
    assert.equal(await board(page, 'puzzle'), want, `${type}: entered by keyboard`);
    assert.notEqual(await page.getAttribute('#status', 'class'), 'error', `${type}: ${await page.textContent('#status')}`);
    counts[type] = { strokes: strokes.length, pad_keys: pads, ms: Date.now() - t0 };
    if (type === 'nonogram' || type === 'dominoes') await shot(page, `keyboard-${type}`);
  }
  metric('keyboard_entry', counts);
}));

test('a Nonogram\'s board takes the keyboard: Tab selects the first column clue, and digits go in', () => env.withApp(laptop, async (page) => {
  await selectType(page, 'nonogram');
  await page.focus('#solve');
  await tabTo(page, 'board');
  assert.equal(await board(page, 'selected'), '0,0,col');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await board(page, 'selected'), '0,0,row');
  await page.keyboard.type('x');
  assert.match(await page.textContent('#status'), /^The key x does nothing here; the pad's keys do \(Tab goes to them\)\.$/);
}));

test('statuses never outlive the board: an edit, Undo and a load replace them', () => env.withApp(laptop, async (page) => {
  await selectType(page, 'sudoku');
  await openExample(page, 0);
  await menu(page, 'tools');
  await page.click('#explain');
  assert.equal(await waitStatus(page, ['explained', 'error']), 'explained');
  assert.match(await page.textContent('#status'), /has a solution/);
  // A second 7 in row 1 (the example has one at column 2).
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('7');
  assert.match(await board(page, 'puzzle'), /\n\.77/);
  assert.equal(await board(page, 'status'), 'idle');
  assert.equal(await page.textContent('#status'), 'Edited.');
  assert.equal(await page.textContent('#detail'), '', 'the figures go with the result');

  assert.equal(await importText(page, '#numberlink fill\nR...G\n.....\n.....\n.....\nG...R\n'), '');
  await menu(page, 'tools');
  await page.click('#explain');
  assert.equal(await waitStatus(page, ['explained', 'error']), 'explained');
  assert.equal(await page.textContent('#status'), 'No solution: these 2 clues cannot all hold.');
  assert.match(await page.textContent('#detail'), /ms · \d+ variables/);
  await shot(page, 'laptop-explained');
  await page.click('#undo'); // back to the Sudoku, before the import
  await waitType(page, 'sudoku');
  assert.equal(await page.textContent('#status'), 'Undone.');
  assert.equal(await board(page, 'answer'), '', 'the conflict picture went with its status');
  await page.click('#redo');
  await waitType(page, 'numberlink');
  assert.equal(await page.textContent('#status'), 'Redone.');
  // A solve's status goes with an edit too, and has no figures inside.
  await page.click('#solve');
  assert.equal(await waitStatus(page, ['solved', 'unsat', 'error']), 'unsat');
  assert.doesNotMatch(await page.textContent('#status'), /ms|variables|\(\d/);
  await page.focus('#board');
  await page.keyboard.press('Delete');
  assert.equal(await page.textContent('#status'), 'Edited.');
}));

test('a bare visit opens the type last used', () => env.withApp(laptop, async (page, ctx) => {
  await selectType(page, 'hidato');
  const again = await openApp(ctx, env.server.base);
  assert.equal(await board(again, 'type'), 'hidato');
  assert.deepEqual(again.errors, []);
}));

test('phone: a tapped pad key does not stay highlighted, and the menus and words read whole', () => env.withApp(phone, async (page) => {
  assert.ok(await page.isVisible('h1'), 'the app\'s name shows on the phone');
  const style = (i) => page.$$eval('#pad button', (bs, i) => {
    const s = getComputedStyle(bs[i]);
    return [s.backgroundColor, s.borderColor, s.outlineStyle, s.color].join(' ');
  }, i);
  const plain = await style(0);
  const box = await page.locator('#board').boundingBox();
  await page.touchscreen.tap(box.x + box.width * 0.1, box.y + box.height * 0.1);
  await pressPad(page, '1', true);
  assert.equal(await active(page), 'board', 'the focus goes back to the board');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  assert.equal(await style(0), plain, 'the tapped key looks like the others');
  await shot(page, 'phone-after-pad-tap');
  // Examples are listed whole.
  await selectType(page, 'dominoes');
  await page.tap('#puzzle-menu > summary');
  const cut = await page.$$eval('#examples button', (bs) => bs.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent));
  assert.deepEqual(cut, [], 'example names are not cut off');
  await shot(page, 'phone-puzzle-menu');
  // Sudoku is sized by one field; a bad size is a sentence.
  await selectType(page, 'sudoku');
  await menu(page, 'puzzle');
  assert.equal(await page.textContent('#size'), 'Side ');
  await page.fill('#rows', '0');
  await page.tap('#new');
  assert.equal(await page.textContent('#status'), 'Side 0 is outside 1 to 36.');
  await selectType(page, 'numberlink');
  await menu(page, 'puzzle');
  await page.fill('#rows', '0');
  await page.fill('#cols', '0');
  await page.tap('#new');
  assert.match(await page.textContent('#status'), /^Size 0x0 is outside 1x1 to \d+x\d+\.$/);
}));
