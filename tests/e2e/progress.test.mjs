// The person's rating against bots and the history of finished games (issue 48, items 1–2), in
// every browser: a Shikoku game one action from its end (the engine's statistics fixture
// shikoku-1 without its last action, whose seat 1 is a bot here) ends on the play screen, is
// rated once, shows at game over, on the home screen and in the history; the history filters,
// exports, survives clearing storage by import, and a second import adds nothing.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { serve, open, page, shot, axeByPlace, ARTIFACTS, BROWSERS } from "./harness.mjs";

const FIXTURES = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../engine/tests/fixtures/stats");

/** shikoku-1 without its last action: seat 1 plays its one card left, and the game ends. */
function almostOver() {
  const record = JSON.parse(fs.readFileSync(path.join(FIXTURES, "shikoku-1.json"), "utf8"));
  record.actions = record.actions.slice(0, -1);
  return record;
}

/** Stores the save `id` (the person in seat 0, a casual bot in seat 1) and opens it. */
async function openAlmostOver(p, url, id) {
  await p.goto(url + "#/");
  await p.waitForSelector("[data-testid=game-shikoku]");
  const save = {
    format: 1, id, created: 1, updated: 1, finished: false, record: almostOver(),
    seats: [{ kind: "human" }, { kind: "bot", bot: "easy" }],
  };
  await p.evaluate((save) => {
    localStorage.setItem(`takhte.save.${save.id}`, JSON.stringify(save));
    localStorage.setItem("takhte.speed.shikoku", "0");
  }, save);
  await p.goto(url + `#/play/${id}`);
  await p.waitForSelector("[data-testid=play]");
}

/** Visible rows of the history's table. */
async function rows(p) {
  return p.locator("[data-testid=history-row]").count();
}

/** Waits until the history says it shows `n` games. */
async function shows(p, n) {
  await p.waitForFunction((n) => {
    const c = document.querySelector("[data-testid=history-count]");
    return c && c.textContent.trim().startsWith(`${n} game`)
      && document.querySelectorAll("[data-testid=history-row]").length === n;
  }, n);
}

