// Shared harness for the end-to-end tests: a static server over dist/, and the two browsers.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const { chromium, firefox } = require(path.join(root, "tools/node_modules/playwright-core"));

export const DIST = process.env.TAKHTE_DIST || path.join(root, "dist");
export const ARTIFACTS = path.join(root, "tests/e2e/artifacts");
fs.mkdirSync(ARTIFACTS, { recursive: true });

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".wasm": "application/wasm",
  ".css": "text/css", ".png": "image/png", ".json": "application/json",
  ".webmanifest": "application/manifest+json", ".svg": "image/svg+xml",
};

/** Starts a static server on a free loopback port; resolves to { url, close }. `refuse(url)`,
 *  asked with each request's path and query, answers 503 where it returns true. `dir` may be a
 *  function, asked at each request: one origin then serves one build after another. */
export function serve(dirOrFn = DIST, { refuse = () => false } = {}) {
  const sockets = new Set();
  const server = http.createServer((req, res) => {
    if (refuse(req.url)) { res.writeHead(503); res.end("refused"); return; }
    const dir = typeof dirOrFn === "function" ? dirOrFn() : dirOrFn;
    let p = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (p.endsWith("/")) p += "index.html";
    const file = path.join(dir, path.normalize(p));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404); res.end("not found"); return;
    }
    res.writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream", "cache-control": "no-cache" });
    fs.createReadStream(file).pipe(res);
  });
  server.on("connection", (s) => { sockets.add(s); s.on("close", () => sockets.delete(s)); });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => {
    const url = `http://127.0.0.1:${server.address().port}/`;
    resolve({ url, close: () => new Promise((r) => { for (const s of sockets) s.destroy(); server.close(() => r()); }) });
  }));
}

/** A copy of the build without one of its files, in `tests/e2e/<prefix>…` (removed by the
 *  caller when done). */
export function buildWithout(file, prefix) {
  const dir = fs.mkdtempSync(path.join(ARTIFACTS, "..", prefix));
  fs.cpSync(DIST, dir, { recursive: true });
  fs.rmSync(path.join(dir, file));
  return dir;
}

const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** The browsers to test: both by default, or those named in TAKHTE_BROWSERS (comma-separated). */
export const BROWSERS = (process.env.TAKHTE_BROWSERS || "chromium,firefox").split(",").filter(Boolean);

/** Opens a fresh persistent profile in the named browser; resolves to { context, close }. */
/** A browser whose profiles may connect to each other by host candidates (no mDNS hiding). */
export async function launchPeers(name) {
  if (name === "chromium") {
    return chromium.launch({
      executablePath: "/usr/bin/chromium", headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--disable-features=WebRtcHideLocalIpsWithMdns"],
    });
  }
  return firefox.launch({
    channel: "moz-firefox", executablePath: "/usr/bin/firefox-esr", headless: true,
    firefoxUserPrefs: { "media.peerconnection.ice.obfuscate_host_addresses": false },
  });
}

