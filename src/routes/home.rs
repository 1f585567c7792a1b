//! Home: the five games, saved games to resume or delete, importing a record.

use super::import::{stash, take_stashed, ImportError, Importer};
use crate::files::{download_text, read_chosen_file, FileError};
use crate::games::key_prefix;
use crate::i18n::I18n;
use crate::nav::{go, replace};
use crate::progress;
use crate::route::Route;
use crate::routes::{Detail, NewerPage};
use crate::saves::record_text;
use crate::storage::{self, Kept};
use crate::widgets::{GamePicture, IosSavesNotice};
use takhte_engine::GAME_IDS;
use yew::prelude::*;

/// Properties of [`Home`].
#[derive(Properties)]
pub struct HomeProps {
    /// Turns a chosen record file into a save; `None` on the first load's home screen, which
    /// keeps the file for the whole app (the rules are not loaded yet) and opens it.
    pub importer: Option<Importer>,
    /// True when a file kept that way waits to be imported.
    #[prop_or_default]
    pub pending: bool,
}

impl PartialEq for HomeProps {
    /// Whether there is an importer, not which: a screen is given the same one all its life.
    fn eq(&self, other: &Self) -> bool {
        self.importer.is_some() == other.importer.is_some() && self.pending == other.pending
    }
}

/// Where the chosen colour theme is kept: `light`, `dark`, or nothing (follow the system).
const THEME_KEY: &str = "takhte.theme";

/// The themes offered, with their catalogue keys; "" follows the system.
const THEMES: [(&str, &str); 3] = [
    ("", "home.theme_system"),
    ("light", "home.theme_light"),
    ("dark", "home.theme_dark"),
];

/// The theme chosen on this device: `light`, `dark`, or "" (the system's).
pub fn saved_theme() -> String {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(THEME_KEY).ok().flatten())
        .filter(|t| t == "light" || t == "dark")
        .unwrap_or_default()
}

/// Marks the page with `theme` (`data-theme` on `<html>`, which the style sheets follow); ""
/// removes the mark, so `prefers-color-scheme` decides.
pub fn apply_theme(theme: &str) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let _ = if theme.is_empty() {
        root.remove_attribute("data-theme")
    } else {
        root.set_attribute("data-theme", theme)
    };
}

/// What an app shortcut (`#/?resume`, `#/?new`, see `static/manifest.webmanifest`) asks of the
/// home screen, read from the address.
fn shortcut() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    let (_, query) = hash.split_once('?')?;
    Some(query.to_string())
}

