//! Keyboard moves within a board, the same for every game: arrow keys move the focus to the
//! nearest target in that direction on screen, Home/End to the first/last, Enter/Space press a
//! focused SVG target the board left unhandled; each SVG drawing is one Tab stop (a roving
//! tabindex); and the play screen's scroll that brings the prompt and its first control into
//! view.

use super::viewport::window_and_height;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};

/// What the keys move between inside the board area: focusable targets and enabled buttons.
pub const TARGETS: &str =
    "[tabindex]:not([tabindex=\"-1\"]), [data-roved][tabindex], button:not(:disabled)";
/// The targets of one SVG drawing that share its single Tab stop.
const SVG_TARGETS: &str = "[tabindex]:not([tabindex=\"-1\"]), [data-roved][tabindex]";
/// What answers the prompt: the enabled controls of the board.
const CONTROLS: &str = "button:not(:disabled), input:not(:disabled), select:not(:disabled), \
    [role=button]:not([aria-disabled=true])";
const SVG_NS: &str = "http://www.w3.org/2000/svg";

/// A box on screen in CSS pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Box2 {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl Box2 {
    fn centre(&self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
}

/// A direction on screen (physical, so the same in right-to-left pages).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Towards the left edge.
    Left,
    /// Towards the right edge.
    Right,
    /// Towards the top.
    Up,
    /// Towards the bottom.
    Down,
}

impl Direction {
    /// The direction of an arrow key's name.
    pub fn of_key(key: &str) -> Option<Direction> {
        match key {
            "ArrowLeft" => Some(Direction::Left),
            "ArrowRight" => Some(Direction::Right),
            "ArrowUp" => Some(Direction::Up),
            "ArrowDown" => Some(Direction::Down),
            _ => None,
        }
    }
}

/// The box nearest to `from` in `dir`: among the boxes whose centre lies that way, the one with
/// the least distance along `dir` plus twice the distance across it (so a target in line wins
/// over a nearer one off to the side).
pub fn nearest(from: Box2, boxes: &[Box2], dir: Direction) -> Option<usize> {
    let (fx, fy) = from.centre();
    boxes
        .iter()
        .enumerate()
        .filter_map(|(i, b)| {
            let (x, y) = b.centre();
            let (along, across) = match dir {
                Direction::Left => (fx - x, y - fy),
                Direction::Right => (x - fx, y - fy),
                Direction::Up => (fy - y, x - fx),
                Direction::Down => (y - fy, x - fx),
            };
            (along > 1.0).then_some((i, along + 2.0 * across.abs()))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)
}

fn box_of(el: &Element) -> Box2 {
    let r = el.get_bounding_client_rect();
    Box2 {
        x: r.left(),
        y: r.top(),
        w: r.width(),
        h: r.height(),
    }
}

/// The elements matching `selector` under `root` that are drawn (have a box).
fn shown(root: &Element, selector: &str) -> Vec<Element> {
    let Ok(list) = root.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<Element>().ok())
        .filter(|el| {
            let b = box_of(el);
            b.w > 0.0 && b.h > 0.0
        })
        .collect()
}

fn focus(el: &Element) {
    // `focus` exists on SVG elements as on HTML ones; the call is made by name.
    let _ = el.unchecked_ref::<web_sys::HtmlElement>().focus();
}

/// Handles a key pressed inside the board area `area` (keys the board already handled, keys
/// with modifiers and keys typed into form fields are left alone).
pub fn on_board_key(e: &KeyboardEvent, area: &Element) {
    if e.default_prevented() || e.alt_key() || e.ctrl_key() || e.meta_key() {
        return;
    }
    let Some(target) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
        return;
    };
    if matches!(target.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA") {
        return;
    }
    let key = e.key();
    if key == "Enter" || key == " " {
        let svg_button = target.namespace_uri().as_deref() == Some(SVG_NS)
            && target.get_attribute("role").as_deref() == Some("button")
            && target.get_attribute("aria-disabled").as_deref() != Some("true");
        if svg_button {
            e.prevent_default();
            let init = web_sys::MouseEventInit::new();
            init.set_bubbles(true);
            init.set_cancelable(true);
            if let Ok(click) = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init) {
                let _ = target.dispatch_event(&click);
            }
        }
        return;
    }
    let targets: Vec<Element> = shown(area, TARGETS)
        .into_iter()
        .filter(|el| el != area)
        .collect();
    let from = targets.iter().position(|el| *el == target);
    let dir = Direction::of_key(&key);
    let mut order: Vec<usize> = match (key.as_str(), dir, from) {
        ("Home", _, _) => (0..targets.len()).collect(),
        ("End", _, _) => (0..targets.len()).rev().collect(),
        (_, Some(_), Some(at)) => (0..targets.len()).filter(|&i| i != at).collect(),
        // From the board area itself (the skip link lands there): the first target.
        (_, Some(_), None) if target == *area => (0..targets.len()).collect(),
        _ => return,
    };
    e.prevent_default();
    // A target that cannot take the focus (inside a closed `<details>`, say) is passed over.
    loop {
        let pick = match (dir, from) {
            (Some(dir), Some(at)) => {
                let rest: Vec<Box2> = order.iter().map(|&i| box_of(&targets[i])).collect();
                nearest(box_of(&targets[at]), &rest, dir)
            }
            _ => (!order.is_empty()).then_some(0),
        };
        let Some(k) = pick else { return };
        let next = &targets[order.remove(k)];
        focus(next);
        let took = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.active_element())
            .is_some_and(|a| a == *next);
        if took {
            rove(area);
            return;
        }
    }
}

