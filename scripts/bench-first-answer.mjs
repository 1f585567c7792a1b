// How long the bot worker's first answer takes, in headless Chromium (served from dist/, as the
// end-to-end tests do), in a new Shikoku game against a `hard` bot at the "fast" bot speed (a
// 250 ms pause). `--ask bot`: the person's first card `--think` ms after the play screen
// appears, then the time from the click that hands the turn over to the bot's move in the log
// (less the pause, what remains is the worker's start when it was not started ahead, and the
// search). `--ask hint`: `--think` ms after the screen appears, the time from a click on "What
// would the bot play?" to its answer. Each round is a new page, so a new worker. Prints one
// line per round, then the median and range.
//
//   node scripts/bench-first-answer.mjs [--ask bot] [--rounds 8] [--think 1000] [--speed 250] [--cpu-slowdown 1]
//                                       [--cpu-quota <cores>]
//
// `--cpu-slowdown` is CDP's throttling, which slows the page's thread but not the worker's.
// `--cpu-quota 0.5` holds the whole browser (page, worker, compiler threads) to half a core with
// a Linux cgroup CPU quota, a slower device; it needs root and a writable cgroup file system
// (v1's `/sys/fs/cgroup/cpu` or v2's `/sys/fs/cgroup`).
//
// Build first: `trunk build --release` (or set TAKHTE_DIST to another build).
import fs from "node:fs";
import path from "node:path";
import { serve, open, page, startGame } from "../tests/e2e/harness.mjs";
import { ownProcesses } from "./processes.mjs";

function args() {
  const opts = { ask: "bot", rounds: 8, think: 1000, speed: 250, slowdown: 1, quota: null };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) {
    const [key, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${key} needs a value`);
    if (key === "--ask" && ["bot", "hint"].includes(value)) opts.ask = value;
    else if (key === "--rounds") opts.rounds = Number(value);
    else if (key === "--think") opts.think = Number(value);
    else if (key === "--speed") opts.speed = Number(value);
    else if (key === "--cpu-slowdown") opts.slowdown = Number(value);
    else if (key === "--cpu-quota" && Number(value) > 0) opts.quota = Number(value);
    else throw new Error(`unknown option ${key}`);
  }
  return opts;
}

/** Moves every process this script started (the browser's) into a new cgroup held to `cores`
 *  CPUs; processes they start later (new pages' renderers) stay in it. Returns a function that
 *  removes the cgroup once those processes have ended. */
function confineBrowser(cores) {
  const v2 = fs.existsSync("/sys/fs/cgroup/cgroup.controllers");
  const dir = path.join(v2 ? "/sys/fs/cgroup" : "/sys/fs/cgroup/cpu", `takhte-bench-${process.pid}`);
  fs.mkdirSync(dir);
  const period = 100000;
  const quota = Math.round(cores * period);
  if (v2) fs.writeFileSync(path.join(dir, "cpu.max"), `${quota} ${period}`);
  else {
    fs.writeFileSync(path.join(dir, "cpu.cfs_period_us"), String(period));
    fs.writeFileSync(path.join(dir, "cpu.cfs_quota_us"), String(quota));
  }
  const ours = ownProcesses();
  ours.delete(String(process.pid));
  for (const pid of ours) {
    try { fs.writeFileSync(path.join(dir, "cgroup.procs"), pid); } catch { /* gone */ }
  }
  return () => { try { fs.rmdirSync(dir); } catch { /* still busy: left for the system */ } };
}

/** Median and range of `xs`, rounded to whole ms. */
function summary(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return `${Math.round(mid)} (${Math.round(s[0])}–${Math.round(s[s.length - 1])})`;
}

/** The time from the click that hands Shikoku's first turn over to the bot's move in the log. */
async function botMove(p) {
  // Shikoku's turn is a card played and a card passed; the pass hands the turn over.
  await p.locator("[data-testid=hand] button[data-action=play]:enabled").first().click();
  const before = await p.locator("[data-testid=log] li").count();
  await p.evaluate((before) => {
    window.__moved = null;
    const log = document.querySelector("[data-testid=log]");
    new MutationObserver(() => {
      if (window.__moved === null && log.querySelectorAll("li").length > before + 1) {
        window.__moved = performance.now();
      }
    }).observe(log, { childList: true, subtree: true });
    document.addEventListener("click", () => { window.__clicked = performance.now(); }, { capture: true, once: true });
  }, before);
  await p.locator("[data-testid=hand] button[data-action=pass]:enabled").first().click();
  await p.waitForFunction(() => window.__moved !== null, null, { timeout: 20000 });
  return p.evaluate(() => window.__moved - window.__clicked);
}

/** The time from a click on the hint button to its answer. */
async function hint(p) {
  await p.evaluate(() => {
    window.__answered = null;
    new MutationObserver(() => {
      if (window.__answered === null && document.querySelector("[data-testid=hint-text]")) {
        window.__answered = performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
    document.addEventListener("click", () => { window.__clicked = performance.now(); }, { capture: true, once: true });
  });
  await p.click("[data-testid=hint]");
  await p.waitForFunction(() => window.__answered !== null, null, { timeout: 20000 });
  return p.evaluate(() => window.__answered - window.__clicked);
}

const opts = args();
const server = await serve();
const browser = await open("chromium");
const release = opts.quota ? confineBrowser(opts.quota) : () => {};
const times = [];
try {
  const errors = [];
  for (let round = 1; round <= opts.rounds; round++) {
    const p = await page(browser.context, errors);
    const cdp = await browser.context.newCDPSession(p);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: opts.slowdown });
    await startGame(p, server.url, "shikoku", ["human", "hard"], { speed: opts.speed });
    await p.waitForTimeout(opts.think);
    const ms = opts.ask === "bot" ? await botMove(p) : await hint(p);
    times.push(ms);
    console.log(`round ${round}: ${Math.round(ms)} ms` + (opts.ask === "bot" ? ` (${Math.round(ms - opts.speed)} ms beyond the pause)` : ""));
    await p.close();
  }
  if (errors.length) throw new Error(errors.join("\n"));
  const beyond = opts.ask === "bot" ? `; beyond the ${opts.speed} ms pause: ${summary(times.map((t) => t - opts.speed))}` : "";
  console.log(`\n${opts.ask === "bot" ? "hand-over to the bot's first move" : "hint asked to its answer"}, ms: ` +
    `${summary(times)}${beyond} — ${opts.rounds} rounds, asked ${opts.think} ms after the screen, CPU ${opts.slowdown}× slower` +
    (opts.quota ? `, the browser held to ${opts.quota} of a core` : ""));
} finally {
  await browser.close();
  await server.close();
  release();
}
