// Updating end to end, in every browser (issue 42): two builds served one after the other from
// one origin. Build A's service worker controls the page and a game is under way; then build B
// (the same files, a marker in index.html and so another cache name in sw.js, as
// scripts/write_sw.py makes it from the contents) is served. The new worker waits: the page
// says "A new version of Takhte is ready", reloads nothing by itself, and Reload switches to B
// and reopens the same game at the same position. Screenshots of the bar go to /tmp/shots-42.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, open, page, startGame, logLength, axeViolations, BROWSERS, DIST } from "./harness.mjs";

const SHOTS = process.env.TAKHTE_SHOTS || "/tmp/shots-42";
fs.mkdirSync(SHOTS, { recursive: true });

/** A copy of the build with a marker in its page and another cache name: "build B". */
function buildB() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "takhte-build-b-"));
  fs.cpSync(DIST, dir, { recursive: true });
  const index = path.join(dir, "index.html");
  fs.writeFileSync(index, fs.readFileSync(index, "utf8").replace("<head>", "<head>\n    <meta name=\"takhte-build\" content=\"B\" />"));
  const sw = path.join(dir, "sw.js");
  const text = fs.readFileSync(sw, "utf8");
  assert.match(text, /const CACHE = "takhte-[0-9a-f]+";/);
  fs.writeFileSync(sw, text.replace(/const CACHE = "takhte-([0-9a-f]+)";/, 'const CACHE = "takhte-$1b";'));
  return dir;
}

const build = (p) => p.evaluate(() => document.querySelector("meta[name=takhte-build]")?.content ?? "A");

for (const name of BROWSERS) {
  describe(`Updating in ${name}`, () => {
    let browser, dirB;
    before(async () => { browser = await open(name); dirB = buildB(); });
    after(async () => { await browser.close(); fs.rmSync(dirB, { recursive: true, force: true }); });

    it("a new version waits, the bar offers Reload, and Reload reopens the same game", async () => {
      let dir = DIST;
      const server = await serve(() => dir);
      const errors = [];
      const p = await page(browser.context, errors);
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=game-shikoku]");
      await p.evaluate(() => navigator.serviceWorker.ready);
      await p.reload();
      await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await startGame(p, server.url, "shikoku", ["human", "heuristic"], { speed: 20 });
      const id = p.url().split("/").pop();
      const play = () => p.locator("[data-testid=hand] button[data-action]:enabled").first();
      await play().click();
      await play().waitFor();
      await p.waitForTimeout(300);
      const before = await logLength(p);
      const hand = await p.locator("[data-testid=hand] button").evaluateAll((bs) => bs.map((b) => b.dataset.testid));
      assert.equal(await build(p), "A");
      // Build B goes up; the page looks for it (as it does when the tab comes back to the front).
      dir = dirB;
      await p.evaluate(() => { window.__sameDocument = true; });
      await p.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
      await p.waitForSelector("[data-testid=update-bar]");
      assert.match(await p.locator("[data-testid=update-bar]").innerText(), /A new version of Takhte is ready/);
      // Nothing reloads by itself, and the page still runs build A's code and game.
      await p.waitForTimeout(1500);
      assert.equal(await p.evaluate(() => window.__sameDocument), true, "no reload by itself");
      assert.equal(await build(p), "A");
      assert.equal(await p.evaluate(() => !!navigator.serviceWorker.controller && navigator.serviceWorker.controller.scriptURL.endsWith("sw.js")), true);
      assert.equal(await p.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r.waiting)), true, "the new worker waits");
      assert.deepEqual(await axeViolations(p), [], "no serious axe finding with the bar");
      for (const lang of ["en", "fa"]) {
        if (lang === "fa") {
          await p.selectOption("[data-testid=language]", "fa");
          await p.waitForFunction(() => document.documentElement.lang === "fa");
          assert.match(await p.locator("[data-testid=update-bar]").innerText(), /نسخهٔ تازه/);
        }
        for (const [w, h] of [[1280, 800], [390, 844]]) {
          await p.setViewportSize({ width: w, height: h });
          await p.evaluate(() => window.scrollTo(0, 0));
          await p.waitForTimeout(100);
          await p.screenshot({ path: path.join(SHOTS, `update-bar-${lang}-${name}-${w}.png`) });
        }
      }
      await p.selectOption("[data-testid=language]", "en");
      await p.waitForFunction(() => document.documentElement.lang === "en");
      await p.setViewportSize({ width: 1200, height: 900 });
      // Home shows the bar too (the first load's shell has it).
      // Reload: build B takes over and the same game opens at the same position.
      await Promise.all([p.waitForEvent("load"), p.click("[data-testid=update-reload]")]);
      await p.waitForSelector("[data-testid=hand]");
      assert.equal(await build(p), "B");
      assert.equal(await p.evaluate(() => window.__sameDocument), undefined);
      assert.equal(p.url().split("#")[1], `/play/${id}`);
      assert.equal(await logLength(p), before);
      assert.deepEqual(await p.locator("[data-testid=hand] button").evaluateAll((bs) => bs.map((b) => b.dataset.testid)), hand);
      assert.equal(await p.locator("[data-testid=update-bar]").count(), 0);
      await play().click();
      await p.waitForFunction((n) => document.querySelectorAll("[data-testid=log] li").length > n, before);
      // The first load's home screen shows the bar as well when a version waits.
      dir = DIST;
      await p.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
      await p.goto(server.url + "#/");
      await p.reload();
      await p.waitForSelector("[data-testid=game-shikoku]");
      await p.waitForSelector("[data-testid=update-bar]");
      await p.click("[data-testid=update-dismiss]");
      await p.waitForSelector("[data-testid=update-bar]", { state: "detached" });
      await p.evaluate(() => localStorage.clear());
      await p.close();
      await server.close();
      assert.deepEqual(errors, []);
    });
  });
}
