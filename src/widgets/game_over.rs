//! The game-over panel: result and why, scores, charts, rematch, new deal, share and replay links.

use super::game_log::render_entry;
use crate::games::GameUi;
use crate::i18n::I18n;
use crate::link::{replay_route, Deal, ShareKind};
use crate::nav::{absolute, go};
use crate::progress::{self, Entry};
use crate::route::Route;
use crate::routes::new_game::{random_seed, start_game};
use crate::saves::Save;
use crate::storage::{self, StorageError};
use crate::widgets::{use_after_paint, GameCharts, LinkField, ShareLink, ShownStats};
use std::marker::PhantomData;
use std::rc::Rc;
use takhte_engine::{Game, LogEntry, Outcome};
use yew::prelude::*;

/// Properties of [`GameOver`].
#[derive(Properties, PartialEq)]
pub struct GameOverProps {
    /// The finished game's save.
    pub save: Rc<Save>,
    /// Its outcome.
    pub outcome: Rc<Outcome>,
    /// Seat names.
    pub names: Rc<Vec<String>>,
    /// Why the game ended, from the engine.
    pub reason: Option<LogEntry>,
    /// The game's statistics for the charts, if they could be computed.
    pub stats: Option<Rc<ShownStats>>,
    /// True when the game ended on this screen: it is then entered in the history and rated
    /// (once: a game already entered is shown as it was).
    #[prop_or_default]
    pub live: bool,
}

