// puzzlesat page bootstrap: compile the page's Go WebAssembly module
// (page.wasm) and run it (the editor); once the board is interactive, load
// the solver's module (worker.wasm) and keep a Web Worker running it, so the
// page never freezes. Cancelling terminates the worker and starts a fresh
// one from the compiled module.
'use strict';

class SolverWorker {
  // The worker starts on start(), or on the first request if that comes
  // first, so that it never competes with the page's own start-up.
  // module returns a promise of the solver's compiled module.
  constructor(module) {
    this.module = module;
    this.pending = null; // {id, callback, timer}
    this.worker = null;
  }

  start() {
    if (this.worker) return;
    const worker = new Worker('worker.js');
    this.worker = worker;
    this.module().then((module) => worker.postMessage({ module }), () => {
      // Without its module the worker can never answer: drop it, so that
      // the next request starts a fresh one and downloads again.
      worker.terminate();
      if (this.worker !== worker) return;
      this.worker = null;
      this.finish(JSON.stringify({ status: 'error', summary: 'The solver could not be downloaded; check the connection and press Solve again.' }));
    });
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

// The modules' versions, put here by make dist (a hash of each file). Left
// as they are (a development build), the modules are always fetched.
const WASM_VERSIONS = { 'page.wasm': '@PAGE_VERSION@', 'worker.wasm': '@WORKER_VERSION@' };
const WASM_CACHE = 'puzzlesat-wasm';

// loadModule compiles a module (page.wasm or worker.wasm) from the copy of
// its version kept in CacheStorage (a repeat visit: no download), or else
// from the network, keeping a copy for next time and dropping the copies of
// its older versions.
async function loadModule(url) {
  const version = WASM_VERSIONS[url];
  if (version.startsWith('@') || !('caches' in self)) return WebAssembly.compileStreaming(fetch(url));
  const key = url + '?v=' + version;
  // Without a service worker in control this is a first visit (or storage
  // was cleared): nothing is kept yet, so the download starts at once.
  const first = 'serviceWorker' in navigator && !navigator.serviceWorker.controller;
  const download = first ? fetch(key) : null;
  let cache = null;
  try {
    cache = await caches.open(WASM_CACHE);
    const hit = download ? null : await cache.match(key);
    if (hit) return await WebAssembly.compileStreaming(hit);
  } catch (err) {
    // Storage refused or the copy unusable: fetch it.
  }
  const resp = await (download || fetch(key));
  if (cache && resp.ok) {
    cache.put(key, resp.clone())
      .then(() => cache.keys())
      .then((keys) => Promise.all(keys.filter((k) => {
        const u = new URL(k.url);
        return u.pathname.endsWith('/' + url) && !k.url.endsWith(key);
      }).map((k) => cache.delete(k))))
      .catch(() => {});
  }
  return WebAssembly.compileStreaming(resp);
}

(async function boot() {
  const status = document.getElementById('status');
  try {
    const t0 = performance.now();
    const loading = loadModule('page.wasm');
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.register('sw.js').catch(() => {});
    }
    const module = await loading;
    performance.mark('compiled');
    // The solver's module loads once the board is interactive; a request
    // made before then waits for it.
    let solverModule = null;
    const worker = new SolverWorker(() => solverModule || (solverModule = loadModule('worker.wasm').catch((err) => {
      solverModule = null; // try again on the next request
      throw err;
    })));
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
