//! Inference of the opponent's hidden cards and goal from their plays and passes this round,
//! modelling the opponent as the heuristic (see `docs/lab/ai-log.md`, fourth tuning pass).
//!
//! The heuristic rates each card on its own (its swing on the board of the moment), plays the
//! card with the largest swing and passes the one with the smallest. So every card the
//! opponent still hides, having been in their hand at each of their decisions this round, rated
//! no higher than each card they played and no lower than each card they passed. A card that
//! breaks `k` of these conditions under a goal keeps the weight `SLACK^k`: an opponent that is
//! not the heuristic (a person, a search bot) only makes the inference weaker, never impossible.

use super::aid::{type_of, TYPES};
use super::content::{card, CARDS, REGIONS, SUPPLY};
use super::heuristic::Rater;
use super::ShikokuView;
use crate::rng::GameRng;

/// Weight factor of a card per condition it breaks.
const SLACK: f64 = 0.1;
/// Rating ties the heuristic breaks at random (its own tolerance).
const TIE: f32 = 1e-4;

/// One of the opponent's decisions this round: the board they saw, the cards they had passed
/// that the bot still held, and the card they played (`play`) or passed.
struct Decision {
    pieces: [[u8; 2]; REGIONS],
    supply: [u8; 2],
    passed: Vec<u8>,
    card: u8,
    play: bool,
}

/// The opponent's decisions of this round, replayed from the plays and passes in order.
fn decisions(view: &ShikokuView) -> Vec<Decision> {
    let opp = 1 - view.seat;
    let mut pieces = [[0u8; 2]; REGIONS];
    let mut supply = [SUPPLY; 2];
    // Cards each seat passed that the other still holds, as the game keeps them.
    let mut held: [Vec<u8>; 2] = Default::default();
    let mut out = Vec::new();
    let mut next = [0usize; 2];
    let mut seat = view.first_player;
    while next[seat] < view.played[seat].len() {
        let j = next[seat];
        let c = view.played[seat][j];
        // The opponent's decisions, each with the board and held cards they saw then.
        let seen = |card, play, held: &[Vec<u8>; 2], pieces, supply| Decision {
            pieces,
            supply,
            passed: held[opp].clone(),
            card,
            play,
        };
        if seat == opp {
            out.push(seen(c, true, &held, pieces, supply));
        }
        held[1 - seat].retain(|&x| x != c);
        let info = card(c);
        let placed = info.force.min(supply[seat]);
        supply[seat] -= placed;
        pieces[usize::from(info.region) - 1][seat] += placed;
        if let Some(&q) = view.passes[seat].get(j) {
            if seat == opp {
                out.push(seen(q, false, &held, pieces, supply));
            }
            held[1 - seat].retain(|&x| x != q);
            held[seat].push(q);
        }
        next[seat] += 1;
        if next[1 - seat] < view.played[1 - seat].len() {
            seat = 1 - seat;
        }
    }
    out
}

/// Weight of each card type under `goal`: `SLACK` to the power of the conditions it breaks.
fn type_weights(found: &[Decision], opp: usize, goal: u8) -> [f64; TYPES] {
    let mut weights = [1.0f64; TYPES];
    for d in found {
        let rater = Rater::new(d.pieces, d.supply, &d.passed, opp, Some(goal));
        let bound = rater.swing(d.card);
        for (t, weight) in weights.iter_mut().enumerate() {
            let v = rater.swing(example(t));
            let broken = if d.play {
                v > bound + TIE
            } else {
                v < bound - TIE
            };
            if broken {
                *weight *= SLACK;
            }
        }
    }
    weights
}

/// Draws the opponent's goal among `goals` and `hidden` of their cards among `unseen` (which
/// keeps the rest, the undealt deck), by the inference above. Returns the goal.
pub fn draw(
    view: &ShikokuView,
    goals: &[u8],
    unseen: &mut Vec<u8>,
    hidden: usize,
    rng: &mut GameRng,
) -> (u8, Vec<u8>) {
    draw_given(&decisions(view), 1 - view.seat, goals, unseen, hidden, rng)
}

/// [`draw`] given the opponent's reconstructed decisions (none: a uniform draw).
fn draw_given(
    found: &[Decision],
    opp: usize,
    goals: &[u8],
    unseen: &mut Vec<u8>,
    hidden: usize,
    rng: &mut GameRng,
) -> (u8, Vec<u8>) {
    let per_goal: Vec<[f64; TYPES]> = goals.iter().map(|&g| type_weights(found, opp, g)).collect();
    // A goal's likelihood: the chance that `hidden` cards drawn from the unseen ones are all
    // as heavy as they are, taken as the mean weight to the power `hidden`.
    let likelihood: Vec<f64> = per_goal
        .iter()
        .map(|w| {
            let mean = unseen.iter().map(|&c| w[type_of(c)]).sum::<f64>() / unseen.len() as f64;
            (0..hidden).fold(1.0, |acc, _| acc * mean)
        })
        .collect();
    let g = pick(&likelihood, rng);
    let w = &per_goal[g];
    let mut hand = Vec::with_capacity(hidden);
    for _ in 0..hidden {
        let weights: Vec<f64> = unseen.iter().map(|&c| w[type_of(c)]).collect();
        let i = pick(&weights, rng);
        hand.push(unseen.swap_remove(i));
    }
    (goals[g], hand)
}

