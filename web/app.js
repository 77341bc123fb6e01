// puzzlesat page bootstrap: pick the page's Go WebAssembly module (the
// editor; one per puzzle type, page-NAME.wasm, holding that type alone) from
// the link or the type last used, compile and run it; download the solver's
// module (worker.wasm, every type) at the same time, and once the board is
// interactive keep a Web Worker running it, so the page never freezes.
// Cancelling terminates the worker and starts a fresh one from the compiled
// module. A puzzle of another type is opened by the Go side by a reload
// with that type in the link (see wasm/modules.go).
'use strict';

class SolverWorker {
  // The worker starts on start(), or on the first request if that comes
  // first, so that it never competes with the page's own start-up.
  // module returns a promise of the solver's compiled module; type is the
  // page's, which the worker warms up first.
  constructor(module, type) {
    this.module = module;
    this.type = type;
    this.pending = null; // {id, callback, timer}
    this.worker = null;
    this.asks = new Map(); // id -> callback: questions answered between jobs (ask)
    this.asked = 0;
  }

  start() {
    if (this.worker) return;
    const worker = new Worker('worker.js');
    this.worker = worker;
    this.module().then((module) => worker.postMessage({ module, type: this.type }), () => {
      // Without its module the worker can never answer: drop it, so that
      // the next request starts a fresh one and downloads again.
      worker.terminate();
      if (this.worker !== worker) return;
      this.worker = null;
      this.finish(JSON.stringify({ status: 'error', summary: 'The solver could not be downloaded; check the connection and press Solve again.' }));
      this.dropAsks();
    });
    this.worker.onmessage = (e) => {
      if ('answer' in e.data) {
        const callback = this.asks.get(e.data.id);
        this.asks.delete(e.data.id);
        if (callback) callback(e.data.answer);
        return;
      }
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
    this.dropAsks();
  }

  // ask posts a question (request JSON) that is no job: it neither
  // replaces nor cancels the running job, and callback hears the response
  // JSON once the worker gets to it, or null when the worker was
  // restarted or could not start first. The page asks whether play
  // entries are an answer this way (its module holds no solver).
  ask(request, callback) {
    this.start();
    const id = ++this.asked;
    this.asks.set(id, callback);
    this.worker.postMessage({ ask: request, id });
  }

  dropAsks() {
    const callbacks = [...this.asks.values()];
    this.asks.clear();
    for (const callback of callbacks) callback(null);
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
// empty (a development build), the modules are always fetched.
const WASM_VERSIONS = {/*@WASM_VERSIONS@*/};
const WASM_CACHE = 'puzzlesat-wasm';

// firstVisit: without a service worker in control this is a first visit
// (or storage was cleared), with no module kept yet.
const firstVisit = () => 'serviceWorker' in navigator && !navigator.serviceWorker.controller;

// fetchModule is a response holding a module (page-NAME.wasm or
// worker.wasm): the copy of its version kept in CacheStorage (a repeat
// visit: no download), or else the network's, keeping a copy for next time
// and dropping the copies of its older versions. missing says the copy is
// known not to be kept, so that the download starts at once.
async function fetchModule(url, priority = 'auto', missing = false) {
  const version = WASM_VERSIONS[url];
  if (!version || !('caches' in self)) return fetch(url, { priority });
  const key = url + '?v=' + version;
  // On a first visit nothing is kept yet: the download starts at once.
  const download = firstVisit() || missing ? fetch(key, { priority }) : null;
  let cache = null;
  try {
    cache = await caches.open(WASM_CACHE);
    const hit = download ? null : await cache.match(key);
    if (hit) return hit;
  } catch (err) {
    // Storage refused or the copy unusable: fetch it.
  }
  const resp = await (download || fetch(key, { priority }));
  if (cache && resp.ok) {
    cache.put(key, resp.clone())
      .then(() => cache.keys())
      .then((keys) => Promise.all(keys.filter((k) => {
        const u = new URL(k.url);
        return u.pathname.endsWith('/' + url) && !k.url.endsWith(key);
      }).map((k) => cache.delete(k))))
      .catch(() => {});
  }
  return resp;
}

// isKept says whether this version of a module is kept in CacheStorage
// (without reading it).
async function isKept(url) {
  try {
    return !!(await (await caches.open(WASM_CACHE)).match(url + '?v=' + WASM_VERSIONS[url]));
  } catch (err) {
    return false;
  }
}

// app.js runs as soon as it arrives (async, first in the page's head), so
// that the page's module downloads, or is read from CacheStorage, while the
// rest of the page arrives; Go runs once the document is parsed and the
// deferred wasm_exec.js and types.js have run.
// (The document is 'interactive' before the deferred scripts run, so
// only DOMContentLoaded, or its mark in the navigation timing, says that
// they have.)
const parsed = new Promise((resolve) => {
  const nav = performance.getEntriesByType ? performance.getEntriesByType('navigation')[0] : null;
  if (document.readyState === 'complete' || (nav && nav.domContentLoadedEventStart > 0)) resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});

// The types: those with a module version (make dist), else, in a
// development build, those of types.js (which may run after app.js, so
// read once the document is parsed).
const hashType = () => decodeURIComponent(location.hash.slice(1).split('/')[0]);
const isType = (name) => `page-${name}.wasm` in WASM_VERSIONS || (self.puzzlesatTypes || []).some((t) => t[0] === name);

// pageType is the type whose module this page runs: the link's, else the
// type last used, else Numberlink.
async function pageType() {
  if (!Object.keys(WASM_VERSIONS).length) await parsed;
  if (isType(hashType())) return hashType();
  let last = null;
  try {
    last = localStorage.getItem('puzzlesat:type');
  } catch (err) {
    // Storage refused: the default type.
  }
  return isType(last) ? last : 'numberlink';
}

// fillTypeMenu lists every type (types.js) in the type menu: here rather
// than from Go, where each option took four calls across to JavaScript
// before the board could be drawn.
function fillTypeMenu() {
  const menu = document.getElementById('type');
  if (menu.options.length) return;
  const options = document.createDocumentFragment();
  for (const [name, title] of self.puzzlesatTypes || []) options.append(new Option(title, name));
  menu.append(options);
}

(async function boot() {
  try {
    const t0 = performance.now();
    const type = await pageType();
    // Back or Forward to a puzzle of another type opens its module.
    window.addEventListener('popstate', () => {
      if (isType(hashType()) && hashType() !== type) location.reload();
    });
    const loading = fetchModule(`page-${type}.wasm`, 'high').then((r) => WebAssembly.compileStreaming(r));
    // On a first visit the solver's module downloads at once, beside the
    // page's, so that a Solve never waits for a download that could have
    // started earlier. On a repeat visit it is usually kept: it is read
    // from CacheStorage when the worker starts, after the board is
    // interactive, not beside the page's module (reading its 13 MB then
    // only slows the page's start); when this version of it is not kept (a
    // new version, or the copy evicted) it downloads at once, as on a first
    // visit. Either way it is compiled once the board is interactive.
    let solverFetch = null;
    const fetchSolver = (missing) => {
      if (solverFetch) return;
      solverFetch = fetchModule('worker.wasm', 'low', missing);
      solverFetch.catch(() => {});
    };
    // The check runs beside the page's module; Go waits for it (it is
    // done long before, in the measurements), so that the download starts
    // before the board is interactive.
    const solverChecked = firstVisit() || !WASM_VERSIONS['worker.wasm'] || !('caches' in self)
      ? Promise.resolve(fetchSolver())
      : isKept('worker.wasm').then((kept) => kept || fetchSolver(true));
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.register('sw.js').catch(() => {});
    }
    const module = await loading.catch((err) => {
      throw new Error(`the ${type} module could not be loaded (${err.message}); offline, only the types opened here before open`);
    });
    performance.mark('compiled');
    let solverModule = null;
    const worker = new SolverWorker(() => solverModule || (solverModule = (solverFetch || (solverFetch = fetchModule('worker.wasm'))).then((r) => WebAssembly.compileStreaming(r)).catch((err) => {
      solverModule = null; // try again on the next request
      solverFetch = fetchModule('worker.wasm');
      solverFetch.catch(() => {});
      throw err;
    })), type);
    window.puzzlesatWorker = worker;
    await parsed;
    fillTypeMenu();
    await solverChecked;
    const go = new Go();
    const instance = await WebAssembly.instantiate(module, go.importObject);
    performance.mark('instantiated');
    go.run(instance); // returns once the board is drawn and interactive
    window.puzzlesatBootMillis = performance.now() - t0;
    // The worker starts once the first frame is painted.
    requestAnimationFrame(() => setTimeout(() => worker.start(), 0));
  } catch (err) {
    await parsed;
    const status = document.getElementById('status');
    status.textContent = 'puzzlesat could not start: ' + err;
    status.className = 'error';
  }
})();
