// Shikoku end to end, in every browser: bots finish a game, a person plays by clicking,
// a reload restores the position, undo follows the engine, pass-and-play hides the board; the
// island at a desktop and a phone size (prompt and hand in view, 44 px targets, the pass step's
// own look, the last move marked, labels apart in three languages, no serious axe finding).
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  serve, open, page, shot, startGame, logLength, checkGameOver, outOfView, smallTargets, scrollsSideways,
  axeViolations, BROWSERS,
} from "./harness.mjs";

/** Pairs of text labels on the island whose boxes (getBBox, in map units) overlap. */
async function labelOverlaps(p) {
  return p.evaluate(() => {
    const boxes = [...document.querySelectorAll("[data-testid=island] .label")]
      .map((t) => ({ text: t.textContent, b: t.getBBox() })).filter(({ b }) => b.width > 0);
    const out = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, c] = [boxes[i].b, boxes[j].b];
        if (a.x < c.x + c.width && c.x < a.x + a.width && a.y < c.y + c.height && c.y < a.y + a.height) {
          out.push(`${boxes[i].text} / ${boxes[j].text}`);
        }
      }
    }
    return out;
  });
}

/** The serious and critical axe findings inside the board (the play screen around it is
 *  checked by its own tests), as "rule: target" lines. */