/// Shown once the engine says the game is over.
#[function_component]
pub fn GameOver<G>(props: &GameOverProps) -> Html
where
    G: GameUi,
{
    let _ = PhantomData::<G>;
    let i18n = use_context::<I18n>().expect("i18n context");
    let not_started = use_state(|| None::<&'static str>);
    // The charts are drawn a frame after the result. They come after the actions, so that on a
    // phone Rematch and New deal show right under the scores (wide screens place them by grid).
    let painted = use_after_paint();
    // The history entry and rating change of this game: entered when it ended here.
    let entered = use_state(|| None::<Result<Option<Entry>, StorageError>>);
    {
        let (entered, save, outcome) = (entered.clone(), props.save.clone(), props.outcome.clone());
        use_effect_with((props.save.id.clone(), props.live), move |&(_, live)| {
            let r = &save.record;
            entered.set(Some(if live {
                progress::enter_finished(&save.id, r, &save.seats, &outcome)
            } else {
                let key = progress::entry_key(&r.game, r.seed, r.salt, &save.id);
                Ok(progress::load_history()
                    .ok()
                    .and_then(|h| h.find(&key).cloned()))
            }));
        });
    }
    let Outcome::Finished { scores, ranks } = &*props.outcome else {
        return html! {};
    };
    let headline = if props.outcome.is_draw() {
        i18n.t("over.draw")
    } else {
        let winners: Vec<String> = props
            .outcome
            .winners()
            .iter()
            .map(|&w| props.names[w].clone())
            .collect();
        i18n.tf("over.winner", &[winners.join(" & ")])
    };
    let record = &props.save.record;
    // A rematch of a "same game for everyone" game stays public; other games get a new salt.
    let restart = |seed: Option<u64>| {
        let (save, not_started) = (props.save.clone(), not_started.clone());
        Callback::from(move |_: MouseEvent| {
            let r = &save.record;
            let options: <G as Game>::Options = r.options::<G>().unwrap_or_default();
            let (seed, salt) = match seed {
                Some(seed) => (seed, ShareKind::of_salt(r.salt).salt(storage::random_u53)),
                None => (random_seed(), storage::random_u53()),
            };
            if let Err(key) = start_game::<G>(r.players, &options, seed, salt, save.seats.clone()) {
                // A storage failure here is about the new game, not the finished one.
                not_started.set(Some(if key == "error.cannot_start" {
                    key
                } else {
                    "error.not_saved"
                }));
            }
        })
    };
    let deal = Deal {
        game: record.game.clone(),
        players: record.players,
        seed: record.seed,
        options: record.options.clone(),
        kind: ShareKind::of_salt(record.salt),
        // The release this game is played under: a friend on another release gets the same deal.
        rules: Some(record.rules_of::<G>()),
    };
    let replay = absolute(&replay_route(record));
    let watch = {
        let id = props.save.id.clone();
        Callback::from(move |_| go(&Route::Replay { id: id.clone() }))
    };
    let mut order: Vec<usize> = (0..scores.len()).collect();
    order.sort_by_key(|&s| (ranks[s], std::cmp::Reverse(scores[s])));
    html! {
        <section class="game-over" data-testid="game-over" aria-labelledby="over-title">
            <div class="over-main">
            <h2 id="over-title" data-testid="result">{ headline }</h2>
            if let Some(reason) = &props.reason {
                <p class="over-reason" data-testid="game-over-reason">{ render_entry(&i18n, reason, &props.names) }</p>
            }
            <table class="scores">
                <thead><tr><th>{ i18n.t("over.rank") }</th><th>{ i18n.t("over.player") }</th><th>{ i18n.t("over.score") }</th></tr></thead>
                <tbody>{ for order.iter().map(|&s| html! {
                    <tr data-testid={format!("final-score-{s}")}>
                        <td>{ i18n.num(ranks[s] + 1) }</td><td>{ props.names[s].clone() }</td><td>{ i18n.num(scores[s]) }</td>
                    </tr>
                }) }</tbody>
            </table>
            { rating_line(&i18n, &record.game, &entered) }
            </div>
            <div class="over-actions">
            <div class="row-actions">
                <button class="button primary" onclick={restart(Some(record.seed))} data-testid="rematch">{ i18n.t("over.rematch") }</button>
                <button class="button" onclick={restart(None)} data-testid="new-deal">{ i18n.t("over.new_deal") }</button>
                <button class="button" onclick={watch} data-testid="watch-replay">{ i18n.t("over.watch") }</button>
            </div>
            if let Some(key) = *not_started {
                <p class="notice error" role="alert" data-testid="rematch-error">{ i18n.t(key) }</p>
            }
            <ShareLink deal={deal} label_key="over.share_link" testid="share-link-final" />
            <LinkField label={i18n.t("over.replay_link")} link={replay} testid="replay-link" />
            </div>
            if let (Some(stats), true) = (&props.stats, painted) {
                <GameCharts stats={stats.clone()} names={props.names.clone()} />
            }
        </section>
    }
}

/// "Your Port Royal rating: 1,432 ± 85, +18" for a rated game; a notice when the game could not
/// be entered in the history (storage full or unreadable).
fn rating_line(
    i18n: &I18n,
    game: &str,
    entered: &Option<Result<Option<Entry>, StorageError>>,
) -> Html {
    match entered {
        Some(Ok(Some(Entry {
            rating: Some(change),
            ..
        }))) => {
            let title = i18n.t(&format!("{}.title", crate::games::key_prefix(game)));
            let text = i18n.tf(
                "progress.rating_line",
                &[
                    title,
                    progress::grouped(change.after.round() as i64, i18n.lang),
                    progress::grouped(change.deviation.round() as i64, i18n.lang),
                    progress::signed(change.delta(), i18n.lang),
                ],
            );
            html! {
                <p class="rating-line" data-testid="rating-line" data-delta={change.delta().to_string()}>
                    { text }{" "}
                    <a href={Route::History.hash()} data-testid="history-link-over">{ i18n.t("progress.history_link") }</a>
                </p>
            }
        }
        Some(Err(e)) => html! {
            <p class="notice error" role="alert" data-testid="history-error">
                { i18n.t("progress.not_entered") }{" "}{ i18n.t(e.message_key()) }
            </p>
        },
        _ => html! {},
    }
}

/// Selects an input's text when it gets focus, ready to copy.
pub fn select_all() -> Callback<FocusEvent> {
    Callback::from(|e: FocusEvent| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        input.select();
    })
}