/// Makes each SVG drawing in `area` one Tab stop: of its focusable targets only one keeps
/// `tabindex=0` (the focused one, else the one that had it, else the first); the others get
/// `-1` and are marked `data-roved` so the arrow keys still reach them.
pub fn rove(area: &Element) {
    let active = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element());
    let Ok(svgs) = area.query_selector_all("svg:not(svg svg)") else {
        return;
    };
    for i in 0..svgs.length() {
        let Some(svg) = svgs.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
            continue;
        };
        let Ok(list) = svg.query_selector_all(SVG_TARGETS) else {
            continue;
        };
        let targets: Vec<Element> = (0..list.length())
            .filter_map(|k| list.item(k)?.dyn_into::<Element>().ok())
            .collect();
        if targets.len() < 2 {
            continue;
        }
        let keep = targets
            .iter()
            .position(|t| active.as_ref().is_some_and(|a| t.contains(Some(a))))
            .or_else(|| {
                targets
                    .iter()
                    .position(|t| t.has_attribute("data-rove-stop"))
            })
            .unwrap_or(0);
        // Attributes are written only when they change: every write makes the browser check
        // the page's styles again, and this runs on every render.
        for (k, t) in targets.iter().enumerate() {
            let stop = k == keep;
            let tabindex = if stop { "0" } else { "-1" };
            if t.get_attribute("tabindex").as_deref() != Some(tabindex) {
                let _ = t.set_attribute("tabindex", tabindex);
            }
            if !t.has_attribute("data-roved") {
                let _ = t.set_attribute("data-roved", "");
            }
            if stop != t.has_attribute("data-rove-stop") {
                let _ = if stop {
                    t.set_attribute("data-rove-stop", "")
                } else {
                    t.remove_attribute("data-rove-stop")
                };
            }
        }
    }
}

/// After a change of position: if the prompt (`data-testid=step`) or the first enabled control
/// of the board in `area` is outside the viewport (or under the sticky bar, whose bottom is
/// `top`), scrolls so that both show, or the control alone when both do not fit.
pub fn bring_into_view(area: &Element, top: f64) {
    let Some((window, bottom)) = window_and_height() else {
        return;
    };
    let prompt = shown(area, "[data-testid=step]").into_iter().next();
    let control = shown(area, CONTROLS).into_iter().next();
    let boxes: Vec<Box2> = prompt.iter().chain(control.iter()).map(box_of).collect();
    let span = |bs: &[Box2]| {
        let t = bs.iter().map(|b| b.y).fold(f64::INFINITY, f64::min);
        let b = bs
            .iter()
            .map(|b| b.y + b.h)
            .fold(f64::NEG_INFINITY, f64::max);
        (t, b)
    };
    if boxes.is_empty() {
        return;
    }
    let (mut t, mut b) = span(&boxes);
    if t >= top && b <= bottom {
        return;
    }
    if b - t > bottom - top {
        // Both do not fit: the control matters most.
        match control.as_ref().map(box_of) {
            Some(c) => (t, b) = (c.y, c.y + c.h),
            None => return,
        }
    }
    scroll_by_span(&window, t, b, top, bottom);
}

/// The enabled controls of the board in `area` now.
pub fn enabled_controls(area: &Element) -> Vec<Element> {
    shown(area, CONTROLS)
}

/// After a choice on the board that did not act (a province chosen, a card picked): if it
/// brought controls that were not in `before`, and the first of them is outside the viewport
/// (or under the sticky bar, whose bottom is `top`), scrolls it into view; when the choice was
/// made with the keyboard (`focus`), the first new control also takes the focus, so the next
/// Enter answers the choice.
pub fn reveal_new_control(area: &Element, before: &[Element], top: f64, focus: bool) {
    let Some((window, bottom)) = window_and_height() else {
        return;
    };
    let Some(new) = enabled_controls(area)
        .into_iter()
        .find(|el| !before.contains(el))
    else {
        return;
    };
    let b = box_of(&new);
    if b.y < top || b.y + b.h > bottom {
        scroll_by_span(&window, b.y, b.y + b.h, top, bottom);
    }
    if focus {
        if let Some(el) = new.dyn_ref::<web_sys::HtmlElement>() {
            let _ = el.focus();
        } else if let Some(el) = new.dyn_ref::<web_sys::SvgElement>() {
            let _ = el.focus();
        }
    }
}

