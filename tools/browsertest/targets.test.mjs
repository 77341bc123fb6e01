// Browser test of tap targets on a phone (390x844, touch): every control
// and every board target is at least 40 CSS px across, for every type's
// first example. A board too large for that zooms in on a finger's tap
// (wasm/zoom.go); its targets are measured zoomed. It also saves
// screenshots of the changed drawings in light and dark themes on the
// laptop and the phone (test-results/theme-*.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, board, shot, metric, laptop, phone, menu, openExample, importText, waitStatus, selectType } from './harness.mjs';

const MIN = 40;
// The site's server and the browser, for every test of the file.
const env = setup();

// controls returns the visible controls that are too small, as
// "name WxH": a checkbox's target is its label.
function smallControls(page, min) {
  return page.$$eval('button, select, input, textarea, summary, a[href]', (els, min) => {
    const out = [];
    for (const el of els) {
      let box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if ((el.type === 'checkbox' || el.type === 'radio') && el.closest('label')) box = el.closest('label').getBoundingClientRect();
      if (box.width < min || box.height < min) {
        const name = el.id || el.getAttribute('aria-label') || el.textContent.trim() || el.tagName;
        out.push(`${name} ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return out;
  }, min);
}

// boardTargets scans the board every 2 CSS px with the page's own
// hit-testing (window.puzzlesatTarget, what a tap selects) and returns the
// smallest target's size, the smaller of its longest runs across and down,
// with the target's name.
function boardTargets(page) {
  return page.evaluate(() => {
    const c = document.getElementById('board');
    const w = c.clientWidth, h = c.clientHeight, step = 2;
    const nx = Math.floor(w / step), ny = Math.floor(h / step);
    const at = new Array(nx * ny);
    for (let j = 0; j < ny; j++) for (let i = 0; i < nx; i++) at[j * nx + i] = window.puzzlesatTarget(i * step + 1, j * step + 1);
    const across = new Map(), down = new Map();
    const scan = (n, idx, longest) => {
      let run = 0;
      for (let k = 0; k < n; k++) {
        const t = at[idx(k)];
        if (t === '') { run = 0; continue; }
        run = k > 0 && at[idx(k - 1)] === t ? run + 1 : 1;
        longest.set(t, Math.max(longest.get(t) || 0, run));
      }
    };
    for (let j = 0; j < ny; j++) scan(nx, (i) => j * nx + i, across);
    for (let i = 0; i < nx; i++) scan(ny, (j) => j * nx + i, down);
    let least = Infinity, name = '', count = 0;
    for (const [t, a] of across) {
      count++;
      const s = Math.min(a, down.get(t) || 0) * step;
      if (s < least) { least = s; name = t; }
    }
    return { px: least, target: name, targets: count };
  });
}

test('phone 390 px: every control and every board target is at least 40 CSS px', () => env.withApp(phone, async (page) => {
  const small = [];
  small.push(...(await smallControls(page, MIN)).map((s) => 'page: ' + s));
  for (const m of ['puzzle', 'tools']) {
    await menu(page, m);
    small.push(...(await smallControls(page, MIN)).map((s) => `${m} menu: ${s}`));
    await page.click(m === 'tools' ? '#tools-menu > summary' : '#puzzle-menu > summary');
  }
  const types = await page.$$eval('#type option', (os) => os.map((o) => o.value));
  const sizes = {};
  for (const type of types) {
    await selectType(page, type);
    await openExample(page, 0);
    small.push(...(await smallControls(page, MIN)).map((s) => `${type}: ${s}`));
    const fitted = await boardTargets(page);
    let zoomed = fitted;
    if (fitted.px < MIN) {
      // A finger's tap zooms in (and changes no selection: the board may
      // hold one since the example put the focus there); then a tap selects.
      const before = await board(page, 'selected');
      const box = await page.locator('#board').boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForSelector('.board-wrap.zoomed');
      assert.equal(await board(page, 'selected'), before, `${type}: the zooming tap selected something`);
      zoomed = await boardTargets(page);
      assert.ok(await page.isVisible('#fit'), `${type}: Fit board is shown when zoomed`);
      await shot(page, `targets-phone-${type}-zoomed`);
    }
    // A real tap selects what the scan says is there.
    const wrap = await page.locator('.board-wrap').boundingBox();
    const cbox = await page.locator('#board').boundingBox();
    const x = Math.min(wrap.width, cbox.width) / 2, y = Math.min(wrap.height, cbox.height) / 2;
    const want = await page.evaluate(([x, y]) => {
      const c = document.getElementById('board').getBoundingClientRect();
      return window.puzzlesatTarget(x - c.left, y - c.top);
    }, [wrap.x + x, wrap.y + y]);
    await page.touchscreen.tap(wrap.x + x, wrap.y + y);
    assert.equal(await board(page, 'selected'), want, `${type}: a tap selects what puzzlesatTarget names`);
    sizes[type] = { fitted_px: fitted.px, zoomed_px: zoomed.px, smallest: zoomed.target, targets: zoomed.targets };
    if (zoomed.px < MIN) small.push(`${type}: board target ${zoomed.target} ${zoomed.px}px`);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(sideways <= 0, `${type}: the page scrolls sideways by ${sideways}px`);
    if (await page.isVisible('#fit')) {
      await page.tap('#fit');
      await page.waitForFunction(() => !document.querySelector('.board-wrap.zoomed'));
    }
  }
  metric('phone_tap_targets_px', sizes);
  assert.deepEqual(small, [], 'controls or board targets under 40 CSS px');
}));

// The changed drawings, solved, in both themes on both screens.
const drawings = [
  ['knightstour', 0], ['hidato', 0], ['signpost', 0], ['sudoku', 3], ['lightup', 0], ['nurikabe', 0],
  ['masyu', 0], ['binairo', 0], ['dominoes', 0], ['pipes', 0], ['magichex', 0],
];
for (const [size, device] of [['laptop', laptop], ['phone', phone]]) {
  for (const scheme of ['light', 'dark']) {
    test(`${size} ${scheme}: screenshots of the changed drawings`, () => env.withApp({ ...device, colorScheme: scheme }, async (page) => {
      for (const [type, example] of drawings) {
        await selectType(page, type);
        await openExample(page, example);
        await page.click('#solve');
        assert.equal(await waitStatus(page, ['solved', 'unsat', 'invalid', 'error']), 'solved', type);
        await shot(page, `theme-${size}-${scheme}-${type}`);
      }
      // Other solution: a 3x3 Nurikabe with two answers.
      assert.equal(await importText(page, '#nurikabe\n2 . .\n. . .\n. . 2\n'), '');
      await page.click('#solve');
      await waitStatus(page, ['solved']);
      await menu(page, 'tools');
      await page.click('#other');
      if (await page.$eval('#tools-menu', (d) => d.open)) await page.click('#tools-menu > summary');
      await shot(page, `theme-${size}-${scheme}-other-solution`);
    }));
  }
}
