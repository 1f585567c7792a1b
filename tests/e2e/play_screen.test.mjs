// The play screen's shared parts, for every game in every browser: "skip to my turn" (the bots
// move with no pause until a person must act, or to the end of an all-bot game), one log entry
// per bot turn that expands to its actions, a move made with the arrow keys and Enter alone,
// the sticky status bar, and no sideways scrolling of the shell at 360 px.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, open, page, shot, startGame, logLength, scrollsSideways, outOfView, BROWSERS } from "./harness.mjs";

/** Every game with the number of seats used here. */
const GAMES = [["shikoku", 2], ["port-royal", 2], ["settlers", 3], ["tripoli", 2], ["sekigahara", 2]];
/** A slow bot pace (ms between moves): skipping must beat it by far. */
const SLOW = 1500;
/** An enabled target of the board that a person can press. */
const ENABLED = "[data-testid=board-area] :is(button:not(:disabled), [role=button]:not([aria-disabled=true]))";

/** The actions of the game's record, read from its save. */
const recordActions = (p) => p.evaluate(() =>
  JSON.parse(localStorage.getItem("takhte.save." + location.hash.split("/").pop())).record.actions);

/** True once the viewer may act: some board target is enabled and no bot is to act. */
const viewerActs = (p) => p.waitForFunction((sel) => document.querySelector(sel)
  && !document.querySelector("[data-testid=skip-to-my-turn], [data-testid=skip-stop]"), ENABLED, { timeout: 60000 });

/** A description of the focused element: its testid, else its accessible name. */
const focused = (p) => p.evaluate(() => {
  const a = document.activeElement;
  return a && (a.getAttribute("data-testid") || a.getAttribute("aria-label") || a.tagName);
});

