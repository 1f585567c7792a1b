//! A map that zooms (used by the Sekigahara and Tripoli maps): a zoom slider (+, and once
//! zoomed − and the whole map) in a corner of the map, over a viewport as wide as the
//! board that scrolls (a finger, the wheel, the scroll bars,
//! the arrow keys once it has the focus) when the map is wider than it. The deepest zoom makes
//! the map's smallest text 11.5 CSS px at any screen width; when the zoom changes, a focused
//! target inside stays in view, else the middle of the view stays the middle.
//!
//! With the mouse, a drag on the zoomed map pans it (a drag of more than a few pixels is not a
//! click on what it started on); a finger keeps the browser's own scrolling.
//!
//! The slider is one focusable `role="slider"` (Left and Right, + and −; Up, Down, Home and
//! End move the focus through the board as everywhere on it) and the − and + are
//! pointer areas inside it: the zoom changes only the view, so it is not among the controls
//! that answer the prompt (buttons and `role="button"`), which the play screen brings into view.

use crate::i18n::I18n;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{DomRect, Element};
use yew::prelude::*;

/// Rendered size of the map's smallest text at the deepest zoom, in CSS px.
const READABLE_PX: f64 = 11.5;
/// One press of + or − multiplies or divides the zoom by this.
const STEP: f64 = 1.5;
/// How far one arrow key scrolls the zoomed map, in CSS px.
const PAN_PX: f64 = 60.0;
/// How far the mouse moves, in CSS px, before a press on the zoomed map becomes a drag.
const DRAG_PX: f64 = 5.0;

/// Properties of [`MapZoom`].
#[derive(Properties, PartialEq)]
pub struct MapZoomProps {
    /// The map: one SVG drawing, as wide as the viewport at zoom 1.
    pub children: Html,
    /// The map's width in its own units (its viewBox width).
    pub width: f64,
    /// The font size of the map's smallest text, in map units.
    pub smallest_font: f64,
    /// Classes for the whole (the game's layout places it).
    #[prop_or_default]
    pub class: Classes,
}

/// What the view keeps in place across a change of zoom.
enum Anchor {
    /// The focused element inside the map.
    Focus(Element),
    /// The point of the map at the middle of the view, as fractions of the map's width and height.
    Middle(f64, f64),
}

/// A mouse press on the zoomed map: the pointer, where it went down, the view's scroll then,
/// and whether it has moved far enough to be a drag.
#[derive(Clone, Copy)]
struct Drag {
    pointer: i32,
    x: f64,
    y: f64,
    left: f64,
    top: f64,
    moved: bool,
}