/// What a keyboard move may leave the focus on: an enabled target of the board.
const ENABLED_TARGETS: &str = "button:not(:disabled), [role=button]:not([aria-disabled=true])";

/// The box of `el` on screen now (for remembering where the keyboard's focus was).
pub fn box_on_screen(el: &Element) -> Box2 {
    box_of(el)
}

/// True if `el` is a control that may keep the focus: in the page, drawn, and not disabled.
fn usable(el: &Element) -> bool {
    let b = box_of(el);
    el.is_connected()
        && el.tag_name() != "BODY"
        && b.w > 0.0
        && b.h > 0.0
        && !el.has_attribute("disabled")
        && el.get_attribute("aria-disabled").as_deref() != Some("true")
        && el.closest("[inert]").ok().flatten().is_none()
}

/// Where the focus went after a change of the page, for [`keep_focus`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Nothing was done: the focus was still on a usable control.
    Stayed,
    /// A target of the board took it.
    Board,
    /// A play control took it (the board had no enabled target).
    Controls,
    /// Nothing could take it.
    Nowhere,
}

/// Keeps the keyboard's focus on a control after a change of the page (a move made with the
/// keyboard, a bot's move): when the focus fell to the page (its target was removed, hidden or
/// disabled), or was parked on a play control (`parked`) while the board had no target, it
/// goes to the board's enabled target nearest to where it last was (`at`), else to the first
/// enabled control of `controls`.
pub fn keep_focus(area: &Element, controls: Option<&Element>, at: Box2, parked: bool) -> Kept {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return Kept::Nowhere;
    };
    let active = document.active_element();
    let lost = active.as_ref().is_none_or(|a| !usable(a));
    if !lost && !parked {
        return Kept::Stayed;
    }
    let targets: Vec<Element> = shown(area, ENABLED_TARGETS)
        .into_iter()
        .filter(usable)
        .collect();
    let (ax, ay) = at.centre();
    let distance = |el: &Element| {
        let (x, y) = box_of(el).centre();
        (x - ax).hypot(y - ay)
    };
    let nearest = targets
        .iter()
        .min_by(|a, b| distance(a).total_cmp(&distance(b)));
    if let Some(t) = nearest {
        focus(t);
        rove(area);
        if document.active_element().as_ref() == Some(t) {
            return Kept::Board;
        }
    }
    if !lost {
        return Kept::Stayed;
    }
    for c in controls.map(|c| shown(c, CONTROLS)).unwrap_or_default() {
        if usable(&c) {
            focus(&c);
            if document.active_element().as_ref() == Some(&c) {
                return Kept::Controls;
            }
        }
    }
    Kept::Nowhere
}

/// Scrolls the window so that the span from `t` to `b` (viewport coordinates) shows between
/// `top` and `bottom`, smoothly unless the reader asked for less motion.
fn scroll_by_span(window: &web_sys::Window, t: f64, b: f64, top: f64, bottom: f64) {
    const MARGIN: f64 = 12.0;
    let by = if t < top {
        t - top - MARGIN
    } else {
        (b - bottom + MARGIN).min(t - top - MARGIN)
    };
    let reduced = window
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches());
    let options = web_sys::ScrollToOptions::new();
    options.set_top(by);
    options.set_behavior(if reduced {
        web_sys::ScrollBehavior::Instant
    } else {
        web_sys::ScrollBehavior::Smooth
    });
    window.scroll_by_with_scroll_to_options(&options);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(x: f64, y: f64) -> Box2 {
        Box2 {
            x,
            y,
            w: 20.0,
            h: 20.0,
        }
    }

    #[test]
    fn the_nearest_target_in_line_wins_over_a_nearer_one_off_to_the_side() {
        let from = at(100.0, 100.0);
        // 0: right, in line, 80 px away; 1: right but 50 px lower, 40 px away; 2: to the left.
        let boxes = [at(180.0, 100.0), at(140.0, 150.0), at(20.0, 100.0)];
        assert_eq!(nearest(from, &boxes, Direction::Right), Some(0));
        assert_eq!(nearest(from, &boxes, Direction::Left), Some(2));
        assert_eq!(nearest(from, &boxes, Direction::Down), Some(1));
        assert_eq!(nearest(from, &boxes, Direction::Up), None);
    }

    #[test]
    fn a_box_level_with_the_focus_is_not_above_or_below_it() {
        let from = at(100.0, 100.0);
        let boxes = [at(300.0, 100.5)];
        assert_eq!(nearest(from, &boxes, Direction::Up), None);
        assert_eq!(nearest(from, &boxes, Direction::Down), None);
        assert_eq!(nearest(from, &boxes, Direction::Right), Some(0));
    }

    #[test]
    fn arrow_keys_name_their_directions() {
        assert_eq!(Direction::of_key("ArrowUp"), Some(Direction::Up));
        assert_eq!(Direction::of_key("ArrowLeft"), Some(Direction::Left));
        assert_eq!(Direction::of_key("Tab"), None);
    }
}
