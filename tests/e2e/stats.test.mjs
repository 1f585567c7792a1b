// The story of a finished game in charts and tables, and the card-counting aid, in every
// browser. Finished games come from the engine's statistics fixtures (heuristic-bot games whose
// figures engine/tests/stats.rs checks by hand), stored as saves and opened on the play screen,
// so the game-over panel shows at once and the same figures every run.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { serve, open, page, shot, startGame, scrollsSideways, checkGameOver, logLength, BROWSERS } from "./harness.mjs";

const FIXTURES = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../engine/tests/fixtures/stats");

/** A statistics fixture record. */
function fixture(name) {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.json`), "utf8"));
}

let saves = 0;

/** Stores the finished game `record` as a save of two or more people and opens it. */
async function openFinished(p, url, record) {
  await p.goto(url + "#/");
  await p.waitForSelector("[data-testid=game-shikoku]");
  const id = `stats-${record.game}-${++saves}`;
  const save = {
    format: 1, id, created: 1, updated: 1, finished: true, record,
    seats: Array.from({ length: record.players }, () => ({ kind: "human" })),
  };
  await p.evaluate((save) => localStorage.setItem(`takhte.save.${save.id}`, JSON.stringify(save)), save);
  await p.goto(url + `#/play/${id}`);
  await p.waitForSelector("[data-testid=play]");
}

/** The cells of the figures table's row labelled `label`. */
async function row(p, label) {
  return p.locator("[data-testid=stats-table] tbody tr").evaluateAll((rows, want) => {
    const r = rows.find((tr) => tr.querySelector("th").textContent.trim() === want);
    return r ? [...r.querySelectorAll("td")].map((td) => td.textContent.trim()) : null;
  }, label);
}

/** The x positions of the lead chart's value labels (the y axis). */
async function yAxisX(p) {
  return p.locator("[data-testid=chart-lead] .chart-grid text").evaluateAll((ts) => ts.map((t) => Number(t.getAttribute("x"))));
}

// Each fixture, with one figure of its table worked out by hand from its log (engine/tests/stats.rs)
// in English and Persian digits.
const GAMES = [
  { game: "shikoku", file: "shikoku-1", label: ["Points in round 2", "امتیاز دور ۲"], cells: [["2", "7"], ["۲", "۷"]] },
  { game: "port-royal", file: "port-royal-1", label: ["Turns lost to a second pirate", "نوبت‌های باخته به دزد دریایی دوم"], cells: [["5", "4"], ["۵", "۴"]] },
  { game: "settlers", file: "settlers-1", dice: true, label: ["Cards discarded on a 7", "کارت‌های دورریخته با ۷"], cells: [["4", "8", "8"], ["۴", "۸", "۸"]] },
  { game: "tripoli", file: "tripoli-1", label: ["Events drawn", "رویدادهای کشیده‌شده"], cells: null },
  { game: "sekigahara", file: "sekigahara-19", label: ["Battles won", "نبردهای بُرده"], cells: [["2", "1"], ["۲", "۱"]] },
];

