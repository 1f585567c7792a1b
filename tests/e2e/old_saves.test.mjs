// A save of the release of 2026-11-30 opens and plays on (issue 42), in every browser: a settlers
// game of that release cut while running, whose record holds the four-step trade offer
// (`StartOffer`) that the next release's encoding dropped, put into localStorage as that release
// saved it. It must open at its position (every action replayed), be upgraded to today's
// encoding and go on (the bots move), and never be set aside.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { serve, open, page, logLength, BROWSERS } from "./harness.mjs";

const HERE = path.dirname(new URL(import.meta.url).pathname);
/** The record as that release wrote it, as exact text (its salt is above 2^53). */
const OLD_TEXT = fs.readFileSync(path.join(HERE, "fixtures/settlers-2026-11-30.record.json"), "utf8").trim();

for (const name of BROWSERS) {
  describe(`Saves of 2026-11-30 in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("a settlers game in progress with StartOffer opens and plays on", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      const record = JSON.parse(OLD_TEXT);
      assert.ok(record.actions.some((a) => JSON.stringify(a).includes("StartOffer")));
      assert.equal(record.version, 1);
      const rest = JSON.stringify({
        format: 1, id: "old1130", created: Date.UTC(2026, 10, 30, 10), updated: Date.UTC(2026, 10, 30, 11), finished: false,
        seats: [{ kind: "human" }, ...Array.from({ length: record.players - 1 }, () => ({ kind: "bot", bot: "heuristic" }))],
      });
      const save = `{"record":${OLD_TEXT},${rest.slice(1)}`;
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=game-settlers]");
      await p.evaluate((s) => {
        localStorage.clear();
        // One bot move every 400 ms: the position at opening can be read before the bots go on.
        localStorage.setItem("takhte.speed", "400");
        localStorage.setItem("takhte.save.old1130", s);
      }, save);
      await p.reload();
      await p.waitForSelector("[data-testid=save-old1130]");
      assert.equal(await p.locator("[data-testid=save-old1130][data-kept]").count(), 0, "listed as an ordinary save");
      await p.click("[data-testid=resume-old1130]");
      await p.waitForSelector("[data-testid=play][data-game=settlers], [data-testid=error-page]");
      const error = await p.locator("[data-testid=error-page]").count() ? await p.locator("[data-testid=error-page]").innerText() : "";
      assert.equal(error, "", "the old save opens");
      // Opened, it is written back at once in today's encoding (an old offer's steps are one
      // action now), every action replayed: one log line each.
      const opened = await p.evaluate(() => JSON.parse(localStorage.getItem("takhte.save.old1130")).record.actions.length);
      assert.ok(opened > 60 && opened < record.actions.length, `${opened} actions`);
      assert.ok(await logLength(p) >= opened, "every action of the old record replayed");
      // The bots play on, and the save grows, never set aside.
      await p.waitForFunction((n) => JSON.parse(localStorage.getItem("takhte.save.old1130")).record.actions.length > n, opened, { timeout: 30000 });
      const now = await p.evaluate(() => ({
        save: JSON.parse(localStorage.getItem("takhte.save.old1130")),
        marked: localStorage.getItem("takhte.problem.old1130"),
        bad: localStorage.getItem("takhte.bad.old1130"),
      }));
      assert.equal(now.marked, null);
      assert.equal(now.bad, null);
      assert.equal(now.save.record.version, 2);
      assert.ok(now.save.record.rules >= 1);
      assert.ok(!JSON.stringify(now.save.record.actions).includes("StartOffer"), "upgraded to today's encoding");
      await p.evaluate(() => localStorage.clear());
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
