// Text that does not fit: measured in the page, for tests/e2e/fit.test.mjs and
// scripts/screens.mjs. Three kinds of fault, each as a short line naming the element:
// - clipped: an element that hides or scrolls what overflows it (overflow other than visible, or
//   an ellipsis) and holds text, whose content is wider than its box (scrollWidth > clientWidth),
//   or a text cut to a number of lines (-webkit-line-clamp) with more lines than shown;
// - covered: a text (a text node's own box) and a sibling element, or two sibling elements one of
//   which holds text, whose boxes overlap by more than 2 px each way (boxes nested in one another
//   are not compared; SVG drawings are left out: maps place labels on purpose);
// - spilling: a text running out of the nearest box drawn around it (one with a border or a
//   background), sideways;
// - adrift: a checkbox or radio button whose middle lies outside the height of its label's text
//   (a box floating above or below the words it answers to).
// Leaves out what is not shown (no box, `visibility: hidden`, the visually-hidden class) and the
// zoomable map views, which scroll on purpose.

/** The faults of the page, as "kind: element — detail" lines (empty when every text fits). */
export function problems(p) {
  return p.evaluate(() => {
    const out = [];
    const root = document.body;
    const shown = (el) => el.getClientRects().length > 0 && el.checkVisibility({ visibilityProperty: true })
      && !el.closest(".visually-hidden");
    const name = (el) => {
      const id = el.dataset?.testid ? `[${el.dataset.testid}]` : "";
      const cls = typeof el.className === "string" && el.className ? "." + el.className.trim().split(/\s+/).join(".") : "";
      const text = (el.innerText ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`;
    };
    const range = (node) => {
      const r = document.createRange();
      r.selectNodeContents(node);
      return r;
    };
    const textBox = (node) => range(node).getBoundingClientRect();
    const overlap1 = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2
      && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    // Boxes are lists of rectangles: a text or an inline element has one a line.
    const overlap = (as, bs) => as.some((a) => bs.some((b) => overlap1(a, b)));
    const inside1 = (a, b) => a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
    const inside = (as, bs) => as.every((a) => bs.some((b) => inside1(a, b)));
    const rects = (x) => [...x.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    const all = [...root.querySelectorAll("*")].filter((el) => !el.closest("svg, script, style, template, .map-zoom-view, option, select"));
    for (const el of all) {
      if (!shown(el)) continue;
      const cs = getComputedStyle(el);
      // Clipped.
      const hides = cs.overflowX !== "visible" || cs.textOverflow === "ellipsis";
      if (hides && el.innerText.trim() && el.scrollWidth > el.clientWidth + 1 && !(el instanceof HTMLInputElement)
        && !(el instanceof HTMLTextAreaElement)) {
        out.push(`clipped: ${name(el)} — ${el.scrollWidth} px of text in ${el.clientWidth} px`);
      }
      // Cut to a number of lines (-webkit-line-clamp), the rest hidden.
      const clamp = cs.webkitLineClamp ?? cs.getPropertyValue("-webkit-line-clamp");
      if (clamp && clamp !== "none" && el.scrollHeight > el.clientHeight + 1) {
        out.push(`clipped: ${name(el)} — cut to ${clamp} lines`);
      }
      // Covered: the element's children, text nodes and elements, compared pairwise.
      const kids = [];
      for (const n of el.childNodes) {
        if (n.nodeType === Node.TEXT_NODE) {
          if (!n.textContent.trim()) continue;
          const b = rects(range(n));
          if (b.length) kids.push({ box: b, text: true, label: `text "${n.textContent.trim().slice(0, 30)}" in ${name(el)}` });
        } else if (n.nodeType === Node.ELEMENT_NODE && n.tagName !== "svg" && shown(n)) {
          const ks = getComputedStyle(n);
          // Contents only lay out their children; a sticky or fixed bar covers what scrolls under it on purpose.
          if (ks.display === "contents" || ks.position === "sticky" || ks.position === "fixed") continue;
          const text = n.tagName === "INPUT" || !!n.innerText?.trim();
          kids.push({ box: rects(n), text, label: name(n) });
        } else if (n.nodeType === Node.ELEMENT_NODE && n.tagName === "svg" && shown(n)) {
          kids.push({ box: rects(n), text: false, label: "svg in " + name(el) });
        }
      }
      for (let i = 0; i < kids.length; i++) {
        for (let j = i + 1; j < kids.length; j++) {
          const [a, b] = [kids[i], kids[j]];
          if (!a.text && !b.text) continue;
          if (inside(a.box, b.box) || inside(b.box, a.box)) continue;
          if (overlap(a.box, b.box)) out.push(`covered: ${a.label} × ${b.label}`);
        }
      }
    }
    // Spilling: a text running out of the nearest box drawn around it (a border or a background).
    const framed = (el) => {
      for (let a = el; a && a !== root; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.display === "contents" || cs.display === "inline") continue;
        if (parseFloat(cs.borderInlineStartWidth) > 0 || parseFloat(cs.borderInlineEndWidth) > 0
          || cs.backgroundColor !== "rgba(0, 0, 0, 0)") return a;
      }
      return null;
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const n = walker.currentNode;
      const el = n.parentElement;
      if (!n.textContent.trim() || el.closest("svg, script, style, .map-zoom-view, option, select, .visually-hidden") || !shown(el)) continue;
      const box = framed(el);
      if (!box || getComputedStyle(box).overflowX !== "visible") continue;
      const b = box.getBoundingClientRect();
      const lines = rects(range(n));
      if (lines.some((r) => r.right > b.right + 2 || r.left < b.left - 2)) {
        out.push(`spilling: text "${n.textContent.trim().slice(0, 30)}" out of ${name(box)}`);
      }
    }
    // Adrift.
    for (const input of root.querySelectorAll("input[type=checkbox], input[type=radio]")) {
      if (!shown(input) || !input.labels?.length) continue;
      const label = input.labels[0];
      const texts = [...label.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      const box = texts.length ? textBox(texts[0]) : label.getBoundingClientRect();
      const r = input.getBoundingClientRect();
      const mid = r.top + r.height / 2;
      if (mid < box.top - 1 || mid > box.bottom + 1) {
        out.push(`adrift: ${name(input)} at ${mid.toFixed(0)} px, its label "${label.innerText.trim().slice(0, 30)}" ${box.top.toFixed(0)}–${box.bottom.toFixed(0)} px`);
      }
    }
    return out;
  });
}

/** A step or two into the game, so that its board shows what a player reads most: Port Royal
 *  reveals up to three cards (fewer if a second pirate ends the turn), Tripoli draws its card. */
export async function firstSteps(p, game) {
  if (game === "port-royal") {
    for (let i = 0; i < 3; i++) {
      await p.waitForFunction(() => document.querySelector("[data-testid=draw]")?.disabled === false);
      const n = await p.locator("[data-testid=harbour] li").count();
      await p.click("[data-testid=draw]");
      await p.waitForFunction((n) => document.querySelectorAll("[data-testid=harbour] li").length !== n
        || document.querySelector("[data-testid=bust]"), n);
      if (await p.locator("[data-testid=bust]").count()) break;
    }
  } else if (game === "tripoli") {
    await p.click("[data-testid=draw-own]");
    await p.waitForSelector("[data-testid=card-new]");
  }
}

/** The texts of the board area drawn under `px` CSS px, as "what "text" size" lines: an SVG
 *  text's font size times its drawing's scale (its box on screen against its box in user
 *  units), an HTML text's font size. Only what is shown counts; a zoomable map's texts are
 *  measured by the caller at its deepest zoom (`map: true` measures only those). */
export function smallTexts(p, { px = 11, map = false } = {}) {
  return p.evaluate(({ px, map }) => {
    const out = [];
    const area = document.querySelector("[data-testid=board-area]");
    const inMap = (el) => !!el.closest(".map-zoom");
    for (const t of area.querySelectorAll("text")) {
      if (inMap(t) !== map || !t.checkVisibility({ visibilityProperty: true })) continue;
      const b = t.getBBox();
      if (b.width === 0 || b.height === 0 || !t.textContent.trim()) continue;
      const size = parseFloat(getComputedStyle(t).fontSize) * t.getBoundingClientRect().height / b.height;
      if (size < px - 0.05) out.push(`svg ${t.getAttribute("class")} "${t.textContent.trim().slice(0, 30)}" ${size.toFixed(1)}px`);
    }
    if (map) return out;
    const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const el = walker.currentNode.parentElement;
      if (!walker.currentNode.textContent.trim() || el.closest("svg, .visually-hidden") || inMap(el)) continue;
      if (!el.checkVisibility({ visibilityProperty: true }) || el.getClientRects().length === 0) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < px - 0.05) out.push(`${el.tagName.toLowerCase()}.${el.className} "${walker.currentNode.textContent.trim().slice(0, 30)}" ${size.toFixed(1)}px`);
    }
    return out;
  }, { px, map });
}
