// Times the `hard` bot in the browser, and compares its wasm with native on the same search.
//
// First, for each game, the app plays all-`hard` games in headless Chromium (or Firefox, with
// `--browser firefox`; served from dist/, as the end-to-end tests do) and this script watches
// the page's bot worker: how long each decision takes from request to answer, how many of the
// level's iterations the worker ran before its time bound, and the longest main-thread task
// ('longtask', which Firefox does not report) during the game. It keeps each position asked
// about (the request's record).
//
// Then, with --native, the same search in wasm and natively, in --rounds rounds: the worker (in
// the same browser, a page of its own) is asked about those positions again, and `takhte-sim
// decide` searches each natively right before or after (wasm first in odd rounds, native first
// in even ones), with the generator the worker uses and, as its cap, the iterations the worker
// last ran there, so both run the same iterations on the same positions (checked, with the chosen
// actions). Each side's time is counted twice: by the wall clock of the search alone (the worker
// reports `search_ms`), and in CPU time (Linux's schedstat: of takhte-sim's thread, and of the
// browser's worker thread during the request), which a loaded machine distorts far less. With
// --wasi, takhte-sim built for wasm32-wasip1 runs the same positions in Node's WASI after each
// round (wall clock only). A round's ratio is native time / wasm time over its positions; per
// game the median of the rounds and their range are printed.
//
//   node scripts/bench-bots.mjs [--decisions 30] [--games shikoku,port-royal,...] [--seed 1]
//                               [--browser chromium|firefox]
//                               [--native target/sim/takhte-sim] [--rounds 3]
//                               [--wasi target/wasm32-wasip1/worker/takhte-sim.wasm]
//                               [--keep <dir>]   (writes <dir>/<game>.jsonl, takhte-sim decide's input)
//
// Build first: `trunk build --release` (or set TAKHTE_DIST to another build).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, open, page, startGame } from "../tests/e2e/harness.mjs";
import { browserThreads } from "./processes.mjs";

const GAMES = ["shikoku", "port-royal", "tripoli", "sekigahara", "settlers"];
/** The worker's time bound for `hard` (HARD_MS in src/bin/takhte-worker.rs). */
const HARD_MS = 900;

