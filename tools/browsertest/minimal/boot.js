// Starts minimal.wasm the way the app starts its module: compileStreaming,
// then instantiate and run, with the app's marks (compiled, instantiated).
'use strict';
(async function boot() {
  const module = await WebAssembly.compileStreaming(fetch('minimal.wasm'));
  performance.mark('compiled');
  const go = new Go();
  const instance = await WebAssembly.instantiate(module, go.importObject);
  performance.mark('instantiated');
  go.run(instance);
})();