async function boardAxe(p) {
  await axeViolations(p);
  return p.evaluate(async () => (await window.axe.run({ include: [["[data-testid=board-area]"]] }, { resultTypes: ["violations"] }))
    .violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`));
}

/** Clicks the middle of a control where it is on screen, as a finger would: unlike
 *  `locator.click`, this never scrolls the page first, so the next check sees the page as the
 *  player left it. */
async function tap(p, locator) {
  const box = await locator.boundingBox();
  await p.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Switches the page language and waits for it. */
async function language(p, lang) {
  await p.selectOption("[data-testid=language]", lang);
  await p.waitForFunction((l) => document.documentElement.lang === l, lang);
}

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
      assert.match(await p.locator("[data-testid=replay-link]").inputValue(), /#\/watch\?v=2&r=[^&]+&c=[0-9a-f]{8}$/);
      await shot(p, `shikoku-over-${name}`);
      assert.match(await checkGameOver(p, `shikoku-over-en-${name}`), /^After 3 rounds the scores are final: White \d+ points?, /);
      // In Persian the reason reads in Persian digits and words.
      await p.selectOption("[data-testid=language]", "fa");
      await p.waitForFunction(() => document.documentElement.lang === "fa");
      const fa = await checkGameOver(p, `shikoku-over-fa-${name}`);
      assert.match(fa, /^پس از ۳ دور امتیازها قطعی شد/);
      assert.doesNotMatch(fa, /[0-9]/);
      await p.selectOption("[data-testid=language]", "en");
      await p.waitForFunction((l) => document.documentElement.lang === l, "en");
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

    for (const [width, height] of [[1280, 800], [390, 844]]) {
      it(`at ${width}×${height}: prompt and hand in view, big targets, the pass step's own look, the last move marked`, async () => {
        errors = [];
        const p = await page(browser.context, errors);
        await p.setViewportSize({ width, height });
        await startGame(p, server.url, "shikoku", ["human", "heuristic"]);
        // The new-game screen is left scrolled down on a phone; the play screen starts at the top.
        await p.evaluate(() => window.scrollTo(0, 0));
        for (let turn = 0; turn < 3; turn++) {
          for (const step of ["play", "pass"]) {
            const card = p.locator(`[data-testid=hand] button[data-action=${step}]:enabled`).first();
            await card.waitFor();
            const prompt = p.locator("[data-testid=prompt]");
            assert.equal(await prompt.getAttribute("data-step"), step);
            assert.ok(await prompt.evaluate((el, s) => el.classList.contains(s), step), `the prompt panel has class ${step}`);
            assert.deepEqual(await outOfView(p), [], `turn ${turn} ${step}: prompt and hand in view (scrolled ${await p.evaluate(() => scrollY)} px)`);
            if (width < 500) {
              assert.deepEqual(await smallTargets(p), [], `turn ${turn} ${step}: targets at least 44×44`);
              assert.equal(await scrollsSideways(p), false, "nothing clipped or scrolling sideways on a phone");
            }
            if (step === "pass") {
              assert.equal(await p.locator("[data-testid=hand] .card-give").count(), await p.locator("[data-testid=hand] button:enabled").count(),
                "every card that may be passed says Give");
              if (turn === 0) await shot(p, `shikoku-pass-${width}-${name}`);
            }
            const before = await logLength(p);
            await tap(p, card);
            await p.waitForFunction((n) => document.querySelectorAll("[data-testid=log] li").length > n, before);
          }
          // Black answers with a play and a pass: both are the last move until White acts.
          await p.locator("[data-testid=hand] button[data-action=play]:enabled").first().waitFor();
          const region = p.locator("[data-testid^=region-][data-recent=true]");
          assert.equal(await region.count(), 1, "the region of Black's play is marked");
          assert.ok(await region.evaluate((el) => el.classList.contains("recent")));
          assert.equal(await p.locator("[data-testid=played-1] [data-recent=true]").count(), 1, "Black's played card is marked");
          assert.equal(await p.locator("[data-testid=hand] .card.recent").count(), 1, "the card Black passed is marked");
          if (turn === 0) {
            await shot(p, `shikoku-last-move-${width}-en-${name}`);
            await language(p, "fa");
            assert.deepEqual(await outOfView(p), [], "Persian: prompt and hand in view");
            await shot(p, `shikoku-last-move-${width}-fa-${name}`);
            assert.deepEqual(await boardAxe(p), [], "axe on the board, Persian");
            await language(p, "en");
            assert.deepEqual(await boardAxe(p), [], "axe on the board, English");
          }
        }
        // Once White plays, Black's move is no longer the last one.
        await p.locator("[data-testid=hand] button[data-action=play]:enabled").first().click();
        await p.locator("[data-testid=hand] button[data-action=pass]:enabled").first().waitFor();
        assert.equal(await p.locator("[data-testid=played-1] [data-recent=true]").count(), 0);
        assert.equal(await p.locator("[data-testid^=region-][data-recent=true]").count(), 0);
        assert.deepEqual(errors, []);
        await p.close();
      });
    }

    it("the island: five regions on one coast, labels apart in English, Persian and Arabic, no sideways scroll at 360 px", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await p.setViewportSize({ width: 360, height: 740 });
      await startGame(p, server.url, "shikoku", ["heuristic", "heuristic"]);
      // The finished game shows how its last round ended: regions filled, flags planted.
      await p.waitForSelector("[data-testid=game-over]", { timeout: 60000 });
      assert.equal(await p.locator("[data-testid=island] path.coast").count(), 1);
      assert.equal(await p.locator("[data-testid=island] .region-land").count(), 5);
      assert.ok(await p.locator("[data-testid=island] .stone").count() > 0, "stones stand on the land");
      assert.match(await p.locator("[data-testid=legend]").innerText(), /flag/);
      for (const lang of ["en", "fa", "ar"]) {
        await language(p, lang);
        assert.deepEqual(await labelOverlaps(p), [], `no two labels overlap (${lang})`);
        assert.equal(await scrollsSideways(p), false, `no sideways scroll at 360 px (${lang})`);
        const value = await p.locator("[data-testid=region-3] .region-pts").textContent();
        assert.match(value, { en: /3/, fa: /۳/, ar: /٣/ }[lang], "the value in the language's digits");
        await shot(p, `shikoku-island-360-${lang}-${name}`);
      }
      // Every region with more stones of one colour carries that player's flag, and only those.
      const regions = await p.locator("[data-testid^=region-]").evaluateAll((els) => els.map((el) => ({
        w: Number(el.dataset.white), b: Number(el.dataset.black), leader: el.dataset.leader, flags: el.querySelectorAll(".flag").length,
      })));
      assert.equal(regions.length, 5);
      for (const { w, b, leader, flags } of regions) {
        assert.equal(leader, w > b ? "0" : w < b ? "1" : "none");
        assert.equal(flags, w === b ? 0 : 1);
      }
      await language(p, "en");
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
