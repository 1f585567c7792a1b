//! The guided first game of a game (`#/learn/<game>`): the lesson's fixed deal on the game's own
//! board, one step at a time. The board gets the engine's legal actions as in a real game; the
//! element of the asked move is marked `data-tutorial-target` (found by the board's stable test
//! ids once drawn), a click on any other control of the board is stopped before it reaches the
//! board and explained, and any other action (from the keyboard) is refused by the lesson.

use crate::games::{key_prefix, BoardProps};
use crate::i18n::I18n;
use crate::learn::{Lesson, Refusal, Run, Tutorial, LEARNER};
use crate::route::Route;
use crate::routes::ErrorPage;
use crate::widgets::render_entry;
use gloo_events::{EventListener, EventListenerOptions, EventListenerPhase};
use std::rc::Rc;
use takhte_engine::Game;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Element, MutationObserver, MutationObserverInit};
use yew::prelude::*;

/// Properties of [`LearnPage`].
#[derive(Properties, PartialEq)]
pub struct LearnProps {
    /// Game id.
    pub game: AttrValue,
}

/// The guided first game of `game`, or the error page for an unknown game.
#[function_component]
pub fn LearnPage(props: &LearnProps) -> Html {
    takhte_engine::with_game!(props.game.as_str(), G => html! { <LearnScreen<G> /> },
        _ => html! { <ErrorPage title_key="error.unknown_game" detail={props.game.clone()} /> })
}

/// Properties of [`LearnScreen`] (none: the lesson is the game's).
#[derive(Properties, PartialEq)]
pub struct ScreenProps {}

/// The lesson screen of game `G`.
#[function_component]
pub fn LearnScreen<G: Tutorial>(_props: &ScreenProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let lesson = use_memo((), |_| G::lesson());
    let run = {
        let lesson = lesson.clone();
        use_state(move || Run::start(&lesson).map(Rc::new))
    };
    let refused = use_state(|| None::<String>);
    let board_ref = use_node_ref();
    let prefix = key_prefix(G::ID);
    let title = i18n.t(&format!("{prefix}.title"));

    let current = (*run).as_ref().ok().cloned();
    let expected = current.as_ref().and_then(|r| r.expected(&lesson));
    let targets = expected.as_ref().map(G::targets).unwrap_or_default();
    let refusal_text = i18n.t("learn.refused");

    // Marks the board element(s) to click whenever the board changes.
    {
        let board_ref = board_ref.clone();
        use_effect_with(targets, move |targets| {
            let observer = board_ref
                .cast::<Element>()
                .map(|board| mark_targets(board, targets.clone()));
            move || drop(observer)
        });
    }
    // Stops a click on any other control of the board, and says why.
    {
        let (board_ref, refused) = (board_ref.clone(), refused.clone());
        use_effect_with(refusal_text.clone(), move |text| {
            let text = text.clone();
            let options = EventListenerOptions {
                phase: EventListenerPhase::Capture,
                passive: false,
            };
            let listener = web_sys::window().map(|window| {
                EventListener::new_with_options(&window, "click", options, move |event| {
                    let Some(board) = board_ref.cast::<Element>() else {
                        return;
                    };
                    let Some(target) = event.target().and_then(|t| t.dyn_into::<Element>().ok())
                    else {
                        return;
                    };
                    let control = target
                        .closest(
                            "button, a, input, select, [role=button], [tabindex], [data-testid]",
                        )
                        .ok()
                        .flatten();
                    let on_board = control.as_ref().is_some_and(|c| board.contains(Some(c)));
                    let on_target = target
                        .closest("[data-tutorial-target]")
                        .ok()
                        .flatten()
                        .is_some();
                    if on_board
                        && !on_target
                        && control.is_some_and(|c| !c.is_same_node(Some(&board)))
                    {
                        event.prevent_default();
                        event.stop_immediate_propagation();
                        refused.set(Some(text.clone()));
                    }
                })
            });
            move || drop(listener)
        });
    }

    let Some(current) = current else {
        let detail = (*run).as_ref().err().cloned().unwrap_or_default();
        return html! { <ErrorPage title_key="error.unknown_game" detail={detail} /> };
    };
    let done = current.done(&lesson);
    let on_action = {
        let (run, refused, lesson, current) = (
            run.clone(),
            refused.clone(),
            lesson.clone(),
            current.clone(),
        );
        Callback::from(move |action: G::Action| {
            let mut next = (*current).clone();
            match next.act(&lesson, action) {
                Ok(()) => {
                    refused.set(None);
                    run.set(Ok(Rc::new(next)));
                }
                Err(Refusal::NotThisStep) => refused.set(Some(i18n.t("learn.refused"))),
                Err(Refusal::Illegal(e)) => refused.set(Some(i18n.t(e.key))),
            }
        })
    };
    let on_next = {
        let (run, refused, lesson, current) = (
            run.clone(),
            refused.clone(),
            lesson.clone(),
            current.clone(),
        );
        Callback::from(move |_| {
            let mut next = (*current).clone();
            next.next(&lesson);
            refused.set(None);
            run.set(Ok(Rc::new(next)));
        })
    };
    let names: Rc<Vec<String>> = Rc::new(
        (0..current.state.players())
            .map(|s| i18n.t(&G::seat_key(s)))
            .collect(),
    );
    let legal = if expected.is_some() {
        let mut legal = Vec::new();
        current.state.legal_actions(&mut legal);
        legal
    } else {
        Vec::new()
    };
    let board = G::board(BoardProps {
        view: Rc::new(current.state.view(LEARNER)),
        legal: Rc::new(legal),
        on_action,
        names: names.clone(),
        recent: Rc::new(current.recent()),
    });
    let news: Vec<Html> = current.log[current.news_from..]
        .iter()
        .map(|(_, line, _)| html! { <li>{ render_entry(&i18n, line, &names) }</li> })
        .collect();
    let step_text = match lesson.steps.get(current.step) {
        Some(step) => i18n.t(step.text),
        None => i18n.t(&format!("learn.{prefix}.done")),
    };
    html! {
        <section class="learn play" data-testid="learn" data-game={G::ID}>
            <h1>{ i18n.tf("learn.heading", &[title]) }</h1>
            <div class="tutorial" role="region" aria-label={i18n.t("learn.steps")}>
                <p class="muted" data-testid="tutorial-progress">
                    { i18n.tf("learn.progress", &[i18n.num(current.step.min(lesson.steps.len()) + usize::from(!done)), i18n.num(lesson.steps.len())]) }
                </p>
                <p class="tutorial-step" data-testid="tutorial-step" role="status" aria-live="polite">{ step_text }</p>
                if let Some(text) = (*refused).clone() {
                    <p class="notice tutorial-refused" data-testid="tutorial-refused" role="alert">{ text }</p>
                }
                if !news.is_empty() {
                    <div class="tutorial-news" data-testid="tutorial-news">
                        <p class="muted">{ i18n.t("learn.happened") }</p>
                        <ul>{ for news }</ul>
                    </div>
                }
                <div class="row-actions">
                    if done {
                        <p data-testid="tutorial-done" class="tutorial-done">{ i18n.t("learn.done") }</p>
                        <a class="button primary" href={Route::New { game: G::ID.to_string(), query: String::new() }.hash()}
                            data-testid="tutorial-new-game">{ i18n.t("learn.real_game") }</a>
                    } else if lesson_step_reads(&lesson, current.step) {
                        <button class="button primary" data-tutorial-target="" data-testid="tutorial-next" onclick={on_next}>
                            { i18n.t("learn.next") }
                        </button>
                    }
                    <a class="button" href={Route::Rules { game: G::ID.to_string() }.hash()} data-testid="tutorial-leave">
                        { i18n.t("learn.leave") }
                    </a>
                </div>
            </div>
            <div class="board-area tutorial-board" data-testid="board-area" ref={board_ref}>{ board }</div>
        </section>
    }
}

