// Sekigahara end to end, in every browser: bots finish a game; a person moves units and
// fights a battle by clicking the map, commits battle cards and steps through the reveal;
// pass-and-play hides the secret choice; the phone width and Persian are photographed.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, open, page, shot, startGame, importRecord, logLength, checkGameOver, BROWSERS } from "./harness.mjs";

/** Clicks through the reveal of the last battle until its summary shows. */
async function stepThroughReveal(p) {
  await p.waitForSelector("[data-testid=last-battle]");
  const total = Number(await p.getAttribute("[data-testid=last-battle]", "data-steps"));
  while (await p.locator("[data-testid=reveal-next]").count()) {
    await p.click("[data-testid=reveal-next]");
  }
  assert.equal(await p.locator("[data-testid^=reveal-step-]").count(), total);
  assert.match(await p.locator("[data-testid=battle-summary]").innerText(), /\S/);
}

/** Selects the province `src` afresh (a click on a lit destination would choose it instead). */
async function choose(p, src) {
  if (await p.locator("[data-testid=clear-choice]").count()) await p.click("[data-testid=clear-choice]");
  await p.click(`[data-testid=${src}]`);
  assert.equal(await p.getAttribute(`[data-testid=${src}]`, "aria-pressed"), "true");
}

/** One action of the side to act: attack if the map offers it, else march towards the enemy
 *  (Ishida east, to higher province ids; Tokugawa west), else pass. */
async function act(p, state) {
  const east = (await p.locator("[data-testid=side-0].acting").count()) > 0;
  const sources = await p.locator("[data-testid^=province-][data-source=true]").evaluateAll(
    (gs) => gs.map((g) => g.dataset.testid));
  for (const src of sources) {
    await choose(p, src);
    const attack = p.locator("[data-testid^=province-][data-target=attack]").first();
    if (await attack.count()) {
      await attack.click();
      await p.waitForSelector("[data-testid=attack]:enabled");
      await p.click("[data-testid=attack]");
      state.attacked = true;
      return;
    }
  }
  for (const src of east ? sources : sources.reverse()) {
    await choose(p, src);
    const moves = await p.locator("[data-testid^=province-][data-target=move]").evaluateAll(
      (gs) => gs.map((g) => Number(g.dataset.testid.slice(9))));
    const from = Number(src.slice(9));
    const ahead = moves.filter((m) => (east ? m > from + 2 : m < from - 2));
    if (ahead.length) {
      await p.click(`[data-testid=province-${east ? Math.max(...ahead) : Math.min(...ahead)}]`);
      await p.locator("[data-testid^=move-]").last().click();
      state.moved = true;
      return;
    }
  }
  await p.click("[data-testid=pass]");
}

