//! Sekigahara in the app: the map, the orders for a chosen province, the hand, the battle
//! and its step-by-step reveal, and the state of the war.

mod aid;
mod battle;
mod choices;
mod geo;
mod gifts;
mod hand;
mod inspect;
mod legend;
mod lesson;
pub(crate) mod map;
mod motion;
mod orders;
mod pieces;
mod province;
mod routes;
mod stats;
mod status;
mod story;

use crate::games::{BoardProps, GameUi};
use crate::i18n::I18n;
use crate::widgets::MapZoom;
use inspect::{Inspect, InspectCallback};
use motion::Motion;
use std::rc::Rc;
use takhte_engine::games::sekigahara::content::{card, Card, CLAN_LIST};
use takhte_engine::games::sekigahara::{Action, Phase, Sekigahara};
use takhte_engine::{LogEntry, Seat};
use yew::prelude::*;

impl GameUi for Sekigahara {
    const HIDES_INFORMATION: bool = true;
    const SEAT_COLOURS: &'static [&'static str] = &["#6b7580", "#b3322b"];
    fn pieces(i18n: &I18n) -> Vec<crate::games::Piece> {
        pieces::pieces(i18n)
    }

    fn describe_action(action: &Action, i18n: &I18n) -> Option<String> {
        use takhte_engine::games::sekigahara::map::MAP;
        let prov = |p: u8| i18n.t(MAP[usize::from(p)].key);
        match *action {
            Action::Move {
                from,
                to,
                clan,
                count,
            } => Some(i18n.tf(
                "sekigahara.hint.move",
                &[
                    i18n.num(count),
                    i18n.t(CLAN_LIST[usize::from(clan)].key),
                    prov(from),
                    prov(to),
                ],
            )),
            Action::Attack { from, to, counts } => {
                let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
                Some(i18n.tf(
                    "sekigahara.hint.attack",
                    &[prov(from), prov(to), i18n.num(total)],
                ))
            }
            _ => None,
        }
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! { <Board ..props /> }
    }

    fn seat_key(seat: Seat) -> String {
        format!(
            "sekigahara.side.{}",
            if seat == 0 { "ishida" } else { "tokugawa" }
        )
    }

    fn emblem() -> Html {
        html! { <>
            <rect width="120" height="80" fill="#efe7da" />
            <path d="M20 70 L40 30 L60 50 L80 20 L100 70Z" fill="#a9b59a" />
            <rect x="50" y="36" width="20" height="14" fill="#5b4636" /><path d="M46 36 L60 26 L74 36Z" fill="#2f2f2f" />
            <rect x="24" y="44" width="4" height="26" fill="#555" /><rect x="28" y="44" width="12" height="8" fill="#b03a2e" />
            <rect x="92" y="44" width="4" height="26" fill="#555" /><rect x="80" y="44" width="12" height="8" fill="#9aa0a6" />
        </> }
    }

    fn story(i18n: &I18n, run: &[(Seat, LogEntry)], names: &[String]) -> Option<Vec<String>> {
        story::story(i18n, run, names)
    }
}

/// The side letter shown with every side mark, so colour is never the only signal.
pub(crate) fn side_letter(i18n: &I18n, side: u8) -> String {
    i18n.t(&format!("sekigahara.ui.side_letter.{side}"))
}

/// The readable name of a card: "Mōri 2" or the event's name.
pub(crate) fn card_name(i18n: &I18n, id: u8) -> String {
    match card(id) {
        Card::Loyalty { clan, value } => i18n.tf(
            "sekigahara.ui.card_name",
            &[i18n.t(CLAN_LIST[clan as usize].key), i18n.num(value)],
        ),
        Card::Event(e) => i18n.t(e.key()),
    }
}

/// A small face of a card, reporting itself to the inspector.
pub(crate) fn card_face(_i18n: &I18n, id: u8) -> Html {
    html! { <inspect::CardFace {id} /> }
}

/// The width below which the map is only a picture and a list beside it takes the orders.
const NARROW: &str = "(max-width: 700px)";

fn narrow_now() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media(NARROW).ok().flatten())
        .is_some_and(|m| m.matches())
}

/// Whether the screen is narrow (a phone), following resizes and rotations.
#[hook]
fn use_narrow() -> bool {
    let narrow = use_state(narrow_now);
    {
        let narrow = narrow.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo_events::EventListener::new(&w, "resize", move |_| narrow.set(narrow_now()))
            });
            move || drop(listener)
        });
    }
    *narrow
}