/// A card of type `t` (the first of its region with that force).
fn example(t: usize) -> u8 {
    let (region, force) = (t / 3 + 1, t % 3 + 1);
    let id = CARDS
        .iter()
        .position(|c| usize::from(c.region) == region && usize::from(c.force) == force)
        .expect("every type has cards");
    id as u8
}

/// An index drawn with probability proportional to `weights` (uniform if they sum to 0).
fn pick(weights: &[f64], rng: &mut GameRng) -> usize {
    let total: f64 = weights.iter().sum();
    if total <= 0.0 {
        return rng.index(weights.len());
    }
    let x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
    let mut acc = 0.0;
    for (i, &w) in weights.iter().enumerate() {
        acc += w;
        if x < acc {
            return i;
        }
    }
    weights.len() - 1
}

#[cfg(test)]
mod tests {
    use super::super::content::{CARD_COUNT, GOAL_COUNT};
    use super::super::Shikoku;
    use super::*;
    use crate::bots::Strategy;
    use crate::game::{Game, NoOptions};

    /// Over heuristic games, the percent of drawn goals and of drawn hidden card types that are
    /// right, with the inference or without it.
    fn accuracy(infer: bool) -> (f64, f64) {
        let (mut goals, mut types, mut samples, mut cards) = (0u32, 0u32, 0u32, 0u32);
        let mut legal = Vec::new();
        for game in 0..40 {
            let mut state = Shikoku::new(2, &NoOptions {}, GameRng::new(game)).unwrap();
            let mut rng = GameRng::new(1000 + game);
            while let Some(seat) = state.to_act() {
                let view = state.view(seat);
                let opp = 1 - seat;
                let known = &view.known_opponent_cards;
                let hidden: Vec<u8> = state.hands[opp]
                    .iter()
                    .copied()
                    .filter(|c| !known.contains(c))
                    .collect();
                let past = view.rounds.iter().flat_map(|r| r.played.iter().flatten());
                let seen: Vec<u8> = view
                    .hand
                    .iter()
                    .chain(known)
                    .chain(view.played.iter().flatten())
                    .chain(past)
                    .copied()
                    .collect();
                let goal_seen: Vec<u8> = view
                    .my_goal
                    .into_iter()
                    .chain(view.rounds.iter().flat_map(|r| r.goals))
                    .collect();
                let open: Vec<u8> = (0..GOAL_COUNT as u8)
                    .filter(|g| !goal_seen.contains(g))
                    .collect();
                let found = if infer { decisions(&view) } else { Vec::new() };
                for _ in 0..if hidden.is_empty() { 0 } else { 10 } {
                    let mut unseen: Vec<u8> = (0..CARD_COUNT as u8)
                        .filter(|c| !seen.contains(c))
                        .collect();
                    let (g, hand) =
                        draw_given(&found, opp, &open, &mut unseen, hidden.len(), &mut rng);
                    samples += 1;
                    goals += u32::from(Some(g) == state.goals[opp]);
                    let mut truth: Vec<usize> = hidden.iter().map(|&c| type_of(c)).collect();
                    for c in hand {
                        cards += 1;
                        if let Some(i) = truth.iter().position(|&t| t == type_of(c)) {
                            truth.swap_remove(i);
                            types += 1;
                        }
                    }
                }
                state.legal_actions(&mut legal);
                let a = Shikoku::heuristic(&view, &legal, &mut rng);
                state.apply(a).unwrap();
            }
        }
        (
            100.0 * f64::from(goals) / f64::from(samples),
            100.0 * f64::from(types) / f64::from(cards),
        )
    }

    /// Against the heuristic the inference guesses goals and card types better than chance
    /// (measured: goals 24.1% against 14.9%, card types 26.1% against 22.7%).
    #[test]
    fn inference_beats_a_uniform_draw() {
        let (goal, cards) = accuracy(true);
        let (goal_uniform, cards_uniform) = accuracy(false);
        assert!(
            goal > goal_uniform + 4.0,
            "goals {goal} against {goal_uniform}"
        );
        assert!(
            cards > cards_uniform + 1.5,
            "cards {cards} against {cards_uniform}"
        );
    }
}