function args() {
  const opts = { decisions: 30, games: GAMES, seed: 1, browser: "chromium", native: null, rounds: 3, wasi: null, keep: null };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) {
    const [key, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${key} needs a value`);
    if (key === "--decisions") opts.decisions = Number(value);
    else if (key === "--games") opts.games = value.split(",");
    else if (key === "--seed") opts.seed = Number(value);
    else if (key === "--browser") {
      if (!["chromium", "firefox"].includes(value)) throw new Error(`--browser is chromium or firefox, not ${value}`);
      opts.browser = value;
    }
    else if (key === "--native") opts.native = value;
    else if (key === "--rounds") opts.rounds = Number(value);
    else if (key === "--wasi") opts.wasi = value;
    else if (key === "--keep") opts.keep = value;
    else throw new Error(`unknown option ${key}`);
  }
  return opts;
}

// Runs in the page before the app: wraps Worker so that every request carrying a record and
// every final answer (a message with `action` or `error`) is timed on the page's clock, and
// collects the long tasks. Messages may be JSON strings or objects.
function instrument() {
  const bench = { decisions: [], longTasks: [], firstSent: null };
  window.__bench = bench;
  const sent = new Map();
  // Messages are the worker protocol's enums as plain objects ({Decide: {...}}, {Action: {...}},
  // {Error: {id, message}}); the variant's fields are what is read here.
  const read = (data) => {
    if (!data || typeof data !== "object") return null;
    const [kind] = Object.keys(data);
    const m = data[kind];
    if (!m || typeof m !== "object") return null;
    return kind === "Error" ? { ...m, error: m.message } : m;
  };
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(...a) {
      super(...a);
      this.addEventListener("message", (e) => {
        const m = read(e.data);
        if (!m || !sent.has(m.id) || (m.action === undefined && m.error === undefined)) return;
        const request = sent.get(m.id);
        sent.delete(m.id);
        bench.decisions.push({
          ms: performance.now() - request.at, step: request.step,
          iterations: m.iterations, budget: m.budget, error: m.error, search_ms: m.search_ms,
          action: m.action, record: request.record,
        });
      });
    }
    postMessage(data, ...rest) {
      const m = read(data);
      if (m && m.record) {
        const at = performance.now();
        bench.firstSent ??= at;
        sent.set(m.id, { at, step: m.record.actions.length, record: JSON.stringify(m.record) });
      }
      return super.postMessage(data, ...rest);
    }
  };
  if (!PerformanceObserver.supportedEntryTypes.includes("longtask")) bench.longTasks = null;
  else {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.longTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: "longtask" });
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : NaN;
};

/** Plays all-`hard` games of `game` (seeds `seed`, `seed + 1`, …) until `decisions` searched
 *  decisions; a forced move (one legal action, or one candidate) runs no iteration. */
async function browserRun(context, url, game, { decisions, seed }) {
  const errors = [];
  const p = await page(context, errors);
  await p.goto(url + `#/new/${game}`);
  await p.waitForSelector("[data-testid=start]");
  const seats = await p.locator("select[data-testid^=seat-]").count();
  for (let s = seed; ; s++) {
    await startGame(p, url, game, Array(seats).fill("hard"), { speed: 20, seed: s });
    const enough = await p.waitForFunction((n) => {
      const done = window.__bench.decisions.filter((d) => d.iterations > 0).length >= n;
      return done || document.querySelector("[data-testid=game-over]") ? { done } : null;
    }, decisions, { timeout: 600000, polling: 250 });
    if ((await enough.jsonValue()).done) break;
  }
  const bench = await p.evaluate(() => window.__bench);
  await p.close();
  const failed = bench.decisions.filter((d) => d.error !== undefined);
  if (errors.length || failed.length || !bench.decisions.length) {
    throw new Error(`${game}: ${JSON.stringify({ errors, failed, decisions: bench.decisions.length })}`);
  }
  const searched = bench.decisions.filter((d) => d.iterations > 0).slice(0, decisions);
  const ms = searched.map((d) => d.ms);
  const iterations = searched.reduce((n, d) => n + d.iterations, 0);
  const longTasks = bench.longTasks?.filter((t) => t.start >= bench.firstSent).map((t) => t.ms);
  return {
    players: seats,
    decisions: searched.length,
    forced: bench.decisions.filter((d) => d.iterations === 0).length,
    budget: searched[0]?.budget,
    median_ms: median(ms),
    max_ms: Math.max(...ms),
    // Stopped by the worker's time bound before the level's count (a paired search stops up
    // to one round of candidates short of it without any time bound).
    cut: searched.filter((d) => d.iterations < d.budget && d.ms >= HARD_MS).length,
    min_share: Math.min(...searched.map((d) => d.iterations / d.budget)),
    iterations_per_sec: (1000 * iterations) / ms.reduce((a, b) => a + b, 0),
    longest_task_ms: longTasks && (longTasks.length ? Math.max(...longTasks) : 0),
    // The positions asked about, for the exact comparison.
    requests: searched.map((d) => ({ record: d.record, iterations: d.iterations })),
  };
}

/** The names Linux gives a dedicated worker's thread: Chromium's, and Firefox's. */
const WORKER_THREADS = ["DedicatedWorker", "DOM Worker"];

/** CPU nanoseconds run so far by each dedicated-worker thread of this script's browser, by
 *  "pid/tid". */
function workerCpuNs() {
  const threads = new Map();
  for (const [thread, { name, ns }] of browserThreads()) {
    if (WORKER_THREADS.some((w) => name.startsWith(w))) threads.set(thread, ns);
  }
  return threads;
}

/** CPU milliseconds the dedicated-worker threads ran since `before` (a `workerCpuNs()`): threads
 *  that ended meanwhile (another page's workers closing) are left out, new ones count from 0. */
function workerCpuMsSince(before) {
  let ns = 0;
  for (const [thread, now] of workerCpuNs()) ns += now - (before.get(thread) ?? 0);
  return ns / 1e6;
}

/** A bot worker in a page of its own (a page of plain text, so that nothing else runs there);
 *  `ask(request)` resolves to `{iterations, ms, cpu_ms, action}` for the request's position at
 *  `hard`: `ms` the worker's own search time, `cpu_ms` the CPU time of the browser's worker
 *  threads meanwhile (the search, and reading the request). */
async function openWorker(context, url) {
  const errors = [];
  const p = await page(context, errors);
  await p.goto(url + "sw.js");
  // The browser asks for a favicon, which dist/ does not serve.
  const noFavicon = () => errors.filter((e) => !e.includes("404"));
  await p.evaluate(() => new Promise((resolve) => {
    const worker = new Worker("./takhte-worker_loader.js");
    window.__ask = (record, id) => new Promise((answer) => {
      worker.onmessage = (e) => {
        const d = e.data;
        if (d?.Action?.id === id) answer({ iterations: d.Action.iterations, ms: d.Action.search_ms, action: d.Action.action });
        else if (d?.Error) answer({ error: d.Error.message });
      };
      worker.postMessage({ Decide: { id, record: JSON.parse(record), level: "hard" } });
    });
    worker.onmessage = (e) => { if (e.data === "Ready" || e.data?.Ready !== undefined) resolve(); };
  }));
  let id = 0;
  return {
    ask: async (request) => {
      const cpu = workerCpuNs();
      const reply = await p.evaluate(([record, id]) => window.__ask(record, id), [request.record, ++id]);
      reply.cpu_ms = workerCpuMsSince(cpu);
      if (noFavicon().length || reply.error !== undefined) throw new Error(JSON.stringify({ errors, reply }));
      return reply;
    },
    close: () => p.close(),
  };
}

/** `takhte-sim decide` (natively, or a wasm32-wasip1 build in Node's WASI) on the requests, each
 *  capped at `caps[i]` iterations; resolves to `{iterations, ms, action}` per request. */
function simRun(sim, requests, caps, wasi) {
  const file = path.join(os.tmpdir(), `takhte-bench-${process.pid}.jsonl`);
  fs.writeFileSync(file, requests.map((r, i) => `{"record":${r.record},"iterations":${caps[i]}}\n`).join(""));
  const [command, argv] = wasi
    ? [process.execPath, ["--no-warnings", path.join(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), "run-wasi.mjs"), sim]]
    : [sim, []];
  const out = spawnSync(command, [...argv, "decide", "--level", "hard", file], { encoding: "utf8", maxBuffer: 1 << 26 });
  fs.rmSync(file, { force: true });
  if (out.status !== 0) throw new Error(`${sim} decide: ${out.stderr}`);
  return out.stdout.trim().split("\n").map((l) => JSON.parse(l)).filter((l) => l.actions !== undefined);
}

