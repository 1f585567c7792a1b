// The settlers game end to end, in every browser: bots finish a game, a person places the opening
// settlements and roads by clicking, and a trade offered to a bot is answered.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import {
  serve, open, page, shot, logLength, startGame, checkGameOver, BROWSERS,
  outOfView, smallTargets, scrollsSideways, axeViolations, endlessAnimations, ARTIFACTS,
} from "./harness.mjs";

/** Starts from a "same game for everyone" link (fixed seed and salt). */
async function start(p, url, seats, { speed = 20, seed = 1 } = {}) {
  await startGame(p, url, "settlers", seats, { speed, seed });
}

/** Seat 0's buildings and roads on the map. */
async function mine(p) {
  return {
    buildings: await p.locator("[data-testid^=building-][data-seat='0']").count(),
    roads: await p.locator("[data-testid^=road-][data-seat='0']").count(),
  };
}

/** Waits until seat 0 (the person) has a legal target or button, then returns which. */
async function myMove(p) {
  const sel = "[data-testid^=spot-], [data-testid^=edge-], [data-testid^=robber-hex-], [data-testid=roll]:enabled, [data-testid=end-turn]:enabled, [data-testid^=discard-]:enabled";
  await p.waitForSelector(sel, { timeout: 30000 });
}

/** The pairs of number tokens and harbour badges on the map whose boxes (SVG user units)
 *  overlap, and how many labels were compared. */
async function labelOverlaps(p) {
  return p.evaluate(() => {
    const labels = [...document.querySelectorAll("[data-testid=map] [data-label]")];
    const boxes = labels.map((e) => ({ e, b: e.getBBox() }));
    const found = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i].b, boxes[j].b];
        const x = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
        const y = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
        if (x > 0.5 && y > 0.5) found.push(`${boxes[i].e.dataset.label} ${i} × ${boxes[j].e.dataset.label} ${j}`);
      }
    }
    return { count: labels.length, found };
  });
}


/** Checks that the prompt and every enabled board control are in view (and, on a phone, at
 *  least 44×44), saying after which action. */
async function inView(p, after, phone) {
  assert.deepEqual(await outOfView(p), [], `prompt and controls in view after ${after}`);
  if (phone) assert.deepEqual(await smallTargets(p), [], `targets at least 44×44 after ${after}`);
}

/** Plays the viewer's first few actions (both opening settlements and roads, then the roll and
 *  what a 7 asks), checking after each that the prompt and the controls are in view. */
async function firstActions(p, phone) {
  await p.waitForSelector("[data-testid^=spot-]", { timeout: 30000 });
  await inView(p, "the start", phone);
  for (let round = 0; round < 2; round++) {
    if (round) await p.waitForSelector("[data-testid^=spot-]", { timeout: 30000 });
    await p.locator("[data-testid^=spot-]").nth(round * 7).click();
    await inView(p, `settlement ${round + 1}`, phone);
    await p.locator("[data-testid^=edge-]").first().click();
  }
  await p.waitForSelector("[data-testid=roll]:enabled", { timeout: 30000 });
  await inView(p, "the opening", phone);
  await p.click("[data-testid=roll]");
  await p.waitForSelector("[data-testid=end-turn]:enabled, [data-testid^=robber-hex-], [data-testid^=discard-]:enabled", { timeout: 30000 });
  await inView(p, "the roll", phone);
}

