// Bot pace (issue 46): a bot turn is paced as a whole, not action by action. Its first action
// waits the speed's delay, each further action a tenth of it until those pauses add up to half
// of it, then none; a search bot thinks during the pause. The play screen shows the pause
// before the bot's next action (`data-bot-pause`) and the record's length (`data-actions`), so
// the tests count the pauses of a Port Royal bot turn rather than time them; one bound on the
// time, loose enough for a loaded machine, says that at Instant the turn is shown at once.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, open, page, startGame, BROWSERS } from "./harness.mjs";

/** Port Royal with a person (seat 0) against a search bot (`normal`), at `speed`; waits for
 *  the person's first reveal. */
async function table(p, url, speed) {
  await startGame(p, url, "port-royal", ["human", "normal"], { speed, seed: 7 });
  await p.waitForSelector("[data-testid=draw]:enabled", { timeout: 30000 });
}

/** Seat 0 draws one card and stops (buying nothing), which hands the turn to the bot; then
 *  waits for the bot's turn to be over (seat 0 may draw again, or the game ended). Returns
 *  the pauses the screen chose before each of the bot's actions, in order, and the time from
 *  the hand-over to the bot's last action being shown. */
async function botTurn(p) {
  // Past the one-gesture window of the person's last move.
  await p.waitForTimeout(350);
  const before = Number(await p.getAttribute("[data-testid=play]", "data-actions"));
  await p.click("[data-testid=draw]");
  await p.waitForFunction((n) => Number(document.querySelector("[data-testid=play]").dataset.actions) > n, before);
  await p.evaluate(() => {
    const play = document.querySelector("[data-testid=play]");
    // Where things stand now: the bot may already be to act (the draw busted the turn).
    window.__pace = [{ t: performance.now(), pause: play.dataset.botPause ?? null }];
    window.__paceWatch?.disconnect();
    window.__paceWatch = new MutationObserver(() => {
      window.__pace.push({ t: performance.now(), pause: play.dataset.botPause ?? null });
    });
    window.__paceWatch.observe(play, { attributes: true, attributeFilter: ["data-actions"] });
  });
  // The draw may have busted the turn already (a second pirate): then the bot is to act.
  if (await p.locator("[data-testid=stop]:enabled").count()) {
    await p.waitForTimeout(350);
    await p.click("[data-testid=stop]");
    await p.waitForTimeout(350);
    // The purchase, when it is the person's (at Instant the bot may already be buying): buy nothing.
    if (await p.locator("[data-testid=step][data-step=purchase]").count()) {
      await p.locator("[data-testid=pass]:enabled").click({ timeout: 2000 }).catch(() => {});
    }
  }
  // The bot's turn is over when seat 0 acts again (or the game is).
  await p.waitForFunction(() => {
    const pace = window.__pace;
    const i = pace.findIndex((e) => e.pause !== null);
    return i >= 0 && pace.slice(i).some((e) => e.pause === null);
  }, null, { timeout: 30000 });
  const pace = await p.evaluate(() => window.__pace);
  const start = pace.findIndex((e) => e.pause !== null);
  const end = pace.findIndex((e, i) => i > start && e.pause === null);
  return {
    pauses: pace.slice(start, end).map((e) => Number(e.pause)),
    ms: pace[end].t - pace[start].t,
  };
}

for (const name of BROWSERS) {
  describe(`Bot pace in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("at Normal a Port Royal bot turn waits 700 ms once, then at most 350 ms more in all", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await table(p, server.url, 700);
      const { pauses } = await botTurn(p);
      assert.ok(pauses.length >= 1, "the bot acted");
      assert.equal(pauses[0], 700, `the turn's first action waits the full delay: ${pauses}`);
      for (const later of pauses.slice(1)) assert.ok(later <= 70, `later actions wait a tenth at most: ${pauses}`);
      const total = pauses.reduce((a, b) => a + b, 0);
      assert.ok(total <= 1050, `a turn's pauses add up to at most 1,050 ms: ${pauses}`);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("at Instant a Port Royal bot turn is shown in under 3 s, its pauses under 30 ms", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await table(p, server.url, 20);
      for (let turn = 0; turn < 2; turn++) {
        const { pauses, ms } = await botTurn(p);
        const total = pauses.reduce((a, b) => a + b, 0);
        assert.ok(total <= 30, `pauses ${pauses}`);
        assert.ok(ms < 3000, `turn ${turn + 1}: ${pauses.length} bot actions shown in ${Math.round(ms)} ms`);
        if (await p.locator("[data-testid=game-over]").count()) break;
        await p.waitForSelector("[data-testid=draw]:enabled");
      }
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
