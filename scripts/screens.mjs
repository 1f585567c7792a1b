// Screenshots of every game's play screen at 390×844 and 1280×800 in English and Persian, for a
// person to look at after a change of layout (nothing is asserted). Each game starts from the
// same deal (seed 2, a person against heuristic bots) and takes a step or two so that its board
// shows cards and counts: Port Royal reveals up to three cards, Tripoli draws its card.
// Writes tests/e2e/artifacts/screens/<game>-<width>-<lang>.png (not committed).
//
//   node scripts/screens.mjs [--games shikoku,port-royal,...] [--browser chromium|firefox]
//
// Build first: `trunk build --release` (or set TAKHTE_DIST to another build).
import fs from "node:fs";
import path from "node:path";
import { serve, open, page, startGame, ARTIFACTS } from "../tests/e2e/harness.mjs";
import { firstSteps } from "../tests/e2e/fit.mjs";

const GAMES = {
  shikoku: ["human", "heuristic"],
  "port-royal": ["human", "heuristic"],
  settlers: ["human", "heuristic", "heuristic"],
  tripoli: ["human", "heuristic"],
  sekigahara: ["human", "heuristic"],
};

async function main() {
  const argv = process.argv.slice(2);
  const opt = (k, d) => (argv.includes(k) ? argv[argv.indexOf(k) + 1] : d);
  const games = opt("--games", Object.keys(GAMES).join(",")).split(",");
  const dir = path.join(ARTIFACTS, "screens");
  fs.mkdirSync(dir, { recursive: true });
  const server = await serve();
  const browser = await open(opt("--browser", "chromium"));
  for (const game of games) {
    const p = await page(browser.context, []);
    await p.setViewportSize({ width: 390, height: 844 });
    await startGame(p, server.url, game, GAMES[game], { seed: 2, speed: 400 });
    await firstSteps(p, game);
    for (const lang of ["en", "fa"]) {
      await p.selectOption("[data-testid=language]", lang);
      await p.waitForFunction((l) => document.documentElement.lang === l, lang);
      for (const [w, h] of [[390, 844], [1280, 800]]) {
        await p.setViewportSize({ width: w, height: h });
        await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const file = path.join(dir, `${game}-${w}-${lang}.png`);
        await p.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
    }
    await p.close();
  }
  await browser.close();
  await server.close();
}

await main();
