//! One gesture, one move: the second click of a double-click, or a second tap on the same spot
//! within a double-tap's time, never becomes a second move. Without this a double-click played a
//! Shikoku card and then passed whichever card slid under the pointer, or placed a settlers
//! settlement and then a road on the edge drawn where it had been.

use std::cell::RefCell;
use wasm_bindgen::JsCast;

/// Within this time (ms) and distance (CSS px) of the last move made by pointer, a new pointer
/// move on another element counts as the same gesture: the second tap of a double-tap that the
/// browser counted apart, landing on whatever the first tap's move drew there. Two quick presses
/// of one control that stays in place (Port Royal's Draw) are two moves.
const SAME_GESTURE_MS: f64 = 300.0;
const SAME_GESTURE_PX: f64 = 6.0;

/// A move made by a pointer: when (ms), where (x, y), and on what.
type Press = (f64, f64, f64, Option<web_sys::EventTarget>);

/// The last move made by a pointer.
#[derive(Default)]
pub struct Gestures {
    last: RefCell<Option<Press>>,
}

impl Gestures {
    /// Whether the event being handled now may make a move. Moves made with the keyboard (a
    /// click of count 0), by a form control's change, or by the bots always may; a click that is
    /// the second or later of a multi-click may not, and neither may a click close in time and
    /// place to the last move made by pointer that lands on another element.
    pub fn allows_now(&self) -> bool {
        let Some(window) = web_sys::window() else {
            return true;
        };
        let Ok(click) = window.event().dyn_into::<web_sys::MouseEvent>() else {
            return true;
        };
        match click.detail() {
            0 => true,
            1 => {
                let now = window.performance().map_or(0.0, |p| p.now());
                let (x, y) = (f64::from(click.client_x()), f64::from(click.client_y()));
                let target = click.target();
                let same = self.last.borrow().as_ref().is_some_and(|(t, lx, ly, on)| {
                    now - t < SAME_GESTURE_MS
                        && (x - lx).hypot(y - ly) < SAME_GESTURE_PX
                        && *on != target
                });
                if !same {
                    *self.last.borrow_mut() = Some((now, x, y, target));
                }
                !same
            }
            _ => false,
        }
    }
}