for (const name of BROWSERS) {
  describe(`Rating and history in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("a finished game against a bot is rated once, shown at game over, on home and in the history; export, clear, import once", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await openAlmostOver(p, server.url, "progress1");
      await p.waitForSelector("[data-testid=game-over] [data-testid=rating-line]", { timeout: 60000 });
      const line = await p.locator("[data-testid=rating-line]").innerText();
      assert.match(line, /^Your Shikoku rating: [\d,]+ ± \d+, [+−±]\d+/, line);
      const stored = await p.evaluate(() => JSON.parse(localStorage.getItem("takhte.rating.shikoku")));
      assert.equal(stored.games, 1, "one rated game");
      const delta = Number(await p.locator("[data-testid=rating-line]").getAttribute("data-delta"));
      // Seat 0 of the fixture lost or won: the change has that sign.
      const history0 = await p.evaluate(() => JSON.parse(localStorage.getItem("takhte.history")));
      assert.equal(history0.games.length, 1);
      const won = history0.games[0].ranks[0] === 0;
      assert.ok(won ? delta > 0 : delta < 0, `a ${won ? "win" : "loss"} moves the rating ${delta}`);
      assert.match(line, new RegExp(`${Math.round(stored.rating).toLocaleString("en")} ± ${Math.round(stored.deviation)}`));

      // Opened again, the finished game shows the same line and rates nothing twice.
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=game-shikoku]");
      await p.goto(server.url + "#/play/progress1");
      await p.waitForSelector("[data-testid=game-over] [data-testid=rating-line]");
      assert.equal(await p.locator("[data-testid=rating-line]").innerText(), line);
      assert.equal(await p.evaluate(() => JSON.parse(localStorage.getItem("takhte.rating.shikoku")).games), 1);
      assert.equal(await p.evaluate(() => JSON.parse(localStorage.getItem("takhte.history")).games.length), 1);

      // Home: the rating under Shikoku, and the way to the history.
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=rating-shikoku]");
      assert.match(await p.locator("[data-testid=rating-shikoku]").innerText(), /^Your rating: [\d,]+ ± \d+ \(1 rated game\)$/);
      assert.equal(await p.locator("[data-testid^=rating-]").count(), 1, "only the game played shows a rating");
      await p.click("[data-testid=history-link]");
      await p.waitForSelector("[data-testid=history]");
      await shows(p, 1);
      const row = p.locator("[data-testid=history-row]");
      assert.equal(await row.getAttribute("data-result"), won ? "won" : "lost");
      assert.match(await row.innerText(), /Shikoku[\s\S]*Bot: casual[\s\S]*54 moves/);
      assert.match(await p.locator("[data-testid=summary-wins-shikoku]").innerText(), won ? /1 of 1 won \(100%\)/ : /0 of 1 won \(0%\)/);

      // Filters: by result, by opponent level, by game.
      await p.selectOption("[data-testid=filter-result]", won ? "lost" : "won");
      await shows(p, 0);
      await p.selectOption("[data-testid=filter-result]", won ? "won" : "lost");
      await shows(p, 1);
      await p.selectOption("[data-testid=filter-level]", "hard");
      await shows(p, 0);
      await p.selectOption("[data-testid=filter-level]", "easy");
      await shows(p, 1);
      await p.selectOption("[data-testid=filter-game]", "tripoli");
      await shows(p, 0);
      await p.selectOption("[data-testid=filter-game]", "");
      await shows(p, 1);
      await shot(p, `progress-history-${name}`);

      // Export: the file handed to the download link.
      await p.evaluate(() => {
        const make = URL.createObjectURL;
        window.__exports = [];
        URL.createObjectURL = (blob) => { window.__exports.push(blob); return make.call(URL, blob); };
      });
      await p.click("[data-testid=history-export]");
      await p.waitForFunction(() => window.__exports.length === 1);
      const exported = await p.evaluate(() => window.__exports[0].text());
      const file = JSON.parse(exported);
      assert.equal(file.kind, "takhte-history");
      assert.equal(file.games.length, 1);
      assert.equal(file.games[0].record.actions.length, 54, "the record goes with the game, for its replay");

      // A fresh device: storage cleared, nothing left.
      await p.evaluate(() => localStorage.clear());
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=game-shikoku]");
      assert.equal(await p.locator("[data-testid^=rating-]").count(), 0);
      await p.goto(server.url + "#/history");
      await p.waitForSelector("[data-testid=history-empty]");
      await shows(p, 0);

      // A corrupt file: a clear message, nothing changed.
      await p.setInputFiles("[data-testid=history-import]", { name: "bad.json", mimeType: "application/json", buffer: Buffer.from('{"kind":"takhte-history","format":1,"games":[{"key":"x"}]}') });
      await p.waitForSelector("[data-testid=history-import-error]");
      assert.match(await p.locator("[data-testid=history-import-error]").innerText(), /not a Takhte history, so nothing was changed/);
      assert.equal(await p.evaluate(() => localStorage.getItem("takhte.history")), null);

      // Import: the game comes back once, with the rating; a second import adds nothing.
      const upload = { name: "takhte-history.json", mimeType: "application/json", buffer: Buffer.from(exported) };
      await p.setInputFiles("[data-testid=history-import]", upload);
      await p.waitForFunction(() => /1 game added; 0 were already here/.test(document.querySelector("[data-testid=history-import-result]")?.textContent ?? ""));
      await shows(p, 1);
      await p.setInputFiles("[data-testid=history-import]", upload);
      await p.waitForFunction(() => /0 games added; 1 was already here/.test(document.querySelector("[data-testid=history-import-result]")?.textContent ?? ""));
      await shows(p, 1);
      assert.equal(await p.evaluate(() => JSON.parse(localStorage.getItem("takhte.history")).games.length), 1);
      assert.equal(await p.evaluate(() => JSON.parse(localStorage.getItem("takhte.rating.shikoku")).games), 1);
      const found = await axeByPlace(p);
      assert.deepEqual(found.shell, [], "axe: the history screen");

      // The row opens the game's replay from the record it carries (the save is gone).
      await p.click("[data-testid=history-replay]");
      await p.waitForSelector("[data-testid=replay]");
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=rating-shikoku]");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a full storage: the game is entered without its record, or, with no room at all, the player is told and the rating is left alone", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      // The history's key takes no record (its text holds "actions"), then nothing at all.
      await p.addInitScript(() => {
        const set = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
          const mode = sessionStorage.getItem("quota-mode");
          if (key === "takhte.history" && (mode === "none" || (mode === "small" && value.includes('"actions"')))) {
            throw new DOMException("full", "QuotaExceededError");
          }
          return set.call(this, key, value);
        };
      });
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=game-shikoku]");
      await p.evaluate(() => { localStorage.clear(); sessionStorage.setItem("quota-mode", "small"); });
      await openAlmostOver(p, server.url, "quota1");
      await p.waitForSelector("[data-testid=game-over] [data-testid=rating-line]", { timeout: 60000 });
      const kept = await p.evaluate(() => JSON.parse(localStorage.getItem("takhte.history")));
      assert.equal(kept.games.length, 1);
      assert.equal(kept.games[0].record, null, "the record left out, the summary kept");
      assert.equal(await p.evaluate(() => JSON.parse(localStorage.getItem("takhte.rating.shikoku")).games), 1);
      // Its replay is the save's, still on this device.
      await p.goto(server.url + "#/history");
      await p.waitForSelector("[data-testid=history-row]");
      assert.match(await p.locator("[data-testid=history-replay]").getAttribute("href"), /#\/replay\/quota1$/);

      await p.evaluate(() => sessionStorage.setItem("quota-mode", "none"));
      await openAlmostOver(p, server.url, "quota2");
      await p.waitForSelector("[data-testid=game-over] [data-testid=history-error]", { timeout: 60000 });
      assert.match(await p.locator("[data-testid=history-error]").innerText(), /could not be added to your history or rating[\s\S]*storage is full/);
      assert.equal(await p.locator("[data-testid=rating-line]").count(), 0);
      assert.equal(await p.evaluate(() => JSON.parse(localStorage.getItem("takhte.rating.shikoku")).games), 1, "the rating is left alone");
      assert.equal(await p.evaluate(() => JSON.parse(localStorage.getItem("takhte.history")).games.length), 1, "the history is kept as it was");
      await p.evaluate(() => { sessionStorage.removeItem("quota-mode"); localStorage.clear(); });
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("the history and the home screen's rating in Arabic and Persian, at a phone and a desktop size", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await openAlmostOver(p, server.url, "progress2");
      await p.waitForSelector("[data-testid=game-over] [data-testid=rating-line]", { timeout: 60000 });
      for (const lang of ["ar", "fa"]) {
        await p.goto(server.url + "#/");
        await p.waitForSelector("[data-testid=game-shikoku]");
        await p.selectOption("[data-testid=language]", lang);
        await p.waitForFunction((l) => document.documentElement.lang === l, lang);
        const rating = await p.locator("[data-testid=rating-shikoku]").innerText();
        assert.match(rating, lang === "ar" ? /[٠-٩]/ : /[۰-۹]/, `${lang} digits: ${rating}`);
        assert.doesNotMatch(rating, /[0-9]/, rating);
        for (const [w, h] of [[390, 844], [1280, 800]]) {
          await p.setViewportSize({ width: w, height: h });
          await p.locator("[data-testid=game-shikoku]").screenshot({ path: path.join(ARTIFACTS, `progress-home-${lang}-${w}-${name}.png`) });
        }
        await p.setViewportSize({ width: 1200, height: 900 });
        await p.click("[data-testid=history-link]");
        await p.waitForSelector("[data-testid=history-row]");
        for (const [w, h] of [[390, 844], [1280, 800]]) {
          await p.setViewportSize({ width: w, height: h });
          await shot(p, `progress-history-${lang}-${w}-${name}`);
          const wide = await p.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
          assert.equal(wide, false, `${lang} ${w}: the page does not scroll sideways (the tables scroll in their frame)`);
        }
        await p.setViewportSize({ width: 1200, height: 900 });
      }
      await p.goto(server.url + "#/");
      await p.selectOption("[data-testid=language]", "en");
      await p.waitForFunction(() => document.documentElement.lang === "en");
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
