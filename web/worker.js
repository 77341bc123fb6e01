// puzzlesat solver worker: runs the same Go WebAssembly module as the page.
// The first message carries the compiled module; later ones carry jobs.
'use strict';
importScripts('wasm_exec.js');

let ready = null;
const queue = [];

function run(job) {
  const result = self.puzzlesatHandle(job);
  self.postMessage({ result });
}

self.onmessage = async (e) => {
  if (e.data.module) {
    const go = new Go();
    const instance = await WebAssembly.instantiate(e.data.module, go.importObject);
    go.run(instance); // registers self.puzzlesatHandle, then waits
    ready = true;
    while (queue.length) run(queue.shift());
    return;
  }
  if (!ready) {
    queue.push(e.data.job);
    return;
  }
  run(e.data.job);
};
