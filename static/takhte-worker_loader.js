// Starts the bot worker: the wasm-bindgen glue of `takhte-worker` (built by Trunk), then its
// wasm. A failure to fetch or start the wasm rejects a promise, which the page would never
// hear of (it would wait for `Ready`); thrown again from a timer, it reaches the page's
// `Worker` as an error event, and the bots fall back to moving on the page (src/worker.rs).
importScripts("./takhte-worker.js");
wasm_bindgen({ module_or_path: "./takhte-worker_bg.wasm" }).catch((e) => {
  setTimeout(() => {
    throw e;
  });
});
