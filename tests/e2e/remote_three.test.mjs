// Three profiles at one remote table: a host and two guests play a three-player Port Royal game
// to its end over WebRTC data channels. On the way a guest reloads its page (its device kept what
// it was shown) and comes back to its seat by a new invitation and reply; the host reloads its page and reopens the table from
// its save, inviting the same seats again (the guests are told the host went away, and lose
// nothing); a guest closes its page and the host hands its seat to a bot, which plays it to the
// end. Each seat's state (here, connected, away, bot) is shown on the host's screen and the guests'.
// Nothing but loopback is contacted: no STUN server (`takhte.ice` = []), host candidates only.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, page, shot, launchPeers, BROWSERS, axeViolations } from "./harness.mjs";

/** A fresh profile with no STUN server configured and Instant bots. */
async function profile(browser, viewport) {
  const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
  await context.addInitScript(() => {
    if (location.protocol.startsWith("http")) {
      localStorage.setItem("takhte.ice", "[]");
      localStorage.setItem("takhte.speed.port-royal", "0");
    }
  });
  context.setDefaultTimeout(30000);
  return context;
}

const atOf = (p) => p.getAttribute("[data-testid=host], [data-testid=guest]", "data-at").then(Number);

/** Waits for the invitation of `seat` on the host's screen; returns it. */
async function invitation(host, seat) {
  await host.waitForFunction((s) => /#\/join\/port-royal\?i=/.test(document.querySelector(`[data-testid=invite-${s}]`)?.value || ""), seat);
  return host.inputValue(`[data-testid=invite-${seat}]`);
}

/** A guest opens an invitation and the host takes its reply (pasted); both see the seat taken. */
async function seat(host, guest, seatNo) {
  const link = await invitation(host, seatNo);
  await guest.goto(link);
  await guest.waitForFunction(() => /#\/reply\?a=/.test(document.querySelector("[data-testid=reply-link]")?.value || ""));
  const back = await guest.inputValue("[data-testid=reply-link]");
  await host.fill(`[data-testid=reply-${seatNo}]`, back);
  await host.click(`[data-testid=connect-${seatNo}]`);
  await host.waitForSelector(`[data-testid=state-${seatNo}][data-state=present]`);
  await guest.waitForSelector("[data-testid=guest-link][data-link=seated]");
}

/** Plays one move on `p`'s board: the dearest card it can buy, else stop once two cards lie in
 *  the harbour, else draw, else stop or pass. Returns what it did, or null when nothing is enabled. */
function move(p) {
  return p.evaluate(() => {
    const area = document.querySelector("[data-testid=board-area]");
    const enabled = (sel) => [...area.querySelectorAll(sel)].filter((b) => !b.disabled);
    const buys = enabled("[data-testid=harbour] button.buy");
    if (buys.length) {
      buys.sort((a, b) => (Number(b.dataset.cost) - Number(a.dataset.cost)) || (Number(b.dataset.gold) - Number(a.dataset.gold)));
      buys[0].click();
      return "buy";
    }
    const [stop] = enabled("[data-testid=stop]");
    const [draw] = enabled("[data-testid=draw]");
    const [pass] = enabled("[data-testid=pass]");
    const harbour = area.querySelectorAll("[data-testid=harbour] > li").length;
    const pick = (stop && harbour >= 2 && stop) || draw || stop || pass;
    if (!pick) return null;
    pick.click();
    return pick.dataset.testid;
  });
}

for (const name of BROWSERS) {
  describe(`Three profiles at one remote table in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await launchPeers(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("a host and two guests play Port Royal to its end through a guest's reload, the host's reload and a guest handed to a bot", async () => {
      const errors = [];
      const hostContext = await profile(browser, { width: 1280, height: 800 });
      const aContext = await profile(browser, { width: 1200, height: 900 });
      const bContext = await profile(browser, { width: 390, height: 844 });
      const host = await page(hostContext, errors);
      let a = await page(aContext, errors);
      const b = await page(bContext, errors);

      await host.goto(server.url + "#/host/port-royal");
      await host.selectOption("[data-testid=table-players]", "3");
      await host.click("[data-testid=host-start]");
      // A reload of the host's page reopens this table: its address names the save.
      await host.waitForFunction(() => /#\/host\/port-royal\?s=/.test(location.hash));
      await seat(host, a, 1);
      await seat(host, b, 2);
      assert.equal(await host.getAttribute("[data-testid=state-0]", "data-state"), "here");
      assert.match(await host.locator("[data-testid=state-1]").innerText(), /connected/);

      const guests = { 1: () => a, 2: () => b };
      let botAt2 = false;
      let moves = 0;
      const events = { guestReload: 45, hostReload: 90, drop: 140 };
      const started = Date.now();
      const play = async () => { for (;;) {
        // The seat to act and the position, read together (a bot may move between two reads).
        const [turn, before] = await host.evaluate(() => [
          document.querySelector("[data-testid=table-turn]").dataset.seat,
          Number(document.querySelector("[data-testid=host]").dataset.at),
        ]);
        if (turn === "") break;
        if (turn === "2" && botAt2) {
          await host.waitForFunction((n) => Number(document.querySelector("[data-testid=host]").dataset.at) > n, before);
        } else {
          const actor = turn === "0" ? host : guests[turn]();
          // The actor has the host's latest position before it chooses.
          await actor.waitForFunction((n) => Number(document.querySelector("[data-testid=host], [data-testid=guest]").dataset.at) === n, before);
          const did = await move(actor);
          assert.ok(did, `move ${moves}: seat ${turn} is offered nothing`);
          await host.waitForFunction((n) => Number(document.querySelector("[data-testid=host]").dataset.at) > n, before);
        }
        moves++;
        assert.ok(moves < 2000, "a Port Royal game ends");

        if (moves === events.guestReload) {
          // Guest 1 reloads: the host shows the seat away; a new invitation and reply seat it again.
          const seen = await atOf(host);
          await a.waitForFunction((n) => Number(document.querySelector("[data-testid=guest]").dataset.at) === n, seen);
          await a.reload();
          // The guest's device kept what it was shown: the board is back at once, before any host.
          await a.waitForSelector("[data-testid=guest-kept]");
          assert.equal(await atOf(a), seen);
          await host.waitForSelector("[data-testid=state-1][data-state=away]", { timeout: 45000 });
          assert.match(await host.locator("[data-testid=state-1]").innerText(), /away/);
          // The other guest is told too: every seat's state is on every screen.
          await b.waitForSelector("[data-testid=state-1][data-state=away]");
          assert.match(await b.locator("[data-testid=state-1]").innerText(), /✕.*away/s);
          await shot(host, `remote3-host-away-${name}`);
          await host.click("[data-testid=invite-again-1]");
          await seat(host, a, 1);
          const now = await atOf(host);
          await a.waitForFunction((n) => Number(document.querySelector("[data-testid=guest]").dataset.at) === n, now);
          assert.equal(await a.locator("[data-testid=table-log] li").count(), 8, "the guest has the log again");
        }
        if (moves === events.hostReload) {
          // The host reloads: the table reopens from its save at the same position, and the guests
          // are told the host went away; fresh invitations for the same seats bring them back.
          const now = await atOf(host);
          await host.reload();
          await host.waitForSelector("[data-testid=host]");
          assert.equal(await atOf(host), now, "nothing played is lost");
          await a.waitForSelector("[data-testid=guest-link][data-link=gone]", { timeout: 45000 });
          await b.waitForSelector("[data-testid=guest-link][data-link=gone]", { timeout: 45000 });
          assert.match(await b.locator("[data-testid=guest-link]").innerText(), /host's device has gone/);
          await seat(host, a, 1);
          await seat(host, b, 2);
          await b.waitForFunction((n) => Number(document.querySelector("[data-testid=guest]").dataset.at) === n, now);
          assert.equal(await b.locator("[data-testid=table-log] li").count(), 8);
        }
        if (moves === events.drop) {
          // Guest 2 goes away for good: the host hands its seat to a bot, and the game goes on.
          await b.close();
          await host.waitForSelector("[data-testid=state-2][data-state=away]", { timeout: 45000 });
          assert.deepEqual(await axeViolations(host), [], "axe on the host's screen with a seat away");
          await host.click("[data-testid=to-bot-2]");
          await host.waitForSelector("[data-testid=state-2][data-state=bot]");
          await a.waitForSelector("[data-testid=state-2][data-state=bot]");
          assert.deepEqual(await a.locator("[data-testid=table-states] li").evaluateAll((ls) => ls.map((l) => l.dataset.state)),
            ["here", "present", "bot"]);
          assert.equal(await host.locator("[data-testid=to-bot-2], [data-testid=invite-2]").count(), 0);
          botAt2 = true;
        }
      } };
      try { await play(); } catch (e) {
        await shot(host, `remote3-failed-host-${name}`);
        for (const [who, p] of [["a", a], ["b", b]]) if (!p.isClosed()) await shot(p, `remote3-failed-${who}-${name}`).catch(() => {});
        console.log(`# host state: ${await host.locator("[data-testid=table-states]").innerText().catch(() => "?")}`);
        throw new Error(`after ${moves} moves: ${e.message}; console errors: ${errors.join(" | ")}`);
      }
      assert.ok(moves > events.drop, `the game lasted past the events (${moves} moves)`);
      const seconds = (Date.now() - started) / 1000;
      console.log(`# ${name}: ${moves} moves in ${seconds.toFixed(1)} s`);
      await host.waitForSelector("[data-testid=table-result]");
      await a.waitForSelector("[data-testid=table-verdict]");
      assert.equal(await a.getAttribute("[data-testid=table-verdict]", "data-verdict"), "table.verified");
      await shot(host, `remote3-host-over-${name}`);
      await shot(a, `remote3-guest-over-${name}`);
      // The host's save holds the whole game, with the seat handed to a bot, and stays finished.
      const saved = await host.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("takhte.save."))
        .map((k) => JSON.parse(localStorage.getItem(k))));
      assert.equal(saved.length, 1, "one save: the reload reopened it rather than starting another");
      assert.equal(saved[0].record.actions.length, await atOf(host));
      assert.equal(saved[0].finished, true);
      assert.deepEqual(saved[0].seats, [{ kind: "human" }, { kind: "human" }, { kind: "bot", bot: "heuristic" }]);
      assert.deepEqual(errors, []);
      await hostContext.close();
      await aContext.close();
      await bContext.close();
    });
  });
}
