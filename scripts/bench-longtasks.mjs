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
// the longest, with where it happened (play, reopen). For the person's session it also prints
// what a player feels of a click (Event Timing, as Chrome's INP): the interaction to next paint,
// from the input to the frame that shows its answer (the browser rounds it to 8 ms), of the
// slowest click, ignoring one per 50 as INP does; and the longest time the page's handlers took
// (the app's own work with its redraw: Yew renders in a microtask of the event). Playwright's
// checks before each click run in the page as tasks of their own, so they can make long tasks
// but are not part of an interaction. `--cpu-slowdown 4` slows the page's CPU
// fourfold (Chromium's CPU throttling, as its developer tools do), for a mid-range phone.
// `--profile 15` also samples the page's CPU (Chromium's profiler) and prints, per game and
// session, the functions with the most time of their own; the wasm has names only in a build
// without wasm-opt (`data-wasm-opt="0"` on the page's `rel="rust"` links). `--trace 1` records a
// Chromium trace of each session and splits the main thread's tasks over 50 ms by kind (script,
// style, layout, paint); tracing slows the page, so its tasks are longer and more numerous.
//
//   node scripts/bench-longtasks.mjs [--games shikoku,port-royal,...] [--moves 12] [--seed 1]
//                                    [--cpu-slowdown 1] [--profile 0] [--trace 0]
//
// Build first: `trunk build --release` (or set TAKHTE_DIST to another build).
import { serve, open, page, startGame, logLength } from "../tests/e2e/harness.mjs";

const GAMES = ["shikoku", "port-royal", "tripoli", "sekigahara", "settlers"];

