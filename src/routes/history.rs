//! `#/history`: the finished games of this device (`progress.rs`): each game's rating and win
//! rate, by side too; the games with filters (game, result, opponent level), each opening its
//! replay; export as one file and import from another device, merged without duplicates.

use crate::files::{download_text, read_chosen_file_up_to, FileError};
use crate::games::{key_prefix, GameUi};
use crate::i18n::I18n;
use crate::link::replay_route;
use crate::progress::{self, Entry, History, ImportProblem, Outcome1};
use crate::route::Route;
use crate::saves::SeatKind;
use crate::storage;
use takhte_engine::bots::BOT_NAMES;
use takhte_engine::GAME_IDS;
use yew::prelude::*;

/// The bot levels in the order of strength, for the opponent filter.
const LEVELS: [&str; 5] = ["random", "easy", "heuristic", "normal", "hard"];

/// What the import said.
#[derive(Clone, Debug, PartialEq)]
enum Imported {
    Done { added: usize, already: usize },
    Failed(ImportProblem),
    Unreadable(FileError),
}

/// The name of `seat` of `game` ("Red", "Tokugawa", …).
fn seat_name(i18n: &I18n, game: &str, seat: usize) -> String {
    takhte_engine::with_game!(game, G => i18n.t(&<G as GameUi>::seat_key(seat)), _ => String::new())
}

/// "2 of 3 (67%)".
fn win_rate(i18n: &I18n, (won, played): (usize, usize)) -> String {
    if played == 0 {
        return "—".into();
    }
    let percent = (won * 100 + played / 2) / played;
    i18n.tf(
        "progress.win_rate",
        &[i18n.num(won), i18n.num(played), i18n.num(percent)],
    )
}

