//! Above the map: what to do now, the last roll, the action bar (roll, buy, trade, end), and
//! the steps that need a choice off the map (discarding after a 7, choosing whom to rob).

use super::art::icon;
use super::dice::Dice;
use super::hand::dev_name;
use super::trade::cards;
use super::{res_name, seat_badge, RES_SLUGS};
use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::settlers::board::NONE;
use takhte_engine::games::settlers::content::RESOURCES;
use takhte_engine::games::settlers::{Action, Phase, View};
use yew::prelude::*;

/// Properties of [`Status`].
#[derive(Properties, PartialEq)]
pub struct StatusProps {
    /// The viewer's view.
    pub view: Rc<View>,
    /// The viewer's legal actions.
    pub legal: Rc<Vec<Action>>,
    /// Sends a chosen action.
    pub on_action: Callback<Action>,
    /// Seat names.
    pub names: Rc<Vec<String>>,
    /// The hex chosen for the robber, waiting for a victim.
    pub robber_hex: Option<u8>,
    /// Whether the trade composer is open.
    pub trading: bool,
    /// Opens or closes the trade composer.
    pub on_trade: Callback<MouseEvent>,
    /// True when the roll shown was made by another seat since the viewer last acted.
    pub rolled: bool,
    /// The last development card another seat played since the viewer last acted: (seat, card).
    pub played: Option<(usize, usize)>,
    /// The viewer's development cards with their play buttons, shown in the action bar.
    pub dev_cards: Html,
}

/// The phase told to the player who must act.
fn phase_text(i18n: &I18n, v: &View, robber_hex: Option<u8>) -> String {
    match v.phase {
        Phase::Setup { vertex, .. } if vertex == NONE => i18n.t("settlers.phase.setup_settlement"),
        Phase::Setup { .. } => i18n.t("settlers.phase.setup_road"),
        Phase::Roll => i18n.t("settlers.phase.roll"),
        Phase::Discard { left } => i18n.tf(
            "settlers.ui.discard_left",
            &[i18n.num(left[v.seat as usize])],
        ),
        Phase::Robber if robber_hex.is_some() => i18n.t("settlers.ui.choose_victim"),
        Phase::Robber => i18n.t("settlers.ui.choose_robber_hex"),
        Phase::Main => i18n.t("settlers.phase.main"),
        Phase::RoadBuilding { left } => i18n.tf("settlers.ui.free_roads", &[i18n.num(left)]),
        Phase::Respond { .. } => i18n.t("settlers.phase.respond"),
        Phase::Confirm { .. } => i18n.t("settlers.phase.confirm"),
        Phase::Over => i18n.t("settlers.phase.over"),
    }
}

/// What the others are doing, told to someone who waits.
fn waiting_text(i18n: &I18n, v: &View, names: &[String]) -> String {
    let Some(s) = v.to_act else {
        return match v.winner {
            w if w != NONE => i18n.tf("settlers.ui.winner", &[names[w as usize].clone()]),
            _ => i18n.t("settlers.phase.over"),
        };
    };
    let who = names[s as usize].clone();
    let key = match v.phase {
        Phase::Setup { .. } => "settlers.ui.others_setup",
        Phase::Roll => "settlers.ui.others_roll",
        Phase::Discard { .. } => "settlers.ui.others_discard",
        Phase::Robber => "settlers.ui.others_robber",
        Phase::RoadBuilding { .. } => "settlers.ui.others_road_building",
        Phase::Respond { .. } => "settlers.ui.others_respond",
        Phase::Confirm { .. } => "settlers.ui.others_confirm",
        Phase::Main | Phase::Over => "settlers.ui.others_main",
    };
    i18n.tf(key, &[who])
}

