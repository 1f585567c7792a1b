//! The browser window's visible part, for the scrolls that bring something into view.

/// The window and its inner height in CSS px (the bottom edge of the viewport), if there is a
/// window.
pub(crate) fn window_and_height() -> Option<(web_sys::Window, f64)> {
    let window = web_sys::window()?;
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    Some((window, height))
}
