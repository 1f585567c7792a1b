// Shores of Tripoli end to end, in every browser: bots finish a game; a person draws, plays a
// Deploy card and chooses the zone and the number of ships by clicking, then moves ships again
// with the keyboard; pass-and-play hides the hand; screenshots in English and Persian, desktop
// and phone.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  serve, open, page, shot, startGame, logLength, checkGameOver, outOfView, smallTargets, scrollsSideways, axeViolations,
  endlessAnimations, BROWSERS, ARTIFACTS,
} from "./harness.mjs";
import path from "node:path";

const ships = async (p, z) => ({
  us: Number(await p.getAttribute(`[data-testid=zone-${z}]`, "data-us")),
  barbary: Number(await p.getAttribute(`[data-testid=zone-${z}]`, "data-barbary")),
});
/** Waits (up to 5 s) until zone `z` shows `count` ships of `side` ("us" or "barbary"): the board
 *  redraws after the action is applied, not within the click or key press. It never fails by
 *  itself: the assertion after it reports the count the zone shows. */
const shipsBecome = (p, z, side, count) => p.waitForFunction(
  ([z, side, count]) => document.querySelector(`[data-testid=zone-${z}]`)?.getAttribute(`data-${side}`) === String(count),
  [z, side, count], { timeout: 5000 }).catch(() => {});
const inPort = async (p, s) => Number(await p.getAttribute(`[data-testid=port-${s}]`, "data-port"));
const enabledZones = (p) => p.locator("[data-testid^=zone-][data-enabled=true]").count();

/** The map's labels that overlap one another (by more than a map unit each way), leave the map,
 *  or (for the value and the counts) leave their zone's plate: compared as `getBBox` rectangles. */
const labelProblems = (p) => p.evaluate(() => {
  const svg = document.querySelector("[data-testid=map]");
  const [, , w, h] = svg.getAttribute("viewBox").split(" ").map(Number);
  const box = (e) => { const b = e.getBBox(); return { x: b.x, y: b.y, r: b.x + b.width, b: b.y + b.height }; };
  const name = (e) => `${e.getAttribute("class")} "${e.textContent.trim()}"`;
  const labels = [...svg.querySelectorAll(".tp-label")].map((e) => ({ e, r: box(e) }));
  const found = [];
  for (const { e, r } of labels) {
    if (r.x < 0 || r.y < 0 || r.r > w || r.b > h) found.push(`${name(e)} leaves the map`);
  }
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const [a, b] = [labels[i].r, labels[j].r];
      const x = Math.min(a.r, b.r) - Math.max(a.x, b.x);
      const y = Math.min(a.b, b.b) - Math.max(a.y, b.y);
      if (x > 1 && y > 1) found.push(`${name(labels[i].e)} × ${name(labels[j].e)}`);
    }
  }
  for (const plate of svg.querySelectorAll(".tp-plate")) {
    const r = box(plate);
    for (const t of plate.parentNode.querySelectorAll(".tp-in-plate")) {
      const b = box(t);
      // The value's coin sits on the plate's corner; its text stays within the coin's reach.
      const slack = t.classList.contains("tp-coin-value") ? 20 : 0;
      if (b.x < r.x - slack || b.r > r.r + slack || b.y < r.y - slack || b.b > r.b + slack) found.push(`${name(t)} spills out of its plate`);
    }
  }
  return found;
});

