//! One gesture, one move: the second click of a double-click, or a second tap on the same spot
//! within a double-tap's time, never becomes a second move. Without this a double-click played a
//! Shikoku card and then passed whichever card slid under the pointer, or placed a settlers
//! settlement and then a road on the edge drawn where it had been.

use std::cell::Cell;
use wasm_bindgen::JsCast;

/// Within this time (ms) and distance (CSS px) of the last move made by pointer, a new
/// pointer move counts as the same gesture: the two taps of a double-tap land a few pixels and
/// a few hundred milliseconds apart, and some browsers count them apart (Firefox driven by
/// WebDriver BiDi gives both clicks of a double-click the count 1). Kept tight, so that a quick
/// player's next move on a target beside the last one (a settlers road beside the settlement
/// just placed) is never taken for it; a second press of Port Royal's Draw within 300 ms, before
/// the drawn card could be seen, is taken for the same gesture.
const SAME_GESTURE_MS: f64 = 300.0;
const SAME_GESTURE_PX: f64 = 6.0;

/// The last move made by a pointer: when and where.
#[derive(Default)]
pub struct Gestures {
    last: Cell<Option<(f64, f64, f64)>>,
}

impl Gestures {
    /// Whether the event being handled now may make a move. Moves made with the keyboard (a
    /// click of count 0), by a form control's change, or by the bots always may; a click that is
    /// the second or later of a multi-click may not, and neither may a click close in time and
    /// place to the last move made by pointer (a double-tap whose taps the browser counts apart).
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
                let same = self.last.get().is_some_and(|(t, lx, ly)| {
                    now - t < SAME_GESTURE_MS && (x - lx).hypot(y - ly) < SAME_GESTURE_PX
                });
                if !same {
                    self.last.set(Some((now, x, y)));
                }
                !same
            }
            _ => false,
        }
    }
}