for (const name of BROWSERS) {
  describe(`Statistics and the card-counting aid in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    for (const g of GAMES) {
      it(`a finished ${g.game} game shows its charts and tables in English and Persian`, async () => {
        const errors = [];
        const p = await page(browser.context, errors);
        await openFinished(p, server.url, fixture(g.file));
        await p.waitForSelector("[data-testid=game-over] [data-testid=stats]");
        await checkGameOver(p, `stats-${g.game}-en-${name}`, { dice: !!g.dice });
        assert.ok(await p.locator("[data-testid=stats-table] tbody tr").count() >= 2, "the game's own figures");
        const en = await row(p, g.label[0]);
        assert.ok(en, `a row "${g.label[0]}"`);
        if (g.cells) assert.deepEqual(en, g.cells[0]);
        // Every chart has a table twin for screen readers.
        assert.equal(await p.locator("[data-testid=chart-lead] table").count(), 1);
        const ltr = await yAxisX(p);
        assert.ok(ltr.length >= 2 && ltr.every((x) => x < 300), "the value axis on the left in English");

        await p.selectOption("[data-testid=language]", "fa");
        await p.waitForSelector("html[dir=rtl][lang=fa]");
        await checkGameOver(p, `stats-${g.game}-fa-${name}`, { dice: !!g.dice });
        const fa = await row(p, g.label[1]);
        assert.ok(fa, `a row "${g.label[1]}"`);
        if (g.cells) assert.deepEqual(fa, g.cells[1]);
        assert.match(await p.locator("[data-testid=stats]").innerText(), /[۰-۹]/, "Persian digits");
        assert.doesNotMatch(await p.locator("[data-testid=stats-table]").innerText(), /[0-9]/, "no Latin digits in the table");
        const rtl = await yAxisX(p);
        assert.ok(rtl.every((x) => x > 300), "the value axis on the right: time runs right to left");
        if (g.dice) {
          // Sum 2 is drawn rightmost, sum 12 leftmost.
          const xs = await p.locator("[data-testid=chart-dice] .chart-bar").evaluateAll((bs) => bs.map((b) => Number(b.getAttribute("x"))));
          assert.ok(xs[0] > xs[10], "dice sums run right to left");
        }
        // Nothing (not even a screen reader's table twin) makes a phone's page scroll sideways.
        await p.setViewportSize({ width: 390, height: 844 });
        assert.equal(await scrollsSideways(p), false, "no sideways scroll at 390 px in Persian");
        await p.setViewportSize({ width: 1200, height: 900 });
        await p.selectOption("[data-testid=language]", "en");
        await p.waitForFunction((l) => document.documentElement.lang === l, "en");
        assert.deepEqual(errors, []);
        await p.close();
      });
    }

    it("the replay screen of an imported finished game ends on the same charts", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      // A finished record opens on the replay screen, at its last move.
      await p.goto(server.url + "#/");
      await p.setInputFiles("[data-testid=import-file]", {
        name: "record.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(fixture("settlers-1"))),
      });
      await p.waitForSelector("[data-testid=replay] [data-testid=stats]");
      for (const id of ["chart-lead", "chart-dice", "stats-table"]) {
        assert.equal(await p.locator(`[data-testid=replay] [data-testid=${id}]`).count(), 1, id);
      }
      assert.deepEqual(await row(p, "Cards discarded on a 7"), ["4", "8", "8"]);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("the aid is off by default, toggles, and counts the Port Royal deck as the board does", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "port-royal", ["human", "heuristic"], { seed: 7 });
      await p.waitForSelector("[data-testid=draw]:enabled", { timeout: 30000 });
      const toggle = p.locator("[data-testid=aid-toggle]");
      assert.equal(await toggle.getAttribute("aria-pressed"), "false");
      assert.equal(await p.locator("[data-testid=aid]").count(), 0, "off by default");
      await toggle.click();
      assert.equal(await toggle.getAttribute("aria-pressed"), "true");
      const deck = p.locator("[data-testid=aid-deck]");
      const same = async () => {
        assert.equal(await deck.getAttribute("data-size"), await p.getAttribute("[data-testid=deck]", "data-size"));
        assert.equal(await deck.getAttribute("data-pirates"), await p.getAttribute("[data-testid=deck-pirates]", "data-count"));
      };
      await same();
      assert.match(await deck.innerText(), /Pirates\s+\d+/);
      for (let i = 0; i < 3 && await p.locator("[data-testid=draw]:enabled").count(); i++) {
        const n = await logLength(p);
        await p.click("[data-testid=draw]");
        await p.waitForFunction((k) => document.querySelectorAll("[data-testid=log] li").length > k, n);
        await same();
      }
      await shot(p, `aid-port-royal-en-${name}`);
      await p.selectOption("[data-testid=language]", "fa");
      await p.waitForFunction((l) => document.documentElement.lang === l, "fa");
      assert.match(await deck.innerText(), /دزدان دریایی\s+[۰-۹]+/);
      for (const [w, h] of [[1280, 800], [390, 844]]) {
        await p.setViewportSize({ width: w, height: h });
        await p.locator("[data-testid=aid]").screenshot({ path: path.join(path.dirname(new URL(import.meta.url).pathname), `artifacts/aid-port-royal-fa-${w}-${name}.png`) });
      }
      await p.setViewportSize({ width: 1200, height: 900 });
      await p.selectOption("[data-testid=language]", "en");
      await p.waitForFunction((l) => document.documentElement.lang === l, "en");
      await toggle.click();
      assert.equal(await p.locator("[data-testid=aid]").count(), 0, "toggled off");
      assert.deepEqual(errors, []);
      await p.close();
    });

    // Every game's aid shows its tables for a person playing against bots.
    for (const [game, seats, ids] of [
      ["shikoku", ["human", "heuristic"], ["aid-cards"]],
      ["settlers", ["human", "heuristic", "heuristic"], ["aid-hands", "aid-devs"]],
      ["tripoli", ["human", "heuristic"], ["aid-cards", "aid-events"]],
      ["sekigahara", ["human", "heuristic"], ["aid-side-0", "aid-side-1"]],
    ]) {
      it(`the ${game} aid shows its tables`, async () => {
        const errors = [];
        const p = await page(browser.context, errors);
        await startGame(p, server.url, game, seats, { seed: 3 });
        const width = () => p.evaluate(() => document.documentElement.scrollWidth);
        await p.setViewportSize({ width: 390, height: 844 });
        const before = await width();
        await p.setViewportSize({ width: 1200, height: 900 });
        await p.click("[data-testid=aid-toggle]");
        for (const id of ids) await p.waitForSelector(`[data-testid=aid] [data-testid=${id}]`);
        if (game === "settlers") {
          assert.equal(await p.locator("[data-testid=aid-hands] tbody tr").count(), 2, "one row per opponent");
        }
        if (game === "shikoku") {
          // Five regions × three forces: 50 cards less the 5 in the viewer's hand, at the start.
          const cells = await p.locator("[data-testid=aid-cards] tbody td").allInnerTexts();
          assert.equal(cells.length, 15);
          assert.equal(cells.reduce((a, c) => a + Number(c), 0), 45);
        }
        await p.setViewportSize({ width: 390, height: 844 });
        assert.ok(await width() <= Math.max(before, 390), "the aid does not widen the page at 390 px");
        await p.locator("[data-testid=aid]").screenshot({ path: path.join(path.dirname(new URL(import.meta.url).pathname), `artifacts/aid-${game}-390-${name}.png`) });
        await p.setViewportSize({ width: 1200, height: 900 });
        assert.deepEqual(errors, []);
        await p.close();
      });
    }

    it("the new-game screen sets a game's aid default, kept in localStorage", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await p.goto(server.url + "#/new/port-royal");
      const box = p.locator("[data-testid=aid-default]");
      assert.equal(await box.isChecked(), false);
      await box.check();
      assert.equal(await p.evaluate(() => localStorage.getItem("takhte.aid.port-royal")), "on");
      await startGame(p, server.url, "port-royal", ["human", "heuristic"], { seed: 7 });
      await p.waitForSelector("[data-testid=aid] [data-testid=aid-deck]");
      assert.equal(await p.getAttribute("[data-testid=aid-toggle]", "aria-pressed"), "true");
      // Another game keeps its own default (off).
      await startGame(p, server.url, "shikoku", ["human", "heuristic"]);
      assert.equal(await p.locator("[data-testid=aid]").count(), 0);
      await p.goto(server.url + "#/new/port-royal");
      await p.locator("[data-testid=aid-default]").uncheck();
      assert.equal(await p.evaluate(() => localStorage.getItem("takhte.aid.port-royal")), "off");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("in pass-and-play the aid hides behind the curtain and follows the seat holding the device", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["human", "human"]);
      await p.waitForSelector("[data-testid=curtain]");
      assert.equal(await p.locator("[data-testid=aid-toggle]").count(), 0, "nothing behind the curtain");
      await p.click("[data-testid=curtain-reveal]");
      await p.click("[data-testid=aid-toggle]");
      assert.match(await p.locator("[data-testid=aid]").innerText(), /what White has seen/);
      await p.locator("[data-testid=hand] button[data-action=play]:enabled").first().click();
      await p.locator("[data-testid=hand] button[data-action=pass]:enabled").first().click();
      await p.waitForSelector("[data-testid=curtain]");
      assert.equal(await p.locator("[data-testid=aid]").count(), 0, "hidden while Black takes the device");
      await p.click("[data-testid=curtain-reveal]");
      assert.match(await p.locator("[data-testid=aid]").innerText(), /what Black has seen/);
      await shot(p, `aid-shikoku-en-${name}`);
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
