//! New game: seats (human or bot, with level), the game's rule options, seed (random or typed),
//! a share link of the set-up, then start. A share link fixes players, options and seed, and
//! says whether later draws are private ("same opening") or public ("same game for everyone").

use crate::games::{key_prefix, GameUi, OptionsProps};
use crate::i18n::{localize_digits, parse_localized_number, I18n};
use crate::link::{parse_share, Deal, LinkError, ShareKind};
use crate::nav::go;
use crate::odds::OddsLine;
use crate::route::Route;
use crate::routes::{ErrorPage, NewerPage};
use crate::saves::{Save, SeatKind, SAVE_FORMAT};
use crate::storage;
use crate::widgets::{AidDefault, ShareLink};
use takhte_engine::bots::BOT_NAMES;
use takhte_engine::record::RECORD_VERSION;
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

/// Creates and stores a new game without hints for several people, then opens it; returns the
/// catalogue key of a failure.
pub fn start_game<G: Game>(
    players: usize,
    options: &G::Options,
    seed: u64,
    salt: u64,
    seats: Vec<SeatKind>,
) -> Result<(), &'static str> {
    start_game_with_hints::<G>(players, options, seed, salt, seats, false, G::RULES)
}

/// Creates and stores a new game under rules release `rules` (a share link's, else today's),
/// then opens it; `hints`: every player agreed to hints in a game of several people. Returns the
/// catalogue key of a failure.
fn start_game_with_hints<G: Game>(
    players: usize,
    options: &G::Options,
    seed: u64,
    salt: u64,
    seats: Vec<SeatKind>,
    hints: bool,
    rules: u32,
) -> Result<(), &'static str> {
    let mut record = Record::new::<G>(players, options, seed, salt);
    record.rules = rules;
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
        hints,
    };
    storage::write_save(&save).map_err(|e| e.message_key())?;
    go(&Route::Play { id: save.id });
    Ok(())
}

/// Why a share link cannot be used: an error page's title key and detail, or a link made by a
/// newer release (what is newer).
enum BadLink {
    /// Malformed, tampered or refused: the error page.
    Error(&'static str, String),
    /// Made by a newer release of Takhte: the page that offers to update.
    Newer(String),
}

/// A share link's deal with its options read for `G`; the game must set up with them, under
/// the link's rules release (today's when the link has none).
fn read_link<G: Game>(query: &str) -> Result<(Deal, G::Options), BadLink> {
    let deal = parse_share(G::ID, query).map_err(|e: LinkError| match e {
        LinkError::Newer(why) => BadLink::Newer(why),
        e => BadLink::Error(e.message_key(), e.detail()),
    })?;
    if let Some(rules) = deal.rules.filter(|&r| r > G::RULES) {
        return Err(BadLink::Newer(format!(
            "{} rules release {rules} (this app knows {})",
            G::ID,
            G::RULES
        )));
    }
    // Within every count the game may seat; the options' own range is checked by the set-up.
    let (_, max) = G::PLAYERS;
    if !(1..=max).contains(&deal.players) {
        return Err(BadLink::Error(
            "error.link_malformed",
            format!("players: {}", deal.players),
        ));
    }
    let record = Record {
        version: RECORD_VERSION,
        game: G::ID.to_string(),
        rules: deal.rules.unwrap_or(G::RULES),
        players: deal.players,
        options: deal.options.clone(),
        seed: deal.seed,
        salt: 0,
        actions: Vec::new(),
    };
    let options = record
        .start::<G>()
        .and_then(|_| record.options::<G>())
        .map_err(|e| BadLink::Error("error.link_bad_options", e.to_string()))?;
    Ok((deal, options))
}

/// The new-game screen: finds the game, then shows its set-up.
#[function_component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let game = props.game.to_string();
    with_game!(game.as_str(), G => html! { <NewGameForm<G> query={props.query.clone()} /> },
        _ => html! { <ErrorPage title_key="error.unknown_game" detail={game} /> })
}

/// Properties of [`NewGameForm`].
#[derive(Properties, PartialEq)]
pub struct FormProps {
    /// A share link's query, or empty.
    pub query: AttrValue,
}