for (const name of BROWSERS) {
  describe(`The play screen in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    for (const [game, n] of GAMES) {
      it(`${game}: skip to my turn brings the viewer's turn at once, and a grouped turn expands`, async () => {
        const errors = [];
        const p = await page(browser.context, errors);
        // The person sits last, so the bots open the game.
        await p.setViewportSize({ width: 1280, height: 800 });
        await startGame(p, server.url, game, [...Array(n - 1).fill("heuristic"), "human"], { speed: SLOW });
        await p.waitForSelector("[data-testid=skip-to-my-turn]");
        const t0 = Date.now();
        await p.click("[data-testid=skip-to-my-turn]");
        await viewerActs(p);
        const elapsed = Date.now() - t0;
        const made = (await recordActions(p)).length;
        assert.ok(made >= 1, "the bots moved");
        assert.ok(elapsed < SLOW * made, `${made} bot moves in ${elapsed} ms, faster than one per ${SLOW} ms`);
        assert.equal(await p.locator("section.play[data-skipping]").count(), 0, "skipping ends at the viewer's turn");
        assert.equal(await p.locator("[data-testid=skip-to-my-turn]").count(), 0, "no skip while the viewer acts");
        assert.equal(await logLength(p), made, "the log still holds one line per action");
        // The page scrolled the prompt and the first control into view (a smooth scroll);
        // what a board still leaves out of view is printed for its owner.
        await p.waitForTimeout(800);
        const out = await outOfView(p);
        assert.ok(!out.includes("prompt step") || out.length > 1, "the prompt is in view unless the controls need the room");
        console.log(`# ${game} (${name}) at 1280×800, the viewer's turn: ${out.length} out of view${out.length ? ": " + out.slice(0, 4).join("; ") : ""}`);
        // A bot's run of two or more actions is one entry: its summary tells the turn in one
        // sentence (log_story.test.mjs checks what it says) and it opens to show every one.
        const turns = p.locator("[data-testid=log-turn]");
        if (await turns.count() > 0) {
          const turn = turns.last();
          const lines = await turn.locator("li").count();
          assert.ok(lines >= 2);
          const summary = await turn.locator("summary").innerText();
          assert.doesNotMatch(summary, / actions?: /, "a story, not a count");
          assert.ok(summary.length > 10, summary);
          assert.equal(await turn.locator("li").first().isVisible(), false, "closed at first");
          await turn.locator("summary").click();
          assert.equal(await turn.locator("li").first().isVisible(), true, "opened by its summary");
        }
        await shot(p, `play-skipped-${game}-${name}`);
        await p.setViewportSize({ width: 1200, height: 900 });
        assert.deepEqual(errors, []);
        await p.close();
      });

      it(`${game}: with bots in every seat, skipping plays to the end`, async () => {
        const errors = [];
        const p = await page(browser.context, errors);
        await startGame(p, server.url, game, Array(n).fill("heuristic"), { speed: SLOW });
        await p.click("[data-testid=skip-to-my-turn]");
        await p.waitForSelector("[data-testid=game-over]", { timeout: 240000 });
        assert.equal(await p.locator("[data-testid=skip-to-my-turn], [data-testid=skip-stop]").count(), 0);
        assert.equal(await p.locator("section.play[data-skipping]").count(), 0);
        assert.equal(await logLength(p), (await recordActions(p)).length);
        assert.ok(await p.locator("[data-testid=log-turn]").count() >= 1, "bot turns are grouped in the log");
        assert.deepEqual(errors, []);
        await p.close();
      });

      it(`${game}: one move with the arrow keys and Enter alone; the Tab presses to reach a move`, async () => {
        const errors = [];
        const p = await page(browser.context, errors);
        await startGame(p, server.url, game, ["human", ...Array(n - 1).fill("heuristic")], { speed: 20 });
        await viewerActs(p);
        const saved = await p.evaluate(() => {
          const key = "takhte.save." + location.hash.split("/").pop();
          return [key, localStorage.getItem(key)];
        });
        const before = (await recordActions(p)).length;

        // Tab presses from the top of the page to the first enabled target of the board.
        await p.reload();
        await viewerActs(p);
        let tabs = 0;
        while (tabs < 400 && !await p.evaluate((sel) => [...document.querySelectorAll(sel)].includes(document.activeElement), ENABLED)) {
          await p.keyboard.press("Tab");
          tabs++;
        }
        console.log(`# ${game} (${name}): ${tabs} Tab presses from the top to the first move (${await focused(p)})`);

        // The keyboard alone: the skip link (the first Tab stop) to the board, then arrows.
        await p.reload();
        await viewerActs(p);
        await p.keyboard.press("Tab");
        assert.equal(await focused(p), "skip-link");
        await p.keyboard.press("Enter");
        assert.equal(await focused(p), "board-area");
        // Walk with the arrows and press an enabled target; when a press opens a choice
        // without acting (Sekigahara's orders), prefer the targets that the choice brought.
        const enabledNow = () => p.evaluate((sel) => [...document.querySelectorAll(sel)]
          .filter((a) => !a.checkVisibility || a.checkVisibility())
          .map((a) => a.getAttribute("data-testid") || a.getAttribute("aria-label") || a.tagName), ENABLED);
        const pressed = [];
        let fresh = null;
        const seen = new Set(["board-area"]);
        let stuck = 0;
        for (let keys = 0; keys < 120 && (await recordActions(p)).length === before; keys++) {
          const here = await focused(p);
          seen.add(here);
          const enabled = await enabledNow();
          const undoes = /clear|cancel/i.test(here);
          if (enabled.includes(here) && !pressed.includes(here) && (!fresh || fresh.has(here)) && !undoes) {
            pressed.push(here);
            await p.keyboard.press("Enter");
            await p.waitForTimeout(150);
            fresh = new Set((await enabledNow()).filter((t) => !enabled.includes(t)));
            seen.clear();
            continue;
          }
          // Walk on: the first arrow that reaches a target not seen yet, else an end.
          let moved = false;
          // (After each time the walk got stuck, it tries the arrows in another order.)
          const arrows = ["ArrowDown", "ArrowRight", "ArrowLeft", "ArrowUp"];
          for (const key of [...arrows.slice(stuck % 4), ...arrows.slice(0, stuck % 4)]) {
            await p.keyboard.press(key);
            if (!seen.has(await focused(p))) { moved = true; break; }
          }
          if (!moved) {
            // Nothing new in reach: any enabled target will do now, from an end; where the ends
            // lead back to ground already walked (Sekigahara's map, whose arrows also reach the
            // hand), the walk starts afresh with the arrows in another order.
            fresh = null;
            stuck++;
            if (stuck > 2) seen.clear();
            await p.keyboard.press(keys % 2 ? "Home" : "End");
          }
        }
        const after = await recordActions(p);
        assert.equal(after.length, before + 1, `one action made with the keyboard (pressed ${pressed.join(", ")})`);
        const byKeys = after[before];
        // The same targets pressed with the mouse, from the same position, make the same action.
        await p.evaluate(([k, v]) => localStorage.setItem(k, v), saved);
        await p.reload();
        await viewerActs(p);
        for (const target of pressed) {
          const el = p.locator(`[data-testid="${target}"], [aria-label="${target}"]`).first();
          await el.click();
        }
        await p.waitForFunction((n) => JSON.parse(localStorage.getItem("takhte.save." + location.hash.split("/").pop())).record.actions.length > n, before);
        assert.deepEqual((await recordActions(p))[before], byKeys, "the keyboard's move is the pressed target's");
        assert.deepEqual(errors, []);
        await p.close();
      });

      it(`${game}: the status bar stays in view when the page scrolls; no sideways scroll at 360 px`, async () => {
        const errors = [];
        const p = await page(browser.context, errors);
        await startGame(p, server.url, game, ["human", ...Array(n - 1).fill("heuristic")], { speed: 20 });
        await viewerActs(p);
        for (const [w, h] of [[1280, 800], [360, 740]]) {
          await p.setViewportSize({ width: w, height: h });
          await p.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await p.waitForTimeout(100);
          const bar = await p.evaluate(() => {
            const r = document.querySelector("[data-testid=turn]").getBoundingClientRect();
            const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return { top: r.top, bottom: r.bottom, scrolled: window.scrollY, shown: !!at?.closest(".play-bar") };
          });
          if (bar.scrolled > 0) {
            assert.ok(bar.top >= 0 && bar.bottom <= h, `the turn bar is in view at ${w}px: ${JSON.stringify(bar)}`);
            assert.ok(bar.shown, "nothing covers the turn bar");
          }
        }
        // 360 px: the shell's own parts fit, and so does the board (its widest parts are named).
        const wide = await p.evaluate(() => [".topbar", ".play-bar", ".side", ".board-area"]
          .flatMap((s) => [...document.querySelectorAll(s)])
          .filter((e) => { const r = e.getBoundingClientRect(); return r.left < -1 || r.right > innerWidth + 1; })
          .map((e) => e.className));
        assert.deepEqual(wide, [], "the top bar, status bar, board frame and side panel fit in 360 px");
        if (await scrollsSideways(p)) {
          const culprit = await p.evaluate(() => [...document.querySelectorAll("[data-testid=board-area] *")]
            .filter((e) => e.getBoundingClientRect().right > innerWidth + 1).slice(0, 3)
            .map((e) => e.getAttribute("data-testid") || e.tagName));
          assert.fail(`${game}: the board scrolls sideways at 360 px: ${culprit.join(", ")}`);
        }
        await shot(p, `play-360-${game}-${name}`);
        await p.setViewportSize({ width: 1200, height: 900 });
        assert.deepEqual(errors, []);
        await p.close();
      });
    }

    it("a choice that opens controls without acting scrolls the first of them into view (Sekigahara's orders)", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await p.setViewportSize({ width: 1280, height: 800 });
      await startGame(p, server.url, "sekigahara", ["human", "heuristic"], { speed: 20 });
      await viewerActs(p);
      const enabled = () => p.evaluate((sel) => [...document.querySelectorAll(sel)]
        .filter((a) => a.checkVisibility()).map((a) => a.getAttribute("data-testid")), ENABLED);
      const before = await enabled();
      await p.evaluate(() => window.scrollTo(0, 0));
      await p.click("[data-testid^=province-][data-source=true]");
      await p.waitForTimeout(900);
      const opened = (await enabled()).filter((t) => !before.includes(t));
      assert.ok(opened.length > 0, "the choice opened controls");
      const box = await p.locator(`[data-testid="${opened[0]}"]`).boundingBox();
      assert.ok(box.y >= 0 && box.y + box.height <= 800, `${opened[0]} is in view: ${JSON.stringify(box)}`);
      await p.setViewportSize({ width: 1200, height: 900 });
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("Stop and Escape end a skip; the search bots still think in the worker while skipping", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      // Tripoli's expert bots think for most of a second on every move (in the worker), which
      // leaves time to stop.
      await startGame(p, server.url, "tripoli", ["hard", "hard"], { speed: SLOW });
      for (const stop of ["Enter", "Escape"]) {
        // The skip button keeps the focus as it turns into Stop.
        await p.click("[data-testid=skip-to-my-turn]");
        await p.waitForSelector("section.play[data-skipping]");
        await p.waitForSelector("[data-testid=thinking]");
        assert.equal(await focused(p), "skip-stop");
        await p.keyboard.press(stop);
        await p.waitForSelector("[data-testid=skip-to-my-turn]");
        assert.equal(await p.locator("section.play[data-skipping]").count(), 0, `${stop} ends the skip`);
      }
      const stopped = await logLength(p);
      await p.waitForTimeout(SLOW / 2);
      assert.ok(await logLength(p) <= stopped + 1, "the bots are back to their pace");
      assert.equal(await p.locator("[data-testid=game-over]").count(), 0);
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