export async function open(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `takhte-${name}-`));
  let context;
  if (name === "chromium") {
    context = await chromium.launchPersistentContext(dir, { executablePath: "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS, viewport: { width: 1200, height: 900 } });
  } else {
    const browser = await firefox.launch({ channel: "moz-firefox", executablePath: "/usr/bin/firefox-esr", headless: true });
    context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const close = context.close.bind(context);
    context.close = async () => { await close(); await browser.close(); };
  }
  context.setDefaultTimeout(20000);
  return { context, close: () => context.close() };
}

/** A new page that fails the test on any console error or uncaught exception. */
export async function page(context, errors) {
  const p = await context.newPage();
  p.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  p.on("pageerror", (e) => errors.push(String(e)));
  return p;
}

/** Saves a screenshot under tests/e2e/artifacts. */
export async function shot(p, name) {
  await p.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** The share link of a set-up, made by the new-game screen: `players` (when the game lets one
 *  choose), `seed`, and `kind` ("challenge": the same game for everyone, a fixed public salt;
 *  "opening": the same opening only). `setOptions(p)` may fill the game's options form first. */
export async function shareLink(p, url, game, { players, seed = 1, kind = "challenge", setOptions } = {}) {
  await p.goto(url + `#/new/${game}`);
  await p.waitForSelector("[data-testid=start]");
  if (players !== undefined && await p.locator("[data-testid=players]").count()) {
    await p.selectOption("[data-testid=players]", String(players));
  }
  if (setOptions) await setOptions(p);
  await p.fill("[data-testid=seed]", String(seed));
  await p.selectOption("[data-testid=new-share-link-kind]", kind);
  return p.inputValue("[data-testid=new-share-link]");
}

/** Starts `game` from a "same game for everyone" link (fixed seed and public salt, so every run
 *  deals and draws alike), setting each seat ("human" or a bot name). */
export async function startGame(p, url, game, seats, { speed = 20, seed = 1 } = {}) {
  await p.goto(url + "#/");
  await p.evaluate((ms) => localStorage.setItem("takhte.speed", String(ms)), speed);
  const link = await shareLink(p, url, game, { players: seats.length, seed });
  await startFromLink(p, link, seats);
}

/** Opens a share link, sets each seat, and starts. */
export async function startFromLink(p, link, seats) {
  await p.goto(link);
  await p.waitForSelector("[data-testid=from-link]");
  for (let i = 0; i < seats.length; i++) {
    await p.selectOption(`[data-testid=seat-${i}]`, seats[i]);
  }
  await p.click("[data-testid=start]");
  await p.waitForSelector("[data-testid=play]");
}

/** The number of lines in the game log. */
export async function logLength(p) {
  // A log drawn with its screen fills in a frame later (aria-busy until then).
  await p.waitForFunction(() => !document.querySelector("[data-testid=log][aria-busy=true]"));
  return p.locator("[data-testid=log] li").count();
}

/** Starts a game with every seat human from a record (fixed seed and salt: a repeatable game),
 *  through the home screen's import. */
export async function importRecord(p, url, record) {
  await p.goto(url + "#/");
  await p.setInputFiles("[data-testid=import-file]", {
    name: "record.json", mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ version: 1, options: null, actions: [], ...record })),
  });
  await p.waitForSelector("[data-testid=play]");
}

/** The pairs of controls, texts and charts of the game-over panel whose boxes overlap
 *  (elements nested in one another are not compared). */
export async function overOverlaps(p) {
  return p.evaluate(() => {
    const panel = document.querySelector("[data-testid=game-over]");
    const items = [...panel.querySelectorAll("h2, p, table, button, input, select, label, figure, .row-actions")]
      .filter((e) => e.getClientRects().length > 0 && !e.closest(".visually-hidden"));
    const name = (e) => e.dataset.testid || e.tagName.toLowerCase() + (e.className ? "." + e.className : "");
    const found = [];
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const [a, b] = [items[i], items[j]];
        if (a.contains(b) || b.contains(a)) continue;
        const [r, s] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        const x = Math.min(r.right, s.right) - Math.max(r.left, s.left);
        const y = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
        if (x > 1 && y > 1) found.push(`${name(a)} × ${name(b)}`);
      }
    }
    return found;
  });
}

/** Checks a finished game's panel: the reason, the charts (`dice`: the dice chart too), nothing
 *  overlapping at a desktop and a phone size, each photographed as `<name>-<size>`. */
export async function checkGameOver(p, name, { dice = false } = {}) {
  const reason = await p.locator("[data-testid=game-over-reason]").innerText();
  assert.match(reason, /\S/, "the panel says why the game ended");
  assert.equal(await p.locator("[data-testid=game-over] [data-testid=stats]").count(), 1);
  assert.equal(await p.locator("[data-testid=game-over] [data-testid=chart-lead]").count(), 1);
  assert.equal(await p.locator("[data-testid=game-over] [data-testid=chart-dice]").count(), dice ? 1 : 0);
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    await p.setViewportSize({ width: w, height: h });
    assert.deepEqual(await overOverlaps(p), [], `nothing overlaps on the game-over panel at ${w}×${h}`);
    if (w < 600) {
      // On a phone the next game's buttons come right after the scores, before the charts.
      const top = (id) => p.locator(`[data-testid=game-over] [data-testid=${id}]`).evaluate((e) => e.getBoundingClientRect().top);
      assert.ok(await top("rematch") < await top("stats"), "Rematch above the charts on a phone");
    }
    await p.locator("[data-testid=game-over]").screenshot({ path: path.join(ARTIFACTS, `${name}-${w}.png`) });
  }
  await p.setViewportSize({ width: 1200, height: 900 });
  return reason;
}

