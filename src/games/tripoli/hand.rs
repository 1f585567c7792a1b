//! The viewer's hand: each card with its effect, and Play / Discard-for-a-ship buttons (or the
//! hand-limit discard), each enabled exactly when the engine lists it.

use super::{effect_text, kind};
use crate::games::BoardProps;
use crate::i18n::I18n;
use takhte_engine::games::tripoli::content::card;
use takhte_engine::games::tripoli::{Action, Step, Tripoli, HAND_LIMIT};
use yew::prelude::*;

/// The hand as a row of cards.
#[function_component]
pub fn Hand(props: &BoardProps<Tripoli>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let me = v.seat;
    let discarding = v.step == Step::DiscardDown && v.turn == me;
    let button = |action: Action,
                  testid: String,
                  text: String,
                  label: String,
                  class: &'static str| {
        let enabled = props.legal.contains(&action);
        let onclick = props.on_action.reform(move |_: MouseEvent| action);
        html! {
            <button class={classes!("button", class)} data-testid={testid} disabled={!enabled} {onclick}
                aria-label={label}>{ text }</button>
        }
    };
    let cards = v.hand.iter().map(|&id| {
        let def = card(me, id);
        let name = i18n.t(def.key);
        let controls = if discarding {
            button(Action::DiscardDown { card: id }, format!("discard-down-{id}"), i18n.t("tripoli.ui.discard_down"),
                i18n.tf("tripoli.ui.discard_down_card", std::slice::from_ref(&name)), "danger")
        } else {
            html! { <>
                { button(Action::Play { card: id }, format!("play-{id}"), i18n.t("tripoli.ui.play"),
                    i18n.tf("tripoli.ui.play_card", std::slice::from_ref(&name)), "primary") }
                { button(Action::DiscardForShip { card: id }, format!("discard-{id}"), i18n.t("tripoli.ui.discard_for_ship"),
                    i18n.tf("tripoli.ui.discard_for_ship_card", std::slice::from_ref(&name)), "") }
            </> }
        };
        let tip = format!("tp-card-tip-{id}");
        html! {
            <li class={classes!("tp-card", format!("kind-{}", kind(def.effect)), format!("side-{me}"))}
                data-testid={format!("card-{id}")} data-kind={kind(def.effect)}>
                <strong class="tp-card-head tp-card-name" tabindex="0" aria-describedby={tip.clone()}>{ name }</strong>
                <span class="tp-card-effect" id={tip}>
                    <span class="tp-card-kind">{ i18n.t(&format!("tripoli.ui.kind.{}", kind(def.effect))) }</span>{ " " }
                    { effect_text(&i18n, def.effect) }
                </span>
                <span class="tp-card-controls">{ controls }</span>
            </li>
        }
    });
    html! {
        <section class="tp-hand-wrap" aria-labelledby="tp-hand-title">
            <h3 id="tp-hand-title">
                { i18n.tf("tripoli.ui.hand_of", &[props.names[me].clone(), i18n.num(v.hand.len())]) }
            </h3>
            if discarding {
                <p class="notice" data-testid="discard-down-notice">
                    { i18n.tf("tripoli.ui.over_limit", &[i18n.num(HAND_LIMIT), i18n.num(v.hand.len())]) }</p>
            }
            <ul class="tp-hand" data-testid="hand">{ for cards }</ul>
            if v.hand.is_empty() {
                <p class="muted">{ i18n.t("tripoli.ui.hand_empty") }</p>
            }
        </section>
    }
}
