// puzzlesat service worker: network first, cache as the fallback, so the
// app is always fresh online and still opens and solves offline. The
// WebAssembly modules (page-NAME.wasm, one per type, and worker.wasm) are
// not its business: app.js keeps each version of those it has loaded in
// its own cache (puzzlesat-wasm), and loads them from there directly; so
// offline, the types opened here before open, and the others say so.
'use strict';
const CACHE = 'puzzlesat-v4';
const KEEP = [CACHE, 'puzzlesat-wasm'];
const FILES = ['./', 'index.html', 'style.css', 'types.js', 'app.js', 'worker.js', 'wasm_exec.js',
  'manifest.webmanifest', 'icon.svg'];

self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

// Navigation preload starts fetching the page while this worker starts up.
self.addEventListener('activate', (e) => {
  const preload = self.registration.navigationPreload ? self.registration.navigationPreload.enable() : Promise.resolve();
  e.waitUntil(preload.catch(() => {}).then(() => caches.keys())
    .then((keys) => Promise.all(keys.filter((k) => !KEEP.includes(k)).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (e) => {
  const req = e.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin || url.pathname.endsWith('.wasm')) return;
  const network = req.mode === 'navigate' ? Promise.resolve(e.preloadResponse).then((r) => r || fetch(req)) : fetch(req);
  e.respondWith(network.then((resp) => {
    if (resp.ok) {
      const copy = resp.clone();
      caches.open(CACHE).then((c) => c.put(req, copy));
    }
    return resp;
  }).catch(() => caches.match(req, { ignoreSearch: true })
    .then((hit) => hit || (req.mode === 'navigate' ? caches.match('./') : Response.error()))));
});
