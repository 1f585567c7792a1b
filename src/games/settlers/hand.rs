//! The viewer's own cards: resources, development cards with their play buttons (and the
//! resource pickers of Year of Plenty and Monopoly), and the building costs.

use super::art::icon;
use super::{res_name, RES_SLUGS};
use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::settlers::content::{
    Resource, CITY_COST, DEV_COST, DEV_KEYS, KNIGHT, MONOPOLY, RESOURCES, ROAD_BUILDING, ROAD_COST,
    SETTLEMENT_COST, VICTORY_POINT, YEAR_OF_PLENTY,
};
use takhte_engine::games::settlers::{Action, View};
use yew::prelude::*;

/// Properties of [`Hand`].
#[derive(Properties, PartialEq)]
pub struct HandProps {
    /// The viewer's view.
    pub view: Rc<View>,
    /// The viewer's legal actions.
    pub legal: Rc<Vec<Action>>,
    /// Sends a chosen action.
    pub on_action: Callback<Action>,
    /// Seat names.
    pub names: Rc<Vec<String>>,
    /// True for the development cards in the action bar (with their play buttons and pickers,
    /// so they are in view with the map); false for the resource cards and costs below the map.
    pub in_bar: bool,
}

/// Test-id slugs of the development cards.
const DEV_SLUGS: [&str; 5] = [
    "knight",
    "road-building",
    "year-of-plenty",
    "monopoly",
    "victory-point",
];

/// Catalogue keys of what each development card does, by card.
const DEV_HELP: [&str; 5] = [
    "settlers.ui.help.knight",
    "settlers.ui.help.road_building",
    "settlers.ui.help.year_of_plenty",
    "settlers.ui.help.monopoly",
    "settlers.ui.help.victory_point",
];

/// A development card's name that tells its full effect on hover, on keyboard focus and on a
/// press (a touch focuses it): the effect is also its accessible description. `place` keeps
/// the ids apart when the same card shows twice on the page.
pub fn dev_name(i18n: &I18n, k: usize, place: &str) -> Html {
    let id = format!("dev-help-{place}-{}", DEV_SLUGS[k]);
    html! {
        <span class="dev-name" tabindex="0" aria-describedby={id.clone()} data-testid={format!("dev-name-{place}-{}", DEV_SLUGS[k])}>
            { i18n.t(DEV_KEYS[k]) }
            <span class="dev-help" role="tooltip" id={id} data-testid={format!("dev-help-{place}-{}", DEV_SLUGS[k])}>
                <b>{ i18n.t("settlers.ui.card_help") }{ ": " }</b>{ i18n.t(DEV_HELP[k]) }
            </span>
        </span>
    }
}

/// A cost written as small resource chips.
fn cost(i18n: &I18n, c: &[u8; 5]) -> Html {
    html! { <span class="cost">{ for RESOURCES.iter().filter(|&&r| c[r as usize] > 0).map(|&r| html! {
        <span class={classes!("chip", RES_SLUGS[r as usize])}>{ i18n.num(c[r as usize]) }{ " " }{ res_name(i18n, r) }</span>
    }) }</span> }
}

