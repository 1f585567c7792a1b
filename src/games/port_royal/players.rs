//! Every player: gold, cards (one small icon per card type with a count), points, score, turns.

use super::card::ability_text;
use super::icons::{coin, kind_class, kind_icon, points};
use super::seat_badge;
use crate::games::BoardProps;
use crate::i18n::I18n;
use takhte_engine::games::port_royal::content::{card, CARD_TYPES};
use takhte_engine::games::port_royal::{PortRoyal, PortRoyalView, Step};
use yew::prelude::*;

/// Per seat, how many cards of each type of `CARD_TYPES` it holds.
fn held(v: &PortRoyalView) -> Vec<Vec<usize>> {
    v.players
        .iter()
        .map(|p| {
            CARD_TYPES
                .iter()
                .map(|t| p.cards.iter().filter(|&&c| card(c).name == t.name).count())
                .collect()
        })
        .collect()
}

/// What each seat held at the last change of holdings, and which types each seat gained then.
type Gains = (Option<Vec<Vec<usize>>>, Vec<Vec<bool>>);

/// The players, in seat order; the active player is marked.
#[function_component]
pub fn Players(props: &BoardProps<PortRoyal>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    // The card another seat just bought is part of the last move until the viewer acts.
    let just_bought = v
        .last
        .filter(|l| !props.recent.is_empty() && v.active != l.seat)
        .and_then(|l| l.bought.map(|c| (l.seat, card(c).name)));
    // A card just taken from the harbour flies into its owner's row: the types each seat
    // gained at the last change of holdings (kept through redraws of the same holdings; the
    // chip is keyed by its count, so each gain draws it afresh and its animation runs).
    let gains = use_mut_ref(Gains::default);
    {
        let mut g = gains.borrow_mut();
        let now = held(v);
        if g.0 != Some(now.clone()) {
            let grew = now
                .iter()
                .enumerate()
                .map(|(s, row)| {
                    row.iter()
                        .enumerate()
                        .map(|(t, &n)| {
                            let before = g.0.as_ref().and_then(|o| o.get(s)).and_then(|r| r.get(t));
                            before.is_some_and(|&b| n > b)
                        })
                        .collect()
                })
                .collect();
            *g = (Some(now), grew);
        }
    }
    let grew = gains.borrow().1.clone();
    let rows = v.players.iter().enumerate().map(|(seat, p)| {
        let chips = CARD_TYPES.iter().enumerate().filter_map(|(ti, t)| {
            let recent = just_bought == Some((seat, t.name));
            let taken = grew.get(seat).and_then(|r| r.get(ti)).copied().unwrap_or(false);
            let n = p.cards.iter().filter(|&&c| card(c).name == t.name).count();
            (n > 0).then(|| {
                let name = i18n.t(t.name);
                let title = match ability_text(&i18n, t.ability) {
                    Some(a) => format!("{name}: {a}"),
                    None => name.clone(),
                };
                let label = i18n.tf("port_royal.ui.card_count", &[name, i18n.num(n)]);
                html! {
                    <li key={format!("{}-{n}", t.name)} class={classes!("pr-chip", kind_class(t.kind), recent.then_some("recent"), taken.then_some("taken"))} title={title} aria-label={label}
                        data-type={t.name.trim_start_matches("port_royal.card.").to_string()} data-count={n.to_string()}>
                        { kind_icon(t.kind) }
                        <span class="pr-chip-name" aria-hidden="true">{ i18n.t(t.name) }</span>
                        if n > 1 {
                            <span class="pr-chip-count" aria-hidden="true">{ format!("×{}", i18n.num(n)) }</span>
                        }
                    </li>
                }
            })
        }).collect::<Vec<_>>();
        let active = v.step != Step::Over && seat == v.active;
        let reached = v.end.is_some_and(|e| e.seat == seat);
        html! {
            <li class={classes!("pr-player", format!("seat-{seat}"), active.then_some("active"))}
                data-testid={format!("player-{seat}")} data-gold={p.gold.to_string()} data-score={p.score.to_string()}
                data-points={p.points.to_string()} data-turns={p.turns.to_string()} data-cards={p.cards.len().to_string()}
                aria-current={active.then_some("true")}>
                <div class="pr-player-head">
                    { seat_badge(seat) }
                    <strong class="pr-player-name">{ props.names[seat].clone() }</strong>
                    if active {
                        <span class="badge pr-on-turn">{ i18n.t("port_royal.ui.on_turn") }</span>
                    }
                    if reached {
                        <span class="badge pr-reached">{ i18n.tf("port_royal.ui.reached", &[i18n.num(v.options.target_points)]) }</span>
                    }
                </div>
                <dl class="pr-stats">
                    <div title={i18n.t("port_royal.label.score")}>
                        <dt>{ i18n.t("port_royal.label.score") }</dt>
                        <dd class="pr-score">{ i18n.num(p.score) }</dd>
                    </div>
                    <div>
                        <dt>{ i18n.t("port_royal.label.gold") }</dt>
                        <dd>{ coin(None) }{ i18n.num(p.gold) }</dd>
                    </div>
                    <div>
                        <dt>{ i18n.t("port_royal.ui.card_points") }</dt>
                        <dd>{ points(String::new()) }{ i18n.num(p.points) }</dd>
                    </div>
                    <div>
                        <dt>{ i18n.t("port_royal.ui.turns") }</dt>
                        <dd>{ i18n.num(p.turns) }</dd>
                    </div>
                </dl>
                if chips.is_empty() {
                    <p class="muted pr-no-cards">{ i18n.t("port_royal.ui.no_cards") }</p>
                } else {
                    <ul class="pr-chips" aria-label={i18n.t("port_royal.ui.cards")}>{ for chips }</ul>
                }
            </li>
        }
    });
    html! {
        <section class="pr-players-section" aria-labelledby="pr-players-title">
            <h3 id="pr-players-title">{ i18n.t("port_royal.ui.players") }</h3>
            <ol class="pr-players" data-testid="players">{ for rows }</ol>
            <ul class="pr-facts muted">
                <li data-testid="bank" data-gold={v.bank.to_string()}>{ i18n.tf("port_royal.ui.bank", &[i18n.num(v.bank)]) }</li>
                <li data-testid="discard" data-count={v.discard.len().to_string()}>{ i18n.tf("port_royal.ui.discard", &[i18n.num(v.discard.len())]) }</li>
                <li>{ i18n.t("port_royal.ui.score_rule") }</li>
            </ul>
        </section>
    }
}