for (const name of BROWSERS) {
  describe(`Shores of Tripoli in ${name}`, () => {
    let server, browser, errors;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("a bot-only game reaches game over with a result and both scores", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "tripoli", ["heuristic", "random"], { speed: 0 });
      await p.waitForSelector("[data-testid=game-over]", { timeout: 120000 });
      assert.match(await p.locator("[data-testid=result]").innerText(), /\S/);
      assert.equal(await p.locator("[data-testid^=final-score-]").count(), 2);
      assert.equal(await p.getAttribute("[data-testid=step]", "data-step"), "over");
      assert.ok((await logLength(p)) > 10);
      // Nothing is offered once the game is over.
      assert.equal(await p.locator("[data-testid=board] button:enabled").count(), 0);
      assert.equal(await enabledZones(p), 0);
      await shot(p, `tripoli-over-${name}`);
      assert.match(await checkGameOver(p, `tripoli-over-en-${name}`),
        /reached \d+ points\.$|has no ship left in port or at sea\.$|^Neither side can draw a card any more\.$/);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a human plays a Deploy card by clicking the card, a zone and a number of ships", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      // Seed 2 deals the United States two Schooner Enterprise (Deploy 2) and a Blockade Patrol.
      // The bot waits 800 ms before each move, so the board is checked before it answers.
      await startGame(p, server.url, "tripoli", ["human", "heuristic"], { seed: 2, speed: 800 });
      assert.equal(await p.getAttribute("[data-testid=step]", "data-step"), "draw");
      // Before the draw no card can be played and no zone chosen.
      assert.equal(await p.locator("[data-testid=hand] button:enabled").count(), 0);
      assert.equal(await enabledZones(p), 0);
      await p.click("[data-testid=draw-own]");
      assert.equal(await logLength(p), 1);
      assert.equal(await p.getAttribute("[data-testid=step]", "data-step"), "action");
      const cardId = 5;
      assert.equal(await p.getAttribute(`[data-testid=card-${cardId}]`, "data-kind"), "deploy");
      await p.click(`[data-testid=play-${cardId}]`);
      // The engine now asks for a zone: every zone may receive a deployment.
      await p.waitForSelector("[data-testid=pending]");
      assert.equal(await p.getAttribute("[data-testid=step]", "data-step"), "choice");
      assert.equal(await enabledZones(p), 6);
      // The zones pulse, then stand still (a pulse without end keeps the browser drawing 60 frames a second).
      assert.deepEqual(await endlessAnimations(p), []);
      assert.equal(await p.locator(`[data-testid=hand] [data-testid=card-${cardId}]`).count(), 0, "the card left the hand");
      assert.match(await p.locator("[data-testid=played-0]").innerText(), /Schooner Enterprise/);
      const before = await ships(p, 4);
      const port = await inPort(p, 0);
      assert.equal(port, 5);
      await p.click("[data-testid=zone-4]");
      // Then for the number of ships: 1 or 2 for a Schooner.
      await p.waitForSelector("[data-testid=ships-1]");
      assert.equal(await enabledZones(p), 0);
      assert.equal(await p.locator("[data-testid^=ships-]:enabled").count(), 2);
      await shot(p, `tripoli-choose-ships-${name}`);
      await p.click("[data-testid=ships-2]");
      await shipsBecome(p, 4, "us", before.us + 2);
      const after = await ships(p, 4);
      assert.deepEqual(after, { us: before.us + 2, barbary: before.barbary });
      assert.equal(await inPort(p, 0), port - 2);
      assert.equal(await p.getAttribute("[data-testid=zone-4]", "data-controller"), "0");
      assert.equal(await p.getAttribute("[data-testid=score-0]", "data-score"), String(4 + port - 2), "Tripoli Roads (4) + ships in port");
      assert.ok((await logLength(p)) >= 4);
      assert.match(await p.locator("[data-testid=log]").innerText(), /Tripoli Roads/);

      // The bot plays its turn; then our second move, this time with the keyboard only.
      await p.waitForSelector("[data-testid=draw-own]:enabled", { timeout: 30000 });
      await p.focus("[data-testid=draw-own]");
      await p.keyboard.press("Enter");
      await p.waitForSelector("[data-testid=step][data-step=action]");
      const sail = p.locator("[data-testid=hand] [data-kind=sail] [data-testid^=play-]:enabled").first();
      const dep = p.locator("[data-testid=hand] [data-kind=deploy] [data-testid^=play-]:enabled").first();
      if (await sail.count()) {
        // Blockade Patrol: from a zone with our ships, to another zone, then how many.
        await sail.focus();
        await p.keyboard.press("Enter");
        const from = Number((await p.locator("[data-testid^=zone-][data-enabled=true]").first().getAttribute("data-testid")).slice(5));
        const fromBefore = await ships(p, from);
        await p.focus(`[data-testid=zone-${from}]`);
        await p.keyboard.press("Enter");
        const to = from === 0 ? 1 : 0;
        const toBefore = await ships(p, to);
        await p.focus(`[data-testid=zone-${to}]`);
        await p.keyboard.press(" ");
        await p.waitForSelector("[data-testid=move-arrow]");
        await p.focus("[data-testid=ships-1]");
        await p.keyboard.press("Enter");
        await shipsBecome(p, from, "us", fromBefore.us - 1);
        await shipsBecome(p, to, "us", toBefore.us + 1);
        assert.equal((await ships(p, from)).us, fromBefore.us - 1);
        assert.equal((await ships(p, to)).us, toBefore.us + 1);
      } else {
        // Our ships were swept away: deploy the second Schooner instead.
        assert.ok(await dep.count(), "a Schooner can still be played");
        await dep.focus();
        await p.keyboard.press("Enter");
        const zBefore = await ships(p, 1);
        await p.focus("[data-testid=zone-1]");
        await p.keyboard.press("Enter");
        await p.focus("[data-testid=ships-1]");
        await p.keyboard.press("Enter");
        await shipsBecome(p, 1, "us", zBefore.us + 1);
        assert.equal((await ships(p, 1)).us, zBefore.us + 1);
      }
      await p.waitForFunction(() => document.querySelectorAll("[data-testid=log] li").length >= 10);
      await shot(p, `tripoli-human-${name}`);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a hand over the limit must be discarded down to 7 before anything else", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "tripoli", ["human", "heuristic"], { seed: 2 });
      // Draw and pass three times: 5 cards, then 6, 7 and 8.
      for (let turn = 0; turn < 3; turn++) {
        await p.waitForSelector("[data-testid=draw-own]:enabled", { timeout: 30000 });
        await p.click("[data-testid=draw-own]");
        if (turn < 2) await p.click("[data-testid=pass]");
      }
      await p.waitForSelector("[data-testid=step][data-step=discarddown]");
      await p.waitForSelector("[data-testid=discard-down-notice]");
      assert.equal(await p.locator("[data-testid=hand] li").count(), 8);
      assert.equal(await p.locator("[data-testid=hand] [data-testid^=play-]").count(), 0, "no card can be played now");
      assert.equal(await p.locator("[data-testid=hand] [data-testid^=discard-down-]:enabled").count(), 8);
      await shot(p, `tripoli-discard-down-${name}`);
      const first = p.locator("[data-testid=hand] [data-testid^=discard-down-]").first();
      const id = (await first.getAttribute("data-testid")).replace("discard-down-", "");
      await first.click();
      await p.waitForSelector("[data-testid=step][data-step=action]");
      assert.equal(await p.locator("[data-testid=hand] li").count(), 7);
      assert.equal(await p.locator(`[data-testid=discarded-0] li`).count(), 1, "the card left the game face up");
      assert.equal(await p.locator(`[data-testid=card-${id}]`).count(), 0);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("pass-and-play covers the hand until the next player confirms", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "tripoli", ["human", "human"], { seed: 2 });
      await p.waitForSelector("[data-testid=curtain]");
      assert.equal(await p.locator("[data-testid=hand]").count(), 0, "no hand visible behind the curtain");
      await p.click("[data-testid=curtain-reveal]");
      const us = await p.locator("[data-testid=hand] li").evaluateAll((ls) => ls.map((l) => l.innerText));
      await p.click("[data-testid=draw-own]");
      await p.click("[data-testid=pass]");
      await p.waitForSelector("[data-testid=curtain]");
      assert.match(await p.locator("[data-testid=curtain]").innerText(), /Barbary/);
      await p.click("[data-testid=curtain-reveal]");
      const barbary = await p.locator("[data-testid=hand] li").evaluateAll((ls) => ls.map((l) => l.innerText));
      assert.notDeepEqual(barbary, us, "Barbary sees Barbary's hand");
      assert.match(await p.locator("[data-testid=hand]").innerText(), /Corsair|Xebec|Gunboat|Coastal|Boarding|Ambush|Night Raid|Shipyards|Merchantman|Rich Prize|Ransom|Tribute|Pasha/);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("draws the board in English and Persian, on a desktop and a phone", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "tripoli", ["human", "heuristic"], { seed: 2 });
      await p.click("[data-testid=draw-own]");
      await p.click("[data-testid=play-5]");
      await p.click("[data-testid=zone-2]");
      await p.click("[data-testid=ships-2]");
      await p.waitForSelector("[data-testid=draw-own]:enabled", { timeout: 30000 });
      await shot(p, `tripoli-desktop-en-${name}`);
      await p.selectOption("[data-testid=language]", "fa");
      await p.waitForFunction(() => document.documentElement.dir === "rtl");
      assert.match(await p.locator("[data-testid=scores]").innerText(), /ایالات متحده/);
      await shot(p, `tripoli-desktop-fa-${name}`);
      await p.setViewportSize({ width: 390, height: 844 });
      await shot(p, `tripoli-phone-fa-${name}`);
      await p.selectOption("[data-testid=language]", "en");
      await p.waitForFunction((l) => document.documentElement.lang === l, "en");
      await shot(p, `tripoli-phone-en-${name}`);
      // The map fits the phone's width.
      const box = await p.locator("[data-testid=map]").boundingBox();
      assert.ok(box.width <= 390, `map is ${box.width}px wide`);
      assert.deepEqual(errors, []);
      await p.close();
    });
  
    it("map labels neither overlap nor spill, in English, Persian and Arabic", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "tripoli", ["human", "heuristic"], { seed: 2 });
      await p.click("[data-testid=draw-own]");
      await p.click("[data-testid=play-5]");
      for (const lang of ["en", "fa", "ar"]) {
        await p.selectOption("[data-testid=language]", lang);
        await p.waitForFunction((l) => document.documentElement.lang === l, lang);
        assert.ok(await p.locator("[data-testid=map] .tp-label").count() >= 20, "zone names, plates, ports, cities and lands are labelled");
        assert.deepEqual(await labelProblems(p), [], `labels in ${lang}`);
      }
      // Names use the language's own digits.
      assert.match(await p.locator("[data-testid=plate-4] .tp-coin-value").textContent(), /^[٠-٩]+$/);
      await p.selectOption("[data-testid=language]", "en");
      await p.waitForFunction((l) => document.documentElement.lang === l, "en");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("the prompt and every enabled control stay in view after each of the first actions, on a desktop and a phone", async () => {
      for (const [width, height] of [[1280, 800], [390, 844]]) {
        errors = [];
        const p = await page(browser.context, errors);
        await p.setViewportSize({ width, height });
        await startGame(p, server.url, "tripoli", ["human", "heuristic"], { seed: 2 });
        const check = async (what) => {
          await p.evaluate(() => new Promise(requestAnimationFrame));
          assert.deepEqual(await outOfView(p), [], `in view at ${width}×${height} ${what}`);
          if (width === 390) assert.deepEqual(await smallTargets(p), [], `44×44 targets ${what}`);
        };
        // A tap where the control already is: Playwright's click would scroll the page first
        // (Firefox always does), which a finger does not.
        const tap = (sel) => p.locator(sel).evaluate((e) => e.dispatchEvent(new MouseEvent("click", { bubbles: true })));
        await p.waitForSelector("[data-testid=draw-own]:enabled");
        await check("before the first draw");
        await tap("[data-testid=draw-own]");
        await p.waitForSelector("[data-testid=step][data-step=action]");
        await check("when a card may be played");
        await tap("[data-testid=play-5]");
        await p.waitForSelector("[data-testid=step][data-step=choice]");
        assert.equal(await enabledZones(p), 6);
        await check("when a zone is asked");
        await tap(width === 390 ? "[data-testid=zone-pick-2]" : "[data-testid=zone-2]");
        await p.waitForSelector("[data-testid=ships-2]");
        await check("when the number of ships is asked");
        await tap("[data-testid=ships-2]");
        await p.waitForSelector("[data-testid=draw-own]:enabled", { timeout: 30000 });
        await check("at the next turn");
        await tap("[data-testid=draw-own]");
        await p.waitForSelector("[data-testid=step][data-step=action]");
        await check("at the next turn's action");
        if (width === 390) {
          await p.setViewportSize({ width: 360, height: 780 });
          assert.equal(await scrollsSideways(p), false, "no sideways scroll at 360 px");
        }
        await shot(p, `tripoli-inview-${width}-${name}`);
        assert.deepEqual(errors, []);
        await p.close();
      }
    });

    it("marks the other side's last move until the viewer acts, and shows every card's effect on focus", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "tripoli", ["human", "heuristic"], { seed: 2 });
      assert.equal(await p.locator("[data-testid=recent]").count(), 0, "nothing to mark before the other side moves");
      await p.click("[data-testid=draw-own]");
      await p.click("[data-testid=play-5]");
      await p.click("[data-testid=zone-4]");
      await p.click("[data-testid=ships-2]");
      await p.waitForSelector("[data-testid=draw-own]:enabled", { timeout: 30000 });
      // Barbary has moved: its actions are listed, and the zones it chose are marked on the map
      // and in the zone list.
      const recent = p.locator("[data-testid=recent]");
      assert.equal(await recent.count(), 1);
      const items = await recent.locator(".tp-recent-list > li").allInnerTexts();
      assert.ok(items.length >= 2, `Barbary's actions: ${items}`);
      const chosen = items.filter((t) => /^chose /.test(t)).length;
      const marked = await p.locator("[data-testid^=zone-][data-recent=true]").count();
      assert.ok(chosen === 0 ? marked === 0 : marked >= 1 && marked <= chosen, `${marked} zones marked for ${items}`);
      assert.equal(await p.locator(".tp-zone-row.recent").count(), marked);
      if (marked) await p.waitForSelector("[data-testid^=plate-] .tp-recent-mark");
      // A card Barbary played shows its effect when focused.
      const played = recent.locator(".tp-chip-name").first();
      if (await played.count()) {
        await played.focus();
        assert.ok(await recent.locator(".tp-tip").first().isVisible(), "the effect shows on focus");
      }
      // Our own played card in the pile shows its effect on hover.
      await p.locator("[data-testid=played-0] .tp-chip-name").first().hover();
      assert.match(await p.locator("[data-testid=played-0] .tp-tip").first().innerText(), /Move 1 to 2 ships from your port/);
      assert.ok(await p.locator("[data-testid=played-0] .tp-tip").first().isVisible());
      // Once we act, the marks go.
      await p.click("[data-testid=draw-own]");
      await p.waitForSelector("[data-testid=step][data-step=action]");
      assert.equal(await p.locator("[data-testid=recent]").count(), 0);
      assert.equal(await p.locator("[data-testid^=zone-][data-recent=true]").count(), 0);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("axe finds no serious or critical problem on the board, in English and Persian", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "tripoli", ["human", "heuristic"], { seed: 2 });
      await p.click("[data-testid=draw-own]");
      await p.click("[data-testid=play-5]");
      assert.deepEqual(await axeViolations(p), [], "English, choosing a zone");
      await p.click("[data-testid=zone-1]");
      await p.click("[data-testid=ships-1]");
      await p.waitForSelector("[data-testid=draw-own]:enabled", { timeout: 30000 });
      await p.selectOption("[data-testid=language]", "fa");
      await p.waitForFunction(() => document.documentElement.dir === "rtl");
      assert.deepEqual(await axeViolations(p), [], "Persian, the other side's last move marked");
      for (const [w, h] of [[1280, 800], [390, 844]]) {
        await p.setViewportSize({ width: w, height: h });
        for (const lang of ["fa", "en"]) {
          await p.selectOption("[data-testid=language]", lang);
          await p.waitForFunction((l) => document.documentElement.lang === l, lang);
          await p.screenshot({ path: path.join(ARTIFACTS, `tripoli-view-${lang}-${w}-${name}.png`) });
        }
      }
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
