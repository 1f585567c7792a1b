// The settlers game for two and each side's odds, end to end in every browser: the new-game form
// offers two seats only with the game for two (and sets its rules), a person plays the opening
// against a bot and rolls; balanced dice go from the form through the link into the game; the odds line is shown for Tripoli in English and Persian, and on the
// how-to page.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, open, page, shot, logLength, startFromLink, BROWSERS } from "./harness.mjs";

/** Waits until `selector` matches a visible element. */
async function visible(p, selector, timeout = 30000) {
  await p.waitForFunction((s) => [...document.querySelectorAll(s)].some((e) => e.checkVisibility()), selector, { timeout });
}

/** Seat 0's buildings and roads on the map. */
async function mine(p) {
  return {
    buildings: await p.locator("[data-testid^=building-][data-seat='0']").count(),
    roads: await p.locator("[data-testid^=road-][data-seat='0']").count(),
  };
}

for (const name of BROWSERS) {
  describe(`The settlers game for two and the odds in ${name}`, () => {
    let server, browser, errors;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("offers two seats only with the game for two, and a person plays it against a bot", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await p.goto(server.url + "#/");
      await p.evaluate(() => localStorage.setItem("takhte.speed", "20"));
      await p.goto(server.url + "#/new/settlers");
      await visible(p, "[data-testid=start]");
      // The usual game: three or four seats, no two.
      const counts = await p.locator("[data-testid=players] option").evaluateAll((os) => os.map((o) => o.value));
      assert.deepEqual(counts, ["3", "4"]);
      assert.equal(await p.locator("[data-testid^=seat-]").count(), 3);
      assert.equal(await p.isChecked("[data-testid=option-for-two]"), false);
      // Ticking the game for two sets its rules and two seats.
      await p.check("[data-testid=option-for-two]");
      await p.waitForFunction(() => document.querySelectorAll("[data-testid^=seat-]").length === 2);
      assert.equal(await p.locator("[data-testid=players]").count(), 0, "no count to choose: two");
      assert.equal(await p.inputValue("[data-testid=option-victory-points]"), "15");
      assert.equal(await p.isChecked("[data-testid=option-friendly-robber]"), true);
      assert.equal(await p.inputValue("[data-testid=option-discard-limit]"), "9");
      assert.match(await p.locator("[data-testid=options-summary]").innerText(), /the game for two/);
      assert.match(await p.locator("[data-testid=odds]").innerText(), /the first player won \d+% \(±\d+\)/);
      // Unticking it goes back to three seats and the usual rules.
      await p.uncheck("[data-testid=option-for-two]");
      await p.waitForFunction(() => document.querySelectorAll("[data-testid^=seat-]").length === 3);
      assert.equal(await p.inputValue("[data-testid=option-victory-points]"), "10");
      assert.equal(await p.inputValue("[data-testid=option-discard-limit]"), "7");
      await p.check("[data-testid=option-for-two]");
      await p.waitForFunction(() => document.querySelectorAll("[data-testid^=seat-]").length === 2);
      await p.selectOption("[data-testid=seat-0]", "human");
      await p.selectOption("[data-testid=seat-1]", "heuristic");
      await p.fill("[data-testid=seed]", "5");
      await shot(p, `settlers-for-two-form-${name}`);
      // The "same game for everyone" link carries the game for two; the game starts from it, so
      // every run deals and draws alike.
      await p.selectOption("[data-testid=new-share-link-kind]", "challenge");
      const link = await p.inputValue("[data-testid=new-share-link]");
      assert.match(link, /[?&]p=2&/);
      await startFromLink(p, link, ["human", "heuristic"]);
      await visible(p, "[data-testid=options-in-force]");
      assert.match(await p.locator("[data-testid=options-in-force]").innerText(), /the game for two · Victory at 15 points · friendly robber · discard above 9 cards/);
      await p.waitForSelector("[data-testid=map]");
      assert.equal(await p.locator("[data-testid^=player-]").count(), 2);
      // Opening: settlement, road; the bot places two of each; then ours again (snake order 0, 1, 1, 0).
      await visible(p, "[data-testid^=spot-]");
      await p.locator("[data-testid^=spot-]").first().click();
      await visible(p, "[data-testid^=edge-]");
      await p.locator("[data-testid^=edge-]").first().click();
      assert.deepEqual(await mine(p), { buildings: 1, roads: 1 });
      await visible(p, "[data-testid^=spot-]");
      assert.equal(await p.locator("[data-testid^=building-]").count(), 3, "the bot placed both of its settlements");
      await p.locator("[data-testid^=spot-]").nth(5).click();
      await visible(p, "[data-testid^=edge-]");
      await p.locator("[data-testid^=edge-]").first().click();
      assert.deepEqual(await mine(p), { buildings: 2, roads: 2 });
      await visible(p, "[data-testid=roll]:enabled");
      const before = await logLength(p);
      await p.click("[data-testid=roll]");
      await p.waitForFunction((n) => document.querySelectorAll("[data-testid=log] li").length > n, before);
      await visible(p, "[data-testid=end-turn]:enabled, [data-testid^=robber-hex-], [data-testid^=discard-]:enabled");
      await shot(p, `settlers-for-two-play-${name}`);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("balanced dice: chosen on the form, carried by the link, in force in the game and its record", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await p.goto(server.url + "#/new/settlers");
      await visible(p, "[data-testid=option-balanced-dice]");
      assert.equal(await p.isChecked("[data-testid=option-balanced-dice]"), false, "thrown dice by default");
      assert.match(await p.locator("#option-balanced-dice-note").innerText(), /36 outcomes of two dice, reshuffled when 5 are left/);
      await p.check("[data-testid=option-balanced-dice]");
      await p.waitForFunction(() => /balanced dice/.test(document.querySelector("[data-testid=options-summary]")?.innerText ?? ""));
      // The game for two keeps the player's choice of dice.
      await p.check("[data-testid=option-for-two]");
      await p.waitForFunction(() => document.querySelectorAll("[data-testid^=seat-]").length === 2);
      assert.equal(await p.isChecked("[data-testid=option-balanced-dice]"), true);
      await p.uncheck("[data-testid=option-for-two]");
      await p.waitForFunction(() => document.querySelectorAll("[data-testid^=seat-]").length === 3);
      await p.fill("[data-testid=seed]", "7");
      await p.selectOption("[data-testid=new-share-link-kind]", "challenge");
      const link = await p.inputValue("[data-testid=new-share-link]");
      await startFromLink(p, link, ["human", "heuristic", "heuristic"]);
      await visible(p, "[data-testid=options-in-force]");
      assert.match(await p.locator("[data-testid=options-in-force]").innerText(), /balanced dice/);
      const options = await p.evaluate(() =>
        JSON.parse(localStorage.getItem("takhte.save." + location.hash.split("/").pop())).record.options);
      assert.equal(options.balanced_dice, true);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("shows Tripoli's odds on the new-game screen in English and Persian, and on the how-to page", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await p.goto(server.url + "#/new/tripoli");
      await visible(p, "[data-testid=odds]");
      const en = await p.locator("[data-testid=odds]").innerText();
      assert.match(en, /^Over \d+ games of bot against bot/);
      assert.match(en, /United States won \d+% \(±\d+\)/);
      assert.match(en, /Barbary won \d+% \(±\d+\)/);
      await p.goto(server.url + "#/rules/tripoli");
      await visible(p, "[data-testid=odds-howto]");
      assert.match(await p.locator("[data-testid=odds-howto] li").first().innerText(), /United States won/);
      await p.goto(server.url + "#/");
      await p.selectOption("[data-testid=language]", "fa");
      await p.waitForFunction(() => document.documentElement.lang === "fa");
      await p.goto(server.url + "#/new/tripoli");
      await visible(p, "[data-testid=odds]");
      const fa = await p.locator("[data-testid=odds]").innerText();
      assert.match(fa, /^در [۰-۹]+ بازی/);
      assert.match(fa, /[۰-۹]+٪/);
      assert.doesNotMatch(fa, /[0-9]/, "Persian digits only");
      await shot(p, `odds-tripoli-fa-${name}`);
      await p.goto(server.url + "#/rules/tripoli");
      await visible(p, "[data-testid=odds-howto]");
      assert.doesNotMatch(await p.locator("[data-testid=odds-howto]").innerText(), /[0-9]/);
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
