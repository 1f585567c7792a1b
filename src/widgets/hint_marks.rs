//! The marks of the bot's choice on the board (widgets/hint.rs): `data-hint` on the chosen
//! controls (a thick pulsing outline on an HTML control, styles/learn.css), a pulsing ring around
//! an SVG target's drawn shape, and a "bot's choice" tag beside it. Ring and tag are placed in
//! the page's coordinates and placed again whenever the window resizes or anything scrolls, so
//! they stay on their target, and whenever the page's or the board's size changes (a log
//! opening above the board moves it without a resize or a scroll); the tag goes above the
//! target, or below, right or left of it where above would cover the prompt's text or another
//! of its controls. A tag pushed sideways to stay inside the window keeps its arrow on the target.

use super::Resizes;
use gloo_events::{EventListener, EventListenerOptions, EventListenerPhase};
use wasm_bindgen::JsCast;
use web_sys::{Document, DomRect, Element};

/// The prompt's text and controls, which the tag must not cover (but for the marked control).
const PROMPT_PARTS: &str = "[data-testid=prompt] :is(h1, h2, h3, h4, p, [data-testid=step], \
    button, a, [role=button])";

/// The marks on the board while a hint shows; dropping it stops following the layout (call
/// [`clear_hints`] to remove the marks).
pub(super) struct HintMarks {
    /// The marked control's name: the move alone where the board gives one (`data-move-name`,
    /// for a control whose accessible name adds a state such as "New"), else its accessible
    /// name, else its text.
    pub name: Option<String>,
    _listeners: [EventListener; 2],
    /// Places the marks again when the page's body or the board changes size.
    _resizes: Option<Resizes>,
}

/// What the ring and tag are placed on.
struct Placed {
    /// The marked control.
    target: Element,
    /// The drawn shape the ring goes round (SVG targets), with the ring.
    ring: Option<(Element, Element)>,
    /// The "bot's choice" tag.
    tag: Element,
}

impl HintMarks {
    /// Marks the shown board elements matching `selector` and tags the first with `label`;
    /// `None` when nothing matching is shown.
    pub fn mark(selector: &str, label: &str) -> Option<HintMarks> {
        let window = web_sys::window()?;
        let doc = window.document()?;
        let found = doc
            .query_selector_all(&format!("[data-testid=board-area] :is({selector})"))
            .ok()?;
        let shown: Vec<Element> = (0..found.length())
            .filter_map(|i| found.item(i).and_then(|n| n.dyn_into::<Element>().ok()))
            .filter(|el| extent(el) > 0.0)
            .collect();
        for el in &shown {
            let _ = el.set_attribute("data-hint", "");
        }
        let target = shown.first()?.clone();
        let name = target
            .get_attribute("data-move-name")
            .or_else(|| target.get_attribute("aria-label"))
            .or_else(|| target.text_content())
            .map(|t| t.split_whitespace().collect::<Vec<_>>().join(" "))
            .filter(|t| !t.is_empty());
        let ring = if target.namespace_uri().is_some_and(|ns| ns.contains("svg")) {
            let shape = smallest_shape(&target);
            Some((shape, overlay(&doc, "hint-ring", None)?))
        } else {
            None
        };
        let placed = std::rc::Rc::new(Placed {
            target,
            ring,
            tag: overlay(&doc, "hint-label", Some(label))?,
        });
        placed.place();
        let follow = |on: &web_sys::EventTarget, event: &'static str| {
            let placed = placed.clone();
            let options = EventListenerOptions {
                phase: EventListenerPhase::Capture,
                passive: true,
            };
            EventListener::new_with_options(on, event, options, move |_| placed.place())
        };
        let watched: Vec<Element> = [
            doc.body().map(Element::from),
            doc.query_selector("[data-testid=board-area]")
                .ok()
                .flatten(),
        ]
        .into_iter()
        .flatten()
        .collect();
        let resizes = {
            let placed = placed.clone();
            Resizes::watch(&watched, move || placed.place())
        };
        Some(HintMarks {
            name,
            _resizes: resizes,
            // A scroll of any box (the zoomed map's view) reaches the document in the capture
            // phase; a resize comes to the window.
            _listeners: [follow(&window, "resize"), follow(&doc, "scroll")],
        })
    }
}

/// Where the tag goes round what it marks, in the order tried.
#[derive(Clone, Copy)]
enum Side {
    Above,
    Below,
    Right,
    Left,
}

impl Side {
    /// The tag's class for this side (styles/learn.css draws its arrow towards the target).
    fn class(self) -> &'static str {
        match self {
            Side::Above => "hint-label",
            Side::Below => "hint-label below",
            Side::Right => "hint-label at-right",
            Side::Left => "hint-label at-left",
        }
    }
}

