//! The viewer's hand: each card with its effect, and Play / Discard-for-a-ship buttons (or the
//! hand-limit discard), each enabled exactly when the engine lists it. A disabled button says
//! why, in words shown on the page and tied to it by `aria-describedby`; the card just drawn is
//! marked "New" (a word and a ring, not a colour alone).

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
    let mine = !props.legal.is_empty();
    let discarding = v.step == Step::DiscardDown && v.turn == me;
    // The cards drawn this turn, as the engine counts them (a copy is new once per copy drawn).
    let mut new_left = if mine && v.turn == me {
        v.drawn.clone()
    } else {
        Vec::new()
    };
    // Why no card can be played now, when that holds for the whole hand.
    let hand_why = match v.step {
        Step::Over => Some("tripoli.ui.why.over"),
        _ if !mine => Some("tripoli.ui.why.not_turn"),
        Step::Draw => Some("tripoli.ui.why.draw_first"),
        Step::Choice => Some("tripoli.ui.why.finish_card"),
        Step::Action | Step::DiscardDown => None,
    };
    let button = |action: Action,
                  testid: String,
                  text: String,
                  label: String,
                  class: &'static str,
                  why: Option<String>| {
        let enabled = props.legal.contains(&action);
        let onclick = props.on_action.reform(move |_: MouseEvent| action);
        let described = if enabled { None } else { why };
        html! {
            <button class={classes!("button", class)} data-testid={testid} disabled={!enabled} {onclick}
                aria-label={label} aria-describedby={described}>{ text }</button>
        }
    };
    let cards = v.hand.iter().map(|&id| {
        let def = card(me, id);
        let name = i18n.t(def.key);
        let why_id = format!("tp-card-why-{id}");
        // This card's own reason, when the step lets cards be played but not this one.
        let card_why = (hand_why.is_none() && !discarding).then(|| {
            let play = !props.legal.contains(&Action::Play { card: id });
            let ship = !props.legal.contains(&Action::DiscardForShip { card: id });
            let mut keys = [play.then(|| v.play_refusal(id)).flatten(), ship.then_some("tripoli.illegal.no_reserve")]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>();
            keys.dedup();
            keys.iter().map(|k| i18n.t(k)).collect::<Vec<_>>().join(" ")
        }).filter(|why| !why.is_empty());
        let why_ref = if card_why.is_some() { Some(why_id.clone()) } else { hand_why.map(|_| "tp-hand-why".to_string()) };
        let controls = if discarding {
            button(Action::DiscardDown { card: id }, format!("discard-down-{id}"), i18n.t("tripoli.ui.discard_down"),
                i18n.tf("tripoli.ui.discard_down_card", std::slice::from_ref(&name)), "danger", why_ref.clone())
        } else {
            html! { <>
                { button(Action::Play { card: id }, format!("play-{id}"), i18n.t("tripoli.ui.play"),
                    i18n.tf("tripoli.ui.play_card", std::slice::from_ref(&name)), "primary", why_ref.clone()) }
                { button(Action::DiscardForShip { card: id }, format!("discard-{id}"), i18n.t("tripoli.ui.discard_for_ship"),
                    i18n.tf("tripoli.ui.discard_for_ship_card", std::slice::from_ref(&name)), "", why_ref.clone()) }
            </> }
        };
        let tip = format!("tp-card-tip-{id}");
        let new = new_left.iter().position(|&d| d == id).map(|i| new_left.swap_remove(i)).is_some();
        html! {
            <li class={classes!("tp-card", format!("kind-{}", kind(def.effect)), format!("side-{me}"), new.then_some("new"))}
                data-testid={format!("card-{id}")} data-kind={kind(def.effect)} data-new={new.to_string()}>
                <strong class="tp-card-head tp-card-name" tabindex="0" aria-describedby={tip.clone()}>
                    if new { <span class="tp-card-new" data-testid="card-new">{ i18n.t("tripoli.ui.new_card") }</span>{ " " } }
                    { name }
                </strong>
                <span class="tp-card-effect" id={tip}>
                    <span class="tp-card-kind">{ i18n.t(&format!("tripoli.ui.kind.{}", kind(def.effect))) }</span>{ " " }
                    { effect_text(&i18n, def.effect) }
                </span>
                <span class="tp-card-controls">{ controls }</span>
                if let Some(why) = card_why {
                    <span class="tp-card-why" id={why_id} data-testid={format!("why-{id}")}>{ why }</span>
                }
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
            if let (Some(key), false) = (hand_why, v.hand.is_empty()) {
                <p class="tp-hand-why" id="tp-hand-why" data-testid="hand-why">{ i18n.t(key) }</p>
            }
            <ul class="tp-hand" data-testid="hand">{ for cards }</ul>
            if v.hand.is_empty() {
                <p class="muted">{ i18n.t("tripoli.ui.hand_empty") }</p>
            }
        </section>
    }
}
