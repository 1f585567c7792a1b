// How long a search bot's first move takes, in headless Chromium (served from dist/, as the
// end-to-end tests do): a new Shikoku game against a `hard` bot at the "fast" bot speed (a
// 250 ms pause), the person's first card `--think` ms after the play screen appears, then the
// time from the click that hands the turn over to the bot's move in the log. Less the pause,
// what remains is the worker's start (when it was not started ahead) and the search. Each round
// is a new page, so a new worker. Prints one line per round, then the median and range.
//
//   node scripts/bench-first-bot-move.mjs [--rounds 8] [--think 1000] [--speed 250] [--cpu-slowdown 1]
//
// Build first: `trunk build --release` (or set TAKHTE_DIST to another build).
import { serve, open, page, startGame } from "../tests/e2e/harness.mjs";

function args() {
  const opts = { rounds: 8, think: 1000, speed: 250, slowdown: 1 };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) {
    const [key, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${key} needs a value`);
    if (key === "--rounds") opts.rounds = Number(value);
    else if (key === "--think") opts.think = Number(value);
    else if (key === "--speed") opts.speed = Number(value);
    else if (key === "--cpu-slowdown") opts.slowdown = Number(value);
    else throw new Error(`unknown option ${key}`);
  }
  return opts;
}

/** Median and range of `xs`, rounded to whole ms. */
function summary(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return `${Math.round(mid)} (${Math.round(s[0])}–${Math.round(s[s.length - 1])})`;
}

const opts = args();
const server = await serve();
const browser = await open("chromium");
const times = [];
try {
  const errors = [];
  for (let round = 1; round <= opts.rounds; round++) {
    const p = await page(browser.context, errors);
    const cdp = await browser.context.newCDPSession(p);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: opts.slowdown });
    await startGame(p, server.url, "shikoku", ["human", "hard"], { speed: opts.speed });
    await p.waitForTimeout(opts.think);
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
      document.addEventListener("click", () => { window.__handover = performance.now(); }, { capture: true, once: true });
    }, before);
    await p.locator("[data-testid=hand] button[data-action=pass]:enabled").first().click();
    await p.waitForFunction(() => window.__moved !== null, null, { timeout: 20000 });
    const ms = await p.evaluate(() => window.__moved - window.__handover);
    times.push(ms);
    console.log(`round ${round}: the bot's first move ${Math.round(ms)} ms after the hand-over (${Math.round(ms - opts.speed)} ms beyond the pause)`);
    await p.close();
  }
  if (errors.length) throw new Error(errors.join("\n"));
  console.log(`\nhand-over to the bot's first move, ms: ${summary(times)}; beyond the ${opts.speed} ms pause: ` +
    `${summary(times.map((t) => t - opts.speed))} — ${opts.rounds} rounds, first card ${opts.think} ms after the screen, ` +
    `CPU ${opts.slowdown}× slower`);
} finally {
  await browser.close();
  await server.close();
}
