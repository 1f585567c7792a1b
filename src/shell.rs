//! The first load: the home screen alone, so that the page is usable after a small download.
//! Leaving the home screen (or opening any other address) loads the whole app, a second wasm
//! (`takhte-app.js` and `takhte-app_bg.wasm`, built from `src/bin/takhte-app.rs` and precached
//! by the service worker), which draws itself and then tells this one to go
//! ([`crate::app::APP_SHOWN`]). When a pointer or the focus comes to a link of the home screen, the
//! app's script is loaded and its wasm compiled ahead from the service worker's cache, so that
//! following the link only has to start it.

use crate::app::{initial_lang, new_root, use_lang, use_route, Frame, APP_SHOWN};
use crate::i18n;
use crate::route::Route;
use crate::routes::Home;
use gloo_events::EventListener;
use std::cell::RefCell;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;
use yew::AppHandle;

/// The whole app's script (wasm-bindgen's `no-modules` output: it declares `wasm_bindgen`).
const APP_SCRIPT: &str = "./takhte-app.js";
/// The whole app's wasm.
const APP_WASM: &str = "./takhte-app_bg.wasm";

thread_local! {
    /// The shown home screen, removed when the whole app has drawn itself.
    static SHOWN: RefCell<Option<AppHandle<HomeShell>>> = const { RefCell::new(None) };
    /// The whole app's wasm compiled ahead ([`warm_up`]), until the app is started.
    static WARM: RefCell<Warm> = const { RefCell::new(Warm::Not) };
}

/// Where compiling the whole app ahead stands.
enum Warm {
    /// Not begun.
    Not,
    /// Its script loading and its wasm compiling: resolves to the `WebAssembly.Module`, or to
    /// `undefined` if either failed.
    Compiling(js_sys::Promise),
    /// The app is being started (with the compiled module if there was one): too late to begin.
    Started,
}

/// Shows the home screen, or loads the whole app at once if the address is another screen's.
pub fn start() {
    i18n::embed(i18n::SHELL_EMBEDDED);
    let lang = initial_lang();
    wasm_bindgen_futures::spawn_local(async move {
        i18n::load(lang).await;
        let handle = yew::Renderer::<HomeShell>::with_root(new_root()).render();
        SHOWN.with(|s| *s.borrow_mut() = Some(handle));
        EventListener::once(&web_sys::window().expect("a window"), APP_SHOWN, |_| {
            if let Some(handle) = SHOWN.with(|s| s.borrow_mut().take()) {
                handle.destroy();
            }
        })
        .forget();
    });
}

/// Where loading the whole app stands.
#[derive(Clone, Copy, PartialEq)]
enum Loading {
    /// Not asked for yet.
    No,
    /// Being fetched and started.
    Yes,
    /// Could not be fetched or started (offline before the first full visit, for one).
    Failed,
}

/// The home screen, until the whole app is needed; then a loading notice over it.
#[function_component]
fn HomeShell() -> Html {
    let (i18n, set_lang, unloaded) = use_lang();
    let route = use_route();
    let loading = use_state(|| Loading::No);
    // Opened at another screen's address (a link, a reload), the home screen is not drawn
    // while the app loads: that would be work for nothing, in the same task as the app's start.
    let opened_home = use_state(|| *route == Route::Home);
    let attempt = use_state(|| 0u32);
    use_effect_with(*route == Route::Home, |home| {
        let doc = web_sys::window().and_then(|w| w.document());
        let listeners: Vec<EventListener> = match doc {
            Some(doc) if *home => ["pointerover", "pointerdown", "focusin"]
                .into_iter()
                .map(|kind| EventListener::new(&doc, kind, warm_up_at_link))
                .collect(),
            _ => Vec::new(),
        };
        move || drop(listeners)
    });
    {
        let loading = loading.clone();
        let wanted = *route != Route::Home;
        use_effect_with((wanted, *attempt), move |(wanted, _)| {
            if *wanted {
                loading.set(Loading::Yes);
                wasm_bindgen_futures::spawn_local(async move {
                    if load_app().await.is_err() {
                        loading.set(Loading::Failed);
                    }
                });
            }
        });
    }
    let notice = match *loading {
        Loading::No => Html::default(),
        Loading::Yes => html! {
            <p class="notice app-loading" role="status" data-testid="app-loading">
                { i18n.t("app.loading") }
            </p>
        },
        Loading::Failed => {
            let retry = Callback::from(move |_| attempt.set(*attempt + 1));
            html! {
                <p class="notice error" role="alert" data-testid="app-load-failed">
                    { i18n.t("app.load_failed") }{" "}
                    <button class="button" onclick={retry}>{ i18n.t("app.retry") }</button>
                </p>
            }
        }
    };
    html! {
        <Frame {i18n} {set_lang} {unloaded} on_play={false}>
            { notice }
            if *opened_home || *route == Route::Home || *loading == Loading::Failed {
                <Home importer={None} />
            }
        </Frame>
    }
}

