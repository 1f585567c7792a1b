// Port Royal end to end, in every browser: bots finish a game, a person draws, stops, buys and
// passes by clicking, a second pirate shows the bust, a reload mid-turn restores the harbour row,
// a five-seat table shows every player (desktop, phone, Persian), and at a desktop and a phone
// size the controls and the harbour stay in view, every card carries its picture and the bot's
// turn is marked as the last move.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  serve, open, page, shot, logLength, importRecord, startGame, checkGameOver, outOfView, smallTargets,
  axeViolations, BROWSERS,
} from "./harness.mjs";

/** The serious and critical axe findings inside the board (the play screen around it is
 *  checked by its own tests), as "rule: target" lines. */
async function boardAxe(p) {
  await axeViolations(p);
  return p.evaluate(async () => (await window.axe.run({ include: [["[data-testid=board-area]"]] }, { resultTypes: ["violations"] }))
    .violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`));
}

/** Clicks the middle of a control where it is on screen, as a finger would: never scrolls. */
async function tap(p, selector) {
  const box = await p.locator(selector).first().boundingBox();
  await p.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Starts a table from a "same game for everyone" link (fixed seed and salt) and waits for
 *  the board. */
async function startTable(p, url, seats, { speed = 20, seed = 7 } = {}) {
  await startGame(p, url, "port-royal", seats, { speed, seed });
  await p.waitForSelector("[data-testid=play][data-game=port-royal]");
  await p.waitForSelector("[data-testid=board]");
}

/** Waits until the human (seat 0) may reveal a card, i.e. the bots have played. */
async function myReveal(p) {
  await p.waitForSelector("[data-testid=draw]:enabled", { timeout: 30000 });
}

/** The card ids of the harbour row, in order. */
async function harbour(p) {
  return p.locator("[data-testid=harbour] [data-card]").evaluateAll((cs) => cs.map((c) => c.dataset.card));
}

/** Clicks Draw and waits for the log to grow. */
async function draw(p) {
  const n = await logLength(p);
  // Past the one-gesture window (src/widgets/gesture.rs): a second press on the same spot
  // within 300 ms of the last move is a double press's, which makes no move.
  await p.waitForTimeout(350);
  await p.click("[data-testid=draw]");
  await p.waitForFunction((k) => document.querySelectorAll("[data-testid=log] li").length > k, n);
}

/** Seat 0 draws until an affordable card shows (true) or its turn busts (false). */
async function drawUntilAffordable(p) {
  for (;;) {
    const turns = Number(await p.getAttribute("[data-testid=player-0]", "data-turns"));
    await draw(p);
    if (Number(await p.getAttribute("[data-testid=player-0]", "data-turns")) > turns) return false;
    if (await p.locator("[data-testid=harbour] [data-affordable=true]").count() > 0) return true;
  }
}

for (const name of BROWSERS) {
  describe(`Port Royal in ${name}`, () => {
    let server, browser, errors;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("a bot-only game reaches game over with every score", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startTable(p, server.url, ["heuristic", "random", "heuristic"], { speed: 10 });
      await p.waitForSelector("[data-testid=game-over]", { timeout: 150000 });
      assert.match(await p.locator("[data-testid=result]").innerText(), /\S/);
      assert.equal(await p.locator("[data-testid^=final-score-]").count(), 3);
      assert.equal(await p.getAttribute("[data-testid=step]", "data-step"), "over");
      for (const s of [0, 1, 2]) assert.ok(Number(await p.getAttribute(`[data-testid=player-${s}]`, "data-turns")) > 0);
      assert.equal(await p.locator("[data-testid=draw]").count(), 0, "no turn controls once the game is over");
      assert.ok(await logLength(p) > 10);
      await shot(p, `port-royal-over-${name}`);
      assert.match(await checkGameOver(p, `port-royal-over-en-${name}`),
        /reached 12 points, then every other player had one more turn \(2 turns\)|The deck ran out|the turn limit/);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a human draws, stops and buys by clicking, then passes on a later turn", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      // A fixed seed and public salt deal the same cards every run, and the bot waits 700 ms
      // before each move, so the banner of seat 0's turn is read before the bot replaces it.
      await startTable(p, server.url, ["human", "heuristic"], { seed: 11, speed: 700 });
      await myReveal(p);
      assert.ok(await p.locator("[data-testid=stop]").isDisabled(), "nothing revealed yet");
      assert.ok(await p.locator("[data-testid=pass]").isDisabled());
      assert.equal((await harbour(p)).length, 0);
      const deck = Number(await p.getAttribute("[data-testid=deck]", "data-size"));
      await draw(p);
      assert.equal(Number(await p.getAttribute("[data-testid=deck]", "data-size")), deck - 1);
      assert.equal((await harbour(p)).length, 1);
      assert.ok(await p.locator("[data-testid=stop]").isEnabled());
      // Draw until something can be bought (a bust hands the turn over; try again next turn).
      while (!(await drawUntilAffordable(p))) await myReveal(p);
      await shot(p, `port-royal-reveal-${name}`);
      const row = await harbour(p);
      await p.click("[data-testid=stop]");
      await p.waitForSelector("[data-testid=step][data-step=purchase]");
      assert.ok(await p.locator("[data-testid=pass]").isEnabled());
      assert.ok(await p.locator("[data-testid=draw]").isDisabled());
      assert.deepEqual(await harbour(p), row, "stopping keeps the row");
      // Exactly the affordable cards are enabled; pirates never are.
      for (const b of await p.locator("[data-testid=harbour] button").all()) {
        const enabled = await b.isEnabled();
        assert.equal(enabled, (await b.getAttribute("data-affordable")) === "true");
        if ((await b.getAttribute("data-kind")) === "pirate") assert.equal(enabled, false);
      }
      await shot(p, `port-royal-purchase-${name}`);
      const buy = p.locator("[data-testid=harbour] button:enabled").first();
      const bought = await buy.getAttribute("data-card");
      await buy.click();
      await p.waitForSelector(`[data-testid=last-turn][data-seat="0"][data-bought="${bought}"]`);
      assert.equal(await p.getAttribute("[data-testid=player-0]", "data-cards"), "1");
      // A later turn: stop with something to buy, then buy nothing.
      for (;;) {
        await myReveal(p);
        if (!(await drawUntilAffordable(p))) continue;
        await p.click("[data-testid=stop]");
        await p.waitForSelector("[data-testid=step][data-step=purchase]");
        await p.click("[data-testid=pass]");
        await p.waitForSelector('[data-testid=last-turn][data-seat="0"]:not([data-bought])');
        break;
      }
      assert.equal(await p.getAttribute("[data-testid=player-0]", "data-cards"), "1");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("revealing a second pirate shows the bust clearly", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      // Both seats human, from a record with a fixed seed and salt: no bot can take the next
      // turn (and replace the banner) before it is read, and every run deals the same cards.
      await importRecord(p, server.url, { game: "port-royal", players: 2, seed: 5, salt: 1 });
      await myReveal(p);
      for (;;) {
        const turns = Number(await p.getAttribute("[data-testid=player-0]", "data-turns"));
        await draw(p);
        if (Number(await p.getAttribute("[data-testid=player-0]", "data-turns")) > turns) break;
        if (await p.getAttribute("[data-testid=pirates]", "data-count") === "1") {
          assert.match(await p.locator("[data-testid=pirates]").innerText(), /One more ends the turn/);
        }
      }
      const bust = p.locator('[data-testid=bust][data-seat="0"]');
      await bust.waitFor();
      assert.match(await bust.innerText(), /Bust! Red revealed a second pirate/);
      await shot(p, `port-royal-bust-${name}`);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a reload mid-turn restores the revealed row", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startTable(p, server.url, ["human", "heuristic"], { seed: 3 });
      for (;;) {
        await myReveal(p);
        const turns = await p.getAttribute("[data-testid=player-0]", "data-turns");
        await draw(p);
        if (await p.getAttribute("[data-testid=player-0]", "data-turns") !== turns) continue;
        await draw(p);
        if (await p.getAttribute("[data-testid=player-0]", "data-turns") === turns) break;
      }
      const snapshot = async () => ({
        url: p.url(),
        row: await harbour(p),
        deck: await p.getAttribute("[data-testid=deck]", "data-size"),
        pirates: await p.getAttribute("[data-testid=pirates]", "data-count"),
        step: await p.getAttribute("[data-testid=step]", "data-step"),
        table: await p.locator("[data-testid=harbour]").innerHTML(),
        players: await p.locator("[data-testid=players]").innerText(),
        log: await p.locator("[data-testid=log]").innerText(),
      });
      const before = await snapshot();
      assert.ok(before.row.length >= 2);
      await p.reload();
      await p.waitForSelector("[data-testid=harbour]");
      assert.deepEqual(await snapshot(), before);
      assert.ok(await p.locator("[data-testid=draw]").isEnabled());
      assert.ok(await p.locator("[data-testid=stop]").isEnabled());
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a five-seat table shows every player, on a desktop, a phone and in Persian", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startTable(p, server.url, ["human", "heuristic", "random", "heuristic", "human"], { seed: 9 });
      await myReveal(p);
      assert.equal(await p.locator("[data-testid=players] > li").count(), 5);
      for (let s = 0; s < 5; s++) {
        const player = p.locator(`[data-testid=player-${s}]`);
        assert.ok(await player.isVisible());
        assert.equal(await player.getAttribute("data-gold"), "2", "five players start with 2 gold");
      }
      assert.match(await p.locator("[data-testid=players]").innerText(), /Red[\s\S]*Blue[\s\S]*Green[\s\S]*Orange[\s\S]*Purple/);
      assert.equal(await p.locator("[data-testid=curtain]").count(), 0, "nothing is hidden: no hand-off screen");
      await draw(p);
      await shot(p, `port-royal-five-${name}`);
      await p.setViewportSize({ width: 390, height: 844 });
      await shot(p, `port-royal-five-phone-${name}`);
      const width = await p.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `no sideways scrolling on a phone (${width}px)`);
      await p.selectOption("[data-testid=language]", "fa");
      await p.waitForFunction(() => document.documentElement.dir === "rtl");
      assert.match(await p.locator("[data-testid=players]").innerText(), /سرخ/);
      await shot(p, `port-royal-five-phone-fa-${name}`);
      await p.setViewportSize({ width: 1200, height: 900 });
      await shot(p, `port-royal-five-fa-${name}`);
      await p.selectOption("[data-testid=language]", "ar");
      await p.waitForFunction(() => document.documentElement.lang === "ar");
      assert.match(await p.locator("[data-testid=players]").innerText(), /الأحمر/);
      await shot(p, `port-royal-five-ar-${name}`);
      await p.selectOption("[data-testid=language]", "en");
      await p.waitForFunction((l) => document.documentElement.lang === l, "en");
      await p.goto(server.url + "#/rules/port-royal");
      assert.match(await p.locator("[data-testid=rules]").innerText(), /second pirate/);
      assert.deepEqual(errors, []);
      await p.close();
    });

    for (const [width, height] of [[1280, 800], [390, 844]]) {
      it(`at ${width}×${height}: controls and harbour in view, drawn cards, the bot's turn marked as the last move`, async () => {
        errors = [];
        const p = await page(browser.context, errors);
        await p.setViewportSize({ width, height });
        await startTable(p, server.url, ["human", "heuristic"], { seed: 11 });
        await p.selectOption("[data-testid=language]", "en");
        await p.waitForFunction((l) => document.documentElement.lang === l, "en");
        // The new-game screen is left scrolled down on a phone; the play screen starts at the top.
        await p.evaluate(() => window.scrollTo(0, 0));
        const inView = async (what) => {
          assert.deepEqual(await outOfView(p), [], `${what}: prompt and controls in view`);
          if (width < 500) assert.deepEqual(await smallTargets(p), [], `${what}: targets at least 44×44`);
        };
        const kinds = new Set();
        for (let turn = 0; turn < 2; turn++) {
          await myReveal(p);
          await inView(`turn ${turn}, start`);
          // Reveal up to three cards, then stop and buy the first card offered (or nothing).
          for (let i = 0; i < 3; i++) {
            const turns = await p.getAttribute("[data-testid=player-0]", "data-turns");
            const n = await logLength(p);
            await p.waitForTimeout(350); // past the one-gesture window, as in draw()
            await tap(p, "[data-testid=draw]");
            await p.waitForFunction((k) => document.querySelectorAll("[data-testid=log] li").length > k, n);
            if (await p.getAttribute("[data-testid=player-0]", "data-turns") !== turns) break;
            await inView(`turn ${turn}, reveal ${i}`);
            for (const card of await p.locator("[data-testid=harbour] [data-card]").all()) {
              const kind = await card.getAttribute("data-kind");
              kinds.add(kind);
              assert.equal(await card.locator("svg.pr-art").count(), 1, "every card has its picture");
              if (kind === "ship") {
                assert.ok(await card.evaluate((el) => ["sloop", "brig", "frigate", "galleon"].some((c) => el.classList.contains(c))),
                  "a ship shows its type, not only a colour");
              }
            }
            if (i === 2 && await p.locator("[data-testid=stop]").isEnabled()) {
              await tap(p, "[data-testid=stop]");
              if (await p.locator("[data-testid=step][data-step=purchase]").count()) {
                await inView(`turn ${turn}, purchase`);
                if (turn === 0) await shot(p, `port-royal-purchase-${width}-${name}`);
                const buy = (await p.locator("[data-testid=harbour] button:enabled").count()) ? "[data-testid=harbour] button:enabled" : "[data-testid=pass]";
                await tap(p, buy);
              }
            }
          }
          // The bot's turn follows: once it is ours again, what it did is marked as the last move.
          await myReveal(p);
          const last = p.locator("[data-testid=last-turn], [data-testid=bust]");
          assert.equal(await last.getAttribute("data-seat"), "1");
          assert.equal(await last.getAttribute("data-recent"), "true", "the bot's turn is the last move");
          assert.match(await last.innerText(), /Blue revealed \d+ cards?/);
          await inView(`turn ${turn}, after the bot`);
          if (turn === 0) {
            await shot(p, `port-royal-last-move-${width}-en-${name}`);
            await p.selectOption("[data-testid=language]", "fa");
            await p.waitForFunction(() => document.documentElement.lang === "fa");
            await inView("Persian");
            await shot(p, `port-royal-last-move-${width}-fa-${name}`);
            assert.deepEqual(await boardAxe(p), [], "axe on the board, Persian");
            await p.selectOption("[data-testid=language]", "en");
            await p.waitForFunction(() => document.documentElement.lang === "en");
            assert.deepEqual(await boardAxe(p), [], "axe on the board, English");
          }
        }
        // Acting ends the highlight.
        await tap(p, "[data-testid=draw]");
        await p.waitForSelector("[data-testid=last-turn][data-recent=false], [data-testid=bust][data-recent=false]");
        assert.ok(kinds.size >= 2, `several kinds of card were revealed (${[...kinds]})`);
        assert.deepEqual(errors, []);
        await p.close();
      });
    }

    it("a character's full effect shows on hover and on focus", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startTable(p, server.url, ["human", "heuristic"], { seed: 11 });
      // Reveal until a character lies in the harbour (a bust hands the turn over; go on next turn).
      for (;;) {
        await myReveal(p);
        await draw(p);
        if (await p.locator("[data-testid=harbour] [data-kind=character]").count()) break;
      }
      const card = p.locator("[data-testid=harbour] [data-kind=character]").first();
      const tip = card.locator(".pr-tip");
      assert.equal(await tip.isVisible(), false);
      await card.hover();
      assert.ok(await tip.isVisible(), "hover shows the effect");
      assert.match(await tip.innerText(), /\S+ \S+/);
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
