//! Drawing the costly parts of a screen (the log, the charts) one frame after the rest, so that
//! opening a screen is several short tasks rather than one long one.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// False on a component's first render; true once the frame with that render has been painted.
#[hook]
pub fn use_after_paint() -> bool {
    let ready = use_state(|| false);
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            let Some(window) = web_sys::window() else {
                ready.set(true);
                return;
            };
            // An animation frame runs before its frame is painted; a timeout queued there runs
            // after it, as a task of its own.
            let after_frame = {
                let window = window.clone();
                Closure::once_into_js(move || {
                    let set = Closure::once_into_js(move || ready.set(true));
                    let _ = window.set_timeout_with_callback(set.unchecked_ref());
                })
            };
            let _ = window.request_animation_frame(after_frame.unchecked_ref());
        });
    }
    *ready
}
