// What the page costs while a person thinks: the CPU time every thread of the browser spends
// per second while the play screen waits for the person's move, per game, in headless Chromium
// (or Firefox, with `--browser firefox`; served from dist/, as the end-to-end tests do). On a
// phone that time is battery and heat, and it competes with the person's next tap.
//
// For each game seat 0 is a person and the others heuristic bots. When the board first offers
// the person an enabled control, the script waits one second and counts `--seconds` seconds of
// CPU (Linux's schedstat, summed over the threads of the browser this script started), then
// asks for a hint and counts the same window again with the hint's ring and tag on the board.
// Each window also reports the animations still running at its end, and those that never end.
//
//   node scripts/bench-idle.mjs [--games shikoku,port-royal,...] [--seconds 10] [--seed 1]
//                               [--browser chromium|firefox]
//
// Build first: `trunk build --release` (or set TAKHTE_DIST to another build).
import os from "node:os";
import { serve, open, page, startGame } from "../tests/e2e/harness.mjs";
import { browserThreads } from "./processes.mjs";

const GAMES = ["shikoku", "port-royal", "tripoli", "sekigahara", "settlers"];

function args() {
  const opts = { games: GAMES, seconds: 10, seed: 1, browser: "chromium" };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) {
    const [key, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${key} needs a value`);
    if (key === "--games") opts.games = value.split(",");
    else if (key === "--seconds") opts.seconds = Number(value);
    else if (key === "--seed") opts.seed = Number(value);
    else if (key === "--browser") {
      if (!["chromium", "firefox"].includes(value)) throw new Error(`--browser is chromium or firefox, not ${value}`);
      opts.browser = value;
    } else throw new Error(`unknown option ${key}`);
  }
  return opts;
}

/** CPU milliseconds per second of the browser's threads over `seconds` seconds: in all, and the
 *  three thread names that ran most. */
async function cpuPerSecond(p, seconds) {
  const before = browserThreads();
  await p.waitForTimeout(seconds * 1000);
  const byName = {};
  for (const [thread, { name, ns }] of browserThreads()) {
    byName[name] = (byName[name] ?? 0) + (ns - (before.get(thread)?.ns ?? 0)) / 1e6 / seconds;
  }
  const total = Object.values(byName).reduce((a, b) => a + b, 0);
  const top = Object.entries(byName).sort((a, b) => b[1] - a[1]).slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(", ");
  return { total, top };
}

/** The animations running on the page, and how many of them never end. */
const animations = (p) => p.evaluate(() => {
  const running = document.getAnimations().filter((a) => a.playState === "running");
  return { running: running.length, endless: running.filter((a) => a.effect.getTiming().iterations === Infinity).length };
});

/** An enabled control of the board: the person is to move. */
const CONTROL = "[data-testid=board] button:enabled, [data-testid=board] [role=button]:not([aria-disabled=true])";

const opts = args();
const server = await serve();
const browser = await open(opts.browser);
const rows = [];
try {
  for (const game of opts.games) {
    const errors = [];
    const p = await page(browser.context, errors);
    await startGame(p, server.url, game, game === "settlers" ? ["human", "heuristic", "heuristic"] : ["human", "heuristic"], { seed: opts.seed });
    await p.waitForSelector(CONTROL, { timeout: 30000 });
    await p.waitForTimeout(1000);
    const load = os.loadavg()[0].toFixed(1);
    const thinking = { ...(await cpuPerSecond(p, opts.seconds)), ...(await animations(p)) };
    await p.waitForSelector("[data-testid=hint]:enabled", { timeout: 30000 });
    await p.click("[data-testid=hint]");
    await p.waitForSelector("[data-testid=hint-label]", { timeout: 30000 });
    await p.waitForTimeout(1000);
    const hinted = { ...(await cpuPerSecond(p, opts.seconds)), ...(await animations(p)) };
    if (errors.length) throw new Error(`${game}: ${errors.join("; ")}`);
    await p.close();
    const row = { game, load, thinking, hinted };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await browser.close();
  await server.close();
}

const f = (x) => x.toFixed(0);
console.log(`\nIn ${opts.browser}: the browser's CPU ms per second while the person thinks (${opts.seconds} s from 1 s after the move is offered).`);
console.log("\n| game | thinking: CPU ms/s | most | animations running (endless) | with a hint: CPU ms/s | most | animations running (endless) | load |");
console.log("|---|---|---|---|---|---|---|---|");
for (const { game, load, thinking: t, hinted: h } of rows) {
  console.log(`| ${game} | ${f(t.total)} | ${t.top} | ${t.running} (${t.endless}) | ${f(h.total)} | ${h.top} | ${h.running} (${h.endless}) | ${load} |`);
}
