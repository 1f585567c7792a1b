//! The hand and the facts around the board: step, goal, supply, scores, last round.

use crate::games::BoardProps;
use crate::i18n::I18n;
use takhte_engine::games::shikoku::content::{CARDS, GOALS};
use takhte_engine::games::shikoku::{Action, Shikoku, Step};
use yew::prelude::*;

fn icons(force: u8) -> String {
    "◆".repeat(force as usize)
}

/// The hand as buttons: each enabled exactly when the engine lists its action as legal.
#[function_component]
pub fn Panel(props: &BoardProps<Shikoku>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let me = v.seat;
    let opp = 1 - me;
    let my_turn = !props.legal.is_empty();
    let step_text = match (v.step, my_turn) {
        (Step::Over, _) => i18n.t("shikoku.step.over"),
        (Step::Play, true) => i18n.t("shikoku.step.play"),
        (Step::Pass, true) => i18n.t("shikoku.step.pass"),
        (_, false) => i18n.t("shikoku.ui.waiting"),
    };
    let hand = v.hand.iter().map(|&card| {
        let c = CARDS[card as usize];
        let action = if v.step == Step::Pass { Action::Pass { card } } else { Action::Play { card } };
        let enabled = props.legal.contains(&action);
        let verb = if v.step == Step::Pass { "shikoku.ui.pass_card" } else { "shikoku.ui.play_card" };
        let label = i18n.tf(verb, &[i18n.num(c.region), i18n.num(c.force)]);
        let onclick = props.on_action.reform(move |_: MouseEvent| action);
        let known = v.cards_opponent_knows.contains(&card);
        html! {
            <li>
                <button class={classes!("card", format!("r{}", c.region), known.then_some("known"))} {onclick} disabled={!enabled}
                    aria-label={label.clone()} title={label} data-testid={format!("card-{card}")}
                    data-action={if v.step == Step::Pass { "pass" } else { "play" }}>
                    <span class="card-region">{ i18n.num(c.region) }</span>
                    <span class="card-force" aria-hidden="true">{ icons(c.force) }</span>
                </button>
            </li>
        }
    });
    let played = |seat: usize| {
        v.played[seat].iter().map(|&card| {
        let c = CARDS[card as usize];
        html! { <span class={classes!("mini-card", format!("r{}", c.region))}>{ i18n.num(c.region) }{ icons(c.force) }</span> }
    }).collect::<Html>()
    };
    let goal = v.my_goal.map(|g| i18n.t(GOALS[g as usize].key));
    let last_round = v.rounds.last().map(|r| {
        html! {
            <div class="round-result" data-testid="round-result">
                <h3>{ i18n.tf("shikoku.ui.round_scored", &[i18n.num(r.round)]) }</h3>
                <ul>{ for (0..2).map(|s| html! {
                    <li>{ i18n.tf("shikoku.ui.round_line", &[
                        props.names[s].clone(), i18n.num(r.region_points[s]), i18n.t(GOALS[r.goals[s] as usize].key),
                        if r.goal_met[s] { i18n.t("shikoku.ui.goal_met") } else { i18n.t("shikoku.ui.goal_missed") },
                        i18n.num(r.points[s]),
                    ]) }</li>
                }) }</ul>
            </div>
        }
    });
    html! {
        <div class="shikoku-panel">
            <div class="facts">
                <span data-testid="round">{ i18n.tf("shikoku.ui.round", &[i18n.num(v.round)]) }</span>
                <span data-testid="step" class="step">{ step_text }</span>
            </div>
            <table class="scores compact" data-testid="scores">
                <thead><tr><th></th><th>{ i18n.t("shikoku.ui.score") }</th><th>{ i18n.t("shikoku.ui.regions_won") }</th>
                    <th>{ i18n.t("shikoku.ui.supply") }</th><th>{ i18n.t("shikoku.ui.plays_left") }</th></tr></thead>
                <tbody>{ for [me, opp].iter().map(|&s| html! {
                    <tr data-testid={format!("score-{s}")}>
                        <th scope="row">{ if s == 0 { "○ " } else { "● " } }{ props.names[s].clone() }</th>
                        <td>{ i18n.num(v.scores[s]) }</td><td>{ i18n.num(v.regions_won[s]) }</td>
                        <td>{ i18n.num(v.supply[s]) }</td><td>{ i18n.num(v.plays_left[s]) }</td>
                    </tr>
                }) }</tbody>
            </table>
            if let Some(goal) = goal {
                <p class="goal" data-testid="goal">{ i18n.tf("shikoku.ui.your_goal", &[goal]) }</p>
            }
            <h3>{ i18n.tf("shikoku.ui.hand_of", &[props.names[me].clone()]) }</h3>
            <ul class="hand" data-testid="hand" aria-label={i18n.t("shikoku.ui.hand")}>{ for hand }</ul>
            if !v.cards_opponent_knows.is_empty() {
                <p class="muted small">{ i18n.t("shikoku.ui.known_legend") }</p>
            }
            <p class="muted">{ i18n.tf("shikoku.ui.opponent_hand", &[props.names[opp].clone(), i18n.num(v.opponent_hand_size)]) }
                if !v.known_opponent_cards.is_empty() {
                    { " " }{ i18n.tf("shikoku.ui.known_cards", &[v.known_opponent_cards.iter()
                        .map(|&c| format!("{}{}", i18n.num(CARDS[c as usize].region), icons(CARDS[c as usize].force)))
                        .collect::<Vec<_>>().join(" ")]) }
                }
            </p>
            <div class="played">
                <div>{ props.names[me].clone() }{ ": " }{ played(me) }</div>
                <div>{ props.names[opp].clone() }{ ": " }{ played(opp) }</div>
            </div>
            { for last_round }
        </div>
    }
}