/// The middle of a box, in viewport coordinates.
fn centre(r: &DomRect) -> (f64, f64) {
    (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
}

/// The deepest zoom for a viewport `view` over a map `width` units wide whose smallest text is
/// `font` units (at least 1: no zoom when the map is already readable).
fn deepest(view: &Element, width: f64, font: f64) -> f64 {
    let w = f64::from(view.client_width());
    if w <= 0.0 {
        return 1.0;
    }
    (READABLE_PX / font * width / w).max(1.0)
}

/// The zoom one step in (`dir` 1) or out (-1) from `z`, within 1..=`max` (a step that would
/// stop just short of an end goes to the end).
fn stepped(z: f64, dir: i32, max: f64) -> f64 {
    let next = if dir > 0 { z * STEP } else { z / STEP };
    if next * 1.15 >= max {
        max
    } else if next / 1.15 <= 1.0 {
        1.0
    } else {
        next
    }
}

/// The anchor to keep: the target inside the viewport that last had the focus (the zoom's
/// slider takes the focus when used), else the middle of the view.
fn anchor_of(view: &Element, last_focus: Option<Element>) -> Option<Anchor> {
    if let Some(a) = last_focus.filter(|a| a.is_connected() && view.contains(Some(a)) && a != view)
    {
        return Some(Anchor::Focus(a));
    }
    let map = view.first_element_child()?.get_bounding_client_rect();
    if map.width() <= 0.0 || map.height() <= 0.0 {
        return None;
    }
    let (vx, vy) = centre(&view.get_bounding_client_rect());
    Some(Anchor::Middle(
        (vx - map.left()) / map.width(),
        (vy - map.top()) / map.height(),
    ))
}

/// Scrolls the viewport so that the anchor is where it was.
fn restore(view: &Element, anchor: Anchor) {
    match anchor {
        Anchor::Focus(el) => {
            // Its middle to the middle of the view (Firefox's scrollIntoView leaves an SVG
            // element inside a scrolling box where it is).
            let ((rx, ry), (vx, vy)) = (
                centre(&el.get_bounding_client_rect()),
                centre(&view.get_bounding_client_rect()),
            );
            view.scroll_by_with_x_and_y(rx - vx, ry - vy);
        }
        Anchor::Middle(fx, fy) => {
            let Some(map) = view.first_element_child() else {
                return;
            };
            let m = map.get_bounding_client_rect();
            let (vx, vy) = centre(&view.get_bounding_client_rect());
            let want_left = vx - fx * m.width();
            let want_top = vy - fy * m.height();
            view.scroll_by_with_x_and_y(m.left() - want_left, m.top() - want_top);
        }
    }
}

/// The zoomable map.
#[function_component]
pub fn MapZoom(props: &MapZoomProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let zoom = use_state(|| 1.0_f64);
    let max = use_state(|| 1.0_f64);
    let view_ref = use_node_ref();
    let anchor: Rc<RefCell<Option<Anchor>>> = use_mut_ref(|| None);
    let last_focus: Rc<RefCell<Option<Element>>> = use_mut_ref(|| None);

    // The deepest zoom follows the viewport's width (rotation, resizes).
    {
        let (max, view_ref) = (max.clone(), view_ref.clone());
        let (width, font) = (props.width, props.smallest_font);
        use_effect_with((width, font), move |_| {
            let measure = move || {
                if let Some(view) = view_ref.cast::<Element>() {
                    max.set(deepest(&view, width, font));
                }
            };
            measure();
            let listener = web_sys::window()
                .map(|w| gloo_events::EventListener::new(&w, "resize", move |_| measure()));
            move || drop(listener)
        });
    }
    // After a change of zoom, put the anchor back.
    {
        let (view_ref, anchor) = (view_ref.clone(), anchor.clone());
        use_effect_with(*zoom, move |_| {
            if let (Some(view), Some(a)) = (view_ref.cast::<Element>(), anchor.borrow_mut().take())
            {
                restore(&view, a);
            }
        });
    }
    let z = zoom.min(*max).max(1.0);
    let set_zoom = {
        let (zoom, view_ref, anchor, last_focus) = (
            zoom.clone(),
            view_ref.clone(),
            anchor.clone(),
            last_focus.clone(),
        );
        Callback::from(move |to: f64| {
            if (to - *zoom).abs() < 1e-6 {
                return;
            }
            if let Some(view) = view_ref.cast::<Element>() {
                *anchor.borrow_mut() = anchor_of(&view, last_focus.borrow().clone());
            }
            zoom.set(to);
        })
    };
    let max_now = *max;
    let on_step = |dir: i32| {
        let set_zoom = set_zoom.clone();
        Callback::from(move |_: MouseEvent| set_zoom.emit(stepped(z, dir, max_now)))
    };
    let on_whole = {
        let set_zoom = set_zoom.clone();
        Callback::from(move |_: MouseEvent| set_zoom.emit(1.0))
    };
    let on_slider_key = {
        let set_zoom = set_zoom.clone();
        Callback::from(move |e: KeyboardEvent| {
            let to = match e.key().as_str() {
                "ArrowRight" | "+" | "=" | "PageUp" => stepped(z, 1, max_now),
                "ArrowLeft" | "-" | "PageDown" => stepped(z, -1, max_now),
                // Up, Down, Home and End stay the board's: they move the focus on.
                _ => return,
            };
            // The board's keys would move the focus away: the slider keeps these.
            e.prevent_default();
            e.stop_propagation();
            set_zoom.emit(to);
        })
    };
    // Arrow keys on the viewport itself scroll the zoomed map.
    let on_view_key = {
        let view_ref = view_ref.clone();
        Callback::from(move |e: KeyboardEvent| {
            let Some(view) = view_ref.cast::<Element>() else {
                return;
            };
            if e.target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .as_ref()
                != Some(&view)
            {
                return;
            }
            let (dx, dy) = match e.key().as_str() {
                "ArrowLeft" => (-PAN_PX, 0.0),
                "ArrowRight" => (PAN_PX, 0.0),
                "ArrowUp" => (0.0, -PAN_PX),
                "ArrowDown" => (0.0, PAN_PX),
                _ => return,
            };
            e.prevent_default();
            e.stop_propagation();
            view.scroll_by_with_x_and_y(dx, dy);
        })
    };
    // A mouse drag pans the zoomed map; the click that ends a drag is swallowed (in the capture
    // phase, before any board control hears it).
    let drag: Rc<RefCell<Option<Drag>>> = use_mut_ref(|| None);
    let swallow = use_mut_ref(|| false);
    {
        let swallow = swallow.clone();
        use_effect_with((), move |_| {
            let options = gloo_events::EventListenerOptions {
                phase: gloo_events::EventListenerPhase::Capture,
                passive: false,
            };
            let listener = web_sys::window().map(|w| {
                gloo_events::EventListener::new_with_options(&w, "click", options, move |e| {
                    let on_map = e
                        .target()
                        .and_then(|t| t.dyn_into::<Element>().ok())
                        .and_then(|t| t.closest(".map-zoom-view").ok().flatten())
                        .is_some();
                    if on_map && std::mem::take(&mut *swallow.borrow_mut()) {
                        e.stop_propagation();
                        e.prevent_default();
                    }
                })
            });
            move || drop(listener)
        });
    }
    // (Yew hands the events on from the app's root, so the view is found by its ref.)
    let on_pointer_down = {
        let (drag, swallow, view_ref) = (drag.clone(), swallow.clone(), view_ref.clone());
        let zoomed = z > 1.0 + 1e-6;
        Callback::from(move |e: PointerEvent| {
            *swallow.borrow_mut() = false;
            let Some(view) = view_ref.cast::<Element>() else {
                return;
            };
            if !zoomed || e.pointer_type() != "mouse" || e.button() != 0 {
                return;
            }
            *drag.borrow_mut() = Some(Drag {
                pointer: e.pointer_id(),
                x: f64::from(e.client_x()),
                y: f64::from(e.client_y()),
                left: view.scroll_left().into(),
                top: view.scroll_top().into(),
                moved: false,
            });
        })
    };
    let on_pointer_move = {
        let (drag, view_ref) = (drag.clone(), view_ref.clone());
        Callback::from(move |e: PointerEvent| {
            let mut slot = drag.borrow_mut();
            let Some(d) = slot.as_mut().filter(|d| d.pointer == e.pointer_id()) else {
                return;
            };
            let Some(view) = view_ref.cast::<Element>() else {
                return;
            };
            let (dx, dy) = (f64::from(e.client_x()) - d.x, f64::from(e.client_y()) - d.y);
            if !d.moved {
                if dx.hypot(dy) < DRAG_PX {
                    return;
                }
                d.moved = true;
                let _ = view.set_pointer_capture(d.pointer);
                let _ = view.set_attribute("data-dragging", "");
            }
            e.prevent_default();
            view.scroll_to_with_x_and_y(d.left - dx, d.top - dy);
        })
    };
    let on_pointer_end = {
        let view_ref = view_ref.clone();
        Callback::from(move |e: PointerEvent| {
            let Some(d) = drag.borrow_mut().take() else {
                return;
            };
            if let Some(view) = view_ref.cast::<Element>() {
                let _ = view.release_pointer_capture(d.pointer);
                let _ = view.remove_attribute("data-dragging");
            }
            *swallow.borrow_mut() = d.moved && e.type_() == "pointerup";
        })
    };
    let on_focus_in = Callback::from(move |e: FocusEvent| {
        *last_focus.borrow_mut() = e.target().and_then(|t| t.dyn_into::<Element>().ok());
    });
    let zoomed = z > 1.0 + 1e-6;
    let percent = (z * 100.0).round() as u32;
    let level = i18n.tf("map.zoom_level", &[i18n.num(percent)]);
    let style = format!("--zoom: {z:.3}");
    let can_in = z < max_now - 1e-6;
    html! {
        <div class={classes!("map-zoom", props.class.clone(), zoomed.then_some("zoomed"))} data-zoom={format!("{z:.3}")}>
            if max_now > 1.0 + 1e-6 {
                <div class="map-zoom-bar" role="slider" tabindex="0" aria-label={i18n.t("map.zoom")}
                    aria-valuemin="100" aria-valuemax={((max_now * 100.0).round() as u32).to_string()}
                    aria-valuenow={percent.to_string()} aria-valuetext={level} aria-orientation="horizontal"
                    data-testid="map-zoom" onkeydown={on_slider_key}>
                    <span class={classes!("map-zoom-step", (!can_in).then_some("off"))} aria-hidden="true"
                        data-testid="zoom-in" onclick={on_step(1)}>{ "+" }</span>
                    if zoomed {
                        <span class="map-zoom-step" aria-hidden="true" data-testid="zoom-out" onclick={on_step(-1)}>{ "−" }</span>
                        <span class="map-zoom-step" aria-hidden="true" data-testid="zoom-whole" title={i18n.t("map.zoom_whole")}
                            onclick={on_whole}>
                            <svg viewBox="0 0 20 20" class="map-zoom-icon"><path d="M2 7V2h5M13 2h5v5M18 13v5h-5M7 18H2v-5" /></svg>
                        </span>
                    }
                </div>
            }
            <div class="map-zoom-view" ref={view_ref} {style} onkeydown={on_view_key} onfocusin={on_focus_in}
                onpointerdown={on_pointer_down} onpointermove={on_pointer_move}
                onpointerup={on_pointer_end.clone()} onpointercancel={on_pointer_end}
                tabindex={zoomed.then_some("0")} role={zoomed.then_some("group")}
                aria-label={zoomed.then(|| i18n.t("map.zoom_view"))}>
                { props.children.clone() }
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::stepped;

    #[test]
    fn steps_stay_between_the_whole_map_and_the_deepest_zoom() {
        assert_eq!(stepped(1.0, -1, 3.0), 1.0);
        assert_eq!(stepped(1.0, 1, 3.0), 1.5);
        assert_eq!(
            stepped(2.25, 1, 3.0),
            3.0,
            "a step just short of the end goes to the end"
        );
        assert_eq!(stepped(3.0, 1, 3.0), 3.0);
        assert_eq!(stepped(1.4, -1, 3.0), 1.0);
    }
}
