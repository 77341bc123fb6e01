// puzzlesat page bootstrap: compile the Go WebAssembly module once, run it
// on the page (the editor), and keep a Web Worker running the same module
// for solving, so the page never freezes. Cancelling terminates the worker
// and starts a fresh one from the compiled module.
'use strict';

class SolverWorker {
  // The worker starts on start(), or on the first request if that comes
  // first, so that it never competes with the page's own start-up.
  constructor(module) {
    this.module = module;
    this.pending = null; // {id, callback, timer}
    this.worker = null;
  }

  start() {
    if (this.worker) return;
    this.worker = new Worker('worker.js');
    this.worker.postMessage({ module: this.module });
    this.worker.onmessage = (e) => {
      if ('progress' in e.data) {
        if (this.pending && this.pending.onProgress) this.pending.onProgress(e.data.progress);
        return;
      }
      if ('warm' in e.data) {
        document.getElementById('board').dataset.warm = e.data.warm;
        return;
      }
      if ('first' in e.data) {
        if (this.pending && this.pending.onFirst) this.pending.onFirst(e.data.first);
        return;
      }
      this.finish(e.data.result);
    };
    this.worker.onerror = (e) => {
      e.preventDefault();
      this.finish(JSON.stringify({ status: 'error', summary: 'The solver stopped unexpectedly: ' + (e.message || 'unknown error') }));
      this.restart();
    };
  }

  restart() {
    this.worker.terminate();
    this.worker = null;
    this.start();
  }

  // solve posts a request (JSON text) and calls callback with the response
  // JSON, onProgress with the solver calls made so far, and onFirst with
  // a solve's first answer while the count goes on; after limitMs the
  // request is cancelled.
  solve(request, limitMs, callback, onProgress, onFirst) {
    if (this.pending) this.cancel('replaced by a new request');
    this.start();
    const timer = setTimeout(() => this.cancel(`time limit of ${Math.round(limitMs / 1000)} s reached`), limitMs);
    this.pending = { callback, timer, onProgress, onFirst };
    this.worker.postMessage({ job: request });
  }

  finish(result) {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    clearTimeout(p.timer);
    p.callback(result);
  }

  cancel(reason) {
    if (!this.pending) return;
    this.restart();
    this.finish(JSON.stringify({ status: 'cancelled', summary: 'Cancelled (' + reason + '); the puzzle is unchanged.' }));
  }
}

function download(name, data, type) {
  const blob = data instanceof Blob ? data : new Blob([data], { type });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
}

// Helpers the Go side calls for the few things dom/v2 does not cover.
window.puzzlesatJS = {
  download,
  downloadCanvas(canvas, name) {
    canvas.toBlob((blob) => blob && download(name, blob));
  },
  copy(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).then(() => true, () => false);
    }
    return Promise.resolve(false);
  },
};

// The module's version, put here by make dist (a hash of its bytes). Left
// as is (a development build), the module is always fetched.
const WASM_VERSION = '@WASM_VERSION@';
const WASM_CACHE = 'puzzlesat-wasm';

// loadModule compiles the module from the copy of this version kept in
// CacheStorage (a repeat visit: no download, and Chrome keeps V8's compiled
// code next to it), or else from the network, keeping a copy for next time.
async function loadModule() {
  const url = 'puzzlesat.wasm';
  if (WASM_VERSION.startsWith('@') || !('caches' in self)) return WebAssembly.compileStreaming(fetch(url));
  const key = url + '?v=' + WASM_VERSION;
  let cache = null;
  try {
    cache = await caches.open(WASM_CACHE);
    const hit = await cache.match(key);
    if (hit) return await WebAssembly.compileStreaming(hit);
  } catch (err) {
    // Storage refused or the copy unusable: fetch it.
  }
  const resp = await fetch(key);
  if (cache && resp.ok) {
    cache.put(key, resp.clone())
      .then(() => cache.keys())
      .then((keys) => Promise.all(keys.filter((k) => !k.url.endsWith(key)).map((k) => cache.delete(k))))
      .catch(() => {});
  }
  return WebAssembly.compileStreaming(resp);
}

(async function boot() {
  const status = document.getElementById('status');
  try {
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.register('sw.js').catch(() => {});
    }
    const t0 = performance.now();
    const module = await loadModule();
    performance.mark('compiled');
    const worker = new SolverWorker(module);
    window.puzzlesatWorker = worker;
    const go = new Go();
    const instance = await WebAssembly.instantiate(module, go.importObject);
    performance.mark('instantiated');
    go.run(instance); // returns once the board is drawn and interactive
    window.puzzlesatBootMillis = performance.now() - t0;
    // The worker starts once the first frame is painted.
    requestAnimationFrame(() => setTimeout(() => worker.start(), 0));
  } catch (err) {
    status.textContent = 'puzzlesat could not start: ' + err;
    status.className = 'error';
  }
})();