/// The whole board: the map with the inspector, and beside it (below it on a phone) the
/// prompt, the orders, the battle and the hand. Keeps the chosen province and destination
/// between clicks and what the player last pointed at.
#[function_component]
fn Board(props: &BoardProps<Sekigahara>) -> Html {
    let selected = use_state_eq(|| None::<u8>);
    let dest = use_state_eq(|| None::<u8>);
    let inspected = use_state_eq(|| None::<Inspect>);
    let narrow = use_narrow();
    let v = &props.view;
    // The units' last change, kept until the next one so that re-renders do not replay it.
    let motion = use_mut_ref(|| (v.units.clone(), Rc::new(Motion::default())));
    if motion.borrow().0 != v.units {
        let m = Motion::between(&motion.borrow().0, &v.units);
        *motion.borrow_mut() = (v.units.clone(), Rc::new(m));
    }
    let motion = motion.borrow().1.clone();
    // A choice only stands while the engine still offers something from it.
    let sel = (*selected).filter(|&p| orders::is_source(v, &props.legal, p));
    let dst = sel.and(*dest).filter(|&d| {
        orders::targets(&props.legal, sel.unwrap_or(0))
            .iter()
            .any(|&(t, _)| t == d)
    });
    // The callbacks are made once (they change only with the play screen's), so that the
    // memoised provinces and panels keep equal properties; a click on a province reads the
    // choice, legal actions and view of the last render here.
    let drawn = use_mut_ref(|| (sel, props.legal.clone(), v.clone()));
    *drawn.borrow_mut() = (sel, props.legal.clone(), v.clone());
    let on_action = use_callback(
        (selected.setter(), dest.setter(), props.on_action.clone()),
        |a: Action, (selected, dest, inner)| {
            selected.set(None);
            dest.set(None);
            inner.emit(a);
        },
    );
    let on_province = {
        let drawn = drawn.clone();
        use_callback(
            (
                selected.setter(),
                dest.setter(),
                inspected.setter(),
                on_action.clone(),
            ),
            move |p: u8, (selected, dest, inspected, on_action)| {
                let (sel, legal, view) = drawn.borrow().clone();
                inspected.set(Some(Inspect::Province(p)));
                if legal.contains(&Action::Retreat { to: p }) {
                    on_action.emit(Action::Retreat { to: p });
                } else if sel.is_some_and(|s| {
                    s != p && orders::targets(&legal, s).iter().any(|&(t, _)| t == p)
                }) {
                    dest.set(Some(p));
                } else if sel != Some(p) && orders::is_source(&view, &legal, p) {
                    selected.set(Some(p));
                    dest.set(None);
                } else {
                    selected.set(None);
                    dest.set(None);
                }
            },
        )
    };
    let on_inspect: InspectCallback = use_callback(inspected.setter(), |i: Inspect, inspected| {
        inspected.set(Some(i))
    });
    let on_inspect_province = use_callback(on_inspect.clone(), |p: u8, on_inspect| {
        on_inspect.emit(Inspect::Province(p))
    });
    let on_clear = use_callback(
        (selected.setter(), dest.setter()),
        |_: (), (selected, dest)| {
            selected.set(None);
            dest.set(None);
        },
    );
    let retreat_from = match v.phase {
        Phase::Retreat { from, .. } => Some(from),
        _ => None,
    };
    let recent: Rc<Vec<Action>> = use_memo(props.recent.clone(), |r| {
        r.iter().map(|&(_, a)| a).collect()
    });
    html! {
        <ContextProvider<InspectCallback> context={on_inspect}>
        <div class={classes!("sekigahara", narrow.then_some("narrow"))} data-testid="board">
            <div class="sk-map-col">
                <MapZoom width={f64::from(geo::SIZE.0)} smallest_font={map::SMALLEST_FONT}>
                    <map::MapSvg view={v.clone()} legal={props.legal.clone()} selected={sel} dest={dst}
                        {retreat_from} recent={recent.clone()} {motion} compact={narrow}
                        on_province={on_province.clone()} on_inspect={on_inspect_province} />
                </MapZoom>
                <legend::Legend folded={narrow} />
                if !narrow { <inspect::Inspector view={v.clone()} what={*inspected} /> }
            </div>
            <div class="sk-panel">
                <status::Status view={v.clone()} names={props.names.clone()} />
                if narrow {
                    <choices::Choices view={v.clone()} legal={props.legal.clone()} selected={sel} on_province={on_province}
                        on_action={on_action.clone()} />
                }
                <orders::Orders view={v.clone()} legal={props.legal.clone()} selected={sel} dest={dst}
                    on_action={on_action.clone()} {on_clear} {narrow} />
                <battle::Battle view={v.clone()} names={props.names.clone()} />
                <hand::Hand view={v.clone()} legal={props.legal.clone()} names={props.names.clone()} {on_action}
                    events={!(narrow && sel.is_some())} />
                <battle::Reveal view={v.clone()} names={props.names.clone()} />
                if narrow { <inspect::Inspector view={v.clone()} what={*inspected} /> }
                <status::Standing view={v.clone()} names={props.names.clone()} />
            </div>
        </div>
        </ContextProvider<InspectCallback>>
    }
}
