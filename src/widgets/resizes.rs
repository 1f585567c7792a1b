//! A guard that calls back whenever one of some elements changes size.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Element, ResizeObserver};

/// Calls its callback whenever a watched element changes size; stops when dropped.
pub struct Resizes {
    observer: ResizeObserver,
    _callback: Closure<dyn FnMut()>,
}

impl Resizes {
    /// Calls `on_resize` whenever one of `watched` changes size (and once when watching starts).
    pub fn watch(watched: &[Element], on_resize: impl FnMut() + 'static) -> Option<Resizes> {
        let callback = Closure::<dyn FnMut()>::new(on_resize);
        let observer = ResizeObserver::new(callback.as_ref().unchecked_ref()).ok()?;
        for el in watched {
            observer.observe(el);
        }
        Some(Resizes {
            observer,
            _callback: callback,
        })
    }
}

impl Drop for Resizes {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}
