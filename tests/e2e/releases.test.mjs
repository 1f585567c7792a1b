// Releases end to end, in every browser (issue 42): a save that cannot be replayed stays in sight
// on the home screen (marked, exported, replayed up to its problem, deleted after a
// confirmation), including entries an earlier release moved to `takhte.bad.`; links, records and
// saves of a newer release open the "made with a newer version" page and are left as they are;
// share links carry their format and rules release; one game open in two tabs never loses or
// doubles a move. Screenshots of the set-aside save and the newer-version page go to
// /tmp/shots-42 as well.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { serve, open, page, shot, startGame, logLength, axeViolations, BROWSERS } from "./harness.mjs";

const HERE = path.dirname(new URL(import.meta.url).pathname);
const SHOTS = process.env.TAKHTE_SHOTS || "/tmp/shots-42";
fs.mkdirSync(SHOTS, { recursive: true });

/** A Shikoku record of the 2026-11-30 release whose action 20 names a card nobody holds, as
 *  exact text (its salt is above 2^53: JSON.parse would round it). */
const BROKEN_TEXT = fs.readFileSync(path.join(HERE, "fixtures/shikoku-broken.record.json"), "utf8").trim();
const BROKEN = JSON.parse(BROKEN_TEXT);

/** FNV-1a over the UTF-8 bytes, as `link.rs` checks links. */
const fnv = (s) => {
  let h = 0x811c9dc5;
  for (const b of Buffer.from(s)) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
};

/** A save around `record` (an object, or its exact text): seat 0 a person, the others steady
 *  bots; returned as text, the record's text kept as it is. */
const saveOf = (id, record, extra = {}) => {
  const text = typeof record === "string" ? record : JSON.stringify(record);
  const players = JSON.parse(text).players;
  const rest = JSON.stringify({
    format: 1, id, created: Date.UTC(2026, 10, 30, 12), updated: Date.UTC(2026, 10, 30, 13),
    finished: false, seats: Array.from({ length: players }, (_, s) => (s === 0 ? { kind: "human" } : { kind: "bot", bot: "heuristic" })),
    ...extra,
  });
  return `{"record":${text},${rest.slice(1)}`;
};

/** Switches the page language and waits for it. */
async function language(p, lang) {
  await p.selectOption("[data-testid=language]", lang);
  await p.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/** Photographs the page at a desktop and a phone size into /tmp/shots-42 as `<name>-<w>.png`
 *  (the whole page), checking that nothing scrolls sideways. */
async function photograph(p, name) {
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    await p.setViewportSize({ width: w, height: h });
    await p.waitForTimeout(100);
    const wide = await p.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
    assert.equal(wide, false, `${name} does not scroll sideways at ${w}`);
    await p.screenshot({ path: path.join(SHOTS, `${name}-${w}.png`), fullPage: true });
  }
  await p.setViewportSize({ width: 1200, height: 900 });
}

