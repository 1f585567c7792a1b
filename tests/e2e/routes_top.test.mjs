// Every route opens at its top, on a phone too: the home screen scrolled down to a game's "How to
// play" link opened Sekigahara's page 1,758 px down, its title and lesson button out of sight.
// Also from one screen of the app to another, and the focus is never left on the page's body.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, open, page, BROWSERS } from "./harness.mjs";

const scrollY = (p) => p.evaluate(() => Math.round(window.scrollY));
const focusOnBody = (p) => p.evaluate(() => !document.activeElement || document.activeElement === document.body);

for (const name of BROWSERS) {
  describe(`Routes open at their top in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("from the home screen scrolled down, and between the app's screens, at 390×844", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await p.setViewportSize({ width: 390, height: 844 });
      await p.goto(server.url + "#/");
      const link = p.locator('[data-testid=game-sekigahara] a[href="#/rules/sekigahara"]');
      await link.scrollIntoViewIfNeeded();
      assert.ok(await scrollY(p) > 300, "the home screen is scrolled down to the last game");
      await link.click();
      await p.waitForSelector("[data-testid=rules]");
      await p.waitForFunction(() => !document.querySelector("[data-testid=app-loading]"));
      assert.equal(await scrollY(p), 0, "the how-to page opens at its top");
      assert.ok(await p.locator("[data-testid=start-tutorial]").isVisible());
      // Within the app: scrolled to the end of the how-to page, then to the new-game screen.
      await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      assert.ok(await scrollY(p) > 1000, "the how-to page is long");
      await p.evaluate(() => { location.hash = "#/new/sekigahara"; });
      await p.waitForSelector("[data-testid=start]");
      await p.waitForTimeout(100);
      assert.equal(await scrollY(p), 0, "the new-game screen opens at its top");
      assert.equal(await focusOnBody(p), false, "the focus went to the new screen");
      // And back, with the browser's Back.
      await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await p.goBack();
      await p.waitForSelector("[data-testid=rules]");
      assert.equal(await scrollY(p), 0, "Back opens the how-to page at its top");
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
