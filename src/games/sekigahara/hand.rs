//! The viewer's hand: battle cards to commit in secret, event cards to play, and the card
//! counts of both sides.

use super::{card_face, card_name};
use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::sekigahara::content::card_clan;
use takhte_engine::games::sekigahara::map::MAP;
use takhte_engine::games::sekigahara::{Action, Phase, SekigaharaView};
use yew::prelude::*;

/// Properties of [`Hand`].
#[derive(Properties, PartialEq)]
pub struct HandProps {
    /// The viewer's view.
    pub view: Rc<SekigaharaView>,
    /// The legal actions.
    pub legal: Rc<Vec<Action>>,
    /// Seat names.
    pub names: Rc<Vec<String>>,
    /// Sends one action.
    pub on_action: Callback<Action>,
    /// Whether the event cards offer their plays (on a phone, not while an order is being
    /// given for a chosen province).
    #[prop_or(true)]
    pub events: bool,
}

/// The hand, with a control for each legal commit or event.
#[function_component]
pub fn Hand(props: &HandProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let me = v.seat;
    let committing =
        matches!(v.phase, Phase::Commit { side } if side == me) && !props.legal.is_empty();
    // When a battle asks the viewer for cards, the hand and its done button come into view (on
    // a short screen they lie below the map or the other panels).
    let area = use_node_ref();
    let done_ref = use_node_ref();
    {
        let (area, done_ref) = (area.clone(), done_ref.clone());
        use_effect_with(committing, move |&committing| {
            if committing {
                super::battle::keep_in_view(&area);
                super::battle::keep_in_view(&done_ref);
            }
        });
    }
    let cards = v.hand.iter().map(|&c| {
        let commit = Action::CommitBattleCard { card: c };
        let events: Vec<Action> = props.legal.iter().copied().filter(|_| props.events)
            .filter(|a| matches!(a, Action::PlayEvent { card, .. } if *card == c)).collect();
        let control = if committing && card_clan(c).is_some() {
            let enabled = props.legal.contains(&commit);
            let onclick = props.on_action.reform(move |_: MouseEvent| commit);
            html! { <button class="sk-order commit" {onclick} disabled={!enabled} data-testid={format!("commit-{c}")}
                aria-label={i18n.tf("sekigahara.ui.commit_card", &[card_name(&i18n, c)])}>
                { i18n.t("sekigahara.ui.commit") }</button> }
        } else if events.is_empty() {
            Html::default()
        } else {
            html! { <EventControl card={c} options={Rc::new(events)} on_action={props.on_action.clone()} /> }
        };
        // Keyed by the card (a side's deck holds each id once): a card played or drawn leaves
        // the other cards, and an event's chosen target, where they are.
        html! {
            <li key={c} class="sk-hand-card" data-testid={format!("hand-card-{c}")}>
                { card_face(&i18n, c) }
                { control }
            </li>
        }
    });
    let done = committing.then(|| {
        let onclick = props.on_action.reform(|_: MouseEvent| Action::DoneCommitting);
        let n = v.battle.as_ref().map_or(0, |b| b.own_committed.len());
        html! { <button class="sk-order done" ref={done_ref.clone()} {onclick} disabled={!props.legal.contains(&Action::DoneCommitting)}
            data-testid="done-committing">{ i18n.tf("sekigahara.ui.done_committing", &[i18n.num(n)]) }</button> }
    });
    let opp = 1 - me;
    html! {
        <section class="sk-hand-area" ref={area} aria-label={i18n.t("sekigahara.ui.hand")}>
            <h3>{ i18n.tf("sekigahara.ui.hand_of", &[props.names[me as usize].clone()]) }</h3>
            if committing {
                <p class="sk-hint">{ i18n.t("sekigahara.ui.commit_hint") }</p>
            }
            <ul class="sk-hand" data-testid="hand">{ for cards }</ul>
            <>{ for done }</>
            <p class="muted small" data-testid="card-counts">{ i18n.tf("sekigahara.ui.card_counts", &[
                props.names[opp as usize].clone(), i18n.num(v.hand_sizes[opp as usize]),
                i18n.num(v.pile_sizes[me as usize]), i18n.num(v.pile_sizes[opp as usize]),
                i18n.num(v.discards[me as usize].len()), i18n.num(v.discards[opp as usize].len()),
            ]) }</p>
        </section>
    }
}

/// Properties of [`EventControl`].
#[derive(Properties, PartialEq)]
struct EventProps {
    /// The event card.
    card: u8,
    /// Its legal plays (one per target province, or one without a target).
    options: Rc<Vec<Action>>,
    /// Sends the play.
    on_action: Callback<Action>,
}

/// The play of an event card: a button, with a list of the legal target provinces before it
/// when the event has a target.
#[function_component]
fn EventControl(props: &EventProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let c = props.card;
    let chosen = use_state(|| 0usize);
    let i = (*chosen).min(props.options.len() - 1);
    let action = props.options[i];
    let onclick = props.on_action.reform(move |_: MouseEvent| action);
    let (label, testid) = match action {
        Action::PlayEvent {
            province: Some(p), ..
        } => (
            i18n.tf(
                "sekigahara.ui.play_event_on",
                &[card_name(&i18n, c), i18n.t(MAP[p as usize].key)],
            ),
            format!("event-{c}-{p}"),
        ),
        _ => (
            i18n.tf("sekigahara.ui.play_event", &[card_name(&i18n, c)]),
            format!("event-{c}"),
        ),
    };
    let targeted = props.options.len() > 1;
    let onchange = {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            let el: web_sys::HtmlSelectElement = e.target_unchecked_into();
            chosen.set(el.selected_index().max(0) as usize);
        })
    };
    html! { <div class="sk-event-play">
        if targeted {
            <select {onchange} data-testid={format!("event-targets-{c}")}
                aria-label={i18n.tf("sekigahara.ui.event_target", &[card_name(&i18n, c)])}>
                { for props.options.iter().enumerate().map(|(k, a)| match *a {
                    Action::PlayEvent { province: Some(p), .. } => html! {
                        <option value={k.to_string()} selected={k == i}>{ i18n.t(MAP[p as usize].key) }</option> },
                    _ => Html::default(),
                }) }
            </select>
        }
        <button class="sk-order event" {onclick} data-testid={testid}>{ label }</button>
    </div> }
}
