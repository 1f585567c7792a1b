// Learning in the app, in every browser: each how-to-play page in English, Persian and Arabic
// (rendered, no Markdown left raw), each guided first game completed by clicking only the
// highlighted elements, in English and in Persian, a wrong click refused without a change, and
// a hint from the search bot marking a legal move on the board (absent in pass-and-play).
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, open, page, shot, startGame, BROWSERS } from "./harness.mjs";

const GAMES = ["shikoku", "port-royal", "settlers", "tripoli", "sekigahara"];

/** Opens the app at `hash` in language `lang`. */
async function go(p, url, hash, lang) {
  await p.goto(url);
  await p.waitForSelector("[data-testid=language]");
  await p.selectOption("[data-testid=language]", lang);
  await p.waitForFunction((l) => document.documentElement.lang === l, lang);
  await p.goto(`${url}${hash}`);
}

/** The page's text outside code spans and blocks. */
const textOutsideCode = (p) => p.locator("[data-testid=howto]").evaluate((el) => {
  const copy = el.cloneNode(true);
  copy.querySelectorAll("code, pre").forEach((c) => c.remove());
  return copy.textContent;
});

/** Clicks the highlighted element until the lesson is done; returns how many clicks it took. */
async function completeLesson(p, game, lang, name) {
  await p.waitForSelector("[data-testid=tutorial-step]");
  let clicks = 0;
  for (; clicks < 40; clicks++) {
    if (await p.locator("[data-testid=tutorial-done]").count()) break;
    const target = p.locator("[data-tutorial-target]").first();
    await target.waitFor({ state: "visible", timeout: 5000 });
    const before = await p.evaluate(() => document.querySelector("[data-testid=learn]").innerHTML);
    if (clicks === 2) await shot(p, `learn-${game}-${lang}-${name}`);
    await target.click();
    await p.waitForFunction((b) => document.querySelector("[data-testid=learn]").innerHTML !== b, before);
    assert.equal(await p.locator("[data-testid=tutorial-refused]").count(), 0, `${game}: a target click was refused`);
  }
  await p.waitForSelector("[data-testid=tutorial-done]");
  assert.ok(await p.locator("[data-testid=tutorial-new-game]").isVisible(), "a real game can start from the end");
  return clicks;
}

for (const name of BROWSERS) {
  describe(`Learning in ${name}`, () => {
    let server, browser, errors;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("each how-to-play page opens in English, Persian and Arabic with no raw Markdown", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      for (const lang of ["en", "fa", "ar"]) {
        for (const game of GAMES) {
          await go(p, server.url, `#/rules/${game}`, lang);
          await p.waitForSelector("[data-testid=howto] h2");
          assert.equal(await p.locator("h1").count(), 1, `${lang}/${game}: one h1`);
          assert.ok(await p.locator("[data-testid=howto] h2").count() >= 4, `${lang}/${game}: goal, components, turn, end, example`);
          assert.ok(await p.locator("[data-testid=rules] svg.game-picture").count() === 1, "the game's emblem");
          const text = await textOutsideCode(p);
          assert.doesNotMatch(text, /[*#|]/, `${lang}/${game}: Markdown left raw`);
          assert.ok(text.length > 1200, `${lang}/${game}: a real page`);
          if (lang !== "en") assert.doesNotMatch(text, /[0-9]/, `${lang}/${game}: Latin digits`);
          if (game === { en: "settlers", fa: "shikoku", ar: "tripoli" }[lang]) {
            await shot(p, `howto-${game}-${lang}-${name}`);
          }
        }
      }
      // The page links to the lesson.
      await p.click("[data-testid=start-tutorial]");
      await p.waitForSelector("[data-testid=tutorial-step]");
      assert.deepEqual(errors, []);
      await p.close();
    });

    for (const lang of ["en", "fa"]) {
      it(`each guided first game is completed by clicking only the highlighted elements (${lang})`, async () => {
        errors = [];
        const p = await page(browser.context, errors);
        for (const game of GAMES) {
          await go(p, server.url, `#/learn/${game}`, lang);
          const clicks = await completeLesson(p, game, lang, name);
          assert.ok(clicks >= 5, `${game}: ${clicks} clicks`);
          const done = await p.locator("[data-testid=tutorial-step]").innerText();
          if (lang === "fa") assert.doesNotMatch(done, /[0-9A-Za-z]/, `${game}: the last step is in Persian`);
        }
        assert.deepEqual(errors, []);
        await p.close();
      });
    }

    it("a click on anything but the highlighted element is refused with a message and changes nothing", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await go(p, server.url, "#/learn/shikoku", "en");
      await p.click("[data-tutorial-target]");
      const step = await p.locator("[data-testid=tutorial-step]").innerText();
      const pieces = () => p.locator("[data-testid^=region-]").evaluateAll(
        (rs) => rs.map((r) => `${r.dataset.white}/${r.dataset.black}`).join(" "));
      const board = await pieces();
      const other = p.locator("[data-testid=hand] button[data-action=play]:enabled:not([data-tutorial-target])").first();
      await other.click();
      await p.waitForSelector("[data-testid=tutorial-refused]");
      assert.match(await p.locator("[data-testid=tutorial-refused]").innerText(), /nothing changed/);
      assert.equal(await p.locator("[data-testid=tutorial-step]").innerText(), step);
      assert.equal(await pieces(), board);
      assert.ok(await other.isVisible(), "the card is still in the hand");
      // The highlighted card is then taken.
      await p.click("[data-tutorial-target]");
      await p.waitForFunction((s) => document.querySelector("[data-testid=tutorial-step]").innerText !== s, step);
      assert.equal(await p.locator("[data-testid=tutorial-refused]").count(), 0);
      assert.notEqual(await pieces(), board);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a hint names the search bot's move with its estimate and marks a legal action on the board", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["human", "normal"]);
      await p.waitForSelector("[data-testid=hand] button[data-action=play]:enabled");
      await p.click("[data-testid=hint]");
      await p.waitForSelector("[data-testid=hint-text]", { timeout: 20000 });
      assert.match(await p.locator("[data-testid=hint-text]").innerText(), /^The bot's choice: White played a region \d card .*Why: .* \d+ % chances of winning\.$/s);
      const marked = p.locator("[data-testid=board-area] [data-hint]");
      assert.equal(await marked.count(), 1, "one element is marked");
      assert.ok(await marked.isEnabled(), "the marked card is a legal action");
      assert.equal(await marked.getAttribute("data-action"), "play");
      await shot(p, `hint-shikoku-${name}`);
      // Playing it moves on: the hint and its mark are gone.
      await marked.click();
      await p.waitForFunction(() => !document.querySelector("[data-hint]") && !document.querySelector("[data-testid=hint-text]"));
      await p.close();
      // Pass-and-play: no hint button, and the bar says why.
      const q = await page(browser.context, errors);
      await startGame(q, server.url, "shikoku", ["human", "human"]);
      await q.waitForSelector("[data-testid=hint-off]");
      assert.equal(await q.locator("[data-testid=hint]").count(), 0);
      assert.deepEqual(errors, []);
      await q.close();
    });
  });
}