function args() {
  const opts = { games: GAMES, moves: 12, seed: 1, slowdown: 1, profile: 0, trace: 0 };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) {
    const [key, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${key} needs a value`);
    if (key === "--games") opts.games = value.split(",");
    else if (key === "--moves") opts.moves = Number(value);
    else if (key === "--seed") opts.seed = Number(value);
    else if (key === "--cpu-slowdown") opts.slowdown = Number(value);
    else if (key === "--profile") opts.profile = Number(value);
    else if (key === "--trace") opts.trace = Number(value);
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
  // Per interaction (a click's pointerdown, pointerup and click share one id): its longest
  // event, and the longest time that event's handlers ran. Events under 16 ms are not reported.
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const seen = window.__interactions.get(e.interactionId) ?? { ms: 0, handlers: 0 };
      window.__interactions.set(e.interactionId, {
        ms: Math.max(seen.ms, e.duration),
        handlers: Math.max(seen.handlers, e.processingEnd - e.processingStart),
      });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/** The interactions over 16 ms seen since the last load (and clears them). */
async function takeInteractions(p) {
  return p.evaluate(() => {
    const all = [...window.__interactions.values()];
    window.__interactions.clear();
    return all;
  });
}

/** What the player felt of `clicks` clicks, `felt` being those over 16 ms: INP (the slowest,
 *  ignoring one per 50 interactions) and the longest handler time, in ms. */
function feel(clicks, felt) {
  const ms = felt.map((i) => i.ms).sort((a, b) => b - a);
  const skip = Math.floor(Math.max(clicks, felt.length) / 50);
  return {
    clicks,
    over_16ms: felt.length,
    inp_ms: Math.round(ms[Math.min(skip, ms.length - 1)] ?? 0),
    handlers_ms: Math.round(Math.max(0, ...felt.map((i) => i.handlers))),
  };
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
  await takeInteractions(p);
  const rng = random(seed);
  let clicks = 0;
  let own = 0;
  let undone = false;
  for (let tries = 0; own < moves && tries < moves * 40; tries++) {
    if (await p.locator("[data-testid=game-over]").count()) break;
    const curtain = p.locator("[data-testid=curtain] button");
    if (await curtain.count()) {
      await curtain.first().click();
      clicks++;
    }
    const before = await logLength(p);
    if (!(await clickSomething(p, rng))) {
      await p.waitForTimeout(100);
      continue;
    }
    clicks++;
    await p.waitForTimeout(60);
    if ((await logLength(p)) > before) own++;
    if (!undone && own >= moves / 2 && await p.locator("[data-testid=undo]:enabled").count()) {
      await p.click("[data-testid=undo]");
      clicks++;
      undone = true;
    }
  }
  await p.waitForTimeout(500);
  tasks.play = await takeTasks(p);
  const felt = feel(clicks, await takeInteractions(p));
  await p.reload();
  await p.waitForSelector("[data-testid=play]");
  await p.waitForTimeout(500);
  tasks.reopen = await takeTasks(p);
  return { moves: own, undone, log: await logLength(p), tasks, felt };
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

/** The `top` functions with the most self time in a CPU profile, idle time left out ("(program)"
 *  is the browser's own work outside script: style, layout, paint). */
function selfTimes(profile, top) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const ms = new Map();
  profile.samples.forEach((id, i) => {
    const { functionName, url } = byNode.get(id).callFrame;
    const name = functionName || `(anonymous ${url.split("/").pop()})`;
    ms.set(name, (ms.get(name) ?? 0) + profile.timeDeltas[i] / 1000);
  });
  ms.delete("(idle)");
  const busy = [...ms.values()].reduce((a, b) => a + b, 0);
  return [...ms].sort((a, b) => b[1] - a[1]).slice(0, top)
    .map(([name, t]) => `${t.toFixed(0).padStart(6)} ms ${(100 * t / busy).toFixed(1).padStart(5)}%  ${name}`);
}

/** Trace events' names by the kind of work they are (nested events count in each kind). */
const KINDS = {
  script: ["FunctionCall", "TimerFire", "FireAnimationFrame", "EventDispatch", "EvaluateScript"],
  style: ["UpdateLayoutTree"],
  layout: ["Layout"],
  paint: ["PrePaint", "Paint", "Layerize"],
};

/** Records a Chromium trace while `run` runs; returns its events. */
async function traced(cdp, run) {
  await cdp.send("Tracing.start", { categories: "toplevel,devtools.timeline", transferMode: "ReturnAsStream" });
  const result = await run();
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  const { stream } = await done;
  let text = "";
  for (;;) {
    const chunk = await cdp.send("IO.read", { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, "base64").toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send("IO.close", { handle: stream });
  return { result, events: JSON.parse(text).traceEvents };
}

/** The page's main-thread tasks over 50 ms in a trace: how many, their total and each kind's ms. */
function taskKinds(events) {
  const threads = new Set(events.filter((e) => e.name === "thread_name" && e.args.name === "CrRendererMain")
    .map((e) => `${e.pid}:${e.tid}`));
  const main = events.filter((e) => e.ph === "X" && threads.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts);
  const tasks = main.filter((e) => e.name === "ThreadControllerImpl::RunTask" && e.dur > 50000);
  const ms = Object.fromEntries(Object.keys(KINDS).map((k) => [k, 0]));
  let i = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    while (i < main.length && main[i].ts < task.ts) i++;
    for (let j = i; j < main.length && main[j].ts < end; j++) {
      for (const [kind, names] of Object.entries(KINDS)) {
        if (names.includes(main[j].name)) ms[kind] += main[j].dur / 1000;
      }
    }
  }
  const total = tasks.reduce((sum, t) => sum + t.dur / 1000, 0);
  return { tasks: tasks.length, total_ms: Math.round(total),
    ...Object.fromEntries(Object.entries(ms).map(([k, v]) => [`${k}_ms`, Math.round(v)])) };
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
    const cdp = await browser.context.newCDPSession(p);
    if (opts.slowdown > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: opts.slowdown });
    if (opts.profile) await cdp.send("Profiler.enable");
    await p.goto(server.url + `#/new/${game}`);
    await p.waitForSelector("[data-testid=start]");
    const seats = await p.locator("select[data-testid^=seat-]").count();
    for (const [session, run] of [["human", humanSession], ["bots", botSession]]) {
      if (opts.profile) await cdp.send("Profiler.start");
      const play = () => run(p, server.url, game, seats, opts);
      const { result, events } = opts.trace ? await traced(cdp, play) : { result: await play() };
      if (events) console.log(`${game} ${session}, traced tasks over 50 ms: ${JSON.stringify(taskKinds(events))}`);
      if (opts.profile) {
        const { profile } = await cdp.send("Profiler.stop");
        console.log(`${game} ${session}, most self time:\n${selfTimes(profile, opts.profile).join("\n")}`);
      }
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
console.log("\n| game | session | actions | tasks > 50 ms | longest ms | longest where | clicks (over 16 ms) | INP ms | handlers ms |");
console.log("|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  const f = r.felt ? `${r.felt.clicks} (${r.felt.over_16ms}) | ${r.felt.inp_ms} | ${r.felt.handlers_ms}` : "— | — | —";
  console.log(`| ${r.game} | ${r.session} | ${r.log} | ${r.over_50ms} | ${r.longest_ms} | ${r.where} | ${f} |`);
}