impl Placed {
    /// Puts the ring round its shape and the tag beside what it marks, in the page's
    /// coordinates and inside the window: above it, else the first of below, right and left
    /// where the tag covers none of the prompt (its text and its other controls) nor what it
    /// marks, else where it covers the least.
    fn place(&self) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let (sx, sy) = (
            window.scroll_x().unwrap_or(0.0),
            window.scroll_y().unwrap_or(0.0),
        );
        let width = window
            .inner_width()
            .ok()
            .and_then(|w| w.as_f64())
            .unwrap_or(f64::MAX);
        // The box the tag points at (viewport coordinates): left, top, right, bottom.
        let (l, t, r, b) = match &self.ring {
            Some((shape, ring)) => {
                let s = shape.get_bounding_client_rect();
                let size = (s.width().max(s.height()) + 16.0).max(36.0);
                let (x, y) = (s.left() + s.width() / 2.0, s.top() + s.height() / 2.0);
                let _ = ring.set_attribute(
                    "style",
                    &format!(
                        "left:{:.0}px;top:{:.0}px;width:{size:.0}px;height:{size:.0}px",
                        x - size / 2.0 + sx,
                        y - size / 2.0 + sy
                    ),
                );
                let half = size / 2.0;
                (x - half, y - half, x + half, y + half)
            }
            None => edges(&self.target.get_bounding_client_rect()),
        };
        let obstacles = prompt_obstacles(&self.target);
        let put = |side: Side| {
            let (x, y) = match side {
                Side::Above => ((l + r) / 2.0, t),
                Side::Below => ((l + r) / 2.0, b),
                Side::Right => (r, (t + b) / 2.0),
                Side::Left => (l, (t + b) / 2.0),
            };
            self.tag.set_class_name(side.class());
            // The arrow moves back by what the tag is pushed (styles/learn.css, --arrow-shift).
            let style = |nudge: f64| {
                format!(
                    "left:{:.0}px;top:{:.0}px;--arrow-shift:{:.0}px",
                    x + nudge + sx,
                    y + sy,
                    -nudge
                )
            };
            let _ = self.tag.set_attribute("style", &style(0.0));
            // Kept inside the window, 4 px from its sides.
            let tag = edges(&self.tag.get_bounding_client_rect());
            let nudge = (4.0 - tag.0).max(0.0) - (tag.2 - (width - 4.0)).max(0.0);
            if nudge != 0.0 {
                let _ = self.tag.set_attribute("style", &style(nudge));
            }
            // How much it covers: the prompt's parts, and what it marks (once nudged).
            let tag = edges(&self.tag.get_bounding_client_rect());
            obstacles
                .iter()
                .map(|o| overlap(tag, edges(&o.get_bounding_client_rect())))
                .sum::<f64>()
                + overlap(tag, (l + 2.0, t + 2.0, r - 2.0, b - 2.0))
        };
        let sides = [Side::Above, Side::Below, Side::Right, Side::Left];
        let mut best = (f64::MAX, Side::Above);
        for side in sides {
            let cost = put(side);
            if cost <= 0.0 {
                return;
            }
            if cost < best.0 {
                best = (cost, side);
            }
        }
        put(best.1);
    }
}

/// The prompt's text and its controls other than the marked one, which the tag must not cover.
fn prompt_obstacles(target: &Element) -> Vec<Element> {
    let Some(doc) = target.owner_document() else {
        return Vec::new();
    };
    let Ok(found) = doc.query_selector_all(PROMPT_PARTS) else {
        return Vec::new();
    };
    (0..found.length())
        .filter_map(|i| found.item(i).and_then(|n| n.dyn_into::<Element>().ok()))
        .filter(|el| !el.contains(Some(target)) && !target.contains(Some(el)))
        .collect()
}

/// A box's left, top, right and bottom edges.
fn edges(r: &DomRect) -> (f64, f64, f64, f64) {
    (r.left(), r.top(), r.right(), r.bottom())
}

/// The area two boxes (left, top, right, bottom) share.
fn overlap(a: (f64, f64, f64, f64), b: (f64, f64, f64, f64)) -> f64 {
    let w = a.2.min(b.2) - a.0.max(b.0);
    let h = a.3.min(b.3) - a.1.max(b.1);
    w.max(0.0) * h.max(0.0)
}

/// The larger side of an element's box (0 when it is not shown).
fn extent(el: &Element) -> f64 {
    let r = el.get_bounding_client_rect();
    r.width().max(r.height())
}

/// An SVG target's box may be a large invisible hit area: its smallest drawn shape (the spot,
/// the line, the plate), else the target itself.
fn smallest_shape(target: &Element) -> Element {
    let shapes = target
        .query_selector_all("circle, ellipse, rect, polygon, path, line")
        .ok();
    shapes
        .iter()
        .flat_map(|l| (0..l.length()).filter_map(|i| l.item(i)))
        .filter_map(|n| n.dyn_into::<Element>().ok())
        .filter(|el| extent(el) > 0.0)
        .min_by(|a, b| extent(a).total_cmp(&extent(b)))
        .unwrap_or_else(|| target.clone())
}

/// A ring or tag (`class`, also its test id) added to the page's body, hidden from assistive
/// technology: they repeat the hint line for the eye, and the line is what is read aloud.
fn overlay(doc: &Document, class: &str, text: Option<&str>) -> Option<Element> {
    let el = doc.create_element("div").ok()?;
    el.set_class_name(class);
    let _ = el.set_attribute("aria-hidden", "true");
    let _ = el.set_attribute("data-testid", class);
    el.set_text_content(text);
    doc.body()?.append_child(&el).ok()?;
    Some(el)
}

/// Removes every `data-hint` mark, the rings and the "bot's choice" tags.
pub(super) fn clear_hints() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Ok(tags) = doc.query_selector_all(".hint-label, .hint-ring") {
        for i in 0..tags.length() {
            if let Some(el) = tags.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                el.remove();
            }
        }
    }
    if let Ok(old) = doc.query_selector_all("[data-hint]") {
        for i in 0..old.length() {
            if let Some(el) = old.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                let _ = el.remove_attribute("data-hint");
            }
        }
    }
}
