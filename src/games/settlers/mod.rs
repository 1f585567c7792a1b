//! The settlers game in the app: the island map, dice, hand and development cards, trade panel
//! and every player's public counts.

mod aid;
pub(crate) mod art;
pub(crate) mod board;
pub(crate) mod dice;
mod hand;
mod lesson;
mod options;
mod pieces;
mod players;
mod stats;
mod status;
mod story;
mod trade;

use crate::games::{BoardProps, GameUi, OptionsProps};
use crate::i18n::I18n;
use crate::widgets::viewport::window_and_height;
use takhte_engine::games::settlers::board::NONE;
use takhte_engine::games::settlers::content::{
    Resource, KNIGHT, MONOPOLY, RESOURCE_KEYS, ROAD_BUILDING, YEAR_OF_PLENTY,
};
use takhte_engine::games::settlers::{Action, Settlers, View};
use takhte_engine::{LogEntry, Seat};
use yew::prelude::*;

impl GameUi for Settlers {
    const HIDES_INFORMATION: bool = true;
    const SEAT_COLOURS: &'static [&'static str] = &["#c8372d", "#2a62b8", "#e0821f", "#7d7a6c"];
    fn pieces(i18n: &I18n) -> Vec<crate::games::Piece> {
        pieces::pieces(i18n)
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! { <Table ..props /> }
    }

    fn seat_key(seat: Seat) -> String {
        format!("settlers.seat.{seat}")
    }

    fn emblem() -> Html {
        html! { <>
            <rect width="120" height="80" fill="#cfe6f5" />
            { for [(40.0, 26.0, "#5a9e4b"), (60.0, 26.0, "#e3c15a"), (50.0, 43.0, "#b5562f"), (70.0, 43.0, "#8f9aa3"), (30.0, 43.0, "#a4cf6a"), (40.0, 60.0, "#e3c15a"), (60.0, 60.0, "#5a9e4b")].iter().map(|(x, y, c)| {
                let pts: Vec<String> = (0..6).map(|i| { let a = std::f64::consts::PI / 3.0 * f64::from(i) + std::f64::consts::PI / 6.0;
                    format!("{:.1},{:.1}", x + 11.0 * a.cos(), y + 11.0 * a.sin()) }).collect();
                html! { <polygon points={pts.join(" ")} fill={*c} stroke="#f7f1dc" stroke-width="1.5" /> }
            }) }
        </> }
    }

    fn options_form(props: OptionsProps<Self>) -> Html {
        html! { <options::OptionsForm ..props /> }
    }

    fn options_summary(options: &Self::Options, i18n: &I18n) -> Vec<String> {
        options::summary(options, i18n)
    }

    fn story(i18n: &I18n, run: &[(Seat, LogEntry)], names: &[String]) -> Option<Vec<String>> {
        story::story(i18n, run, names)
    }
}

/// Catalogue keys of the terrains, by terrain code (5 is the desert).
const TERRAIN_KEYS: [&str; 6] = [
    "settlers.terrain.forest",
    "settlers.terrain.hills",
    "settlers.terrain.pasture",
    "settlers.terrain.fields",
    "settlers.terrain.mountains",
    "settlers.terrain.desert",
];

/// Short English-independent class names of the resources (CSS colours, test ids).
const RES_SLUGS: [&str; 5] = ["wood", "brick", "wool", "wheat", "ore"];

/// The translated name of a resource.
fn res_name(i18n: &I18n, r: Resource) -> String {
    i18n.t(RESOURCE_KEYS[r as usize])
}

/// A hex named for people: "forest 8", or "desert".
fn hex_name(i18n: &I18n, v: &View, h: usize) -> String {
    let terrain = i18n.t(TERRAIN_KEYS[v.terrain[h] as usize]);
    match v.tokens[h] {
        0 => terrain,
        t => i18n.tf("settlers.ui.hex_name", &[terrain, i18n.num(t)]),
    }
}

/// A seat's marker shape (circle, square, triangle, diamond) centred on `(x, y)`, so that
/// players differ by shape as well as colour.
fn seat_shape(seat: usize, x: f64, y: f64, s: f64) -> Html {
    match seat {
        0 => html! { <circle class="mark" cx={f(x)} cy={f(y)} r={f(s)} /> },
        1 => {
            html! { <rect class="mark" x={f(x - s)} y={f(y - s)} width={f(2.0 * s)} height={f(2.0 * s)} /> }
        }
        2 => {
            html! { <path class="mark" d={format!("M{} {}L{} {}L{} {}Z", f(x), f(y - 1.2 * s), f(x + 1.1 * s), f(y + 0.8 * s), f(x - 1.1 * s), f(y + 0.8 * s))} /> }
        }
        _ => {
            html! { <path class="mark" d={format!("M{} {}L{} {}L{} {}L{} {}Z", f(x), f(y - 1.3 * s), f(x + 1.2 * s), f(y), f(x), f(y + 1.3 * s), f(x - 1.2 * s), f(y))} /> }
        }
    }
}