/// True if step `index` of the lesson is one that is only read.
fn lesson_step_reads<G: Game>(lesson: &Lesson<G>, index: usize) -> bool {
    lesson.steps.get(index).is_some_and(|s| s.act.is_none())
}

/// Keeps `data-tutorial-target` on the board's elements matching the last of `stages` present
/// (a move of several clicks lights each click in turn) while the board changes; dropping the
/// returned guard stops watching.
fn mark_targets(board: Element, stages: Vec<String>) -> Option<TargetWatch> {
    let mark = {
        let board = board.clone();
        move || {
            let current = stages.iter().rev().find_map(|sel| {
                board
                    .query_selector_all(sel)
                    .ok()
                    .filter(|l| l.length() > 0)
            });
            if let Ok(old) = board.query_selector_all("[data-tutorial-target]") {
                for i in 0..old.length() {
                    if let Some(el) = old.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                        let _ = el.remove_attribute("data-tutorial-target");
                    }
                }
            }
            if let Some(list) = current {
                for i in 0..list.length() {
                    if let Some(el) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                        let _ = el.set_attribute("data-tutorial-target", "");
                    }
                }
            }
        }
    };
    mark();
    // Bring the new step's first target into view (instantly: no animated scroll).
    if let Ok(Some(first)) = board.query_selector("[data-tutorial-target]") {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Center);
        first.scroll_into_view_with_scroll_into_view_options(&options);
    }
    let callback = Closure::<dyn FnMut()>::new(mark);
    let observer = MutationObserver::new(callback.as_ref().unchecked_ref()).ok()?;
    let init = MutationObserverInit::new();
    init.set_child_list(true);
    init.set_subtree(true);
    init.set_attributes(true);
    let filter = js_sys::Array::of4(
        &"disabled".into(),
        &"class".into(),
        &"data-source".into(),
        &"data-target".into(),
    );
    filter.push(&"data-enabled".into());
    init.set_attribute_filter(&filter);
    observer.observe_with_options(&board, &init).ok()?;
    Some(TargetWatch {
        observer,
        _callback: callback,
    })
}

/// Watches the board for [`mark_targets`]; disconnects when dropped.
struct TargetWatch {
    observer: MutationObserver,
    _callback: Closure<dyn FnMut()>,
}

impl Drop for TargetWatch {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}
