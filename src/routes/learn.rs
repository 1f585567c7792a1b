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
use crate::widgets::viewport::window_and_height;
use crate::widgets::{render_entry, Resizes};
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
    // On a phone the step panel can fold to one line to show more of the board.
    let folded = use_state(|| false);
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
        let position = current.as_ref().map(|r| (r.step, r.log.len()));
        use_effect_with((targets, position), move |(targets, _)| {
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
        Some(step) => step.say(&i18n),
        None => i18n.t(&format!("learn.{prefix}.done")),
    };
    let toggle = {
        let folded = folded.clone();
        Callback::from(move |_| folded.set(!*folded))
    };
    html! {
        <section class="learn play" data-testid="learn" data-game={G::ID}>
            <h1>{ i18n.tf("learn.heading", &[title]) }</h1>
            <div class={classes!("tutorial", folded.then_some("folded"))} role="region" aria-label={i18n.t("learn.steps")}
                data-testid="tutorial-panel">
                <div class="tutorial-head">
                    <p class="muted tutorial-progress" data-testid="tutorial-progress">
                        { i18n.tf("learn.progress", &[i18n.num(current.step.min(lesson.steps.len()) + usize::from(!done)), i18n.num(lesson.steps.len())]) }
                    </p>
                    <button type="button" class="button tutorial-fold" data-testid="tutorial-fold"
                        aria-expanded={(!*folded).to_string()} aria-controls="tutorial-body" onclick={toggle}>
                        <span class="tutorial-fold-text">{ i18n.t(if *folded { "learn.show_step" } else { "learn.hide_step" }) }</span>
                        <svg class="tutorial-fold-icon" viewBox="0 0 16 16" aria-hidden="true">
                            <polyline points={if *folded { "3,10 8,5 13,10" } else { "3,6 8,11 13,6" }} />
                        </svg>
                    </button>
                </div>
                <div class="tutorial-body" id="tutorial-body">
                    <p class="tutorial-step" data-testid="tutorial-step" data-step={current.step.to_string()} role="status" aria-live="polite" tabindex="0">{ step_text }</p>
                    if let Some(text) = (*refused).clone() {
                        <p class="notice tutorial-refused" data-testid="tutorial-refused" role="alert">{ text }</p>
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
                    if !news.is_empty() {
                        <div class="tutorial-news" data-testid="tutorial-news">
                            <p class="muted">{ i18n.t("learn.happened") }</p>
                            <ul>{ for news }</ul>
                        </div>
                    }
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

/// Keeps `data-tutorial-target` on the board's shown elements matching the last of `stages`
/// present (a move of several clicks lights each click in turn) while the board changes, and
/// scrolls each newly marked element into the part of the window the step panel leaves free,
/// and again whenever the panel changes size or the element ends an animation; dropping the
/// returned guard stops watching.
fn mark_targets(board: Element, stages: Vec<String>) -> Option<TargetWatch> {
    let shown = |el: &Element| {
        let r = el.get_bounding_client_rect();
        r.width() > 0.0 || r.height() > 0.0
    };
    let mut last_first: Option<Element> = None;
    let mut mark = {
        let board = board.clone();
        move || {
            let found = |sel: &String| -> Vec<Element> {
                let Ok(list) = board.query_selector_all(sel) else {
                    return Vec::new();
                };
                (0..list.length())
                    .filter_map(|i| list.item(i).and_then(|n| n.dyn_into::<Element>().ok()))
                    .filter(shown)
                    .collect()
            };
            let current = stages
                .iter()
                .rev()
                .map(found)
                .find(|l| !l.is_empty())
                .unwrap_or_default();
            if let Ok(old) = board.query_selector_all("[data-tutorial-target]") {
                for i in 0..old.length() {
                    if let Some(el) = old.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                        let _ = el.remove_attribute("data-tutorial-target");
                    }
                }
            }
            for el in &current {
                let _ = el.set_attribute("data-tutorial-target", "");
            }
            let first = current.into_iter().next();
            let moved = match (&first, &last_first) {
                (Some(a), Some(b)) => !a.is_same_node(Some(b)),
                (Some(_), None) => true,
                _ => false,
            };
            if moved {
                if let Some(el) = &first {
                    scroll_clear_of_panel(el);
                }
            }
            last_first = first;
        }
    };
    mark();
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
    // A marked element still animating into place (a card dealt from the deck) ends up
    // elsewhere: once an animation on or around it ends, it is brought clear again.
    let settled = {
        let watched = board.clone();
        EventListener::new(&board, "animationend", move |event| {
            let Ok(Some(marked)) = watched.query_selector("[data-tutorial-target]") else {
                return;
            };
            let around = event
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .is_some_and(|t| t.contains(Some(&marked)) || marked.contains(Some(&t)));
            if around {
                scroll_clear_of_panel(&marked);
            }
        })
    };
    // The panel grows or shrinks with its step's text (a font arriving late, a longer step):
    // the marked element is brought clear of it again.
    let panel = board.owner_document().and_then(|d| step_panel(&d));
    let panel_resizes = panel.and_then(|panel| {
        Resizes::watch(&[panel], move || {
            if let Ok(Some(el)) = board.query_selector("[data-tutorial-target]") {
                scroll_clear_of_panel(&el);
            }
        })
    });
    Some(TargetWatch {
        observer,
        _callback: callback,
        _panel_resizes: panel_resizes,
        _settled: settled,
    })
}

/// The lesson's step panel, if it is on the page.
fn step_panel(doc: &web_sys::Document) -> Option<Element> {
    doc.query_selector("[data-testid=tutorial-panel]")
        .ok()
        .flatten()
}

/// Scrolls the window (instantly) so that `el` sits in the middle of the part of the window the
/// step panel leaves free: above the panel when it is docked at the bottom (phones), below it
/// when it is pinned at the top. Nothing moves when `el` is already wholly in that part.
fn scroll_clear_of_panel(el: &Element) {
    let Some((window, height)) = window_and_height() else {
        return;
    };
    let panel = window.document().and_then(|d| step_panel(&d));
    let (mut top, mut bottom) = (0.0, height);
    if let Some(panel) = panel.filter(|p| !p.contains(Some(el))) {
        let r = panel.get_bounding_client_rect();
        if r.top() > height / 2.0 {
            bottom = r.top();
        } else if r.bottom() > 0.0 {
            top = r.bottom();
        }
    }
    let r = el.get_bounding_client_rect();
    if r.top() >= top && r.bottom() <= bottom {
        return;
    }
    let by = (r.top() + r.bottom()) / 2.0 - (top + bottom) / 2.0;
    window.scroll_by_with_x_and_y(0.0, by);
}

/// Watches the board for [`mark_targets`]; disconnects when dropped.
struct TargetWatch {
    observer: MutationObserver,
    _callback: Closure<dyn FnMut()>,
    _panel_resizes: Option<Resizes>,
    _settled: EventListener,
}

impl Drop for TargetWatch {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}
