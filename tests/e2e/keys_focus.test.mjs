// The keyboard's focus after a move (issue 46, item 10), in every game: after each of several
// moves made with the arrow keys and Enter alone, the focus is on a visible, enabled control
// (the board's next target, or a play control while the bots move), never on the page; and no
// Tab stop of the play screen is invisible.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, open, page, shot, startGame, BROWSERS } from "./harness.mjs";

const GAMES = [["shikoku", 2], ["port-royal", 2], ["settlers", 3], ["tripoli", 2], ["sekigahara", 2]];
/** An enabled target of the board that a person can press. */
const ENABLED = "[data-testid=board-area] :is(button:not(:disabled), [role=button]:not([aria-disabled=true]))";
/** The moves made with the keyboard in each game. */
const MOVES = 3;

const recordLength = (p) => p.evaluate(() =>
  JSON.parse(localStorage.getItem("takhte.save." + location.hash.split("/").pop())).record.actions.length);

/** True once the viewer may act (a target is enabled and no bot is to act) or the game is over. */
const settled = (p) => p.waitForFunction((sel) => document.querySelector("[data-testid=game-over]")
  || (document.querySelector(sel) && !document.querySelector("[data-testid=skip-to-my-turn], [data-testid=skip-stop]")),
ENABLED, { timeout: 60000 });

/** What the focus is on, and whether it is a visible, enabled control. */
const focusState = (p) => p.evaluate(() => {
  const a = document.activeElement;
  if (!a || a === document.body || a === document.documentElement) return { ok: false, what: a ? a.tagName : "nothing" };
  const r = a.getBoundingClientRect();
  const visible = r.width > 0 && r.height > 0 && (!a.checkVisibility || a.checkVisibility());
  const enabled = !a.disabled && a.getAttribute("aria-disabled") !== "true" && !a.closest("[inert]");
  const control = a.matches("button, select, input, textarea, a[href], summary, [role=button]");
  const what = a.getAttribute("data-testid") || a.getAttribute("aria-label") || a.tagName;
  return { ok: visible && enabled && control, what, visible, enabled, control };
});

/** Waits (briefly: the page moves it within a frame or two) until the focus is on a good
 *  control, then asserts that it is. */
async function focusSettles(p, when) {
  try {
    await p.waitForFunction(() => {
      const a = document.activeElement;
      if (!a || a === document.body || a === document.documentElement) return false;
      const r = a.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && (!a.checkVisibility || a.checkVisibility())
        && !a.disabled && a.getAttribute("aria-disabled") !== "true" && !a.closest("[inert]")
        && a.matches("button, select, input, textarea, a[href], summary, [role=button]");
    }, null, { timeout: 5000 });
  } catch { /* reported below */ }
  const state = await focusState(p);
  assert.ok(state.ok, `${when}: the focus is on ${JSON.stringify(state)}`);
  return state.what;
}

const focused = (p) => p.evaluate(() => {
  const a = document.activeElement;
  return a && (a.getAttribute("data-testid") || a.getAttribute("aria-label") || a.tagName);
});

/** Makes one move with the arrow keys and Enter, from where the focus is (into the board first
 *  if it is elsewhere, as the skip link would). Returns the targets pressed. */
async function keyMove(p) {
  const before = await recordLength(p);
  if (!await p.evaluate(() => document.querySelector("[data-testid=board-area]").contains(document.activeElement))) {
    await p.evaluate(() => document.querySelector("[data-testid=board-area]").focus());
  }
  const enabledNow = () => p.evaluate((sel) => [...document.querySelectorAll(sel)]
    .filter((a) => !a.checkVisibility || a.checkVisibility())
    .map((a) => a.getAttribute("data-testid") || a.getAttribute("aria-label") || a.tagName), ENABLED);
  const pressed = [];
  let fresh = null;
  const seen = new Set(["board-area"]);
  let stuck = 0;
  for (let keys = 0; keys < 150 && (await recordLength(p)) === before; keys++) {
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
    let moved = false;
    const arrows = ["ArrowDown", "ArrowRight", "ArrowLeft", "ArrowUp"];
    for (const key of [...arrows.slice(stuck % 4), ...arrows.slice(0, stuck % 4)]) {
      await p.keyboard.press(key);
      if (!seen.has(await focused(p))) { moved = true; break; }
    }
    if (!moved) {
      fresh = null;
      stuck++;
      if (stuck > 2) seen.clear();
      if (!await p.evaluate(() => document.querySelector("[data-testid=board-area]").contains(document.activeElement))) {
        await p.evaluate(() => document.querySelector("[data-testid=board-area]").focus());
      }
      await p.keyboard.press(keys % 2 ? "Home" : "End");
    }
  }
  assert.ok(await recordLength(p) > before, `a move made with the keyboard (pressed ${pressed.join(", ")})`);
  return pressed;
}

for (const name of BROWSERS) {
  describe(`Focus after keyboard moves in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    for (const [game, n] of GAMES) {
      it(`${game}: after each of ${MOVES} keyboard moves the focus is on a visible, enabled control`, async () => {
        const errors = [];
        const p = await page(browser.context, errors);
        await p.setViewportSize({ width: 1280, height: 800 });
        await startGame(p, server.url, game, ["human", ...Array(n - 1).fill("heuristic")], { speed: 20 });
        await settled(p);
        const landed = [];
        for (let m = 0; m < MOVES; m++) {
          if (await p.locator("[data-testid=game-over]").count()) break;
          const pressed = await keyMove(p);
          landed.push(`${pressed.at(-1)} → ${await focusSettles(p, `${game} move ${m + 1}, just after`)}`);
          await settled(p);
          landed.push(`(turn again) ${await focusSettles(p, `${game} move ${m + 1}, once the viewer acts again`)}`);
        }
        console.log(`# ${game} (${name}): ${landed.join("; ")}`);
        await shot(p, `keys-focus-${game}-${name}`);
        assert.deepEqual(errors, []);
        await p.close();
      });

      it(`${game}: every Tab stop of the play screen is visible`, async () => {
        const errors = [];
        const p = await page(browser.context, errors);
        await startGame(p, server.url, game, ["human", ...Array(n - 1).fill("heuristic")], { speed: 20 });
        await settled(p);
        const stops = [];
        const hidden = [];
        for (let i = 0; i < 80; i++) {
          await p.keyboard.press("Tab");
          const s = await p.evaluate(() => {
            const a = document.activeElement;
            if (!a || a === document.body) return null;
            const r = a.getBoundingClientRect();
            const what = a.getAttribute("data-testid") || a.getAttribute("aria-label") || a.tagName;
            return { what, visible: r.width > 0 && r.height > 0 && (!a.checkVisibility || a.checkVisibility({ visibilityProperty: true })) };
          });
          if (!s) continue;
          if (stops.length && s.what === stops[0]) break;
          stops.push(s.what);
          if (!s.visible) hidden.push(s.what);
        }
        assert.ok(stops.length > 5, `Tab reached ${stops.length} stops`);
        assert.deepEqual(hidden, [], `invisible Tab stops among ${stops.join(", ")}`);
        assert.deepEqual(errors, []);
        await p.close();
      });
    }
  });
}
