//! Shores of Tripoli in the app: the Mediterranean map, the prompt, the hand and the panels.

mod hand;
mod map;
mod panels;
mod prompt;

use crate::games::{BoardProps, GameUi};
use crate::i18n::I18n;
use takhte_engine::games::tripoli::content::{card, CardDef, Effect, EVENTS, SIDE_KEYS};
use takhte_engine::games::tripoli::{Origin, Pending, Tripoli};
use takhte_engine::Seat;
use yew::prelude::*;

impl GameUi for Tripoli {
    const HIDES_INFORMATION: bool = true;

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
}

/// The whole board: scores and last event, the prompt, the map, the hand, then the piles.
#[function_component]
fn Board(props: &BoardProps<Tripoli>) -> Html {
    html! {
        <div class="tripoli" data-testid="board">
            <div class="tp-top">
                <panels::Scores ..props.clone() />
                <panels::LastEvent ..props.clone() />
            </div>
            <prompt::Prompt ..props.clone() />
            <map::SeaMap ..props.clone() />
            <hand::Hand ..props.clone() />
            <div class="tp-lower">
                <panels::Piles ..props.clone() />
                <panels::Events ..props.clone() />
            </div>
        </div>
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

/// A small ship drawn in SVG: the United States with square sails, Barbary with a lateen sail,
/// so the sides differ in shape as well as colour.
fn ship_icon(side: Seat, x: f64, y: f64) -> Html {
    let hull = format!("M{} {} h28 l-6 8 h-16 z", x - 14.0, y + 2.0);
    let sail = if side == 0 {
        format!(
            "M{} {} h14 v8 h-14 z M{} {} h12 v7 h-12 z",
            x - 7.0,
            y - 8.0,
            x - 6.0,
            y - 18.0
        )
    } else {
        format!(
            "M{} {} L{} {} L{} {} z",
            x - 2.0,
            y - 20.0,
            x + 13.0,
            y - 1.0,
            x - 11.0,
            y - 1.0
        )
    };
    html! {
        <g class={format!("tp-ship side-{side}")} aria-hidden="true">
            <line x1={x.to_string()} y1={(y + 2.0).to_string()} x2={x.to_string()} y2={(y - 20.0).to_string()} class="tp-mast" />
            <path d={sail} class="tp-sail" />
            <path d={hull} class="tp-hull" />
        </g>
    }
}

/// The ship icon as a small inline SVG for use in HTML text.
fn ship_badge(side: Seat) -> Html {
    html! {
        <svg class="tp-badge" viewBox="-16 -22 32 34" aria-hidden="true">{ ship_icon(side, 0.0, 0.0) }</svg>
    }
}
