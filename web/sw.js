// puzzlesat service worker. A deployed site (make dist) has its version
// stamped below, a hash of every other file: this worker then keeps that
// version's files and serves them from its cache, without asking the
// network, so that a repeat visit waits for no round trip. An update
// reaches users through the worker itself: a deploy changes this file (its
// version), the browser checks this file on each visit and installs the
// changed one in the background, which fetches the new version's files
// into a new cache, takes over and drops the old cache; the visit after
// that runs the new version. A development build (web/, no version) goes
// to the network first, with the cache as the fallback, so that it is
// always fresh online and still opens offline. The WebAssembly modules
// (page-NAME.wasm, one per type, and worker.wasm) are not its business:
// app.js keeps each version of those it has loaded in its own cache
// (puzzlesat-wasm), and loads them from there directly; so offline, the
// types opened here before open, and the others say so.
'use strict';
const VERSION = '/*@VERSION@*/';
const STAMPED = !VERSION.startsWith('/*');
const CACHE = 'puzzlesat-v5-' + (STAMPED ? VERSION : 'dev');
const KEEP = [CACHE, 'puzzlesat-wasm'];
const FILES = ['./', 'index.html', 'style.css', 'types.js', 'app.js', 'worker.js', 'wasm_exec.js',
  'manifest.webmanifest', 'icon.svg'];

// The files are fetched past the HTTP cache, which may hold an older
// version's for a while (GitHub Pages lets browsers keep files 10 minutes).
self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES.map((f) => new Request(f, { cache: 'reload' }))))
    .then(() => self.skipWaiting()));
});

// A development build's navigation preload starts fetching the page while
// this worker starts up; a stamped version answers it from its cache.
self.addEventListener('activate', (e) => {
  const np = self.registration.navigationPreload;
  const preload = np ? (STAMPED ? np.disable() : np.enable()) : Promise.resolve();
  e.waitUntil(preload.catch(() => {}).then(() => caches.keys())
    .then((keys) => Promise.all(keys.filter((k) => !KEEP.includes(k)).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// fromNetwork fetches req, keeping a copy of a good response.
function fromNetwork(req, network) {
  return network.then((resp) => {
    if (resp.ok) {
      const copy = resp.clone();
      caches.open(CACHE).then((c) => c.put(req, copy));
    }
    return resp;
  });
}

// fromCache is the kept copy of req (any navigation is the page, './').
function fromCache(req) {
  return caches.match(req.mode === 'navigate' ? './' : req, { ignoreSearch: req.mode === 'navigate', cacheName: CACHE });
}

self.addEventListener('fetch', (e) => {
  const req = e.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin || url.pathname.endsWith('.wasm')) return;
  if (STAMPED) {
    e.respondWith(fromCache(req).then((hit) => hit || fromNetwork(req, fetch(req))));
    return;
  }
  const network = req.mode === 'navigate' ? Promise.resolve(e.preloadResponse).then((r) => r || fetch(req)) : fetch(req);
  e.respondWith(fromNetwork(req, network).catch(() => caches.match(req, { ignoreSearch: true })
    .then((hit) => hit || (req.mode === 'navigate' ? caches.match('./') : Response.error()))));
});
