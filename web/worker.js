// puzzlesat solver worker: runs the solver's Go WebAssembly module
// (worker.wasm, built from wasm/worker). The first message carries the
// compiled module; the others carry jobs (answered as result) or questions
// (ask, answered as answer with their id), queued until it runs.
// Between jobs it warms the solver up, one type at a time.
'use strict';
importScripts('wasm_exec.js');

let ready = false;
const queue = [];

function run(msg) {
  if ('ask' in msg) {
    self.postMessage({ answer: self.puzzlesatHandle(msg.ask), id: msg.id });
    return;
  }
  self.postMessage({ result: self.puzzlesatHandle(msg.job) });
}

// warm runs one warm-up step, then yields so that waiting jobs go first;
// the page's type is warmed first.
let pageType = '';
function warm() {
  if (self.puzzlesatWarm(pageType)) setTimeout(warm, 0);
  else self.postMessage({ warm: 'done' });
}

self.onmessage = async (e) => {
  if ('module' in e.data) {
    pageType = e.data.type || '';
    const go = new Go();
    const instance = await WebAssembly.instantiate(e.data.module, go.importObject);
    go.run(instance); // registers self.puzzlesatHandle and puzzlesatWarm, then waits
    ready = true;
    while (queue.length) run(queue.shift());
    setTimeout(warm, 0);
    return;
  }
  if (!ready) {
    queue.push(e.data);
    return;
  }
  run(e.data);
};
