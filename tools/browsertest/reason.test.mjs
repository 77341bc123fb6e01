// Browser tests of the reasoning tools and of every registered puzzle type.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openApp, board, waitStatus, shot } from './harness.mjs';

let server, browser, context;

before(async () => {
  server = await startServer();
  browser = await launch();
  context = await browser.newContext({ acceptDownloads: true });
});

after(async () => {
  await browser?.close();
  server?.stop();
});

async function importText(page, text) {
  await page.click('#import summary');
  await page.fill('#import-text', text);
  await page.click('#import-btn');
  assert.equal(await page.textContent('#import-error'), '');
}

test('deduce, hint, other solution and encoding download', async () => {
  const page = await openApp(context, server.base);
  await importText(page, '#numberlink classic\n1...\n....\n...1\n');
  await page.click('#solve');
  assert.equal(await waitStatus(page, ['solved', 'unsat', 'invalid', 'error']), 'solved');
  assert.equal(await board(page, 'unique'), 'false');
  assert.match(await page.textContent('#status'), /not unique/);
  await page.click('#other');
  assert.match(await page.textContent('#status'), /Second solution: the \d+ shaded cells differ/);
  await shot(page, 'other-solution');

  await page.click('#load-example'); // the seed: everything is forced
  await page.click('#deduce');
  assert.equal(await waitStatus(page, ['deduced', 'invalid', 'error']), 'deduced');
  assert.match(await page.textContent('#status'), /84 of 84/);
  await page.click('#clear');
  await page.click('#hint');
  assert.equal(await waitStatus(page, ['hinted', 'invalid', 'error']), 'hinted');
  assert.equal(await board(page, 'facts'), '1');
  await page.click('#hint');
  await page.waitForFunction(() => document.getElementById('board').dataset.facts === '2');
  await shot(page, 'hint');

  await page.selectOption('#encode-format', 'smt2');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#encode')]);
  assert.equal(download.suggestedFilename(), 'numberlink.smt2');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('why no solution highlights a small set of clues', async () => {
  const page = await openApp(context, server.base);
  await importText(page, 'R...G\n.....\n.....\n.....\nG...R\n');
  await page.click('#explain');
  assert.equal(await waitStatus(page, ['explained', 'invalid', 'error']), 'explained');
  assert.match(await page.textContent('#status'), /these 2 clues cannot all hold/);
  await shot(page, 'explain');
  await page.close();
});

test('Random puzzle makes a new puzzle for types with a generator', async () => {
  const page = await openApp(context, server.base);
  assert.equal(await page.isDisabled('#random'), true, 'numberlink has no generator');
  await page.selectOption('#type', 'pipes');
  await page.fill('#rows', '6');
  await page.fill('#cols', '6');
  await page.click('#random');
  assert.equal(await waitStatus(page, ['generated', 'invalid', 'error']), 'generated');
  assert.match(await board(page, 'puzzle'), /^#pipes net/);
  await page.click('#solve');
  assert.equal(await waitStatus(page, ['solved', 'unsat', 'invalid', 'error']), 'solved');
  assert.equal(await board(page, 'unique'), 'true');
  await shot(page, 'random-pipes');
  await page.close();
});

// editAndUndo clicks the middle of the board and types, expecting the
// puzzle to change, then undoes back to the example.
async function editAndUndo(page, type) {
  const before = await board(page, 'puzzle');
  await page.locator('#board').scrollIntoViewIfNeeded();
  const box = await page.locator('#board').boundingBox();
  // Try a few points of the board: some (between bulbs, say) hold nothing.
  for (const [fx, fy] of [[0.5, 0.5], [0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.4, 0.6]]) {
    await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
    for (const key of ['1', 'Delete', 'x', 'Backspace']) {
      if (await board(page, 'puzzle') !== before) break;
      await page.keyboard.press(key);
    }
    if (await board(page, 'puzzle') !== before) break;
  }
  assert.notEqual(await board(page, 'puzzle'), before, `${type}: clicking and typing changed nothing`);
  for (let i = 0; i < 5 && await board(page, 'puzzle') !== before; i++) {
    await page.click('#undo');
  }
  assert.equal(await board(page, 'puzzle'), before, `${type}: undo did not restore the example`);
}

test('every registered type loads its examples and solves the first', async () => {
  const page = await openApp(context, server.base);
  const types = await page.$$eval('#type option', (os) => os.map((o) => o.value));
  for (const type of types) {
    await page.selectOption('#type', type);
    await page.waitForFunction((t) => document.getElementById('board').dataset.type === t, type);
    const examples = await page.$$eval('#example option', (os) => os.length);
    assert.ok(examples > 0, `${type} has no examples in the menu`);
    await page.selectOption('#example', '0');
    await page.click('#load-example');
    await page.click('#solve');
    assert.equal(await waitStatus(page, ['solved', 'unsat', 'invalid', 'error', 'cancelled']), 'solved', `${type}: ${await page.textContent('#status')}`);
    await shot(page, 'type-' + type);
    await editAndUndo(page, type);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});
