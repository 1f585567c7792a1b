//! The state of the war: round and event, whose step it is, castles, border provinces and
//! units per side, both outlooks face up, and the verdict at the end.

use super::inspect::CardFace;
use super::side_letter;
use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::sekigahara::content::{
    BORDERS_TO_WIN, CASTLES_TO_WIN, EVENT_DECK, SIDE_KEYS,
};
use takhte_engine::games::sekigahara::{Phase, Reason, SekigaharaView};
use yew::prelude::*;

/// Properties of [`Status`].
#[derive(Properties, PartialEq)]
pub struct StatusProps {
    /// The viewer's view.
    pub view: Rc<SekigaharaView>,
    /// Seat names.
    pub names: Rc<Vec<String>>,
}

/// The id of the prompt's element (one status per page), for [`back_to_prompt`] from elsewhere.
pub(super) const PROMPT_ID: &str = "sk-prompt";

/// When the prompt is out of view: back to the top, where the whole board was before a battle
/// scrolled the window down to the hand or the reveal, then the prompt itself.
pub(super) fn back_to_prompt(prompt: &web_sys::Element) {
    if !super::battle::element_in_view(prompt) {
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
        super::battle::keep_element_in_view(prompt);
    }
}

/// The round, the event, whose step it is and the verdict: the prompt beside the map.
#[function_component]
pub fn Status(props: &StatusProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    // When the viewer's turn begins, the prompt comes back into view (a battle's controls may
    // have scrolled the window down to the hand or the reveal).
    let prompt = use_node_ref();
    {
        let prompt = prompt.clone();
        let my_turn = v.phase == Phase::Action && v.to_act == Some(v.seat);
        use_effect_with((my_turn, v.round), move |&(my_turn, _)| {
            // While a battle's reveal waits for the viewer to step through it, its buttons stay
            // in view: the reveal brings the prompt back once it is all shown.
            let reveal_waits = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id(super::battle::REVEAL_BUTTONS_ID))
                .is_some();
            if let Some(el) = prompt
                .cast::<web_sys::Element>()
                .filter(|_| my_turn && !reveal_waits)
            {
                back_to_prompt(&el);
            }
        });
    }
    let name = |s: u8| props.names[s as usize].clone();
    let step = match v.phase {
        Phase::Action => i18n.tf(
            "sekigahara.ui.step_action",
            &[name(v.turn), i18n.num(v.actions_left)],
        ),
        Phase::Commit { side } => i18n.tf("sekigahara.ui.step_commit", &[name(side)]),
        Phase::Retreat { side, .. } => i18n.tf("sekigahara.ui.step_retreat", &[name(side)]),
        Phase::Over => i18n.t("sekigahara.step.over"),
    };
    let event = v.event.map(|e| {
        let k = EVENT_DECK[e as usize].key();
        html! { <span class={classes!("sk-event", v.no_attacks.then_some("sk-warn"))} data-testid="event" title={i18n.t(&format!("{k}.text"))}>
        { i18n.tf("sekigahara.ui.event", &[i18n.t(k), i18n.t(&format!("{k}.text"))]) }</span> }
    });
    let verdict = v.result.map(|r| {
        let who = r.winner.map(name).unwrap_or_default();
        let reason = match r.reason {
            Reason::Castles => i18n.tf("sekigahara.reason.castles", std::slice::from_ref(&who)),
            Reason::Borders => i18n.tf("sekigahara.reason.borders", std::slice::from_ref(&who)),
            Reason::Units => i18n.tf("sekigahara.reason.units", std::slice::from_ref(&who)),
            Reason::TiedVictory => i18n.t("sekigahara.reason.tied_victory"),
            Reason::RoundLimit => i18n.t("sekigahara.reason.round_limit"),
        };
        let head = match r.winner {
            Some(_) => i18n.tf("sekigahara.ui.wins", &[who]),
            None => i18n.t("sekigahara.ui.draw"),
        };
        html! { <p class="sk-verdict" data-testid="verdict"><strong>{ head }</strong>{ " " }{ reason }</p> }
    });
    html! {
        <section class="sk-status" data-testid="status">
            <div class="facts">
                <span data-testid="round">{ i18n.tf("sekigahara.ui.round", &[i18n.num(v.round), i18n.num(v.round_limit)]) }</span>
                <>{ for event }</>
                // Heavy rain's own text says it when the event is shown: a warning line of its
                // own only when it is not.
                if v.no_attacks && v.event.is_none() { <span class="sk-warn">{ i18n.t("sekigahara.event.heavy_rain.text") }</span> }
                <span class="step" id={PROMPT_ID} data-testid="step" ref={prompt}>{ step }</span>
            </div>
            <>{ for verdict }</>
        </section>
    }
}

/// The standing of both sides: castles, border provinces and units, and both outlooks.
#[function_component]
pub fn Standing(props: &StatusProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let name = |s: u8| props.names[s as usize].clone();
    let rows = [0u8, 1].map(|s| html! {
        <tr data-testid={format!("side-{s}")} class={classes!((v.to_act == Some(s)).then_some("acting"))}>
            <th scope="row"><span class={classes!("sk-side-mark", format!("side-{s}"))} aria-hidden="true">{ side_letter(&i18n, s) }</span>
                { name(s) }
                if name(s) != i18n.t(SIDE_KEYS[s as usize]) { { " · " }{ i18n.t(SIDE_KEYS[s as usize]) } }</th>
            <td data-testid={format!("castles-{s}")}>{ i18n.num(v.castles[s as usize]) }</td>
            <td data-testid={format!("borders-{s}")}>{ i18n.num(v.borders[s as usize]) }</td>
            <td>{ i18n.num(v.units_on_map[s as usize]) }</td>
        </tr>
    });
    html! {
        <section class="sk-standing">
            <div class="sk-table-wrap">
            <table class="scores compact" data-testid="scores">
                <thead><tr><th></th>
                    <th>{ i18n.tf("sekigahara.ui.castles_of", &[i18n.num(CASTLES_TO_WIN)]) }</th>
                    <th>{ i18n.tf("sekigahara.ui.borders_of", &[i18n.num(BORDERS_TO_WIN)]) }</th>
                    <th>{ i18n.t("sekigahara.ui.units") }</th></tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            </div>
            <div class="sk-outlooks">
                { for [0u8, 1].map(|s| html! {
                    <div class="sk-outlook" data-testid={format!("outlook-{s}")}>
                        <span class="muted">{ i18n.tf("sekigahara.ui.outlook_of", &[name(s)]) }</span>{ " " }
                        // Keyed by the card, in a list of their own: a card taken or drawn
                        // leaves the others where they are.
                        <>{ for v.outlook[s as usize].iter().map(|&c| html! { <CardFace key={c} id={c} /> }) }</>
                    </div>
                }) }
            </div>
        </section>
    }
}