/// A seat's colour swatch with its shape, for use in running text.
fn seat_badge(seat: usize) -> Html {
    html! {
        <svg class={classes!("seat-badge", format!("seat-{seat}"))} viewBox="-10 -10 20 20" aria-hidden="true">
            <rect class="swatch" x="-9" y="-9" width="18" height="18" rx="4" />
            { seat_shape(seat, 0.0, 0.0, 4.5) }
        </svg>
    }
}

/// A coordinate written for SVG with one decimal.
fn f(x: f64) -> String {
    format!("{x:.1}")
}

/// Keyboard activation for SVG targets: Enter or Space sends `value` (and Space does not scroll).
fn on_key<T: Copy + 'static>(callback: &Callback<T>, value: T) -> Callback<KeyboardEvent> {
    let callback = callback.clone();
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            callback.emit(value);
        }
    })
}

/// The seat name, or a dash for "nobody" (255).
fn holder(names: &[String], seat: u8) -> Option<String> {
    (seat != NONE).then(|| names[seat as usize].clone())
}

/// Scrolls `stage` so that it starts at the top of the window when it is not wholly in view
/// (its CSS scroll margin leaves room for a sticky bar above it).
fn bring_into_view(stage: &NodeRef) {
    let Some(el) = stage.cast::<web_sys::Element>() else {
        return;
    };
    let Some((_, height)) = window_and_height() else {
        return;
    };
    let rect = el.get_bounding_client_rect();
    if rect.top() < 0.0 || rect.bottom() > height {
        el.scroll_into_view_with_bool(true);
    }
}

/// The whole table: the stage (prompt, action bar, trade composer when open, and the map) and
/// below it the hand and the players; holds the robber hex being chosen and whether the trade
/// composer is open.
#[function_component]
fn Table(props: &BoardProps<Settlers>) -> Html {
    let robber_hex = use_state(|| None::<u8>);
    let trading = use_state(|| false);
    let stage = use_node_ref();
    // Only a hex that still has legal robber moves stays selected.
    let selected = robber_hex.filter(|&h| {
        props
            .legal
            .iter()
            .any(|a| matches!(a, Action::MoveRobber { hex, .. } if *hex == h))
    });
    // When a new question is put to the viewer, the stage (prompt, buttons, map) comes into view.
    {
        let stage = stage.clone();
        let asked = !props.legal.is_empty();
        let deps = (
            props.view.seat,
            std::mem::discriminant(&props.view.phase),
            asked,
        );
        use_effect_with(deps, move |&(_, _, asked)| {
            if asked {
                bring_into_view(&stage);
            }
        });
    }
    let on_robber_hex = {
        let robber_hex = robber_hex.clone();
        let legal = props.legal.clone();
        let on_action = props.on_action.clone();
        Callback::from(move |h: u8| {
            let moves: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::MoveRobber { hex, .. } if *hex == h))
                .collect();
            match moves.as_slice() {
                [only] => {
                    robber_hex.set(None);
                    on_action.emit(*only);
                }
                [] => {}
                _ => robber_hex.set(Some(h)),
            }
        })
    };
    let on_action = {
        let robber_hex = robber_hex.clone();
        props.on_action.reform(move |a: Action| {
            robber_hex.set(None);
            a
        })
    };
    let on_trade = {
        let trading = trading.clone();
        Callback::from(move |_: MouseEvent| trading.set(!*trading))
    };
    let rolled = props
        .recent
        .iter()
        .any(|(_, a)| matches!(a, Action::RollDice));
    let played = props.recent.iter().rev().find_map(|&(seat, a)| {
        let card = match a {
            Action::PlayKnight => KNIGHT,
            Action::PlayRoadBuilding => ROAD_BUILDING,
            Action::PlayYearOfPlenty { .. } => YEAR_OF_PLENTY,
            Action::PlayMonopoly { .. } => MONOPOLY,
            _ => return None,
        };
        Some((seat, card))
    });
    html! {
        <div class="settlers" data-testid="board">
            <div class="settlers-stage" ref={stage}>
                <status::Status view={props.view.clone()} legal={props.legal.clone()} on_action={on_action.clone()}
                    names={props.names.clone()} robber_hex={selected} trading={*trading} {on_trade} {rolled} {played}
                    dev_cards={html! { <hand::Hand view={props.view.clone()} legal={props.legal.clone()} on_action={on_action.clone()}
                        names={props.names.clone()} in_bar=true /> }} />
                <trade::Trade view={props.view.clone()} legal={props.legal.clone()} on_action={on_action.clone()}
                    names={props.names.clone()} open={*trading} recent={props.recent.clone()} />
                <board::Map view={props.view.clone()} legal={props.legal.clone()} on_action={on_action.clone()}
                    on_robber_hex={on_robber_hex} robber_hex={selected} recent={props.recent.clone()} />
            </div>
            <div class="settlers-panel">
                <hand::Hand view={props.view.clone()} legal={props.legal.clone()} on_action={on_action}
                    names={props.names.clone()} in_bar=false />
                <players::Players view={props.view.clone()} names={props.names.clone()} />
            </div>
        </div>
    }
}
