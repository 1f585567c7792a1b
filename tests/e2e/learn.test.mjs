// Learning in the app, in every browser: each how-to-play page in English, Persian and Arabic
// (rendered, no Markdown left raw), each guided first game completed by clicking only the
// highlighted elements, in English and in Persian, a wrong click refused without a change, and
// a hint from the search bot marking a legal move on the board (absent in pass-and-play).
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { serve, open, page, shot, startGame, axeViolations, endlessAnimations, BROWSERS, ARTIFACTS } from "./harness.mjs";

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

/** What is wrong with the step panel and the element to act on: either not wholly in the
 *  window, or their boxes overlapping (a target inside the panel, its Next button, may). */
const panelProblems = (p) => p.evaluate(() => {
  const inside = (r) => r.width > 0 && r.height > 0 && r.left >= -1 && r.top >= -1
    && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1;
  const panel = document.querySelector("[data-testid=tutorial-panel]");
  const step = document.querySelector("[data-testid=tutorial-step]");
  const target = document.querySelector("[data-tutorial-target]");
  const out = [];
  if (!target) return ["no target"];
  const [pr, sr, tr] = [panel, step, target].map((e) => e.getBoundingClientRect());
  if (!inside(sr)) out.push(`step text out of view (${sr.top.toFixed(0)}–${sr.bottom.toFixed(0)})`);
  if (!inside(tr)) out.push(`target ${target.dataset.testid} out of view (${tr.top.toFixed(0)}–${tr.bottom.toFixed(0)})`);
  const overlap = Math.min(pr.right, tr.right) - Math.max(pr.left, tr.left) > 0
    && Math.min(pr.bottom, tr.bottom) - Math.max(pr.top, tr.top) > 0;
  if (!panel.contains(target) && overlap) out.push(`target ${target.dataset.testid} under the panel (${tr.top.toFixed(0)}–${tr.bottom.toFixed(0)} vs ${pr.top.toFixed(0)})`);
  return out;
});

/** The step of each lesson that shows the heart of its game, shot in Persian: Shikoku's round
 *  scored, Port Royal's purchase with a discount, the settlers robber, Tripoli's event, and
 *  Sekigahara's battle. */
const HEART = { shikoku: 10, "port-royal": 8, settlers: 9, tripoli: 11, sekigahara: 6 };

/** Clicks the highlighted element until the lesson is done; returns how many clicks it took.
 *  With `check`, before every click the step panel and the target must both be in view and
 *  apart (polled briefly: the window scrolls once the target is marked). */
