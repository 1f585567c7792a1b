//! Updating the app: a new service worker waits (`static/sw.template.js`) until the player
//! chooses to reload. The page's own script (`index.html`) registers the worker and keeps what
//! it learns in `window.takhteUpdate` (`ready`: a new version waits; `elsewhere`: another tab
//! switched to a new version; `check()`, `apply()`), and tells the page by the window events
//! [`READY`] and [`ELSEWHERE`]. This module reads that object, for the update bar of every
//! screen (the first load's home screen included) and the "newer version" page.

use crate::i18n::I18n;
use gloo_events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The window event sent when a new version is installed and waits.
const READY: &str = "takhte-update-ready";
/// The window event sent when another tab switched every tab to a new version.
const ELSEWHERE: &str = "takhte-update-elsewhere";

/// `window.takhteUpdate`, if the page's script set it up (service workers available).
fn state() -> Option<JsValue> {
    let window = web_sys::window()?;
    js_sys::Reflect::get(&window, &"takhteUpdate".into())
        .ok()
        .filter(|v| v.is_object())
}

/// A flag of `window.takhteUpdate`.
fn flag(name: &str) -> bool {
    state()
        .and_then(|s| js_sys::Reflect::get(&s, &name.into()).ok())
        .is_some_and(|v| v.is_truthy())
}

/// Calls a method of `window.takhteUpdate`.
fn call(name: &str) -> Option<JsValue> {
    let s = state()?;
    let f: js_sys::Function = js_sys::Reflect::get(&s, &name.into())
        .ok()?
        .dyn_into()
        .ok()?;
    f.call0(&s).ok()
}

/// True once another tab has switched to a new version: what this page loads from now on
/// (the rest of the app, say) would be the new version's, so it reloads instead.
pub fn updated_elsewhere() -> bool {
    flag("elsewhere")
}

/// Reloads the page at the same address (the route is in the hash, so the same screen opens).
pub fn reload() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}

/// Switches to the waiting version: the waiting worker is asked to take over, and the page
/// reloads at the same address once it has; without a waiting worker, reloads at once.
pub fn apply() {
    if updated_elsewhere() || !call("apply").is_some_and(|v| v.is_truthy()) {
        reload();
    }
}

/// Asks the service worker to look for a new version now; true when one is installed and waits.
pub async fn check() -> bool {
    let Some(promise) = call("check").and_then(|p| p.dyn_into::<js_sys::Promise>().ok()) else {
        return false;
    };
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .is_ok_and(|v| v.is_truthy())
}

/// What the update bar says.
#[derive(Clone, Copy, PartialEq)]
enum Shown {
    /// Nothing.
    No,
    /// A new version waits.
    Ready,
    /// Another tab switched to a new version.
    Elsewhere,
}

/// What the bar should say now (nothing once dismissed on this page).
fn shown() -> Shown {
    if flag("dismissed") {
        Shown::No
    } else if flag("elsewhere") {
        Shown::Elsewhere
    } else if flag("ready") {
        Shown::Ready
    } else {
        Shown::No
    }
}

/// "A new version of Takhte is ready", with Reload and Not now: shown under the top bar of every
/// screen when a new version waits. It never reloads by itself; Reload switches versions and
/// reopens the same address, where a game reopens at its saved position.
#[function_component]
pub fn UpdateBar() -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let now = use_state_eq(shown);
    {
        let now = now.clone();
        use_effect_with((), move |_| {
            let window = web_sys::window().expect("a window");
            let listeners: Vec<EventListener> = [READY, ELSEWHERE]
                .into_iter()
                .map(|kind| {
                    let now = now.clone();
                    EventListener::new(&window, kind, move |_| now.set(shown()))
                })
                .collect();
            // The event may have come before this screen was drawn.
            now.set(shown());
            move || drop(listeners)
        });
    }
    if *now == Shown::No {
        return Html::default();
    }
    let on_reload = Callback::from(|_| apply());
    let on_dismiss = {
        let now = now.clone();
        Callback::from(move |_| {
            if let Some(s) = state() {
                let _ = js_sys::Reflect::set(&s, &"dismissed".into(), &JsValue::TRUE);
            }
            now.set(Shown::No);
        })
    };
    let text = match *now {
        Shown::Elsewhere => i18n.t("app.update_elsewhere"),
        _ => i18n.t("app.update_ready"),
    };
    html! {
        <div class="notice dismissible update-bar" role="status" data-testid="update-bar">
            <p>{ text }</p>
            <div class="row-actions">
                <button class="button primary" onclick={on_reload} data-testid="update-reload">
                    { i18n.t("app.update_reload") }
                </button>
                <button class="button" onclick={on_dismiss} data-testid="update-dismiss">
                    { i18n.t("app.update_later") }
                </button>
            </div>
        </div>
    }
}
