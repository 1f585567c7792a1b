//! The play screen's learning bar: a link to the game's how-to-play page and, in a game against
//! bots on the human's turn, "What would the bot play?". The search bot in the worker decides
//! for the seat to act, so it sees only the human's view; its element on the board gets
//! `data-hint` with a ring and tag (`hint_marks.rs`), and the line names it with the board's own
//! name for that control and gives the estimate.
//! When several people share the device (pass-and-play) it would tell everyone, so it is off
//! unless every player agreed at the start (`Save::hints`, ticked on the new-game screen).

use super::hint_marks::{clear_hints, HintMarks};
use crate::games::{key_prefix, GameUi};
use crate::i18n::I18n;
use crate::learn::targets_of;
use crate::route::Route;
use crate::saves::Save;
use crate::worker::{Asker, Asks, BotWorker};
use crate::worker_protocol::Reply;
use std::cell::RefCell;
use std::marker::PhantomData;
use std::rc::Rc;
use takhte_engine::{Game, Record, Seat};
use yew::prelude::*;

/// The search level that gives hints.
const HINT_LEVEL: &str = "normal";

/// Properties of [`Hint`].
#[derive(Properties)]
pub struct HintProps<G: Game> {
    /// The game being played.
    pub save: Rc<Save>,
    /// The seat to act, if any.
    pub to_act: Option<Seat>,
    /// True while the hand-off curtain covers the board.
    pub covered: bool,
    /// The play screen's bot worker (started here if it is not running).
    pub worker: Rc<RefCell<Option<BotWorker>>>,
    /// The game type.
    #[prop_or_default]
    pub game: PhantomData<G>,
}

impl<G: Game> PartialEq for HintProps<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.save, &other.save)
            && self.to_act == other.to_act
            && self.covered == other.covered
            && Rc::ptr_eq(&self.worker, &other.worker)
    }
}

/// Where the hint stands.
#[derive(Clone, Debug, PartialEq)]
enum State {
    /// Not asked in this position.
    Idle,
    /// Waiting for the worker.
    Asking,
    /// The bot's choice (in the game's JSON form) and its estimate.
    Ready(Rc<(serde_json::Value, Option<f64>)>),
    /// The worker could not answer.
    Failed,
}

