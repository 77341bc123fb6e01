// Starts minimal.wasm the way the app starts its module: compileStreaming,
// then instantiate and run.
'use strict';
(async function boot() {
  const module = await WebAssembly.compileStreaming(fetch('minimal.wasm'));
  const go = new Go();
  go.run(await WebAssembly.instantiate(module, go.importObject));
})();