/// Fetches and starts the whole app (once per page; a failed attempt may be retried). Once
/// another tab has switched to a new version, the app fetched now would be that version's, not
/// this page's: the page reloads at the same address instead, new version throughout.
async fn load_app() -> Result<(), JsValue> {
    if crate::update::updated_elsewhere() {
        crate::update::reload();
        return Ok(());
    }
    let module = match WARM.with(|w| w.replace(Warm::Started)) {
        Warm::Compiling(compiled) => JsFuture::from(compiled)
            .await
            .ok()
            .filter(|m| m.is_instance_of::<js_sys::WebAssembly::Module>()),
        Warm::Not | Warm::Started => None,
    };
    load_script().await?;
    // `wasm_bindgen` is a global `let` binding of that script, not a property of `window`; it
    // takes `{ module_or_path }`: the module compiled ahead, or else the wasm's address.
    let source = js_sys::Object::new();
    let module_or_path = module.unwrap_or_else(|| APP_WASM.into());
    js_sys::Reflect::set(&source, &"module_or_path".into(), &module_or_path)?;
    let init = js_sys::Function::new_with_args("source", "return wasm_bindgen(source)");
    let started: js_sys::Promise = init.call1(&JsValue::NULL, &source)?.dyn_into()?;
    JsFuture::from(started).await.map(drop)
}

/// Loads the whole app's script if it is not in the page yet; a script that fails is taken out
/// again, so that the next attempt fetches it anew.
async fn load_script() -> Result<(), JsValue> {
    let doc = web_sys::window()
        .and_then(|w| w.document())
        .ok_or(JsValue::NULL)?;
    if doc
        .query_selector(&format!("script[src=\"{APP_SCRIPT}\"]"))?
        .is_some()
    {
        return Ok(());
    }
    let script: web_sys::HtmlScriptElement = doc.create_element("script")?.unchecked_into();
    script.set_src(APP_SCRIPT);
    let done = js_sys::Promise::new(&mut |ok, fail| {
        script.set_onload(Some(&ok));
        script.set_onerror(Some(&fail));
    });
    doc.head().ok_or(JsValue::NULL)?.append_child(&script)?;
    if let Err(e) = JsFuture::from(done).await {
        script.remove();
        return Err(e);
    }
    Ok(())
}

/// Compiles the app ahead when `event` comes to a link (about to leave home, most likely).
fn warm_up_at_link(event: &web_sys::Event) {
    let at_link = event
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.closest("a[href]").ok().flatten())
        .is_some();
    if at_link {
        warm_up();
    }
}

/// Loads the app's script and compiles its wasm, once the service worker controls the page: the
/// bytes then come from its cache (its install fetched them), never a second time from the
/// network. A failure only means the app is fetched as usual when it is started.
fn warm_up() {
    if !WARM.with(|w| matches!(*w.borrow(), Warm::Not)) {
        return;
    }
    let Some(window) = web_sys::window() else {
        return;
    };
    let navigator = window.navigator();
    if !js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false) {
        return;
    }
    if navigator.service_worker().controller().is_none() {
        return;
    }
    let compiled = wasm_bindgen_futures::future_to_promise(async move {
        if load_script().await.is_err() {
            return Ok(JsValue::UNDEFINED);
        }
        let wasm = window.fetch_with_str(APP_WASM);
        let module = JsFuture::from(js_sys::WebAssembly::compile_streaming(&wasm)).await;
        Ok(module.unwrap_or(JsValue::UNDEFINED))
    });
    WARM.with(|w| *w.borrow_mut() = Warm::Compiling(compiled));
}
