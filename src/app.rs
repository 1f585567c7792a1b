//! The app with every screen: hash routing, language and text direction, the skip link, the top
//! bar. The first load holds only the home screen (`src/shell.rs`); this app replaces it.

use crate::i18n::{self, I18n, Lang};
use crate::nav::{current_hash, go};
use crate::route::Route;
use crate::routes::{
    import_record, ErrorPage, HistoryPage, Home, HostPage, Importer, JoinPage, LearnPage, NewGame,
    PlayLoader, ReplayLoader, ReplyPage, RulesPage, WatchLoader,
};
use crate::storage;
use crate::widgets::LangNotice;
use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Changes the app's language once its catalogue is loaded (given to components through a
/// context).
pub type SetLang = Callback<Lang>;

/// The language whose catalogue could not be loaded, while its notice is shown.
pub type Unloaded = UseStateHandle<Option<Lang>>;

/// The remembered language, else the browser's, else English.
pub fn initial_lang() -> Lang {
    storage::load_lang()
        .or_else(|| {
            let nav = web_sys::window()?.navigator().language()?;
            Lang::from_code(nav.split('-').next()?)
        })
        .unwrap_or(Lang::En)
}

/// Renders the whole app into a new element of the page, then tells the home screen's shell
/// (`src/shell.rs`) that it is shown, so that the shell removes itself.
pub fn start() {
    i18n::embed(i18n::EMBEDDED);
    // Routes place the scroll themselves (at their top): the browser's own restoring on Back and
    // Forward would put a screen where another one had been scrolled.
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.set_scroll_restoration(web_sys::ScrollRestoration::Manual);
    }
    let lang = initial_lang();
    wasm_bindgen_futures::spawn_local(async move {
        i18n::load(lang).await;
        yew::Renderer::<App>::with_root(new_root()).render();
    });
}

/// A new element at the start of the page's body for one of the page's apps to render into.
pub(crate) fn new_root() -> web_sys::Element {
    let doc = web_sys::window()
        .and_then(|w| w.document())
        .expect("a document");
    let root = doc.create_element("div").expect("an element");
    let body = doc.body().expect("a body");
    let _ = body.insert_before(&root, body.first_child().as_ref());
    root
}

/// The event the app sends the window once it has drawn its first screen.
pub(crate) const APP_SHOWN: &str = "takhte-app-shown";

/// Every screen of the app.
#[function_component]
pub fn App() -> Html {
    let (i18n, set_lang, unloaded) = use_lang();
    let route = use_route();
    use_effect_with((), |_| {
        if let Some(w) = web_sys::window() {
            // The home screen's shell may have been scrolled down to the link that led here.
            to_top();
            if let Ok(event) = web_sys::Event::new(APP_SHOWN) {
                let _ = w.dispatch_event(&event);
            }
        }
    });
    let page = match &*route {
        Route::Home => html! { <Home importer={Some(import_record as Importer)} /> },
        Route::Import => {
            html! { <Home importer={Some(import_record as Importer)} pending={true} /> }
        }
        Route::New { game, query } => {
            html! { <NewGame key={format!("{game}?{query}")} game={game.clone()} query={query.clone()} /> }
        }
        Route::Play { id } => html! { <PlayLoader key={id.clone()} id={id.clone()} /> },
        Route::Replay { id } => html! { <ReplayLoader key={id.clone()} id={id.clone()} /> },
        Route::Watch { query } => {
            html! { <WatchLoader key={query.clone()} query={query.clone()} /> }
        }
        Route::Rules { game } => html! { <RulesPage game={game.clone()} /> },
        Route::History => html! { <HistoryPage /> },
        Route::Learn { game } => html! { <LearnPage key={game.clone()} game={game.clone()} /> },
        Route::Host { game, query } => {
            html! { <HostPage key={format!("{game}?{query}")} game={game.clone()} query={query.clone()} /> }
        }
        Route::Join { game, query } => {
            html! { <JoinPage key={format!("{game}?{query}")} game={game.clone()} query={query.clone()} /> }
        }
        Route::Reply { query } => html! { <ReplyPage key={query.clone()} query={query.clone()} /> },
        Route::NotFound(hash) => html! {
            <ErrorPage title_key="error.not_found" detail={hash.clone()} />
        },
    };
    let on_play = matches!(&*route, Route::Play { .. });
    html! {
        <Frame {i18n} {set_lang} {unloaded} {on_play}>{ page }</Frame>
    }
}

/// The route in the address, kept up to date by a `hashchange` listener.
#[hook]
pub(crate) fn use_route() -> UseStateHandle<Route> {
    let route = use_state(|| Route::parse(&current_hash()));
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let window = web_sys::window().expect("a window");
            let listener = EventListener::new(&window, "hashchange", move |_| {
                // Every route opens at its top (the screen left may have been scrolled far
                // down), and the focus, lost with the screen it was on, goes to the new one.
                to_top();
                route.set(Route::parse(&current_hash()));
                gloo_timers::callback::Timeout::new(0, focus_main_if_lost).forget();
            });
            move || drop(listener)
        });
    }
    route
}

/// Scrolls the window to its top at once.
fn to_top() {
    if let Some(w) = web_sys::window() {
        w.scroll_to_with_x_and_y(0.0, 0.0);
    }
}

