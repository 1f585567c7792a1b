//! The prompt and the hand beside the island, then the facts around the board: goal, scores,
//! the cards played this round and the last round's result.

use super::board::stone;
use crate::games::BoardProps;
use crate::i18n::I18n;
use takhte_engine::games::shikoku::content::{CARDS, GOALS};
use takhte_engine::games::shikoku::{Action, Shikoku, Step};
use yew::prelude::*;

fn icons(force: u8) -> String {
    "◆".repeat(force as usize)
}

/// What the prompt asks: `play`, `pass`, `wait` (the other seat acts) or `over`.
fn prompt_kind(step: Step, my_turn: bool) -> &'static str {
    match (step, my_turn) {
        (Step::Over, _) => "over",
        (Step::Play, true) => "play",
        (Step::Pass, true) => "pass",
        (_, false) => "wait",
    }
}

/// The prompt and the hand: each card a button, enabled exactly when the engine lists its
/// action as legal. The pass step has its own banner and card faces.
#[function_component]
pub fn Hand(props: &BoardProps<Shikoku>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let opp = 1 - v.seat;
    let kind = prompt_kind(v.step, !props.legal.is_empty());
    let passing = v.step == Step::Pass;
    let step_text = match kind {
        "over" => i18n.t("shikoku.step.over"),
        "play" => i18n.t("shikoku.step.play"),
        "pass" => i18n.t("shikoku.step.pass"),
        _ => i18n.t("shikoku.ui.waiting"),
    };
    let hint = match kind {
        "play" => Some(i18n.t("shikoku.ui.play_hint")),
        "pass" => Some(i18n.tf("shikoku.ui.pass_hint", &[props.names[opp].clone()])),
        _ => None,
    };
    let received = props.recent.iter().rev().find_map(|&(_, a)| match a {
        Action::Pass { card } => Some(card),
        Action::Play { .. } => None,
    });
    let hand = v.hand.iter().map(|&card| {
        let c = CARDS[card as usize];
        let action = if passing { Action::Pass { card } } else { Action::Play { card } };
        let enabled = props.legal.contains(&action);
        let verb = if passing { "shikoku.ui.pass_card" } else { "shikoku.ui.play_card" };
        let mut label = i18n.tf(verb, &[i18n.num(c.region), i18n.num(c.force)]);
        let is_new = received == Some(card);
        // The move alone, without the "New" tag, for the hint line (widgets/hint.rs).
        let move_name = is_new.then(|| label.clone());
        if is_new {
            // The tags are drawn by CSS from `data-tag`, so the visible text stays the card's
            // number (inside its accessible name); the name says "New" as well.
            label = format!("{}: {label}. {}", i18n.t("shikoku.ui.new_card"), i18n.tf("shikoku.ui.just_received", &[props.names[opp].clone()]));
        }
        let onclick = props.on_action.reform(move |_: MouseEvent| action);
        let known = v.cards_opponent_knows.contains(&card);
        html! {
            <li key={card}>
                <button class={classes!("card", format!("r{}", c.region), known.then_some("known"), is_new.then_some("recent"))}
                    {onclick} disabled={!enabled} aria-label={label.clone()} title={label} data-testid={format!("card-{card}")} data-move-name={move_name}
                    data-action={if passing { "pass" } else { "play" }}>
                    <span class="card-region">{ i18n.num(c.region) }</span>
                    <span class="card-force" aria-hidden="true">{ icons(c.force) }</span>
                    if enabled && passing {
                        <span class="card-give" aria-hidden="true" data-tag={i18n.t("shikoku.ui.give")}></span>
                    }
                    if is_new {
                        <span class="card-new" aria-hidden="true" data-tag={i18n.t("shikoku.ui.new_card")}></span>
                    }
                </button>
            </li>
        }
    });
    html! {
        <section class={classes!("shk-prompt", kind)} data-testid="prompt" data-step={kind}
            aria-labelledby="shk-step">
            <div class="shk-banner">
                <svg class="shk-banner-icon" viewBox="-12 -12 24 24" aria-hidden="true">
                    if kind == "pass" {
                        <path d="M-9 -3h10v-5l9 8-9 8v-5h-10z" class="arrow" />
                    } else {
                        { stone(v.seat, (0.0, 0.0), 8.0, false) }
                    }
                </svg>
                <div>
                    <h3 id="shk-step" class="step" data-testid="step" data-step={kind}>{ step_text }</h3>
                    if let Some(hint) = hint {
                        <p class="shk-hint">{ hint }</p>
                    }
                </div>
            </div>
            <ul class={classes!("hand", passing.then_some("passing"))} data-testid="hand"
                aria-label={i18n.tf("shikoku.ui.hand_of", &[props.names[v.seat].clone()])}>{ for hand }</ul>
            if !v.cards_opponent_knows.is_empty() {
                <p class="muted small">{ i18n.t("shikoku.ui.known_legend") }</p>
            }
        </section>
    }
}

/// The goal, scores, the cards played this round (the last move marked) and the last round.
#[function_component]
pub fn Panel(props: &BoardProps<Shikoku>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let me = v.seat;
    let opp = 1 - me;
    let last_played = props.recent.iter().rev().find_map(|&(seat, a)| match a {
        Action::Play { card } => Some((seat, card)),
        Action::Pass { .. } => None,
    });
    let played = |seat: usize| {
        v.played[seat].iter().map(|&card| {
            let c = CARDS[card as usize];
            let recent = last_played == Some((seat, card));
            let label = i18n.tf("shikoku.ui.played_card", &[i18n.num(c.region), i18n.num(c.force)]);
            html! {
                <li key={card} class={classes!("mini-card", format!("r{}", c.region), recent.then_some("recent"))} aria-label={label}
                    data-recent={recent.to_string()}>
                    <span aria-hidden="true">{ i18n.num(c.region) }{ icons(c.force) }</span>
                </li>
            }
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
            <p class="facts"><span data-testid="round">{ i18n.tf("shikoku.ui.round", &[i18n.num(v.round)]) }</span></p>
            if let Some(goal) = goal {
                <p class="goal" data-testid="goal">{ i18n.tf("shikoku.ui.your_goal", &[goal]) }</p>
            }
            <table class="shk-scores" data-testid="scores">
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
            <p class="muted">{ i18n.tf("shikoku.ui.opponent_hand", &[props.names[opp].clone(), i18n.num(v.opponent_hand_size)]) }
                if !v.known_opponent_cards.is_empty() {
                    { " " }{ i18n.tf("shikoku.ui.known_cards", &[v.known_opponent_cards.iter()
                        .map(|&c| format!("{}{}", i18n.num(CARDS[c as usize].region), icons(CARDS[c as usize].force)))
                        .collect::<Vec<_>>().join(" ")]) }
                }
            </p>
            <section class="played" aria-labelledby="shk-played-title">
                <h3 id="shk-played-title">{ i18n.t("shikoku.ui.played_title") }</h3>
                { for [me, opp].iter().map(|&s| html! {
                    <div class="played-row">
                        <h4 id={format!("shk-played-{s}")}>{ if s == 0 { "○ " } else { "● " } }{ props.names[s].clone() }</h4>
                        if v.played[s].is_empty() {
                            <p class="muted small">{ i18n.t("shikoku.ui.none_played") }</p>
                        } else {
                            <ul data-testid={format!("played-{s}")} aria-labelledby={format!("shk-played-{s}")}>{ played(s) }</ul>
                        }
                    </div>
                }) }
            </section>
            <>{ for last_round }</>
        </div>
    }
}