/** JSON with every object's keys sorted, to compare actions serialized by different builds. */
const canonical = (v) => JSON.stringify(v, (_, x) =>
  x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort()) : x);

/** Interleaved rounds of the same search in wasm (the worker in Chromium) and natively on
 *  `requests`, position by position (wasm first in odd rounds, native first in even ones), the
 *  native search capped at the iterations of the worker's last run on that position; with
 *  `wasi`, the WASI build runs all the positions after each round. A round's ratio is native ms
 *  / wasm ms over the positions where all ran the same iterations and chose the same action. */
async function exactRuns(context, url, requests, { native, wasi, rounds }) {
  const caps = requests.map((r) => r.iterations);
  const worker = await openWorker(context, url);
  const out = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const browser = [], nat = [];
      for (const [i, request] of requests.entries()) {
        const runWorker = async () => {
          browser[i] = await worker.ask(request);
          caps[i] = browser[i].iterations;
        };
        const runNative = () => { nat[i] = simRun(native, [request], [caps[i]], false)[0]; };
        if (round % 2) { await runWorker(); runNative(); } else { runNative(); await runWorker(); }
      }
      const was = wasi && simRun(wasi, requests, caps, true);
      const same = requests.map((_, i) => nat[i].iterations === browser[i].iterations &&
        canonical(nat[i].action) === canonical(browser[i].action) &&
        (!was || (was[i].iterations === nat[i].iterations && canonical(was[i].action) === canonical(nat[i].action))));
      const sum = (rs, key = "ms") => rs.reduce((t, r, i) => t + (same[i] ? r[key] : 0), 0);
      const row = {
        round, same: same.filter(Boolean).length, positions: requests.length,
        iterations: nat.reduce((t, r, i) => t + (same[i] ? r.iterations : 0), 0),
        wasm_ms: sum(browser), native_ms: sum(nat),
        wasm_cpu_ms: sum(browser, "cpu_ms"), native_cpu_ms: sum(nat, "cpu_ms"),
      };
      row.ratio = row.native_ms / row.wasm_ms;
      row.cpu_ratio = row.native_cpu_ms / row.wasm_cpu_ms;
      if (was) {
        row.wasi_ms = sum(was);
        row.wasi_ratio = row.native_ms / row.wasi_ms;
      }
      out.push(row);
    }
  } finally {
    await worker.close();
  }
  return out;
}

