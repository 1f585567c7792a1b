// Main-thread long tasks during play, per game, in headless Chromium (served from dist/, as the
// end-to-end tests do). A `PerformanceObserver` for `longtask` (buffered, so the page's own start
// counts) watches two sessions of each game:
//   - "human": seat 0 a person, the others heuristic bots (they choose on the page); the script
//     makes the person's moves by clicking a random enabled control of the board until
//     `--moves` of them are in the log, takes one back with Undo when it may, then reloads the
//     page (opening the save replays its record);
//   - "bots": every seat heuristic, played to the game-over panel, then reloaded (opening the
//     finished save and drawing the panel again).
// Prints one JSON line per game and session and a table: the number of tasks over 50 ms and
// the longest, with where it happened (play, reopen). `--cpu-slowdown 4` slows the page's CPU
// fourfold (Chromium's CPU throttling, as its developer tools do), for a mid-range phone.
//
//   node scripts/bench-longtasks.mjs [--games shikoku,port-royal,...] [--moves 12] [--seed 1]
//                                    [--cpu-slowdown 1]
//
// Build first: `trunk build --release` (or set TAKHTE_DIST to another build).
import { serve, open, page, startGame, logLength } from "../tests/e2e/harness.mjs";

const GAMES = ["shikoku", "port-royal", "tripoli", "sekigahara", "settlers"];

function args() {
  const opts = { games: GAMES, moves: 12, seed: 1, slowdown: 1 };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) {
    const [key, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${key} needs a value`);
    if (key === "--games") opts.games = value.split(",");
    else if (key === "--moves") opts.moves = Number(value);
    else if (key === "--seed") opts.seed = Number(value);
    else if (key === "--cpu-slowdown") opts.slowdown = Number(value);
    else throw new Error(`unknown option ${key}`);
  }
  return opts;
}

// Runs in the page before the app, on every load: collects the long tasks, buffered so that
// those before the observer was made count too.
function instrument() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
  }).observe({ type: "longtask", buffered: true });
}

/** The long tasks seen since the last load (and clears them). */
async function takeTasks(p) {
  return p.evaluate(() => window.__longTasks.splice(0));
}

/** Clicks one random enabled control of the board (buttons and SVG targets). */
async function clickSomething(p, rng) {
  const controls = p.locator(
    "[data-testid=board] button:enabled, [data-testid=board] [role=button]:not([aria-disabled=true])");
  const n = await controls.count();
  if (!n) return false;
  try {
    await controls.nth(Math.floor(rng() * n)).click({ timeout: 2000 });
  } catch {
    return false; // hidden, covered or gone: another try picks again
  }
  return true;
}

/** A small deterministic generator (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The person's moves, an undo and a reload, against heuristic bots. */
async function humanSession(p, url, game, seats, { moves, seed }) {
  const tasks = { play: [], reopen: [] };
  await startGame(p, url, game, ["human", ...Array(seats - 1).fill("heuristic")], { speed: 20, seed });
  await takeTasks(p); // the home and new-game screens
  const rng = random(seed);
  let own = 0;
  let undone = false;
  for (let tries = 0; own < moves && tries < moves * 40; tries++) {
    if (await p.locator("[data-testid=game-over]").count()) break;
    const curtain = p.locator("[data-testid=curtain] button");
    if (await curtain.count()) await curtain.first().click();
    const before = await logLength(p);
    if (!(await clickSomething(p, rng))) {
      await p.waitForTimeout(100);
      continue;
    }
    await p.waitForTimeout(60);
    if ((await logLength(p)) > before) own++;
    if (!undone && own >= moves / 2 && await p.locator("[data-testid=undo]:enabled").count()) {
      await p.click("[data-testid=undo]");
      undone = true;
    }
  }
  await p.waitForTimeout(500);
  tasks.play = await takeTasks(p);
  await p.reload();
  await p.waitForSelector("[data-testid=play]");
  await p.waitForTimeout(500);
  tasks.reopen = await takeTasks(p);
  return { moves: own, undone, log: await logLength(p), tasks };
}

/** Heuristic bots in every seat to the game-over panel, then a reload of the finished game. */
async function botSession(p, url, game, seats, { seed }) {
  const tasks = {};
  await startGame(p, url, game, Array(seats).fill("heuristic"), { speed: 20, seed });
  await takeTasks(p);
  await p.waitForSelector("[data-testid=game-over]", { timeout: 600000 });
  await p.waitForTimeout(500);
  tasks.play = await takeTasks(p);
  await p.reload();
  await p.waitForSelector("[data-testid=game-over]");
  await p.waitForTimeout(500);
  tasks.reopen = await takeTasks(p);
  return { log: await logLength(p), tasks };
}

const summary = (tasks) => {
  const all = Object.values(tasks).flat();
  const where = Object.entries(tasks).filter(([, t]) => t.length).map(([k, t]) => `${k} ${Math.max(...t)}`);
  return { over_50ms: all.length, longest_ms: all.length ? Math.max(...all) : 0, where: where.join(", ") };
};

const opts = args();
const server = await serve();
const browser = await open("chromium");
await browser.context.addInitScript(instrument);
const rows = [];
try {
  for (const game of opts.games) {
    const errors = [];
    const p = await page(browser.context, errors);
    if (opts.slowdown > 1) {
      const cdp = await browser.context.newCDPSession(p);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: opts.slowdown });
    }
    await p.goto(server.url + `#/new/${game}`);
    await p.waitForSelector("[data-testid=start]");
    const seats = await p.locator("select[data-testid^=seat-]").count();
    for (const [session, run] of [["human", humanSession], ["bots", botSession]]) {
      const result = await run(p, server.url, game, seats, opts);
      const row = { game, session, ...result, ...summary(result.tasks) };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
    if (errors.length) throw new Error(`${game}: ${errors.join("; ")}`);
    await p.close();
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(`\nCPU slowdown ${opts.slowdown}×`);
console.log("\n| game | session | actions | tasks > 50 ms | longest ms | longest where |");
console.log("|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(`| ${r.game} | ${r.session} | ${r.log} | ${r.over_50ms} | ${r.longest_ms} | ${r.where} |`);
}