/// The history screen.
#[function_component]
pub fn HistoryPage() -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let history = use_state(progress::load_history);
    let ratings = use_state(progress::all_ratings);
    let game = use_state(String::new);
    let result = use_state(String::new);
    let level = use_state(String::new);
    let imported = use_state(|| None::<Imported>);
    let export_failed = use_state(|| false);
    let select = |state: &UseStateHandle<String>| {
        let state = state.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            state.set(select.value());
        })
    };
    let empty = History::default();
    let (all, unreadable) = match &*history {
        Ok(h) => (h, None),
        Err(e) => (&empty, Some(e.clone())),
    };

    let on_export = {
        let (history, export_failed) = (history.clone(), export_failed.clone());
        Callback::from(move |_| {
            let Ok(h) = &*history else {
                return export_failed.set(true);
            };
            let text = progress::export_text(h, &progress::all_ratings());
            export_failed.set(download_text(&text, "takhte-history.json").is_err());
        })
    };
    let on_import = {
        let (history, ratings, imported) = (history.clone(), ratings.clone(), imported.clone());
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let (history, ratings, imported) = (history.clone(), ratings.clone(), imported.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let said = match read_chosen_file_up_to(&input, progress::MAX_IMPORT_BYTES).await {
                    Err(e) => Imported::Unreadable(e),
                    Ok(text) => match progress::import(&text) {
                        Ok((added, already)) => Imported::Done { added, already },
                        Err(p) => Imported::Failed(p),
                    },
                };
                // The same file may be chosen again.
                input.set_value("");
                history.set(progress::load_history());
                ratings.set(progress::all_ratings());
                imported.set(Some(said));
            });
        })
    };

    // Ratings and win rates per game, and per side.
    let played: Vec<&str> = GAME_IDS
        .iter()
        .copied()
        .filter(|g| all.games.iter().any(|e| e.game == *g) || ratings.iter().any(|(r, _)| r == g))
        .collect();
    let summary_rows = played.iter().map(|g| {
        let title = i18n.t(&format!("{}.title", key_prefix(g)));
        let rating = ratings.iter().find(|(r, _)| r == g).map(|(_, r)| *r);
        let seats = all
            .games
            .iter()
            .filter(|e| e.game == *g)
            .map(|e| e.seats.len())
            .max()
            .unwrap_or(0);
        let sides: Vec<String> = (0..seats)
            .filter(|&s| all.wins(g, Some(s)).1 > 0)
            .map(|s| format!("{}: {}", seat_name(&i18n, g, s), win_rate(&i18n, all.wins(g, Some(s)))))
            .collect();
        html! {
            <tr data-testid={format!("summary-{g}")}>
                <th scope="row">{ title }</th>
                <td data-testid={format!("summary-rating-{g}")}>{ match rating {
                    Some(r) => i18n.tf("progress.rating_short", &[
                        progress::grouped(r.rating.rating.round() as i64, i18n.lang),
                        progress::grouped(r.rating.deviation.round() as i64, i18n.lang),
                    ]),
                    None => "—".into(),
                } }</td>
                <td data-testid={format!("summary-wins-{g}")}>{ win_rate(&i18n, all.wins(g, None)) }</td>
                <td>{ if sides.is_empty() { "—".into() } else { sides.join("; ") } }</td>
            </tr>
        }
    });

    let shown: Vec<&Entry> = all
        .games
        .iter()
        .rev()
        .filter(|e| game.is_empty() || e.game == *game)
        .filter(|e| result.is_empty() || e.result().id() == result.as_str())
        .filter(|e| level.is_empty() || e.levels().contains(&level.as_str()))
        .collect();
    let rows = shown.iter().map(|e| {
        let title = i18n.t(&format!("{}.title", key_prefix(&e.game)));
        // The browser may write an Arabic date with Western digits: the app's own, like every number.
        let when = i18n.num(String::from(
            js_sys::Date::new(&e.ended.into())
                .to_locale_string(i18n.lang.code(), &wasm_bindgen::JsValue::UNDEFINED),
        ));
        let seats: Vec<String> = e
            .seats
            .iter()
            .enumerate()
            .map(|(s, kind)| {
                let who = match kind {
                    SeatKind::Human if e.me() == Some(s) => i18n.t("progress.you"),
                    SeatKind::Human => i18n.t("seat.human"),
                    SeatKind::Bot { bot } if BOT_NAMES.contains(&bot.as_str()) => i18n.t(&format!("bot.{bot}")),
                    SeatKind::Bot { bot } => bot.clone(),
                };
                format!("{} ({who})", seat_name(&i18n, &e.game, s))
            })
            .collect();
        let scores: Vec<String> = e.scores.iter().map(|s| i18n.num(s)).collect();
        let outcome = e.result();
        // The save's replay while this device keeps it, else the record the entry carries.
        let replay = if storage::save_text(&e.id).is_some() {
            Some(Route::Replay { id: e.id.clone() }.hash())
        } else {
            e.record.as_ref().map(replay_route)
        };
        let mark = match outcome {
            Outcome1::Won => "✓ ",
            Outcome1::Lost => "✗ ",
            Outcome1::Draw => "= ",
            Outcome1::People => "",
        };
        html! {
            <tr data-testid="history-row" data-key={e.key.clone()} data-game={e.game.clone()} data-result={outcome.id()}>
                <td class="history-date">{ when.clone() }</td>
                <th scope="row">{ title.clone() }</th>
                <td>{ i18n.list(&seats) }</td>
                <td data-testid="history-result"><span aria-hidden="true">{ mark }</span>{ i18n.t(&format!("progress.result_{}", outcome.id())) }</td>
                <td><bdi>{ scores.join(" – ") }</bdi></td>
                <td>{ i18n.tf("home.moves", &[i18n.num(e.length)]) }</td>
                <td data-testid="history-change">{ match e.rating {
                    Some(c) => html! { <bdi>{ progress::signed(c.delta(), i18n.lang) }</bdi> },
                    None => html! { "—" },
                } }</td>
                <td>
                    if let Some(href) = replay {
                        <a class="button" href={href} data-testid="history-replay"
                            aria-label={i18n.tf("progress.replay_of", &[title.clone(), when.clone()])}>
                            { i18n.t("home.replay") }
                        </a>
                    }
                </td>
            </tr>
        }
    });

    html! {
        <section class="history" data-testid="history">
            <h1>{ i18n.t("progress.title") }</h1>
            <p class="lead">{ i18n.t("progress.lead") }</p>
            if let Some(e) = unreadable {
                <p class="notice error" role="alert" data-testid="history-unreadable">
                    { i18n.t("progress.unreadable") }{" "}<code dir="ltr">{ e }</code>
                </p>
            }
            <h2>{ i18n.t("progress.summary") }</h2>
            if played.is_empty() {
                <p class="muted" data-testid="history-empty">{ i18n.t("progress.empty") }</p>
            } else {
                <div class="table-scroll" tabindex="0" role="region" aria-label={i18n.t("progress.summary")}>
                    <table class="history-table" data-testid="history-summary">
                        <thead><tr>
                            <th scope="col">{ i18n.t("progress.col_game") }</th>
                            <th scope="col">{ i18n.t("progress.col_rating") }</th>
                            <th scope="col">{ i18n.t("progress.col_wins") }</th>
                            <th scope="col">{ i18n.t("progress.col_sides") }</th>
                        </tr></thead>
                        <tbody>{ for summary_rows }</tbody>
                    </table>
                </div>
            }
            <h2>{ i18n.t("progress.games") }</h2>
            <div class="history-filters">
                <label class="field inline">{ i18n.t("progress.col_game") }
                    <select data-testid="filter-game" onchange={select(&game)}>
                        <option value="" selected={game.is_empty()}>{ i18n.t("progress.all") }</option>
                        { for GAME_IDS.iter().map(|g| html! {
                            <option value={*g} selected={*game == *g}>{ i18n.t(&format!("{}.title", key_prefix(g))) }</option>
                        }) }
                    </select>
                </label>
                <label class="field inline">{ i18n.t("progress.col_result") }
                    <select data-testid="filter-result" onchange={select(&result)}>
                        <option value="" selected={result.is_empty()}>{ i18n.t("progress.all") }</option>
                        { for Outcome1::ALL.iter().map(|o| html! {
                            <option value={o.id()} selected={*result == o.id()}>{ i18n.t(&format!("progress.result_{}", o.id())) }</option>
                        }) }
                    </select>
                </label>
                <label class="field inline">{ i18n.t("progress.col_level") }
                    <select data-testid="filter-level" onchange={select(&level)}>
                        <option value="" selected={level.is_empty()}>{ i18n.t("progress.all") }</option>
                        { for LEVELS.iter().map(|l| html! {
                            <option value={*l} selected={*level == *l}>{ i18n.t(&format!("bot.{l}")) }</option>
                        }) }
                    </select>
                </label>
            </div>
            <p role="status" data-testid="history-count">
                { i18n.tf("progress.count", &[i18n.num(shown.len()), i18n.num(all.games.len())]) }
            </p>
            if !shown.is_empty() {
                <div class="table-scroll" tabindex="0" role="region" aria-label={i18n.t("progress.games")}>
                    <table class="history-table history-games" data-testid="history-games">
                        <thead><tr>
                            <th scope="col">{ i18n.t("progress.col_date") }</th>
                            <th scope="col">{ i18n.t("progress.col_game") }</th>
                            <th scope="col">{ i18n.t("progress.col_seats") }</th>
                            <th scope="col">{ i18n.t("progress.col_result") }</th>
                            <th scope="col">{ i18n.t("progress.col_score") }</th>
                            <th scope="col">{ i18n.t("progress.col_length") }</th>
                            <th scope="col">{ i18n.t("progress.col_change") }</th>
                            <th scope="col">{ i18n.t("progress.col_replay") }</th>
                        </tr></thead>
                        <tbody>{ for rows }</tbody>
                    </table>
                </div>
            }
            <h2>{ i18n.t("progress.transfer") }</h2>
            <p>{ i18n.t("progress.transfer_help") }</p>
            <div class="row-actions">
                <button class="button" onclick={on_export} data-testid="history-export">{ i18n.t("progress.export") }</button>
                <label class="button">
                    { i18n.t("progress.import") }
                    <input type="file" accept=".json,application/json" class="visually-hidden"
                        onchange={on_import} data-testid="history-import" />
                </label>
            </div>
            if *export_failed {
                <p class="notice error" role="alert" data-testid="history-export-error">{ i18n.t("progress.export_failed") }</p>
            }
            { match &*imported {
                Some(Imported::Done { added, already }) => html! {
                    <p class="notice" role="status" data-testid="history-import-result">
                        { i18n.tf("progress.imported", &[i18n.num(added), i18n.num(already)]) }
                    </p>
                },
                Some(Imported::Failed(ImportProblem::NotHistory(why))) => html! {
                    <p class="notice error" role="alert" data-testid="history-import-error">
                        { i18n.t("progress.import_bad") }{" "}<code dir="ltr">{ why.clone() }</code>
                    </p>
                },
                Some(Imported::Failed(ImportProblem::Newer(_))) => html! {
                    <p class="notice error" role="alert" data-testid="history-import-error">{ i18n.t("progress.import_newer") }</p>
                },
                Some(Imported::Failed(ImportProblem::Storage(e))) => html! {
                    <p class="notice error" role="alert" data-testid="history-import-error">
                        { i18n.t("progress.import_not_saved") }{" "}{ i18n.t(e.message_key()) }
                    </p>
                },
                Some(Imported::Unreadable(FileError::TooLarge(d))) => html! {
                    <p class="notice error" role="alert" data-testid="history-import-error">
                        { i18n.t("progress.import_bad") }{" "}<code dir="ltr">{ d.clone() }</code>
                    </p>
                },
                Some(Imported::Unreadable(FileError::Unreadable)) => html! {
                    <p class="notice error" role="alert" data-testid="history-import-error">{ i18n.t("error.import_unreadable") }</p>
                },
                None => html! {},
            } }
            <p><a href={Route::Home.hash()}>{ i18n.t("nav.home") }</a></p>
        </section>
    }
}
