//! New game: seats (human or bot, with level), seed (random or typed, or fixed by a share
//! link), then start.

use crate::games::key_prefix;
use crate::i18n::I18n;
use crate::link::parse_share;
use crate::nav::go;
use crate::route::Route;
use crate::routes::ErrorPage;
use crate::saves::{Save, SeatKind, SAVE_FORMAT};
use crate::storage;
use takhte_engine::bots::BOT_NAMES;
use takhte_engine::{with_game, Game, Record};
use yew::prelude::*;

/// Properties of [`NewGame`].
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// Game id.
    pub game: AttrValue,
    /// A share link's query, or empty.
    pub query: AttrValue,
}

/// A random seed short enough to read aloud.
pub fn random_seed() -> u64 {
    storage::random_u53() % 1_000_000_000
}

/// A game's options from a link's JSON, or the defaults.
fn options_from<G: Game>(json: Option<serde_json::Value>) -> G::Options {
    json.and_then(|o| serde_json::from_value(o).ok())
        .unwrap_or_default()
}

/// Creates and stores a new game, then opens it; returns the catalogue key of a failure.
pub fn start_game<G: Game>(
    players: usize,
    options: &G::Options,
    seed: u64,
    seats: Vec<SeatKind>,
) -> Result<(), &'static str> {
    let record = Record::new::<G>(players, options, seed, storage::random_u53());
    record.start::<G>().map_err(|_| "error.cannot_start")?;
    let now = storage::now();
    let save = Save {
        format: SAVE_FORMAT,
        id: storage::new_id(),
        record,
        seats,
        created: now,
        updated: now,
        finished: false,
    };
    storage::write_save(&save).map_err(|e| e.message_key())?;
    go(&Route::Play { id: save.id });
    Ok(())
}

/// The new-game screen for one game.
#[function_component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let game = props.game.to_string();
    let Some((min, max)) = with_game!(game.as_str(), G => Some(G::PLAYERS), _ => None) else {
        return html! { <ErrorPage title_key="error.unknown_game" detail={game} /> };
    };
    let deal = if props.query.is_empty() {
        None
    } else {
        match parse_share(&game, &props.query) {
            Ok(d) if (min..=max).contains(&d.players) => Some(d),
            Ok(d) => {
                return html! {
                    <ErrorPage title_key="error.link_malformed" detail={format!("players: {}", d.players)} />
                }
            }
            Err(e) => {
                return html! { <ErrorPage title_key={e.message_key()} detail={e.detail()} /> }
            }
        }
    };
    let players = use_state(|| deal.as_ref().map_or(min, |d| d.players));
    let seats = use_state(|| {
        (0..max)
            .map(|s| {
                if s == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Bot {
                        bot: "normal".into(),
                    }
                }
            })
            .collect::<Vec<_>>()
    });
    let seed_text = use_state(|| {
        deal.as_ref()
            .map_or_else(random_seed, |d| d.seed)
            .to_string()
    });
    let error = use_state(|| None::<&'static str>);
    let prefix = key_prefix(&game);

    let seat_rows = (0..*players).map(|s| {
        let value = match &seats[s] { SeatKind::Human => "human".to_string(), SeatKind::Bot { bot } => bot.clone() };
        let onchange = {
            let seats = seats.clone();
            Callback::from(move |e: Event| {
                let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
                let mut next = (*seats).clone();
                next[s] = match select.value().as_str() {
                    "human" => SeatKind::Human,
                    bot => SeatKind::Bot { bot: bot.to_string() },
                };
                seats.set(next);
            })
        };
        let seat_name = with_game!(game.as_str(), G => i18n.t(&<G as crate::games::GameUi>::seat_key(s)), _ => String::new());
        let id = format!("seat-{s}");
        html! {
            <div class="field">
                <label for={id.clone()}>{ seat_name }</label>
                <select id={id.clone()} data-testid={id} {onchange}>
                    <option value="human" selected={value == "human"}>{ i18n.t("seat.human") }</option>
                    { for BOT_NAMES.iter().map(|b| html! {
                        <option value={*b} selected={value == *b}>{ i18n.t(&format!("bot.{b}")) }</option>
                    }) }
                </select>
            </div>
        }
    });

    let on_players = {
        let players = players.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(n) = select.value().parse() {
                players.set(n);
            }
        })
    };
    let on_seed = {
        let seed_text = seed_text.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            seed_text.set(input.value());
        })
    };
    let reroll = {
        let seed_text = seed_text.clone();
        Callback::from(move |_| seed_text.set(random_seed().to_string()))
    };
    let seed: Option<u64> = seed_text.trim().parse().ok();
    let on_start = {
        let (game, seats, players, error) = (game.clone(), seats.clone(), *players, error.clone());
        let options = deal.as_ref().map(|d| d.options.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(seed) = seed else { return };
            let chosen = seats[..players].to_vec();
            let result = with_game!(game.as_str(), G => {
                start_game::<G>(players, &options_from::<G>(options.clone()), seed, chosen)
            }, _ => Err("error.unknown_game"));
            if let Err(key) = result {
                error.set(Some(key));
            }
        })
    };

    html! {
        <section class="new-game">
            <h1>{ i18n.tf("new.title", &[i18n.t(&format!("{prefix}.title"))]) }</h1>
            if deal.is_some() {
                <p class="notice" data-testid="from-link">{ i18n.t("new.from_link") }</p>
            }
            <form onsubmit={on_start} data-testid="new-game-form">
                if min != max {
                    <div class="field">
                        <label for="players">{ i18n.t("new.players") }</label>
                        <select id="players" data-testid="players" onchange={on_players} disabled={deal.is_some()}>
                            { for (min..=max).map(|n| html! {
                                <option value={n.to_string()} selected={n == *players}>{ i18n.num(n) }</option>
                            }) }
                        </select>
                    </div>
                }
                <fieldset>
                    <legend>{ i18n.t("new.seats") }</legend>
                    { for seat_rows }
                </fieldset>
                <div class="field">
                    <label for="seed">{ i18n.t("new.seed") }</label>
                    <div class="inline">
                        <input id="seed" data-testid="seed" inputmode="numeric" value={(*seed_text).clone()}
                            oninput={on_seed} readonly={deal.is_some()} aria-invalid={seed.is_none().to_string()} />
                        if deal.is_none() {
                            <button type="button" class="button" onclick={reroll} data-testid="reroll">{ i18n.t("new.reroll") }</button>
                        }
                    </div>
                    if seed.is_none() {
                        <p class="field-error" role="alert">{ i18n.t("new.bad_seed") }</p>
                    }
                </div>
                if let Some(key) = *error {
                    <p class="notice error" role="alert">{ i18n.t(key) }</p>
                }
                <button type="submit" class="button primary big" data-testid="start" disabled={seed.is_none()}>
                    { i18n.t("new.start") }
                </button>
            </form>
        </section>
    }
}
