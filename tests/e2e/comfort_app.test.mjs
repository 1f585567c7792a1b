// The comforts of an app (issue 46): leaving a game at once throws nothing; the screen stays
// awake during a pass-and-play game (Screen Wake Lock, let go when hidden or left, and quietly
// absent where a browser lacks it); the manifest's shortcuts open the last game and the list of
// games; a dark theme follows the system, with a System/Light/Dark switch kept on the device,
// its text contrast checked by axe; saved games come first on the phone's home screen.
// Screenshots at 390×844 in the dark theme, English and Persian, go to tests/e2e/artifacts.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { serve, open, page, shot, startGame, axeByPlace, DIST, BROWSERS } from "./harness.mjs";

/** A Screen Wake Lock that counts what the page asks of it, in place of the browser's (headless
 *  browsers refuse or lack it), or none at all with `absent`. */
function fakeWakeLock({ absent = false } = {}) {
  return `(() => {
    const w = window.__wake = { requests: 0, releases: 0, held: 0 };
    const api = ${absent} ? undefined : {
      request: async (type) => {
        if (type !== "screen") throw new TypeError("screen only");
        w.requests++; w.held++;
        const lock = { released: false, type,
          release: async () => { if (!lock.released) { lock.released = true; w.releases++; w.held--; } } };
        return lock;
      },
    };
    Object.defineProperty(Navigator.prototype, "wakeLock", { configurable: true, get: () => api });
  })();`;
}

