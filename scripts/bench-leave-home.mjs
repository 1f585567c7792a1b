// How long leaving the home screen takes, in headless Chromium (served from dist/, as the
// end-to-end tests do): from the click on a game's "New game" to the whole app drawn (the
// `takhte-app-shown` event) and to its new-game form in the page. The service worker controls
// the page first (a visit and a reload), as on every visit after the first; the pointer comes to
// the link `--hover` ms before the click, as a hand does (0: at the click). Each round reloads
// the home screen. Prints one line per round, then the median and range.
//
//   node scripts/bench-leave-home.mjs [--rounds 8] [--hover 100] [--cpu-slowdown 1] [--game settlers]
//
// Build first: `trunk build --release` (or set TAKHTE_DIST to another build).
import { serve, open, page } from "../tests/e2e/harness.mjs";

function args() {
  const opts = { rounds: 8, hover: 100, slowdown: 1, game: "settlers" };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 2) {
    const [key, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${key} needs a value`);
    if (key === "--rounds") opts.rounds = Number(value);
    else if (key === "--hover") opts.hover = Number(value);
    else if (key === "--cpu-slowdown") opts.slowdown = Number(value);
    else if (key === "--game") opts.game = value;
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
const link = `[data-testid=new-${opts.game}]`;
const server = await serve();
const browser = await open("chromium");
const shown = [];
const form = [];
try {
  const errors = [];
  const p = await page(browser.context, errors);
  await p.goto(server.url + "#/");
  await p.waitForSelector(link);
  await p.evaluate(() => navigator.serviceWorker.ready);
  await p.reload();
  await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await browser.context.newCDPSession(p);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: opts.slowdown });
  for (let round = 1; round <= opts.rounds; round++) {
    await p.goto(server.url + "#/");
    await p.reload();
    await p.waitForSelector(link);
    await p.mouse.move(0, 0);
    await p.waitForTimeout(500);
    await p.evaluate((sel) => {
      window.__shown = null;
      addEventListener("takhte-app-shown", () => { window.__shown = performance.now(); });
      document.querySelector(sel).addEventListener("click", () => { window.__click = performance.now(); }, { capture: true });
    }, link);
    if (opts.hover > 0) {
      await p.hover(link);
      await p.waitForTimeout(opts.hover);
    }
    await p.click(link);
    await p.waitForSelector("[data-testid=start]");
    const [toShown, toForm] = await p.evaluate(() => [window.__shown - window.__click, performance.now() - window.__click]);
    shown.push(toShown);
    form.push(toForm);
    console.log(`round ${round}: app drawn ${Math.round(toShown)} ms, form found ${Math.round(toForm)} ms`);
  }
  if (errors.length) throw new Error(errors.join("\n"));
  console.log(`\nclick to app drawn, ms: ${summary(shown)}; to the form found (with Playwright's polling): ${summary(form)}` +
    ` — ${opts.rounds} rounds, pointer ${opts.hover} ms ahead, CPU ${opts.slowdown}× slower`);
} finally {
  await browser.close();
  await server.close();
}