async function completeLesson(p, game, lang, name, { check = false } = {}) {
  await p.waitForSelector("[data-testid=tutorial-step]");
  let clicks = 0, heartShot = false;
  const heights = [];
  for (; clicks < 40; clicks++) {
    if (await p.locator("[data-testid=tutorial-done]").count()) break;
    const target = p.locator("[data-tutorial-target]").first();
    await target.waitFor({ state: "visible", timeout: 5000 });
    const before = await p.evaluate(() => document.querySelector("[data-testid=learn]").innerHTML);
    if (check) {
      let problems = [];
      for (let i = 0; i < 20; i++) {
        problems = await panelProblems(p);
        if (problems.length === 0) break;
        await p.waitForTimeout(100);
      }
      assert.deepEqual(problems, [], `${game} (${lang}) click ${clicks + 1}`);
      heights.push(await p.locator("[data-testid=tutorial-panel]").evaluate((el) => el.getBoundingClientRect().height));
    }
    const at = await p.locator("[data-testid=tutorial-step]").getAttribute("data-step");
    if (lang === "fa" && !check && Number(at) === HEART[game] && !heartShot) {
      heartShot = true;
      await shot(p, `learn-heart-${game}-${lang}-${name}`);
    }
    if (clicks === 2) {
      if (check) await p.screenshot({ path: path.join(ARTIFACTS, `learn-phone-${game}-${lang}-${name}.png`) });
      else await shot(p, `learn-${game}-${lang}-${name}`);
    }
    await target.click();
    await p.waitForFunction((b) => document.querySelector("[data-testid=learn]").innerHTML !== b, before);
    assert.equal(await p.locator("[data-testid=tutorial-refused]").count(), 0, `${game}: a target click was refused`);
  }
  await p.waitForSelector("[data-testid=tutorial-done]");
  assert.ok(await p.locator("[data-testid=tutorial-new-game]").isVisible(), "a real game can start from the end");
  if (lang === "fa" && !check) assert.ok(heartShot, `${game}: step ${HEART[game]} was shown`);
  if (check) {
    // The docked panel is compact: at most 180 px at 390×844 at every step, its text 14 px or more.
    assert.ok(Math.max(...heights) <= 180, `${game} (${lang}): the panel is ${Math.max(...heights).toFixed(0)} px tall`);
    const size = await p.locator("[data-testid=tutorial-step]").evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    assert.ok(size >= 14, `${game} (${lang}): step text ${size} px`);
  }
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
          // The pieces, drawn with the board's own SVG, each named with its role.
          const pieces = await p.locator("[data-testid=components] [data-testid=piece]").evaluateAll((items) => items.map((li) => {
            const art = li.querySelector("[role=img]");
            return { name: art?.getAttribute("aria-label") ?? "", shapes: art?.querySelectorAll("svg :is(path, circle, rect, polygon, line, ellipse)").length ?? 0, role: li.querySelector("[data-testid=piece-role]").textContent };
          }));
          assert.ok(pieces.length >= 3, `${lang}/${game}: ${pieces.length} pieces`);
          for (const piece of pieces) {
            assert.ok(piece.name.trim().length > 1, `${lang}/${game}: a piece without a name`);
            assert.ok(piece.shapes > 0, `${lang}/${game}: ${piece.name} is not drawn`);
            assert.ok(piece.role.length > piece.name.length + 10, `${lang}/${game}: ${piece.name} has no role line`);
          }
          // The pieces come after the section that lists them (the second heading), before the third.
          const order = await p.locator("[data-testid=howto]").evaluate((el) => {
            const hs = [...el.querySelectorAll("h2")];
            const list = el.querySelector("[data-testid=components]");
            return hs[1].compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING
              && list.compareDocumentPosition(hs[2]) & Node.DOCUMENT_POSITION_FOLLOWING;
          });
          assert.ok(order, `${lang}/${game}: the pieces sit in their section`);
          if (game === "settlers" || lang === "ar") {
            assert.deepEqual(await axeViolations(p), [], `${lang}/${game}: axe`);
          }
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

    it("the pieces are a grid of picture, name and role that stays readable at 390 px, right to left in Persian", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      for (const [width, lang] of [[1280, "en"], [390, "fa"], [390, "en"]]) {
        await p.setViewportSize({ width, height: 844 });
        await go(p, server.url, "#/rules/settlers", lang);
        await p.waitForSelector("[data-testid=components] [data-testid=piece]");
        const problems = await p.locator("[data-testid=components] [data-testid=piece]").evaluateAll((items, rtl) => items.flatMap((li) => {
          const [art, name, role] = ["[role=img]", ".piece-name", "[data-testid=piece-role]"].map((s) => li.querySelector(s).getBoundingClientRect());
          const apart = (a, b) => a.right <= b.left + 1 || b.right <= a.left + 1 || a.bottom <= b.top + 1 || b.bottom <= a.top + 1;
          const out = [];
          if (!apart(art, name) || !apart(art, role) || !apart(name, role)) out.push(`${li.textContent.slice(0, 20)}: parts overlap`);
          if (role.left < 0 || role.right > innerWidth || role.width < 150) out.push(`${li.textContent.slice(0, 20)}: role ${role.left.toFixed(0)}–${role.right.toFixed(0)}`);
          // The picture leads the row: at the start of the line (the right in Persian).
          if (rtl ? art.left < name.right : art.right > name.left) out.push(`${li.textContent.slice(0, 20)}: the picture does not lead`);
          return out;
        }), lang === "fa");
        assert.deepEqual(problems, [], `${width} ${lang}`);
        // Every row's picture lines up in one column.
        const lefts = await p.locator("[data-testid=components] [role=img]").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
        assert.equal(new Set(lefts).size, 1, `one column of pictures at ${width} ${lang}: ${lefts}`);
        await p.locator("[data-testid=components]").screenshot({ path: path.join(ARTIFACTS, `howto-pieces-${width}-${lang}-${name}.png`) });
      }
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

    it("on a phone the step text and the element to act on are both in view and apart, at every step (en, fa)", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await p.setViewportSize({ width: 390, height: 844 });
      for (const lang of ["en", "fa"]) {
        for (const game of GAMES) {
          await go(p, server.url, `#/learn/${game}`, lang);
          await completeLesson(p, game, lang, name, { check: true });
        }
      }
      // The lesson screen passes axe (the shell and the panel; the boards are the boards' own).
      await go(p, server.url, "#/learn/shikoku", "fa");
      await p.waitForSelector("[data-tutorial-target]");
      assert.deepEqual(await axeViolations(p), [], "axe on the lesson screen");
      // Folding the panel leaves its first line and the board; unfolding brings the step back.
      await p.click("[data-testid=tutorial-fold]");
      assert.equal(await p.locator("[data-testid=tutorial-step]").isVisible(), false);
      await p.click("[data-testid=tutorial-fold]");
      assert.ok(await p.locator("[data-testid=tutorial-step]").isVisible());
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a click on anything but the highlighted element is refused with a message and changes nothing", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await go(p, server.url, "#/learn/shikoku", "en");
      await p.click("[data-tutorial-target]");
      const step = await p.locator("[data-testid=tutorial-step]").innerText();
      // The card to play pulses for a few seconds, not without end (that keeps the browser drawing 60 frames a second).
      assert.equal(await p.locator("[data-tutorial-target]").first().evaluate((el) => getComputedStyle(el).animationName), "tutorial-pulse");
      assert.deepEqual(await endlessAnimations(p), []);
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
      const line = await p.locator("[data-testid=hint-text]").innerText();
      assert.match(line, /^The bot would play “Play card: region \d, \d pieces?”: it wins about \d+% of its games from here\.$/);
      const marked = p.locator("[data-testid=board-area] [data-hint]");
      assert.equal(await marked.count(), 1, "one element is marked");
      assert.ok(await marked.isEnabled(), "the marked card is a legal action");
      assert.equal(await marked.getAttribute("data-action"), "play");
      // The line names the marked card: its region.
      const region = await marked.locator(".card-region").innerText();
      assert.equal(line.match(/region (\d)/)[1], region, "the line names the marked card");
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

    it("on every board a hint rings a legal action and tags it \"bot's choice\"", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      for (const game of GAMES) {
        await startGame(p, server.url, game, game === "settlers" ? ["human", "normal", "normal"] : ["human", "normal"]);
        await p.waitForSelector("[data-testid=hint]:enabled", { timeout: 30000 });
        await p.click("[data-testid=hint]");
        await p.waitForSelector("[data-testid=hint-text]", { timeout: 20000 });
        const said = await p.locator("[data-testid=hint-text]").innerText();
        assert.match(said, /^The bot would play “(.+)”: (it wins about \d+% of its games from here|its search liked this move best)\.$/, game);
        const marked = p.locator("[data-testid=board-area] [data-hint]").first();
        await marked.waitFor({ state: "visible" });
        const enabled = await marked.evaluate((el) => !el.disabled && el.getAttribute("aria-disabled") !== "true");
        assert.ok(enabled, `${game}: the marked element is an enabled (legal) control`);
        const named = await marked.evaluate((el) => (el.dataset.moveName || el.getAttribute("aria-label") || el.textContent).replace(/\s+/g, " ").trim());
        const choice = said.match(/“(.+)”/)[1];
        if (game === "sekigahara" && /^(move|attack) /.test(choice)) {
          // A march or an attack is named whole (clan, units, from, to): the marked province is
          // where it starts.
          assert.ok(choice.includes(named.split(",")[0]), `${game}: "${choice}" names the marked "${named}"`);
          assert.match(choice, /^(move \d+ \S+ units? from \S+ to \S+|attack \S+ from \S+ with \d+ units?)$/);
        } else {
          assert.equal(choice, named, `${game}: the line names the marked control`);
        }
        const box = (l) => l.evaluate((el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; });
        // An SVG target gets a ring of its own around its drawn shape; an HTML control its outline.
        const svgRing = p.locator("[data-testid=hint-ring]");
        const isSvg = await marked.evaluate((el) => el instanceof SVGElement);
        assert.equal(await svgRing.count(), isSvg ? 1 : 0, `${game}: a ring for an SVG target`);
        const ringEl = isSvg ? svgRing : marked;
        const [ring, tag] = [await box(ringEl), await box(p.locator("[data-testid=hint-label]"))];
        assert.ok(tag, `${game}: the tag is shown`);
        assert.equal(await p.locator("[data-testid=hint-label]").innerText(), "bot's choice");
        // Just above the ring, or beside it (below, right, left) where above would cover the prompt.
        const gapX = Math.max(ring.x - (tag.x + tag.width), tag.x - (ring.x + ring.width));
        const gapY = Math.max(ring.y - (tag.y + tag.height), tag.y - (ring.y + ring.height));
        assert.ok((gapY >= -12 && gapY < 40 && gapX < 0) || (gapX >= -12 && gapX < 40 && gapY < 0), `${game}: the tag sits just beside the ring ${JSON.stringify([tag, ring])}`);
        const pulse = await ringEl.evaluate((el) => getComputedStyle(el).animationName);
        assert.match(pulse, /hint-pulse/, `${game}: the ring pulses`);
        // For a few seconds: a pulse without end keeps the browser drawing 60 frames a second.
        assert.deepEqual(await endlessAnimations(p), [], `${game}: no animation without end`);
        if (isSvg) {
          const [r, t] = [await box(svgRing), await box(marked)];
          assert.ok(r.x < t.x + t.width && r.x + r.width > t.x && r.y < t.y + t.height && r.y + r.height > t.y, `${game}: the ring is on the target`);
        }
        await shot(p, `hint-${game}-${name}`);
      }
      // Under reduced motion the ring stays still (base.css stops every animation). Firefox
      // here does not emulate the setting (the media query stays false), so only where it does.
      await p.emulateMedia({ reducedMotion: "reduce" });
      if (await p.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)) {
        for (const el of await p.locator("[data-testid=hint-ring], [data-testid=board-area] [data-hint]").all()) {
          assert.equal(await el.evaluate((e) => getComputedStyle(e).animationName), "none", "no pulse under reduced motion");
        }
      }
      await p.emulateMedia({ reducedMotion: "no-preference" });
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("the bot's choice tag follows a resize and a scroll and never covers the prompt (Tripoli, Persian)", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await p.setViewportSize({ width: 1280, height: 800 });
      await go(p, server.url, "#/", "fa");
      await startGame(p, server.url, "tripoli", ["human", "normal"]);
      await p.waitForSelector("[data-testid=hint]:enabled", { timeout: 30000 });
      await p.click("[data-testid=hint]");
      await p.waitForSelector("[data-testid=hint-label]", { timeout: 20000 });
      /** What is wrong with the tag: not touching what it marks (the ring, else the control), over
       *  the prompt's text or another of its controls, or out of the window. */
      const tagProblems = () => p.evaluate(() => {
        const box = (el) => el.getBoundingClientRect();
        const tag = box(document.querySelector("[data-testid=hint-label]"));
        const marked = document.querySelector("[data-testid=hint-ring]") ?? document.querySelector("[data-testid=board-area] [data-hint]");
        const t = box(marked);
        const out = [];
        const gapX = Math.max(t.left - tag.right, tag.left - t.right);
        const gapY = Math.max(t.top - tag.bottom, tag.top - t.bottom);
        // Beside it (kept in the window, it may overlap the target's edge a little).
        if (!((gapY >= -12 && gapY < 30 && gapX < 0) || (gapX >= -12 && gapX < 30 && gapY < 0))) out.push(`tag ${JSON.stringify([tag.left, tag.top, tag.right, tag.bottom].map(Math.round))} away from its target ${JSON.stringify([t.left, t.top, t.right, t.bottom].map(Math.round))}`);
        if (tag.left < 0 || tag.right > innerWidth) out.push("tag out of the window");
        // Above or below its target, the tag's arrow points into the target, even when the tag
        // was pushed sideways to stay in the window.
        const tagEl = document.querySelector("[data-testid=hint-label]");
        if (!tagEl.matches(".at-right, .at-left")) {
          const arrow = tag.left + parseFloat(getComputedStyle(tagEl, "::after").left) + 7;
          if (arrow < t.left || arrow > t.right) out.push(`arrow at ${Math.round(arrow)} outside its target ${Math.round(t.left)}–${Math.round(t.right)}`);
        }
        const marker = document.querySelector("[data-testid=board-area] [data-hint]");
        for (const el of document.querySelectorAll("[data-testid=prompt] :is(h1, h2, h3, h4, p, [data-testid=step], button, a, [role=button])")) {
          if (el.contains(marker) || marker.contains(el)) continue;
          const r = box(el);
          if (tag.left < r.right && r.left < tag.right && tag.top < r.bottom && r.top < tag.bottom) out.push(`tag over the prompt's "${el.textContent.trim().slice(0, 30)}"`);
        }
        return out;
      });
      assert.deepEqual(await tagProblems(), [], "at 1280×800");
      await p.setViewportSize({ width: 390, height: 844 });
      await p.waitForFunction(() => innerWidth === 390);
      await p.waitForTimeout(300);
      assert.deepEqual(await tagProblems(), [], "after a resize to 390×844");
      await p.evaluate(() => scrollBy(0, 40));
      await p.waitForTimeout(200);
      assert.deepEqual(await tagProblems(), [], "after a scroll");
      // Something above the board grows (as the log does when opened): no resize, no scroll.
      await p.evaluate(() => { document.querySelector("[data-testid=board-area]").style.marginTop = "90px"; });
      await p.waitForTimeout(200);
      assert.deepEqual(await tagProblems(), [], "after the board moved down");
      await p.evaluate(() => { document.querySelector("[data-testid=board-area]").style.marginTop = ""; });
      await p.screenshot({ path: path.join(ARTIFACTS, `hint-resized-tripoli-fa-${name}.png`) });
      await go(p, server.url, "#/", "en");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("in pass-and-play, hints are on only when every player agreed at the start, for whoever is to act", async () => {
      errors = [];
      const p = await page(browser.context, errors);
      await go(p, server.url, "#/", "en");
      await p.evaluate(() => localStorage.setItem("takhte.speed", "20"));
      await p.goto(server.url + "#/new/shikoku");
      await p.waitForSelector("[data-testid=start]");
      // One person against a bot: nothing to agree on.
      assert.equal(await p.locator("[data-testid=hints-agreed]").count(), 0);
      await p.selectOption("[data-testid=seat-1]", "human");
      const box = p.locator("[data-testid=hints-agreed]");
      assert.equal(await box.isChecked(), false, "off unless ticked");
      await box.check();
      await p.click("[data-testid=start]");
      await p.waitForSelector("[data-testid=play]");
      const save = await p.evaluate(() => JSON.parse(localStorage.getItem(`takhte.save.${location.hash.split("/").pop()}`)));
      assert.equal(save.hints, true, "the agreement is kept with the save");
      for (const seat of ["White", "Black"]) {
        if (await p.locator("[data-testid=curtain]").count()) await p.click("[data-testid=curtain-reveal]");
        await p.waitForSelector("[data-testid=hand] button[data-action=play]:enabled");
        assert.equal(await p.locator("[data-testid=hint-off]").count(), 0);
        await p.click("[data-testid=hint]");
        await p.waitForSelector("[data-testid=hint-text]", { timeout: 20000 });
        // The move alone: a card the other player just passed is named without its "New" tag.
        const said = await p.locator("[data-testid=hint-text]").innerText();
        assert.match(said, /“Play card: region \d, \d pieces?”/, `a hint for ${seat}, the seat to act`);
        assert.doesNotMatch(said, /New|just passed/, "the hint names the move, not the card's tag");
        // Black holds the card White just passed: its move name drops the tag the card's own name has.
        const passed = p.locator("[data-testid=hand] button.recent");
        if (seat === "Black") {
          assert.equal(await passed.count(), 1, "Black holds the card just passed");
          assert.match(await passed.getAttribute("aria-label"), /^New: Play card: region \d, \d pieces?\. just passed to you by White$/);
          assert.match(await passed.getAttribute("data-move-name"), /^Play card: region \d, \d pieces?$/);
        }
        const marked = p.locator("[data-testid=board-area] [data-hint]");
        assert.ok(await marked.isEnabled(), "the marked card is a legal action");
        await marked.click();
        // Then the pass: any card.
        await p.locator("[data-testid=hand] button[data-action=pass]:enabled").first().click();
      }
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
