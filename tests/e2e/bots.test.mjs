// Search bots think in a web worker: a hard bot moves while the page stays responsive, the
// worker starts with the play screen and also answers the hints, a worker that crashes is
// started again, and a worker that does not load leaves the bots to move on the page, saying so.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { serve, open, page, startGame, logLength, buildWithout, BROWSERS } from "./harness.mjs";

/** The bot worker's loader among the page's workers, once there is one. */
async function botWorker(p, timeout = 10000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    const w = p.workers().find((w) => w.url().endsWith("/takhte-worker_loader.js"));
    if (w) return w;
    await p.waitForTimeout(50);
  }
  return null;
}

/** Makes the page's first `n` bot workers crash at their first request, as a panic in their
 *  wasm would (the worker stops, and the page gets an error event); counts the bot workers
 *  started (`__botWorkers`) and notes whether the fallback notice ever showed (`__sawFallback`). */
async function crashWorkers(p, n) {
  await p.addInitScript((n) => {
    const Real = window.Worker;
    window.__botWorkers = 0;
    window.__sawFallback = false;
    new MutationObserver(() => {
      window.__sawFallback ||= document.querySelector("[data-testid=bot-fallback]") !== null;
    }).observe(document, { childList: true, subtree: true });
    window.Worker = class extends Real {
      constructor(url, options) {
        super(url, options);
        this.__crash = String(url).endsWith("takhte-worker_loader.js") && ++window.__botWorkers <= n;
      }
      postMessage(message, ...rest) {
        if (!this.__crash) return super.postMessage(message, ...rest);
        this.terminate();
        setTimeout(() => this.dispatchEvent(new ErrorEvent("error", { message: "RuntimeError: unreachable" })));
      }
    };
  }, n === Infinity ? 1e9 : n);
}

/** The person plays a card and passes in Shikoku; waits until the log has `lines` lines. */
async function playAndPass(p, lines) {
  await p.locator("[data-testid=hand] button[data-action=play]:enabled").first().click();
  await p.locator("[data-testid=hand] button[data-action=pass]:enabled").first().click();
  await p.waitForFunction((n) => document.querySelectorAll("[data-testid=log] li").length >= n, lines, { timeout: 20000 });
}

