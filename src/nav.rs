//! Moving between screens and reading the current address.

use crate::route::Route;

/// The current `location.hash`.
pub fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Goes to a route (adds a history entry; the hashchange listener re-renders).
pub fn go(route: &Route) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().set_hash(&route.hash());
    }
}

/// Goes to a route in place of the current history entry (Back skips it).
pub fn replace(route: &Route) {
    if let Some(w) = web_sys::window() {
        let _ = w.location().replace(&route.hash());
    }
}

/// The absolute address of a route on this site, for sharing.
pub fn absolute(hash: &str) -> String {
    let Some(w) = web_sys::window() else {
        return hash.to_string();
    };
    let loc = w.location();
    let origin = loc.origin().unwrap_or_default();
    let path = loc.pathname().unwrap_or_default();
    format!("{origin}{path}{hash}")
}
