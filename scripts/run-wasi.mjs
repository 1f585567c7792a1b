// Runs a wasm32-wasip1 program (such as takhte-sim built for that target) under Node's WASI,
// with the whole file system readable at its own paths:
//   node --no-warnings scripts/run-wasi.mjs <program.wasm> [arguments…]
import { readFile } from "node:fs/promises";
import { WASI } from "node:wasi";

const [program, ...args] = process.argv.slice(2);
if (!program) throw new Error("usage: node scripts/run-wasi.mjs <program.wasm> [arguments…]");
const wasi = new WASI({ version: "preview1", args: [program, ...args], env: {}, preopens: { "/": "/" } });
const module = await WebAssembly.compile(await readFile(program));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