/// The prompt bar.
#[function_component]
pub fn Status(props: &StatusProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let legal = &props.legal;
    let my_turn = !legal.is_empty();
    let prompt = if my_turn {
        phase_text(&i18n, v, props.robber_hex)
    } else {
        waiting_text(&i18n, v, &props.names)
    };
    let button = |action: Action, key: &str, testid: &str, primary: bool| {
        let enabled = legal.contains(&action);
        let onclick = props.on_action.reform(move |_: MouseEvent| action);
        html! {
            <button class={classes!("button", (primary && enabled).then_some("primary"))} disabled={!enabled}
                {onclick} data-testid={testid.to_string()}>{ i18n.t(key) }</button>
        }
    };
    let discards = legal.iter().any(|a| matches!(a, Action::Discard { .. })).then(|| {
        let buttons = RESOURCES.iter().map(|&r| {
            let action = Action::Discard { resource: r };
            let enabled = legal.contains(&action);
            let onclick = props.on_action.reform(move |_: MouseEvent| action);
            let label = i18n.tf("settlers.ui.discard_one", &[res_name(&i18n, r)]);
            html! {
                <button class={classes!("button", "res-button", RES_SLUGS[r as usize])} disabled={!enabled} {onclick}
                    aria-label={label.clone()} title={label} data-testid={format!("discard-{}", RES_SLUGS[r as usize])}>
                    { icon(r as u8) }<span>{ res_name(&i18n, r) }</span><span class="count">{ i18n.num(v.hand[r as usize]) }</span>
                </button>
            }
        });
        html! { <div class="res-grid" data-testid="discard">{ for buttons }</div> }
    });
    let owing = match v.phase {
        Phase::Discard { left } => (0..v.players as usize)
            .filter(|&s| left[s] > 0)
            .map(|s| {
                i18n.tf(
                    "settlers.ui.owes",
                    &[props.names[s].clone(), i18n.num(left[s])],
                )
            })
            .collect::<Vec<_>>(),
        _ => Vec::new(),
    };
    let victims = props.robber_hex.map(|h| {
        let buttons = legal.iter().filter_map(|a| match *a {
            Action::MoveRobber { hex, steal_from: Some(s) } if hex == h => Some((*a, s as usize)),
            _ => None,
        }).map(|(action, s)| {
            let onclick = props.on_action.reform(move |_: MouseEvent| action);
            html! {
                <button class="button" {onclick} data-testid={format!("victim-{s}")}>
                    { seat_badge(s) }{ i18n.tf("settlers.ui.rob", &[props.names[s].clone(), i18n.num(v.public[s].cards)]) }
                </button>
            }
        });
        html! { <div class="choice-row" data-testid="victims">{ for buttons }</div> }
    });
    // Answering an offer: the question sits here, next to the map, where the person looks.
    let answer = match v.phase {
        Phase::Respond { offer, .. } if legal.contains(&Action::DeclineTrade) => {
            let act = |a: Action| props.on_action.reform(move |_: MouseEvent| a);
            Some(html! {
                <div class="choice-row answer">
                    <span>{ i18n.tf("settlers.ui.you_would", &[cards(&i18n, &offer.get), cards(&i18n, &offer.give)]) }</span>
                    <button class="button primary" disabled={!legal.contains(&Action::AcceptTrade)} onclick={act(Action::AcceptTrade)}
                        data-testid="accept-trade">{ i18n.t("settlers.ui.accept") }</button>
                    <button class="button" onclick={act(Action::DeclineTrade)}
                        data-testid="decline-trade">{ i18n.t("settlers.ui.decline") }</button>
                </div>
            })
        }
        _ => None,
    };
    let active = v.active as usize;
    let can_trade = matches!(v.phase, Phase::Main) && legal.contains(&Action::EndTurn);
    html! {
        <div class="settlers-status">
            <div class="status-line">
                <div class="prompt">
                    <span class="active-seat">{ seat_badge(active) }
                        if matches!(v.phase, Phase::Setup { .. }) {
                            { i18n.tf("settlers.ui.setup_of", &[props.names[active].clone()]) }
                        } else {
                            { i18n.tf("settlers.ui.turn_of", &[props.names[active].clone(), i18n.num(v.turn + 1)]) }
                        }
                    </span>
                    <strong class={classes!("step", my_turn.then_some("mine"))} data-testid="step">{ prompt }</strong>
                    if !owing.is_empty() {
                        <span class="muted" data-testid="owing">{ i18n.list(&owing) }</span>
                    }
                </div>
                <Dice key={format!("{}-{}", v.turn, v.rolled)} dice={v.dice} fresh={v.rolled} recent={props.rolled} />
                <div class="turn-buttons">
                    { button(Action::RollDice, "settlers.ui.roll", "roll", true) }
                    { button(Action::BuyDevelopment, "settlers.ui.buy_dev", "buy-dev", false) }
                    <button class={classes!("button", (props.trading && can_trade).then_some("pressed"))} disabled={!can_trade}
                        onclick={props.on_trade.clone()} aria-expanded={(props.trading && can_trade).to_string()}
                        data-testid="trade-open">{ i18n.t("settlers.ui.trade") }</button>
                    { button(Action::EndTurn, "settlers.ui.end_turn", "end-turn", true) }
                    { props.dev_cards.clone() }
                </div>
            </div>
            if let Some((seat, card)) = props.played {
                <p class="played-dev" data-testid="played-dev">
                    { seat_badge(seat) }{ i18n.tf("settlers.ui.played_dev", &[props.names[seat].clone()]) }{ " " }
                    { dev_name(&i18n, card, "played") }
                </p>
            }
            <>{ for discards }</>
            <>{ for victims }</>
            <>{ for answer }</>
        </div>
    }
}
