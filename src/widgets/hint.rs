//! The play screen's learning bar: a link to the game's how-to-play page and, in a game against
//! bots on the human's turn, "What would the bot play?". The search bot in the worker decides
//! for the seat to act, so it sees only the human's view; its element on the board gets
//! `data-hint`, and the line names it with the board's own name for that control and gives the
//! estimate.
//! When several people share the device (pass-and-play) it would tell everyone, so it is off
//! unless every player agreed at the start (`Save::hints`, ticked on the new-game screen).

use crate::games::{key_prefix, GameUi};
use crate::i18n::I18n;
use crate::learn::targets_of;
use crate::route::Route;
use crate::saves::Save;
use crate::worker::{Asks, BotWorker};
use crate::worker_protocol::Reply;
use std::marker::PhantomData;
use std::rc::Rc;
use takhte_engine::{Game, Record, Seat};
use wasm_bindgen::JsCast;
use web_sys::Element;
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
    /// The game type.
    #[prop_or_default]
    pub game: PhantomData<G>,
}

impl<G: Game> PartialEq for HintProps<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.save, &other.save)
            && self.to_act == other.to_act
            && self.covered == other.covered
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
    let worker = use_mut_ref(|| None::<BotWorker>);
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
            named.set(
                chosen
                    .as_ref()
                    .and_then(|selector| mark_hint(selector, label)),
            );
            clear_hints
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
        let (state, worker, asks, record) = (state.clone(), worker, asks, record);
        let current = props.save.record.clone();
        Callback::from(move |_| {
            let mut slot = worker.borrow_mut();
            if slot.is_none() {
                let (state, asks, record) = (state.clone(), asks.clone(), record.clone());
                *slot = BotWorker::start(move |reply: Reply| {
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
                })
                .ok();
            }
            let id = asks.borrow_mut().ask();
            *record.borrow_mut() = Some(current.clone());
            let sent = slot
                .as_ref()
                .is_some_and(|w| w.ask(id, &current, HINT_LEVEL).is_ok());
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
            let (_, estimate) = &**ready;
            let choice = (*named)
                .clone()
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

/// Marks the shown board elements matching `selector` with `data-hint` (a thick pulsing outline
/// on an HTML control, styles/learn.css) and puts a `label` tag ("bot's choice") above the
/// first. An SVG target's box may be a large invisible hit area, so it gets a pulsing ring of its
/// own around its smallest drawn shape (the spot, the line, the plate), with the tag above that.
/// Both are placed in the page's coordinates, so they scroll with the board. Returns the marked
/// control's name (its accessible name, else its text).
fn mark_hint(selector: &str, label: &str) -> Option<String> {
    let window = web_sys::window()?;
    let doc = window.document()?;
    let found = doc
        .query_selector_all(&format!("[data-testid=board-area] :is({selector})"))
        .ok()?;
    let area = |el: &Element| {
        let r = el.get_bounding_client_rect();
        r.width().max(r.height())
    };
    let shown: Vec<Element> = (0..found.length())
        .filter_map(|i| found.item(i).and_then(|n| n.dyn_into::<Element>().ok()))
        .filter(|el| area(el) > 0.0)
        .collect();
    for el in &shown {
        let _ = el.set_attribute("data-hint", "");
    }
    let first = shown.first()?;
    let body = doc.body()?;
    let name = first
        .get_attribute("aria-label")
        .or_else(|| first.text_content())
        .map(|t| t.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|t| !t.is_empty());
    let (sx, sy) = (
        window.scroll_x().unwrap_or(0.0),
        window.scroll_y().unwrap_or(0.0),
    );
    let place = |class: &str, testid: &str, style: String| {
        let Ok(el) = doc.create_element("div") else {
            return;
        };
        el.set_class_name(class);
        // The ring and tag repeat the hint line for the eye; the line is what is read aloud.
        let _ = el.set_attribute("aria-hidden", "true");
        let _ = el.set_attribute("data-testid", testid);
        let _ = el.set_attribute("style", &style);
        let _ = body.append_child(&el);
        if testid == "hint-label" {
            el.set_text_content(Some(label));
        }
    };
    let r = first.get_bounding_client_rect();
    let (cx, top) = (r.left() + sx + r.width() / 2.0, r.top() + sy);
    if first.namespace_uri().is_some_and(|ns| ns.contains("svg")) {
        let shapes = first
            .query_selector_all("circle, ellipse, rect, polygon, path, line")
            .ok();
        let smallest = shapes
            .iter()
            .flat_map(|l| (0..l.length()).filter_map(|i| l.item(i)))
            .filter_map(|n| n.dyn_into::<Element>().ok())
            .filter(|el| area(el) > 0.0)
            .min_by(|a, b| area(a).total_cmp(&area(b)))
            .unwrap_or_else(|| first.clone());
        let s = smallest.get_bounding_client_rect();
        let size = (s.width().max(s.height()) + 16.0).max(36.0);
        let (x, y) = (
            s.left() + sx + s.width() / 2.0,
            s.top() + sy + s.height() / 2.0,
        );
        place(
            "hint-ring",
            "hint-ring",
            format!(
                "left:{:.0}px;top:{:.0}px;width:{size:.0}px;height:{size:.0}px",
                x - size / 2.0,
                y - size / 2.0
            ),
        );
        place(
            "hint-label",
            "hint-label",
            format!("left:{x:.0}px;top:{:.0}px", y - size / 2.0),
        );
    } else {
        place(
            "hint-label",
            "hint-label",
            format!("left:{cx:.0}px;top:{top:.0}px"),
        );
    }
    name
}

/// Removes every `data-hint` mark and the "bot's choice" tag.
fn clear_hints() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Ok(tags) = doc.query_selector_all(".hint-label, .hint-ring") {
        for i in 0..tags.length() {
            if let Some(el) = tags.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                el.remove();
            }
        }
    }
    if let Ok(old) = doc.query_selector_all("[data-hint]") {
        for i in 0..old.length() {
            if let Some(el) = old.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                let _ = el.remove_attribute("data-hint");
            }
        }
    }
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
