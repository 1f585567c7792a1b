//! The root component: hash routing, language and text direction, the top bar.

use crate::i18n::{I18n, Lang};
use crate::nav::{current_hash, go};
use crate::route::Route;
use crate::routes::{
    ErrorPage, Home, LearnPage, NewGame, PlayLoader, ReplayLoader, RulesPage, WatchLoader,
};
use crate::storage;
use gloo_events::EventListener;
use yew::prelude::*;

/// Changes the app's language (given to components through a context).
pub type SetLang = Callback<Lang>;

fn initial_lang() -> Lang {
    storage::load_lang()
        .or_else(|| {
            let nav = web_sys::window()?.navigator().language()?;
            Lang::from_code(nav.split('-').next()?)
        })
        .unwrap_or(Lang::En)
}

/// The whole app.
#[function_component]
pub fn App() -> Html {
    let lang = use_state(initial_lang);
    let route = use_state(|| Route::parse(&current_hash()));
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let window = web_sys::window().expect("a window");
            let listener = EventListener::new(&window, "hashchange", move |_| {
                route.set(Route::parse(&current_hash()));
            });
            move || drop(listener)
        });
    }
    use_effect_with(*lang, |lang| {
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("lang", lang.code());
            let _ = root.set_attribute("dir", lang.dir());
        }
        storage::store_lang(*lang);
    });
    let set_lang: SetLang = {
        let lang = lang.clone();
        Callback::from(move |l| lang.set(l))
    };
    let i18n = I18n { lang: *lang };
    let page = match &*route {
        Route::Home => html! { <Home /> },
        Route::New { game, query } => {
            html! { <NewGame key={format!("{game}?{query}")} game={game.clone()} query={query.clone()} /> }
        }
        Route::Play { id } => html! { <PlayLoader key={id.clone()} id={id.clone()} /> },
        Route::Replay { id } => html! { <ReplayLoader key={id.clone()} id={id.clone()} /> },
        Route::Watch { query } => {
            html! { <WatchLoader key={query.clone()} query={query.clone()} /> }
        }
        Route::Rules { game } => html! { <RulesPage game={game.clone()} /> },
        Route::Learn { game } => html! { <LearnPage key={game.clone()} game={game.clone()} /> },
        Route::NotFound(hash) => html! {
            <ErrorPage title_key="error.not_found" detail={hash.clone()} />
        },
    };
    html! {
        <ContextProvider<I18n> context={i18n}>
            <ContextProvider<SetLang> context={set_lang}>
                <TopBar />
                <main class="page" id="main">{ page }</main>
            </ContextProvider<SetLang>>
        </ContextProvider<I18n>>
    }
}

/// The bar at the top of every screen: home link and language choice.
#[function_component]
fn TopBar() -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let set_lang = use_context::<SetLang>().expect("language setter");
    let home = Callback::from(|e: MouseEvent| {
        e.prevent_default();
        go(&Route::Home);
    });
    let on_change = Callback::from(move |e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        if let Some(l) = Lang::from_code(&select.value()) {
            set_lang.emit(l);
        }
    });
    html! {
        <header class="topbar">
            <a class="brand" href="#/" onclick={home} data-testid="home-link">
                <span class="brand-mark" aria-hidden="true">{"▦"}</span>
                <span>{ i18n.t("app.name") }</span>
            </a>
            <label class="lang-picker">
                <span class="visually-hidden">{ i18n.t("app.language") }</span>
                <select data-testid="language" onchange={on_change} aria-label={i18n.t("app.language")}>
                    { for Lang::ALL.iter().map(|l| html! {
                        <option value={l.code()} selected={*l == i18n.lang} lang={l.code()}>{ l.native_name() }</option>
                    }) }
                </select>
            </label>
        </header>
    }
}