for (const name of BROWSERS) {
  describe(`The settlers game in ${name}`, () => {
    let server, browser, errors;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("a bot-only game reaches game over with a result and every score", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      const t0 = Date.now();
      await start(p, server.url, ["heuristic", "heuristic", "heuristic"], { seed: 7 });
      await p.waitForSelector("[data-testid=game-over]", { timeout: 150000 });
      console.log(`# ${name}: bot-only game in ${Date.now() - t0} ms, ${await logLength(p)} actions`);
      assert.match(await p.locator("[data-testid=result]").innerText(), /\S/);
      assert.equal(await p.locator("[data-testid^=final-score-]").count(), 3);
      assert.ok((await p.locator("[data-testid^=building-]").count()) >= 6);
      await shot(p, `settlers-over-${name}`);
      const reason = await checkGameOver(p, `settlers-over-en-${name}`, { dice: true });
      assert.match(reason, /^(Red|Blue|Orange) reached \d+ victory points on their own turn\.$/);
      // The reason names the winner the headline names.
      assert.ok((await p.locator("[data-testid=result]").innerText()).startsWith(reason.split(" ")[0]));
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a person places the opening settlements and roads by clicking (4 seats)", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await start(p, server.url, ["human", "heuristic", "heuristic", "heuristic"], { seed: 11 });
      await p.waitForSelector("[data-testid=map]");
      assert.equal(await p.locator("[data-testid^=hex-]").count(), 19);
      assert.equal(await p.locator("[data-testid^=harbour-]").count(), 9);
      assert.equal(await p.locator("[data-testid^=player-]").count(), 4);
      // Only legal spots are offered; edges wait for the settlement.
      const spots = p.locator("[data-testid^=spot-]");
      assert.ok((await spots.count()) > 40);
      assert.equal(await p.locator("[data-testid^=edge-]").count(), 0);
      assert.ok(await p.locator("[data-testid=roll]").isDisabled());
      assert.match(await spots.first().getAttribute("aria-label"), /settlement at the corner of/);
      // The spots pulse three times, then stand still: a pulse without end keeps the browser
      // drawing 60 frames a second while the player thinks.
      const glow = spots.first().locator(".glow");
      assert.equal(await glow.evaluate((el) => getComputedStyle(el).animationName), "settlers-pulse");
      assert.equal(await glow.evaluate((el) => getComputedStyle(el).animationIterationCount), "3");
      assert.deepEqual(await endlessAnimations(p), []);
      await shot(p, `settlers-setup-${name}`);
      await spots.first().click();
      assert.deepEqual(await mine(p), { buildings: 1, roads: 0 });
      assert.equal(await spots.count(), 0);
      const edges = p.locator("[data-testid^=edge-]");
      assert.ok((await edges.count()) >= 2 && (await edges.count()) <= 3);
      // The road by keyboard: focus the target and press Enter.
      await edges.first().focus();
      await p.keyboard.press("Enter");
      assert.deepEqual(await mine(p), { buildings: 1, roads: 1 });
      // The bots place six pieces each way round, then the second settlement is ours.
      await p.waitForSelector("[data-testid^=spot-]", { timeout: 30000 });
      assert.equal(await p.locator("[data-testid^=building-]").count(), 7);
      // Each resource card is marked, to see which are drawn anew when the hand changes.
      const RES = ["wood", "brick", "wool", "wheat", "ore"];
      await p.evaluate((res) => { for (const r of res) document.querySelector(`[data-testid=hand-${r}]`).__kept = true; }, RES);
      await spots.nth(3).click();
      await p.locator("[data-testid^=edge-]").first().click();
      assert.deepEqual(await mine(p), { buildings: 2, roads: 2 });
      // The second settlement paid its hexes; then it is our turn to roll.
      await p.waitForSelector("[data-testid=roll]:enabled", { timeout: 30000 });
      const cards = Number(await p.getAttribute("[data-testid=cards-0]", "data-value"));
      let hand = 0;
      for (const r of RES) {
        const n = Number(await p.getAttribute(`[data-testid=hand-${r}]`, "data-count"));
        hand += n;
        // A card whose count changed is new and shows its change; the others are left as they were.
        const kept = await p.evaluate((r) => document.querySelector(`[data-testid=hand-${r}]`).__kept === true, r);
        assert.equal(kept, n === 0, `${r} card kept only if unchanged`);
        const delta = p.locator(`[data-testid=delta-${r}]`);
        if (n === 0) assert.equal(await delta.count(), 0);
        else assert.equal(await delta.innerText(), `+${n}`);
      }
      assert.equal(hand, cards);
      await p.click("[data-testid=roll]");
      await p.waitForSelector("[data-testid=dice][data-sum]");
      await shot(p, `settlers-rolled-${name}`);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a trade offered to a bot is answered", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await start(p, server.url, ["human", "heuristic", "heuristic"], { seed: 5 });
      for (let i = 0; i < 2; i++) {
        await p.waitForSelector("[data-testid^=spot-]", { timeout: 30000 });
        await p.locator("[data-testid^=spot-]").nth(5).click();
        await p.locator("[data-testid^=edge-]").first().click();
      }
      await p.waitForSelector("[data-testid=roll]:enabled", { timeout: 30000 });
      await p.click("[data-testid=roll]");
      // A 7 needs the robber moved first (and perhaps a victim chosen).
      await myMove(p);
      if (await p.locator("[data-testid^=robber-hex-]").count()) {
        await p.locator("[data-testid^=robber-hex-]").first().click();
        if (await p.locator("[data-testid^=victim-]").count()) await p.locator("[data-testid^=victim-]").first().click();
      }
      // The offer is composed in the page (nothing reaches the log) and sent as one action.
      const more = (side) => `[data-testid^=offer-${side}-]:not([data-testid*=-less-]):enabled`;
      // The composer opens from the action bar, above the map.
      await p.click("[data-testid=trade-open]:enabled", { timeout: 30000 });
      await p.waitForSelector(more("give"), { timeout: 30000 });
      const before = await logLength(p);
      await p.locator(more("give")).first().click();
      await p.locator(more("get")).first().click();
      assert.match(await p.locator("[data-testid=offer]").innerText(), /Red gives 1 \w+ for 1 \w+/);
      assert.equal(await logLength(p), before);
      await shot(p, `settlers-offer-${name}`);
      await p.click("[data-testid=offer-to-1]");
      await p.waitForFunction(() => /Red offers 1 \w+ for 1 \w+ to Blue/.test(document.querySelector("[data-testid=log]").textContent));
      // Blue answers; if it accepts, we confirm; either way the turn goes on.
      await p.waitForFunction(() => [...document.querySelectorAll("[data-testid=log] li")]
        .some((li) => /accepts the offer|declines the offer/.test(li.textContent)), null, { timeout: 20000 });
      const log = await p.locator("[data-testid=log]").innerText();
      if (/Blue accepts/.test(log)) {
        await p.click("[data-testid=confirm-1]");
        await p.waitForFunction(() => /Red traded with Blue/.test(document.querySelector("[data-testid=log]").textContent));
      }
      await p.waitForSelector("[data-testid=end-turn]:enabled");
      assert.ok((await logLength(p)) >= before + 2);
      await shot(p, `settlers-traded-${name}`);
      await p.click("[data-testid=end-turn]");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a person plays many turns clicking only what is enabled: no refusal, no error", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await start(p, server.url, ["human", "random", "heuristic"], { seed: 3 });
      const controls = "[data-testid=board] :is([data-testid^=spot-], [data-testid^=edge-], [data-testid^=robber-hex-], button:enabled)";
      const seen = new Set();
      // A fixed pseudo-random sequence, so a failure can be replayed.
      let lcg = 12345;
      const random = () => (lcg = (Math.imul(lcg, 1103515245) + 12345) >>> 0) / 4294967296;
      const t0 = Date.now();
      for (let step = 0; step < 160 && Date.now() - t0 < 45000; step++) {
        await p.waitForSelector(`${controls}, [data-testid=game-over]`, { timeout: 30000 });
        if (await p.locator("[data-testid=game-over]").count()) break;
        const all = p.locator(controls);
        const ids = await all.evaluateAll((es) => es.map((e) => e.dataset.testid));
        // Prefer actions that move the game on; end the turn now and then.
        const pick = ids.includes("roll") ? "roll"
          : ids.includes("end-turn") && random() < 0.35 ? "end-turn"
          : ids[Math.floor(random() * ids.length)];
        seen.add(pick.replace(/-?\d+$/, "").replace(/-(wood|brick|wool|wheat|ore)$/, ""));
        await p.locator(`[data-testid=board] [data-testid="${pick}"]`).first().click();
        assert.equal(await p.locator("[data-testid=refused]").count(), 0, `refused after ${pick}`);
      }
      console.log(`# ${name}: clicked ${[...seen].sort().join(" ")}`);
      assert.ok(seen.has("spot") && seen.has("edge") && seen.has("roll"));
      await shot(p, `settlers-random-${name}`);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("pass-and-play hides each person's hand behind the curtain", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await start(p, server.url, ["human", "human", "heuristic"], { seed: 21 });
      await p.waitForSelector("[data-testid=curtain]");
      assert.equal(await p.locator("[data-testid=hand]").count(), 0, "no hand behind the curtain");
      await p.click("[data-testid=curtain-reveal]");
      assert.match(await p.locator(".settlers-hand h3").first().innerText(), /Hand of Red/);
      await p.locator("[data-testid^=spot-]").first().click();
      await p.locator("[data-testid^=edge-]").first().click();
      await p.waitForSelector("[data-testid=curtain]");
      assert.match(await p.locator("[data-testid=curtain]").innerText(), /Blue/);
      assert.equal(await p.locator("[data-testid=hand]").count(), 0);
      await p.click("[data-testid=curtain-reveal]");
      assert.match(await p.locator(".settlers-hand h3").first().innerText(), /Hand of Blue/);
      assert.equal(await p.locator("[data-testid^=spot-]").count() > 0, true);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("reads right to left in Persian at phone width, without sideways scrolling", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await p.setViewportSize({ width: 390, height: 844 });
      await start(p, server.url, ["human", "heuristic", "heuristic", "heuristic"], { seed: 11 });
      await p.selectOption("[data-testid=language]", "fa");
      await p.waitForFunction(() => document.documentElement.dir === "rtl");
      await p.locator("[data-testid^=spot-]").first().click();
      await p.locator("[data-testid^=edge-]").first().click();
      await p.waitForSelector("[data-testid^=spot-]", { timeout: 30000 });
      assert.match(await p.locator("[data-testid=step]").innerText(), /آبادی/);
      await shot(p, `settlers-phone-fa-${name}`);
      const width = await p.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `page is ${width}px wide`);
      const map = await p.locator("[data-testid=map]").boundingBox();
      assert.ok(map.width > 300, `the map uses the phone's width (${map.width}px)`);
      await p.setViewportSize({ width: 1200, height: 900 });
      await shot(p, `settlers-desktop-fa-${name}`);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("at 1280×800 the map is the main thing and the prompt and controls stay in view", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await p.setViewportSize({ width: 1280, height: 800 });
      await start(p, server.url, ["human", "heuristic", "heuristic", "heuristic"], { seed: 11 });
      await p.waitForSelector("[data-testid=map]");
      const share = await p.evaluate(() => document.querySelector("[data-testid=map]").getBoundingClientRect().width
        / document.querySelector("[data-testid=play]").getBoundingClientRect().width);
      assert.ok(share >= 0.6, `the map is ${(share * 100).toFixed(0)}% of the content width`);
      await firstActions(p, false);
      await shot(p, `settlers-desktop-en-${name}`);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("at 390×844 every target is at least 44×44 and in view, and 360 px does not scroll sideways", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await p.setViewportSize({ width: 390, height: 844 });
      await start(p, server.url, ["human", "heuristic", "heuristic", "heuristic"], { seed: 11 });
      await firstActions(p, true);
      await shot(p, `settlers-phone-en-${name}`);
      await p.setViewportSize({ width: 360, height: 780 });
      assert.equal(await scrollsSideways(p), false, "no sideways scroll at 360 px");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("number tokens and harbour badges never overlap, in English, Persian and Arabic", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await start(p, server.url, ["human", "heuristic", "heuristic"], { seed: 9 });
      await p.waitForSelector("[data-testid=map]");
      for (const lang of ["en", "fa", "ar"]) {
        await p.selectOption("[data-testid=language]", lang);
        await p.waitForFunction((l) => document.documentElement.lang === l, lang);
        const { count, found } = await labelOverlaps(p);
        assert.equal(count, 18 + 9, `18 tokens and 9 harbours in ${lang}`);
        assert.deepEqual(found, [], `no overlapping labels in ${lang}`);
      }
      // The tokens show the language's digits and pips that count: 5 on a 6 or an 8, in red.
      assert.ok(/[٠-٩]/.test(await p.locator("[data-testid=map] .token-num").first().textContent()));
      const reds = await p.locator("[data-testid=map] .token.red").evaluateAll((es) => es.map((e) => e.dataset.pips));
      assert.deepEqual(reds, ["5", "5", "5", "5"]);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("at 390 px a road and a settlement on a harbour's edge leave its ratio uncovered", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await p.setViewportSize({ width: 390, height: 844 });
      await start(p, server.url, ["human", "heuristic", "heuristic"], { speed: 4000 });
      await p.waitForSelector("[data-testid^=spot-]", { timeout: 30000 });
      // The harbour whose ratio lies nearest one of its edge's corners (where a house would stand).
      const { k, corner, edge } = await p.evaluate(() => {
        const centre = (el) => { const r = el.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
        let best;
        for (const h of document.querySelectorAll("[data-testid=map] .harbour")) {
          const [tx, ty] = centre(h.querySelector(".harbour-rate"));
          for (const c of h.dataset.corners.split(" ")) {
            const [sx, sy] = centre(document.querySelector(`[data-testid=spot-${c}] .glow`));
            const d = Math.hypot(tx - sx, ty - sy);
            if (!best || d < best.d) best = { d, k: h.dataset.testid.split("-")[1], corner: c, edge: h.dataset.edge };
          }
        }
        return best;
      });
      await p.click(`[data-testid=spot-${corner}]`);
      await p.click(`[data-testid=edge-${edge}]`);
      await p.waitForSelector(`[data-testid=road-${edge}]`);
      await p.waitForSelector(`[data-testid=building-${corner}]`);
      // The ratio's middle and the middles of its four sides: the badge's, not a piece's.
      const covered = await p.evaluate((k) => {
        const badge = document.querySelector(`[data-testid=harbour-${k}]`);
        const r = badge.querySelector(".harbour-rate").getBoundingClientRect();
        const [cx, cy] = [r.left + r.width / 2, r.top + r.height / 2];
        const points = [[cx, cy], [r.left + 2, cy], [r.right - 2, cy], [cx, r.top + 2], [cx, r.bottom - 2]];
        return points.filter(([x, y]) => !badge.contains(document.elementFromPoint(x, y)))
          .map(([x, y]) => `${x.toFixed(0)},${y.toFixed(0)}: ${document.elementFromPoint(x, y)?.closest("[data-testid]")?.dataset.testid}`);
      }, k);
      assert.deepEqual(covered, [], `harbour ${k}'s ratio, with a road on edge ${edge} and a house on corner ${corner}`);
      await p.locator("[data-testid=map]").screenshot({ path: path.join(ARTIFACTS, `settlers-harbour-road-390-${name}.png`) });
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("the others' last moves are outlined until the viewer acts, and axe finds nothing serious", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await start(p, server.url, ["human", "heuristic", "heuristic", "heuristic"], { seed: 11 });
      await p.selectOption("[data-testid=language]", "en");
      await p.waitForFunction(() => document.documentElement.lang === "en");
      await p.waitForSelector("[data-testid^=spot-]");
      assert.deepEqual(await axeViolations(p), [], "axe on the play screen in English");
      assert.equal(await p.locator("[data-recent=true]").count(), 0, "nothing is new before anyone moved");
      await p.locator("[data-testid^=spot-]").first().click();
      await p.locator("[data-testid^=edge-]").first().click();
      // The three bots place two settlements and two roads each before our second settlement.
      await p.waitForSelector("[data-testid^=spot-]", { timeout: 30000 });
      const recent = (what) => p.locator(`[data-testid^=${what}-][data-recent=true]`)
        .evaluateAll((es) => es.map((e) => e.dataset.seat).sort().join(""));
      assert.equal(await recent("building"), "112233");
      assert.equal(await recent("road"), "112233");
      await shot(p, `settlers-recent-${name}`);
      await p.locator("[data-testid^=spot-]").nth(3).click();
      assert.equal(await p.locator("[data-recent=true]").count(), 0, "the highlight ends when the viewer acts");
      await p.selectOption("[data-testid=language]", "fa");
      await p.waitForFunction(() => document.documentElement.dir === "rtl");
      assert.deepEqual(await axeViolations(p), [], "axe on the play screen in Persian");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a development card another seat played tells its full effect on hover and on focus", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await start(p, server.url, ["human", "heuristic", "heuristic"], { seed: 5 });
      // The language chosen by an earlier test is remembered: this one reads English.
      await p.selectOption("[data-testid=language]", "en");
      await p.waitForFunction(() => document.documentElement.lang === "en");
      for (let i = 0; i < 2; i++) {
        await p.waitForSelector("[data-testid^=spot-]", { timeout: 30000 });
        await p.locator("[data-testid^=spot-]").nth(5).click();
        await p.locator("[data-testid^=edge-]").first().click();
      }
      // Roll and end turns (answering what the game asks) until a bot has played a card.
      const asks = "[data-testid=roll]:enabled, [data-testid=end-turn]:enabled, [data-testid^=robber-hex-], [data-testid^=discard-]:enabled, [data-testid=decline-trade]";
      for (let step = 0; step < 200 && !(await p.locator("[data-testid=played-dev]").count()); step++) {
        await p.waitForSelector(asks, { timeout: 30000 });
        if (await p.locator("[data-testid=played-dev]").count()) break;
        for (const sel of ["[data-testid=decline-trade]", "[data-testid^=discard-]:enabled", "[data-testid^=robber-hex-]", "[data-testid=roll]:enabled", "[data-testid=end-turn]:enabled"]) {
          if (await p.locator(sel).count()) { await p.locator(sel).first().click(); break; }
        }
        if (await p.locator("[data-testid^=victim-]").count()) await p.locator("[data-testid^=victim-]").first().click();
      }
      const card = p.locator("[data-testid^=dev-name-played-]");
      assert.equal(await card.count(), 1, "a played card is shown");
      const help = p.locator("[data-testid^=dev-help-played-]");
      assert.equal(await help.isVisible(), false, "the effect is hidden until asked for");
      await card.hover();
      assert.ok(await help.isVisible(), "hover shows the effect");
      assert.match(await help.innerText(), /^What it does: \w+ \w+ \w+ \w+/);
      await p.mouse.move(0, 0);
      await card.focus();
      assert.ok(await help.isVisible(), "focus (a tap or a press) shows the effect");
      assert.equal(await card.getAttribute("aria-describedby"), await help.getAttribute("id"));
      await shot(p, `settlers-card-help-${name}`);
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
