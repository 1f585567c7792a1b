// The wait per bot turn, in headless Chromium (served from dist/, as the end-to-end tests do):
// for each game and bot speed, a game whose every seat is a bot (`--bot`, the search level
// `normal` by default) runs for `--turns` turns, and each turn's wait is measured from the last
// action of the turn before to the last action of this one (the time a person waits for it to
// be shown). A turn is a run of actions by one seat, read from the record in localStorage and
// the "… is thinking" line, sampled every 5 ms. The first turn (which also starts the bot
// worker) is left out. Prints one line per game and speed, then a Markdown table.
//
//   node scripts/bench-bot-pace.mjs [--games shikoku,port-royal,settlers,tripoli,sekigahara]
//                                   [--speeds 700,20] [--turns 12] [--bot normal]
//
// Build first: `trunk build --release` (or set TAKHTE_DIST to another build). Works on builds
// from before per-turn pacing too (it reads only the save and the turn line).
import os from "node:os";
import { serve, open, page, startGame } from "../tests/e2e/harness.mjs";

/** Seats per game: two, or three where the game needs them. */
const SEATS = { shikoku: 2, "port-royal": 3, settlers: 3, tripoli: 2, sekigahara: 2 };

function args() {
  const opts = { games: Object.keys(SEATS), speeds: [700, 20], turns: 12, bot: "normal" };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) {
    const [key, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${key} needs a value`);
    if (key === "--games") opts.games = value.split(",");
    else if (key === "--speeds") opts.speeds = value.split(",").map(Number);
    else if (key === "--turns") opts.turns = Number(value);
    else if (key === "--bot") opts.bot = value;
    else throw new Error(`unknown option ${key}`);
  }
  return opts;
}

/** Median, 90th percentile and largest of `xs`, whole ms. */
function figures(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  const mid = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return { median: Math.round(mid), p90: Math.round(at(0.9)), max: Math.round(s[s.length - 1]) };
}

/** Samples the game on the page until `turns` turns after the first are done (or the game
 *  ends, or `limitMs` passes); resolves to [{ ms, actions }] per turn. */
async function turnsOf(p, turns, limitMs) {
  return p.evaluate(({ turns, limitMs }) => new Promise((resolve) => {
    const id = location.hash.split("/")[2];
    const length = () => {
      try { return JSON.parse(localStorage.getItem(`takhte.save.${id}`)).record.actions.length; } catch { return 0; }
    };
    const mover = () => document.querySelector("[data-testid=turn]")?.textContent.trim() ?? "";
    const start = performance.now();
    let last = { n: length(), who: mover(), t: start };
    // Runs of actions by one seat: who, how many, when its last action was shown.
    const runs = [];
    const timer = setInterval(() => {
      const n = length();
      const now = performance.now();
      const over = !document.querySelector("[data-testid=play] [data-testid=skip-to-my-turn]") &&
        !/thinking/.test(mover());
      if (n !== last.n) {
        const run = runs[runs.length - 1];
        if (run && run.who === last.who) { run.actions += n - last.n; run.t = now; }
        else runs.push({ who: last.who, actions: n - last.n, t: now });
        last = { n, who: mover(), t: now };
      }
      if (runs.length > turns + 1 || over || now - start > limitMs) {
        clearInterval(timer);
        // Whole turns only: the last run may still be going on.
        const done = runs.length > turns + 1 ? runs.slice(0, turns + 1) : runs;
        resolve(done.slice(1).map((r, i) => ({ ms: r.t - done[i].t, actions: r.actions })));
      }
    }, 5);
  }), { turns, limitMs });
}

const opts = args();
const server = await serve();
const browser = await open("chromium");
const rows = [];
const [load1, load5] = os.loadavg();
try {
  const errors = [];
  for (const game of opts.games) {
    for (const speed of opts.speeds) {
      const p = await page(browser.context, errors);
      await startGame(p, server.url, game, Array(SEATS[game]).fill(opts.bot), { speed, seed: 3 });
      const turns = await turnsOf(p, opts.turns, 120000);
      await p.close();
      if (!turns.length) { console.log(`${game} at ${speed} ms: no whole turn measured`); continue; }
      const wait = figures(turns.map((t) => t.ms));
      const actions = turns.reduce((a, t) => a + t.actions, 0) / turns.length;
      const perAction = figures(turns.map((t) => t.ms / t.actions));
      rows.push({ game, speed, n: turns.length, wait, actions, perAction });
      console.log(`${game} at ${speed} ms: ${turns.length} turns, wait per turn median ${wait.median} ms, ` +
        `90th ${wait.p90}, max ${wait.max}; ${actions.toFixed(1)} actions a turn; ${perAction.median} ms an action`);
    }
  }
  if (errors.length) throw new Error(errors.join("\n"));
} finally {
  await browser.close();
  await server.close();
}
const [after1] = os.loadavg();
console.log(`\nBot \`${opts.bot}\`, ${os.cpus().length} cores, load average ${load1.toFixed(2)} (1 min) / ` +
  `${load5.toFixed(2)} (5 min) at the start, ${after1.toFixed(2)} at the end, ${new Date().toISOString()}\n`);
console.log("| game | speed | turns | wait per turn: median / 90th / max (ms) | actions a turn | ms an action (median) |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const r of rows) {
  console.log(`| ${r.game} | ${r.speed === 700 ? "Normal (700)" : r.speed === 20 ? "Instant (20)" : r.speed} | ${r.n} | ` +
    `${r.wait.median} / ${r.wait.p90} / ${r.wait.max} | ${r.actions.toFixed(1)} | ${r.perAction.median} |`);
}
