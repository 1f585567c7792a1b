// The five games in WebKit (Safari's engine, as WebKitGTK's MiniBrowser), one flow each. Every
// flow checks, for its game: a person's move by clicking, the board in Persian right to left, a
// reload to the same position, the share link and a tampered one (the error page), and an
// all-bot game to the game-over panel. Shikoku also deals the same hand from the share link in a
// fresh session; Shores of Tripoli runs offline once the service worker controls the page.
// Every game starts from a save with a fixed seed and salt (Shikoku from a fixed seed), so
// every run is the same.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve } from "../e2e/harness.mjs";
import { startDriver, Session } from "./webdriver.mjs";

const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let saves = 0;

/** Opens the home screen, stores a new save of `game` (its seats: "human" or a bot name) with a
 *  fixed seed and salt and the bot speed (20 ms: "Instant"), and opens it. Resolves to the save id. */
async function openSave(s, url, { game, seed, salt, seats, speed = 20 }) {
  await s.goto(url + "#/");
  await s.waitFor("[data-testid=game-shikoku]");
  const id = `webkit-${game}-${++saves}`;
  const save = {
    format: 1, id, created: 1, updated: 1, finished: false,
    record: { version: 1, game, players: seats.length, options: null, seed, salt, actions: [] },
    seats: seats.map((k) => (k === "human" ? { kind: "human" } : { kind: "bot", bot: k })),
  };
  await s.js((save, speed) => {
    localStorage.setItem(`takhte.save.${save.id}`, JSON.stringify(save));
    localStorage.setItem("takhte.speed", String(speed));
  }, save, speed);
  await s.goto(url + `#/play/${id}`);
  await s.waitFor("[data-testid=play]");
  return id;
}

/** The log's entries, once drawn (a log shown with its screen fills in a frame later). */
const logLength = async (s) => {
  await s.until(() => !document.querySelector("[data-testid=log][aria-busy=true]"));
  return s.count("[data-testid=log] li");
};

/** Bots (random unless named) in every seat play a game of `game` to the game-over panel, which
 *  shows a result and a final score per seat; the panel is photographed as `<game>-game-over`. */
async function botsFinish(s, url, game, players, seed, bot = "random") {
  await openSave(s, url, { game, seed, salt: 1, seats: Array(players).fill(bot) });
  await s.waitFor("[data-testid=game-over]", { timeout: 120000 });
  assert.match(await s.text("[data-testid=result]"), /\S/);
  assert.equal(await s.count("[data-testid^=final-score-]"), players);
  await s.shot(`${game}-game-over`);
}

/**
 * The data-* attributes and text of every element matching `selector`: a position to compare
 * (less the board keys' focus bookkeeping, `data-roved` and `data-rove-stop`, which follow focus).
 */
function position(s, selector) {
  return s.js((sel) => [...document.querySelectorAll(sel)].map((e) => {
    const { roved, roveStop, ...data } = e.dataset;
    return [e.dataset.testid, JSON.stringify(data), e.getAttribute("aria-pressed")].join(" ");
  }), selector);
}

/** A reload shows the same position (the elements matching `selector`), the same log and the
 *  same text direction; `reveal` is clicked first if a reload hides the board (the curtain). */
async function reloadsTheSame(s, selector, { reveal } = {}) {
  const before = await position(s, selector);
  const log = await logLength(s);
  const dir = await s.attr("html", "dir");
  assert.ok(before.length > 0, `${selector} shows something`);
  await s.reload();
  if (reveal) await s.click(reveal);
  await s.waitFor("[data-testid=play] [data-testid=log]");
  await s.until((n) => document.querySelectorAll("[data-testid=log] li").length === n, [log]);
  assert.deepEqual(await position(s, selector), before);
  assert.equal(await s.attr("html", "dir"), dir);
}

/** Switches the play screen to Persian with the app's language select: the page turns right to
 *  left, the board's words become Persian, and the position (`selector`) stays as it was. */
async function switchesToPersian(s, selector) {
  const before = await position(s, selector);
  const english = await s.text("[data-testid=play]");
  await s.set("[data-testid=language]", "fa");
  await s.until(() => document.documentElement.dir === "rtl");
  assert.equal(await s.attr("html", "lang"), "fa");
  await s.until((en) => document.querySelector("[data-testid=play]").innerText !== en, [english]);
  assert.match(await s.text("[data-testid=play]"), /[\u0600-\u06FF]/);
  assert.deepEqual(await position(s, selector), before);
}

