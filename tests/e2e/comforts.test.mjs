// Small comforts of an app: the bot speed is kept per game (Instant chosen in one game no longer
// carries into the next), a share link has a Copy button that says what it did, an empty game
// log is no Tab stop, and the deal number is written in the language's digits.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, open, page, startGame, BROWSERS } from "./harness.mjs";

for (const name of BROWSERS) {
  describe(`Comforts in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("the bot speed chosen in one game stays with that game", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["human", "heuristic"], { speed: 700 });
      assert.equal(await p.inputValue("[data-testid=speed]"), "700");
      await p.selectOption("[data-testid=speed]", "20");
      await startGame(p, server.url, "port-royal", ["human", "heuristic"], { speed: 700 });
      assert.equal(await p.inputValue("[data-testid=speed]"), "700", "Port Royal keeps its own speed");
      await startGame(p, server.url, "shikoku", ["human", "heuristic"], { speed: 700 });
      assert.equal(await p.inputValue("[data-testid=speed]"), "20", "Shikoku keeps Instant");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("the deal number is written in Persian digits in Persian", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await p.goto(server.url + "#/");
      await p.evaluate(() => localStorage.setItem("takhte.lang", "fa"));
      await p.goto(server.url + "#/new/shikoku");
      // The page is reloaded only once loaded (Firefox reports a fetch cut short by leaving as an
      // error of the service worker).
      await p.waitForSelector("[data-testid=seed]");
      await p.waitForLoadState("load");
      await p.waitForTimeout(300);
      await p.reload();
      await p.waitForLoadState("load");
      await p.waitForSelector("[data-testid=seed]");
      assert.match(await p.inputValue("[data-testid=seed]"), /^[۰-۹]+$/);
      await p.click("[data-testid=seed] ~ button, [data-testid=reroll]").catch(() => {});
      assert.match(await p.inputValue("[data-testid=seed]"), /^[۰-۹]+$/);
      await p.evaluate(() => localStorage.setItem("takhte.lang", "en"));
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a share link copies with one press, and says so", async () => {
      const errors = [];
      if (name === "chromium") await browser.context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "tripoli", ["human", "heuristic"], { speed: 60000 });
      assert.equal(await p.locator("[data-testid=log]").getAttribute("tabindex"), null,
        "an empty log is no Tab stop");
      await p.click("[data-testid=share]");
      const link = await p.inputValue("[data-testid=share-link]");
      await p.click("[data-testid=share-link-copy]");
      const status = p.locator("[data-testid=share-link-copy-status], [data-testid=share-link-status]");
      await p.waitForFunction(() => document.querySelector("[data-testid=share-link-status]")?.textContent.trim());
      const said = (await status.first().textContent()).trim();
      if (name === "chromium") {
        assert.equal(said, "Copied.");
        assert.equal(await p.evaluate(() => navigator.clipboard.readText()), link);
      } else {
        assert.ok(["Copied.", "Could not copy: select the link and copy it."].includes(said), said);
      }
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
