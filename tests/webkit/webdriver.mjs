// WebKit (Safari's engine) through Debian's WebKitGTK: its own virtual display (Xvfb) and
// WebKitWebDriver, driven with plain W3C WebDriver calls over fetch (Playwright cannot drive it).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const ARTIFACTS = path.join(root, "tests/webkit/artifacts");
fs.mkdirSync(ARTIFACTS, { recursive: true });

const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

/** A free loopback port (closed again before it is returned). */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => resolve(port)); });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts Xvfb and WebKitWebDriver, each as its own process group so that stopping one also
 *  stops what it started (the driver's MiniBrowser). Resolves to { url, stop }. */
export async function startDriver() {
  const children = [];
  const stop = () => {
    for (const c of children.splice(0)) {
      try { process.kill(-c.pid, "SIGTERM"); } catch { /* already gone */ }
    }
  };
  process.once("exit", stop);
  for (const [sig, code] of [["SIGINT", 130], ["SIGTERM", 143]]) process.once(sig, () => { stop(); process.exit(code); });
  try {
    const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
      { detached: true, stdio: ["ignore", "ignore", "ignore", "pipe"] });
    children.push(xvfb);
    let timer;
    const display = await new Promise((resolve, reject) => {
      let text = "";
      xvfb.stdio[3].on("data", (d) => { text += d; if (text.includes("\n")) resolve(text.trim()); });
      xvfb.on("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
      timer = setTimeout(() => reject(new Error("Xvfb did not report a display")), 10000);
    }).finally(() => clearTimeout(timer));
    xvfb.stdio[3].destroy();
    const port = await freePort();
    const driver = spawn("WebKitWebDriver", [`--port=${port}`],
      { detached: true, stdio: "ignore", env: { ...process.env, DISPLAY: `:${display}` } });
    children.push(driver);
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        const r = await fetch(`${url}/status`);
        if (r.ok) break;
      } catch { /* not listening yet */ }
      if (i > 100) throw new Error("WebKitWebDriver did not start");
      await sleep(100);
    }
    // The tests' own process must exit once they are done; `stop` ends both children.
    for (const c of children) c.unref();
    return { url, stop };
  } catch (e) {
    stop();
    throw e;
  }
}

/** One MiniBrowser window with a fresh, private profile; `userAgent` replaces WebKitGTK's own. */
export class Session {
  static async open(driverUrl, { userAgent } = {}) {
    const args = ["--automation", ...(userAgent ? [`--user-agent=${userAgent}`] : [])];
    const r = await call(driverUrl, "POST", "/session", {
      capabilities: { alwaysMatch: { "webkitgtk:browserOptions": { binary: MINIBROWSER, args } } },
    }, 30000);
    const s = new Session(`${driverUrl}/session/${r.sessionId}`);
    await s.cmd("POST", "/window/rect", { width: 1200, height: 900 }).catch(() => {});
    return s;
  }

  constructor(base) { this.base = base; }

  cmd(method, p, body) { return call(this.base, method, p, body); }

  async close() { await call(this.base, "DELETE", "", undefined, 15000); }

  goto(url) { return this.cmd("POST", "/url", { url }); }

  reload() { return this.cmd("POST", "/refresh", {}); }

  url() { return this.cmd("GET", "/url"); }

  /** Runs `fn` (a function, serialised) in the page with JSON arguments. */
  js(fn, ...args) {
    return this.cmd("POST", "/execute/sync", { script: `return (${fn}).apply(null, arguments)`, args });
  }

  /** Like `js` but awaits the promise `fn` returns. */
  jsAsync(fn, ...args) {
    return this.cmd("POST", "/execute/async", {
      script: `const done = arguments[arguments.length - 1];
        Promise.resolve((${fn}).apply(null, Array.from(arguments).slice(0, -1)))
          .then((v) => done({ ok: v }), (e) => done({ err: String(e) }));`,
      args,
    }).then((r) => { if ("err" in r) throw new Error(r.err); return r.ok; });
  }

  /** Polls until `fn(...args)` is truthy in the page; resolves to its value. */
  async until(fn, args = [], { timeout = 20000, what = String(fn) } = {}) {
    const end = Date.now() + timeout;
    for (;;) {
      let v;
      try { v = await this.js(fn, ...args); } catch { /* page between loads */ }
      if (v) return v;
      if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
      await sleep(100);
    }
  }

  /** Waits for a CSS selector to match an element. */
  waitFor(selector, opts = {}) {
    return this.until((s) => !!document.querySelector(s), [selector], { what: selector, ...opts });
  }

  /** Clicks the first element matching `selector` with a real (WebDriver) pointer click.
   *  WebKitWebDriver calls SVG shapes "not interactable", so those are clicked by pointer
   *  actions at their centre, once it is certain that the centre shows that element. */
  async click(selector, opts) {
    await this.waitFor(selector, opts);
    const el = await this.cmd("POST", "/element", { using: "css selector", value: selector });
    if (!(await this.js((s) => document.querySelector(s) instanceof SVGElement, selector))) {
      await this.cmd("POST", `/element/${el[ELEMENT]}/click`, {});
      return;
    }
    const at = await this.js((s) => {
      const e = document.querySelector(s);
      e.scrollIntoView({ block: "center", inline: "center" });
      const r = e.getBoundingClientRect();
      const x = Math.round(r.left + r.width / 2), y = Math.round(r.top + r.height / 2);
      return e.contains(document.elementFromPoint(x, y)) ? { x, y } : null;
    }, selector);
    if (!at) throw new Error(`the centre of ${selector} shows another element`);
    await this.cmd("POST", "/actions", { actions: [{
      type: "pointer", id: "mouse", parameters: { pointerType: "mouse" },
      actions: [{ type: "pointerMove", origin: "viewport", ...at }, { type: "pointerDown", button: 0 }, { type: "pointerUp", button: 0 }],
    }] });
  }

  /** Sets a <select> or <input> value the way a person would, with change and input events. */
  async set(selector, value) {
    await this.waitFor(selector);
    await this.js((s, v) => {
      const el = document.querySelector(s);
      el.value = v;
      el.dispatchEvent(new Event("input", { bubbles: true }));
      el.dispatchEvent(new Event("change", { bubbles: true }));
    }, selector, value);
  }

  attr(selector, name) {
    return this.js((s, n) => document.querySelector(s)?.getAttribute(n) ?? null, selector, name);
  }

  text(selector) {
    return this.js((s) => document.querySelector(s)?.innerText ?? null, selector);
  }

  count(selector) {
    return this.js((s) => document.querySelectorAll(s).length, selector);
  }

  /** Saves a screenshot of the viewport under tests/webkit/artifacts/<name>.png. */
  async shot(name) {
    const png = await this.cmd("GET", "/screenshot");
    fs.writeFileSync(path.join(ARTIFACTS, `${name}.png`), Buffer.from(png, "base64"));
  }
}

/** One WebDriver command; one that gets no answer within `timeout` ms fails instead of hanging. */
async function call(base, method, p, body, timeout = 60000) {
  const r = await fetch(base + p, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeout),
  });
  const json = await r.json().catch(() => ({}));
  if (!r.ok) {
    const v = json.value || {};
    throw new Error(`WebDriver ${method} ${p}: ${v.error || r.status} ${v.message || ""}`);
  }
  return json.sessionId ? json : json.value;
}
