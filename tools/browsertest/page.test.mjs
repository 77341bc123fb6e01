// Browser tests of the page as a person meets it: the board first on a
// laptop and a phone, every type at both sizes, entry by taps alone, and
// the timings the README quotes (test-results/metrics.json).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, interactiveMs, board, waitStatus, shot, metric, readText, laptop, phone, menu, pressPad, openExample, solveTimes, selectType } from './harness.mjs';

// The site's server and the browser, for every test of the file.
const env = setup();

// fits asserts that the whole board is on screen and nothing scrolls sideways.
async function fits(page, what) {
  const box = await page.locator('#board').boundingBox();
  const view = page.viewportSize();
  assert.ok(box.y >= 0 && box.y + box.height <= view.height + 1, `${what}: board ${box.y}..${box.y + box.height} outside 0..${view.height}`);
  assert.ok(box.x >= 0 && box.x + box.width <= view.width + 1, `${what}: board wider than the screen`);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(sideways <= 0, `${what}: scrolls sideways by ${sideways}px`);
}

for (const [name, device] of [['laptop', laptop], ['phone', phone]]) {
  test(`${name}: first visit, every type's first example fits, solves, and is timed`, () => env.withApp(device, async (page) => {
    metric(`${name}_navigation_to_interactive_ms`, await interactiveMs(page));
    // The link follows the board, once it is interactive.
    await page.waitForURL(/#numberlink\/v1\/[A-Za-z0-9_-]+$/);
    assert.match(await board(page, 'puzzle'), /^#numberlink/);
    assert.notEqual(await board(page, 'puzzle'), '#numberlink fill\n' + '.......\n'.repeat(7), 'a first visit opens an example, not an empty grid');
    assert.ok((await page.textContent('#help')).length > 20, 'help is shown next to the board');
    const types = await page.$$eval('#type option', (os) => os.map((o) => o.value));
    const times = {};
    for (const type of types) {
      await selectType(page, type);
      await openExample(page, 0);
      await fits(page, `${name} ${type}`);
      assert.ok(await page.locator('#pad button').count() > 0, `${type}: the pad shows keys`);
      await shot(page, `${name}-${type}`);
      const log = await solveTimes(page);
      assert.equal(await board(page, 'status'), 'solved', `${type}: ${await page.textContent('#status')}`);
      times[type] = { first_answer_ms: Math.round(log.first), uniqueness_known_ms: Math.round(log.done) };
      await fits(page, `${name} ${type} solved`);
      await shot(page, `${name}-${type}-solved`);
      const alt = await page.textContent('#board-text');
      assert.match(alt, /Answer:/, `${type}: the text alternative carries the answer`);
    }
    metric(`${name}_solve_first_example_ms`, times);
  }));
}

test('no sideways scrolling at 360 px, with the menus open', () => env.withApp({ ...phone, viewport: { width: 360, height: 740 } }, async (page) => {
  for (const m of ['puzzle', 'tools']) {
    await menu(page, m);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(sideways <= 0, `${m} menu: scrolls sideways by ${sideways}px`);
    await shot(page, `phone360-${m}-menu`);
  }
}));

const seed = readText('puzzles/numberlink/testdata/seed_7x7.txt').replace(/\n$/, '').split('\n');
const seedAnswer = ['┏━┓4━━┓', '┃3┗━25┃', '┃┗━31┃┃', '┃┏━5┃┃┃', '┃┃┏━┛┃┃', '┃┃1┏━┛┃', '2┗━┛4━┛'].join('\n') + '\n';

test('phone: the seed 7x7 Numberlink is tapped in and solved with taps alone', () => env.withApp(phone, async (page) => {
  await page.tap('#puzzle-menu > summary');
  assert.equal(await page.inputValue('#rows'), '7');
  await page.tap('#new');
  assert.match(await board(page, 'puzzle'), /^#numberlink fill\n(\.{7}\n){7}$/);
  const box = await page.locator('#board').boundingBox();
  const scale = box.width / (7 + 0.6);
  for (let r = 0; r < 7; r++) {
    for (let c = 0; c < 7; c++) {
      if (seed[r][c] === ' ') continue;
      await page.touchscreen.tap(box.x + (c + 0.8) * scale, box.y + (r + 0.8) * scale);
      assert.equal(await board(page, 'selected'), `${r},${c}`);
      await pressPad(page, seed[r][c], true);
    }
  }
  assert.equal(await board(page, 'puzzle'), '#numberlink fill\n' + seed.map((r) => r.replaceAll(' ', '.')).join('\n') + '\n');
  await page.tap('#solve');
  assert.equal(await waitStatus(page, ['solved', 'unsat', 'invalid', 'error']), 'solved');
  assert.equal(await board(page, 'unique'), 'true');
  assert.equal(await board(page, 'answer'), seedAnswer);
  assert.match(await page.textContent('#status'), /^Unique solution \(rules: fill\)\.$/);
  assert.match(await page.textContent('#detail'), /\d+ ms · \d+ variables/);
  await shot(page, 'phone-seed-tapped-solved');
  // The rule is on the pad, in words, and changes there.
  await pressPad(page, 'Rule: fill', true);
  assert.match(await board(page, 'puzzle'), /^#numberlink classic/);
  await pressPad(page, 'Rule: classic', true);
}));

test('keyboard: Tab onto the board shows the cursor and the first key goes in', () => env.withApp(laptop, async (page) => {
  await page.focus('#solve');
  await page.evaluate(() => document.getElementById('board').focus());
  assert.equal(await board(page, 'selected'), '0,0');
  await page.keyboard.press('7');
  assert.match(await board(page, 'puzzle'), /^#numberlink fill\n7/);
  const names = await page.$$eval('button, select, input, textarea, canvas', (els) => els.filter((e) => {
    const label = e.getAttribute('aria-label') || e.textContent.trim() || (e.labels && e.labels[0] && e.labels[0].textContent.trim());
    return !label;
  }).map((e) => e.outerHTML.slice(0, 80)));
  assert.deepEqual(names, [], 'every control has an accessible name');
}));