/// The hand, the development cards and the cost card.
#[function_component]
pub fn Hand(props: &HandProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    // Which card's picker is open (Year of Plenty or Monopoly), and Year of Plenty's first pick.
    let picker = use_state(|| None::<usize>);
    let first = use_state(|| None::<Resource>);
    let v = &props.view;
    let legal = &props.legal;
    let me = v.seat as usize;
    // The last change of this seat's hand (production, trades, thefts), shown until the next one.
    let last = use_mut_ref(|| (v.seat, v.hand, [0i16; 5]));
    let delta = {
        let mut last = last.borrow_mut();
        if last.0 != v.seat {
            *last = (v.seat, v.hand, [0; 5]);
        } else if last.1 != v.hand {
            let change = std::array::from_fn(|r| i16::from(v.hand[r]) - i16::from(last.1[r]));
            *last = (v.seat, v.hand, change);
        }
        last.2
    };

    // A card is keyed by its count, so a card whose count changed is drawn anew (its change pops
    // in again) and the others are left as they are.
    let resources = RESOURCES.iter().map(|&r| {
        let n = v.hand[r as usize];
        let d = delta[r as usize];
        html! {
            <li key={format!("{}-{n}", RES_SLUGS[r as usize])} class={classes!("res-card", RES_SLUGS[r as usize], (n == 0).then_some("empty"))}
                data-testid={format!("hand-{}", RES_SLUGS[r as usize])} data-count={n.to_string()}>
                { icon(r as u8) }
                <span class="res-count">{ i18n.num(n) }</span>
                <span class="res-name">{ res_name(&i18n, r) }</span>
                if d != 0 {
                    <span class={classes!("res-delta", (d < 0).then_some("loss"))} dir="ltr" data-testid={format!("delta-{}", RES_SLUGS[r as usize])}>
                        { if d > 0 { "+" } else { "−" } }{ i18n.num(d.unsigned_abs()) }
                    </span>
                }
            </li>
        }
    });

    let yop_legal: Vec<(Resource, Resource)> = legal
        .iter()
        .filter_map(|a| match *a {
            Action::PlayYearOfPlenty { first, second } => Some((first, second)),
            _ => None,
        })
        .collect();
    let mono_legal: Vec<Resource> = legal
        .iter()
        .filter_map(|a| match *a {
            Action::PlayMonopoly { resource } => Some(resource),
            _ => None,
        })
        .collect();
    let open = picker.filter(|&k| {
        (k == YEAR_OF_PLENTY && !yop_legal.is_empty()) || (k == MONOPOLY && !mono_legal.is_empty())
    });

    let devs = (0..5).filter(|&k| v.devs[k] > 0).map(|k| {
        let name = i18n.t(DEV_KEYS[k]);
        let new = v.bought[k];
        let play = match k {
            KNIGHT => Some((legal.contains(&Action::PlayKnight), Some(Action::PlayKnight))),
            ROAD_BUILDING => Some((legal.contains(&Action::PlayRoadBuilding), Some(Action::PlayRoadBuilding))),
            YEAR_OF_PLENTY => Some((!yop_legal.is_empty(), None)),
            MONOPOLY => Some((!mono_legal.is_empty(), None)),
            _ => None,
        };
        let button = play.map(|(enabled, action)| {
            let onclick = match action {
                Some(a) => props.on_action.reform(move |_: MouseEvent| a),
                None => {
                    let picker = picker.clone();
                    let first = first.clone();
                    Callback::from(move |_: MouseEvent| {
                        first.set(None);
                        picker.set(if *picker == Some(k) { None } else { Some(k) });
                    })
                }
            };
            let label = i18n.tf("settlers.ui.play_dev", std::slice::from_ref(&name));
            html! {
                <button class={classes!("button", enabled.then_some("primary"))} disabled={!enabled} {onclick}
                    aria-label={label} aria-expanded={action.is_none().then(|| (open == Some(k)).to_string())}
                    data-testid={format!("play-{}", DEV_SLUGS[k])}>{ i18n.t("settlers.ui.play") }</button>
            }
        });
        html! {
            <li class={classes!("dev-card", DEV_SLUGS[k])} data-testid={format!("dev-{}", DEV_SLUGS[k])} data-count={v.devs[k].to_string()}>
                { dev_name(&i18n, k, "hand") }
                <span class="dev-count">{ "× " }{ i18n.num(v.devs[k]) }</span>
                if new > 0 { <span class="badge">{ i18n.tf("settlers.ui.new_cards", &[i18n.num(new)]) }</span> }
                if k == VICTORY_POINT { <span class="muted">{ i18n.t("settlers.ui.hidden_point") }</span> }
                <>{ for button }</>
            </li>
        }
    });

    let pick_row = |testid: &str, items: Vec<(Resource, bool, Callback<MouseEvent>, bool)>| {
        html! {
            <div class="res-grid" data-testid={testid.to_string()}>
                { for items.into_iter().map(|(r, enabled, onclick, pressed)| html! {
                    <button class={classes!("button", "res-button", RES_SLUGS[r as usize])} disabled={!enabled} {onclick}
                        aria-pressed={pressed.to_string()} data-testid={format!("{testid}-{}", RES_SLUGS[r as usize])}>
                        { res_name(&i18n, r) }
                    </button>
                }) }
            </div>
        }
    };
    let picker_html = match open {
        Some(YEAR_OF_PLENTY) => {
            let items = RESOURCES
                .iter()
                .map(|&r| {
                    let (enabled, onclick) = match *first {
                        None => {
                            let first = first.clone();
                            (
                                yop_legal.iter().any(|&(a, b)| a == r || b == r),
                                Callback::from(move |_: MouseEvent| first.set(Some(r))),
                            )
                        }
                        Some(f) => {
                            let pair = (f.min(r), f.max(r));
                            let action = Action::PlayYearOfPlenty {
                                first: pair.0,
                                second: pair.1,
                            };
                            let picker = picker.clone();
                            let on_action = props.on_action.clone();
                            (
                                yop_legal.contains(&pair),
                                Callback::from(move |_: MouseEvent| {
                                    picker.set(None);
                                    on_action.emit(action);
                                }),
                            )
                        }
                    };
                    (r, enabled, onclick, *first == Some(r))
                })
                .collect();
            let hint = match *first {
                None => i18n.t("settlers.ui.yop_first"),
                Some(f) => i18n.tf("settlers.ui.yop_second", &[res_name(&i18n, f)]),
            };
            html! { <div class="picker"><p>{ hint }</p>{ pick_row("yop", items) }</div> }
        }
        Some(MONOPOLY) => {
            let items = RESOURCES
                .iter()
                .map(|&r| {
                    let action = Action::PlayMonopoly { resource: r };
                    let picker = picker.clone();
                    let on_action = props.on_action.clone();
                    (
                        r,
                        mono_legal.contains(&r),
                        Callback::from(move |_: MouseEvent| {
                            picker.set(None);
                            on_action.emit(action);
                        }),
                        false,
                    )
                })
                .collect();
            html! { <div class="picker"><p>{ i18n.t("settlers.ui.monopoly_pick") }</p>{ pick_row("monopoly", items) }</div> }
        }
        _ => html! {},
    };

    let any_devs = v.devs.iter().any(|&n| n > 0);
    if props.in_bar {
        return if any_devs {
            html! {
                <div class="bar-devs" role="group" aria-label={i18n.t("settlers.ui.dev_cards")}>
                    <ul class="dev-hand" data-testid="devs">{ for devs }</ul>
                    { picker_html }
                </div>
            }
        } else {
            html! {}
        };
    }
    html! {
        <section class="settlers-hand" aria-label={i18n.tf("settlers.ui.hand_of", &[props.names[me].clone()])}>
            <h3>{ i18n.tf("settlers.ui.hand_of", &[props.names[me].clone()]) }</h3>
            <ul class="res-hand" data-testid="hand">{ for resources }</ul>
            <h3>{ i18n.t("settlers.ui.dev_cards") }
                <span class="muted small">{ " " }{ i18n.tf("settlers.ui.deck_left", &[i18n.num(v.deck_size)]) }</span></h3>
            if !any_devs {
                <p class="muted" data-testid="no-devs">{ i18n.t("settlers.ui.no_devs") }</p>
            } else {
                <p class="muted small">{ i18n.t("settlers.ui.devs_above") }</p>
            }
            <details class="costs">
                <summary>{ i18n.t("settlers.ui.costs") }</summary>
                <ul>
                    <li>{ i18n.t("settlers.piece.road") }{ ": " }{ cost(&i18n, &ROAD_COST) }</li>
                    <li>{ i18n.t("settlers.piece.settlement") }{ ": " }{ cost(&i18n, &SETTLEMENT_COST) }</li>
                    <li>{ i18n.t("settlers.piece.city") }{ ": " }{ cost(&i18n, &CITY_COST) }</li>
                    <li>{ i18n.t("settlers.ui.dev_card") }{ ": " }{ cost(&i18n, &DEV_COST) }</li>
                </ul>
            </details>
        </section>
    }
}