/// The learning bar of the play screen.
#[function_component]
pub fn Hint<G: GameUi>(props: &HintProps<G>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let state = use_state(|| State::Idle);
    // The marked control's own name on the board (what the line calls the choice).
    let named = use_state(|| None::<String>);
    let asks = use_mut_ref(Asks::default);
    let record = use_mut_ref(|| None::<Record>);
    let position = props.save.record.actions.len();
    // A new position forgets the hint (and refuses a late answer).
    {
        let (state, asks) = (state.clone(), asks.clone());
        use_effect_with(position, move |_| {
            asks.borrow_mut().cancel();
            state.set(State::Idle);
            clear_hints();
        });
    }
    // The bot's choice is marked on the board (the first element to click for it).
    {
        let chosen = match &*state {
            State::Ready(ready) => targets_of(G::ID, &ready.0).into_iter().next(),
            _ => None,
        };
        let label = i18n.t("hint.label");
        let named = named.clone();
        use_effect_with((chosen, label), move |(chosen, label)| {
            let marks = chosen
                .as_ref()
                .and_then(|selector| HintMarks::mark(selector, label));
            named.set(marks.as_ref().and_then(|m| m.name.clone()));
            move || {
                drop(marks);
                clear_hints();
            }
        });
    }
    let humans = props.save.seats.iter().filter(|s| s.is_human()).count();
    let my_turn = props
        .to_act
        .is_some_and(|s| props.save.seats.get(s).is_some_and(|k| k.is_human()));
    // Against bots the one person may ask; at a shared device only if everyone agreed at the
    // start, and then whoever is to act (the bot searches from that seat's view).
    let allowed = if humans > 1 {
        props.save.hints
    } else {
        props.save.seats.len() > 1
    };
    let on_ask = {
        let (state, asks, record) = (state.clone(), asks, record);
        let worker = props.worker.clone();
        let current = props.save.record.clone();
        Callback::from(move |_| {
            BotWorker::ensure(&worker);
            let id = asks.borrow_mut().ask();
            *record.borrow_mut() = Some(current.clone());
            let on_reply = {
                let (state, asks, record) = (state.clone(), asks.clone(), record.clone());
                move |reply: Reply| {
                    if !asks.borrow_mut().accept(&reply) {
                        return;
                    }
                    match reply {
                        Reply::Action {
                            action, estimate, ..
                        } => {
                            let asked = record.borrow().clone();
                            state.set(if asked.is_some_and(|r| accepts::<G>(&r, &action)) {
                                State::Ready(Rc::new((action, estimate)))
                            } else {
                                State::Failed
                            });
                        }
                        Reply::Error { .. } => state.set(State::Failed),
                        Reply::Progress { .. } | Reply::Ready => {}
                    }
                }
            };
            let sent = worker.borrow().as_ref().is_some_and(|w| {
                w.ask(Asker::Hint, id, &current, HINT_LEVEL, on_reply)
                    .is_ok()
            });
            state.set(if sent { State::Asking } else { State::Failed });
        })
    };
    let answer = match &*state {
        State::Idle => Html::default(),
        State::Asking => {
            html! { <span class="muted" data-testid="hint-thinking">{ i18n.t("hint.thinking") }</span> }
        }
        State::Failed => {
            html! { <span class="muted" data-testid="hint-failed">{ i18n.t("hint.failed") }</span> }
        }
        State::Ready(ready) => {
            let (action, estimate) = &**ready;
            // The whole move in words where the game has them, else the marked control's name.
            let choice = serde_json::from_value::<G::Action>(action.clone())
                .ok()
                .and_then(|a| G::describe_action(&a, &i18n))
                .or_else(|| (*named).clone())
                .unwrap_or_else(|| i18n.t("hint.marked_move"));
            let text = match estimate {
                Some(e) => i18n.tf(
                    "hint.would_play",
                    &[choice, i18n.num((e * 100.0).round() as i64)],
                ),
                None => i18n.tf("hint.would_play_unrated", &[choice]),
            };
            html! { <p class="hint-text" data-testid="hint-text" role="status">{ text }</p> }
        }
    };
    html! {
        <div class="hint-bar" data-testid="hint-bar">
            <a class="button" href={Route::Rules { game: G::ID.to_string() }.hash()} data-testid="play-howto"
                aria-label={i18n.tf("hint.howto_of", &[i18n.t(&format!("{}.title", key_prefix(G::ID)))])}>
                { i18n.t("home.rules") }
            </a>
            if allowed && my_turn && !props.covered {
                <button class="button" data-testid="hint" onclick={on_ask}
                    disabled={*state == State::Asking}>{ i18n.t("hint.ask") }</button>
            }
            if humans > 1 && !props.save.hints {
                <span class="muted" data-testid="hint-off">{ i18n.t("hint.off_shared") }</span>
            }
            { answer }
        </div>
    }
}

/// True if the engine accepts the worker's choice after `record`. (Its log line is not shown:
/// written from the true state, it may tell a card the seat cannot see, such as the one a
/// reveal would draw; the line names the board's control instead.)
fn accepts<G: Game>(record: &Record, action: &serde_json::Value) -> bool {
    let Ok(action) = serde_json::from_value::<G::Action>(action.clone()) else {
        return false;
    };
    record
        .replay::<G>()
        .is_ok_and(|mut state| state.apply(action).is_ok())
}

#[cfg(test)]
mod tests {
    use crate::saves::{parse_save, SAVE_FORMAT};
    use takhte_engine::games::shikoku::Shikoku;
    use takhte_engine::Record;

    /// A stored save's JSON, with `extra` fields appended.
    fn save_json(extra: &str) -> String {
        let record = Record::new::<Shikoku>(2, &Default::default(), 1, 2);
        format!(
            r#"{{"format":{SAVE_FORMAT},"id":"x","record":{},"seats":[{{"kind":"human"}},{{"kind":"human"}}],"created":0,"updated":0{extra}}}"#,
            serde_json::to_string(&record).expect("serializes")
        )
    }

    #[test]
    fn a_save_from_before_the_agreement_loads_with_hints_off() {
        assert!(!parse_save(&save_json("")).expect("loads").hints);
        assert!(
            parse_save(&save_json(r#","hints":true"#))
                .expect("loads")
                .hints
        );
    }
}