for (const name of BROWSERS) {
  describe(`Search bots in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("a hard bot moves while the main thread never blocks for more than 50 ms", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["human", "hard"]);
      await p.locator("[data-testid=hand] button[data-action=play]:enabled").first().click();
      // Watch the main thread from just before the bot's turn until its move is in the log.
      await p.evaluate(() => {
        window.__longTasks = [];
        window.__maxGap = 0;
        if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes.includes("longtask")) {
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) window.__longTasks.push(e.duration);
          }).observe({ type: "longtask" });
        }
        let last = performance.now();
        window.__ticker = setInterval(() => {
          const now = performance.now();
          window.__maxGap = Math.max(window.__maxGap, now - last);
          last = now;
        }, 5);
      });
      await p.locator("[data-testid=hand] button[data-action=pass]:enabled").first().click();
      const sawThinking = await p.waitForSelector("[data-testid=thinking]", { timeout: 5000 }).then(() => true, () => false);
      await p.waitForFunction(() => document.querySelectorAll("[data-testid=log] li").length >= 4, null, { timeout: 20000 });
      const { longTasks, maxGap } = await p.evaluate(() => { clearInterval(window.__ticker); return { longTasks: window.__longTasks, maxGap: window.__maxGap }; });
      console.log(`${name}: long tasks ${JSON.stringify(longTasks)}, largest timer gap ${maxGap.toFixed(1)} ms, thinking shown: ${sawThinking}`);
      assert.ok(sawThinking, "the thinking indicator shows while the bot searches");
      assert.deepEqual(longTasks.filter((d) => d > 50), [], "no long task over 50 ms");
      assert.ok(maxGap < 100, `timers kept running (largest gap ${maxGap} ms)`);
      assert.equal(await logLength(p), 4);
      assert.equal(await p.locator("[data-testid=bot-fallback]").count(), 0, "no fallback notice");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a search bot's worker starts with the play screen, before the bot's first turn", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      // The bot's pause is long, and the person to act first has not moved.
      await startGame(p, server.url, "shikoku", ["human", "hard"], { speed: 1500 });
      const w = await botWorker(p);
      assert.ok(w, "the bot worker is running before anyone has moved");
      // It has fetched its wasm (in its own resource timeline), still before anyone has moved.
      // (Playwright cannot evaluate in a worker of Debian's Firefox: there the worker's
      // existence is what is checked.)
      if (name === "chromium") {
        const fetched = await w.evaluate(() => new Promise((resolve) => {
          const end = performance.now() + 10000;
          const check = () => {
            const done = performance.getEntriesByType("resource")
              .some((e) => e.name.endsWith("/takhte-worker_bg.wasm") && e.responseEnd > 0);
            if (done || performance.now() > end) resolve(done);
            else setTimeout(check, 20);
          };
          check();
        }));
        assert.ok(fetched, "the worker fetched its wasm");
      }
      assert.equal(await logLength(p), 0);
      await p.close();
      // Against the quick bots alone no worker starts.
      const q = await page(browser.context, errors);
      await startGame(q, server.url, "shikoku", ["human", "heuristic"], { speed: 1500 });
      assert.equal(await botWorker(q, 1500), null, "no worker for a heuristic bot");
      assert.deepEqual(errors, []);
      await q.close();
    });

    it("the bot and the hints share one worker", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["human", "hard"]);
      await p.locator("[data-testid=hand] button[data-action=play]:enabled").first().click();
      await p.locator("[data-testid=hand] button[data-action=pass]:enabled").first().click();
      await p.waitForFunction(() => document.querySelectorAll("[data-testid=log] li").length >= 4, null, { timeout: 20000 });
      await p.waitForSelector("[data-testid=hint]:enabled");
      await p.click("[data-testid=hint]");
      await p.waitForSelector("[data-testid=hint-text]", { timeout: 20000 });
      const workers = p.workers().filter((w) => w.url().endsWith("/takhte-worker_loader.js"));
      assert.equal(workers.length, 1, "one bot worker for the bot's moves and the hint");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a worker that crashes in a search is started again, and the bot thinks again", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await crashWorkers(p, 1);
      await startGame(p, server.url, "shikoku", ["human", "hard"]);
      await playAndPass(p, 4);
      await playAndPass(p, (await logLength(p)) + 3);
      assert.ok(await p.evaluate(() => window.__sawFallback), "the player was told of the quick move");
      assert.equal(await p.locator("[data-testid=bot-fallback]").count(), 0, "the notice went when the new worker answered");
      assert.equal(await p.evaluate(() => window.__botWorkers), 2, "the worker was started again once");
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("a worker that crashes at every start is started again twice, then the bots play quick moves, and the notice can be dismissed", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await crashWorkers(p, Infinity);
      await startGame(p, server.url, "shikoku", ["human", "hard"]);
      await playAndPass(p, 4);
      await playAndPass(p, (await logLength(p)) + 3);
      await playAndPass(p, (await logLength(p)) + 3);
      assert.match(await p.locator("[data-testid=bot-fallback]").innerText(), /quick moves/, "the player is told");
      assert.equal(await p.evaluate(() => window.__botWorkers), 3, "started twice again, then no more");
      assert.equal(await p.locator("[data-testid=thinking]").count(), 0, "no bot left thinking");
      // Dismissed, the notice stays away for the rest of the game.
      await p.click("[data-testid=bot-fallback-dismiss]");
      assert.equal(await p.locator("[data-testid=bot-fallback]").count(), 0, "dismissed");
      await playAndPass(p, (await logLength(p)) + 3);
      assert.equal(await p.locator("[data-testid=bot-fallback]").count(), 0, "still dismissed after the bot's next moves");
      assert.deepEqual(errors, []);
      await p.close();
    });

    for (const missing of ["takhte-worker_bg.wasm", "takhte-worker.js"]) {
      it(`without ${missing} a hard bot still moves (on the page) and nothing waits forever`, async () => {
        const dir = buildWithout(missing, ".no-bot-");
        const own = await serve(dir);
        const errors = [];
        const p = await page(browser.context, errors);
        await startGame(p, own.url, "shikoku", ["human", "hard"]);
        await p.locator("[data-testid=hand] button[data-action=play]:enabled").first().click();
        await p.locator("[data-testid=hand] button[data-action=pass]:enabled").first().click();
        await p.waitForFunction(() => document.querySelectorAll("[data-testid=log] li").length >= 4, null, { timeout: 10000 });
        assert.equal(await p.locator("[data-testid=thinking]").count(), 0, "no bot left thinking");
        assert.match(await p.locator("[data-testid=bot-fallback]").innerText(), /quick moves/, "the player is told");
        assert.ok(errors.every((e) => /404|not found|Failed to load|NetworkError|takhte-worker|sw\.js|service ?worker|importScripts|WebAssembly/i.test(e)), errors.join("\n"));
        await p.close();
        await own.close();
        fs.rmSync(dir, { recursive: true, force: true });
      });
    }
  });
}
