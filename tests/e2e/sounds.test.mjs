// Sounds (issue 46, the comforts): off by default, one tap on the play screen turns them on
// (kept as `takhte.sound`), and then a bot's move schedules a synthesised sound. An init
// script counts the AudioContexts made and the oscillators they start.
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, open, page, startGame, BROWSERS } from "./harness.mjs";

const GAMES = [["shikoku", 2], ["port-royal", 2], ["settlers", 3], ["tripoli", 2], ["sekigahara", 2]];

/** Counts `new AudioContext()` and the oscillators started, in `window.__audio`. */
function spy() {
  window.__audio = { made: 0, tones: 0 };
  const Real = window.AudioContext;
  if (!Real) return;
  window.AudioContext = class extends Real {
    constructor(...args) { super(...args); window.__audio.made++; }
    createOscillator() { window.__audio.tones++; return super.createOscillator(); }
  };
}

for (const name of BROWSERS) {
  describe(`Sounds in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    for (const [game, n] of GAMES) {
      it(`${game}: silent by default; with sound on, the bots' moves make sounds`, async () => {
        const errors = [];
        const p = await page(browser.context, errors);
        await p.addInitScript(spy);
        // Off by default: the bots play and nothing is made.
        await startGame(p, server.url, game, Array(n).fill("heuristic"), { speed: 250 });
        await p.waitForFunction(() => document.querySelector("[data-testid=sound]")?.checkVisibility());
        assert.equal(await p.getAttribute("[data-testid=sound]", "aria-pressed"), "false");
        const actions = () => p.evaluate(() => Number(document.querySelector("[data-testid=play]").dataset.actions));
        const movesOn = (k) => actions().then((at) => p.waitForFunction(([at, k]) =>
          Number(document.querySelector("[data-testid=play]").dataset.actions) >= at + k
          || document.querySelector("[data-testid=game-over]"), [at, k], { timeout: 60000 }));
        await movesOn(2);
        assert.deepEqual(await p.evaluate(() => window.__audio), { made: 0, tones: 0 }, "no audio while sounds are off");
        // One tap turns them on (with a short sound to say so), kept on this device.
        await p.click("[data-testid=sound]");
        assert.equal(await p.getAttribute("[data-testid=sound]", "aria-pressed"), "true");
        assert.equal(await p.evaluate(() => localStorage.getItem("takhte.sound")), "on");
        const own = await p.evaluate(() => window.__audio);
        assert.ok(own.made === 1 && own.tones >= 1, `the toggle's own sound: ${JSON.stringify(own)}`);
        // The bots' next moves schedule sounds.
        await p.waitForFunction((t) => window.__audio.tones > t, own.tones, { timeout: 60000 });
        const heard = await p.evaluate(() => window.__audio);
        assert.equal(heard.made, 1, "one audio context for the page");
        console.log(`# ${game} (${name}): ${heard.tones - own.tones} tones from the bots by action ${await actions()}`);
        // Off again: the next moves are silent.
        await p.click("[data-testid=sound]");
        assert.equal(await p.getAttribute("[data-testid=sound]", "aria-pressed"), "false");
        assert.equal(await p.evaluate(() => localStorage.getItem("takhte.sound")), null);
        const tones = await p.evaluate(() => window.__audio.tones);
        await movesOn(3);
        assert.equal(await p.evaluate(() => window.__audio.tones), tones, "silent once turned off");
        assert.deepEqual(errors, []);
        await p.close();
      });
    }
  });
}