for (const name of BROWSERS) {
  describe(`Releases in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("a save that does not replay is listed, marked, exported, replayed up to its problem and deleted", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=game-shikoku]");
      await p.evaluate(({ a, b }) => {
        localStorage.clear();
        localStorage.setItem("takhte.save.broken20", a);
        // What the release of 2026-11-30 left: entries moved out of the save list.
        localStorage.setItem("takhte.bad.oldbad", b);
        localStorage.setItem("takhte.bad.garbled", "{\"format\":1, \"id\": \"garbled\", oops");
      }, { a: saveOf("broken20", BROKEN_TEXT), b: saveOf("oldbad", BROKEN_TEXT, { updated: Date.UTC(2026, 10, 29) }) });
      await p.reload();
      // The earlier release's entries are listed and back under their own keys, marked.
      await p.waitForSelector("[data-testid=save-oldbad][data-kept=set-aside]");
      await p.waitForSelector("[data-testid=save-garbled][data-kept=set-aside]");
      const keys = await p.evaluate(() => Object.keys(localStorage).sort());
      assert.ok(keys.includes("takhte.save.oldbad") && !keys.includes("takhte.bad.oldbad"), keys.join());
      assert.ok(keys.includes("takhte.save.garbled") && keys.includes("takhte.problem.garbled"), keys.join());
      // Not yet opened, the broken save is an ordinary row; opening it marks it, and says so.
      assert.equal(await p.locator("[data-testid=save-broken20][data-kept]").count(), 0);
      await p.click("[data-testid=resume-broken20]");
      await p.waitForSelector("[data-testid=error-page]");
      assert.match(await p.locator("[data-testid=error-page]").innerText(), /home screen/);
      await p.goto(server.url + "#/");
      const row = p.locator("[data-testid=save-broken20]");
      await p.waitForSelector("[data-testid=save-broken20][data-kept=set-aside]");
      // Marked by a word, not by colour alone, with its game, moves and date.
      assert.match(await p.locator("[data-testid=mark-broken20]").innerText(), /Could not be opened/);
      assert.match(await row.innerText(), /Shikoku[\s\S]*30 moves/);
      assert.match(await p.locator("[data-testid=problem-broken20]").textContent(), /action 20/);
      assert.equal(await p.evaluate(() => localStorage.getItem("takhte.save.broken20") !== null), true, "still under its own key");
      assert.match(await p.locator("[data-testid=set-aside-notice]").innerText(), /3 saved games could not be opened/);
      // Export: the record, as it was saved. What is offered is read from the Blob handed to
      // the download link (Playwright's Firefox, over WebDriver BiDi, reports no downloads);
      // Chromium also checks the downloaded file's name.
      await p.evaluate(() => {
        const make = URL.createObjectURL;
        window.__exports = [];
        URL.createObjectURL = (blob) => { window.__exports.push(blob); return make.call(URL, blob); };
      });
      const exportOf = async (id) => {
        if (name === "chromium") {
          const [download] = await Promise.all([p.waitForEvent("download"), p.click(`[data-testid=export-${id}]`)]);
          assert.equal(download.suggestedFilename(), id === "broken20" ? "takhte-shikoku-broken20.json" : `takhte-game-${id}.json`);
        } else {
          await p.click(`[data-testid=export-${id}]`);
        }
        await p.waitForFunction((n) => window.__exports.length === n, id === "broken20" ? 1 : 2);
        return p.evaluate(() => window.__exports.at(-1).text());
      };
      const exported = await exportOf("broken20");
      assert.deepEqual(JSON.parse(exported), BROKEN);
      assert.match(exported, new RegExp(`"salt":${BROKEN_TEXT.match(/"salt":(\d+)/)[1]}[,}]`), "the salt exactly");
      assert.match(await exportOf("garbled"), /oops/, "an unreadable entry is exported as its text");
      assert.equal(await p.locator("[data-testid=export-error]").count(), 0);
      assert.equal(await p.locator("[data-testid=replay-problem-garbled]").count(), 0, "nothing to replay in it");
      assert.deepEqual(await axeViolations(p), [], "no serious axe finding on home with set-aside saves");
      await photograph(p, `set-aside-home-en-${name}`);
      await language(p, "fa");
      assert.match(await p.locator("[data-testid=mark-broken20]").innerText(), /باز نشد/);
      await photograph(p, `set-aside-home-fa-${name}`);
      await language(p, "en");
      // Replay up to the problem: the 20 actions before it, and which one stops it.
      await p.click("[data-testid=replay-problem-broken20]");
      await p.waitForSelector("[data-testid=replay-problem]");
      assert.equal(await p.getAttribute("[data-testid=replay-problem]", "data-index"), "20");
      assert.match(await p.locator("[data-testid=replay-problem]").innerText(), /20 moves replay; move 21 does not replay/);
      assert.match(await p.locator("[data-testid=replay-step]").innerText(), /Move 20 of 20/);
      await p.click("[data-testid=replay-start]");
      assert.match(await p.locator("[data-testid=replay-step]").innerText(), /Move 0 of 20/);
      await photograph(p, `set-aside-replay-en-${name}`);
      await p.goto(server.url + "#/replay/oldbad");
      await p.waitForSelector("[data-testid=replay-problem][data-index='20']");
      await p.goto(server.url + "#/replay/garbled");
      await p.waitForSelector("[data-testid=error-page]");
      // Delete asks first, then removes the save and its mark.
      await p.goto(server.url + "#/");
      await p.click("[data-testid=delete-broken20]");
      assert.match(await p.locator("[data-testid=delete-broken20]").innerText(), /Really delete/);
      assert.equal(await p.locator("[data-testid=save-broken20]").count(), 1);
      await p.click("[data-testid=delete-broken20]");
      await p.waitForSelector("[data-testid=save-broken20]", { state: "detached" });
      const left = await p.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith(".broken20")));
      assert.deepEqual(left, []);
      await p.evaluate(() => localStorage.clear());
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("links, records and saves of a newer release open the newer-version page and stay as they are", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=game-shikoku]");
      const o = Buffer.from("{}").toString("base64url");
      const signed = (game, q) => `#/new/${game}?${q}&c=${fnv(`${game}|${q}`)}`;
      // A later release may add parameters: this one checks them and opens the link.
      await p.goto(server.url + signed("shikoku", `v=2&p=2&s=5&o=${o}&k=challenge&r=1&later=yes`));
      await p.waitForSelector("[data-testid=from-link][data-kind=challenge]");
      // The share link written now carries its format and the game's rules release.
      const link = await p.inputValue("[data-testid=new-share-link]");
      assert.match(link, /#\/new\/shikoku\?v=2&p=2&s=5&o=[^&]+&k=challenge&r=\d+&c=[0-9a-f]{8}$/);
      const record = { version: 3, game: "shikoku", players: 2, rules: 1, seed: 1, salt: 1, actions: [], novelty: { a: 1 } };
      const r = Buffer.from(JSON.stringify(record)).toString("base64url");
      const newer = [
        ["rules release", signed("shikoku", `v=2&p=2&s=5&o=${o}&k=challenge&r=999`)],
        ["link format", `#/new/settlers?v=3&p=3&s=5&o=${o}&what=ever&c=00000000`],
        ["replay link record", `#/watch?v=2&r=${r}&c=${fnv(`watch|v=2&r=${r}`)}`],
        ["replay link format", `#/watch?v=7&r=${r}&c=0`],
      ];
      for (const [what, hash] of newer) {
        await p.goto(server.url + hash);
        await p.waitForSelector("[data-testid=newer-version]");
        const text = await p.locator("[data-testid=newer-version]").innerText();
        assert.match(text, /Made with a newer version of Takhte/, what);
        assert.doesNotMatch(text, /changed or cut short|checksum|tampered/i, what);
        assert.equal(await p.locator("[data-testid=error-page]").count(), 0, what);
      }
      // The same link with its rules release changed is tampered, not newer.
      await p.goto(server.url + signed("shikoku", `v=2&p=2&s=5&o=${o}&k=challenge&r=1`).replace("r=1", "r=2"));
      await p.waitForSelector("[data-testid=error-page]");
      // Saves: a newer rules release, a newer record version, a newer save format.
      const saves = {
        rules99: saveOf("rules99", { ...BROKEN, actions: BROKEN.actions.slice(0, 4), rules: 99, version: 2 }),
        record3: saveOf("record3", { ...BROKEN, version: 3, actions: { changed: "shape" } }),
        format2: JSON.stringify({ format: 2, id: "format2", whatever: [1, 2, 3], updated: Date.UTC(2026, 11, 1) }),
      };
      await p.goto(server.url + "#/");
      await p.evaluate((saves) => {
        localStorage.clear();
        for (const [id, s] of Object.entries(saves)) localStorage.setItem(`takhte.save.${id}`, s);
      }, saves);
      await p.reload();
      for (const id of Object.keys(saves)) {
        await p.waitForSelector(`[data-testid=save-${id}][data-kept=newer]`);
        assert.match(await p.locator(`[data-testid=mark-${id}]`).innerText(), /Made with a newer version/);
      }
      assert.equal(await p.locator("[data-testid=set-aside-notice]").count(), 0, "newer saves are not set aside");
      await photograph(p, `newer-home-en-${name}`);
      for (const id of Object.keys(saves)) {
        await p.click(`[data-testid=resume-${id}]`);
        await p.waitForSelector("[data-testid=newer-version]");
        await p.goto(server.url + `#/replay/${id}`);
        await p.waitForSelector("[data-testid=newer-version]");
        await p.goto(server.url + "#/");
        await p.waitForSelector(`[data-testid=save-${id}]`);
      }
      const stored = await p.evaluate((ids) => ids.map((id) => [localStorage.getItem(`takhte.save.${id}`), localStorage.getItem(`takhte.problem.${id}`)]), Object.keys(saves));
      assert.deepEqual(stored, Object.values(saves).map((s) => [s, null]), "newer saves unchanged, unmarked");
      // An imported record of a newer release says so too.
      await p.setInputFiles("[data-testid=import-file]", { name: "new.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify({ ...record, version: 2, rules: 999 })) });
      await p.waitForSelector("[data-testid=newer-version]");
      // The page's button asks the service worker for a new version; here there is none.
      await p.goto(server.url + "#/play/rules99");
      await p.waitForSelector("[data-testid=newer-version]");
      assert.deepEqual(await axeViolations(p), [], "no serious axe finding on the newer-version page");
      await photograph(p, `newer-page-en-${name}`);
      await language(p, "fa");
      assert.match(await p.locator("[data-testid=newer-version] h1").innerText(), /نسخهٔ تازه‌تری/);
      await photograph(p, `newer-page-fa-${name}`);
      await language(p, "en");
      await p.evaluate(() => navigator.serviceWorker.ready);
      await p.click("[data-testid=update-app]");
      await p.waitForFunction(() => /No newer version/.test(document.querySelector("[data-testid=update-status]").textContent));
      await p.evaluate(() => localStorage.clear());
      assert.deepEqual(errors, []);
      await p.close();
    });

    it("one game in two tabs: a move in one shows in the other; a stale tab cannot overwrite it", async () => {
      const errors = [];
      const a = await page(browser.context, errors);
      await startGame(a, server.url, "shikoku", ["human", "heuristic"], { speed: 20 });
      const id = a.url().split("/").pop();
      const play = (p) => p.locator("[data-testid=hand] button[data-action]:enabled").first();
      const stored = (p) => p.evaluate((id) => JSON.parse(localStorage.getItem(`takhte.save.${id}`)).record.actions.length, id);
      const lines = (p) => p.evaluate(() => document.querySelectorAll("[data-testid=log] li").length);
      /** Waits for the person's turn (the bots done) and returns the number of log lines. */
      const settle = async (p) => {
        await play(p).waitFor();
        await p.waitForTimeout(300);
        await play(p).waitFor();
        return logLength(p);
      };
      await settle(a);
      const b = await page(browser.context, errors);
      await b.goto(server.url + `#/play/${id}`);
      await b.waitForSelector("[data-testid=hand]");
      assert.equal(await logLength(b), 0);
      // A move in the first tab shows in the second.
      await play(a).click();
      const n = await settle(a);
      assert.ok(n >= 1);
      await b.waitForFunction((n) => document.querySelectorAll("[data-testid=log] li").length === n, n);
      assert.equal(await stored(a), n);
      await settle(b);
      // A move begun in the second tab when the first moves on: it stops taking moves.
      await b.locator("[data-testid=board-area]").dispatchEvent("pointerdown");
      await play(a).click();
      await b.waitForSelector("[data-testid=other-tab][data-kind=elsewhere]");
      const m = await settle(a);
      assert.ok(m > n);
      assert.equal(await b.getAttribute("[data-testid=board-area]", "data-elsewhere"), "true");
      assert.equal(await b.evaluate(() => document.querySelector("[data-testid=board-area]").inert), true);
      await b.locator("[data-testid=hand] button[data-action]").first().dispatchEvent("click");
      await b.waitForTimeout(300);
      assert.equal(await stored(a), m, "the stale tab wrote nothing");
      assert.ok(await lines(b) < m, "the stale tab still shows the old position");
      await b.screenshot({ path: path.join(SHOTS, `other-tab-en-${name}.png`) });
      // Taking over shows the game as saved, and play goes on from there, followed by the first.
      await b.click("[data-testid=take-over]");
      await b.waitForSelector("[data-testid=other-tab]", { state: "detached" });
      assert.equal(await logLength(b), m);
      await play(b).click();
      const k = await settle(b);
      assert.ok(k > m);
      await a.waitForFunction((k) => document.querySelectorAll("[data-testid=log] li").length === k, k);
      assert.equal(await stored(b), k);
      await shot(b, `two-tabs-${name}`);
      await a.close();
      await b.close();
      assert.deepEqual(errors, []);
    });
  });
}