/** Pretends the page was hidden (`hidden` true) or shown again, as switching apps does. */
async function setHidden(p, hidden) {
  await p.evaluate((hidden) => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

/** The relative luminance of a CSS colour "rgb(r, g, b)". */
function luminance(css) {
  const [r, g, b] = css.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The page's background colour (the root's, as painted). */
async function background(p) {
  return p.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

for (const name of BROWSERS) {
  describe(`Comforts of an app in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("leaving a game within a few ms of opening it, five times, throws nothing", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      // A search bot, so that opening the game starts the bot worker.
      await startGame(p, server.url, "shikoku", ["human", "normal"], { speed: 700 });
      const game = p.url().split("#")[1];
      for (const wait of [10, 30, 50, 70, 90]) {
        await p.goto(server.url + "#/");
        await p.waitForSelector("[data-testid=save-list]");
        await p.evaluate(({ game, wait }) => {
          window.__left = false;
          location.hash = game;
          const back = () => { location.hash = "#/"; window.__left = true; };
          // Leave `wait` ms after the play screen shows.
          new MutationObserver((_, o) => {
            if (document.querySelector("[data-testid=play]")) { o.disconnect(); setTimeout(back, wait); }
          }).observe(document.body, { childList: true, subtree: true });
        }, { game, wait });
        await p.waitForFunction(() => window.__left);
        await p.waitForSelector("[data-testid=save-list]");
        // Long enough for a worker's first message (Ready) to arrive.
        await p.waitForTimeout(1500);
      }
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("the screen stays awake during a pass-and-play game, not when hidden, left or against a bot", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await p.addInitScript(fakeWakeLock());
      await startGame(p, server.url, "shikoku", ["human", "heuristic"]);
      await p.waitForTimeout(500);
      assert.equal(await p.evaluate(() => window.__wake.requests), 0, "one person against a bot: no lock");
      await startGame(p, server.url, "shikoku", ["human", "human"]);
      await p.waitForFunction(() => window.__wake.held === 1);
      await setHidden(p, true);
      await p.waitForFunction(() => window.__wake.held === 0);
      await setHidden(p, false);
      await p.waitForFunction(() => window.__wake.held === 1 && window.__wake.requests === 2);
      await p.evaluate(() => { location.hash = "#/"; });
      await p.waitForSelector("[data-testid=save-list]");
      await p.waitForFunction(() => window.__wake.held === 0);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("without a Screen Wake Lock (as in older WebKit) a pass-and-play game opens quietly", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await p.addInitScript(fakeWakeLock({ absent: true }));
      await startGame(p, server.url, "tripoli", ["human", "human"]);
      await p.waitForSelector("[data-testid=board-area]");
      await setHidden(p, true);
      await setHidden(p, false);
      await p.waitForTimeout(300);
      assert.equal(await p.evaluate(() => window.__wake.requests), 0);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("the manifest's shortcuts open the last game and the list of games", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      const manifest = JSON.parse(fs.readFileSync(path.join(DIST, "manifest.webmanifest"), "utf8"));
      const url = (label) => new URL(manifest.shortcuts.find((s) => s.name === label).url, server.url).href;
      // A shortcut starts the app afresh: a new load, not a change of the address's hash.
      // (The page is left only once loaded: Firefox reports an icon fetch that leaving cut short
      // as an error of the service worker.)
      const launch = async (label) => {
        await p.waitForLoadState("load");
        await p.waitForTimeout(300);
        await p.goto("about:blank");
        await p.goto(url(label));
        await p.waitForLoadState("load");
      };
      assert.deepEqual(manifest.shortcuts.map((s) => s.name), ["Resume the last game", "New game"]);
      for (const s of manifest.shortcuts) {
        assert.ok(s.icons.every((i) => fs.existsSync(path.join(DIST, i.src))), `${s.name}: its icon is built`);
      }
      // No game yet: "Resume" opens the home screen.
      await p.goto(server.url + "#/");
      await p.evaluate(() => localStorage.clear());
      await launch("Resume the last game");
      await p.waitForSelector("[data-testid=no-saves]");
      await p.waitForFunction(() => location.hash === "#/");
      // Two games, the second played last: "Resume" opens it.
      await startGame(p, server.url, "tripoli", ["human", "heuristic"]);
      await startGame(p, server.url, "shikoku", ["human", "heuristic"]);
      const last = p.url().split("#")[1];
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=save-list]");
      await launch("Resume the last game");
      await p.waitForSelector("[data-testid=play][data-game=shikoku]");
      assert.equal(new URL(p.url()).hash, `#${last}`);
      // "New game": the list of games, its heading focused.
      await launch("New game");
      await p.waitForFunction(() => document.activeElement?.dataset.testid === "games-heading");
      assert.equal(new URL(p.url()).hash, "#/");
      assert.ok(await p.locator("[data-testid=games-heading]").isVisible());
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("on a phone, saved games come first on the home screen", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await p.setViewportSize({ width: 390, height: 844 });
      await startGame(p, server.url, "port-royal", ["human", "heuristic"]);
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=save-list]");
      const top = await p.locator("[data-testid=save-list] li").first().evaluate((el) => el.getBoundingClientRect().top);
      assert.ok(top < 844, `the first saved game starts ${Math.round(top)} px down, within the first screen`);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a dark theme follows the system, with a switch kept on the device; its text passes axe's contrast check", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await p.setViewportSize({ width: 390, height: 844 });
      await p.emulateMedia({ colorScheme: "dark" });
      await p.goto(server.url + "#/");
      await p.evaluate(() => { localStorage.removeItem("takhte.theme"); localStorage.setItem("takhte.lang", "en"); });
      await p.reload();
      await p.waitForSelector("[data-testid=theme]");
      assert.equal(await p.inputValue("[data-testid=theme]"), "", "System by default");
      assert.deepEqual(await p.locator("[data-testid=theme] option").allInnerTexts(), ["As the system", "Light", "Dark"]);
      assert.match(await p.locator(".theme-switch").innerText(), /^Theme/);
      // Firefox driven through WebDriver BiDi does not emulate the colour scheme; there the
      // system's light scheme stands, and only the switch is checked.
      if (await p.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)) {
        assert.ok(luminance(await background(p)) < 0.05, "dark by the system");
      } else {
        assert.equal(name, "firefox", "only Firefox under BiDi cannot emulate a dark system");
      }
      await p.selectOption("[data-testid=theme]", "light");
      assert.ok(luminance(await background(p)) > 0.8, "light by choice");
      await p.reload();
      await p.waitForSelector("[data-testid=theme]");
      assert.equal(await p.inputValue("[data-testid=theme]"), "light", "the choice is kept");
      assert.ok(luminance(await background(p)) > 0.8);
      await p.selectOption("[data-testid=theme]", "dark");
      await p.emulateMedia({ colorScheme: "light" });
      assert.ok(luminance(await background(p)) < 0.05, "dark by choice on a light system");
      // Contrast, in the dark theme: the home screen, a game in play, and Persian.
      const contrast = (places) => places.shell.filter((v) => v.startsWith("color-contrast"));
      await startGame(p, server.url, "port-royal", ["human", "heuristic"]);
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=save-list]");
      assert.deepEqual(contrast(await axeByPlace(p)), [], "home");
      await shot(p, `comfort-dark-home-en-${name}`);
      await p.goto(server.url + "#/");
      await p.locator("[data-testid^=resume-]").first().click();
      await p.waitForSelector("[data-testid=play]");
      await p.waitForSelector("[data-testid=draw]:enabled");
      const play = await axeByPlace(p);
      assert.deepEqual(contrast(play), [], "play screen");
      await shot(p, `comfort-dark-play-en-${name}`);
      await p.evaluate(() => localStorage.setItem("takhte.lang", "fa"));
      await p.goto(server.url + "#/");
      await p.reload();
      await p.waitForSelector("html[lang=fa]");
      await p.waitForSelector("[data-testid=save-list]");
      assert.deepEqual(contrast(await axeByPlace(p)), [], "home in Persian");
      await shot(p, `comfort-dark-home-fa-${name}`);
      await p.locator("[data-testid^=resume-]").first().click();
      await p.waitForSelector("[data-testid=draw]:enabled");
      await shot(p, `comfort-dark-play-fa-${name}`);
      await p.evaluate(() => { localStorage.setItem("takhte.lang", "en"); localStorage.removeItem("takhte.theme"); });
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
