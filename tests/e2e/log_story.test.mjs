// A bot turn tells its story in one line: in every game, the summary of each grouped turn in the
// log names what its expanded lines say happened (the roll and harvest, the reveals and the
// purchase, the card and its zone, the marches and attacks, the card played and that a card was
// passed), in English and in Persian; and in the settlers game the answers to an offer stay in
// the trade panel where it was made until its maker acts again. Photographs of the settlers and
// Sekigahara logs at 390×844 and 1280×800 in en and fa land in tests/e2e/artifacts (and in
// $TAKHTE_STORY_SHOTS when set).
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { serve, open, page, shot, startGame, logLength, BROWSERS } from "./harness.mjs";

const FIXTURES = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../engine/tests/fixtures/stats");
const SHOTS = process.env.TAKHTE_STORY_SHOTS;

/** Each game: its finished fixture record, how many of its actions to keep (mid-game), and what
 *  an English summary must say for each expanded line (a list of strings, from the line). */
const GAMES = {
  settlers: {
    file: "settlers-1.json", keep: 150,
    says: (line) => {
      const m = [];
      let r;
      if ((r = /rolled \d+ and \d+: (\d+)\./.exec(line))) m.push(`rolled ${r[1]}`);
      if (/built a road/.test(line)) m.push("built ");
      if ((r = /stole a card from (\S+)\./.exec(line))) m.push(`stole a card from ${r[1]}`);
      if ((r = /played (Knight|Road Building)\./.exec(line))) m.push(`played ${r[1]}`);
      if (/bought a development card/.test(line)) m.push("bought ");
      return m;
    },
  },
  "port-royal": {
    file: "port-royal-1.json", keep: 120,
    says: (line) => {
      const m = [];
      let r;
      if ((r = /reveals (?!a pirate|a second)(.+)\.$/.exec(line))) m.push(r[1]);
      if ((r = /buys (.+) for (\d+) gold/.exec(line))) m.push(`bought ${r[1]} for ${r[2]} gold`);
      if (/second pirate/.test(line)) m.push("went bust on a second pirate");
      if (/reveals/.test(line)) m.push("revealed ");
      return m;
    },
  },
  tripoli: {
    file: "tripoli-2.json", keep: 60,
    says: (line) => {
      const m = [];
      let r;
      if ((r = /plays (.+)\.$/.exec(line))) m.push(`played ${r[1]}`);
      if ((r = /draws the event (.+)\.$/.exec(line))) m.push(`drew the event ${r[1]}`);
      if ((r = /chooses (.+)\.$/.exec(line))) m.push(r[1]);
      return m;
    },
  },
  sekigahara: {
    file: "sekigahara-19.json", keep: 10,
    says: (line) => {
      const m = [];
      let r;
      if ((r = /moved (\d+) (.+) units? from (.+) to (.+)\.$/.exec(line))) m.push(`${r[1]} ${r[2]} unit`, r[3], r[4]);
      if ((r = /attacked (.+) from (.+) with/.exec(line))) m.push(`attacked ${r[1]} from ${r[2]}`);
      return m;
    },
  },
  shikoku: {
    file: "shikoku-1.json", keep: 20,
    says: (line) => {
      const m = [];
      let r;
      if ((r = /played a region (\d) card \((\d+) icons?\) and placed (\d+) piece/.exec(line))) {
        m.push(`played a region ${r[1]} card with ${r[2]} icon`, `placed ${r[3]} piece`);
      }
      if (/passed a card face down/.test(line)) m.push("passed a card");
      return m;
    },
  },
};

/** A Persian word each game's Persian summaries use (a verb of its story). */
const PERSIAN = {
  settlers: /تاس|ساخت|تمام کرد|دور ریخت|پیشنهاد|دزد|خرید|بازی کرد|پذیرفت|رد کرد|معامله/,
  "port-royal": /رو کرد/,
  tripoli: /کشید|بازی کرد/,
  sekigahara: /برد|حمله کرد|بازی کرد/,
  shikoku: /کارت ناحیهٔ/,
};

let saves = 0;

