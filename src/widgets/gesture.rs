//! One gesture, one move: the second click of a double-click, or a second tap on the same spot
//! within a double-tap's time, never becomes a second move. Without this a double-click played a
//! Shikoku card and then passed whichever card slid under the pointer, or placed a settlers
//! settlement and then a road on the edge drawn where it had been.

use wasm_bindgen::JsCast;

/// The play screen's guard against a double-click or double-tap making two moves.
#[derive(Default)]
pub struct Gestures;

impl Gestures {
    /// Whether the event being handled now may make a move: not when it is the second or later
    /// click of a multi-click (a double-click, or a double-tap the browser counts as one); moves
    /// made with the keyboard (a click of count 0), by a form control's change, or by the bots
    /// always may.
    pub fn allows_now(&self) -> bool {
        let Some(window) = web_sys::window() else {
            return true;
        };
        let Ok(click) = window.event().dyn_into::<web_sys::MouseEvent>() else {
            return true;
        };
        click.detail() < 2
    }
}
