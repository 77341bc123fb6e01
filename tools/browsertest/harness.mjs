// Shared setup for the browser tests: a static server over dist/ and
// headless Debian Chromium driven by playwright-core.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const root = new URL('../../', import.meta.url).pathname;
export const results = root + 'test-results/';
mkdirSync(results, { recursive: true });

// startServer builds and runs tools/serve on a free port over dir.
export async function startServer(prefix = '/', dir = root + 'dist') {
  const bin = results + 'serve';
  await run('go', ['build', '-o', bin, './tools/serve']);
  const proc = spawn(bin, ['-dir', dir, '-addr', '127.0.0.1:0', '-prefix', prefix], { cwd: root });
  const base = await new Promise((resolve, reject) => {
    proc.stdout.on('data', (d) => {
      const m = /http:\/\/[0-9.:]+\/\S*/.exec(String(d));
      if (m) resolve(m[0]);
    });
    proc.on('exit', (code) => reject(new Error('server exited ' + code)));
  });
  return { base, stop: () => proc.kill() };
}

// setup starts the site's server (over dist/) and the browser before a
// test file's tests and stops them after; the returned object's server
// and browser are set once the tests run. Its withApp(options, body)
// opens the app in a new browser context of options (laptop, phone, ...),
// runs body on the page (and the context), checks that the page logged
// no errors and closes the context, body failed or not.
export function setup() {
  const env = {
    async withApp(options, body) {
      const context = await env.browser.newContext(options);
      try {
        const page = await openApp(context, env.server.base);
        await body(page, context);
        assert.deepEqual(page.errors, []);
      } finally {
        await context.close();
      }
    },
  };
  before(async () => {
    env.server = await startServer();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    env.server?.stop();
  });
  return env;
}

export function run(cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}`))));
  });
}

export async function launch() {
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : 'chromium';
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

// openApp opens a page on url, records console errors and every request,
// and waits until the app is interactive.
export async function openApp(context, url) {
  const page = await context.newPage();
  page.errors = [];
  page.requests = [];
  page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
  page.on('pageerror', (e) => page.errors.push(String(e)));
  page.on('request', (r) => page.requests.push(r.url()));
  await page.goto(url);
  await page.waitForSelector('#board[data-ready=true]');
  return page;
}

// interactiveMs is when the page marked itself interactive, in ms since
// its navigation started (the app and the minimal page both mark it).
export function interactiveMs(page) {
  return page.evaluate(() => Math.round(performance.getEntriesByName('interactive')[0].startTime));
}

export const board = (page, attr) => page.getAttribute('#board', 'data-' + attr);

// clickCell clicks the centre of cell (r, c) of a rows x cols grid scene.
export async function clickCell(page, r, c, cols, options = {}) {
  await page.locator('#board').scrollIntoViewIfNeeded();
  const box = await page.locator('#board').boundingBox();
  const pad = 0.3;
  const scale = box.width / (cols + 2 * pad);
  await page.mouse.click(box.x + (c + 0.5 + pad) * scale, box.y + (r + 0.5 + pad) * scale, options);
}

export async function waitStatus(page, states, timeout = 60000) {
  await page.waitForFunction((s) => s.includes(document.getElementById('board').dataset.status), states, { timeout });
  return board(page, 'status');
}

export async function shot(page, name) {
  await page.screenshot({ path: results + name + '.png', fullPage: true });
}

export function metric(name, value) {
  const file = results + 'metrics.json';
  const all = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  all[name] = value;
  writeFileSync(file, JSON.stringify(all, null, 2) + '\n');
}

export function readText(path) {
  return readFileSync(root + path, 'utf8');
}

// The two screens the page is judged on.
export const laptop = { viewport: { width: 1280, height: 720 } };
export const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

// menu opens the Puzzle or Tools menu (a details element) if it is closed.
export async function menu(page, name) {
  const id = name === 'tools' ? '#tools-menu' : '#puzzle-menu';
  if (!(await page.$eval(id, (d) => d.open))) await page.click(id + ' > summary');
}

// settled waits until the page is interactive and no job is running: the
// solver's worker reads imported text, and a puzzle of another type opens
// in that type's module by a reload.
export async function settled(page) {
  await page.waitForFunction(() => {
    const b = document.getElementById('board');
    return b && b.dataset.ready === 'true' && b.dataset.status !== 'solving';
  });
}

// importText pastes text into the Import field and imports it; it returns
// the error shown ('' on success).
export async function importText(page, text) {
  await menu(page, 'puzzle');
  await page.fill('#import-text', text);
  await page.click('#import-btn');
  await settled(page);
  return page.textContent('#import-error');
}

// selectType picks a type in the type menu and waits for its board (a
// type other than the module's opens in its own module, by a reload).
export async function selectType(page, type) {
  await page.selectOption('#type', type);
  await waitType(page, type);
}

// waitType waits for the board of a type, interactive (after an Undo, a
// Redo or Back that crossed to another type's module).
export async function waitType(page, type) {
  await page.waitForFunction((t) => {
    const b = document.getElementById('board');
    return b && b.dataset.ready === 'true' && b.dataset.type === t;
  }, type);
}

// pressPad taps (or clicks) the pad key with the given accessible name.
export async function pressPad(page, label, touch = false) {
  const key = page.getByRole('group', { name: 'Keys' }).getByRole('button', { name: label, exact: true });
  if (touch) await key.tap(); else await key.click();
}

// openExample opens example i of the current type from the Puzzle menu.
export async function openExample(page, i = 0) {
  await menu(page, 'puzzle');
  await page.click(`#examples button[data-index="${i}"]`);
}

// solveTimes clicks Solve and returns the milliseconds to the first answer
// drawn and to the end (uniqueness known), measured in the page.
export async function solveTimes(page) {
  await page.evaluate(() => {
    const b = document.getElementById('board');
    window.solveLog = { t0: performance.now() };
    new MutationObserver(() => {
      const s = b.dataset.status;
      const log = window.solveLog;
      if ((s === 'counting' || s === 'solved') && log.first === undefined) log.first = performance.now() - log.t0;
      if (['solved', 'unsat', 'invalid', 'error', 'cancelled'].includes(s) && log.done === undefined) log.done = performance.now() - log.t0;
    }).observe(b, { attributes: true, attributeFilter: ['data-status'] });
    document.getElementById('solve').click();
  });
  await waitStatus(page, ['solved', 'unsat', 'invalid', 'error', 'cancelled']);
  return page.evaluate(() => window.solveLog);
}
