//! Shores of Tripoli in the app: the Mediterranean map, the prompt, the hand and the panels.

mod aid;
mod coast;
mod hand;
mod lesson;
pub(crate) mod map;
mod motion;
mod panels;
mod pieces;
mod prompt;
mod stats;
mod story;

use crate::games::{BoardProps, GameUi};
use crate::i18n::I18n;
use takhte_engine::games::tripoli::content::{card, CardDef, Effect, EVENTS, SIDE_KEYS, ZONES};
use takhte_engine::games::tripoli::{Action, Origin, Pending, Step, Tripoli};
use takhte_engine::{LogEntry, Seat};
use yew::prelude::*;

impl GameUi for Tripoli {
    const HIDES_INFORMATION: bool = true;
    const SEAT_COLOURS: &'static [&'static str] = &["#1f4e9c", "#a3271f"];
    fn pieces(i18n: &I18n) -> Vec<crate::games::Piece> {
        pieces::pieces(i18n)
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! { <Board ..props /> }
    }

    fn seat_key(seat: Seat) -> String {
        SIDE_KEYS[seat].to_string()
    }

    fn emblem() -> Html {
        html! { <>
            <rect width="120" height="80" fill="#f3e6c8" />
            <path d="M0 0 H120 V30 Q90 40 60 32 T0 36Z" fill="#d9c08d" />
            <path d="M0 36 Q30 30 60 36 T120 30 V80 H0Z" fill="#3f7fa8" />
            <path d="M30 58 H58 L54 64 H34Z" fill="#333" /><path d="M44 40 V58" stroke="#333" /><path d="M44 42 L54 54 H44Z" fill="#fff" />
            <path d="M70 52 H96 L92 58 H74Z" fill="#7a2e2e" /><path d="M83 36 V52" stroke="#333" /><path d="M83 38 L73 50 H83Z" fill="#fff" />
        </> }
    }

    fn story(i18n: &I18n, run: &[(Seat, LogEntry)], names: &[String]) -> Option<Vec<String>> {
        story::story(i18n, run, names)
    }
}

/// The whole board. Side by side on wide screens: the map with the scores and the last move,
/// and the prompt above the hand; the piles and events below. On narrow screens one column,
/// the prompt first and then what answers it (the hand, or the map while a zone is asked).
#[function_component]
fn Board(props: &BoardProps<Tripoli>) -> Html {
    let step = match props.view.step {
        Step::Draw => "draw",
        Step::Action => "action",
        Step::Choice => "choice",
        Step::DiscardDown => "discard",
        Step::Over => "over",
    };
    html! {
        <div class={classes!("tripoli", format!("step-{step}"))} data-testid="board">
            <div class="tp-main">
                <div class="tp-col-map">
                    <map::SeaMap ..props.clone() />
                    <panels::Recent ..props.clone() />
                    <div class="tp-top">
                        <panels::Scores ..props.clone() />
                        <panels::LastEvent ..props.clone() />
                    </div>
                </div>
                <div class="tp-col-act">
                    <prompt::Prompt ..props.clone() />
                    <map::ZoneList ..props.clone() />
                    <hand::Hand ..props.clone() />
                </div>
            </div>
            <div class="tp-lower">
                <panels::Piles ..props.clone() />
                <panels::Events ..props.clone() />
            </div>
        </div>
    }
}

/// What the other side did since the viewer last acted, as the board marks it: the zones it
/// chose and the ports whose ships it changed.
struct LastMove {
    /// Zones chosen by the other side's last move.
    zones: [bool; ZONES],
    /// Ports whose ships that move changed.
    ports: [bool; 2],
}

