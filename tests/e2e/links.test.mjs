// Share links end to end, in every browser: rule options chosen on the new-game screen travel in
// a link, are shown and locked on the screen it opens and reach the saved record; a "same game
// for everyone" link gives two devices the same game; a link with bad options is an error page.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, open, page, shot, shareLink, BROWSERS } from "./harness.mjs";

/** The record of the save open in `p` (the play screen's URL ends with its id). */
async function savedRecord(p) {
  const id = p.url().split("/").pop();
  return p.evaluate((id) => JSON.parse(localStorage.getItem(`takhte.save.${id}`)).record, id);
}

/** The card ids of Port Royal's harbour row, in order. */
async function harbour(p) {
  return p.locator("[data-testid=harbour] [data-card]").evaluateAll((cs) => cs.map((c) => c.dataset.card));
}

for (const name of BROWSERS) {
  describe(`Share links in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("settlers options chosen on the new-game screen travel in the link, locked, into the save", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      const link = await shareLink(p, server.url, "settlers", {
        players: 3, seed: 31, kind: "opening",
        setOptions: async (p) => {
          await p.selectOption("[data-testid=option-victory-points]", "12");
          await p.check("[data-testid=option-friendly-robber]");
        },
      });
      assert.match(await p.locator("[data-testid=options-summary]").innerText(), /12/);
      const other = await open(name);
      const q = await page(other.context, errors);
      await q.goto(link);
      await q.waitForSelector("[data-testid=from-link][data-kind=opening]");
      assert.equal(await q.getAttribute("[data-testid=options]", "data-locked"), "true");
      assert.equal(await q.inputValue("[data-testid=option-victory-points]"), "12");
      assert.ok(await q.locator("[data-testid=option-victory-points]").isDisabled());
      assert.ok(await q.locator("[data-testid=option-friendly-robber]").isChecked());
      assert.ok(await q.locator("[data-testid=option-friendly-robber]").isDisabled());
      assert.ok(await q.locator("[data-testid=players]").isDisabled());
      assert.equal(await q.inputValue("[data-testid=seed]"), "31");
      await shot(q, `link-options-${name}`);
      for (const s of [0, 1, 2]) await q.selectOption(`[data-testid=seat-${s}]`, s === 0 ? "human" : "heuristic");
      await q.click("[data-testid=start]");
      await q.waitForSelector("[data-testid=play][data-game=settlers]");
      assert.match(await q.locator("[data-testid=options-in-force]").innerText(), /12/);
      const record = await savedRecord(q);
      assert.deepEqual(record.options, { victory_points: 12, friendly_robber: true });
      assert.equal(record.players, 3);
      assert.equal(record.seed, 31);
      assert.notEqual(record.salt, 0, "a same-opening link keeps later draws private");
      await other.close();
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a 'same game for everyone' link gives two devices the same Port Royal game", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      const link = await shareLink(p, server.url, "port-royal", {
        players: 2, seed: 77, kind: "challenge",
        setOptions: (p) => p.selectOption("[data-testid=option-target-points]", "14"),
      });
      assert.match(link, /k=challenge/);
      const seen = [];
      for (let device = 0; device < 2; device++) {
        const other = await open(name);
        const q = await page(other.context, errors);
        await q.goto(server.url + "#/");
        // The bot waits a minute before each move: the snapshot below sees only seat 0's reveals.
        await q.evaluate(() => localStorage.setItem("takhte.speed", "60000"));
        await q.goto(link);
        await q.waitForSelector("[data-testid=from-link][data-kind=challenge]");
        assert.match(await q.locator("[data-testid=from-link]").innerText(), /same game for everyone/);
        assert.ok(await q.locator("[data-testid=option-target-points]").isDisabled());
        if (device === 0) await shot(q, `link-challenge-${name}`);
        await q.selectOption("[data-testid=seat-1]", "heuristic");
        await q.click("[data-testid=start]");
        await q.waitForSelector("[data-testid=play][data-game=port-royal]");
        assert.match(await q.locator("[data-testid=options-in-force]").innerText(), /14 points/);
        // Three reveals (or fewer if the second pirate ends the turn first).
        for (let i = 0; i < 3 && await q.locator("[data-testid=draw]:enabled").count(); i++) {
          const before = await q.locator("[data-testid=log] li").count();
          // Past the one-gesture window (src/widgets/gesture.rs): a quick second click on the
          // same spot is a double-click's, which makes no move.
          await q.waitForTimeout(500);
          await q.click("[data-testid=draw]");
          await q.waitForFunction((k) => document.querySelectorAll("[data-testid=log] li").length > k, before);
        }
        const record = await savedRecord(q);
        seen.push({
          row: await harbour(q),
          deck: await q.getAttribute("[data-testid=deck]", "data-size"),
          log: await q.locator("[data-testid=log]").innerText(),
          salt: record.salt,
          options: record.options,
        });
        await other.close();
      }
      assert.ok(seen[0].log.length > 0);
      assert.equal(seen[0].salt, 0, "a challenge uses the public salt");
      assert.deepEqual(seen[0].options, { target_points: 14 });
      assert.deepEqual(seen[1], seen[0], "same link, same moves, same game");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a link whose options do not fit the game is an error page, not a default", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      const link = await shareLink(p, server.url, "port-royal", { players: 2, seed: 5, kind: "challenge" });
      // Rebuild the link with impossible options and a correct checksum (FNV-1a, as in link.rs).
      const fnv = (s) => {
        let h = 0x811c9dc5;
        for (const b of Buffer.from(s)) h = Math.imul(h ^ b, 0x01000193) >>> 0;
        return h.toString(16).padStart(8, "0");
      };
      const o = Buffer.from(JSON.stringify({ target_points: 99 })).toString("base64url");
      const hash = `#/new/port-royal?p=2&s=5&o=${o}&k=challenge&c=${fnv(`port-royal|2|5|${o}|challenge`)}`;
      assert.ok(link.includes("#/new/port-royal?v=2&p=2&s=5&o="));
      // (The link above is of the first format, without v=: still read, its checksum as it was.)
      await p.goto(server.url + hash);
      await p.waitForSelector("[data-testid=error-page]");
      assert.match(await p.locator("[data-testid=error-page] h1").innerText(), /rule options/);
      assert.equal(await p.locator("[data-testid=start]").count(), 0);
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