/** What answers the prompt: every enabled control on the board (buttons, inputs, SVG targets). */
const ENABLED_CONTROLS = '[data-testid="board-area"] :is(button:not(:disabled), input:not(:disabled), '
  + 'select:not(:disabled), [role="button"]:not([aria-disabled="true"]))';

/**
 * The prompt (`data-testid="step"`) and every enabled board control that is not wholly inside
 * the viewport, as short descriptions (empty when everything needed is in view).
 */
export async function outOfView(p) {
  return p.evaluate((controls) => {
    const out = [];
    const inside = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.left >= -1 && r.top >= -1
        && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1;
    };
    const name = (el) => el.getAttribute("data-testid") || el.getAttribute("aria-label") || el.textContent.trim().slice(0, 40);
    for (const el of document.querySelectorAll('[data-testid="step"]')) if (!inside(el)) out.push(`prompt ${name(el)}`);
    for (const el of document.querySelectorAll(controls)) if (!inside(el)) out.push(`control ${name(el)}`);
    return out;
  }, ENABLED_CONTROLS);
}

/** Enabled board controls smaller than `min`×`min` CSS px (their box, hit areas included). */
export async function smallTargets(p, min = 44) {
  return p.evaluate(({ controls, min }) => [...document.querySelectorAll(controls)]
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    .filter(({ r }) => r.width > 0 && (r.width < min - 0.5 || r.height < min - 0.5))
    .map(({ el, r }) => `${el.getAttribute("data-testid") || el.getAttribute("aria-label")} ${r.width.toFixed(0)}×${r.height.toFixed(0)}`),
  { controls: ENABLED_CONTROLS, min });
}

/** The animations on the page that never end, as "animation-name on element" lines: each one
 *  keeps the browser drawing 60 frames a second while the player thinks (scripts/bench-idle.mjs). */
export async function endlessAnimations(p) {
  return p.evaluate(() => document.getAnimations()
    .filter((a) => a.playState === "running" && a.effect.getTiming().iterations === Infinity)
    .map((a) => `${a.animationName ?? "?"} on ${a.effect.target?.getAttribute?.("class") ?? a.effect.target?.tagName}`));
}

/** True when the page scrolls sideways (its content is wider than the viewport). */
export async function scrollsSideways(p) {
  return p.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** The serious and critical axe-core violations of the page, as "rule: target" lines. */
export async function axeViolations(p) {
  await p.addScriptTag({ path: path.join(root, "tools/node_modules/axe-core/axe.min.js") });
  const violations = await p.evaluate(async () => (await window.axe.run(document, {
    resultTypes: ["violations"],
  })).violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`));
  return violations;
}

/** The serious and critical axe-core violations of the page, split by where each node is:
 *  `board` (inside the board area, drawn by the game), `charts` (the statistics charts) and
 *  `shell` (everything else), each as "rule (impact): target" lines. */
export async function axeByPlace(p) {
  await p.addScriptTag({ path: path.join(root, "tools/node_modules/axe-core/axe.min.js") });
  return p.evaluate(async () => {
    const places = { shell: [], board: [], charts: [] };
    const { violations } = await window.axe.run(document, { resultTypes: ["violations"] });
    for (const v of violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
      for (const node of v.nodes) {
        const el = document.querySelector(node.target.join(" "));
        const place = el?.closest("[data-testid=board-area]") ? "board"
          : el?.closest("[data-testid=stats]") ? "charts" : "shell";
        places[place].push(`${v.id} (${v.impact}): ${node.target.join(" ")}`);
      }
    }
    return places;
  });
}
