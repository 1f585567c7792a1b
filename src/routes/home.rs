//! Home: the five games, saved games to resume or delete, importing a record.

use crate::files::{read_chosen_file, FileError};
use crate::games::key_prefix;
use crate::i18n::I18n;
use crate::nav::go;
use crate::route::Route;
use crate::saves::{Save, SeatKind, SAVE_FORMAT};
use crate::storage::{self, SetAside};
use crate::widgets::{GamePicture, IosSavesNotice};
use takhte_engine::{with_game, Record, GAME_IDS};
use yew::prelude::*;

/// The home screen.
#[function_component]
pub fn Home() -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let listing = use_state(storage::list_saves);
    let confirm = use_state(|| None::<String>);
    let import_error = use_state(|| None::<ImportError>);
    let delete_failed = use_state(|| false);
    let (saves, set_aside) = &*listing;

    let games = GAME_IDS.iter().map(|id| {
        let prefix = key_prefix(id);
        let title = i18n.t(&format!("{prefix}.title"));
        html! {
            <li class="game-card" data-testid={format!("game-{id}")}>
                <GamePicture game={*id} />
                <div class="game-card-text">
                    <h3>{ title.clone() }</h3>
                    <p>{ i18n.t(&format!("{prefix}.tagline")) }</p>
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
        let open = if save.finished { Route::Replay { id: id.clone() } } else { Route::Play { id: id.clone() } };
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

    let on_import = {
        let import_error = import_error.clone();
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
                match import_record(&text) {
                    Ok(route) => go(&route),
                    Err(e) => import_error.set(Some(e)),
                }
            });
        })
    };

    html! {
        <section class="home">
            <h1 class="visually-hidden">{ i18n.t("app.name") }</h1>
            <p class="lead">{ i18n.t("home.lead") }</p>
            <IosSavesNotice />
            if !set_aside.is_empty() {
                <div class="notice warn" role="status" data-testid="set-aside-notice">
                    { i18n.tf("home.set_aside", &[i18n.num(set_aside.len())]) }
                    <ul>{ for set_aside.iter().map(|SetAside { id, problem }| html! {
                        <li><code>{ format!("{id}: {}", problem.detail()) }</code></li>
                    }) }</ul>
                </div>
            }
            <h2>{ i18n.t("home.games") }</h2>
            <ul class="game-grid">{ for games }</ul>
            <h2>{ i18n.t("home.saves") }</h2>
            if saves.is_empty() {
                <p class="muted" data-testid="no-saves">{ i18n.t("home.no_saves") }</p>
            } else {
                <ul class="save-list" data-testid="save-list">{ for save_rows }</ul>
            }
            if *delete_failed {
                <p class="notice error" role="alert" data-testid="delete-error">{ i18n.t("error.delete_failed") }</p>
            }
            <div class="import">
                <label class="button">
                    { i18n.t("home.import") }
                    <input type="file" accept=".json,application/json" class="visually-hidden"
                        onchange={on_import} data-testid="import-file" />
                </label>
                if let Some(e) = &*import_error {
                    <p class="notice error" role="alert" data-testid="import-error">
                        { i18n.t(e.message_key()) }
                        if let Some(detail) = e.detail() {
                            {" "}<code>{ detail }</code>
                        }
                    </p>
                }
            </div>
        </section>
    }
}

/// Why a chosen file could not be imported.
#[derive(Clone, Debug, PartialEq)]
enum ImportError {
    /// The file could not be read.
    Unreadable,
    /// The file is over the record size limit (the limit, in words).
    TooLarge(String),
    /// Not a record, or one that does not replay (the technical reason).
    NotARecord(String),
    /// A record of a game this app does not know (its id).
    UnknownGame(String),
    /// The new save could not be written.
    NotSaved,
}

impl ImportError {
    /// The catalogue key explaining this to a player.
    fn message_key(&self) -> &'static str {
        match self {
            ImportError::Unreadable => "error.import_unreadable",
            ImportError::TooLarge(_) => "error.import_too_large",
            ImportError::NotARecord(_) => "error.import_failed",
            ImportError::UnknownGame(_) => "error.import_unknown_game",
            ImportError::NotSaved => "error.not_saved",
        }
    }

    /// The technical detail shown after the message, if any.
    fn detail(&self) -> Option<String> {
        match self {
            ImportError::NotARecord(d) | ImportError::UnknownGame(d) | ImportError::TooLarge(d) => {
                Some(d.clone())
            }
            ImportError::Unreadable | ImportError::NotSaved => None,
        }
    }
}

/// Turns an imported record into a new save (every seat human) and returns where to open it.
fn import_record(text: &str) -> Result<Route, ImportError> {
    let not_a_record = |e: takhte_engine::RecordError| ImportError::NotARecord(e.to_string());
    let record = Record::from_json(text).map_err(not_a_record)?;
    let game = record.game.clone();
    let finished = with_game!(game.as_str(), G => {
        let state = record.replay::<G>().map_err(not_a_record)?;
        takhte_engine::Game::outcome(&state).is_over()
    }, _ => return Err(ImportError::UnknownGame(game)));
    let id = storage::new_id();
    let now = storage::now();
    let save = Save {
        format: SAVE_FORMAT,
        id: id.clone(),
        seats: vec![SeatKind::Human; record.players],
        record,
        created: now,
        updated: now,
        finished,
        hints: false,
    };
    storage::write_save(&save).map_err(|_| ImportError::NotSaved)?;
    Ok(if finished {
        Route::Replay { id }
    } else {
        Route::Play { id }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_import_that_is_not_a_record_or_of_an_unknown_game_says_which() {
        assert!(matches!(
            import_record("{\"version\": 1,"),
            Err(ImportError::NotARecord(_))
        ));
        let record = serde_json::json!({
            "version": takhte_engine::record::RECORD_VERSION, "game": "chess", "players": 2,
            "seed": 1, "salt": 2, "actions": []
        });
        assert_eq!(
            import_record(&record.to_string()),
            Err(ImportError::UnknownGame("chess".into()))
        );
        assert_eq!(
            ImportError::UnknownGame("chess".into()).message_key(),
            "error.import_unknown_game"
        );
    }
}
