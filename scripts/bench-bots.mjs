// Times the `hard` bot in the browser: for each game, the app plays an all-`hard` game in headless
// Chromium (served from dist/, as the end-to-end tests do) and this script watches the page's
// bot worker: how long each decision takes from request to answer, and how many of the level's
// iterations the worker ran before its time bound. It also records the longest main-thread task
// ('longtask') during the game. With --native, it runs `takhte-sim speed` (same game and level,
// at positions of heuristic games) just before and just after, and prints the wasm/native ratio
// of iterations per second.
//
//   node scripts/bench-bots.mjs [--decisions 30] [--games shikoku,port-royal,...] [--seed 1]
//                               [--native target/sim/takhte-sim] [--native-positions 20]
//
// Build first: `trunk build --release` (or set TAKHTE_DIST to another build).
import { spawnSync } from "node:child_process";
import os from "node:os";
import { serve, open, page, startGame } from "../tests/e2e/harness.mjs";

const GAMES = ["shikoku", "port-royal", "tripoli", "sekigahara", "settlers"];
/** The worker's time bound for `hard` (HARD_MS in src/bin/takhte-worker.rs). */
const HARD_MS = 900;

function args() {
  const opts = { decisions: 30, games: GAMES, seed: 1, native: null, nativePositions: 20 };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) {
    const [key, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${key} needs a value`);
    if (key === "--decisions") opts.decisions = Number(value);
    else if (key === "--games") opts.games = value.split(",");
    else if (key === "--seed") opts.seed = Number(value);
    else if (key === "--native") opts.native = value;
    else if (key === "--native-positions") opts.nativePositions = Number(value);
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
          iterations: m.iterations, budget: m.budget, error: m.error,
        });
      });
    }
    postMessage(data, ...rest) {
      const m = read(data);
      if (m && m.record) {
        const at = performance.now();
        bench.firstSent ??= at;
        sent.set(m.id, { at, step: m.record.actions.length });
      }
      return super.postMessage(data, ...rest);
    }
  };
  if (PerformanceObserver.supportedEntryTypes.includes("longtask")) {
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
  const longTasks = bench.longTasks.filter((t) => t.start >= bench.firstSent).map((t) => t.ms);
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
    longest_task_ms: longTasks.length ? Math.max(...longTasks) : 0,
  };
}

/** `takhte-sim speed` on the same game and level, with the fewest players (as the new-game
 *  screen's default). */
function nativeRun(sim, game, positions) {
  const out = spawnSync(sim, ["speed", "--game", game, "--bots", "hard", "--games", String(positions),
    "--seed", "1"], { encoding: "utf8" });
  if (out.status !== 0) throw new Error(`${sim} speed --game ${game}: ${out.stderr}`);
  return JSON.parse(out.stdout.trim().split("\n").pop());
}

const opts = args();
const server = await serve();
const browser = await open("chromium");
await browser.context.addInitScript(instrument);
const rows = [];
try {
  for (const game of opts.games) {
    const load = os.loadavg()[0].toFixed(1);
    // The machine's load drifts: the native speed is the mean of a run just before and one
    // just after the browser's.
    const native = () => opts.native && nativeRun(opts.native, game, opts.nativePositions);
    const before = native();
    const row = { game, load, ...(await browserRun(browser.context, server.url, game, opts)) };
    if (opts.native) {
      const after = native();
      row.native_iterations_per_sec = (before.iterations_per_sec + after.iterations_per_sec) / 2;
      row.ratio = row.iterations_per_sec / row.native_iterations_per_sec;
    }
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await browser.close();
  await server.close();
}

const f = (x, d = 0) => (x === undefined ? "—" : x.toFixed(d));
console.log("\n| game | players | decisions (forced) | median ms | max ms | cut at 900 ms | min it/budget | wasm it/s | native it/s | wasm/native | longest task ms | load |");
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(`| ${r.game} | ${r.players} | ${r.decisions} (${r.forced}) | ${f(r.median_ms)} | ${f(r.max_ms)} | ${r.cut} | ` +
    `${f(100 * r.min_share)}% of ${r.budget} | ${f(r.iterations_per_sec)} | ${f(r.native_iterations_per_sec)} | ` +
    `${f(r.ratio, 2)} | ${f(r.longest_task_ms)} | ${r.load} |`);
}