impl LastMove {
    /// The marks of `props.recent`.
    fn of(props: &BoardProps<Tripoli>) -> Self {
        let mut last = LastMove {
            zones: [false; ZONES],
            ports: [false; 2],
        };
        let v = &props.view;
        for &(seat, action) in props.recent.iter() {
            let effect = match action {
                Action::ChooseZone { zone } => {
                    last.zones[usize::from(zone)] = true;
                    None
                }
                Action::DiscardForShip { .. } => Some(Effect::Reinforce { ships: 1 }),
                Action::Play { card: c } => Some(card(seat, c).effect),
                Action::DrawEvent => v
                    .last_event
                    .filter(|&(s, _)| s == seat)
                    .map(|(_, e)| EVENTS[usize::from(e)].effect),
                _ => None,
            };
            match effect {
                Some(Effect::Deploy { .. } | Effect::Reinforce { .. }) => last.ports[seat] = true,
                Some(Effect::Bombard { .. }) => last.ports[1 - seat] = true,
                _ => {}
            }
        }
        last
    }
}

/// The card or event a pending effect comes from (`turn` is the side resolving it).
fn origin_def(turn: Seat, origin: Origin) -> &'static CardDef {
    match origin {
        Origin::Card { card: c } => card(turn, c),
        Origin::Event { event } => &EVENTS[usize::from(event)],
    }
}

/// The catalogue key asking for the zone a pending effect needs next.
fn zone_prompt(p: &Pending) -> &'static str {
    match (p.effect, p.zone) {
        (Effect::Sail { .. }, None) => "tripoli.ui.choose_from",
        (Effect::Sail { .. }, Some(_)) => "tripoli.ui.choose_to",
        (Effect::Deploy { .. }, _) => "tripoli.ui.choose_deploy",
        (Effect::Battle { .. }, _) => "tripoli.ui.choose_battle",
        _ => "tripoli.ui.choose_storm",
    }
}

/// The short name of an effect's kind, used as a CSS class and in catalogue keys.
fn kind(effect: Effect) -> &'static str {
    match effect {
        Effect::Deploy { .. } => "deploy",
        Effect::Sail { .. } => "sail",
        Effect::Battle { .. } => "battle",
        Effect::Bombard { .. } => "bombard",
        Effect::Reinforce { .. } => "reinforce",
        Effect::Raid { .. } => "raid",
        Effect::Points { .. } => "points",
        Effect::Orders { .. } => "orders",
        Effect::Storm => "storm",
    }
}

/// The translated text of what an effect does.
fn effect_text(i18n: &I18n, effect: Effect) -> String {
    let key = format!("tripoli.effect.{}", kind(effect));
    match effect {
        Effect::Deploy { max } | Effect::Sail { max } => i18n.tf(&key, &[i18n.num(max)]),
        Effect::Battle { sink } | Effect::Bombard { sink } => i18n.tf(&key, &[i18n.num(sink)]),
        Effect::Reinforce { ships } => i18n.tf(&key, &[i18n.num(ships)]),
        Effect::Raid { points } | Effect::Points { points } => i18n.tf(&key, &[i18n.num(points)]),
        Effect::Orders { extra, draw } => i18n.tf(&key, &[i18n.num(extra), i18n.num(draw)]),
        Effect::Storm => i18n.t(&key),
    }
}

/// A ship piece drawn around (0, 0): a hull, a mast and the sails, the United States with two
/// square sails and a flag, Barbary with a lateen sail and a pennant, so the sides differ in
/// shape as well as colour.
pub(crate) fn ship_icon(side: Seat) -> Html {
    let (sail, flag) = if side == 0 {
        (
            "M-8 -9 h15 v8 h-15z M-6.5 -19 h12 v8 h-12z",
            "M0 -24 h7 v4 h-7z",
        )
    } else {
        ("M-1 -22 L13 -1 H-11z", "M0 -24 L8 -22 L0 -20z")
    };
    html! {
        <g class={format!("tp-ship side-{side}")}>
            <line x1="0" y1="2" x2="0" y2="-24" class="tp-mast" />
            <path d={flag} class="tp-flag" />
            <path d={sail} class="tp-sail" />
            <path d="M-15 1 h30 l-6 9 h-18z" class="tp-hull" />
        </g>
    }
}

/// The ship piece as a small inline SVG for use in HTML text.
fn ship_badge(side: Seat) -> Html {
    html! {
        <svg class="tp-badge" viewBox="-16 -25 32 36" aria-hidden="true">{ ship_icon(side) }</svg>
    }
}
