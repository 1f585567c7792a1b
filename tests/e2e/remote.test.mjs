// Friends on their own devices: two browser profiles on one machine play a whole Shikoku game
// over a WebRTC data channel, with the invitation and the reply carried as links (the reply
// opened in another tab of the host's browser in Chromium, pasted in Firefox). The guest sees
// only its own hand, moves only on its turn, and verifies the deal at the end; a damaged
// invitation or reply gets a clear message; a guest who leaves is shown as gone.
// Nothing but loopback is contacted: no STUN server (`takhte.ice` = []), host candidates only.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, page, shot, launchPeers, BROWSERS, axeViolations } from "./harness.mjs";

/** A fresh profile with no STUN server configured (and the page in `lang`, when given). */
async function profile(browser, viewport = { width: 1200, height: 900 }, lang = null) {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  // (about:blank has no local storage in Firefox: only pages of the app set it.)
  await context.addInitScript((l) => {
    if (!location.protocol.startsWith("http")) return;
    localStorage.setItem("takhte.ice", "[]");
    if (l) localStorage.setItem("takhte.lang", l);
  }, lang);
  context.setDefaultTimeout(20000);
  return context;
}

/** The host creates its invitation; returns the link. */
async function invite(host, url) {
  await host.goto(url + "#/host/shikoku");
  await host.click("[data-testid=host-start]");
  await host.waitForFunction(() => /#\/join\/shikoku\?i=/.test(document.querySelector("[data-testid=invite-1]")?.value || ""));
  return host.inputValue("[data-testid=invite-1]");
}

/** The guest opens the invitation; returns its reply link. */
async function reply(guest, link) {
  await guest.goto(link);
  await guest.waitForFunction(() => /#\/reply\?a=/.test(document.querySelector("[data-testid=reply-link]")?.value || ""));
  return guest.inputValue("[data-testid=reply-link]");
}

/** Plays `n` moves, each by whichever side is to act (the host's board or the guest's). */
async function playMoves(host, guest, n, hostSeats) {
  for (let i = 0; i < n; i++) {
    const seat = await host.getAttribute("[data-testid=table-turn]", "data-seat");
    if (seat === "") return;
    const actor = hostSeats.includes(seat) ? host : guest;
    const before = await at(host);
    await actor.waitForFunction((m) => Number(document.querySelector("[data-testid=host], [data-testid=guest]").dataset.at) === m, before);
    await actor.locator("[data-testid=board-area] button[data-action]:enabled").first().click();
    await host.waitForFunction((m) => Number(document.querySelector("[data-testid=host]").dataset.at) > m, before);
  }
}

/** The states the seat list shows, by seat. */
const states = (p) => p.locator("[data-testid=table-states] li").evaluateAll((ls) => ls.map((l) => l.dataset.state));

const at = (p) => p.getAttribute("[data-testid=host], [data-testid=guest]", "data-at").then(Number);

for (const name of BROWSERS) {
  describe(`Friends on their own devices in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await launchPeers(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("two profiles play a whole Shikoku game; the guest verifies the deal", async () => {
      const errors = [];
      const hostContext = await profile(browser);
      const guestContext = await profile(browser, { width: 390, height: 844 });
      const host = await page(hostContext, errors);
      const guest = await page(guestContext, errors);
      const link = await invite(host, server.url);
      assert.ok(link.length < 4000, `an invitation of ${link.length} characters`);
      const back = await reply(guest, link);
      if (name === "chromium") {
        // Opened on the host's device: the reply reaches the host's tab by itself.
        const tab = await page(hostContext, errors);
        await tab.goto(back);
        await tab.waitForSelector("[data-testid=reply-sent]");
        await tab.close();
      } else {
        await host.fill("[data-testid=reply-1]", back);
        await host.click("[data-testid=connect-1]");
      }
      await host.waitForSelector("[data-testid=seat-1][data-link=seated]");
      await guest.waitForSelector("[data-testid=guest-link][data-link=seated]");
      await guest.waitForSelector("[data-testid=board-area] [data-testid=hand]");
      await shot(host, `remote-host-start-${name}`);
      await shot(guest, `remote-guest-start-${name}`);

      // Each side sees its own hand and not the other's.
      const hand = (p) => p.locator("[data-testid=hand] button[data-action]").evaluateAll((bs) => bs.map((b) => b.dataset.testid).sort());
      const [mine, theirs] = [await hand(host), await hand(guest)];
      assert.ok(mine.length > 0 && theirs.length > 0);
      assert.deepEqual(mine.filter((c) => theirs.includes(c)), [], "no card is in both hands");
      assert.ok(!(await guest.content()).includes('"salt"'), "the salt is not on the guest's page");

      let moves = 0;
      while (await host.getAttribute("[data-testid=table-turn]", "data-seat") !== "") {
        const seat = await host.getAttribute("[data-testid=table-turn]", "data-seat");
        const [actor, other] = seat === "0" ? [host, guest] : [guest, host];
        const before = await at(host);
        // The seat not to act is offered nothing.
        assert.equal(await other.locator("[data-testid=board-area] button[data-action]:enabled").count(), 0, `move ${moves}: the waiting side can act`);
        await actor.locator("[data-testid=board-area] button[data-action]:enabled").first().click();
        await host.waitForFunction((n) => Number(document.querySelector("[data-testid=host]").dataset.at) > n, before);
        const now = await at(host);
        await guest.waitForFunction((n) => Number(document.querySelector("[data-testid=guest]").dataset.at) === n, now);
        moves++;
        assert.ok(moves <= 60, "a Shikoku game has 54 actions");
      }
      assert.equal(moves, 54);
      await host.waitForSelector("[data-testid=table-result]");
      await guest.waitForSelector("[data-testid=table-verdict]");
      assert.equal(await guest.getAttribute("[data-testid=table-verdict]", "data-verdict"), "table.verified");
      assert.match(await guest.locator("[data-testid=table-verdict]").innerText(), /Deal verified/);
      assert.equal(await guest.locator("[data-testid=table-log] li").count(), 8, "the last moves are listed");
      await shot(host, `remote-host-over-${name}`);
      await shot(guest, `remote-guest-over-${name}`);
      // The host's device keeps the game among its saved games, whole.
      const saved = await host.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("takhte.save."))
        .map((k) => JSON.parse(localStorage.getItem(k))));
      assert.equal(saved.length, 1);
      assert.equal(saved[0].record.game, "shikoku");
      assert.equal(saved[0].record.actions.length, 54);
      assert.equal(saved[0].finished, true);
      // The guest's page holds no saved game: its device kept nothing of the hidden deal.
      assert.equal(await guest.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("takhte.save.")).length), 0);
      assert.deepEqual(errors, []);
      await hostContext.close();
      await guestContext.close();
    });

    it("a seat played by a bot at the host's device moves by itself, and the game ends", async () => {
      const errors = [];
      const context = await profile(browser);
      const host = await page(context, errors);
      await host.goto(server.url + "#/host/shikoku");
      await host.selectOption("[data-testid=table-seat-1]", "heuristic");
      await host.click("[data-testid=host-start]");
      assert.equal(await host.locator("[data-testid^=invite-]").count(), 0, "no invitation for a bot's seat");
      let moves = 0;
      while (await host.getAttribute("[data-testid=table-turn]", "data-seat") !== "") {
        if (await host.getAttribute("[data-testid=table-turn]", "data-seat") === "0") {
          const before = await at(host);
          await host.locator("[data-testid=board-area] button[data-action]:enabled").first().click();
          await host.waitForFunction((n) => Number(document.querySelector("[data-testid=host]").dataset.at) > n, before);
        } else {
          const before = await at(host);
          await host.waitForFunction((n) => Number(document.querySelector("[data-testid=host]").dataset.at) > n, before);
        }
        moves++;
        assert.ok(moves <= 60);
      }
      assert.equal(await at(host), 54);
      await host.waitForSelector("[data-testid=table-result]");
      const saved = await host.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("takhte.save."))
        .map((k) => JSON.parse(localStorage.getItem(k))));
      assert.deepEqual(saved[0].seats, [{ kind: "human" }, { kind: "bot", bot: "heuristic" }]);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it("the first seat is a friend's: the host leaves to the home screen, resumes the table, the guest comes back, and the host ends the game for everyone (in Persian, at 390 px)", async () => {
      const errors = [];
      const phone = { width: 390, height: 844 };
      const hostContext = await profile(browser, phone, "fa");
      const guestContext = await profile(browser, phone, "fa");
      const host = await page(hostContext, errors);
      let guest = await page(guestContext, errors);
      await host.goto(server.url + "#/host/shikoku");
      await host.waitForFunction(() => document.documentElement.lang === "fa" && document.documentElement.dir === "rtl");
      await host.selectOption("[data-testid=table-seat-0]", "friend");
      await host.selectOption("[data-testid=table-seat-1]", "here");
      await host.click("[data-testid=host-start]");
      await host.waitForFunction(() => /#\/host\/shikoku\?s=/.test(location.hash));
      const id = new URLSearchParams((await host.evaluate(() => location.hash)).split("?")[1]).get("s");
      const seatGuest = async () => {
        await host.waitForFunction(() => /#\/join\/shikoku\?i=/.test(document.querySelector("[data-testid=invite-0]")?.value || ""));
        const back = await reply(guest, await host.inputValue("[data-testid=invite-0]"));
        await host.fill("[data-testid=reply-0]", back);
        await host.click("[data-testid=connect-0]");
        await host.waitForSelector("[data-testid=state-0][data-state=present]");
        await guest.waitForSelector("[data-testid=guest-link][data-link=seated]");
      };
      await seatGuest();
      // Every seat's state is on the guest's screen too, with a symbol beside the words.
      await guest.waitForFunction(() => document.querySelectorAll("[data-testid=table-states] li").length === 2);
      assert.deepEqual(await states(guest), ["present", "here"]);
      assert.deepEqual(await states(host), ["present", "here"]);
      assert.equal(await guest.locator("[data-testid=state-1] .state-mark").innerText(), "◆");
      assert.match(await guest.locator("[data-testid=state-1]").innerText(), /روی همین دستگاه/);
      assert.equal(await host.locator("[data-testid^=invite-1]").count(), 0, "no invitation for the seat at the host's device");
      await playMoves(host, guest, 6, ["1"]);
      const played = await at(host);
      assert.equal(played, 6);
      await guest.waitForFunction((m) => Number(document.querySelector("[data-testid=guest]").dataset.at) === m, played);
      await shot(host, `remote-fa-host-390-${name}`);
      await shot(guest, `remote-fa-guest-390-${name}`);
      assert.deepEqual(await axeViolations(guest), [], "axe on the guest's screen in Persian");
      assert.equal(await guest.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), true, "no sideways scroll at 390 px");

      // The host leaves to the home screen: the guest is told the host went away.
      await host.evaluate(() => { location.hash = "#/"; });
      await host.waitForSelector(`[data-testid=resume-${id}]`);
      assert.match(await host.getAttribute(`[data-testid=resume-${id}]`, "href"), /#\/host\/shikoku\?s=/);
      await guest.waitForSelector("[data-testid=guest-link][data-link=gone]", { timeout: 45000 });
      // Resume from the home screen reopens the table where it was; a new invitation seats the
      // guest again, and it gets only what it missed.
      await host.click(`[data-testid=resume-${id}]`);
      await host.waitForSelector("[data-testid=host]");
      assert.equal(await at(host), played, "nothing played is lost");
      assert.deepEqual(await states(host), ["awaited", "here"]);
      await seatGuest();
      await guest.waitForFunction((m) => Number(document.querySelector("[data-testid=guest]").dataset.at) === m, played);
      assert.equal(await guest.locator("[data-testid=table-log] li").count(), 6);
      await playMoves(host, guest, 3, ["1"]);
      const now = await at(host);
      await guest.waitForFunction((m) => Number(document.querySelector("[data-testid=guest]").dataset.at) === m, now);

      // "End the game" asks once more, then ends it for everyone: the guest is told the host
      // ended it (not that the host went away), and checks the deal of what it was shown.
      await host.click("[data-testid=end-table]");
      await host.waitForSelector("[data-testid=end-confirm]");
      await host.click("[data-testid=end-table-keep]");
      assert.equal(await host.locator("[data-testid=end-confirm]").count(), 0);
      await host.click("[data-testid=end-table]");
      await host.click("[data-testid=end-table-confirm]");
      await host.waitForSelector(`[data-testid=resume-${id}]`);
      await guest.waitForSelector("[data-testid=guest-link][data-link=ended]", { timeout: 45000 });
      await guest.waitForSelector("[data-testid=table-verdict]");
      assert.equal(await guest.getAttribute("[data-testid=table-verdict]", "data-verdict"), "table.verified");
      assert.match(await guest.locator("[data-testid=guest-link]").innerText(), /میزبان بازی را تمام کرد/);
      assert.equal(await guest.locator("[data-testid=board-area] button[data-action]:enabled").count(), 0, "nothing left to play");
      // It stays "ended" once the connection closes, never "the host went away".
      await guest.waitForTimeout(1500);
      assert.equal(await guest.getAttribute("[data-testid=guest-link]", "data-link"), "ended");
      await shot(guest, `remote-fa-guest-ended-${name}`);
      // Neither the seats' states (stale now) nor the notice for a guest who may come back.
      assert.equal(await guest.locator("[data-testid=table-states], [data-testid=guest-kept]").count(), 0);
      // The host keeps the game as a game of this device: no table beside it any more.
      assert.match(await host.getAttribute(`[data-testid=resume-${id}]`, "href"), /#\/play\//);
      assert.equal(await host.evaluate((i) => localStorage.getItem(`takhte.table.${i}`), id), null);
      assert.deepEqual(errors, []);
      await hostContext.close();
      await guestContext.close();
    });

    it("two people at the host's device pass it between their turns behind the pass-and-play curtain", async () => {
      const errors = [];
      const context = await profile(browser, { width: 390, height: 844 });
      const host = await page(context, errors);
      await host.goto(server.url + "#/host/shikoku");
      await host.selectOption("[data-testid=table-seat-1]", "here");
      await host.click("[data-testid=host-start]");
      assert.equal(await host.locator("[data-testid^=invite-]").count(), 0, "nobody to invite");
      assert.deepEqual(await states(host), ["here", "here"]);
      const hand = () => host.locator("[data-testid=hand] button[data-action]").evaluateAll((bs) => bs.map((b) => b.dataset.testid).sort());
      const hands = { 0: null, 1: null };
      let [moves, curtains, shown] = [0, 0, null];
      while (await host.getAttribute("[data-testid=table-turn]", "data-seat") !== "") {
        const seat = await host.getAttribute("[data-testid=table-turn]", "data-seat");
        const covered = await host.locator("[data-testid=curtain]").count() > 0;
        // A turn of the other person here starts behind the curtain, which hides every card.
        assert.equal(covered, seat !== shown, `move ${moves}: seat ${seat} after seat ${shown}`);
        if (covered) {
          assert.equal(await host.locator("[data-testid=board-area] [data-testid=hand]").count(), 0, `move ${moves}: a hand shows behind the curtain`);
          await host.waitForFunction(() => document.activeElement?.dataset.testid === "curtain-reveal");
          await host.keyboard.press("Enter");
          await host.waitForSelector("[data-testid=board-area] [data-testid=hand]");
          curtains++;
          shown = seat;
        }
        if (!hands[seat]) hands[seat] = await hand();
        const before = await at(host);
        await host.locator("[data-testid=board-area] button[data-action]:enabled").first().click();
        await host.waitForFunction((n) => Number(document.querySelector("[data-testid=host]").dataset.at) > n, before);
        moves++;
        assert.ok(moves <= 60);
      }
      assert.equal(moves, 54);
      assert.ok(curtains >= 2, `${curtains} curtains`);
      assert.ok(hands[0].length > 0 && hands[1].length > 0);
      assert.notDeepEqual(hands[0], hands[1], "each person saw their own hand");
      await host.waitForSelector("[data-testid=table-result]");
      assert.deepEqual(errors, []);
      await context.close();
    });

    it("damaged invitations and replies say so; a guest who leaves is shown as gone", async () => {
      const errors = [];
      const hostContext = await profile(browser);
      const guestContext = await profile(browser);
      const host = await page(hostContext, errors);
      const guest = await page(guestContext, errors);
      // A damaged invitation.
      await guest.goto(server.url + "#/join/shikoku?i=not-an-invitation");
      await guest.waitForSelector("[data-testid=error-page]");
      assert.match(await guest.locator("[data-testid=error-page] h1").innerText(), /invitation link is incomplete or damaged/);
      // A damaged reply, pasted.
      const link = await invite(host, server.url);
      await host.fill("[data-testid=reply-1]", "hello");
      await host.click("[data-testid=connect-1]");
      await host.waitForSelector("[data-testid=reply-error-1]");
      assert.equal(await host.getAttribute("[data-testid=seat-1]", "data-link"), "invited", "nothing changed");
      // Then the real one, and the guest leaves.
      const back = await reply(guest, link);
      await host.fill("[data-testid=reply-1]", back);
      await host.click("[data-testid=connect-1]");
      await host.waitForSelector("[data-testid=seat-1][data-link=seated]");
      await guest.close();
      await host.waitForSelector("[data-testid=seat-1][data-link=gone]", { timeout: 45000 });
      assert.match(await host.locator("[data-testid=link-1]").innerText(), /left the game/);
      // A new invitation for the seat can be made.
      await host.click("[data-testid=invite-again-1]");
      await host.waitForFunction(() => /#\/join\/shikoku\?i=/.test(document.querySelector("[data-testid=invite-1]")?.value || ""));
      assert.deepEqual(errors, []);
      await hostContext.close();
      await guestContext.close();
    });
  });
}
