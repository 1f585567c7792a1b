// The app around the games, in every browser: offline play, languages and direction, links
// that are malformed or tampered, corrupt saves, a full storage quota, share and replay links.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { serve, open, page, shot, startGame, startFromLink, logLength, buildWithout, axeViolations, BROWSERS, ARTIFACTS, DIST } from "./harness.mjs";

for (const name of BROWSERS) {
  describe(`The app in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("loads and plays with the server stopped once the service worker controls the page", async () => {
      const own = await serve();
      const errors = [];
      const p = await page(browser.context, errors);
      await p.goto(own.url);
      await p.waitForSelector("[data-testid=game-shikoku]");
      await p.evaluate(() => navigator.serviceWorker.ready);
      await p.reload();
      await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await own.close();
      await p.reload();
      await p.waitForSelector("[data-testid=game-shikoku]");
      await p.click("[data-testid=new-shikoku]");
      await p.fill("[data-testid=seed]", "1");
      await p.selectOption("[data-testid=new-share-link-kind]", "challenge");
      await startFromLink(p, await p.inputValue("[data-testid=new-share-link]"), ["human", "heuristic"]);
      await p.locator("[data-testid=hand] button[data-action=play]:enabled").first().click();
      assert.equal(await logLength(p), 1);
      await shot(p, `offline-${name}`);
      await p.close();
    });

    it("the first load is the home screen alone, at most 300 KB gzip; leaving home loads the rest", async () => {
      const own = await serve(); // a new origin: no service worker has cached anything yet
      const errors = [];
      const p = await page(browser.context, errors);
      await p.goto(own.url);
      await p.waitForSelector("[data-testid=game-shikoku]");
      const fetched = () => p.evaluate(() => performance.getEntriesByType("resource")
        .map((e) => new URL(e.name).pathname.split("/").pop()));
      const first = (await fetched()).filter((f) => /\.(js|wasm|css)$/.test(f));
      assert.ok(first.some((f) => f.endsWith("_bg.wasm")), `the home screen's wasm: ${first}`);
      assert.ok(!first.some((f) => f.startsWith("takhte-app")), `not the whole app yet: ${first}`);
      const gzip = (f) => zlib.gzipSync(fs.readFileSync(path.join(DIST, f)), { level: 9 }).length;
      const total = ["index.html", ...new Set(first)].reduce((sum, f) => sum + gzip(f), 0);
      console.log(`first load (${name}): ${total} B gzip in ${first.length + 1} files`);
      assert.ok(total <= 300_000, `first load ${total} B gzip`);
      // The first load carries only the home screen's English: none of its texts is a raw key.
      const texts = await p.evaluate(() => [document.body.innerText,
        ...[...document.querySelectorAll("[aria-label]")].map((e) => e.getAttribute("aria-label"))].join("\n"));
      assert.doesNotMatch(texts, /\b[a-z_]+\.[a-z_]+\b/, "a message missing from the first load's catalogue");
      await p.click("[data-testid=new-shikoku]");
      await p.waitForSelector("[data-testid=start]");
      assert.ok((await fetched()).includes("takhte-app_bg.wasm"));
      assert.equal(await p.locator("[data-testid=home-link]").count(), 1, "one top bar: the home screen is gone");
      await p.click("[data-testid=home-link]");
      await p.waitForSelector("[data-testid=game-shikoku]");
      assert.deepEqual(errors, []);
      await p.close();
      await own.close();
    });

    it("once the service worker controls the page, a pointer on a link compiles the app ahead; following it fetches nothing", async () => {
      const errors = [];
      const warnings = [];
      const p = await page(browser.context, errors);
      p.on("console", (m) => { if (m.type() === "warning") warnings.push(m.text()); });
      const appWasm = () => p.evaluate(() => performance.getEntriesByType("resource")
        .filter((e) => e.name.endsWith("/takhte-app_bg.wasm")).length);
      // With no worker in control nothing is fetched ahead (it would be a second download): a
      // copy of the build without its worker.
      const dir = buildWithout("sw.js", ".no-worker-");
      const bare = await serve(dir);
      await p.goto(bare.url);
      await p.waitForSelector("[data-testid=game-shikoku]");
      await p.hover("[data-testid=new-shikoku]");
      await p.waitForTimeout(500);
      assert.equal(await appWasm(), 0, "not fetched ahead without the worker's cache");
      await bare.close();
      fs.rmSync(dir, { recursive: true, force: true });
      errors.length = 0; // the missing worker's own message
      const own = await serve(); // a new origin, with the worker
      await p.goto(own.url);
      await p.waitForSelector("[data-testid=game-shikoku]");
      await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await p.hover("[data-testid=game-shikoku] .game-card-text");
      await p.hover("[data-testid=new-shikoku]");
      await p.waitForFunction(() => performance.getEntriesByType("resource")
        .some((e) => e.name.endsWith("/takhte-app_bg.wasm")));
      assert.equal(await p.locator("[data-testid=app-loading]").count(), 0, "nothing started yet");
      await p.click("[data-testid=new-shikoku]");
      await p.waitForSelector("[data-testid=start]");
      assert.equal(await appWasm(), 1, "the app's wasm is fetched once, ahead");
      assert.deepEqual(errors, []);
      assert.ok(!warnings.some((w) => /deprecated/i.test(w)), warnings.join("\n"));
      await p.close();
      await own.close();
    });

    it("leaving home when the rest of the app cannot be fetched says so, and Try again loads it", async () => {
      // A copy of the build without the app's script: its fetch fails (and so does the
      // service worker's install, which would otherwise serve it).
      const dir = buildWithout("takhte-app.js", ".no-app-");
      const own = await serve(dir);
      const errors = [];
      const p = await page(browser.context, errors);
      await p.goto(own.url);
      await p.waitForSelector("[data-testid=game-shikoku]");
      await p.click("[data-testid=new-shikoku]");
      await p.waitForSelector("[data-testid=app-load-failed]");
      assert.match(await p.locator("[data-testid=app-load-failed]").innerText(), /could not be loaded/);
      assert.equal(await p.locator("[data-testid=game-shikoku]").count(), 1, "the home screen stays");
      fs.copyFileSync(path.join(DIST, "takhte-app.js"), path.join(dir, "takhte-app.js"));
      await p.click("[data-testid=app-load-failed] button");
      await p.waitForSelector("[data-testid=start]");
      assert.ok(errors.every((e) => /takhte-app|404|Failed to load|service worker|sw\.js/i.test(e)), errors.join("\n"));
      await p.close();
      await own.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it("Persian and Arabic lay the page out right to left, and the choice is remembered", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await p.goto(server.url + "#/");
      await p.selectOption("[data-testid=language]", "fa");
      await p.waitForFunction(() => document.documentElement.dir === "rtl");
      assert.equal(await p.getAttribute("html", "lang"), "fa");
      assert.match(await p.locator(".lead").innerText(), /بازی/);
      await shot(p, `home-fa-${name}`);
      await p.reload();
      await p.waitForSelector("[data-testid=game-shikoku]");
      assert.equal(await p.getAttribute("html", "dir"), "rtl");
      await p.selectOption("[data-testid=language]", "ar");
      await p.waitForFunction(() => document.documentElement.lang === "ar");
      assert.equal(await p.getAttribute("html", "dir"), "rtl");
      await p.selectOption("[data-testid=language]", "en");
      await p.waitForFunction(() => document.documentElement.dir === "ltr");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a language's text that fails to load once still shows; one that cannot load shows English, stays chosen and is offered again", async () => {
      // A copy of the build without its worker, so that every fetch of the text reaches the server.
      const dir = buildWithout("sw.js", ".no-worker-");
      let refusals = 0;
      const refuse = (u) => {
        if (!/^\/i18n\/(fa|ar)\.txt/.test(u) || refusals === 0) return false;
        refusals -= 1;
        return true;
      };
      const bare = await serve(dir, { refuse });
      const p = await page(browser.context, []);
      const shown = async () => {
        await p.reload();
        await p.waitForSelector("[data-testid=game-shikoku]");
        return [await p.getAttribute("html", "lang"), await p.evaluate(() => localStorage.getItem("takhte.lang"))];
      };
      await p.goto(bare.url);
      await p.waitForSelector("[data-testid=game-shikoku]");
      await p.evaluate(() => localStorage.setItem("takhte.lang", "fa"));
      refusals = 1;
      assert.deepEqual(await shown(), ["fa", "fa"], "the second try loads it");
      assert.equal(refusals, 0, "the first try was refused");
      refusals = Infinity;
      assert.deepEqual(await shown(), ["en", "fa"], "English is shown, Persian stays chosen");
      const notice = p.locator("[data-testid=lang-failed]");
      assert.match(await notice.innerText(), /فارسی/, "the notice names the language that failed");
      assert.equal(await p.locator("[data-testid=language]").inputValue(), "en", "the picker shows what is shown");
      await p.click("[data-testid=lang-retry]");
      await p.waitForTimeout(300);
      assert.equal(await notice.count(), 1, "a refused retry keeps the notice");
      refusals = 0;
      await p.click("[data-testid=lang-retry]");
      await p.waitForSelector("html[lang=fa]");
      assert.equal(await notice.count(), 0, "the notice goes once the text loads");
      assert.match(await p.locator(".lead").innerText(), /بازی/);
      assert.deepEqual(await shown(), ["fa", "fa"], "back once the text can be fetched");
      // Picked from the picker: the notice comes, the picker goes back, and English stays chosen.
      await p.evaluate(() => localStorage.setItem("takhte.lang", "en"));
      refusals = Infinity;
      await p.reload();
      await p.waitForSelector("[data-testid=game-shikoku]");
      await p.selectOption("[data-testid=language]", "ar");
      await notice.waitFor();
      assert.match(await notice.innerText(), /العربية/);
      assert.equal(await p.locator("[data-testid=language]").inputValue(), "en");
      assert.deepEqual(await axeViolations(p), [], "axe, with the notice");
      await shot(p, `lang-failed-${name}`);
      await p.click("[data-testid=lang-dismiss]");
      assert.equal(await notice.count(), 0, "dismissed");
      assert.deepEqual([await p.getAttribute("html", "lang"), await p.evaluate(() => localStorage.getItem("takhte.lang"))], ["en", "en"]);
      await p.close();
      await bare.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it("malformed, tampered and unknown links show the error page, never a crash", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["human", "heuristic"]);
      await p.click("[data-testid=share]");
      const link = await p.locator("[data-testid=share-link]").inputValue();
      const hash = link.slice(link.indexOf("#"));
      const cases = [
        "#/new/shikoku?p=2&s=abc",
        hash.replace(/s=\d+/, "s=12345"),
        hash.replace("k=challenge", "k=opening"),
        "#/watch?r=eyJub3QiOiJhIHJlY29yZCJ9&c=00000000",
        "#/new/chess",
        "#/nowhere/at/all",
      ];
      for (const c of cases) {
        await p.goto(server.url + c);
        await p.waitForSelector("[data-testid=error-page]");
        assert.match(await p.locator("[data-testid=error-page] h1").innerText(), /\S/, c);
      }
      await shot(p, `error-page-${name}`);
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=game-shikoku]");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a share link deals the same opening on another device; the replay link replays the game", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["human", "heuristic"], { seed: 4242 });
      const hand = await p.locator("[data-testid=hand] button").evaluateAll((bs) => bs.map((b) => b.dataset.testid));
      await p.click("[data-testid=share]");
      await p.selectOption("[data-testid=share-link-kind]", "opening");
      const link = await p.locator("[data-testid=share-link]").inputValue();
      assert.match(link, /k=opening/);
      const other = await open(name);
      const q = await page(other.context, errors);
      await q.goto(link);
      await q.waitForSelector("[data-testid=from-link][data-kind=opening]");
      assert.equal(await q.locator("[data-testid=seed]").inputValue(), "4242");
      await q.selectOption("[data-testid=seat-1]", "heuristic");
      await q.click("[data-testid=start]");
      const hand2 = await q.locator("[data-testid=hand] button").evaluateAll((bs) => bs.map((b) => b.dataset.testid));
      assert.deepEqual(hand2, hand, "same opening hand from the link");
      await other.close();
      // Finish quickly with bots and open the replay link.
      await startGame(p, server.url, "shikoku", ["random", "random"]);
      await p.waitForSelector("[data-testid=game-over]", { timeout: 60000 });
      const replay = await p.locator("[data-testid=replay-link]").inputValue();
      await p.goto(replay);
      await p.waitForSelector("[data-testid=replay]");
      assert.match(await p.locator("[data-testid=replay-step]").innerText(), /54 of 54/);
      // The controls are drawn icons (no font glyphs) named through the catalogue.
      for (const [id, label] of [["start", "First move"], ["back", "Back one move"], ["forward", "Forward one move"], ["end", "Last move"]]) {
        const b = p.locator(`[data-testid=replay-${id}]`);
        assert.equal(await b.locator("svg.replay-icon path").count(), 1, id);
        assert.equal((await b.innerText()).trim(), "", `${id} shows no glyph`);
        assert.equal(await b.getAttribute("aria-label"), label);
      }
      await p.locator(".replay-bar").screenshot({ path: path.join(ARTIFACTS, `replay-bar-${name}.png`) });
      await p.click("[data-testid=replay-back]");
      assert.match(await p.locator("[data-testid=replay-step]").innerText(), /53 of 54/);
      await p.click("[data-testid=replay-start]");
      assert.match(await p.locator("[data-testid=replay-step]").innerText(), /0 of 54/);
      await p.click("[data-testid=replay-forward]");
      assert.match(await p.locator("[data-testid=replay-step]").innerText(), /1 of 54/);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a record exported as a file imports back into a replay; a bad file gives a clear error", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["random", "heuristic"]);
      await p.waitForSelector("[data-testid=game-over]", { timeout: 60000 });
      const file = path.join(ARTIFACTS, `exported-${name}.json`);
      const id = p.url().split("/").pop();
      const saved = await p.evaluate((id) => JSON.parse(localStorage.getItem(`takhte.save.${id}`)).record, id);
      if (name === "chromium") {
        // Playwright's Firefox (WebDriver BiDi) does not report downloads; Chromium checks the file.
        const [download] = await Promise.all([p.waitForEvent("download"), p.click("[data-testid=export]")]);
        await download.saveAs(file);
        assert.deepEqual(JSON.parse(fs.readFileSync(file, "utf8")), saved, "the exported file is the saved record");
      } else {
        fs.writeFileSync(file, JSON.stringify(saved));
      }
      const record = JSON.parse(fs.readFileSync(file, "utf8"));
      assert.equal(record.game, "shikoku");
      assert.equal(record.actions.length, 54);
      await p.goto(server.url + "#/");
      await p.setInputFiles("[data-testid=import-file]", file);
      await p.waitForSelector("[data-testid=replay]");
      assert.match(await p.locator("[data-testid=replay-step]").innerText(), /54 of 54/);
      await p.goto(server.url + "#/");
      record.actions[3] = { Play: { card: 99 } };
      await p.setInputFiles("[data-testid=import-file]", { name: "bad.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(record)) });
      await p.waitForSelector("[data-testid=import-error]");
      // The reason in words; the parser's own detail folded under "Details".
      assert.match(await p.locator("[data-testid=import-error] p").innerText(), /damaged/);
      assert.equal(await p.locator("[data-testid=import-error] details[open]").count(), 0, "the detail is folded");
      assert.match(await p.locator("[data-testid=import-error] details").textContent(), /action 3/);
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a corrupt save is listed, marked, and a newer-format one too; the others still load", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["human", "heuristic"]);
      await p.locator("[data-testid=hand] button[data-action=play]:enabled").first().click();
      const id = p.url().split("/").pop();
      await p.evaluate(() => {
        localStorage.setItem("takhte.save.broken1", "{\"format\":1, oops");
        localStorage.setItem("takhte.save.future2", JSON.stringify({ format: 99, id: "future2" }));
      });
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=set-aside-notice]");
      assert.equal(await p.getAttribute("[data-testid=save-broken1]", "data-kept"), "set-aside");
      assert.equal(await p.getAttribute("[data-testid=save-future2]", "data-kept"), "newer");
      await p.click(`[data-testid=resume-${id}]`);
      await p.waitForSelector("[data-testid=hand]");
      assert.equal(await logLength(p), 1);
      // Nothing is moved under another key: both stay where they were, unchanged.
      const kept = await p.evaluate(() => [localStorage.getItem("takhte.save.broken1"), localStorage.getItem("takhte.save.future2")]);
      assert.deepEqual(kept, ["{\"format\":1, oops", JSON.stringify({ format: 99, id: "future2" })]);
      await p.evaluate(() => localStorage.clear());
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a full storage quota gives a clear message and the game goes on", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["human", "heuristic"]);
      await p.evaluate(() => {
        const chunk = "x".repeat(256 * 1024);
        for (let i = 0; i < 400; i++) {
          try { localStorage.setItem(`filler.${i}`, chunk); } catch { break; }
        }
        for (let n = 1024; n >= 1; n = Math.floor(n / 2)) {
          for (let i = 0; i < 2000; i++) {
            try { localStorage.setItem(`small.${n}.${i}`, "y".repeat(n)); } catch { break; }
          }
        }
      });
      await p.locator("[data-testid=hand] button[data-action=play]:enabled").first().click();
      await p.waitForSelector("[data-testid=storage-error]");
      await p.locator("[data-testid=hand] button[data-action=pass]:enabled").first().click();
      assert.ok((await logLength(p)) >= 2, "the game goes on");
      await p.evaluate(() => localStorage.clear());
      await p.close();
    });
  });
}
