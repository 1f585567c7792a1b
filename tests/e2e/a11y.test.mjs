// Accessibility of every screen with axe-core, in every browser, at a desktop and a phone size:
// no serious or critical violation in the app's own parts (home, new game, rules, the play
// screen around the board, replay, the game-over panel) nor inside any game's board (printed
// by place, then failed). Also: one <h1> per screen, headings in order, the skip link first.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, open, page, startGame, axeByPlace, BROWSERS } from "./harness.mjs";

const GAMES = [["shikoku", 2], ["port-royal", 2], ["settlers", 3], ["tripoli", 2], ["sekigahara", 2]];
const SIZES = [[1280, 800], [390, 844]];

/** The page's headings' levels, in order. */
const headings = (p) => p.evaluate(() => [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
  .filter((h) => !h.closest("[data-testid=board-area]"))
  .map((h) => Number(h.tagName[1])));

/** Checks the screen at both sizes: axe finds nothing serious outside the board; one h1 first;
 *  no heading level skipped; returns the board's violations. */
async function check(p, screen) {
  const levels = await headings(p);
  assert.equal(levels.filter((l) => l === 1).length, 1, `${screen}: one <h1>`);
  assert.equal(levels[0], 1, `${screen}: the <h1> comes first`);
  levels.forEach((l, i) => i && assert.ok(l <= levels[i - 1] + 1, `${screen}: heading levels ${levels} skip none`));
  const board = [];
  for (const [w, h] of SIZES) {
    await p.setViewportSize({ width: w, height: h });
    const found = await axeByPlace(p);
    assert.deepEqual(found.shell, [], `${screen} at ${w}×${h}: the app's own parts`);
    assert.deepEqual(found.charts, [], `${screen} at ${w}×${h}: the charts`);
    board.push(...found.board.map((v) => `${w}: ${v}`));
  }
  await p.setViewportSize({ width: 1200, height: 900 });
  return board;
}

for (const name of BROWSERS) {
  describe(`Accessibility in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    for (const lang of ["en", "fa"]) {
      it(`home, new game and rules (${lang}) have no serious violation; the skip link comes first`, async () => {
        const errors = [];
        const p = await page(browser.context, errors);
        await p.goto(server.url + "#/");
        // The home screen drawn and the service worker installed before the reload: a reload
        // while the shell's wasm or the worker's precache is still loading aborts them, which
        // Firefox reports as an error of the page.
        await p.waitForSelector("[data-testid=game-shikoku]");
        await p.evaluate(() => navigator.serviceWorker.ready);
        await p.evaluate((l) => localStorage.setItem("takhte.lang", l), lang);
        await p.reload();
        await p.waitForSelector("[data-testid=game-shikoku]");
        await p.keyboard.press("Tab");
        assert.equal(await p.evaluate(() => document.activeElement.dataset.testid), "skip-link");
        await p.keyboard.press("Enter");
        assert.equal(await p.evaluate(() => document.activeElement.id), "main", "the skip link leads past the top bar");
        await check(p, "home");
        await p.goto(server.url + "#/new/settlers");
        await p.waitForSelector("[data-testid=start]");
        await check(p, "new game");
        await p.goto(server.url + "#/rules/tripoli");
        await p.waitForSelector("[data-testid=rules]");
        await check(p, "rules");
        assert.deepEqual(errors, []);
        await p.close();
      });
    }

    for (const [game, n] of GAMES) {
      it(`${game}: the play screen around the board has no serious violation`, async () => {
        const errors = [];
        const p = await page(browser.context, errors);
        await startGame(p, server.url, game, ["human", ...Array(n - 1).fill("heuristic")]);
        await p.waitForSelector("[data-testid=board-area] :is(button:not(:disabled), [role=button]:not([aria-disabled=true]))", { timeout: 30000 });
        const board = await check(p, `${game} play`);
        await p.selectOption("[data-testid=language]", "fa");
        await p.waitForFunction(() => document.documentElement.lang === "fa");
        board.push(...(await check(p, `${game} play (fa)`)).map((v) => `fa ${v}`));
        console.log(`# ${game} board (${name}): ${board.length} serious/critical nodes${board.length ? "\n#   " + [...new Set(board.map((v) => v.replace(/^(fa )?\d+: /, "")))].slice(0, 12).join("\n#   ") : ""}`);
        assert.deepEqual(board, [], `${game}: the board itself`);
        await p.selectOption("[data-testid=language]", "en");
        await p.waitForFunction((l) => document.documentElement.lang === l, "en");
        assert.deepEqual(errors, []);
        await p.close();
      });
    }

    it("the game-over panel and the replay screen have no serious violation", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["heuristic", "heuristic"]);
      await p.waitForSelector("[data-testid=game-over]", { timeout: 60000 });
      const over = await check(p, "game over");
      await p.click("[data-testid=watch-replay]");
      await p.waitForSelector("[data-testid=replay]");
      const replay = await check(p, "replay");
      console.log(`# game over and replay boards (${name}): ${over.length + replay.length} serious/critical nodes`);
      assert.deepEqual([...over, ...replay], [], "the boards under the game-over panel and in the replay");
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