/// Moves the focus to the screen's content (`#main`, without scrolling) when a change of
/// screen left it nowhere (on the page's body): a screen that placed it itself keeps it.
fn focus_main_if_lost() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let lost = doc
        .active_element()
        .is_none_or(|a| doc.body().is_some_and(|b| a == *b.as_ref()));
    let Some(main) = doc.get_element_by_id("main") else {
        return;
    };
    if lost {
        if !main.has_attribute("tabindex") {
            let _ = main.set_attribute("tabindex", "-1");
        }
        if let Ok(main) = main.dyn_into::<web_sys::HtmlElement>() {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = main.focus_with_options(&options);
        }
    }
}

/// The shown language (kept on the page's root element), its setter, which switches once the
/// language's catalogue is loaded and remembers the choice, and the language that could not be
/// loaded, if one could not (then the shown one stays, and a notice offers to try again). A
/// remembered language whose catalogue could not be loaded shows as English but stays
/// remembered for the next visit.
#[hook]
pub(crate) fn use_lang() -> (I18n, SetLang, Unloaded) {
    let wanted = initial_lang();
    let lang = use_state(|| {
        Some(wanted)
            .filter(|l| i18n::is_loaded(*l))
            .unwrap_or(Lang::En)
    });
    let unloaded = use_state(|| Some(wanted).filter(|l| !i18n::is_loaded(*l)));
    use_effect_with(*lang, |lang| {
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("lang", lang.code());
            let _ = root.set_attribute("dir", lang.dir());
        }
    });
    let set_lang: SetLang = {
        let (lang, unloaded) = (lang.clone(), unloaded.clone());
        Callback::from(move |l| {
            let (lang, unloaded) = (lang.clone(), unloaded.clone());
            wasm_bindgen_futures::spawn_local(async move {
                if i18n::load(l).await {
                    storage::store_lang(l);
                    lang.set(l);
                    unloaded.set(None);
                } else {
                    unloaded.set(Some(l));
                }
            });
        })
    };
    (I18n { lang: *lang }, set_lang, unloaded)
}

/// Properties of [`Frame`].
#[derive(Properties, PartialEq)]
pub(crate) struct FrameProps {
    /// The translator.
    pub i18n: I18n,
    /// Changes the language.
    pub set_lang: SetLang,
    /// The language that could not be loaded, if any.
    pub unloaded: Unloaded,
    /// True on the play screen (the skip link leads to the board).
    pub on_play: bool,
    /// The screen.
    pub children: Html,
}

/// What every screen has around it: the language context, the skip link and the top bar.
#[function_component]
pub(crate) fn Frame(props: &FrameProps) -> Html {
    html! {
        <ContextProvider<I18n> context={props.i18n}>
            <ContextProvider<SetLang> context={props.set_lang.clone()}>
                <SkipLink to_board={props.on_play} />
                <TopBar unloaded={*props.unloaded} />
                <LangNotice unloaded={props.unloaded.clone()} />
                <crate::update::UpdateBar />
                <main class="page" id="main">{ props.children.clone() }</main>
            </ContextProvider<SetLang>>
        </ContextProvider<I18n>>
    }
}

/// Properties of [`SkipLink`].
#[derive(Properties, PartialEq)]
struct SkipLinkProps {
    /// True on the play screen: the link leads to the board rather than the screen's content.
    to_board: bool,
}

/// The first thing the Tab key reaches: a link past the top bar to the board (play screen) or
/// the screen's content, shown only while focused. Routes live in the hash, so the link moves
/// the focus itself instead of changing the address.
#[function_component]
fn SkipLink(props: &SkipLinkProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let onclick = Callback::from(|e: MouseEvent| {
        e.prevent_default();
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let Some(target) = doc
            .get_element_by_id("board")
            .or_else(|| doc.get_element_by_id("main"))
        else {
            return;
        };
        if !target.has_attribute("tabindex") {
            let _ = target.set_attribute("tabindex", "-1");
        }
        if let Ok(target) = target.dyn_into::<web_sys::HtmlElement>() {
            let _ = target.focus();
        }
    });
    let key = if props.to_board {
        "nav.skip_board"
    } else {
        "nav.skip_content"
    };
    html! {
        <a class="skip-link" href="#main" {onclick} data-testid="skip-link">{ i18n.t(key) }</a>
    }
}

/// Properties of [`TopBar`].
#[derive(Properties, PartialEq)]
struct TopBarProps {
    /// The language that could not be loaded, if any.
    unloaded: Option<Lang>,
}

/// The bar at the top of every screen: home link and language choice.
#[function_component]
fn TopBar(props: &TopBarProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let set_lang = use_context::<SetLang>().expect("language setter");
    let picker = use_node_ref();
    // A language that could not be loaded leaves the picker on the one still shown, so that
    // picking it again is a change.
    use_effect_with((i18n.lang, props.unloaded), {
        let picker = picker.clone();
        move |(lang, _)| {
            if let Some(select) = picker.cast::<web_sys::HtmlSelectElement>() {
                select.set_value(lang.code());
            }
        }
    });
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
                <select ref={picker} data-testid="language" onchange={on_change} aria-label={i18n.t("app.language")}>
                    { for Lang::ALL.iter().map(|l| html! {
                        <option value={l.code()} selected={*l == i18n.lang} lang={l.code()}>{ l.native_name() }</option>
                    }) }
                </select>
            </label>
        </header>
    }
}
