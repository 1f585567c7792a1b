// Friends on their own devices: two browser profiles on one machine play a whole Shikoku game
// over a WebRTC data channel, with the invitation and the reply carried as links (the reply
// opened in another tab of the host's browser in Chromium, pasted in Firefox). The guest sees
// only its own hand, moves only on its turn, and verifies the deal at the end; a damaged
// invitation or reply gets a clear message; a guest who leaves is shown as gone.
// Nothing but loopback is contacted: no STUN server (`takhte.ice` = []), host candidates only.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, page, shot, launchPeers, BROWSERS } from "./harness.mjs";

/** A fresh profile with no STUN server configured. */
async function profile(browser, viewport = { width: 1200, height: 900 }) {
  const context = await browser.newContext({ viewport });
  // (about:blank has no local storage in Firefox: only pages of the app set it.)
  await context.addInitScript(() => { if (location.protocol.startsWith("http")) localStorage.setItem("takhte.ice", "[]"); });
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
