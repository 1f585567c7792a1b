// Errors in the reader's language (issue 46, item 11): a damaged link, a replay link whose
// record does not parse, and a damaged record file, opened in Persian: the message is Persian,
// gives a reason, and shows no parser or checker wording ("checksum mismatch", serde's
// "expected … at line …"); that detail is folded under a Persian "Details".
import { describe, it, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, open, page, shot, startGame, BROWSERS } from "./harness.mjs";

/** The link checksum (FNV-1a, 32 bits, as 8 hex digits), as `src/link.rs` computes it. */
function checksum(text) {
  let h = 0x811c9dc5;
  for (const b of Buffer.from(text, "utf8")) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
}

/** A signed replay link carrying `text` as its record. */
function watchLink(text) {
  const query = `v=2&r=${Buffer.from(text, "utf8").toString("base64url")}`;
  return `#/watch?${query}&c=${checksum(`watch|${query}`)}`;
}

const PERSIAN = /[\u0600-\u06FF]/;
/** Latin words: anything English, or a parser's message. */
const LATIN = /[A-Za-z]{2,}/;

for (const name of BROWSERS) {
  describe(`Error messages in Persian in ${name}`, () => {
    let server, browser;
    before(async () => { server = await serve(); browser = await open(name); });
    after(async () => { await browser.close(); await server.close(); });

    it("damaged links and records say why in Persian, the raw detail folded away", async () => {
      const errors = [];
      const p = await page(browser.context, errors);
      await startGame(p, server.url, "shikoku", ["human", "heuristic"]);
      await p.click("[data-testid=share]");
      const link = await p.locator("[data-testid=share-link]").inputValue();
      const hash = link.slice(link.indexOf("#"));
      await p.selectOption("[data-testid=language]", "fa");
      await p.waitForFunction(() => document.documentElement.lang === "fa");
      const cases = [
        ["a changed deal number", hash.replace(/s=\d+/, "s=12345"), /checksum/],
        ["a link cut short", hash.slice(0, hash.indexOf("&k=")), /missing|checksum/],
        ["a malformed number", "#/new/shikoku?p=2&s=abc", LATIN],
        ["a record that is not one", watchLink(JSON.stringify({ not: "a record" })), LATIN],
        ["a record cut short", watchLink('{"version":2,"game":"shikoku","players":2,"seed":1,"acti'), LATIN],
        ["a replay link changed", watchLink("{}").replace(/c=[0-9a-f]+/, "c=00000000"), /checksum/],
      ];
      for (const [what, route, detail] of cases) {
        await p.goto(server.url + route);
        await p.waitForFunction(() => document.querySelector("[data-testid=error-page]")?.checkVisibility());
        assert.equal(await p.getAttribute("html", "lang"), "fa");
        const shown = await p.locator("[data-testid=error-page]").innerText();
        const title = await p.locator("[data-testid=error-page] h1").innerText();
        assert.match(title, PERSIAN, `${what}: a Persian headline`);
        assert.doesNotMatch(shown, LATIN, `${what}: no English or parser words on the page: ${shown}`);
        assert.doesNotMatch(shown, /checksum|serde|expected|line \d/i, what);
        // The raw detail is there for a bug report, folded under the Persian "Details".
        const folded = p.locator("[data-testid=error-page] details.detail");
        assert.equal(await folded.count(), 1, `${what}: a details element`);
        assert.equal(await folded.getAttribute("open"), null, `${what}: folded`);
        assert.match(await folded.locator("summary").innerText(), PERSIAN);
        assert.match(await folded.textContent(), detail, `${what}: the detail kept`);
      }
      await shot(p, `error-fa-${name}`);
      // The damaged link's message gives the reason in words.
      await p.goto(server.url + hash.replace(/s=\d+/, "s=12345"));
      await p.waitForFunction(() => document.querySelector("[data-testid=error-page]")?.checkVisibility());
      assert.match(await p.locator("[data-testid=error-page] h1").innerText(), /آسیب دیده یا ناقص/);
      // A damaged record file, imported on the home screen.
      await p.goto(server.url + "#/");
      await p.waitForSelector("[data-testid=import-file]", { state: "attached" });
      await p.setInputFiles("[data-testid=import-file]", { name: "bad.json", mimeType: "application/json", buffer: Buffer.from('{"version":2,"game":"shikoku","seed":') });
      await p.waitForFunction(() => document.querySelector("[data-testid=import-error]")?.checkVisibility());
      const said = await p.locator("[data-testid=import-error]").innerText();
      assert.match(said, PERSIAN);
      assert.doesNotMatch(said, LATIN, `the import error: ${said}`);
      assert.match(await p.locator("[data-testid=import-error] details").textContent(), LATIN, "the parser's detail kept, folded");
      await shot(p, `error-fa-import-${name}`);
      assert.deepEqual(errors, []);
      await p.close();
    });
  });
}
