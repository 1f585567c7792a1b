//! The state of the turn and of the game: whose turn and what step, the 12-point target and
//! the end it triggers, and what happened in the last turn (a bust shown plainly).

use super::art::card_art;
use super::card::ability_text;
use super::icons::{kind_class, kind_icon};
use super::seat_badge;
use crate::games::BoardProps;
use crate::i18n::I18n;
use takhte_engine::games::port_royal::content::{card, Kind};
use takhte_engine::games::port_royal::{Action, PortRoyal, Step};
use takhte_engine::Seat;
use yew::prelude::*;

/// The step line, the target and the end of the game.
#[function_component]
pub fn Status(props: &BoardProps<PortRoyal>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let name = props.names[v.active].clone();
    let mine = !props.legal.is_empty();
    let step = match (v.step, mine) {
        (Step::Over, _) => i18n.t("port_royal.step.over"),
        (Step::Reveal, true) => i18n.t("port_royal.step.reveal"),
        (Step::Purchase, true) => i18n.t("port_royal.step.purchase"),
        (Step::Reveal, false) => i18n.tf("port_royal.ui.step_reveal_other", &[name]),
        (Step::Purchase, false) => i18n.tf("port_royal.ui.step_purchase_other", &[name]),
    };
    html! {
        <div class="pr-status">
            <p class="pr-step">
                if v.step != Step::Over {
                    { seat_badge(v.active) }
                }
                <span data-testid="step" data-step={format!("{:?}", v.step).to_lowercase()}>{ step }</span>
            </p>
            <p class="pr-target" data-testid="target">{ i18n.tf("port_royal.ui.target", &[i18n.num(v.options.target_points)]) }</p>
            if let Some(end) = v.end {
                <p class="notice warn pr-end" role="status" data-testid="end-trigger" data-seat={end.seat.to_string()}
                    data-turns-left={end.turns_left.to_string()}>
                    if v.step == Step::Over {
                        { i18n.tf("port_royal.ui.end_over", &[props.names[end.seat].clone(), i18n.num(v.options.target_points)]) }
                    } else {
                        { i18n.tf("port_royal.label.end", &[props.names[end.seat].clone(), i18n.num(end.turns_left)]) }
                    }
                </p>
            }
            if v.deck_ran_out {
                <p class="notice warn" data-testid="deck-ran-out">{ i18n.t("port_royal.label.deck_ran_out") }</p>
            }
        </div>
    }
}

/// How many cards `seat` revealed in its last turn, when that turn is among the moves since
/// the viewer last acted (its own actions at the end of `recent`).
fn revealed_by(recent: &[(Seat, Action)], seat: Seat) -> Option<usize> {
    let own = recent
        .iter()
        .rev()
        .take_while(|(s, _)| *s == seat)
        .collect::<Vec<_>>();
    (!own.is_empty()).then(|| own.iter().filter(|(_, a)| *a == Action::Draw).count())
}

/// The last finished turn: a red bust banner, or what was bought and banked. While it is
/// another seat's move the viewer has not answered yet, it is marked as the last move.
#[function_component]
pub fn LastTurn(props: &BoardProps<PortRoyal>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let Some(last) = props.view.last else {
        return html! {};
    };
    let name = props.names[last.seat].clone();
    let revealed = revealed_by(&props.recent, last.seat).filter(|_| props.view.active != last.seat);
    let revealed_line = revealed.map(|n| html! {
        <span class="pr-revealed">{ i18n.tf("port_royal.ui.revealed", &[name.clone(), i18n.num(n)]) }{ " " }</span>
    });
    let recent = revealed.is_some().to_string();
    if last.busted {
        return html! {
            <div class="pr-bust" role="status" data-testid="bust" data-seat={last.seat.to_string()} data-recent={recent}>
                { kind_icon(Kind::Pirate) }{ kind_icon(Kind::Pirate) }
                <div>
                    { for revealed_line }
                    <strong>{ i18n.tf("port_royal.label.bust", std::slice::from_ref(&name)) }</strong>
                    if last.banked > 0 {
                        <span>{ " " }{ i18n.tf("port_royal.ui.jester_gold", &[name, i18n.num(last.banked)]) }</span>
                    }
                </div>
            </div>
        };
    }
    let text = match last.bought {
        Some(c) => i18n.tf(
            "port_royal.ui.last_bought",
            &[
                name,
                i18n.t(card(c).name),
                i18n.num(last.paid),
                i18n.num(last.banked),
            ],
        ),
        None => i18n.tf("port_royal.ui.last_banked", &[name, i18n.num(last.banked)]),
    };
    let bought = last.bought.map(|c| {
        html! {
            <span class={classes!("pr-bought", kind_class(card(c).kind))}>
                { card_art(c) }
                if let Some(effect) = ability_text(&i18n, card(c).ability) {
                    <span class="pr-bought-effect">{ effect }</span>
                }
            </span>
        }
    });
    html! {
        <div class={classes!("pr-last", revealed.is_some().then_some("recent"))} role="status" data-testid="last-turn"
            data-seat={last.seat.to_string()} data-bought={last.bought.map(|c| c.to_string())} data-recent={recent}>
            { seat_badge(last.seat) }
            <p>
                <span class="pr-last-title">{ i18n.t(if revealed.is_some() { "port_royal.ui.last_move" } else { "port_royal.ui.last_turn" }) }</span>
                { " " }{ for revealed_line }{ text }
            </p>
            <>{ for bought }</>
        </div>
    }
}
