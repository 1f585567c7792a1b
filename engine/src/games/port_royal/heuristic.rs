//! The heuristic bot: draws while a pirate cannot bust it, then weighs the bust risk (from the
//! public count of pirates left in the deck) against the haul; buys the card worth most.

use super::content::{card, Ability, Kind, GOLD_PER_POINT};
use super::view::PortRoyalView;
use super::Action;
use crate::float::larger;
use crate::rng::GameRng;

/// Turns a typical player expects to play in a game to 12 points, for valuing abilities.
const HORIZON: f64 = 18.0;
/// The target score the horizon was measured for (it scales with the game's target).
const HORIZON_TARGET: f64 = 12.0;
/// Points short of the target at which the leader makes everyone hurry (stop valuing abilities).
const HURRY_MARGIN: u32 = 4;

/// Chooses among `legal` from `view`.
pub(crate) fn choose(view: &PortRoyalView, legal: &[Action], _rng: &mut GameRng) -> Action {
    let can = |a: Action| legal.contains(&a);
    if can(Action::Draw) || can(Action::Stop) {
        if !can(Action::Stop) {
            return Action::Draw;
        }
        if !can(Action::Draw) {
            return Action::Stop;
        }
        return if keep_drawing(view) {
            Action::Draw
        } else {
            Action::Stop
        };
    }
    let mut best = (0.0, Action::Pass);
    for &a in legal {
        if let Action::Buy { slot } = a {
            let u = buy_utility(view, slot as usize);
            if u > best.0 {
                best = (u, a);
            }
        }
    }
    best.1
}

/// One-step risk judgement: draw when the next card cannot bust, or when the expected gain of
/// one more card outweighs the chance of losing what is on the table.
fn keep_drawing(view: &PortRoyalView) -> bool {
    let me = &view.players[view.seat];
    if view.deck_size == 1 {
        // The last card ends the game: take it only when that wins.
        let mine = me.points + (me.gold + view.haul) / GOLD_PER_POINT;
        let best_other = (0..view.players.len())
            .filter(|&p| p != view.seat)
            .map(|p| view.players[p].score)
            .max()
            .unwrap_or(0);
        return mine > best_other;
    }
    if safe_draw(view) {
        return true;
    }
    let deck = f64::from(view.deck_size.max(1));
    let p = f64::from(view.deck_pirates) / deck;
    let gain = f64::from(view.deck_ship_gold) / deck + 0.6;
    let best_buy = (0..view.harbour.len())
        .map(|s| larger(0.0, buy_utility(view, s)) * f64::from(GOLD_PER_POINT))
        .fold(0.0, larger);
    let at_stake = f64::from(view.haul) + best_buy;
    (1.0 - p) * gain > p * at_stake
}

/// True if the next card cannot bust the turn: no pirate is in the harbour yet, or the seat has a
/// guard left to drive the next one off. (The deck's last card is not judged here: it ends the
/// game.)
pub(crate) fn safe_draw(view: &PortRoyalView) -> bool {
    let me = &view.players[view.seat];
    let guards = me
        .cards
        .iter()
        .filter(|&&c| card(c).ability == Ability::DriveOff)
        .count() as u8;
    view.pirates_in_harbour == 0 || guards > view.driven_off
}

/// Gold per turn an ability is worth, roughly.
fn ability_rate(a: Ability) -> f64 {
    match a {
        Ability::None => 0.0,
        Ability::FreePurchase(max) => 0.35 * f64::from(max),
        Ability::Discount(d) => 0.5 * f64::from(d),
        Ability::ShipBonus(g) => 0.8 * f64::from(g),
        Ability::Income(g) => f64::from(g),
        Ability::BustGold(g) => 0.2 * f64::from(g),
        Ability::DriveOff => 1.2,
        Ability::BigHaul { gold, .. } => 0.3 * f64::from(gold),
    }
}

/// The worth in points of buying the harbour card at `slot` instead of taking its gold, or
/// negative if passing is better (or the card cannot be bought).
fn buy_utility(view: &PortRoyalView, slot: usize) -> f64 {
    let h = view.harbour[slot];
    let c = card(h.card);
    if c.kind == Kind::Pirate {
        return -1.0;
    }
    let me = &view.players[view.seat];
    let net = f64::from(h.cost + h.gold);
    if view.end.is_some() {
        let pass = (me.gold + view.haul) / GOLD_PER_POINT;
        let buy = (me.gold + view.haul).saturating_sub(h.cost + h.gold) / GOLD_PER_POINT
            + u32::from(c.points);
        return f64::from(buy) - f64::from(pass);
    }
    let target = view.options.target_points;
    let horizon = HORIZON * f64::from(target) / HORIZON_TARGET;
    let left = larger(0.0, horizon - f64::from(me.turns));
    let lead = view.players.iter().map(|p| p.score).max().unwrap_or(0);
    let hurry = if lead + HURRY_MARGIN >= u32::from(target) {
        0.3
    } else {
        1.0
    };
    let value = f64::from(c.points) + ability_rate(c.ability) * left * hurry / 5.0;
    value - net / f64::from(GOLD_PER_POINT)
}