/** Stores a save of the first `keep` actions of `game`'s fixture record, the last seat a person
 *  and the others heuristic bots at the "Instant" pace, and opens it. */
async function openSave(p, url, game) {
  const { file, keep } = GAMES[game];
  const record = JSON.parse(fs.readFileSync(path.join(FIXTURES, file), "utf8"));
  record.actions = record.actions.slice(0, keep);
  const seats = Array.from({ length: record.players }, (_, i) =>
    i === record.players - 1 ? { kind: "human" } : { kind: "bot", bot: "heuristic" });
  const id = `story-${game}-${++saves}`;
  const save = { format: 1, id, created: 1, updated: 1, finished: false, record, seats };
  await p.goto(url + "#/");
  await p.evaluate((save) => {
    localStorage.setItem(`takhte.save.${save.id}`, JSON.stringify(save));
    localStorage.setItem("takhte.speed", "20");
    localStorage.setItem("takhte.lang", "en");
  }, save);
  await p.goto(url + `#/play/${id}`);
  await p.waitForSelector("[data-testid=play]");
}

/** Waits until no bot is to act (the person's turn or the end), the log drawn. */
async function settled(p) {
  await p.waitForFunction(() => !document.querySelector("[data-testid=skip-to-my-turn], [data-testid=skip-stop]")
    && (document.querySelector("[data-testid=board-area] :is(button:not(:disabled), [role=button]:not([aria-disabled=true]))")
      || document.querySelector("[data-testid=game-over]")), null, { timeout: 60000 });
  await p.waitForTimeout(300);
  await logLength(p);
}

/** Every grouped turn of the log: its summary and its lines. */
const turns = (p) => p.locator("[data-testid=log-turn]").evaluateAll((els) => els.map((d) => ({
  summary: d.querySelector("summary").textContent,
  lines: [...d.querySelectorAll("li")].map((li) => li.textContent),
})));

/** The Persian digits of a number written in Latin digits. */
const persian = (s) => s.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[d]);

/** Opens the log (closed on phones), opens its last grouped turn, and photographs the page with
 *  the log in view. */
async function photograph(p, name) {
  await p.evaluate(() => {
    const log = document.querySelector("details.log");
    if (log) log.open = true;
    const last = [...document.querySelectorAll("[data-testid=log-turn]")].pop();
    if (last) last.open = true;
    const list = document.querySelector("[data-testid=log]");
    if (list) list.scrollTop = list.scrollHeight;
    (last || list)?.scrollIntoView({ block: "center" });
  });
  await p.waitForTimeout(300);
  await shot(p, name);
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await p.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  }
}

