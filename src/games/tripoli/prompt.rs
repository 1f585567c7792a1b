//! The prompt: whose turn and what is asked, the draw buttons, the effect being resolved with its
//! ship-number buttons, and the pass button.

use super::{effect_text, kind, origin_def};
use crate::games::BoardProps;
use crate::i18n::I18n;
use takhte_engine::games::tripoli::content::{Effect, ZONE_DEFS};
use takhte_engine::games::tripoli::{Action, Need, Origin, Step, Tripoli};
use yew::prelude::*;

/// What is asked now, with a button for every kind of answer the step allows.
#[function_component]
pub fn Prompt(props: &BoardProps<Tripoli>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let legal = &props.legal;
    let mine = !legal.is_empty();
    let actor = props.names[v.turn].clone();
    let button = |action: Action,
                  testid: String,
                  text: String,
                  label: Option<String>,
                  class: &'static str| {
        let enabled = legal.contains(&action);
        let onclick = props.on_action.reform(move |_: MouseEvent| action);
        // A disabled draw button points at the words saying why (below the buttons).
        let why = match action {
            Action::DrawOwn if !enabled => Some("tp-why-draw-own"),
            Action::DrawEvent if !enabled => Some("tp-why-draw-event"),
            _ => None,
        };
        html! {
            <button class={classes!("button", class)} data-testid={testid} disabled={!enabled} {onclick}
                aria-label={label} aria-describedby={why}>{ text }</button>
        }
    };

    // What the pending effect still needs, in words.
    let pending = v.pending.map(|p| {
        let def = origin_def(v.turn, p.origin);
        let source = if matches!(p.origin, Origin::Event { .. }) {
            i18n.t("tripoli.ui.source_event")
        } else {
            i18n.t("tripoli.ui.source_card")
        };
        let zone_name = |z: Option<u8>| z.map(|z| i18n.t(ZONE_DEFS[usize::from(z)].key));
        let chosen = match (p.effect, zone_name(p.zone), zone_name(p.to)) {
            (Effect::Sail { .. }, Some(from), Some(to)) => Some(i18n.tf("tripoli.ui.sailing", &[from, to])),
            (Effect::Sail { .. }, Some(from), None) => Some(i18n.tf("tripoli.ui.sailing_from", &[from])),
            (Effect::Deploy { .. }, Some(to), _) => Some(i18n.tf("tripoli.ui.deploying", &[to])),
            _ => None,
        };
        let ask = match v.need {
            Some(Need::Ships { max }) => i18n.tf("tripoli.prompt.ships", &[i18n.num(max)]),
            _ => i18n.t(super::zone_prompt(&p)),
        };
        let ships = match v.need {
            Some(Need::Ships { max }) => (1..=max)
                .map(|n| {
                    let text = i18n.num(n);
                    let label = i18n.tf("tripoli.ui.move_n", &[i18n.num(n)]);
                    button(Action::ChooseShips { n }, format!("ships-{n}"), text, Some(label), "tp-n")
                })
                .collect::<Html>(),
            _ => Html::default(),
        };
        html! {
            <div class={classes!("tp-pending", format!("kind-{}", kind(p.effect)))} data-testid="pending">
                <p>
                    <span class="tp-source">{ source }</span>{ " " }
                    <strong>{ i18n.t(def.key) }</strong>{ " — " }{ effect_text(&i18n, p.effect) }
                </p>
                if let Some(chosen) = chosen { <p class="tp-chosen">{ chosen }</p> }
                <p class="tp-ask">{ if mine { ask } else { i18n.tf("tripoli.ui.other_choosing", std::slice::from_ref(&actor)) } }</p>
                if mine && matches!(v.need, Some(Need::Ships { .. })) {
                    <div class="tp-numbers" role="group" aria-label={i18n.t("tripoli.ui.how_many")}>{ ships }</div>
                }
            </div>
        }
    });

    let step_text = match v.step {
        Step::Over => i18n.t("tripoli.step.over"),
        _ if !mine => i18n.tf("tripoli.ui.waiting", std::slice::from_ref(&actor)),
        Step::Draw => i18n.t("tripoli.step.draw"),
        Step::Action => i18n.t("tripoli.step.action"),
        Step::Choice => i18n.t("tripoli.step.choice"),
        Step::DiscardDown => i18n.t("tripoli.step.discard_down"),
    };
    let events_left = v.event_limit.saturating_sub(v.events_drawn[v.turn]);
    // Why a draw button is disabled (the engine decided that it is; these words explain it).
    let draw_why = [
        (!legal.contains(&Action::DrawOwn))
            .then_some(("tp-why-draw-own", "tripoli.illegal.deck_empty")),
        (!legal.contains(&Action::DrawEvent)).then_some((
            "tp-why-draw-event",
            if events_left == 0 {
                "tripoli.illegal.event_limit"
            } else {
                "tripoli.illegal.no_events"
            },
        )),
    ]
    .into_iter()
    .flatten()
    .map(|(id, key)| html! { <p class="tp-why" id={id} data-testid={id}>{ i18n.t(key) }</p> });
    html! {
        <section class={classes!("tp-prompt", mine.then_some("mine"), format!("side-{}", v.turn))} data-testid="prompt"
            aria-label={i18n.t("tripoli.ui.prompt")}>
            <p class="tp-step" data-testid="step" data-step={format!("{:?}", v.step).to_lowercase()}>
                if v.step != Step::Over {
                    <span class="tp-whose">{ super::ship_badge(v.turn) }if mine { { actor.clone() } }</span>
                }
                { step_text }
                if v.step == Step::Action {
                    <span class="tp-actions-left" data-testid="actions-left">
                        { i18n.tf("tripoli.ui.actions_left", &[i18n.num(v.actions_left)]) }</span>
                }
            </p>
            if mine && v.step == Step::Draw {
                <div class="tp-buttons">
                    { button(Action::DrawOwn, "draw-own".into(),
                        i18n.tf("tripoli.ui.draw_own", &[i18n.num(v.deck_count[v.turn])]), None, "primary") }
                    { button(Action::DrawEvent, "draw-event".into(),
                        i18n.tf("tripoli.ui.draw_event", &[i18n.num(events_left), i18n.num(v.event_deck)]), None, "") }
                </div>
                <>{ for draw_why }</>
            }
            <>{ for pending }</>
            if mine && v.step == Step::Action {
                <div class="tp-buttons">
                    { button(Action::Pass, "pass".into(),
                        if v.actions_left > 1 { i18n.t("tripoli.ui.pass_all") } else { i18n.t("tripoli.ui.pass") }, None, "") }
                </div>
            }
        </section>
    }
}
