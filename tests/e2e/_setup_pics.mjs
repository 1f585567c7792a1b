import { serve, open, page, importRecord } from "./harness.mjs";
const server = await serve(); const browser = await open("chromium");
const errors = []; const p = await page(browser.context, errors);
await p.setViewportSize({ width: 1280, height: 900 });
for (const [tag, extra] of [["r1", {}], ["r2", { rules: 2 }]]) {
  await importRecord(p, server.url, { game: "sekigahara", players: 2, options: {}, seed: 1, salt: 1, ...extra });
  await p.waitForSelector("[data-testid=province-13]");
  const map = p.locator("svg:has([data-testid=province-13])").first();
  await map.screenshot({ path: `/tmp/sek-setup-${tag}.png` });
  console.log(tag, await p.getAttribute("[data-testid=province-15]", "data-ishida"));
}
console.log(errors);
await browser.close(); await server.close();