for (const name of BROWSERS) {
  describe(`A bot turn tells its story in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    for (const game of Object.keys(GAMES)) {
      it(`${game}: each grouped turn's summary names its actions, in English and in Persian`, async () => {
        const errors = [];
        const p = await page(browser.context, errors);
        await p.setViewportSize({ width: 1280, height: 800 });
        await openSave(p, server.url, game);
        await settled(p);
        const en = await turns(p);
        assert.ok(en.length >= 1, "some bot turn is grouped");
        let named = 0;
        for (const { summary, lines } of en) {
          assert.doesNotMatch(summary, /\d+ actions?: |[{}]/, summary);
          // The summary starts with the seat's name, as its lines do (but a battle's).
          const who = lines.find((l) => !l.startsWith("Battle of")).split(" ")[0];
          assert.ok(summary.startsWith(who), `${summary} starts with ${who}`);
          for (const line of lines) {
            for (const part of GAMES[game].says(line)) {
              assert.ok(summary.includes(part), `"${part}" (from "${line}") in "${summary}"`);
              named++;
            }
          }
        }
        assert.ok(named >= 2, `the summaries named ${named} actions: ${JSON.stringify(en.slice(0, 3))}`);
        console.log(`# ${game} (${name}): ${en.at(-1).summary}`);
        if (name === "chromium" && (game === "settlers" || game === "sekigahara")) {
          await photograph(p, `story-${game}-en-1280`);
          await p.setViewportSize({ width: 390, height: 844 });
          await photograph(p, `story-${game}-en-390`);
          await p.setViewportSize({ width: 1280, height: 800 });
        }

        await p.selectOption("[data-testid=language]", "fa");
        await p.waitForSelector("html[dir=rtl][lang=fa]");
        await logLength(p);
        const fa = await turns(p);
        assert.equal(fa.length, en.length, "the same turns");
        fa.forEach(({ summary }, i) => {
          assert.doesNotMatch(summary, /[0-9{}]|actions/, summary);
          assert.match(summary, PERSIAN[game], summary);
          // Every number the English summary says, the Persian one says in Persian digits.
          for (const n of en[i].summary.match(/\d+/g) || []) {
            assert.ok(summary.includes(persian(n)), `${persian(n)} in ${summary} (${en[i].summary})`);
          }
        });
        console.log(`# ${game} (${name}) fa: ${fa.at(-1).summary}`);
        if (name === "chromium" && (game === "settlers" || game === "sekigahara")) {
          await photograph(p, `story-${game}-fa-1280`);
          await p.setViewportSize({ width: 390, height: 844 });
          await photograph(p, `story-${game}-fa-390`);
        }
        await p.selectOption("[data-testid=language]", "en");
        await p.waitForFunction(() => document.documentElement.lang === "en");
        assert.deepEqual(errors, []);
        await p.close();
      });
    }

    it("settlers: the answers to an offer stay in the trade panel until its maker acts again", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await p.setViewportSize({ width: 1280, height: 800 });
      await startGame(p, server.url, "settlers", ["human", "heuristic", "heuristic"], { seed: 5 });
      for (let i = 0; i < 2; i++) {
        await p.waitForSelector("[data-testid^=spot-]", { timeout: 30000 });
        await p.locator("[data-testid^=spot-]").nth(5).click();
        await p.locator("[data-testid^=edge-]").first().click();
      }
      await p.waitForSelector("[data-testid=roll]:enabled", { timeout: 30000 });
      await p.click("[data-testid=roll]");
      await p.waitForSelector("[data-testid=end-turn]:enabled, [data-testid^=robber-hex-]", { timeout: 30000 });
      if (await p.locator("[data-testid^=robber-hex-]").count()) {
        await p.locator("[data-testid^=robber-hex-]").first().click();
        if (await p.locator("[data-testid^=victim-]").count()) await p.locator("[data-testid^=victim-]").first().click();
      }
      const more = (side) => `[data-testid^=offer-${side}-]:not([data-testid*=-less-]):enabled`;
      await p.click("[data-testid=trade-open]:enabled", { timeout: 30000 });
      await p.waitForSelector(more("give"), { timeout: 30000 });
      // One card for two: the bots refuse an offer that takes more than it gives.
      await p.locator(more("give")).first().click();
      await p.locator(more("get")).first().click();
      await p.locator(more("get")).first().click();
      await p.click("[data-testid=offer-to-all]");
      // Both bots answer; each answer is shown by the seat that gave it, and the offer closes.
      await p.waitForSelector("[data-testid=offer-answers]", { timeout: 20000 });
      const answers = await p.locator("[data-testid=offer-answers] [data-answer]").evaluateAll((els) =>
        els.map((e) => [e.getAttribute("data-testid"), e.getAttribute("data-answer"), e.textContent]));
      assert.deepEqual(answers.map((a) => a[0]), ["answer-1", "answer-2"]);
      assert.deepEqual(answers.map((a) => a[2]), ["Blue declined", "Orange declined"]);
      assert.match(await p.locator("[data-testid=offer-answers]").innerText(), /Answers to your offer\s+Red gives 1 \w+ for .+\s+Blue declined/);
      await shot(p, `story-settlers-answers-${name}`);
      // They stay while the player thinks, also with the composer closed…
      await p.waitForTimeout(500);
      await p.click("[data-testid=trade-open]");
      assert.equal(await p.locator("[data-testid=offer-answers]").count(), 1, "still there while the player thinks");
      // …and go once the player acts again.
      await p.click("[data-testid=end-turn]:enabled");
      await p.waitForFunction(() => !document.querySelector("[data-testid=offer-answers]"));
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