/// The home screen.
#[function_component]
pub fn Home(props: &HomeProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let listing = use_state(storage::list_saves);
    let theme = use_state(saved_theme);
    use_effect_with((*theme).clone(), |theme| apply_theme(theme));
    let on_theme = {
        let theme = theme.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            let value = select.value();
            if let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
                let _ = if value.is_empty() {
                    s.remove_item(THEME_KEY)
                } else {
                    s.set_item(THEME_KEY, &value)
                };
            }
            theme.set(value);
        })
    };
    let games_heading = use_node_ref();
    // The app's shortcuts: "Resume the last game" opens the game played last (home when there
    // is none), "New game" the list of games.
    {
        let (listing, games_heading) = (listing.clone(), games_heading.clone());
        use_effect_with((), move |_| match shortcut().as_deref() {
            Some("resume") => {
                let last = listing.0.iter().find(|s| !s.finished);
                replace(&last.map_or(Route::Home, |s| Route::Play { id: s.id.clone() }));
            }
            Some("new") => {
                // The address becomes the home screen's without a route change (which would
                // place the focus at the top of the page).
                if let Some(h) = web_sys::window().and_then(|w| w.history().ok()) {
                    let _ = h.replace_state_with_url(
                        &wasm_bindgen::JsValue::NULL,
                        "",
                        Some(&Route::Home.hash()),
                    );
                }
                if let Some(h) = games_heading.cast::<web_sys::HtmlElement>() {
                    h.scroll_into_view();
                    let _ = h.focus();
                }
            }
            _ => {}
        });
    }
    let confirm = use_state(|| None::<String>);
    let import_error = use_state(|| None::<ImportError>);
    let delete_failed = use_state(|| false);
    let export_failed = use_state(|| false);
    let (saves, kept) = &*listing;

    let games = GAME_IDS.iter().map(|id| {
        let prefix = key_prefix(id);
        let title = i18n.t(&format!("{prefix}.title"));
        let rating = progress::load_rating(id).filter(|r| r.games > 0);
        html! {
            <li class="game-card" data-testid={format!("game-{id}")}>
                <GamePicture game={*id} />
                <div class="game-card-text">
                    <h3>{ title.clone() }</h3>
                    <p>{ i18n.t(&format!("{prefix}.tagline")) }</p>
                    if let Some(r) = rating {
                        <p class="game-rating" data-testid={format!("rating-{id}")}>
                            { i18n.tf("home.rating", &[
                                progress::grouped(r.rating.rating.round() as i64, i18n.lang),
                                progress::grouped(r.rating.deviation.round() as i64, i18n.lang),
                                i18n.num(r.games),
                            ]) }
                        </p>
                    }
                </div>
                <div class="game-card-actions">
                        <a class="button primary" href={Route::New { game: id.to_string(), query: String::new() }.hash()}
                            data-testid={format!("new-{id}")} aria-label={i18n.tf("home.new_game_of", std::slice::from_ref(&title))}>
                            { i18n.t("home.new_game") }
                        </a>
                        <a class="button" href={Route::Rules { game: id.to_string() }.hash()}>{ i18n.t("home.rules") }</a>
                </div>
            </li>
        }
    });

    let save_rows = saves.iter().map(|save| {
        let id = save.id.clone();
        let title = i18n.t(&format!("{}.title", key_prefix(&save.record.game)));
        let status = if save.finished { i18n.t("home.finished") } else {
            i18n.tf("home.moves", &[i18n.num(save.record.actions.len())])
        };
        let when = js_sys::Date::new(&save.updated.into())
            .to_locale_string(i18n.lang.code(), &wasm_bindgen::JsValue::UNDEFINED);
        let delete = {
            let (confirm, listing, id) = (confirm.clone(), listing.clone(), id.clone());
            let delete_failed = delete_failed.clone();
            Callback::from(move |_| {
                if confirm.as_deref() == Some(id.as_str()) {
                    delete_failed.set(storage::delete_save(&id).is_err());
                    confirm.set(None);
                    listing.set(storage::list_saves());
                } else {
                    confirm.set(Some(id.clone()));
                }
            })
        };
        let confirming = confirm.as_deref() == Some(id.as_str());
        let open = if save.finished {
            Route::Replay { id: id.clone() }
        } else if storage::table_text(&id).is_some() {
            // A table with friends on their own devices reopens as the host's screen.
            Route::Host { game: save.record.game.clone(), query: format!("s={id}") }
        } else {
            Route::Play { id: id.clone() }
        };
        html! {
            <li class="save-row" data-testid={format!("save-{id}")}>
                <div>
                    <strong>{ title }</strong>
                    <span class="muted">{ format!(" · {status} · ") }{ String::from(when) }</span>
                </div>
                <div class="row-actions">
                    <a class="button primary" href={open.hash()} data-testid={format!("resume-{id}")}>
                        { if save.finished { i18n.t("home.replay") } else { i18n.t("home.resume") } }
                    </a>
                    <button class={classes!("button", confirming.then_some("danger"))} onclick={delete}
                        data-testid={format!("delete-{id}")}>
                        { if confirming { i18n.t("home.confirm_delete") } else { i18n.t("home.delete") } }
                    </button>
                </div>
            </li>
        }
    });

    // Entries that cannot be opened here, listed with the saves: set aside (marked, with Export,
    // "replay up to the problem" and Delete) or made by a newer release (Open, which offers to
    // update, and Delete). Marked by a word and a sign, not by colour alone.
    let kept_rows = kept.iter().map(|Kept { id, problem, glimpse }| {
        let newer = matches!(problem, crate::saves::SaveProblem::Newer(_));
        let title = match &glimpse.game {
            Some(game) if GAME_IDS.contains(&game.as_str()) => i18n.t(&format!("{}.title", key_prefix(game))),
            _ if newer => i18n.t("home.newer_game"),
            _ => i18n.t("home.unknown_game"),
        };
        let mut facts = Vec::new();
        if let Some(n) = glimpse.moves {
            facts.push(i18n.tf("home.moves", &[i18n.num(n)]));
        }
        if let Some(t) = glimpse.updated {
            facts.push(String::from(js_sys::Date::new(&t.into())
                .to_locale_string(i18n.lang.code(), &wasm_bindgen::JsValue::UNDEFINED)));
        }
        let delete = {
            let (confirm, listing, id) = (confirm.clone(), listing.clone(), id.clone());
            let delete_failed = delete_failed.clone();
            Callback::from(move |_| {
                if confirm.as_deref() == Some(id.as_str()) {
                    delete_failed.set(storage::delete_save(&id).is_err());
                    confirm.set(None);
                    listing.set(storage::list_saves());
                } else {
                    confirm.set(Some(id.clone()));
                }
            })
        };
        let export = {
            let (id, export_failed) = (id.clone(), export_failed.clone());
            let game = glimpse.game.clone().unwrap_or_else(|| "game".into());
            Callback::from(move |_| {
                let text = storage::save_text(&id);
                let text = text.as_deref().map(|t| record_text(t).unwrap_or_else(|| t.to_string()));
                let name = format!("takhte-{game}-{id}.json");
                export_failed.set(text.is_none_or(|t| download_text(&t, &name).is_err()));
            })
        };
        let confirming = confirm.as_deref() == Some(id.as_str());
        let (mark, help) = if newer {
            ("home.newer_mark", "home.newer_help")
        } else if glimpse.record {
            ("home.set_aside_mark", "home.set_aside_help")
        } else {
            ("home.set_aside_mark", "home.unreadable_help")
        };
        let heading_id = format!("kept-{id}");
        html! {
            <li class={classes!("save-row", "kept", if newer { "newer" } else { "set-aside" })}
                data-testid={format!("save-{id}")} data-kept={if newer { "newer" } else { "set-aside" }}
                aria-labelledby={heading_id.clone()}>
                <div class="kept-text">
                    <strong id={heading_id}>{ title }</strong>
                    <span class={classes!("badge", if newer { "info" } else { "warn" })} data-testid={format!("mark-{id}")}>
                        <span aria-hidden="true">{ if newer { "★ " } else { "⚠ " } }</span>{ i18n.t(mark) }
                    </span>
                    if !facts.is_empty() {
                        <span class="muted kept-facts">{ facts.join(" · ") }</span>
                    }
                    <p class="kept-help">{ i18n.t(help) }</p>
                    <Detail text={problem.detail()} testid={format!("problem-{id}")} />
                </div>
                <div class="row-actions">
                    if newer {
                        <a class="button primary" href={Route::Play { id: id.clone() }.hash()} data-testid={format!("resume-{id}")}>
                            { i18n.t("home.open") }
                        </a>
                    } else {
                        <button class="button" onclick={export} data-testid={format!("export-{id}")}>
                            { i18n.t("home.export") }
                        </button>
                        if glimpse.record {
                            <a class="button" href={Route::Replay { id: id.clone() }.hash()} data-testid={format!("replay-problem-{id}")}>
                                { i18n.t("home.replay_to_problem") }
                            </a>
                        }
                        if !matches!(problem, crate::saves::SaveProblem::Corrupt(_)) {
                            <a class="button" href={Route::Play { id: id.clone() }.hash()} data-testid={format!("resume-{id}")}>
                                { i18n.t("home.try_again") }
                            </a>
                        }
                    }
                    <button class={classes!("button", confirming.then_some("danger"))} onclick={delete}
                        data-testid={format!("delete-{id}")}>
                        { if confirming { i18n.t("home.confirm_delete") } else { i18n.t("home.delete") } }
                    </button>
                </div>
            </li>
        }
    });

    {
        let (import_error, importer) = (import_error.clone(), props.importer);
        use_effect_with(props.pending, move |pending| {
            if let (true, Some(import)) = (*pending, importer) {
                match take_stashed().map(|text| import(&text)) {
                    Some(Ok(route)) => replace(&route),
                    Some(Err(e)) => {
                        import_error.set(Some(e));
                        replace(&Route::Home);
                    }
                    None => replace(&Route::Home),
                }
            }
        });
    }
    let on_import = {
        let import_error = import_error.clone();
        let importer = props.importer;
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let import_error = import_error.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = match read_chosen_file(&input).await {
                    Ok(text) => text,
                    Err(FileError::Unreadable) => {
                        return import_error.set(Some(ImportError::Unreadable))
                    }
                    Err(FileError::TooLarge(d)) => {
                        return import_error.set(Some(ImportError::TooLarge(d)))
                    }
                };
                match importer {
                    Some(import) => match import(&text) {
                        Ok(route) => go(&route),
                        Err(e) => import_error.set(Some(e)),
                    },
                    None if stash(&text) => go(&Route::Import),
                    None => import_error.set(Some(ImportError::NotSaved)),
                }
            });
        })
    };

    html! {
        <section class="home">
            <h1 class="visually-hidden">{ i18n.t("app.name") }</h1>
            <p class="lead">{ i18n.t("home.lead") }</p>
            <IosSavesNotice />
            if kept.iter().any(|k| !k.newer()) {
                <p class="notice warn" role="status" data-testid="set-aside-notice">
                    { i18n.tf("home.set_aside", &[i18n.num(kept.iter().filter(|k| !k.newer()).count())]) }
                </p>
            }
            // Saved games first when there are any (on a phone they were ~2,500 px down).
            if !(saves.is_empty() && kept.is_empty()) {
                <h2>{ i18n.t("home.saves") }</h2>
                <ul class="save-list" data-testid="save-list">{ for save_rows }{ for kept_rows }</ul>
            }
            <p class="history-entry">
                <a class="button" href={Route::History.hash()} data-testid="history-link">{ i18n.t("home.history") }</a>
            </p>
            <h2 ref={games_heading} tabindex="-1" data-testid="games-heading">{ i18n.t("home.games") }</h2>
            <ul class="game-grid">{ for games }</ul>
            if saves.is_empty() && kept.is_empty() {
                <h2>{ i18n.t("home.saves") }</h2>
                <p class="muted" data-testid="no-saves">{ i18n.t("home.no_saves") }</p>
            }
            if *delete_failed {
                <p class="notice error" role="alert" data-testid="delete-error">{ i18n.t("error.delete_failed") }</p>
            }
            if *export_failed {
                <p class="notice error" role="alert" data-testid="export-error">{ i18n.t("error.export_failed") }</p>
            }
            <div class="import">
                <label class="button">
                    { i18n.t("home.import") }
                    <input type="file" accept=".json,application/json" class="visually-hidden"
                        onchange={on_import} data-testid="import-file" />
                </label>
                if let Some(ImportError::Newer(why)) = &*import_error {
                    <NewerPage detail={format!("newer: {why}")} />
                } else if let Some(e) = &*import_error {
                    <div class="notice error" role="alert" data-testid="import-error">
                        <p>{ i18n.t(e.message_key()) }</p>
                        <Detail text={e.detail().unwrap_or_default()} />
                    </div>
                }
            </div>
            <label class="field inline theme-switch">{ i18n.t("home.theme") }
                <select onchange={on_theme} data-testid="theme">
                    { for THEMES.iter().map(|(value, key)| html! {
                        <option value={*value} selected={*value == theme.as_str()}>{ i18n.t(key) }</option>
                    }) }
                </select>
            </label>
        </section>
    }
}
