// One gesture, one move (every game, both browsers): a double-click, and two quick taps of a
// touch screen on the same spot, on whatever board target the person may press make at most one
// move; a plain click still makes its move. Before the guard, a double-click in Shikoku played a card
// and then passed the card that slid under the pointer, and in the settlers game placed a
// settlement and then a road.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, open, page, startGame, BROWSERS } from "./harness.mjs";

const GAMES = [["shikoku", 2], ["port-royal", 2], ["settlers", 3], ["tripoli", 2], ["sekigahara", 2]];
/** An enabled target of the board that a person can press. */
const ENABLED = "[data-testid=board-area] :is(button:not(:disabled), [role=button]:not([aria-disabled=true]))";
/** Bots that wait a minute before each move, so that every move counted here is the person's. */
const STILL = 60000;

const actionCount = (p) => p.evaluate(() =>
  JSON.parse(localStorage.getItem("takhte.save." + location.hash.split("/").pop())).record.actions.length);

/** Presses the first enabled board target `how` ("double" or "click") and returns the number
 *  of moves it made, or `null` when the person has nothing to press (a bot is to act). */
async function press(p, how, pick = "first") {
  try { await p.waitForSelector(ENABLED, { timeout: 4000 }); } catch { return null; }
  const before = await actionCount(p);
  const target = p.locator(ENABLED)[pick]();
  if (how === "double") await target.dblclick();
  else await target.click();
  await p.waitForTimeout(700);
  return (await actionCount(p)) - before;
}

/** The games where the first target is a move whose double-click used to make two: a Shikoku
 *  card (played, then the next card passed) and a settlers corner (a settlement, then a road).
 *  In Sekigahara the first targets choose a province (no move); its last is "Pass (spend an
 *  action)", whose double-click spent both of the turn's actions. */
const FIRST_IS_A_MOVE = new Set(["shikoku", "settlers", "sekigahara"]);
const PICK = { sekigahara: "last" };
/** Firefox driven by WebDriver BiDi gives both clicks of a double-click the count 1 (a person's
 *  double-click counts 2 there too): the app then tells the second from a new press only when
 *  it lands on another element than the first, so a double-click on a control that stays in
 *  place (Port Royal's Draw, Sekigahara's Pass) is not tried in Firefox. */
const STAYS_IN_PLACE = new Set(["port-royal", "sekigahara"]);

// Chromium only: Firefox driven by WebDriver BiDi gives both clicks of a double-click the count 1
// (a person's double-click counts 2 there), so the guard cannot be driven there by a test.
for (const name of BROWSERS.filter((b) => b === "chromium")) {
  describe(`One gesture, one move in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    for (const [game, n] of GAMES) {
      it(`${game}: a double-click makes at most one move, a click one`, async () => {
        const errors = [];
        const p = await page(browser.context, errors);
        await startGame(p, server.url, game, ["human", ...Array(n - 1).fill("heuristic")], { speed: STILL });
        let moves = 0;
        for (let i = 0; i < 6; i++) {
          const how = i % 2 === 0 && !(name === "firefox" && STAYS_IN_PLACE.has(game)) ? "double" : "click";
          const made = await press(p, how, PICK[game]);
          if (made === null) break;
          assert.ok(made <= 1, `${game}: one ${how} press made ${made} moves`);
          if (i === 0 && FIRST_IS_A_MOVE.has(game)) assert.equal(made, 1, `${game}: the first press made its move`);
          moves += made;
        }
        assert.ok(moves >= 1, `${game}: the presses made some move`);
        assert.deepEqual(errors, []);
        await p.close();
      });
    }

  });
}
