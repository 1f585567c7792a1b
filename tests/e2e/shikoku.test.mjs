// Shikoku end to end, in every browser: bots finish a game, a person plays by clicking,
// a reload restores the position, undo follows the engine, pass-and-play hides the board.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, open, page, shot, startGame, logLength, checkGameOver, BROWSERS } from "./harness.mjs";

for (const name of BROWSERS) {
  describe(`Shikoku in ${name}`, () => {
    let server, browser, errors;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("a bot-vs-bot game reaches game over with a result and both scores", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["heuristic", "random"]);
      await p.waitForSelector("[data-testid=game-over]", { timeout: 60000 });
      assert.match(await p.locator("[data-testid=result]").innerText(), /\S/);
      assert.equal(await p.locator("[data-testid^=final-score-]").count(), 2);
      assert.equal(await logLength(p), 54, "every Shikoku game has 54 actions");
      assert.match(await p.locator("[data-testid=replay-link]").inputValue(), /#\/watch\?r=/);
      await shot(p, `shikoku-over-${name}`);
      assert.match(await checkGameOver(p, `shikoku-over-en-${name}`), /^After 3 rounds the scores are final: White \d+ points?, /);
      // In Persian the reason reads in Persian digits and words.
      await p.selectOption("[data-testid=language]", "fa");
      await p.waitForFunction(() => document.documentElement.lang === "fa");
      const fa = await checkGameOver(p, `shikoku-over-fa-${name}`);
      assert.match(fa, /^پس از ۳ دور امتیازها قطعی شد/);
      assert.doesNotMatch(fa, /[0-9]/);
      await p.selectOption("[data-testid=language]", "en");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a human plays a card and passes one by clicking; undo follows the engine", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["human", "heuristic"]);
      const total = async () => {
        let sum = 0;
        for (let r = 1; r <= 5; r++) sum += Number(await p.getAttribute(`[data-testid=region-${r}]`, "data-white"));
        return sum;
      };
      assert.equal(await total(), 0);
      assert.equal(await logLength(p), 0);
      const card = p.locator("[data-testid=hand] button[data-action=play]:enabled").first();
      const cardId = await card.getAttribute("data-testid");
      await card.click();
      assert.equal(await logLength(p), 1);
      assert.ok((await total()) > 0, "pieces appear in the region");
      assert.equal(await p.locator(`[data-testid=hand] [data-testid=${cardId}]`).count(), 0, "the card left the hand");
      // Undo is allowed: the play revealed nothing new.
      assert.ok(await p.locator("[data-testid=undo]").isEnabled());
      await p.click("[data-testid=undo]");
      assert.equal(await logLength(p), 0);
      assert.equal(await total(), 0);
      await p.locator(`[data-testid=${cardId}]`).click();
      // Now the pass: only pass actions are offered, and passing cannot be undone.
      assert.equal(await p.locator("[data-testid=hand] button[data-action=play]").count(), 0);
      await p.locator("[data-testid=hand] button[data-action=pass]:enabled").first().click();
      assert.equal(await logLength(p) >= 2, true);
      assert.ok(await p.locator("[data-testid=undo]").isDisabled());
      await p.waitForFunction(() => document.querySelectorAll("[data-testid=log] li").length >= 4);
      await shot(p, `shikoku-human-${name}`);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a reload mid-game restores exactly the same position", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["human", "heuristic"]);
      for (let i = 0; i < 2; i++) {
        await p.locator("[data-testid=hand] button[data-action=play]:enabled").first().click();
        await p.locator("[data-testid=hand] button[data-action=pass]:enabled").first().click();
        await p.waitForFunction((n) => document.querySelectorAll("[data-testid=log] li").length >= n, 4 * (i + 1));
      }
      const snapshot = async () => ({
        url: p.url(),
        hand: await p.locator("[data-testid=hand] button").evaluateAll((bs) => bs.map((b) => b.dataset.testid)),
        board: await p.locator("[data-testid=island]").innerHTML(),
        log: await p.locator("[data-testid=log]").innerText(),
        scores: await p.locator("[data-testid=scores]").innerText(),
      });
      const before = await snapshot();
      await p.reload();
      await p.waitForSelector("[data-testid=hand]");
      assert.deepEqual(await snapshot(), before);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("pass-and-play covers the board until the next player confirms", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["human", "human"]);
      await p.waitForSelector("[data-testid=curtain]");
      assert.equal(await p.locator("[data-testid=hand]").count(), 0, "no hand visible behind the curtain");
      await p.click("[data-testid=curtain-reveal]");
      const white = await p.locator("[data-testid=hand] button").evaluateAll((bs) => bs.map((b) => b.dataset.testid));
      await p.locator("[data-testid=hand] button[data-action=play]:enabled").first().click();
      await p.locator("[data-testid=hand] button[data-action=pass]:enabled").first().click();
      await p.waitForSelector("[data-testid=curtain]");
      assert.match(await p.locator("[data-testid=curtain]").innerText(), /Black/);
      await p.click("[data-testid=curtain-reveal]");
      const black = await p.locator("[data-testid=hand] button").evaluateAll((bs) => bs.map((b) => b.dataset.testid));
      assert.notDeepEqual(black, white, "Black sees Black's hand");
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