for (const name of BROWSERS) {
  describe(`Sekigahara in ${name}`, () => {
    let server, browser, errors;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("a bot-only game reaches game over with a verdict and a readable last battle", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "sekigahara", ["heuristic", "random"], { speed: 0, seed: 7 });
      await p.waitForSelector("[data-testid=game-over]", { timeout: 180000 });
      assert.match(await p.locator("[data-testid=result]").innerText(), /\S/);
      assert.match(await p.locator("[data-testid=verdict]").innerText(), /\S/);
      assert.equal(await p.locator("[data-testid^=province-]").count(), 28);
      if (await p.locator("[data-testid=last-battle]").count()) {
        await p.click("[data-testid=reveal-all]").catch(() => {});
        assert.match(await p.locator("[data-testid=battle-summary]").innerText(), /\S/);
      }
      await shot(p, `sekigahara-over-${name}`);
      assert.match(await checkGameOver(p, `sekigahara-over-en-${name}`),
        /^(Ishida|Tokugawa) holds \d+ castles at the end of the round; 10 castles win\.$|border provinces|units|round limit/);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("humans move units and fight a battle by clicking, handing the device over", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      // Both seats human on one device: the test plays both, lifting the curtain each time.
      // The game comes from a record with a fixed seed and salt, so every run plays the same game.
      await importRecord(p, server.url, { game: "sekigahara", players: 2, seed: 3, salt: 1 });
      await p.click("[data-testid=curtain-reveal]");
      await p.waitForSelector("[data-testid=map]");
      assert.equal(await p.getAttribute("[data-testid=province-0]", "data-ishida"), "4");
      // Keyboard: a province with units is selectable with Enter.
      await p.focus("[data-testid=province-1]");
      await p.keyboard.press("Enter");
      assert.equal(await p.getAttribute("[data-testid=province-1]", "aria-pressed"), "true");
      assert.ok(await p.locator("[data-testid^=province-][data-target=move]").count() > 0, "destinations light up");
      await p.keyboard.press("Enter");
      assert.equal(await p.getAttribute("[data-testid=province-1]", "aria-pressed"), "false");
      await shot(p, `sekigahara-start-${name}`);
      const state = { moved: false, attacked: false, committed: false, revealed: false };
      for (let i = 0; i < 400 && !state.revealed; i++) {
        await p.waitForFunction(() => document.querySelector("[data-testid=game-over]")
          || document.querySelector("[data-testid=curtain], [data-testid=pass], [data-testid=done-committing], [data-testid^=retreat-]"));
        if (await p.locator("[data-testid=curtain]").count()) {
          assert.equal(await p.locator("[data-testid=hand]").count(), 0, "the curtain hides the hand");
          await p.click("[data-testid=curtain-reveal]");
          continue;
        }
        if (state.committed && await p.locator("[data-testid=last-battle]").count()
          && !(await p.locator("[data-testid=battle]").count())) {
          await stepThroughReveal(p);
          state.revealed = true;
          break;
        }
        if (await p.locator("[data-testid=game-over]").count()) break;
        if (await p.locator("[data-testid=done-committing]").count()) {
          const card = p.locator("[data-testid^=commit-]:enabled").first();
          if (await card.count()) {
            await card.click();
            state.committed = true;
            await p.waitForSelector("[data-testid=own-committed]");
            await shot(p, `sekigahara-commit-${name}`);
          }
          await p.click("[data-testid=done-committing]");
          // The attacker's choice hands over to the defender; the defender's resolves the battle.
          await p.waitForFunction(() => document.querySelector("[data-testid=curtain]")
            || !document.querySelector("[data-testid=battle]"));
        } else if (await p.locator("[data-testid^=retreat-]").count()) {
          await p.locator("[data-testid^=retreat-]").first().click();
        } else {
          await act(p, state);
        }
      }
      await shot(p, `sekigahara-battle-${name}`);
      if (!state.revealed) console.log(await p.locator("[data-testid=log]").innerText());
      assert.ok(state.moved, "the human marched");
      assert.ok(state.attacked, "the human attacked");
      assert.ok(state.committed, "a battle card was chosen in secret");
      assert.ok(state.revealed, "the battle was revealed step by step");
      assert.ok(await logLength(p) > 4);
      await p.setViewportSize({ width: 390, height: 844 });
      await shot(p, `sekigahara-phone-${name}`);
      await p.setViewportSize({ width: 1200, height: 900 });
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("pass-and-play covers the board; Persian mirrors the page", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "sekigahara", ["human", "human"], { seed: 5 });
      await p.waitForSelector("[data-testid=curtain]");
      assert.equal(await p.locator("[data-testid=hand]").count(), 0, "no hand behind the curtain");
      await p.click("[data-testid=curtain-reveal]");
      // Two actions a turn, three when the round's event favours this side: pass until the
      // device must change hands.
      for (let passes = 0; !(await p.locator("[data-testid=curtain]").count()); passes++) {
        assert.ok(passes < 3, "the turn ends after at most three actions");
        await p.click("[data-testid=pass]");
      }
      assert.equal(await p.locator("[data-testid=hand]").count(), 0);
      await p.click("[data-testid=curtain-reveal]");
      await p.selectOption("[data-testid=language]", "fa");
      assert.equal(await p.getAttribute("html", "dir"), "rtl");
      await p.waitForSelector("[data-testid=map]");
      await shot(p, `sekigahara-fa-${name}`);
      await p.setViewportSize({ width: 390, height: 844 });
      await shot(p, `sekigahara-fa-phone-${name}`);
      await p.selectOption("[data-testid=language]", "en");
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