/// The set-up of one game: a bad share link is an error page, never a silent default.
#[function_component]
pub fn NewGameForm<G>(props: &FormProps) -> Html
where
    G: GameUi,
{
    let i18n = use_context::<I18n>().expect("i18n context");
    // Seats are made for the most any options allow; the count offered follows the options.
    let (_, max) = G::PLAYERS;
    let link = if props.query.is_empty() {
        None
    } else {
        match read_link::<G>(&props.query) {
            Ok(link) => Some(link),
            Err(BadLink::Error(key, detail)) => {
                return html! { <ErrorPage title_key={key} detail={detail} /> };
            }
            Err(BadLink::Newer(why)) => {
                return html! { <NewerPage detail={format!("newer: {why}")} /> };
            }
        }
    };
    let locked = link.is_some();
    let kind = link.as_ref().map_or(ShareKind::Opening, |(d, _)| d.kind);
    // A link's rules release, so that friends on different releases get the same deal; else
    // today's.
    let rules = link.as_ref().and_then(|(d, _)| d.rules).unwrap_or(G::RULES);
    let from_link_key = match kind {
        ShareKind::Opening => "new.from_link_opening",
        ShareKind::Challenge => "new.from_link_challenge",
    };
    let options = use_state(|| link.as_ref().map(|(_, o)| o.clone()).unwrap_or_default());
    let (min, most) = G::players_for(&options);
    let players = use_state(|| link.as_ref().map_or(min, |(d, _)| d.players));
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
    // The deal number in the language's digits (Persian and Arabic digits typed in are read).
    let lang = i18n.lang;
    let seed_text = use_state(|| {
        let seed = link.as_ref().map_or_else(random_seed, |(d, _)| d.seed);
        localize_digits(&seed.to_string(), lang)
    });
    let error = use_state(|| None::<&'static str>);
    // Hints in a game of several people: only when every player agrees, ticked here at the start.
    let hints = use_state(|| false);
    let prefix = key_prefix(G::ID);
    let people = seats[..*players].iter().filter(|s| s.is_human()).count();
    let on_hints = {
        let hints = hints.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            hints.set(input.checked());
        })
    };

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
        let id = format!("seat-{s}");
        html! {
            <div class="field">
                <label for={id.clone()}>{ i18n.t(&G::seat_key(s)) }</label>
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
        Callback::from(move |_| seed_text.set(localize_digits(&random_seed().to_string(), lang)))
    };
    let options_form = G::options_form(OptionsProps {
        options: (*options).clone(),
        on_change: {
            let (options, players) = (options.clone(), players.clone());
            // Options that seat another count of players (the settlers game for two) bring the
            // count within their range.
            Callback::from(move |o: G::Options| {
                let (lo, hi) = G::players_for(&o);
                if !(lo..=hi).contains(&*players) {
                    players.set((*players).clamp(lo, hi));
                }
                options.set(o)
            })
        },
        locked,
    });
    let summary = G::options_summary(&options, &i18n);
    let seed: Option<u64> = parse_localized_number(&seed_text);
    let on_start = {
        let (seats, players, error, options) =
            (seats.clone(), *players, error.clone(), (*options).clone());
        let hints = *hints && people > 1;
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(seed) = seed else { return };
            let chosen = seats[..players].to_vec();
            let salt = kind.salt(storage::random_u53);
            if let Err(key) =
                start_game_with_hints::<G>(players, &options, seed, salt, chosen, hints, rules)
            {
                error.set(Some(key));
            }
        })
    };
    let share = seed.map(|seed| Deal {
        game: G::ID.to_string(),
        players: *players,
        seed,
        options: serde_json::to_value(&*options).expect("options serialize"),
        kind,
        rules: Some(rules),
    });

    html! {
        <section class="new-game">
            <h1>{ i18n.tf("new.title", &[i18n.t(&format!("{prefix}.title"))]) }</h1>
            if locked {
                <p class="notice" data-testid="from-link" data-kind={kind.code()}>{ i18n.t(from_link_key) }</p>
            }
            <form onsubmit={on_start} data-testid="new-game-form">
                if min != most {
                    <div class="field">
                        <label for="players">{ i18n.t("new.players") }</label>
                        <select id="players" data-testid="players" onchange={on_players} disabled={locked}>
                            { for (min..=most).map(|n| html! {
                                <option value={n.to_string()} selected={n == *players}>{ i18n.num(n) }</option>
                            }) }
                        </select>
                    </div>
                }
                <fieldset>
                    <legend>{ i18n.t("new.seats") }</legend>
                    { for seat_rows }
                </fieldset>
                <OddsLine game={G::ID} players={*players}
                    options={serde_json::to_value(&*options).expect("options serialize")} />
                if options_form != Html::default() {
                    <fieldset data-testid="options" data-locked={locked.to_string()}>
                        <legend>{ i18n.t("new.options") }</legend>
                        { options_form }
                        if locked {
                            <p class="muted">{ i18n.t("new.options_locked") }</p>
                        }
                    </fieldset>
                }
                if !summary.is_empty() {
                    <p class="muted" data-testid="options-summary">{ summary.join(" · ") }</p>
                }
                <div class="field">
                    <label for="seed">{ i18n.t("new.seed") }</label>
                    <div class="inline">
                        <input id="seed" data-testid="seed" inputmode="numeric" value={(*seed_text).clone()}
                            oninput={on_seed} readonly={locked} aria-invalid={seed.is_none().to_string()} />
                        if !locked {
                            <button type="button" class="button" onclick={reroll} data-testid="reroll">{ i18n.t("new.reroll") }</button>
                        }
                    </div>
                    if seed.is_none() {
                        <p class="field-error" role="alert">{ i18n.t("new.bad_seed") }</p>
                    }
                </div>
                <AidDefault game={G::ID} />
                if people > 1 {
                    <label class="field check">
                        <input type="checkbox" data-testid="hints-agreed" checked={*hints} onchange={on_hints} />
                        { i18n.t("hint.agreed") }
                    </label>
                }
                if let Some(key) = *error {
                    <p class="notice error" role="alert">{ i18n.t(key) }</p>
                }
                <button type="submit" class="button primary big" data-testid="start" disabled={seed.is_none()}>
                    { i18n.t("new.start") }
                </button>
            </form>
            if let Some(deal) = share {
                <ShareLink deal={deal} label_key="new.share_link" testid="new-share-link" />
            }
            <p class="table-entry">
                <a class="button" href={crate::route::Route::Host { game: G::ID.to_string(), query: String::new() }.hash()} data-testid="host-link">
                    { i18n.t("table.entry") }
                </a>
                {" "}{ i18n.t("table.entry_hint") }
            </p>
        </section>
    }
}