const opts = args();
const server = await serve();
const browser = await open(opts.browser);
await browser.context.addInitScript(instrument);
const rows = [];
try {
  for (const game of opts.games) {
    const load = os.loadavg()[0].toFixed(1);
    const { requests, ...row } = { game, load, ...(await browserRun(browser.context, server.url, game, opts)) };
    if (opts.keep) {
      fs.mkdirSync(opts.keep, { recursive: true });
      fs.writeFileSync(path.join(opts.keep, `${game}.jsonl`),
        requests.map((r) => `{"record":${r.record},"iterations":${r.iterations}}\n`).join(""));
    }
    if (opts.native) {
      row.rounds = await exactRuns(browser.context, server.url, requests, opts);
      row.load_after = os.loadavg()[0].toFixed(1);
    }
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await browser.close();
  await server.close();
}

const f = (x, d = 0) => (x == null || Number.isNaN(x) ? "—" : x.toFixed(d));
console.log(`\nIn ${opts.browser}.`);
console.log("\n| game | players | decisions (forced) | median ms | max ms | cut at 900 ms | min it/budget | wasm it/s | longest task ms | load |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(`| ${r.game} | ${r.players} | ${r.decisions} (${r.forced}) | ${f(r.median_ms)} | ${f(r.max_ms)} | ${r.cut} | ` +
    `${f(100 * r.min_share)}% of ${r.budget} | ${f(r.iterations_per_sec)} | ${f(r.longest_task_ms)} | ${r.load} |`);
}
if (opts.native) {
  const spread = (xs) => `${f(median(xs), 2)} (${f(Math.min(...xs), 2)}–${f(Math.max(...xs), 2)})`;
  console.log("\n| game | positions (same search) | rounds | wasm CPU ms/position | native CPU ms/position | wasm/native by CPU, median (range) | by wall clock |" +
    (opts.wasi ? " WASI/native by wall clock |" : "") + " load |");
  console.log("|---|---|---|---|---|---|---|" + (opts.wasi ? "---|" : "") + "---|");
  for (const r of rows) {
    const per = (key) => f(median(r.rounds.map((x) => x[key] / x.same)), 1);
    console.log(`| ${r.game} | ${Math.min(...r.rounds.map((x) => x.same))} of ${r.rounds[0].positions} | ${r.rounds.length} | ` +
      `${per("wasm_cpu_ms")} | ${per("native_cpu_ms")} | ${spread(r.rounds.map((x) => x.cpu_ratio))} | ${spread(r.rounds.map((x) => x.ratio))} |` +
      (opts.wasi ? ` ${spread(r.rounds.map((x) => x.wasi_ratio))} |` : "") + ` ${r.load}–${r.load_after} |`);
  }
}
