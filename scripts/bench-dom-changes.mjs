// DOM changes per action during play, per game, in headless Chromium (served from dist/): a
// game of heuristic bots runs at 300 ms a move, and a `MutationObserver` over the page counts
// every change (attributes, text, added or removed nodes) for 15 s after the first second and
// a half. Prints the changes per action and, with `--top N`, the N kinds of change seen most
// (what changed, on which element, under which parents): a group of the board re-drawn on
// every move shows there.
//
//   node scripts/bench-dom-changes.mjs [--games settlers,tripoli,...] [--top 0] [--seed 1]
//
// Build first: `trunk build --release` (or set TAKHTE_DIST to another build).
import { serve, open, page, startGame } from "../tests/e2e/harness.mjs";

const opts = { games: ["shikoku", "port-royal", "tripoli", "sekigahara", "settlers"], top: 0, seed: 1 };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i += 2) {
  if (argv[i + 1] === undefined) throw new Error(`${argv[i]} needs a value`);
  if (argv[i] === "--games") opts.games = argv[i + 1].split(",");
  else if (argv[i] === "--top") opts.top = Number(argv[i + 1]);
  else if (argv[i] === "--seed") opts.seed = Number(argv[i + 1]);
  else throw new Error(`unknown option ${argv[i]}`);
}

/** Runs in the page: counts changes by kind from now on. */
function watch() {
  window.__changes = {};
  const where = (node) => {
    const parts = [];
    for (let e = node.nodeType === 1 ? node : node.parentElement; e && parts.length < 3; e = e.parentElement) {
      const c = (e.getAttribute("class") || "").split(" ")[0];
      parts.unshift(e.tagName.toLowerCase() + (c ? `.${c}` : ""));
    }
    return parts.join(">");
  };
  new MutationObserver((list) => {
    for (const m of list) {
      const what = m.type === "attributes" ? `@${m.attributeName}`
        : m.type === "childList" ? ` +${m.addedNodes.length}-${m.removedNodes.length}` : "";
      const key = `${m.type}${what} ${where(m.target)}`;
      window.__changes[key] = (window.__changes[key] ?? 0) + 1;
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  window.__logAtStart = document.querySelectorAll("[data-testid=log] li").length;
}

const server = await serve();
const browser = await open("chromium");
try {
  for (const game of opts.games) {
    const errors = [];
    const p = await page(browser.context, errors);
    await p.goto(server.url + `#/new/${game}`);
    await p.waitForSelector("[data-testid=start]");
    const seats = await p.locator("select[data-testid^=seat-]").count();
    await startGame(p, server.url, game, Array(seats).fill("heuristic"), { speed: 300, seed: opts.seed });
    await p.waitForTimeout(1500);
    await p.evaluate(watch);
    await p.waitForTimeout(15000);
    const { actions, changes } = await p.evaluate(() => ({
      actions: document.querySelectorAll("[data-testid=log] li").length - window.__logAtStart,
      changes: Object.entries(window.__changes).sort((a, b) => b[1] - a[1]),
    }));
    const total = changes.reduce((sum, [, n]) => sum + n, 0);
    console.log(`${game}: ${actions} actions, ${total} DOM changes, ${(total / Math.max(actions, 1)).toFixed(0)} per action`);
    for (const [key, n] of changes.slice(0, opts.top)) console.log(`${String(n).padStart(7)}  ${key}`);
    if (errors.length) throw new Error(`${game}: ${errors.join("; ")}`);
    await p.close();
  }
} finally {
  await browser.close();
  await server.close();
}