/** `text` with Persian and Arabic-Indic digits written as Latin ones. */
function latinDigits(text) {
  return text.replace(/[\u06F0-\u06F9\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** The play screen's share link opens the new-game page of `game` with the same seed; the same
 *  link with its seed changed opens the error page. Resolves to the link. */
async function sharesAndCatchesTampering(s, game, seed) {
  await s.click("[data-testid=share]");
  await s.waitFor("[data-testid=share-link]");
  const link = await s.js(() => document.querySelector("[data-testid=share-link]").value);
  assert.match(link, new RegExp(`#/new/${game}\\?(.*&)?s=${seed}&`));
  await s.goto(link);
  await s.waitFor("[data-testid=from-link]");
  // The deal number is written in the page's digits (Persian here): compare it as a number.
  const shown = await s.js(() => document.querySelector("[data-testid=seed]").value);
  assert.equal(latinDigits(shown), String(seed), `the deal number ${shown}`);
  await s.goto(link.replace(`s=${seed}&`, `s=${seed + 1}&`));
  await s.waitFor("[data-testid=error-page]");
  assert.equal(await s.count("[data-testid=from-link]"), 0);
  // The checker's detail is folded under "Details" (not rendered text until opened).
  assert.match(await s.js(() => document.querySelector("[data-testid=error-page] .detail")?.textContent ?? ""), /checksum/, "caught as tampered, not as malformed");
  const dir = await s.attr("html", "dir");
  assert.match(await s.text("[data-testid=error-page] h1"), dir === "rtl" ? /[\u0600-\u06FF]/ : /\S/);
  await s.shot(`${game}-tampered-link`);
  return link;
}

/** After a person's move: Persian right to left, the same position after a reload (still in
 *  Persian, photographed as `<game>-fa`), then the share link and a tampered one. */
async function afterHumanMove(s, game, seed, selector, opts) {
  await switchesToPersian(s, selector);
  await reloadsTheSame(s, selector, opts);
  await s.shot(`${game}-fa`);
  return sharesAndCatchesTampering(s, game, seed);
}

describe("The five games in WebKit", () => {
  let driver, server, current;
  /** WebKitWebDriver runs one session at a time: opening one closes the one before. Once in CI
   *  the driver never answered a new session after the previous one closed; then a fresh driver
   *  (and display) gets the session instead. */
  const session = async (opts) => {
    await current?.close().catch(() => {});
    current = null;
    try {
      current = await Session.open(driver.url, opts);
    } catch (e) {
      console.log(`# WebKit: no new session (${e.message}); restarting the driver`);
      driver.stop();
      driver = await startDriver();
      current = await Session.open(driver.url, opts);
    }
    return current;
  };
  before(async () => { driver = await startDriver(); server = await serve(); });
  after(async () => {
    await current?.close().catch(() => {});
    await server?.close();
    driver?.stop();
  });

  it("Shikoku: a card played by clicking, Persian, a reload, a share link dealing the same hand, a tampered link, bots finish a game", async () => {
    const s = await session();
    await s.goto(server.url + "#/new/shikoku");
    await s.set("[data-testid=seat-1]", "heuristic");
    await s.set("[data-testid=seed]", "4242");
    await s.click("[data-testid=start]");
    await s.waitFor("[data-testid=hand] button");
    const hand = () => s.js(() => [...document.querySelectorAll("[data-testid=hand] button")].map((b) => b.dataset.testid));
    const mine = await hand();
    assert.ok(mine.length > 0);
    const card = await s.attr("[data-testid=hand] button[data-action=play]:enabled", "data-testid");
    await s.click(`[data-testid=hand] [data-testid=${card}]`);
    await s.until(() => document.querySelectorAll("[data-testid=log] li").length === 1);
    assert.equal(await s.count(`[data-testid=hand] [data-testid=${card}]`), 0, "the card left the hand");
    // Next comes our pass: the position holds still until we choose it.
    await s.waitFor("[data-testid=hand] button[data-action=pass]");
    const link = await afterHumanMove(s, "shikoku", 4242, "[data-testid=hand] button, [data-testid^=region-], [data-testid^=score-], [data-testid=step]");

    const other = await session();
    await other.goto(link);
    await other.waitFor("[data-testid=from-link]");
    assert.equal(await other.js(() => document.querySelector("[data-testid=seed]").value), "4242");
    await other.click("[data-testid=start]");
    await other.waitFor("[data-testid=hand] button");
    assert.deepEqual(await other.js(() => [...document.querySelectorAll("[data-testid=hand] button")].map((b) => b.dataset.testid)), mine);

    await botsFinish(other, server.url, "shikoku", 2, 4242);
    assert.equal(await logLength(other), 54, "a Shikoku game is 54 plays and passes");
  });

  it("Port Royal: a draw by clicking, Persian, a reload restores the harbour row, a share link, a tampered link, bots finish a game", async () => {
    const s = await session();
    await openSave(s, server.url, { game: "port-royal", seed: 5, salt: 1, seats: ["human", "heuristic"] });
    await s.waitFor("[data-testid=draw]:enabled");
    const deck = Number(await s.attr("[data-testid=deck]", "data-size"));
    await s.click("[data-testid=draw]");
    await s.until(() => document.querySelectorAll("[data-testid=log] li").length === 1);
    assert.equal(Number(await s.attr("[data-testid=deck]", "data-size")), deck - 1);
    assert.equal(await s.count("[data-testid=harbour] [data-card]"), 1);
    await afterHumanMove(s, "port-royal", 5, "[data-testid=harbour] [data-card], [data-testid^=player-], [data-testid=deck], [data-testid=step]");
    await botsFinish(s, server.url, "port-royal", 2, 5);
  });

  it("The settlers game: a settlement and a road by clicking, Persian, the same board after a reload, a share link, a tampered link, bots finish a game", async () => {
    const s = await session();
    await openSave(s, server.url, { game: "settlers", seed: 11, salt: 1, seats: ["human", "heuristic", "heuristic", "heuristic"] });
    await s.waitFor("[data-testid^=spot-]");
    assert.equal(await s.count("[data-testid^=hex-]"), 19);
    await s.click("[data-testid^=spot-]");
    await s.waitFor("[data-testid^=building-][data-seat='0']");
    await s.click("[data-testid^=edge-]");
    await s.waitFor("[data-testid^=road-][data-seat='0']");
    // The bots place their pieces, then the second settlement is ours again.
    await s.waitFor("[data-testid^=spot-]", { timeout: 30000 });
    assert.equal(await s.count("[data-testid^=building-]"), 7);
    await afterHumanMove(s, "settlers", 11, "[data-testid^=building-], [data-testid^=road-], [data-testid^=player-], [data-testid=robber], [data-testid^=spot-]");
    // Random bots take 1,000 actions and more to end a settlers game; heuristic ones about 250.
    await botsFinish(s, server.url, "settlers", 3, 3, "heuristic");
  });

  it("Shores of Tripoli offline once the service worker controls the page: a draw by clicking, Persian, a reload, a share link, a tampered link, bots finish a game", async () => {
    const own = await serve();
    try {
      const s = await session();
      await s.goto(own.url);
      await s.waitFor("[data-testid=game-tripoli]");
      await s.jsAsync(() => navigator.serviceWorker.ready.then(() => true));
      await s.reload();
      await s.until(() => navigator.serviceWorker.controller !== null);
      await own.close();
      await s.reload();
      await s.waitFor("[data-testid=game-tripoli]");
      await openSave(s, own.url, { game: "tripoli", seed: 2, salt: 1, seats: ["human", "heuristic"] });
      await s.waitFor("[data-testid=draw-own]:enabled");
      await s.click("[data-testid=draw-own]");
      await s.until(() => document.querySelector("[data-testid=step]")?.dataset.step === "action");
      assert.equal(await logLength(s), 1);
      assert.equal(await s.count("[data-testid^=zone-][data-us]"), 6);
      await s.shot("tripoli-offline");
      await afterHumanMove(s, "tripoli", 2, "[data-testid^=zone-], [data-testid=hand] [data-testid], [data-testid=step], [data-testid=actions-left]");
      // The bots think in a worker, which the service worker serves offline too.
      await botsFinish(s, own.url, "tripoli", 2, 2);
    } finally {
      await own.close(); // a second close is harmless; a failed flow must not keep it open
    }
  });

  it("Sekigahara: a march by clicking the map, Persian, the same war after a reload, a share link, a tampered link, bots finish a game", async () => {
    const s = await session();
    await openSave(s, server.url, { game: "sekigahara", seed: 3, salt: 1, seats: ["human", "human"] });
    await s.click("[data-testid=curtain-reveal]");
    await s.waitFor("[data-testid=map]");
    assert.equal(await s.attr("[data-testid=province-0]", "data-ishida"), "4");
    await s.click("[data-testid=province-1]");
    // Waited for, not read at once: read straight after the click it was "false" in 2 of 6 runs.
    await s.until(() => document.querySelector("[data-testid=province-1]").getAttribute("aria-pressed") === "true", [], { what: "province 1 pressed by its click" });
    await s.click("[data-testid^=province-][data-target=move]");
    await s.click("[data-testid^=move-]");
    await s.until(() => document.querySelectorAll("[data-testid=log] li").length === 1);
    // Two people share the device: the reloaded game is hidden behind the curtain again.
    await afterHumanMove(s, "sekigahara", 3, "[data-testid^=province-], [data-testid=scores], [data-testid=step]", { reveal: "[data-testid=curtain-reveal]" });
    await botsFinish(s, server.url, "sekigahara", 2, 3);
  });

  it("iPhone Safari, not on the home screen, is told saves may expire until the notice is dismissed", async () => {
    const plain = await session();
    await plain.goto(server.url + "#/");
    await plain.waitFor("[data-testid=game-shikoku]");
    assert.equal(await plain.count("[data-testid=ios-saves-notice]"), 0, "desktop WebKit is not warned");
    const s = await session({ userAgent: IPHONE_SAFARI });
    await s.goto(server.url + "#/");
    await s.waitFor("[data-testid=ios-saves-notice]");
    assert.match(await s.text("[data-testid=ios-saves-notice]"), /Home Screen/);
    await s.shot("home-ios-notice");
    await s.set("[data-testid=language]", "fa");
    await s.until(() => /صفحهٔ اصلی/.test(document.querySelector("[data-testid=ios-saves-notice]")?.innerText));
    await s.shot("home-ios-notice-fa");
    await s.click("[data-testid=ios-saves-dismiss]");
    await s.until(() => !document.querySelector("[data-testid=ios-saves-notice]"));
    await s.reload();
    await s.waitFor("[data-testid=game-shikoku]");
    assert.equal(await s.count("[data-testid=ios-saves-notice]"), 0, "dismissed for good");
  });
});
