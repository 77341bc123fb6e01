// puzzlesat solver worker: runs the same Go WebAssembly module as the page.
// The first message carries the compiled module; later ones carry jobs.
// Between jobs it warms the solver up, one type at a time.
'use strict';
importScripts('wasm_exec.js');

let ready = false;
const queue = [];

function run(job) {
  const result = self.puzzlesatHandle(job);
  self.postMessage({ result });
}

// warm runs one warm-up step, then yields so that waiting jobs go first.
function warm() {
  if (self.puzzlesatWarm()) setTimeout(warm, 0);
  else self.postMessage({ warm: 'done' });
}

self.onmessage = async (e) => {
  if (e.data.module) {
    const go = new Go();
    const instance = await WebAssembly.instantiate(e.data.module, go.importObject);
    go.run(instance); // registers self.puzzlesatHandle and puzzlesatWarm, then waits
    ready = true;
    while (queue.length) run(queue.shift());
    setTimeout(warm, 0);
    return;
  }
  if (!ready) {
    queue.push(e.data.job);
    return;
  }
  run(e.data.job);
};
